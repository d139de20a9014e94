"""Scenario tests, one or more per rule, on hand-built positions (``Game.from_setup``)."""

from __future__ import annotations

import re

import pytest

import algunokit as ak
from algunokit.celsius import (
    DecisionKind,
    Decline,
    Exchange,
    Game,
    HotCard,
    Pass,
    Phase,
    Play,
    Step,
    Swap,
    parse_operator,
)
from algunokit.celsius.rules import recipient, round_winner
from algunokit.protocol import FIRST_NAMES

op = parse_operator


def chain(*items):
    """Play from texts: "x2" or ("x?", 7)."""
    return Play(tuple(Step(op(i)) if isinstance(i, str) else Step(op(i[0]), i[1])
                      for i in items))


def hot(game, player):
    return [c.value for c in game.hot[player]]


def codes(game, player):
    return [c.code for c in game.ops[player]]


FILL = ["+6", "+7", "+8", "+9"]


def three_players(**options):
    return Game.from_setup(
        hot=[[20, 50, 60], [22, 27, 28], [35, 36, 45]],
        operators=[["x2", "+1", "+2", "+3", "+4", "+5"], ["+1", "x2", *FILL],
                   ["+10", "+10", "x3", "x3", "x4", "x4"]],
        cold=10, next_operators=("x5", "x6", "x7", "x8", "x9"), next_cold=(4, 5), **options)


def test_round_fewest_operators_wins_and_card_goes_to_who_could_not_play():
    game = three_players()
    game.choose(chain("x2"))                       # 10 × 2 = 20, one card
    game.choose(chain("+1", "x2"))                 # 10 + 1 × 2 = 22, two cards
    game.choose(Pass())
    assert hot(game, 0) == [50, 60]
    assert hot(game, 1) == [27, 28]                # 22 discarded
    assert hot(game, 2) == [20, 35, 36, 45]        # the winner's 20 goes to the passer
    assert HotCard(22) in game.hot_discard and HotCard(20) not in game.hot_discard
    # Played operators are discarded; the players refill to 6, the passer draws one.
    assert [c.code for c in game.op_discard] == ["x2", "+1", "x2"]
    assert codes(game, 0) == ["+1", "+2", "+3", "+4", "+5", "x5"]
    assert codes(game, 1) == [*FILL, "x6", "x7"]
    assert codes(game, 2) == ["+10", "+10", "x3", "x3", "x4", "x4", "x8"]
    # A new cold card, the old one discarded.
    assert game.cold.value == 4 and [c.value for c in game.cold_discard] == [10]
    assert game.turn == 1 and game.phase is Phase.PLAY
    text = game.log_text("fr")
    assert "10 + 1 = 11 ; 11 × 2 = 22." in text and "remporte la manche" in text
    # never a one-line chain like "10 + 1 × 2", which reads 12 in maths class
    assert not re.search(r"\d [+−×÷] \d+ [+−×÷] ", text)
    assert "wins the round" in game.log_text("en")


def test_simultaneous_answers_are_hidden_until_the_round_resolves():
    game = three_players()
    game.choose(chain("x2"))
    seen = game.view(1)
    assert seen.decided == (True, False, False)
    assert seen.my_move is None
    assert "x2" not in repr(seen.my_move) and not any(
        isinstance(x, Play) for x in seen.last_round)
    assert game.view(0).my_move == chain("x2")
    assert seen.operators[0] == game.view(0).operators[0]   # hands unchanged until resolved
    game.choose(Pass())
    game.choose(Pass())
    assert game.view(1).last_round[0] == chain("x2")        # revealed afterwards


def test_nobody_can_play_cold_card_replaced_and_everyone_draws_one():
    game = three_players()
    for _ in range(3):
        game.choose(Pass())
    assert [len(game.ops[p]) for p in range(3)] == [7, 7, 7]
    assert game.cold.value == 4
    assert "la carte froide est remplacée" in game.log_text("fr")
    assert [hot(game, p) for p in range(3)] == [[20, 50, 60], [22, 27, 28], [35, 36, 45]]


