"""Scenario tests for every rule of a game of Alg(un)o (docs/rules/alguno.en.md)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from helpers import hand, rig

import algunokit as ak
from algunokit.alguno import (
    Alternative,
    Build,
    DecisionKind,
    Game,
    Side,
    action_cards,
    bots,
    condition_cards,
    parse_action,
    parse_condition,
)
from algunokit.cards import classic_deck


def test_setup_deals_five_face_up_cards_each_from_the_54_card_deck():
    game = Game(4, (1, 1), seed=1)
    assert [len(h) for h in game.hands] == [5, 5, 5, 5]
    assert game.all_classic_cards() == Counter(classic_deck("54"))
    assert len(game.table.draw_pile) == 54 - 20


@pytest.mark.parametrize(("levels", "n_actions", "n_options"), [((1, 1), 1, 2), ((2, 2), 3, 12),
                                                                 ((3, 2), 3, 12)])
def test_author_draws_one_condition_and_one_or_three_actions(levels, n_actions, n_options):
    game = Game(3, levels, seed=2)
    assert game.condition_card.level == levels[0]
    assert len(game.action_hand) == n_actions
    assert len(game.condition_draw) == len(condition_cards(levels[0])) - 1
    assert len(game.action_draw) == len(action_cards(levels[1])) - n_actions
    decision = game.decision
    assert decision.kind is DecisionKind.BUILD and decision.player == game.author
    assert len(decision.options) == n_options


def test_level1_build_uses_the_action_card_as_printed():
    game = rig(Game(3, (1, 1), seed=3), condition="C1-03", actions=["A1-04"])
    assert game.alternative_for(Build(1)) == Alternative(
        parse_condition("hearts = 1"), (parse_action("discard 1"),), (parse_action("draw 1"),))


def test_level2_build_places_two_of_three_cards_in_any_order():
    game = rig(Game(3, (2, 2), seed=3), condition="C2-01", actions=["A2-01", "A2-15", "A2-27"])
    options = game.decision.options
    assert Build(0, 2, 1) in options and Build(1, 1, 2) in options
    assert all(b.then != b.otherwise for b in options)
    alt = game.alternative_for(Build(0, 2, 1))
    assert alt == Alternative(parse_condition("diamonds <= 3"), (parse_action("swap right"),),
                              (parse_action("give left"),))
    game.choose(Build(0, 2, 1))
    game.finish_turn(lambda choice: choice.options[0])
    # all three Action cards, including the unused one, are discarded
    assert {c.id for c in game.action_discard} == {"A2-01", "A2-15", "A2-27"}
    assert [c.id for c in game.condition_discard] == ["C2-01"]


def test_execution_goes_right_by_default_and_left_with_the_option():
    right = Game(5, (1, 1), seed=4, first_author=2)
    assert right.rules.execution_order(2) == (2, 1, 0, 4, 3)
    left = Game(5, (1, 1), seed=4, first_author=2, direction="left")
    assert left.rules.execution_order(2) == (2, 3, 4, 0, 1)


@pytest.mark.parametrize(("direction", "order"), [("right", [1, 0, 3, 2]),
                                                  ("left", [1, 2, 3, 0])])
def test_everyone_executes_in_order_then_the_left_neighbour_is_next_author(direction, order):
    game = Game(4, (1, 1), seed=5, first_author=1, direction=direction)
    rig(game, hands=[["AH", "2H"], ["3H", "4H"], ["5H", "6H"], ["7H", "8H"]],
        condition="C1-02", actions=["A1-01"])  # cards = 1 | even ; draw 1 / draw 2
    game.choose(Build(1))  # even number of cards: THEN draw 1
    assert [e[1]["player"] for e in game.log if e[0] == "test"] == order
    assert game.turn == 2 and game.author == 2  # LEFT neighbour of seat 1
    assert [len(h) for h in game.hands] == [3, 3, 3, 3]


def test_choices_inside_actions_belong_to_the_executing_player():
    game = Game(3, (1, 1), seed=6, first_author=0)
    rig(game, hands=[["AH", "2H"], ["3H", "4H", "5S"], ["6H", "7H", "8S"]],
        condition="C1-03", actions=["A1-04"])  # cards = 3 | hearts = 1 ; discard 1 / draw 1
    game.choose(Build(0))  # three cards: discard 1. Author has 2: draws 1.
    decision = game.decision
    assert decision.kind is DecisionKind.DISCARD
    assert decision.player == 2 == game.executor  # seat 2 executes next (to the right)
    assert decision.player != game.author


def test_several_winners_together_at_the_end_of_the_turn():
    game = Game(3, (1, 1), seed=7, first_author=0)
    rig(game, hands=[["AH"], ["3H"], ["6H", "7H"]], condition="C1-02", actions=["A1-04"])
    game.choose(Build(0))  # one card: discard 1 (seats 0 and 1); seat 2 draws 1
    assert game.is_over and game.winners == (0, 1)
    assert game.decision is None
    assert game.podium() == [(1, 0, 0), (1, 1, 0), (3, 2, 3)]
    assert "Victoire : Alice, Bilal" in game.log_text("fr")
    assert "Winners: Alice, Bilal" in game.log_text("en")


def test_having_no_card_mid_turn_is_not_enough():
    # Seat 0 discards its last card, then seat 2 (to its left) gives it a card back.
    game = Game(3, (2, 2), seed=8, first_author=0, direction="left")
    rig(game, hands=[["AH"], ["3H", "4S"], ["6H"]], condition="C2-02",
        actions=["A2-08", "A2-15", "A2-01"])
    # SI cartes < 4 ALORS donner à gauche SINON piocher 1; order 0, 1, 2.
    game.choose(Build(0, 1, 2))
    # 0 gives AH to 1 and has no card; 1 gives one of three to 2; 2 gives one to 0.
    assert game.hands[0] == ()
    while game.decision is not None and game.decision.kind is not DecisionKind.BUILD:
        game.choose(game.decision.options[0])
    assert not game.is_over and game.turn == 2
    assert [len(h) for h in game.hands] == [1, 2, 1]


def test_turn_limit_stops_the_game_with_no_winner():
    game = Game(3, (1, 1), seed=9, turn_limit=1)
    game.choose(game.decision.options[0])
    game.finish_turn(lambda c: c.options[0])
    assert game.is_over and game.turn == 1
    if not game.winners:
        assert game.limit_reached
        assert "Limite de 1 tours" in game.log_text("fr")
    assert next(r for r, _, _ in game.podium()) == 1


def test_default_turn_limit_is_200_and_games_end():
    assert Game(seed=0).rules.turn_limit == 200
    for seed in range(20):
        game = Game(4, (1, 1), seed).play_out(bots("random", seed=seed))
        assert game.is_over and game.turn <= 200


def test_first_author_given_or_drawn_with_the_seed():
    assert Game(4, seed=10, first_author=3).author == 3
    assert Game(4, seed=11).author == Game(4, seed=11).author
    assert {Game(4, seed=s).author for s in range(40)} == {0, 1, 2, 3}
    with pytest.raises(ak.ConfigError):
        Game(4, seed=1, first_author=4)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_three_to_five_players(n):
    assert Game(n, seed=1).n_players == n


@pytest.mark.parametrize("n", [2, 6])
def test_two_and_six_players_need_the_option(n):
    with pytest.raises(ak.ConfigError) as err:
        Game(n, seed=1)
    assert err.value.key == "alguno.error.players_option"
    game = Game(n, seed=1, extended_players=True)
    game.play_out(bots("random", seed=2))
    assert game.is_over


@pytest.mark.parametrize("n", [1, 7, "4"])
def test_impossible_player_counts(n):
    with pytest.raises(ak.ConfigError):
        Game(n, seed=1, extended_players=True)


@pytest.mark.parametrize(("deck", "size"), [("54", 54), ("52", 52), ("40", 40)])
def test_deck_options(deck, size):
    game = Game(4, seed=1, deck=deck)
    assert sum(game.all_classic_cards().values()) == size
    game.play_out(bots("random", seed=1))
    assert game.all_classic_cards() == Counter(classic_deck(deck))


@pytest.mark.parametrize("levels", [(0, 1), (4, 1), (1, 3), (1,), "ab"])
def test_impossible_levels(levels):
    with pytest.raises(ak.ConfigError):
        Game(4, levels, seed=1)


@pytest.mark.parametrize("levels", [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2)])
def test_any_condition_level_with_any_action_level(levels):
    game = Game(4, levels, seed=3).play_out(bots("random", "greedy", seed=1, players=4))
    assert game.is_over


def test_a_wrong_choice_is_refused_and_changes_nothing():
    game = Game(4, (2, 2), seed=12)
    before = game.to_json()
    for wrong in (Build(2), Build(0, 0, 0), "build", None, 3):
        with pytest.raises(ak.RuleError):
            game.choose(wrong)
        assert game.to_json() == before
    game.choose(game.decision.options[0])
    while game.decision and game.decision.kind is DecisionKind.BUILD:
        game.choose(game.decision.options[0])


def test_discard_choice_in_any_order_and_foreign_cards_refused():
    game = Game(3, (1, 1), seed=13, first_author=0)
    rig(game, hands=[["AH", "2H", "3S"], ["4H"], ["5H"]], condition="C1-03",
        actions=["A1-11"])  # cards = 3 ; discard 1 / discard 2
    game.choose(Build(0))
    decision = game.decision
    assert decision.kind is DecisionKind.DISCARD  # discard 1 of three cards
    before = game.to_json()
    with pytest.raises(ak.RuleError) as err:
        game.choose((hand("9C")[0],))
    assert err.value.key == "alguno.error.not_your_card"
    with pytest.raises(ak.RuleError) as err:
        game.choose(tuple(hand("AH", "2H")))  # two cards for a discard of one
    assert err.value.key == "alguno.error.discard_count"
    assert game.to_json() == before
    game.choose([hand("3S")[0]])
    # Then seat 2 and seat 1 (one card each: false) discard 2, that is everything.
    assert game.table.discard_pile == hand("3S", "5H", "4H")
    assert game.is_over and game.winners == (1, 2)


def test_discard_two_picked_in_reverse_order():
    game = Game(3, (1, 1), seed=13, first_author=0)
    rig(game, hands=[["AH", "2H", "3S"], ["4H"], ["5H"]], condition="C1-03",
        actions=["A1-12"])  # cards = 3 ; discard 2 / discard 1
    game.choose(Build(0))
    game.choose([hand("3S")[0], hand("AH")[0]])
    assert game.hands[0] == tuple(hand("2H"))


def test_nothing_can_be_chosen_once_the_game_is_over():
    game = Game(3, seed=14).play_out(bots("random", seed=0))
    with pytest.raises(ak.RuleError) as err:
        game.choose(None)
    assert err.value.key == "common.error.game_over"


def test_save_and_load_mid_execution_continue_identically():
    game = Game(4, (3, 2), seed=15)
    strategy = bots("random", seed=4, players=4)
    while True:
        decision = game.decision
        if decision.kind is not DecisionKind.BUILD and game.turn > 3:
            break
        game.choose(strategy[decision.player](game.view(decision.player), decision))
    saved = game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.decision == game.decision
    again = bots("random", seed=99, players=4)
    again2 = bots("random", seed=99, players=4)
    game.play_out(again)
    loaded.play_out(again2)
    assert loaded.to_json() == game.to_json()


@pytest.mark.parametrize("damage", [
    lambda d: "not json {",
    lambda d: json.dumps({**d, "game": "skyjo"}),
    lambda d: json.dumps({**d, "version": 99}),
    lambda d: json.dumps({**d, "hands": [*d["hands"][:-1], d["hands"][-1] + ["AH"]]}),
    lambda d: json.dumps({**d, "draw": d["draw"][1:]}),
    lambda d: json.dumps({**d, "hands": [["ZZ"], *d["hands"][1:]]}),
    lambda d: json.dumps({k: v for k, v in d.items() if k != "rng"}),
    lambda d: json.dumps({**d, "phase": "dancing"}),
    lambda d: json.dumps([1, 2, 3]),
])
def test_damaged_saves_are_refused_clearly(damage):
    data = json.loads(Game(4, seed=16).to_json())
    with pytest.raises(ak.SaveFileError):
        Game.from_json(damage(data))


def test_the_log_reads_in_both_languages():
    game = Game(3, (1, 1), seed=17, first_author=0)
    rig(game, hands=[["AH", "2H"], ["3H", "4H", "5S"], ["6H", "7H", "8S"]],
        condition="C1-03", actions=["A1-04"])
    game.choose(Build(0))
    fr, en = game.log_text("fr"), game.log_text("en")
    assert "Alice construit : SI exactement 3 cartes ALORS Défausser 1 carte SINON " \
           "Piocher 1 carte" in fr
    assert "Alice builds: IF exactly 3 cards THEN Discard 1 card ELSE Draw 1 card" in en
    assert "la condition est fausse" in fr and "the condition is false" in en
    assert "Exécution vers la droite" in fr


def test_names_appear_in_the_log():
    game = Game(3, seed=18, names=["Ana", "Bob", "Chloé"], first_author=2)
    assert "Chloé commence" in game.log_text("fr")


def test_condition_and_action_piles_are_reshuffled_when_empty():
    conditions = condition_cards(1)[:2]
    actions = action_cards(1)[:1]
    game = Game(3, (1, 1), seed=19, condition_cards=conditions, action_cards=actions)
    game.play_out(bots("random", seed=3))
    kinds = [e[1]["pile"] for e in game.log if e[0] == "reshuffle"]
    if game.turn > 2:
        assert "condition" in kinds and "action" in kinds
    assert game.all_condition_cards() == Counter(c.id for c in conditions)


def test_custom_card_sets_from_a_file(tmp_path):
    from algunokit.alguno import load_card_set
    path = tmp_path / "mine.toml"
    path.write_text('[[condition]]\nlevel = 2\nhalves = ["cards > 3", "red >= 2"]\n'
                    + '[[action]]\nlevel = 2\nactions = ["discard 1"]\n' * 3, encoding="utf-8")
    cards = load_card_set(path)
    game = Game(3, seed=20, condition_cards=cards.conditions, action_cards=cards.actions)
    assert game.rules.levels == (1, 2) and len(game.decision.options) == 12
    game.play_out(bots("greedy", seed=1))
    assert game.is_over
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def test_too_few_action_cards_for_level_two():
    with pytest.raises(ak.ConfigError):
        Game(3, (1, 2), seed=1, action_cards=action_cards(2)[:2])


def test_view_shows_what_a_player_may_see():
    game = Game(4, (2, 2), seed=21, first_author=1)
    view = game.view(1)
    assert view.me == 1 and view.my_hand == game.hands[1]
    assert view.neighbour("left") == 2 and view.neighbour(Side.RIGHT) == 0
    assert view.action_cards == game.action_hand
    assert not hasattr(view, "rng") and not hasattr(view, "draw_pile")
    before = game.to_json()
    hands = view.imagine(game.decision.options[0], seed=1)
    assert len(hands) == 4 and game.to_json() == before  # imagining changes nothing
