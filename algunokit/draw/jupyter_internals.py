"""The one door to what ipycanvas and ipywidgets do not offer publicly (issue 32).

The kit uses a few of their internals, each for a measured reason, and only here:
``tests/widgets/test_jupyter_internals.py`` checks every one against the versions
installed, and fails loudly (naming this module) on a version it was not checked with
(:data:`CHECKED`; ``pyproject.toml`` keeps ipycanvas below the next minor version).
When ipycanvas or ipywidgets change, this module is the one to read again.

ipycanvas (``draw/canvas.py``):

- :func:`canvas_codes`: the wire codes of its commands (``ipycanvas.canvas.COMMANDS``)
  and of its style attributes (``Canvas.ATTRS``): a redraw's command lists are built at
  once as plain lists, since a method call per command was most of a redraw's time;
- :func:`command_cache`: the list ``hold_canvas()`` batches commands in
  (``_canvas_manager._commands_cache``), extended with those lists;
- :func:`style_sender`: the manager's ``send_command``, to send a style without the
  traitlets round trip of a property setter;
- :func:`forget_current_canvas`: the manager names the canvas again at the next redraw
  (``_current_canvas``): a reloaded page's new manager knows no canvas (ipycanvas
  issue 322).

ipywidgets (``widgets/``):

- :func:`live_widgets`: how many widgets are alive (``widget._instances``);
- :func:`hold_sync` / :func:`release_sync`: ipywidgets' own ``hold_sync`` queue
  (``_holding_sync``, ``_states_to_send``) held across the kernel's event loop, so a
  step's texts reach the page after its picture (``page_texts.hold_after_picture``).

Each function falls back to the public way (or to doing nothing) when the internal is
not there: the kit still works, more slowly, and the contract test says why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: the versions (major.minor) every internal below was checked with
CHECKED = {"ipycanvas": "0.14", "ipywidgets": "8.1"}

#: the ipycanvas commands the kit builds itself
CANVAS_COMMANDS = ("set", "setLineDash", "clear", "fillRect", "beginPath", "moveTo", "lineTo",
                   "quadraticCurveTo", "bezierCurveTo", "closePath", "fill", "stroke",
                   "fillText", "save", "restore", "setTransform", "rect", "clip", "clearRect")


# -- ipycanvas ------------------------------------------------------------------------


def canvas_codes() -> dict[str, Any] | None:
    """The wire code of each of :data:`CANVAS_COMMANDS` and, under ``"attrs"``, the
    codes of the style attributes; None if this ipycanvas lacks one of them."""
    try:
        from ipycanvas.canvas import COMMANDS, Canvas
    except ImportError:
        return None
    attrs = getattr(Canvas, "ATTRS", None)
    if not isinstance(COMMANDS, dict) or not isinstance(attrs, dict) \
            or any(name not in COMMANDS for name in CANVAS_COMMANDS):
        return None
    return {**{name: COMMANDS[name] for name in CANVAS_COMMANDS}, "attrs": attrs}


def command_cache(canvas: Any) -> list[Any] | None:
    """The list ipycanvas batches commands in inside ``hold_canvas()``; None outside it,
    or if this ipycanvas keeps it elsewhere (then call the canvas's methods)."""
    manager = getattr(canvas, "_canvas_manager", None)
    cache = getattr(manager, "_commands_cache", None)
    if not getattr(manager, "_caching", False) or not isinstance(cache, list):
        return None
    return cache


def style_sender(canvas: Any) -> Callable[[Any, list[Any]], None] | None:
    """``send(canvas, [code of "set", [attribute code, value]])``: a style sent as
    ipycanvas's property setters send it, without updating the Python trait; None if
    this ipycanvas has no such command (then set the property)."""
    codes = canvas_codes()
    send = getattr(getattr(canvas, "_canvas_manager", None), "send_command", None)
    return send if codes is not None and callable(send) else None


def forget_current_canvas(canvas: Any) -> None:
    """Make the next command sent for ``canvas`` start by naming it to the page."""
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None and hasattr(manager, "_current_canvas"):
        manager._current_canvas = None


# -- ipywidgets -----------------------------------------------------------------------


def live_widgets() -> int:
    """How many widgets are alive in this Python (each a comm, and a model in the page)."""
    from ipywidgets.widgets import widget

    return len(widget._instances)


def hold_sync(widget: Any) -> bool:
    """Hold ``widget``'s updates back (ipywidgets' ``hold_sync`` queue) until
    :func:`release_sync`; False, nothing held, if it is already holding them or this
    ipywidgets keeps its queue elsewhere."""
    if getattr(widget, "_holding_sync", None) is not False \
            or not isinstance(getattr(widget, "_states_to_send", None), set):
        return False
    widget._holding_sync = True
    return True


def release_sync(widget: Any) -> None:
    """Send what ``widget`` held since :func:`hold_sync`, in one message (none if nothing
    changed, or once the widget is closed)."""
    widget._holding_sync = False
    keys = set(widget._states_to_send)
    widget._states_to_send.clear()
    if keys and widget.comm is not None:
        widget.send_state(keys)


__all__ = ["CANVAS_COMMANDS", "CHECKED", "canvas_codes", "command_cache",
           "forget_current_canvas", "hold_sync", "live_widgets", "release_sync",
           "style_sender"]
