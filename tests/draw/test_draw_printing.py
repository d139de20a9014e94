"""Printable decks: A4 pages, nine cards of 63 × 88 mm each, cut marks."""

from __future__ import annotations

import itertools
import re

from algunokit import alguno
from algunokit.alguno.decks import ConditionCard
from algunokit.cards import classic_deck
from algunokit.draw.model import Path, Text
from algunokit.draw.printing import CARD_H, CARD_W, LEGEND_SIZE, deck_html, deck_pages


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


def texts_of(page) -> list:
    return [s for s in page.shapes if isinstance(s, Text)]


def test_no_break_after_the_last_page():
    html = deck_html(list(alguno.condition_cards(1)[:10]), "fr")
    assert html.count('class="page"') == 2
    assert ".page + .page { break-before: page;" in html
    assert "break-after" not in html and "page-break-after" not in html
    assert ".page svg { display: block; }" in html


def test_each_card_shows_its_set_and_level_in_small_print():
    cards = [*alguno.condition_cards(2)[:2], *alguno.action_cards(1)[:3], *classic_deck("54")[-2:]]
    page = deck_pages(cards, "fr")[0]
    small = [s.text for s in texts_of(page) if s.size == LEGEND_SIZE]
    assert small == ["Alg(un)o · Condition niveau 2"] * 2 + ["Alg(un)o · Action niveau 1"] * 3 \
        + ["Alg(un)o"] * 2
    page = deck_pages(cards[:1], "en", set_name="Year 8 B")[0]
    assert [s.text for s in texts_of(page) if s.size == LEGEND_SIZE] == [
        "Year 8 B · Condition level 2"]


def test_backs_follow_each_page_mirrored_for_double_sided_printing():
    cards = [*alguno.condition_cards(1)[:4], *alguno.action_cards(2)[:7]]  # 11 cards
    pages = deck_pages(cards, "en", title="T", backs=True)
    assert len(pages) == 4  # faces 1, backs 1, faces 2, backs 2
    assert "the backs of the 9 cards of page 1" in pages[1].description
    assert "backs of page 3" in " ".join(s.text for s in texts_of(pages[3]))
    x0 = (210 - 3 * CARD_W) / 2
    for backs, chunk in ((pages[1], cards[:9]), (pages[3], cards[9:])):
        words = [(s.text, s.x, s.y) for s in texts_of(backs)
                 if s.text in ("CONDITION", "ACTION")]
        assert len(words) == len(chunk)
        for i, card in enumerate(chunk):
            column, row = 2 - i % 3, i // 3  # the back of column c is in column 2 - c
            want = "CONDITION" if isinstance(card, ConditionCard) else "ACTION"
            centre = x0 + column * CARD_W + CARD_W / 2
            found = [w for w, x, y in words if abs(x - centre) < 0.01
                     and row * CARD_H < y - (297 - 3 * CARD_H) / 2 < (row + 1) * CARD_H]
            assert found == [want], (i, found)
    assert len(deck_pages(cards, "en")) == 2


def test_print_deck_takes_backs_and_a_set_name(tmp_path):
    path = alguno.print_deck(str(tmp_path / "d.html"), alguno.condition_cards(1)[:3], [],
                             language="fr", backs=True, set_name="4e B")
    html = path.read_text(encoding="utf-8")
    assert html.count('class="page"') == 2 and "4e B · Condition niveau 1" in html
    assert "dos de la page 1" in html
