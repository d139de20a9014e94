"""The kernel's CPU per click on "Next step" in each game's play widget, bots only
(no browser: the widget is built and stepped in this process, its messages go
nowhere). What a click costs the kernel before the browser sees anything: the
engine's move, the table's redraw, the code panes (Alg(un)o), the log and the texts.

Figure: milliseconds of process CPU per step, median over the steps of whole games
(several seeds), with the p95 beside it; once with the log closed (the default) and
once with the log open (its lines are sent at every step).
"""

from __future__ import annotations

import statistics
import time

from algunokit.widgets.alguno.play import PlayWidget
from algunokit.widgets.celsius import CelsiusPlayWidget
from algunokit.widgets.gaag import GaagPlayWidget
from algunokit.widgets.skyjo import SkyjoPlayWidget


def _steps(make, seeds, open_log: bool, max_steps: int) -> list[float]:
    costs: list[float] = []
    for seed in seeds:
        widget = make(seed)
        if open_log:
            widget.journal.expand()
        for _ in range(max_steps):
            if widget.game.decision is None:
                break
            started = time.process_time()
            moved = widget.step()
            costs.append(time.process_time() - started)
            if not moved:
                break
    return costs


def _measure(name: str, make, quick: bool, open_log: bool = False) -> dict:
    seeds = range(1) if quick else range(4)
    costs = _steps(make, seeds, open_log, 60 if quick else 400)
    costs.sort()
    p95 = costs[min(len(costs) - 1, int(0.95 * len(costs)))]
    return {"name": name, "value": round(statistics.median(costs) * 1000, 3),
            "unit": "ms CPU per step (median)", "p95_ms": round(p95 * 1000, 3),
            "mean_ms": round(statistics.fmean(costs) * 1000, 3), "steps": len(costs)}


def _alguno(seed: int) -> PlayWidget:
    return PlayWidget(4, (2, 2), seed, humans=(), bots="random", language="fr")


def _skyjo(seed: int) -> SkyjoPlayWidget:
    return SkyjoPlayWidget(4, seed, humans=(), language="fr")


def _celsius(seed: int) -> CelsiusPlayWidget:
    return CelsiusPlayWidget(4, seed, humans=(), language="fr")


def _gaag(seed: int) -> GaagPlayWidget:
    return GaagPlayWidget(4, seed, humans=(), language="fr")


def bench_step_alguno(quick: bool = False) -> dict:
    return _measure("widget_step_alguno_4_levels_2_2", _alguno, quick)


def bench_step_alguno_log_open(quick: bool = False) -> dict:
    return _measure("widget_step_alguno_4_levels_2_2_log_open", _alguno, quick, True)


def bench_step_skyjo(quick: bool = False) -> dict:
    return _measure("widget_step_skyjo_4", _skyjo, quick)


def bench_step_skyjo_log_open(quick: bool = False) -> dict:
    return _measure("widget_step_skyjo_4_log_open", _skyjo, quick, True)


def bench_step_celsius(quick: bool = False) -> dict:
    return _measure("widget_step_celsius_4", _celsius, quick)


def bench_step_celsius_log_open(quick: bool = False) -> dict:
    return _measure("widget_step_celsius_4_log_open", _celsius, quick, True)


def bench_step_gaag(quick: bool = False) -> dict:
    return _measure("widget_step_gaag_4", _gaag, quick)


def bench_step_gaag_log_open(quick: bool = False) -> dict:
    return _measure("widget_step_gaag_4_log_open", _gaag, quick, True)


BENCHMARKS = [bench_step_alguno, bench_step_alguno_log_open, bench_step_skyjo,
              bench_step_skyjo_log_open, bench_step_celsius, bench_step_celsius_log_open,
              bench_step_gaag, bench_step_gaag_log_open]
