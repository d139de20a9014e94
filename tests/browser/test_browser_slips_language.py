"""A real browser (issue 33): a student alone in JupyterLab, in a French browser.

- JupyterLab's own menus are French (« Fichier », « Noyau ») for a browser whose
  language is French, English for an English one (algunokit/server_locale.py);
- Python's errors in ordinary cells (an unknown word, a line not indented, a quote not
  closed, a number with a letter) are the kit's short box in French, no traceback;
- a ``%%alternative reponse`` cell that does not read leaves ``reponse`` "not read
  yet": the check says so, never « Bravo ! » for the program read before.

Headless Debian Chromium at 1366×768, driven by Playwright; the screenshots stay in
``test-artifacts/browser_slips_*.png``.
"""

from __future__ import annotations

import urllib.request

import pytest
from jupyter_lab import ARTIFACTS, browser_page, lab_server, skip_without_browser, write_notebook

pytestmark = pytest.mark.browser

skip_without_browser()

VIEWPORT = {"width": 1366, "height": 768}
FIRST_CELL = ('import algunokit as ak\nak.set_language("fr")\nL = ak.lesson("alguno", 4)\n'
              'print("prêt")')
#: Each cell as the student left it, and what the kit's box must say about it.
SLIPS = [
    ("reponse = trois", ["Ligne 1", "écris 3 en chiffres"]),
    ("def taille(a):\nreturn a", ["Ligne 2", "« return a »", "Ajoute 4 espaces"]),
    ('reponse = "faux', ["Ligne 1", 'ajoute " à la fin, "faux"']),
    ("reponse = 4e", ["Ligne 1", "« 4e »", "chiffres"]),
]
GOOD = ("%%alternative reponse\nif nombre_de_coeurs() == 1:\n    defausser(2)\nelse:\n"
        "    piocher(1)")
BROKEN = "%%alternative reponse\nif nombre_de_coeurs() == 1\n    defausser(2)"
CHECK = "L.ex5.check(reponse)"
PYTHON_WORDS = ("Traceback", "NameError", "SyntaxError", "IndentationError", "File \"",
                "is not defined", "unterminated", "invalid decimal", "expected an indented")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    write_notebook(root / "seule.ipynb",
                   [FIRST_CELL, *(code for code, _ in SLIPS), GOOD, CHECK, BROKEN, CHECK])
    # its own server: the language a page chooses is the server's setting
    with lab_server(root, token="algunokit-browser-slips", own=True) as server:
        yield server


def open_lab(page, lab, name: str = "seule.ipynb") -> None:
    page.goto(f"{lab.url}/lab/tree/{name}?token={lab.token}", timeout=90_000)
    page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content", timeout=90_000)


def accept_kernel(page) -> None:
    """A fresh JupyterLab may ask which kernel to start, in its own language."""
    dialog = page.locator(".jp-Dialog .jp-mod-accept")
    if dialog.count() and dialog.first.is_visible():
        dialog.first.click()
        page.wait_for_timeout(800)


def run(page, cell, output: str, attempts: int = 8) -> None:
    """Run ``cell`` in place until an output matching ``output`` shows (a key press sent
    before the kernel is connected is dropped)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(attempts):
        accept_kernel(page)
        cell.locator(".cm-content").click()
        page.keyboard.press("Control+Enter")
        try:
            cell.locator(output).first.wait_for(timeout=15_000)
            return
        except PlaywrightTimeout:
            continue
    raise AssertionError(f"no {output} after running the cell")


def menu_bar(page) -> str:
    page.wait_for_selector("#jp-menu-panel .lm-MenuBar-itemLabel", timeout=60_000)
    return " ".join(page.locator("#jp-menu-panel .lm-MenuBar-itemLabel").all_inner_texts())


def test_a_french_browser_gets_french_jupyterlab_and_french_boxes(lab):
    with browser_page("browser_slips_failure.png", viewport=VIEWPORT, locale="fr-FR") as page:
        open_lab(page, lab)
        menus = menu_bar(page)
        assert "Fichier" in menus and "Noyau" in menus and "File" not in menus, menus
        cells = page.locator(".jp-Notebook .jp-CodeCell")
        run(page, cells.nth(0), ".jp-OutputArea-output:has-text('prêt')")
        for index, (_code, words) in enumerate(SLIPS, start=1):
            cell = cells.nth(index)
            run(page, cell, ".algunokit-error")
            text = cell.locator(".jp-OutputArea").inner_text()
            for word in words:
                assert word in text, text
            for word in PYTHON_WORDS:
                assert word not in text, text
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / "browser_slips_boxes.png"))

        good, first_check, broken, second_check = (cells.nth(i) for i in range(5, 9))
        run(page, good, "svg")
        run(page, first_check, "[role=status]:has-text('Bravo')")
        run(page, broken, ".algunokit-error")
        assert "« : »" in broken.locator(".algunokit-error").inner_text()
        run(page, second_check, "[role=status]:has-text('ne se lit pas encore')")
        said = second_check.locator(".jp-OutputArea").inner_text()
        assert "Bravo" not in said and "✘" in said, said
        second_check.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / "browser_slips_alternative.png"))


def test_an_english_browser_keeps_english_jupyterlab(lab):
    with browser_page("browser_slips_english_failure.png", viewport=VIEWPORT,
                      locale="en-US") as page:
        open_lab(page, lab)
        menus = menu_bar(page)
        assert "File" in menus and "Kernel" in menus and "Fichier" not in menus, menus
        page.screenshot(path=str(ARTIFACTS / "browser_slips_english.png"))


def test_a_real_jupyterlab_speaks_the_browsers_language(tmp_path):
    def get(lab, path, language):
        request = urllib.request.Request(f"{lab.url}{path}?token={lab.token}",
                                         headers={"Accept-Language": language})
        return urllib.request.urlopen(request, timeout=60).read().decode("utf-8")

    menu = "/lab/api/settings/@jupyterlab/mainmenu-extension:plugin"
    # its own server: the test writes a setting while the server runs
    with lab_server(tmp_path, token="algunokit-locale", own=True) as lab:
        french = get(lab, menu, "fr-FR,fr;q=0.9")
        english = get(lab, menu, "en-US,en;q=0.9")
        assert '"Fichier"' in french and '"File"' not in french
        assert '"File"' in english and "Fichier" not in english
        assert '"language": "fr-FR"' in get(lab, "/lab/api/translations/default", "fr-FR")
        assert "fr-FR" not in get(lab, "/lab/api/translations/default", "en-US")
        # a language chosen in JupyterLab's own menu wins over the browser
        settings = tmp_path / "config" / "lab" / "user-settings" / "@jupyterlab"
        (settings / "translation-extension").mkdir(parents=True, exist_ok=True)
        (settings / "translation-extension" / "plugin.jupyterlab-settings").write_text(
            '{"locale": "en"}', encoding="utf-8")
        assert '"File"' in get(lab, menu, "fr-FR,fr;q=0.9")
