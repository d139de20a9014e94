"""A real browser: JupyterLab on localhost runs ``ak.tournament`` in a notebook.

The progress bar appears and reaches the number of games, then the ranking
table and its chart are shown. The screenshot is kept in ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    lab_server,
    open_notebook,
    run_until,
    skip_without_browser,
    write_notebook,
)

pytestmark = pytest.mark.browser

skip_without_browser()

SOURCE = """import pathlib, tempfile
import algunokit as ak
rendus = pathlib.Path(tempfile.mkdtemp())
for nom, choix in (("alice", 0), ("bilal", -1), ("chloe", 0)):
    (rendus / f"{nom}.py").write_text(
        f"def strategie(vue, decision):\\n    return decision.options[{choix}]\\n")
ak.tournament("alguno", rendus, games=12, seed=1, workers=1)"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    write_notebook(root / "tournoi.ipynb", [SOURCE])
    with lab_server(root, token="algunokit-tournament-test") as server:
        yield server


def test_tournament_in_jupyterlab_shows_progress_then_ranking(lab):
    with browser_page("tournament_lab_failure.png",
                      viewport={"width": 1200, "height": 1000}) as page:
        open_notebook(page, lab, "tournoi.ipynb", timeout=120_000)
        table = page.locator(".jp-OutputArea-output table").first
        # a key press before the kernel connects is dropped: run again until the bar shows
        run_until(page, page.locator(".widget-hprogress").first, timeout=30_000)
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
