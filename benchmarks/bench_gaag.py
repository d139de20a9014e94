"""GaAg: turns per second on one core, whole games between bots (random, heuristic).

A turn is one play or one pick-up (a "reverse the direction?" answer is part of
the turn). Everything a real game does is timed: options, views, bots, the log.
``value`` is wall-clock (the harness's best of three); ``cpu_value`` counts only
the CPU time of this process, a steadier figure on a busy machine.
"""

from __future__ import annotations

import time

from timing import best_rate

from algunokit.gaag import Game, make_bot
from algunokit.protocol import play_out

TARGET = 50_000


def _turns_per_second(bot: str, quick: bool) -> dict:
    games = 20 if quick else 300
    cpu_rates: list[float] = []

    def work() -> int:
        started = time.process_time()
        turns = 0
        for seed in range(games):
            game = Game(4, seed)
            play_out(game, [make_bot(bot, seed * 4 + seat) for seat in range(4)])
            turns += game.turn
        cpu_rates.append(turns / max(time.process_time() - started, 1e-9))
        return turns

    rate = best_rate(work, repeat=1 if quick else 3)
    return {"name": f"gaag_turns_per_second_{bot}", "value": round(rate, 1),
            "cpu_value": round(max(cpu_rates), 1), "unit": "turns/s", "target": TARGET,
            "players": 4, "games": games}


def bench_gaag_random(quick: bool = False) -> dict:
    """Turns per second, four random bots."""
    return _turns_per_second("random", quick)


def bench_gaag_heuristic(quick: bool = False) -> dict:
    """Turns per second, four heuristic bots."""
    return _turns_per_second("heuristic", quick)


BENCHMARKS = [bench_gaag_random, bench_gaag_heuristic]
