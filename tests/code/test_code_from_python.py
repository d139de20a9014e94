"""Student Python -> Alternative: what is understood, and the errors a student gets."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.alguno.lang import Alternative, And, Compare, Not, Op, Or, Parity, Quantity
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.cards import Colour, Suit
from algunokit.code import from_python
from algunokit.errors import CodeError

HEARTS, CARDS = Quantity(Suit.HEARTS), Quantity()


def condition_of(test: str) -> object:
    return from_python(f"if {test}:\n    piocher(1)\n").condition


def test_facade_and_simple_program():
    program = ak.from_python("if nombre_de_coeurs() == 1:\n    defausser(1)\n"
                             "else:\n    piocher(2)\n")
    assert program == Alternative(parse_condition("hearts = 1"), [parse_action("discard 1")],
                                  [parse_action("draw 2")])


@pytest.mark.parametrize(("test", "expected"), [
    ("2 <= nombre_de_cartes() <= 4", And(Compare(CARDS, Op.GE, 2), Compare(CARDS, Op.LE, 4))),
    ("3 > coeurs()", Compare(HEARTS, Op.LT, 3)),
    ("3 >= hearts()", Compare(HEARTS, Op.LE, 3)),
    ("1 == number_of_hearts()", Compare(HEARTS, Op.EQ, 1)),
    ("0 < cards() < 3 < spades()", And(And(Compare(CARDS, Op.GT, 0), Compare(CARDS, Op.LT, 3)),
                                       Compare(Quantity(Suit.SPADES), Op.GT, 3))),
    ("coeurs() != 2", Not(Compare(HEARTS, Op.EQ, 2))),
    ("rouges() > 1 and noires() < 2 and cartes() == 3",
     And(And(Compare(Quantity(Colour.RED), Op.GT, 1), Compare(Quantity(Colour.BLACK), Op.LT, 2)),
         Compare(CARDS, Op.EQ, 3))),
    ("coeurs() == 1 or (cartes() == 2 and not est_pair(cartes()))",
     Or(Compare(HEARTS, Op.EQ, 1), And(Compare(CARDS, Op.EQ, 2), Not(Parity(CARDS, False))))),
    ("nombre_de_cartes() % 2 == 1", Parity(CARDS, True)),
    ("0 == cartes() % 2", Parity(CARDS, False)),
    ("hearts() % 2 != 0", Parity(HEARTS, True)),
    ("is_odd(cards())", Parity(CARDS, True)),
    ("(((coeurs() == 1)))", Compare(HEARTS, Op.EQ, 1)),
])
def test_conditions(test, expected):
    assert condition_of(test) == expected


def test_elif_else_nested_and_several_actions():
    source = """
# a comment is fine
if nombre_de_cartes() > 4:
    defausser(2); piocher(1)
elif coeurs() == 0:
    if number_of_spades() >= 1:
        swap_left()
    else:
        pass
else:
    donner_au_choix()
    give_right()
"""
    program = from_python(source)
    inner = Alternative(parse_condition("spades >= 1"), [parse_action("swap left")], [])
    middle = Alternative(parse_condition("hearts = 0"), [inner],
                         [parse_action("give choice"), parse_action("give right")])
    assert program == Alternative(parse_condition("cards > 4"),
                                  [parse_action("discard 2"), parse_action("draw 1")],
                                  [middle])
    # ``else:`` + ``if`` is the same program as ``elif``
    explicit = """
if nombre_de_cartes() > 4:
    defausser(2)
    piocher(1)
else:
    if coeurs() == 0:
        if number_of_spades() >= 1:
            swap_left()
    else:
        donner_au_choix()
        give_right()
