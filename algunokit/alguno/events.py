"""The game's event log: recorded as data while playing, made readable when read.

While a game runs, each event is appended as a *raw record*: a tuple
``(kind, field, ...)`` holding the objects at hand (seats, cards, the
alternative), in the order :data:`FIELDS` names them. Nothing is formatted on
the way: a whole game between bots plays thousands of events nobody reads.

When someone reads the log (``game.log``, a save, ``game.log_text()``), each
raw record becomes an :class:`Event` ``(kind, data)`` with plain JSON-ready
values (seats, card codes, card ids, notation), told in whichever language
the reader chooses by :func:`describe`.

>>> from algunokit.cards import Card
>>> event = record(("draw", 2, [Card.from_code("7H"), Card.from_code("QS")]))
>>> event.kind is EventKind.DRAW, event.data
(True, {'player': 2, 'cards': ['7H', 'QS']})
>>> describe(event, "en")
'Chloé draws 7♥, Q♠.'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from functools import cache
from typing import Any, NamedTuple

from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.alguno.notation import step_from_data, step_to_data
from algunokit.cards import Card
from algunokit.i18n import resolve, t
from algunokit.protocol import player_name


class EventKind(StrEnum):
    """What happened. A member is its own text (``EventKind.DRAW == "draw"``), so the
    engine records plain strings and a save holds them as they are."""

    START = "start"  #: players, levels, author, direction
    TURN = "turn"  #: turn, author, the Condition card drawn, the Action cards drawn
    BUILD = "build"  #: the author built the alternative
    TEST = "test"  #: a player's hand tested: the condition's value
    DRAW = "draw"  #: a player drew cards
    DISCARD = "discard"  #: a player discarded cards
    GIVE = "give"  #: a player gave a card to a neighbour
    SWAP = "swap"  #: a player swapped hands with a neighbour
    NOTHING = "nothing"  #: a player had no card to give
    RESHUFFLE = "reshuffle"  #: a discard pile became the draw pile
    END = "end"  #: someone has no card left: the game is won
    LIMIT = "limit"  #: the turn limit stopped the game
    LIMIT_WIN = "limit_win"  #: the class turn limit stopped the game: the fewest cards win


class Event(NamedTuple):
    """One thing that happened: its kind and JSON-ready data (seats, card codes…)."""

    kind: EventKind
    data: dict[str, Any]

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
    "limit_win": ("turn", "winners"),
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
    kind = EventKind(raw[0])
    params: dict[str, Any] = {}
    for key, value in zip(FIELDS[kind], raw[1:], strict=True):
        encode = _ENCODE.get(key)
        params[key] = value if encode is None else encode(value)
    return Event(kind, params)


def event_from_data(data: Any) -> Event:
    """The event a save holds as ``[kind, {field: value}]`` (``ValueError`` if it is not
    one: unknown kind or other fields)."""
    if not isinstance(data, list | tuple) or len(data) != 2 or not isinstance(data[1], dict):
        raise ValueError("not an event")
    kind = EventKind(data[0])
    if tuple(data[1]) != FIELDS[kind]:
        raise ValueError("not an event")
    return Event(kind, dict(data[1]))


class EventLog:
    """Raw records appended by the engine, and the readable events made from them.

    Readable events are made once, when first read, and kept; events loaded
    from a save start the readable list as they are.
    """

    __slots__ = ("_lines", "_read", "raw")

    def __init__(self, events: Sequence[Event] = ()) -> None:
        self.raw: list[tuple[Any, ...]] = []
        self._read: list[Event] = list(events)
        self._lines: dict[tuple[str, tuple[str, ...] | None, int | None], list[str]] = {}

    def events(self) -> list[Event]:
        """Every event so far, oldest first (read-only: the log is the game's)."""
        raw = self.raw
        if raw:
            self._read.extend(record(r) for r in raw)
            raw.clear()
        return self._read


    def lines(self, names: tuple[str, ...] | None, language: str | None,
              you: int | None = None) -> list[str]:
        """Every event as a sentence (``you``: see :func:`describe`); sentences already
        written are kept (a widget shows the whole log after every step)."""
        events = self.events()
        key = (resolve(language), names, you)
        lines = self._lines.setdefault(key, [])
        if len(lines) < len(events):
            lines.extend(describe(e, key[0], names, you=you) for e in events[len(lines):])
        return lines


@cache
def _builtin_cards() -> dict[str, ConditionCard | ActionCard]:
    """Every built-in Condition and Action card by its id, built once (a linear search
    per event cost 30 µs in every log line naming a card, issue 19); the first card of
    an id wins, as the search did."""
    cards: dict[str, ConditionCard | ActionCard] = {}
    for card in (*condition_cards(1), *condition_cards(2), *condition_cards(3),
                 *action_cards(1), *action_cards(2)):
        cards.setdefault(card.id, card)
    return cards


def _card_label(card_id: str, language: str | None) -> str:
    """A drawn Condition or Action card as a person reads it: « exactement 3 cartes |
    exactement 1 cœur » (“…” in English; no square brackets, a list's code form), never
    its id (a teacher's own card keeps its id)."""
    card = _builtin_cards().get(card_id) if isinstance(card_id, str) else None
    if card is None:
        return card_id
    label = card.label(language)
    return f"« {label} »" if resolve(language) == "fr" else f"“{label}”"


def card_text(card: Card | str, language: str | None = None) -> str:
    """A card as a log names it: '7♥', 'Q♠' (in French 'D♠'); a joker by its name
    ('red joker'), never a code such as 'JKR'."""
    if not isinstance(card, str):
        return card.short_label(language)
    key = (card, resolve(language))
    text = _CARD_TEXTS.get(key)
    if text is None:  # read once per code: reading a code was most of a log line's cost
        read = Card.from_code(card)
        text = read.short_label(key[1])
        if len(_CARD_TEXTS) < _CARD_TEXTS_MAX:  # codes come from saves too: bounded
            _CARD_TEXTS[key] = text
    return text


#: the text of each card code already read, per language (see :func:`card_text`)
_CARD_TEXTS: dict[tuple[str, str], str] = {}
_CARD_TEXTS_MAX = 4096


def cards_text(cards: Sequence[Card | str], language: str | None = None) -> str:
    """Cards as a log names them, "7♥, Q♠, red joker", or "no card"."""
    return (", ".join(card_text(c, language) for c in cards)
            or t("alguno.empty_hand", language))


def _cards(codes: Sequence[str], language: str | None) -> str:
    return cards_text(codes, language)


#: one literal key per kind of event (keys are never built at run time)
_EVENT_KEYS: dict[EventKind, str] = {
    EventKind.START: "alguno.event.start",
    EventKind.TURN: "alguno.event.turn",
    EventKind.BUILD: "alguno.event.build",
    EventKind.TEST: "alguno.event.test",
    EventKind.DRAW: "alguno.event.draw",
    EventKind.DISCARD: "alguno.event.discard",
    EventKind.GIVE: "alguno.event.give",
    EventKind.SWAP: "alguno.event.swap",
    EventKind.NOTHING: "alguno.event.nothing",
    EventKind.RESHUFFLE: "alguno.event.reshuffle",
    EventKind.END: "alguno.event.end",
    EventKind.LIMIT: "alguno.event.limit",
    EventKind.LIMIT_WIN: "alguno.event.limit_win",
}
_PILE_KEYS = {"classic": "alguno.pile.classic", "condition": "alguno.pile.condition",
              "action": "alguno.pile.action"}
_SIDE_KEYS = {"left": "alguno.side.left", "right": "alguno.side.right"}

Names = Sequence[str] | None
#: how each field is said: ``(value, names, language) -> text``
_SAY: dict[str, Callable[[Any, Names, str], str]] = {
    "player": player_name,
    "author": player_name,
    "to": player_name,
    "cards": lambda v, names, lang: _cards(v, lang),
    "hand": lambda v, names, lang: _cards(v, lang),
    "card": lambda v, names, lang: card_text(v, lang),
    "value": lambda v, names, lang: t("alguno.value.true" if v else "alguno.value.false", lang),
    "alternative": lambda v, names, lang: step_from_data(v).label(lang),
    "direction": lambda v, names, lang: t(_SIDE_KEYS[v], lang),
    "winners": lambda v, names, lang: ", ".join(player_name(s, names, lang) for s in v)
    or t("alguno.nobody", lang),
    "pile": lambda v, names, lang: t(_PILE_KEYS[v], lang),
    "levels": lambda v, names, lang: f"({v[0]}, {v[1]})",
    "condition": lambda v, names, lang: _card_label(v, lang),
    "actions": lambda v, names, lang: ", ".join(_card_label(a, lang) for a in v),
}


#: the sentence when the person at the screen (``you``) is the one who acts
_YOU_KEYS: dict[EventKind, str] = {
    EventKind.START: "game_texts.alguno.start",
    EventKind.TURN: "game_texts.alguno.turn",
    EventKind.BUILD: "game_texts.alguno.build",
    EventKind.TEST: "game_texts.alguno.test",
    EventKind.DRAW: "game_texts.alguno.draw",
    EventKind.DISCARD: "game_texts.alguno.discard",
    EventKind.GIVE: "game_texts.alguno.give",
    EventKind.SWAP: "game_texts.alguno.swap",
    EventKind.NOTHING: "game_texts.alguno.nothing",
}
_SEAT_FIELDS = ("player", "author", "to")


def describe(event: Event | tuple[str, dict[str, Any]], language: str | None = None,
             names: Sequence[str] | None = None, *, you: int | None = None) -> str:
    """One line for a person, in French or English; ``names`` name the seats.

    ``you``: the seat of the person reading, when they play alone against robots:
    what they do is said to them (« Tu pioches 7♥. », "You draw 7♥."), and elsewhere
    they are « toi » / "you" (« Robot 1 te donne 7♥. »)."""
    kind, data = event
    kind = EventKind(kind)
    language = resolve(language)
    params = {key: (value if key not in _SAY else _SAY[key](value, names, language))
              for key, value in data.items()}
    if you is not None:
        def named(seat: int) -> str:
            return (t("common.you_lower", language) if seat == you
                    else player_name(seat, names, language))

        params.update({key: named(data[key]) for key in _SEAT_FIELDS if key in data})
        if "winners" in data:
            params["winners"] = (", ".join(named(s) for s in data["winners"])
                                 or t("alguno.nobody", language))
    if kind is EventKind.TURN:  # « la carte Action » or « les 3 cartes Action »
        params["n"] = len(data["actions"])
    subject = data.get("author", data.get("player"))
    if you is not None and subject == you and kind in _YOU_KEYS:
        return t(_YOU_KEYS[kind], language, **params)
    if you is not None and kind is EventKind.GIVE and data["to"] == you:
        return t("game_texts.alguno.give_to_you", language, **params)
    return t(_EVENT_KEYS[kind], language, **params)
