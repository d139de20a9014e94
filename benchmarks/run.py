"""Run every benchmark: ``python benchmarks/run.py [--json] [--only TEXT] [--quick]``.

Each ``benchmarks/bench_*.py`` module lists its benchmarks in ``BENCHMARKS``:
functions taking ``quick: bool`` and returning a dict with at least ``name``,
``value`` and ``unit`` (plus ``target`` when the issue sets one), or ``name``
and ``skipped`` (the reason) when it cannot run here. With
``--json`` one JSON object per benchmark is printed per line, so figures can be
compared over time. Speed is measured here, never in timed tests.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def discover() -> list:
    benches = []
    for path in sorted(HERE.glob("bench_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        benches.extend((f"{path.stem}.{b.__name__}", b) for b in module.BENCHMARKS)
    return benches


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="one JSON object per benchmark")
    parser.add_argument("--only", default="",
                        help="run benchmarks whose module.function name contains this")
    parser.add_argument("--quick", action="store_true", help="smaller runs (smoke test)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(0, str(HERE))
    for qualified, bench in discover():
        if args.only and args.only not in qualified:
            continue
        started = time.perf_counter()
        result = bench(quick=args.quick)
        result.setdefault("python", platform.python_version())
        result["wall_s"] = round(time.perf_counter() - started, 3)
        if args.json:
            print(json.dumps(result, sort_keys=True), flush=True)
        elif "skipped" in result:
            print(f"{result['name']}: skipped ({result['skipped']})", flush=True)
        else:
            target = f" (target {result['target']})" if "target" in result else ""
            print(f"{result['name']}: {result['value']:,.1f} {result['unit']}{target}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
