"""Many seeded Skyjo games between bots, summarised (see :mod:`algunokit.protocol`).

>>> from algunokit.skyjo import simulate
>>> summary = simulate(games=5, players=3, seed=1, bots="heuristic,random")
>>> summary.games, summary.bots
(5, ('heuristic', 'random', 'heuristic'))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.protocol import PlayableGame, simulate_games
from algunokit.simulation import SimulationSummary, seat_bots
from algunokit.skyjo.bots import BOTS, make_bot
from algunokit.skyjo.game import Game
from algunokit.skyjo.rules import END_SCORE, MAX_TURNS, check_players
from algunokit.skyjo.spec import SPEC


def _extra(games: list[PlayableGame]) -> dict[str, Any]:
    finished = [g for g in games if isinstance(g, Game)]
    return {
        "mean_rounds": round(sum(g.round for g in finished) / len(finished), 3),
        "mean_winning_total": round(
            sum(min(g.totals) for g in finished) / len(finished), 3),
    }


def simulate(games: int = 100, players: int = 4, seed: int = 0,
             bots: Sequence[str] | str | None = None, *, double_non_positive: bool = False,
             end_score: int = END_SCORE, max_turns: int = MAX_TURNS) -> SimulationSummary:
    """Play ``games`` games of Skyjo between ``bots`` (names by seat, repeated round the
    table; default all ``random``) and summarise them. Same seed, same summary.

    ``extra`` holds the mean number of rounds and the mean winning total.
    """
    check_players(players)
    names = seat_bots(bots, players, tuple(BOTS))

    def make_game(game_seed: int) -> Game:
        return Game(players, game_seed, double_non_positive=double_non_positive,
                    end_score=end_score, max_turns=max_turns)

    return simulate_games(spec=SPEC, make_game=make_game, bot_names=names,
                          make_bot=make_bot, games=games, seed=seed, extra=_extra)


__all__ = ["simulate"]
