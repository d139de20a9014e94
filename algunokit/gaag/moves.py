"""What a GaAg player may answer, and its JSON form.

Options are small frozen dataclasses and enums with a JSON form, so a saved
game, a widget and a bot all speak the same language:

- :class:`Play`: put a card from your hand on the table at a :class:`Placement`;
- :class:`PickUp`: take the whole table onto your score pile, then start a new
  table with ``start`` (``None`` once the draw pile is empty: the round ends);
- :class:`Reverse`: after a special card, keep or reverse the direction of play.

>>> from algunokit.gaag.elements import element
>>> option_to_data(PickUp(element(3)))
['pick_up', [3, 0]]
>>> option_from_data(["keep"]) is Reverse.KEEP
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.gaag.elements import Card, card_from_data
from algunokit.gaag.table import Placement, PlacementKind
from algunokit.i18n import t


class DecisionKind(Enum):
    """What a decision is about."""

    PLAY = "play"  #: play a card or pick up the table
    DIRECTION = "direction"  #: after a special card: keep or reverse the direction


class Reverse(Enum):
    """The answer to a :attr:`DecisionKind.DIRECTION` decision."""

    KEEP = "keep"
    REVERSE = "reverse"

    def label(self, language: str | None = None) -> str:
        return t(_REVERSE_KEYS[self], language)

    def __str__(self) -> str:
        return self.label()


_REVERSE_KEYS = {Reverse.KEEP: "gaag.reverse.keep", Reverse.REVERSE: "gaag.reverse.reverse"}


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` from your hand at ``placement``."""

    card: Card
    placement: Placement

    def label(self, language: str | None = None) -> str:
        return t("gaag.option.play", language, card=self.card.label(language),
                 place=self.placement.label(language), index=self.placement.index)

    def __str__(self) -> str:
        return self.label()


@dataclass(frozen=True, slots=True)
class PickUp:
    """Pick up the table, then start a new one with ``start`` (``None``: last table)."""

    start: Card | None = None

    def label(self, language: str | None = None) -> str:
        if self.start is None:
            return t("gaag.option.pick_up_last", language)
        return t("gaag.option.pick_up", language, card=self.start.label(language))

    def __str__(self) -> str:
        return self.label()


Option = Play | PickUp | Reverse


def option_to_data(option: Option) -> Any:
    """JSON form: ``["play", [z, atoms], "left", 0]``, ``["pick_up", [z, atoms] | None]``,
    ``["keep"]`` / ``["reverse"]``."""
    if isinstance(option, Play):
        return ["play", option.card.to_data(), option.placement.kind.value,
                option.placement.index]
    if isinstance(option, PickUp):
        return ["pick_up", None if option.start is None else option.start.to_data()]
    return [option.value]


def option_from_data(data: Any) -> Option:
    """The option saved by :func:`option_to_data`; ``ValueError`` if malformed."""
    if not isinstance(data, list) or not data:
        raise ValueError("not a GaAg option")
    if data[0] == "play" and len(data) == 4 and type(data[3]) is int:
        return Play(card_from_data(data[1]), Placement(PlacementKind(data[2]), data[3]))
    if data[0] == "pick_up" and len(data) == 2:
        return PickUp(None if data[1] is None else card_from_data(data[1]))
    if len(data) == 1 and isinstance(data[0], str):
        return Reverse(data[0])
    raise ValueError("not a GaAg option")


__all__ = ["DecisionKind", "Option", "PickUp", "Play", "Reverse", "option_from_data",
           "option_to_data"]
