"""Alternative -> Python: readable output, and from_python(to_python(a)) == a."""

from __future__ import annotations

import ast

import pytest
from code_strategies import alternatives
from hypothesis import given
from hypothesis import strategies as st

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.lang import Alternative, Discard, Draw, Give, Side, Swap, Target
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.code import from_python, to_python


def alt(condition: str, then: list[str], otherwise: list[str]) -> Alternative:
    return Alternative(parse_condition(condition), [parse_action(a) for a in then],
                       [parse_action(a) for a in otherwise])


def test_simple_card_program_in_french_and_english():
    program = alt("hearts = 1", ["discard 1"], ["draw 2"])
    assert program.to_python("fr") == (
        "if nombre_de_coeurs() == 1:\n    defausser(1)\nelse:\n    piocher(2)\n")
    assert program.to_python("en") == (
        "if number_of_hearts() == 1:\n    discard(1)\nelse:\n    draw(2)\n")


def test_current_language_is_the_default():
    import algunokit as ak

    program = alt("cards odd", ["give left"], ["swap right"])
    assert "est_impair(nombre_de_cartes())" in program.to_python()
    ak.set_language("en")
    assert program.to_python() == (
        "if is_odd(number_of_cards()):\n    give_left()\nelse:\n    swap_right()\n")


@pytest.mark.parametrize(("condition", "fr", "en"), [
    ("diamonds <= 3", "nombre_de_carreaux() <= 3", "number_of_diamonds() <= 3"),
    ("spades > 2", "nombre_de_piques() > 2", "number_of_spades() > 2"),
    ("red >= 3", "nombre_de_cartes_rouges() >= 3", "number_of_red_cards() >= 3"),
    ("black < 2", "nombre_de_cartes_noires() < 2", "number_of_black_cards() < 2"),
    ("clubs = 0", "nombre_de_trefles() == 0", "number_of_clubs() == 0"),
    ("cards even", "est_pair(nombre_de_cartes())", "is_even(number_of_cards())"),
    ("hearts = 4 or spades <= 2", "nombre_de_coeurs() == 4 or nombre_de_piques() <= 2",
     "number_of_hearts() == 4 or number_of_spades() <= 2"),
    ("not (cards = 3 and hearts = 1)",
     "not (nombre_de_cartes() == 3 and nombre_de_coeurs() == 1)",
     "not (number_of_cards() == 3 and number_of_hearts() == 1)"),
    ("(cards = 1 or cards = 2) and red = 0",
     "(nombre_de_cartes() == 1 or nombre_de_cartes() == 2) and nombre_de_cartes_rouges() == 0",
     "(number_of_cards() == 1 or number_of_cards() == 2) and number_of_red_cards() == 0"),
    ("cards = 1 and hearts = 1 or cards = 2",
     "(nombre_de_cartes() == 1 and nombre_de_coeurs() == 1) or nombre_de_cartes() == 2",
     "(number_of_cards() == 1 and number_of_hearts() == 1) or number_of_cards() == 2"),
    ("not cards odd", "not est_impair(nombre_de_cartes())", "not is_odd(number_of_cards())"),
])
def test_conditions(condition, fr, en):
    program = alt(condition, ["draw 1"], [])
    assert program.to_python("fr") == f"if {fr}:\n    piocher(1)\n"
    assert program.to_python("en") == f"if {en}:\n    draw(1)\n"


def test_every_action_word():
    steps = (Draw(3), Discard(2), Give(Target.LEFT), Give(Target.RIGHT), Give(Target.CHOICE),
             Swap(Side.LEFT), Swap(Side.RIGHT))
    program = Alternative(parse_condition("cards > 0"), steps)
    body = [line.strip() for line in program.to_python("fr").splitlines()[1:]]
    assert body == ["piocher(3)", "defausser(2)", "donner_a_gauche()", "donner_a_droite()",
                    "donner_au_choix()", "echanger_a_gauche()", "echanger_a_droite()"]
    body = [line.strip() for line in program.to_python("en").splitlines()[1:]]
    assert body == ["draw(3)", "discard(2)", "give_left()", "give_right()", "give_either()",
                    "swap_left()", "swap_right()"]


def test_nested_elif_and_empty_branches():
    inner = alt("spades < 3", ["give left", "discard 2"], [])
    program = Alternative(parse_condition("cards >= 2 and cards <= 4"), (),
                          (inner,))
    assert program.to_python("fr") == (
        "if nombre_de_cartes() >= 2 and nombre_de_cartes() <= 4:\n"
        "    pass\n"
        "elif nombre_de_piques() < 3:\n"
        "    donner_a_gauche()\n"
        "    defausser(2)\n")
    nested_in_then = Alternative(parse_condition("cards odd"), (Draw(1), inner), (Draw(2),))
    assert nested_in_then.to_python("en") == (
        "if is_odd(number_of_cards()):\n"
        "    draw(1)\n"
        "    if number_of_spades() < 3:\n"
        "        give_left()\n"
        "        discard(2)\n"
        "else:\n"
        "    draw(2)\n")


def card_alternatives():
    for level in (1, 2, 3):
        for card in condition_cards(level):
            for half in card.halves:
                for action_card in action_cards(1):
                    yield Alternative(half, (action_card.actions[0],), (action_card.actions[1],))
                for a, b in zip(action_cards(2), action_cards(2)[1:], strict=False):
                    yield Alternative(half, a.actions, b.actions)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_round_trip_every_card_built_alternative(language):
    seen = 0
    for program in card_alternatives():
        source = to_python(program, language)
        assert from_python(source, language) == program, source
        assert from_python(source, "fr" if language == "en" else "en") == program
        seen += 1
    assert seen == 2 * (24 + 21 + 24) * (20 + 27)


@given(alternatives, st.sampled_from(["fr", "en"]))
def test_round_trip_any_program(program, language):
    source = to_python(program, language)
    assert from_python(source) == program
    ast.parse(source)  # and it is plain Python
    lines = source.splitlines()
    assert all((len(line) - len(line.lstrip(" "))) % 4 == 0 for line in lines)


@given(alternatives)
def test_generated_code_uses_only_its_language(program):
    from algunokit.code.vocabulary import WORDS

    fr, en = to_python(program, "fr"), to_python(program, "en")
    names_fr = {w.fr for w in WORDS}
    names_en = {w.en for w in WORDS}
    called = lambda src: {n.func.id for n in ast.walk(ast.parse(src))  # noqa: E731
                          if isinstance(n, ast.Call)}
    assert called(fr) <= names_fr
    assert called(en) <= names_en
