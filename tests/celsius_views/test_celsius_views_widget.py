"""The Celsius play widget driven from Python: clicks, buttons, refusals, bots, redraws."""

from __future__ import annotations

import html

import pytest

import algunokit.celsius as celsius
from algunokit.celsius import DecisionKind, Game, Play, Step, parse_operator
from algunokit.widgets.celsius import CelsiusPlayWidget, ChainBuilder, hint_indices, play
from algunokit.widgets.logic import Refusal


def op(text):
    return parse_operator(text)


def centre(widget, key):
    region = next(r for r in widget.view.drawing.regions if r.key == key)
    return region.x + region.w / 2, region.y + region.h / 2


def said(widget):
    """The message shown to the person, as plain text."""
    return html.unescape(widget.message.value)


def click(widget, key):
    return widget.view.click(*centre(widget, key))


def sheet_game(**options):
    """The sheet's example for seat 0: 10 + 1 × 2 = 22; seat 1 holds ×3."""
    return Game.custom(hot=[[22, 40], [30, 64]],
                       operators=[["+1", "x2", "x?", "±1", "/2", "-3"], ["x3", "+5"]],
                       cold=10, **options)


# ---------------------------------------------------------------------- pure builder


def test_chain_builder_adds_undoes_and_refuses():
    chain = ChainBuilder(10, (op("+1"), op("x2"), op("x?"), op("±1"), op("/2")))
    chain = chain.add(0).add(1)
    assert chain.values == (11, 22) and chain.value == 22 and chain.used == {0, 1}
    assert chain.add(0).key == "celsius_views.refuse.used"
    assert chain.add(2).key == "celsius_views.refuse.wrong_choice"  # a '?' needs its value
    assert chain.add(2, 11).key == "celsius_views.refuse.wrong_choice"
    assert chain.add(3, 2).key == "celsius_views.refuse.wrong_choice"  # ±1 is +1 or −1
    assert chain.add(1, 5).key == "celsius_views.refuse.used"
    assert chain.add(2, 3).value == 66
    assert chain.add(3, -1).value == 21
    odd = chain.add(3, -1)
    refusal = odd.add(4)  # 21 ÷ 2 is not exact: the engine's own message
    assert isinstance(refusal, Refusal) and refusal.key == "celsius.error.inexact"
    assert "21 ÷ 2" in refusal.message("fr")
    assert chain.undo().entries == chain.entries[:1]
    assert ChainBuilder(1, ()).undo().key == "celsius_views.refuse.empty"
    assert ChainBuilder(1, ()).move().key == "celsius_views.refuse.empty"
    assert chain.move() == Play((Step(op("+1")), Step(op("x2"))))


def test_hint_indices_map_each_step_to_a_distinct_card():
    hand = (op("+1"), op("x2"), op("+1"))
    found = celsius.solve(0, [4], hand)
    assert found is not None and found.length == 3  # 0 + 1 + 1 = 2, × 2 = 4
    indices = hint_indices(found, hand)
    assert sorted(indices) == [0, 1, 2]


# ---------------------------------------------------------------------- the widget


def test_building_the_sheet_example_by_clicks_and_playing_it():
    widget = play(game=sheet_game(), bots="greedy", language="en")
    assert widget.building
    redraws = widget.view.redraws
    click(widget, ("operator", 0))
    click(widget, ("operator", 1))
    assert widget.chain.values == (11, 22) and widget.view.redraws == redraws + 2
    texts = widget.view.drawing.texts()
    assert "= 11" in texts and "= 22" in texts and "✔ 22: one of your hot cards!" in texts
    assert widget.operator_buttons.children[0].disabled  # used cards cannot be pressed again
    click(widget, ("hot", 22))  # the reached hot card plays the chain
    assert 22 not in widget.game.hot[0]
    assert "Player 1 plays 10 + 1 × 2 = 22." in widget.game.log_text("en")
    assert "Player 1 plays" in said(widget)
    # the bot answered at once; a new round waits for the person
    assert widget.game.turn == 1 and widget.game.decision.player == 0
    assert widget.chain.entries == () and widget.chain.cold == widget.game.cold.value


