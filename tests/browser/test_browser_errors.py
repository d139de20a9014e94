"""A real browser: a student types a wrong program into a ``%%alternative`` cell and an
unknown word into ``ak.from_python(...)`` in JupyterLab (headless Debian Chromium driven by
Playwright). Each cell shows the kit's short message with its line, and no traceback
frame. The screenshot is kept in ``test-artifacts/browser_errors.png``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
)

pytestmark = pytest.mark.browser


FIRST_CELL = 'import algunokit as ak\nak.set_language("fr")\nprint("prêt")'
#: What the student types, key by key (Enter is a real key press: the editor indents).
PROGRAM = ("%%alternative mon_programme\nif nombre_de_coeurs() == 1:\nprint('salut')\n"
           "else:\npiocher(1)")
FROM_PYTHON = 'ak.from_python("if truc() == 1: pass")'


NOTEBOOKS = {"errors.ipynb": [FIRST_CELL, "", ""]}


def test_short_messages_in_jupyterlab(lab):
    with browser_page("browser_errors_failure.png",
                      viewport={"width": 1300, "height": 900}) as page:
        type_and_check(page, lab)


def type_and_check(page, lab):
    open_notebook(page, lab, "errors.ipynb")
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    first, program, text = cells.nth(0), cells.nth(1), cells.nth(2)
    # run the first cell until its output appears: the kernel is then connected
    run_until(page, first.locator(".jp-OutputArea-output").get_by_text("prêt"), cell=first)

    program.locator(".cm-content").click()
    page.keyboard.type(PROGRAM)
    typed = program.locator(".cm-content").inner_text()
    # the editor indents the line after a colon by itself, and puts else: back
    assert ("if nombre_de_coeurs() == 1:\n    print('salut')\nelse:\n    piocher(1)"
            in typed.replace("\u00a0", " ")), typed
    box = program.locator(".algunokit-error")
    # a key press the busy page drops is pressed again (run_until), never the typing
    assert run_until(page, box, cell=program, attempts=4, timeout=15_000)
    message = box.inner_text()
    assert "Ligne 3" in message and "print" in message and "%tb" in message, message

    for _ in range(3):  # the click lands once the output above has settled
        text.locator(".cm-content").click()
        page.keyboard.type(FROM_PYTHON)
        if FROM_PYTHON in text.locator(".cm-content").inner_text():
            break
        page.keyboard.press("Control+A")
        page.keyboard.press("Delete")
    box = text.locator(".algunokit-error")
    assert run_until(page, box, cell=text, attempts=4, timeout=15_000)
    message = box.inner_text()
    assert "Ligne 1" in message and "truc" in message, message

    page.wait_for_timeout(500)
    page.screenshot(path=str(ARTIFACTS / "browser_errors.png"), full_page=True)
    for cell in (program, text):
        outputs = cell.locator(".jp-OutputArea").inner_text()
        for frame in ("Traceback", "File \"", "----> ", "site-packages", "CodeError"):
            assert frame not in outputs, outputs
        assert cell.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
