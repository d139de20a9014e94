"""Layouts of GaAg: element cards, the row in order of Z, hands, piles, direction.

Pure functions from what a player may see (a :class:`~algunokit.gaag.View`)
to a :class:`Drawing`; no rules here (the legal places come from
:func:`algunokit.gaag.placements`), no Jupyter. Clickable regions:

- ``("hand", i)``: card ``i`` of the viewer's hand;
- ``("place", i)``: the slot before card ``i`` of the row (``i == len(row)``: after
  the last card; on an empty table the one slot is ``("place", 0)``);
- ``("pickup",)``: the "pick up the table" button.

>>> from algunokit.gaag import Game
>>> drawing = game_drawing(Game(3, seed=1).view(0), selected=0, language="en")
>>> ("hand", 0) in {r.key for r in drawing.regions}
True
"""

from __future__ import annotations

from collections.abc import Sequence

from algunokit.draw import palette
from algunokit.draw.cards import BACK
from algunokit.draw.model import (
    Drawing,
    Path,
    Shape,
    Text,
    arrow_ops,
    box,
    circle_ops,
    rect_ops,
)
from algunokit.draw.svg import SvgPicture
from algunokit.draw.text import fit_size, text_width, wrap
from algunokit.gaag import Card, Placement, Row, View, element, gap_card, placements
from algunokit.gaag.elements import BOND_Z, SYMBOLS
from algunokit.i18n import t, tn
from algunokit.protocol import player_name

RATIO = 1.4
FELT = palette.GAAG_FELT
INK, SOFT = palette.INK, palette.INK_GREY
#: Card colours by period of the periodic table (row 1: H, He; row 2: Li to Ne; row 3).
PERIOD_FILL = palette.GAAG_PERIODS
GAP_FILL, GAP_INK = palette.GAAG_GAP_PAPER, palette.GAAG_GAP_INK
SPECIAL_EDGE, BOND_EDGE, EDGE = palette.GAAG_SPECIAL_EDGE, palette.GAAG_BOND_EDGE, palette.CARD_EDGE
SELECTED, LEGAL, ATOM = palette.SELECTED, palette.GAAG_LEGAL, palette.GAAG_ATOM
ROW_GAP = 22.0  # room between row cards: the slots where a card may go
HAND_W = 64.0
#: The game table's smallest text: 11 CSS px and more at the play widget's scale 0.75.
TEXT = 14.7


def period(z: int) -> int:
    """The row of the periodic table of element ``z`` (1, 2 or 3)."""
    return 1 if z <= 2 else (2 if z <= 10 else 3)


def seat_name(seat: int, language: str | None = None,
              names: Sequence[str] | None = None) -> str:
    """The name in ``names`` (« Toi », « Robot 1 » …), else Alice for seat 0, Bilal for
    seat 1 …, as every game names players."""
    return player_name(seat, names, language)


