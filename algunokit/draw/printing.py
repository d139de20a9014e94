"""Printable sheets of cards: A4 pages, real card size (63 × 88 mm), cut marks.

A teacher prints the physical game: ``alguno.print_deck("cartes.html")`` writes
every Condition and Action card of the five sets (or the ones given), nine per
page, ready to print at 100 % and cut along the marks.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.cards import Card
from algunokit.draw import palette
from algunokit.draw.cards import action_face, classic_face, condition_face
from algunokit.draw.model import Drawing, Text
from algunokit.draw.model import Path as PathShape
from algunokit.draw.svg import to_svg
from algunokit.i18n import resolve, t, tn

PAGE_W, PAGE_H = 210.0, 297.0  # A4, millimetres
CARD_W, CARD_H = 63.0, 88.0
COLUMNS, ROWS = 3, 3
MARK = 4.0  # length of a cut mark, mm

PrintableCard = ConditionCard | ActionCard | Card


def _face(card: PrintableCard, x: float, y: float, language: str) -> list:
    # Card faces are drawn at width 63 (mm here); heights follow the 5:7 ratio, a
    # hair under 88 mm, so the face sits in the middle of its cell.
    dy = (CARD_H - CARD_W * 7 / 5) / 2
    if isinstance(card, ConditionCard):
        return condition_face([h.label(language) for h in card.halves], card.level, x, y + dy,
                              CARD_W, language=language)
    if isinstance(card, ActionCard):
        return action_face([a.label(language) for a in card.actions], card.level, x, y + dy,
                           CARD_W, language=language)
    return classic_face(card, x, y + dy, CARD_W)


def _cut_marks(x0: float, y0: float) -> list:
    ops: list[tuple] = []
    xs = [x0 + i * CARD_W for i in range(COLUMNS + 1)]
    ys = [y0 + j * CARD_H for j in range(ROWS + 1)]
    for x in xs:
        ops += [("M", x, y0 - MARK - 1), ("L", x, y0 - 1),
                ("M", x, ys[-1] + 1), ("L", x, ys[-1] + MARK + 1)]
    for y in ys:
        ops += [("M", x0 - MARK - 1, y), ("L", x0 - 1, y),
                ("M", xs[-1] + 1, y), ("L", xs[-1] + MARK + 1, y)]
    return [PathShape(tuple(ops), stroke=palette.CUT_MARK, line_width=0.2)]


def deck_pages(cards: Sequence[PrintableCard], language: str | None = None,
               title: str = "") -> list[Drawing]:
    """One A4 drawing (millimetre units) per nine cards."""
    lang = resolve(language)
    per_page = COLUMNS * ROWS
    x0 = (PAGE_W - COLUMNS * CARD_W) / 2
    y0 = (PAGE_H - ROWS * CARD_H) / 2
    pages = []
    total = max(1, -(-len(cards) // per_page))
    for p in range(total):
        chunk = cards[p * per_page:(p + 1) * per_page]
        page = Drawing(PAGE_W, PAGE_H, background=palette.WHITE,
                       description=tn("draw.print.page", len(chunk), lang, title=title,
                                      page=p + 1, pages=total))
        page.add(_cut_marks(x0, y0))
        for i, card in enumerate(chunk):
            page.add(_face(card, x0 + (i % COLUMNS) * CARD_W, y0 + (i // COLUMNS) * CARD_H,
                           lang))
        page.add(Text(PAGE_W / 2, PAGE_H - 6, t("draw.print.footer", lang, title=title,
                                                page=p + 1, pages=total), 3.2, palette.INK_GREY,
                      "middle"))
        pages.append(page)
    return pages


def deck_html(cards: Sequence[PrintableCard], language: str | None = None,
              title: str = "") -> str:
    """A printable HTML document: one A4 page per nine cards."""
    lang = resolve(language)
    title = title or t("draw.print.title", lang)
    pages = "\n".join(f'<div class="page">{to_svg(page, unit="mm")}</div>'
                      for page in deck_pages(cards, lang, title))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n<style>\n"
            "@page { size: A4; margin: 0; }\n"
            "body { margin: 0; }\n"
            ".page { width: 210mm; height: 297mm; page-break-after: always; "
            "break-after: page; }\n"
            "</style>\n</head>\n<body>\n"
            f"<p class=\"note\" style=\"display:none\">{escape(t('draw.print.note', lang))}</p>\n"
            f"{pages}\n</body>\n</html>\n")


def write_deck(path: str | Path, cards: Sequence[PrintableCard], language: str | None = None,
               title: str = "") -> Path:
    path = Path(path)
    path.write_text(deck_html(cards, language, title), encoding="utf-8")
    return path
