"""What a person reads around the pictures, in a real JupyterLab and Chromium (issue 16).

A Skyjo game against a robot and an ExecutionView of Alg(un)o: the pictures'
descriptions are in the accessibility tree (a screen reader reads them) but not shown
open on the page (a closed "Description de l'image" box); the prompt says « À toi »;
ExecutionView draws each hand once. Screenshots are kept in ``test-artifacts/``.
"""

from __future__ import annotations

import re

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
    skip_without_browser,
)

from algunokit.i18n import t

pytestmark = pytest.mark.browser

skip_without_browser()

from playwright.sync_api import expect  # noqa: E402  (after the skip: only with a browser)

SOURCES = [
    "from algunokit.widgets.skyjo import play\n"
    "widget = play(2, seed=1, humans=(0,), language='fr')\n"
    "widget",
    "from algunokit.alguno import Game\n"
    "from algunokit.widgets.alguno.execution import ExecutionView\n"
    "game = Game(4, (1, 1), seed=2, first_author=1)\n"
    "alt = game.alternative_for(game.decision.options[0])\n"
    "ExecutionView(alt, game.table, game.rules.execution_order(1), language='fr')",
]


NOTEBOOKS = {"texts.ipynb": SOURCES}


def test_descriptions_are_read_not_shown_and_the_person_is_you(lab):
    with browser_page("browser_texts_failure.png",
                      viewport={"width": 1280, "height": 2600}) as page:
        open_notebook(page, lab, "texts.ipynb")
        summary = page.locator("details.algunokit-description summary")
        # Each cell is run in place until its own output shows: a first Shift+Enter
        # sent before the kernel is connected is dropped yet moves on to the next cell,
        # and the Skyjo cell was once left unrun.
        cells = page.locator(".jp-CodeCell")
        prompt = page.locator(".jp-OutputArea-output h4").first
        assert run_until(page, prompt, cell=cells.nth(0))
        expect(prompt).to_have_text(re.compile(r"^À toi : "))
        execution = page.get_by_text("Exécution 1 sur 4")
        assert run_until(page, execution, cell=cells.nth(1))
        page.wait_for_timeout(1500)
        boxes = page.locator("details.algunokit-description")
        assert boxes.count() >= 3  # the Skyjo table, the hands before and after
        for i in range(boxes.count()):
            assert boxes.nth(i).get_attribute("open") is None  # collapsed
        assert summary.first.inner_text() == t("game_texts.description", "fr")
        hidden = page.locator(".algunokit-sr-only")
        text = hidden.first.inner_text()
        assert "Skyjo" in text[:20] and len(text) > 200  # the whole table in words …
        box = hidden.first.bounding_box()
        assert box is not None and box["width"] <= 1 and box["height"] <= 1  # … not seen
        tree = page.locator(".jp-OutputArea").first.aria_snapshot()
        assert text[:60] in tree  # … but read by a screen reader
        page.screenshot(path=str(ARTIFACTS / "texts_play_and_execution.png"), full_page=True)
        page.locator(".jp-OutputArea-output").first.screenshot(
            path=str(ARTIFACTS / "texts_skyjo_play.png"))
        page.locator(".jp-OutputArea-output:visible").nth(1).screenshot(
            path=str(ARTIFACTS / "texts_execution_view.png"))
        summary.first.click()  # opened on demand: the words appear
        page.wait_for_timeout(300)
        assert boxes.first.get_attribute("open") is not None
        assert boxes.first.locator("div").inner_text() == text
