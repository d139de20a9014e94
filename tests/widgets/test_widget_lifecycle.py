"""Widgets own their children: a play widget's live widgets stay flat over a whole game.

Each game's play widget is driven as a person at the table drives it (issue 32): the
person's seat acts through the widget's own buttons (a card's toggle button, a place,
« Valider », « Étape suivante » for a forced move …), robots play the others, « Étape suivante »
is clicked on their turns, and « Nouvelle partie » starts the next game when one ends.
After 150 steps the kernel holds at most :data:`MOST_MORE` more live widgets than after
the first steps (ipywidgets' registry of live widgets: each is a comm and a model in the
page). Before the fix, every refresh rebuilt hands, buttons and builders without
closing the old ones: Alg(un)o +366 in 47 steps, Skyjo +1,725 in 148, Celsius +182 in
14, GaAg +1,431 in 73 (measured in a kernel).

No kernel is needed: ipywidgets creates widgets (and their comms) without one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import ipywidgets as W
import pytest

from algunokit.i18n import t
from algunokit.widgets.lifecycle import live_widgets

#: the steps played (a person's move through their clicks, or one « Étape suivante »)
STEPS = 150
#: how many more live widgets the kernel may hold after :data:`STEPS` steps
MOST_MORE = 30
#: steps played before counting: the first decisions of each kind make their controls,
#: and a row of buttons grows to the longest it has shown (then its buttons are reused)
WARM_UP = 25


def shown(box: W.Widget, kinds: Any) -> list[W.Widget]:
    """The widgets of ``kinds`` shown under ``box`` (itself included), in order."""
    if getattr(getattr(box, "layout", None), "display", None) == "none":
        return []
    if isinstance(box, kinds):
        return [box]
    return [found for child in getattr(box, "children", ()) for found in shown(child, kinds)]


def buttons(box: W.Widget) -> list[W.Widget]:
    """The buttons (and toggle buttons) shown under ``box``, in order."""
    return shown(box, W.Button | W.ToggleButton)


def press(button: W.Widget) -> None:
    """What a click on ``button`` does in the page."""
    assert not button.disabled, button.description
    if isinstance(button, W.ToggleButton):
        button.value = not button.value
    else:
        button.click()


def next_step(widget: Any) -> None:
    press(widget.step_button)


def new_game_if_over(widget: Any) -> bool:
    if widget.game.decision is None:
        press(widget.new_button)
        return True
    return False


# -- a person at each game's table ------------------------------------------------------


def alguno_turn(widget: Any, rng: random.Random) -> None:
    from algunokit.alguno.moves import DecisionKind

    if new_game_if_over(widget):
        return
    decision = widget.game.decision
    if decision.player not in widget.humans or widget.forced() is not None:
        next_step(widget)
        return
    panel = buttons(widget.panel)
    if decision.kind is DecisionKind.BUILD:
        build = t("widgets.button.build", "fr")
        for choice in shown(widget.panel, W.ToggleButtons):  # the half, ALORS, SINON
            choice.value = rng.choice([value for _label, value in choice.options])
        press(next(b for b in buttons(widget.panel) if b.description == build))
    elif decision.kind is DecisionKind.NEIGHBOUR:
        press(rng.choice(panel))
    else:
        option = rng.choice(decision.options)
        cards = option if isinstance(option, tuple) else (option,)
        hand = widget.game.table.hands[decision.player]
        for card in cards:
            press(buttons(widget.hand.buttons)[list(hand).index(card)])
        confirm = t("widgets.button.confirm", "fr")
        press(next(b for b in buttons(widget.panel) if b.description == confirm))
    assert widget.message_kind != "error", widget.message.value


def skyjo_turn(widget: Any, rng: random.Random) -> None:
    if new_game_if_over(widget):
        return
    decision = widget.game.decision
    if decision.player not in widget.humans:
        next_step(widget)
        return
    press(rng.choice(buttons(widget.buttons)))
    assert widget.message_kind != "error", widget.message.value


def celsius_turn(widget: Any, rng: random.Random) -> None:
    from algunokit.celsius.moves import DecisionKind

    if new_game_if_over(widget):
        return
    decision = widget.game.decision
    if decision.player not in widget.humans:
        next_step(widget)
        return
    if decision.kind is not DecisionKind.PLAY:
        accept, decline = buttons(widget.panel)
        press(rng.choice([accept, decline]))
        return
    for _ in range(3):  # « Indice » three times: the whole chain
        press(widget.hint_button)
    solution = widget.solution
    if solution is None or rng.random() < 0.2:
        press(widget.pass_button)
        return
    for step in solution.steps:
        index = next(i for i, card in enumerate(widget.chain.operators)
                     if card == step.card and i not in widget.chain.used)
        press(buttons(widget.operator_buttons)[index])
        if step.card.is_choice:
            widget.question.value = step.choice
            press(widget.place_button)
        elif step.card.needs_choice:
            press(widget.plus_button if step.choice == 1 else widget.minus_button)
    press(widget.play_button)
    assert widget.message_kind != "error", widget.message.value


def gaag_turn(widget: Any, rng: random.Random) -> None:
    from algunokit.gaag import DecisionKind, placements

    if new_game_if_over(widget):
        return
    decision = widget.game.decision
    if decision.player not in widget.humans:
        next_step(widget)
        return
    if decision.kind is not DecisionKind.PLAY:
        press(rng.choice(buttons(widget.direction_buttons)))
        return
    view = widget.game.view(decision.player)
    playable = [i for i, card in enumerate(view.hand) if placements(view.table, card)]
    hand = buttons(widget.hand_buttons)
    if playable and (not view.table.cards or rng.random() < 0.9):
        press(hand[rng.choice(playable)])
        press(rng.choice([b for b in buttons(widget.place_buttons)
                          if b.button_style == "success"]))
    else:  # pick up the table, then the card that starts the new one
        press(buttons(widget.place_buttons)[-1])
        if widget.picking:
            press(rng.choice(buttons(widget.hand_buttons)))
    assert widget.message_kind != "error", widget.message.value


def make_alguno() -> Any:
    from algunokit.widgets.alguno.play import play

    return play(4, (1, 1), seed=1, humans=(0,), language="fr")


def make_skyjo() -> Any:
    from algunokit.widgets.skyjo import play

    return play(2, seed=1, humans=(0,), language="fr")


def make_celsius() -> Any:
    from algunokit.widgets.celsius import play

    return play(4, seed=1, humans=(0,), language="fr")


def make_gaag() -> Any:
    from algunokit.widgets.gaag import play

    return play(4, seed=1, humans=(0,), language="fr")


GAMES: dict[str, tuple[Callable[[], Any], Callable[[Any, random.Random], None]]] = {
    "alguno": (make_alguno, alguno_turn),
    "skyjo": (make_skyjo, skyjo_turn),
    "celsius": (make_celsius, celsius_turn),
    "gaag": (make_gaag, gaag_turn),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_game_keeps_the_live_widgets_flat_and_close_closes_them_all(name):
    make, turn = GAMES[name]
    rng = random.Random(7)
    start = live_widgets()
    widget = make()
    made = live_widgets() - start
    for _ in range(WARM_UP):
        turn(widget, rng)
    before = live_widgets()
    games = 1
    for _ in range(STEPS):
        games += widget.game.decision is None
        turn(widget, rng)
    after = live_widgets()
    widget.close()  # closes everything it owns, shown or kept aside
    left = live_widgets() - start
    print(f"{name}: {made} widgets made; {before - start} after {WARM_UP} steps, "
          f"{after - start} after {STEPS} more ({after - before:+d}), {games} game(s); "
          f"{left} left once closed")
    assert after - before <= MOST_MORE, (before, after)
    assert left == 0


# -- the pieces ---------------------------------------------------------------------------


def test_a_button_row_reuses_its_buttons_and_runs_the_action_shown_now():
    from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec

    pressed: list[str] = []
    start = live_widgets()
    row = ButtonRow()
    row.show([ButtonSpec(name, lambda name=name: pressed.append(name)) for name in "abc"])
    first = row.buttons
    made = live_widgets()
    row.show([ButtonSpec("x", lambda: pressed.append("x"), button_style="danger")],
             label="Choose:")
    assert live_widgets() == made  # nothing made: the first button says "x" now
    assert row.buttons == first[:1] and row.children == (row.label, first[0])
    first[0].click()
    row.show([ButtonSpec(name, lambda name=name: pressed.append(name)) for name in "de"])
    assert live_widgets() == made and row.buttons == first[:2]
    row.buttons[1].click()
    assert pressed == ["x", "e"]
    row.close()  # the buttons kept aside too
    assert live_widgets() == start


def test_a_toggle_a_refused_click_pressed_goes_back_to_what_its_spec_says():
    from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec

    row = ButtonRow(toggle=True)
    refused: list[int] = []
    row.show([ButtonSpec("7♥", lambda: refused.append(0), value=False)])
    row.buttons[0].value = True  # the person presses it; the action shows nothing new
    assert refused == [0] and row.buttons[0].value is False


def test_close_tree_keeps_what_is_still_shown_elsewhere():
    from algunokit.widgets.lifecycle import close_tree

    shared = W.Label("kept")
    old = W.VBox([W.HBox([W.Button(), shared])])
    new = W.VBox([shared])
    closed = close_tree(old, keep=[new])
    assert closed == 2 + 2 + 3  # old and its HBox (each with its layout), the button's three
    assert shared.comm is not None and new.comm is not None and old.comm is None


def _canvas_view():
    from algunokit.draw.model import Drawing
    from algunokit.widgets.canvas_view import CanvasView

    return CanvasView(Drawing(100, 50))


def _hand_view():
    from algunokit.alguno import Game
    from algunokit.widgets.alguno.views import HandView

    return HandView(Game(4, (1, 1), seed=2).hands[0], limit=2, title="Alice", language="fr")


def _table_view():
    from algunokit.alguno import Game
    from algunokit.widgets.alguno.views import TableView

    return TableView(Game(4, (1, 1), seed=2, first_author=1), language="fr")


def _execution_view():
    from algunokit.alguno import Game
    from algunokit.widgets.alguno.execution import ExecutionView

    game = Game(4, (1, 2), seed=3, first_author=1)
    alternative = game.alternative_for(game.decision.options[0])
    view = ExecutionView(alternative, game.table, game.rules.execution_order(1),
                         language="fr")
    view.go(1)
    view.prepare_sb3()
    return view


def _alternative_builder():
    from algunokit.alguno import Game
    from algunokit.widgets.alguno.builder import AlternativeBuilder

    game = Game(4, (2, 2), seed=4, first_author=0)
    return AlternativeBuilder(game.condition_card, game.action_hand, language="fr")


#: the views a lesson shows by themselves (issue 45): each must close what it owns
VIEWS: dict[str, Callable[[], W.Widget]] = {
    "CanvasView": _canvas_view, "HandView": _hand_view, "TableView": _table_view,
    "ExecutionView": _execution_view, "AlternativeBuilder": _alternative_builder,
}


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_a_view_shown_by_itself_closes_everything_it_made(name):
    """``close()`` closes the view and every widget it shows (ipywidgets closes only the
    box itself: its children stayed comms and models in the page)."""
    VIEWS[name]().close()  # once first: what every view shares (the canvas manager) exists
    before = live_widgets()
    view = VIEWS[name]()
    made = live_widgets() - before
    assert made > 1  # the view and what it shows
    view.close()
    assert live_widgets() == before, (
        f"{name} left {live_widgets() - before} of its {made} widgets open")