def element_face(card: Card, x: float, y: float, w: float = HAND_W, *,
                 language: str | None = None, selected: bool = False, dimmed: bool = False,
                 stands_for: int | None = None, min_text: float = 0.0) -> list[Shape]:
    """One card: Z, symbol, name and one dot per atom; a "<>" card shows ``<>``.

    Z = 1 and Z = 18 have a golden edge (they close an end), N and O a teal one
    (they bond). ``stands_for`` writes under a "<>" of the row the Z it fills.
    ``min_text`` is the smallest text allowed (the game table, scaled down): Z is
    written that large at least, and the name, which would not fit, is left out (it
    stays in the picture's description and on the card's own large picture).
    """
    h = w * RATIO
    opacity = 0.4 if dimmed else 1.0
    if card.is_gap:
        fill, edge, ink = GAP_FILL, GAP_INK, GAP_INK
    else:
        fill, ink = PERIOD_FILL[period(card.z)], INK
        edge = SPECIAL_EDGE if card.is_special else (BOND_EDGE if card.z in BOND_Z else EDGE)
    width = 3.0 if selected else (2.0 if edge != EDGE else 1.0)
    shapes: list[Shape] = [box(x, y, w, h, fill=fill, stroke=SELECTED if selected else edge,
                               r=w * 0.08, line_width=width, opacity=opacity)]
    if card.is_gap:
        shapes.append(Text(x + w / 2, y + h * 0.55, "<>", w * 0.4, ink, "middle", bold=True,
                           opacity=opacity))
        if stands_for:
            shapes.append(Text(x + w / 2, y + h - w * 0.12,
                               t("gaag_board.stands_for", language, z=stands_for),
                               max(w * 0.2, min_text), ink, "middle", bold=True,
                               opacity=opacity))
        return shapes
    z_size = max(w * 0.2, min_text)
    shapes.append(Text(x + w * 0.08, y + w * 0.02 + z_size, str(card.z), z_size, ink, bold=True,
                       opacity=opacity))
    shapes.append(Text(x + w / 2, y + max(w * 0.68, z_size + w * 0.46), card.symbol, w * 0.42,
                       ink, "middle",
                       bold=True, opacity=opacity))
    if not min_text:
        name = card.name(language)
        size = fit_size([name], w * 0.88, w * 0.15, 4.0)
        shapes.append(Text(x + w / 2, y + h - w * 0.1, name, size, SOFT, "middle",
                           opacity=opacity))
    if card.atoms:  # one path for all the dots: fewer canvas commands
        step, r = w * 0.15, w * 0.055
        dots_y = y + (h - w * 0.18 if min_text else w * 0.92)  # lower where no name is
        left = x + w / 2 - step * (card.atoms - 1) / 2
        dots = tuple(op for i in range(card.atoms)
                     for op in circle_ops(left + i * step, dots_y, r))
        shapes.append(Path(dots, fill=ATOM, opacity=opacity))
    return shapes


def hidden_hand(x: float, y: float, count: int, w: float = 18.0) -> Path:
    """Up to five card backs fanned out, as one light path (a hand seen from the back)."""
    h = w * RATIO
    ops = tuple(op for k in range(min(count, 5)) for op in rect_ops(x + k * w * 0.6, y, w, h))
    return Path(ops, fill=BACK, stroke=palette.CARD_BACK_LINE, line_width=1.5)


def row_table(values: Sequence[int]) -> Row:
    """A row from Z values, for pictures and lessons (0 stands for a "<>" card).

    A repeated Z (a 7/8 bond) takes the next card of that element (more atoms).
    ``row_table([3, 0, 5]).label() == 'Li3 <> B5'``.
    """
    cards: list[Card] = []
    stands: list[int] = []
    for z in values:
        if z == 0:
            cards.append(gap_card())
            stands.append(stands[-1] + 1 if stands else 0)
        else:
            cards.append(element(z, sum(1 for c in cards if c.z == z)))
            stands.append(z)
    return Row(tuple(cards), tuple(stands))


def _row_geometry(n: int, width: float) -> tuple[float, float]:
    """Card width and left edge of a row of ``n`` cards in ``width`` pixels."""
    w = max(38.0, min(HAND_W, (width - 60 - (n + 1) * ROW_GAP) / max(n, 1)))
    used = n * w + (n + 1) * ROW_GAP
    return w, max(30.0, (width - used) / 2)


def row_width(n: int) -> float:
    """The picture width a row of ``n`` cards needs (at least 960 pixels)."""
    return max(960.0, 60 + n * 38.0 + (n + 1) * ROW_GAP)


