"""Both back ends in Chromium: Scratch blocks as SVG and as canvas commands, and the
canvas's rounded coordinates, pixel by pixel (issues 17 and 19).

The canvas commands are replayed by a few lines of JavaScript calling the HTML
canvas methods they name (what ipycanvas's front end does with them), so no
JupyterLab is needed here; tests/browser covers the real widget.
"""

from __future__ import annotations

import json

import pytest
from jupyter_lab import APART_JS, ARTIFACTS, browser_page, skip_without_browser

skip_without_browser()
pytest.importorskip("ipycanvas")

from ipycanvas.canvas import COMMANDS, Canvas  # noqa: E402

from algunokit.alguno import Game  # noqa: E402
from algunokit.code import from_python  # noqa: E402
from algunokit.code.scratch_svg import CONTROL, SCALE, blocks_drawing, to_scratch  # noqa: E402
from algunokit.draw import canvas as backend  # noqa: E402
from algunokit.draw import palette  # noqa: E402
from algunokit.draw.alguno import table_drawing  # noqa: E402
from algunokit.draw.model import Drawing, scaled  # noqa: E402

pytestmark = pytest.mark.browser

REPLAY = ("const NAMES = " + json.dumps({v: k for k, v in COMMANDS.items()})
          + ", ATTRS = " + json.dumps({v: k for k, v in Canvas.ATTRS.items()}) + ";" + """
const PROPERTY = {fill_style: 'fillStyle', stroke_style: 'strokeStyle', line_width: 'lineWidth',
  font: 'font', text_align: 'textAlign', text_baseline: 'textBaseline',
  global_alpha: 'globalAlpha'};
function replay(id, commands, ratio) {
  const canvas = document.getElementById(id), c = canvas.getContext('2d');
  c.setTransform(ratio, 0, 0, ratio, 0, 0);
  for (const [code, args] of commands) {
    const name = NAMES[code];
    if (name === 'set') c[PROPERTY[ATTRS[args[0]]]] = args[1];
    else if (name === 'clear') c.clearRect(0, 0, canvas.width, canvas.height);
    else c[name](...args);
  }
}
function pixels(id) {
  const canvas = document.getElementById(id);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}
""")

COUNT_COLOUR = """([id, hex]) => {
  const data = pixels(id), want = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (want.every((v, k) => Math.abs(data[i + k] - v) < 8) && data[i + 3] > 250) n++;
  return n;
}"""
DIFFER = """([a, b]) => {
  const x = pixels(a), y = pixels(b);
  let n = 0;
  for (let i = 0; i < x.length; i += 4)
    if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) n++;
  return [n, x.length / 4];
}"""

#: pixels of two canvases apart, elsewhere than on a clip's border (see ``APART_JS``)
APART = f"""([a, b, most, rects]) => ({APART_JS})(pixels(a), pixels(b),
  document.getElementById(a).width, most, rects)"""


def _canvas(cid: str, drawing: Drawing, ratio: int) -> str:
    w, h = int(drawing.width), int(drawing.height)
    return (f"<canvas id='{cid}' width='{w * ratio}' height='{h * ratio}' "
            f"style='width:{w}px;height:{h}px'></canvas>")


def test_blocks_look_the_same_on_the_svg_and_the_canvas_back_ends():
    program = from_python("if nombre_de_cartes() > 3 and coeurs() == 1:\n"
                          "    piocher(1)\n"
                          "else:\n"
                          "    if piques() < 2:\n"
                          "        defausser(2)\n"
                          "    else:\n"
                          "        donner_a_gauche()\n")
    drawing = scaled(blocks_drawing(program, "fr"), SCALE)
    svg = to_scratch(program, "fr").svg
    w, h = int(drawing.width), int(drawing.height)
    html = (f"<html><body style='margin:0'><div id='svg' style='width:{w}px;height:{h}px'>"
            f"{svg}</div>{_canvas('blocks', drawing, 1)}"
            f"<canvas id='fromsvg' width='{w}' height='{h}'></canvas></body></html>")
    with browser_page("draw_blocks_failure.png") as page:
        page.set_content(html)
        page.add_script_tag(content=REPLAY)
        page.evaluate(f"replay('blocks', {json.dumps(backend.commands(drawing))}, 1)")
        # the SVG drawn onto a canvas of the same size, to count its pixels the same way
        page.evaluate("""() => new Promise(done => {
            const img = new Image(), svg = document.querySelector('#svg svg').outerHTML;
            img.onload = () => { document.getElementById('fromsvg').getContext('2d')
                                 .drawImage(img, 0, 0); done(); };
            img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
        })""")
        orange = [page.evaluate(COUNT_COLOUR, [cid, CONTROL[0]]) for cid in ("fromsvg", "blocks")]
    assert orange[0] > 2000  # the two C-blocks are there
    print("control-orange pixels, SVG vs canvas:", orange)
    assert abs(orange[0] - orange[1]) < 0.03 * orange[0], orange


