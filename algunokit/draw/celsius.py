"""Layouts of Celsius: the cards, a chain with its running values, a position, the table.

Pure functions from plain data (a cold value, hot values, operator cards, the
chain being built) or from one player's :class:`~algunokit.celsius.View`
to a :class:`~algunokit.draw.model.Drawing`; no rules are decided here, no
Jupyter is imported. The running value under each card of a chain is worked
out by the engine's own arithmetic (:func:`algunokit.celsius.arith.apply`).

Operator cards keep the colour of the round printed on them: pink for the
increasing ones (``+ × ²``), blue for the decreasing ones (``− ÷``), green for
``±1``. Clickable regions:

* ``("operator", index)``: a card of the player's operator hand;
* ``("chain", position)``: a card already laid in the chain;
* ``("hot", value)``: one of the player's hot cards;
* ``("cold",)``: the cold card.

>>> from algunokit.celsius import Step, parse_operator as op
>>> drawing = position_drawing(10, [22, 40], [op("+1"), op("x2"), op("x4")],
...                            chain=[(0, Step(op("+1"))), (1, Step(op("x2")))], language="en")
>>> running_values(10, [Step(op("+1")), Step(op("x2"))])
[11, 22]
>>> [r.key for r in drawing.regions if r.key[0] == "operator"]
[('operator', 0), ('operator', 1), ('operator', 2)]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from algunokit.celsius.arith import Step, apply, format_chain, parse_operator
from algunokit.celsius.cards import Colour, OperatorCard, OpKind
from algunokit.celsius.explain import cards_text, round_result
from algunokit.celsius.moves import Pass, Play
from algunokit.celsius.rules import recipient, round_winner
from algunokit.celsius.view import View
from algunokit.draw import palette
from algunokit.draw.cards import card_height
from algunokit.draw.marks import WINNER, mark_row
from algunokit.draw.model import Drawing, Path, Shape, Text, arrow_ops, box, circle_ops
from algunokit.draw.svg import SvgPicture
from algunokit.draw.text import fit_size, text_width
from algunokit.i18n import t
from algunokit.protocol import player_name

#: Card colours: the round printed on operator cards, and its ink.
ROUNDS: dict[Colour, dict[str, str]] = {
    Colour.PINK: palette.CELSIUS_PINK,
    Colour.BLUE: palette.CELSIUS_BLUE,
    Colour.GREEN: palette.CELSIUS_GREEN,
}
COLD = palette.CELSIUS_COLD
HOT = palette.CELSIUS_HOT
REACHED, SELECTED, HINTED = palette.REACHED, palette.SELECTED, palette.HINTED
BACKGROUND = palette.CELSIUS_BACKGROUND
CARD_W, SMALL_W, GAP = 60.0, 34.0, 10.0
#: The table's smallest text: 11 CSS px and more at the play widget's scale 0.78.
TABLE_TEXT = 14.2


# ---------------------------------------------------------------------------
# Card faces


def operator_face(card: OperatorCard, x: float, y: float, w: float = CARD_W, *,
                  label: str | None = None, dimmed: bool = False, selected: bool = False,
                  hinted: bool = False, language: str | None = None,
                  min_text: float = 0.0) -> list[Shape]:
    """An operator card: a round of its colour with its label (``label`` overrides it,
    for example ``×7`` for a ``×?`` card played as 7).

    ``min_text`` is the smallest text allowed: a card too narrow for a round that size
    is filled with its colour and shows its label alone; the corner label is left out
    when it would be smaller (the round says the same)."""
    h = card_height(w)
    colours = ROUNDS[card.colour]
    opacity = 0.35 if dimmed else 1.0
    text = label if label is not None else card.label(language)
    if card.kind is OpKind.SQUARE:
        text = "x²"  # a lone superscript is too small to read on a card
    shapes: list[Shape] = []
    if hinted:
        shapes.append(box(x - 4, y - 4, w + 8, h + 8, stroke=HINTED, r=w * 0.12, line_width=2.5,
                          dash=(5, 3)))
    if min_text and w < 40:
        shapes.append(box(x, y, w, h, fill=colours["round"],
                          stroke=SELECTED if selected else colours["ink"], r=w * 0.1,
                          line_width=3 if selected else 1, opacity=opacity))
        bold = text_width(text, min_text, True) <= w * 0.94
        shapes.append(Text(x + w / 2, y + h / 2 + min_text * 0.36, text, min_text,
                           palette.WHITE, "middle", bold=bold, opacity=opacity))
        return shapes
    shapes.append(box(x, y, w, h, fill=colours["paper"],
                      stroke=SELECTED if selected else colours["round"], r=w * 0.1,
                      line_width=3 if selected else 1.5, opacity=opacity))
    radius = w * 0.36
    shapes.append(Path(circle_ops(x + w / 2, y + h / 2, radius), fill=colours["round"],
                       opacity=opacity))
    size = max(fit_size([text], radius * 1.6, w * 0.3, 5.0, bold=True), min_text)
    shapes.append(Text(x + w / 2, y + h / 2 + size * 0.36, text, size, palette.WHITE, "middle",
                       bold=True, opacity=opacity))
    if w >= 40 and w * 0.17 >= min_text:
        corner = w * 0.17
        shapes.append(Text(x + w * 0.1, y + corner * 1.15, text, corner, colours["ink"],
                           bold=True, opacity=opacity))
    return shapes


def _number_face(value: int, word: str, palette: dict[str, str], x: float, y: float, w: float,
                 *, stroke: str | None = None, line_width: float = 1.5, dimmed: bool = False,
                 min_text: float = 0.0) -> list[Shape]:
    h = card_height(w)
    opacity = 0.35 if dimmed else 1.0
    shapes: list[Shape] = [box(x, y, w, h, fill=palette["fill"], stroke=stroke or palette["stroke"],
                               r=w * 0.1, line_width=line_width, opacity=opacity)]
    size = fit_size([str(value)], w * 0.8, w * 0.42, max(6.0, min_text), bold=True)
    shapes.append(Text(x + w / 2, y + h / 2 + size * 0.36, str(value), size, palette["ink"],
                       "middle", bold=True, opacity=opacity))
    if w >= 40:
        small = fit_size([word], w * 0.84, max(w * 0.17, min_text), max(7.0, min_text))
        shapes.append(Text(x + w / 2, y + h - w * 0.1, word, small, palette["ink"], "middle",
                           opacity=opacity))
    return shapes


def cold_face(value: int, x: float, y: float, w: float = CARD_W, *,
              language: str | None = None, min_text: float = 0.0) -> list[Shape]:
    """The cold card: the starting value of the round."""
    return _number_face(value, t("celsius_table.cold_word", language), COLD, x, y, w,
                        min_text=min_text)


def hot_face(value: int, x: float, y: float, w: float = CARD_W, *, reached: bool = False,
             hinted: bool = False, dimmed: bool = False, language: str | None = None,
             min_text: float = 0.0) -> list[Shape]:
    """A hot card; ``reached`` (the chain makes this value) outlines it in green."""
    shapes: list[Shape] = []
    if hinted:
        shapes.append(box(x - 4, y - 4, w + 8, card_height(w) + 8, stroke=HINTED, r=w * 0.12,
                          line_width=2.5, dash=(5, 3)))
    shapes += _number_face(value, t("celsius_table.hot_word", language), HOT, x, y, w,
                           stroke=REACHED if reached else None,
                           line_width=3.5 if reached else 1.5, dimmed=dimmed,
                           min_text=min_text)
    return shapes


# ---------------------------------------------------------------------------
# Chains


def running_values(cold: int, steps: Sequence[Step]) -> list[int | None]:
    """The value after each step, left to right; ``None`` from an inexact division on."""
    values: list[int | None] = []
    value: int | None = cold
    for step in steps:
        value = None if value is None else apply(value, step.card.kind, step.amount)
        values.append(value)
    return values


def chain_text(cold: int, steps: Sequence[Step], language: str | None = None) -> str:
    """'10 + 1 = 11 ; 11 × 2 = 22': each card with the value it makes (the engine's
    :func:`~algunokit.celsius.arith.format_chain`, so every view writes chains alike)."""
    return format_chain(cold, steps, language)


def _chain_row(drawing: Drawing, cold: int, steps: Sequence[Step], x: float, y: float,
               w: float, language: str | None, text: float = 13.0) -> list[int | None]:
    """The cold card, then each laid card with the running value under it (``text`` px;
    the table passes :data:`TABLE_TEXT`, which is also the faces' smallest text)."""
    h = card_height(w)
    least = text if text > 13.0 else 0.0
    drawing.add(cold_face(cold, x, y, w, language=language, min_text=least))
    drawing.region(("cold",), x, y, w, h, t("celsius.card.cold", language, value=cold))
    drawing.add(Text(x + w / 2, y + h + 16, str(cold), text, COLD["ink"], "middle", bold=True))
    values = running_values(cold, steps)
    for position, (step, value) in enumerate(zip(steps, values, strict=True)):
        left = x + (position + 1) * (w + GAP * 2.2)
        drawing.add(Path(arrow_ops(left - GAP * 1.9, y + h / 2, left - GAP * 0.4, y + h / 2, 5),
                         stroke=palette.INK_FAINT, line_width=1.5))
        label = step.label(language)
        drawing.add(operator_face(step.card, left, y, w, label=label, language=language,
                                  min_text=least))
        shown = "= ?" if value is None else f"= {value}"
        drawing.add(Text(left + w / 2, y + h + 16, shown, text, palette.INK, "middle", bold=True))
        drawing.region(("chain", position), left, y, w, h, label)
    return values


def chain_drawing(cold: int, steps: Sequence[Step], *, language: str | None = None,
                  card_width: float = CARD_W) -> Drawing:
    """A chain on its own: the cold card, each card, and the value after each card."""
    w = card_width
    width = 16 + (len(steps) + 1) * (w + GAP * 2.2)
    drawing = Drawing(max(width, 120), card_height(w) + 40, background=BACKGROUND)
    _chain_row(drawing, cold, steps, 8, 8, w, language)
    drawing.description = (chain_text(cold, steps, language) if steps
                           else t("celsius.card.cold", language, value=cold))
    return drawing


# ---------------------------------------------------------------------------
# A position: one player's cold card, hot cards, operator hand and chain


def _ops_text(cards: Sequence[OperatorCard], language: str | None) -> str:
    return " ".join(c.label(language) for c in cards) or "—"


def _hot_text(values: Sequence[int]) -> str:
    return ", ".join(str(v) for v in sorted(values)) or "—"


def _position_block(drawing: Drawing, x0: float, y0: float, cold: int,
                    hot_values: Sequence[int], operators: Sequence[OperatorCard],
                    chain: Sequence[tuple[int, Step]], pending: int | None,
                    hint: Collection[int], hint_target: int | None, disabled: bool,
                    language: str | None, text: float = 13.0) -> float:
    """Chain, hot cards and operator hand from (x0, y0); returns the height used.

    ``text`` is the labels' size (the table passes :data:`TABLE_TEXT`, which then is
    also the faces' smallest text)."""
    least = text if text > 13.0 else 0.0
    w, h = CARD_W, card_height(CARD_W)
    lang = language
    steps = [step for _, step in chain]
    used = {index for index, _ in chain}
    y = y0
    drawing.add(Text(x0, y + 14, t("celsius_table.chain", lang), text, palette.INK_MID, bold=True))
    y += 22
    values = _chain_row(drawing, cold, steps, x0, y, w, lang, text)
    end_x = x0 + (len(steps) + 1) * (w + GAP * 2.2)
    value = values[-1] if values else None
    if not steps:
        drawing.add(box(end_x, y, w, h, stroke=palette.LINE_FAINT, r=6, dash=(4, 3)))
        drawing.add(Text(end_x + w + GAP, y + h / 2 + 5, t("celsius_table.chain_empty", lang),
                         text, palette.INK_GREY))
    elif value is not None:
        key = "celsius_table.reached" if value in hot_values else "celsius_table.not_hot"
        ink = REACHED if value in hot_values else palette.WRONG
        drawing.add(Text(end_x, y + h / 2 + 5, t(key, lang, value=value), max(14, text), ink,
                         bold=True))
    y += h + 30
    drawing.add(Text(x0, y + 14, t("celsius_table.your_hot", lang), text, HOT["ink"], bold=True))
    y += 22
    for i, hot in enumerate(sorted(hot_values)):
        x = x0 + i * (w + GAP)
        drawing.add(hot_face(hot, x, y, w, reached=bool(steps) and hot == value,
                             hinted=hot == hint_target, language=lang, min_text=least))
        drawing.region(("hot", hot), x, y, w, h, t("celsius.card.hot", lang, value=hot))
    if not hot_values:
        drawing.add(Text(x0, y + h / 2, "—", max(14, text), palette.INK_GREY))
    y += h + 14
    drawing.add(Text(x0, y + 14, t("celsius_table.your_ops", lang), text, palette.INK_MID,
                     bold=True))
    y += 26
    for i, card in enumerate(operators):
        x = x0 + i * (w + GAP)
        lift = 8 if i == pending else 0
        drawing.add(operator_face(card, x, y - lift, w, dimmed=i in used or disabled,
                                  selected=i == pending, hinted=i in hint, language=lang,
                                  min_text=least))
        drawing.region(("operator", i), x, y - lift, w, h, card.label(lang))
    if not operators:
        drawing.add(Text(x0, y + h / 2, "—", max(14, text), palette.INK_GREY))
    return y + h + 10 - y0


def _position_description(cold: int, hot_values: Sequence[int],
                          operators: Sequence[OperatorCard],
                          chain: Sequence[tuple[int, Step]], language: str | None) -> str:
    steps = [step for _, step in chain]
    text = t("celsius_table.desc.position", language, cold=cold, hot=_hot_text(hot_values),
             ops=_ops_text(operators, language))
    if steps:
        text += " " + t("celsius_table.desc.chain", language,
                        chain=chain_text(cold, steps, language))
        value = running_values(cold, steps)[-1]
        if value is not None:
            key = ("celsius_table.desc.reached" if value in hot_values
                   else "celsius_table.desc.not_hot")
            text += " " + t(key, language, value=value)
    else:
        text += " " + t("celsius_table.desc.no_chain", language)
    return text


def _block_width(n_operators: int, n_hot: int, n_steps: int) -> float:
    cards = max(n_operators, n_hot, 6)
    return max(16 + cards * (CARD_W + GAP), 16 + (n_steps + 1) * (CARD_W + GAP * 2.2) + 300, 640)


def position_drawing(cold: int, hot_values: Sequence[int], operators: Sequence[OperatorCard],
                     *, chain: Sequence[tuple[int, Step]] = (), pending: int | None = None,
                     hint: Collection[int] = (), hint_target: int | None = None,
                     title: str = "", disabled: bool = False,
                     language: str | None = None) -> Drawing:
    """One player's position: the chain from the cold card, hot cards, operator hand.

    ``chain`` holds ``(index in operators, step)`` pairs; used cards are dimmed in
    the hand. ``pending`` is a card waiting for its choice (raised, outlined in
    blue); ``hint`` cards and the ``hint_target`` hot card get a dashed gold outline.
    """
    top = 26.0 if title else 8.0
    width = _block_width(len(operators), len(hot_values), len(chain))
    drawing = Drawing(width, 10, background=BACKGROUND)
    if title:
        drawing.add(Text(8, 18, title, 15, palette.INK, bold=True))
    height = _position_block(drawing, 8, top, cold, hot_values, operators, chain, pending, hint,
                             hint_target, disabled, language)
    drawing.height = top + height
    drawing.description = ((title + ". ") if title else "") + _position_description(
        cold, hot_values, operators, chain, language)
    return drawing


# ---------------------------------------------------------------------------
# The table, seen by one player


def _status(view: View, seat: int, language: str | None) -> str:
    if view.finished[seat] is not None:
        return t("celsius_table.status.finished", language, round=view.finished[seat])
    if view.decided[seat]:
        return t("celsius_table.status.answered", language)
    return t("celsius_table.status.thinking", language)


def _last_round(view: View, seat: int, language: str | None) -> str:
    move = view.last_round[seat]
    if isinstance(move, Play):
        return t("celsius_table.last.play", language,
                 chain=" ".join(step.label(language) for step in move.steps))
    if isinstance(move, Pass):
        return t("celsius_table.last.pass", language)
    return ""


def table_drawing(view: View, *, chain: Sequence[tuple[int, Step]] = (),
                  pending: int | None = None, hint: Collection[int] = (),
                  hint_target: int | None = None, names: Sequence[str] | None = None,
                  disabled: bool = False, language: str | None = None) -> Drawing:
    """The whole table as ``view.player`` sees it: the others' cards (operator hands
    are face up in Celsius) and whether they have answered, then the viewer's own
    position with the chain being built (see :func:`position_drawing`)."""
    lang = language
    n = len(view.hot)

    def name(seat: int) -> str:
        return player_name(seat, names, lang)

    me = view.player
    width = max(_block_width(len(view.operators[me]), len(view.hot[me]), len(chain)), 860)
    drawing = Drawing(width, 10, background=BACKGROUND)
    cold_pile, hot_pile, op_pile = view.piles
    drawing.add(Text(8, 20, t("celsius_table.round", lang, round=view.round, cold=view.cold),
                     16, palette.INK, bold=True))
    drawing.add(Text(width - 8, 20, t("celsius_table.piles", lang, cold=cold_pile, hot=hot_pile,
                                      ops=op_pile), TABLE_TEXT, palette.INK_GREY, "end"))
    y = 32.0
    sh = card_height(SMALL_W)
    lines = [t("celsius_table.desc.round", lang, round=view.round, cold=view.cold)]
    for seat in range(n):
        if seat == me:
            continue
        status = _status(view, seat, lang)
        drawing.add(box(6, y, width - 12, sh + 28, fill=palette.WHITE, stroke=palette.PANEL_EDGE,
                        r=6))
        drawing.add(Text(14, y + 16, name(seat), TABLE_TEXT, palette.INK, bold=True))
        drawing.add(Text(14 + text_width(name(seat), TABLE_TEXT, True) + 12, y + 16, status,
                         TABLE_TEXT, palette.INFO if view.decided[seat] else palette.INK_FAINT))
        last = _last_round(view, seat, lang)
        if last:
            drawing.add(Text(width - 14, y + 16, last, TABLE_TEXT, palette.INK_GREY, "end"))
        x = 14.0
        for value in view.hot[seat]:
            drawing.add(hot_face(value, x, y + 22, SMALL_W, language=lang, min_text=TABLE_TEXT))
            x += SMALL_W + 3
        x += 14
        for card in view.operators[seat]:
            drawing.add(operator_face(card, x, y + 22, SMALL_W, language=lang,
                                      min_text=TABLE_TEXT))
            x += SMALL_W + 3
        drawing.region(("player", seat), 6, y, width - 12, sh + 28, name(seat))
        lines.append(t("celsius_table.desc.player", lang, player=name(seat),
                       hot=_hot_text(view.hot[seat]),
                       ops=_ops_text(view.operators[seat], lang), status=status)
                     + (f" ({last})" if last else ""))
        y += sh + 34
    drawing.add(Text(8, y + 16, name(me), TABLE_TEXT, palette.INK, bold=True))
    drawing.add(Text(8 + text_width(name(me), TABLE_TEXT, True) + 12, y + 16,
                     _status(view, me, lang), TABLE_TEXT, palette.INK_GREY))
    y += 22
    height = _position_block(drawing, 8, y, view.cold, view.hot[me], view.operators[me], chain,
                             pending, hint, hint_target, disabled, lang, TABLE_TEXT)
    drawing.height = y + height
    lines.append(t("celsius_table.desc.me", lang, player=name(me), text=_position_description(
        view.cold, view.hot[me], view.operators[me], chain, lang)))
    drawing.description = " ".join(lines)
    return drawing


# ---------------------------------------------------------------------------
# One round, for the lesson: every player's chain, the winner, where the card goes


def round_drawing(cold: int, rows: Sequence[tuple[str, Sequence[int], Sequence[Step] | None]],
                  *, language: str | None = None) -> Drawing:
    """A whole round as the rule teaches it, with the game's own cards.

    ``rows`` give each seat's name, hot cards (before the round) and chain (``None``:
    the seat could not play and passes). The winner's row is outlined in green, the
    row that receives the winning hot card says so, and the description is the
    one-sentence result of :func:`algunokit.celsius.explain.round_result`.
    """
    lang = language
    w, h = 44.0, card_height(44.0)
    longest = max((len(steps) for _, _, steps in rows if steps), default=0)
    width = max(760.0, 150 + (longest + 1) * (w + GAP * 2.2) + 330)
    row_h = h + 38
    drawing = Drawing(width, 34 + len(rows) * (row_h + 8) + 6, background=BACKGROUND)
    drawing.add(Text(8, 22, t("celsius_table.round_title", lang, cold=cold), 15, palette.INK,
                     bold=True))
    plays = {seat: (len(steps), running_values(cold, steps)[-1])
             for seat, (_, _, steps) in enumerate(rows) if steps}
    passed = [seat for seat, (_, _, steps) in enumerate(rows) if not steps]
    hot_before = {seat: len(hot) for seat, (_, hot, _) in enumerate(rows)}
    winner = round_winner(plays) if plays else None
    taker = None
    if winner is not None:
        counts = {seat: hot_before[seat] - (1 if seat in plays else 0) for seat in hot_before}
        taker = recipient(winner=winner, plays=plays, passed=passed, hot_counts=counts)
    y = 34.0
    for seat, (name, hot, steps) in enumerate(rows):
        won = seat == winner
        drawing.add(box(4, y, width - 8, row_h, fill=palette.WHITE,
                        stroke=REACHED if won else palette.PANEL_EDGE, r=6,
                        line_width=3 if won else 1))
        drawing.add(Text(12, y + 18, name, 13, palette.INK, bold=True))
        drawing.add(Text(12, y + 36, t("celsius_table.round_hot", lang,
                                       hot=_hot_text(hot)), 11, HOT["ink"]))
        x = 140.0
        if steps:
            _chain_row(drawing, cold, steps, x, y + 6, w, lang)
            end = x + (len(steps) + 1) * (w + GAP * 2.2)
            value = plays[seat][1]
            tag = t("celsius_table.round_played", lang, cards=cards_text(len(steps), lang),
                    value=value)
        else:
            drawing.add(cold_face(cold, x, y + 6, w, language=lang))
            end = x + w + GAP * 2
            tag = t("celsius_table.round_passed", lang)
        drawing.add(Text(end, y + 22, tag, 12, palette.INK_MID, bold=True))
        why = _tie_reason(seat, winner, taker, plays, passed, hot_before)
        if won:
            drawing.add(mark_row(end, y + 42, [(WINNER, t("celsius_table.round_winner", lang))],
                                 12, REACHED))
        elif seat == taker:
            drawing.add(Text(end, y + 42, t("celsius_table.round_receives", lang,
                                            value=plays[winner][1]), 12, palette.WRONG, bold=True))
        if why is not None:  # a tie decided it: the rule that broke it, in words
            drawing.add(Text(end, y + 60, t(_WHY_KEYS[why], lang), 11, palette.INK_MID))
        elif seat in plays and not won and seat != taker:  # their line already says more
            drawing.add(Text(end, y + 42, t("celsius_table.round_discards", lang,
                                            value=plays[seat][1]), 12, palette.INK_GREY))
        y += row_h + 8
    names = [name for name, _, _ in rows]
    drawing.description = round_result(plays, passed, hot_before, None, names, lang)
    return drawing


#: the tie-breaks of a round, in the rule sheet's words (keys written in full)
_WHY_KEYS = {"higher": "celsius_table.round_why.higher",
             "fewest_hot": "celsius_table.round_why.fewest_hot",
             "smaller": "celsius_table.round_why.smaller"}


def _tie_reason(seat: int, winner: int | None, taker: int | None,
                plays: dict[int, tuple[int, int]], passed: Sequence[int],
                hot_before: dict[int, int]) -> str | None:
    """The tie-break (a key of :data:`_WHY_KEYS`) that made ``seat`` the winner or the one
    who receives the winning card (None when no tie was broken for it): the rule sheet's order,
    as :func:`algunokit.celsius.rules.round_winner` and ``recipient`` apply it."""
    if winner is None:
        return None
    if seat == winner:
        fewest = plays[winner][0]
        tied = [s for s in plays if plays[s][0] == fewest]
        return "higher" if len(tied) > 1 else None
    if seat != taker:
        return None
    counts = {s: hot_before[s] - (1 if s in plays else 0) for s in hot_before}
    if seat in passed:
        return "fewest_hot" if len(passed) > 1 else None
    most = plays[seat][0]
    tied = [s for s in plays if s != winner and plays[s][0] == most]
    if len(tied) == 1:
        return None
    fewest_hot = [s for s in tied if counts[s] == counts[seat]]
    return "fewest_hot" if len(fewest_hot) == 1 else "smaller"


def round_picture(cold: int, rows: Sequence[tuple[str, Sequence[int], Sequence[Any] | None]],
                  language: str | None = None) -> SvgPicture:
    """:func:`round_drawing` as a picture a notebook shows; a chain may be given as
    operator texts (``["+1", "x2"]``) or :class:`Step` objects."""
    def steps_of(chain: Sequence[Any] | None) -> list[Step] | None:
        if chain is None:
            return None
        return [item if isinstance(item, Step) else Step(parse_operator(item))
                for item in chain]
    return SvgPicture.of(round_drawing(cold, [(name, hot, steps_of(chain))
                                              for name, hot, chain in rows], language=language))


def chain_picture(cold: int, chain: Sequence[Any], language: str | None = None) -> SvgPicture:
    """:func:`chain_drawing` as a picture; the chain as operator texts or steps."""
    steps = [item if isinstance(item, Step) else Step(parse_operator(item)) for item in chain]
    return SvgPicture.of(chain_drawing(cold, steps, language=language))


__all__ = [
    "chain_drawing",
    "chain_picture",
    "chain_text",
    "cold_face",
    "hot_face",
    "operator_face",
    "position_drawing",
    "round_drawing",
    "round_picture",
    "running_values",
    "table_drawing",
]
