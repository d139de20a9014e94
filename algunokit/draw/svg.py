"""SVG back end: a :class:`Drawing` as standalone SVG text.

Used by ``_repr_svg_`` (kept in saved notebooks and HTML exports), golden
files and printable decks. Numbers are written short and stable so golden
files compare as text.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from algunokit.draw.model import Drawing, Op, Path, Text
from algunokit.draw.text import FONT_FAMILY


def num(value: float) -> str:
    """A number as short, stable text.

    >>> num(431.69849999999997), num(12.0), num(-0.001)
    ('431.7', '12', '0')
    """
    text = _NUMBERS.get(value)
    if text is None:
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        if text in ("-0", ""):
            text = "0"
        if len(_NUMBERS) >= _KEEP:
            _NUMBERS.clear()
        _NUMBERS[value] = text
    return text


# Layouts repeat the same coordinates (grids, notches, card corners): each is
# formatted once. Bounded, so a long session does not grow it without end.
_NUMBERS: dict[float, str] = {}
_KEEP = 50_000


def path_data(ops: tuple[Op, ...]) -> str:
    """``(("M", 1, 2), ("L", 3.5, 4), ("Z",))`` -> ``"M 1 2 L 3.5 4 Z"``."""
    tokens: list[str] = []
    for op in ops:
        tokens.append(op[0])
        tokens.extend(map(num, op[1:]))
    return " ".join(tokens)


def shape_svg(shape: Path | Text) -> str:
    opacity = f' opacity="{num(shape.opacity)}"' if shape.opacity != 1.0 else ""
    if isinstance(shape, Path):
        dash = f' stroke-dasharray="{" ".join(num(d) for d in shape.dash)}"' if shape.dash else ""
        stroke = (f' stroke="{shape.stroke}" stroke-width="{num(shape.line_width)}"'
                  if shape.stroke else "")
        return (f'<path d="{path_data(shape.ops)}" fill="{shape.fill or "none"}"'
                f'{stroke}{dash}{opacity}/>')
    anchor = f' text-anchor="{shape.anchor}"' if shape.anchor != "start" else ""
    weight = ' font-weight="bold"' if shape.bold else ""
    return (f'<text x="{num(shape.x)}" y="{num(shape.y)}" font-size="{num(shape.size)}" '
            f'fill="{shape.fill}"{anchor}{weight}{opacity}>{escape(shape.text, quote=False)}'
            f"</text>")


def to_svg(drawing: Drawing, *, scale: float = 1.0, unit: str = "") -> str:
    """The drawing as one ``<svg>`` element with its text alternative.

    ``scale`` and ``unit`` size the picture (``unit="mm"`` for print) while the
    view box keeps the drawing's own coordinates.
    """
    head, children = svg_parts(drawing, scale=scale, unit=unit)
    return "\n".join([head, *children, "</svg>"])


def svg_attributes(drawing: Drawing, *, scale: float = 1.0, unit: str = "") -> dict[str, str]:
    """The ``<svg>`` element's attributes that change from one picture to the next."""
    w, h = drawing.width, drawing.height
    return {"width": f"{num(w * scale)}{unit}", "height": f"{num(h * scale)}{unit}",
            "viewBox": f"0 0 {num(w)} {num(h)}", "aria-label": drawing.description}


def svg_parts(drawing: Drawing, *, scale: float = 1.0,
              unit: str = "") -> tuple[str, list[str]]:
    """:func:`to_svg` in parts: the opening ``<svg>`` tag with its ``<title>``, and one
    string per child element after it (the background, then each shape), so a view
    that already shows a picture can be sent only the children that changed."""
    attributes = svg_attributes(drawing, scale=scale, unit=unit)
    title = escape(drawing.description)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{attributes["width"]}" '
            f'height="{attributes["height"]}" viewBox="{attributes["viewBox"]}" role="img" '
            f'aria-label="{title}" font-family="{escape(FONT_FAMILY)}">')
    if title:
        head += f"\n<title>{title}</title>"
    children = []
    if drawing.background:
        children.append(f'<rect width="{num(drawing.width)}" height="{num(drawing.height)}" '
                        f'fill="{drawing.background}"/>')
    children.extend(shape_svg(s) for s in drawing.shapes)
    return head, children


@dataclass(frozen=True)
class SvgPicture:
    """A picture Jupyter shows (``_repr_svg_``) and keeps in saved notebooks."""

    svg: str
    width: float
    height: float
    description: str = ""

    @classmethod
    def of(cls, drawing: Drawing) -> SvgPicture:
        return cls(to_svg(drawing), drawing.width, drawing.height, drawing.description)

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg
