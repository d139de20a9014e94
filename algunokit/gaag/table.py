"""The GaAg table: a row of cards in order of Z, and the pure rules of placing on it.

Nothing here knows about players or turns: :func:`placements` lists where a card
may go, :func:`check_placement` says why a placement is refused, :func:`place`
returns the new table. Every function is pure (tables are immutable).

The row keeps, next to each card, the Z *value* it stands for: an element stands
for its own Z; a "<>" stands for the one value it fills. The values never go
down from left to right (the row is "in order of Z"); two neighbours share a
value only through a 7/8 bond. A "<>" that starts a table stands alone for a
value still unknown (stored as 0) until an element is placed next to it.

>>> from algunokit.gaag.elements import element, gap_card
>>> table = place(Row(), element(3), Placement(PlacementKind.FIRST, 0))
>>> table = place(table, element(5, 1), Placement(PlacementKind.RIGHT, 1))
>>> placements(table, gap_card())
(Placement(kind=<PlacementKind.GAP: 'gap'>, index=1),)
>>> [str(card) for card in place(table, gap_card(), placements(table, gap_card())[0]).cards]
['Li3', '<>', 'B5•']
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from enum import Enum

from algunokit.errors import RuleError
from algunokit.gaag.elements import BOND_Z, GAP_Z, Z_MAX, Z_MIN, Card
from algunokit.i18n import t


class PlacementKind(Enum):
    """The kinds of placement the rules allow."""

    FIRST = "first"  #: the first card of an empty table (any card)
    LEFT = "left"  #: an element strictly smaller than all: left end
    RIGHT = "right"  #: an element strictly greater than all: right end
    BOND = "bond"  #: a 7 or 8 touching a 7 or 8 element ("liaison")
    GAP = "gap"  #: a "<>" where exactly one value is missing

    def label(self, language: str | None = None) -> str:
        """'à gauche' / 'on the left' …"""
        return t(_PLACE_KEYS[self], language)


_PLACE_KEYS = {PlacementKind.FIRST: "gaag.place.first", PlacementKind.LEFT: "gaag.place.left",
               PlacementKind.RIGHT: "gaag.place.right", PlacementKind.BOND: "gaag.place.bond",
               PlacementKind.GAP: "gaag.place.gap"}


@dataclass(frozen=True, slots=True)
class Placement:
    """Put a card at ``index`` of the row (0 = left end, ``len(row)`` = right end)."""

    kind: PlacementKind
    index: int

    def label(self, language: str | None = None) -> str:
        return self.kind.label(language)


@dataclass(frozen=True, slots=True)
class Row:
    """The row on the table: ``cards`` left to right and the Z ``values`` they stand for."""

    cards: tuple[Card, ...] = ()
    values: tuple[int, ...] = ()

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def left_closed(self) -> bool:
        """True once Z = 1 is at the left end: nothing can go there any more."""
        return bool(self.values) and self.values[0] == Z_MIN

    @property
    def right_closed(self) -> bool:
        """True once Z = 18 is at the right end: nothing can go there any more."""
        return bool(self.values) and self.values[-1] == Z_MAX

    def label(self, language: str | None = None) -> str:
        """The row as short labels, or 'table vide' / 'empty table'."""
        if not self.cards:
            return t("gaag.table.empty", language)
        return " ".join(map(str, self.cards))


def _lone_gap(values: tuple[int, ...]) -> bool:
    return len(values) == 1 and values[0] == GAP_Z


def bond_index(table: Row, card: Card) -> int | None:
    """Where a bonded 7 or 8 goes, or ``None`` if it cannot bond.

    The first position that keeps the row in order of Z and touches a 7 or 8
    element (a "<>" standing for 7 or 8 is not an element, so it does not bond).
    """
    z = card.z
    if z not in BOND_Z:
        return None
    cards, values = table.cards, table.values
    if _lone_gap(values):
        return None
    n = len(cards)
    for i in range(bisect_left(values, z), bisect_right(values, z) + 1):
        if (i and cards[i - 1].z in BOND_Z) or (i < n and cards[i].z in BOND_Z):
            return i
    return None


# Placements are immutable: the hot path reuses one object per (kind, index).
_MAX_ROW = 80  # far more than a row can hold (18 values, 6 extra 7/8s)
_FIRST = Placement(PlacementKind.FIRST, 0)
_LEFT = Placement(PlacementKind.LEFT, 0)
_LONE_RIGHT = Placement(PlacementKind.RIGHT, 1)
_RIGHT = tuple(Placement(PlacementKind.RIGHT, i) for i in range(_MAX_ROW))
_BOND = tuple(Placement(PlacementKind.BOND, i) for i in range(_MAX_ROW))
_GAP = tuple(Placement(PlacementKind.GAP, i) for i in range(_MAX_ROW))


def placements(table: Row, card: Card) -> tuple[Placement, ...]:
    """Every legal placement of ``card`` on ``table`` (empty tuple: it cannot be played).

    A 7 or 8 that touches a 7 or 8 element is always a BOND, even at an end.
    """
    values = table.values
    n = len(values)
    if not n:
        return (_FIRST,)
    z = card.z
    if z == GAP_Z:
        cards = table.cards
        return tuple(_GAP[i] for i in range(1, n)
                     if values[i] - values[i - 1] == 2 and cards[i].z and cards[i - 1].z)
    if n == 1 and values[0] == GAP_Z:
        # A lone "<>" will stand for z + 1 (card on its left) or z - 1 (on its right).
        if z == Z_MAX:
            return (_LONE_RIGHT,)
        return (_LEFT,) if z == Z_MIN else (_LEFT, _LONE_RIGHT)
    bond = bond_index(table, card) if z in BOND_Z else None
    if bond is None:
        if z < values[0]:
            return (_LEFT,)
        return (_RIGHT[n],) if z > values[-1] else ()
    found = []
    if z < values[0] and bond != 0:
        found.append(_LEFT)
    if z > values[-1] and bond != n:
        found.append(_RIGHT[n])
    found.append(_BOND[bond])
    return tuple(found)


def is_special(card: Card, placement: Placement) -> bool:
    """Does this play let its player reverse the direction? (Z = 1, Z = 18, "<>", bond.)"""
    return card.z in (GAP_Z, Z_MIN, Z_MAX) or placement.kind is PlacementKind.BOND


def place(table: Row, card: Card, placement: Placement, *, check: bool = True) -> Row:
    """The table after putting ``card`` there; a :class:`RuleError` saying why if illegal.

    ``check=False`` skips the check (for placements taken from :func:`placements`).
    """
    if check:
        check_placement(table, card, placement)
    i = placement.index
    values = table.values
    if card.z == GAP_Z:
        value = values[i - 1] + 1 if values else GAP_Z
    else:
        value = card.z
        if _lone_gap(values):  # the lone "<>" now stands for the value next to this card
            values = (value + 1,) if i == 0 else (value - 1,)
    return Row((*table.cards[:i], card, *table.cards[i:]),
                 (*values[:i], value, *values[i:]))


def check_placement(table: Row, card: Card, placement: Placement) -> None:
    """Nothing if ``placement`` is legal; else a :class:`RuleError` that says why."""
    legal = placements(table, card)
    if placement in legal:
        return
    kind, index = placement.kind, placement.index
    values, n = table.values, len(table.values)
    if kind is PlacementKind.FIRST or not n:
        raise RuleError("gaag.error.table_not_empty" if n else "gaag.error.table_empty")
    if kind is PlacementKind.GAP:
        _explain_gap(table, card, index)
    elif card.z == GAP_Z:
        raise RuleError("gaag.error.gap_only_in_gaps")
    elif kind is PlacementKind.BOND:
        if card.z not in BOND_Z:
            raise RuleError("gaag.error.not_bond_card", card=card.label)
        if not any(c.z in BOND_Z for c in table.cards):
            raise RuleError("gaag.error.no_partner", card=card.label)
    elif kind is PlacementKind.LEFT:
        if table.left_closed:
            raise RuleError("gaag.error.left_closed")
        if values[0] and card.z >= values[0]:
            raise RuleError("gaag.error.not_smaller", card=card.label, z=card.z, low=values[0])
    elif kind is PlacementKind.RIGHT:
        if table.right_closed:
            raise RuleError("gaag.error.right_closed")
        if values[-1] and card.z <= values[-1]:
            raise RuleError("gaag.error.not_greater", card=card.label, z=card.z,
                            high=values[-1])
    same_kind = [p for p in legal if p.kind is kind]
    if same_kind:
        raise RuleError("gaag.error.position", card=card.label, index=index,
                        expected=same_kind[0].index)
    if any(p.kind is PlacementKind.BOND for p in legal):
        raise RuleError("gaag.error.is_bond", card=card.label)
    raise RuleError("gaag.error.placement", card=card.label,
                    allowed=lambda lang: _describe(legal, lang))


def _describe(legal: tuple[Placement, ...], language: str) -> str:
    if not legal:
        return t("gaag.none", language)
    return ", ".join(f"{p.kind.label(language)} ({p.index})" for p in legal)


def _explain_gap(table: Row, card: Card, index: int) -> None:
    if card.z != GAP_Z:
        raise RuleError("gaag.error.not_gap_card", card=card.label)
    cards, values = table.cards, table.values
    if not 0 < index < len(cards):
        raise RuleError("gaag.error.gap_edge", index=index)
    if cards[index - 1].z == GAP_Z or cards[index].z == GAP_Z:
        raise RuleError("gaag.error.gap_neighbour")
    low, high = values[index - 1], values[index]
    missing = list(range(low + 1, high))
    if not missing:
        raise RuleError("gaag.error.gap_none", left=low, right=high)
    raise RuleError("gaag.error.gap_many", left=low, right=high, count=len(missing),
                    missing=", ".join(map(str, missing)))


def is_in_order(table: Row) -> bool:
    """The invariant: values never go down, each element stands for its own Z, each
    placed "<>" for a value between its neighbours', and only 7/8 values repeat."""
    cards, values = table.cards, table.values
    if len(cards) != len(values):
        return False
    if _lone_gap(values):
        return True
    for i, (card, value) in enumerate(zip(cards, values, strict=True)):
        if card.z and card.z != value:
            return False
        if not Z_MIN <= value <= Z_MAX:
            return False
        if i and (value < values[i - 1] or (value == values[i - 1] and value not in BOND_Z)):
            return False
    return True


__all__ = ["Placement", "PlacementKind", "Row", "bond_index", "check_placement",
           "is_in_order", "is_special", "place", "placements"]
