"""Small marks drawn beside a seat's name: the winner's trophy, the author's star,
the triangle of whoever plays now.

They are paths, never characters: an emoji such as 🏆 shows as an empty box
where no emoji font is installed (many school computers, the headless browser
of the tests), and a path looks the same in SVG and on the canvas.

A seat's marks are a list of :data:`Mark` ``(kind, words)``; :func:`mark_row`
draws them in a row, each icon followed by its words.

>>> from algunokit.draw import palette
>>> shapes = mark_row(0, 12, [(WINNER, "winner")], 11, palette.WIN)
>>> [type(s).__name__ for s in shapes]
['Path', 'Path', 'Text']
>>> shapes[-1].text
'winner'
"""

from __future__ import annotations

from collections.abc import Sequence

from algunokit.draw.model import Path, Shape, Text, polygon_ops, star_ops
from algunokit.draw.text import text_width

#: the kinds of mark
WINNER, STAR, PLAYING = "winner", "star", "playing"

Mark = tuple[str, str]  # (kind, words)


def trophy(x: float, y: float, size: float, colour: str) -> list[Shape]:
    """A trophy ``size`` high whose top-left corner is at (x, y): a cup with two
    handles on a stem and a base."""
    s = size
    cup = (("M", x + 0.18 * s, y), ("L", x + 0.82 * s, y),
           ("C", x + 0.82 * s, y + 0.42 * s, x + 0.7 * s, y + 0.55 * s, x + 0.56 * s, y + 0.6 * s),
           ("L", x + 0.56 * s, y + 0.76 * s), ("L", x + 0.74 * s, y + 0.86 * s),
           ("L", x + 0.74 * s, y + s), ("L", x + 0.26 * s, y + s),
           ("L", x + 0.26 * s, y + 0.86 * s), ("L", x + 0.44 * s, y + 0.76 * s),
           ("L", x + 0.44 * s, y + 0.6 * s),
           ("C", x + 0.3 * s, y + 0.55 * s, x + 0.18 * s, y + 0.42 * s, x + 0.18 * s, y),
           ("Z",))
    handles = (("M", x + 0.18 * s, y + 0.1 * s),
               ("C", x - 0.04 * s, y + 0.1 * s, x + 0.02 * s, y + 0.42 * s,
                x + 0.25 * s, y + 0.42 * s),
               ("M", x + 0.82 * s, y + 0.1 * s),
               ("C", x + 1.04 * s, y + 0.1 * s, x + 0.98 * s, y + 0.42 * s,
                x + 0.75 * s, y + 0.42 * s))
    return [Path(cup, fill=colour),
            Path(handles, stroke=colour, line_width=max(1.0, s * 0.09))]


def star(x: float, y: float, size: float, colour: str) -> list[Shape]:
    """A five-pointed star ``size`` high whose top-left corner is at (x, y)."""
    return [Path(star_ops(x + size / 2, y + size * 0.52, size * 0.52), fill=colour)]


def playing(x: float, y: float, size: float, colour: str) -> list[Shape]:
    """A triangle pointing right, ``size`` high, top-left corner at (x, y)."""
    return [Path(polygon_ops([(x + size * 0.1, y), (x + size * 0.9, y + size / 2),
                              (x + size * 0.1, y + size)]), fill=colour)]


_ICONS = {WINNER: trophy, STAR: star, PLAYING: playing}


def mark_row(x: float, baseline: float, marks: Sequence[Mark], size: float, colour: str, *,
             bold: bool = True, gap: float | None = None) -> list[Shape]:
    """The marks in a row from ``x``, on the text line whose baseline is ``baseline``:
    each drawn icon, then its words, in ``colour``."""
    gap = size if gap is None else gap
    icon = size * 0.95
    shapes: list[Shape] = []
    for kind, words in marks:
        shapes += _ICONS[kind](x, baseline - icon, icon, colour)  # standing on the line
        x += icon + size * 0.3
        shapes.append(Text(x, baseline, words, size, colour, bold=bold))
        x += text_width(words, size, bold) + gap
    return shapes


def words_of(marks: Sequence[Mark]) -> list[str]:
    """The marks in words (for a picture's description)."""
    return [words for _, words in marks]


__all__ = ["PLAYING", "STAR", "WINNER", "Mark", "mark_row", "playing", "star", "trophy",
           "words_of"]
