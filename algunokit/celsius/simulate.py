"""Many seeded Celsius games between bots: :func:`simulate`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.celsius.bots import BOTS, make_bot
from algunokit.celsius.game import Game
from algunokit.celsius.spec import SPEC
from algunokit.protocol import simulate_games
from algunokit.simulation import SimulationSummary, seat_bots


def simulate(games: int = 100, players: int = 4, seed: int = 0,
             bots: Sequence[str] | str | None = None, **rules: Any) -> SimulationSummary:
    """Play ``games`` games of ``players`` bots (names repeat around the table).

    ``rules`` are :class:`~algunokit.celsius.game.Game` options (``play_on``,
    ``exchange``, ``swap``, ``max_rounds``). Same seed, same summary.

    >>> simulate(games=2, players=2, seed=1, bots="solver,greedy").games
    2
    """
    names = seat_bots(bots, players, list(BOTS), default="solver")
    Game(players, seed=0, **rules)  # check the options once, before any game
    return simulate_games(
        spec=SPEC, make_game=lambda s: Game(players, seed=s, **rules),
        bot_names=names, make_bot=make_bot, games=games, seed=seed)


__all__ = ["simulate"]
