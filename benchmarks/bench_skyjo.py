"""Skyjo engine speed: turns and whole games per second, random and heuristic bots.

Games are played through :func:`algunokit.protocol.play_out`, exactly as a
simulation plays them (a fresh view at every decision, the log kept), on one
core. Time is CPU time of this process (best of several runs), so other work
on the machine does not blur the figures; turns and games per second come from
the same runs.
"""

from __future__ import annotations

import time

from algunokit.protocol import play_out
from algunokit.skyjo import Game, make_bot

TARGET_TURNS = 50_000  # turns per second, pure Python, one core
PLAYERS = 4


def _measure(bot: str, quick: bool) -> tuple[float, float]:
    """Best (turns/s, games/s) over a few batches of seeded 4-player games."""
    count, repeat = (20, 1) if quick else (150, 5)
    best_turns = best_games = 0.0
    for _ in range(repeat):
        turns = 0
        started = time.process_time()
        for seed in range(count):
            strategies = [make_bot(bot, seed * 10 + seat) for seat in range(PLAYERS)]
            turns += play_out(Game(PLAYERS, seed), strategies).turn
        elapsed = time.process_time() - started
        best_turns = max(best_turns, turns / elapsed)
        best_games = max(best_games, count / elapsed)
    return best_turns, best_games


_CACHE: dict[tuple[str, bool], tuple[float, float]] = {}


def _rates(bot: str, quick: bool) -> tuple[float, float]:
    if (bot, quick) not in _CACHE:
        _CACHE[bot, quick] = _measure(bot, quick)
    return _CACHE[bot, quick]


def skyjo_turns_random(quick: bool) -> dict:
    return {"name": "skyjo_turns_per_s_random", "value": round(_rates("random", quick)[0]),
            "unit": "turns/s", "target": TARGET_TURNS, "players": PLAYERS}


def skyjo_turns_heuristic(quick: bool) -> dict:
    return {"name": "skyjo_turns_per_s_heuristic",
            "value": round(_rates("heuristic", quick)[0]), "unit": "turns/s",
            "target": TARGET_TURNS, "players": PLAYERS}


def skyjo_games_random(quick: bool) -> dict:
    return {"name": "skyjo_games_per_s_random", "value": round(_rates("random", quick)[1], 1),
            "unit": "games/s", "players": PLAYERS}


def skyjo_games_heuristic(quick: bool) -> dict:
    return {"name": "skyjo_games_per_s_heuristic",
            "value": round(_rates("heuristic", quick)[1], 1), "unit": "games/s",
            "players": PLAYERS}


BENCHMARKS = [skyjo_turns_random, skyjo_turns_heuristic, skyjo_games_random,
              skyjo_games_heuristic]
