"""Layouts of Skyjo: one tableau, and the whole table (tableaux, piles, held card, scores).

Pure functions from a :class:`~algunokit.skyjo.view.View` (what anyone may
see) to a :class:`Drawing`; no rules, no Jupyter. Face-up cards are coloured by
value like the printed game (−2 and −1 dark blue, 0 light blue, 1–4 green,
5–8 yellow, 9–12 red), face-down cards show their back, removed cards leave a
dashed outline. Positions are numbered as in the engine and in Python lists:
rows 0–2, columns 0–3 (the numbers are drawn beside each tableau).

Clickable regions: ``("slot", seat, row, col)`` for every place of every
tableau, ``("draw",)`` and ``("discard",)`` for the piles.

>>> from algunokit.draw.skyjo import grid_drawing
>>> grid_drawing([[5, -2, None, 0], [5, 7, None, 0], [5, 12, None, 0]]).description[:19]
'Tableau : ligne 0 :'
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from typing import Any

from algunokit.draw import palette
from algunokit.draw.cards import BACK
from algunokit.draw.marks import PLAYING, STAR, WINNER, Mark, mark_row, words_of
from algunokit.draw.model import Drawing, Path, Shape, Text, box, polygon_ops
from algunokit.draw.text import wrap
from algunokit.i18n import t, tn
from algunokit.protocol import player_name
from algunokit.skyjo.cards import COLUMNS, ROWS, CardColour, Slot, card_colour
from algunokit.skyjo.moves import Pile
from algunokit.skyjo.view import View

FELT = palette.FELT
#: (fill, ink) of a face-up card by colour family, close to the printed cards.
CARD_COLOURS: dict[CardColour, tuple[str, str]] = {
    CardColour.DARK_BLUE: palette.SKYJO_DARK_BLUE,
    CardColour.LIGHT_BLUE: palette.SKYJO_LIGHT_BLUE,
    CardColour.GREEN: palette.SKYJO_GREEN,
    CardColour.YELLOW: palette.SKYJO_YELLOW,
    CardColour.RED: palette.SKYJO_RED,
}
HIGHLIGHT = palette.ACTIVE
CURRENT = palette.SELECTED
RATIO = 1.4
CARD_W = 34.0
GAP = 4.0
PAD = 10.0
PANEL_W = PAD * 2 + 14 + COLUMNS * (CARD_W + GAP) - GAP
HEADER = 50.0
PANEL_H = HEADER + 14 + ROWS * (CARD_W * RATIO + GAP) - GAP + PAD
PER_ROW = 4
TOP = 122.0
PILE_W = 44.0


#: the smallest text drawn (CSS px at the table's default size)
MIN_TEXT = 11.0


def cell_label(cell: Any, language: str | None = None) -> str:
    """A cell in words: its value, 'cachée' / 'hidden' or 'vide' / 'empty'."""
    if isinstance(cell, Slot):
        return cell.label(language)
    if cell is None:
        return Slot.HIDDEN.label(language)
    return str(cell)


def skyjo_face(value: int, x: float, y: float, w: float = CARD_W, *,
               outline: str | None = None) -> list[Shape]:
    """A face-up card: its colour family, a large value and a small corner value
    (left out on a card too small for it to be :data:`MIN_TEXT` px: the large value
    says it, and a text smaller than that is not read).

    Three shapes at most: an 8-player table shows about a hundred cards and every
    shape costs canvas commands at each redraw.
    """
    h = w * RATIO
    fill, ink = CARD_COLOURS[card_colour(value)]
    text = str(value)
    shapes: list[Shape] = [
        box(x, y, w, h, fill=fill, stroke=outline or palette.SKYJO_EDGE, r=w * 0.1,
            line_width=3 if outline else 1),
        Text(x + w / 2, y + h / 2 + w * 0.16, text, w * 0.44, ink, "middle", bold=True),
    ]
    if w * 0.2 >= MIN_TEXT:
        shapes.append(Text(x + w * 0.08, y + w * 0.24, text, w * 0.2, ink, bold=True))
    return shapes


def skyjo_back(x: float, y: float, w: float = CARD_W, *, outline: str | None = None
               ) -> list[Shape]:
    """A face-down card: a dark back with a gold diamond, outlined when it may be chosen."""
    h = w * RATIO
    cx, cy, d = x + w / 2, y + h / 2, w * 0.2
    return [box(x, y, w, h, fill=BACK, stroke=outline or palette.SKYJO_EDGE, r=w * 0.1,
                line_width=3 if outline else 1),
            Path(polygon_ops([(cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3),
                              (cx - d, cy)]), fill=palette.CARD_BACK_STAR,
                 stroke=palette.CARD_BACK_LINE)]


def skyjo_empty(x: float, y: float, w: float = CARD_W, *, outline: str | None = None
                ) -> list[Shape]:
    """The place of a removed card: a dashed outline."""
    return [box(x, y, w, w * RATIO, stroke=outline or palette.SKYJO_EMPTY_EDGE, r=w * 0.1,
                dash=(4, 3), line_width=2 if outline else 1)]


def skyjo_cell(cell: Any, x: float, y: float, w: float = CARD_W, *,
               outline: str | None = None) -> list[Shape]:
    """Whatever a tableau shows at a place: a value, a face-down card or nothing."""
    if cell is Slot.EMPTY:
        return skyjo_empty(x, y, w, outline=outline)
    if cell is Slot.HIDDEN or cell is None:
        return skyjo_back(x, y, w, outline=outline)
    return skyjo_face(cell, x, y, w, outline=outline)


def _rows(cells: Sequence[Any]) -> list[list[Any]]:
    """A tableau given flat (12 cells) or as rows, as rows."""
    if cells and isinstance(cells[0], list | tuple):
        return [list(row) for row in cells]
    return [list(cells[r * COLUMNS:(r + 1) * COLUMNS]) for r in range(ROWS)]


def describe_grid(cells: Sequence[Any], language: str | None = None) -> str:
    """'ligne 0 : 5, cachée, -2, vide ; ligne 1 : …' (rows of a tableau in words)."""
    return " ; ".join(
        t("skyjo_table.row", language, row=r,
          cells=", ".join(cell_label(c, language) for c in row))
        for r, row in enumerate(_rows(cells)))


def _grid(drawing: Drawing, rows: list[list[Any]], x: float, y: float, w: float, *,
          seat: int | None, highlight: Collection[Hashable], language: str | None) -> None:
    """Column numbers above, row numbers on the left, then the cards (and their regions)."""
    h = w * RATIO
    for col in range(len(rows[0]) if rows else 0):
        drawing.add(Text(x + 14 + col * (w + GAP) + w / 2, y + 10, str(col), 11, palette.LABEL_GREY,
                         "middle"))
    for r, row in enumerate(rows):
        cy = y + 14 + r * (h + GAP)
        drawing.add(Text(x + 5, cy + h / 2 + 4, str(r), 11, palette.LABEL_GREY, "middle"))
        for c, cell in enumerate(row):
            cx = x + 14 + c * (w + GAP)
            key = ("slot", seat, r, c) if seat is not None else ("slot", r, c)
            drawing.add(skyjo_cell(cell, cx, cy, w,
                                   outline=HIGHLIGHT if key in highlight else None))
            drawing.region(key, cx, cy, w, h, t("skyjo_table.slot", language, row=r, col=c,
                                                 cell=cell_label(cell, language)))


def grid_drawing(grid: Sequence[Any], *, title: str = "", language: str | None = None,
                 card_width: float = 44.0, highlight: Collection[Hashable] = ()) -> Drawing:
    """One tableau alone (lessons, exercises): rows of ints, ``None`` or :class:`Slot`.

    ``None`` and ``Slot.HIDDEN`` are face-down cards, ``Slot.EMPTY`` a removed
    card. Regions are keyed ``("slot", row, col)``.
    """
    rows = _rows(grid)
    w = card_width
    top = 24.0 if title else 4.0
    width = 14 + 12 + len(rows[0]) * (w + GAP)
    height = top + 14 + len(rows) * (w * RATIO + GAP) + 6
    summary = t("skyjo_table.grid.description", language,
                title=title or t("skyjo_table.grid", language),
                rows=describe_grid(rows, language))
    drawing = Drawing(max(width, 120), height, background=FELT, description=summary)
    if title:
        drawing.add(Text(8, 17, title, 14, palette.INK, bold=True))
    _grid(drawing, rows, 6, top, w, seat=None, highlight=highlight, language=language)
    return drawing


#: the label under the card held, by the pile it came from
_HELD_FROM = {Pile.DRAW: "skyjo_table.held.draw", Pile.DISCARD: "skyjo_table.held.discard"}


def _status(view: View, names: Sequence[str] | None, winners: Collection[int],
            language: str | None, you: int | None) -> str:
    if view.current is None:
        if winners:
            return tn("skyjo_table.status.over", len(winners), language, winners=", ".join(
                player_name(s, names, language) for s in sorted(winners)))
        return t("skyjo_table.status.stopped", language)
    who = player_name(view.current, names, language)
    action = view.kind.label(language) if view.kind else ""
    # « À toi : … » / "Your turn: …", never « À Toi » nor "you's turn"
    text = (t("skyjo_table.status.turn.you", language, action=action)
            if view.current == you
            else t("skyjo_table.status.turn", language, player=who, action=action))
    if view.ender is not None:
        ender = player_name(view.ender, names, language)
        # « Toi a retourné » is not French: the person reads « tu as retourné »
        key = ("skyjo_table.status.last_turn.you" if view.ender == you
               else "skyjo_table.status.last_turn")
        text += " " + t(key, language, player=ender)
    return text


def table_drawing(view: View, *, names: Sequence[str] | None = None,
                  bots: Collection[int] = (), winners: Collection[int] = (),
                  highlight: Collection[Hashable] = (), language: str | None = None,
                  you: int | None = None) -> Drawing:
    """Every player's tableau with their scores, the piles, the held card and whose turn.

    ``view`` may be any player's view: the drawing shows only what everyone
    sees. ``bots`` marks seats played by bots; ``highlight`` outlines regions
    (the places a person may click now); ``winners`` marks the winners; ``you`` is
    the seat of the one person at the screen, spoken to (« À toi : … », « tu as
    retourné »; None: everyone is named).
    """
    lang = language
    n = view.n_players
    per_row = min(n, PER_ROW)
    panel_rows = -(-n // per_row)
    width = max(12 + per_row * (PANEL_W + 12), 600.0)
    height = TOP + panel_rows * (PANEL_H + 12) + 4
    drawing = Drawing(width, height, background=FELT)
    # -- the centre: piles, held card, round and whose turn
    ph = PILE_W * RATIO
    py = 30.0
    drawing.add(Text(12, 20, t("skyjo_table.round", lang, round=view.round, turn=view.turn),
                     14, palette.INK, bold=True))
    draw_out = HIGHLIGHT if ("draw",) in highlight else None
    qx = 26.0
    if view.draw_size:
        drawing.add(skyjo_back(qx, py, PILE_W, outline=draw_out))
    else:
        drawing.add(skyjo_empty(qx, py, PILE_W, outline=draw_out))
    draw_label = t("skyjo_table.draw_pile", lang, n=view.draw_size)
    drawing.add(Text(qx + PILE_W / 2, py + ph + 14, draw_label, 11, palette.INK_MID, "middle"))
    drawing.region(("draw",), qx, py, PILE_W, ph, draw_label)
    dx = qx + PILE_W + 40
    discard_out = HIGHLIGHT if ("discard",) in highlight else None
    if view.discard_top is None:
        drawing.add(skyjo_empty(dx, py, PILE_W, outline=discard_out))
    else:
        drawing.add(skyjo_face(view.discard_top, dx, py, PILE_W, outline=discard_out))
    discard_label = t("skyjo_table.discard_pile", lang, n=view.discard_size)
    drawing.add(Text(dx + PILE_W / 2, py + ph + 14, discard_label, 11, palette.INK_MID, "middle"))
    drawing.region(("discard",), dx, py, PILE_W, ph, discard_label)
    hx = dx + PILE_W + 44
    if view.held is not None:
        drawing.add(skyjo_face(view.held, hx, py, PILE_W, outline=CURRENT))
        origin = t(_HELD_FROM[view.held_from or Pile.DRAW], lang)
        drawing.add(Text(hx + PILE_W / 2, py + ph + 14, origin, 11, CURRENT, "middle",
                         bold=True))
    status = _status(view, names, winners, lang, you)
    sx = hx + PILE_W + 18
    for i, line in enumerate(wrap(status, width - sx - 10, 13, True)[:4]):
        drawing.add(Text(sx, py + 16 + i * 18, line, 13, CURRENT if view.current is not None
                         else palette.WIN, bold=True))
    # -- one panel per player
    lines = []
    for seat in range(n):
        px = 12 + (seat % per_row) * (PANEL_W + 12)
        py_ = TOP + (seat // per_row) * (PANEL_H + 12)
        lines.append(_panel(drawing, view, seat, px, py_, names=names, bots=bots,
                            winners=winners, highlight=highlight, language=lang))
    top = ("-" if view.discard_top is None else str(view.discard_top))
    held = ""
    if view.held is not None:
        held = t("skyjo_table.description.held", lang, value=view.held,
                 pile=(view.held_from or Pile.DRAW).label(lang)) + " "
    drawing.description = (t("skyjo_table.description", lang, round=view.round, turn=view.turn,
                             n=n, draw=tn("common.cards", view.draw_size, lang),
                             discard=tn("common.cards", view.discard_size, lang), top=top)
                           + " " + held + status + " " + " ".join(lines))
    return drawing


def _panel(drawing: Drawing, view: View, seat: int, x: float, y: float, *,
           names: Sequence[str] | None, bots: Collection[int], winners: Collection[int],
           highlight: Collection[Hashable], language: str | None) -> str:
    """One player's zone: name, marks, scores, tableau. Returns the zone in words."""
    lang = language
    current = seat == view.current
    stroke = CURRENT if current else (palette.WIN if seat in winners else palette.SEAT_EDGE)
    drawing.add(box(x, y, PANEL_W, PANEL_H, fill=palette.WHITE, stroke=stroke, r=8,
                    line_width=3 if current or seat in winners else 1))
    name = player_name(seat, names, lang)
    kind = t("skyjo_table.bot" if seat in bots else "skyjo_table.person", lang)
    drawing.add(Text(x + PAD, y + 17, name, 13, palette.INK, bold=True))
    drawing.add(Text(x + PANEL_W - PAD, y + 17, kind, 11, palette.LABEL_GREY, "end"))
    marks: list[Mark] = []
    if current:
        marks.append((PLAYING, t("skyjo_table.mark.playing", lang)))
    if seat == view.ender:
        marks.append((STAR, t("skyjo_table.mark.ended", lang)))
    if seat in winners:
        marks.append((WINNER, t("skyjo_table.mark.winner", lang)))
    total = view.totals[seat]
    visible = view.visible_points(seat)
    last = view.history[-1][seat] if view.history else None
    score = t("skyjo_table.scores", lang, total=total, visible=visible)
    if last is not None:
        score += " · " + t("skyjo_table.last_round", lang, score=f"{last:+d}")
    drawing.add(Text(x + PAD, y + 32, score, 11, palette.INK_MID))
    if marks:
        drawing.add(mark_row(x + PAD, y + HEADER - 4, marks, 11, stroke))
    grid = view.grid(seat)
    _grid(drawing, [list(r) for r in grid], x + PAD - 4, y + HEADER, CARD_W, seat=seat,
          highlight=highlight, language=lang)
    drawing.region(("player", seat), x, y, PANEL_W, HEADER - 6, name)
    words = t("skyjo_table.description.player", lang, name=name, kind=kind, total=total,
              visible=visible, hidden=tn("skyjo_table.hidden", view.hidden_count(seat), lang),
              grid=describe_grid(view.grids[seat], lang))
    if marks:
        words += " (" + ", ".join(words_of(marks)) + ")"
    return words + "."


__all__ = [
    "CARD_COLOURS",
    "cell_label",
    "describe_grid",
    "grid_drawing",
    "player_name",
    "skyjo_back",
    "skyjo_cell",
    "skyjo_empty",
    "skyjo_face",
    "table_drawing",
]