def test_a_player_holding_more_than_six_does_not_refill():
    game = Game.from_setup(
        hot=[[20, 50], [27, 28]],
        operators=[["x2", "+1", "+2", "+3", "+4", "+5", "+6", "+7"], ["+8", "+9"]],
        cold=10, next_operators=("x5", "x6"))
    game.choose(chain("x2"))
    game.choose(Pass())
    assert len(game.ops[0]) == 7                   # 8 − 1, no refill above 6
    assert codes(game, 1) == ["+8", "+9", "x5"]    # the passer draws one extra


def log_has(game, fr_text):
    return fr_text in game.log_text("fr")


def test_tie_on_operators_the_higher_hot_card_wins():
    game = Game.from_setup(hot=[[20, 50], [30, 60], [35, 45]],
                           operators=[["x2", "+1"], ["x3", "+2"], ["+3", "+4"]], cold=10)
    game.choose(chain("x2"))                       # 20, one card
    game.choose(chain("x3"))                       # 30, one card: wins
    game.choose(Pass())
    assert log_has(game, f"{FIRST_NAMES[1]} remporte la manche")  # Bilal, not « Place 2 »
    assert hot(game, 2) == [30, 35, 45]
    assert HotCard(20) in game.hot_discard


def test_winner_tie_again_is_seating_order():
    assert round_winner({2: (2, 40), 1: (2, 40), 3: (1, 20)}) == 3
    assert round_winner({2: (2, 40), 1: (2, 40)}) == 1
    assert round_winner({0: (2, 30), 1: (2, 40)}) == 1


def test_a_player_who_could_not_play_has_priority_over_the_most_operators():
    game = Game.from_setup(hot=[[20, 90], [24, 100], [35, 45]],
                           operators=[["x2"], ["+1", "+1", "x2"], ["+3"]], cold=10)
    game.choose(chain("x2"))                       # winner, 20
    game.choose(chain("+1", "+1", "x2"))           # 24 with three cards
    game.choose(Pass())
    assert hot(game, 2) == [20, 35, 45]
    assert hot(game, 1) == [100]


def test_everyone_played_the_card_goes_to_the_most_operators():
    game = Game.from_setup(hot=[[20, 90], [24, 100], [27, 40]],
                           operators=[["x2"], ["+1", "+1", "x2"], ["+7", "+10"]], cold=10)
    game.choose(chain("x2"))                       # winner, 20
    game.choose(chain("+1", "+1", "x2"))           # 24, three cards
    game.choose(chain("+7", "+10"))                # 27, two cards
    assert hot(game, 1) == [20, 100]
    assert hot(game, 2) == [40]
    assert HotCard(24) in game.hot_discard and HotCard(27) in game.hot_discard


def test_most_operators_tie_fewest_hot_cards():
    game = Game.from_setup(hot=[[20, 90], [22, 50, 60], [27, 40]],
                           operators=[["x2"], ["+1", "x2"], ["+7", "+10"]], cold=10)
    game.choose(chain("x2"))
    game.choose(chain("+1", "x2"))                 # 22, two cards, 2 hot cards left
    game.choose(chain("+7", "+10"))                # 27, two cards, 1 hot card left
    assert hot(game, 2) == [20, 40]


def test_most_operators_and_hot_cards_tie_smaller_hot_card_played():
    game = Game.from_setup(hot=[[20, 90], [22, 50], [27, 40]],
                           operators=[["x2"], ["+1", "x2"], ["+7", "+10"]], cold=10)
    game.choose(chain("x2"))
    game.choose(chain("+1", "x2"))                 # 22
    game.choose(chain("+7", "+10"))                # 27
    assert hot(game, 1) == [20, 50]                # played the smaller card
    assert hot(game, 0) == [90]                    # never the winner


def test_several_passers_fewest_hot_cards_then_seating_order():
    game = Game.from_setup(hot=[[20, 90], [30, 40, 50], [35, 45], [36, 48]],
                           operators=[["x2"], ["+1"], ["+2"], ["+3"]], cold=10)
    game.choose(chain("x2"))
    for _ in range(3):
        game.choose(Pass())
    assert hot(game, 2) == [20, 35, 45]
    assert hot(game, 3) == [36, 48]