def draw_row(drawing: Drawing, table: Row, top: float, *, card: Card | None = None,
             language: str | None = None, min_text: float = 0.0) -> tuple[Placement, ...]:
    """Add the row at ``top`` to ``drawing``, with its slots as ``("place", i)`` regions.

    With ``card`` (the card being placed), its legal places light up in green and
    the others show as thin dashed lines. Returns the legal placements. ``min_text``:
    see :func:`element_face`; the row's own words are written that large too.
    """
    small = max(10.0, min_text)
    legal = placements(table, card) if card is not None else ()
    lit = {p.index: p for p in legal}
    n = len(table)
    w, left = _row_geometry(n, drawing.width)
    h = w * RATIO
    if not n:
        x = drawing.width / 2 - HAND_W / 2
        hh = HAND_W * RATIO
        on = 0 in lit
        drawing.add(box(x, top, HAND_W, hh, fill=palette.GAAG_LEGAL_PAPER if on else None,
                        stroke=LEGAL if on else palette.LINE_FAINT, r=6, dash=(5, 4),
                        line_width=3 if on else 1.5))
        lines = wrap(t("gaag_board.start_here", language), HAND_W - 6, small)
        for k, line in enumerate(lines):
            drawing.add(Text(x + HAND_W / 2, top + hh / 2 + 4 + (k - (len(lines) - 1) / 2)
                             * small * 1.15, line, small, SOFT, "middle"))
        drawing.region(("place", 0), x, top, HAND_W, hh, _place_label(lit.get(0), 0, language))
        return legal
    for i, (shown, value) in enumerate(zip(table.cards, table.values, strict=True)):
        x = left + ROW_GAP + i * (w + ROW_GAP)
        drawing.add(element_face(shown, x, top, w, language=language,
                                 stands_for=value if shown.is_gap else None,
                                 min_text=min_text))
    dashes: tuple = ()  # the slots where the card cannot go, as one path
    for i in range(n + 1):
        cx = left + ROW_GAP / 2 + i * (w + ROW_GAP)
        if i in lit:
            drawing.add(box(cx - ROW_GAP / 2 + 2, top - 6, ROW_GAP - 4, h + 12,
                            fill=palette.GAAG_LEGAL_BOND, stroke=LEGAL, r=5, line_width=2.5))
            drawing.add(Text(cx, top - 10, "▼", max(12.0, min_text), LEGAL, "middle", bold=True))
        elif card is not None:
            dashes += (("M", cx, top + 6), ("L", cx, top + h - 6))
        reach = ROW_GAP + w * 0.5
        drawing.region(("place", i), cx - reach / 2, top - 8, reach, h + 16,
                       _place_label(lit.get(i), i, language))
    if dashes:
        drawing.add(Path(dashes, stroke=palette.LINE_EMPTY, dash=(3, 3)))
    for closed, i, side in ((table.left_closed, 0, -1), (table.right_closed, n, 1)):
        if closed:
            cx = left + ROW_GAP / 2 + i * (w + ROW_GAP) + side * 2
            drawing.add(box(cx - 3, top - 4, 6, h + 8, fill=INK, r=2))
            drawing.add(Text(cx, top + h + 8 + small, t("gaag_board.closed", language), small,
                             INK, "middle", bold=True))
    return legal


def _place_label(placement: Placement | None, index: int, language: str | None) -> str:
    if placement is None:
        return t("gaag_board.place", language, place="—", index=index)
    return t("gaag_board.place", language, place=placement.label(language), index=index)


def describe_places(card: Card, legal: Sequence[Placement], language: str | None = None
                    ) -> str:
    """'Possible places for Li3: on the left (position 0).' (or that it fits nowhere)."""
    if not legal:
        return t("gaag_board.description.nowhere", language, card=card.label(language))
    places = ", ".join(t("gaag_board.place", language, place=p.label(language), index=p.index)
                       for p in legal)
    return t("gaag_board.description.places", language, card=card.label(language),
             places=places)


def describe_row(table: Row, language: str | None = None) -> str:
    """The row in words, with its closed ends."""
    parts = [t("gaag_board.description.row", language, row=table.label(language))]
    if table.left_closed:
        parts.append(t("gaag_board.description.left_closed", language))
    if table.right_closed:
        parts.append(t("gaag_board.description.right_closed", language))
    return " ".join(parts)


def row_drawing(table: Row | Sequence[int], *, card: Card | None = None,
                language: str | None = None) -> Drawing:
    """Only the row (a :class:`Row` or Z values, 0 for "<>"), with the legal places
    of ``card`` highlighted. Used by the lessons."""
    if not isinstance(table, Row):
        table = row_table(table)
    h = max(38.0, _row_geometry(len(table), row_width(len(table)))[0]) * RATIO
    below = HAND_W * RATIO + 34 if card is not None else 0.0
    drawing = Drawing(row_width(len(table)), h + 56 + below, background=FELT)
    legal = draw_row(drawing, table, 22, card=card, language=language)
    parts = [describe_row(table, language)]
    if card is not None:  # the card being placed, under the row
        top = h + 56
        drawing.add(Text(14, top + 4, t("gaag_board.to_place", language), 13, INK, bold=True))
        drawing.add(element_face(card, 14, top + 14, HAND_W, language=language, selected=True))
        drawing.add(Text(14 + HAND_W + 14, top + 14 + HAND_W * RATIO / 2 + 5,
                         card.label(language), 13, SOFT))
        parts.append(describe_places(card, legal, language))
    drawing.description = " ".join(parts)
    return drawing


