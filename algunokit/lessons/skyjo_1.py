"""Skyjo, lesson 1: sums with negative numbers, columns scanned with loops, and a
strategy written as a series of alternatives, measured in a small tournament.

A tableau is written as Python lists, 3 rows of 4 values: an ``int`` is a
face-up card, ``None`` a face-down card. The exercises:

- ``ex1``: the score of the tableau ``L.data["by_hand"]``, by hand (negative cards
  lower it); ``L.ex1.picture()`` draws it;
- ``ex2``: ``score(grid)``, the same with two nested loops;
- ``ex3``: ``removed_columns(grid)``, the columns of three equal face-up cards
  (compared with :func:`algunokit.skyjo.column_removals`); ``L.ex3.picture()`` draws
  ``L.data["columns_example"]``;
- ``ex4``: ``strategy(view, decision)``, if / elif / else, checked by the teacher's
  :func:`~algunokit.exercises.teacher.strategy`: it must only answer allowed options
  and win ``TARGET`` of ``GAMES`` three-player games against two « au hasard » robots
  (far more than the notebook's starter does). ``L.ex4.tournament(strategy)`` then
  plays a small tournament against the kit's bots.

Every answer and explanation is computed from ``L.data`` when the student checks;
``score`` and ``removed_columns`` are checked on the lesson's own tableaux first.
Feedback names the case that goes wrong and, when it can tell, why (a negative
card counted as positive, a ``return`` inside the loop, three face-down cards
taken for a column …). No Jupyter import at module level: the engines' test
imports this module with Jupyter blocked.
"""

from __future__ import annotations

import linecache
import random
from collections.abc import Callable
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.skyjo import (
    Match,
    ScoreCheck,
    TournamentResult,
    columns_function,
    grid_number,
    skyjo_strategy,
)
from algunokit.i18n import resolve
from algunokit.lessons.data import catalogue
from algunokit.protocol import safe_text
from algunokit.skyjo.cards import Slot
from algunokit.skyjo.moves import DecisionKind, DiscardAndReveal, Exchange, Pile

Grid = list[list[Any]]

# -- data ---------------------------------------------------------------------------

#: The tableau of exercise 1 (all face up, end of a round): 37 points.
BY_HAND: Grid = [[-2, 7, 0, 11], [-1, 3, -2, 8], [4, -1, 10, 0]]

