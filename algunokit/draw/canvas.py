"""Canvas back end: replay a :class:`Drawing` on an ipycanvas canvas.

Everything is sent inside one ``hold_canvas()``, so a redraw is one comm
message whatever the number of shapes. This is the only module of
:mod:`algunokit.draw` that imports a Jupyter package.
"""

from __future__ import annotations

from typing import Any

from ipycanvas import hold_canvas

from algunokit.draw.model import Drawing, Path, Text
from algunokit.draw.text import FONT_FAMILY

_ALIGN = {"start": "left", "middle": "center", "end": "right"}


def _path(canvas: Any, shape: Path) -> None:
    canvas.begin_path()
    for op in shape.ops:
        kind = op[0]
        if kind == "M":
            canvas.move_to(op[1], op[2])
        elif kind == "L":
            canvas.line_to(op[1], op[2])
        elif kind == "Q":
            canvas.quadratic_curve_to(*op[1:])
        elif kind == "C":
            canvas.bezier_curve_to(*op[1:])
        else:
            canvas.close_path()
    canvas.global_alpha = shape.opacity
    if shape.fill:
        canvas.fill_style = shape.fill
        canvas.fill()
    if shape.stroke:
        canvas.stroke_style = shape.stroke
        canvas.line_width = shape.line_width
        canvas.set_line_dash(list(shape.dash))
        canvas.stroke()


def _text(canvas: Any, shape: Text) -> None:
    canvas.global_alpha = shape.opacity
    canvas.font = f"{'bold ' if shape.bold else ''}{shape.size:g}px {FONT_FAMILY}"
    canvas.text_align = _ALIGN.get(shape.anchor, "left")
    canvas.fill_style = shape.fill
    canvas.fill_text(shape.text, shape.x, shape.y)


def replay(canvas: Any, drawing: Drawing) -> None:
    """Clear ``canvas`` and draw ``drawing`` on it, as one message."""
    with hold_canvas():
        if canvas.width != int(drawing.width) or canvas.height != int(drawing.height):
            canvas.width, canvas.height = int(drawing.width), int(drawing.height)
        canvas.clear()
        canvas.text_baseline = "alphabetic"
        if drawing.background:
            canvas.fill_style = drawing.background
            canvas.fill_rect(0, 0, drawing.width, drawing.height)
        for shape in drawing.shapes:
            if isinstance(shape, Path):
                _path(canvas, shape)
            else:
                _text(canvas, shape)
        canvas.global_alpha = 1.0
