"""The browser-only site: its size, the first kernel's start, a whole lesson 01.

Targets (issue 12): the first kernel ready within 10 s, lesson 01 run top to
bottom within 30 s, on this machine. The site is built once (``lite/build.py``,
downloads cached in ``.lite-cache``), served on 127.0.0.1 and driven in Debian's
Chromium with every other host blocked (``lite/drive.py``, as in the browser test).

With ``--quick`` (the smoke test) nothing is built: a build and a browser take
minutes, so each benchmark reports ``skipped`` and a value of 0.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "lite"))
import drive  # noqa: E402 (lite/ is a folder of scripts)

LESSON_01 = "lessons/fr/01-decouvrir-le-jeu.ipynb"


def _missing(need_browser: bool) -> str:
    if importlib.util.find_spec("jupyterlite_core") is None:
        return 'the site\'s build tools are missing: pip install -e ".[lite]"'
    if shutil.which("npm") is None:
        return "npm is needed to fetch the Pyodide runtime"
    if need_browser and not Path(drive.CHROMIUM).exists():
        return "Debian's chromium is not installed"
    if need_browser and importlib.util.find_spec("playwright") is None:
        return "Playwright for Python is not installed"
    return ""


def _skipped(name: str, unit: str, target: float | None, reason: str) -> dict:
    result = {"name": name, "value": 0.0, "unit": unit, "skipped": reason}
    if target is not None:
        result["target"] = target
    return result


@functools.cache
def _site() -> Path:
    output = Path(tempfile.mkdtemp(prefix="algunokit-lite-")) / "_site"
    subprocess.run([sys.executable, str(ROOT / "lite" / "build.py"), "--output", str(output)],
                   check=True, stdout=subprocess.DEVNULL)
    return output


def _repl_ready(context, base: str) -> tuple[float, float]:
    """Seconds from opening the site's console to the first answer of its kernel,
    and to the start of the kernel's web worker (the page's own part: JupyterLab
    loaded, the kernel asked for; the rest is Pyodide, the wheels and the imports)."""
    page = context.new_page()
    worker = []
    try:
        started = time.perf_counter()
        page.on("worker", lambda _: worker.append(time.perf_counter() - started))
        page.goto(f"{base}/repl/index.html?kernel=python&code=print(6*7)", timeout=180_000)
        page.locator(".jp-OutputArea-output", has_text="42").first.wait_for(timeout=300_000)
        return time.perf_counter() - started, (worker or [0.0])[0]
    finally:
        page.close()


def bench_site_size(quick: bool = False) -> dict:
    name = "lite_site_size"
    reason = "--quick: no site is built" if quick else _missing(need_browser=False)
    if reason:
        return _skipped(name, "MB", None, reason)
    site = _site()
    pyodide = site / "static" / "pyodide"
    total = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    runtime = sum(p.stat().st_size for p in pyodide.iterdir() if p.is_file())
    snapshot = pyodide / "kernel.snapshot"  # gzipped memory of a started kernel
    return {"name": name, "value": round(total / 1e6, 1), "unit": "MB",
            "pyodide_and_wheels_mb": round(runtime / 1e6, 1),
            "snapshot_gzip_mb": round(snapshot.stat().st_size / 1e6, 1)
            if snapshot.exists() else 0.0}


def bench_first_kernel_ready(quick: bool = False) -> dict:
    """Cold: a new browser, nothing cached; then warm: the same browser, a second time."""
    name = "lite_first_kernel_ready"
    reason = "--quick: no site is built, no browser started" if quick else _missing(True)
    if reason:
        return _skipped(name, "s", 10, reason)
    from playwright.sync_api import sync_playwright

    with drive.serve(_site()) as base, sync_playwright() as p, drive.offline_browser(p) as off:
        cold, cold_worker = _repl_ready(off.context, base)
        drive.forget(off.context, base)
        warm, _ = _repl_ready(off.context, base)
        blocked = len(off.blocked)
    return {"name": name, "value": round(cold, 1), "unit": "s", "target": 10,
            "page_until_kernel_worker_s": round(cold_worker, 1),
            "warm_s": round(warm, 1), "blocked_requests": blocked,
            "load_average": round(os.getloadavg()[0], 1)}


def bench_lesson_01(quick: bool = False) -> dict:
    """Open lesson 01 (French) and run every cell, in a browser that has seen the site once."""
    name = "lite_lesson_01_run"
    reason = "--quick: no site is built, no browser started" if quick else _missing(True)
    if reason:
        return _skipped(name, "s", 30, reason)
    from playwright.sync_api import sync_playwright

    with drive.serve(_site()) as base, sync_playwright() as p, drive.offline_browser(p) as off:
        _repl_ready(off.context, base)  # the runtime is in the browser's cache, as in class
        drive.forget(off.context, base)
        page = off.context.new_page()
        run = drive.run_notebook(page, base, LESSON_01)
        page.close()
    first_cell = run.cell_s[0] if run.cell_s else 0.0
    return {"name": name, "value": round(run.kernel_ready_s + run.run_s, 1), "unit": "s",
            "target": 30, "page_open_s": round(run.kernel_ready_s, 1),
            "first_cell_s": first_cell, "cells": run.cells, "errors": len(run.errors)}


BENCHMARKS = [bench_site_size, bench_first_kernel_ready, bench_lesson_01]
