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
MODULES = {"alguno": "play", "skyjo": "skyjo", "celsius": "celsius", "gaag": "gaag"}
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
    assert isinstance(view.canvas, W.HTML) and view.canvas.value.startswith("<svg")
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
            svg = to_svg(canvas_view.drawing, scale=canvas_view.scale)
            assert svg_view.canvas.value.startswith(svg)
            hint = svg_view.canvas.value[len(svg):]  # clickable pictures send to the buttons
            assert ("les boutons" in hint) == bool(canvas_view.drawing.regions)
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
