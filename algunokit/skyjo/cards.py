"""Skyjo cards and the tableau's geometry, as plain data.

A Skyjo card is just its value, an ``int`` from −2 to 12: two cards of the same
value are interchangeable, so an ``int`` is the card. The deck is data in one
place (:data:`DECK_COUNTS`).

>>> from algunokit.skyjo.cards import skyjo_deck
>>> deck = skyjo_deck()
>>> len(deck), deck.count(-2), deck.count(0), deck.count(12)
(150, 5, 15, 10)

Each player's tableau has 3 rows and 4 columns. Positions are ``(row, col)``,
counted from 0; inside the engine a position is the *slot* ``row * 4 + col``.
A view shows each slot as the card's value when face up, :attr:`Slot.HIDDEN`
when face down and :attr:`Slot.EMPTY` once its column has been removed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from algunokit.i18n import t

#: How many cards of each value the 150-card deck holds.
DECK_COUNTS: dict[int, int] = {-2: 5, -1: 10, 0: 15, **{value: 10 for value in range(1, 13)}}
#: The values a card may have.
CARD_VALUES: tuple[int, ...] = tuple(DECK_COUNTS)
#: Rows and columns of a tableau, and its number of slots.
ROWS = 3
COLUMNS = 4
SLOTS = ROWS * COLUMNS
#: The three slots of each column, top to bottom.
COLUMN_SLOTS: tuple[tuple[int, int, int], ...] = tuple(
    (col, col + COLUMNS, col + 2 * COLUMNS) for col in range(COLUMNS)
)


class Slot(Enum):
    """What a view shows in a slot instead of a value."""

    HIDDEN = "hidden"  #: a face-down card: its value is secret
    EMPTY = "empty"  #: a removed column: no card any more

    def label(self, language: str | None = None) -> str:
        """'cachée' / 'hidden', 'vide' / 'empty'."""
        return t(_SLOT_LABELS[self], language)


_SLOT_LABELS = {Slot.HIDDEN: "skyjo.slot.hidden", Slot.EMPTY: "skyjo.slot.empty"}


@dataclass(frozen=True)
class FaceDown:
    """A face-down card of value ``value`` in a hand-built grid (see ``Game.from_setup``)."""

    value: int


class CardColour(Enum):
    """The printed colour family of a value (handy for drawing cards)."""

    DARK_BLUE = "dark_blue"  # −2 and −1
    LIGHT_BLUE = "light_blue"  # 0
    GREEN = "green"  # 1 to 4
    YELLOW = "yellow"  # 5 to 8
    RED = "red"  # 9 to 12


def card_colour(value: int) -> CardColour:
    """The colour family of a card value: ``card_colour(7) is CardColour.YELLOW``."""
    if value < 0:
        return CardColour.DARK_BLUE
    if value == 0:
        return CardColour.LIGHT_BLUE
    if value <= 4:
        return CardColour.GREEN
    return CardColour.YELLOW if value <= 8 else CardColour.RED


def skyjo_deck() -> tuple[int, ...]:
    """The 150 cards in increasing order (shuffle them with the game's generator)."""
    return tuple(value for value, count in DECK_COUNTS.items() for _ in range(count))


def position(slot: int) -> tuple[int, int]:
    """``(row, col)`` of a slot: ``position(6) == (1, 2)``."""
    return divmod(slot, COLUMNS)


__all__ = [
    "CARD_VALUES",
    "COLUMNS",
    "COLUMN_SLOTS",
    "DECK_COUNTS",
    "ROWS",
    "SLOTS",
    "CardColour",
    "FaceDown",
    "Slot",
    "card_colour",
    "position",
    "skyjo_deck",
]
