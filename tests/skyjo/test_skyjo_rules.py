"""Skyjo's pure rule functions, the deck and the rule options."""

from __future__ import annotations

from collections import Counter

import pytest

import algunokit as ak
from algunokit.skyjo import (
    CARD_VALUES,
    CardColour,
    Rules,
    Slot,
    card_colour,
    column_removals,
    ender_doubles,
    first_starter,
    grid_points,
    is_game_over,
    last_turn_players,
    next_player,
    round_scores,
    skyjo_deck,
    winners,
)


def test_deck_has_150_cards_with_the_printed_counts():
    deck = skyjo_deck()
    assert len(deck) == 150
    counts = Counter(deck)
    assert counts[-2] == 5
    assert counts[-1] == 10
    assert counts[0] == 15
    assert all(counts[v] == 10 for v in range(1, 13))
    assert set(counts) == set(CARD_VALUES) == set(range(-2, 13))


def test_card_colours():
    assert card_colour(-2) is card_colour(-1) is CardColour.DARK_BLUE
    assert card_colour(0) is CardColour.LIGHT_BLUE
    assert card_colour(4) is CardColour.GREEN
    assert card_colour(5) is card_colour(8) is CardColour.YELLOW
    assert card_colour(9) is card_colour(12) is CardColour.RED


def test_column_removals_needs_three_equal_face_up_cards():
    grid = [[5, 1, 2, 3],
            [5, 1, 0, 3],
            [5, None, 2, 3]]
    assert column_removals(grid) == (0, 3)
    # face-down or empty markers never complete a column
    assert column_removals([[4, Slot.HIDDEN], [4, Slot.HIDDEN], [4, Slot.HIDDEN]]) == (0,)
    assert column_removals([[None], [None], [None]]) == ()
    assert column_removals([[-2, 7], [-2, 7], [-2, 7]]) == (0, 1)
    assert column_removals([[0], [0], [1]]) == ()
    assert column_removals([]) == ()


def test_column_removals_on_a_shrunk_grid():
    # after a removal, a teacher may pass only the columns left
    assert column_removals([[2, 9], [2, 9], [2, 8]]) == (0,)


def test_grid_points_counts_face_up_cards_only():
    assert grid_points([[5, None, -2, 3], [Slot.HIDDEN, 1, 0, Slot.EMPTY]]) == 7
    assert grid_points([1, 2, 3]) == 6


def test_round_scores_doubles_positive_score_of_a_non_lowest_ender():
    assert round_scores([12, 4, 20], ender=0) == (24, 4, 20)
    # strictly lowest: kept as is
    assert round_scores([3, 4, 20], ender=0) == (3, 4, 20)
    # equal lowest is not strictly lowest: doubled
    assert round_scores([4, 4, 20], ender=0) == (8, 4, 20)
    assert round_scores([20, 4, 4], ender=2) == (20, 4, 8)


def test_round_scores_never_doubles_zero_or_negative_by_default():
    assert round_scores([-3, -5], ender=0) == (-3, -5)
    assert round_scores([0, -5], ender=0) == (0, -5)
    assert not ender_doubles([-3, -5], 0)


def test_round_scores_option_doubles_whatever_the_sign():
    assert round_scores([-3, -5], ender=0, double_non_positive=True) == (-6, -5)
    assert round_scores([-5, -5], ender=1, double_non_positive=True) == (-5, -10)
    assert round_scores([-6, -5], ender=0, double_non_positive=True) == (-6, -5)  # lowest
    assert ender_doubles([12, 3], 0, double_non_positive=True)


def test_first_starter_highest_sum_tie_to_first_in_seating_order():
    assert first_starter([3, 7, 5]) == 1
    assert first_starter([3, 7, 7]) == 1
    assert first_starter([9, 2, 9, 9]) == 0
    assert first_starter([-4, -4]) == 0


def test_turn_order_goes_to_the_left_and_last_turns():
    assert next_player(0, 3) == 1
    assert next_player(2, 3) == 0
    assert last_turn_players(2, 4) == (3, 0, 1)
    assert last_turn_players(0, 2) == (1,)


def test_game_end_and_winners():
    assert not is_game_over([99, 12])
    assert is_game_over([100, 12])
    assert is_game_over([40, 12], end_score=40)
    assert winners([102, 70, 70]) == (1, 2)
    assert winners([5, -3, 8]) == (1,)


@pytest.mark.parametrize("options", [
    {"end_score": 0}, {"max_turns": 0}, {"end_score": "100"}, {"double_non_positive": 1},
    {"end_score": True},
])
def test_impossible_rule_options_are_config_errors(options):
    with pytest.raises(ak.ConfigError) as info:
        Rules(**options)
    assert info.value.key == "skyjo.error.option"
    assert info.value.params["name"] == next(iter(options))


def test_rule_defaults():
    rules = Rules()
    assert rules.to_dict() == {"double_non_positive": False, "end_score": 100,
                               "max_turns": 10_000}
