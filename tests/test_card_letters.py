"""Cards in a line of text and on a face use the reader's letters: R, D, V in French
(roi, dame, valet, as French decks print them), K, Q, J in English; never a code."""

import re

import pytest

from algunokit.alguno import Game
from algunokit.alguno.bots import bots
from algunokit.alguno.events import card_text
from algunokit.cards import Card, Colour, Rank, Suit, classic_deck
from algunokit.draw.alguno import hand_drawing, table_drawing
from algunokit.draw.cards import classic_face
from algunokit.draw.model import Text
from algunokit.exercises.teacher import cards_text

KH, QS, JD, AC = (Card(Rank.KING, Suit.HEARTS), Card(Rank.QUEEN, Suit.SPADES),
                  Card(Rank.JACK, Suit.DIAMONDS), Card(Rank.ACE, Suit.CLUBS))
#: a face card's English letter next to a suit symbol, as a French text must not show
ENGLISH_FACE = re.compile(r"(?<![\w])[JQK][♥♦♣♠]")


@pytest.mark.parametrize("card, french, english", [
    (KH, "R♥", "K♥"), (QS, "D♠", "Q♠"), (JD, "V♦", "J♦"), (AC, "A♣", "A♣"),
    (Card(Rank.TEN, Suit.HEARTS), "10♥", "10♥"),
    (Card.joker(Colour.RED), "joker rouge", "red joker"),
])
def test_short_labels_in_each_language(card, french, english):
    assert card.short_label("fr") == french
    assert card.short_label("en") == english
    assert card_text(card, "fr") == card_text(card.code, "fr") == french
    assert card_text(card, "en") == card_text(card.code, "en") == english


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_short_label_reads_back_as_its_card(language):
    """What a student sees can be typed back: the kit reads « R♥ » in French."""
    for card in classic_deck("52"):
        assert Card.from_code(card.short_label(language), language=language) == card


def test_a_french_face_shows_french_letters_and_an_english_face_english_ones():
    def letters(card, language):
        return {s.text for s in classic_face(card, 0, 0, 90, language=language)
                if isinstance(s, Text)} - {card.suit.symbol}

    for card, french, english in ((KH, "R", "K"), (QS, "D", "Q"), (JD, "V", "J"),
                                  (AC, "A", "A")):
        assert letters(card, "fr") == {french}
        assert letters(card, "en") == {english}


def _texts(drawing) -> list[str]:
    return [s.text for s in drawing.shapes if isinstance(s, Text)]


def test_hands_and_the_table_are_drawn_with_the_readers_letters():
    hand = [KH, QS, JD]
    assert {"R", "D", "V"} <= set(_texts(hand_drawing(hand, language="fr")))
    assert not {"K", "Q", "J"} & set(_texts(hand_drawing(hand, language="fr")))
    assert {"K", "Q", "J"} <= set(_texts(hand_drawing(hand, language="en")))
    game = Game(4, (1, 1), seed=5)
    faces = {c.rank for h in game.table.hands for c in h if c.rank >= Rank.JACK}
    assert faces, "seed 5 deals some face cards"
    for language, letters in (("fr", {"V", "D", "R"}), ("en", {"J", "Q", "K"})):
        shown = set(_texts(table_drawing(game.view(0), language=language)))
        assert {c.letter(language) for c in faces} <= shown
        assert not (letters ^ {"V", "D", "R", "J", "Q", "K"}) & shown


def test_french_texts_never_show_an_english_face_letter():
    """A French game's log, a teacher's feedback: « R♥ », not « K♥ »."""
    game = Game(4, (1, 2), seed=3).play_out(bots("random", seed=1, players=4))
    log = game.log_text("fr")
    assert re.search(r"(?<![\w])[RDV][♥♦♣♠]", log), "the log names some face cards"
    assert not ENGLISH_FACE.search(log), log
    assert cards_text([KH, QS], "fr") == "2 cartes (R♥ D♠)"
    assert cards_text([KH, QS], "en") == "2 cards (K♥ Q♠)"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_french_hand_as_shown_types_back_whatever_the_language(language):
    """docs/cards.fr.md: what a French text shows can be copied into a hand."""
    from algunokit.cards import Hand

    hand = Hand.from_codes("3♥ R♥ D♠ V♦", language=language)
    assert list(hand) == [Card(Rank.THREE, Suit.HEARTS), KH, QS, JD]
    assert " ".join(c.short_label("fr") for c in hand) == "3♥ R♥ D♠ V♦"


def test_print_shows_a_student_the_card_not_its_code():
    """``print(carte)`` / ``print(main)`` in a lesson: faces in the current language,
    never ``Card(QS)``; ``repr`` keeps the codes for the developer."""
    import algunokit as ak
    from algunokit.cards import Hand

    before = ak.get_language()
    hand = Hand([KH, QS, Card.joker(Colour.RED)])
    try:
        ak.set_language("fr")
        assert (str(QS), str(hand), str(Hand())) == ("D♠", "R♥ D♠ joker rouge",
                                                     "aucune carte")
        ak.set_language("en")
        assert (str(QS), str(hand), str(Hand())) == ("Q♠", "K♥ Q♠ red joker", "no card")
    finally:
        ak.set_language(before)
    assert (repr(QS), repr(hand)) == ("Card(QS)", "Hand(KH QS JR)")