def test_recipient_tiers_directly():
    plays = {0: (1, 20), 1: (3, 24), 2: (2, 27)}
    assert recipient(winner=0, plays=plays, passed=[3], hot_counts={1: 5, 2: 1, 3: 6}) == 3
    assert recipient(winner=0, plays=plays, passed=[], hot_counts={1: 5, 2: 1}) == 1
    plays = {0: (1, 20), 1: (2, 24), 2: (2, 27)}
    assert recipient(winner=0, plays=plays, passed=[], hot_counts={1: 5, 2: 1}) == 2
    assert recipient(winner=0, plays=plays, passed=[], hot_counts={1: 3, 2: 3}) == 1
    assert recipient(winner=0, plays=plays, passed=[3, 1], hot_counts={1: 2, 3: 2}) == 1
    assert recipient(winner=0, plays={0: (1, 20)}, passed=[], hot_counts={}) is None


def test_exchange_with_four_decreasing_cards():
    game = Game.from_setup(hot=[[20, 50], [22, 27]],
                           operators=[["-1", "-2", "/2", "±1", "x2", "+3"], ["+1"]], cold=10,
                           next_operators=("x5", "x6"), next_hot=(100,))
    decision = game.decision
    assert decision.kind is DecisionKind.EXCHANGE and decision.player == 0
    assert Decline() in decision.options and len(decision.options) == 1 + 15
    game.choose(Exchange((op("+3"), op("x2"))))    # any order is accepted
    assert codes(game, 0) == ["-1", "-2", "/2", "±1", "x5", "x6"]
    assert hot(game, 0) == [20, 50, 100]           # one more hot card
    assert [c.code for c in game.op_discard] == ["+3", "x2"]
    assert game.decision.kind is DecisionKind.PLAY # once per round
    assert log_has(game, "défausse")


def test_exchange_not_offered_below_four_or_when_disabled():
    hands = [["-1", "-2", "/2", "x3", "x2", "+3"], ["+1"]]
    game = Game.from_setup(hot=[[20, 50], [22, 27]], operators=hands, cold=10)
    assert game.decision.kind is DecisionKind.PLAY
    hands[0][3] = "±1"
    game = Game.from_setup(hot=[[20, 50], [22, 27]], operators=hands, cold=10, exchange=False)
    assert game.decision.kind is DecisionKind.PLAY
    game = Game.from_setup(hot=[[20, 50], [22, 27]], operators=hands, cold=10)
    game.choose(Decline())
    assert game.decision.kind is DecisionKind.PLAY


def test_swap_last_operator_before_refilling():
    game = Game.from_setup(hot=[[20, 50], [30, 40]], operators=[["x2", "+1"], ["x3", "+5", "+1"]],
                           cold=10, next_operators=("x5", "x6", "x7", "x8", "x9", "x10"))
    game.choose(chain("x2"))
    game.choose(Pass())
    decision = game.decision
    assert decision.kind is DecisionKind.SWAP and decision.player == 0
    assert set(decision.options) == {Decline(), Swap(1, op("x3")), Swap(1, op("+5"))}
    assert len(game.ops[0]) == 1 and len(game.ops[1]) == 3   # nobody has drawn yet
    game.choose(Swap(1, op("x3")))
    assert codes(game, 0) == ["x3", "x5", "x6", "x7", "x8", "x9"]
    assert codes(game, 1) == ["+1", "+5", "+1", "x10"]
    assert log_has(game, "échange sa carte +1 contre la carte ×3")


def test_swap_can_be_declined_or_disabled():
    args = {"hot": [[20, 50], [30, 40]], "operators": [["x2", "+1"], ["x3", "+5"]], "cold": 10}
    game = Game.from_setup(**args)
    game.choose(chain("x2"))
    game.choose(Pass())
    game.choose(Decline())
    assert codes(game, 0)[0] == "+1" and game.phase is Phase.PLAY
    game = Game.from_setup(**args, swap=False)
    game.choose(chain("x2"))
    game.choose(Pass())
    assert game.phase is Phase.PLAY and game.turn == 1


def test_first_player_without_hot_cards_wins():
    game = Game.from_setup(hot=[[20], [30, 40]], operators=[["x2"], ["+5"]], cold=10)
    game.choose(chain("x2"))
    game.choose(Pass())
    assert game.is_over and game.winners == (0,) and game.decision is None
    assert game.podium() == [(1, 0), (2, 1)]
    with pytest.raises(ak.RuleError):
        game.choose(Pass())
    assert log_has(game, "n'a plus de carte chaude")


