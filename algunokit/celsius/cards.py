"""Celsius cards and the designed 120-card deck, as data.

The printed sheet only gives the counts; the exact values are designed here (and
documented in ``docs/rules/celsius.*.md``):

* 13 cold cards 0 to 12;
* 26 hot cards from 20 to 100, both ends included (:data:`HOT_VALUES`);
* 54 pink increasing operators: ``+1`` … ``+10`` twice each and four ``+?``;
  ``×2`` ×5, ``×3`` ×4, ``×4`` ×3, ``×5`` ×3, ``×6`` ×2, ``×7`` ×2, ``×8``,
  ``×9``, ``×10`` and three ``×?``; five squares ``²``;
* 18 blue decreasing operators: ``−1`` … ``−10`` once each and two ``−?``;
  ``÷2`` ×2, ``÷3``, ``÷4``, ``÷5`` and one ``÷?``;
* 9 green ``±1`` operators.

A ``?`` card lets its player pick any integer from 1 to 10 when playing it; a
``±1`` card lets them pick +1 or −1. Each card has a short ``code`` used in saved
games (operator codes are exactly what :func:`~algunokit.celsius.arith.parse_operator`
reads).

>>> len(celsius_deck())
120
>>> OperatorCard(OpKind.MUL, 2).label()
'×2'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum

from algunokit.errors import ConfigError
from algunokit.i18n import t

#: Values a ``?`` may take, and the numbers printed operators may show.
CHOICES: tuple[int, ...] = tuple(range(1, 11))
#: The two values a ``±1`` card may take.
SIGNS: tuple[int, ...] = (1, -1)


class Colour(Enum):
    """The colour of the round printed on an operator card."""

    PINK = "pink"  # increasing: + × ²
    BLUE = "blue"  # decreasing: − ÷
    GREEN = "green"  # ±1

    def label(self, language: str | None = None) -> str:
        return t(_COLOUR_KEYS[self], language)


_COLOUR_KEYS = {Colour.PINK: "celsius.colour.pink", Colour.BLUE: "celsius.colour.blue",
                Colour.GREEN: "celsius.colour.green"}


class OpKind(Enum):
    """What an operator card does to the running value."""

    ADD = "add"
    MUL = "mul"
    SQUARE = "square"
    SUB = "sub"
    DIV = "div"
    PLUS_MINUS_ONE = "pm1"

    @property
    def colour(self) -> Colour:
        return _COLOUR[self]


_COLOUR = {
    OpKind.ADD: Colour.PINK, OpKind.MUL: Colour.PINK, OpKind.SQUARE: Colour.PINK,
    OpKind.SUB: Colour.BLUE, OpKind.DIV: Colour.BLUE, OpKind.PLUS_MINUS_ONE: Colour.GREEN,
}
#: How each kind is printed (catalogue keys).
_LABEL_KEYS = {
    OpKind.ADD: "celsius.op.add", OpKind.MUL: "celsius.op.mul",
    OpKind.SQUARE: "celsius.op.square", OpKind.SUB: "celsius.op.sub",
    OpKind.DIV: "celsius.op.div", OpKind.PLUS_MINUS_ONE: "celsius.op.pm1",
}
#: ASCII code letter of each kind (saved games, :func:`parse_operator`).
_CODE = {OpKind.ADD: "+", OpKind.MUL: "x", OpKind.SUB: "-", OpKind.DIV: "/"}


@dataclass(frozen=True, slots=True)
class ColdCard:
    """A cold card (0 to 12): the starting value of a round."""

    value: int

    @property
    def code(self) -> str:
        return f"C{self.value}"

    def label(self, language: str | None = None) -> str:
        return t("celsius.card.cold", language, value=self.value)


@dataclass(frozen=True, slots=True, order=True)
class HotCard:
    """A hot card (20 to 100): a value to reach. Ordered by value (hands are sorted)."""

    value: int

    @property
    def code(self) -> str:
        return f"H{self.value}"

    def label(self, language: str | None = None) -> str:
        return t("celsius.card.hot", language, value=self.value)


@dataclass(frozen=True, slots=True)
class OperatorCard:
    """An operator card: ``kind`` and its printed number (``None`` for a ``?``).

    Squares and ``±1`` cards carry no number (``number`` is ``None``, and
    :attr:`is_choice` is false for squares).
    """

    kind: OpKind
    number: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, OpKind) or (
                self.number is not None
                and (self.kind in (OpKind.SQUARE, OpKind.PLUS_MINUS_ONE)
                     or self.number not in CHOICES)):
            raise ConfigError("celsius.error.operator_number", text=f"{self.number}")

    @property
    def colour(self) -> Colour:
        return self.kind.colour

    @property
    def is_choice(self) -> bool:
        """True when the player picks a number 1-10 (a ``?`` card)."""
        return self.number is None and self.kind not in (OpKind.SQUARE, OpKind.PLUS_MINUS_ONE)

    @property
    def needs_choice(self) -> bool:
        """True when playing the card needs a choice: a ``?`` card or a ``±1`` card."""
        return self.is_choice or self.kind is OpKind.PLUS_MINUS_ONE

    @property
    def choices(self) -> tuple[int | None, ...]:
        """The choices a player may make for this card (``(None,)`` when none is needed)."""
        if self.is_choice:
            return CHOICES
        if self.kind is OpKind.PLUS_MINUS_ONE:
            return SIGNS
        return (None,)

    @property
    def is_decreasing(self) -> bool:
        """Blue or green: what the optional exchange counts."""
        return self.colour is not Colour.PINK

    @property
    def code(self) -> str:
        """'+3', 'x2', '^2', '-4', '/2', '+?', 'x?', '-?', '/?', '±1'."""
        if self.kind is OpKind.SQUARE:
            return "^2"
        if self.kind is OpKind.PLUS_MINUS_ONE:
            return "±1"
        return _CODE[self.kind] + ("?" if self.number is None else str(self.number))

    def label(self, language: str | None = None) -> str:
        """The card as printed: '+3', '×2', '²', '−4', '÷2', '+?', '±1'."""
        number = "?" if self.number is None else self.number
        return t(_LABEL_KEYS[self.kind], language, n=number)

    def __str__(self) -> str:
        return self.label()


Card = ColdCard | HotCard | OperatorCard

#: The 13 cold values.
COLD_VALUES: tuple[int, ...] = tuple(range(13))
#: The 26 designed hot values (20 to 100): many products and squares of small numbers.
HOT_VALUES: tuple[int, ...] = (
    20, 22, 24, 25, 27, 28, 30, 32, 35, 36,
    40, 42, 45, 48, 49, 50, 54, 56, 60, 64,
    70, 72, 80, 81, 90, 100,
)


def _ops(kind: OpKind, counts: dict[int | None, int]) -> list[OperatorCard]:
    return [OperatorCard(kind, n) for n, count in counts.items() for _ in range(count)]


#: The 81 operator cards, in a fixed order.
OPERATORS: tuple[OperatorCard, ...] = tuple(
    _ops(OpKind.ADD, {**{n: 2 for n in range(1, 11)}, None: 4})
    + _ops(OpKind.MUL, {2: 5, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 9: 1, 10: 1, None: 3})
    + _ops(OpKind.SQUARE, {None: 5})
    + _ops(OpKind.SUB, {**{n: 1 for n in range(1, 11)}, None: 2})
    + _ops(OpKind.DIV, {2: 2, 3: 1, 4: 1, 5: 1, None: 1})
    + _ops(OpKind.PLUS_MINUS_ONE, {None: 9})
)

COLD_CARDS: tuple[ColdCard, ...] = tuple(ColdCard(v) for v in COLD_VALUES)
HOT_CARDS: tuple[HotCard, ...] = tuple(HotCard(v) for v in HOT_VALUES)


_OP_BY_CODE = {card.code: card for card in OPERATORS}


def celsius_deck() -> tuple[Card, ...]:
    """The 120 cards in a fixed order: cold, hot, then operators."""
    return COLD_CARDS + HOT_CARDS + OPERATORS


def deck_counter() -> Counter[Card]:
    """The deck as a multiset (what card conservation is checked against)."""
    return Counter(celsius_deck())


def card_from_code(code: str) -> Card:
    """The card with this code ('C5', 'H40', '+3', 'x?' …); ``ValueError`` otherwise."""
    if not isinstance(code, str) or not code:
        raise ValueError(f"not a card code: {code!r}")
    head, tail = code[0], code[1:]
    if head in "CH" and tail.isdigit():
        value = int(tail)
        if head == "C" and value in COLD_VALUES:
            return ColdCard(value)
        if head == "H" and value in HOT_VALUES:
            return HotCard(value)
    if code in _OP_BY_CODE:
        return _OP_BY_CODE[code]
    raise ValueError(f"not a card code: {code!r}")


__all__ = [
    "CHOICES",
    "COLD_CARDS",
    "COLD_VALUES",
    "HOT_CARDS",
    "HOT_VALUES",
    "OPERATORS",
    "SIGNS",
    "Card",
    "ColdCard",
    "Colour",
    "HotCard",
    "OpKind",
    "OperatorCard",
    "card_from_code",
    "celsius_deck",
    "deck_counter",
]
