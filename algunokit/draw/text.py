"""Text metrics without a font engine: estimated widths and word wrapping.

Widths come from a table of advance widths of a Helvetica-like sans-serif face
(in thousandths of an em); accented letters take their base letter's width.
Good to a few percent for the labels we draw, the same in SVG and on a canvas.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

FONT_FAMILY = "'Helvetica Neue', Helvetica, Arial, sans-serif"

_WIDTHS: dict[str, int] = {
    " ": 278, "!": 278, '"': 355, "#": 556, "%": 889, "&": 667, "'": 191, "(": 333, ")": 333,
    "*": 389, "+": 584, ",": 278, "-": 333, ".": 278, "/": 278, ":": 278, ";": 278, "<": 584,
    "=": 584, ">": 584, "?": 556, "[": 278, "]": 278, "_": 556, "|": 260, "…": 1000,
    "≤": 584, "≥": 584, "→": 1000, "▶": 800, "✔": 800, "✘": 800, "·": 278, "«": 556,
    "»": 556, "—": 1000, "œ": 944, "Œ": 1000, "♥": 750, "♦": 750, "♣": 750, "♠": 750,
    "★": 800, "↺": 900, "↻": 900, "⟨": 333, "⟩": 333,
    **dict.fromkeys("0123456789", 556),
    **dict(zip("abcdefghijklmnopqrstuvwxyz",
               (556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
                556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500), strict=True)),
    **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
               (667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
                667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611), strict=True)),
}
_DEFAULT_WIDTH = 600
_BOLD = 1.06  # bold text runs a little wider


@lru_cache(maxsize=512)
def _char_width(char: str) -> int:
    if char in _WIDTHS:
        return _WIDTHS[char]
    base = unicodedata.normalize("NFD", char)[:1]
    return _WIDTHS.get(base, _DEFAULT_WIDTH)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Estimated width in pixels of ``text`` at font size ``size`` (pixels)."""
    units = sum(_char_width(c) for c in text)
    return units * size / 1000 * (_BOLD if bold else 1.0)


def wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` (when possible)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and text_width(candidate, size, bold) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current or not lines:
        lines.append(current)
    return lines


def fit_size(lines: list[str], width: float, size: float, minimum: float = 7.0,
             bold: bool = False) -> float:
    """The largest size ≤ ``size`` at which every line fits in ``width``."""
    widest = max((text_width(line, 1.0, bold) for line in lines), default=0.0)
    if widest == 0:
        return size
    return max(minimum, min(size, width / widest))
