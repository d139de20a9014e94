"""Faces of every card: classic cards, jokers, backs, Condition and Action cards.

Each function returns the shapes of one card with its top-left corner at
``(x, y)`` and width ``w`` (height ``w * 7 / 5``, the ratio of a 63 × 88 mm card).
Conditions are green and actions pink, the colours of Scratch's operator and
"my blocks" categories, so cards and blocks match on screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from algunokit.cards import Card, Colour, Suit
from algunokit.draw import palette
from algunokit.draw.model import Path, Shape, Text, box, polygon_ops, star_ops
from algunokit.draw.text import fit_size, text_width, wrap
from algunokit.i18n import t

RATIO = 7 / 5
RED, BLACK = palette.SUIT_RED, palette.SUIT_BLACK
FOUR_COLOURS = {Suit.HEARTS: palette.SUIT_RED, Suit.DIAMONDS: palette.SUIT_DIAMONDS_BLUE,
                Suit.CLUBS: palette.SUIT_CLUBS_GREEN, Suit.SPADES: palette.SUIT_BLACK}
CONDITION = {"fill": palette.CONDITION_PAPER, "stroke": palette.CONDITION_EDGE,
             "ink": palette.CONDITION_INK, "strong": palette.CONDITION_BAND}
ACTION = {"fill": palette.ACTION_PAPER, "stroke": palette.ACTION_EDGE, "ink": palette.ACTION_INK,
          "strong": palette.ACTION_BAND}
PAPER, EDGE, BACK = palette.CARD_FACE, palette.CARD_EDGE, palette.CARD_BACK


def card_height(w: float) -> float:
    return w * RATIO


def suit_colour(card: Card, four_colour: bool = False) -> str:
    if card.suit is None:
        return RED if card.colour is Colour.RED else BLACK
    if four_colour:
        return FOUR_COLOURS[card.suit]
    return RED if card.colour is Colour.RED else BLACK


def classic_face(card: Card, x: float, y: float, w: float = 72.0, *,
                 four_colour: bool = False, selected: bool = False,
                 dimmed: bool = False, language: str | None = None) -> list[Shape]:
    """A classic card face: corner indices and a large suit; a joker see :func:`joker_marks`.
    The rank's letter is the ``language``'s: K, Q, J; R, D, V on a French face."""
    h = card_height(w)
    ink = suit_colour(card, four_colour)
    opacity = 0.45 if dimmed else 1.0
    shapes: list[Shape] = [box(x, y, w, h, fill=PAPER,
                               stroke=palette.SELECTED if selected else EDGE, r=w * 0.08,
                               line_width=3 if selected else 1, opacity=opacity)]
    size = w * 0.22
    if card.suit is None:
        return shapes + joker_marks(x, y, w, ink, opacity)
    rank = card.rank.letter(language)
    symbol = card.suit.symbol
    shapes += [
        Text(x + w * 0.08, y + size * 1.1, rank, size, ink, bold=True, opacity=opacity),
        Text(x + w * 0.08, y + size * 2.1, symbol, size, ink, opacity=opacity),
        Text(x + w * 0.92, y + h - size * 0.35, rank, size, ink, "end", bold=True,
             opacity=opacity),
        Text(x + w * 0.92, y + h - size * 1.35, symbol, size, ink, "end", opacity=opacity),
        Text(x + w / 2, y + h / 2 + w * 0.16, symbol, w * 0.48, ink, "middle", opacity=opacity),
    ]
    return shapes


def joker_marks(x: float, y: float, w: float, ink: str, opacity: float = 1.0) -> list[Shape]:
    """What tells a joker from a jack at a glance: JOKER written down both corners
    (a jack shows one "J"), a large drawn star in the middle and a small one under
    each word. Drawn in the joker's colour (red or black)."""
    h = card_height(w)
    letter = w * 0.13
    step = letter * 1.02
    shapes: list[Shape] = []
    for i, char in enumerate("JOKER"):
        top = y + letter * 1.15 + i * step
        shapes.append(Text(x + w * 0.12, top, char, letter, ink, "middle", bold=True,
                           opacity=opacity))
        shapes.append(Text(x + w * 0.88, y + h - letter * 0.35 - (4 - i) * step, char,
                           letter, ink, "middle", bold=True, opacity=opacity))
    small = w * 0.055
    shapes.append(Path(star_ops(x + w * 0.12, y + letter * 1.15 + 4 * step + small * 1.6,
                                small), fill=ink, opacity=opacity))
    shapes.append(Path(star_ops(x + w * 0.88, y + h - letter * 1.3 - 4 * step - small * 1.2,
                                small), fill=ink, opacity=opacity))
    shapes.append(Path(star_ops(x + w / 2, y + h / 2, w * 0.27), fill=ink, opacity=opacity))
    shapes.append(Path(star_ops(x + w / 2, y + h / 2, w * 0.13), fill=PAPER, opacity=opacity))
    shapes.append(Path(star_ops(x + w / 2, y + h / 2, w * 0.07), fill=ink, opacity=opacity))
    return shapes


