"""Celsius lesson 1: the rules, computing left to right, then the shortest chain.

Notebook: ``lessons/fr/10-celsius.ipynb`` / ``lessons/en/10-celsius.ipynb``.

In the notebook an operation is a pair ``(sign, number)``: ``("+", 3)``,
``("-", 4)``, ``("x", 2)``, ``("/", 2)`` (a division, allowed only when it is
exact) and ``("^", 2)`` (squared). Every expected answer is computed by the
engine itself (:func:`algunokit.celsius.evaluate` and
:func:`algunokit.celsius.solve`), so the exercises check students against the
real rules.

The search is built step by step, with nothing a student of 3e has not seen:
lists for the queue (``append`` / ``pop(0)``) and for the positions already
seen, a tuple for the cards left in hand.

* ``ex1``: write ``evaluate_left_to_right(start, ops)`` (no operator priority,
  ``None`` when a division is not exact);
* ``ex2``: how many chains "try everything" may try with 4 different cards;
* ``ex3``: one step of the search: ``next_positions((value, cards_left))``;
* ``ex4``: a queue by hand: which value leaves the queue third;
* ``ex5``: the loop: ``shortest_chain(start, targets, ops)``, breadth first,
  never exploring the same position twice (the checker watches the calls to the
  student's own ``next_positions``);
* ``ex6``: why the first chain breadth-first search finds is a shortest one.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from algunokit.celsius import InexactDivision, OperatorCard, evaluate, parse_operator, solve
from algunokit.exercises import ChoiceExercise, Exercise, FunctionExercise, NumberExercise
from algunokit.exercises.core import Feedback, good, wrong
from algunokit.i18n import t

Operation = tuple[str, int]
Position = tuple[int, tuple[Operation, ...]]

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


def evaluate_left_to_right(start: int, ops: Sequence[Operation]) -> int | None:
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
            if value % number != 0:
                return None
            value = value // number
        elif sign == "^":
            value = value ** 2
    return value


def without(cards: tuple[Operation, ...], i: int) -> tuple[Operation, ...]:
    """The cards without the one at index ``i`` (the notebook gives it as ``sans``)."""
    return cards[:i] + cards[i + 1:]


def next_positions(position: Position) -> list[Position]:
    """Reference answer of ex3: one position per card left (inexact divisions skipped)."""
    value, cards_left = position
    found = []
    for i in range(len(cards_left)):
        new_value = evaluate_left_to_right(value, [cards_left[i]])
        if new_value is not None:
            found.append((new_value, without(cards_left, i)))
    return found


def shortest_chain(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """Reference answer of ex5: breadth first over positions (value, cards left)."""
    queue = [(start, tuple(ops), 0)]
    seen = []
    while queue:
        value, cards_left, length = queue.pop(0)
        for position in next_positions((value, cards_left)):
            new_value, rest = position
            if new_value in targets:
                return length + 1
            if position not in seen:
                seen.append(position)
                queue.append((new_value, rest, length + 1))
    return None


def try_everything(start: int, targets: Sequence[int], ops: Sequence[Operation]
                   ) -> tuple[int | None, int]:
    """Every order of 1 card, then 2 cards …: (shortest length or None, chains tried)."""
    tried = 0
    for length in range(1, len(ops) + 1):
        for chain in permutations(ops, length):
            tried += 1
            if evaluate_left_to_right(start, chain) in targets:
                return length, tried
    return None, tried


def breadth_first(start: int, targets: Sequence[int], ops: Sequence[Operation]
                  ) -> tuple[int | None, int]:
    """Like :func:`shortest_chain`, counting positions explored: (length or None, count)."""
    queue = [(start, tuple(ops), 0)]
    seen = []
    explored = 0
    while queue:
        value, cards_left, length = queue.pop(0)
        explored += 1
        for position in next_positions((value, cards_left)):
            if position[0] in targets:
                return length + 1, explored
            if position not in seen:
                seen.append(position)
                queue.append((*position, length + 1))
    return None, explored


def engine_value(start: int, ops: Sequence[Operation]) -> int | None:
    """What the Celsius engine computes for this chain (``None``: an inexact division)."""
    try:
        return evaluate(start, [card_of(op) for op in ops])
    except InexactDivision:
        return None


def engine_shortest(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """The length of the exact solver's shortest chain (``None``: no chain)."""
    found = solve(start, targets, [card_of(op) for op in ops])
    return None if found is None else found.length


