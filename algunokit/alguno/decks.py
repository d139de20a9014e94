"""The five Alg(un)o card sets as data, and the rules a card of each level follows.

Exact counts: ``condition_cards(1)`` 24, ``condition_cards(2)`` 21,
``condition_cards(3)`` 24, ``action_cards(1)`` 20, ``action_cards(2)`` 28.
The cards are written below in the notation of :mod:`.notation`, the same one
a teacher uses in a file::

    # my_class.toml
    name = "4e B"
    [[condition]]
    level = 1
    halves = ["hearts = 3", "cards odd"]
    [[action]]
    level = 2
    actions = ["give choice"]

:func:`~algunokit.alguno.card_files.load_card_set` (``load_card_set("my_class.toml")``)
checks every card of a teacher's file against the rules below (two different
halves, tests allowed at that level, actions allowed at that level …) and names
the card and the problem when something is wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from algunokit import hooks
from algunokit.alguno.lang import (
    Action,
    And,
    Compare,
    Condition,
    Discard,
    Draw,
    Op,
    Or,
    Parity,
    Quantity,
)
from algunokit.alguno.notation import (
    format_action,
    format_condition,
    parse_action,
    parse_condition,
)
from algunokit.errors import ConfigError


@dataclass(frozen=True, slots=True)
class ConditionCard:
    """A Condition card: two different halves, the author picks one."""

    id: str
    level: int
    halves: tuple[Condition, Condition]

    def label(self, language: str | None = None) -> str:
        return " | ".join(h.label(language) for h in self.halves)

    def _repr_svg_(self) -> str:
        """A notebook shows the card's face (drawn by the drawing layer, via hooks)."""
        return hooks.call("svg.condition_card", self)  # type: ignore[no-any-return]

    def __str__(self) -> str:
        first, second = (format_condition(h) for h in self.halves)
        return f"{self.id} [{first} | {second}]"


@dataclass(frozen=True, slots=True)
class ActionCard:
    """An Action card: level 1 has (ALORS, SINON) actions, level 2 a single action."""

    id: str
    level: int
    actions: tuple[Action, ...]

    def label(self, language: str | None = None) -> str:
        return " / ".join(a.label(language) for a in self.actions)

    def _repr_svg_(self) -> str:
        """A notebook shows the card's face (drawn by the drawing layer, via hooks)."""
        return hooks.call("svg.action_card", self)  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return f"{self.id} [{' / '.join(format_action(a) for a in self.actions)}]"


# ---------------------------------------------------------------------------
# The built-in sets. Sheet examples kept: "IMPAIR | 5 cartes" (level 1),
# "carreaux ≤ 3" and "piques > 2" (level 2), "4 cœurs OU piques ≤ 2" and
# "3 cartes ET 1 carreau" (level 3).

_CONDITIONS_1 = [
    ("cards odd", "cards = 5"), ("cards = 1", "cards even"), ("cards = 3", "hearts = 1"),
    ("hearts = 3", "cards = 2"), ("hearts = 6", "cards = 4"), ("diamonds = 1", "black = 2"),
    ("diamonds = 2", "red = 3"), ("clubs = 1", "cards = 6"), ("clubs = 2", "red = 1"),
    ("spades = 1", "black = 3"), ("spades = 2", "cards odd"), ("red = 2", "cards even"),
    ("black = 1", "hearts = 2"), ("red = 0", "cards = 3"), ("black = 0", "cards = 5"),
    ("hearts = 0", "diamonds = 3"), ("clubs = 0", "spades = 3"), ("diamonds = 0", "cards odd"),
    ("spades = 0", "cards even"), ("red = 4", "clubs = 3"), ("black = 4", "diamonds = 1"),
    ("cards = 7", "spades = 1"), ("red = 5", "black = 5"), ("cards = 4", "clubs = 1"),
]

_CONDITIONS_2 = [
    ("diamonds <= 3", "spades > 2"), ("cards < 4", "hearts >= 2"), ("cards > 5", "clubs <= 1"),
    ("cards <= 3", "red > 3"), ("cards >= 6", "black < 2"), ("hearts < 2", "cards = 4"),
    ("hearts > 1", "diamonds < 2"), ("diamonds >= 2", "clubs > 1"), ("clubs < 2", "spades >= 2"),
    ("clubs >= 2", "red <= 2"), ("spades <= 1", "black >= 3"), ("spades < 1", "cards >= 5"),
    ("red < 3", "black > 2"), ("red >= 3", "hearts <= 1"), ("black <= 2", "diamonds > 1"),
    ("black = 3", "cards < 5"), ("red = 2", "spades > 1"), ("hearts = 1", "clubs >= 1"),
    ("diamonds = 0", "cards > 4"), ("cards <= 4", "hearts >= 3"), ("cards = 5", "black >= 4"),
]

