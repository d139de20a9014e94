"""Lesson 08 as a student sees it: JupyterLab on localhost, the French notebook run from
top to bottom in headless Debian Chromium. Every starter answers "not yet" in red (none
passes), nothing shows a traceback, the tournament's bar and chart appear, and the
comparison with the glouton robot says why. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "test-artifacts"
NOTEBOOK = ROOT / "lessons" / "fr" / "08-strategie.ipynb"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.browser

if not Path(CHROMIUM).exists():
    pytest.skip("Debian's chromium is not installed (apt-get install chromium); "
                ".ci/run installs it", allow_module_level=True)
playwright_api = pytest.importorskip("playwright.sync_api",
                                     reason="Playwright for Python is not installed")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab8")
    shutil.copy(NOTEBOOK, root / NOTEBOOK.name)
    settings = root / "config" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    # no "would you like news?" pop-up over the notebook
    (settings / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
    # every cell in the page, not only those on screen, so all outputs can be read
    tracker = settings.parent / "notebook-extension"
    tracker.mkdir()
    (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    port, token = free_port(), "algunokit-lesson8"
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


def test_lesson8_runs_top_to_bottom_as_a_student_sees_it(lab):
    url, token = lab
    ARTIFACTS.mkdir(exist_ok=True)
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 1000})
            try:
                run_all(page, url, token)
                check_what_the_student_sees(page)
            except Exception:
                page.screenshot(path=str(ARTIFACTS / "lesson8_failure.png"), full_page=True)
                raise
        finally:
            browser.close()


def accept_kernel_dialog(page) -> None:
    """A fresh JupyterLab may ask which kernel to start: take the proposed one."""
    select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
    if select.count() and select.first.is_visible():
        select.first.click()


def run_all(page, url, token):
    page.goto(f"{url}/lab/tree/{NOTEBOOK.name}?token={token}", timeout=90_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
    for _ in range(10):  # the kernel dialog, if any, comes a moment after the notebook
        page.wait_for_timeout(1000)
        accept_kernel_dialog(page)
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    # the last exercise's hint is the last output: once it is there, everything ran
    last = page.get_by_text("Indice 1/2 : mains = vue.imagine(option)")
    deadline = time.monotonic() + 300
    while not last.count():
        assert time.monotonic() < deadline, "the notebook did not run to the end in 300 s"
        accept_kernel_dialog(page)
        page.wait_for_timeout(2000)


def check_what_the_student_sees(page):
    text = page.locator(".jp-Notebook").inner_text()
    assert "Traceback" not in text and "Error" not in text
    # every exercise's check, run on the starter, says "not yet" in red: none passes
    assert page.locator(".jp-OutputArea-output div[role=status]").count() >= 6
    assert "✔" not in "".join(page.locator(".jp-OutputArea-output div[role=status]")
                              .all_inner_texts())
    assert "Tour 1 : a = « SI" in text  # exercise 3 names the alternatives it compared
    assert "Tournoi de 20 parties" in text and "glouton" in text and "au hasard" in text
    assert page.locator(".jp-OutputArea-output.jp-RenderedSVG img").count() >= 1  # the chart
    assert page.locator(".jp-OutputArea-output .widget-hprogress").count() == 1
    assert "Pourquoi ?" in text  # the comparison with the glouton robot explains itself
    comparison = page.get_by_text("Pourquoi ?").first
    comparison.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson8_comparison.png"))
    page.get_by_role("heading", name="Exercice 3 — comparer deux").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson8_exercise3.png"))
