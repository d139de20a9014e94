"""Speed of Scratch projects: exporting an alternative as .sb3, reading one back,
and how many (project, table) checks the real Scratch VM runs per second.

No target is set by the issue. The VM figure is the whole check of
tests/code/test_sb3_vm.py in one Node process (loading each project, setting the
lists, stepping the VM by hand); it is 0 with a "skipped" reason when Node or the
npm packages of tests/scratch are missing.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from timing import card_programs, per_program

from algunokit.code.sb3 import sb3_bytes
from algunokit.code.sb3_read import from_sb3

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "code"))

from sb3_harness import (  # the harness lives with the tests
    engine_run,
    random_alternative,
    random_table,
    run_vm,
    vm_missing,
)


def _per_program(name: str, work, quick: bool) -> dict:
    return per_program(name, work, quick, scale=1e3, unit="ms per project")


def bench_sb3_export(quick: bool) -> dict:
    return _per_program("sb3.export", lambda a: sb3_bytes(a, "fr"), quick)


def bench_sb3_read(quick: bool) -> dict:
    files = {a: sb3_bytes(a, "fr") for a in card_programs()}
    return _per_program("sb3.read", lambda a: from_sb3(files[a]), quick)


def bench_sb3_vm_checks(quick: bool) -> dict:
    missing = vm_missing()
    if missing is not None:
        return {"name": "sb3.vm_checks", "value": 0, "unit": "checks per second",
                "skipped": missing}
    rng = random.Random(5)
    n_programs, n_tables = (10, 5) if quick else (100, 20)
    projects = []
    for _ in range(n_programs):
        alt = random_alternative(rng)
        runs = [engine_run(alt, *random_table(rng)) for _ in range(n_tables)]
        projects.append({"sb3": sb3_bytes(alt, "en"),
                         "runs": [{"lists": r["before"], "random": r["random"]} for r in runs]})
    timing: dict[str, float] = {}
    started = time.perf_counter()
    results = run_vm(projects, timing=timing)
    elapsed = time.perf_counter() - started
    checks = sum(len(r["runs"]) for r in results)
    # value: the whole Node process (start, load every project, run every table);
    # the parts say where the time goes.
    return {"name": "sb3.vm_checks", "value": checks / elapsed, "unit": "checks per second",
            "projects": n_programs, "tables_each": n_tables, "seconds": round(elapsed, 2),
            "node_startup_s": round(timing["startup"], 2),
            "load_ms_per_project": round(1e3 * timing["load"] / n_programs, 1),
            "run_ms_per_check": round(1e3 * timing["run"] / checks, 2)}


BENCHMARKS = [bench_sb3_export, bench_sb3_read, bench_sb3_vm_checks]
