"""Speed of the student-facing guards: the biggest programs from_python accepts, the
refusal of a huge one, and the slip explanation shown instead of a traceback.

No target is set by the issue; a lesson cell should answer well under 100 ms even for
the largest program the kit accepts, and a 100 KB paste must be refused quickly.
"""

from __future__ import annotations

import time

from algunokit.alguno.lang import MAX_LEVELS, MAX_TESTS
from algunokit.code import from_python, show, to_python
from algunokit.errors import CodeError
from algunokit.slips import explain


def _largest() -> str:
    condition = " or ".join(f"nombre_de_coeurs() == {i % 9}" for i in range(MAX_TESTS))
    return f"if {condition}:\n    piocher(1)\n" + "".join(
        f"elif nombre_de_cartes() == {i}:\n    defausser(1)\n" for i in range(1, MAX_LEVELS))


def _timed(work, rounds: int) -> float:
    started = time.perf_counter()
    for _ in range(rounds):
        work()
    return (time.perf_counter() - started) / rounds


def bench_largest_program(quick: bool) -> dict:
    source = _largest()

    def work() -> None:
        alt = from_python(source)
        to_python(alt)
        show(alt)

    return {"name": "notebook.largest_program_read_and_shown",
            "value": _timed(work, 1 if quick else 5) * 1e3, "unit": "ms"}


def bench_huge_paste_refused(quick: bool) -> dict:
    source = "if " + " or ".join(["nombre_de_coeurs() == 1"] * 4200) + ":\n    pass\n"

    def work() -> None:
        try:
            from_python(source)
        except CodeError:
            return
        raise AssertionError("a 4,200-test condition must be refused")

    return {"name": "notebook.100kb_condition_refused",
            "value": _timed(work, 1 if quick else 5) * 1e3, "unit": "ms"}


def bench_slip_explained(quick: bool) -> dict:
    error = TypeError("unsupported operand type(s) for +: 'int' and 'list'")
    rounds = 100 if quick else 2000
    return {"name": "notebook.slip_explained",
            "value": _timed(lambda: explain(error, None, {}, "fr"), rounds) * 1e6,
            "unit": "µs"}


BENCHMARKS = [bench_largest_program, bench_huge_paste_refused, bench_slip_explained]
