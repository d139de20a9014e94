"""The language: counting, comparisons, parity, connectors, labels and notation."""

from __future__ import annotations

import pytest
from helpers import hand

from algunokit import Colour, DeckFileError, Suit
from algunokit.alguno import (
    Alternative,
    And,
    Compare,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Swap,
    Target,
    format_action,
    format_condition,
    parse_action,
    parse_condition,
)

H = hand("7H", "2H", "KD", "3S", "JR")  # 2 hearts, 1 diamond, 1 spade, red joker


def test_joker_counts_in_cards_and_colour_never_in_a_suit():
    assert Quantity().count(H) == 5
    assert Quantity(Suit.HEARTS).count(H) == 2
    assert Quantity(Colour.RED).count(H) == 4  # 2 hearts, 1 diamond, the red joker
    assert Quantity(Colour.BLACK).count(H) == 1
    assert sum(Quantity(s).count(H) for s in Suit) == 4


@pytest.mark.parametrize(("op", "values"), [
    (Op.LT, {1: False, 2: False, 3: True}),
    (Op.LE, {1: False, 2: True, 3: True}),
    (Op.EQ, {1: False, 2: True, 3: False}),
    (Op.GT, {1: True, 2: False, 3: False}),
    (Op.GE, {1: True, 2: True, 3: False}),
])
def test_each_comparison_has_the_hand_on_the_left(op, values):
    for value, expected in values.items():
        assert Compare(Quantity(Suit.HEARTS), op, value).test(H) is expected


def test_sheet_examples_level2():
    # "J'ai 3 cartes carreaux ou moins (c-à-d 0, 1, 2 ou 3 cartes carreaux)"
    diamonds_le_3 = parse_condition("diamonds <= 3")
    for n in range(6):
        cards = hand(*["AD", "2D", "3D", "4D", "5D"][:n], "9C")
        assert diamonds_le_3.test(cards) is (n <= 3)
    # "J'ai strictement plus que 2 cartes piques (c-à-d 3 cartes piques ou plus)"
    spades_gt_2 = parse_condition("spades > 2")
    for n in range(6):
        cards = hand(*["AS", "2S", "3S", "4S", "5S"][:n])
        assert spades_gt_2.test(cards) is (n >= 3)


def test_sheet_examples_level3():
    # "Exactement 4 cœurs OU 2 piques ou moins (potentiellement aucun !)"
    cond = parse_condition("hearts = 4 or spades <= 2")
    assert cond.test(hand("AH", "2H", "3H", "4H", "5S", "6S", "7S"))  # 4 hearts
    assert cond.test(hand("AC"))  # no spade at all
    assert not cond.test(hand("AS", "2S", "3S", "AH"))
    # "Exactement trois cartes ET un seul carreau"
    cond = parse_condition("cards = 3 and diamonds = 1")
    assert cond.test(hand("AD", "2S", "3C"))
    assert not cond.test(hand("AD", "2D", "3C"))
    assert not cond.test(hand("AD", "2S", "3C", "4C"))


def test_parity_odd_even():
    assert Parity(Quantity(), odd=True).test(H)
    assert not Parity(Quantity(), odd=False).test(H)
    assert Parity(Quantity(), odd=False).test([])  # zero cards is even


def test_connectors():
    true, false = parse_condition("cards = 5"), parse_condition("cards = 4")
    assert And(true, true).test(H) and not And(true, false).test(H)
    assert Or(false, true).test(H) and not Or(false, false).test(H)
    assert Not(false).test(H) and not Not(true).test(H)


def test_labels_in_both_languages():
    cond = parse_condition("diamonds <= 3")
    assert cond.label("fr") == "3 carreaux ou moins"
    assert cond.label("en") == "3 diamonds or fewer"
    assert parse_condition("cards = 1").label("fr") == "exactement 1 carte"
    assert parse_condition("cards odd").label("en") == "an odd number of cards"
    assert Give(Target.CHOICE).label("fr") == "Donner 1 carte à l'un de vos voisins au choix"
    assert Swap(Side.RIGHT).label("en") == "Swap all your cards with your right neighbour"
    assert Draw(1).label("fr") == "Piocher 1 carte" and Draw(2).label("fr") == "Piocher 2 cartes"
    alternative = Alternative(cond, (Discard(1),), (Draw(2),))
    assert alternative.label("fr").startswith("SI 3 carreaux ou moins ALORS Défausser")


@pytest.mark.parametrize("text", [
    "hearts = 3", "cards odd", "cards even", "red >= 2", "black < 1", "clubs > 0",
    "diamonds <= 3 or spades > 2", "cards = 3 and diamonds = 1", "not hearts = 1",
    "(hearts = 1 or clubs = 2) and cards even", "hearts = 1 and (clubs = 2 and cards odd)",
    "not (red = 1 and black = 2)", "spades odd",
])
def test_notation_round_trip(text):
    cond = parse_condition(text)
    assert parse_condition(format_condition(cond)) == cond


def test_french_notation_is_accepted():
    assert parse_condition("cœurs = 3") == parse_condition("hearts = 3")
    assert parse_condition("Trèfles ≥ 2 ET cartes impair") == parse_condition(
        "clubs >= 2 and cards odd")
    assert parse_action("défausser 2") == Discard(2)
    assert parse_action("donner choix") == Give(Target.CHOICE)
    assert parse_action("échanger gauche") == Swap(Side.LEFT)


@pytest.mark.parametrize("text", ["", "hearts", "hearts = ", "hearts == x", "lions = 2",
                                  "hearts = 2 and", "(hearts = 2", "hearts = 2)", "3 = hearts",
                                  "hearts ! 2"])
def test_bad_conditions_are_clear_errors(text):
    with pytest.raises(DeckFileError) as err:
        parse_condition(text)
    assert err.value.key == "alguno.error.notation"


@pytest.mark.parametrize("text", ["draw", "draw two", "draw 0", "draw 99", "give up",
                                  "swap choice", "jump 2", "draw 1 2"])
def test_bad_actions_are_clear_errors(text):
    with pytest.raises(DeckFileError):
        parse_action(text)


def test_actions_notation_round_trip():
    for action in (Draw(1), Draw(2), Discard(1), Discard(3), Give(Target.LEFT),
                   Give(Target.RIGHT), Give(Target.CHOICE), Swap(Side.LEFT), Swap(Side.RIGHT)):
        assert parse_action(format_action(action)) == action


def test_values_are_checked():
    with pytest.raises(ValueError):
        Compare(Quantity(), Op.EQ, -1)
    with pytest.raises(ValueError):
        Draw(0)
    with pytest.raises(ValueError):
        Discard(True)


def test_alternatives_compare_by_value_and_hash():
    a = Alternative(parse_condition("hearts = 1"), [Draw(1)], [Discard(1)])
    b = Alternative(parse_condition("hearts = 1"), (Draw(1),), (Discard(1),))
    assert a == b and hash(a) == hash(b)
    assert list(Alternative(parse_condition("cards odd"), (a, Draw(2)), ()).actions()) == [
        Draw(1), Discard(1), Draw(2)]
