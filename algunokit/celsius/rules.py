"""The rule options of a Celsius game, and the pure rules of a round.

:class:`Rules` holds the options a teacher may change; :func:`round_winner` and
:func:`recipient` say who wins a round and who receives the winner's hot card.
Kept apart from the game state so each tier of the rules can be tested alone.

>>> plays = {0: (3, 40), 2: (2, 36), 3: (2, 25)}   # seat: (operators used, hot value)
>>> round_winner(plays)
2
>>> recipient(winner=2, plays=plays, passed=[1], hot_counts={0: 4, 1: 6, 3: 5})
1
>>> Rules().max_rounds, Rules(play_on=True).play_on
(200, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError

#: Players at one table.
MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: Hot cards and operator cards dealt to each player.
HAND_HOT = 6
HAND_OPERATORS = 6
#: Decreasing cards (blue or green) a player must hold to exchange two cards.
EXCHANGE_THRESHOLD = 4
#: The highest round limit (a safety bound: a real game lasts a few dozen rounds).
MAX_ROUNDS_LIMIT = 10_000


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule options of one game (documented in ``docs/rules/celsius.*.md``).

    * ``play_on`` (default ``False``): the game ends as soon as someone has no hot
      card left; with ``True`` the others play on for places until one is left.
    * ``exchange`` (default ``True``): a player holding 4 decreasing cards or more
      may discard 2 operator cards, draw 2 and draw one more hot card.
    * ``swap`` (default ``True``): at the end of a round, a player left with one
      operator card may swap it for an opponent's card.
    * ``max_rounds`` (default 200): a safety limit; a game reaching it stops with
      no winner and the podium as it stands.

    Anything else is a :class:`~algunokit.errors.ConfigError`.
    """

    play_on: bool = False
    exchange: bool = True
    swap: bool = True
    max_rounds: int = 200

    def __post_init__(self) -> None:
        for name in ("play_on", "exchange", "swap"):
            value = getattr(self, name)
            if type(value) is not bool:
                raise ConfigError("celsius.error.option", name=name, value=_text(value))
        if type(self.max_rounds) is not int or not 1 <= self.max_rounds <= MAX_ROUNDS_LIMIT:
            raise ConfigError("celsius.error.max_rounds", n=_text(self.max_rounds),
                              high=MAX_ROUNDS_LIMIT)

    def to_data(self) -> dict[str, Any]:
        """The options as JSON-ready data (``Rules(**data)`` reads them back)."""
        return {"play_on": self.play_on, "exchange": self.exchange, "swap": self.swap,
                "max_rounds": self.max_rounds}


def _text(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:39] + "…"


def round_winner(plays: Mapping[int, tuple[int, int]]) -> int:
    """The seat that wins the round among ``plays = {seat: (operators, hot value)}``.

    Fewest operators; tie: the higher hot card; tie again: the first in seating
    order (lowest seat number).
    """
    return min(plays, key=lambda seat: (plays[seat][0], -plays[seat][1], seat))


def recipient(*, winner: int, plays: Mapping[int, tuple[int, int]], passed: Iterable[int],
              hot_counts: Mapping[int, int]) -> int | None:
    """The seat that receives the winner's hot card, or ``None`` if nobody can.

    In priority: a player who could not play (``passed``); else the player who
    used the most operators (never the winner). Tie: the fewest hot cards
    (``hot_counts``, counted once this round's cards are laid down); tie: the one
    who played the smaller hot card; tie again (only possible among players who
    passed): the first in seating order.
    """
    passed = sorted(passed)
    if passed:
        return min(passed, key=lambda seat: (hot_counts[seat], seat))
    others = [seat for seat in plays if seat != winner]
    if not others:
        return None
    return min(others, key=lambda seat: (-plays[seat][0], hot_counts[seat], plays[seat][1],
                                         seat))


__all__ = [
    "EXCHANGE_THRESHOLD",
    "HAND_HOT",
    "HAND_OPERATORS",
    "MAX_PLAYERS",
    "MAX_ROUNDS_LIMIT",
    "MIN_PLAYERS",
    "Rules",
    "recipient",
    "round_winner",
]
