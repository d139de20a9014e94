"""The GaAg deck as data: 64 element cards (H to Ar) and 6 "<>" gap cards.

Each element card shows an element, given by its atomic number ``Z`` (1 to 18),
and a number of atoms (0 to 4): the atoms are penalty points at the end of a
round. Every (Z, atoms) pair appears at most once, so element cards are told
apart by value; the six gap cards are identical and compare equal, so "the
cards" of a game is an exact multiset (see :data:`DECK`).

>>> from algunokit.gaag.elements import DECK, element, gap_card
>>> len(DECK), DECK.count(gap_card())
(70, 6)
>>> element(7, 2).symbol, element(7, 2).label("en")
('N', 'N – nitrogen (Z = 7, 2 atoms)')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from algunokit.i18n import t

#: Chemical symbols by atomic number (index 0 unused). Symbols are the same in
#: every language; names are in the catalogue (``gaag.element.<Z>``).
SYMBOLS: tuple[str, ...] = ("", "H", "He", "Li", "Be", "B", "C", "N", "O", "F", "Ne",
                            "Na", "Mg", "Al", "Si", "P", "S", "Cl", "Ar")

Z_MIN = 1
Z_MAX = 18
GAP_Z = 0  # a gap card has no element: Z = 0 marks it

#: How many element cards carry each number of atoms, and their range of Z.
ATOM_RANGES: dict[int, range] = {
    0: range(1, 19),
    1: range(2, 18),
    2: range(3, 17),
    3: range(4, 16),
    4: range(9, 13),
}
GAP_COUNT = 6
BOND_Z = (7, 8)  # the "liaison" elements: nitrogen and oxygen


@dataclass(frozen=True, slots=True)
class Card:
    """One GaAg card: an element ``z`` with ``atoms`` atoms, or a gap card (``z == 0``).

    Build them with :func:`element` and :func:`gap_card`; equal cards compare equal.
    """

    z: int
    atoms: int = 0

    @property
    def is_gap(self) -> bool:
        """True for a "<>" gap card."""
        return self.z == GAP_Z

    @property
    def is_special(self) -> bool:
        """Z = 1, Z = 18 and "<>" are always special; a 7/8 only when bonded."""
        return self.z in (GAP_Z, Z_MIN, Z_MAX)

    @property
    def symbol(self) -> str:
        """'H' … 'Ar'; '<>' for a gap card."""
        return SYMBOLS[self.z] if self.z else "<>"

    @property
    def short(self) -> str:
        """Compact label: symbol, Z, one dot per atom ('N7••'); '<>' for a gap card."""
        return _SHORT[self]

    def name(self, language: str | None = None) -> str:
        """The element's name ('azote' / 'nitrogen'); the gap card's name for a gap."""
        return t(ELEMENT_KEYS[self.z], language)

    def label(self, language: str | None = None) -> str:
        """A full label: 'N – azote (Z = 7, 2 atomes)' / 'N – nitrogen (Z = 7, 2 atoms)'."""
        if self.is_gap:
            return t("gaag.card.gap", language)
        key = _ATOM_KEYS.get(self.atoms, "gaag.card.element.many")
        return t(key, language, symbol=self.symbol, name=self.name(language), z=self.z,
                 atoms=self.atoms)

    def to_data(self) -> list[int]:
        """JSON form: ``[z, atoms]`` (a gap card is ``[0, 0]``)."""
        return [self.z, self.atoms]

    def __str__(self) -> str:
        return _SHORT[self]

    def __repr__(self) -> str:
        return "gap_card()" if self.z == GAP_Z else f"element({self.z}, {self.atoms})"


#: the catalogue key of each element's name, by Z (0: the gap card)
ELEMENT_KEYS = ("gaag.element.0", "gaag.element.1", "gaag.element.2", "gaag.element.3",
                "gaag.element.4", "gaag.element.5", "gaag.element.6", "gaag.element.7",
                "gaag.element.8", "gaag.element.9", "gaag.element.10", "gaag.element.11",
                "gaag.element.12", "gaag.element.13", "gaag.element.14", "gaag.element.15",
                "gaag.element.16", "gaag.element.17", "gaag.element.18")
_ATOM_KEYS = {0: "gaag.card.element.zero", 1: "gaag.card.element.one"}


def _build() -> tuple[dict[tuple[int, int], Card], tuple[Card, ...]]:
    cards: dict[tuple[int, int], Card] = {}
    for atoms, zs in ATOM_RANGES.items():
        for z in zs:
            cards[z, atoms] = Card(z, atoms)
    cards[GAP_Z, 0] = Card(GAP_Z, 0)
    deck = tuple(cards[key] for key in sorted(k for k in cards if k[0])) + (cards[0, 0],) * 6
    return cards, deck


#: The 70 cards in a fixed order (shuffle a copy with the game's generator).
_CARDS, DECK = _build()
_SHORT = {c: (c.symbol + str(c.z) + "•" * c.atoms) if c.z else "<>" for c in _CARDS.values()}


def element(z: int, atoms: int = 0) -> Card:
    """The element card of atomic number ``z`` with ``atoms`` atoms.

    Only the 64 cards of the deck exist; anything else is a ``ValueError``.

    >>> element(1).symbol, element(12, 4).atoms
    ('H', 4)
    """
    try:
        if z != GAP_Z:
            return _CARDS[z, atoms]
    except (KeyError, TypeError):
        pass
    raise ValueError(f"no GaAg element card with Z={z!r} and {atoms!r} atoms")


def gap_card() -> Card:
    """The "<>" gap card (all six are equal)."""
    return _CARDS[GAP_Z, 0]


def card_from_data(data: Any) -> Card:
    """The card saved as ``[z, atoms]``; ``ValueError`` for anything else."""
    if not (isinstance(data, list) and len(data) == 2 and all(type(x) is int for x in data)):
        raise ValueError(f"not a GaAg card: {data!r}")
    z, atoms = data
    if z == GAP_Z and atoms == 0:
        return gap_card()
    return element(z, atoms)


def is_deck_card(card: object) -> bool:
    """A card of the deck, of the deck's own type (no look-alike, nothing unhashable).

    >>> is_deck_card(element(7, 2)), is_deck_card(Card(7.0, 2)), is_deck_card(Card(99))
    (True, False, False)
    """
    return (type(card) is Card and type(card.z) is int and type(card.atoms) is int
            and _CARDS.get((card.z, card.atoms)) == card)


def atoms_of(cards: Any) -> int:
    """The atoms on ``cards`` (gap cards carry none)."""
    return sum(card.atoms for card in cards)


__all__ = ["ATOM_RANGES", "BOND_Z", "DECK", "GAP_COUNT", "SYMBOLS", "Card", "atoms_of",
           "card_from_data", "element", "gap_card", "is_deck_card"]