"""
    assert from_python(explicit) == program


def test_only_if_is_an_empty_alternative():
    program = from_python("if cartes() == 1:\n    pass\n")
    assert program == Alternative(parse_condition("cards = 1"))


def error(source: str, language: str = "fr") -> CodeError:
    with pytest.raises(CodeError) as info:
        from_python(source, language)
    return info.value


@pytest.mark.parametrize(("source", "line", "fr_words", "en_words"), [
    ("if cartes() == 1\n    piocher(1)\n", 1, ["Ligne 1", ":"], ["Line 1", "':'"]),
    ("if cartes() = 1:\n    piocher(1)\n", 1, ["=="], ["=="]),
    ("if cartes() == 1:\npiocher(1)\n", 2, ["4 espaces"], ["4 more spaces"]),
    ("if (cartes() == 1:\n    piocher(1)\n", 1, ["Ligne 1"], ["Line 1"]),
    ("while cartes() > 0:\n    defausser(1)\n", 1, ["boucle", "while"], ["loop", "while"]),
    ("if cartes() > 0:\n    for i in range(3):\n        piocher(1)\n", 2, ["for"], ["for"]),
    ("if cartes() > 0:\n    n = 3\n", 2, ["variable"], ["variables"]),
    ("if cartes() > 0:\n    'piocher'\n", 2, ["guillemets"], ["quotes"]),
    ("if cartes() > 0:\n    pioche(1)\n", 2, ["pioche", "piocher"],
     ["Did you mean 'draw'", "draw(2)"]),
    # the word suggested is the one of the language the student reads, never the other's
    ("if cartes() > 0:\n    drow(1)\n", 2, ["drow", "« piocher »"], ["Did you mean 'draw'"]),
    ("if cartes() > 0:\n    défausser(1)\n", 2, ["« defausser »"], ["Did you mean 'discard'"]),
    ("if coeur() > 0:\n    piocher(1)\n", 1, ["« nombre_de_coeurs »"],
     ["Did you mean 'number_of_hearts'"]),
    ("if cartes() > 0:\n    piocher()\n", 2, ["de 1 à 20", "piocher(2)"], ["from 1 to 20"]),
    ("if cartes() > 0:\n    piocher(0)\n", 2, ["de 1 à 20"], ["from 1 to 20"]),
    ("if cartes() > 0:\n    piocher(21)\n", 2, ["de 1 à 20"], ["from 1 to 20"]),
    ("if cartes() > 0:\n    piocher(n=2)\n", 2, ["piocher(2)"], ["piocher(2)"]),
    ("if cards() > 0:\n    draw(n=2)\n", 2, ["draw(2)"], ["draw(2)"]),
    ("if cartes() > 0:\n    donner_a_gauche(1)\n", 2, ["rien entre"], ["nothing in"]),
    ("if cartes() > 0:\n    piocher\n", 2, ["parenthèses", "piocher(2)"], ["brackets"]),
    ("if cartes(2) > 0:\n    piocher(1)\n", 1, ["rien entre"], ["nothing in"]),
    ("if cartes > 0:\n    piocher(1)\n", 1, ["cartes()"], ["cartes()"]),
    ("if number_of_cards > 0:\n    draw(1)\n", 1, ["number_of_cards()"], ["number_of_cards()"]),
    ("if cartes():\n    piocher(1)\n", 1, ["comparer"], ["compare"]),
    ("if piocher(1):\n    piocher(1)\n", 1, ["action"], ["action"]),
    ("if cartes() > 0:\n    cartes()\n", 2, ["ne fait rien"], ["does nothing"]),
    ("if cartes() == coeurs():\n    piocher(1)\n", 1, ["un nombre"], ["a number"]),
    ("if 2 < 3:\n    piocher(1)\n", 1, ["comptage"], ["count"]),
    ("if cartes() == -1:\n    piocher(1)\n", 1, ["-1", "entier"], ["whole number"]),
    ("if cartes() == 2.5:\n    piocher(1)\n", 1, ["2.5"], ["2.5"]),
    ("if cartes() == True:\n    piocher(1)\n", 1, ["True"], ["True"]),
    ("if cartes() is 3:\n    piocher(1)\n", 1, ["is"], ["is"]),
    ("if cartes() % 3 == 1:\n    piocher(1)\n", 1, ["% 2"], ["% 2"]),
    ("if True:\n    piocher(1)\n", 1, ["True", "condition"], ["condition"]),
    ("if cartes() == 'trois':\n    piocher(1)\n", 1, ["guillemets"], ["quotes"]),
    ("if cartes() + 1 > 2:\n    piocher(1)\n", 1, ["cartes() + 1"], ["condition"]),
    ("if est_pair(3):\n    piocher(1)\n", 1, ["comptage"], ["count"]),
    ("if est_pair:\n    piocher(1)\n", 1, ["parenthèses"], ["brackets"]),
    ("piocher(1)\n", 1, ["un seul « if »"], ["single 'if'"]),
    ("if cartes() > 0:\n    piocher(1)\npiocher(2)\n", 3, ["un seul"], ["single"]),
    ("import os\n", 1, ["import"], ["import"]),
    ("def f():\n    pass\n", 1, ["def"], ["def"]),
    ("if cartes() > 0:\n    return\n", 2, ["return"], ["return"]),
    ("if cartes() > 0:\n    print(1)\n", 2, ["print"], ["print"]),
    ("if cartes() > 0:\n    x.y()\n", 2, ["x.y()"], ["x.y()"]),
])
def test_errors_name_the_line_say_what_is_wrong_in_both_languages(source, line, fr_words,
                                                                     en_words):
    err = error(source, "fr")
    assert err.line == line
    message_fr, message_en = err.message("fr"), err.message("en")
    for word in fr_words:
        assert word in message_fr, message_fr
    for word in en_words:
        assert word in message_en, message_en
    assert str(err) == message_fr
    # the language asked for is the language of the message
    assert str(error(source, "en")) == error(source, "en").message("en")


def test_empty_program_and_non_text():
    assert "vide" in str(error(""))
    assert "empty" in str(error("# nothing\n", "en"))
    with pytest.raises(CodeError) as caught:
        from_python(None)  # type: ignore[arg-type]
    assert caught.value.key == "code.error.not_text"


def test_absurd_nesting_is_a_code_error():
    for source, key in [
            ("if " + "(" * 300 + "cartes() == 1" + ")" * 300 + ":\n    pass\n",
             "code.error.syntax"),
            ("if " + "not " * 50_000 + "cartes() == 1:\n    pass\n", "code.error.too_complex"),
            ("if cartes() == 1:\n    pass\x00\n", "code.error.null_byte"),
            ("if cartes() == 1" + "0" * 5000 + ":\n    pass\n", "code.error.syntax")]:
        with pytest.raises(CodeError) as caught:
            from_python(source)
        assert caught.value.key == key


def test_unknown_name_lists_allowed_words_of_the_language():
    err = error("if cartes() > 0:\n    sauter()\n")
    assert "piocher(2)" in str(err) and "donner_a_gauche()" in str(err)
    assert "draw(2)" in err.message("en") or "piocher(2)" in err.message("en")
    err_en = error("if cards() > 0:\n    jump()\n", "en")
    assert "draw(2)" in str(err_en) and "give_left()" in str(err_en)


def test_never_runs_anything(monkeypatch):
    import builtins

    def boom(*args, **kwargs):  # pragma: no cover - must not be called
        raise AssertionError("student code was run")

    monkeypatch.setattr(builtins, "exec", boom)
    monkeypatch.setattr(builtins, "eval", boom)
    assert from_python("if cartes() > 0:\n    piocher(1)\n").then == (parse_action("draw 1"),)


def test_the_letter_o_for_zero_is_named_never_a_long_word():
    """Issue 33: « O » (the letter) was answered « Voulais-tu dire nombre_de_cartes ? »."""
    from algunokit.code.from_python import from_python as read
    from algunokit.errors import CodeError

    for lang, words in (("fr", "chiffre 0"), ("en", "digit 0")):
        with pytest.raises(CodeError) as caught:
            read("if nombre_de_cartes() == O:\n    piocher(1)\n", language=lang)
        text = caught.value.message(lang)
        assert words in text
        assert "Voulais-tu dire « nombre_de_cartes »" not in text
        assert "Did you mean 'number_of_cards'" not in text
