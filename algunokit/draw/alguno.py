"""Layouts of Alg(un)o: a hand, the whole table, an alternative as cards.

Pure functions from engine state to a :class:`Drawing`; no rules here, no
Jupyter. Seats are placed clockwise seen from above, seat 0 at the bottom, so
seat ``i + 1`` (the LEFT neighbour) sits to the screen-left of seat ``i``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from math import cos, pi, sin
from typing import TYPE_CHECKING

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.lang import Alternative, Side, Step
from algunokit.cards import Card
from algunokit.draw.cards import (
    ACTION,
    CONDITION,
    action_face,
    card_back,
    card_height,
    classic_face,
    condition_face,
)
from algunokit.draw.model import Drawing, Path, Text, arrow_ops, box
from algunokit.draw.svg import SvgPicture
from algunokit.i18n import t

if TYPE_CHECKING:
    from algunokit.alguno.game import Game

FELT = "#EEF3EA"


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
        drawing.add(classic_face(card, 2, 2, width))
    drawing.description = card.label(language)
    return to_svg(drawing)


def hand_svg(cards: Sequence[Card], language: str | None = None) -> str:
    """One player's cards as SVG text (what a notebook shows for a ``Hand``)."""
    from algunokit.draw.svg import to_svg

    return to_svg(hand_drawing(cards, language=language))


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
    summary = t("draw.hand.description", language, title=title or t("draw.hand", language),
                n=len(cards), cards=describe_hand(cards, language))
    drawing = Drawing(max(width, 160), height, description=summary, background=FELT)
    if title:
        drawing.add(Text(8, 18, title, 14, "#222222", bold=True))
    if not cards:
        drawing.add(Text(8, top + ch / 2, t("alguno.empty_hand", language), 13, "#666666"))
    for i, card in enumerate(cards):
        x = 6 + (i % per_row) * (card_width + gap)
        y = top + (i // per_row) * (ch + gap) - (8 if i in selected else 0)
        drawing.add(classic_face(card, x, y, card_width, four_colour=four_colour,
                                 selected=i in selected, dimmed=disabled))
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
                      background="#FFFFFF")
    if title:
        drawing.add(Text(8, 19, title, 15, "#222222", bold=True))
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
            drawing.add(classic_face(card, x, y, card_width))
            labels.append(card.label(language))
    drawing.description = t("draw.cards.description", language,
                            title=title or t("draw.cards.cards", language),
                            n=len(cards), cards="; ".join(labels))
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


def _seat_centre(seat: int, n: int, cx: float, cy: float, rx: float, ry: float
                 ) -> tuple[float, float]:
    angle = pi / 2 + seat * 2 * pi / n
    return cx + rx * cos(angle), cy + ry * sin(angle)


