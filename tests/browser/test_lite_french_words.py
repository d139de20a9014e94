"""The site in a French browser shows none of the English its code writes itself
(``lite/fixed_words.py``, issue 50): neither while the lesson opens (« No Kernel |
Initialisation en cours », « Cell 1/1 ») nor once it has run (« Cell 49/50 », the
widget manager's « Loading widget... »)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))
import drive  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)
from jupyter_lab import skip_without_the_site_tools  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.slow]

playwright_api = skip_without_the_site_tools(drive.CHROMIUM)

LESSON = "lessons/fr/04-alternative.ipynb"
#: In the page: the visible texts that are one of the English words fixed_words handles
ENGLISH = """() => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue.trim();
        const element = node.parentElement;
        if (/^(No Kernel|Loading widget|Error displaying widget|Cell \\d)/.test(text)
            && element && element.offsetParent !== null) found.push(text);
    }
    return found;
}"""


def test_a_french_lesson_shows_none_of_the_fixed_english_words(built_site):
    with drive.serve(built_site) as base, playwright_api.sync_playwright() as p, \
            drive.offline_browser(p, locale="fr-FR", viewport=(1366, 768)) as offline:
        drive.forget(offline.context, base)
        page = offline.context.new_page()
        try:
            page.goto(f"{base}/lab/index.html?path={LESSON}")
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            opening = page.evaluate(ENGLISH)
            bar = page.locator("#jp-main-statusbar").inner_text()
            run = drive.run_notebook(page, base, LESSON)
            assert not run.errors, "\n".join(run.errors)
            assert run.widgets > 0
            ran = page.evaluate(ENGLISH)
            after = page.locator("#jp-main-statusbar").inner_text()
        finally:
            page.close()
    assert opening == [] and ran == [], (opening, ran)
    assert "Cellule 1/" in bar and "Cellule " in after, (bar, after)
