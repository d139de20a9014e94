"""What happened in a GaAg game: the log's events and their sentences.

``game.log`` is a list of :class:`Event`, oldest first. An event is a kind and
its data (who, which card, where, and a few numbers); :func:`describe` turns it
into a sentence in French or English through the catalogue. An event saves as
the JSON list ``[kind, player, card, place, numbers]``.

>>> from algunokit.gaag.elements import element
>>> event = Event(EventKind.PLAY, 1, element(7, 2), PlacementKind.BOND)
>>> describe(event, "en")
'Bilal plays N – nitrogen (Z = 7, 2 atoms) bonded to a 7 or an 8.'
>>> event.data
{'player': 1, 'card': [7, 2], 'place': 'bond'}
>>> describe(Event(EventKind.PICK_UP, 0, numbers=(1, 0)), "fr")
'Alice ramasse la table (1 carte, 0 atome).'
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any, NamedTuple

from algunokit.gaag.elements import Card, card_from_data, is_deck_card
from algunokit.gaag.table import PlacementKind
from algunokit.i18n import t, tn
from algunokit.protocol import player_name


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
    #: the class variant's turn limit is reached: the round and the game end there
    #: (numbers: (turn, cards left on the table, which count for nobody))
    LIMIT = "limit"


#: what each kind of event carries: (a player?, a card?, a place?, how many numbers;
#: ``None``: any number of them)
SHAPES: dict[EventKind, tuple[bool, bool, bool, int | None]] = {
    EventKind.ROUND: (True, False, False, 1), EventKind.PLAY: (True, True, True, 0),
    EventKind.PICK_UP: (True, False, False, 2), EventKind.START: (True, True, False, 0),
    EventKind.REVERSE: (True, False, False, 0), EventKind.LAST_CARD: (True, False, False, 0),
    EventKind.UNSCORED: (False, False, False, 1), EventKind.SCORE: (True, False, False, 2),
    EventKind.GAME_OVER: (False, False, False, None),
    EventKind.LIMIT: (False, False, False, 2),
}
#: the names of those numbers in :attr:`Event.data`
_NUMBER_NAMES: dict[EventKind, tuple[str, ...]] = {
    EventKind.ROUND: ("round",), EventKind.PICK_UP: ("cards", "atoms"),
    EventKind.UNSCORED: ("cards",), EventKind.SCORE: ("atoms", "total"),
    EventKind.LIMIT: ("turn", "cards"),
}


class Event(NamedTuple):
    """One line of the log: its ``kind`` and its data (an immutable named tuple rather
    than a dataclass: several are built every turn). ``player`` is -1 when nobody in
    particular acts."""

    kind: EventKind
    player: int = -1
    card: Card | None = None
    place: PlacementKind | None = None
    numbers: tuple[int, ...] = ()

    @property
    def data(self) -> dict[str, Any]:
        """The event's data as plain JSON-ready values, by name."""
        data: dict[str, Any] = {}
        if self.player >= 0:
            data["player"] = self.player
        if self.card is not None:
            data["card"] = self.card.to_data()
        if self.place is not None:
            data["place"] = self.place.value
        if self.kind is EventKind.GAME_OVER:
            data["winners"] = list(self.numbers)
        else:
            data.update(zip(_NUMBER_NAMES.get(self.kind, ()), self.numbers, strict=False))
        return data

    def to_data(self) -> list[Any]:
        """JSON form: ``[kind, player, card, place, numbers]``."""
        return [self.kind.value, self.player, None if self.card is None else self.card.to_data(),
                None if self.place is None else self.place.value, list(self.numbers)]

    @classmethod
    def from_data(cls, data: Any) -> Event:
        """The event saved by :meth:`to_data`; ``ValueError`` if malformed."""
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError("not a GaAg event")
        kind, player, card, place, numbers = data
        if not isinstance(numbers, list):
            raise ValueError("not a GaAg event")
        event = cls(EventKind(kind), player, None if card is None else card_from_data(card),
                    None if place is None else PlacementKind(place), tuple(numbers))
        if not well_formed(event):
            raise ValueError("not a GaAg event")
        return event


