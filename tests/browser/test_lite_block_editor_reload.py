"""A program dragged in lesson 04 of the browser-only site survives a reload (issue 47).

In the site (French, 1366×768, offline), lesson 04 is run, « si … alors … sinon » is
dragged with the mouse into the editor's program area, the kernel answers; the page
is then reloaded (its kernel, a web worker, goes with it) and the lesson run again:
the editor's cell brings the dragged block back from the browser storage.
"""

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
EDITOR = ".jp-NotebookPanel:not(.lm-mod-hidden) .algunokit-block-editor"
#: In the page: the types of the blocks in the editor's program area (not its palette)
PROGRAM = f"""() => {{
    const e = document.querySelector('{EDITOR}');
    return e && e.algunokitWorkspace
        ? e.algunokitWorkspace.getAllBlocks(false).map(b => b.type) : null;
}}"""


def editor_ready(page, problem: str) -> None:
    page.locator(EDITOR).first.scroll_into_view_if_needed()
    page.wait_for_function(f"() => {{ const e = document.querySelector('{EDITOR}');"
                           " return e && e.algunokitWorkspace; }", timeout=60_000)
    page.wait_for_function(
        f"() => document.querySelector('{EDITOR} .algunokit-block-editor-problem')"
        f".textContent.includes({problem!r})", timeout=60_000)


def test_a_dragged_program_is_back_after_a_reload(built_site):
    with drive.serve(built_site) as base, playwright_api.sync_playwright() as p, \
            drive.offline_browser(p, locale="fr-FR", viewport=(1366, 768)) as offline:
        drive.forget(offline.context, base)
        page = offline.context.new_page()
        try:
            run = drive.run_notebook(page, base, LESSON)
            assert not run.errors, "\n".join(run.errors)
            editor_ready(page, "Il manque le bloc « si … alors … sinon »")
            assert "algunokit_if_else" not in page.evaluate(PROGRAM)
            start = page.evaluate(f"""() => {{
              const ws = document.querySelector('{EDITOR}').algunokitWorkspace;
              const block = ws.getFlyout().getWorkspace().getAllBlocks(false)
                .find(b => b.type === 'algunokit_if_else');
              const box = block.getSvgRoot().getBoundingClientRect();
              return {{x: box.left, y: box.top}};
            }}""")
            flyout = page.locator(f"{EDITOR} .blocklyFlyout").first.bounding_box()
            page.mouse.move(start["x"] + 6, start["y"] + 8)
            page.mouse.down()
            page.mouse.move(start["x"] + 30, start["y"] + 14, steps=4)
            page.mouse.move(flyout["x"] + flyout["width"] + 80, flyout["y"] + 50, steps=12)
            page.mouse.up()
            editor_ready(page, "Il manque la condition du si")  # the kernel has the program
            assert "algunokit_if_else" in page.evaluate(PROGRAM)

            # a reload: a new page, a new kernel; the lesson is run again
            run = drive.run_notebook(page, base, LESSON)
            assert not run.errors, "\n".join(run.errors)
            editor_ready(page, "Il manque la condition du si")
            assert "algunokit_if_else" in page.evaluate(PROGRAM)
        except Exception:
            page.screenshot(path=str(ROOT / "test-artifacts" / "lite-block-reload.png"))
            raise
        finally:
            page.close()
        assert not offline.blocked, offline.blocked
