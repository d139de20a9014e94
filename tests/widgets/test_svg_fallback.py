"""Without ipycanvas (a browser-only site has no numpy), every view draws with SVG.

The widget modules are imported a second time with ``ipycanvas`` blocked, and each
game's ``play()`` is driven through its buttons in lockstep with the usual canvas
widget: the same buttons, the same game state, the same text descriptions, and
the SVG shown is exactly what the SVG back end makes of the canvas's drawing.
"""

from __future__ import annotations

import contextlib
import importlib
import sys

import ipywidgets as W
import pytest

from algunokit.draw.svg import to_svg

GAMES = {
    "alguno": lambda module: module.play(4, (1, 2), seed=3, humans=(0,), first_author=0),
    "skyjo": lambda module: module.play(2, seed=3, humans=(0,)),
    "celsius": lambda module: module.play(3, seed=3, humans=(0,)),
    "gaag": lambda module: module.play(3, seed=3, humans=(0,)),
}
MODULES = {"alguno": "alguno.play", "skyjo": "skyjo", "celsius": "celsius", "gaag": "gaag"}
RELOADED = ("ipycanvas", "algunokit.widgets", "algunokit.draw.canvas")
#: The usual widget modules (with ipycanvas), to play in lockstep with the fallback.
CANVAS_MODULES = {game: importlib.import_module(f"algunokit.widgets.{name}")
                  for game, name in MODULES.items()}


def _ours(name: str) -> bool:
    return any(name == prefix or name.startswith(prefix + ".") for prefix in RELOADED)


@contextlib.contextmanager
def without_ipycanvas():
    """Fresh widget modules that cannot import ipycanvas; the old ones come back after."""
    saved = {name: module for name, module in sys.modules.items() if _ours(name)}
    # What each parent package names its child (``algunokit.widgets.play`` is a function).
    attributes = [(sys.modules[parent], child, getattr(sys.modules[parent], child))
                  for parent, _, child in (name.rpartition(".") for name in saved)
                  if parent in sys.modules and hasattr(sys.modules[parent], child)]
    for name in saved:
        del sys.modules[name]
    sys.modules["ipycanvas"] = None  # import ipycanvas -> ImportError, as without numpy
    try:
        yield {game: importlib.import_module(f"algunokit.widgets.{name}")
               for game, name in MODULES.items()}
    finally:
        for name in [name for name in sys.modules if _ours(name)]:
            del sys.modules[name]
        sys.modules.update(saved)
        for parent, child, value in attributes:
            setattr(parent, child, value)


@pytest.fixture(scope="module")
def fallback():
    with without_ipycanvas() as modules:
        yield modules


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def views(widget):
    return [w for w in walk(widget) if hasattr(w, "drawing") and hasattr(w, "canvas")]


def buttons(widget):
    return [w for w in walk(widget)
            if isinstance(w, W.Button | W.ToggleButton) and not w.disabled]


def press(button) -> None:
    if isinstance(button, W.ToggleButton):
        button.value = not button.value
    else:
        button.click()


def test_the_fallback_modules_really_have_no_canvas(fallback):
    from algunokit.widgets.svg_canvas import SvgCanvas

    widget = GAMES["skyjo"](fallback["skyjo"])
    (view,) = views(widget)
    assert type(view.canvas).__name__ == SvgCanvas.__name__
    assert view.canvas.value.startswith("<svg") and view.canvas.svg == view.canvas.shown
    assert "ipycanvas" not in type(view.canvas).__module__


@pytest.mark.parametrize("game", list(GAMES))
def test_play_by_buttons_is_the_same_game_with_svg(fallback, game):
    canvas_widget = GAMES[game](CANVAS_MODULES[game])
    svg_widget = GAMES[game](fallback[game])
    assert type(views(canvas_widget)[0].canvas).__module__.startswith("ipycanvas")
    for step in range(40):
        canvas_views, svg_views = views(canvas_widget), views(svg_widget)
        assert len(canvas_views) == len(svg_views) > 0
        for canvas_view, svg_view in zip(canvas_views, svg_views, strict=True):
            assert svg_view.description.value == canvas_view.description.value
            assert svg_view.canvas.value == to_svg(canvas_view.drawing, scale=canvas_view.scale)
            assert (svg_view.canvas.width, svg_view.canvas.height) == (
                canvas_view.canvas.width, canvas_view.canvas.height)
        assert svg_widget.game.to_json() == canvas_widget.game.to_json()
        ours, theirs = buttons(canvas_widget), buttons(svg_widget)
        assert [b.description for b in theirs] == [b.description for b in ours]
        if not ours:
            break
        choice = (step * 7) % len(ours)  # vary the buttons pressed, the same on both sides
        press(ours[choice])
        press(theirs[choice])
    assert svg_widget.game.turn > 0 or svg_widget.game.to_json() != GAMES[game](
        fallback[game]).game.to_json(), "the buttons never moved the game on"


def click_at_region(view, region) -> tuple[float, float]:
    """The centre of ``region``, in the drawing's units."""
    return region.x + region.w / 2, region.y + region.h / 2


def apply_patch(children: list[str], ops) -> list[str]:
    """What ``svg_canvas.js`` does with a patch, on the list of children's texts."""
    children = list(children)
    for start, remove, text in reversed(ops):
        children[start:start + remove] = text.split("\n") if text else []
    return children


