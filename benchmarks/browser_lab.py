"""JupyterLab + Debian's Chromium, for the click benchmark and the HiDPI browser test.

``lab_server(root)`` starts JupyterLab on a free port with its own runtime and
config folders (a context manager yielding the URL and token); ``open_notebook``
opens a notebook at a given device pixel ratio and runs its cells one by one;
``CLICK_JS`` clicks a button and measures, in the page, the time until the
canvas shows something else: after the click it copies the canvas into a small
canvas at every animation frame and compares the pixels.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def missing() -> str | None:
    """Why the browser cannot run here, or None."""
    if not Path(CHROMIUM).exists():
        return "Debian's chromium is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed"
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        return "JupyterLab is not installed"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, sources: Sequence[str]) -> None:
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
              "outputs": [], "source": source} for i, source in enumerate(sources)]
    path.write_text(json.dumps({
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


@contextlib.contextmanager
def lab_server(root: Path) -> Iterator[tuple[str, str]]:
    """JupyterLab serving ``root``: yields ``(url, token)``; stopped on exit."""
    port, token = free_port(), "algunokit-browser"
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(root / "runtime"),
           "JUPYTER_CONFIG_DIR": str(root / "config")}
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
         "--ip=127.0.0.1", "--allow-root", f"--IdentityProvider.token={token}",
         f"--ServerApp.root_dir={root}",
         f"--LabApp.workspaces_dir={root / 'workspaces'}", "--LabApp.news_url=None",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    try:
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError("JupyterLab did not start within 120 s") from None
                time.sleep(0.5)
        yield url, token
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(root / "runtime", ignore_errors=True)


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)


def open_notebook(browser: Any, url: str, token: str, name: str, ratio: float,
                  cells: int) -> Any:
    """A page showing notebook ``name`` at ``ratio``, every cell run, canvases drawn."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000},
                                  device_scale_factor=ratio)
    page = context.new_page()
    # A workspace of its own: JupyterLab would otherwise reopen the last notebook too.
    workspace = "w" + "".join(ch for ch in name if ch.isalnum())
    page.goto(f"{url}/lab/workspaces/{workspace}/tree/{name}?token={token}&reset",
              timeout=120_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=120_000)
    for _attempt in range(10):
        # A fresh JupyterLab may ask which kernel to start: take the proposed one.
        select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
        if select.count() and select.first.is_visible():
            select.first.click()
            page.wait_for_timeout(1000)
        page.click(".jp-Notebook .jp-Cell .cm-content")
        for _ in range(cells):  # Shift+Enter runs a cell and moves to the next one
            page.keyboard.press("Shift+Enter")
        try:
            page.locator(".jp-OutputArea-output canvas").nth(cells - 1).wait_for(
                timeout=20_000)
            break
        except Exception:  # the kernel was not connected yet: run them again
            page.wait_for_timeout(500)
    page.locator(".jp-OutputArea-output canvas").nth(cells - 1).wait_for(timeout=60_000)
    return page


#: canvases of the page: [CSS width, CSS height, backing width, backing height] each
SIZES_JS = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output canvas'))
  .map(c => { const r = c.getBoundingClientRect();
              return [r.width, r.height, c.width, c.height]; })"""

#: click the ``label`` button of code cell ``index``; ms until one of its canvases
#: changes (-1: none changed within ``timeout`` ms; null: no such button or canvas)
CLICK_JS = """async ([index, label, timeout]) => {
  const cell = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[index];
  const canvases = Array.from(cell.querySelectorAll('.jp-OutputArea-output canvas'));
  const button = Array.from(cell.querySelectorAll('button'))
    .find(b => b.textContent.trim().startsWith(label) && !b.disabled);
  if (!canvases.length || !button) return null;
  const W = 160, H = 120;
  const small = document.createElement('canvas');
  small.width = W; small.height = H * canvases.length;
  const ctx = small.getContext('2d', {willReadFrequently: true});
  const snap = () => {
    ctx.clearRect(0, 0, W, small.height);
    canvases.forEach((c, i) => ctx.drawImage(c, 0, i * H, W, H));
    return ctx.getImageData(0, 0, W, small.height).data;
  };
  const sizes = () => canvases.map(c => c.width + 'x' + c.height).join(' ');
  const before = snap(), size = sizes();
  const t0 = performance.now();
  button.click();
  return await new Promise(resolve => {
    const poll = () => {
      const elapsed = performance.now() - t0;
      const now = snap();
      let changed = sizes() !== size;
      for (let k = 0; !changed && k < now.length; k++) changed = now[k] !== before[k];
      if (changed) resolve(elapsed);
      else if (elapsed > timeout) resolve(-1);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}"""


def wait_for_ratio(page: Any, ratio: float, timeout_s: float = 30.0) -> list[list[float]]:
    """Wait until every canvas's backing store is its CSS size × ``ratio``."""
    deadline = time.monotonic() + timeout_s
    while True:
        sizes = page.evaluate(SIZES_JS)
        if sizes and all(_matches(s, ratio) for s in sizes):
            return sizes
        if time.monotonic() > deadline:
            return sizes
        page.wait_for_timeout(200)


def _matches(size: Sequence[float], ratio: float) -> bool:
    css_w, css_h, w, h = size
    return css_w > 0 and abs(w - round(css_w * ratio)) <= 1 and abs(h - round(css_h * ratio)) <= 1
