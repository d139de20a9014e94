"""Small timing helper shared by the benchmark modules (best of several runs)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.lang import Alternative


def best_rate(work: Callable[[], int], repeat: int = 3) -> float:
    """Best items-per-second over ``repeat`` runs of ``work`` (which returns an item count)."""
    best = 0.0
    for _ in range(repeat):
        started = time.perf_counter()
        items = work()
        elapsed = time.perf_counter() - started
        best = max(best, items / elapsed)
    return best


def card_programs() -> list[Alternative]:
    """One alternative per half of every Condition card, with level-1 Action cards."""
    actions = action_cards(1)
    return [Alternative(half, (actions[i % 20].actions[0],), (actions[i % 20].actions[1],))
            for level in (1, 2, 3) for i, card in enumerate(condition_cards(level))
            for half in card.halves]


def per_program(name: str, work: Callable[[Alternative], Any], quick: bool, *,
                scale: float, unit: str) -> dict:
    """Mean time of ``work`` over :func:`card_programs`, times ``scale``, in ``unit``."""
    programs = card_programs()
    rounds = 1 if quick else 5
    started = time.perf_counter()
    for _ in range(rounds):
        for program in programs:
            work(program)
    elapsed = (time.perf_counter() - started) / (rounds * len(programs))
    return {"name": name, "value": elapsed * scale, "unit": unit}
