"""The shared play-widget controls and log in a real browser (JupyterLab, Chromium).

A person against three robots in Alg(un)o, in French: the controls have a visible
name and a tooltip, auto-play is a button « Jeu automatique » / « Arrêter » (no
unlabelled ▶ ■ ⟲), and after "Pas suivant" and auto-play the log's first line is the
newest one. The log is collapsed by default behind a button that counts its events and
stays open once opened. A screenshot is kept in ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    lab_server,
    launch,
    open_notebook,
    run_until,
    skip_without_browser,
    write_notebook,
)

from algunokit.i18n import t

pytestmark = pytest.mark.browser

skip_without_browser()

SOURCE = """\
import algunokit as ak

ak.set_language("fr")
widget = ak.play("alguno", 4, seed=5, humans=(), language="fr")
widget"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    write_notebook(root / "alguno.ipynb", [SOURCE])
    with lab_server(root, token="algunokit-game-play") as server:
        yield server


def test_controls_are_named_and_the_log_shows_its_newest_line_first(lab):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            open_notebook(page, lab, "alguno.ipynb", workspace="alguno")
            canvas = page.locator(".jp-OutputArea-output canvas").first
            run_until(page, canvas)
            canvas.wait_for(timeout=30_000)
            output = page.locator(".jp-OutputArea-output").first
            step = output.get_by_role("button", name=t("widgets.button.step", "fr"))
            new = output.get_by_role("button", name=t("widgets.button.new_game", "fr"))
            assert step.get_attribute("title") == t("widgets.tooltip.step", "fr")
            assert new.get_attribute("title") == t("widgets.tooltip.new_game", "fr")
            auto = output.get_by_role("button", name=t("widgets.button.auto", "fr"))
            assert auto.get_attribute("title") == t("widgets.tooltip.auto", "fr")
            assert output.locator(".widget-play").is_hidden()  # no unlabelled ▶ ■ ⟲
            for _ in range(2):
                step.click()
                page.wait_for_timeout(500)
            auto.click()
            stop = output.get_by_role("button", name=t("widgets.button.stop", "fr"))
            stop.wait_for(timeout=30_000)
            page.wait_for_timeout(2500)
            page.screenshot(path=str(ARTIFACTS / "game_play_alguno_auto_fr.png"))
            stop.click()
            auto.wait_for(timeout=30_000)
            log = output.locator("[role=log] li")
            assert not log.count()  # collapsed by default: nothing sent, nothing shown
            toggle = output.locator(".algunokit-log-toggle")
            summary = toggle.inner_text().strip()
            assert summary.startswith("Journal de la partie (") and "le plus récent" in summary
            toggle.click()
            log.first.wait_for(timeout=30_000)
            lines = log.all_inner_texts()
            # the first event of the game is the last line shown
            assert lines[-1].startswith("Début de partie")
            assert not lines[0].startswith("Début de partie")
            page.screenshot(path=str(ARTIFACTS / "game_play_alguno_fr.png"), full_page=True)
            step.click()  # the log stays open at the next step
            page.wait_for_timeout(1000)
            assert len(log.all_inner_texts()) >= len(lines)
            details = output.locator("[role=log]")
            details.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "game_play_alguno_log_fr.png"))
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "game_play_failure.png"), full_page=True)
            raise
        finally:
            page.close()
            browser.close()