def test_question_and_plus_minus_cards_wait_for_their_choice():
    widget = play(game=sheet_game(), language="fr")
    click(widget, ("operator", 2))  # x?
    assert widget.pending == 2 and not widget.place_button.disabled
    assert widget.plus_button.disabled and "valeur du « ? »" in said(widget)
    widget.plus_button.click()  # wrong kind of choice: a message, nothing changes
    assert widget.pending == 2 and widget.chain.entries == ()
    assert "Clique d'abord" in said(widget)
    widget.question.value = 4
    widget.place_button.click()
    assert widget.chain.value == 40 and widget.pending is None
    assert "×4" in widget.view.drawing.texts()
    widget.operator_buttons.children[3].click()  # ±1 from the keyboard
    assert widget.pending == 3 and not widget.minus_button.disabled
    widget.minus_button.click()
    assert widget.chain.value == 39
    widget.undo_button.click()
    assert widget.chain.value == 40
    click(widget, ("operator", 3))
    widget.undo_button.click()  # first Undo drops the waiting card only
    assert widget.pending is None and widget.chain.value == 40
    widget.play_button.click()
    assert "Place 1 plays" not in said(widget)
    assert "Place 1 pose 10 × 4 = 40." in widget.game.log_text("fr")


def test_wrong_clicks_give_a_message_and_change_nothing():
    widget = play(game=sheet_game(), language="en")
    click(widget, ("operator", 0))
    before, redraws = widget.game.to_json(), widget.view.redraws
    entries = widget.chain.entries
    click(widget, ("operator", 0))  # already in the chain
    assert "already in your chain" in said(widget)
    click(widget, ("hot", 40))  # the chain makes 11, not 40
    assert "makes 11, not 40" in said(widget)
    widget.play_button.click()  # 11 is no hot card: the engine refuses
    assert "11, which is not one of your hot cards" in said(widget)
    click(widget, ("operator", 4))  # 11 ÷ 2
    assert "not exact" in said(widget)
    widget.place_button.click()
    assert "First click a '?'" in said(widget)
    assert widget.game.to_json() == before and widget.chain.entries == entries
    assert widget.view.redraws == redraws  # nothing changed, nothing redrawn
    widget.undo_button.click()
    widget.undo_button.click()
    assert "Your chain is empty" in said(widget)
    widget.play_button.click()
    assert "Your chain is empty" in said(widget) and widget.game.to_json() == before


def test_a_click_on_a_chain_card_takes_back_the_last_card():
    widget = play(game=sheet_game(), language="en")
    click(widget, ("operator", 0))
    click(widget, ("operator", 1))
    click(widget, ("chain", 0))
    assert widget.chain.value == 11


def test_hint_goes_one_step_further_each_time():
    widget = play(game=sheet_game(), language="en")
    widget.hint_button.click()
    assert "uses 1 card(s) and reaches 40" in said(widget)  # ×? as 4
    dashed = [s for s in widget.view.drawing.shapes if getattr(s, "dash", ())]
    widget.hint_button.click()
    assert "outlined cards: ×?" in said(widget)
    assert len([s for s in widget.view.drawing.shapes if getattr(s, "dash", ())]) == \
        len(dashed) + 1
    widget.hint_button.click()
    assert "Hint: 10 × 4 = 40" in said(widget)
    assert widget.game.turn == 0 and widget.chain.entries == ()  # a hint plays nothing


def test_hint_when_nothing_reaches_a_hot_card():
    game = Game.custom(hot=[[100], [30]], operators=[["+1"], ["x3"]], cold=0)
    widget = play(game=game, language="en")
    widget.hint()
    assert "No chain reaches" in said(widget)
    widget.pass_button.click()
    assert "Player 1 passes." in widget.game.log_text("en")


def test_controls_are_disabled_when_no_chain_is_to_be_built():
    widget = play(2, seed=3, humans=(), language="en")
    assert all(b.disabled for b in (widget.undo_button, widget.play_button,
                                    widget.pass_button, widget.hint_button))
    assert widget.operator_buttons.children == ()
    before = widget.game.to_json()
    click(widget, ("operator", 0))
    assert "It is Player 1 (bot)'s decision" in said(widget)
    assert widget.game.to_json() == before


def test_bots_only_game_steps_and_auto_plays_to_the_podium():
    widget = play(2, seed=8, humans=(), bots="solver", language="fr")
    before = widget.game.to_json()
    assert widget.step() and widget.game.to_json() != before
    ticks = 0
    while not widget.game.is_over and ticks < 3000:
        widget.auto.value += 1  # what the Play widget does in the browser
        ticks += 1
    assert widget.game.is_over and "Podium" in widget.podium.value
    assert not widget.step() and "terminée" in said(widget)