def engine_next_positions(position: Position) -> list[Position]:
    """ex3's expected answer, from the engine's arithmetic (one card at a time)."""
    value, cards_left = position
    return [(new, without(cards_left, i)) for i, op in enumerate(cards_left)
            if (new := engine_value(value, [op])) is not None]


EVALUATE_CHAINS: list[tuple[int, list[Operation]]] = [
    (10, [("+", 1), ("x", 2)]),
    (3, [("x", 4)]),
    (5, [("-", 2), ("x", 3), ("+", 1)]),
    (0, [("-", 9), ("^", 2)]),
    (12, [("/", 4), ("+", 6), ("x", 5)]),
    (2, [("+", 3), ("^", 2), ("-", 1), ("/", 4)]),
    (7, []),
    (7, [("/", 2)]),                      # 7 ÷ 2 is not exact: None
    (10, [("/", 4), ("x", 2)]),           # // would say 2 × 2 = 4
    (9, [("-", 2), ("/", 3), ("+", 1)]),  # 7 ÷ 3 is not exact
]

#: Positions of ex3: (value, cards left); with an inexact division and a repeated card.
STEP_POSITIONS: list[Position] = [
    (10, (("+", 1), ("x", 2), ("x", 4))),
    (11, (("x", 2), ("x", 4))),
    (7, (("/", 2), ("+", 1))),
    (12, (("/", 4), ("/", 5), ("^", 2))),
    (3, (("+", 1), ("+", 1))),
    (5, ()),
]

#: Positions of ex5: (start, targets, operations). The first one is the notebook's;
#: some have inexact divisions that ``//`` would wrongly accept, and in some a search
#: that takes the newest position (a stack) instead of the oldest finds a longer chain.
SHORTEST_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4)]),
    (10, [22], [("+", 1), ("x", 2)]),
    (3, [50, 81], [("+", 2), ("x", 3), ("^", 2), ("-", 1)]),
    (0, [49], [("+", 3), ("+", 4), ("^", 2), ("-", 1)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2)]),
    (6, [20], [("+", 4), ("+", 4), ("-", 2), ("x", 2)]),
    (1, [100], [("+", 1), ("+", 2)]),
    (7, [3, 30], [("/", 2), ("+", 3), ("x", 3)]),        # 7 // 2 = 3 is not a chain
    (9, [4, 25], [("/", 2), ("+", 1), ("/", 2), ("-", 4)]),
    (0, [100], [("+", 1), ("+", 2), ("+", 3), ("+", 4)]),  # no chain: every position once
    (4, [36, 49], [("+", 1), ("+", 2), ("x", 3), ("^", 2), ("-", 1)]),
]

#: Positions compared in the notebook: "try everything" against breadth first.
COMPARE_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4), ("-", 3), ("+", 5), ("x", 3)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2), ("+", 1)]),
    (9, [32], [("-", 4), ("+", 1), ("-", 2), ("+", 6), ("^", 2), ("+", 4)]),
    (4, [90], [("+", 2), ("+", 3), ("x", 2), ("-", 1), ("+", 1), ("x", 3)]),
    (5, [99], [("+", 1), ("+", 2), ("x", 2), ("-", 3), ("+", 4), ("x", 5)]),
]

#: The queue of ex4, written out in the notebook.
QUEUE_STEPS: list[tuple[str, int | None]] = [
    ("pop", None), ("append", 11), ("append", 20), ("append", 40), ("pop", None),
    ("append", 22), ("pop", None),
]

#: What the notebook shows.
DATA = {
    "example": (10, [("+", 1), ("x", 2)]),
    "positions": COMPARE_POSITIONS,
}


def _chains_with_four_cards() -> int:
    return sum(len(list(permutations(range(4), k))) for k in range(1, 5))


def _third_out() -> int:
    queue, out = [10], []
    for action, value in QUEUE_STEPS:
        if action == "pop":
            out.append(queue.pop(0))
        else:
            queue.append(value)
    return out[2]


