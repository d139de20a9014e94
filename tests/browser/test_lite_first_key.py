"""The first key press in a freshly opened lesson of the browser-only site runs the cell.

A student opens a lesson and, at once, clicks its first code cell and presses
Shift+Enter, once. The page is still loading: the notebook may not have its kernel
(the page's early kernel is starting, lite/build.py ``EARLY_KERNEL``) or its panel
may not be ready. That key press was lost in 3 of 7 openings (issue 50): the cell
stayed without output and the student had to press again. Five fresh pages in a row,
one key press each: the cell must run every time.

So that each press really comes before the kernel is ready (on a fast machine
Python may start before the cells are drawn), the site's server here hands out the
kernel's memory snapshot (``static/pyodide/kernel.snapshot``) a few seconds late,
as a slow school computer or network would; the test checks that the kernel was
not ready when the key was pressed.
"""

from __future__ import annotations

import functools
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))
import drive  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)
from jupyter_lab import skip_without_the_site_tools  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.slow]

playwright_api = skip_without_the_site_tools(drive.CHROMIUM)

LESSON = "lessons/fr/01-decouvrir-le-jeu.ipynb"
#: the lesson's first code cell (0 and 1 are its title and its « Pour qui »)
FIRST_CODE = 2


#: how late the kernel's snapshot is served (seconds)
SNAPSHOT_DELAY_S = 8


class _SlowSnapshot(drive._Quiet):
    def do_GET(self) -> None:
        if "/static/pyodide/kernel.snapshot" in self.path:
            time.sleep(SNAPSHOT_DELAY_S)
        super().do_GET()


@pytest.fixture(scope="module")
def browser(built_site):
    server = drive._Server(("127.0.0.1", 0),
                           functools.partial(_SlowSnapshot, directory=str(built_site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with playwright_api.sync_playwright() as p, \
                drive.offline_browser(p, locale="fr-FR", viewport=(1366, 768)) as offline:
            yield base, offline
    finally:
        server.shutdown()
        server.server_close()


#: In the page: the open notebook's kernel status ("idle" once Python is ready)
KERNEL_STATUS = """() => {
    const widget = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = widget && widget.sessionContext && widget.sessionContext.session
        && widget.sessionContext.session.kernel;
    return kernel ? kernel.status : "none";
}"""


def test_the_first_shift_enter_in_a_fresh_page_runs_the_first_cell_five_times(browser):
    base, offline = browser
    for opening in range(5):
        drive.forget(offline.context, base)  # a fresh visit: no tab, no kernel reopened
        page = offline.context.new_page()
        try:
            page.goto(f"{base}/lab/index.html?path={LESSON}")
            cell = page.locator(".jp-NotebookPanel .jp-Cell").nth(FIRST_CODE)
            prompt = cell.locator(".jp-InputArea-prompt")
            # as soon as the cell is on screen, as a student does: no wait for the kernel
            cell.locator(".jp-InputArea-editor").click()
            before = page.evaluate(KERNEL_STATUS)
            page.keyboard.press("Shift+Enter")
            assert before not in ("idle", "busy"), f"opening {opening}: kernel {before}"
            page.wait_for_function("p => /\\[\\d+\\]/.test(p.textContent)",
                                   arg=prompt.element_handle(), timeout=300_000)
            assert not page.locator(".jp-Dialog").count(), f"opening {opening}: a dialog"
            assert not cell.locator(drive.ERROR_OUTPUT).count(), f"opening {opening}"
        finally:
            page.close()