def test_laying_down_the_last_card_and_receiving_one_is_not_a_win():
    game = Game.from_setup(hot=[[20], [30, 40]], operators=[["+5", "+5", "x?"], ["x3"]], cold=10)
    game.choose(chain("+5", "+5"))                 # 20 with two cards
    game.choose(chain("x3"))                       # 30 with one: wins, card goes to seat 0
    assert hot(game, 0) == [30] and not game.is_over


def test_two_players_finishing_together_share_the_win():
    game = Game.from_setup(hot=[[20], [22], [35]], operators=[["x2"], ["+1", "x2"], ["+3"]],
                           cold=10)
    game.choose(chain("x2"))
    game.choose(chain("+1", "x2"))
    game.choose(Pass())
    assert game.winners == (0, 1)
    assert game.podium() == [(1, 0), (1, 1), (3, 2)]


def test_play_on_for_places():
    game = Game.from_setup(hot=[[20], [22, 40], [35, 45]],
                           operators=[["x2", "+3"], ["+1", "x2", "x?", "+2"], ["+3", "+4"]],
                           cold=10, play_on=True, next_cold=(4,), next_operators=("+9",) * 2)
    game.choose(chain("x2"))
    game.choose(chain("+1", "x2"))
    game.choose(Pass())
    assert game.decision.kind is DecisionKind.SWAP  # seat 0 has one operator left
    game.choose(Decline())
    assert not game.is_over and game.finished == [1, None, None]
    assert game.ops[0] == [] and op("+3") in game.op_discard   # they leave the table
    assert game.decision.player == 1
    game.choose(chain(("x?", 10)))                 # 4 × 10 = 40: seat 1 finishes
    game.choose(Pass())
    assert game.is_over and game.winners == (0,)
    assert game.podium() == [(1, 0), (2, 1), (3, 2)]


def test_round_limit_stops_with_no_winner():
    game = Game.from_setup(hot=[[20], [30]], operators=[["+1", "+3"], ["+2", "+4"]], cold=10,
                           max_rounds=2)
    for _ in range(4):
        game.choose(Pass())
    assert game.is_over and game.winners == () and game.turn == 2
    assert log_has(game, "Limite de 2 manches")
    assert game.podium() == [(1, 0), (1, 1)]


def test_empty_piles_reshuffle_their_whole_discard():
    game = three_players()
    game.op_discard.extend(game.op_pile)
    game.op_pile.clear()
    game.cold_discard.extend(game.cold_pile)
    game.cold_pile.clear()
    before = len(game.op_discard)
    for _ in range(3):
        game.choose(Pass())
    assert len(game.op_pile) == before - 3 and game.op_discard == []
    assert len(game.cold_pile) == 11 and [c.value for c in game.cold_discard] == [10]


def test_nothing_left_to_draw_is_not_an_error():
    game = three_players(exchange=False)
    game.ops[2].extend(game.op_pile)
    game.op_pile.clear()
    for _ in range(3):
        game.choose(Pass())
    assert len(game.ops[0]) == 6 and game.turn == 1


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_two_to_four_players(players):
    with pytest.raises(ak.ConfigError) as info:
        Game(players)
    assert info.value.key == "common.error.players"


def test_bad_options_and_positions_are_config_errors():
    with pytest.raises(ak.ConfigError):
        Game(2, max_rounds=0)
    with pytest.raises(ak.ConfigError):
        Game.from_setup(hot=[[21], [30]], operators=[["+1"], ["+2"]], cold=10)
    with pytest.raises(ak.ConfigError):
        Game.from_setup(hot=[[20], [30]], operators=[["+1", "+1"], ["+1"]], cold=10)
    with pytest.raises(ak.ConfigError):
        Game.from_setup(hot=[[20], [30]], operators=[["+1"]], cold=10)


def test_a_new_game_deals_six_and_six():
    game = Game(4, seed=3)
    assert all(len(game.hot[p]) == 6 and len(game.ops[p]) == 6 for p in range(4))
    assert all(game.hot[p] == sorted(game.hot[p]) for p in range(4))
    assert len(game.hot_pile) == 26 - 24 and len(game.op_pile) == 81 - 24
    assert len(game.cold_pile) == 12


def test_a_saved_lesson_10_still_builds_its_position_with_the_old_name():
    old = Game.custom(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
    new = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
    assert old.to_json() == new.to_json()
