"""GaAg's rule options: how many players, how many cards in a hand, when the game ends.

The rules of placing a card on the table live in :mod:`algunokit.gaag.table`;
the deck is data in :mod:`algunokit.gaag.elements`; turns in
:mod:`algunokit.gaag.game`.

>>> Rules().target
100
>>> Rules(target=0)  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
algunokit.errors.ConfigError: target
"""

from __future__ import annotations

from dataclasses import dataclass

from algunokit.errors import ConfigError
from algunokit.i18n import t

MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: every player draws back up to this many cards while the draw pile lasts
HAND_SIZE = 5
#: the game ends after the round in which someone reaches this many atoms
TARGET = 100
#: the longest class game (turns): the class variant stops the game after a stated
#: number of turns (docs/rules/gaag.en.md, « The class variant »)
MAX_TURN_LIMIT = 1000
#: the highest target allowed: a round scores about 96 atoms in all, so a game to
#: 1,000 already lasts dozens of rounds (and a loaded save always reaches its end)
MAX_TARGET = 1000


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule options of a game.

    - ``target``: the game ends after the round in which someone's total reaches
      it (default 100 atoms, as on the rule sheet); a whole number from 1 to 1,000.
    """

    target: int = TARGET
    #: the class variant (off by default): the game ends at the end of this turn (turns
    #: counted from the start of the game, one per card played or table picked up); the
    #: table counts for nobody, hands go to the piles, the lowest total wins
    turn_limit: int | None = None

    def __post_init__(self) -> None:
        if type(self.target) is not int or not 1 <= self.target <= MAX_TARGET:
            raise ConfigError("gaag.error.target", target=self.target, high=MAX_TARGET)
        if self.turn_limit is not None and (type(self.turn_limit) is not int
                                            or not 1 <= self.turn_limit <= MAX_TURN_LIMIT):
            raise ConfigError("gaag.error.turn_limit", value=self.turn_limit,
                              high=MAX_TURN_LIMIT)


def check_players(n_players: object) -> int:
    """``n_players`` if it is a whole number from 2 to 6, else a :class:`ConfigError`."""
    if type(n_players) is not int or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise ConfigError("common.error.players", game=t("gaag.name"), low=MIN_PLAYERS,
                          high=MAX_PLAYERS, n=n_players)
    return n_players


__all__ = ["HAND_SIZE", "MAX_PLAYERS", "MAX_TARGET", "MAX_TURN_LIMIT", "MIN_PLAYERS", "TARGET",
           "Rules", "check_players"]
