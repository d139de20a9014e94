"""JupyterLab and Debian's Chromium for the browser tests (and the click benchmark).

One copy of what every browser test needs, instead of one per test file:

- ``CHROMIUM``, ``FLAGS``, ``ARTIFACTS`` and ``missing()`` / ``skip_without_browser()``:
  the browser, its flags, where screenshots go, and why the browser cannot run here;
- ``write_notebook(path, sources)``: a notebook of code cells, no outputs;
- ``lab_server(root)``: JupyterLab serving ``root`` on a free port with its own
  runtime, config and workspaces folders, a context manager yielding ``Lab(url, token,
  root)``; a module-scoped fixture wraps it so each test module starts one server;
- ``launch(p)`` / ``browser_page(...)``: headless Chromium, a page with a screenshot
  kept when the test fails;
- ``open_notebook(page, lab, name)`` and ``run_until(page, target)``: open a notebook,
  accept the kernel dialog a fresh JupyterLab may show, and run a cell again until
  its output appears (a key press sent before the kernel is connected is dropped).

Importable from tests because ``tests/conftest.py`` puts this folder on ``sys.path``;
``benchmarks/browser_lab.py`` puts it there too.
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
from typing import Any, NamedTuple

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
#: what a test waits for before it clicks: the first code cell's editor
EDITOR = ".jp-Notebook .jp-Cell .cm-content"

#: JavaScript comparing two canvases' pixels (``getImageData(...).data``, ``width``
#: wide) redrawn in parts: how many are more than ``most`` levels apart in a channel
#: elsewhere than on the inner border (4 pixels) of one of the clipped ``rects`` (x, y,
#: w, h), how many on one, and the largest difference. Where a clip's border cuts a
#: shape's edge the browser anti-aliases it a little differently; a card or a letter
#: left behind differs elsewhere.
APART_JS = """(x, y, width, most, rects) => {
  let elsewhere = 0, border = 0, largest = 0;
  for (let i = 0; i < x.length; i += 4) {
    const d = Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]),
                       Math.abs(x[i + 2] - y[i + 2]));
    largest = Math.max(largest, d);
    if (d <= most) continue;
    const px = (i / 4) % width, py = Math.floor(i / 4 / width);
    const edge = rects.some(([rx, ry, rw, rh]) => px >= rx && px < rx + rw && py >= ry
      && py < ry + rh && Math.min(px - rx, rx + rw - 1 - px, py - ry, ry + rh - 1 - py) < 4);
    if (edge) border++; else elsewhere++;
  }
  return [elsewhere, border, largest];
}"""


def missing() -> str | None:
    """Why the browser cannot run here, or None."""
    if not Path(CHROMIUM).exists():
        return ("Debian's chromium is not installed (apt-get install chromium); "
                ".ci/run installs it")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed"
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        return "JupyterLab is not installed"
    return None


def skip_without_browser() -> None:
    """Skip the calling test module, with the reason, when the browser cannot run."""
    reason = missing()
    if reason:
        import pytest

        pytest.skip(reason, allow_module_level=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, sources: Sequence[str]) -> None:
    """A notebook of code cells, one per source, without outputs, Python 3 kernel."""
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
              "outputs": [], "source": source} for i, source in enumerate(sources)]
    path.write_text(json.dumps({
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


class Lab(NamedTuple):
    """A running JupyterLab: its address, its token and the folder it serves."""

    url: str
    token: str
    root: Path


@contextlib.contextmanager
def lab_server(root: Path, token: str = "algunokit-browser",
               start_timeout: float = 120) -> Iterator[Lab]:
    """JupyterLab serving ``root`` on a free port; stopped (and its runtime folder
    removed) on exit. Its config folder is ``root / "config"``: write user settings
    there before entering."""
    # No "would you like to get notified about news?" pop-up over the screenshots.
    settings = root / "config" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    notification = settings / "notification.jupyterlab-settings"
    if not notification.exists():
        notification.write_text('{"fetchNews": "false"}', encoding="utf-8")
    port = free_port()
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
    deadline = time.monotonic() + start_timeout
    try:
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError(
                        f"JupyterLab did not start within {start_timeout:g} s") from None
                time.sleep(0.5)
        yield Lab(url, token, root)
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(root / "runtime", ignore_errors=True)


def launch(playwright: Any) -> Any:
    """Headless Debian Chromium with the project's flags."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)


@contextlib.contextmanager
def browser_page(failure: str | None = None, **page_options: Any) -> Iterator[Any]:
    """A page of a fresh headless Chromium; if the body fails, a full-page screenshot
    goes to ``ARTIFACTS / failure`` before the error goes on."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(**page_options)
            try:
                yield page
            except Exception:
                if failure:
                    page.screenshot(path=str(ARTIFACTS / failure), full_page=True)
                raise
        finally:
            browser.close()


def open_notebook(page: Any, lab: Lab, name: str, workspace: str | None = None,
                  ready: str = EDITOR, timeout: float = 90_000) -> None:
    """Open notebook ``name`` and wait for its cells. With ``workspace``, in a fresh
    workspace of that name (only its own tab open, not the last notebook too)."""
    if workspace:
        address = f"{lab.url}/lab/workspaces/{workspace}/tree/{name}?token={lab.token}&reset"
    else:
        address = f"{lab.url}/lab/tree/{name}?token={lab.token}"
    page.goto(address, timeout=timeout)
    page.wait_for_selector(ready, timeout=timeout)


def accept_kernel_dialog(page: Any, pause_ms: float = 1000) -> None:
    """A fresh JupyterLab may ask which kernel to start: take the proposed one."""
    select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
    if select.count() and select.first.is_visible():
        select.first.click()
        if pause_ms:
            page.wait_for_timeout(pause_ms)


def run_until(page: Any, target: Any, cell: Any = None, keys: Sequence[str] = ("Control+Enter",),
              attempts: int = 8, timeout: float = 15_000, retry_pause_ms: float = 0) -> bool:
    """Run a cell (``cell``, else the first) until locator ``target`` shows.

    A key press sent before the kernel is connected is dropped, so the cell is run
    again (Ctrl+Enter runs it in place) up to ``attempts`` times. Returns whether
    ``target`` showed. Run cells one at a time: a dropped Shift+Enter still moves on
    to the next cell, so a second one can run that cell and leave the first unrun.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    editor = cell.locator(".cm-content") if cell is not None else page.locator(EDITOR).first
    for _attempt in range(attempts):
        accept_kernel_dialog(page)
        editor.click()
        for key in keys:
            page.keyboard.press(key)
        try:
            target.wait_for(timeout=timeout)
            return True
        except PlaywrightTimeout:
            if retry_pause_ms:
                page.wait_for_timeout(retry_pause_ms)
    return False
