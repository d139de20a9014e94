"""Alg(un)o speed: alternative executions, whole games, and decisions per second.

Targets: at least 150,000 executions per second on one core (issue 2); whole
4-player games between random bots at least 3 times RLCard Uno's moves per
second on the same machine (issue 19: ``alguno_decisions_per_s_*``, and
``alguno_to_rlcard_uno_ratio`` when ``rlcard`` is installed; see
``rlcard_uno.py``).

Measured 26 Nov 2026 on the shared 2-core machine, ``rlcard_uno.py`` run for the
code before (562b36f) and after the game-loop work, alternated three times each,
load average 6-10 (other sessions running browsers): ratios to RLCard Uno
before 2.53 / 3.09 / 2.72 (1,1), 3.22 / 4.28 / 3.10 (1,2), 2.87 / 3.34 / 3.02
(3,2); after 4.16 / 3.72 / 3.90 (1,1), 4.54 / 7.23 / 5.06 (1,2), 4.09 / 6.54 / 6.00
(3,2). Timings that noisy are backed by instruction counts, which the load does
not change (``valgrind --tool=callgrind``, 50 seeded games, imports subtracted):
(1,1) 212M -> 158M, (1,2) 364M -> 253M, (3,2) 369M -> 262M instructions.
"""

from __future__ import annotations

import random
import time

import rlcard_uno
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


def decisions_per_s(levels: tuple[int, int], games: int = 200, repeat: int = 3) -> float:
    """Best decisions per second (CPU time) over whole seeded 4-player games between
    random bots, played as :func:`algunokit.protocol.play_out` plays them: at each decision a
    fresh view, the bot's answer, ``game.choose`` (the log is kept)."""
    best = 0.0
    for _ in range(repeat):
        decisions = 0
        started = time.process_time()
        for seed in range(games):
            game = Game(4, levels, seed)
            strategies = bots("random", seed=seed, players=4)
            while (decision := game.decision) is not None:
                player = decision.player
                game.choose(strategies[player](game.view(player), decision))
                decisions += 1
        best = max(best, decisions / (time.process_time() - started))
    return best


_DECISIONS: dict[tuple[tuple[int, int], bool], float] = {}


def _decisions(levels: tuple[int, int], quick: bool) -> float:
    if (levels, quick) not in _DECISIONS:
        _DECISIONS[levels, quick] = decisions_per_s(levels, *((30, 1) if quick else (200, 3)))
    return _DECISIONS[levels, quick]


def _decisions_figure(levels: tuple[int, int], quick: bool) -> dict:
    return {"name": f"alguno_decisions_per_s_{levels[0]}_{levels[1]}",
            "value": round(_decisions(levels, quick)), "unit": "decisions/s", "players": 4,
            "bot": "random"}


def bench_decisions_11(quick: bool = False) -> dict:
    return _decisions_figure((1, 1), quick)


def bench_decisions_12(quick: bool = False) -> dict:
    return _decisions_figure((1, 2), quick)


def bench_decisions_32(quick: bool = False) -> dict:
    return _decisions_figure((3, 2), quick)


def bench_rlcard_uno_ratio(quick: bool = False) -> dict:
    """Alg(un)o decisions/s (levels 1,2) over RLCard Uno moves/s, measured now."""
    name = "alguno_to_rlcard_uno_ratio"
    if not rlcard_uno.available():
        return {"name": name, "unit": "x", "target": 3,
                "skipped": "rlcard is not installed (pip install rlcard to compare)"}
    uno = rlcard_uno.uno_moves_per_s(*((20, 1) if quick else (200, 3)))["moves_per_s"]
    ratios = {f"ratio_{a}_{b}": round(_decisions((a, b), quick) / uno, 2)
              for a, b in ((1, 1), (1, 2), (3, 2))}
    return {"name": name, "value": min(ratios.values()), "unit": "x", "target": 3,
            "rlcard_uno_moves_per_s": round(uno), **ratios}


BENCHMARKS = [bench_decisions_11, bench_decisions_12, bench_decisions_32,
              bench_rlcard_uno_ratio, bench_executions_11, bench_executions_32,
              bench_games_11_random, bench_games_11_greedy, bench_games_32_random,
              bench_games_32_greedy]
