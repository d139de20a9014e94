"""The decisions a Skyjo player takes and the options they answer with.

Every option is a small frozen value, JSON-ready through :func:`encode_option`
and :func:`decode_option`:

- :class:`Reveal` ``(row, col)``: at the start of a round, turn one of your
  face-down cards face up (each player does it twice);
- :class:`Pile`: at the start of a turn, take the top card of the discard pile
  (``Pile.DISCARD``) or draw the top card of the draw pile (``Pile.DRAW``);
- :class:`Exchange` ``(row, col)``: put the card you hold there, face up; the
  card that was there goes face up onto the discard pile;
- :class:`DiscardAndReveal` ``(row, col)``: (only with a card drawn from the
  draw pile) put it on the discard pile and turn that face-down card face up.

>>> from algunokit.skyjo.moves import Exchange, decode_option, encode_option
>>> encode_option(Exchange(1, 2))
['exchange', 1, 2]
>>> decode_option(['exchange', 1, 2]) == Exchange(1, 2)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.errors import SaveFileError
from algunokit.i18n import t
from algunokit.skyjo.cards import COLUMNS, SLOTS


class Kind(Enum):
    """What a decision is about."""

    SETUP_REVEAL = "setup_reveal"  #: reveal one of your face-down cards (round start)
    CHOOSE_PILE = "choose_pile"  #: take the discard's top card or draw one
    PLACE_DISCARD = "place_discard"  #: exchange the card taken from the discard
    PLACE_DRAWN = "place_drawn"  #: exchange the drawn card, or discard it and reveal

    def label(self, language: str | None = None) -> str:
        """What the player must do, in a short sentence."""
        return t(f"skyjo.kind.{self.value}", language)


class Pile(Enum):
    """Where the card of a turn comes from."""

    DRAW = "draw"  #: the top card of the face-down draw pile
    DISCARD = "discard"  #: the top card of the face-up discard pile

    def label(self, language: str | None = None) -> str:
        return t(f"skyjo.pile.{self.value}", language)


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

_NAMES: dict[type, str] = {Reveal: "reveal", Exchange: "exchange",
                           DiscardAndReveal: "discard_and_reveal"}
_CLASSES: dict[str, type] = {name: cls for cls, name in _NAMES.items()}


def describe_option(option: Option, language: str | None = None) -> str:
    """What choosing ``option`` does, for a button or a tooltip."""
    if isinstance(option, Pile):
        return t("skyjo.option.pile", language, pile=option.label(language))
    return t(f"skyjo.option.{_NAMES[type(option)]}", language, row=option.row, col=option.col)


def encode_option(option: Option) -> list[Any]:
    """A JSON-ready list: ``['pile', 'draw']``, ``['exchange', row, col]`` …"""
    if isinstance(option, Pile):
        return ["pile", option.value]
    return [_NAMES[type(option)], option.row, option.col]


def decode_option(data: Any) -> Option:
    """The option :func:`encode_option` wrote (a :class:`SaveFileError` if malformed)."""
    try:
        name, *args = data
        if name == "pile":
            (value,) = args
            return Pile(value)
        row, col = args
        if not (isinstance(row, int) and isinstance(col, int)):
            raise TypeError("row and col must be integers")
        return _CLASSES[name](row, col)
    except (TypeError, ValueError, KeyError) as exc:
        raise SaveFileError("common.error.save_game", game="Skyjo",
                            detail=f"option {data!r} ({exc})") from None


__all__ = [
    "DISCARD_REVEALS",
    "EXCHANGES",
    "REVEALS",
    "DiscardAndReveal",
    "Exchange",
    "Kind",
    "Option",
    "Pile",
    "Reveal",
    "decode_option",
    "describe_option",
    "encode_option",
]
