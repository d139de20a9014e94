"""A real browser: JupyterLab on localhost, a notebook showing ``play(...)``, headless
Debian Chromium driven by Playwright. We click the builder's button, a card on the
canvas and "Valider", and check that the canvas pixels changed and the game moved on.
The screenshots are kept in ``test-artifacts/``.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from algunokit.i18n import t

# what the widget says once the person has chosen (« Toi : … », never « Toi a choisi »)
PLAYED = re.compile("^" + re.escape(t("widgets.played", "fr", player="Toi", choice="")))

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
PIL_Image = pytest.importorskip("PIL.Image", reason="Pillow is needed to compare pixels")

NOTEBOOK_SOURCE = (
    "from algunokit.widgets import play\n"
    "widget = play(4, (1, 1), seed=0, humans=(0,), first_author=0)\n"
    "widget"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {},
                   "outputs": [], "source": NOTEBOOK_SOURCE}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    (root / "play.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    port, token = free_port(), "algunokit-browser-test"
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
    deadline = time.monotonic() + 90
    while True:
        try:
            urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
            break
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                pytest.fail("JupyterLab did not start within 90 s")
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


def changed_pixels(a: bytes, b: bytes) -> int:
    first = PIL_Image.open(io.BytesIO(a)).convert("RGB")
    second = PIL_Image.open(io.BytesIO(b)).convert("RGB")
    if first.size != second.size:
        return first.size[0] * first.size[1]
    from PIL import ImageChops

    diff = ImageChops.difference(first, second).convert("L")
    return sum(1 for value in diff.tobytes() if value)


def test_play_in_jupyterlab_in_chromium(lab):
    from algunokit.alguno import Build, Game
    from algunokit.draw.alguno import table_drawing

    url, token = lab
    ARTIFACTS.mkdir(exist_ok=True)
    # The same seeded game, to know where seat 0's first card is drawn.
    game = Game(4, (1, 1), 0, first_author=0)
    game.choose(Build(0))
    region = next(r for r in table_drawing(game).regions if r.key == ("card", 0, 0))

    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            try:
                run_the_game(page, url, token, region)
            except Exception:
                page.screenshot(path=str(ARTIFACTS / "browser_failure.png"), full_page=True)
                raise
        finally:
            browser.close()


def run_the_game(page, url, token, region):
    """Open the notebook, run it, then build, pick a card and confirm."""
    page.goto(f"{url}/lab/tree/play.ipynb?token={token}", timeout=90_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=90_000)
    table = page.locator(".jp-OutputArea-output canvas").first
    # A key press sent before the kernel is connected is dropped: run the cell
    # again until its output appears (Ctrl+Enter runs it in place).
    for _attempt in range(8):
        # A fresh JupyterLab may ask which kernel to start: take the proposed one.
        select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
        if select.count() and select.first.is_visible():
            select.first.click()
            page.wait_for_timeout(1000)
        page.click(".jp-Notebook .jp-Cell .cm-content")
        page.keyboard.press("Control+Enter")
        try:
            table.wait_for(timeout=15_000)
            break
        except playwright_api.TimeoutError:
            continue
    table.wait_for(timeout=30_000)
    build = t("alguno.decision.build.you", "fr", player="Toi")  # « Toi : tu construis … »
    page.get_by_text(build).first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    start = table.screenshot()

    page.get_by_role("button", name="Construire l'alternative").click()
    discard = t("alguno.decision.discard.you", "fr", player="Toi", n=1)
    page.get_by_text(discard).first.wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    built = table.screenshot()
    assert changed_pixels(start, built) > 100  # the table shows the built alternative

    box = table.bounding_box()
    table.click(position={"x": region.x + region.w / 2, "y": region.y + region.h / 2})
    page.wait_for_timeout(500)
    selected = table.screenshot()
    assert changed_pixels(built, selected) > 20  # the clicked card is raised
    page.get_by_role("button", name="Valider").click()
    page.get_by_text(PLAYED).first.wait_for(timeout=30_000)
    page.wait_for_timeout(800)
    after = table.screenshot()
    page.screenshot(path=str(ARTIFACTS / "browser_play.png"), full_page=True)
    (ARTIFACTS / "browser_play_table.png").write_bytes(after)
    assert box is not None and changed_pixels(selected, after) > 100
    # The engine took the discard: seat 1 has 4 cards, the discard pile 1.
    assert page.get_by_text(PLAYED).count() == 1
    assert page.get_by_text("défausse : 1", exact=False).count() >= 1
