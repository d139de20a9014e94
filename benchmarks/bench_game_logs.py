"""What a play widget's journal costs: every event of a finished game told as sentences,
to the person at seat 0 ("you"), as the Skyjo, Celsius and GaAg widgets rewrite it after
every step (Alg(un)o's log keeps the sentences it has written).

Figure: milliseconds for the whole log of one finished game, and microseconds per event.
"""

from __future__ import annotations

import time

from algunokit.alguno import Game as AlgunoGame
from algunokit.alguno.bots import make_bot as alguno_bot
from algunokit.alguno.events import describe as alguno_describe
from algunokit.celsius import Game as CelsiusGame
from algunokit.celsius.bots import make_bot as celsius_bot
from algunokit.celsius.events import describe as celsius_describe
from algunokit.gaag import Game as GaagGame
from algunokit.gaag import make_bot as gaag_bot
from algunokit.gaag.events import describe as gaag_describe
from algunokit.protocol import play_out
from algunokit.skyjo import Game as SkyjoGame
from algunokit.skyjo.bots import make_bot as skyjo_bot
from algunokit.skyjo.events import describe as skyjo_describe


def _measure(name: str, describe, game, bots, quick: bool) -> dict:
    play_out(game, bots)
    log = list(game.log)
    names = ["Toi", *(f"Robot {i}" for i in range(1, game.n_players))]
    rounds = 3 if quick else 30
    started = time.perf_counter()
    for _ in range(rounds):
        lines = [describe(event, "fr", names, you=0) for event in log]
    elapsed = (time.perf_counter() - started) / rounds
    assert len(lines) == len(log)
    return {"name": name, "value": round(elapsed * 1000, 3), "unit": "ms/whole log",
            "events": len(log), "us_per_event": round(elapsed * 1e6 / max(1, len(log)), 2)}


def bench_alguno_log(quick: bool = False) -> dict:
    return _measure("log_alguno_4_players_you", alguno_describe, AlgunoGame(4, (2, 2), 5),
                    [alguno_bot("random", s) for s in range(4)], quick)


def bench_skyjo_log(quick: bool = False) -> dict:
    return _measure("log_skyjo_4_players_you", skyjo_describe, SkyjoGame(4, 5),
                    [skyjo_bot("heuristic", s) for s in range(4)], quick)


def bench_celsius_log(quick: bool = False) -> dict:
    return _measure("log_celsius_4_players_you", celsius_describe, CelsiusGame(4, 5),
                    [celsius_bot("greedy", s) for s in range(4)], quick)


def bench_gaag_log(quick: bool = False) -> dict:
    return _measure("log_gaag_4_players_you", gaag_describe, GaagGame(4, 5),
                    [gaag_bot("heuristic", s) for s in range(4)], quick)


BENCHMARKS = [bench_alguno_log, bench_skyjo_log, bench_celsius_log, bench_gaag_log]
