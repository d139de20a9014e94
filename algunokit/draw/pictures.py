"""Pictures the engines offer without importing the drawing layer.

An engine object that a notebook shows as a picture (a card, a hand, an
alternative) calls ``hooks.call("svg.card", card)`` and the like; the facade
registers the plain functions of this module under those names (see
:mod:`algunokit.hooks`). Each returns standalone SVG text.

>>> from algunokit.cards import Card
>>> "<svg" in card_svg(Card.from_code("7H"), "en")
True
>>> "7 of hearts" in hand_svg([Card.from_code("7H")], "en")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from algunokit.draw.alguno import alternative_drawing, card_svg, hand_drawing
from algunokit.draw.printing import PrintableCard, write_deck
from algunokit.draw.svg import to_svg

if TYPE_CHECKING:
    from algunokit.alguno.decks import ActionCard, ConditionCard
    from algunokit.alguno.lang import Alternative
    from algunokit.cards import Card


def hand_svg(cards: Sequence[Card], language: str | None = None) -> str:
    """A player's cards in rows (what a notebook shows for a ``Hand``)."""
    return to_svg(hand_drawing(cards, language=language))


def condition_card_svg(card: ConditionCard, language: str | None = None) -> str:
    """A Condition card with its two halves."""
    return card_svg(card, language)


def action_card_svg(card: ActionCard, language: str | None = None) -> str:
    """An Action card with its action(s)."""
    return card_svg(card, language)


def alternative_svg(alt: Alternative, language: str | None = None) -> str:
    """The alternative as cards: the condition, then the ALORS and SINON actions."""
    return to_svg(alternative_drawing(alt, language=language))


def print_deck(path: str | Path, cards: Sequence[PrintableCard], language: str | None = None,
               title: str = "", *, backs: bool = False, set_name: str = "") -> Path:
    """Write the printable A4 sheet of ``cards`` (see :mod:`algunokit.draw.printing`)."""
    return write_deck(path, cards, language, title, backs=backs, set_name=set_name)


__all__ = ["action_card_svg", "alternative_svg", "card_svg", "condition_card_svg",
           "hand_svg", "print_deck"]
