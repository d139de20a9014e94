"""The game's event log: recorded as data while playing, made readable when read.

While a game runs, each event is appended as a *raw record*: a tuple
``(kind, field, ...)`` holding the objects at hand (seats, cards, the
alternative), in the order :data:`FIELDS` names them. Nothing is formatted on
the way: a whole game between bots plays thousands of events nobody reads.

When someone reads the log (``game.log``, a save, ``game.log_text()``), each
raw record becomes an :data:`Event` ``(kind, params)`` with plain JSON-ready
values (seats, card codes, card ids, notation), rendered in whichever language
the reader chooses by :func:`describe_event`.

>>> from algunokit.cards import Card
>>> record(("draw", 2, [Card.from_code("7H"), Card.from_code("QS")]))
('draw', {'player': 2, 'cards': ['7H', 'QS']})
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.alguno.notation import step_from_data, step_to_data
from algunokit.cards import Card
from algunokit.i18n import resolve, t
from algunokit.play import player_name

Event = tuple[str, dict[str, Any]]

#: the fields of each kind of raw record, in the order of the tuple and of the saved dict
FIELDS: dict[str, tuple[str, ...]] = {
    "start": ("players", "levels", "author", "direction"),
    "turn": ("turn", "author", "condition", "actions"),
    "build": ("author", "alternative"),
    "test": ("player", "value", "hand"),
    "draw": ("player", "cards"),
    "discard": ("player", "cards"),
    "give": ("player", "card", "to"),
    "swap": ("player", "to"),
    "nothing": ("player",),
    "reshuffle": ("pile", "n"),
    "end": ("turn", "winners"),
    "limit": ("turn",),
}


def _codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


#: how a raw field becomes a JSON-ready value (fields not listed are kept as they are)
_ENCODE: dict[str, Any] = {
    "levels": list,
    "direction": lambda side: side.value,
    "actions": lambda cards: [card.id for card in cards],
    "alternative": step_to_data,
    "hand": _codes,
    "cards": _codes,
    "card": lambda card: card.code,
    "winners": list,
}


def record(raw: tuple[Any, ...]) -> Event:
    """The readable, JSON-ready event of a raw record."""
    kind = raw[0]
    params: dict[str, Any] = {}
    for key, value in zip(FIELDS[kind], raw[1:], strict=True):
        encode = _ENCODE.get(key)
        params[key] = value if encode is None else encode(value)
    return kind, params


class EventLog:
    """Raw records appended by the engine, and the readable events made from them.

    Readable events are made once, when first read, and kept; events loaded
    from a save start the readable list as they are.
    """

    __slots__ = ("_lines", "_read", "raw")

    def __init__(self, events: Sequence[Event] = ()) -> None:
        self.raw: list[tuple[Any, ...]] = []
        self._read: list[Event] = list(events)
        self._lines: dict[tuple[str, tuple[str, ...] | None], list[str]] = {}

    def events(self) -> list[Event]:
        """Every event so far, oldest first (read-only: the log is the game's)."""
        raw = self.raw
        if raw:
            self._read.extend(record(r) for r in raw)
            raw.clear()
        return self._read


    def lines(self, names: tuple[str, ...] | None, language: str | None) -> list[str]:
        """Every event as a sentence; sentences already written are kept (a widget
        shows the whole log after every step)."""
        events = self.events()
        key = (resolve(language), names)
        lines = self._lines.setdefault(key, [])
        if len(lines) < len(events):
            lines.extend(describe_event(e, names, key[0]) for e in events[len(lines):])
        return lines


def _card_label(card_id: str, language: str | None) -> str:
    """A drawn Condition or Action card as a person reads it: « [exactement 3 cartes |
    exactement 1 carte cœur] », never its id (a teacher's own card keeps its id)."""
    from algunokit.alguno.decks import action_cards, condition_cards

    for card in (*condition_cards(1), *condition_cards(2), *condition_cards(3),
                 *action_cards(1), *action_cards(2)):
        if card.id == card_id:
            return f"[{card.label(language)}]"
    return card_id


def _cards(codes: Sequence[str], language: str | None) -> str:
    return " ".join(Card.from_code(c).short for c in codes) or t("alguno.empty_hand", language)


def describe_event(event: Event, names: Sequence[str] | None = None,
                   language: str | None = None) -> str:
    """One line for a person."""
    kind, p = event
    params: dict[str, Any] = {}
    for key, value in p.items():
        if key in ("player", "author", "to"):
            params[key] = player_name(value, names, language)
        elif key in ("cards", "hand"):
            params[key] = _cards(value, language)
        elif key == "card":
            params[key] = Card.from_code(value).short
        elif key == "value":
            params[key] = t(f"alguno.value.{'true' if value else 'false'}", language)
        elif key == "alternative":
            params[key] = step_from_data(value).label(language)
        elif key == "direction":
            params[key] = t(f"alguno.side.{value}", language)
        elif key == "winners":
            params[key] = ", ".join(player_name(s, names, language) for s in value) or \
                t("alguno.nobody", language)
        elif key == "pile":
            params[key] = t(f"alguno.pile.{value}", language)
        elif key == "levels":
            params[key] = f"({value[0]}, {value[1]})"
        elif key == "condition":
            params[key] = _card_label(value, language)
        elif key == "actions":
            params[key] = ", ".join(_card_label(v, language) for v in value)
        else:
            params[key] = value
    return t(f"alguno.event.{kind}", language, **params)
