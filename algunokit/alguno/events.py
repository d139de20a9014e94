"""The game's event log: small JSON-ready records, readable in French or English.

Each event is ``(kind, params)`` with plain values (seats, card codes, card
ids, notation), so the log is saved with the game and rendered in whichever
language the reader chooses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.alguno.notation import step_from_data
from algunokit.cards import Card
from algunokit.i18n import t
from algunokit.play import player_name

Event = tuple[str, dict[str, Any]]


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
