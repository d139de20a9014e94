"""GaAg lesson 1: the first 18 elements, min and max with a loop, a sorted row, gaps.

Exercises (ids as in the notebooks ``lessons/fr|en/11-gaag.ipynb``):

- ex1: Z of oxygen (a number); ex2: the element of Z = 11 (a symbol, written exactly:
  ``"Na"``; ``"na"`` gets a kind hint about the capital letter);
- ex3: ``smallest(zs)`` and ex4: ``largest(zs)``, written with a loop;
- ex5: where Z = 7 goes to keep a row sorted (a position, counted from 0; counting
  from 1 is told so);
- ex6: ``insert_sorted(row, z)``: a new sorted list with ``z`` inserted;
- ex7: ``gap_positions(row)``: where a "<>" card may go, checked against the
  engine's own :func:`algunokit.gaag.placements`.

The loop exercises refuse the built-ins that would do the work (``min``,
``max``, ``sorted``, ``.sort()``) and a function that changes the list it is
given: the point is to write the loop.
"""

from __future__ import annotations

import ast
import copy
import inspect
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.draw.gaag import row_table
from algunokit.exercises.core import (
    ChoiceExercise,
    Exercise,
    Feedback,
    NumberExercise,
    good,
    wrong,
)
from algunokit.exercises.functions import FunctionExercise
from algunokit.gaag import SYMBOLS, element, gap_card, placements

#: What the notebook shows: the rows it asks about.
DATA: dict[str, Any] = {
    "oxygen": 8,
    "sodium": 11,
    "sorted_row": [3, 5, 8, 11],
    "sorted_z": 7,
    "gap_row": [3, 5, 6, 9, 11],
}


# The reference solutions, shown by ``solution()``: written as a 12-year-old would.


def smallest(zs):
    best = zs[0]
    for z in zs:
        if z < best:
            best = z
    return best


def largest(zs):
    best = zs[0]
    for z in zs:
        if z > best:
            best = z
    return best


def insert_sorted(row, z):
    new_row = []
    placed = False
    for value in row:
        if not placed and z < value:
            new_row.append(z)
            placed = True
        new_row.append(value)
    if not placed:
        new_row.append(z)
    return new_row


def gap_positions(row):
    positions = []
    for i in range(1, len(row)):
        if row[i] - row[i - 1] == 2:
            positions.append(i)
    return positions


def _source(function: Callable[..., Any]) -> str:
    return textwrap.dedent(inspect.getsource(function))


def engine_gap_positions(row: Sequence[int]) -> list[int]:
    """Where the engine lets a "<>" card go on the row of elements ``row``."""
    if not row:  # on an empty table a "<>" starts the row: that is not a gap
        return []
    return [p.index for p in placements(row_table(list(row)), gap_card())]


@dataclass
class LoopExercise(FunctionExercise):
    """A :class:`FunctionExercise` whose answer must do the work with its own loop.

    Before the cases run, the student's source is read (never run) to refuse the
    ``forbidden`` built-ins; each case gets a copy of its arguments, and a
    function that changes the list it was given is told so.
    """

    forbidden: tuple[str, ...] = ("min", "max", "sorted", "sort")

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if callable(answer):
            used = _forbidden_calls(answer, self.forbidden)
            if used:
                return wrong(lang, "lessons_gaag.forbidden", name=self.name, used=used)
            for args, _ in self.cases:
                given = copy.deepcopy(args)
                try:
                    answer(*given)
                except Exception:  # reported with its input by the cases below
                    break
                if given != args:
                    shown = ", ".join(repr(a) for a in args)
                    return wrong(lang, "lessons_gaag.mutated", name=self.name, args=shown)
        return super().check(_copying(answer) if callable(answer) else answer)


