"""Card codes a teacher types: the kit's, the French ones, symbols; one way per hand."""

import pytest

import algunokit as ak
from algunokit.cards import Card, Colour, Hand, Rank, Suit, classic_deck, readings
from algunokit.errors import DeckFileError
from algunokit.exercises.teacher import condition
from algunokit.lessons.data import hand
from algunokit.messages import texts

KH, AH, AC, TEN_S = (Card(Rank.KING, Suit.HEARTS), Card(Rank.ACE, Suit.HEARTS),
                     Card(Rank.ACE, Suit.CLUBS), Card(Rank.TEN, Suit.SPADES))
RED, BLACK = Card.joker(Colour.RED), Card.joker(Colour.BLACK)

FRENCH_SUIT = {Suit.SPADES: "P", Suit.HEARTS: "C", Suit.DIAMONDS: "K", Suit.CLUBS: "T"}
FRENCH_RANK = {Rank.ACE: "A", Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"}


def french_code(card: Card) -> str:
    if card.is_joker:
        return "JR" if card.colour is Colour.RED else "JN"
    return FRENCH_RANK.get(card.rank, str(int(card.rank))) + FRENCH_SUIT[card.suit]


@pytest.fixture(autouse=True)
def _language():
    before = ak.get_language()
    yield
    ak.set_language(before)


def test_every_card_reads_from_its_french_code_in_a_french_hand():
    deck = classic_deck("54")
    assert Hand.from_codes(" ".join(french_code(c) for c in deck), language="en") == deck
    for card in deck:
        assert Card.from_code(french_code(card), language="fr") == card


def test_every_card_reads_from_its_kit_code_and_its_symbol_form():
    deck = classic_deck("54")
    assert Hand.from_codes(" ".join(c.code for c in deck), language="fr") == deck
    for card in deck:
        assert Card.from_code(card.code) == card
        assert Card.from_code(card.short) == card  # 7♥, K♠, JKR


@pytest.mark.parametrize(("code", "card"), [
    ("RC", KH), ("rc", KH), ("10P", TEN_S), ("10p", TEN_S), ("JN", BLACK), ("jn", BLACK),
    ("VK", Card(Rank.JACK, Suit.DIAMONDS)), ("DT", Card(Rank.QUEEN, Suit.CLUBS)),
    ("7K", Card(Rank.SEVEN, Suit.DIAMONDS)), ("R♥", KH), ("D♠", Card(Rank.QUEEN, Suit.SPADES)),
    ("KH", KH), ("kh", KH), ("QD", Card(Rank.QUEEN, Suit.DIAMONDS)), ("JB", BLACK),
    ("JR", RED), ("A♥", AH), ("10♠", TEN_S), ("a♥", AH), ("K♥\ufe0f", KH),
])
def test_a_code_only_one_way_can_read_is_that_card_whatever_the_language(code, card):
    for lang in ("fr", "en"):
        ak.set_language(lang)
        assert Card.from_code(code) == card
        assert Card.from_code(code, language=lang) == card
        assert Hand.from_codes(code) == (card,)


@pytest.mark.parametrize(("code", "french", "kit"), [
    ("AC", AH, AC), ("7C", Card(Rank.SEVEN, Suit.HEARTS), Card(Rank.SEVEN, Suit.CLUBS)),
    ("10c", Card(Rank.TEN, Suit.HEARTS), Card(Rank.TEN, Suit.CLUBS)),
])
def test_a_code_ending_in_c_after_a_number_is_read_both_ways(code, french, kit):
    assert readings(code) == (french, kit)
    assert Card.from_code(code) == kit  # a saved game's code reads the same in any language
    assert Card.from_code(code, language="fr") == french
    assert Card.from_code(code, language="en") == kit


def test_only_c_after_a_or_a_number_is_ambiguous():
    ambiguous = set()
    for first in ["A", *map(str, range(2, 11)), "J", "Q", "K", "V", "D", "R"]:
        for last in "HDCSPKT♥♦♣♠":
            french, kit = readings(first + last)
            if french is not None and kit is not None and french != kit:
                ambiguous.add(first + last)
    assert ambiguous == {n + "C" for n in ["A", *map(str, range(2, 11))]}


def test_a_hand_of_ambiguous_codes_follows_the_current_language():
    ak.set_language("fr")
    assert Hand.from_codes("AC 7C") == (AH, Card(Rank.SEVEN, Suit.HEARTS))
    ak.set_language("en")
    assert Hand.from_codes("AC 7C") == (AC, Card(Rank.SEVEN, Suit.CLUBS))


def test_the_teacher_may_say_which_way_a_hand_is_written():
    ak.set_language("en")
    assert Hand.from_codes("AC", language="fr") == (AH,)
    ak.set_language("fr")
    assert Hand.from_codes(["AC"], language="en") == (AC,)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_french_only_code_makes_the_whole_hand_french(lang):
    ak.set_language(lang)
    assert Hand.from_codes("AC RC 10P") == (AH, KH, TEN_S)
    assert Hand.from_codes("ac, jn; 7c") == (AH, BLACK, Card(Rank.SEVEN, Suit.HEARTS))
    assert Hand.from_codes("AC A♥") == ((AH, AH) if lang == "fr" else (AC, AH))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_kit_only_code_makes_the_whole_hand_the_kits(lang):
    ak.set_language(lang)
    assert Hand.from_codes("AC KH") == (AC, KH)
    assert Hand.from_codes("7C JB") == (Card(Rank.SEVEN, Suit.CLUBS), BLACK)
    assert Hand.from_codes(["AC", KH]) == ((AH, KH) if lang == "fr" else (AC, KH))  # a card
    # is no way of writing


@pytest.mark.parametrize(("text", "french", "kit"), [
    ("RC KH", "RC", "KH"), ("AC JN JB", "JN", "JB"), ("10P 10S", "10P", "10S"),
])
def test_a_hand_mixing_the_two_ways_is_refused_with_an_example_of_each(text, french, kit):
    with pytest.raises(DeckFileError) as caught:
        Hand.from_codes(text)
    fr, en = caught.value.message("fr"), caught.value.message("en")
    assert f"« {french} »" in fr and f"« {kit} »" in fr and "RC 10P JN" in fr
    assert f"'{french}'" in en and f"'{kit}'" in en and "KH 10S JB" in en
    assert "mélange" in fr and "mix" in en


@pytest.mark.parametrize("bad", ["1H", "11S", "ZZ", "", "JK", "DD", "RH", "KP", "X♥", "10",
                                 "KHH", "♥"])
def test_a_refused_code_names_the_accepted_forms_in_the_users_language(bad):
    with pytest.raises(DeckFileError) as caught:
        Hand.from_codes(["3H", bad])
    fr, en = caught.value.message("fr"), caught.value.message("en")
    assert f"« {bad} »" in fr and "10P, RK, DT, VC, AC" in fr and "JR, JN" in fr
    assert "7H, 10S, KD, QC" in fr and "A♥" in fr
    assert f"'{bad}'" in en and "7H, 10S, KD, QC, AC" in en and "JR, JB" in en
    assert "10P, RK, DT, VC, JN" in en
    with pytest.raises(DeckFileError):
        Card.from_code(bad)


def test_a_value_that_is_not_text_is_refused_clearly():
    for bad in (None, 3, ["KH"]):
        with pytest.raises(DeckFileError):
            Card.from_code(bad)  # type: ignore[arg-type]


def test_the_lesson_hand_reader_takes_french_codes_and_refuses_a_mixed_hand():
    ak.set_language("fr")
    read = hand(max_cards=12)
    assert read("RC 10P JN") == (KH, TEN_S, BLACK)
    assert read("AC") == (AH,)
    ak.set_language("en")
    assert read("AC") == (AC,)
    with pytest.raises(DeckFileError):
        read("RC KH")


def test_a_lesson_hand_typed_in_french_changes_the_answers():
    ak.set_language("fr")
    L = ak.lesson("alguno", 2)
    L.data["hand"] = "RC 10P JN"
    assert L.data["hand"] == (KH, TEN_S, BLACK)
    before = dict(L.data)
    with pytest.raises(DeckFileError):
        L.data["hand"] = "RC KH"
    assert dict(L.data) == before


def test_a_condition_exercise_reads_hands_typed_in_french():
    ex = condition("Deux cœurs", "hearts = 2", hands=["AC RC", "10P", ["AC"]])
    ex.language = "fr"
    assert ex.current_hands() == [[AH, KH], [TEN_S], [AH]]
    # True only if « AC RC » is read as two hearts (as de cœur, roi de cœur).
    assert ex.check("nombre_de_cartes() == 2").ok is True
    assert ex.check("nombre_de_coeurs() == 1").ok is False
    ex.language = "en"
    assert ex.current_hands() == [[AH, KH], [TEN_S], [AC]]
    with pytest.raises(DeckFileError):
        condition("x", "hearts = 1", hands=["RC KH"]).current_hands()


def test_the_messages_exist_in_both_languages():
    for key in ("cards.error.code", "cards.error.mixed"):
        assert texts(key, "fr") and texts(key, "en")


def test_a_lessons_hand_of_ambiguous_codes_follows_the_lessons_language():
    ak.set_language("en")
    french = ak.lesson("alguno", 2, "fr")
    french.data["hand"] = "AC 7C"
    assert french.data["hand"] == (AH, Card(Rank.SEVEN, Suit.HEARTS))
    ak.set_language("fr")
    english = ak.lesson("alguno", 2, "en")
    english.data["hand"] = "AC 7C"
    assert english.data["hand"] == (AC, Card(Rank.SEVEN, Suit.CLUBS))
    assert ak.get_language() == "fr"  # the lesson's language was only borrowed
