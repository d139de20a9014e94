"""A real browser: a student types a wrong program into a ``%%alternative`` cell and an
unknown word into ``ak.from_python(...)`` in JupyterLab (headless Debian Chromium driven by
Playwright). Each cell shows the kit's short message with its line, and no traceback
frame. The screenshot is kept in ``test-artifacts/browser_errors.png``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request

import pytest
from test_browser_play import ARTIFACTS, CHROMIUM, FLAGS, free_port

pytestmark = pytest.mark.browser

playwright_api = pytest.importorskip("playwright.sync_api",
                                     reason="Playwright for Python is not installed")

FIRST_CELL = 'import algunokit as ak\nak.set_language("fr")\nprint("prêt")'
#: What the student types, key by key (Enter is a real key press: the editor indents).
PROGRAM = ("%%alternative mon_programme\nif nombre_de_coeurs() == 1:\nprint('salut')\n"
           "else:\npiocher(1)")
FROM_PYTHON = 'ak.from_python("if truc() == 1: pass")'


def notebook() -> dict:
    def cell(cell_id: str, source: str) -> dict:
        return {"cell_type": "code", "execution_count": None, "id": cell_id, "metadata": {},
                "outputs": [], "source": source}

    return {"cells": [cell("first", FIRST_CELL), cell("program", ""), cell("text", "")],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    (root / "errors.ipynb").write_text(json.dumps(notebook()), encoding="utf-8")
    port, token = free_port(), "algunokit-browser-errors"
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


def test_short_messages_in_jupyterlab(lab):
    url, token = lab
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 900})
            try:
                type_and_check(page, url, token)
            except Exception:
                page.screenshot(path=str(ARTIFACTS / "browser_errors_failure.png"),
                                full_page=True)
                raise
        finally:
            browser.close()


def type_and_check(page, url, token):
    page.goto(f"{url}/lab/tree/errors.ipynb?token={token}", timeout=90_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=90_000)
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    first, program, text = cells.nth(0), cells.nth(1), cells.nth(2)
    # A key press sent before the kernel is connected is dropped: run the first cell
    # again until its output appears (Ctrl+Enter runs it in place).
    for _attempt in range(8):
        select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
        if select.count() and select.first.is_visible():
            select.first.click()
            page.wait_for_timeout(1000)
        first.locator(".cm-content").click()
        page.keyboard.press("Control+Enter")
        try:
            first.locator(".jp-OutputArea-output").get_by_text("prêt").wait_for(timeout=15_000)
            break
        except playwright_api.TimeoutError:
            continue

    program.locator(".cm-content").click()
    page.keyboard.type(PROGRAM)
    typed = program.locator(".cm-content").inner_text()
    # the editor indents the line after a colon by itself, and puts else: back
    assert ("if nombre_de_coeurs() == 1:\n    print('salut')\nelse:\n    piocher(1)"
            in typed.replace("\u00a0", " ")), typed
    page.keyboard.press("Control+Enter")
    box = program.locator(".algunokit-error")
    box.wait_for(timeout=30_000)
    message = box.inner_text()
    assert "Ligne 3" in message and "print" in message and "%tb" in message, message

    text.locator(".cm-content").click()
    page.keyboard.type(FROM_PYTHON)
    page.keyboard.press("Control+Enter")
    box = text.locator(".algunokit-error")
    box.wait_for(timeout=30_000)
    message = box.inner_text()
    assert "Ligne 1" in message and "truc" in message, message

    page.wait_for_timeout(500)
    page.screenshot(path=str(ARTIFACTS / "browser_errors.png"), full_page=True)
    for cell in (program, text):
        outputs = cell.locator(".jp-OutputArea").inner_text()
        for frame in ("Traceback", "File \"", "----> ", "site-packages", "CodeError"):
            assert frame not in outputs, outputs
        assert cell.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
