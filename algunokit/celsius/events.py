"""What happened in a Celsius game: :class:`Event` records and their sentences.

``game.log`` is a list of events, oldest first. An event keeps its
:class:`EventKind` and plain data (seats, values, card codes; a played chain as
its ``chain`` of steps from the cold card ``start``), so the same log reads in
French or English:
:func:`describe` writes one event as a sentence, a chain one step at a time.

>>> event = Event(EventKind.DRAW, {"player": 1, "n": 2})
>>> describe(event, "en")
'Bilal draws 2 operator cards.'
>>> describe(event, "fr", names=("Toi", "Robot 1"))
'Robot 1 pioche 2 cartes opérateurs.'

Saved, an event is ``[name, [[field, value], …], [[code, choice], …], cold]``
(:func:`event_to_data`, :func:`event_from_data`), the form saves have always had.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.celsius.arith import format_chain
from algunokit.celsius.cards import COLD_VALUES, HOT_VALUES, card_from_code
from algunokit.celsius.moves import steps_from_data
from algunokit.i18n import t, tn
from algunokit.protocol import player_name
from algunokit.saving import MAX_NUMBER, require


class EventKind(Enum):
    """What an event tells."""

    ROUND = "round"
    PLAY = "play"
    PASS = "pass"
    WINNER = "winner"
    GIVE = "give"
    NOBODY = "nobody"
    EXCHANGE = "exchange"
    SWAP = "swap"
    DRAW = "draw"
    FINISHED = "finished"
    OVER = "over"
    LIMIT = "limit"


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the log: its ``kind`` and its ``data`` (see :data:`FIELDS`); a
    ``PLAY`` event's data also holds the ``chain`` of steps played from ``start``."""

    kind: EventKind
    data: Mapping[str, Any]


#: The data of each kind, in order (the order a save lists them in): what each one holds.
_SEAT, _NUMBER, _VALUE, _CARDS = "seat", "number", "value", "cards"
FIELDS: dict[EventKind, tuple[tuple[str, str], ...]] = {
    EventKind.ROUND: (("round", _NUMBER), ("cold", _VALUE)),
    EventKind.PLAY: (("player", _SEAT), ("value", _VALUE)),
    EventKind.PASS: (("player", _SEAT),),
    EventKind.WINNER: (("player", _SEAT), ("ops", _NUMBER), ("value", _VALUE)),
    EventKind.GIVE: (("player", _SEAT), ("value", _VALUE)),
    EventKind.NOBODY: (),
    EventKind.EXCHANGE: (("player", _SEAT), ("cards", _CARDS)),
    EventKind.SWAP: (("player", _SEAT), ("opponent", _SEAT), ("mine", _CARDS),
                     ("theirs", _CARDS)),
    EventKind.DRAW: (("player", _SEAT), ("n", _NUMBER)),
    EventKind.FINISHED: (("player", _SEAT),),
    EventKind.OVER: (),
    EventKind.LIMIT: (("n", _NUMBER),),
}

#: The sentence of each kind, which is also the name it is saved under (saves have
#: always named events by their catalogue key).
_SENTENCES: dict[EventKind, str] = {
    EventKind.ROUND: "celsius.log.round",
    EventKind.PLAY: "celsius.log.play",
    EventKind.PASS: "celsius.log.pass",
    EventKind.WINNER: "celsius.log.winner",
    EventKind.GIVE: "celsius.log.give",
    EventKind.NOBODY: "celsius.log.nobody",
    EventKind.EXCHANGE: "celsius.log.exchange",
    EventKind.SWAP: "celsius.log.swap",
    EventKind.DRAW: "celsius.log.draw",
    EventKind.FINISHED: "celsius.log.finished",
    EventKind.OVER: "celsius.log.over",
    EventKind.LIMIT: "celsius.log.limit",
}
_SAVED = {name: kind for kind, name in _SENTENCES.items()}
#: The field whose number chooses the plural form of the sentence.
_COUNTS = {EventKind.WINNER: "ops", EventKind.DRAW: "n", EventKind.LIMIT: "n"}


#: the sentence when the person at the screen (``you``) is the one who acts
_YOU_SENTENCES: dict[EventKind, str] = {
    EventKind.PLAY: "game_texts.celsius.play",
    EventKind.PASS: "game_texts.celsius.pass",
    EventKind.WINNER: "game_texts.celsius.winner",
    EventKind.GIVE: "game_texts.celsius.give",
    EventKind.EXCHANGE: "game_texts.celsius.exchange",
    EventKind.SWAP: "game_texts.celsius.swap",
    EventKind.DRAW: "game_texts.celsius.draw",
    EventKind.FINISHED: "game_texts.celsius.finished",
}


