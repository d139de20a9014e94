"""Alg(un)o speed: alternative executions per second and whole games per second.

Target (issue 2): at least 150,000 executions per second on one core.
"""

from __future__ import annotations

import random
import time

from timing import best_rate

from algunokit.alguno import Alternative, Game, action_cards, bots, condition_cards
from algunokit.alguno.engine import Execution, Table, first_option
from algunokit.cards import classic_deck


def _alternatives(levels: tuple[int, int], count: int, rng: random.Random) -> list[Alternative]:
    conds = [h for card in condition_cards(levels[0]) for h in card.halves]
    acts = action_cards(levels[1])
    alts = []
    for _ in range(count):
        if levels[1] == 1:
            then, otherwise = rng.choice(acts).actions
        else:
            then, otherwise = rng.choice(acts).actions[0], rng.choice(acts).actions[0]
        alts.append(Alternative(rng.choice(conds), (then,), (otherwise,)))
    return alts


def _fresh_table(rng: random.Random) -> Table:
    deck = list(classic_deck())
    rng.shuffle(deck)
    hands = [[deck.pop() for _ in range(5)] for _ in range(4)]
    return Table(hands, deck, [], rng)


def _executions(levels: tuple[int, int], quick: bool) -> dict:
    rng = random.Random(1)
    alts = _alternatives(levels, 512, rng)
    per_run = 20_000 if quick else 200_000

    def work() -> int:
        table = _fresh_table(rng)
        for i in range(per_run):
            if i % 64 == 0:
                table = _fresh_table(rng)
            Execution(i & 3, (alts[i & 511],)).run(table, first_option)
        return per_run

    # Deal cost is included on purpose (one deal per 64 executions): it is small.
    rate = best_rate(work, repeat=2 if quick else 3)
    return {"name": f"alguno_executions_per_s_levels_{levels[0]}{levels[1]}",
            "value": round(rate), "unit": "executions/s", "target": 150_000}


def bench_executions_11(quick: bool = False) -> dict:
    return _executions((1, 1), quick)


def bench_executions_32(quick: bool = False) -> dict:
    return _executions((3, 2), quick)


def _games(levels: tuple[int, int], bot: str, quick: bool) -> dict:
    n = 40 if quick else 300
    started = time.perf_counter()
    turns = executions = 0
    for seed in range(n):
        game = Game(4, levels, seed)
        game.play_out(bots(bot, seed=seed, players=4))
        turns += game.turn
        executions += 4 * game.turn
    elapsed = time.perf_counter() - started
    return {"name": f"alguno_games_per_s_levels_{levels[0]}{levels[1]}_{bot}",
            "value": round(n / elapsed, 1), "unit": "games/s",
            "turns_per_s": round(turns / elapsed), "mean_turns": round(turns / n, 1),
            "executions_per_s_in_games": round(executions / elapsed)}


def bench_games_11_random(quick: bool = False) -> dict:
    return _games((1, 1), "random", quick)


def bench_games_11_greedy(quick: bool = False) -> dict:
    return _games((1, 1), "greedy", quick)


def bench_games_32_random(quick: bool = False) -> dict:
    return _games((3, 2), "random", quick)


def bench_games_32_greedy(quick: bool = False) -> dict:
    return _games((3, 2), "greedy", quick)


BENCHMARKS = [bench_executions_11, bench_executions_32, bench_games_11_random,
              bench_games_11_greedy, bench_games_32_random, bench_games_32_greedy]