def well_formed(event: Event) -> bool:
    """Does ``event`` carry what its kind needs, with the right types (so that
    :func:`describe` can always tell it)?"""
    if type(event.kind) is not EventKind:
        return False
    has_player, has_card, has_place, count = SHAPES[event.kind]
    player, numbers = event.player, event.numbers
    return (type(player) is int and (player >= 0 if has_player else player == -1)
            and (is_deck_card(event.card) if has_card else event.card is None)
            and (type(event.place) is PlacementKind if has_place else event.place is None)
            and type(numbers) is tuple and all(type(n) is int for n in numbers)
            and (count is None or len(numbers) == count))


_SENTENCES = {
    EventKind.ROUND: "gaag.log.round", EventKind.PLAY: "gaag.log.play",
    EventKind.PICK_UP: "gaag.log.pick_up", EventKind.START: "gaag.log.start",
    EventKind.REVERSE: "gaag.log.reverse", EventKind.LAST_CARD: "gaag.log.last_card",
    EventKind.UNSCORED: "gaag.log.unscored", EventKind.SCORE: "gaag.log.score",
    EventKind.GAME_OVER: "gaag.log.game_over", EventKind.LIMIT: "gaag.log.limit",
}


#: the sentence when the person at the screen (``you``) is the one who acts
_YOU_SENTENCES = {
    EventKind.ROUND: "game_texts.gaag.round", EventKind.PLAY: "game_texts.gaag.play",
    EventKind.PICK_UP: "game_texts.gaag.pick_up", EventKind.START: "game_texts.gaag.start",
    EventKind.REVERSE: "game_texts.gaag.reverse",
    EventKind.LAST_CARD: "game_texts.gaag.last_card", EventKind.SCORE: "game_texts.gaag.score",
}


def describe(event: Event, language: str | None = None,
             names: Sequence[str] | None = None, *, you: int | None = None) -> str:
    """The event as a sentence in French or English; ``names``: the seat names a
    widget uses, else first names (Alice, Bilal …).

    ``you``: the seat of the person reading, when they play alone against robots:
    what they do is said to them (« Tu joues … »), and elsewhere they are « toi »."""
    def who(seat: int) -> str:
        return (t("common.you_lower", language) if seat == you
                else player_name(seat, names, language))

    key = _SENTENCES[event.kind]
    if you is not None and event.player == you and event.kind in _YOU_SENTENCES:
        key = _YOU_SENTENCES[event.kind]
    params: dict[str, object] = {}
    if event.player >= 0 and key == _SENTENCES[event.kind]:
        params["player"] = who(event.player)
    if event.card is not None:
        params["card"] = event.card.label(language)
    if event.place is not None:
        params["place"] = event.place.label(language)
    kind, numbers = event.kind, event.numbers
    if kind is EventKind.GAME_OVER:
        params["winners"] = ", ".join(who(n) for n in numbers)
    elif kind is EventKind.PICK_UP:
        params["cards"] = tn("gaag.log.cards", numbers[0], language)
        params["atoms"] = tn("gaag.log.atoms", numbers[1], language)
    elif kind is EventKind.UNSCORED:
        params["cards"] = tn("gaag.log.cards", numbers[0], language)
    elif kind is EventKind.LIMIT:
        params.update(turn=numbers[0], cards=tn("gaag.log.cards", numbers[1], language))
    elif kind is EventKind.SCORE:
        params.update(atoms=tn("gaag.log.atoms", numbers[0], language), total=numbers[1])
    elif kind is EventKind.ROUND:
        params["round"] = numbers[0]
    return t(key, language, **params)


__all__ = ["SHAPES", "Event", "EventKind", "describe", "well_formed"]
