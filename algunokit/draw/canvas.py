"""Canvas back end: replay a :class:`Drawing` on an ipycanvas canvas.

Everything is sent inside one ``hold_canvas()``, so a redraw is one comm
message whatever the number of shapes; the commands are built as plain lists
(:func:`commands`) rather than by one ipycanvas method call each. Style
properties are only set when they change (each one is a command).
Coordinates are rounded to :data:`DIGITS` decimals of a CSS pixel (as the SVG
back end writes them): a layout's ``431.69849999999997`` costs 18 bytes of
JSON, ``431.7`` five, and a hundredth of a pixel is invisible even at a device
pixel ratio of 4.
A redraw sends only the rectangles where the picture changed since the one the
page shows (:func:`~algunokit.draw.damage.damage`, pure, in its own module), and
nothing when it is the same: a step of a game moves a few cards, and the page
replayed and rasterised the whole table.
With :mod:`~algunokit.draw.jupyter_internals` (the one door to what ipycanvas does
not offer publicly), the only modules of :mod:`algunokit.draw` that import a Jupyter
package.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any
from weakref import WeakKeyDictionary

from ipycanvas import hold_canvas

from algunokit.draw.damage import (  # noqa: F401  (bounds, damage, MAX_RECTS … named here too)
    MAX_RECTS,
    MERGE_GAP,
    MITER_REACH,
    Shown,
    bounds,
    damage,
    damaged,
    reaches,
)
from algunokit.draw.jupyter_internals import (
    canvas_codes,
    command_cache,
    forget_current_canvas,
    style_sender,
)
from algunokit.draw.model import Drawing, Path, Shape, Text
from algunokit.draw.text import FONT_FAMILY

_ALIGN = {"start": "left", "middle": "center", "end": "right"}

#: decimals kept of every coordinate sent to the browser (None: send them as computed)
DIGITS: int | None = 2


def rounder(digits: int | None) -> Any:
    """The function that shortens one coordinate: ``round`` to ``digits`` decimals,
    and a whole number as an ``int`` (``5`` is shorter than ``5.0`` in JSON).

    >>> rounder(2)(431.69849999999997), rounder(2)(12.0), rounder(None)(0.125)
    (431.7, 12, 0.125)
    """
    if digits is None:
        return _same
    # Layouts repeat the same coordinates (card corners, rows, notches): each is
    # rounded once, a dictionary look-up being several times cheaper than round().
    cache = _ROUNDED.setdefault(digits, {})

    def shorten(value: float) -> float:
        short = cache.get(value)
        if short is None:
            short = round(value, digits)
            whole = int(short)
            if whole == short:
                short = whole
            if len(cache) >= _KEEP:
                cache.clear()
            cache[value] = short
        return short

    return shorten


def _same(value: float) -> float:
    return value


_ROUNDED: dict[int, dict[float, float]] = {}
_KEEP = 50_000  # rounded values kept per precision: bounded for a long session


class _Pen:
    """The canvas's current style, so unchanged properties are not sent again.

    A style is sent as ipycanvas's own "set" command, the message its property
    setters send, without also updating the Python-side trait (nothing reads it
    back, and the traitlets round trip was most of a redraw's cost). Should a
    future ipycanvas change that command, the public property setters are used
    (:func:`~algunokit.draw.jupyter_internals.style_sender`).
    """

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self.state: dict[str, Any] = {}
        self._send = style_sender(canvas)
        self._attrs: dict[str, Any] = _CODES["attrs"] if _CODES is not None else {}

    def set(self, name: str, value: Any) -> None:
        if self.state.get(name, _UNSET) != value:
            self.state[name] = value
            if name == "line_dash":
                self.canvas.set_line_dash(list(value))
            elif self._send is not None and _CODES is not None and name in self._attrs:
                self._send(self.canvas, [_CODES["set"], [self._attrs[name], value]])
            else:
                setattr(self.canvas, name, value)


_UNSET = object()


def _path(canvas: Any, pen: _Pen, shape: Path, rnd: Any) -> None:
    canvas.begin_path()
    for op in shape.ops:
        kind = op[0]
        if kind == "M":
            canvas.move_to(rnd(op[1]), rnd(op[2]))
        elif kind == "L":
            canvas.line_to(rnd(op[1]), rnd(op[2]))
        elif kind == "Q":
            canvas.quadratic_curve_to(*map(rnd, op[1:]))
        elif kind == "C":
            canvas.bezier_curve_to(*map(rnd, op[1:]))
        else:
            canvas.close_path()
    pen.set("global_alpha", shape.opacity)
    if shape.fill:
        pen.set("fill_style", shape.fill)
        canvas.fill()
    if shape.stroke:
        pen.set("stroke_style", shape.stroke)
        pen.set("line_width", shape.line_width)
        pen.set("line_dash", tuple(shape.dash))
        canvas.stroke()


def _text(canvas: Any, pen: _Pen, shape: Text, rnd: Any) -> None:
    pen.set("global_alpha", shape.opacity)
    pen.set("font", f"{'bold ' if shape.bold else ''}{shape.size:g}px {FONT_FAMILY}")
    pen.set("text_align", _ALIGN.get(shape.anchor, "left"))
    pen.set("fill_style", shape.fill)
    canvas.fill_text(shape.text, rnd(shape.x), rnd(shape.y))


def css_size(drawing: Drawing, scale: float = 1.0) -> tuple[int, int]:
    """The canvas's size on the page (CSS pixels) for ``drawing`` shown at ``scale``."""
    return round(drawing.width * scale), round(drawing.height * scale)


def backing_size(drawing: Drawing, ratio: float = 1.0, scale: float = 1.0) -> tuple[int, int]:
    """The canvas's pixel size for ``drawing`` shown at ``scale`` and ``ratio`` device
    pixels per CSS pixel: its CSS size times the ratio."""
    width, height = css_size(drawing, scale)
    return round(width * ratio), round(height * ratio)


def replay(canvas: Any, drawing: Drawing, ratio: float = 1.0, scale: float = 1.0) -> None:
    """Draw ``drawing`` on ``canvas``, as one message (none if nothing changed).

    ``scale`` is the drawing's size on the page: CSS pixels per drawing unit (a
    play widget shows its table a little smaller than drawn so that it fits a
    laptop beside the choices). ``ratio`` is the browser's device pixel ratio: the
    canvas gets ``ratio`` times as many pixels each way as its CSS size,
    everything being drawn scaled by ``scale × ratio``, so it stays crisp on a
    HiDPI screen. Clicks then arrive in canvas pixels: divide them by
    ``scale × ratio``.

    When the canvas shows this view's last picture at the same size (see
    :func:`forget_picture`), only the parts that changed are redrawn
    (:func:`damage`): a step of a game moves a few cards, and the page then
    replays and rasterises a fraction of the commands (issue 19).
    """
    width, height = backing_size(drawing, ratio, scale)
    css_w, css_h = css_size(drawing, scale)
    css_width, css_height = f"{css_w}px", f"{css_h}px"
    zoom = ratio * scale
    frame = (width, height, zoom, drawing.background)
    shown = _SHOWN.get(canvas)
    if shown is None or shown.frame != frame:
        shown = _SHOWN[canvas] = Shown(frame)
    numbers = shown.number(drawing.shapes)
    within = None
    if PARTIAL and _CODES is not None and shown.numbers is not None:
        within = damaged(shown.numbers, numbers, shown.boxes, zoom, width, height)
        if not within:  # the same picture: the page has it
            return
        if sum(w * h for _, _, w, h in within) > PARTIAL_MAX_SHARE * width * height:
            within = None
    _forget_current_canvas(canvas)
    with hold_canvas():
        if canvas.width != width or canvas.height != height:
            canvas.width, canvas.height = width, height
        layout = canvas.layout
        if layout.width != css_width or layout.height != css_height:
            layout.width, layout.height = css_width, css_height
        # Resizing resets the browser's transform; set it on every redraw anyway.
        canvas.set_transform(zoom, 0, 0, zoom, 0, 0)
        cache = _command_cache(canvas)
        if cache is not None:
            boxes = [shown.boxes[n] for n in numbers] if within else None
            cache.extend(commands(drawing, DIGITS, within=within, zoom=zoom, boxes=boxes))
        else:
            _replay_by_calls(canvas, drawing, DIGITS)
    shown.numbers = numbers


#: redraw only the parts of a picture that changed (False: always the whole picture)
PARTIAL = True
#: above this share of the canvas's pixels to redraw, the whole picture is sent
PARTIAL_MAX_SHARE = 0.6
#: the canvases' pages: what each shows
_SHOWN: WeakKeyDictionary[Any, Shown] = WeakKeyDictionary()


def forget_picture(canvas: Any) -> None:
    """The page's canvas no longer shows the last picture sent (a reloaded page, a
    new client): the next :func:`replay` sends the whole picture."""
    _SHOWN.pop(canvas, None)


def _forget_current_canvas(canvas: Any) -> None:
    """Make the redraw start by naming its canvas to the page.

    ipycanvas sends every canvas's commands through one manager widget, which names
    the canvas only when it differs from the last one drawn on. A reloaded page has a
    new manager that knows no canvas: the first redraw after it failed in the page,
    and every later one with it (ipycanvas issue 322; the table stayed blank for
    good). Forgetting the last canvas costs a few bytes per redraw."""
    forget_current_canvas(canvas)


def _command_cache(canvas: Any) -> list[Any] | None:
    """The list ipycanvas batches commands in inside ``hold_canvas()`` (None if this
    ipycanvas keeps it elsewhere: then the public methods are called one by one)."""
    return command_cache(canvas) if _CODES is not None else None


#: ipycanvas's wire codes of the commands built here (None: call its methods instead)
_CODES = canvas_codes()


def commands(drawing: Drawing, digits: int | None = 2, *,
             within: Sequence[tuple[int, int, int, int]] | None = None,
             zoom: float = 1.0,
             boxes: Sequence[tuple[float, float, float, float]] | None = None,
             ) -> list[list[Any]]:
    """The ipycanvas commands that clear the canvas and draw ``drawing``: the very
    list its methods would batch, made at once in plain lists, since calling a method
    per command was most of a redraw's time. Each is ``[code, args]``: the methods add
    a third item, the number of binary buffers the command takes, which the front end
    reads as none when it is missing (as in ipycanvas's own ``set`` commands), so the
    ``, 0`` of every command (about a tenth of a message) is left out. Styles are only
    set when they change; coordinates are rounded to ``digits`` decimals (None: as
    computed).

    With ``within`` (device-pixel rectangles ``(x, y, w, h)`` from :func:`damage`,
    the drawing shown at ``zoom``), only those rectangles are cleared and redrawn, one
    by one, each clipped to itself with the shapes that reach into it; the canvas's
    transform is ``zoom`` after the commands, as before them (``boxes``: the shapes'
    :func:`bounds`, if known). A clip to one rectangle
    of whole device pixels leaves the browser's anti-aliasing as on the whole canvas
    (a clip to several at once drew the table's oval edge up to 24 levels apart)."""
    codes = _CODES
    assert codes is not None
    rnd = rounder(digits)
    if within is None:
        out: list[list[Any]] = [[codes["clear"], []]]
        state = _fresh_pen(out, codes, drawing.background)
        if drawing.background:
            out.append([codes["fillRect"], [0, 0, rnd(drawing.width), rnd(drawing.height)]])
        _draw(out, drawing.shapes, state, codes, rnd)
        return out
    out = []
    shapes = drawing.shapes
    if boxes is None:
        boxes = [bounds(shape) for shape in shapes]
    for rect in within:
        x, y, w, h = rect
        box = (x / zoom, y / zoom, (x + w) / zoom, (y + h) / zoom)
        out += [[codes["save"], []], [codes["setTransform"], [1, 0, 0, 1, 0, 0]],
                [codes["beginPath"], []], [codes["rect"], list(rect)], [codes["clip"], []],
                [codes["clearRect"], list(rect)]]
        state = _fresh_pen(out, codes, drawing.background)
        if drawing.background:
            out.append([codes["fillRect"], list(rect)])
        out.append([codes["setTransform"], [zoom, 0, 0, zoom, 0, 0]])
        _draw(out, [shape for shape, seen in zip(shapes, boxes, strict=True)
                    if reaches(seen, box)], state, codes, rnd)
        out.append([codes["restore"], []])
    return out


def _fresh_pen(out: list[list[Any]], codes: dict[str, Any],
               background: str | None) -> dict[str, Any]:
    """Set the styles every redraw starts from (the browser keeps the last ones, and a
    ``restore`` brings back older ones), with the ``background`` as the fill when there
    is one; the pen's state after them."""
    attrs = codes["attrs"]
    out.append([codes["set"], [attrs["text_baseline"], "alphabetic"]])
    out.append([codes["set"], [attrs["global_alpha"], 1.0]])
    out.append([codes["setLineDash"], [[]]])
    state = {"text_baseline": "alphabetic", "global_alpha": 1.0, "line_dash": ()}
    if background:
        out.append([codes["set"], [attrs["fill_style"], background]])
        state["fill_style"] = background
    return state


def _draw(out: list[list[Any]], shapes: Iterable[Shape], state: dict[str, Any],
          codes: dict[str, Any], rnd: Any) -> None:
    """Append the commands drawing ``shapes``, setting a style only when it changes
    from ``state`` (the pen after the commands already in ``out``)."""
    attrs = codes["attrs"]
    set_, begin, move, line = codes["set"], codes["beginPath"], codes["moveTo"], codes["lineTo"]
    quad, cubic, close = codes["quadraticCurveTo"], codes["bezierCurveTo"], codes["closePath"]
    fill, stroke, text = codes["fill"], codes["stroke"], codes["fillText"]
    append = out.append
    # The pen's state in locals, compared inline: a redraw sets styles about a
    # thousand times, mostly to the value they already have.
    alpha, fill_style, stroke_style = state["global_alpha"], state.get("fill_style"), None
    width = font = align = _UNSET
    a_alpha, a_fill, a_stroke = attrs["global_alpha"], attrs["fill_style"], attrs["stroke_style"]
    a_width, a_font, a_align = attrs["line_width"], attrs["font"], attrs["text_align"]
    dash = state["line_dash"]
    for shape in shapes:
        if isinstance(shape, Path):
            append([begin, []])
            for op in shape.ops:
                kind = op[0]
                if kind == "M":
                    append([move, [rnd(op[1]), rnd(op[2])]])
                elif kind == "L":
                    append([line, [rnd(op[1]), rnd(op[2])]])
                elif kind == "Q":
                    append([quad, [rnd(v) for v in op[1:]]])
                elif kind == "C":
                    append([cubic, [rnd(v) for v in op[1:]]])
                else:
                    append([close, []])
            if shape.opacity != alpha:
                alpha = shape.opacity
                append([set_, [a_alpha, alpha]])
            if shape.fill:
                if shape.fill != fill_style:
                    fill_style = shape.fill
                    append([set_, [a_fill, fill_style]])
                append([fill, ["nonzero"]])
            if shape.stroke:
                if shape.stroke != stroke_style:
                    stroke_style = shape.stroke
                    append([set_, [a_stroke, stroke_style]])
                if shape.line_width != width:
                    width = shape.line_width
                    append([set_, [a_width, width]])
                shape_dash = tuple(shape.dash)
                if shape_dash != dash:
                    dash = shape_dash
                    segments = list(dash)
                    append([codes["setLineDash"],
                            [segments + segments if len(segments) % 2 else segments]])
                append([stroke, []])
        else:
            if shape.opacity != alpha:
                alpha = shape.opacity
                append([set_, [a_alpha, alpha]])
            shape_font = f"{'bold ' if shape.bold else ''}{shape.size:g}px {FONT_FAMILY}"
            if shape_font != font:
                font = shape_font
                append([set_, [a_font, font]])
            shape_align = _ALIGN.get(shape.anchor, "left")
            if shape_align != align:
                align = shape_align
                append([set_, [a_align, align]])
            if shape.fill != fill_style:
                fill_style = shape.fill
                append([set_, [a_fill, fill_style]])
            append([text, [shape.text, rnd(shape.x), rnd(shape.y)]])


def _replay_by_calls(canvas: Any, drawing: Drawing, digits: int | None = 2) -> None:
    """The same drawing through ipycanvas's public methods, one call per command."""
    rnd = rounder(digits)
    canvas.clear()
    pen = _Pen(canvas)
    pen.set("text_baseline", "alphabetic")
    pen.set("global_alpha", 1.0)
    pen.set("line_dash", ())
    if drawing.background:
        pen.set("fill_style", drawing.background)
        canvas.fill_rect(0, 0, rnd(drawing.width), rnd(drawing.height))
    for shape in drawing.shapes:
        if isinstance(shape, Path):
            _path(canvas, pen, shape, rnd)
        else:
            _text(canvas, pen, shape, rnd)
