"""What a GaAg player may answer, and what the game log records.

Options are small frozen dataclasses and enums with a JSON form, so a saved
game, a widget and a bot all speak the same language:

- :class:`Play`: put a card from your hand on the table at a :class:`Placement`;
- :class:`PickUp`: take the whole table onto your score pile, then start a new
  table with ``start`` (``None`` once the draw pile is empty: the round ends);
- :class:`Reverse`: after a special card, keep or reverse the direction of play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

from algunokit.gaag.elements import Card, card_from_data
from algunokit.gaag.table import Placement, PlacementKind
from algunokit.i18n import t
from algunokit.play import player_name


class Step(Enum):
    """What a decision is about."""

    PLAY = "play"  #: play a card or pick up the table
    DIRECTION = "direction"  #: after a special card: keep or reverse the direction


class Reverse(Enum):
    """The answer to a :attr:`Step.DIRECTION` decision."""

    KEEP = "keep"
    REVERSE = "reverse"

    def label(self, language: str | None = None) -> str:
        return t(f"gaag.reverse.{self.value}", language)

    def __str__(self) -> str:
        return self.label()


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
        raise ValueError(f"not a GaAg option: {data!r}")
    if data[0] == "play" and len(data) == 4 and type(data[3]) is int:
        return Play(card_from_data(data[1]), Placement(PlacementKind(data[2]), data[3]))
    if data[0] == "pick_up" and len(data) == 2:
        return PickUp(None if data[1] is None else card_from_data(data[1]))
    if len(data) == 1:
        return Reverse(data[0])
    raise ValueError(f"not a GaAg option: {data!r}")


class EventKind(Enum):
    """What happened, in the log."""

    ROUND = "round"  #: a round starts (player: who starts; numbers: (round,))
    PLAY = "play"  #: player put card at place
    PICK_UP = "pick_up"  #: player picked up the table (numbers: (cards, atoms))
    START = "start"  #: player started a new table with card
    REVERSE = "reverse"  #: player reversed the direction of play
    LAST_CARD = "last_card"  #: player drew the last card of the draw pile
    UNSCORED = "unscored"  #: nobody holds a card: the round ends (numbers: (cards,))
    SCORE = "score"  #: player scores (numbers: (round atoms, total))
    GAME_OVER = "game_over"  #: the game ends (numbers: the winners)


class Event(NamedTuple):
    """One line of the log (an immutable named tuple: one is built every turn)."""

    kind: EventKind
    player: int = -1
    card: Card | None = None
    place: PlacementKind | None = None
    numbers: tuple[int, ...] = ()

    def text(self, language: str | None = None, names: Sequence[str] | None = None) -> str:
        """The event as a sentence in French or English; ``names``: the seat names a
        widget uses, else first names (Alice, Bilal …)."""
        params: dict[str, object] = {}
        if self.player >= 0:
            params["player"] = player_name(self.player, names, language)
        if self.card is not None:
            params["card"] = self.card.label(language)
        if self.place is not None:
            params["place"] = self.place.label(language)
        nums = self.numbers
        kind = self.kind
        if kind is EventKind.ROUND:
            params["round"] = nums[0]
        elif kind is EventKind.PICK_UP:
            params.update(cards=nums[0], atoms=nums[1])
        elif kind is EventKind.UNSCORED:
            params["cards"] = nums[0]
        elif kind is EventKind.SCORE:
            params.update(atoms=nums[0], total=nums[1])
        elif kind is EventKind.GAME_OVER:
            params["winners"] = ", ".join(player_name(n, names, language) for n in nums)
        return t(f"gaag.log.{kind.value}", language, **params)

    def to_data(self) -> list[Any]:
        return [self.kind.value, self.player, None if self.card is None else self.card.to_data(),
                None if self.place is None else self.place.value, list(self.numbers)]

    @classmethod
    def from_data(cls, data: Any) -> Event:
        kind, player, card, place, numbers = data
        if type(player) is not int or not all(type(n) is int for n in numbers):
            raise ValueError(f"not a GaAg event: {data!r}")
        return cls(EventKind(kind), player, None if card is None else card_from_data(card),
                   None if place is None else PlacementKind(place), tuple(numbers))


__all__ = ["Event", "EventKind", "Option", "PickUp", "Play", "Reverse", "Step",
           "option_from_data", "option_to_data"]