def cards_drawing(cards: Sequence[Card], *, language: str | None = None) -> Drawing:
    """A few cards side by side, with their labels (for the lesson: the same element
    with 0 to 4 penalty points)."""
    w, gap = HAND_W, 12.0
    drawing = Drawing(max(320.0, 14 + len(cards) * (w + gap)), w * RATIO + 24,
                      background=FELT)
    for i, card in enumerate(cards):
        drawing.add(element_face(card, 14 + i * (w + gap), 12, w, language=language))
    drawing.description = ", ".join(card.label(language) for card in cards)
    return drawing


def cards_picture(cards: Sequence[Card], language: str | None = None) -> SvgPicture:
    """:func:`cards_drawing` as a picture a notebook shows."""
    return SvgPicture.of(cards_drawing(cards, language=language))


def _inside(seat: int | None, name: str, you: int | None, language: str | None) -> str:
    """A seat's name inside a sentence: « C'est à toi » for ``you``, never « C'est à Toi »."""
    return t("common.you_lower", language) if seat is not None and seat == you else name


def order_text(view: View, language: str | None = None,
               names: Sequence[str] | None = None) -> str:
    """The seats in the order they play from the current one: 'Player 2 → Player 3 → …'."""
    n = view.n_players
    seats = [(view.current + k * view.direction) % n for k in range(n + 1)]
    return " → ".join(seat_name(s, language, names) for s in seats)


def hand_dimmed(view: View, picking: bool = False) -> tuple[bool, ...]:
    """Which cards of the viewer's hand are drawn greyed.

    A card that fits nowhere on the row is greyed, except when picking up is the
    move: during step 2 of a pick-up (``picking``) or when no card fits at all,
    every card may start the new table, so none is greyed.
    """
    fits = [bool(placements(view.table, card)) for card in view.hand]
    if picking or not any(fits):
        return tuple(False for _ in fits)
    return tuple(not fit for fit in fits)


