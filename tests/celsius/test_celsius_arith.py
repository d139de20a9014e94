"""Celsius deck, arithmetic and operator text: evaluate, parse_operator, labels."""

from __future__ import annotations

from collections import Counter

import pytest

import algunokit as ak
from algunokit.celsius import (
    COLD_VALUES,
    HOT_VALUES,
    OPERATORS,
    Colour,
    InexactDivision,
    OperatorCard,
    OperatorTextError,
    OpKind,
    Step,
    celsius_deck,
    evaluate,
    format_chain,
    parse_operator,
)
from algunokit.celsius.cards import card_from_code

op = parse_operator


def test_deck_has_120_cards_as_the_sheet_says():
    deck = celsius_deck()
    assert len(deck) == 120
    assert tuple(range(13)) == COLD_VALUES
    assert len(HOT_VALUES) == 26 == len(set(HOT_VALUES))
    assert min(HOT_VALUES) == 20 and max(HOT_VALUES) == 100
    colours = Counter(c.colour for c in OPERATORS)
    assert colours == {Colour.PINK: 54, Colour.BLUE: 18, Colour.GREEN: 9}
    kinds = Counter(c.kind for c in OPERATORS)
    assert kinds[OpKind.SQUARE] == 5 and kinds[OpKind.PLUS_MINUS_ONE] == 9
    assert {c.kind for c in OPERATORS if c.colour is Colour.PINK} == {
        OpKind.ADD, OpKind.MUL, OpKind.SQUARE}
    assert {c.kind for c in OPERATORS if c.colour is Colour.BLUE} == {OpKind.SUB, OpKind.DIV}
    questions = Counter(c.kind for c in OPERATORS if c.is_choice)
    assert questions == {OpKind.ADD: 4, OpKind.MUL: 3, OpKind.SUB: 2, OpKind.DIV: 1}


def test_every_card_code_round_trips():
    for card in celsius_deck():
        assert card_from_code(card.code) == card
    for card in OPERATORS:
        assert parse_operator(card.code) == card
    with pytest.raises(ValueError):
        card_from_code("H21")
    with pytest.raises(ak.ConfigError) as info:
        OperatorCard(OpKind.SQUARE, 2)
    assert info.value.key == "celsius.error.operator_number"


def test_sheet_example_no_operator_priority():
    assert evaluate(10, [op("+1"), op("x2")]) == 22
    assert format_chain(10, [Step(op("+1")), Step(op("x2"))], "fr") == "10 + 1 = 11 ; 11 × 2 = 22"


def test_left_to_right_square_and_negatives():
    assert evaluate(3, [op("-5"), op("^2")]) == 4
    assert evaluate(2, [Step(op("-?"), 9)]) == -7
    assert evaluate(0, [Step(op("-?"), 9), Step(op("^2"))]) == 81
    assert format_chain(0, [Step(op("-?"), 9), Step(op("^2"))], "fr") == "0 − 9 = -9 ; (-9)² = 81"
    assert format_chain(8, [Step(op("^2"))]) == "8² = 64"


def test_choices_for_question_and_plus_minus_one():
    assert evaluate(3, [Step(op("x?"), 7), Step(op("±1"), -1)]) == 20
    assert evaluate(3, [Step(op("±1"), 1)]) == 4
    with pytest.raises(ak.RuleError):
        evaluate(3, [op("x?")])  # a "?" needs a number
    with pytest.raises(ak.RuleError):
        evaluate(3, [Step(op("x?"), 11)])
    with pytest.raises(ak.RuleError):
        evaluate(3, [Step(op("±1"), 2)])
    with pytest.raises(ak.RuleError):
        evaluate(3, [Step(op("+3"), 2)])  # a printed number takes no choice


def test_division_must_be_exact():
    assert evaluate(12, [op("/3")]) == 4
    assert evaluate(-12, [op("/3")]) == -4
    with pytest.raises(InexactDivision) as info:
        evaluate(10, [op("/3")])
    assert isinstance(info.value, ak.RuleError)
    assert info.value.key == "celsius.error.inexact"
    assert info.value.params == {"value": 10, "n": 3}


@pytest.mark.parametrize(("text", "kind", "number"), [
    ("+3", OpKind.ADD, 3), ("x2", OpKind.MUL, 2), ("×2", OpKind.MUL, 2), ("X4", OpKind.MUL, 4),
    ("*5", OpKind.MUL, 5), ("^2", OpKind.SQUARE, None), ("²", OpKind.SQUARE, None),
    ("-4", OpKind.SUB, 4), ("−4", OpKind.SUB, 4), ("/2", OpKind.DIV, 2), ("÷2", OpKind.DIV, 2),
    ("+?", OpKind.ADD, None), ("x?", OpKind.MUL, None), ("×?", OpKind.MUL, None),
    ("-?", OpKind.SUB, None), ("/?", OpKind.DIV, None), ("÷?", OpKind.DIV, None),
    ("±1", OpKind.PLUS_MINUS_ONE, None), ("+-1", OpKind.PLUS_MINUS_ONE, None),
    (" +10 ", OpKind.ADD, 10), ("+1", OpKind.ADD, 1),
])
def test_parse_operator_accepts(text, kind, number):
    assert parse_operator(text) == OperatorCard(kind, number)


@pytest.mark.parametrize("text", [
    "", "3", "+", "+0", "+11", "x0", "+03", "++3", "+3.5", "^3", "²2", "±2", "±?", "?",
    "plus 3", "+ 3 4", "x-2", "-(-2)", "/0", "3+", None, 3,
])
def test_parse_operator_rejects_with_a_bilingual_message(text):
    with pytest.raises(OperatorTextError) as info:
        parse_operator(text)
    assert isinstance(info.value, ak.RuleError)
    assert info.value.key in {"celsius.error.operator_text", "celsius.error.operator_number"}
    assert info.value.params["text"] == str(text)


def test_labels_and_colours():
    assert [op(x).label() for x in ("+3", "x2", "^2", "-4", "/2", "+?", "±1")] == [
        "+3", "×2", "²", "−4", "÷2", "+?", "±1"]
    assert Step(op("±1"), -1).label() == "−1"
    assert Step(op("x?"), 7).label() == "×7"
    assert op("-?").is_decreasing and op("±1").is_decreasing and not op("x3").is_decreasing
    assert Colour.PINK.label("fr") == "rose" and Colour.BLUE.label("en") == "blue"


def test_catalogue_has_the_game_name():
    assert ak.t("celsius.name", "fr") == ak.t("celsius.name", "en") == "Celsius"
