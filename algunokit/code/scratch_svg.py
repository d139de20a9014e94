"""Draw Scratch 3 blocks with the kit's one drawing model (:mod:`algunokit.draw.model`).

:func:`blocks_drawing` lays the blocks out as a :class:`~algunokit.draw.model.Drawing`
(paths and texts), which either back end shows: :func:`to_scratch` turns it into
SVG text (:mod:`algunokit.draw.svg`), and the canvas back end
(:mod:`algunokit.draw.canvas`) replays it like any table.

Sizes follow Scratch 3 (scratch-blocks' 4 px grid): stack blocks at least
48 px high, number inputs 32 px, reporters 40 px, a C-block arm 16 px wide,
text 12 pt (16 px); the picture is shown at 75 % like the Scratch editor's
default zoom. Colours are Scratch 3's (control, operators, My Blocks, sensing:
``SCRATCH_*`` in :mod:`algunokit.draw.palette`).

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
from algunokit.draw import palette
from algunokit.draw.model import Drawing, Op, Path, Shape, Text, rect_ops
from algunokit.draw.svg import SvgPicture, to_svg
from algunokit.draw.text import text_width
from algunokit.i18n import t

SCALE = 0.75
FONT = 16.0
BADGE_FONT = 13.0
CONTROL = palette.SCRATCH_CONTROL
OPERATORS = palette.SCRATCH_OPERATORS
MY_BLOCKS = palette.SCRATCH_MY_BLOCKS
SENSING = palette.SCRATCH_SENSING
WHITE = palette.WHITE
INPUT_TEXT = palette.SCRATCH_INPUT_TEXT
GLOW = palette.SCRATCH_GLOW
TRUE_FILL = palette.TRUE_BADGE
FALSE_FILL = palette.FALSE_BADGE
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


def path(ops: tuple[Op, ...] | list[Op], fill: str | None, stroke: str | None = None,
         line_width: float = 1.0, opacity: float = 1.0) -> Path:
    return Path(tuple(ops), fill, stroke, line_width, (), opacity)


def label(x: float, y: float, text: str, fill: str, size: float, *, bold: bool = False,
          anchor: str = "start", opacity: float = 1.0) -> Text:
    return Text(x, y, text, size, fill, anchor, bold, opacity)


def _notch(x: float, y: float, leftwards: bool = False) -> list[Op]:
    points = reversed(NOTCH) if leftwards else NOTCH
    return [("L", x + dx, y + dy) for dx, dy in points]


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
    stroke: str = palette.SCRATCH_INPUT_EDGE

    def __post_init__(self) -> None:
        self.width = max(SLOT_MIN_W, text_width(self.text, FONT) + 2 * PAD)
        self.height = SLOT_H

    def draw(self, x: float, cy: float, out: list[Shape], opacity: float) -> None:
        h = self.height
        out.append(path(rect_ops(x, cy - h / 2, self.width, h, h / 2), WHITE, self.stroke,
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
        out.append(path(rect_ops(x, cy - BADGE_H / 2, self.width, BADGE_H, BADGE_H / 2),
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
            out.append(path(rect_ops(x, cy - h / 2, w, h, h / 2), fill, stroke, 1.0, opacity))
        elif self.shape == "hex":
            ops = (("M", x, cy), ("L", x + h / 2, cy - h / 2), ("L", x + w - h / 2, cy - h / 2),
                   ("L", x + w, cy), ("L", x + w - h / 2, cy + h / 2),
                   ("L", x + h / 2, cy + h / 2), ("Z",))
            out.append(path(ops, fill, stroke, 1.0, opacity))
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

    def _glow(self, ops: list[Op], ran: bool) -> None:
        if ran:
            self.shapes.append(path(ops, None, GLOW, 7.0))

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


def _stack_path(x: float, y: float, w: float, h: float) -> list[Op]:
    r, b = CORNER, y + h
    return [("M", x, y + r), ("Q", x, y, x + r, y),
            ("L", x + NOTCH_AT, y), *_notch(x + NOTCH_AT, y),
            ("L", x + w - r, y), ("Q", x + w, y, x + w, y + r),
            ("L", x + w, b - r), ("Q", x + w, b, x + w - r, b),
            ("L", x + NOTCH_AT + NOTCH_W, b), *_notch(x + NOTCH_AT, b, True),
            ("L", x + r, b), ("Q", x, b, x, b - r), ("Z",)]


def _c_path(x: float, y: float, w: float, hh: float, m1: float, m2: float | None) -> list[Op]:
    """The outline of an if (``m2`` None) or if-else C-block."""
    r, xi, xr = CORNER, x + ARM, x + w
    ops: list[Op] = [("M", x, y + r), ("Q", x, y, x + r, y),
                     ("L", x + NOTCH_AT, y), *_notch(x + NOTCH_AT, y),
                     ("L", xr - r, y), ("Q", xr, y, xr, y + r)]

    def mouth(top: float, height: float) -> None:
        bottom = top + height
        ops.extend([("L", xr, top - r), ("Q", xr, top, xr - r, top),
                    ("L", xi + NOTCH_AT + NOTCH_W, top), *_notch(xi + NOTCH_AT, top, True),
                    ("L", xi + r, top), ("Q", xi, top, xi, top + r),
                    ("L", xi, bottom - r), ("Q", xi, bottom, xi + r, bottom),
                    ("L", xi + NOTCH_AT, bottom), *_notch(xi + NOTCH_AT, bottom),
                    ("L", xr - r, bottom), ("Q", xr, bottom, xr, bottom + r)])

    mouth(y + hh, m1)
    end = y + hh + m1
    if m2 is not None:
        mouth(end + ELSE_ROW, m2)
        end += ELSE_ROW + m2
    end += BOTTOM_ARM
    ops.extend([("L", xr, end - r), ("Q", xr, end, xr - r, end),
                ("L", x + NOTCH_AT + NOTCH_W, end), *_notch(x + NOTCH_AT, end, True),
                ("L", x + r, end), ("Q", x, end, x, end - r), ("Z",)])
    return ops


def blocks_drawing(alt: Alternative, language: str | None = None,
                   trace: Trace | None = None) -> Drawing:
    """Scratch 3 blocks of ``alt`` as a drawing, in Scratch's own units (shown at
    :data:`SCALE`: ``to_svg(drawing, scale=SCALE)`` or ``scaled(drawing, SCALE)``).

    >>> from algunokit.alguno.notation import parse_action, parse_condition
    >>> alt = Alternative(parse_condition("hearts = 1"), (parse_action("draw 1"),), ())
    >>> drawing = blocks_drawing(alt, "fr")
    >>> drawing.texts()[:2]
    ['si', 'nombre de cœurs']
    """
    run = ran(alt, trace)
    layout = _Layout(language, run)
    blocks = program_blocks(alt, language, run.tests if run is not None else None)
    height = layout.if_block(blocks, MARGIN, MARGIN, 1.0) + 2 * MARGIN + 8  # + bottom tab
    title = t("code.block.title", language, program=alt.label(language))
    return Drawing(layout.right + MARGIN, height, list(layout.shapes), description=title)


def to_scratch(alt: Alternative, language: str | None = None,
               trace: Trace | None = None) -> SvgPicture:
    """Scratch 3 blocks of ``alt`` as an SVG picture, shown at :data:`SCALE`."""
    drawing = blocks_drawing(alt, language, trace)
    return SvgPicture(to_svg(drawing, scale=SCALE), drawing.width * SCALE,
                      drawing.height * SCALE, drawing.description)


__all__ = ["SCALE", "blocks_drawing", "to_scratch"]
