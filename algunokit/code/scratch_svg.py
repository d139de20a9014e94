"""Draw Scratch 3 blocks as SVG: layout as plain shapes, then :func:`svg.render`.

Sizes follow Scratch 3 (scratch-blocks' 4 px grid): stack blocks at least
48 px high, number inputs 32 px, reporters 40 px, a C-block arm 16 px wide,
text 12 pt (16 px); the picture is shown at 75 % like the Scratch editor's
default zoom. Colours are Scratch 3's: control #FFAB19 / #CF8B17, operators
#59C059 / #389438, My Blocks #FF6680 / #FF3355, sensing #5CB1D6 / #2E8EB8.

With a trace: blocks that ran get Scratch's yellow glow, the branch not taken
is faded, and every simple test carries a ✔ vrai / ✘ faux badge (the whole
condition's value sits after "alors").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from algunokit.alguno.lang import Alternative
from algunokit.alguno.trace import Trace
from algunokit.code.blocks import ActionBlock, Boolean, IfBlock, Reporter, program_blocks
from algunokit.code.ran import Ran, ran
from algunokit.code.svg import Picture, Shape, label, path, render, rounded_rect, text_width
from algunokit.i18n import t

SCALE = 0.75
FONT = 16.0
BADGE_FONT = 13.0
CONTROL = ("#FFAB19", "#CF8B17")
OPERATORS = ("#59C059", "#389438")
MY_BLOCKS = ("#FF6680", "#FF3355")
SENSING = ("#5CB1D6", "#2E8EB8")
WHITE = "#FFFFFF"
INPUT_TEXT = "#575E75"
GLOW = "#FFF200"
TRUE_FILL = "#1E7B34"
FALSE_FILL = "#B3261E"
FADED = 0.35

CORNER = 4.0
STACK_MIN_H = 48.0
STACK_MIN_W = 96.0
PAD = 12.0
GAP = 8.0
ARM = 16.0
EMPTY_MOUTH = 24.0
ELSE_ROW = 40.0
BOTTOM_ARM = 24.0
SLOT_H = 32.0
SLOT_MIN_W = 40.0
REPORTER_H = 40.0
BADGE_H = 24.0
MARGIN = 8.0
NOTCH_AT = 12.0
# The notch, left to right, as (dx, dy) from its start: a soft trapezoid 8 px deep.
NOTCH = ((0, 0), (4, 1), (6, 3), (10, 7), (13, 8), (25, 8), (28, 7), (32, 3), (34, 1), (38, 0))
NOTCH_W = 38.0


def _f(v: float) -> str:
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _notch(x: float, y: float, leftwards: bool = False) -> str:
    points = reversed(NOTCH) if leftwards else NOTCH
    return " ".join(f"L {_f(x + dx)} {_f(y + dy)}" for dx, dy in points)


# ---------------------------------------------------------------------------
# Inline pieces (inside a block's row), each sized then drawn around a centre line


@dataclass
class _Inline:
    width: float = 0.0
    height: float = 0.0

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        raise NotImplementedError


@dataclass
class _Word(_Inline):
    text: str = ""
    colour: str = WHITE

    def __post_init__(self) -> None:
        self.width, self.height = text_width(self.text, FONT), 24.0

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        out.append(label(x, cy + FONT * 0.35, self.text, self.colour, FONT, opacity=opacity))


@dataclass
class _Slot(_Inline):
    """A white round number input."""

    text: str = ""
    stroke: str = "#000000"

    def __post_init__(self) -> None:
        self.width = max(SLOT_MIN_W, text_width(self.text, FONT) + 2 * PAD)
        self.height = SLOT_H

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        h = self.height
        out.append(path(rounded_rect(x, cy - h / 2, self.width, h, h / 2), WHITE, self.stroke,
                        1.0, opacity))
        out.append(label(x + self.width / 2, cy + FONT * 0.35, self.text, INPUT_TEXT, FONT,
                         anchor="middle", opacity=opacity))


@dataclass
class _Badge(_Inline):
    """✔ vrai / ✘ faux: the value of a test in a trace (colour and words)."""

    value: bool = True
    text: str = ""

    def __post_init__(self) -> None:
        self.width = text_width(self.text, BADGE_FONT, bold=True) + 16
        self.height = BADGE_H

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        fill = TRUE_FILL if self.value else FALSE_FILL
        out.append(path(rounded_rect(x, cy - BADGE_H / 2, self.width, BADGE_H, BADGE_H / 2),
                        fill, WHITE, 1.5, opacity))
        out.append(label(x + self.width / 2, cy + BADGE_FONT * 0.35, self.text, WHITE,
                         BADGE_FONT, bold=True, anchor="middle", opacity=opacity))


@dataclass
class _Row(_Inline):
    """Pieces side by side inside a round or hexagonal block (or a block's header)."""

    items: list[_Inline] = field(default_factory=list)
    shape: str = "round"  # "round" | "hex" | "none"
    colours: tuple[str, str] = SENSING
    min_height: float = REPORTER_H

    def __post_init__(self) -> None:
        inner_h = max((i.height for i in self.items), default=0.0)
        self.height = max(self.min_height, inner_h + 8) if self.shape != "none" else inner_h
        content = sum(i.width for i in self.items) + GAP * max(0, len(self.items) - 1)
        self.width = content + 2 * self._inset()

    def _inset(self) -> float:
        if self.shape == "hex":
            return self.height / 4 + 4
        return PAD if self.shape == "round" else 0.0

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        h, w = self.height, self.width
        fill, stroke = self.colours
        if self.shape == "round":
            out.append(path(rounded_rect(x, cy - h / 2, w, h, h / 2), fill, stroke, 1.0, opacity))
        elif self.shape == "hex":
            d = (f"M {_f(x)} {_f(cy)} L {_f(x + h / 2)} {_f(cy - h / 2)} "
                 f"H {_f(x + w - h / 2)} L {_f(x + w)} {_f(cy)} "
                 f"L {_f(x + w - h / 2)} {_f(cy + h / 2)} H {_f(x + h / 2)} Z")
            out.append(path(d, fill, stroke, 1.0, opacity))
        cursor = x + self._inset()
        for item in self.items:
            item.draw(cursor, cy, out, opacity)
            cursor += item.width + GAP


def _reporter(rep: Reporter, parent_stroke: str) -> _Inline:
    if rep.kind == "mod":
        assert rep.inner is not None
        items = [_reporter(rep.inner, OPERATORS[1]), _Word(text=rep.text),
                 _Slot(text=str(rep.number), stroke=OPERATORS[1])]
        return _Row(items=items, shape="round", colours=OPERATORS)
    return _Row(items=[_Word(text=rep.text)], shape="round", colours=SENSING)


def _boolean(block: Boolean, language: str | None) -> _Inline:
    items: list[_Inline]
    if block.op in ("and", "or"):
        left, right = block.parts
        items = [_boolean(left, language), _Word(text=block.word), _boolean(right, language)]
    elif block.op == "not":
        items = [_Word(text=block.word), _boolean(block.parts[0], language)]
    else:
        assert block.left is not None
        items = [_reporter(block.left, OPERATORS[1]), _Word(text=block.word),
                 _Slot(text=str(block.right), stroke=OPERATORS[1])]
    hexagon = _Row(items=items, shape="hex", colours=OPERATORS)
    if block.value is None:
        return hexagon
    return _Row(items=[hexagon, _badge(block.value, language)], shape="none")


def _badge(value: bool, language: str | None) -> _Badge:
    return _Badge(value=value, text=t("code.show.true" if value else "code.show.false", language))


# ---------------------------------------------------------------------------
# Stack blocks


class _Layout:
    def __init__(self, language: str | None, run: Ran | None) -> None:
        self.language = language
        self.run = run
        self.shapes: list[Shape] = []
        self.right = 0.0

    def stack(self, blocks: tuple[ActionBlock | IfBlock, ...], x: float, y: float,
              opacity: float) -> float:
        """Draw blocks one under the other from (x, y); return the total height."""
        top = y
        for block in blocks:
            if isinstance(block, IfBlock):
                y += self.if_block(block, x, y, opacity)
            else:
                y += self.action(block, x, y, opacity)
        return y - top

    def _glow(self, d: str, ran: bool) -> None:
        if ran:
            self.shapes.append(path(d, "none", GLOW, 7.0))

    def action(self, block: ActionBlock, x: float, y: float, opacity: float) -> float:
        items: list[_Inline] = [_Word(text=block.before)]
        if block.number is not None:
            items.append(_Slot(text=str(block.number), stroke=MY_BLOCKS[1]))
        if block.after:
            items.append(_Word(text=block.after))
        row = _Row(items=items, shape="none")
        h = max(STACK_MIN_H, row.height + 16)
        w = max(STACK_MIN_W, row.width + 2 * PAD)
        d = _stack_path(x, y, w, h)
        self._glow(d, self.run is not None and block.path in self.run.actions)
        self.shapes.append(path(d, MY_BLOCKS[0], MY_BLOCKS[1], 1.0, opacity))
        row.draw(x + PAD, y + h / 2, self.shapes, opacity)
        self.right = max(self.right, x + w)
        return h

    def if_block(self, block: IfBlock, x: float, y: float, opacity: float) -> float:
        word_if, word_then, word_else, _ = block.words
        header: list[_Inline] = [_Word(text=word_if), _boolean(block.condition, self.language),
                                 _Word(text=word_then)]
        if block.value is not None and block.condition.value is None:
            header.append(_badge(block.value, self.language))
        row = _Row(items=header, shape="none")
        else_word = _Word(text=word_else)
        hh = max(STACK_MIN_H, row.height + 16)
        w = max(STACK_MIN_W + ARM, row.width + 2 * PAD, else_word.width + 2 * PAD)
        # Draw the contents first into a scratch list to learn the mouths' heights.
        outer, self.shapes = self.shapes, []
        taken = block.value
        inner_x = x + ARM
        then_fade = opacity * (FADED if taken is False else 1.0)
        else_fade = opacity * (FADED if taken is True else 1.0)
        m1 = max(EMPTY_MOUTH, self.stack(block.then, inner_x, y + hh, then_fade))
        m2 = 0.0
        if block.otherwise is not None:
            m2 = max(EMPTY_MOUTH, self.stack(block.otherwise, inner_x, y + hh + m1 + ELSE_ROW,
                                             else_fade))
        contents, self.shapes = self.shapes, outer
        d = _c_path(x, y, w, hh, m1, m2 if block.otherwise is not None else None)
        self._glow(d, self.run is not None and self.run.reached(block.path))
        self.shapes.append(path(d, CONTROL[0], CONTROL[1], 1.0, opacity))
        row.draw(x + PAD, y + hh / 2, self.shapes, opacity)
        if block.otherwise is not None:
            else_word.draw(x + PAD, y + hh + m1 + ELSE_ROW / 2, self.shapes, opacity)
        self.shapes.extend(contents)
        self.right = max(self.right, x + w)
        total = hh + m1 + BOTTOM_ARM
        return total + (ELSE_ROW + m2 if block.otherwise is not None else 0.0)


def _stack_path(x: float, y: float, w: float, h: float) -> str:
    r, b = CORNER, y + h
    return (f"M {_f(x)} {_f(y + r)} Q {_f(x)} {_f(y)} {_f(x + r)} {_f(y)} "
            f"L {_f(x + NOTCH_AT)} {_f(y)} {_notch(x + NOTCH_AT, y)} "
            f"L {_f(x + w - r)} {_f(y)} Q {_f(x + w)} {_f(y)} {_f(x + w)} {_f(y + r)} "
            f"L {_f(x + w)} {_f(b - r)} Q {_f(x + w)} {_f(b)} {_f(x + w - r)} {_f(b)} "
            f"L {_f(x + NOTCH_AT + NOTCH_W)} {_f(b)} {_notch(x + NOTCH_AT, b, True)} "
            f"L {_f(x + r)} {_f(b)} Q {_f(x)} {_f(b)} {_f(x)} {_f(b - r)} Z")


def _c_path(x: float, y: float, w: float, hh: float, m1: float, m2: float | None) -> str:
    """The outline of an if (``m2`` None) or if-else C-block."""
    r, xi, xr = CORNER, x + ARM, x + w
    parts = [f"M {_f(x)} {_f(y + r)} Q {_f(x)} {_f(y)} {_f(x + r)} {_f(y)}",
             f"L {_f(x + NOTCH_AT)} {_f(y)} {_notch(x + NOTCH_AT, y)}",
             f"L {_f(xr - r)} {_f(y)} Q {_f(xr)} {_f(y)} {_f(xr)} {_f(y + r)}"]

    def mouth(top: float, height: float) -> None:
        bottom = top + height
        parts.append(
            f"L {_f(xr)} {_f(top - r)} Q {_f(xr)} {_f(top)} {_f(xr - r)} {_f(top)} "
            f"L {_f(xi + NOTCH_AT + NOTCH_W)} {_f(top)} {_notch(xi + NOTCH_AT, top, True)} "
            f"L {_f(xi + r)} {_f(top)} Q {_f(xi)} {_f(top)} {_f(xi)} {_f(top + r)} "
            f"L {_f(xi)} {_f(bottom - r)} Q {_f(xi)} {_f(bottom)} {_f(xi + r)} {_f(bottom)} "
            f"L {_f(xi + NOTCH_AT)} {_f(bottom)} {_notch(xi + NOTCH_AT, bottom)} "
            f"L {_f(xr - r)} {_f(bottom)} Q {_f(xr)} {_f(bottom)} {_f(xr)} {_f(bottom + r)}")

    mouth(y + hh, m1)
    end = y + hh + m1
    if m2 is not None:
        mouth(end + ELSE_ROW, m2)
        end += ELSE_ROW + m2
    end += BOTTOM_ARM
    parts.append(f"L {_f(xr)} {_f(end - r)} Q {_f(xr)} {_f(end)} {_f(xr - r)} {_f(end)} "
                 f"L {_f(x + NOTCH_AT + NOTCH_W)} {_f(end)} {_notch(x + NOTCH_AT, end, True)} "
                 f"L {_f(x + r)} {_f(end)} Q {_f(x)} {_f(end)} {_f(x)} {_f(end - r)} Z")
    return " ".join(parts)


def to_scratch(alt: Alternative, language: str | None = None,
               trace: Trace | None = None) -> Picture:
    """Scratch 3 blocks of ``alt`` as an SVG :class:`~algunokit.code.svg.Picture`."""
    run = ran(alt, trace)
    layout = _Layout(language, run)
    blocks = program_blocks(alt, language, run.tests if run is not None else None)
    height = layout.if_block(blocks, MARGIN, MARGIN, 1.0) + 2 * MARGIN + 8  # + bottom tab
    width = layout.right + MARGIN
    title = t("code.block.title", language, program=alt.label(language))
    svg = render(layout.shapes, width, height, title, scale=SCALE)
    return Picture(svg, width * SCALE, height * SCALE)


__all__ = ["to_scratch"]
