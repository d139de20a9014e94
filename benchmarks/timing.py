"""Small timing helper shared by the benchmark modules (best of several runs)."""

from __future__ import annotations

import time
from collections.abc import Callable


def best_rate(work: Callable[[], int], repeat: int = 3) -> float:
    """Best items-per-second over ``repeat`` runs of ``work`` (which returns an item count)."""
    best = 0.0
    for _ in range(repeat):
        started = time.perf_counter()
        items = work()
        elapsed = time.perf_counter() - started
        best = max(best, items / elapsed)
    return best
