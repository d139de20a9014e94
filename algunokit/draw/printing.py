"""Printable sheets of cards: A4 pages, real card size (63 × 88 mm), cut marks.

A teacher prints the physical game: ``alguno.print_deck("cartes.html")`` writes
every Condition and Action card of the five sets (or the ones given), nine per
page, ready to print at 100 % and cut along the marks. Each card carries its set's
name and its level in small print (the cards of two sets never get mixed up);
``backs=True`` adds after each page the backs of its cards, mirrored so that printing
on both sides (flip on the long edge) puts each back behind its face.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.cards import Card
from algunokit.draw import palette
from algunokit.draw.cards import (
    ACTION,
    CONDITION,
    action_face,
    card_back,
    classic_face,
    condition_face,
)
from algunokit.draw.model import Drawing, Text, box
from algunokit.draw.model import Path as PathShape
from algunokit.draw.svg import to_svg
from algunokit.i18n import resolve, t, tn
from algunokit.specs import game_title

PAGE_W, PAGE_H = 210.0, 297.0  # A4, millimetres
CARD_W, CARD_H = 63.0, 88.0
COLUMNS, ROWS = 3, 3
MARK = 4.0  # length of a cut mark, mm
LEGEND_SIZE = 2.4  # the set's name and level on each card, mm

PrintableCard = ConditionCard | ActionCard | Card


#: The legend's keys (set name and level), written in full for tests/test_catalogue.py.
_LEGEND_KEYS = {ConditionCard: "printing.legend.condition", ActionCard: "printing.legend.action"}
_BACK_KEYS = {ConditionCard: "printing.back.condition", ActionCard: "printing.back.action"}


def _dy() -> float:
    # Card faces are drawn at width 63 (mm here); heights follow the 5:7 ratio, a
    # hair over 88 mm, so the face sits in the middle of its cell.
    return (CARD_H - CARD_W * 7 / 5) / 2


def legend(card: PrintableCard, set_name: str, language: str) -> str:
    """The small print on a card: its set's name and its level (« Alg(un)o · C2 »)."""
    key = _LEGEND_KEYS.get(type(card))
    if key is None:  # a classic card has no level
        return set_name
    return t(key, language, set=set_name, level=card.level)  # type: ignore[union-attr]


def _legend_ink(card: PrintableCard) -> str:
    if isinstance(card, ConditionCard):
        return CONDITION["ink"]
    if isinstance(card, ActionCard):
        return ACTION["ink"]
    return palette.INK_GREY


def _face(card: PrintableCard, x: float, y: float, language: str, set_name: str) -> list:
    y += _dy()
    if isinstance(card, ConditionCard):
        shapes = condition_face([h.label(language) for h in card.halves], card.level, x, y,
                                CARD_W, language=language)
    elif isinstance(card, ActionCard):
        shapes = action_face([a.label(language) for a in card.actions], card.level, x, y,
                             CARD_W, language=language)
    else:
        shapes = classic_face(card, x, y, CARD_W, language=language)
        if card.is_joker:  # the joker's word sits at the bottom: the legend goes on top
            return [*shapes, Text(x + CARD_W - 4.5, y + 4.2, legend(card, set_name, language),
                                  LEGEND_SIZE, palette.INK_GREY, "end", opacity=0.8)]
    return [*shapes, Text(x + CARD_W / 2, y + CARD_W * 7 / 5 - 2.2,
                          legend(card, set_name, language), LEGEND_SIZE, _legend_ink(card),
                          "middle", opacity=0.8)]


