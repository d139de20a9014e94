"""The log's lookups are dictionaries built once (issue 19): they say exactly what the
searches they replace said, in each language, and a code read once stays right when
the language changes."""

from __future__ import annotations

import pytest

from algunokit.alguno import action_cards, condition_cards
from algunokit.alguno.events import _card_label, card_text
from algunokit.cards import Card
from algunokit.errors import DeckFileError
from algunokit.i18n import language as use_language

ALL = (*condition_cards(1), *condition_cards(2), *condition_cards(3),
       *action_cards(1), *action_cards(2))


def _searched(card_id: str, language: str) -> str:
    for card in ALL:  # the linear search the dictionary replaces
        if card.id == card_id:
            label = card.label(language)
            return f"« {label} »" if language == "fr" else f"“{label}”"
    return card_id


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_builtin_card_is_found_by_its_id(language):
    for card in ALL:
        assert _card_label(card.id, language) == _searched(card.id, language)
    assert _card_label("my-own-card", language) == "my-own-card"  # a teacher's own card
    assert _card_label(["not", "an", "id"], language) == ["not", "an", "id"]


def test_a_card_code_read_once_is_said_in_each_language():
    assert card_text("JR", "fr") != card_text("JR", "en")
    assert card_text("JR", "en") == Card.from_code("JR").label("en")
    assert card_text("7H", "fr") == card_text("7H", "en") == Card.from_code("7H").short
    with use_language("en"):
        assert card_text("JB") == Card.from_code("JB").label("en")
    with use_language("fr"):
        assert card_text("JB") == Card.from_code("JB").label("fr")


def test_a_bad_code_still_fails_each_time():
    for _ in range(2):
        with pytest.raises(DeckFileError):
            card_text("ZZ", "fr")
