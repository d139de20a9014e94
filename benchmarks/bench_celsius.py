"""Celsius solver speed: random positions and the worst case (six "?" operators).

Each figure comes with a naive brute force's time on the same positions (every
order of every subset with every choice, shortest length first), to show what
the memoised, pruned search buys. Targets (pure Python): median < 2 ms on random
positions, < 50 ms in the worst case.
"""

from __future__ import annotations

import itertools
import random
import statistics
import time

from algunokit.celsius import HOT_VALUES, OPERATORS, DecisionKind, OpKind, Pass, solve
from algunokit.celsius.bots import greedy
from algunokit.celsius.moves import PlayDecision

QUESTIONS = [c for c in OPERATORS if c.is_choice]


def brute_force(cold, hot_values, cards):
    """Shortest length first, every order and every choice: (length, value) or None."""
    targets = set(hot_values)
    for length in range(1, len(cards) + 1):
        best = None
        for order in itertools.permutations(cards, length):
            for picks in itertools.product(*(c.choices for c in order)):
                value = cold
                for card, pick in zip(order, picks, strict=True):
                    kind = card.kind
                    amount = pick if pick is not None else card.number
                    if kind in (OpKind.ADD, OpKind.PLUS_MINUS_ONE):
                        value += amount
                    elif kind is OpKind.SUB:
                        value -= amount
                    elif kind is OpKind.MUL:
                        value *= amount
                    elif kind is OpKind.SQUARE:
                        value *= value
                    elif value % amount:
                        value = None
                        break
                    else:
                        value //= amount
                if value in targets and (best is None or value > best):
                    best = value
        if best is not None:
            return length, best
    return None


def _time_ms(function, *args) -> float:
    started = time.perf_counter()
    function(*args)
    return (time.perf_counter() - started) * 1000


def _random_positions(count: int, seed: int):
    rng = random.Random(seed)
    return [(rng.randrange(13), rng.sample(HOT_VALUES, 6), rng.sample(OPERATORS, 6))
            for _ in range(count)]


def _question_positions(seed: int):
    """Every distinct six-"?" hand, each with a random cold card and hot hand, plus the
    same hands with an unreachable hot value (the search must then explore everything)."""
    rng = random.Random(seed)
    hands = sorted({tuple(sorted(h, key=lambda c: c.code))
                    for h in itertools.combinations(QUESTIONS, 6)}, key=str)
    reachable = [(rng.randrange(13), rng.sample(HOT_VALUES, 6), list(h)) for h in hands]
    unreachable = [(rng.randrange(13), [99991], list(h)) for h in hands]
    return reachable, unreachable


def bench_celsius_solver_random(quick: bool) -> dict:
    positions = _random_positions(200 if quick else 2000, seed=1)
    times = sorted(_time_ms(solve, *p) for p in positions)
    brute = sorted(_time_ms(brute_force, *p) for p in positions[: 50 if quick else 300])
    return {
        "name": "celsius solver, random positions (median)", "value": statistics.median(times),
        "unit": "ms", "target": "< 2 ms", "p95_ms": times[int(0.95 * len(times))],
        "max_ms": times[-1], "positions": len(times),
        "brute_force_median_ms": statistics.median(brute),
        "brute_force_p95_ms": brute[int(0.95 * len(brute))],
    }


def bench_celsius_solver_random_p95(quick: bool) -> dict:
    positions = _random_positions(200 if quick else 2000, seed=2)
    times = sorted(_time_ms(solve, *p) for p in positions)
    return {"name": "celsius solver, random positions (p95)",
            "value": times[int(0.95 * len(times))], "unit": "ms", "positions": len(times)}


def bench_celsius_solver_worst_case(quick: bool) -> dict:
    reachable, unreachable = _question_positions(seed=3)
    if quick:
        reachable, unreachable = reachable[:5], unreachable[:5]
    hit = sorted(_time_ms(solve, *p) for p in reachable)
    full = sorted(_time_ms(solve, *p) for p in unreachable)
    # The brute force only on hands solved in at most 3 cards: it would need hours on the rest.
    shallow = [p for p in reachable if (found := solve(*p)) is not None and found.length <= 3]
    brute = sorted(_time_ms(brute_force, *p) for p in shallow[: 3 if quick else 10])
    return {
        "name": "celsius solver, worst case: six '?' operators (max)",
        "value": max(hit[-1], full[-1]), "unit": "ms", "target": "< 50 ms",
        "with_hot_hand_median_ms": statistics.median(hit), "with_hot_hand_max_ms": hit[-1],
        "exhaustive_median_ms": statistics.median(full), "exhaustive_max_ms": full[-1],
        "hands": len(hit),
        "brute_force_with_hot_hand_median_ms": statistics.median(brute),
        "brute_force_with_hot_hand_max_ms": brute[-1],
        "brute_force_exhaustive": "not run: up to 10^6 choices x 1956 orders, about 2e9 chains",
    }


def bench_celsius_greedy_bot(quick: bool) -> dict:
    """The greedy bot's play decision (short chains, then its beam search), on the same
    random positions as the solver, and on the six-"?" hands where its beam is widest."""
    positions = _random_positions(200 if quick else 2000, seed=1)
    times = sorted(_time_ms(_greedy_play, *p) for p in positions)
    reachable, unreachable = _question_positions(seed=3)
    wide = reachable + unreachable
    if quick:
        wide = wide[:10]
    worst = sorted(_time_ms(_greedy_play, *p) for p in wide)
    return {"name": "celsius greedy bot, random positions (median)",
            "value": statistics.median(times), "unit": "ms",
            "p95_ms": times[int(0.95 * len(times))], "max_ms": times[-1],
            "positions": len(times), "six_questions_max_ms": worst[-1]}


def _greedy_play(cold, hot_values, cards):
    decision = PlayDecision(0, DecisionKind.PLAY, (Pass(),), cold=cold,
                            hot_values=tuple(hot_values), operators=tuple(cards))
    return greedy(None, decision)


BENCHMARKS = [bench_celsius_solver_random, bench_celsius_solver_random_p95,
              bench_celsius_solver_worst_case, bench_celsius_greedy_bot]