def game_drawing(view: View, *, selected: int | None = None,
                 language: str | None = None, over: bool = False,
                 picking: bool = False, names: Sequence[str] | None = None,
                 you: int | None = None) -> Drawing:
    """The whole table as ``view.player`` sees it: every player (hand counts, score
    pile, total, who plays, the direction of play), the row with the legal places of
    the ``selected`` card of the hand, and the viewer's hand face up.

    ``picking``: step 2 of a pick-up; the button reads "cancel", the hand asks for
    the card that starts the new table and no card of it is greyed. ``names``: the seat
    names a widget uses (« Toi », « Robot 1 » …), else first names; ``you``: the seat of
    the one person at the screen, spoken to (None: everyone is named)."""
    n = view.n_players
    row_n = len(view.table)
    width = row_width(row_n)
    card = view.hand[selected] if selected is not None and selected < len(view.hand) else None
    drawing = Drawing(width, 10, background=FELT)
    # Header: round and turn, draw pile, direction of play.
    drawing.add(Text(14, 24, t("gaag_board.header", language, round=view.round,
                               turn=view.turn), 16, INK, bold=True))
    drawing.add(Text(width - 14, 24, t("gaag_board.draw_pile", language, n=view.draw_size),
                     TEXT, SOFT, "end", bold=True))
    # Players in a line, seat order, arrows in the direction of play.
    bw = min(230.0, (width - 28 - (n - 1) * 34) / n)
    by, bh = 40.0, 100.0
    lines = []
    for seat in range(n):
        bx = 14 + seat * (bw + 34)
        current = seat == view.current and not over
        drawing.add(box(bx, by, bw, bh, fill=palette.WHITE,
                        stroke=palette.ACTIVE if current else EDGE, r=8,
                        line_width=3 if current else 1))
        name = seat_name(seat, language, names)
        # « Toi » needs no « (toi) » after it
        title = (t("gaag_board.you", language, player=name)
                 if seat == view.player and seat != you else name)
        mark = t("gaag_board.to_move", language) if bw >= 170 else "▶"
        room = bw - 16 - (text_width(mark, TEXT, True) + 6 if current else 0)
        drawing.add(Text(bx + 8, by + 19, title, fit_size([title], room, TEXT, TEXT, True), INK,
                         bold=True))
        if current:
            drawing.add(Text(bx + bw - 8, by + 19, mark, TEXT, palette.GAAG_MARK, "end",
                             bold=True))
        count = view.hand_sizes[seat]
        fan = 18 + (min(count, 5) - 1) * 10.8 if count else 0
        if count:
            drawing.add(hidden_hand(bx + 8, by + 28, count))
        words = t("gaag_board.cards", language, n=count)
        drawing.add(Text(bx + 14 + fan, by + 46, words, TEXT, SOFT))
        drawing.add(Text(bx + 8, by + 74, tn("gaag_board.pile", view.pile_atoms[seat],
                                               language), TEXT, INK))
        drawing.add(Text(bx + 8, by + 92, t("gaag_board.total", language,
                                              total=view.totals[seat]), TEXT, INK, bold=True))
        if seat < n - 1:
            ax, ay = bx + bw + 4, by + bh / 2
            ends = (ax, ay, ax + 26, ay) if view.direction > 0 else (ax + 26, ay, ax, ay)
            drawing.add(Path(arrow_ops(*ends, 7), stroke=palette.AUTHOR, line_width=2.5))
        lines.append(t("gaag_board.description.player", language, player=name,
                       cards=tn("gaag_board.cards", count, language),
                       atoms=tn("gaag_board.atoms", view.pile_atoms[seat], language),
                       total=view.totals[seat]))
    # The wrap-around: from the last seat back to the first (or the other way).
    if n > 1:
        x1, x2 = 14 + bw / 2, 14 + (n - 1) * (bw + 34) + bw / 2
        low = by + bh + 10
        first, last = (x2, x1) if view.direction > 0 else (x1, x2)
        drawing.add(Path((("M", first, by + bh), ("L", first, low), ("L", last, low)),
                         stroke=palette.AUTHOR, line_width=2.5))
        drawing.add(Path(arrow_ops(last, low, last, by + bh + 1, 7), stroke=palette.AUTHOR,
                         line_width=2.5))
    order = order_text(view, language, names)
    drawing.add(Text(width / 2, by + bh + 26, t("gaag_board.direction", language, order=order),
                     TEXT, palette.AUTHOR, "middle", bold=True))
    # The row, and the pick-up button.
    top = by + bh + 44
    heading = t("gaag_board.table", language)
    drawing.add(Text(14, top + 15, heading, TEXT, INK, bold=True))
    label = t("gaag_board.cancel_pick_up" if picking else "gaag_board.pick_up", language)
    pw = text_width(label, TEXT, True) + 20
    # beside the heading, not at the far right: a narrow notebook column may cut the
    # right edge of the picture, and this button must always be seen
    px = 14 + text_width(heading, TEXT, True) + 18
    active = bool(view.table.cards) and not over
    drawing.add(box(px, top - 1, pw, 24, fill=palette.WHITE if active else palette.PAGE_BACKGROUND,
                    stroke=palette.WRONG if active else palette.LINE_EMPTY, r=11, line_width=1.5))
    drawing.add(Text(px + pw / 2, top + 16, label, TEXT,
                     palette.WRONG if active else palette.INK_DISABLED, "middle", bold=True))
    drawing.region(("pickup",), px, top, pw, 22, label)
    row_top = top + 44
    legal = draw_row(drawing, view.table, row_top, card=card, language=language,
                     min_text=TEXT)
    row_h = (_row_geometry(row_n, width)[0] if row_n else HAND_W) * RATIO
    # The viewer's hand, face up.
    hand_top = row_top + row_h + 30
    viewer = seat_name(view.player, language, names)
    # « Tes cartes (Toi) » says it twice: with « Toi », just « Tes cartes »
    hand_key = "gaag_board.your_hand.you" if view.player == you else "gaag_board.your_hand"
    drawing.add(Text(14, hand_top + 15, t(hand_key, language, player=viewer), TEXT,
                     INK, bold=True))
    if picking:
        drawing.add(Text(14 + text_width(t(hand_key, language, player=viewer),
                                         TEXT, True) + 14, hand_top + 15,
                         t("gaag_board.pick_a_card", language), TEXT, SELECTED, bold=True))
    cards_top = hand_top + 32
    if not view.hand:
        drawing.add(Text(14, cards_top + 30, t("gaag_board.no_card", language), TEXT, SOFT))
    dimmed = hand_dimmed(view, picking)
    for i, held in enumerate(view.hand):
        x = 14 + i * (HAND_W + 10)
        lifted = 10 if i == selected else 0
        drawing.add(element_face(held, x, cards_top - lifted, HAND_W, language=language,
                                 selected=i == selected, dimmed=dimmed[i], min_text=TEXT))
        drawing.region(("hand", i), x, cards_top - lifted, HAND_W, HAND_W * RATIO,
                       held.label(language))
    drawing.height = cards_top + HAND_W * RATIO + 14
    # The text alternative.
    if over:
        head = tn("gaag_board.description.over", view.round, language)
    else:
        head = t("gaag_board.description.head", language, round=view.round, turn=view.turn,
                 n=n, player=_inside(view.current, seat_name(view.current, language, names),
                                     you, language),
                 order=order,
                 draw=tn("gaag_board.cards", view.draw_size, language))
    parts = [head, describe_row(view.table, language)]
    if card is not None:
        parts.append(describe_places(card, legal, language))
    cards = ", ".join(c.label(language) for c in view.hand)
    if cards:
        parts.append(t("gaag_board.description.hand.you" if view.player == you
                       else "gaag_board.description.hand", language, player=viewer, cards=cards))
    else:  # one sentence, one full stop (not « Tes cartes : Aucune carte en main.. »)
        parts.append(t("gaag_board.description.no_hand", language))
    drawing.description = " ".join(parts + lines)
    return drawing


