"""Printable decks: A4 pages, nine cards of 63 × 88 mm each, cut marks."""

from __future__ import annotations

import itertools
import re

from algunokit import alguno
from algunokit.cards import classic_deck
from algunokit.draw.model import Path, Text
from algunokit.draw.printing import CARD_W, deck_pages


def test_every_builtin_card_on_a4_pages(tmp_path):
    path = alguno.print_deck(tmp_path / "deck.html")
    html = path.read_text(encoding="utf-8")
    total = 24 + 21 + 24 + 20 + 28
    assert html.count('class="page"') == -(-total // 9)
    assert "@page { size: A4; margin: 0; }" in html
    assert 'width="210mm" height="297mm" viewBox="0 0 210 297"' in html
    assert 'lang="fr"' in html and "Condition (niveau 3)" in html


def test_pages_hold_nine_cards_at_real_size_with_cut_marks():
    cards = list(alguno.condition_cards(1)[:10])
    pages = deck_pages(cards, "en", title="Test")
    assert len(pages) == 2
    first = pages[0]
    frames = [s for s in first.shapes if isinstance(s, Path) and s.fill == "#E8F6E8"]
    assert len(frames) == 9
    xs = sorted({round(f.ops[0][1] - 63 * 0.08, 3) for f in frames})
    assert [round(b - a, 3) for a, b in itertools.pairwise(xs)] == [CARD_W, CARD_W]
    marks = first.shapes[0]
    assert isinstance(marks, Path) and marks.stroke == "#000000"
    assert sum(1 for op in marks.ops if op[0] == "M") == 2 * (4 + 4)
    assert "page 1 of 2" in first.description
    assert any("Test — page 2/2" in s.text for s in pages[1].shapes if isinstance(s, Text))


def test_a_teachers_set_and_classic_cards_in_english(tmp_path):
    path = alguno.print_deck(tmp_path / "mine.html", conditions=alguno.condition_cards(2)[:2],
                             actions=[], classic=classic_deck("54")[-2:], language="en",
                             title="Year 8")
    html = path.read_text(encoding="utf-8")
    assert html.count('class="page"') == 1
    assert "<title>Year 8</title>" in html  # a joker says JOKER down its corners
    assert re.search(r">J</text>\s*<text[^>]*>J</text>\s*<text[^>]*>O</text>", html)
    assert re.search(r"Condition \(level 2\)", html)
