"""Speed of the Skyjo, Celsius and GaAg lessons' checks (issue 14), as a student runs them.

No target is set by the issue; a function check should answer well under a second in a
lesson cell. The Skyjo strategy check plays 20 games in a separate, time-limited process
(in a browser kernel, in the notebook's own process): a few seconds at most. The win
rates of the notebook's starter and of the model are printed too: the check's target
(80 %) must sit between them.
"""

from __future__ import annotations

import sys
import time

import algunokit as ak
from algunokit.lessons import celsius_1, skyjo_1

STARTER = skyjo_1.STRATEGY_SOURCE["en"].replace("view.discard_top <= 3", "view.discard_top <= 0")
STARTER = STARTER[:STARTER.index("        card = view.held")] + "        return options[0]\n"


def _best_ms(work, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - started)
    return best * 1000


def bench_celsius_search_check(quick: bool) -> dict:
    """ex5: the model search on every case, each call to the step function watched."""
    ex = ak.lesson("celsius", 2, "en").ex4  # part 2's breadth-first search
    value = _best_ms(lambda: ex.check(celsius_1.shortest_chain), 2 if quick else 5)
    return {"name": "lessons.celsius_search_check", "value": value, "unit": "ms per check"}


def bench_gaag_loop_check(quick: bool) -> dict:
    """ex6: the source read for forbidden built-ins, each case copied and compared."""
    ex = ak.lesson("gaag", 1, "en").ex6
    value = _best_ms(lambda: ex.check(ex.expected()), 3 if quick else 10)
    return {"name": "lessons.gaag_loop_check", "value": value, "unit": "ms per check"}


def bench_skyjo_strategy_check(quick: bool) -> dict:
    """ex4: 20 three-player games in a separate process (the model strategy)."""
    ex = ak.lesson("skyjo", 1, "en").ex4
    value = _best_ms(lambda: ex.check(ex.expected()), 1 if quick else 3) / 1000
    return {"name": "lessons.skyjo_strategy_check", "value": value, "unit": "s per check"}


def bench_skyjo_strategy_check_in_browser_kernel(quick: bool) -> dict:
    """ex4 as a browser kernel runs it: the same games in the notebook's own process."""
    ex = ak.lesson("skyjo", 1, "en").ex4
    platform = sys.platform
    sys.platform = "emscripten"
    try:
        value = _best_ms(lambda: ex.check(skyjo_1.reference_strategy("en")),
                         1 if quick else 3) / 1000
    finally:
        sys.platform = platform
    return {"name": "lessons.skyjo_strategy_check_here", "value": value, "unit": "s per check"}


def bench_skyjo_strategy_rates(quick: bool) -> dict:
    """The share of the check's games won by the notebook's starter (must stay under the
    target) and by the model (must stay over it)."""
    ex = ak.lesson("skyjo", 1, "en").ex4
    imports = skyjo_1.STRATEGY_IMPORTS + "\n\n"
    starter = ex.check(imports + STARTER).message
    model = ex.check(ex.expected()).message
    return {"name": "lessons.skyjo_strategy_rates", "value": ex.target * 100,
            "unit": "% target", "starter": starter, "model": model}


BENCHMARKS = [bench_celsius_search_check, bench_gaag_loop_check, bench_skyjo_strategy_check,
              bench_skyjo_strategy_check_in_browser_kernel, bench_skyjo_strategy_rates]
