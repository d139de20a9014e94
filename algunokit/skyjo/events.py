"""What happened in a Skyjo game: one :class:`Event` shape and its sentences.

``game.log`` is a list of events, oldest first. An event is its :class:`EventKind`
and its ``data``, a dict of plain values (``int``, ``bool`` or tuples of ints) named
by :data:`FIELDS`; :func:`describe` tells it in French or English through the
catalogue, and an event saves as a JSON list ``[tag, value, …]``.

>>> from algunokit.skyjo.events import Event, EventKind, describe
>>> event = Event(EventKind.TOOK, {"player": 1, "from_discard": True, "value": 7})
>>> describe(event, "en")
'Bilal takes the 7 from the discard pile.'
>>> describe(event, "fr", names=["Toi", "Robot 1"])
'Robot 1 prend le 7 de la défausse.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.i18n import t, tn
from algunokit.protocol import player_name
from algunokit.saving import MAX_NUMBER
from algunokit.skyjo.cards import CARD_VALUES, COLUMNS, ROWS


class EventKind(Enum):
    """What happened (the comment lists the event's data)."""

    ROUND_STARTED = "round_started"  #: round: a new round is dealt, 12 face-down cards each
    REVEALED = "revealed"  #: player, row, col, value, final (at the end of the round)
    DISCARD_STARTED = "discard_started"  #: value: the draw pile's top card starts the discard
    STARTS = "starts"  #: player, by_sum (highest sum, else ended the previous round)
    TOOK = "took"  #: player, from_discard, value: the card they now hold
    EXCHANGED = "exchanged"  #: player, row, col, new, old: new put there, old discarded
    DISCARDED = "discarded"  #: player, value: the drawn card goes onto the discard
    COLUMN_REMOVED = "column_removed"  #: player, col, value: three equal cards leave
    RESHUFFLED = "reshuffled"  #: cards: the discard but its top became a new draw pile
    ROUND_ENDING = "round_ending"  #: player: all face up, the others play once more
    ROUND_SCORED = "round_scored"  #: round, ender, points, scores, totals (one per seat)
    GAME_OVER = "game_over"  #: winners, totals
    GAME_STOPPED = "game_stopped"  #: turns: the safety limit stopped the game


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the log: its ``kind`` and its ``data`` (see :data:`FIELDS`)."""

    kind: EventKind
    data: Mapping[str, Any]

    def __hash__(self) -> int:  # data is a dict: hash its items (all plain values)
        return hash((self.kind, tuple(self.data.items())))


# What each datum is, to check a saved or hand-written log: a seat, a card value, …
_SEAT, _ROW, _COL, _CARD, _BOOL, _COUNT, _SEATS, _NUMBERS = (
    "seat", "row", "col", "card", "bool", "count", "seats", "numbers")

#: The data of each kind of event, in order (the order a save lists them in).
FIELDS: dict[EventKind, tuple[tuple[str, str], ...]] = {
    EventKind.ROUND_STARTED: (("round", _COUNT),),
    EventKind.REVEALED: (("player", _SEAT), ("row", _ROW), ("col", _COL), ("value", _CARD),
                         ("final", _BOOL)),
    EventKind.DISCARD_STARTED: (("value", _CARD),),
    EventKind.STARTS: (("player", _SEAT), ("by_sum", _BOOL)),
    EventKind.TOOK: (("player", _SEAT), ("from_discard", _BOOL), ("value", _CARD)),
    EventKind.EXCHANGED: (("player", _SEAT), ("row", _ROW), ("col", _COL), ("new", _CARD),
                          ("old", _CARD)),
    EventKind.DISCARDED: (("player", _SEAT), ("value", _CARD)),
    EventKind.COLUMN_REMOVED: (("player", _SEAT), ("col", _COL), ("value", _CARD)),
    EventKind.RESHUFFLED: (("cards", _COUNT),),
    EventKind.ROUND_ENDING: (("player", _SEAT),),
    EventKind.ROUND_SCORED: (("round", _COUNT), ("ender", _SEAT), ("points", _NUMBERS),
                             ("scores", _NUMBERS), ("totals", _NUMBERS)),
    EventKind.GAME_OVER: (("winners", _SEATS), ("totals", _NUMBERS)),
    EventKind.GAME_STOPPED: (("turns", _COUNT),),
}

#: The tag of each kind in a save: the names the first save format gave them, kept so
#: that every game saved since then still loads.
SAVE_TAGS: dict[EventKind, str] = {
    EventKind.ROUND_STARTED: "RoundStarted", EventKind.REVEALED: "Revealed",
    EventKind.DISCARD_STARTED: "DiscardStarted", EventKind.STARTS: "Starts",
    EventKind.TOOK: "Took", EventKind.EXCHANGED: "Exchanged",
    EventKind.DISCARDED: "Discarded", EventKind.COLUMN_REMOVED: "ColumnRemoved",
    EventKind.RESHUFFLED: "Reshuffled", EventKind.ROUND_ENDING: "RoundEnding",
    EventKind.ROUND_SCORED: "RoundScored", EventKind.GAME_OVER: "GameOver",
    EventKind.GAME_STOPPED: "GameStopped",
}
_KINDS_BY_TAG = {tag: kind for kind, tag in SAVE_TAGS.items()}
_NAMES = {kind: tuple(name for name, _ in fields) for kind, fields in FIELDS.items()}


def event_of(kind: EventKind, *values: Any) -> Event:
    """The event of ``kind`` whose data are ``values`` in :data:`FIELDS` order.

    >>> event_of(EventKind.DISCARDED, 0, 12).data
    {'player': 0, 'value': 12}
    """
    return Event(kind, dict(zip(_NAMES[kind], values, strict=True)))


# -- checking (a saved or hand-written log) ----------------------------------------------

def _valid(what: str, value: Any, n_players: int) -> bool:
    if what == _BOOL:
        return type(value) is bool
    if what in (_SEATS, _NUMBERS):
        return (isinstance(value, tuple) and len(value) <= n_players
                and all(_valid(_SEAT if what == _SEATS else "number", v, n_players)
                        for v in value)
                and (what == _SEATS or len(value) == n_players))
    if type(value) is not int:
        return False
    bounds = {_SEAT: (0, n_players - 1), _ROW: (0, ROWS - 1), _COL: (0, COLUMNS - 1),
              _CARD: (min(CARD_VALUES), max(CARD_VALUES)), _COUNT: (0, MAX_NUMBER)}
    low, high = bounds.get(what, (-MAX_NUMBER, MAX_NUMBER))
    return low <= value <= high


def is_event(event: Any, n_players: int) -> bool:
    """True if ``event`` is a well-formed event of a ``n_players`` game: its data are
    those of its kind, its seats exist, its values are cards, one total per seat …"""
    return (type(event) is Event and isinstance(event.kind, EventKind)
            and isinstance(event.data, Mapping)
            and tuple(event.data) == _NAMES[event.kind]
            and all(_valid(what, event.data[name], n_players)
                    for name, what in FIELDS[event.kind]))


def event_to_data(kind: EventKind, values: Sequence[Any]) -> list[Any]:
    """``[tag, value, …]``, the JSON form of an event (tuples become lists in JSON)."""
    return [SAVE_TAGS[kind], *values]


def event_from_data(data: Any) -> Event:
    """The event :func:`event_to_data` wrote (a ``ValueError`` if it is not one; a
    loader reads a log with :func:`algunokit.saving.read_each`, which names the entry)."""
    if not (isinstance(data, list) and data and type(data[0]) is str
            and data[0] in _KINDS_BY_TAG):
        raise ValueError("not an event")
    kind = _KINDS_BY_TAG[data[0]]
    values = [tuple(v) if isinstance(v, list) else v for v in data[1:]]
    if len(values) != len(_NAMES[kind]):
        raise ValueError("not an event")
    return event_of(kind, *values)


# -- sentences ------------------------------------------------------------------------

Names = Sequence[str] | None


def _numbers(values: tuple[int, ...]) -> str:
    return ", ".join(str(v) for v in values)


def _revealed(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
    key = "skyjo.log.revealed_final" if d["final"] else "skyjo.log.revealed"
    return t(key, lang, player=who(d["player"]), row=d["row"], col=d["col"], value=d["value"])


def _starts(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
    key = "skyjo.log.starts_sum" if d["by_sum"] else "skyjo.log.starts_ender"
    return t(key, lang, player=who(d["player"]))


def _took(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
    key = "skyjo.log.took_discard" if d["from_discard"] else "skyjo.log.drew"
    return t(key, lang, player=who(d["player"]), value=d["value"])


def _round_scored(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
    points, scores, ender = d["points"], d["scores"], d["ender"]
    key = ("skyjo.log.round_scored_doubled" if scores[ender] != points[ender]
           else "skyjo.log.round_scored")
    return t(key, lang, round=d["round"], player=who(ender), points=_numbers(points),
             scores=_numbers(scores), totals=_numbers(d["totals"]))


def _game_over(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
    winners = d["winners"]
    return tn("skyjo.log.game_over", len(winners), lang,
              winners=", ".join(who(seat) for seat in winners), totals=_numbers(d["totals"]))


def _plain(key: str) -> Callable[[Mapping[str, Any], str | None, Callable[[int], str]], str]:
    """A sentence whose placeholders are the event's data, ``player`` named."""
    def say(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
        params = dict(d)
        if "player" in params:
            params["player"] = who(params["player"])
        return t(key, lang, **params)
    return say


def _counted(key: str, name: str) -> Callable[[Mapping[str, Any], str | None,
                                                Callable[[int], str]], str]:
    """A sentence about ``d[name]`` things, in its singular or plural form."""
    def say(d: Mapping[str, Any], lang: str | None, who: Callable[[int], str]) -> str:
        return tn(key, d[name], lang)
    return say


_SENTENCES = {
    EventKind.ROUND_STARTED: _plain("skyjo.log.round_started"),
    EventKind.REVEALED: _revealed,
    EventKind.DISCARD_STARTED: _plain("skyjo.log.discard_started"),
    EventKind.STARTS: _starts,
    EventKind.TOOK: _took,
    EventKind.EXCHANGED: _plain("skyjo.log.exchanged"),
    EventKind.DISCARDED: _plain("skyjo.log.discarded"),
    EventKind.COLUMN_REMOVED: _plain("skyjo.log.column_removed"),
    EventKind.RESHUFFLED: _counted("skyjo.log.reshuffled", "cards"),
    EventKind.ROUND_ENDING: _plain("skyjo.log.round_ending"),
    EventKind.ROUND_SCORED: _round_scored,
    EventKind.GAME_OVER: _game_over,
    EventKind.GAME_STOPPED: _counted("skyjo.log.game_stopped", "turns"),
}


#: the sentence when the person at the screen (``you``) is the one who acts; a kind
#: with two sentences picks by its flag (``final``, ``by_sum``, ``from_discard``)
_YOU_KEYS: dict[EventKind, str | tuple[str, str]] = {
    EventKind.REVEALED: ("game_texts.skyjo.revealed", "game_texts.skyjo.revealed_final"),
    EventKind.STARTS: ("game_texts.skyjo.starts_ender", "game_texts.skyjo.starts_sum"),
    EventKind.TOOK: ("game_texts.skyjo.drew", "game_texts.skyjo.took_discard"),
    EventKind.EXCHANGED: "game_texts.skyjo.exchanged",
    EventKind.DISCARDED: "game_texts.skyjo.discarded",
    EventKind.COLUMN_REMOVED: "game_texts.skyjo.column_removed",
    EventKind.ROUND_ENDING: "game_texts.skyjo.round_ending",
}
_FLAGS = {EventKind.REVEALED: "final", EventKind.STARTS: "by_sum",
          EventKind.TOOK: "from_discard"}


def _said_to_you(event: Event, language: str | None) -> str | None:
    """The sentence told to the person who acts, or None if the kind has none."""
    data = event.data
    keys = _YOU_KEYS.get(event.kind)
    if event.kind is EventKind.ROUND_SCORED:
        if data["scores"][data["ender"]] == data["points"][data["ender"]]:
            return None  # « terminée par toi »: the usual sentence reads well
        return t("game_texts.skyjo.round_scored_doubled", language, round=data["round"],
                 points=_numbers(data["points"]), scores=_numbers(data["scores"]),
                 totals=_numbers(data["totals"]))
    if keys is None:
        return None
    key = keys[bool(data[_FLAGS[event.kind]])] if isinstance(keys, tuple) else keys
    params = {name: value for name, value in data.items() if name not in ("player", "final",
                                                                          "by_sum",
                                                                          "from_discard")}
    return t(key, language, **params)


def describe(event: Event, language: str | None = None, names: Names = None, *,
             you: int | None = None) -> str:
    """One sentence telling ``event`` in ``language`` (default: the current one);
    ``names``: the seat names a widget uses, else first names (Alice, Bilal …).

    ``you``: the seat of the person reading, when they play alone against robots:
    what they do is said to them (« Tu pioches un 7. »), and elsewhere they are
    « toi » / "you" (« Victoire : toi »)."""
    def who(seat: int) -> str:
        if seat == you:
            return t("common.you_lower", language)
        return player_name(seat, names, language)

    subject = event.data.get("player", event.data.get("ender"))
    if you is not None and subject == you:
        said = _said_to_you(event, language)
        if said is not None:
            return said
    return _SENTENCES[event.kind](event.data, language, who)


__all__ = [
    "FIELDS",
    "SAVE_TAGS",
    "Event",
    "EventKind",
        "describe",
    "event_from_data",
    "event_of",
    "event_to_data",
    "is_event",
]
