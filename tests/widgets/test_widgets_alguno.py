"""Widgets driven from Python: clicks on canvases and buttons change the game (or not)."""

from __future__ import annotations

import pytest
from card_hands import hand
from message_keys import shows

from algunokit.alguno import Build, DecisionKind, Game, Side, action_cards, condition_cards
from algunokit.widgets import (
    AlternativeBuilder,
    ExecutionView,
    HandView,
    TableView,
    play,
)
from algunokit.widgets.alguno import logic


def centre(view, key):
    region = next(r for r in view.drawing.regions if r.key == key)
    return region.x + region.w / 2, region.y + region.h / 2



def test_hand_view_selects_by_click_and_by_button():
    view = HandView(hand("7H", "2S", "KD"), limit=2, language="fr")
    view.view.click(*centre(view.view, ("card", 1)))
    assert view.selected == (1,)
    view.buttons.children[2].value = True  # keyboard users press the card's button
    assert view.selected == (1, 2)
    assert view.buttons.children[1].value is True
    view.view.click(*centre(view.view, ("card", 0)))
    assert view.selected == (1, 2) and shows(view.message.value, "widgets.refuse.too_many")
    view.view.click(*centre(view.view, ("card", 1)))
    assert view.selected == (2,)
    assert view.selected_cards == hand("KD")


def test_hand_view_with_limit_one_replaces_and_limit_zero_refuses():
    view = HandView(hand("7H", "2S"), limit=1)
    view.toggle(0)
    view.toggle(1)
    assert view.selected == (1,)
    frozen = HandView(hand("7H"), limit=0, language="en")
    redraws = frozen.view.redraws
    frozen.view.click(*centre(frozen.view, ("card", 0)))
    assert frozen.selected == ()
    assert shows(frozen.message.value, "widgets.refuse.no_selection", "en")
    assert frozen.view.redraws == redraws  # nothing redrawn, nothing changed


def test_a_click_outside_any_card_does_nothing():
    view = HandView(hand("7H"), limit=1)
    assert view.view.click(1, 1) is None and view.selected == ()


def test_table_view_reports_which_card_was_clicked():
    game = Game(4, seed=1)
    table = TableView(game)
    clicks = []
    table.on_card_click(lambda seat, i: clicks.append((seat, i)))
    table.view.click(*centre(table.view, ("card", 2, 3)))
    assert clicks == [(2, 3)]
    assert "Chloé" in table.view.description.value


def test_builder_level1_follows_the_half_and_builds():
    built = []
    card = condition_cards(1)[2]  # cards = 3 | hearts = 1
    builder = AlternativeBuilder(card, [action_cards(1)[3]], language="en",
                                 on_build=built.append)
    assert "number_of_cards() == 3" in builder.panes.value or "3" in builder.panes.value
    first = builder.panes.value
    builder.half.value = 1
    assert builder.panes.value != first
    assert builder.alternative.condition == card.halves[1]
    assert builder.built is None
    builder.button.click()
    assert built == [Build(1)]
    assert builder.built == builder.alternative
    assert "Alternative built: IF" in builder.message.value


def test_builder_button_works_on_its_own():
    builder = AlternativeBuilder(condition_cards(1)[2], [action_cards(1)[5]], language="fr")
    builder.half.value = 1
    builder.button.click()
    assert builder.built == builder.alternative
    assert "Alternative construite" in builder.message.value
    builder.half.value = 0  # a new choice clears what was built
    assert builder.built is None and builder.message.value == ""


def test_builder_level2_needs_two_different_cards():
    built = []
    builder = AlternativeBuilder(condition_cards(2)[0], action_cards(2)[:3], language="fr",
                                 on_build=built.append)
    builder.then.value = 2
    builder.otherwise.value = 2
    assert builder.button.disabled and shows(builder.message.value, "widgets.builder.same")
    builder.submit()
    assert built == []
    builder.otherwise.value = 0
    builder.button.click()
    assert built == [Build(0, 2, 0)]