#: Tableaux on which ``score`` is checked (all face up).
SCORE_CASES: tuple[Grid, ...] = (
    [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
    [[-2, -1, 0, 0], [-1, -2, 0, 0], [0, 0, -1, -2]],
    BY_HAND,
    [[12, 12, -2, 5], [0, 9, -2, 5], [3, -1, -2, 4]],
    [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    [[-2, 12, 6, 1], [4, -1, 6, 2], [7, 3, 6, -2]],
)

#: The tableau shown in exercise 3: column 0 has three 5s, column 2 three face-down cards.
COLUMNS_EXAMPLE: Grid = [[5, 3, None, -1], [5, 3, None, -1], [5, 4, None, -1]]

#: Tableaux on which ``removed_columns`` is checked (``None``: face down).
COLUMN_CASES: tuple[Grid, ...] = (
    COLUMNS_EXAMPLE,
    [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
    [[None, None, None, None], [None, None, None, None], [None, None, None, None]],
    [[-2, 0, 7, 12], [-2, 0, 7, 12], [-2, 0, 7, 12]],
    [[8, 8, None, 0], [8, None, 8, 0], [None, 8, 8, 0]],
    [[3, 4, 3, 9], [3, 4, None, 9], [4, 4, 3, 9]],
    [[-1, 6, 6, None], [6, -1, 6, None], [6, 6, -1, 2]],
)

GAMES = 20  #: games of the strategy check, at a table of three with two « au hasard » robots
#: The share of GAMES the strategy must win (see benchmarks and the lesson's tests: the
#: notebook's starter wins far fewer, a first real idea about where to put the card held
#: and the model solution pass). So the check needs the student's own work.
TARGET = 0.8
SEED = 2026


def score(grid: Grid) -> int:
    total = 0
    for row in grid:
        for value in row:
            total = total + value
    return total


def removed_columns(grid: Grid) -> list[int]:
    columns = []
    for col in range(4):
        top, middle, bottom = grid[0][col], grid[1][col], grid[2][col]
        if top is not None and top == middle == bottom:
            columns.append(col)
    return columns


SCORE_SOURCE = {
    "fr": "def score(grille):\n    total = 0\n    for ligne in grille:\n"
          "        for valeur in ligne:\n            total = total + valeur\n    return total",
    "en": "def score(grid):\n    total = 0\n    for row in grid:\n"
          "        for value in row:\n            total = total + value\n    return total",
}
COLUMNS_SOURCE = {
    "fr": "def colonnes_retirees(grille):\n    colonnes = []\n    for col in range(4):\n"
          "        haut, milieu, bas = grille[0][col], grille[1][col], grille[2][col]\n"
          "        if haut is not None and haut == milieu == bas:\n"
          "            colonnes.append(col)\n    return colonnes",
    "en": "def removed_columns(grid):\n    columns = []\n    for col in range(4):\n"
          "        top, middle, bottom = grid[0][col], grid[1][col], grid[2][col]\n"
          "        if top is not None and top == middle == bottom:\n"
          "            columns.append(col)\n    return columns",
}
STRATEGY_SOURCE = {
    "fr": '''def ma_strategie(vue, decision):
    options = decision.options
    if decision.kind is DecisionKind.SETUP_REVEAL:
        return options[0]
    elif decision.kind is DecisionKind.CHOOSE_PILE:
        if Pile.DISCARD in options and vue.discard_top <= 3:
            return Pile.DISCARD
        else:
            return options[0]
    else:
        carte = vue.held
        # ma plus grosse carte visible
        pire, valeur_pire = None, -10
        for option in options:
            if isinstance(option, Exchange):
                valeur = vue.cell(option.row, option.col)
                if isinstance(valeur, int) and valeur > valeur_pire:
                    pire, valeur_pire = option, valeur
        if valeur_pire > carte:
            return pire
        elif carte <= 4:
            for option in options:
                cachee = vue.cell(option.row, option.col) is Slot.HIDDEN
                if isinstance(option, Exchange) and cachee:
                    return option
        for option in options:
            if isinstance(option, DiscardAndReveal):
                return option
        return options[0]''',
    "en": '''def my_strategy(view, decision):
    options = decision.options
    if decision.kind is DecisionKind.SETUP_REVEAL:
        return options[0]
    elif decision.kind is DecisionKind.CHOOSE_PILE:
        if Pile.DISCARD in options and view.discard_top <= 3:
            return Pile.DISCARD
        else:
            return options[0]
    else:
        card = view.held
        # my highest face-up card
        worst, worst_value = None, -10
        for option in options:
            if isinstance(option, Exchange):
                value = view.cell(option.row, option.col)
                if isinstance(value, int) and value > worst_value:
                    worst, worst_value = option, value
        if worst_value > card:
            return worst
        elif card <= 4:
            for option in options:
                hidden = view.cell(option.row, option.col) is Slot.HIDDEN
                if isinstance(option, Exchange) and hidden:
                    return option
        for option in options:
            if isinstance(option, DiscardAndReveal):
                return option
        return options[0]''',
}
#: What a student's strategy cell may use without importing anything else. ``Kind`` is
#: the name the lesson first taught for ``DecisionKind``: a strategy in a student's
#: saved notebook still runs.
STRATEGY_NAMES: dict[str, Any] = {"DecisionKind": DecisionKind, "Kind": DecisionKind,
                                  "Pile": Pile, "Exchange": Exchange,
                                  "DiscardAndReveal": DiscardAndReveal, "Slot": Slot}


def _compile(source: str, name: str) -> Callable[..., Any]:
    """Our own reference source as a function whose code can be read back, as a
    notebook cell's can (IPython keeps cells in :mod:`linecache` the same way): the
    match service sends a strategy's source to a process of its own."""
    filename = f"<algunokit-reference-{name}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace = dict(STRATEGY_NAMES)
    exec(compile(source, filename, "exec"), namespace)  # our own source, never a student's
    return namespace[name]


def reference_strategy(language: str | None = None) -> Callable[..., Any]:
    """The model strategy of exercise 4 (as written in the solution)."""
    lang = resolve(language)
    return _compile(STRATEGY_SOURCE[lang], "ma_strategie" if lang == "fr" else "my_strategy")




#: What the strategy's source needs (a notebook has it from its first cell).
STRATEGY_IMPORTS = ("from algunokit.skyjo import DecisionKind, DiscardAndReveal, Exchange, Pile, "
                    "Slot")


# -- data -----------------------------------------------------------------------------


def read_grid(*, hidden: bool) -> Callable[[Any], Grid]:
    """A tableau: 3 rows of 4 Skyjo cards (-2 to 12), ``None`` for a face-down card
    when ``hidden``."""

    def read(value: Any) -> Grid:
        def card(v: Any) -> bool:
            if v is None:
                return hidden
            return isinstance(v, int) and not isinstance(v, bool) and -2 <= v <= 12

        if (not isinstance(value, list | tuple) or len(value) != 3
                or not all(isinstance(row, list | tuple) and len(row) == 4
                           and all(card(v) for v in row) for row in value)):
            key = ("lessons_skyjo.error.grid_hidden" if hidden
                   else "lessons_skyjo.error.grid")
            raise ConfigError(key, found=safe_text(value))
        return [list(row) for row in value]

    return read


DATA: dict[str, Any] = {"by_hand": BY_HAND, "columns_example": COLUMNS_EXAMPLE}
READERS: dict[str, Callable[[Any], Any]] = {"by_hand": read_grid(hidden=False),
                                            "columns_example": read_grid(hidden=True)}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Another face-up tableau, and another tableau with face-down cards and columns of
    three equal cards."""
    values = list(range(-2, 13))
    by_hand = [[rng.choice(values) for _ in range(4)] for _ in range(3)]
    columns: Grid = [[None] * 4 for _ in range(3)]
    for col in range(4):
        kind = rng.choice(("equal", "hidden", "mixed"))
        value = rng.choice(values)
        for row in range(3):
            if kind == "equal":
                columns[row][col] = value
            elif kind == "hidden":
                columns[row][col] = rng.choice([None, value])
            else:
                columns[row][col] = rng.choice(values)
    return {"by_hand": by_hand, "columns_example": columns}


# -- exercises ------------------------------------------------------------------------


def sum_text(values: list[int]) -> str:
    """« -1 + 3 - 2 + 8 = 8 »: a sum as written by hand."""
    text = str(values[0])
    for v in values[1:]:
        text += f" - {-v}" if v < 0 else f" + {v}"
    return f"{text} = {sum(values)}"


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The lesson's four exercises, reading ``data`` when the student checks."""

    def ex1_explain() -> dict[str, str]:
        grid = data["by_hand"]
        return catalogue(
            "lessons_skyjo.ex1.explain",
            rows=lambda lang: "\n".join(
                catalogue("lessons_skyjo.ex1.row", n=i, sum=sum_text(row))[lang]
                for i, row in enumerate(grid)),
            total=sum_text([sum(row) for row in grid]))

    return {
        "ex1": grid_number(
            catalogue("lessons_skyjo.ex1.prompt"), lambda: data["by_hand"],
            title=catalogue("lessons_skyjo.ex1.title"),
            hints=[catalogue("lessons_skyjo.ex1.hint1"), catalogue("lessons_skyjo.ex1.hint2")],
            explanation=ex1_explain),
        "ex2": ScoreCheck(
            "function", text=catalogue("lessons_skyjo.ex2.prompt"), reference=score,
            cases=lambda: [([list(r) for r in grid],)
                           for grid in (data["by_hand"], *SCORE_CASES)],
            name="score", source=SCORE_SOURCE,
            hints=[catalogue("lessons_skyjo.ex2.hint1"), catalogue("lessons_skyjo.ex2.hint2")]),
        "ex3": columns_function(
            catalogue("lessons_skyjo.ex3.prompt"), removed_columns,
            cases=lambda: [([list(r) for r in grid],)
                           for grid in (data["columns_example"], *COLUMN_CASES)],
            names=("colonnes_retirees", "removed_columns"),
            example=lambda: data["columns_example"],
            title=catalogue("lessons_skyjo.ex3.title"),
            hints=[catalogue("lessons_skyjo.ex3.hint1"), catalogue("lessons_skyjo.ex3.hint2")],
            solution=COLUMNS_SOURCE),
        "ex4": skyjo_strategy(
            catalogue("lessons_skyjo.ex4.prompt", games=GAMES,
                      target=lambda lang: f"{round(100 * TARGET)}\u202f%" if lang == "fr"
                      else f"{round(100 * TARGET)}%"),
            model=STRATEGY_SOURCE, imports=STRATEGY_IMPORTS, opponents=("random",),
            games=GAMES, target=TARGET, seed=SEED,
            hints=[catalogue("lessons_skyjo.ex4.hint1"), catalogue("lessons_skyjo.ex4.hint2"),
                   catalogue("lessons_skyjo.ex4.hint3")]),
    }


__all__ = [
    "BY_HAND",
    "COLUMNS_EXAMPLE",
    "COLUMN_CASES",
    "DATA",
    "READERS",
    "SCORE_CASES",
    "STRATEGY_NAMES",
    "Match",
    "TournamentResult",
    "exercises",
    "random_data",
    "reference_strategy",
    "removed_columns",
    "score",
]
