"""Whatever from_python accepts is usable everywhere; every refusal names a line.

Found by tests kept outside the repository: a 100 KB condition of 4,200 ``or``
terms was accepted, then ``test`` / ``to_python`` / ``execute`` raised a raw
RecursionError; a 500-long ``elif`` chain and a NUL byte were refused without a
line (NUL with a hint about quotes).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.alguno.engine import Table, execute, first_option
from algunokit.alguno.lang import MAX_LEVELS, MAX_TESTS, Alternative, condition_size
from algunokit.alguno.notation import (
    format_condition,
    parse_condition,
    step_from_data,
    step_to_data,
)
from algunokit.cards import classic_deck
from algunokit.code import from_python, show, to_python, to_scratch, to_scratchblocks
from algunokit.errors import CodeError, DeckFileError


def _with_stack_used(frames: int, work):
    """Run ``work`` with ``frames`` frames already on the stack, as in a notebook kernel."""
    if frames == 0:
        return work()
    return _with_stack_used(frames - 1, work)


def use_everywhere(alt: Alternative) -> None:
    deck = list(classic_deck("54"))
    hand = deck[:7]
    alt.condition.test(hand)
    alt.trace(hand)
    table = Table([deck[:5], deck[5:9], deck[9:12]], deck[12:], [], random.Random(1))
    execute(alt, table, 0, first_option)
    assert from_python(to_python(alt, "en")) == alt
    assert "<svg" in to_scratch(alt).svg
    to_scratchblocks(alt, "fr")
    assert "<svg" in show(alt, alt.trace(hand)).html
    assert alt._repr_svg_().startswith("<svg")
    alt.label("fr")
    str(alt)
    assert step_from_data(step_to_data(alt)) == alt
    assert parse_condition(format_condition(alt.condition)) == alt.condition


def or_chain(n: int) -> str:
    return "if " + " or ".join(f"nombre_de_coeurs() == {i % 9}" for i in range(n)) + \
        ":\n    piocher(1)\n"


def elif_chain(n: int) -> str:
    return "if nombre_de_cartes() == 0:\n    piocher(1)\n" + "".join(
        f"elif nombre_de_cartes() == {i}:\n    defausser(1)\n" for i in range(1, n))


def test_the_largest_accepted_programs_work_everywhere():
    for source in (or_chain(MAX_TESTS), elif_chain(MAX_LEVELS),
                   "if " + "not " * (MAX_TESTS - 1) + "nombre_de_coeurs() == 1:\n    pass\n"):
        alt = from_python(source)
        _with_stack_used(300, lambda alt=alt: use_everywhere(alt))


@pytest.mark.parametrize(("source", "line", "key"), [
    (or_chain(4200), 1, "code.error.too_long"),
    ("\n\n" + or_chain(MAX_TESTS + 1), 3, "code.error.too_long"),
    (elif_chain(500), 2 * MAX_LEVELS + 1, "code.error.too_deep"),
    ("if " + "not " * (MAX_TESTS + 1) + "nombre_de_coeurs() == 1:\n    pass\n", 1,
     "code.error.too_long"),
    ("if nombre_de_cartes() == 1:\n    piocher(1)\0\n", 2, "code.error.null_byte"),
    ("if " + "not " * 100_000 + "x:\n pass", 1, "code.error.too_complex"),
    ("\nif nombre_de_cartes() == 1:\n    piocher(1)\n" + "(" * 300 + ")" * 300, 4,
     "code.error.syntax"),
])
def test_refusals_name_their_line(source, line, key):
    with pytest.raises(CodeError) as caught:
        from_python(source)
    assert caught.value.key == key
    assert caught.value.line == line
    assert f"{line}" in caught.value.message("en")
    assert "quote" not in caught.value.message("en")


@pytest.mark.parametrize(("source", "word"), [
    ("if nombre_de_coeurs() == 1 et nombre_de_piques() == 2:\n    pass\n", "and"),
    ("if nombre_de_coeurs() == 1 ou nombre_de_piques() == 2:\n    pass\n", "or"),
    ("if non nombre_de_coeurs() == 1:\n    pass\n", "not"),
    ("if non(nombre_de_coeurs() == 1):\n    pass\n", "not"),
    ("if nombre_de_coeurs() == 1 && nombre_de_piques() == 2:\n    pass\n", "and"),
    ("if nombre_de_coeurs() == 1 || nombre_de_piques() == 2:\n    pass\n", "or"),
    ("if !(nombre_de_coeurs() == 1):\n    pass\n", "not"),
    ("if nombre_de_coeurs() == 1 & nombre_de_piques() == 2:\n    pass\n", "and"),
    ("if (nombre_de_coeurs() == 1) | (nombre_de_piques() == 2):\n    pass\n", "or"),
])
def test_french_and_c_logic_words_are_named(source, word):
    for lang in ("fr", "en"):
        with pytest.raises(CodeError) as caught:
            from_python(source, lang)
        message = caught.value.message(lang)
        assert caught.value.line == 1
        assert f"« {word} »" in message or f"'{word}'" in message, message


def test_suggestions_say_tu_and_stay_in_the_students_language():
    with pytest.raises(CodeError) as caught:
        from_python("if nombre_de_coeur() == 1:\n    pass\n", "fr")
    message = caught.value.message("fr")
    assert "tu" in message.split() or "Voulais-tu" in message
    assert "vous" not in message.lower()
    # an English lesson never gets a French word suggested, nor the reverse
    with pytest.raises(CodeError) as caught:
        from_python("if nombre_de_coeur() == 1:\n    pass\n", "en")
    assert "Did you mean 'number_of_hearts'?" in caught.value.message("en")
    with pytest.raises(CodeError) as caught:
        from_python("if number_of_heart() == 1:\n    pass\n", "fr")
    assert "« nombre_de_coeurs »" in caught.value.message("fr")


def test_notation_bounds_what_it_reads():
    with pytest.raises(DeckFileError) as caught:
        parse_condition(" or ".join(["hearts = 1"] * 4200))
    assert len(str(caught.value)) < 400
    with pytest.raises(DeckFileError):
        parse_condition("not " * 5000 + "hearts = 1")
    with pytest.raises(DeckFileError):
        parse_condition("(" * 5000 + "hearts = 1" + ")" * 5000)
    assert parse_condition("! hearts = 1 && cards odd || non spades > 2") == parse_condition(
        "(not hearts = 1 and cards odd) or not spades > 2")
    biggest = parse_condition(" ou ".join(["cœurs = 1"] * MAX_TESTS))
    assert condition_size(biggest) == (MAX_TESTS, MAX_TESTS)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3 * MAX_TESTS), st.integers(1, 2 * MAX_LEVELS), st.integers(0, 3))
def test_sizes_around_the_limits(tests, levels, blank):
    source = "\n" * blank + "if " + " and ".join(
        ["nombre_de_cartes() >= 1"] * tests) + ":\n    pass\n" + "".join(
        f"elif nombre_de_cartes() == {i}:\n    piocher(1)\n" for i in range(1, levels))
    try:
        alt = from_python(source)
    except CodeError as err:
        assert isinstance(err.line, int) and err.line > blank
        assert tests > MAX_TESTS or levels > MAX_LEVELS
        return
    assert tests <= MAX_TESTS and levels <= MAX_LEVELS
    _with_stack_used(300, lambda: use_everywhere(alt))