def table_drawing(game: Game, *, language: str | None = None, selected: Collection[int] = (),
                  viewer: int | None = None, four_colour: bool = False) -> Drawing:
    """Every player around the table with their cards, the author, who executes, the
    direction of execution, and the piles with their counts.

    Cards are regions keyed ``("card", seat, index)``; ``selected`` marks cards of
    ``viewer`` (the seat choosing).
    """
    n = game.n_players
    width, height = 960.0, 660.0
    cx, cy = width / 2, height / 2 - 6
    rx, ry = width / 2 - 150, height / 2 - 105
    mini = 26.0
    mini_h = card_height(mini)
    per_row = 8
    hands = game.table.hands
    executor = game.executor
    lines = []
    drawing = Drawing(width, height, background=FELT)
    drawing.add(Path(_ellipse(cx, cy, rx - 40, ry - 30), fill="#DCE8D3", stroke="#B5C9A6"))
    for seat in range(n):
        hand = hands[seat]
        x0, y0 = _seat_centre(seat, n, cx, cy, rx, ry)
        zone_w = per_row * (mini + 3) + 8
        rows = min(3, max(1, -(-len(hand) // per_row)))
        zone_h = 34 + rows * (mini_h + 3)
        zx, zy = x0 - zone_w / 2, y0 - zone_h / 2
        is_author = seat == game.author and not game.is_over
        is_exec = seat == executor
        won = seat in game.winners
        stroke = "#FF8C1A" if is_exec else ("#3A6EA5" if is_author else "#9AA89A")
        drawing.add(box(zx, zy, zone_w, zone_h, fill="#FFFFFF", stroke=stroke, r=8,
                        line_width=3 if (is_exec or is_author) else 1))
        marks = []
        if is_author:
            marks.append("★ " + t("draw.table.author", language))
        if is_exec:
            marks.append("▶ " + t("draw.table.executing", language))
        if won:
            marks.append("🏆 " + t("draw.table.winner", language))
        name = game.name(seat, language)
        drawing.add(Text(zx + 8, zy + 16, name, 13, "#222222", bold=True))
        drawing.add(Text(zx + zone_w - 8, zy + 16, t("draw.table.count", language,
                                                     n=len(hand)), 12, "#444444", "end"))
        if marks:
            drawing.add(Text(zx + 8, zy + 30, "  ".join(marks), 11, stroke, bold=True))
        drawing.region(("player", seat), zx, zy, zone_w, 30, name)
        shown = hand[: per_row * 3]
        for i, card in enumerate(shown):
            x = zx + 6 + (i % per_row) * (mini + 3)
            y = zy + 34 + (i // per_row) * (mini_h + 3)
            chosen = viewer == seat and i in selected
            drawing.add(classic_face(card, x, y - (4 if chosen else 0), mini,
                                     four_colour=four_colour, selected=chosen))
            drawing.region(("card", seat, i), x, y, mini, mini_h, card.label(language))
        if len(hand) > len(shown):
            drawing.add(Text(zx + zone_w - 8, zy + zone_h - 4, f"+{len(hand) - len(shown)}", 12,
                             "#444444", "end", bold=True))
        lines.append(t("draw.table.player_line", language, name=name, n=len(hand),
                       cards=describe_hand(hand, language)) + (" — " + ", ".join(marks)
                                                               if marks else ""))
    # Direction of execution: an arrow from the author towards the next executor.
    direction = game.rules.direction
    word = t("alguno.side.left" if direction is Side.LEFT else "alguno.side.right", language)
    if n > 1:
        step = 1 if direction is Side.LEFT else -1
        a1 = pi / 2 + 2 * pi / n * (game.author + 0.25 * step)
        a2 = pi / 2 + 2 * pi / n * (game.author + 0.75 * step)
        drawing.add(Path(arrow_ops(cx + rx * 0.62 * cos(a1), cy + ry * 0.62 * sin(a1),
                                   cx + rx * 0.62 * cos(a2), cy + ry * 0.62 * sin(a2), 10),
                         stroke="#3A6EA5", line_width=3))
    # Piles on a first row, this turn's cards on a second row, in the centre.
    pw = 50.0
    py = cy - 112
    px = cx - pw - 8
    draw_n, discard = len(game.table.draw_pile), game.table.discard_pile
    drawing.add(card_back(px, py, pw))
    drawing.add(Text(px + pw / 2, py + card_height(pw) + 13,
                     t("draw.table.draw_pile", language, n=draw_n), 11, "#333333", "middle"))
    drawing.region(("draw",), px, py, pw, card_height(pw), t("draw.table.draw_pile", language,
                                                             n=draw_n))
    dx = cx + 8
    if discard:
        drawing.add(classic_face(discard[-1], dx, py, pw, four_colour=four_colour))
    else:
        drawing.add(box(dx, py, pw, card_height(pw), stroke="#9AA89A", r=5, dash=(4, 3)))
    drawing.add(Text(dx + pw / 2, py + card_height(pw) + 13,
                     t("draw.table.discard_pile", language, n=len(discard)), 11, "#333333",
                     "middle"))
    drawing.region(("discard",), dx, py, pw, card_height(pw),
                   t("draw.table.discard_pile", language, n=len(discard)))
    if game.condition_card is not None:
        cw = 62.0
        card = game.condition_card
        chosen = game.build.half if game.build else None
        count = 1 + len(game.action_hand)
        tx = cx - (count * (cw + 6) - 6) / 2
        ty = cy + 2
        drawing.add(condition_face([h.label(language) for h in card.halves], card.level, tx,
                                   ty, cw, chosen=chosen, language=language))
        for i, action_card in enumerate(game.action_hand):
            slot = None
            if game.build is not None and game.build.then is not None:
                slot = {game.build.then: "then", game.build.otherwise: "else"}.get(i)
            drawing.add(action_face([a.label(language) for a in action_card.actions],
                                    action_card.level, tx + (i + 1) * (cw + 6), ty, cw,
                                    language=language, slot=slot))
    drawing.add(Text(cx, cy + 110, t("draw.table.direction", language, side=word) +
                     (" ↻" if direction is Side.LEFT else " ↺"), 12, "#3A6EA5", "middle",
                     bold=True))
    drawing.add(Text(cx, cy - 122, t("draw.table.turn", language, turn=game.turn), 13,
                     "#333333", "middle", bold=True))
    summary = [t("draw.table.description", language, turn=game.turn, n=n,
                 author=game.name(game.author, language), side=word, draw=draw_n,
                 discard=len(discard))]
    if game.alternative is not None:
        summary.append(game.alternative.label(language))
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
    drawing = Drawing(width, height, background="#FFFFFF")
    drawing.add(Text(8, 20, t("alguno.if", language), 14, CONDITION["ink"], bold=True))
    drawing.add(condition_face([alt.condition.label(language)], 0, 8, 28, cw, chosen=0,
                               language=language))
    x = 8 + cw + gap
    for branch, steps, word in ((True, alt.then, "alguno.then"),
                                (False, alt.otherwise, "alguno.else")):
        dim = taken is not None and taken != branch
        ink = "#999999" if dim else ACTION["stroke"]
        drawing.add(Text(x, 20, t(word, language) + (" ✔" if taken is branch else ""), 14,
                         ink, bold=True))
        column_w = max(1, len(steps)) * (cw + gap) - gap
        if taken is branch:
            drawing.add(box(x - 5, 25, column_w + 10, ch + 8, stroke="#FF8C1A", r=8,
                            line_width=3))
        if not steps:
            drawing.add(box(x, 28, cw, ch, stroke="#BBBBBB", r=6, dash=(4, 3)))
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
    drawing = Drawing(max(width, cw + 120), 10, background="#FFFFFF")
    y = 18.0
    drawing.add(Text(6, y, t("alguno.if", language), 14, CONDITION["ink"], bold=True))
    if verdict:
        colour = "#1E6B34" if taken else "#9B1C1C"
        drawing.add(Text(cw + 16, y + 30, verdict, 13, colour, bold=True))
    drawing.add(condition_face([alt.condition.label(language)], 0, 6, y + 6, cw, chosen=0,
                               language=language))
    y += ch + 30
    for branch, steps, word in ((True, alt.then, "alguno.then"),
                                (False, alt.otherwise, "alguno.else")):
        dim = taken is not None and taken != branch
        drawing.add(Text(6, y, t(word, language) + (" ✔" if taken is branch else ""), 14,
                         "#999999" if dim else ACTION["stroke"], bold=True))
        row_w = max(1, len(steps)) * (cw + gap) - gap
        if taken is branch:
            drawing.add(box(2, y + 3, row_w + 8, ch + 8, stroke="#FF8C1A", r=8, line_width=3))
        x = 6.0
        if not steps:
            drawing.add(box(x, y + 7, cw, ch, stroke="#BBBBBB", r=6, dash=(4, 3)))
            drawing.add(Text(x + cw / 2, y + 7 + ch / 2, t("draw.alt.nothing", language), 12,
                             "#888888", "middle"))
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
