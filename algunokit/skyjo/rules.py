"""Skyjo's rules as small pure functions, plus the rule options of a game.

Nothing here holds a game: teachers and tests can call these on any values.

>>> from algunokit.skyjo.rules import column_removals, round_scores
>>> column_removals([[5, 1, 2, 3],
...                  [5, 1, 0, 3],
...                  [5, None, 2, 3]])      # None: a face-down card
(0, 3)
>>> round_scores([12, 4, 20], ender=0)      # player 0 ended but 4 < 12: doubled
(24, 4, 20)
>>> round_scores([-3, 4, 2], ender=0)       # strictly lowest: no doubling
(-3, 4, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.i18n import t
from algunokit.skyjo.cards import CARD_VALUES

MIN_PLAYERS = 2
MAX_PLAYERS = 8
#: The game ends after the round in which someone reaches this total.
END_SCORE = 100
#: Safety limit: a game stops (no winner) once this many turns were played.
MAX_TURNS = 10_000
#: The largest options a game accepts, so that every game (a loaded one too) ends in
#: reasonable time: a round scores at most a few hundred points, a turn takes microseconds.
MAX_END_SCORE = 10_000
MAX_TURNS_LIMIT = 1_000_000


@dataclass(frozen=True)
class Rules:
    """The rule options of a game (defaults: docs/rules/skyjo.en.md).

    >>> Rules()
    Rules(double_non_positive=False, end_score=100, max_turns=10000)
    >>> Rules(end_score=50).to_dict()["end_score"]
    50

    - ``double_non_positive``: the round's ender who did not score strictly
      lowest doubles their score even when it is zero or negative (the sheet
      read literally). Default ``False``: only a positive score is doubled.
    - ``end_score``: the game ends after the round in which a total reaches it
      (1 to 10,000).
    - ``max_turns``: safety limit; past it the game stops with no winner (1 to
      1,000,000).
    """

    double_non_positive: bool = False
    end_score: int = END_SCORE
    max_turns: int = MAX_TURNS

    def __post_init__(self) -> None:
        if not isinstance(self.double_non_positive, bool):
            raise ConfigError("skyjo.error.option", name="double_non_positive",
                              value=repr(self.double_non_positive))
        for name, high in (("end_score", MAX_END_SCORE), ("max_turns", MAX_TURNS_LIMIT)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
                raise ConfigError("skyjo.error.option", name=name, value=repr(value)[:40])

    def to_dict(self) -> dict[str, Any]:
        return {"double_non_positive": self.double_non_positive, "end_score": self.end_score,
                "max_turns": self.max_turns}


def make_rules(options: dict[str, Any]) -> Rules:
    """:class:`Rules` from keyword options; an unknown name is a :class:`ConfigError`
    listing the options (a typo gets the kit's message, not Python's ``TypeError``)."""
    for name in options:
        if name not in Rules.__dataclass_fields__:
            raise ConfigError("skyjo.error.unknown_option", name=repr(name)[:40],
                              allowed=", ".join(Rules.__dataclass_fields__))
    return Rules(**options)


def check_seed(seed: Any) -> int | None:
    """``seed`` if it can seed a game (a whole number or ``None``), else a
    :class:`ConfigError`."""
    if seed is not None and type(seed) is not int:
        raise ConfigError("skyjo.error.seed", value=repr(seed)[:40])
    return seed


def _game_name(language: str) -> str:
    return t("skyjo.name", language)


def check_players(n_players: Any) -> int:
    """``n_players`` if Skyjo can be played by that many, else a :class:`ConfigError`."""
    if isinstance(n_players, bool) or not isinstance(n_players, int) or not (
            MIN_PLAYERS <= n_players <= MAX_PLAYERS):
        raise ConfigError("common.error.players", game=_game_name, low=MIN_PLAYERS,
                          high=MAX_PLAYERS, n=repr(n_players)[:40])
    return n_players


def check_cards(cards: Any, where: str) -> list[int]:
    """``cards`` as a list of card values (``where`` names them in the error)."""
    if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        raise ConfigError("skyjo.error.cards", where=where)
    for value in cards:
        if type(value) is not int or value not in CARD_VALUES:
            raise ConfigError("skyjo.error.card", value=repr(value)[:40], where=where)
    return list(cards)


def _is_face_up(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def column_removals(grid: Sequence[Sequence[Any]]) -> tuple[int, ...]:
    """The columns of ``grid`` (rows of values) holding three equal face-up cards.

    A face-up card is an ``int``; anything else (``None``, :class:`Slot`
    markers) is face down or empty and never completes a column. The grid may
    have any number of columns (it shrinks as columns are removed).
    """
    if not grid:
        return ()
    width = min(len(row) for row in grid)
    removed = []
    for col in range(width):
        first = grid[0][col]
        if _is_face_up(first) and all(
            _is_face_up(row[col]) and row[col] == first for row in grid[1:]
        ):
            removed.append(col)
    return tuple(removed)


def grid_points(grid: Sequence[Any]) -> int:
    """The sum of the face-up values of a grid (rows of values, or one flat row)."""
    total = 0
    for item in grid:
        if isinstance(item, Sequence) and not isinstance(item, str):
            total += grid_points(item)
        elif _is_face_up(item):
            total += item
    return total


def ender_doubles(points: Sequence[int], ender: int, double_non_positive: bool = False) -> bool:
    """Whether the round's ender doubles: not strictly lowest, and positive (by default)."""
    mine = points[ender]
    strictly_lowest = all(mine < other for seat, other in enumerate(points) if seat != ender)
    return not strictly_lowest and (mine > 0 or double_non_positive)


def round_scores(points: Sequence[int], ender: int, double_non_positive: bool = False
                 ) -> tuple[int, ...]:
    """Each player's score for the round from the sum of their cards.

    The player ``ender`` who turned all their cards first doubles their score
    if it is not strictly the lowest, only when positive unless
    ``double_non_positive`` (then whatever its sign).
    """
    scores = list(points)
    if ender_doubles(points, ender, double_non_positive):
        scores[ender] *= 2
    return tuple(scores)


def first_starter(revealed_sums: Sequence[int]) -> int:
    """Who starts the first round: highest sum of the two revealed cards.

    A tie goes to the first of the tied players in seating order:
    ``first_starter([3, 7, 7]) == 1``.
    """
    best = max(revealed_sums)
    return list(revealed_sums).index(best)


def next_player(player: int, n_players: int) -> int:
    """Play passes to the left: seat ``player + 1`` (wrapping round)."""
    return (player + 1) % n_players


def last_turn_players(ender: int, n_players: int) -> tuple[int, ...]:
    """Who plays one more turn once ``ender`` has all cards face up, in order.

    >>> last_turn_players(2, 4)
    (3, 0, 1)
    """
    return tuple((ender + k) % n_players for k in range(1, n_players))


def is_game_over(totals: Sequence[int], end_score: int = END_SCORE) -> bool:
    """True once a total reaches ``end_score`` (checked after each round)."""
    return max(totals) >= end_score


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the lowest total: they win together."""
    best = min(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


__all__ = [
    "END_SCORE",
    "MAX_END_SCORE",
    "MAX_PLAYERS",
    "MAX_TURNS",
    "MAX_TURNS_LIMIT",
    "MIN_PLAYERS",
    "Rules",
    "check_cards",
    "check_players",
    "check_seed",
    "column_removals",
    "ender_doubles",
    "first_starter",
    "grid_points",
    "is_game_over",
    "last_turn_players",
    "make_rules",
    "next_player",
    "round_scores",
    "winners",
]
