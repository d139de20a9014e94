"""A game widget or a view shown in a kernel keeps Python's full collections short
(issue 19).

A full collection of a kernel's heap took 50-94 ms and held a click's picture back;
:func:`algunokit.widgets.heap.settle_heap` freezes what is alive when a game widget
is shown, in a kernel only. Checked here by what the collector is left to look at
(never by timing it), in-process and in a real kernel.
"""

from __future__ import annotations

import gc
import sys
import types

import pytest

from algunokit.widgets import canvas_view, heap
from algunokit.widgets.alguno import views
from algunokit.widgets.alguno.play import play as play_alguno
from algunokit.widgets.celsius import play as play_celsius
from algunokit.widgets.gaag import play as play_gaag
from algunokit.widgets.skyjo import play as play_skyjo

GAMES = {
    "alguno": lambda: play_alguno(4, (1, 2), seed=3, humans=()),
    "skyjo": lambda: play_skyjo(4, seed=3, humans=()),
    "celsius": lambda: play_celsius(4, seed=3, humans=()),
    "gaag": lambda: play_gaag(4, seed=3, humans=()),
}


@pytest.fixture
def thawed():
    """Whatever a test freezes goes back to the collector afterwards."""
    yield
    gc.unfreeze()


def fake_ipython(monkeypatch, shell):
    module = types.ModuleType("IPython")
    module.get_ipython = lambda: shell
    monkeypatch.setitem(sys.modules, "IPython", module)


def test_in_kernel_means_an_ipython_shell_with_a_kernel(monkeypatch):
    monkeypatch.delitem(sys.modules, "IPython", raising=False)
    assert heap.in_kernel() is False  # a script: IPython not even imported
    fake_ipython(monkeypatch, None)
    assert heap.in_kernel() is False  # IPython imported, no shell (pytest, a script)
    fake_ipython(monkeypatch, types.SimpleNamespace())
    assert heap.in_kernel() is False  # a terminal IPython: no kernel
    fake_ipython(monkeypatch, types.SimpleNamespace(kernel=object()))
    assert heap.in_kernel() is True


@pytest.mark.parametrize("game", sorted(GAMES))
def test_outside_a_kernel_a_game_widget_leaves_the_collector_alone(game, thawed):
    before = gc.get_freeze_count()
    widget = GAMES[game]()
    widget._repr_mimebundle_()
    widget.step()
    assert gc.get_freeze_count() == before
    assert heap.settle_heap() is False


@pytest.mark.parametrize("game", sorted(GAMES))
def test_in_a_kernel_a_game_widget_freezes_what_is_alive(game, monkeypatch, thawed):
    monkeypatch.setattr(heap, "in_kernel", lambda: True)
    gc.unfreeze()
    made = []
    real_freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: (made.append(game), real_freeze()))
    widget = GAMES[game]()
    assert made == []  # made, not yet shown
    widget._repr_mimebundle_()  # what the notebook calls to show it
    assert len(made) == 1  # once, when the widget is shown (not at each step)
    assert gc.get_freeze_count() > 1000
    assert len(gc.get_objects()) < 200  # the collector is left with almost nothing
    frozen = gc.get_freeze_count()
    for _ in range(10):
        widget.step()
    # no freezing at a step (frozen objects that die still leave: the count may drop)
    assert len(made) == 1 and gc.get_freeze_count() <= frozen


def _views():
    """The views a lesson shows by themselves, one of each."""
    from algunokit.alguno import Game
    from algunokit.cards import Hand
    from algunokit.draw.alguno import hand_drawing
    from algunokit.widgets.alguno.execution import ExecutionView

    game = Game(4, (1, 1), seed=2, first_author=1)
    alt = game.alternative_for(game.decision.options[0])
    hand = Hand.from_codes("7H QS 2D")
    return {
        "canvas": lambda: canvas_view.CanvasView(hand_drawing(hand, language="en")),
        "hand": lambda: views.HandView(hand, limit=1),
        "table": lambda: views.TableView(game),
        "execution": lambda: ExecutionView(alt, game.table, game.rules.execution_order(1)),
    }


@pytest.mark.parametrize("view", ["canvas", "hand", "table", "execution"])
def test_a_view_shown_by_itself_freezes_too_in_a_kernel_only(view, monkeypatch, thawed):
    """A lesson's execution or table view is clicked as a game is: it settles the
    heap when shown, as a game widget does."""
    widget = _views()[view]()
    before = gc.get_freeze_count()
    widget._repr_mimebundle_()  # outside a kernel: nothing
    assert gc.get_freeze_count() == before
    monkeypatch.setattr(heap, "in_kernel", lambda: True)
    gc.unfreeze()
    made = []
    real_freeze = gc.freeze
    monkeypatch.setattr(gc, "freeze", lambda: (made.append(view), real_freeze()))
    widget = _views()[view]()
    assert made == []  # made, not yet shown
    widget._repr_mimebundle_()
    assert made == [view] and gc.get_freeze_count() > 1000
    assert len(gc.get_objects()) < 200


def test_a_teacher_can_turn_it_off(monkeypatch, thawed):
    monkeypatch.setattr(heap, "in_kernel", lambda: True)
    monkeypatch.setattr(heap, "SETTLE_HEAP", False)
    before = gc.get_freeze_count()
    GAMES["alguno"]()._repr_mimebundle_()
    assert gc.get_freeze_count() == before


@pytest.mark.kernel
def test_in_a_real_kernel_a_full_collection_looks_at_a_small_part_of_the_heap():
    """What a student's kernel does: after the game widget is shown, and 30 steps
    later, a full collection looks at a few thousand objects, not the kernel's 50,000
    and more."""
    pytest.importorskip("jupyter_client")
    from kernel_session import Kernel

    kernel = Kernel()
    try:
        status, _ = kernel.run(
            "import gc\n"
            "before = len(gc.get_objects()) + gc.get_freeze_count()\n"
            "from algunokit.widgets import play\n"
            "widget = play(4, (1, 2), seed=3, humans=())\n"
            "widget")  # shown, as a student's cell shows it
        assert status == "ok"
        status, _ = kernel.run(
            "frozen = gc.get_freeze_count()\n"
            "for _ in range(30):\n"
            "    widget.step()\n"
            "gc.collect()")
        assert status == "ok"
        status, outputs = kernel.run("print(before, frozen, len(gc.get_objects()))")
        assert status == "ok", outputs
        before, frozen, looked_at = map(int, outputs[-1]["text"].split())
        assert before > 20_000  # the kernel alone: IPython, ipykernel, …
        assert frozen > before  # … and the kit, all frozen
        assert looked_at < frozen // 10, (before, frozen, looked_at)
    finally:
        kernel.stop()
