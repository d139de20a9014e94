"""A student in a real browser: JupyterLab, headless Debian Chromium, Playwright.

Two widgets as issue 20 found them: GaAg with no card that fits the row (« Ramasser
la table » used to answer in red while every card was greyed), and a Celsius round
whose result must explain itself in one sentence. We click as a student would, on
the buttons and on the canvas, and keep screenshots in ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import ARTIFACTS, launch, open_notebook, run_until

pytestmark = pytest.mark.browser


#: A GaAg table 1 … 5 … 18 (both ends closed, no gap): Be and F fit nowhere.
GAAG_SOURCE = """\
import algunokit as ak
from algunokit.draw.gaag import row_table
from algunokit.gaag import Game, element
from algunokit.widgets.gaag import GaagPlayWidget

ak.set_language("fr")
game = Game.from_setup([[element(4), element(9, 2)], [element(6)], [element(6, 1)]],
                       table=row_table([1, 5, 18]))
widget = GaagPlayWidget(3, 0, language="fr", instant=False)
widget.load(game)
widget"""

CELSIUS_SOURCE = """\
import algunokit as ak
import algunokit.celsius

ak.set_language("fr")
partie = ak.celsius.Game.from_setup(hot=[[22, 40], [30, 64]],
                                    operators=[["+1", "x2", "x?", "±1", "/2", "-3"], ["x3", "+5"]],
                                    cold=10)
ak.celsius.play(game=partie, bots="greedy", language="fr")"""


NOTEBOOKS = {"gaag.ipynb": [GAAG_SOURCE], "celsius.ipynb": [CELSIUS_SOURCE]}


def open_and_run(page, lab, name: str):
    """Open notebook ``name``, run its cell until the widget's canvas shows."""
    # one workspace per notebook: only its own tab is open
    open_notebook(page, lab, name, workspace=name.split(".")[0])
    canvas = page.locator(".jp-OutputArea-output canvas").first
    run_until(page, canvas)
    canvas.wait_for(timeout=30_000)
    page.wait_for_timeout(800)
    return canvas


def click_region(canvas, drawing, key) -> None:
    """Click the middle of a region, in CSS pixels: the canvas shows the drawing at
    its view's scale (0.75 for GaAg, 0.78 for Celsius)."""
    region = next(r for r in drawing.regions if r.key == key)
    scale = canvas.bounding_box()["width"] / drawing.width
    canvas.click(position={"x": (region.x + region.w / 2) * scale,
                           "y": (region.y + region.h / 2) * scale})


@pytest.fixture(scope="module")
def browser(lab):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = launch(p)
        try:
            yield chromium
        finally:
            chromium.close()


def test_gaag_stuck_pick_up_is_two_clicks_in_the_browser(lab, browser):
    from algunokit.draw.gaag import game_drawing, row_table
    from algunokit.gaag import Game, element

    ARTIFACTS.mkdir(exist_ok=True)
    game = Game.from_setup([[element(4), element(9, 2)], [element(6)], [element(6, 1)]],
                           table=row_table([1, 5, 18]))
    picking = game_drawing(game.view(0), picking=True, language="fr")
    page = browser.new_page(viewport={"width": 1300, "height": 1300})
    try:
        canvas = open_and_run(page, lab, "gaag.ipynb")
        page.get_by_text("aucune de tes cartes ne peut se poser").first.wait_for(timeout=30_000)
        page.screenshot(path=str(ARTIFACTS / "gaag_stuck_1.png"), full_page=True)
        output = page.locator(".jp-OutputArea-output")
        assert output.locator("[role=alert]").count() == 0  # nothing in red before a click
        page.get_by_role("button", name="Ramasser la table (étape 1 sur 2)").click()
        page.get_by_text("Étape 2 sur 2").first.wait_for(timeout=30_000)
        page.wait_for_timeout(600)
        page.screenshot(path=str(ARTIFACTS / "gaag_stuck_2.png"), full_page=True)
        assert output.locator("[role=alert]", has_text="Étape 2 sur 2").count() == 1
        assert output.locator("[role=alert]", has_text="Après avoir ramassé").count() == 0
        click_region(canvas, picking, ("hand", 1))  # the fluorine card starts the table
        done = page.locator("[role=alert]", has_text="ramasser la table puis la recommencer")
        done.first.wait_for(timeout=30_000)
        assert "avec F" in done.first.inner_text()
        page.wait_for_timeout(600)
        page.screenshot(path=str(ARTIFACTS / "gaag_stuck_3.png"), full_page=True)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "gaag_browser_failure.png"), full_page=True)
        raise
    finally:
        page.close()


def test_celsius_round_result_sentence_in_the_browser(lab, browser):
    from algunokit.celsius import Game
    from algunokit.draw.celsius import table_drawing

    ARTIFACTS.mkdir(exist_ok=True)
    game = Game.from_setup(hot=[[22, 40], [30, 64]],
                           operators=[["+1", "x2", "x?", "±1", "/2", "-3"], ["x3", "+5"]], cold=10)
    drawing = table_drawing(game.view(0), language="fr")
    page = browser.new_page(viewport={"width": 1300, "height": 1300})
    try:
        canvas = open_and_run(page, lab, "celsius.ipynb")
        page.get_by_text("va de la carte froide 10").first.wait_for(timeout=30_000)
        click_region(canvas, drawing, ("operator", 0))
        page.get_by_text("10 + 1 = 11").first.wait_for(timeout=30_000)
        click_region(canvas, drawing, ("operator", 1))
        page.get_by_text("11 × 2 = 22").first.wait_for(timeout=30_000)
        page.wait_for_timeout(600)
        page.screenshot(path=str(ARTIFACTS / "celsius_chain.png"), full_page=True)
        click_region(canvas, drawing, ("hot", 22))
        sentence = page.locator("[role=alert]", has_text="remporte la manche")
        sentence.first.wait_for(timeout=30_000)
        text = sentence.first.inner_text()
        assert "Robot 1 remporte la manche avec le calcul le plus court" in text
        assert "ta carte chaude 22 quitte aussi ta main" in text
        page.wait_for_timeout(600)
        page.screenshot(path=str(ARTIFACTS / "celsius_round.png"), full_page=True)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "celsius_browser_failure.png"), full_page=True)
        raise
    finally:
        page.close()