def card_back(x: float, y: float, w: float = 72.0) -> list[Shape]:
    """The back of a card: a framed lattice."""
    h = card_height(w)
    m = w * 0.08
    shapes: list[Shape] = [box(x, y, w, h, fill=BACK, stroke=EDGE, r=w * 0.08),
                           box(x + m, y + m, w - 2 * m, h - 2 * m, stroke=palette.CARD_BACK_LINE,
                               r=w * 0.05)]
    iw, ih = w - 2 * m, h - 2 * m
    ops: list[tuple] = []
    c = iw / 6
    while c < iw + ih:  # diagonals x + y = c across the inner frame
        ops += [("M", x + m + min(c, iw), y + m + c - min(c, iw)),
                ("L", x + m + c - min(c, ih), y + m + min(c, ih))]
        c += iw / 6
    shapes.append(Path(tuple(ops), stroke=palette.CARD_BACK_PATTERN, line_width=1))
    shapes.append(Path(polygon_ops([(x + w / 2, y + h / 2 - w * 0.18),
                                    (x + w / 2 + w * 0.14, y + h / 2),
                                    (x + w / 2, y + h / 2 + w * 0.18),
                                    (x + w / 2 - w * 0.14, y + h / 2)]),
                       fill=palette.CARD_BACK_STAR))
    return shapes


def _label_block(text: str, x: float, y: float, w: float, h: float, size: float, ink: str,
                 *, bold: bool = False, opacity: float = 1.0,
                 min_text: float = 0.0) -> list[Shape]:
    """``text`` wrapped and centred in the box (x, y, w, h), shrunk to fit but never
    under ``min_text`` (nor 6 px)."""
    floor = max(6.0, min_text)
    size = max(size, floor)
    lines = wrap(text, w, size, bold)
    while len(lines) * size * 1.2 > h and size > floor:
        size = max(size * 0.9, floor)
        lines = wrap(text, w, size, bold)
    size = fit_size(lines, w, size, floor, bold)
    total = len(lines) * size * 1.2
    top = y + (h - total) / 2 + size
    return [Text(x + w / 2, top + i * size * 1.2, line, size, ink, "middle", bold, opacity)
            for i, line in enumerate(lines)]


#: The band of a Condition / Action card (keys written in full for tests/test_catalogue.py).
_HEADER_KEYS = {"condition": ("alguno.card.condition", "alguno.card.condition_plain"),
                "action": ("alguno.card.action", "alguno.card.action_plain")}


def _frame(kind: str, colours: dict[str, str], level: int, x: float, y: float, w: float,
           language: str | None, selected: bool, min_text: float = 0.0,
           height: float | None = None) -> tuple[list[Shape], float]:
    """The outline and coloured header band of a Condition or Action card; the band's
    height is returned so the face can be laid out under it.

    With ``min_text`` the header is written that large at least, in a taller band; when
    the level no longer fits across the card, only the card's kind is written (the
    level stays in the card's description and its large picture)."""
    h = height or card_height(w)
    shapes: list[Shape] = [box(x, y, w, h, fill=colours["fill"], stroke=palette.SELECTED if selected
                               else colours["stroke"], r=w * 0.08,
                               line_width=3 if selected else 1.5)]
    size = max(h * 0.12 * 0.55, min_text)
    band = max(h * 0.12, size * 1.4)
    shapes.append(box(x, y, w, band, fill=colours["strong"], r=w * 0.08))
    keys = _HEADER_KEYS[kind]  # (with a level, without)
    header = t(keys[0], language, level=level) if level else t(keys[1], language)
    if min_text and text_width(header, size, True) > w * 0.94:
        header = t(keys[1], language)
    shapes.append(Text(x + w / 2, y + band * 0.72, header, size, palette.WHITE, "middle",
                       bold=True))
    return shapes, band


