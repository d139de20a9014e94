"""Lesson 08 as a student sees it: JupyterLab on localhost, the French notebook run from
top to bottom in headless Debian Chromium. Every starter answers "not yet" in red (none
passes), nothing shows a traceback, the tournament's bar and chart appear, and the
comparison with the glouton robot says why. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from jupyter_lab import (
    ARTIFACTS,
    accept_kernel_dialog,
    browser_page,
    open_notebook,
)

NOTEBOOK = Path(__file__).resolve().parents[2] / "lessons" / "fr" / "08-strategie.ipynb"

pytestmark = pytest.mark.browser


NOTEBOOKS: dict = {}
LAB_COPIES = [NOTEBOOK]
#: every cell in the page, not only those on screen, so all outputs can be read
LAB_SETTINGS = {"@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"}}


def test_lesson8_runs_top_to_bottom_as_a_student_sees_it(lab):
    with browser_page("lesson8_failure.png", viewport={"width": 1300, "height": 1000}) as page:
        run_all(page, lab)
        check_what_the_student_sees(page)


def run_all(page, lab):
    open_notebook(page, lab, NOTEBOOK.name, ready=".jp-Notebook .jp-Cell")
    for _ in range(10):  # the kernel dialog, if any, comes a moment after the notebook
        page.wait_for_timeout(1000)
        accept_kernel_dialog(page, pause_ms=0)
    page.get_by_role("menuitem", name="Run").click()
    page.get_by_text("Run All Cells", exact=True).click()
    # the last exercise's hint is the last output: once it is there, everything ran
    last = page.get_by_text("Indice 1/2 : mains = vue.imagine(option)")
    deadline = time.monotonic() + 300
    while not last.count():
        assert time.monotonic() < deadline, "the notebook did not run to the end in 300 s"
        accept_kernel_dialog(page, pause_ms=0)
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
    # the tournament went through the class runner: the starter plays, with no fault
    assert "disqualifiée" not in text and "Ta stratégie :" not in text
    page.get_by_text("Tournoi de 20 parties").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson8_tournament.png"))
    assert "Pourquoi ?" in text  # the comparison with the glouton robot explains itself
    comparison = page.get_by_text("Pourquoi ?").first
    comparison.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson8_comparison.png"))
    page.get_by_role("heading", name="Exercice 3 — comparer deux").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson8_exercise3.png"))
