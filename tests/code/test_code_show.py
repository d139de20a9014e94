"""The side-by-side view and the vocabulary's documentation."""

from __future__ import annotations

import keyword
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import algunokit as ak
from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.cards import Card
from algunokit.code import WORDS, SideBySide, all_names, from_python, show

ROOT = Path(__file__).resolve().parents[2]


def alt(condition: str, then: list[str], otherwise: list[str]) -> Alternative:
    return Alternative(parse_condition(condition), [parse_action(a) for a in then],
                       [parse_action(a) for a in otherwise])


def lines_of(html: str) -> list[str]:
    """The Python pane's rows, as text."""
    pre = html[html.index("<pre"):html.index("</pre>")]
    row = r'<span style="display:block;[^"]*"[^>]*>(.*?)</span>(?=<span style="display|$)'
    rows = re.findall(row, pre)
    return [re.sub(r"<[^>]+>", "", row) for row in rows]


def test_static_view_without_trace():
    program = alt("hearts = 1", ["discard 1"], ["draw 2"])
    view = ak.show(program, language="en")
    assert isinstance(view, SideBySide) and view._repr_html_() == view.html
    html = view.html
    assert "<script" not in html and html.count("<svg") == 2
    for words in ("Cards", "Python", "Blocks", "Condition", "exactly 1 heart", "THEN", "ELSE",
                  "Discard 1 card", "Draw 2 cards", "discard(1)", "number_of_hearts"):
        assert words in html
    assert "▶" not in html
    french = show(program).html
    assert "Cartes" in french and "Blocs" in french and "defausser(1)" in french


def test_every_inline_svg_is_well_formed():
    program = from_python("if cards() > 1:\n    draw(1)\n    if hearts() == 0:\n"
                          "        give_left()\n")
    trace = program.trace([Card.from_code(c) for c in ("7S", "8S")])
    html = show(program, trace, "fr").html
    for svg in re.findall(r"<svg.*?</svg>", html, flags=re.S):
        ET.fromstring(svg)


def test_trace_highlights_the_lines_that_ran():
    program = from_python("if nombre_de_cartes() > 3:\n    piocher(1)\n"
                          "elif nombre_de_coeurs() == 1:\n    defausser(1)\n    piocher(2)\n"
                          "else:\n    donner_a_gauche()\n")
    trace = program.trace([Card.from_code(c) for c in ("7H", "2S")])
    html = show(program, trace, "fr").html
    rows = lines_of(html)
    assert len(rows) == 7
    ran = [i + 1 for i, row in enumerate(rows) if "▶" in row]
    assert ran == [1, 3, 4, 5]  # the if test, the elif test, its two actions
    assert "✘ faux" in rows[0] and "✔ vrai" in rows[2]
    assert 'title="ligne exécutée"' in html and 'title="ligne non exécutée"' in html
    assert "Main : 7♥ 2♠ →" in html
    assert "vrai" in html and "faux" in html  # words, not only colours
    english = show(program, trace, "en").html
    assert "✘ false" in english and "line that ran" in english


def test_else_line_runs_when_the_test_is_false():
    program = alt("cards = 5", [], ["draw 1"])
    trace = program.trace([Card.from_code("7H")])
    rows = lines_of(show(program, trace, "en").html)
    assert [("▶" in row) for row in rows] == [True, False, True, True]  # if, pass, else, draw


# --- the vocabulary ------------------------------------------------------------------


def test_vocabulary_names_are_safe_ascii_identifiers():
    import builtins

    spellings = [s for w in WORDS for s in w.spellings]
    assert len(spellings) == len(set(spellings))
    for name in spellings:
        assert name.isascii() and name.isidentifier() and name == name.lower()
        assert not keyword.iskeyword(name) and not hasattr(builtins, name)


def test_docs_cover_every_word_in_both_languages():
    for language in ("fr", "en"):
        doc = (ROOT / "docs" / f"vocabulary.{language}.md").read_text(encoding="utf-8")
        for word in WORDS:
            assert f"`{word.name(language)}" in doc, (language, word.name(language))
            short = word.short_fr if language == "fr" else word.short_en
            assert not short or f"`{short}()`" in doc
        assert "≤" in doc and "%" in doc
    assert all_names("en")[0] == "number_of_cards"
