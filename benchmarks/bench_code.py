"""Speed of the code layer: Alternative <-> Python, blocks and the side-by-side view.

No target is set by the issue; these figures watch for regressions (a lesson
cell regenerates a view on every run, so each should stay well under 10 ms).
"""

from __future__ import annotations

from timing import card_programs, per_program

from algunokit.cards import Card
from algunokit.code import from_python, show, to_python


def _per_program(name: str, work, quick: bool) -> dict:
    return per_program(name, work, quick, scale=1e6, unit="µs per program")


def bench_to_python(quick: bool) -> dict:
    return _per_program("code.to_python", lambda a: to_python(a, "fr"), quick)


def bench_from_python(quick: bool) -> dict:
    sources = {a: to_python(a, "fr") for a in card_programs()}
    return _per_program("code.from_python", lambda a: from_python(sources[a]), quick)


def bench_to_scratch(quick: bool) -> dict:
    return _per_program("code.to_scratch", lambda a: a.to_scratch("fr"), quick)


def bench_show_with_trace(quick: bool) -> dict:
    hand = [Card.from_code(c) for c in ("7H", "2S", "KD", "JR")]
    return _per_program("code.show_with_trace", lambda a: show(a, a.trace(hand), "fr"), quick)


BENCHMARKS = [bench_to_python, bench_from_python, bench_to_scratch, bench_show_with_trace]