def _source_tree(function: Callable[..., Any]) -> ast.AST | None:
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return None


def _uses_xor(function: Callable[..., Any]) -> bool:
    """True if the function's source uses ``^`` (read with ``ast``, never run)."""
    tree = _source_tree(function)
    return tree is not None and any(isinstance(node, ast.BitXor) for node in ast.walk(tree))


def _uses_floor_division(function: Callable[..., Any]) -> bool:
    tree = _source_tree(function)
    return tree is not None and any(isinstance(node, ast.FloorDiv) for node in ast.walk(tree))


@dataclass
class ChainExercise(FunctionExercise):
    """ex1 and ex3: a wrong answer whose source uses ``^`` is told that ``^`` is not a
    power in Python; one that divides with ``//`` and fails on an inexact division is
    told that Celsius only divides exactly."""

    inexact: Sequence[tuple[Any, ...]] = ()

    def check(self, answer: Any) -> Feedback:
        result = super().check(answer)
        if result.ok or not callable(answer):
            return result
        details = list(result.details)
        if _uses_xor(answer):
            details.append(t("lessons_celsius.c1.xor", self.language))
        if _uses_floor_division(answer) and any(args in self.inexact for args in
                                                self._failing(answer)):
            details.append(t("lessons_celsius.c1.inexact", self.language))
        return Feedback(False, result.message, tuple(details))

    def _failing(self, answer: Callable[..., Any]) -> list[tuple[Any, ...]]:
        failing = []
        for args, expected in self.cases:
            try:
                if answer(*args) != expected:
                    failing.append(args)
            except Exception:  # reported by the base check already
                failing.append(args)
        return failing


#: The names of ex3's function in the notebooks (French, English).
HELPER_NAMES = ("suivantes", "next_positions")


@dataclass
class SearchExercise(FunctionExercise):
    """ex5: the search must be right on every case AND explore each position once.

    The student's ``shortest_chain`` finds the next positions with their own
    ``next_positions`` (``suivantes`` in French), looked up in their notebook. The
    checker first makes sure that function passes ex3, then watches every call to
    it: a position explored twice means the "already seen" list is missing.
    """

    helper: str = "next_positions"
    step_exercise: FunctionExercise | None = None

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ... or not callable(answer):
            return super().check(answer)
        names = getattr(answer, "__globals__", {})
        used = getattr(getattr(answer, "__code__", None), "co_names", ())
        name = next((n for n in (self.helper, *HELPER_NAMES) if n in used), self.helper)
        helper = names.get(name)
        if not callable(helper):
            return wrong(lang, "lessons_celsius.c1.ex5.no_helper", helper=self.helper)
        if self.step_exercise is not None and not self.step_exercise.check(helper).ok:
            return wrong(lang, "lessons_celsius.c1.ex5.helper_wrong", helper=self.helper)
        explored: list[Any] = []

        def watched(position: Any) -> Any:
            explored.append(position)
            return helper(position)

        names[name] = watched
        try:
            for args, expected in self.cases:
                explored.clear()
                result = self._check_one(answer, args, expected)
                if result is not None:
                    return result
                if not explored:
                    return wrong(lang, "lessons_celsius.c1.ex5.no_calls", helper=self.helper,
                                 name=self.name)
                twice = _first_repeat(explored)
                if twice is not None:
                    return wrong(lang, "lessons_celsius.c1.ex5.twice", name=self.name,
                                 args=", ".join(repr(a) for a in args), position=repr(twice))
        finally:
            names[name] = helper
        return good(lang, "exercises.function.good", n=len(self.cases))

    def _check_one(self, answer: Callable[..., Any], args: tuple[Any, ...],
                   expected: Any) -> Feedback | None:
        """The feedback on one case (``None`` when it passes)."""
        lang = self.language
        shown = ", ".join(repr(a) for a in args)
        try:
            got = answer(*args)
        except Exception as exc:  # a student's bug: report it, never crash the lesson
            return wrong(lang, "exercises.function.raised", name=self.name, args=shown,
                         error=f"{type(exc).__name__}: {exc}")
        if got != expected:
            return wrong(lang, "exercises.function.differs", name=self.name, args=shown,
                         got=repr(got), want=repr(expected))
        return None


