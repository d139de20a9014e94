"""The benchmarks still run: ``benchmarks/run.py --json --quick`` prints one JSON
object per benchmark, each with a name, a value and a unit.

Only their shape is checked here. Speed is judged by reading the figures,
never by a timed test.
"""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess  # benchmarks/run.py runs in a Python process of its own

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "benchmarks" / "run.py"


def _declared() -> list[str]:
    spec = importlib.util.spec_from_file_location("benchmarks_run", RUN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.path.insert(0, str(RUN.parent))
    try:
        return [name for name, _ in module.discover()]
    finally:
        sys.path.remove(str(RUN.parent))


@pytest.mark.slow  # every benchmark, quick: more than a minute
def test_every_benchmark_prints_one_json_object():
    result = subprocess.run([sys.executable, str(RUN), "--json", "--quick"], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    figures = [json.loads(line) for line in lines]
    assert len(figures) == len(_declared()) > 20
    names = [figure["name"] for figure in figures]
    assert len(set(names)) == len(names), "two benchmarks share a name"
    for figure in figures:
        if "skipped" in figure:  # cannot run here (no chromium, no rlcard): says why
            assert isinstance(figure["skipped"], str) and figure["skipped"], figure
            assert figure["python"] and figure["wall_s"] >= 0
            continue
        value = figure["value"]
        assert isinstance(value, int | float) and math.isfinite(value) and value >= 0, figure
        assert isinstance(figure["unit"], str) and figure["unit"], figure
        assert figure["python"] and figure["wall_s"] >= 0


def test_only_selects_benchmarks_by_name():
    result = subprocess.run([sys.executable, str(RUN), "--json", "--quick", "--only",
                             "bench_celsius.bench_celsius_greedy_bot"], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    (line,) = result.stdout.splitlines()
    assert json.loads(line)["name"].startswith("celsius greedy bot")
