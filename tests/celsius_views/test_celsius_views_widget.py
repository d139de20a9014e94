"""The Celsius play widget driven from Python: clicks, buttons, refusals, bots, redraws."""

from __future__ import annotations

import html

import pytest

import algunokit.celsius as celsius
from algunokit.celsius import DecisionKind, EventKind, Game, Pass, Play, Step, parse_operator
from algunokit.protocol import FIRST_NAMES
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.celsius import CelsiusPlayWidget, ChainBuilder, hint_indices, play
from algunokit.widgets.celsius_logic import round_result, seat_names


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
    return Game.from_setup(hot=[[22, 40], [30, 64]],
                           operators=[["+1", "x2", "x?", "±1", "/2", "-3"], ["x3", "+5"]],
                           cold=10, **options)


# ---------------------------------------------------------------------- pure builder


def test_chain_builder_adds_undoes_and_refuses():
    chain = ChainBuilder(10, (op("+1"), op("x2"), op("x?"), op("±1"), op("/2")))
    chain = chain.add(0).add(1)
    assert chain.values == (11, 22) and chain.value == 22 and chain.used == {0, 1}
    assert chain.add(0).key == "celsius_table.refuse.used"
    assert chain.add(2).key == "celsius_table.refuse.wrong_choice"  # a '?' needs its value
    assert chain.add(2, 11).key == "celsius_table.refuse.wrong_choice"
    assert chain.add(3, 2).key == "celsius_table.refuse.wrong_choice"  # ±1 is +1 or −1
    assert chain.add(1, 5).key == "celsius_table.refuse.used"
    assert chain.add(2, 3).value == 66
    assert chain.add(3, -1).value == 21
    odd = chain.add(3, -1)
    refusal = odd.add(4)  # 21 ÷ 2 is not exact: the engine's own message
    assert isinstance(refusal, Refusal) and refusal.key == "celsius.error.inexact"
    assert "21 ÷ 2" in refusal.message("fr")
    assert chain.undo().entries == chain.entries[:1]
    assert ChainBuilder(1, ()).undo().key == "celsius_table.refuse.empty"
    assert ChainBuilder(1, ()).move().key == "celsius_table.refuse.empty"
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
    assert "You play 10 + 1 = 11; 11 × 2 = 22." in widget.log_text()  # said to the person
    assert "Seat 1 (you)" not in widget.log_text()
    # the engine's own log names seats by first names (Alice), never « Player 1 »
    assert f"{FIRST_NAMES[0]} plays 10 + 1 = 11; 11 × 2 = 22." in widget.game.log_text("en")
    # one sentence: who won and why, where the winning card goes and why, and the
    # person's own hot card 22 has left their hand
    assert html.unescape(widget.message.value).split(">", 1)[1] == (
        "Robot 1 wins the round with the shortest chain (1 operator card); the winning "
        "hot card (30) goes to whoever played without winning (the only other player who "
        "played): you; your hot card "
        "22 leaves your hand too: it is discarded, like every hot card laid down except the "
        "winning one.</div>")
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
    assert "Tu remportes la manche avec un calcul aussi court que d'autres (1 carte " \
        "opérateur) mais la carte chaude la plus forte (40) ; ta carte chaude 40 quitte ta " \
        "main et va à qui a joué sans gagner (la seule autre personne à avoir joué) : " \
        "Robot 1." in said(widget)
    assert "Tu poses 10 × 4 = 40." in widget.log_text()


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
    assert "uses 1 card and reaches 40" in said(widget)  # ×? as 4
    dashed = [s for s in widget.view.drawing.shapes if getattr(s, "dash", ())]
    widget.hint_button.click()
    assert "outlined cards: ×?" in said(widget)
    assert len([s for s in widget.view.drawing.shapes if getattr(s, "dash", ())]) == \
        len(dashed) + 1
    widget.hint_button.click()
    assert "Hint: 10 × 4 = 40" in said(widget)
    assert widget.game.turn == 0 and widget.chain.entries == ()  # a hint plays nothing


def test_hint_when_nothing_reaches_a_hot_card():
    game = Game.from_setup(hot=[[100], [30]], operators=[["+1"], ["x3"]], cold=0)
    widget = play(game=game, language="en")
    widget.hint()
    assert "No chain reaches" in said(widget)
    widget.pass_button.click()
    assert f"{FIRST_NAMES[0]} passes." in widget.game.log_text("en")