def test_a_person_answers_the_optional_exchange_and_swap():
    # seat 0 holds 4 decreasing cards: the exchange is offered first
    game = Game.custom(hot=[[22, 40], [30]],
                       operators=[["-1", "-2", "/2", "±1", "+1", "x2"], ["x3", "+5"]],
                       cold=10)
    widget = play(game=game, language="en")
    assert widget.game.decision.kind is DecisionKind.EXCHANGE and not widget.building
    assert "4 decreasing cards" in widget.prompt.value
    row = widget.panel.children[0]
    dropdown, accept, _ = row.children
    assert len(dropdown.options) == 15  # every pair of 6 different cards
    click(widget, ("operator", 0))
    assert "not the time to build a chain" in said(widget)
    dropdown.value = 0
    accept.click()
    assert "discards" in widget.game.log_text("en") and len(widget.game.hot[0]) == 3
    assert widget.building and widget.panel.children == ()
    # "No thanks" declines: nothing discarded, the chain can be built
    widget = play(game=Game.custom(hot=[[22, 40], [30]], operators=[
        ["-1", "-2", "/2", "±1", "+1", "x2"], ["x3", "+5"]], cold=10), language="en")
    widget.panel.children[0].children[2].click()
    assert "discards" not in widget.game.log_text("en") and widget.building
    assert len(widget.game.hot[0]) == 2


def test_swap_panel_takes_an_opponent_card():
    # seat 0 plays 3 cards out of 4 and keeps one: it may swap before drawing
    game = Game.custom(hot=[[24, 90], [30, 64]], operators=[["+1", "+1", "x2", "-5"],
                                                             ["x3", "+5", "x?"]], cold=10)
    widget = play(game=game, bots="random", language="en")
    for index in (0, 1, 2):
        click(widget, ("operator", index))
    assert widget.chain.value == 24
    widget.play_button.click()
    decision = widget.game.decision
    assert decision.kind is DecisionKind.SWAP and decision.player == 0
    assert "only one operator card left" in widget.prompt.value
    dropdown, accept, _ = widget.panel.children[0].children
    labels = [label for label, _ in dropdown.options]
    assert "×? from Player 2 (bot)" in labels
    dropdown.value = next(v for label, v in dropdown.options if label.startswith("×?"))
    accept.click()
    assert "swaps their card −5 for Player 2's card ×?" in widget.game.log_text("en")


def test_new_game_uses_the_seed_and_the_rule_options():
    widget = play(2, seed=3, language="en", exchange=False, swap=False)
    widget.new_game(11)
    expected = Game(2, 11, exchange=False, swap=False)
    assert widget.game.cold == expected.cold and widget.game.hot == expected.hot
    widget.new_button.click()
    assert widget.seed_box.value == 11 and widget.game.hot == expected.hot


def test_every_redraw_is_one_canvas_message(monkeypatch):
    from ipycanvas.canvas import _CANVAS_MANAGER

    widget = play(game=sheet_game(), language="en")
    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send", lambda content, buffers=None: sent.append(1))
    redraws = widget.view.redraws
    click(widget, ("operator", 0))
    click(widget, ("operator", 1))
    widget.hint()
    widget.play_button.click()
    assert widget.view.redraws - redraws == len(sent) == 4


def test_play_is_lazy_in_the_engine_package_and_returns_the_widget():
    assert "play" in celsius.__all__
    widget = celsius.play(2, seed=1, language="fr")
    assert isinstance(widget, CelsiusPlayWidget)
    assert widget.play_button.description == "Poser le calcul"
    assert "Place 1" in widget.prompt.value


@pytest.mark.parametrize("seed", range(4))
def test_a_person_can_finish_whole_games_with_the_hints(seed):
    widget = play(2, seed=seed, bots="greedy", language="en", max_rounds=40)
    for _ in range(400):
        decision = widget.game.decision
        if decision is None:
            break
        assert decision.player == 0  # bots answered on their own
        if decision.kind is not DecisionKind.PLAY:
            widget.panel.children[0].children[2].click()  # "No thanks"
            continue
        found = celsius.solve(decision.cold, decision.hot_values, decision.operators)
        if found is None:
            widget.pass_button.click()
            continue
        for index, step in zip(hint_indices(found, decision.operators), found.steps,
                               strict=True):
            widget.operator_clicked(index)
            if step.card.is_choice:
                widget.question.value = step.choice
                widget.place_question()
            elif step.card.needs_choice:
                widget.choose_sign(step.choice)
        assert widget.chain.value == found.value
        widget.play_chain()
    assert widget.game.is_over and "Podium" in widget.podium.value
