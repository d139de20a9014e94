"""Redraw cost of the GaAg views: Python time, comm messages and bytes per redraw.

Measured on the canvas manager's messages (JSON metadata plus binary buffers, as
sent to the browser), for a mid-game table with a card selected, for a long row
with six players, and for a whole widget click (select a card: redraw the picture
and rebuild the buttons). Target as for the other views: under 10 ms per redraw,
one message per redraw.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from algunokit.draw.canvas import replay
from algunokit.draw.gaag import game_drawing, row_table
from algunokit.gaag import Game, make_bot

TARGET_MS = 10


class _Capture:
    """Count the canvas manager's messages and their bytes while active."""

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def __enter__(self) -> _Capture:
        from ipycanvas.canvas import _CANVAS_MANAGER

        self._manager = _CANVAS_MANAGER
        self._original = _CANVAS_MANAGER.send

        def capture(content, buffers=None):
            size = len(json.dumps(content, default=str).encode())
            size += sum(len(memoryview(b).cast("B")) for b in (buffers or []))
            self.sizes.append(size)

        _CANVAS_MANAGER.send = capture
        return self

    def __exit__(self, *exc: object) -> None:
        self._manager.send = self._original


def _mid_game(players: int, turns: int, seed: int) -> Game:
    game = Game(players, seed)
    bots = [make_bot("heuristic", s) for s in range(players)]
    while game.turn < turns and game.decision is not None:
        decision = game.decision
        game.choose(bots[decision.player](game.view(decision.player), decision))
    return game


def _measure(redraw: Callable[[], None], name: str, quick: bool) -> dict:
    rounds = 20 if quick else 200
    redraw()  # warm up (first canvas sizing, caches)
    with _Capture() as sent:
        started, cpu = time.perf_counter(), time.process_time()
        for _ in range(rounds):
            redraw()
        elapsed = (time.perf_counter() - started) / rounds
        cpu_elapsed = (time.process_time() - cpu) / rounds
    # Wall-clock is the figure; CPU time is steadier on a busy machine. Both include
    # encoding the message (as the comm does), not sending it.
    return {"name": name, "value": round(elapsed * 1000, 3), "unit": "ms/redraw",
            "cpu_ms": round(cpu_elapsed * 1000, 3), "target": TARGET_MS,
            "messages_per_redraw": len(sent.sizes) / rounds,
            "bytes_per_redraw": round(sum(sent.sizes) / rounds)}


def bench_table_4_players(quick: bool = False) -> dict:
    from ipycanvas import Canvas

    game = _mid_game(4, 8, seed=3)
    canvas = Canvas(width=10, height=10)
    view = game.view(game.current)
    return _measure(lambda: replay(canvas, game_drawing(view, selected=0)),
                    "gaag_views_redraw_table_4_players", quick)


def bench_long_row_6_players(quick: bool = False) -> dict:
    from ipycanvas import Canvas

    game = _mid_game(6, 3, seed=5)
    game.table = row_table([1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 0, 16, 17, 18])
    canvas = Canvas(width=10, height=10)
    view = game.view(game.current)
    return _measure(lambda: replay(canvas, game_drawing(view, selected=1)),
                    "gaag_views_redraw_long_row_6_players", quick)


def bench_widget_select_click(quick: bool = False) -> dict:
    from algunokit.widgets.gaag import GaagPlayWidget

    widget = GaagPlayWidget(4, 2, language="fr")
    # Selecting the same card twice selects then unselects it: two full redraws.
    return _measure(lambda: widget.select(0), "gaag_views_widget_select_click", quick)


BENCHMARKS = [bench_table_4_players, bench_long_row_6_players, bench_widget_select_click]
