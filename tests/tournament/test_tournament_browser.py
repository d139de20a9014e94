"""A real browser: JupyterLab on localhost runs ``ak.tournament`` in a notebook.

The progress bar appears and reaches the number of games, then the ranking
table and its chart are shown. The screenshot is kept in ``test-artifacts/``.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.browser

if not Path(CHROMIUM).exists():
    pytest.skip("Debian's chromium is not installed (apt-get install chromium); "
                ".ci/run installs it", allow_module_level=True)
playwright_api = pytest.importorskip("playwright.sync_api",
                                     reason="Playwright for Python is not installed")

SOURCE = """import pathlib, tempfile
import algunokit as ak
rendus = pathlib.Path(tempfile.mkdtemp())
for nom, choix in (("alice", 0), ("bilal", -1), ("chloe", 0)):
    (rendus / f"{nom}.py").write_text(
        f"def strategie(vue, decision):\\n    return decision.options[{choix}]\\n")
ak.tournament("alguno", rendus, games=12, seed=1, workers=1)"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "id": "tournoi",
                   "metadata": {}, "outputs": [], "source": SOURCE}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    (root / "tournoi.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    port, token = free_port(), "algunokit-tournament-test"
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
    while True:
        try:
            urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
            break
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                pytest.fail("JupyterLab did not start within 120 s")
            time.sleep(0.5)
    try:
        yield url, token
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(root / "runtime", ignore_errors=True)


def test_tournament_in_jupyterlab_shows_progress_then_ranking(lab):
    url, token = lab
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        page = browser.new_page(viewport={"width": 1200, "height": 1000})
        try:
            page.goto(f"{url}/lab/tree/tournoi.ipynb?token={token}", timeout=120_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=120_000)
            table = page.locator(".jp-OutputArea-output table").first
            for _attempt in range(8):  # a key press before the kernel connects is dropped
                select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
                if select.count() and select.first.is_visible():
                    select.first.click()
                    page.wait_for_timeout(1000)
                page.click(".jp-Notebook .jp-Cell .cm-content")
                page.keyboard.press("Control+Enter")
                try:
                    page.locator(".widget-hprogress").first.wait_for(timeout=30_000)
                    break
                except playwright_api.TimeoutError:
                    continue
            table.wait_for(timeout=120_000)
            page.wait_for_timeout(500)
            page.screenshot(path=str(ARTIFACTS / "tournament_lab.png"), full_page=True)
            bar = page.locator(".widget-hprogress").first
            assert "Parties" in bar.inner_text()
            assert page.locator(".jp-Notebook .jp-InputPrompt").first.inner_text().count("[") == 1
            assert page.locator(".widget-hprogress .progress-bar").count() == 1
            assert page.get_by_text("Tournoi de classe — Alg(un)o").count() >= 1
            assert page.locator(".jp-OutputArea-output svg").count() >= 1
            assert table.locator("tr").count() == 4  # a header and 3 strategies
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "tournament_lab_failure.png"), full_page=True)
            raise
        finally:
            browser.close()