def test_rounded_coordinates_change_no_visible_pixel_at_ratio_two():
    game = Game(5, (3, 2), seed=1)
    game.choose(game.decision.options[3])
    drawing = table_drawing(game.view(0), discard=game.table.discard_pile, language="fr")
    html = ("<html><body style='margin:0'>" + _canvas("raw", drawing, 2)
            + _canvas("rounded", drawing, 2) + "</body></html>")
    with browser_page("draw_rounding_failure.png") as page:
        page.set_content(html)
        page.add_script_tag(content=REPLAY)
        page.evaluate(f"replay('raw', {json.dumps(backend.commands(drawing, None))}, 2)")
        page.evaluate(f"replay('rounded', {json.dumps(backend.commands(drawing, 2))}, 2)")
        changed, total = page.evaluate(DIFFER, ["raw", "rounded"])
        print("pixels changed by rounding:", changed, "of", total)
        felt = page.evaluate(COUNT_COLOUR, ["rounded", palette.FELT])
    assert total == 1920 * 1320
    assert changed < 0.005 * total  # anti-aliasing at a few edges, nothing moved
    assert felt > 0.3 * total  # the table was drawn


def _play_widgets(seed: int) -> list:
    """Each game's play widget with bots only (what the click benchmark steps)."""
    from algunokit.widgets.alguno.play import PlayWidget
    from algunokit.widgets.celsius import CelsiusPlayWidget
    from algunokit.widgets.gaag import GaagPlayWidget
    from algunokit.widgets.skyjo import SkyjoPlayWidget

    return [PlayWidget(4, (2, 2), seed, humans=(), bots="random", language="fr"),
            SkyjoPlayWidget(4, seed, humans=(), language="fr"),
            CelsiusPlayWidget(4, seed, humans=(), language="fr"),
            GaagPlayWidget(4, seed, humans=(), language="fr")]


def _table_view(widget):
    """The widget's biggest canvas view (its table)."""
    from algunokit.widgets.canvas_view import CanvasView

    views = [v for value in vars(widget).values()
             for v in (value, getattr(value, "view", None)) if isinstance(v, CanvasView)]
    return max(views, key=lambda v: v.drawing.width * v.drawing.height)


@pytest.mark.parametrize("ratio", [1, 2])
def test_redrawing_only_what_changed_shows_the_pixels_of_a_whole_redraw(ratio, monkeypatch):
    """Each game played by bots, its table redrawn step by step as the page gets it
    (only what changed, ``canvas.damage``), is the table drawn whole, at device pixel
    ratio 1 and 2: no card or letter left behind. Only where a clip's border cuts a
    shape's edge may a pixel be anti-aliased a little differently."""
    from ipycanvas.canvas import _CANVAS_MANAGER

    messages: list = []

    def record(command, buffers=()):
        batch = command if command and isinstance(command[0], list) else [command]
        messages.append([c for c in batch if c[0] != COMMANDS["switchCanvas"]])

    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", record)
    partial_steps = whole_steps = most = edges = 0
    with browser_page(f"draw_partial_failure_dpr{ratio}.png") as page:
        page.set_content("<html><body style='margin:0'><canvas id='steps'></canvas>"
                         "<canvas id='whole'></canvas></body></html>")
        page.add_script_tag(content=REPLAY)
        for widget in _play_widgets(seed=4):
            view = _table_view(widget)
            messages.clear()
            view.probe.report(str(ratio))  # the page says its ratio
            backend.forget_picture(view.canvas)  # a new page: the whole table first
            view.show(view.drawing)
            checked, clipped = 0, []
            for step in range(40):
                for message in messages:
                    if any(c[0] == COMMANDS["clear"] for c in message):
                        whole_steps += 1
                        page.evaluate("([w, h]) => { const c = document.getElementById("
                                      "'steps'); c.width = w; c.height = h; }",
                                      [view.canvas.width, view.canvas.height])
                        clipped = []
                    else:
                        partial_steps += 1
                        clipped += [c[1] for c in message if c[0] == COMMANDS["rect"]]
                    page.evaluate("(m) => replay('steps', m, 1)", message)
                messages.clear()
                if step % 8 == 7 or widget.game.decision is None:
                    whole = backend.commands(view.drawing, backend.DIGITS)
                    zoom = view.pixel_ratio * view.scale
                    page.evaluate("([w, h, m, z]) => { const c = document.getElementById("
                                  "'whole'); c.width = w; c.height = h; replay('whole', m, z); }",
                                  [view.canvas.width, view.canvas.height, whole, zoom])
                    assert page.evaluate("[document.getElementById('steps').width, "
                                         "document.getElementById('steps').height]") == [
                        view.canvas.width, view.canvas.height]
                    elsewhere, border, largest = page.evaluate(
                        APART, ["steps", "whole", 16, clipped])
                    if elsewhere:
                        for cid in ("steps", "whole"):
                            page.locator(f"#{cid}").screenshot(
                                path=str(ARTIFACTS / f"draw_partial_{cid}_dpr{ratio}.png"))
                    # A card or a letter left behind differs by a hundred levels or more,
                    # in its whole surface. The browser anti-aliases an edge a little
                    # differently where a clip cuts it: a few pixels on a clip's border.
                    assert elsewhere == 0, (type(widget).__name__, step, elsewhere, largest)
                    assert border < 1e-4 * view.canvas.width * view.canvas.height, border
                    most, edges = max(most, largest), edges + border
                    checked += 1
                if widget.game.decision is None:
                    break
                widget.step()
            assert checked >= 3
    print(f"ratio {ratio}: {partial_steps} partial redraws, {whole_steps} whole; "
          f"{edges} pixels on a clip's border apart, at most {most} levels")
    assert partial_steps >= 60  # most steps redrew a part
