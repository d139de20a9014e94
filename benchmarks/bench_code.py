"""Speed of the code layer: Alternative <-> Python, blocks and the side-by-side view.

No target is set by the issue; these figures watch for regressions (a lesson
cell regenerates a view on every run, so each should stay well under 10 ms).
"""

from __future__ import annotations

import time

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.lang import Alternative
from algunokit.cards import Card
from algunokit.code import from_python, show, to_python


def _programs() -> list[Alternative]:
    actions = action_cards(1)
    return [Alternative(half, (actions[i % 20].actions[0],), (actions[i % 20].actions[1],))
            for level in (1, 2, 3) for i, card in enumerate(condition_cards(level))
            for half in card.halves]


def _per_program(name: str, work, quick: bool) -> dict:
    programs = _programs()
    rounds = 1 if quick else 5
    started = time.perf_counter()
    for _ in range(rounds):
        for program in programs:
            work(program)
    elapsed = (time.perf_counter() - started) / (rounds * len(programs))
    return {"name": name, "value": elapsed * 1e6, "unit": "µs per program"}


def bench_to_python(quick: bool) -> dict:
    return _per_program("code.to_python", lambda a: to_python(a, "fr"), quick)


def bench_from_python(quick: bool) -> dict:
    sources = {a: to_python(a, "fr") for a in _programs()}
    return _per_program("code.from_python", lambda a: from_python(sources[a]), quick)


def bench_to_scratch(quick: bool) -> dict:
    return _per_program("code.to_scratch", lambda a: a.to_scratch("fr"), quick)


def bench_show_with_trace(quick: bool) -> dict:
    hand = [Card.from_code(c) for c in ("7H", "2S", "KD", "JR")]
    return _per_program("code.show_with_trace", lambda a: show(a, a.trace(hand), "fr"), quick)


BENCHMARKS = [bench_to_python, bench_from_python, bench_to_scratch, bench_show_with_trace]
