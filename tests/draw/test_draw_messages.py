"""The drawings' sentences say « 1 carte », « 2 cartes », never « carte(s) »."""

from __future__ import annotations

import pytest

from algunokit.cards import Card
from algunokit.draw.alguno import cards_drawing, hand_drawing
from algunokit.draw.printing import deck_pages
from algunokit.messages import texts
from algunokit.messages.draw import MESSAGES


def test_no_draw_message_writes_a_bracketed_plural() -> None:
    for key in MESSAGES:
        for language in ("fr", "en"):
            assert all("(s)" not in text for text in texts(key, language)), key


@pytest.mark.parametrize(("n", "fr", "en"), [(0, "0 carte", "0 cards"), (1, "1 carte", "1 card"),
                                             (3, "3 cartes", "3 cards")])
def test_hand_and_cards_descriptions_agree_with_the_count(n, fr, en) -> None:
    cards = [Card.from_code(c) for c in ("7H", "QS", "2D")][:n]
    assert f" {fr} — " in hand_drawing(cards, language="fr").description
    assert f" {en} — " in hand_drawing(cards, language="en").description
    assert f" {en} — " in cards_drawing(cards, language="en").description


def test_the_printed_page_counts_its_cards_in_words() -> None:
    from algunokit.alguno import condition_cards

    (page,) = deck_pages(list(condition_cards(1)[:1]), "fr", "Cartes")
    assert "1 carte de 63 × 88 mm" in page.description
