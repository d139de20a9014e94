"""What happened in a Skyjo game: small event records and their sentences.

``game.log`` is a list of these events, oldest first; ``game.log_text()``
turns them into sentences in French or English through the catalogue. Every
field is an ``int``, a ``bool`` or a tuple of ints, so an event saves as a
JSON list ``[name, field, …]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from algunokit.errors import SaveFileError
from algunokit.i18n import t
from algunokit.play import player_name


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A new round is dealt: 12 face-down cards each."""

    round: int


@dataclass(frozen=True, slots=True)
class Revealed:
    """A face-down card is turned face up (``final``: at the end of the round)."""

    player: int
    row: int
    col: int
    value: int
    final: bool = False


@dataclass(frozen=True, slots=True)
class DiscardStarted:
    """The top card of the draw pile starts the discard pile."""

    value: int


@dataclass(frozen=True, slots=True)
class Starts:
    """``player`` starts the round (``by_sum``: highest sum, else ended the last round)."""

    player: int
    by_sum: bool


@dataclass(frozen=True, slots=True)
class Took:
    """``player`` took the discard's top card or drew one (``value`` is what they hold)."""

    player: int
    from_discard: bool
    value: int


@dataclass(frozen=True, slots=True)
class Exchanged:
    """``player`` put ``new`` at (row, col); ``old`` went onto the discard pile."""

    player: int
    row: int
    col: int
    new: int
    old: int


@dataclass(frozen=True, slots=True)
class Discarded:
    """``player`` put the drawn card onto the discard pile."""

    player: int
    value: int


@dataclass(frozen=True, slots=True)
class ColumnRemoved:
    """Three face-up ``value`` cards in column ``col`` went onto the discard pile."""

    player: int
    col: int
    value: int


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The discard pile but its top card became the new draw pile (``cards`` cards)."""

    cards: int


@dataclass(frozen=True, slots=True)
class RoundEnding:
    """``player`` has every card face up: each other player plays one more turn."""

    player: int


@dataclass(frozen=True, slots=True)
class RoundScored:
    """The round's card sums, scores (after doubling) and running totals."""

    round: int
    ender: int
    points: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    """Someone reached the end score: the lowest totals win together."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameStopped:
    """The safety limit on turns stopped the game: no winner."""

    turns: int


Event = (RoundStarted | Revealed | DiscardStarted | Starts | Took | Exchanged | Discarded
         | ColumnRemoved | Reshuffled | RoundEnding | RoundScored | GameOver | GameStopped)

EVENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    RoundStarted, Revealed, DiscardStarted, Starts, Took, Exchanged, Discarded, ColumnRemoved,
    Reshuffled, RoundEnding, RoundScored, GameOver, GameStopped)}


def _who(player: int, language: str | None, names: Sequence[str] | None = None) -> str:
    return player_name(player, names, language)


def _seats(seats: tuple[int, ...], language: str | None,
           names: Sequence[str] | None = None) -> str:
    return ", ".join(_who(s, language, names) for s in seats)


def _numbers(values: tuple[int, ...]) -> str:
    return ", ".join(str(v) for v in values)


def describe(event: Event, language: str | None = None,
             names: Sequence[str] | None = None) -> str:
    """One sentence telling ``event`` in ``language`` (default: the current one);
    ``names``: the seat names a widget uses, else first names (Alice, Bilal …)."""
    lang = language
    match event:
        case RoundStarted(round=number):
            return t("skyjo.log.round_started", lang, round=number)
        case Revealed(player=p, row=r, col=c, value=v, final=final):
            key = "skyjo.log.revealed_final" if final else "skyjo.log.revealed"
            return t(key, lang, player=_who(p, lang, names), row=r, col=c, value=v)
        case DiscardStarted(value=v):
            return t("skyjo.log.discard_started", lang, value=v)
        case Starts(player=p, by_sum=by_sum):
            key = "skyjo.log.starts_sum" if by_sum else "skyjo.log.starts_ender"
            return t(key, lang, player=_who(p, lang, names))
        case Took(player=p, from_discard=from_discard, value=v):
            key = "skyjo.log.took_discard" if from_discard else "skyjo.log.drew"
            return t(key, lang, player=_who(p, lang, names), value=v)
        case Exchanged(player=p, row=r, col=c, new=new, old=old):
            return t("skyjo.log.exchanged", lang, player=_who(p, lang, names), row=r, col=c,
                     new=new, old=old)
        case Discarded(player=p, value=v):
            return t("skyjo.log.discarded", lang, player=_who(p, lang, names), value=v)
        case ColumnRemoved(player=p, col=c, value=v):
            return t("skyjo.log.column_removed", lang, player=_who(p, lang, names), col=c, value=v)
        case Reshuffled(cards=n):
            return t("skyjo.log.reshuffled", lang, cards=n)
        case RoundEnding(player=p):
            return t("skyjo.log.round_ending", lang, player=_who(p, lang, names))
        case RoundScored(round=number, ender=ender, points=points, scores=scores,
                         totals=totals):
            key = ("skyjo.log.round_scored_doubled" if scores[ender] != points[ender]
                   else "skyjo.log.round_scored")
            return t(key, lang, round=number, player=_who(ender, lang, names),
                     points=_numbers(points), scores=_numbers(scores), totals=_numbers(totals))
        case GameOver(winners=seats, totals=totals):
            return t("skyjo.log.game_over", lang, winners=_seats(seats, lang, names),
                     totals=_numbers(totals))
        case GameStopped(turns=n):
            return t("skyjo.log.game_stopped", lang, turns=n)
    raise TypeError(f"not a Skyjo event: {event!r}")


def encode_event(event: Event) -> list[Any]:
    """``[name, field, …]`` (tuples become lists in JSON)."""
    return [type(event).__name__, *(getattr(event, f.name) for f in fields(event))]


def decode_event(data: Any) -> Event:
    """The event :func:`encode_event` wrote (a :class:`SaveFileError` if malformed)."""
    try:
        name, *args = data
        cls = EVENT_TYPES[name]
        values = [tuple(a) if isinstance(a, list) else a for a in args]
        for value in values:
            items = value if isinstance(value, tuple) else (value,)
            if not all(isinstance(v, int) for v in items):
                raise TypeError("event fields are integers")
        return cls(*values)
    except (TypeError, ValueError, KeyError) as exc:
        raise SaveFileError("common.error.save_game", game="Skyjo",
                            detail=f"event {data!r} ({exc})") from None


__all__ = [
    "EVENT_TYPES",
    "ColumnRemoved",
    "DiscardStarted",
    "Discarded",
    "Event",
    "Exchanged",
    "GameOver",
    "GameStopped",
    "Reshuffled",
    "Revealed",
    "RoundEnding",
    "RoundScored",
    "RoundStarted",
    "Starts",
    "Took",
    "decode_event",
    "describe",
    "encode_event",
]
