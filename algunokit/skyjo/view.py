"""What one player may see of a Skyjo game: a read-only snapshot.

Face-down cards show as :attr:`Slot.HIDDEN`, removed columns as
:attr:`Slot.EMPTY`; the order of the draw pile never shows, only its size.
A bot or a widget reads a view, never the game itself.

>>> from algunokit.skyjo import Game
>>> view = Game(n_players=2, seed=1).view(0)
>>> view.grid()[0]            # my first row: four face-down cards
(<Slot.HIDDEN: 'hidden'>, <Slot.HIDDEN: 'hidden'>, <Slot.HIDDEN: 'hidden'>, <Slot.HIDDEN: 'hidden'>)
"""

from __future__ import annotations

from typing import NamedTuple

from algunokit.skyjo.cards import COLUMN_SLOTS, COLUMNS, SLOTS, Slot
from algunokit.skyjo.moves import DecisionKind, Pile

Cell = int | Slot


class View(NamedTuple):
    """A snapshot of the game as seen by ``player`` (frozen: a bot cannot change it).

    ``grids[p]`` is player ``p``'s tableau, flat: slot ``row * 4 + col``.
    ``held`` is the card taken this turn (face up, so everyone sees it) and
    ``held_from`` the pile it came from. ``ender`` is who turned all their
    cards face up (the other players are playing their last turn), or ``None``.

    An immutable named tuple rather than a frozen dataclass, as in GaAg: the game
    builds one for every decision (with ``tuple.__new__``), and a named tuple costs a
    third of a frozen dataclass to build, which the engine's benchmark shows.
    """

    player: int
    n_players: int
    current: int | None
    kind: DecisionKind | None
    grids: tuple[tuple[Cell, ...], ...]
    discard_top: int | None
    discard_size: int
    draw_size: int
    held: int | None
    held_from: Pile | None
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    round: int
    ender: int | None
    turn: int

    def _seat(self, player: int | None) -> int:
        return self.player if player is None else player

    def grid(self, player: int | None = None) -> tuple[tuple[Cell, ...], ...]:
        """The tableau of ``player`` (default: mine) as 3 rows of 4 cells."""
        cells = self.grids[self._seat(player)]
        return tuple(cells[start:start + COLUMNS] for start in range(0, SLOTS, COLUMNS))

    def cell(self, row: int, col: int, player: int | None = None) -> Cell:
        """One cell: a value, ``Slot.HIDDEN`` or ``Slot.EMPTY``."""
        return self.grids[self._seat(player)][row * COLUMNS + col]

    def visible_points(self, player: int | None = None) -> int:
        """The sum of ``player``'s face-up cards."""
        return sum(c for c in self.grids[self._seat(player)] if type(c) is int)

    def hidden_count(self, player: int | None = None) -> int:
        """How many face-down cards ``player`` still has."""
        return self.grids[self._seat(player)].count(Slot.HIDDEN)

    def hidden_cells(self, player: int | None = None) -> tuple[tuple[int, int], ...]:
        """The ``(row, col)`` of ``player``'s face-down cards."""
        cells = self.grids[self._seat(player)]
        return tuple(divmod(s, COLUMNS) for s in range(SLOTS) if cells[s] is Slot.HIDDEN)

    def columns_left(self, player: int | None = None) -> tuple[int, ...]:
        """The columns of ``player`` not removed yet."""
        cells = self.grids[self._seat(player)]
        return tuple(c for c, (top, _, _) in enumerate(COLUMN_SLOTS)
                     if cells[top] is not Slot.EMPTY)

    @property
    def is_last_turn(self) -> bool:
        """True once someone has all cards face up: these are the last turns."""
        return self.ender is not None


__all__ = ["Cell", "View"]
