"""Crisp canvases on HiDPI screens (issue 19), tested on the widgets' data.

The browser side (the probe's script, the real backing store) is tested in
tests/browser/test_browser_hidpi.py.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipycanvas")

from algunokit.alguno import Game
from algunokit.draw.alguno import table_drawing
from algunokit.draw.canvas import backing_size, replay
from algunokit.draw.model import Drawing, Path
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.pixel_ratio import PixelRatioProbe, clamp_ratio


def _sent(monkeypatch) -> list:
    from ipycanvas.canvas import _CANVAS_MANAGER

    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append((content, buffers)))
    return sent


def test_replay_at_ratio_two_doubles_the_pixels_not_the_size_on_the_page(monkeypatch):
    from ipycanvas import Canvas

    sent = _sent(monkeypatch)
    canvas = Canvas(width=10, height=10)
    drawing = table_drawing(Game(5, (3, 2), seed=1).view(0))
    replay(canvas, drawing, 2.0)
    assert (canvas.width, canvas.height) == (1920, 1320)
    assert (canvas.layout.width, canvas.layout.height) == ("960px", "660px")
    assert len(sent) == 1  # still one message per redraw
    replay(canvas, drawing, 1.0)
    assert (canvas.width, canvas.height) == (960, 660)
    assert (canvas.layout.width, canvas.layout.height) == ("960px", "660px")


def test_backing_size_rounds_fractional_ratios():
    drawing = Drawing(101, 50, [])
    assert backing_size(drawing, 1.5) == (152, 75)
    assert backing_size(drawing, 1.0) == (101, 50)


def test_every_redraw_scales_by_the_ratio_before_drawing(monkeypatch):
    from algunokit.draw import canvas as backend

    calls = []

    class FakeCanvas:
        width = height = 0
        layout = __import__("types").SimpleNamespace(width="", height="")

        def __getattr__(self, name):
            return lambda *args: calls.append((name, args))

    monkeypatch.setattr(backend, "hold_canvas", __import__("contextlib").nullcontext)
    drawing = Drawing(50, 20, [Path((("M", 0, 0), ("L", 5, 5)), stroke="#000")])
    backend.replay(FakeCanvas(), drawing, 2.0)
    names = [name for name, _ in calls]
    assert calls[names.index("set_transform")] == ("set_transform", (2.0, 0, 0, 2.0, 0, 0))
    assert names.index("set_transform") < names.index("clear") < names.index("begin_path")


@pytest.mark.parametrize(("sent", "ratio"), [("2", 2.0), ("1.25", 1.25), ("0.5", 1.0),
                                             ("9", 4.0), ("", 1.0), ("nan", 1.0),
                                             ("abc", 1.0)])
def test_the_ratio_the_browser_sends_is_kept_within_sensible_bounds(sent, ratio):
    assert clamp_ratio(sent) == ratio


def test_the_probe_is_invisible_and_its_script_finds_its_own_field():
    probe = PixelRatioProbe()
    other = PixelRatioProbe()
    assert probe.layout.display == "none"
    assert probe.css_class in probe.field._dom_classes
    assert ".'+c+' input" in probe.script.value and f"'{probe.css_class}'" in probe.script.value
    assert probe.css_class != other.css_class
    assert '"' not in probe.script.value.split('onerror="', 1)[1][:-2]  # attribute stays whole


def test_a_canvas_view_redraws_at_the_reported_ratio_and_reads_clicks_in_its_units():
    game = Game(4, (1, 1), seed=2)
    drawing = table_drawing(game.view(0))
    view = CanvasView(drawing)
    assert (view.canvas.width, view.pixel_ratio) == (int(drawing.width), 1.0)
    redraws = view.redraws
    view.probe.report("2")
    assert view.redraws == redraws + 1 and view.pixel_ratio == 2.0
    assert view.canvas.width == 2 * int(drawing.width)
    assert view.canvas.layout.width == f"{int(drawing.width)}px"
    view.probe.report("2")  # the same ratio again: nothing to redraw
    assert view.redraws == redraws + 1
    region = next(r for r in drawing.regions if r.key is not None)
    x, y = region.x + region.w / 2, region.y + region.h / 2
    keys = []
    view.on_click(keys.append)
    view._mouse_down(2 * x, 2 * y)  # what ipycanvas sends: canvas pixels
    assert keys == [drawing.hit(x, y)]


def _decoded(sent) -> list:
    import json

    _content, buffers = sent
    commands = json.loads(bytes(buffers[0]).decode())
    switch = __import__("ipycanvas.canvas", fromlist=["COMMANDS"]).COMMANDS["switchCanvas"]
    # a command without buffers may leave out their count (0): the front end reads none
    return [c[:2] if c[2:] == [0] else c for c in commands if c[0] != switch]


def test_the_command_list_is_exactly_what_the_canvas_methods_would_send(monkeypatch):
    from ipycanvas import Canvas, hold_canvas

    from algunokit.draw import canvas as backend
    from algunokit.draw.skyjo import table_drawing as skyjo_table
    from algunokit.skyjo import Game as SkyjoGame

    sent = _sent(monkeypatch)
    game = Game(5, (3, 2), seed=1)
    game.choose(game.decision.options[3])
    dashed = Drawing(40, 30, [Path((("M", 0, 0), ("Q", 1, 2, 3, 4), ("C", 1, 2, 3, 4, 5, 6),
                                    ("Z",)), fill="#abc", stroke="#000", dash=(2,))],
                     background="#fff")
    for drawing in (table_drawing(game.view(0)), skyjo_table(SkyjoGame(3, 4).view(0)), dashed):
        fast, slow = Canvas(width=10, height=10), Canvas(width=10, height=10)
        replay(fast, drawing, 2.0)
        with hold_canvas():
            slow.set_transform(2.0, 0, 0, 2.0, 0, 0)
            backend._replay_by_calls(slow, drawing)
        assert _decoded(sent[-2]) == _decoded(sent[-1])
        assert len(_decoded(sent[-1])) > 5


def test_a_new_client_gets_the_picture_again(monkeypatch):
    """A canvas keeps no picture: when a page is reloaded its new view asks (ipycanvas's
    "client_ready" event) and the drawing is sent again, at the ratio it is drawn at;
    before a drawing is shown there is nothing to send."""
    sent = _sent(monkeypatch)
    empty = CanvasView()
    empty.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert sent == []
    view = CanvasView(table_drawing(Game(4, (1, 1), seed=2).view(0)))
    view.probe.report("2")
    sent.clear()
    view.canvas._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert len(sent) == 1 and view.canvas.width == 1920


def test_the_picture_leaves_the_kernel_before_the_texts_of_a_redraw(monkeypatch):
    """ipykernel sends from a thread of its own, late while a step computes its texts:
    a redraw flushes the kernel's stdout (which waits until that thread has sent what
    was queued) right after the picture, before any text of the view changes."""
    import sys

    events: list[str] = []
    sent = _sent(monkeypatch)

    class Stdout:
        def write(self, text: str) -> int:
            return len(text)

        def flush(self) -> None:
            events.append(f"flush after {len(sent)} picture(s)")

    view = CanvasView()
    view.description.observe(lambda change: events.append("texts"), "value")
    monkeypatch.setattr(sys, "stdout", Stdout())
    view.show(table_drawing(Game(4, (1, 1), seed=2).view(0)))
    assert events == ["flush after 1 picture(s)", "texts"]


def test_an_alguno_step_sends_the_table_before_it_builds_the_code_panes(monkeypatch):
    """The code panes (10-12 kB of HTML, about 1 ms to build) come after the table's
    picture, which is what a click on "Next step" is about (issue 19)."""
    import sys

    import algunokit.widgets.alguno.play  # noqa: F401 - the module, not the function it exports

    module = sys.modules["algunokit.widgets.alguno.play"]
    sent = _sent(monkeypatch)
    widget = module.play(4, (1, 1), seed=3, humans=())
    built: list[int] = []
    real = module.code_panes_html

    def panes(*args, **kwargs):
        built.append(len(sent))
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "code_panes_html", panes)
    for _ in range(30):
        sent.clear()
        built.clear()
        widget.step()
        if built:
            assert built == [1], "the code panes were built before the table was sent"
    assert widget.code_panes.value


def test_every_redraw_names_its_canvas_even_when_it_drew_last(monkeypatch):
    """ipycanvas names a canvas to the page only when another one drew last; a reloaded
    page's new manager knows none, failed on the first redraw and drew nothing ever
    after (ipycanvas issue 322; seen in Chromium: a saved and reloaded notebook kept
    an empty table). Every redraw now starts by naming its canvas."""
    import json

    from ipycanvas.canvas import COMMANDS

    sent = _sent(monkeypatch)
    view = CanvasView(table_drawing(Game(4, (1, 1), seed=2).view(0)))
    for _ in range(2):  # the same canvas twice in a row: named both times
        view.show(view.drawing)
        first = json.loads(bytes(sent[-1][1][0]).decode())[0]
        assert first[0] == COMMANDS["switchCanvas"]
        assert first[1] == [f"IPY_MODEL_{view.canvas.model_id}"]
