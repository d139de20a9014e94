"""Celsius views: time per redraw, bytes sent to the browser, messages per redraw.

A redraw is what one click costs: the pure layout (:func:`table_drawing`) and its
replay on the canvas inside one ``hold_canvas()``. The canvas manager's ``send``
is replaced by a counter, so the figures are the messages and bytes a browser
would receive, without a browser. Targets: < 20 ms per click redraw, exactly one
message per redraw, < 64 kB per redraw.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from algunokit.celsius import Game, Step, parse_operator
from algunokit.draw.celsius import table_drawing
from algunokit.draw.svg import to_svg
from algunokit.widgets.celsius import play


class _Meter:
    """Stands in for the canvas manager's ``send``: counts messages and bytes."""

    def __init__(self) -> None:
        self.messages = 0
        self.bytes = 0

    def __call__(self, content: Any, buffers: Any = None) -> None:
        self.messages += 1
        self.bytes += len(json.dumps(content).encode())
        self.bytes += sum(memoryview(b).nbytes for b in buffers or ())


def _metered(work: Callable[[], None], repeat: int) -> tuple[list[float], _Meter]:
    from ipycanvas.canvas import _CANVAS_MANAGER

    meter = _Meter()
    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = meter  # type: ignore[method-assign]
    times = []
    try:
        for _ in range(repeat):
            started = time.perf_counter()
            work()
            times.append((time.perf_counter() - started) * 1000)
    finally:
        _CANVAS_MANAGER.send = original  # type: ignore[method-assign]
    return times, meter


def _four_player_game() -> Game:
    return Game.from_setup(
        hot=[[22, 40, 81, 90, 100, 64], [30, 54, 25], [20, 27, 36], [45, 48, 49, 50]],
        operators=[["+1", "x2", "x?", "^2", "-3", "±1"], ["x3", "+5", "-1", "x2", "+2", "/2"],
                   ["+3", "x4", "-?", "+?", "x5", "/3"], ["+7", "x6", "-5", "±1", "x7", "+9"]],
        cold=10)


def bench_celsius_click_redraw(quick: bool) -> dict:
    """One click on an operator card in a 4-player game, then its undo: each is one redraw."""
    widget = play(game=_four_player_game(), language="fr")
    widget.operator_clicked(0)  # a chain is on the table while we measure

    def click_and_undo() -> None:
        widget.operator_clicked(1)
        widget.undo()

    repeat = 40 if quick else 300
    redraws = widget.view.redraws
    times, meter = _metered(click_and_undo, repeat)
    count = widget.view.redraws - redraws
    return {
        "name": "celsius view: click -> redraw (4 players, median)",
        "value": statistics.median(times) / 2, "unit": "ms", "target": "< 20 ms",
        "p95_ms": sorted(times)[int(0.95 * len(times))] / 2,
        "redraws": count, "messages_per_redraw": meter.messages / count,
        "bytes_per_redraw": meter.bytes / count,
    }


def bench_celsius_redraw_messages(quick: bool) -> dict:
    """Messages per redraw over a whole game played by the person with the solver's chains."""
    widget = play(2, seed=5, language="en", max_rounds=15 if quick else 60)

    def whole_game() -> None:
        from algunokit.celsius import DecisionKind, solve
        from algunokit.widgets.celsius import hint_indices

        for _ in range(400):
            decision = widget.game.decision
            if decision is None:
                return
            if decision.kind is not DecisionKind.PLAY:
                widget.panel.children[0].children[2].click()
                continue
            found = solve(decision.cold, decision.hot_values, decision.operators)
            if found is None:
                widget.pass_turn()
                continue
            for index, step in zip(hint_indices(found, decision.operators), found.steps,
                                   strict=True):
                widget.operator_clicked(index)
                if step.card.is_choice:
                    widget.question.value = step.choice
                    widget.place_question()
                elif step.card.needs_choice:
                    widget.choose_sign(step.choice)
            widget.play_chain()

    redraws = widget.view.redraws
    times, meter = _metered(whole_game, 1)
    count = widget.view.redraws - redraws
    return {"name": "celsius view: canvas messages per redraw (whole game)",
            "value": meter.messages / count, "unit": "messages", "target": "1",
            "redraws": count, "bytes_per_redraw": meter.bytes / count,
            "ms_per_redraw": times[0] / count}


def bench_celsius_layout_and_svg(quick: bool) -> dict:
    """The pure layout alone, and the size of its SVG (what a saved notebook keeps)."""
    view = _four_player_game().view(0)
    chain = [(0, Step(parse_operator("+1"))), (1, Step(parse_operator("x2"))),
             (2, Step(parse_operator("x?"), 3))]
    repeat = 50 if quick else 500
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        drawing = table_drawing(view, chain=chain, language="fr")
        times.append((time.perf_counter() - started) * 1000)
    return {"name": "celsius view: layout only (4 players, median)",
            "value": statistics.median(times), "unit": "ms",
            "shapes": len(drawing.shapes), "regions": len(drawing.regions),
            "svg_bytes": len(to_svg(drawing).encode())}


BENCHMARKS = [bench_celsius_click_redraw, bench_celsius_redraw_messages,
              bench_celsius_layout_and_svg]
