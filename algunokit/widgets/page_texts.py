"""The texts beside a picture: its description for screen readers and the eye, the
message line, and their updates held until the picture has left the kernel.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterable
from html import escape

import ipywidgets as W

from algunokit.draw import palette
from algunokit.draw.jupyter_internals import hold_sync, release_sync
from algunokit.i18n import t

#: hidden from the eye, still read by screen readers (the usual "visually hidden" rule)
VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
                   "overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0")


def send_now() -> None:
    """Let the picture just drawn leave the kernel before the step goes on.

    ipykernel sends a kernel's messages from a thread of its own, which needs Python's
    lock while the step goes on computing the texts: it got it 1 to 13 ms after the
    picture was queued (issue 19, measured in JupyterLab). Flushing the kernel's
    stdout waits, the lock released, until that thread has sent everything queued
    before it. Elsewhere (a terminal, a test, the browser-only kernel) it is a flush."""
    flush = getattr(sys.stdout, "flush", None)
    if flush is not None:
        flush()


#: how long (s) the other updates of a step wait after its picture to leave the kernel
AFTER_PICTURE_S = 0.03


def hold_after_picture(widgets: Iterable[W.Widget]) -> list[W.Widget]:
    """Let the browser draw the picture just sent before it handles ``widgets``' updates.

    The browser handles the kernel's messages one by one, in order, and it shows the
    picture only at its next frame, after every message already arrived: the 3 to 6
    texts of a step (prompt, message, log, description, code, buttons) sent right
    after the picture came first, 5 to 15 ms of the page's work at each click
    (issue 19). The values change at once in Python (a test, an exercise or a later
    step reads them as always); only their messages wait :data:`AFTER_PICTURE_S`, on
    the kernel's event loop, and each widget then sends its latest state once
    (ipywidgets' own ``hold_sync`` queue). Without a running event loop (a script, a
    test), or with an ipywidgets that keeps its queue elsewhere, they are sent as they
    change. Returns the widgets held now."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return []
    held = [widget for widget in widgets if hold_sync(widget)]
    if held:
        loop.call_later(AFTER_PICTURE_S, release_held, held)
    return held


def release_held(widgets: Iterable[W.Widget]) -> None:
    """Send what ``widgets`` held back since :func:`hold_after_picture`, one message each."""
    for widget in widgets:
        release_sync(widget)


def description_html(text: str, language: str | None = None) -> str:
    """A picture's description: a visually hidden copy that screen readers read when
    it changes, and a collapsed box (``<details>``, closed) for whoever wants the words.
    '' when there is nothing to say."""
    if not text:
        return ""
    words = escape(text)
    return (f'<div role="status" class="algunokit-sr-only" style="{VISUALLY_HIDDEN}">'
            f"{words}</div>"
            # the open box repeats the words for the eye: a screen reader skips it
            f'<details class="algunokit-description" style="font-size:12px;'
            f'color:{palette.INK_SOFT}"><summary style="cursor:pointer">'
            f"{escape(t('game_texts.description', language))}</summary>"
            f'<div aria-hidden="true">{words}</div></details>')


def message_html(text: str, kind: str = "info") -> str:
    colour = {"info": palette.INFO, "error": palette.WRONG, "ok": palette.WIN}[kind]
    return (f'<div role="alert" style="color:{colour};font-weight:600;min-height:1.4em">'
            f"{escape(text)}</div>")
