"""The block editor in the browser-only site, offline (issue 35): Python runs in Pyodide,
anywidget's front end comes from the site's own extensions, the editor's JavaScript
from inside the kit's wheel. Lesson 04 (French) is run cell by cell; its editor draws
the palette, a real drag puts « si … alors … sinon » into the program area and the
Pyodide kernel answers with what is missing next. Nothing leaves 127.0.0.1.
The screenshot goes to ``test-artifacts/lite-block-editor.png``.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
sys.path.insert(0, str(ROOT / "lite"))
import drive  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)
from jupyter_lab import skip_without_the_site_tools  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.slow]

playwright_api = skip_without_the_site_tools(drive.CHROMIUM)

LESSON = "lessons/fr/04-alternative.ipynb"


@pytest.fixture(scope="module")
def site(built_site):
    """The site test_lite_site.py uses too, built once (tests/browser/conftest.py)."""
    return built_site


def test_the_site_carries_the_editor_and_anywidget(site):
    pyodide = site / "static" / "pyodide"
    (kit,) = pyodide.glob("algunokit-*.whl")
    with zipfile.ZipFile(kit) as wheel:
        bundle = wheel.getinfo("algunokit/widgets/static/block_editor.js")
    assert bundle.file_size > 1_000_000
    assert list(pyodide.glob("anywidget-*.whl")) and list(pyodide.glob("psygnal-*.whl"))
    assert (site / "extensions" / "anywidget" / "package.json").is_file()


def test_the_editor_works_in_the_site_offline(site):
    ARTIFACTS.mkdir(exist_ok=True)
    with drive.serve(site) as base, playwright_api.sync_playwright() as p, \
            drive.offline_browser(p) as offline:
        drive.forget(offline.context, base)
        page = offline.context.new_page()
        try:
            run = drive.run_notebook(page, base, LESSON)
            assert not run.errors, "\n".join(run.errors)
            editor = page.locator(".algunokit-block-editor").first
            editor.scroll_into_view_if_needed()
            page.wait_for_function(
                "() => { const e = document.querySelector('.algunokit-block-editor');"
                " return e && e.algunokitWorkspace; }", timeout=30_000)
            page.wait_for_function(
                "() => document.querySelector('.algunokit-block-editor-problem').textContent"
                ".includes('Il manque le bloc « si … alors … sinon »')", timeout=30_000)
            start = page.evaluate("""() => {
              const ws = document.querySelector('.algunokit-block-editor').algunokitWorkspace;
              const block = ws.getFlyout().getWorkspace().getAllBlocks(false)
                .find(b => b.type === 'algunokit_if_else');
              const box = block.getSvgRoot().getBoundingClientRect();
              return {x: box.left, y: box.top};
            }""")
            flyout = editor.locator(".blocklyFlyout").first.bounding_box()
            page.mouse.move(start["x"] + 6, start["y"] + 8)
            page.mouse.down()
            page.mouse.move(start["x"] + 30, start["y"] + 14, steps=4)
            page.mouse.move(flyout["x"] + flyout["width"] + 80, flyout["y"] + 50, steps=12)
            page.mouse.up()
            # the Pyodide kernel read the blocks and says what is missing next
            page.wait_for_function(
                "() => document.querySelector('.algunokit-block-editor-problem').innerText"
                ".includes('Il manque la condition du si')", timeout=30_000)
            page.screenshot(path=str(ARTIFACTS / "lite-block-editor.png"))
        finally:
            page.close()
        assert not offline.blocked, offline.blocked
