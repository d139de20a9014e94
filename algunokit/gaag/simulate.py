"""Seeded simulations of GaAg games between bots.

>>> simulate(games=2, players=3, seed=1, bots="heuristic,random").games
2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.gaag.bots import BOTS, make_bot
from algunokit.gaag.game import Game
from algunokit.gaag.spec import SPEC
from algunokit.protocol import PlayableGame, simulate_games
from algunokit.simulation import SimulationSummary, seat_bots


def _extra(games: list[PlayableGame]) -> dict[str, Any]:
    finished = [g for g in games if isinstance(g, Game)]
    rounds = sum(g.round for g in finished)
    best = sum(min(g.totals) for g in finished)
    return {"mean_rounds": round(rounds / len(finished), 3),
            "mean_winning_total": round(best / len(finished), 3)}


def simulate(games: int = 100, players: int = 4, seed: int = 0,
             bots: Sequence[str] | str | None = None, **rules: Any) -> SimulationSummary:
    """Play ``games`` seeded games between bots (one name per seat, repeated around the
    table) with the rule options ``rules`` (``target``). Same seed, same summary.
    """
    Game(players, 0, **rules)  # a clear ConfigError before anything is played
    names = seat_bots(bots, players, tuple(BOTS))
    return simulate_games(spec=SPEC, make_game=lambda s: Game(players, s, **rules),
                          bot_names=names, make_bot=make_bot, games=games, seed=seed,
                          extra=_extra)


__all__ = ["simulate"]
