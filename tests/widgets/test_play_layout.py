"""The play widgets' layout for a laptop (issue 16) and their cost per step (issue 19),
on the widgets' data; tests/widgets/test_play_layout_browser.py checks the real page.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipycanvas")

import ipywidgets as W

import algunokit as ak
from algunokit.draw.canvas import backing_size, css_size, replay
from algunokit.draw.model import Drawing, Path, box
from algunokit.widgets.canvas_view import CanvasView

GAMES = ("alguno", "skyjo", "celsius", "gaag")


def table_view(widget) -> CanvasView:
    return widget.table.view if hasattr(widget, "table") else widget.view


def test_a_scaled_canvas_is_smaller_on_the_page_crisp_at_the_ratio_and_reads_clicks():
    drawing = Drawing(400, 200, [Path(box(0, 0, 10, 10).ops, fill="#000000")])
    drawing.region("corner", 300, 100, 100, 100, "corner")
    assert css_size(drawing, 0.75) == (300, 150)
    assert backing_size(drawing, 2.0, 0.75) == (600, 300)
    view = CanvasView(drawing, scale=0.75)
    view.probe.report("2")
    assert (view.canvas.width, view.canvas.height) == (600, 300)
    assert (view.canvas.layout.width, view.canvas.layout.height) == ("300px", "150px")
    clicked = []
    view.on_click(clicked.append)
    # the browser reports canvas pixels: drawing units × scale × ratio
    view._mouse_down(350 * 0.75 * 2, 150 * 0.75 * 2)
    view._mouse_down(250 * 0.75 * 2, 150 * 0.75 * 2)  # outside the region
    assert clicked == ["corner"]


def test_replay_sends_the_scale_times_the_ratio_as_the_transform(monkeypatch):
    from ipycanvas import Canvas

    canvas = Canvas(width=10, height=10)
    calls = []
    monkeypatch.setattr(canvas, "set_transform", lambda *args: calls.append(args))
    replay(canvas, Drawing(100, 50, []), 2.0, 0.5)
    assert calls == [(1.0, 0, 0, 1.0, 0, 0)]
    assert (canvas.width, canvas.height, canvas.layout.width) == (100, 50, "50px")


@pytest.mark.parametrize("game", GAMES)
def test_the_choices_sit_beside_the_table_and_the_log_is_collapsed(game):
    widget = ak.play(game, 4, seed=3, language="en")
    assert widget.children[:2] == (widget.bar, widget.main)
    table, side = widget.main.children
    assert table_view(widget) in (table, *getattr(table, "children", ()))
    assert side.children[:2] == (widget.prompt, widget.message)
    assert widget.main.layout.flex_flow == "row wrap"  # under the table on a narrow page
    assert widget.children[-1] is widget.journal and not widget.journal.is_open
    view = table_view(widget)
    width, _ = css_size(view.drawing, view.scale)
    assert width <= 800  # leaves 300 px of a laptop's notebook for the choices
    buttons = [w for w in _tree(side) if isinstance(w, W.Button | W.ToggleButton)]
    assert buttons, "no control beside the table"


def _tree(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_step_creates_no_widget(game, monkeypatch):
    """Every new widget is a model created in the kernel and in the browser: a bot's
    step only updates the ones shown (GaAg rebuilt the person's hand buttons)."""
    widget = ak.play(game, 4, seed=3, humans=(0,) if game == "gaag" else (),
                     language="en")
    created = []
    original = W.Widget.open
    monkeypatch.setattr(W.Widget, "open", lambda self: (created.append(self),
                                                        original(self))[1])
    steps = 0
    for _ in range(8):
        decision = widget.game.decision
        if decision is None or decision.player in widget.humans:
            break
        widget.step()
        steps += 1
    if game == "gaag":  # the robots played at once: the person decides, their hand shown
        widget.refresh()
    assert not created, [type(w).__name__ for w in created]
    assert steps or game == "gaag"