#: (period, column) of the first 18 elements in the periodic table.
_CELLS = {1: (1, 1), 2: (1, 18), 3: (2, 1), 4: (2, 2),
          **{z: (2, z + 8) for z in range(5, 11)}, 11: (3, 1), 12: (3, 2),
          **{z: (3, z) for z in range(13, 19)}}


def periodic_drawing(*, highlight: Sequence[int] = (), language: str | None = None
                     ) -> Drawing:
    """The first 18 elements where they sit in the periodic table (rows 1 to 3);
    the elements in ``highlight`` (Z values) are outlined."""
    # 18 columns in a laptop's notebook output (about 934 px at 1366×768): 906 units
    w, gap = 46.0, 3.0
    h = w * RATIO
    drawing = Drawing(18 * (w + gap) + 24, 3 * (h + gap) + 44, background=palette.WHITE)
    drawing.add(Text(12, 22, t("gaag_board.periodic", language), 14, INK, bold=True))
    for z, (row, column) in _CELLS.items():
        x, y = 12 + (column - 1) * (w + gap), 34 + (row - 1) * (h + gap)
        drawing.add(element_face(element(z), x, y, w, language=language,
                                 selected=z in highlight))
        drawing.region(("element", z), x, y, w, h, element(z).label(language))
    names = ", ".join(f"{z} {SYMBOLS[z]} {element(z).name(language)}" for z in range(1, 19))
    drawing.description = t("gaag_board.description.periodic", language, elements=names)
    return drawing


def row_picture(table: Row | Sequence[int], card: Card | None = None,
                language: str | None = None) -> SvgPicture:
    """:func:`row_drawing` as a picture a notebook shows."""
    return SvgPicture.of(row_drawing(table, card=card, language=language))


def periodic_picture(highlight: Sequence[int] = (), language: str | None = None
                     ) -> SvgPicture:
    """:func:`periodic_drawing` as a picture a notebook shows."""
    return SvgPicture.of(periodic_drawing(highlight=highlight, language=language))


__all__ = [
    "cards_drawing",
    "cards_picture",
    "describe_places",
    "describe_row",
    "draw_row",
    "element_face",
    "game_drawing",
    "hand_dimmed",
    "order_text",
    "period",
    "periodic_drawing",
    "periodic_picture",
    "row_drawing",
    "row_picture",
    "row_table",
    "row_width",
    "seat_name",
]