@pytest.mark.parametrize("game", list(GAMES))
def test_play_by_clicking_the_svg_picture_is_the_same_game(fallback, game):
    """The SVG picture's clicks (as its front end reports them: drawing units) reach the
    same hit-testing as the canvas's: both sides play the same game, click by click;
    each step's patch turns the picture the browser has into the new one."""
    canvas_widget = GAMES[game](CANVAS_MODULES[game])
    svg_widget = GAMES[game](fallback[game])
    sent: dict[int, list] = {}
    browser: dict[int, list[str]] = {}  # what each front end would show: its children

    def record(canvas):
        key = id(canvas)
        if key in sent:
            return
        sent[key] = []
        browser[key] = list(canvas.children_svg)
        canvas.send = lambda content, buffers=None, key=key: sent[key].append(content)
        # the whole picture (the trait): the browser then shows these children
        canvas.observe(lambda _change, key=key, canvas=canvas: sent[key].append(
            {"whole": list(canvas.children_svg), "to": canvas.current}), "svg")

    clicks = moved = 0
    for step in range(60):
        canvas_views, svg_views = views(canvas_widget), views(svg_widget)
        for svg_view in svg_views:
            record(svg_view.canvas)
        regions = [r for r in canvas_views[0].drawing.regions]
        if not regions:
            break
        region = regions[(step * 5) % len(regions)]
        x, y = click_at_region(canvas_views[0], region)
        before = svg_widget.game.to_json()
        pictures = [v.canvas.value for v in svg_views]
        assert canvas_views[0].click(x, y) is not None  # a region was hit
        svg_views[0].canvas._message(svg_views[0].canvas, {"event": "click", "x": x, "y": y}, [])
        clicks += 1
        moved += [v.canvas.value for v in views(svg_widget)] != pictures
        assert svg_widget.game.to_json() == canvas_widget.game.to_json()
        for canvas_view, svg_view in zip(views(canvas_widget), views(svg_widget), strict=True):
            assert svg_view.canvas.value == to_svg(canvas_view.drawing, scale=canvas_view.scale)
            assert svg_view.description.value == canvas_view.description.value
        if not buttons(canvas_widget):
            break
        # a step the player cannot click (another's turn): the button, on both sides
        if svg_widget.game.to_json() == before:
            ours, theirs = buttons(canvas_widget), buttons(svg_widget)
            press(ours[step % len(ours)])
            press(theirs[step % len(theirs)])
    for svg_view in views(svg_widget):
        canvas = svg_view.canvas
        if id(canvas) not in sent:
            continue
        for message in sent[id(canvas)]:
            browser[id(canvas)] = (message["whole"] if "whole" in message
                                   else apply_patch(browser[id(canvas)], message["ops"]))
        assert browser[id(canvas)] == canvas.children_svg
    assert clicks > 0 and moved > 0, "no click on the picture changed it"
    assert any("ops" in m for ms in sent.values() for m in ms), "never a patch, always whole"


def test_a_press_is_read_in_the_drawings_units_at_any_scale_and_ratio(fallback):
    from algunokit.draw.model import Drawing
    from algunokit.widgets.svg_canvas import replay

    view_module = sys.modules["algunokit.widgets.canvas_view"]
    view = view_module.CanvasView(scale=0.9)
    drawing = Drawing(200, 100)
    drawing.region(("card", 0), 10, 10, 30, 40)
    drawing.region(("card", 1), 150, 50, 30, 40, "7 de cœur")
    view.show(drawing)
    # the browser gets each region as an invisible rectangle named by its label
    assert view.canvas.shown.count('class="algunokit-region"') == 2
    assert 'data-label="7 de cœur"' in view.canvas.shown and "region" not in view.canvas.value
    got = []
    view.on_click(got.append)
    for ratio in (1.0, 2.0):
        view.pixel_ratio = ratio
        replay(view.canvas, drawing, ratio, view.scale)
        view.canvas._message(view.canvas, {"event": "click", "x": 160, "y": 60}, [])
        view.canvas._message(view.canvas, {"event": "click", "x": 20, "y": 20}, [])
        view.canvas._message(view.canvas, {"event": "click", "x": 100, "y": 5}, [])  # nothing
        view.canvas._message(view.canvas, {"event": "click", "x": "a"}, [])  # ignored
    assert got == [("card", 1), ("card", 0)] * 2


def test_a_view_that_asks_gets_the_whole_picture(fallback):
    from algunokit.draw.model import Drawing, box
    from algunokit.widgets.svg_canvas import SvgCanvas, replay

    canvas = SvgCanvas()
    replay(canvas, Drawing(100, 40, [box(10, 10, 20, 20)]))
    assert canvas.svg == canvas.shown and canvas.version == canvas.current == 1
    canvas.send = lambda content, buffers=None: None
    replay(canvas, Drawing(100, 40, [box(10, 10, 20, 20), box(50, 10, 20, 20)]))
    assert canvas.patches == 1 and canvas.version == 1  # a patch: the trait is behind
    canvas._message(canvas, {"event": "whole"}, [])  # a view shown now asks for it
    assert canvas.svg == canvas.shown and canvas.version == canvas.current == 2