def _first_repeat(positions: Sequence[Any]) -> Any:
    seen = []
    for position in positions:
        if position in seen:
            return position
        seen.append(position)
    return None




def exercises(language: str) -> dict[str, Exercise]:
    """The six exercises of the lesson, in ``language``."""
    helper = "suivantes" if language == "fr" else "next_positions"
    step = ChainExercise(
        "ex3", prompt_key="lessons_celsius.c1.ex3.prompt",
        hint_keys=("lessons_celsius.c1.ex3.hint1", "lessons_celsius.c1.ex3.hint2",
                   "lessons_celsius.c1.ex3.hint3"),
        language=language, reference=next_positions,
        reference_source=t("lessons_celsius.c1.ex3.solution", language), name=helper,
        cases=[((position,), engine_next_positions(position)) for position in STEP_POSITIONS],
        inexact=[(position,) for position in STEP_POSITIONS
                 if any(sign == "/" for sign, _ in position[1])])
    return {
        "ex1": ChainExercise(
            "ex1", prompt_key="lessons_celsius.c1.ex1.prompt",
            hint_keys=("lessons_celsius.c1.ex1.hint1", "lessons_celsius.c1.ex1.hint2",
                       "lessons_celsius.c1.ex1.hint3",
                       "lessons_celsius.c1.ex1.hint4"),
            language=language, reference=evaluate_left_to_right,
            reference_source=t("lessons_celsius.c1.ex1.solution", language),
            name="evaluate_left_to_right",
            cases=[((start, ops), engine_value(start, ops)) for start, ops in EVALUATE_CHAINS],
            inexact=[(start, ops) for start, ops in EVALUATE_CHAINS
                     if engine_value(start, ops) is None]),
        "ex2": NumberExercise(
            "ex2", prompt_key="lessons_celsius.c1.ex2.prompt",
            hint_keys=("lessons_celsius.c1.ex2.hint1", "lessons_celsius.c1.ex2.hint2"),
            language=language,
            answer=_chains_with_four_cards(), explain_key="lessons_celsius.c1.ex2.explain"),
        "ex3": step,
        "ex4": NumberExercise(
            "ex4", prompt_key="lessons_celsius.c1.ex4.prompt",
            hint_keys=("lessons_celsius.c1.ex4.hint1", "lessons_celsius.c1.ex4.hint2"),
            language=language,
            answer=_third_out(), explain_key="lessons_celsius.c1.ex4.explain",
            mistakes={22: "lessons_celsius.c1.ex4.stack", 11: "lessons_celsius.c1.ex4.second"}),
        "ex5": SearchExercise(
            "ex5", prompt_key="lessons_celsius.c1.ex5.prompt",
            hint_keys=("lessons_celsius.c1.ex5.hint1", "lessons_celsius.c1.ex5.hint2",
                       "lessons_celsius.c1.ex5.hint3"),
            language=language, reference=shortest_chain,
            reference_source=t("lessons_celsius.c1.ex5.solution", language), name="shortest_chain",
            cases=[((start, targets, ops), engine_shortest(start, targets, ops))
                   for start, targets, ops in SHORTEST_POSITIONS],
            helper=helper, step_exercise=step),
        "ex6": ChoiceExercise(
            "ex6", prompt_key="lessons_celsius.c1.ex6.prompt",
            hint_keys=("lessons_celsius.c1.ex6.hint1", "lessons_celsius.c1.ex6.hint2"),
            language=language,
            answer="a", accepted={"a": "a", "b": "b", "c": "c"},
            explain_key="lessons_celsius.c1.ex6.explain"),
    }


__all__ = [
    "COMPARE_POSITIONS",
    "DATA",
    "SHORTEST_POSITIONS",
    "STEP_POSITIONS",
    "ChainExercise",
    "SearchExercise",
    "breadth_first",
    "card_of",
    "engine_next_positions",
    "engine_shortest",
    "engine_value",
    "evaluate_left_to_right",
    "exercises",
    "next_positions",
    "one_step",
    "shortest_chain",
    "try_everything",
    "without",
]
