"""Readers of a lesson's data: what a teacher may put in ``L.data[key]``.

Each reader takes the teacher's value and returns the value the exercises use, or
raises :class:`~algunokit.errors.ConfigError` saying what the key needs, in the
user's language; the lesson's data is then unchanged.

>>> hand(max_cards=5)("3H KH JB")
Hand(3H KH JB)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from algunokit.cards import Card, Hand
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.i18n import LANGUAGES, t
from algunokit.protocol import safe_text


def catalogue(key: str, **params: Any) -> dict[str, str]:
    """The catalogue's text ``key`` in every language, as the exercise API takes texts.

    A parameter may be a function of the language (``lambda lang: hand.label(lang)``),
    so an explanation written when the student checks names the cards in their words.

    >>> catalogue("common.true")["en"]
    'true'
    """
    return {lang: t(key, lang, **{name: value(lang) if callable(value) else value
                                   for name, value in params.items()})
            for lang in LANGUAGES}


def hand(*, min_cards: int = 0, max_cards: int = 54,
         distinct: bool = True) -> Callable[[Any], Hand]:
    """A hand: a :class:`~algunokit.cards.Hand`, cards, or codes (``"3H KH JB"``)."""

    def read(value: Any) -> Hand:
        if isinstance(value, Card):
            value = (value,)
        if not isinstance(value, str | list | tuple):
            raise ConfigError("lessons.error.data_hand", found=safe_text(value))
        try:
            cards = Hand.from_codes(value)
        except AlgunokitError:
            raise
        except Exception:  # an item that is neither a card nor a code
            raise ConfigError("lessons.error.data_hand", found=safe_text(value)) from None
        if not min_cards <= len(cards) <= max_cards:
            raise ConfigError("lessons.error.data_hand_size", found=len(cards),
                              low=min_cards, high=max_cards)
        if distinct and len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            raise ConfigError("lessons.error.data_hand_twice", card=twice.short_label)
        return cards

    return read


def whole_number(low: int, high: int) -> Callable[[Any], int]:
    """A whole number from ``low`` to ``high``."""

    def read(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ConfigError("lessons.error.data_number", found=safe_text(value),
                              low=low, high=high)
        return value

    return read



__all__ = ["catalogue", "hand", "whole_number"]