_CONDITIONS_3 = [
    ("hearts = 4 or spades <= 2", "cards = 3 and diamonds = 1"),
    ("cards odd and red > 2", "clubs = 0 or hearts >= 2"),
    ("cards < 5 and black = 2", "diamonds >= 2 or spades = 1"),
    ("cards even or hearts = 0", "red >= 3 and clubs < 2"),
    ("spades > 1 and hearts > 1", "cards <= 3 or black >= 4"),
    ("red = 2 or black = 2", "cards > 4 and diamonds <= 1"),
    ("clubs >= 1 and spades >= 1", "cards = 5 or red < 2"),
    ("hearts <= 1 or diamonds <= 1", "cards odd and black < 3"),
    ("cards >= 6 or clubs = 2", "hearts = 1 and spades = 1"),
    ("diamonds > 2 or cards < 3", "cards even and clubs >= 2"),
    ("black > 3 or hearts = 2", "cards < 4 and red = 1"),
    ("spades = 0 and clubs = 0", "cards > 5 or diamonds = 1"),
    ("cards = 4 and hearts < 2", "red <= 1 or black <= 1"),
    ("clubs > 1 or spades > 2", "cards odd and diamonds >= 1"),
    ("hearts >= 1 and diamonds >= 1", "cards <= 2 or spades = 2"),
    ("cards even and black >= 2", "red > 3 or clubs = 1"),
    ("cards >= 5 and spades < 2", "hearts = 3 or diamonds = 3"),
    ("red = 3 or cards = 3", "black = 1 and clubs <= 1"),
    ("diamonds = 2 and cards > 3", "hearts < 1 or spades >= 3"),
    ("cards < 6 or red >= 4", "clubs = 3 and hearts <= 2"),
    ("black = 0 or cards odd", "diamonds < 3 and spades > 0"),
    ("hearts > 2 or clubs > 2", "cards = 6 and red >= 2"),
    ("cards <= 5 and clubs > 0", "spades <= 1 or red = 5"),
    ("cards > 2 and hearts = 0", "cards even or diamonds >= 3"),
]

_P1, _P2, _D1, _D2 = "draw 1", "draw 2", "discard 1", "discard 2"
_ACTIONS_1 = [
    # every ordered pair once …
    (_P1, _P2), (_P2, _P1), (_P1, _D1), (_D1, _P1), (_P1, _D2), (_D2, _P1),
    (_P2, _D1), (_D1, _P2), (_P2, _D2), (_D2, _P2), (_D1, _D2), (_D2, _D1),
    # … then a symmetric second copy of the pairs that trade a discard for a draw.
    (_D1, _P1), (_P1, _D1), (_D1, _P1), (_P1, _D1), (_D2, _P2), (_P2, _D2), (_D1, _P2),
    (_P2, _D1),
]

_ACTIONS_2 = (
    [_P1] * 4 + [_P2] * 3 + [_D1] * 4 + [_D2] * 3 + ["give left"] * 3 + ["give right"] * 3
    + ["give choice"] * 4 + ["swap left"] * 2 + ["swap right"] * 2
)


def _builtin_conditions(level: int) -> tuple[ConditionCard, ...]:
    table = {1: _CONDITIONS_1, 2: _CONDITIONS_2, 3: _CONDITIONS_3}[level]
    return tuple(
        ConditionCard(f"C{level}-{i:02d}", level, (parse_condition(a), parse_condition(b)))
        for i, (a, b) in enumerate(table, 1)
    )


def _builtin_actions(level: int) -> tuple[ActionCard, ...]:
    rows = _ACTIONS_1 if level == 1 else [(a,) for a in _ACTIONS_2]
    return tuple(
        ActionCard(f"A{level}-{i:02d}", level, tuple(parse_action(a) for a in row))
        for i, row in enumerate(rows, 1)
    )


_CACHE: dict[tuple[str, int], tuple[Any, ...]] = {}


def condition_cards(level: int) -> tuple[ConditionCard, ...]:
    """The built-in Condition cards of ``level`` (1: 24, 2: 21, 3: 24)."""
    if level not in (1, 2, 3):
        raise ConfigError("alguno.error.condition_level", level=level)
    key = ("C", level)
    if key not in _CACHE:
        _CACHE[key] = _builtin_conditions(level)
    return _CACHE[key]


def action_cards(level: int) -> tuple[ActionCard, ...]:
    """The built-in Action cards of ``level`` (1: 20, 2: 28)."""
    if level not in (1, 2):
        raise ConfigError("alguno.error.level3_builtin", level=level)
    key = ("A", level)
    if key not in _CACHE:
        _CACHE[key] = _builtin_actions(level)
    return _CACHE[key]


# ---------------------------------------------------------------------------
# What each level allows (also applied to teachers' files)


def _is_level1_test(cond: Condition) -> bool:
    return (isinstance(cond, Compare) and cond.op is Op.EQ) or (
        isinstance(cond, Parity) and cond.quantity == Quantity())


def _is_simple_test(cond: Condition) -> bool:
    return isinstance(cond, Compare) or (isinstance(cond, Parity) and cond.quantity == Quantity())


def condition_problem(cond: Condition, level: int) -> str | None:
    """The catalogue key of what is wrong with this half at this level, or None."""
    if level == 1 and not _is_level1_test(cond):
        return "alguno.error.deck_level1_test"
    if level == 2 and not isinstance(cond, Compare):
        return "alguno.error.deck_level2_test"
    if level == 3 and not (isinstance(cond, And | Or) and _is_simple_test(cond.left)
                           and _is_simple_test(cond.right)):
        return "alguno.error.deck_level3_test"
    return None


def action_problem(actions: Sequence[Action], level: int) -> str | None:
    if level == 1:
        if len(actions) != 2 or actions[0] == actions[1]:
            return "alguno.error.deck_actions"
        if any(not isinstance(a, Draw | Discard) or a.n > 2 for a in actions):
            return "alguno.error.deck_level1_action"
    elif len(actions) != 1:
        return "alguno.error.deck_actions"
    return None
