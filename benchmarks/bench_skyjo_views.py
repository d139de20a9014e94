"""Skyjo views: Python time per redraw of an 8-player table, bytes and messages sent.

The table is a real mid-game state (8 players, bots, some columns removed).
Three timings, best of several runs: the layout alone (``table_drawing``), the
layout replayed on a canvas (what a click costs in the canvas), and the whole
widget refresh (canvas, prompt, option buttons, scores, log). What the canvas
sends is captured by replacing ``ipycanvas.canvas._CANVAS_MANAGER.send``: the
JSON of the metadata plus the binary buffers, per redraw; there must be exactly
one message per redraw (everything inside one ``hold_canvas()``).
"""

from __future__ import annotations

import json
import time
from typing import Any

from algunokit.draw.skyjo import table_drawing
from algunokit.skyjo import DecisionKind
from algunokit.widgets.skyjo import SkyjoPlayWidget

PLAYERS = 8
TARGET_MS = 50.0  # a click must feel immediate: redraw well under 50 ms of Python


def _table(decisions: int = 160) -> SkyjoPlayWidget:
    widget = SkyjoPlayWidget(PLAYERS, seed=12, humans=(0,), bots="heuristic")
    game = widget.game
    for _ in range(decisions):  # person at seat 0 answers like a bot would
        decision = game.decision
        if decision is None:
            break
        if decision.player == 0:
            option = decision.options[-1] if decision.kind is DecisionKind.PLACE_DRAWN \
                else decision.options[0]
        else:
            option = widget.bot_move()[1]
        game.choose(option)
    widget.refresh()
    return widget


def _best_ms(work: Any, count: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(count):
            work()
        best = min(best, (time.perf_counter() - started) / count)
    return best * 1000


class _Capture:
    def __init__(self) -> None:
        self.messages: list[int] = []

    def __call__(self, content: Any, buffers: Any = None) -> None:
        size = len(json.dumps(content).encode())
        size += sum(len(memoryview(b).cast("B")) for b in buffers or ())
        self.messages.append(size)


_CACHE: dict[bool, dict[str, float]] = {}


def _measure(quick: bool) -> dict[str, float]:
    if quick in _CACHE:
        return _CACHE[quick]
    from ipycanvas.canvas import _CANVAS_MANAGER

    count, repeat = (5, 1) if quick else (20, 3)
    widget = _table()
    view = widget._view()
    keys = widget.drawing_keys()
    bots = range(1, PLAYERS)
    capture = _Capture()
    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = capture  # type: ignore[method-assign]
    try:
        layout = _best_ms(lambda: table_drawing(view, bots=bots, highlight=keys), count, repeat)
        redraws = widget.view.redraws
        canvas = _best_ms(lambda: widget.view.show(
            table_drawing(view, bots=bots, highlight=keys)), count, repeat)
        refresh = _best_ms(widget.refresh, count, repeat)
        shown = widget.view.redraws - redraws
    finally:
        _CANVAS_MANAGER.send = original  # type: ignore[method-assign]
    drawing = widget.view.drawing
    assert drawing is not None
    _CACHE[quick] = result = {
        "layout_ms": layout, "canvas_ms": canvas, "refresh_ms": refresh,
        "messages_per_redraw": len(capture.messages) / shown,
        "bytes_per_redraw": sum(capture.messages) / len(capture.messages),
        "shapes": len(drawing.shapes), "regions": len(drawing.regions),
    }
    return result


def skyjo_view_layout(quick: bool) -> dict:
    m = _measure(quick)
    return {"name": "skyjo_view_layout_ms_8p", "value": round(m["layout_ms"], 2), "unit": "ms",
            "players": PLAYERS, "shapes": m["shapes"], "regions": m["regions"]}


def skyjo_view_canvas_redraw(quick: bool) -> dict:
    m = _measure(quick)
    return {"name": "skyjo_view_canvas_redraw_ms_8p", "value": round(m["canvas_ms"], 2),
            "unit": "ms", "target": TARGET_MS, "players": PLAYERS}


def skyjo_view_widget_refresh(quick: bool) -> dict:
    m = _measure(quick)
    return {"name": "skyjo_view_widget_refresh_ms_8p", "value": round(m["refresh_ms"], 2),
            "unit": "ms", "target": TARGET_MS, "players": PLAYERS}


def skyjo_view_bytes(quick: bool) -> dict:
    m = _measure(quick)
    return {"name": "skyjo_view_bytes_per_redraw_8p", "value": round(m["bytes_per_redraw"]),
            "unit": "bytes", "players": PLAYERS,
            "messages_per_redraw": m["messages_per_redraw"]}


BENCHMARKS = [skyjo_view_layout, skyjo_view_canvas_redraw, skyjo_view_widget_refresh,
              skyjo_view_bytes]
