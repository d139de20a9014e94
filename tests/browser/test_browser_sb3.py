"""A real browser downloads the Scratch project offered under the blocks of ``ak.show``.

JupyterLab on localhost, a notebook showing ``ak.show(alt)`` in French, headless
Debian Chromium driven by Playwright: the orange link is visible, clicking it
downloads ``alternative.sb3``, and that file reads back as the same alternative.
The screenshot is kept in ``test-artifacts/``.
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

SOURCE = (
    "import algunokit as ak\n"
    "from algunokit import alguno\n"
    "ak.set_language('fr')\n"
    "alt = alguno.Alternative(alguno.parse_condition('diamonds <= 3'),\n"
    "                         [alguno.parse_action('discard 1')],\n"
    "                         [alguno.parse_action('draw 2')])\n"
    "ak.show(alt)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    notebook = {
        "cells": [{"cell_type": "code", "execution_count": None, "id": "show", "metadata": {},
                   "outputs": [], "source": SOURCE}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    (root / "show.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    port, token = free_port(), "algunokit-browser-sb3"
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


def test_download_the_scratch_project_in_chromium(lab, tmp_path):
    from algunokit import alguno
    from algunokit.code.sb3_read import from_sb3

    url, token = lab
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900},
                                    accept_downloads=True)
            page.goto(f"{url}/lab/tree/show.ipynb?token={token}", timeout=90_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=90_000)
            link = page.locator("a.algunokit-sb3")
            for _attempt in range(8):  # keys sent before the kernel is ready are dropped
                select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
                if select.count() and select.first.is_visible():
                    select.first.click()
                    page.wait_for_timeout(1000)
                page.click(".jp-Notebook .jp-Cell .cm-content")
                page.keyboard.press("Control+Enter")
                try:
                    link.wait_for(state="visible", timeout=15_000)
                    break
                except playwright_api.TimeoutError:
                    continue
            assert link.is_visible(), "the download link never appeared"
            assert "Télécharger le projet Scratch" in link.inner_text()
            link.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "browser_sb3_link.png"), full_page=True)
            with page.expect_download(timeout=30_000) as info:
                link.click()
            download = info.value
            assert download.suggested_filename == "alternative.sb3"
            target = tmp_path / "alternative.sb3"
            download.save_as(str(target))
        finally:
            browser.close()
    expected = alguno.Alternative(alguno.parse_condition("diamonds <= 3"),
                                  [alguno.parse_action("discard 1")],
                                  [alguno.parse_action("draw 2")])
    assert from_sb3(target) == expected
