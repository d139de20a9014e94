"""Celsius arithmetic: a chain of operator cards computed strictly left to right.

There is no operator priority: each card acts on the value so far, as on the
sheet's example ``10 + 1 × 2 = 11 × 2 = 22``. Division must be exact; values
may go below zero.

>>> evaluate(10, [Step(parse_operator("+1")), Step(parse_operator("x2"))])
22
>>> evaluate(3, [Step(parse_operator("x?"), 7), Step(parse_operator("±1"), -1)])
20

Errors: an inexact division raises :class:`InexactDivision`, a missing or
impossible choice for a ``?`` / ``±1`` card a :class:`~algunokit.errors.RuleError`,
and text that is not an operator an :class:`OperatorTextError`. All three are
:class:`~algunokit.errors.RuleError` subclasses (or the class itself), so
``except RuleError`` catches every one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from algunokit.celsius.cards import OperatorCard, OpKind
from algunokit.errors import RuleError
from algunokit.i18n import t


class OperatorTextError(RuleError):
    """Text that :func:`parse_operator` cannot read as an operator card."""


class InexactDivision(RuleError):
    """A division that does not fall exactly (Celsius only divides exactly)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One operator card in a chain, with the player's choice.

    ``choice`` is the number picked for a ``?`` card (1 to 10), the sign picked for
    a ``±1`` card (+1 or −1), and ``None`` for every other card.
    """

    card: OperatorCard
    choice: int | None = None

    @property
    def amount(self) -> int | None:
        """The number the card acts with (``None`` for a square)."""
        if self.card.kind is OpKind.SQUARE:
            return None
        if self.card.kind is OpKind.PLUS_MINUS_ONE:
            return self.choice
        return self.card.number if self.card.number is not None else self.choice

    def check(self) -> Step:
        """This step if its choice fits its card, else a :class:`RuleError`."""
        if self.choice not in self.card.choices:
            raise RuleError("celsius.error.choice", card=self.card.label,
                            allowed=", ".join(str(c) for c in self.card.choices))
        return self

    def label(self, language: str | None = None) -> str:
        """'+3', '×7' for a '×?' played as 7, '−1' for a '±1' played as −1."""
        card = self.card
        if card.kind is OpKind.PLUS_MINUS_ONE and self.choice in (1, -1):
            return OperatorCard(OpKind.ADD if self.choice > 0 else OpKind.SUB, 1).label(language)
        if card.is_choice and self.choice is not None:
            return OperatorCard(card.kind, self.choice).label(language)
        return card.label(language)


def apply(value: int, kind: OpKind, amount: int | None) -> int | None:
    """``value`` after one operator; ``None`` when a division is not exact."""
    if kind is OpKind.ADD or kind is OpKind.PLUS_MINUS_ONE:
        return value + amount  # type: ignore[operator]
    if kind is OpKind.MUL:
        return value * amount  # type: ignore[operator]
    if kind is OpKind.SUB:
        return value - amount  # type: ignore[operator]
    if kind is OpKind.SQUARE:
        return value * value
    quotient, rest = divmod(value, amount)  # type: ignore[arg-type]
    return None if rest else quotient


def evaluate(start: int, chain: Iterable[Step | OperatorCard]) -> int:
    """The value of ``chain`` computed left to right from ``start``.

    A bare :class:`OperatorCard` that needs no choice may stand for its step.
    Raises :class:`InexactDivision` on an inexact division and
    :class:`RuleError` on a missing or impossible choice.

    >>> evaluate(10, [parse_operator("+1"), parse_operator("x2")])
    22
    """
    value = start
    for item in chain:
        step = (item if isinstance(item, Step) else Step(item)).check()
        result = apply(value, step.card.kind, step.amount)
        if result is None:
            raise InexactDivision("celsius.error.inexact", value=value, n=step.amount)
        value = result
    return value


def format_chain(start: int, chain: Iterable[Step], language: str | None = None) -> str:
    """The chain written one step at a time, each step with the value it makes.

    Celsius computes left to right, with no operator priority; written as one
    line (``10 + 1 × 2``) a chain would contradict the order of operations taught
    at school, so each card gets its own small calculation. An inexact division
    shows ``?`` (the engine refuses such a chain anyway).

    >>> format_chain(10, [Step(parse_operator("+1")), Step(parse_operator("x2"))], "en")
    '10 + 1 = 11; 11 × 2 = 22'
    >>> format_chain(0, [Step(parse_operator("-?"), 9), Step(parse_operator("^2"))], "fr")
    '0 − 9 = -9 ; (-9)² = 81'
    """
    parts = []
    value: int | None = start
    for step in chain:
        label = step.label(language)
        after = None if value is None else apply(value, step.card.kind, step.amount)
        base = "?" if value is None else (f"({value})" if value < 0 else str(value))
        shown = "?" if after is None else str(after)
        if step.card.kind is OpKind.SQUARE:
            parts.append(f"{base}{label} = {shown}")
        else:
            parts.append(f"{'?' if value is None else value} {label[0]} {label[1:]} = {shown}")
        value = after
    if not parts:
        return str(start)
    return t("celsius.chain.separator", language).join(parts)


_PATTERN = re.compile(r"^([+\-−x×X*/÷:])\s*(\d+|\?)$")
_KINDS = {"+": OpKind.ADD, "-": OpKind.SUB, "−": OpKind.SUB, "x": OpKind.MUL, "×": OpKind.MUL,
          "X": OpKind.MUL, "*": OpKind.MUL, "/": OpKind.DIV, "÷": OpKind.DIV, ":": OpKind.DIV}
_SQUARES = {"^2", "²", "**2", "^ 2"}
_PLUS_MINUS = {"±1", "+-1", "+/-1", "-+1"}


def parse_operator(text: str) -> OperatorCard:
    """The operator card written as ``text``.

    Accepted: ``+3``, ``x2`` / ``×2`` / ``*2``, ``^2`` / ``²``, ``-4`` / ``−4``,
    ``/2`` / ``÷2`` / ``:2``, ``+?``, ``x?``, ``-?``, ``/?``, ``±1`` / ``+-1``;
    numbers go from 1 to 10 as on the cards; spaces around are ignored. Anything
    else raises :class:`OperatorTextError` with a message in the current language.

    >>> parse_operator("×3").label()
    '×3'
    """
    if not isinstance(text, str):
        raise OperatorTextError("celsius.error.operator_text", text=str(text))
    cleaned = text.strip()
    if cleaned in _SQUARES:
        return OperatorCard(OpKind.SQUARE)
    if cleaned.replace("−", "-") in _PLUS_MINUS:
        return OperatorCard(OpKind.PLUS_MINUS_ONE)
    match = _PATTERN.match(cleaned)
    if match is None:
        raise OperatorTextError("celsius.error.operator_text", text=text)
    symbol, number = match.groups()
    if number == "?":
        return OperatorCard(_KINDS[symbol], None)
    if not 1 <= int(number) <= 10 or number != str(int(number)):
        raise OperatorTextError("celsius.error.operator_number", text=text)
    return OperatorCard(_KINDS[symbol], int(number))


__all__ = [
    "InexactDivision",
    "OperatorTextError",
    "Step",
    "apply",
    "evaluate",
    "format_chain",
    "parse_operator",
]
