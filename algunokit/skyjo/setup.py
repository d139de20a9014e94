"""Building a Skyjo game by hand, in the middle of a round (tests, puzzles, lessons).

>>> from algunokit.skyjo import FaceDown as D, Game
>>> game = Game.from_setup(
...     [[[7, 1, 2, 3], [7, D(4), D(5), D(6)], [D(7), D(4), D(5), D(6)]],
...      [[D(5)] * 4] * 3],
...     draw=[9, 4], discard=[2])
>>> game.decision.player, game.decision.kind.value
(0, 'choose_pile')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from algunokit.errors import ConfigError
from algunokit.i18n import t
from algunokit.skyjo.cards import CARD_VALUES, COLUMNS, SLOTS, Slot
from algunokit.skyjo.moves import Kind
from algunokit.skyjo.rules import MAX_PLAYERS, MIN_PLAYERS, SkyjoRules

if TYPE_CHECKING:
    from algunokit.skyjo.game import Game


def _game_name(language: str) -> str:
    return t("skyjo.name", language)


@dataclass(frozen=True)
class FaceDown:
    """A face-down card in a hand-built grid (see :meth:`Game.from_setup`)."""

    value: int


def _game_name(language: str) -> str:
    return t("skyjo.name", language)


def check_players(n_players: int) -> int:
    """``n_players`` if Skyjo can be played by that many, else a :class:`ConfigError`."""
    if isinstance(n_players, bool) or not isinstance(n_players, int) or not (
            MIN_PLAYERS <= n_players <= MAX_PLAYERS):
        raise ConfigError("common.error.players", game=_game_name, low=MIN_PLAYERS,
                          high=MAX_PLAYERS, n=n_players)
    return n_players


def check_cards(cards: Sequence[Any], what: str) -> list[int]:
    for value in cards:
        if isinstance(value, bool) or value not in CARD_VALUES:
            raise ConfigError("skyjo.error.card", value=repr(value), where=what)
    return list(cards)


def build(cls: type[Game], grids: Sequence[Sequence[Sequence[int | FaceDown | None]]],
          draw: Sequence[int], discard: Sequence[int], *, current: int, ender: int | None,
          totals: Sequence[int] | None, round: int, turn: int, seed: int | None,
          **options: Any) -> Game:
    """See :meth:`Game.from_setup`."""
    game = cls.__new__(cls)
    n = check_players(len(grids))
    game._blank(n, SkyjoRules(**options), random.Random(seed))
    for p, grid in enumerate(grids):
        cells = [cell for row in grid for cell in row]
        if len(grid) != SLOTS // COLUMNS or len(cells) != SLOTS:
            raise ConfigError("skyjo.error.grid_shape", player=p)
        for s, cell in enumerate(cells):
            if cell is None:
                continue
            up = not isinstance(cell, FaceDown)
            value = check_cards([cell if up else cell.value], "grids")[0]
            game._values[p][s] = value
            game._shown[p][s] = value if up else Slot.HIDDEN
            game._hidden[p] += not up
    game._draw = check_cards(draw, "draw")[::-1]
    game._discard = check_cards(discard, "discard")
    if not (game._draw or game._discard):
        raise ConfigError("skyjo.error.no_cards")
    for seat in (current, ender):
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
            raise ConfigError("skyjo.error.seat", seat=repr(seat), n=n)
    if ender is not None:
        if ender == current or game._hidden[ender]:
            raise ConfigError("skyjo.error.ender", seat=ender)
        game._ender = ender
        game._left = (ender - current) % n
    game._totals = tuple(totals) if totals is not None else (0,) * n
    if len(game._totals) != n:
        raise ConfigError("skyjo.error.totals", n=n)
    game._round, game._turn = round, turn
    game._player, game._phase = current, Kind.CHOOSE_PILE
    return game



__all__ = ["FaceDown", "build", "check_cards", "check_players"]