def condition_face(halves: Sequence[str], level: int, x: float, y: float, w: float = 72.0, *,
                   chosen: int | None = None, language: str | None = None,
                   selected: bool = False, min_text: float = 0.0,
                   height: float | None = None) -> list[Shape]:
    """A Condition card: two halves (the chosen one, if any, stands out) and its level.

    With a single half and ``level=0`` it is the condition as placed in an alternative.
    ``min_text`` is the smallest text size allowed (a small card on a scaled-down table);
    ``height`` replaces the card's usual height (a card widened by :func:`condition_width`).
    """
    h = height or card_height(w)
    c = CONDITION
    shapes, band = _frame("condition", c, level, x, y, w, language, selected, min_text, h)
    half_h = (h - band) / max(1, len(halves))
    for i, text in enumerate(halves):
        top = y + band + i * half_h
        dim = chosen is not None and chosen != i
        if chosen == i:
            shapes.append(box(x + 3, top + 3, w - 6, half_h - 6, fill=palette.WHITE,
                              stroke=c["strong"], r=w * 0.05, line_width=2))
        shapes += _label_block(text, x + w * 0.08, top + 4, w * 0.84, half_h - 8,
                               min_text or w * 0.13,
                               c["ink"], bold=chosen == i, opacity=0.4 if dim else 1.0,
                               min_text=min_text)
    if len(halves) == 2:
        shapes.append(Path((("M", x + w * 0.1, y + band + half_h),
                            ("L", x + w * 0.9, y + band + half_h)), stroke=c["stroke"],
                           dash=(3, 3)))
    return shapes


def condition_width(halves: Sequence[str], w: float, min_text: float,
                    height: float | None = None) -> float:
    """The width (``w`` or more, up to ``2.5 * w``) a Condition card of height ``height``
    (``card_height(w)`` by default) needs to write every half in ``min_text`` px: long
    level-2 and level-3 conditions widen the card rather than shrink their text."""
    h = height or card_height(w)
    band = max(h * 0.12, min_text * 1.4)
    box_h = (h - band) / max(1, len(halves)) - 8
    width = w
    while width < 2.5 * w:
        box_w = width * 0.84
        if all(_fits(text, box_w, box_h, min_text) for text in halves):
            return width
        width += 6
    return width


def _fits(text: str, w: float, h: float, size: float) -> bool:
    lines = wrap(text, w, size, True)
    return (len(lines) * size * 1.2 <= h
            and all(text_width(line, size, True) <= w for line in lines))


def action_face(actions: Sequence[str], level: int, x: float, y: float, w: float = 72.0, *,
                language: str | None = None, selected: bool = False,
                slot: str | None = None, min_text: float = 0.0,
                height: float | None = None) -> list[Shape]:
    """An Action card: level 1 shows ALORS / SINON halves, level 2 one action.

    ``slot`` ("then" / "else") labels where a level-2 card was placed; ``level=0`` is an
    action as placed in an alternative, whatever card it came from. ``min_text`` is the
    smallest text size allowed (a small card on a scaled-down table); ``height`` replaces
    the card's usual height.
    """
    h = height or card_height(w)
    a = ACTION
    shapes, band = _frame("action", a, level, x, y, w, language, selected, min_text, h)
    if len(actions) == 2:
        half_h = (h - band) / 2
        word_size = max(w * 0.1, min_text)
        for i, (text, word) in enumerate(zip(actions, ("alguno.then", "alguno.else"),
                                             strict=True)):
            top = y + band + i * half_h
            shapes.append(Text(x + w * 0.08, top + word_size * 1.3, t(word, language),
                               word_size, a["stroke"], bold=True))
            label_top = top + word_size * 1.4
            shapes += _label_block(text, x + w * 0.08, label_top, w * 0.84,
                                   half_h - word_size * 1.8, w * 0.12, a["ink"],
                                   min_text=min_text)
        shapes.append(Path((("M", x + w * 0.1, y + band + half_h),
                            ("L", x + w * 0.9, y + band + half_h)), stroke=a["stroke"],
                           dash=(3, 3)))
    else:
        top = y + band
        word_size = max(w * 0.12, min_text)
        if slot:
            shapes.append(Text(x + w / 2, top + word_size / 0.75,
                               t("alguno.then" if slot == "then" else "alguno.else", language),
                               word_size, a["stroke"], "middle", bold=True))
        label_top = top + word_size / 0.6
        shapes += _label_block(actions[0] if actions else "", x + w * 0.08, label_top,
                               w * 0.84, y + h - label_top - w * 0.1, w * 0.14, a["ink"],
                               min_text=min_text)
    return shapes
