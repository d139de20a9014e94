"""The class variant's turn limit (docs/rules/alguno.en.md): when a lesson's short turn limit is
reached, at the end of a turn, the players with the fewest cards win together."""

from __future__ import annotations

import pytest

from algunokit.alguno import Game, bots
from algunokit.alguno.rules import Rules, fewest_cards
from algunokit.errors import ConfigError


def test_fewest_cards_shares_the_win_between_ties():
    assert fewest_cards([["7H"], ["QS", "2C"], ["JR"]]) == (0, 2)
    assert fewest_cards([["7H", "8H"], ["QS"], ["JR", "2C"]]) == (1,)


@pytest.mark.parametrize("seed", range(12))
def test_at_the_limit_the_fewest_cards_win_and_the_log_says_so(seed):
    game = Game(4, seed=seed, turn_limit=3, fewest_win_at_limit=True)
    game.play_out(bots("random", seed=seed))
    counts = [len(hand) for hand in game.table.hands]
    if game.limit_reached:
        assert game.turn == 3
        assert game.winners == tuple(s for s, n in enumerate(counts) if n == min(counts))
        last = game.log_text("en").splitlines()[-1]
        assert last.startswith("Turn limit of 3 reached: the fewest cards win. Winners:")
    else:  # someone emptied their hand first: the ordinary end
        assert game.winners == tuple(s for s, n in enumerate(counts) if n == 0)


def test_without_the_variant_the_limit_still_has_no_winner():
    game = Game(4, seed=1, turn_limit=1)
    game.play_out(bots("random", seed=1))
    if game.limit_reached:
        assert game.winners == ()


def test_the_variant_is_saved_and_checked_when_loaded():
    game = Game(4, seed=2, turn_limit=2, fewest_win_at_limit=True)
    game.play_out(bots("random", seed=2))
    loaded = Game.from_json(game.to_json())
    assert loaded.rules.fewest_win_at_limit and loaded.winners == game.winners
    assert '"fewest_win_at_limit"' not in Game(4, seed=2).to_json()  # old saves unchanged


def test_a_hand_made_position_at_the_limit_names_the_fewest_cards():
    rules = Rules.make(3, turn_limit=4, fewest_win_at_limit=True)
    hands = [["7H", "8H"], ["QS"], ["JR"]]
    game = Game.from_setup(rules, hands=hands, turn=4, limit_reached=True, winners=[1, 2])
    assert game.is_over and game.winners == (1, 2)
    with pytest.raises(ConfigError):
        Game.from_setup(rules, hands=hands, turn=4, limit_reached=True, winners=[1])
    with pytest.raises(ConfigError):
        Game.from_setup(rules, hands=hands, turn=4, limit_reached=True, winners=[])


def test_the_option_is_a_bool():
    with pytest.raises(ConfigError):
        Rules.make(3, fewest_win_at_limit="yes")
