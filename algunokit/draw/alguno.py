"""Layouts of Alg(un)o: a hand, the whole table, an alternative as cards.

Pure functions from engine state to a :class:`Drawing`; no rules here, no
Jupyter. Seats are placed clockwise seen from above, seat 0 at the bottom, so
seat ``i + 1`` (the LEFT neighbour) sits to the screen-left of seat ``i``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from math import cos, pi, sin
from typing import TYPE_CHECKING

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.lang import Alternative, Side, Step
from algunokit.cards import Card
from algunokit.draw import palette
from algunokit.draw.cards import (
    ACTION,
    CONDITION,
    action_face,
    card_back,
    card_height,
    classic_face,
    condition_face,
    condition_width,
    suit_colour,
)
from algunokit.draw.marks import PLAYING, STAR, WINNER, Mark, mark_row, words_of
from algunokit.draw.model import Drawing, Path, Text, arrow_ops, box, star_ops
from algunokit.draw.svg import SvgPicture
from algunokit.draw.text import text_width
from algunokit.i18n import t, tn
from algunokit.protocol import player_name

if TYPE_CHECKING:
    from algunokit.alguno import View


PictureCard = Card | ConditionCard | ActionCard


def card_svg(card: PictureCard, language: str | None = None, width: float = 90.0) -> str:
    """One card as SVG text (what a notebook shows for a card)."""
    from algunokit.draw.svg import to_svg

    drawing = Drawing(width + 4, card_height(width) + 4)
    if isinstance(card, ConditionCard):
        drawing.add(condition_face([h.label(language) for h in card.halves], card.level, 2, 2,
                                   width, language=language))
    elif isinstance(card, ActionCard):
        drawing.add(action_face([a.label(language) for a in card.actions], card.level, 2, 2,
                                width, language=language))
    else:
        drawing.add(classic_face(card, 2, 2, width, language=language))
    drawing.description = card.label(language)
    return to_svg(drawing)


def describe_hand(cards: Sequence[Card], language: str | None = None) -> str:
    return ", ".join(c.label(language) for c in cards) or t("alguno.empty_hand", language)


def hand_drawing(cards: Sequence[Card], *, selected: Collection[int] = (), title: str = "",
                 language: str | None = None, card_width: float = 64.0, per_row: int = 10,
                 four_colour: bool = False, disabled: bool = False) -> Drawing:
    """One player's cards in rows; each card is a region keyed ``("card", index)``."""
    gap = card_width * 0.12
    ch = card_height(card_width)
    top = 26.0 if title else 6.0
    rows = max(1, -(-len(cards) // per_row))
    width = 12 + min(max(len(cards), 1), per_row) * (card_width + gap)
    height = top + rows * (ch + gap) + 6
    summary = tn("draw.hand.description", len(cards), language,
                 title=title or t("draw.hand", language), cards=describe_hand(cards, language))
    drawing = Drawing(max(width, 160), height, description=summary, background=palette.FELT)
    if title:
        drawing.add(Text(8, 18, title, 14, palette.INK, bold=True))
    if not cards:
        drawing.add(Text(8, top + ch / 2, t("alguno.empty_hand", language), 13, palette.INK_FAINT))
    for i, card in enumerate(cards):
        x = 6 + (i % per_row) * (card_width + gap)
        y = top + (i // per_row) * (ch + gap) - (8 if i in selected else 0)
        drawing.add(classic_face(card, x, y, card_width, four_colour=four_colour,
                                 selected=i in selected, dimmed=disabled, language=language))
        drawing.region(("card", i), x, y, card_width, ch, card.label(language))
    return drawing


def cards_drawing(cards: Sequence[PictureCard], *, title: str = "", per_row: int = 6,
                  card_width: float = 96.0, language: str | None = None) -> Drawing:
    """Classic, Condition and Action cards in rows, with a text description."""
    gap = card_width * 0.12
    ch = card_height(card_width)
    top = 28.0 if title else 8.0
    rows = max(1, -(-len(cards) // per_row))
    columns = min(max(len(cards), 1), per_row)
    drawing = Drawing(16 + columns * (card_width + gap), top + rows * (ch + gap) + 4,
                      background=palette.WHITE)
    if title:
        drawing.add(Text(8, 19, title, 15, palette.INK, bold=True))
    labels = []
    for i, card in enumerate(cards):
        x = 8 + (i % per_row) * (card_width + gap)
        y = top + (i // per_row) * (ch + gap)
        if isinstance(card, ConditionCard):
            halves = [h.label(language) for h in card.halves]
            drawing.add(condition_face(halves, card.level, x, y, card_width, language=language))
            labels.append(t("draw.cards.condition", language, text=" | ".join(halves)))
        elif isinstance(card, ActionCard):
            actions = [a.label(language) for a in card.actions]
            drawing.add(action_face(actions, card.level, x, y, card_width, language=language))
            labels.append(t("draw.cards.action", language, text=" / ".join(actions)))
        else:
            drawing.add(classic_face(card, x, y, card_width, language=language))
            labels.append(card.label(language))
    drawing.description = tn("draw.cards.description", len(cards), language,
                             title=title or t("draw.cards.cards", language),
                             cards=t("common.separator", language).join(labels))
    return drawing


def cards_picture(cards: Sequence[PictureCard], *, title: str = "", per_row: int = 6,
                  card_width: float = 96.0, language: str | None = None) -> SvgPicture:
    """The picture of :func:`cards_drawing`, shown by Jupyter.

    >>> from algunokit.alguno import condition_cards
    >>> picture = cards_picture(condition_cards(1)[:2], language="en")
    >>> "exactly 5 cards" in picture.svg
    True
    """
    return SvgPicture.of(cards_drawing(cards, title=title, per_row=per_row,
                                       card_width=card_width, language=language))


# ---------------------------------------------------------------------------
# The table, read from what one seat sees (``game.view(seat)``)


@dataclass(frozen=True, slots=True)
class _Geometry:
    """Where things go on the 960 × 660 table: seats on an ellipse around the centre."""

    width: float = 960.0
    height: float = 660.0
    mini: float = 30.0  # width of a card in a seat's zone (a compact face: rank and suit)
    per_row: int = 7  # cards per row in a seat's zone (three rows at most)
    wide_row: int = 10  # cards per row at the top or the bottom, where the table is wide
    text: float = 14.0  # the table's smallest text: 11 CSS px and more at the play scale 0.8
    header: float = 38.0  # a seat zone's name, count and marks above its cards
    turn_card: float = 90.0  # width of this turn's Action cards (their text at 14 px)
    turn_height: float = 140.0  # height of this turn's cards (a Condition card may be wider)
    pile: float = 50.0  # width of a pile's card
    inset: float = 128.0  # from the table's side to the centre of a seat on the left or right

    @property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2 - 6

    @property
    def radii(self) -> tuple[float, float]:
        return self.width / 2 - self.inset, self.height / 2 - 105

    def seat_centre(self, seat: int, n: int) -> tuple[float, float]:
        (cx, cy), (rx, ry) = self.centre, self.radii
        angle = pi / 2 + seat * 2 * pi / n
        return cx + rx * cos(angle), cy + ry * sin(angle)

    def seat_row(self, seat: int, n: int) -> int:
        """Cards per row of a seat's zone: more at the top or the bottom of the table,
        which has room sideways, so that a long hand takes two rows, not three."""
        return self.wide_row if abs(self.seat_centre(seat, n)[0] - self.centre[0]) < 1 \
            else self.per_row

    def seat_zone(self, seat: int, n: int, cards: int) -> tuple[float, float, float, float]:
        """A seat's zone (x, y, width, height) for a hand of ``cards`` cards: centred
        on its seat, except the bottom one, whose third row grows downwards (centred,
        it would cover the direction's caption under this turn's cards)."""
        x0, y0 = self.seat_centre(seat, n)
        per_row, mini_h = self.seat_row(seat, n), card_height(self.mini)
        width = per_row * (self.mini + 3) + 8

        def height(rows: int) -> float:
            return self.header + 2 + rows * (mini_h + 3)

        rows = min(3, max(1, -(-cards // per_row)))
        top = y0 - height(rows) / 2
        if y0 > self.centre[1] + 1 and abs(x0 - self.centre[0]) < 1:
            top = y0 - height(min(rows, 2)) / 2
        return x0 - width / 2, top, width, height(rows)


TABLE = _Geometry()
#: a narrower table for the play widget (770 × 660: 616 px at its scale 0.8, every text
#: still 11 CSS px): the seats on the sides hold 5 cards a row and sit nearer the edge,
#: so the person's choices fit beside the table in a laptop's notebook (issue 33)
COMPACT = _Geometry(width=770.0, per_row=5, inset=96.0)


def compact_fits(n_players: int, levels: Sequence[int]) -> bool:
    """Whether :data:`COMPACT` holds this game without this turn's cards covering a seat:
    3 or 4 seats (5 puts two seats beside the turn's cards) and level-1 Condition cards
    (longer conditions widen their card into the side seats)."""
    return n_players <= 4 and levels[0] == 1
_SIDE = {Side.LEFT: "alguno.side.left", Side.RIGHT: "alguno.side.right"}


def executor_of(view: View) -> int | None:
    """The seat executing the alternative now: the one an in-action choice waits for
    (a turn being executed always waits for one when a view is taken)."""
    pending = view.pending
    return pending.player if pending is not None else None


def is_over(view: View) -> bool:
    """The game has ended: every turn but the finished game has a Condition card."""
    return view.condition_card is None


def winners_of(view: View) -> tuple[int, ...]:
    """The winners of a finished game: the seats with no card left (none when the turn
    limit ended it)."""
    return tuple(s for s, hand in enumerate(view.hands) if not hand) if is_over(view) else ()


def build_of(view: View) -> tuple[int | None, dict[int, str]]:
    """The author's build read from this turn's alternative: the chosen half of the
    Condition card, and (level 2) which Action card went in ALORS / SINON.

    Two Action cards with the same action look alike: the first one is named.
    """
    alt, card = view.alternative, view.condition_card
    if alt is None or card is None:
        return None, {}
    half = next((i for i, h in enumerate(card.halves) if h == alt.condition), None)
    actions = view.action_cards
    if len(actions) < 2:
        return half, {}  # level 1: one card carries both actions, as printed
    slots: dict[int, str] = {}
    for step, slot in ((alt.then[0], "then"), (alt.otherwise[0], "else")):
        index = next((i for i, c in enumerate(actions) if c.actions[0] == step
                      and i not in slots), None)
        if index is not None:
            slots[index] = slot
    return half, slots


def _marks(view: View, seat: int, language: str | None) -> list[Mark]:
    marks = []
    if seat == view.author and not is_over(view):
        marks.append((STAR, t("draw.table.author", language)))
    if seat == executor_of(view):
        marks.append((PLAYING, t("draw.table.executing", language)))
    if seat in winners_of(view):
        marks.append((WINNER, t("draw.table.winner", language)))
    return marks


def mini_face(card: Card, x: float, y: float, w: float, *, four_colour: bool = False,
              selected: bool = False, size: float = 14.0,
              language: str | None = None) -> list:
    """A small card of a seat's zone: its rank over its suit in ``size`` px, readable
    where a classic face's corner indices would be a few pixels high; a joker is
    its star."""
    h = card_height(w)
    ink = suit_colour(card, four_colour)
    shapes: list = [box(x, y, w, h, fill=palette.CARD_FACE,
                        stroke=palette.SELECTED if selected else palette.CARD_EDGE,
                        r=w * 0.1, line_width=3 if selected else 1)]
    if card.suit is None:
        shapes.append(Path(star_ops(x + w / 2, y + h / 2, w * 0.36), fill=ink))
        return shapes
    shapes += [Text(x + w / 2, y + h / 2 - 2, card.rank.letter(language), size, ink, "middle",
                    bold=True),
               Text(x + w / 2, y + h / 2 + size - 1, card.suit.symbol, size, ink, "middle")]
    return shapes


def _seat_zone(drawing: Drawing, view: View, seat: int, name: str, *,
               language: str | None, selected: Collection[int], chosen_seat: bool,
               four_colour: bool, geometry: _Geometry = TABLE) -> list[str]:
    """One seat's zone: name, count, marks and up to three rows of cards; returns the marks."""
    g, hand = geometry, view.hands[seat]
    mini_h = card_height(g.mini)
    per_row = g.seat_row(seat, view.n_players)
    zx, zy, zone_w, zone_h = g.seat_zone(seat, view.n_players, len(hand))
    is_exec, is_author = seat == executor_of(view), seat == view.author and not is_over(view)
    stroke = (palette.ACTIVE if is_exec else palette.AUTHOR if is_author else
              palette.WIN if seat in winners_of(view) else palette.SEAT_EDGE)
    drawing.add(box(zx, zy, zone_w, zone_h, fill=palette.WHITE, stroke=stroke, r=8,
                    line_width=3 if (is_exec or is_author) else 1))
    marks = _marks(view, seat, language)
    drawing.add(Text(zx + 8, zy + 17, name, g.text, palette.INK, bold=True))
    drawing.add(Text(zx + zone_w - 8, zy + 17, tn("draw.table.count", len(hand), language),
                     g.text, palette.INK_SOFT, "end"))
    if marks:
        drawing.add(mark_row(zx + 8, zy + 33, marks, g.text, stroke))
    drawing.region(("player", seat), zx, zy, zone_w, 30, name)
    shown = hand[: per_row * 3]
    for i, card in enumerate(shown):
        x = zx + 6 + (i % per_row) * (g.mini + 3)
        y = zy + g.header + 2 + (i // per_row) * (mini_h + 3)
        chosen = chosen_seat and i in selected
        drawing.add(mini_face(card, x, y - (4 if chosen else 0), g.mini,
                              four_colour=four_colour, selected=chosen, size=g.text,
                              language=language))
        drawing.region(("card", seat, i), x, y, g.mini, mini_h, card.label(language))
    if len(hand) > len(shown):
        drawing.add(Text(zx + zone_w - 8, zy + zone_h - 4, f"+{len(hand) - len(shown)}",
                         g.text, palette.INK_SOFT, "end", bold=True))
    return words_of(marks)


def _direction_arrow(drawing: Drawing, view: View, geometry: _Geometry = TABLE) -> None:
    """An arrow from the author towards the next player to execute."""
    if view.n_players < 2:
        return
    (cx, cy), (rx, ry) = geometry.centre, geometry.radii
    step = 1 if view.direction is Side.LEFT else -1
    a1 = pi / 2 + 2 * pi / view.n_players * (view.author + 0.25 * step)
    a2 = pi / 2 + 2 * pi / view.n_players * (view.author + 0.75 * step)
    drawing.add(Path(arrow_ops(cx + rx * 0.62 * cos(a1), cy + ry * 0.62 * sin(a1),
                               cx + rx * 0.62 * cos(a2), cy + ry * 0.62 * sin(a2), 10),
                     stroke=palette.AUTHOR, line_width=3))


def _piles(drawing: Drawing, view: View, discard: Sequence[Card], *, language: str | None,
           four_colour: bool, geometry: _Geometry = TABLE) -> None:
    """The draw pile (face down) and the discard pile (its top card), with their counts."""
    (cx, cy), pw = geometry.centre, geometry.pile
    ph, py, px = card_height(pw), cy - 118, cx - pw - 45
    draw_label = t("draw.table.draw_pile", language, n=view.draw_pile_size)
    drawing.add(card_back(px, py, pw))
    drawing.add(Text(px + pw / 2, py + ph + 15, draw_label, geometry.text, palette.INK_MID,
                     "middle"))
    drawing.region(("draw",), px, py, pw, ph, draw_label)
    dx = cx + 45
    if discard:
        # rank over suit in the table's text size, as in the seat zones: a classic
        # face's corner indices would be under 11 CSS px at the play scale
        drawing.add(mini_face(discard[-1], dx, py, pw, four_colour=four_colour,
                              size=geometry.text, language=language))
    else:
        drawing.add(box(dx, py, pw, ph, stroke=palette.SEAT_EDGE, r=5, dash=(4, 3)))
    discard_label = t("draw.table.discard_pile", language, n=len(discard))
    drawing.add(Text(dx + pw / 2, py + ph + 15, discard_label, geometry.text, palette.INK_MID,
                     "middle"))
    drawing.region(("discard",), dx, py, pw, ph, discard_label)


def _turn_cards(drawing: Drawing, view: View, language: str | None,
                geometry: _Geometry = TABLE) -> None:
    """This turn's Condition card (its chosen half marked) and Action cards (ALORS/SINON)."""
    card = view.condition_card
    if card is None:
        return
    (cx, cy), cw = geometry.centre, geometry.turn_card
    half, slots = build_of(view)
    ch, top = geometry.turn_height, cy - 12
    halves = [h.label(language) for h in card.halves]
    width = condition_width(halves, cw, geometry.text, ch)  # long conditions widen their card
    tx = cx - (width + len(view.action_cards) * (cw + 6)) / 2
    drawing.add(condition_face(halves, card.level, tx, top, width, chosen=half,
                               language=language, min_text=geometry.text, height=ch))
    for i, action_card in enumerate(view.action_cards):
        drawing.add(action_face([a.label(language) for a in action_card.actions],
                                action_card.level, tx + width + 6 + i * (cw + 6), top, cw,
                                language=language, slot=slots.get(i), min_text=geometry.text,
                                height=ch))


def _captions(drawing: Drawing, view: View, language: str | None,
              geometry: _Geometry = TABLE) -> None:
    """The turn number above the centre, the direction of execution below it."""
    cx, cy = geometry.centre
    word = t(_SIDE[view.direction], language)
    caption = t("draw.table.direction", language, side=word) + \
        (" ↻" if view.direction is Side.LEFT else " ↺")
    # on the table's colour: the direction arrow may pass under it (author at the bottom)
    width = text_width(caption, geometry.text, bold=True) + 12
    drawing.add(box(cx - width / 2, cy + 142 - geometry.text, width, geometry.text + 6,
                    fill=palette.TABLE_TOP, r=6))
    drawing.add(Text(cx, cy + 142, caption, geometry.text, palette.AUTHOR, "middle", bold=True))
    drawing.add(Text(cx, cy - 122, t("draw.table.turn", language, turn=view.turn), geometry.text,
                     palette.INK_MID, "middle", bold=True))


def table_drawing(view: View, *, names: Sequence[str] | None = None,
                  discard: Sequence[Card] = (), language: str | None = None,
                  selected: Collection[int] = (), viewer: int | None = None,
                  four_colour: bool = False, compact: bool = False) -> Drawing:
    """Every player around the table with their cards, the author, who executes, the
    direction of execution, and the piles with their counts, from ``game.view(seat)``.

    ``names`` are the seats' names (the game's ``names``; first names by default) and
    ``discard`` the discard pile (its top card is shown; a view does not carry it).
    Cards are regions keyed ``("card", seat, index)``; ``selected`` marks cards of
    ``viewer`` (the seat choosing); ``compact=True`` draws the narrower table of the
    play widget (:data:`COMPACT`).

    >>> from algunokit.alguno import Game
    >>> game = Game(4, (1, 1), seed=3, first_author=1)
    >>> drawing = table_drawing(game.view(0), language="en")
    >>> "Bilal" in drawing.texts(), ("card", 3, 0) in [r.key for r in drawing.regions]
    (True, True)
    """
    g = COMPACT if compact else TABLE
    drawing = Drawing(g.width, g.height, background=palette.FELT)
    (cx, cy), (rx, ry) = g.centre, g.radii
    drawing.add(Path(_ellipse(cx, cy, rx - 40, ry - 30), fill=palette.TABLE_TOP,
                     stroke=palette.TABLE_EDGE))
    lines = []
    for seat in range(view.n_players):
        name = player_name(seat, names, language)
        marks = _seat_zone(drawing, view, seat, name, language=language, selected=selected,
                           chosen_seat=viewer == seat, four_colour=four_colour,
                           geometry=g)
        hand = view.hands[seat]
        lines.append(tn("draw.table.player_line", len(hand), language, name=name,
                        cards=describe_hand(hand, language))
                     + (" — " + ", ".join(marks) if marks else ""))
    _direction_arrow(drawing, view, geometry=g)
    _piles(drawing, view, discard, language=language, four_colour=four_colour,
           geometry=g)
    _turn_cards(drawing, view, language, geometry=g)
    _captions(drawing, view, language, geometry=g)
    summary = [t("draw.table.description", language, turn=view.turn, n=view.n_players,
                 author=player_name(view.author, names, language),
                 side=t(_SIDE[view.direction], language),
                 draw=view.draw_pile_size, discard=len(discard))]
    if view.alternative is not None:
        summary.append(view.alternative.label(language))
    drawing.description = " ".join(summary) + " " + " ; ".join(lines)
    return drawing


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> tuple:
    k = 0.5523
    return (("M", cx + rx, cy), ("C", cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry),
            ("C", cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy),
            ("C", cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry),
            ("C", cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy), ("Z",))


def _step_label(step: Step, language: str | None) -> str:
    if isinstance(step, Alternative):
        return t("draw.alt.nested", language, condition=step.condition.label(language))
    return step.label(language)


def alternative_drawing(alt: Alternative, *, language: str | None = None,
                        card_width: float = 96.0, taken: bool | None = None) -> Drawing:
    """The alternative as cards: the condition, then the ALORS and SINON actions.

    ``taken`` (from a trace) outlines the branch that ran and dims the other.
    """
    cw, ch = card_width, card_height(card_width)
    gap = 16.0
    columns = [alt.then, alt.otherwise]
    stacks = [max(1, len(c)) for c in columns]
    height = 34 + max(ch, max(stacks) * (ch + 8)) + 12
    width = 16 + (cw + gap) * (1 + sum(stacks)) + gap
    drawing = Drawing(width, height, background=palette.WHITE)
    drawing.add(Text(8, 20, t("alguno.if", language), 14, CONDITION["ink"], bold=True))
    drawing.add(condition_face([alt.condition.label(language)], 0, 8, 28, cw, chosen=0,
                               language=language))
    x = 8 + cw + gap
    for branch, steps, word in ((True, alt.then, "alguno.then"),
                                (False, alt.otherwise, "alguno.else")):
        dim = taken is not None and taken != branch
        ink = palette.INK_DISABLED if dim else ACTION["stroke"]
        drawing.add(Text(x, 20, t(word, language) + (" ✔" if taken is branch else ""), 14,
                         ink, bold=True))
        column_w = max(1, len(steps)) * (cw + gap) - gap
        if taken is branch:
            drawing.add(box(x - 5, 25, column_w + 10, ch + 8, stroke=palette.ACTIVE, r=8,
                            line_width=3))
        if not steps:
            drawing.add(box(x, 28, cw, ch, stroke=palette.LINE_EMPTY, r=6, dash=(4, 3)))
        for step in steps:
            faces = action_face([_step_label(step, language)], 0, x, 28, cw, language=language)
            if dim:
                faces = [_faded(s) for s in faces]
            drawing.add(faces)
            x += cw + gap
        if not steps:
            x += cw + gap
        x += gap
    drawing.description = alt.label(language)
    return drawing


def alternative_column_drawing(alt: Alternative, *, language: str | None = None,
                               taken: bool | None = None, card_width: float = 104.0,
                               verdict: str = "") -> Drawing:
    """The alternative as cards, stacked for a narrow pane: SI and the condition, then
    ALORS and SINON each with their action cards side by side.

    ``taken`` (from a trace) frames the branch that ran and fades the other;
    ``verdict`` (for example "✔ vrai") is written next to the condition.
    """
    cw, ch = card_width, card_height(card_width)
    gap = 10.0
    widest = max(1, len(alt.then), len(alt.otherwise))
    width = 12 + widest * (cw + gap)
    drawing = Drawing(max(width, cw + 120), 10, background=palette.WHITE)
    y = 18.0
    drawing.add(Text(6, y, t("alguno.if", language), 14, CONDITION["ink"], bold=True))
    if verdict:
        colour = palette.WIN if taken else palette.WRONG
        drawing.add(Text(cw + 16, y + 30, verdict, 13, colour, bold=True))
    drawing.add(condition_face([alt.condition.label(language)], 0, 6, y + 6, cw, chosen=0,
                               language=language))
    y += ch + 30
    for branch, steps, word in ((True, alt.then, "alguno.then"),
                                (False, alt.otherwise, "alguno.else")):
        dim = taken is not None and taken != branch
        drawing.add(Text(6, y, t(word, language) + (" ✔" if taken is branch else ""), 14,
                         palette.INK_DISABLED if dim else ACTION["stroke"], bold=True))
        row_w = max(1, len(steps)) * (cw + gap) - gap
        if taken is branch:
            drawing.add(box(2, y + 3, row_w + 8, ch + 8, stroke=palette.ACTIVE, r=8, line_width=3))
        x = 6.0
        if not steps:
            drawing.add(box(x, y + 7, cw, ch, stroke=palette.LINE_EMPTY, r=6, dash=(4, 3)))
            drawing.add(Text(x + cw / 2, y + 7 + ch / 2, t("draw.alt.nothing", language), 12,
                             palette.INK_DIM, "middle"))
        for step in steps:
            faces = action_face([_step_label(step, language)], 0, x, y + 7, cw,
                                language=language)
            drawing.add([_faded(f) for f in faces] if dim else faces)
            x += cw + gap
        y += ch + 30
    drawing.height = y - 12
    drawing.description = alt.label(language)
    return drawing


def _faded(shape):
    from dataclasses import replace

    return replace(shape, opacity=0.4)
