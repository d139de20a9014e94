"""Celsius lesson 1: computing left to right, then searching for the shortest chain.

Notebook: ``lessons/fr/10-celsius.ipynb`` / ``lessons/en/10-celsius.ipynb``.

In the notebook an operation is a pair ``(sign, number)``: ``("+", 3)``,
``("-", 4)``, ``("x", 2)``, ``("/", 2)`` (an exact division) and ``("^", 2)``
(squared). Every expected answer is computed by the engine itself
(:func:`algunokit.celsius.evaluate` and :func:`algunokit.celsius.solve`), so
the exercises check students against the real rules.

* ``ex1``: write ``evaluate_left_to_right(start, ops)`` (no operator priority);
* ``ex2``: how many chains "try everything" may try with 4 different cards;
* ``ex3``: write ``shortest_chain(start, targets, ops)``, breadth first;
* ``ex4``: why the first chain breadth-first search finds is a shortest one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from itertools import permutations

from algunokit.celsius import OperatorCard, evaluate, parse_operator, solve
from algunokit.exercises import ChoiceExercise, Exercise, FunctionExercise, NumberExercise
from algunokit.i18n import t

Operation = tuple[str, int]

_SIGNS = {"+": "+", "-": "-", "x": "x", "/": "/"}


def card_of(operation: Operation) -> OperatorCard:
    """The engine's operator card for a notebook pair: ``("x", 2)`` → ``×2``."""
    sign, number = operation
    if sign == "^":
        return parse_operator("^2")
    return parse_operator(f"{_SIGNS[sign]}{number}")


def one_step(value: int, operation: Operation) -> int | None:
    """``value`` after one operation; ``None`` when a division is not exact."""
    sign, number = operation
    if sign == "+":
        return value + number
    if sign == "-":
        return value - number
    if sign == "x":
        return value * number
    if sign == "^":
        return value * value
    if value % number != 0:
        return None
    return value // number


def evaluate_left_to_right(start: int, ops: Sequence[Operation]) -> int:
    """Reference answer of ex1: each operation acts on the value so far."""
    value = start
    for sign, number in ops:
        if sign == "+":
            value = value + number
        elif sign == "-":
            value = value - number
        elif sign == "x":
            value = value * number
        elif sign == "/":
            value = value // number
        elif sign == "^":
            value = value ** 2
    return value



def shortest_chain(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """Reference answer of ex3: breadth first over positions (value, cards used)."""
    queue = deque([(start, frozenset(), 0)])
    seen = {(start, frozenset())}
    while queue:
        value, used, length = queue.popleft()
        for i, operation in enumerate(ops):
            if i in used:
                continue
            new_value = one_step(value, operation)
            if new_value is None:
                continue
            if new_value in targets:
                return length + 1
            position = (new_value, used | {i})
            if position not in seen:
                seen.add(position)
                queue.append((new_value, used | {i}, length + 1))
    return None



def try_everything(start: int, targets: Sequence[int], ops: Sequence[Operation]
                   ) -> tuple[int | None, int]:
    """Every order of 1 card, then 2 cards …: (shortest length or None, chains tried)."""
    tried = 0
    for length in range(1, len(ops) + 1):
        for chain in permutations(ops, length):
            tried += 1
            value: int | None = start
            for operation in chain:
                value = one_step(value, operation)
                if value is None:
                    break
            if value in targets:
                return length, tried
    return None, tried


def breadth_first(start: int, targets: Sequence[int], ops: Sequence[Operation]
                  ) -> tuple[int | None, int]:
    """Like :func:`shortest_chain`, counting positions explored: (length or None, count)."""
    queue = deque([(start, frozenset(), 0)])
    seen = {(start, frozenset())}
    explored = 0
    while queue:
        value, used, length = queue.popleft()
        explored += 1
        for i, operation in enumerate(ops):
            if i in used:
                continue
            new_value = one_step(value, operation)
            if new_value is None:
                continue
            if new_value in targets:
                return length + 1, explored
            position = (new_value, used | {i})
            if position not in seen:
                seen.add(position)
                queue.append((new_value, used | {i}, length + 1))
    return None, explored


def engine_value(start: int, ops: Sequence[Operation]) -> int:
    """What the Celsius engine computes for this chain."""
    return evaluate(start, [card_of(op) for op in ops])


def engine_shortest(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """The length of the exact solver's shortest chain (``None``: no chain)."""
    found = solve(start, targets, [card_of(op) for op in ops])
    return None if found is None else found.length


EVALUATE_CHAINS: list[tuple[int, list[Operation]]] = [
    (10, [("+", 1), ("x", 2)]),
    (3, [("x", 4)]),
    (5, [("-", 2), ("x", 3), ("+", 1)]),
    (0, [("-", 9), ("^", 2)]),
    (12, [("/", 4), ("+", 6), ("x", 5)]),
    (2, [("+", 3), ("^", 2), ("-", 1), ("/", 4)]),
    (7, []),
]

#: Positions of ex3: (start, targets, operations), no division so every step is exact.
SHORTEST_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4)]),
    (10, [22], [("+", 1), ("x", 2)]),
    (3, [50, 81], [("+", 2), ("x", 3), ("^", 2), ("-", 1)]),
    (0, [49], [("+", 3), ("+", 4), ("^", 2), ("-", 1)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2)]),
    (6, [20], [("+", 4), ("+", 4), ("-", 2), ("x", 2)]),
    (1, [100], [("+", 1), ("+", 2)]),
]