def _back(card: PrintableCard, x: float, y: float, language: str, set_name: str) -> list:
    """The back of a card: the kit's lattice, the pile it belongs to and its set."""
    y += _dy()
    shapes = card_back(x, y, CARD_W)
    key = _BACK_KEYS.get(type(card))
    if key is None:
        return shapes
    colours = CONDITION if isinstance(card, ConditionCard) else ACTION
    h = CARD_W * 7 / 5
    shapes.append(box(x + 8, y + h * 0.72, CARD_W - 16, 13, fill=palette.WHITE,
                      stroke=colours["stroke"], r=3, line_width=0.6))
    shapes.append(Text(x + CARD_W / 2, y + h * 0.72 + 6.2, t(key, language), 4.6,
                       colours["ink"], "middle", bold=True))
    shapes.append(Text(x + CARD_W / 2, y + h * 0.72 + 10.8, legend(card, set_name, language),
                       LEGEND_SIZE, colours["ink"], "middle"))
    return shapes


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
               title: str = "", *, backs: bool = False, set_name: str = "") -> list[Drawing]:
    """One A4 drawing (millimetre units) per nine cards; with ``backs``, each followed by
    the page of their backs, mirrored left to right for double-sided printing."""
    lang = resolve(language)
    set_name = set_name or game_title("alguno", lang)
    per_page = COLUMNS * ROWS
    x0 = (PAGE_W - COLUMNS * CARD_W) / 2
    y0 = (PAGE_H - ROWS * CARD_H) / 2
    pages = []
    sheets = max(1, -(-len(cards) // per_page))
    total = sheets * (2 if backs else 1)
    for p in range(sheets):
        chunk = cards[p * per_page:(p + 1) * per_page]
        number = len(pages) + 1
        page = Drawing(PAGE_W, PAGE_H, background=palette.WHITE,
                       description=tn("draw.print.page", len(chunk), lang, title=title,
                                      page=number, pages=total))
        page.add(_cut_marks(x0, y0))
        for i, card in enumerate(chunk):
            page.add(_face(card, x0 + (i % COLUMNS) * CARD_W, y0 + (i // COLUMNS) * CARD_H,
                           lang, set_name))
        page.add(Text(PAGE_W / 2, PAGE_H - 6, t("draw.print.footer", lang, title=title,
                                                page=number, pages=total), 3.2,
                      palette.INK_GREY, "middle"))
        pages.append(page)
        if not backs:
            continue
        back = Drawing(PAGE_W, PAGE_H, background=palette.WHITE,
                       description=tn("printing.back_page", len(chunk), lang, title=title,
                                      page=number + 1, pages=total, front=number))
        back.add(_cut_marks(x0, y0))
        for i, card in enumerate(chunk):  # mirrored: column c is behind column 2 - c
            column = COLUMNS - 1 - i % COLUMNS
            back.add(_back(card, x0 + column * CARD_W, y0 + (i // COLUMNS) * CARD_H, lang,
                           set_name))
        back.add(Text(PAGE_W / 2, PAGE_H - 6, t("printing.back_footer", lang, title=title,
                                                page=number + 1, pages=total, front=number),
                      3.2, palette.INK_GREY, "middle"))
        pages.append(back)
    return pages


def deck_html(cards: Sequence[PrintableCard], language: str | None = None,
              title: str = "", *, backs: bool = False, set_name: str = "") -> str:
    """A printable HTML document: one A4 page per nine cards (and their backs)."""
    lang = resolve(language)
    title = title or t("draw.print.title", lang)
    pages = "\n".join(f'<div class="page">{to_svg(page, unit="mm")}</div>'
                      for page in deck_pages(cards, lang, title, backs=backs,
                                             set_name=set_name))
    # A break BETWEEN pages, never after the last one (that made a blank last page), and
    # the svg as a block (inline, its line box can push a page past 297 mm).
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n<style>\n"
            "@page { size: A4; margin: 0; }\n"
            "html, body { margin: 0; padding: 0; }\n"
            ".page { width: 210mm; height: 297mm; overflow: hidden; }\n"
            ".page + .page { break-before: page; page-break-before: always; }\n"
            ".page svg { display: block; }\n"
            "</style>\n</head>\n<body>\n"
            f"<p class=\"note\" style=\"display:none\">{escape(t('draw.print.note', lang))}</p>\n"
            f"{pages}\n</body>\n</html>\n")


def write_deck(path: str | Path, cards: Sequence[PrintableCard], language: str | None = None,
               title: str = "", *, backs: bool = False, set_name: str = "") -> Path:
    path = Path(path)
    path.write_text(deck_html(cards, language, title, backs=backs, set_name=set_name),
                    encoding="utf-8")
    return path
