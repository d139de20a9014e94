"""Many seeded games between bots: ``simulate(games=100, players=4, levels=(1, 1))``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.alguno.bots import BOTS, make_bot
from algunokit.alguno.game import Game
from algunokit.alguno.spec import SPEC
from algunokit.protocol import simulate_games
from algunokit.simulation import SimulationSummary, seat_bots


def simulate(games: int = 100, players: int = 4, levels: Sequence[int] = (1, 1),
             seed: int = 0, bots: Sequence[str] | str | None = None,
             **options: Any) -> SimulationSummary:
    """Play ``games`` games and summarise them (same seed, same summary).

    ``bots`` names one bot per seat ("greedy,random" repeats around the table);
    other keyword options go to :class:`Game` (direction, deck, turn_limit …).
    """
    names = seat_bots(bots, players, tuple(BOTS))

    def make_game(game_seed: int) -> Game:
        return Game(players, levels, game_seed, **options)

    def extra(finished: list[Any]) -> dict[str, Any]:
        return {"levels": list(levels)}

    return simulate_games(spec=SPEC, make_game=make_game, bot_names=names,
                          make_bot=make_bot, games=games, seed=seed, extra=extra)