def test_controls_are_disabled_when_no_chain_is_to_be_built():
    widget = play(2, seed=3, humans=(), language="en")
    assert all(b.disabled for b in (widget.undo_button, widget.play_button,
                                    widget.pass_button, widget.hint_button))
    assert widget.operator_buttons.children == ()
    before = widget.game.to_json()
    click(widget, ("operator", 0))
    assert f"It is {FIRST_NAMES[0]}'s decision" in html.unescape(said(widget))
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
    game = Game.from_setup(hot=[[22, 40], [30]],
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
    widget = play(game=Game.from_setup(hot=[[22, 40], [30]], operators=[
        ["-1", "-2", "/2", "±1", "+1", "x2"], ["x3", "+5"]], cold=10), language="en")
    widget.panel.children[0].children[2].click()
    assert "discards" not in widget.game.log_text("en") and widget.building
    assert len(widget.game.hot[0]) == 2


def test_swap_panel_takes_an_opponent_card():
    # seat 0 plays 3 cards out of 4 and keeps one: it may swap before drawing
    game = Game.from_setup(hot=[[24, 90], [30, 64]], operators=[["+1", "+1", "x2", "-5"],
                                                             ["x3", "+5", "x?"]], cold=10)
    widget = play(game=game, bots="random", language="en")
    for index in (0, 1, 2):
        click(widget, ("operator", index))
    assert widget.chain.value == 24
    widget.play_button.click()
    decision = widget.game.decision
    assert decision.kind is DecisionKind.SWAP and decision.player == 0
    assert "you have only one operator card left" in widget.prompt.value
    dropdown, accept, _ = widget.panel.children[0].children
    labels = [label for label, _ in dropdown.options]
    assert "×? from Robot 1" in labels
    dropdown.value = next(v for label, v in dropdown.options if label.startswith("×?"))
    accept.click()
    assert "You swap your card −5 for Robot 1's card ×?" in widget.log_text()


def test_new_game_uses_the_seed_and_the_rule_options():
    widget = play(2, seed=3, language="en", exchange=False, swap=False)
    widget.new_game(11)
    expected = Game(2, 11, exchange=False, swap=False)
    assert widget.game.cold == expected.cold and widget.game.hot == expected.hot
    # as in every game, "New game" deals the next seed when the box shows the one played
    widget.new_button.click()
    following = Game(2, 12, exchange=False, swap=False)
    assert widget.seed_box.value == 12 and widget.game.hot == following.hot


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
    assert widget.prompt.value.startswith("<h4 style='margin:4px 0'>À toi\u00a0: va de la carte")
    assert "·" not in widget.prompt.value + widget.journal.value


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


# ---------------------------------------------------------------------- the round result


def test_seat_names_follow_the_school_rules():
    assert seat_names(3, {0}, "fr") == ("Toi", "Robot 1", "Robot 2")
    assert seat_names(3, {1}, "en") == ("Robot 1", "You", "Robot 2")
    assert seat_names(2, {0, 1}, "fr") == FIRST_NAMES[:2]
    assert seat_names(2, {0}, "fr", log=True) == ("Place 1 (toi)", "Robot 1")
    assert all("·" not in name for name in seat_names(4, (), "fr"))


NAMES = ("You", "Robot 1", "Robot 2", "Robot 3")


def test_round_result_says_who_won_why_and_where_the_card_goes():
    # the robot with the shortest chain wins; you passed, so its card comes to you
    text = round_result({1: (1, 30), 2: (3, 45)}, [0], {0: 4, 1: 4, 2: 4}, 0, NAMES, "en")
    assert text == ("Robot 1 wins the round with the shortest chain (1 operator card); the "
                    "winning hot card (30) goes to whoever could not play: you.")
    # no one passed: the most operator cards receive it; your own card left your hand
    text = round_result({0: (2, 22), 1: (1, 30), 2: (4, 50)}, [], {0: 4, 1: 4, 2: 4}, 0,
                        NAMES, "en")
    assert "goes to whoever used the most operator cards (4): Robot 2" in text
    assert "your hot card 22 leaves your hand too: it is discarded" in text
    # a tie on length: the higher hot card wins, and the sentence says so
    text = round_result({0: (2, 40), 1: (2, 64)}, [2], {0: 3, 1: 3, 2: 3}, 0, NAMES, "fr")
    assert text.startswith("Robot 1 remporte la manche avec un calcul aussi court que "
                           "d'autres (2 cartes opérateurs) mais la carte chaude la plus "
                           "forte (64)")
    assert "va à qui n'a pas pu jouer : Robot 2" in text and "·" not in text


def test_round_result_gives_the_tie_breaks_of_the_receiver():
    # two passed: the one with fewer hot cards receives
    text = round_result({0: (1, 30)}, [1, 2], {0: 4, 1: 5, 2: 3}, 0, NAMES, "en")
    assert text == ("You win the round with the shortest chain (1 operator card); your "
                    "hot card 30 leaves your hand and goes to whoever could not play and has "
                    "the fewest hot cards: Robot 2.")
    # same number of operators, same number of hot cards: the smaller hot card
    plays = {0: (1, 90), 1: (3, 40), 2: (3, 25)}
    text = round_result(plays, [], {0: 4, 1: 4, 2: 4}, 0, NAMES, "en")
    assert "(3), has the fewest hot cards and laid the smallest one: Robot 2" in text
    # same operators, fewer hot cards decides
    text = round_result(plays, [], {0: 4, 1: 3, 2: 4}, 0, NAMES, "en")
    assert "used the most operator cards (3) and has the fewest hot cards: Robot 1" in text
    # only the winner is left at the table: the card is discarded
    text = round_result({0: (2, 30)}, [], {0: 3}, 0, NAMES, "en")
    assert "the winning hot card (30)" not in text and "is discarded" in text
    assert round_result({}, [0, 1], {0: 3, 1: 3}, 0, NAMES, "fr").startswith(
        "Personne n'a pu jouer")


def test_round_result_agrees_with_the_engine_on_random_rounds():
    """The receiver the sentence names is the one the engine's log names, every time."""
    checked = 0
    for seed in range(10):
        widget = play(3, seed=seed, bots="greedy", language="en")
        for _ in range(4):
            decision = widget.game.decision
            if decision is None or decision.kind is not DecisionKind.PLAY:
                break
            seen = len(widget.game.log)
            found = celsius.solve(decision.cold, decision.hot_values, decision.operators)
            widget._answer(Pass() if found is None else Play(found.steps))
            gives = [e for e in widget.game.log[seen:] if e.kind is EventKind.GIVE]
            text = html.unescape(widget.message.value)
            if gives:
                receiver = widget.name(gives[0].data["player"])
                receiver = "you" if receiver == "You" else receiver
                assert f": {receiver}" in text, text
                checked += 1
            elif "wins the round" in text:
                assert "is discarded" in text
    assert checked >= 10


def test_the_game_keyword_reaches_the_widget_through_the_facade():
    """``ak.celsius.play(game=...)`` as lesson 10 writes it: ``game`` is the position,
    not the facade's game name."""
    game = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
    widget = celsius.play(game=game, bots="solver")
    assert widget.game is game


def test_changing_the_question_value_clears_a_refusal():
    widget = play(game=sheet_game(), language="en")
    widget.place_button.click()  # no '?' card waits: refused
    assert "First click a '?'" in said(widget)
    widget.question.value = 5  # the person changes their choice: the old error goes
    assert said(widget) == ""
    widget.say("kept", "ok")
    widget.question.value = 6
    assert ">kept<" in said(widget)


def test_the_exchange_buttons_keep_their_whole_words():
    # issue 50: at 1366×768 the buttons shrank to « Éc… » / « N… »; they never shrink, the
    # row wraps and the list gives way
    game = Game.from_setup(hot=[[22, 40], [30]],
                           operators=[["-1", "-2", "/2", "±1", "+1", "x2"], ["x3", "+5"]],
                           cold=10)
    widget = play(game=game, language="fr")
    row = widget.panel.children[0]
    dropdown, accept, decline = row.children
    assert row.layout.flex_flow == "row wrap"
    for button in (accept, decline):
        assert button.layout.flex == "0 0 auto" and button.layout.width == "auto"
    assert accept.description == "Échanger ces 2 cartes" and decline.description == "Non merci"
    assert dropdown.layout.flex == "1 1 auto"
