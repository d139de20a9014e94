"""GaAg whole games per second, random and heuristic bots, 4 players (issue 19 reports
them beside Skyjo's ``skyjo_games_per_s_*``). CPU time of this process, best of a few
batches, games played through :func:`algunokit.protocol.play_out` as a simulation plays them.
"""

from __future__ import annotations

import time

from algunokit.gaag import Game, make_bot
from algunokit.protocol import play_out

PLAYERS = 4


def _games_per_s(bot: str, quick: bool) -> dict:
    count, repeat = (10, 1) if quick else (100, 3)
    best = 0.0
    for _ in range(repeat):
        started = time.process_time()
        for seed in range(count):
            play_out(Game(PLAYERS, seed),
                     [make_bot(bot, seed * PLAYERS + seat) for seat in range(PLAYERS)])
        best = max(best, count / max(time.process_time() - started, 1e-9))
    return {"name": f"gaag_games_per_s_{bot}", "value": round(best, 1), "unit": "games/s",
            "players": PLAYERS}


def bench_gaag_games_random(quick: bool = False) -> dict:
    return _games_per_s("random", quick)


def bench_gaag_games_heuristic(quick: bool = False) -> dict:
    return _games_per_s("heuristic", quick)


BENCHMARKS = [bench_gaag_games_random, bench_gaag_games_heuristic]
