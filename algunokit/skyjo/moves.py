"""The decisions a Skyjo player takes and the options they answer with.

Every option is a small frozen value, JSON-ready through :func:`option_to_data`
and :func:`option_from_data`:

- :class:`Reveal` ``(row, col)``: at the start of a round, turn one of your
  face-down cards face up (each player does it twice);
- :class:`Pile`: at the start of a turn, take the top card of the discard pile
  (``Pile.DISCARD``) or draw the top card of the draw pile (``Pile.DRAW``);
- :class:`Exchange` ``(row, col)``: put the card you hold there, face up; the
  card that was there goes face up onto the discard pile;
- :class:`DiscardAndReveal` ``(row, col)``: (only with a card drawn from the
  draw pile) put it on the discard pile and turn that face-down card face up.

>>> from algunokit.skyjo.moves import Exchange, option_from_data, option_to_data
>>> option_to_data(Exchange(1, 2))
['exchange', 1, 2]
>>> option_from_data(['exchange', 1, 2]) == Exchange(1, 2)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.i18n import t
from algunokit.saving import require
from algunokit.skyjo.cards import COLUMNS, ROWS, SLOTS


class DecisionKind(Enum):
    """What a decision is about."""

    SETUP_REVEAL = "setup_reveal"  #: reveal one of your face-down cards (round start)
    CHOOSE_PILE = "choose_pile"  #: take the discard's top card or draw one
    PLACE_DISCARD = "place_discard"  #: exchange the card taken from the discard
    PLACE_DRAWN = "place_drawn"  #: exchange the drawn card, or discard it and reveal

    def label(self, language: str | None = None) -> str:
        """What the player must do, in a short sentence."""
        return t(_KIND_LABELS[self], language)


_KIND_LABELS = {
    DecisionKind.SETUP_REVEAL: "skyjo.kind.setup_reveal",
    DecisionKind.CHOOSE_PILE: "skyjo.kind.choose_pile",
    DecisionKind.PLACE_DISCARD: "skyjo.kind.place_discard",
    DecisionKind.PLACE_DRAWN: "skyjo.kind.place_drawn",
}


class Pile(Enum):
    """Where the card of a turn comes from."""

    DRAW = "draw"  #: the top card of the face-down draw pile
    DISCARD = "discard"  #: the top card of the face-up discard pile

    def label(self, language: str | None = None) -> str:
        """'pioche' / 'draw pile', 'défausse' / 'discard pile'."""
        return t(_PILE_LABELS[self], language)


_PILE_LABELS = {Pile.DRAW: "skyjo.pile.draw", Pile.DISCARD: "skyjo.pile.discard"}


@dataclass(frozen=True, slots=True)
class Reveal:
    """Round start: turn the face-down card at ``(row, col)`` face up."""

    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Put the held card at ``(row, col)`` face up; the old card goes onto the discard."""

    row: int
    col: int


@dataclass(frozen=True, slots=True)
class DiscardAndReveal:
    """Put the drawn card onto the discard and turn the card at ``(row, col)`` face up."""

    row: int
    col: int


Option = Reveal | Pile | Exchange | DiscardAndReveal

# One shared instance per slot: options offered by the engine are these objects.
REVEALS: tuple[Reveal, ...] = tuple(Reveal(*divmod(s, COLUMNS)) for s in range(SLOTS))
EXCHANGES: tuple[Exchange, ...] = tuple(Exchange(*divmod(s, COLUMNS)) for s in range(SLOTS))
DISCARD_REVEALS: tuple[DiscardAndReveal, ...] = tuple(
    DiscardAndReveal(*divmod(s, COLUMNS)) for s in range(SLOTS)
)

#: The name an option kind has in JSON, and the sentence describing it.
_NAMES: dict[type, str] = {Reveal: "reveal", Exchange: "exchange",
                           DiscardAndReveal: "discard_and_reveal"}
_DESCRIPTIONS: dict[type, str] = {Reveal: "skyjo.option.reveal",
                                  Exchange: "skyjo.option.exchange",
                                  DiscardAndReveal: "skyjo.option.discard_and_reveal"}


def describe_option(option: Option, language: str | None = None) -> str:
    """What choosing ``option`` does, for a button or a tooltip.

    >>> describe_option(Pile.DISCARD, "en")
    'take from the discard pile'
    """
    if isinstance(option, Pile):
        return t("skyjo.option.pile", language, pile=option.label(language))
    return t(_DESCRIPTIONS[type(option)], language, row=option.row, col=option.col)


def option_to_data(option: Option) -> list[Any]:
    """A JSON-ready list: ``['pile', 'draw']``, ``['exchange', row, col]`` …"""
    if isinstance(option, Pile):
        return ["pile", option.value]
    return [_NAMES[type(option)], option.row, option.col]


def option_from_data(data: Any) -> Option:
    """The option :func:`option_to_data` wrote; a :class:`SaveFileError` naming ``option``
    if it is not one (the engine's own shared object is returned)."""
    option = _decoded(data)
    require(option is not None, "option", data)
    return option  # type: ignore[return-value]


_SHARED: dict[str, tuple[Option, ...]] = {"reveal": REVEALS, "exchange": EXCHANGES,
                                          "discard_and_reveal": DISCARD_REVEALS}


def _decoded(data: Any) -> Option | None:
    if not (isinstance(data, list) and len(data) in (2, 3) and type(data[0]) is str):
        return None
    if data[0] == "pile" and len(data) == 2:
        return next((pile for pile in Pile if data[1] == pile.value and type(data[1]) is str),
                    None)
    if data[0] in _SHARED and len(data) == 3:
        row, col = data[1], data[2]
        if type(row) is int and type(col) is int and 0 <= row < ROWS and 0 <= col < COLUMNS:
            return _SHARED[data[0]][row * COLUMNS + col]
    return None


__all__ = [
    "DISCARD_REVEALS",
    "EXCHANGES",
    "REVEALS",
    "DecisionKind",
    "DiscardAndReveal",
    "Exchange",
    "Option",
    "Pile",
    "Reveal",
    "describe_option",
    "option_from_data",
    "option_to_data",
]