def describe(event: Event, language: str | None = None,
             names: Sequence[str] | None = None, *, you: int | None = None) -> str:
    """The event as a sentence in ``language`` (default: the current language).

    ``names`` are the seat names a view uses (« Toi », « Robot 1 »…); without them,
    seats get the first names every game uses (Alice, Bilal …). A chain is written one
    step at a time (``10 + 1 = 11 ; 11 × 2 = 22``), never as one ambiguous line.

    ``you``: the seat of the person reading, when they play alone against robots:
    what they do is said to them (« Tu passes. »), and elsewhere they are « toi ».
    """
    params: dict[str, Any] = {}
    key = _SENTENCES[event.kind]
    if you is not None and event.data.get("player") == you and event.kind in _YOU_SENTENCES:
        key = _YOU_SENTENCES[event.kind]
    elif you is not None and event.kind is EventKind.SWAP and event.data["opponent"] == you:
        key = "game_texts.celsius.swap_with_you"
    for name, what in FIELDS[event.kind]:
        value = event.data[name]
        if what == _SEAT:
            value = (t("common.you_lower", language) if value == you
                     else player_name(value, names, language))
        elif what == _CARDS:
            value = " ".join(card_from_code(code).label(language) for code in value)
        params[name] = value
    if event.kind is EventKind.PLAY:
        params["chain"] = format_chain(event.data["start"], event.data["chain"], language)
    count = _COUNTS.get(event.kind)
    if count is not None:
        return tn(key, params.pop(count), language, **params)
    return t(key, language, **params)


# ------------------------------------------------------------------ saved form
def event_to_data(event: Event) -> list[Any]:
    """The event as JSON-ready data."""
    params = [[name, list(event.data[name]) if what == _CARDS else event.data[name]]
              for name, what in FIELDS[event.kind]]
    chain = event.data.get("chain", ())
    return [_SENTENCES[event.kind], params, [[s.card.code, s.choice] for s in chain],
            event.data.get("start", 0)]


def _value(what: str, value: Any, players: int, where: str) -> Any:
    if what == _CARDS:
        require(isinstance(value, list) and 1 <= len(value) <= 2, where, value)
        for code in value:
            try:
                card_from_code(code)
            except ValueError:
                require(False, where, code)
        return tuple(value)
    require(type(value) is int, where, value)
    if what == _SEAT:
        require(0 <= value < players, where, value)
    elif what == _VALUE:
        require(abs(value) <= MAX_NUMBER, where, value)
    else:
        require(0 <= value <= MAX_NUMBER, where, value)
    return value


def event_from_data(item: Any, players: int, where: str = "log") -> Event:
    """The event saved by :func:`event_to_data`; a :class:`~algunokit.errors.SaveFileError`
    naming ``where`` if it is not one a game of ``players`` could have logged."""
    require(isinstance(item, list) and len(item) == 4, where, item)
    name, data, chain, start = item
    kind = _SAVED.get(name) if isinstance(name, str) else None
    require(kind is not None, f"{where}[0]", name)
    fields = FIELDS[kind]  # type: ignore[index]
    require(isinstance(data, list) and len(data) == len(fields), f"{where}[1]", data)
    pairs = []
    for i, ((expected, what), pair) in enumerate(zip(fields, data, strict=True)):
        require(isinstance(pair, list) and len(pair) == 2 and pair[0] == expected,
                f"{where}[1][{i}]", pair)
        pairs.append((expected, _value(what, pair[1], players, f"{where}[1][{i}]")))
    steps = steps_from_data(chain, f"{where}[2]")
    require(type(start) is int and (start in COLD_VALUES if kind is EventKind.PLAY
                                    else start == 0), f"{where}[3]", start)
    require(bool(steps) == (kind is EventKind.PLAY), f"{where}[2]", chain)
    if kind in (EventKind.PLAY, EventKind.GIVE):
        require(dict(pairs)["value"] in HOT_VALUES, f"{where}[1]", data)
    data = dict(pairs)
    if kind is EventKind.PLAY:
        data.update(chain=steps, start=start)
    return Event(kind, data)  # type: ignore[arg-type]


__all__ = ["FIELDS", "Event", "EventKind", "describe", "event_from_data", "event_to_data"]
