"""Celsius lesson, part 2: the search (seconde SNT / première NSI).

Notebook: ``lessons/fr/10b-celsius-recherche.ipynb`` /
``lessons/en/10b-celsius-search.ipynb``, opened with ``ak.lesson("celsius", 2)``.
Part 1 (the rules, computing left to right, ``ex1`` and ``ex2``) is
:mod:`algunokit.lessons.celsius_1`; this part's exercises are numbered from 1 again,
as its notebook is:

* ``ex1``: how many chains "try everything" may try with 4 different cards;
* ``ex2``: one step of the search: ``next_positions((value, cards_left))``;
* ``ex3``: a queue by hand: which value leaves the queue third;
* ``ex4``: the loop: ``shortest_chain(start, targets, ops)``, breadth first,
  never exploring the same position twice (the checker watches the calls to the
  student's own ``next_positions``);
* ``ex5``: why the first chain breadth-first search finds is a shortest one.

Their texts keep the catalogue keys of the lesson before the split
(``lessons_celsius.c1.ex2`` … ``c1.ex6``: ``ex1`` here reads ``c1.ex2``, and so on).

The arithmetic, the data readers and the reference answers are part 1's module's, so
the two parts agree with each other and with the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from math import factorial, perm
from typing import Any

from algunokit.exercises import teacher
from algunokit.exercises.celsius import chain_function, search_function
from algunokit.exercises.core import Exercise
from algunokit.i18n import tn
from algunokit.lessons.celsius_1 import (
    HELPER_NAMES,
    SEARCH_DATA,
    SEARCH_READERS,
    SHORTEST_POSITIONS,
    STEP_POSITIONS,
    _chains,
    _list,
    _steps_text,
    engine_next_positions,
    engine_shortest,
    queue_run,
    random_search_data,
    shortest_chain,
)
from algunokit.lessons.data import catalogue

#: What the notebook shows and asks about (a teacher changes it with ``L.data``).
DATA: dict[str, Any] = dict(SEARCH_DATA)

READERS: dict[str, Callable[[Any], Any]] = dict(SEARCH_READERS)

random_data = random_search_data


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """Part 2's exercises, ``ex1`` to ``ex5``, reading ``data`` when the student checks."""

    def step_cases() -> list[tuple[Any, ...]]:
        start, ops = data["example"]
        return [(p,) for p in [(start, tuple(ops)), *STEP_POSITIONS]]

    def search_cases() -> list[tuple[Any, ...]]:
        return [(s, list(tg), list(o)) for s, tg, o in [*SHORTEST_POSITIONS,
                                                        *data["positions"]]]

    def count_explain() -> dict[str, str]:
        n = data["cards"]

        def terms(lang: str) -> str:
            parts = []
            for k in range(1, n + 1):
                product = " × ".join(str(n - i) for i in range(k))
                parts.append(tn("lessons_celsius.c1.ex2.term", k, lang, product=product,
                                value=perm(n, k)))
            return "\n+ ".join(parts)

        return catalogue("lessons_celsius.c1.ex2.explain", terms=terms, total=_chains(n),
                         more=n + 2, count=_chains(n + 2))

    def count_mistakes() -> dict[int, dict[str, str]]:
        n = data["cards"]
        return {factorial(n): catalogue("lessons_celsius.c1.ex2.only_longest", n=n)}

    def next_out() -> int:
        return queue_run(data["queue"])[0][-1][0]

    def queue_mistakes() -> dict[int, dict[str, str]]:
        states, out = queue_run(data["queue"])
        found = {}
        if out and out[-1] != next_out():
            found[out[-1]] = catalogue("lessons_celsius.c1.ex4.second", value=out[-1])
        if states[-1][-1] != next_out():
            found[states[-1][-1]] = catalogue("lessons_celsius.c1.ex4.stack",
                                              value=states[-1][-1],
                                              before=", ".join(map(str, states[-1][:-1])))
        # every other value the queue held: where it is, never « too big » (no size here)
        for value in (int(step) for step in data["queue"] if step != "pop"):
            if value == next_out() or value in found:
                continue
            if value in out:
                found[value] = catalogue("lessons_celsius.c1.ex4.left", value=value)
            else:
                found[value] = catalogue("lessons_celsius.c1.ex4.behind", value=value)
        return found

    def queue_hint2() -> dict[str, str]:
        steps = data["queue"]
        last = max(i for i, step in enumerate(steps) if step == "pop")
        states, _ = queue_run(steps)
        return catalogue("lessons_celsius.c1.ex4.hint2", state=_list(states[last]),
                         then=_steps_text(steps[last + 1:]) or "—")

    step = chain_function(
        catalogue("lessons_celsius.c1.ex3.prompt"), engine_next_positions, cases=step_cases,
        name="next_positions", names=HELPER_NAMES,
        hints=[catalogue("lessons_celsius.c1.ex3.hint1"),
               catalogue("lessons_celsius.c1.ex3.hint2"),
               catalogue("lessons_celsius.c1.ex3.hint3")],
        solution=catalogue("lessons_celsius.c1.ex3.solution"),
        inexact=lambda position: any(sign == "/" for sign, _ in position[1]))
    return {
        "ex1": teacher.number(
            lambda: catalogue("lessons_celsius.c1.ex2.prompt", n=data["cards"]),
            lambda: _chains(data["cards"]),
            hints=[catalogue("lessons_celsius.c1.ex2.hint1"),
                   lambda: catalogue("lessons_celsius.c1.ex2.hint2", n=data["cards"],
                                     m=data["cards"] - 1,
                                     p=data["cards"] * (data["cards"] - 1))],
            explanation=count_explain, mistakes=count_mistakes),
        "ex2": step,
        "ex3": teacher.number(
            lambda: catalogue("lessons_celsius.c1.ex4.prompt", steps=_steps_text(data["queue"])),
            next_out,
            hints=[catalogue("lessons_celsius.c1.ex4.hint1"), queue_hint2],
            explanation=lambda: catalogue(
                "lessons_celsius.c1.ex4.explain", value=next_out(),
                states=", ".join(_list(s) for s in queue_run(data["queue"])[0])),
            mistakes=queue_mistakes, counted=False),
        "ex4": search_function(
            catalogue("lessons_celsius.c1.ex5.prompt"), shortest_chain, cases=search_cases,
            name="shortest_chain", helpers=HELPER_NAMES, step=step, truth=engine_shortest,
            names=("calcul_le_plus_court", "shortest_chain"),
            hints=[catalogue("lessons_celsius.c1.ex5.hint1"),
                   catalogue("lessons_celsius.c1.ex5.hint2"),
                   catalogue("lessons_celsius.c1.ex5.hint3")],
            solution=catalogue("lessons_celsius.c1.ex5.solution")),
        "ex5": teacher.choice(
            catalogue("lessons_celsius.c1.ex6.prompt"), "a", ["a", "b", "c"],
            hints=[catalogue("lessons_celsius.c1.ex6.hint1"),
                   catalogue("lessons_celsius.c1.ex6.hint2")],
            explanation=catalogue("lessons_celsius.c1.ex6.explain")),
    }


__all__ = ["DATA", "READERS", "exercises", "random_data"]
