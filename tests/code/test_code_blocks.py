"""Scratch-style blocks: scratchblocks text, the SVG picture, and traces on it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from card_hands import hand
from code_strategies import alternatives
from hypothesis import given
from hypothesis import strategies as st

from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.code import from_python
from algunokit.draw.svg import SvgPicture as Picture
from algunokit.draw.text import text_width, wrap

SVG = "{http://www.w3.org/2000/svg}"


def alt(condition: str, then: list[str], otherwise: list[str]) -> Alternative:
    return Alternative(parse_condition(condition), [parse_action(a) for a in then],
                       [parse_action(a) for a in otherwise])



def test_scratchblocks_french_and_english():
    program = alt("hearts = 4 or spades <= 2", ["discard 2"], ["give left"])
    assert program.to_scratchblocks("fr") == (
        "si <<(nombre de cœurs :: sensing) = [4]> ou "
        "<non <(nombre de piques :: sensing) > [2]>>> alors\n"
        "  défausser (2) :: custom\n"
        "sinon\n"
        "  donner à gauche :: custom\n"
        "fin\n")
    assert program.to_scratchblocks("en") == (
        "if <<(number of hearts :: sensing) = [4]> or "
        "<not <(number of spades :: sensing) > [2]>>> then\n"
        "  discard (2) :: custom\n"
        "else\n"
        "  give left :: custom\n"
        "end\n")


@pytest.mark.parametrize(("condition", "text"), [
    ("cards <= 3", "<not <(number of cards :: sensing) > [3]>>"),
    ("cards >= 3", "<not <(number of cards :: sensing) < [3]>>"),
    ("cards < 3", "<(number of cards :: sensing) < [3]>"),
    ("cards odd", "<((number of cards :: sensing) mod (2)) = [1]>"),
    ("red even", "<((number of red cards :: sensing) mod (2)) = [0]>"),
    ("not black = 1", "<not <(number of black cards :: sensing) = [1]>>"),
])
def test_scratch_has_no_le_ge_and_no_parity_block(condition, text):
    assert alt(condition, ["draw 1"], []).to_scratchblocks("en") == (
        f"if {text} then\n  draw (1) :: custom\nend\n")


def test_scratchblocks_nested_and_empty():
    program = from_python("if cards() == 1:\n    pass\nelif hearts() > 0:\n    draw(1)\n"
                          "    swap_right()\n")
    assert program.to_scratchblocks("en") == (
        "if <(number of cards :: sensing) = [1]> then\n"
        "else\n"
        "  if <(number of hearts :: sensing) > [0]> then\n"
        "    draw (1) :: custom\n"
        "    swap right :: custom\n"
        "  end\n"
        "end\n")


def parse_svg(picture: Picture) -> ET.Element:
    root = ET.fromstring(picture.svg)
    assert root.tag == f"{SVG}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [el.text or "" for el in root.iter(f"{SVG}text")]


def fills(root: ET.Element) -> set[str]:
    return {el.get("fill") for el in root.iter(f"{SVG}path")}


def test_svg_picture_has_scratch_colours_words_and_shapes():
    program = alt("hearts = 4 or spades <= 2", ["discard 2"], ["give left"])
    picture = program.to_scratch("fr")
    assert picture._repr_svg_() == picture.svg
    root = parse_svg(picture)
    assert {"#FFAB19", "#59C059", "#FF6680", "#5CB1D6"} <= fills(root)
    strokes = {el.get("stroke") for el in root.iter(f"{SVG}path")}
    assert {"#CF8B17", "#389438", "#FF3355", "#2E8EB8"} <= strokes
    words = texts(root)
    for word in ("si", "alors", "sinon", "ou", "non", "nombre de cœurs", "=", "4", ">",
                 "défausser", "2", "donner à gauche"):
        assert word in words
    assert "sinon" not in texts(parse_svg(alt("cards = 1", ["draw 1"], []).to_scratch("fr")))
    english = texts(parse_svg(program.to_scratch("en")))
    assert {"if", "then", "else", "or", "not", "number of hearts", "give left"} <= set(english)
    # hexagonal booleans: a path starting at the left point, no curves
    hexagons = [el.get("d") for el in root.iter(f"{SVG}path") if el.get("fill") == "#59C059"]
    assert hexagons and all(" Q " not in d and " A " not in d for d in hexagons)
    assert root.find(f"{SVG}title") is not None


def test_svg_sizes_follow_the_text():
    short = alt("cards = 1", ["draw 1"], ["draw 2"]).to_scratch("en")
    long = alt("cards = 1 and red = 1", ["draw 1"], ["draw 2"]).to_scratch("en")
    assert long.width > short.width + 100
    nested = from_python("if cards() == 1:\n    if hearts() == 1:\n        draw(1)\n"
                         "        draw(2)\n").to_scratch("en")
    assert nested.height > short.height
    # readable: text at 12 pt (16 px) shown at 75 %
    assert 'font-size="16"' in short.svg and 'viewBox="0 0 ' in short.svg


def test_text_width_table():
    assert text_width("", 16) == 0
    assert text_width("mmm", 16) > text_width("iii", 16) * 3
    assert text_width("é", 16) == text_width("e", 16)
    assert abs(text_width("nombre de cartes", 16) - 124) < 10  # Helvetica measures ~124 px
    assert wrap("un deux trois quatre", 60, 16) == ["un deux", "trois", "quatre"]


def test_trace_marks_tests_branch_and_actions():
    program = alt("hearts = 1 and cards >= 3", ["discard 1"], ["draw 2"])
    trace = program.trace(hand("7H", "2S", "KD"))
    root = parse_svg(program.to_scratch("fr", trace=trace))
    words = texts(root)
    assert words.count("✔ vrai") == 3  # both tests, and the whole condition
    assert "✘ faux" not in words
    glow = [el for el in root.iter(f"{SVG}path") if el.get("stroke") == "#FFF200"]
    assert len(glow) == 2  # the if block and the action that ran
    faded = [el for el in root.iter() if el.get("opacity") == "0.35"]
    assert {el.text for el in faded if el.tag == f"{SVG}text"} == {"piocher", "2"}
    false_trace = program.trace(hand("7S"))
    words = texts(parse_svg(program.to_scratch("en", trace=false_trace)))
    assert words.count("✘ false") == 3 and "✔ true" not in words


def test_trace_of_another_program_is_refused():
    from algunokit.errors import CodeError

    one, other = alt("cards = 1", ["draw 1"], []), alt("cards = 2", ["draw 1"], [])
    with pytest.raises(CodeError) as caught:
        one.to_scratch(trace=other.trace(hand("7S")))
    assert caught.value.key == "code.error.trace"


@given(alternatives, st.sampled_from(["fr", "en"]))
def test_any_program_draws_well_formed_svg(program, language):
    picture = program.to_scratch(language)
    root = parse_svg(picture)
    assert picture.width > 0 and picture.height > 0
    numbers = [float(n) for el in root.iter(f"{SVG}path")
               for n in re.findall(r"-?\d+(?:\.\d+)?", el.get("d"))]
    assert all(n >= 0 for n in numbers)
    assert max(numbers) <= max(float(v) for v in root.get("viewBox").split()[2:])
    trace = program.trace(hand("7H", "2S", "KD", "JR"))
    parse_svg(program.to_scratch(language, trace=trace))
    text = program.to_scratchblocks(language)
    assert text.count("\n") == len(text.splitlines())
