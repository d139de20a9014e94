"""Tiny drawing model for the code layer: shapes as plain data, one SVG back end.

Layouts (Scratch blocks, card boxes) are computed as lists of :class:`Shape`
records; :func:`render` turns them into an SVG string. Text widths come from
:mod:`algunokit.draw.text`, the kit's one table of character widths.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

# One table of character widths for every picture of the kit (cards and blocks).
from algunokit.draw.text import FONT_FAMILY, text_width, wrap


@dataclass(frozen=True, slots=True)
class Shape:
    """A path (``d``) or a text (``text`` at ``x``, ``y`` baseline), with its paint."""

    kind: str  # "path" | "text"
    d: str = ""
    x: float = 0.0
    y: float = 0.0
    text: str = ""
    fill: str = "none"
    stroke: str = "none"
    stroke_width: float = 1.0
    size: float = 12.0
    bold: bool = False
    anchor: str = "start"
    opacity: float = 1.0
    dash: str = ""


def path(d: str, fill: str, stroke: str = "none", stroke_width: float = 1.0,
         opacity: float = 1.0, dash: str = "") -> Shape:
    return Shape("path", d=d, fill=fill, stroke=stroke, stroke_width=stroke_width,
                 opacity=opacity, dash=dash)


def label(x: float, y: float, text: str, fill: str, size: float, *, bold: bool = False,
          anchor: str = "start", opacity: float = 1.0) -> Shape:
    return Shape("text", x=x, y=y, text=text, fill=fill, size=size, bold=bold, anchor=anchor,
                 opacity=opacity)


def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rectangle with corner radius ``r``."""
    r = min(r, w / 2, h / 2)
    return (f"M {_n(x + r)} {_n(y)} H {_n(x + w - r)} A {_n(r)} {_n(r)} 0 0 1 {_n(x + w)} "
            f"{_n(y + r)} V {_n(y + h - r)} A {_n(r)} {_n(r)} 0 0 1 {_n(x + w - r)} {_n(y + h)} "
            f"H {_n(x + r)} A {_n(r)} {_n(r)} 0 0 1 {_n(x)} {_n(y + h - r)} V {_n(y + r)} "
            f"A {_n(r)} {_n(r)} 0 0 1 {_n(x + r)} {_n(y)} Z")


def _n(value: float) -> str:
    """Numbers as short, stable text (golden files compare them)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def render(shapes: list[Shape], width: float, height: float, title: str = "",
           scale: float = 1.0) -> str:
    """The shapes as one standalone ``<svg>`` element (inline-able in HTML).

    ``width`` and ``height`` are in drawing units; ``scale`` sets the displayed size.
    """
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width * scale)}" '
           f'height="{_n(height * scale)}" '
           f'viewBox="0 0 {_n(width)} {_n(height)}" role="img" '
           f'aria-label="{escape(title)}">']
    if title:
        out.append(f"<title>{escape(title)}</title>")
    for s in shapes:
        extra = f' opacity="{_n(s.opacity)}"' if s.opacity != 1.0 else ""
        if s.kind == "path":
            dash = f' stroke-dasharray="{s.dash}"' if s.dash else ""
            out.append(f'<path d="{s.d}" fill="{s.fill}" stroke="{s.stroke}" '
                       f'stroke-width="{_n(s.stroke_width)}"{dash}{extra}/>')
        else:
            weight = ' font-weight="bold"' if s.bold else ' font-weight="500"'
            out.append(f'<text x="{_n(s.x)}" y="{_n(s.y)}" fill="{s.fill}" '
                       f'font-family="{FONT_FAMILY}" font-size="{_n(s.size)}"{weight} '
                       f'text-anchor="{s.anchor}"{extra} xml:space="preserve">'
                       f"{escape(s.text, quote=False)}</text>")
    out.append("</svg>")
    return "\n".join(out)


@dataclass(frozen=True)
class Picture:
    """An SVG picture: shown by Jupyter (``_repr_svg_``) and kept in saved notebooks."""

    svg: str
    width: float
    height: float

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg


__all__ = ["FONT_FAMILY", "Picture", "Shape", "label", "path", "render", "rounded_rect",
           "text_width", "wrap"]
