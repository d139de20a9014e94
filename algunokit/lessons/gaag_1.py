"""GaAg lesson 1: the first 18 elements, min and max with a loop, a sorted row, gaps.

Exercises (ids as in the notebooks ``lessons/fr|en/11-gaag.ipynb``):

- ex1: Z of an element (``L.data["element"]``, oxygen); ex2: the element whose Z is
  ``L.data["symbol_of"]`` (11), answered by its symbol written exactly (``"Na"``;
  ``"na"`` gets a kind hint about the capital letter);
- ex3: ``smallest(zs)`` and ex4: ``largest(zs)``, written with a loop;
- ex5: where ``L.data["sorted_z"]`` goes to keep ``L.data["sorted_row"]`` sorted (a
  position, counted from 0; counting from 1 is told so);
- ex6: ``insert_sorted(row, z)``: a new sorted list with ``z`` inserted;
- ex7: ``gap_positions(row)``: where a "<>" card may go, checked against the
  engine's own :func:`algunokit.gaag.placements` (on ``L.data["gap_row"]`` too).

The loop exercises refuse the built-ins that would do the work (``min``,
``max``, ``sorted``, ``.sort()``) and a function that changes the list it is
given: the point is to write the loop. Every answer, hint and explanation is
computed from ``L.data`` when the student checks.
"""

from __future__ import annotations

import inspect
import random
import textwrap
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from algunokit.draw.gaag import row_table
from algunokit.errors import ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.gaag import loop_function, symbol
from algunokit.exercises.teacher import number
from algunokit.gaag import SYMBOLS, element, gap_card, placements
from algunokit.i18n import t
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import safe_text

#: The highest Z of the lesson's elements (argon).
TOP = len(SYMBOLS) - 1


def read_element(value: Any) -> int:
    """An element of the lesson: its Z (1 to 18) or its symbol (``"O"``)."""
    if isinstance(value, str) and value.strip() in SYMBOLS[1:]:
        return SYMBOLS.index(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= TOP:
        raise ConfigError("lessons_gaag.error.element", found=safe_text(value), high=TOP)
    return value


def read_row(value: Any) -> list[int]:
    """A sorted row of 1 to 8 different Z values (1 to 18)."""
    if (not isinstance(value, list | tuple) or not 1 <= len(value) <= 8
            or not all(isinstance(z, int) and not isinstance(z, bool) and 1 <= z <= TOP
                       for z in value)
            or any(a >= b for a, b in pairwise(value))):
        raise ConfigError("lessons_gaag.error.row", found=safe_text(value), high=TOP)
    return list(value)


DATA: dict[str, Any] = {
    "element": 8,  # oxygen
    "symbol_of": 11,  # sodium
    "sorted_row": [3, 5, 8, 11],
    "sorted_z": 7,
    "gap_row": [3, 5, 6, 9, 11],
}
READERS: dict[str, Callable[[Any], Any]] = {
    "element": read_element, "symbol_of": whole_number(1, TOP), "sorted_row": read_row,
    "sorted_z": whole_number(1, TOP), "gap_row": read_row,
}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Other elements and other rows."""
    row = sorted(rng.sample(range(1, TOP + 1), rng.randint(1, 6)))
    return {"element": rng.randint(1, TOP), "symbol_of": rng.randint(1, TOP),
            "sorted_row": row,
            "sorted_z": rng.choice([z for z in range(1, TOP + 1) if z not in row]),
            "gap_row": sorted(rng.sample(range(1, TOP + 1), rng.randint(1, 7)))}


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


def _solutions(function: Callable[..., Any], french: str) -> dict[str, str]:
    """The model solution in each language: the French lesson names the function in French."""
    source = _source(function)
    return {"fr": source.replace(f"def {function.__name__}(", f"def {french}(", 1),
            "en": source}


def engine_gap_positions(row: Sequence[int]) -> list[int]:
    """Where the engine lets a "<>" card go on the row of elements ``row``."""
    if not row:  # on an empty table a "<>" starts the row: that is not a gap
        return []
    return [p.index for p in placements(row_table(list(row)), gap_card())]


#: The cases every function is checked on, before the lesson's own rows.
MIN_MAX_CASES = ([5, 3, 9], [7], [12, 4, 4, 8], [18, 17, 1], [2, 9, 5, 11], [6, 6, 6],
                 [10, 13, 16])
INSERT_CASES = (([3, 5, 9], 7), ([3, 5, 9], 1), ([3, 5, 9], 12), ([], 8), ([7, 8], 7),
                ([2, 4, 6, 8], 5), ([1, 18], 10))
GAP_ROWS = ([3, 5], [3, 6], [3, 5, 6, 9, 12, 14], [7, 7, 9], [5], [1, 3, 5, 7, 8, 10],
            [2, 3, 4], [16, 18])

#: The rows of the periodic table the lesson shows: (first Z, last Z).
PERIODS = ((1, 2), (3, 10), (11, 18))
#: The class game of §5 (the class variant, docs/rules/gaag.en.md): it stops at the end of this
#: turn, 15 turns each for 3 players; a whole round lasts about 58 turns and a game to
#: 100 atoms about 175 (tests/lessons/test_gaag_class_limit.py measures it)
CLASS_TURN_LIMIT = 45


def period(z: int) -> int:
    """The row of the periodic table (1 to 3) where ``z`` is."""
    return next(n for n, (low, high) in enumerate(PERIODS, 1) if low <= z <= high)


def _name(z: int):
    return lambda lang: element(z).name(lang)


def _row(values: Sequence[int]) -> str:
    return "[" + ", ".join(map(str, values)) + "]"


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The lesson's exercises (``ex1`` … ``ex7``), reading ``data`` at check time."""

    def ex1_hint2() -> dict[str, str]:
        z = data["element"]
        low = PERIODS[period(z) - 1][0]
        before = " ".join(f"{SYMBOLS[k]} {k}," for k in range(low, z))
        if not before:
            return catalogue("lessons_gaag.ex1.hint2_first", period=period(z))
        return catalogue("lessons_gaag.ex1.hint2", period=period(z), before=before,
                         symbol=SYMBOLS[z])

    def position() -> int:
        return sum(1 for v in data["sorted_row"] if v < data["sorted_z"])

    def smaller_and_greater() -> tuple[Any, Any]:
        row, z = data["sorted_row"], data["sorted_z"]
        smaller = ", ".join(str(v) for v in row if v < z)
        greater = ", ".join(str(v) for v in row if v >= z)
        return (lambda lang: smaller or t("lessons_gaag.none", lang),
                lambda lang: greater or t("lessons_gaag.none", lang))

    def ex5_explain() -> dict[str, str]:
        row, z, n = data["sorted_row"], data["sorted_z"], position()
        smaller = smaller_and_greater()[0]
        if n == len(row):
            return catalogue("lessons_gaag.ex5.explain_end", row=_row(row), z=z, n=n,
                             smaller=smaller)
        return catalogue("lessons_gaag.ex5.explain", row=_row(row), z=z, n=n, after=row[n],
                         smaller=smaller)

    def ex5_hint2() -> dict[str, str]:
        smaller, greater = smaller_and_greater()
        return catalogue("lessons_gaag.ex5.hint2", z=data["sorted_z"], smaller=smaller,
                         greater=greater)

    return {
        "ex1": number(
            lambda: catalogue("lessons_gaag.ex1.prompt", name=_name(data["element"]),
                              symbol=SYMBOLS[data["element"]]),
            lambda: data["element"],
            hints=[catalogue("lessons_gaag.ex1.hint1"), ex1_hint2],
            explanation=lambda: catalogue("lessons_gaag.ex1.explain",
                                          name=_name(data["element"]),
                                          symbol=SYMBOLS[data["element"]], z=data["element"]),
            counted=False),
        "ex2": symbol(
            lambda: catalogue("lessons_gaag.ex2.prompt", z=data["symbol_of"]),
            lambda: data["symbol_of"],
            hints=[lambda: catalogue("lessons_gaag.ex2.hint1", z=data["symbol_of"],
                                     period=period(data["symbol_of"])),
                   lambda: catalogue("lessons_gaag.ex2.hint2", name=_name(data["symbol_of"]))],
            explanation=lambda: catalogue("lessons_gaag.ex2.explain",
                                          symbol=SYMBOLS[data["symbol_of"]],
                                          name=_name(data["symbol_of"]), z=data["symbol_of"])),
        "ex3": loop_function(
            catalogue("lessons_gaag.ex3.prompt"), smallest,
            cases=lambda: [(list(zs),) for zs in (*MIN_MAX_CASES, data["sorted_row"],
                                                   data["gap_row"])],
            name="smallest", names=("plus_petit", "smallest"),
            solution=_solutions(smallest, "plus_petit"),
            hints=[catalogue("lessons_gaag.ex3.hint1"), catalogue("lessons_gaag.ex3.hint2"),
                   catalogue("lessons_gaag.ex3.hint3")]),
        "ex4": loop_function(
            catalogue("lessons_gaag.ex4.prompt"), largest,
            cases=lambda: [(list(zs),) for zs in (*MIN_MAX_CASES, data["sorted_row"],
                                                   data["gap_row"])],
            name="largest", names=("plus_grand", "largest"),
            solution=_solutions(largest, "plus_grand"),
            hints=[catalogue("lessons_gaag.ex4.hint1"), catalogue("lessons_gaag.ex4.hint2")]),
        "ex5": number(
            lambda: catalogue("lessons_gaag.ex5.prompt", row=_row(data["sorted_row"]),
                              z=data["sorted_z"]),
            position,
            hints=[lambda: catalogue("lessons_gaag.ex5.hint1", z=data["sorted_z"]),
                   ex5_hint2],
            explanation=ex5_explain,
            mistakes=lambda: {position() + 1: catalogue(
                "lessons_gaag.ex5.from_one", row=_row(data["sorted_row"]))}),
        "ex6": loop_function(
            catalogue("lessons_gaag.ex6.prompt"), insert_sorted,
            cases=lambda: [(list(row), z) for row, z in (
                *INSERT_CASES, (data["sorted_row"], data["sorted_z"]))],
            name="insert_sorted", names=("inserer_trie", "insert_sorted"),
            solution=_solutions(insert_sorted, "inserer_trie"),
            hints=[catalogue("lessons_gaag.ex6.hint1"), catalogue("lessons_gaag.ex6.hint2"),
                   catalogue("lessons_gaag.ex6.hint3")]),
        "ex7": loop_function(
            catalogue("lessons_gaag.ex7.prompt"), engine_gap_positions,
            cases=lambda: [(list(row),) for row in (*GAP_ROWS, data["gap_row"])],
            name="gap_positions", names=("positions_des_trous", "gap_positions"),
            solution=_solutions(gap_positions, "positions_des_trous"),
            hints=[catalogue("lessons_gaag.ex7.hint1"), catalogue("lessons_gaag.ex7.hint2")]),
    }
