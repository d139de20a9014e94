"""Speed of the teacher's exercises (issue 14): one ``check()`` as a student runs it.

No target is set by the issue; a check should answer well under a second in a lesson
cell, on Binder and in the browser. A condition is compared on every hand of 0 to 2
cards plus the seeded sample (about 1 900 hands); a program on 150 tables.
"""

from __future__ import annotations

import time

from algunokit.exercises import condition, program

REFERENCE = "if nombre_de_coeurs() >= 1:\n    piocher(1)\nelse:\n    defausser(1)\n"
EQUIVALENT = "if nombre_de_coeurs() > 0:\n    piocher(1)\nelse:\n    defausser(1)\n"


def _best_ms(work, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    return best * 1000


def bench_condition_check(quick: bool) -> dict:
    """A right condition: every hand is tried (the slowest case)."""
    ex = condition("?", "hearts = 3")
    ex.language = "fr"
    value = _best_ms(lambda: ex.check("nombre_de_coeurs() == 3"), 2 if quick else 5)
    return {"name": "exercises.condition_check", "value": value, "unit": "ms per check"}


def bench_program_check(quick: bool) -> dict:
    """A program written differently from the reference: every table is played."""
    ex = program("?", REFERENCE)
    ex.language = "fr"
    value = _best_ms(lambda: ex.check(EQUIVALENT), 2 if quick else 5)
    return {"name": "exercises.program_check", "value": value, "unit": "ms per check"}


BENCHMARKS = [bench_condition_check, bench_program_check]