def test_execution_view_steps_through_every_player():
    game = Game(4, (1, 1), seed=2, first_author=1)
    alt = game.alternative_for(Build(0))
    order = game.rules.execution_order(1)
    view = ExecutionView(alt, game.table, order, language="fr")
    assert len(view.traces) == 4 and view.previous.disabled
    assert "Exécution 1 sur 4 : Bilal" in view.title.value
    assert view.before.cards == list(view.traces[0].hand_before)
    view.next.click()
    assert view.index == 1 and "Alice" in view.title.value
    assert view.after.cards == list(view.traces[1].hand_after)
    for _ in range(5):
        view.next.click()
    assert view.index == 3 and view.next.disabled
    assert game.hands == Game(4, (1, 1), seed=2, first_author=1).hands  # table untouched


def test_play_a_human_builds_then_bots_step():
    widget = play(4, (1, 1), seed=5, humans=(0,), first_author=0)
    assert widget.game.decision.kind is DecisionKind.BUILD
    builder = widget.panel.children[0]
    assert isinstance(builder, AlternativeBuilder)
    assert not widget.step()  # a person must decide: the step button does nothing
    assert shows(widget.message.value, "game_texts.refuse.your_turn")
    builder.button.click()
    assert widget.game.build == Build(0) or widget.game.turn > 1
    moves = 0
    while widget.game.decision and widget.game.decision.player != 0 and moves < 50:
        assert widget.step()
        moves += 1
    assert moves > 0 or widget.game.decision.player == 0


def _to_human_card_choice(widget):
    """Step bots until the human (seat 0) must choose cards."""
    for _ in range(2000):
        d = widget.game.decision
        if d is None:
            return None
        if d.player == 0:
            if d.kind in (DecisionKind.DISCARD, DecisionKind.GIVE):
                return d
            if d.kind is DecisionKind.BUILD:
                widget.panel.children[0].submit()
            else:
                widget.panel.children[0].children[0].click()
        else:
            widget.step()
    return None


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_play_a_human_chooses_cards_by_clicking_the_table(seed):
    widget = play(3, (2, 2), seed=seed, humans=(0,))
    decision = _to_human_card_choice(widget)
    if decision is None:
        pytest.skip("this seed never asks seat 0 to choose cards")
    need = logic.selection_size(decision)
    before = widget.game.to_json()
    # a click on someone else's card: a message, nothing changes
    widget.table.view.click(*centre(widget.table.view, ("card", 1, 0)))
    assert shows(widget.message.value, "widgets.refuse.not_your_cards.you")  # « Toi choisit »
    assert widget.game.to_json() == before
    # confirming too early: a message, nothing changes
    widget.confirm()
    assert shows(widget.message.value, "widgets.refuse.select_n")
    assert widget.game.to_json() == before
    for i in range(need):
        widget.table.view.click(*centre(widget.table.view, ("card", 0, i)))
    assert widget.hand.selected == tuple(range(need))
    hand_before = list(widget.game.table.hands[0])
    widget.confirm()
    assert widget.game.to_json() != before
    assert all(c not in widget.game.table.hands[0] for c in hand_before[:need]) or \
        widget.game.turn > 1


def test_play_neighbour_buttons():
    for seed in range(40):
        widget = play(3, (1, 2), seed=seed, humans=(0,))
        for _ in range(500):
            d = widget.game.decision
            if d is None or (d.player == 0 and d.kind is DecisionKind.NEIGHBOUR):
                break
            if d.player == 0:
                if d.kind is DecisionKind.BUILD:
                    widget.panel.children[0].submit()
                else:
                    widget.hand.toggle(0)
                    for i in range(1, logic.selection_size(d)):
                        widget.hand.toggle(i)
                    widget.confirm()
            else:
                widget.step()
        if d is not None and d.kind is DecisionKind.NEIGHBOUR:
            buttons = widget.panel.children[0].children
            assert "gauche" in buttons[0].description and "droite" in buttons[1].description
            buttons[1].click()
            assert widget.game.pending is None or widget.game.pending.kind is not \
                DecisionKind.NEIGHBOUR or widget.game.decision.player != 0
            assert "droite" in widget.message.value
            return
    pytest.fail("no neighbour choice met in 40 seeded games")


