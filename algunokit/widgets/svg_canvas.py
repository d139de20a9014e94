"""The SVG stand-in for the canvas, where ipycanvas cannot be imported.

ipycanvas needs numpy and pillow, and a browser-only site (JupyterLite, the
Pyodide kernel) offline has neither. There the views show the same
:class:`~algunokit.draw.model.Drawing` through the SVG back end, inside an
``ipywidgets.HTML``: same picture, same text description, same state. An HTML
widget reports no mouse clicks, so every action goes through the focusable
buttons each view already offers (the keyboard path), never through the picture.

:class:`SvgCanvas`, :func:`replay` and :func:`forget_picture` take the place of
``ipycanvas.Canvas`` and :mod:`algunokit.draw.canvas`'s functions in
:mod:`algunokit.widgets.views`, the only module that creates canvases, so no view
has to know which one it got.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as W

from algunokit.draw import palette
from algunokit.draw.model import Drawing
from algunokit.draw.svg import to_svg
from algunokit.i18n import t


class SvgCanvas(W.HTML):
    """An HTML widget holding the drawing as SVG; sized like a canvas."""

    def __init__(self, width: int = 10, height: int = 10, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.width, self.height = width, height
        self.add_class("algunokit-svg")

    def on_mouse_down(self, callback: Callable[[float, float], None],
                      remove: bool = False) -> None:
        """Accepted for the canvas's interface; an HTML widget never reports clicks."""

    def on_client_ready(self, callback: Callable[[], None], remove: bool = False) -> None:
        """Accepted for the canvas's interface: the SVG is the widget's value, which a
        new client (a reloaded page) gets with the widget, so nothing is sent again."""


def forget_picture(canvas: SvgCanvas) -> None:
    """Nothing to forget: the whole SVG is sent each time (the canvas back end sends
    only what changed, and forgets when a new page's canvas is empty)."""


def replay(canvas: SvgCanvas, drawing: Drawing, ratio: float = 1.0,
           scale: float = 1.0) -> None:
    """Show ``drawing`` in ``canvas`` (one message: the widget's new value), at
    ``scale`` CSS pixels per drawing unit (an SVG is sharp at any device ratio).

    A picture with clickable regions says once, under it, to use the buttons.
    """
    canvas.width, canvas.height = round(drawing.width * scale), round(drawing.height * scale)
    hint = ""
    if drawing.regions:
        hint = ('<div class="algunokit-svg-hint" '
                f'style="font-size:12px;color:{palette.INK_GREY}">'
                f"{escape(t('svg_canvas.hint'))}</div>")
    canvas.value = to_svg(drawing, scale=scale) + hint
