"""The drawing model: plain data that both back ends replay.

Paths are lists of operations (``("M", x, y)``, ``("L", x, y)``,
``("Q", cx, cy, x, y)``, ``("C", c1x, c1y, c2x, c2y, x, y)``, ``("Z",)``): the
subset that SVG and the HTML canvas both draw natively. Regions name the
clickable parts (a card of a hand, a pile) so a widget turns a click at
``(x, y)`` into a key without knowing the layout.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from math import cos, pi, sin

from algunokit.draw.palette import INK

Op = tuple  # ("M", x, y) | ("L", x, y) | ("Q", ...) | ("C", ...) | ("Z",)

_K = 0.5523  # cubic Bézier handle length for a quarter circle


@dataclass(frozen=True, slots=True)
class Path:
    """A filled and/or stroked outline."""

    ops: tuple[Op, ...]
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text; ``y`` is the baseline, ``anchor`` start / middle / end."""

    x: float
    y: float
    text: str
    size: float = 14.0
    fill: str = INK
    anchor: str = "start"
    bold: bool = False
    opacity: float = 1.0


Shape = Path | Text


@dataclass(frozen=True, slots=True)
class Region:
    """A clickable rectangle: ``key`` is what a click there means; ``label`` names it."""

    key: Hashable
    x: float
    y: float
    w: float
    h: float
    label: str = ""

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


@dataclass
class Drawing:
    """Everything needed to show one picture, as data.

    ``description`` is the text alternative of the picture (screen readers, the
    SVG ``<title>``, a canvas's tooltip).
    """

    width: float
    height: float
    shapes: list[Shape] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)
    description: str = ""
    background: str | None = None

    def add(self, *shapes: Shape | Iterable[Shape]) -> Drawing:
        for shape in shapes:
            if isinstance(shape, Path | Text):
                self.shapes.append(shape)
            else:
                self.shapes.extend(shape)
        return self

    def region(self, key: Hashable, x: float, y: float, w: float, h: float,
               label: str = "") -> None:
        self.regions.append(Region(key, x, y, w, h, label))

    def hit(self, x: float, y: float) -> Hashable | None:
        """The key of the top-most region under ``(x, y)``, or None."""
        for region in reversed(self.regions):
            if region.contains(x, y):
                return region.key
        return None

    def texts(self) -> list[str]:
        """Every text drawn, in order (handy in tests)."""
        return [s.text for s in self.shapes if isinstance(s, Text)]


# ---------------------------------------------------------------------------
# Outline helpers


def rect_ops(x: float, y: float, w: float, h: float, r: float = 0.0) -> tuple[Op, ...]:
    """A rectangle, with quarter-circle corners of radius ``r``."""
    r = max(0.0, min(r, w / 2, h / 2))
    if r == 0:
        return (("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",))
    k = r * _K
    return (
        ("M", x + r, y), ("L", x + w - r, y),
        ("C", x + w - r + k, y, x + w, y + r - k, x + w, y + r),
        ("L", x + w, y + h - r),
        ("C", x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
        ("L", x + r, y + h),
        ("C", x + r - k, y + h, x, y + h - r + k, x, y + h - r),
        ("L", x, y + r),
        ("C", x, y + r - k, x + r - k, y, x + r, y),
        ("Z",),
    )


def polygon_ops(points: Sequence[tuple[float, float]]) -> tuple[Op, ...]:
    first, *rest = points
    return (("M", *first), *(("L", *p) for p in rest), ("Z",))


def circle_ops(cx: float, cy: float, r: float) -> tuple[Op, ...]:
    k = r * _K
    return (
        ("M", cx + r, cy),
        ("C", cx + r, cy + k, cx + k, cy + r, cx, cy + r),
        ("C", cx - k, cy + r, cx - r, cy + k, cx - r, cy),
        ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r),
        ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy),
        ("Z",),
    )


def star_ops(cx: float, cy: float, r: float, points: int = 5) -> tuple[Op, ...]:
    corners = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -pi / 2 + i * pi / points
        corners.append((cx + radius * cos(angle), cy + radius * sin(angle)))
    return polygon_ops(corners)


def arrow_ops(x1: float, y1: float, x2: float, y2: float, head: float = 8.0) -> tuple[Op, ...]:
    """A line from (x1, y1) to (x2, y2) ending in an open arrow head (stroke it)."""
    from math import atan2

    angle = atan2(y2 - y1, x2 - x1)
    left = (x2 - head * cos(angle - 0.45), y2 - head * sin(angle - 0.45))
    right = (x2 - head * cos(angle + 0.45), y2 - head * sin(angle + 0.45))
    return (("M", x1, y1), ("L", x2, y2), ("M", *left), ("L", x2, y2), ("L", *right))


def box(x: float, y: float, w: float, h: float, *, fill: str | None = None,
        stroke: str | None = None, r: float = 0.0, line_width: float = 1.0,
        opacity: float = 1.0, dash: tuple[float, ...] = ()) -> Path:
    """A (rounded) rectangle shape."""
    return Path(rect_ops(x, y, w, h, r), fill, stroke, line_width, dash, opacity)


def scaled(drawing: Drawing, factor: float) -> Drawing:
    """A copy of ``drawing`` ``factor`` times as big: coordinates, line widths, text
    sizes and regions (for a back end with no view box, such as the canvas).

    >>> small = scaled(Drawing(100, 40, [box(10, 10, 20, 20)]), 0.5)
    >>> small.width, small.shapes[0].ops[0]
    (50.0, ('M', 5.0, 5.0))
    """
    def ops(path: Path) -> tuple[Op, ...]:
        return tuple((op[0], *(v * factor for v in op[1:])) for op in path.ops)

    shapes: list[Shape] = []
    for shape in drawing.shapes:
        if isinstance(shape, Path):
            shapes.append(replace(shape, ops=ops(shape), line_width=shape.line_width * factor,
                                  dash=tuple(d * factor for d in shape.dash)))
        else:
            shapes.append(replace(shape, x=shape.x * factor, y=shape.y * factor,
                                  size=shape.size * factor))
    regions = [replace(r, x=r.x * factor, y=r.y * factor, w=r.w * factor, h=r.h * factor)
               for r in drawing.regions]
    return Drawing(drawing.width * factor, drawing.height * factor, shapes, regions,
                   drawing.description, drawing.background)
