"""What a student's process rebuilds from the plain data it receives is the decision the
game asks, at every decision of whole games: same player, same kind, same options in
the same order (the answer travels back as an index into them)."""

from __future__ import annotations

import json

import pytest

from algunokit.alguno import bots as alguno_bots
from algunokit.skyjo.bots import make_bot as skyjo_bot
from algunokit.tournaments.games import tournament_game as game_kind


def _walk(kind, game, robots):
    shared = kind.load_shared(json.loads(json.dumps(kind.shared(game))))
    checked = 0
    while (decision := game.decision) is not None:
        data = json.loads(json.dumps(kind.public(game)))  # as it travels
        view, rebuilt, _ = kind.rebuild(shared, data)
        assert (rebuilt.player, rebuilt.kind) == (decision.player, decision.kind)
        assert list(rebuilt.options) == list(decision.options)
        assert view == game.view(decision.player) or kind.name == "alguno"
        game.choose(robots[decision.player](game.view(decision.player), decision))
        checked += 1
    return checked


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_alguno_decisions_are_rebuilt_exactly(seats, seed):
    kind = game_kind("alguno")
    game = kind.new_game(seats, seed)
    robots = alguno_bots(*(["greedy", "random"] * 3)[:seats], seed=seed)
    assert _walk(kind, game, robots) > 10


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", range(3))
def test_skyjo_decisions_are_rebuilt_exactly(seats, seed):
    kind = game_kind("skyjo")
    game = kind.new_game(seats, seed)
    robots = [skyjo_bot(name, seed + i)
              for i, name in enumerate((["heuristic", "random"] * 3)[:seats])]
    assert _walk(kind, game, robots) > 10


def test_an_alguno_view_rebuilt_sees_what_the_seat_sees():
    kind = game_kind("alguno")
    game = kind.new_game(4, 9)
    view, decision, _ = kind.rebuild(kind.load_shared(kind.shared(game)), kind.public(game))
    real = game.view(decision.player)
    for name in ("me", "n_players", "hands", "author", "turn", "direction", "levels",
                 "condition_card", "action_cards", "alternative", "pending", "draw_pile_size"):
        assert getattr(view, name) == getattr(real, name), name
    for option in decision.options:  # imagine does not depend on the hidden order
        assert view.imagine(option) == real.imagine(option)
