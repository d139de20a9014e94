"""Redraw cost of the Alg(un)o views: Python time and bytes sent per redraw.

Target (issue 4): under 10 ms per redraw, one comm message per redraw, for a
20-card hand and for a 5-player table. Bytes are counted on the canvas
manager's messages (JSON metadata plus binary buffers), as sent to the browser.
"""

from __future__ import annotations

import json
import time

from algunokit.alguno import Build, Game
from algunokit.cards import classic_deck
from algunokit.draw.alguno import hand_drawing, table_drawing
from algunokit.draw.canvas import replay


def _measure(make_drawing, name: str, quick: bool) -> dict:
    from ipycanvas import Canvas
    from ipycanvas.canvas import _CANVAS_MANAGER

    sent: list[int] = []

    def capture(content, buffers=None):
        size = len(json.dumps(content, default=str).encode())
        size += sum(len(memoryview(b).cast("B")) for b in (buffers or []))
        sent.append(size)

    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = capture
    try:
        canvas = Canvas(width=10, height=10)
        rounds = 20 if quick else 200
        started = time.perf_counter()
        for _ in range(rounds):
            replay(canvas, make_drawing())
        elapsed = (time.perf_counter() - started) / rounds
    finally:
        _CANVAS_MANAGER.send = original
    return {"name": name, "value": round(elapsed * 1000, 3), "unit": "ms/redraw",
            "target": 10, "messages_per_redraw": len(sent) / rounds,
            "bytes_per_redraw": round(sum(sent) / rounds)}


def bench_hand_20_cards(quick: bool = False) -> dict:
    cards = list(classic_deck())[:20]
    return _measure(lambda: hand_drawing(cards, selected={3}, title="Ana"),
                    "views_redraw_hand_20_cards", quick)


def bench_table_5_players(quick: bool = False) -> dict:
    game = Game(5, (3, 2), seed=3, first_author=0)
    game.choose(Build(0, 0, 1))
    return _measure(lambda: table_drawing(game.view(0), discard=game.table.discard_pile),
                    "views_redraw_table_5_players", quick)


BENCHMARKS = [bench_hand_20_cards, bench_table_5_players]
