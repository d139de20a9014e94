"""The canvas view: a drawing on a canvas that turns clicks into keys.

Where ipycanvas cannot be imported (a browser-only site has no numpy), the
canvas is :class:`~algunokit.widgets.svg_canvas.SvgCanvas`: the same drawing as
SVG, which reports clicks the same way (the same hit-testing decides).

Each view keeps its picture's text description under the canvas: read by screen
readers (a visually hidden copy) and, for anyone who prefers words, in a
collapsed "Picture in words" box, so it does not fill the page under every
picture (:func:`description_html`). The same actions are offered as focusable
buttons, so everything works from the keyboard too.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import ipywidgets as W

from algunokit.draw.model import Drawing
from algunokit.widgets.lifecycle import OwnsWidgets
from algunokit.widgets.pixel_ratio import PixelRatioProbe

try:
    from ipycanvas import Canvas

    from algunokit.draw.canvas import forget_picture, replay
except ImportError:  # no numpy, as in a browser-only site: the same drawing, as SVG
    from algunokit.widgets.svg_canvas import SvgCanvas as Canvas
    from algunokit.widgets.svg_canvas import forget_picture, replay


from algunokit.widgets.heap import SettlesHeap
from algunokit.widgets.page_texts import description_html, hold_after_picture, send_now


class CanvasView(OwnsWidgets, SettlesHeap, W.VBox):
    """A canvas showing a :class:`Drawing`; ``on_click(callback)`` gets region keys.

    The canvas is drawn at the browser's device pixel ratio (crisp on HiDPI
    screens) and redrawn when that ratio changes (see :mod:`.pixel_ratio`).
    """

    def __init__(self, drawing: Drawing | None = None, *, scale: float = 1.0,
                 language: str | None = None) -> None:
        self.language = language
        self.canvas = Canvas(width=10, height=10)
        self.pixel_ratio = 1.0  # the ratio the canvas is drawn at now
        self.scale = scale  # CSS pixels per drawing unit
        self.probe = PixelRatioProbe()
        self.probe.on_change(self._ratio_changed)
        self.description = W.HTML(layout=W.Layout(max_width="960px"))
        self.description.add_class("algunokit-description")
        #: the widgets whose updates reach the browser after this view's picture (see
        #: hold_after_picture); a game widget adds its prompt, message, log and buttons
        self.later: list[W.Widget] = [self.description]
        self.drawing: Drawing | None = None
        self.redraws = 0
        self._callbacks: list[Callable[[Hashable], None]] = []
        self.canvas.on_mouse_down(self._mouse_down)
        # A canvas keeps no picture of its own: a page reloaded (or the widget shown
        # again) gets an empty one, so the drawing is sent again to a new client.
        self.canvas.on_client_ready(self._client_ready)
        # The text alternative is shown under the picture: JupyterLab's widget views
        # cannot take a tooltip on a canvas or a box (their model has no description).
        self.frame = W.Box([self.canvas], layout=W.Layout(overflow="auto"))
        super().__init__([self.frame, self.description, self.probe])
        if drawing is not None:
            self.show(drawing)

    def show(self, drawing: Drawing) -> None:
        """Redraw (one message for the whole picture) and update the description."""
        self.drawing = drawing
        self.pixel_ratio = self.probe.ratio
        replay(self.canvas, drawing, self.pixel_ratio, self.scale)
        send_now()
        hold_after_picture(self.later)
        self.description.value = description_html(drawing.description, self.language)
        self.redraws += 1

    def on_click(self, callback: Callable[[Hashable], None], remove: bool = False) -> None:
        """Call ``callback(key)`` when a region of the picture is clicked."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def click(self, x: float, y: float) -> Hashable | None:
        """What a click at (x, y) does (the canvas calls this; tests may too)."""
        key = self.drawing.hit(x, y) if self.drawing else None
        if key is not None:
            for callback in list(self._callbacks):
                callback(key)
        return key

    def _mouse_down(self, x: float, y: float) -> None:
        # ipycanvas reports canvas pixels: the drawing's units times scale and ratio.
        zoom = self.pixel_ratio * self.scale
        self.click(x / zoom, y / zoom)

    def _client_ready(self) -> None:
        # a new page's canvas is empty: the whole picture, not what changed
        forget_picture(self.canvas)
        if self.drawing is not None:
            self.show(self.drawing)

    def _ratio_changed(self, ratio: float) -> None:
        if self.drawing is not None and ratio != self.pixel_ratio:
            self.show(self.drawing)