def test_bots_only_game_runs_to_the_podium_with_auto_play():
    widget = play(4, (1, 1), seed=8, humans=())
    ticks = 0
    while not widget.game.is_over and ticks < 5000:
        widget.auto.value += 1  # what the Play widget does in the browser
        ticks += 1
    assert widget.game.is_over
    assert "Podium" in widget.podium.value and "1." in widget.podium.value
    assert not widget.step() and "terminée" in widget.message.value


def test_new_game_uses_the_seed():
    widget = play(4, (1, 1), seed=3, humans=())
    widget.step()
    widget.new_game(11)
    assert widget.game.seed == 11 and widget.game.turn == 1
    assert widget.game.to_json() == Game(4, (1, 1), 11).to_json()


def test_each_redraw_is_one_canvas_message(monkeypatch):
    from ipycanvas.canvas import _CANVAS_MANAGER

    widget = play(4, (1, 1), seed=9, humans=())
    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append(1))
    redraws = widget.table.view.redraws
    widget.step()
    assert widget.table.view.redraws - redraws == len(sent) == 1


def test_the_widgets_speak_english_too():
    widget = play(3, (1, 1), seed=2, humans=(0,), language="en")
    assert "builds the alternative" in widget.prompt.value
    assert widget.step_button.description == "Next step"


def test_logic_refusals():
    game = Game(3, seed=1, first_author=0)
    assert logic.card_click(game, {0}, 0).key == "widgets.refuse.not_cards_now"
    assert logic.card_click(game, {1}, 0).key == "widgets.refuse.bot_turn"
    assert logic.toggle((), 0, 0).key == "widgets.refuse.no_selection"
    assert logic.toggle((0,), 1, 1) == (1,)
    assert logic.prompt(game, "en") == "Alice builds the alternative"


def test_no_traceback_reaches_the_person_on_a_bad_move():
    widget = play(3, (1, 1), seed=4, humans=(0,), first_author=0)
    before = widget.game.to_json()
    assert widget._apply(Side.LEFT) is False
    assert widget.game.to_json() == before
    assert shows(widget.message.value, "common.error.not_an_option")
    assert "Traceback" not in widget.message.value


def test_four_colour_deck_option():
    from algunokit.cards import Suit
    from algunokit.draw.cards import FOUR_COLOURS
    from algunokit.draw.model import Text

    blue_green = {FOUR_COLOURS[Suit.DIAMONDS], FOUR_COLOURS[Suit.CLUBS]}

    def inks(view):
        return {s.fill for s in view.drawing.shapes if isinstance(s, Text)}

    assert blue_green & inks(play(3, seed=1, humans=(), four_colour=True).table.view)
    assert not blue_green & inks(play(3, seed=1, humans=()).table.view)
    assert blue_green <= inks(HandView(hand("2C", "3D"), four_colour=True).view)


def _card_choice_of_seat_0(names):
    """A game where seat 0 must choose cards now (robots played up to there)."""
    from algunokit.alguno import bots

    for seed in range(40):
        game = Game(3, (2, 2), seed=seed, names=names)
        robots = bots("greedy", seed=seed, players=3)
        for _ in range(300):
            decision = game.decision
            if decision is None:
                break
            if decision.player == 0 and logic.selection_size(decision) > 0:
                return game
            game.choose(robots[decision.player](game.view(decision.player), decision))
    raise AssertionError("no seed asks seat 0 to choose cards")


def test_whose_cards_a_click_is_refused_for_depends_on_the_seat_not_on_a_name():
    """A person whose given name reads like « Toi », among several people, is named;
    the one person against robots is spoken to, whatever names were given."""
    game = _card_choice_of_seat_0(["Toi", "Bilal", "Chloé"])
    several = logic.card_click(game, {0, 1, 2}, 1)
    assert several.key == "widgets.refuse.not_your_cards"
    assert dict(several.params)["player"] == "Toi"
    game = _card_choice_of_seat_0(["Alice", "Bilal", "Chloé"])
    assert logic.card_click(game, {0}, 1).key == "widgets.refuse.not_your_cards.you"
