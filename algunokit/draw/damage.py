"""What a redraw must repaint: the damage between two pictures (pure, no Jupyter).

A canvas redraws only the rectangles where its picture changed since the one its page
shows (issue 19): :func:`damage` compares two pictures' shapes and returns whole
device-pixel rectangles. :class:`Shown` numbers a canvas's shapes so that comparing two
pictures compares numbers. The canvas back end (:mod:`algunokit.draw.canvas`) sends the
clipped redraws; everything here is plain data, tested without a notebook.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher
from math import ceil, floor
from typing import Any

from algunokit.draw.model import Path, Shape
from algunokit.draw.text import text_width

#: damaged rectangles closer than this (device pixels) are redrawn as one; each is a
#: clip of its own with the shapes that reach into it, so a few bigger ones cost less
MERGE_GAP = 32
#: at most this many rectangles: beyond, the gap doubles until they are no more
MAX_RECTS = 6
#: how far a stroke's corner may reach beyond its path: the canvas's default miter
#: limit (10) times half the line's width
MITER_REACH = 5.0
#: shapes numbered per canvas before the numbers start again from the picture shown
KEEP_SHAPES = 20_000


class Shown:
    """What a canvas's page shows: its size, zoom and background (``frame``), and its
    picture's shapes as numbers (``numbers``; None before the first picture). Each
    shape gets a number once per canvas, kept with its :func:`bounds` (``boxes``), so
    comparing two pictures compares numbers: a shape is hashed once per redraw."""

    __slots__ = ("boxes", "frame", "known", "numbers", "shapes")

    def __init__(self, frame: tuple[Any, ...]) -> None:
        self.frame = frame
        self.numbers: list[int] | None = None
        self.known: dict[Shape, int] = {}
        self.shapes: list[Shape] = []
        self.boxes: list[tuple[float, float, float, float]] = []

    def number(self, shapes: Sequence[Shape]) -> list[int]:
        """The numbers of ``shapes`` (new shapes are numbered)."""
        if len(self.known) > KEEP_SHAPES:  # bounded: keep the shapes shown
            old = [self.shapes[n] for n in self.numbers or ()]
            self.known, self.shapes, self.boxes = {}, [], []
            if self.numbers is not None:
                self.numbers = self.number(old)
        known, get = self.known, self.known.get
        out = []
        for shape in shapes:
            found = get(shape)
            if found is None:
                found = known[shape] = len(self.shapes)
                self.shapes.append(shape)
                self.boxes.append(bounds(shape))
            out.append(found)
        return out


def bounds(shape: Shape) -> tuple[float, float, float, float]:
    """A box ``(x0, y0, x1, y1)`` (drawing units) no pixel of ``shape`` falls outside:
    a path's points and control points (a curve stays inside them) widened by its
    stroke's corners, a text's estimated width widened for fonts that run wider or
    taller than the estimate (a glyph from a fallback font, an accent)."""
    if isinstance(shape, Path):
        xs = [v for op in shape.ops for v in op[1::2]]
        ys = [v for op in shape.ops for v in op[2::2]]
        reach = 1.0 + (shape.line_width * MITER_REACH if shape.stroke else 0.0)
        return min(xs) - reach, min(ys) - reach, max(xs) + reach, max(ys) + reach
    size = shape.size
    wide = text_width(shape.text, size, shape.bold)
    left = shape.x - {"middle": wide / 2, "end": wide}.get(shape.anchor, 0.0)
    spare = 0.15 * wide + 0.5 * size
    return left - spare, shape.y - 1.3 * size, left + wide + spare, shape.y + 0.6 * size


def damage(before: Sequence[Shape], after: Sequence[Shape], zoom: float, width: int,
           height: int) -> list[tuple[int, int, int, int]]:
    """The device-pixel rectangles ``(x, y, w, h)`` of a ``width`` × ``height`` canvas
    to redraw so that a canvas showing ``before`` shows ``after`` (both drawn at
    ``zoom`` on the same background); [] when nothing changed.

    The shapes both pictures draw in the same order (their longest matching blocks)
    stay; every other shape, gone or new, damages its :func:`bounds`. Outside the
    damage, every pixel is covered by the same shapes in the same order before and
    after, so it is already right. Rectangles are whole device pixels (a clip on
    them blends nothing at its edges); those near each other are merged
    (:data:`MERGE_GAP`, :data:`MAX_RECTS`)."""
    shown = Shown(())
    return damaged(shown.number(before), shown.number(after), shown.boxes, zoom, width,
                    height)


def damaged(before: list[int], after: list[int],
             boxes: list[tuple[float, float, float, float]], zoom: float, width: int,
             height: int) -> list[tuple[int, int, int, int]]:
    """:func:`damage` of two pictures as shape numbers, ``boxes`` their bounds."""
    if before == after:
        return []
    damaged = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, before, after,
                                               autojunk=False).get_opcodes():
        if tag != "equal":
            damaged.extend(before[i1:i2])
            damaged.extend(after[j1:j2])
    rects = []
    for number in damaged:
        x0, y0, x1, y1 = boxes[number]
        left, top = max(0, floor(x0 * zoom)), max(0, floor(y0 * zoom))
        right, bottom = min(width, ceil(x1 * zoom)), min(height, ceil(y1 * zoom))
        if right > left and bottom > top:
            rects.append((left, top, right, bottom))
    gap = MERGE_GAP
    rects = merged(rects, gap)
    while len(rects) > MAX_RECTS:
        gap *= 2
        rects = merged(rects, gap)
    return [(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in rects]


def merged(rects: list[tuple[int, int, int, int]],
            gap: int) -> list[tuple[int, int, int, int]]:
    """``rects`` (x0, y0, x1, y1), those within ``gap`` of each other replaced by the
    box around them, until none are."""
    merged = True
    while merged:
        merged = False
        out: list[tuple[int, int, int, int]] = []
        for rect in rects:
            x0, y0, x1, y1 = rect
            for k, (a0, b0, a1, b1) in enumerate(out):
                if x0 <= a1 + gap and a0 <= x1 + gap and y0 <= b1 + gap and b0 <= y1 + gap:
                    out[k] = (min(x0, a0), min(y0, b0), max(x1, a1), max(y1, b1))
                    merged = True
                    break
            else:
                out.append(rect)
        rects = out
    return rects


def reaches(box: tuple[float, float, float, float],
             rect: tuple[float, float, float, float]) -> bool:
    x0, y0, x1, y1 = box
    r0, s0, r1, s1 = rect
    return x0 < r1 and r0 < x1 and y0 < s1 and s0 < y1