#: Positions compared in the notebook: "try everything" against breadth first.
COMPARE_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4), ("-", 3), ("+", 5), ("x", 3)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2), ("+", 1)]),
    (9, [32], [("-", 4), ("+", 1), ("-", 2), ("+", 6), ("^", 2), ("+", 4)]),
    (4, [90], [("+", 2), ("+", 3), ("x", 2), ("-", 1), ("+", 1), ("x", 3)]),
    (5, [99], [("+", 1), ("+", 2), ("x", 2), ("-", 3), ("+", 4), ("x", 5)]),
]

#: What the notebook shows.
DATA = {
    "example": (10, [("+", 1), ("x", 2)]),
    "positions": COMPARE_POSITIONS,
}


def _chains_with_four_cards() -> int:
    return sum(len(list(permutations(range(4), k))) for k in range(1, 5))


def exercises(language: str) -> dict[str, Exercise]:
    """The four exercises of the lesson, in ``language``."""
    prefix = "lessons_celsius.c1"
    return {
        "ex1": FunctionExercise(
            "ex1", prompt_key=f"{prefix}.ex1.prompt",
            hint_keys=(f"{prefix}.ex1.hint1", f"{prefix}.ex1.hint2", f"{prefix}.ex1.hint3"),
            language=language, reference=evaluate_left_to_right,
            reference_source=t(f"{prefix}.ex1.solution", language),
            name="evaluate_left_to_right",
            cases=[((start, ops), engine_value(start, ops)) for start, ops in EVALUATE_CHAINS]),
        "ex2": NumberExercise(
            "ex2", prompt_key=f"{prefix}.ex2.prompt",
            hint_keys=(f"{prefix}.ex2.hint1", f"{prefix}.ex2.hint2"), language=language,
            answer=_chains_with_four_cards(), explain_key=f"{prefix}.ex2.explain"),
        "ex3": FunctionExercise(
            "ex3", prompt_key=f"{prefix}.ex3.prompt",
            hint_keys=(f"{prefix}.ex3.hint1", f"{prefix}.ex3.hint2", f"{prefix}.ex3.hint3"),
            language=language, reference=shortest_chain,
            reference_source=t(f"{prefix}.ex3.solution", language), name="shortest_chain",
            cases=[((start, targets, ops), engine_shortest(start, targets, ops))
                   for start, targets, ops in SHORTEST_POSITIONS]),
        "ex4": ChoiceExercise(
            "ex4", prompt_key=f"{prefix}.ex4.prompt",
            hint_keys=(f"{prefix}.ex4.hint1", f"{prefix}.ex4.hint2"), language=language,
            answer="a", accepted={"a": "a", "b": "b", "c": "c"},
            explain_key=f"{prefix}.ex4.explain"),
    }


__all__ = [
    "COMPARE_POSITIONS",
    "DATA",
    "breadth_first",
    "card_of",
    "engine_shortest",
    "engine_value",
    "evaluate_left_to_right",
    "exercises",
    "one_step",
    "shortest_chain",
    "try_everything",
]