def _copying(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` called on copies of its arguments (the cases stay intact)."""
    return lambda *args: function(*copy.deepcopy(args))


def _forbidden_calls(function: Callable[..., Any], forbidden: Sequence[str]) -> str:
    """The forbidden names the function calls ('' if none, or if its source is unknown)."""
    try:
        tree = ast.parse(_source(function))
    except (OSError, TypeError, SyntaxError):
        return ""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name in forbidden and name not in found:
                found.append(name)
    return ", ".join(f"{name}()" for name in found)


_MIN_MAX_CASES = ([5, 3, 9], [7], [12, 4, 4, 8], [18, 17, 1], [2, 9, 5, 11], [6, 6, 6],
                  [10, 13, 16])
_INSERT_CASES = (([3, 5, 9], 7), ([3, 5, 9], 1), ([3, 5, 9], 12), ([], 8), ([7, 8], 7),
                 ([2, 4, 6, 8], 5), ([1, 18], 10))
_GAP_ROWS = ([3, 5], [3, 6], [3, 5, 6, 9, 12, 14], [7, 7, 9], [5], [1, 3, 5, 7, 8, 10],
             [2, 3, 4], [16, 18])


@dataclass
class SymbolExercise(ChoiceExercise):
    """ex2: a chemical symbol, written exactly (``"Na"``, not ``"na"`` nor ``"NA"``).

    A symbol in the wrong case is refused with a kind hint naming the right
    spelling; another element's symbol is named; anything else is told what a
    symbol looks like.
    """

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return super().check(answer)
        if not isinstance(answer, str):
            return wrong(lang, "lessons_gaag.ex2.not_symbol", found=repr(answer))
        text = answer.strip()
        if text == self.answer:
            return good(lang)
        exact = {symbol: z for z, symbol in enumerate(SYMBOLS) if z}
        folded = {symbol.lower(): symbol for symbol in exact}
        if text not in exact and text.lower() in folded:
            symbol = folded[text.lower()]
            return wrong(lang, "lessons_gaag.ex2.case", found=text, symbol=symbol,
                         first=symbol[0])
        if text in exact:
            return wrong(lang, "lessons_gaag.ex2.other", symbol=text, z=exact[text],
                         name=element(exact[text]).name(lang))
        return wrong(lang, "lessons_gaag.ex2.not_symbol", found=repr(answer))


def exercises(language: str) -> dict[str, Exercise]:
    """The lesson's exercises in ``language`` ("fr" or "en")."""
    sorted_row, z = DATA["sorted_row"], DATA["sorted_z"]
    return {
        "ex1": NumberExercise("ex1", answer=DATA["oxygen"], prompt_key="lessons_gaag.ex1.prompt",
                              hint_keys=("lessons_gaag.ex1.hint1", "lessons_gaag.ex1.hint2"),
                              explain_key="lessons_gaag.ex1.explain", language=language),
        "ex2": SymbolExercise("ex2", answer=SYMBOLS[DATA["sodium"]],
                              prompt_key="lessons_gaag.ex2.prompt",
                              hint_keys=("lessons_gaag.ex2.hint1", "lessons_gaag.ex2.hint2"),
                              explain_key="lessons_gaag.ex2.explain", language=language),
        "ex3": LoopExercise("ex3", prompt_key="lessons_gaag.ex3.prompt",
                            hint_keys=("lessons_gaag.ex3.hint1", "lessons_gaag.ex3.hint2",
                                       "lessons_gaag.ex3.hint3"),
                            language=language, reference=smallest,
                            reference_source=_source(smallest), name="smallest",
                            cases=tuple(((zs,), smallest(zs)) for zs in _MIN_MAX_CASES)),
        "ex4": LoopExercise("ex4", prompt_key="lessons_gaag.ex4.prompt",
                            hint_keys=("lessons_gaag.ex4.hint1", "lessons_gaag.ex4.hint2"),
                            language=language, reference=largest,
                            reference_source=_source(largest), name="largest",
                            cases=tuple(((zs,), largest(zs)) for zs in _MIN_MAX_CASES)),
        "ex5": NumberExercise("ex5", answer=len([v for v in sorted_row if v < z]),
                              prompt_key="lessons_gaag.ex5.prompt",
                              hint_keys=("lessons_gaag.ex5.hint1", "lessons_gaag.ex5.hint2"),
                              explain_key="lessons_gaag.ex5.explain",
                              explain_params={"row": sorted_row, "z": z},
                              mistakes={len([v for v in sorted_row if v < z]) + 1:
                                        "lessons_gaag.ex5.from_one"},
                              language=language),
        "ex6": LoopExercise("ex6", prompt_key="lessons_gaag.ex6.prompt",
                            hint_keys=("lessons_gaag.ex6.hint1", "lessons_gaag.ex6.hint2",
                                       "lessons_gaag.ex6.hint3"),
                            language=language, reference=insert_sorted,
                            reference_source=_source(insert_sorted), name="insert_sorted",
                            cases=tuple(((row, v), sorted([*row, v]))
                                        for row, v in _INSERT_CASES)),
        "ex7": LoopExercise("ex7", prompt_key="lessons_gaag.ex7.prompt",
                            hint_keys=("lessons_gaag.ex7.hint1", "lessons_gaag.ex7.hint2"),
                            language=language, reference=gap_positions,
                            reference_source=_source(gap_positions), name="gap_positions",
                            cases=tuple(((row,), engine_gap_positions(row))
                                        for row in _GAP_ROWS)),
    }


__all__ = ["DATA", "LoopExercise", "SymbolExercise", "engine_gap_positions", "exercises"]
