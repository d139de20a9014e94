"""The SVG stand-in for the canvas, where ipycanvas cannot be imported.

ipycanvas needs numpy and pillow, and a browser-only site (JupyterLite, the
Pyodide kernel) offline has neither. There the views show the same
:class:`~algunokit.draw.model.Drawing` through the SVG back end, in a widget of
the kit's own (:class:`SvgCanvas`, an `anywidget <https://anywidget.dev>`_ whose
front end is the hand-written ES module ``svg_canvas.js`` beside this file, shipped
as package data: no JavaScript build). Same picture, same text description, same
state, and **the picture answers clicks**: the front end reports where the
picture was pressed, in the drawing's own units (its view box, whatever the
browser's zoom or device pixel ratio), and the view decides what was clicked with
the same hit-testing as the canvas (:meth:`Drawing.hit
<algunokit.draw.model.Drawing.hit>`, through ``CanvasView.click``).

Only where ipycanvas is missing: in JupyterLab the canvas stays (it sends only the
drawing commands that changed and was measured at 0.03 s per click, issue 19), and
the kit's wheel keeps depending on it there.

What travels at each step: the first picture goes whole (the widget's ``svg``
trait); after that, only the children of the ``<svg>`` element that changed (a
custom message, :func:`patch_ops`), and the whole picture again only when a view
asks for it (a view shown later, or one that missed a step).

:class:`SvgCanvas`, :func:`replay` and :func:`forget_picture` take the place of
``ipycanvas.Canvas`` and :mod:`algunokit.draw.canvas`'s functions in
:mod:`algunokit.widgets.canvas_view`, the only module that creates canvases, so no view
has to know which one it got.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from difflib import SequenceMatcher
from html import escape
from importlib.resources import files
from typing import Any

import anywidget
import traitlets

from algunokit.draw.model import Drawing, Region
from algunokit.draw.svg import num, svg_attributes, svg_parts

#: the front end, read once (package data beside this module)
ESM = files("algunokit.widgets").joinpath("svg_canvas.js").read_text(encoding="utf-8")

#: Above this share of the children changed, the whole picture is sent instead of a
#: patch (a new deal, another size): parsing it whole costs the page no more.
WHOLE_ABOVE = 0.6


class SvgCanvas(anywidget.AnyWidget):
    """The drawing as SVG, sized like a canvas, reporting clicks like ipycanvas.

    ``on_mouse_down(callback)`` gets ``callback(x, y)`` in canvas pixels, as
    ipycanvas gives them (the drawing's units times the view's scale and pixel
    ratio, which :func:`replay` records), so ``CanvasView`` turns them back into
    the drawing's units the same way for both.
    """

    _esm = ESM
    #: the whole picture, as the browser gets it first (kept up to date on demand)
    svg = traitlets.Unicode("").tag(sync=True)
    #: the version of the picture in ``svg`` (each :func:`replay` adds one)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(self, width: int = 10, height: int = 10, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.width, self.height = width, height
        self.add_class("algunokit-svg")
        self.zoom = 1.0  # canvas pixels per drawing unit (scale x ratio), see replay
        self.head = ""
        self.children_svg: list[str] = []
        self.shapes = 0  # how many of the children are the picture (then its regions)
        self.attributes: dict[str, str] = {}
        self.current = 0  # the version of the picture shown now (``svg`` may be older)
        self.patches = 0  # how many steps went as patches (tests, benchmarks)
        #: when the click being handled arrived (``time.perf_counter``), else None: a
        #: patch sent for it says how long the kernel took (the click benchmark)
        self.pressed_at: float | None = None
        self._mouse_down: list[Callable[[float, float], None]] = []
        self.on_msg(self._message)

    @property
    def value(self) -> str:
        """The picture shown now, as :func:`~algunokit.draw.svg.to_svg` makes it (the
        clickable regions' outlines aside, see :func:`region_svg`)."""
        if not self.head:
            return ""
        return "\n".join([self.head, *self.children_svg[:self.shapes], "</svg>"])

    @property
    def shown(self) -> str:
        """The whole SVG the browser shows: the picture and its regions' outlines."""
        return "\n".join([self.head, *self.children_svg, "</svg>"]) if self.head else ""

    def on_mouse_down(self, callback: Callable[[float, float], None],
                      remove: bool = False) -> None:
        """Call ``callback(x, y)`` (canvas pixels) when the picture is pressed."""
        if remove:
            self._mouse_down.remove(callback)
        else:
            self._mouse_down.append(callback)

    def on_client_ready(self, callback: Callable[[], None], remove: bool = False) -> None:
        """Accepted for the canvas's interface: a new view asks for the whole picture
        itself (see ``_message``), so the view need not draw again."""

    def press(self, x: float, y: float) -> None:
        """A press at ``(x, y)`` in the drawing's units, as the front end reports it."""
        for callback in list(self._mouse_down):
            callback(x * self.zoom, y * self.zoom)

    def send_whole(self) -> None:
        """Bring the ``svg`` trait up to date: every view then shows the picture whole."""
        if self.version != self.current or self.svg != self.shown:
            with self.hold_sync():
                self.svg = self.shown
                self.version = self.current

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("event") == "click":
            x, y = content.get("x"), content.get("y")
            if isinstance(x, int | float) and isinstance(y, int | float):
                self.pressed_at = time.perf_counter()
                try:
                    self.press(float(x), float(y))
                finally:
                    self.pressed_at = None
        elif content.get("event") == "whole":
            self.send_whole()


def patch_ops(old: list[str], new: list[str]) -> list[list[Any]] | None:
    """How to turn the children ``old`` into ``new``: ``[start, remove, text]`` each,
    ``start`` counted in ``old``, in increasing order (the browser applies them from
    the last one); None when more than :data:`WHOLE_ABOVE` of them changed.

    >>> patch_ops(["a", "b", "c", "d"], ["a", "B", "c", "d", "e"])
    [[1, 1, 'B'], [4, 0, 'e']]
    >>> patch_ops(["a"], ["b"]) is None
    True
    """
    ops = []
    changed = 0
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        ops.append([i1, i2 - i1, "\n".join(new[j1:j2])])
        changed += max(i2 - i1, j2 - j1)
    if changed > WHOLE_ABOVE * max(len(new), 1):
        return None
    return ops


def region_svg(region: Region) -> str:
    """A clickable region as the browser gets it: an invisible rectangle that shows the
    pointer hand and names what it is (a tooltip: the region's label). The click itself
    is decided in Python (``CanvasView.click``), from where the picture was pressed."""
    label = f"<title>{escape(region.label)}</title>" if region.label else ""
    return (f'<rect class="algunokit-region" x="{num(region.x)}" y="{num(region.y)}" '
            f'width="{num(region.w)}" height="{num(region.h)}" fill="transparent" '
            'style="cursor:pointer" '
            f'data-label="{escape(region.label)}" data-key="{escape(key_text(region.key))}">'
            f"{label}</rect>")


def key_text(key: object) -> str:
    """A region's key as the browser's ``data-key`` (what a test clicks by).

    >>> key_text(("card", 0, 3)), key_text("deck")
    ('card 0 3', 'deck')
    """
    return " ".join(map(str, key)) if isinstance(key, tuple) else str(key)


def forget_picture(canvas: SvgCanvas) -> None:
    """Nothing to forget: a view that lost the picture asks for it whole."""


def replay(canvas: SvgCanvas, drawing: Drawing, ratio: float = 1.0,
           scale: float = 1.0) -> None:
    """Show ``drawing`` in ``canvas`` at ``scale`` CSS pixels per drawing unit (an SVG
    is sharp at any device ratio): one message, the children that changed, or the
    whole picture when it is the first or most of it changed."""
    canvas.width, canvas.height = round(drawing.width * scale), round(drawing.height * scale)
    canvas.zoom = ratio * scale
    started = time.perf_counter()
    head, children = svg_parts(drawing, scale=scale)
    shapes = len(children)
    children += [region_svg(region) for region in drawing.regions]
    attributes = svg_attributes(drawing, scale=scale)
    ops = patch_ops(canvas.children_svg, children) if canvas.head else None
    old_version, old_attributes = canvas.current, canvas.attributes
    canvas.head, canvas.children_svg, canvas.attributes = head, children, attributes
    canvas.shapes = shapes
    canvas.current += 1
    if ops is None:
        canvas.send_whole()
        return
    changed_head = {k: v for k, v in attributes.items() if old_attributes.get(k) != v}
    canvas.patches += 1
    now = time.perf_counter()
    # what the kernel spent: on this picture (SVG text and diff), and since the click
    timing = {"svg_ms": round((now - started) * 1000, 2)}
    if canvas.pressed_at is not None:
        timing["step_ms"] = round((now - canvas.pressed_at) * 1000, 2)
    canvas.send({"kind": "patch", "from": old_version, "to": canvas.current, "ops": ops,
                 "head": changed_head or None, **timing})
