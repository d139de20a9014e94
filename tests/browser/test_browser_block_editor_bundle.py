"""The block editor's JavaScript travels once per page, whatever the number of editors
(issue 49): three editors in JupyterLab draw three workspaces, and the kernel's messages
to the page carry the bundle once (anywidget sends ``_esm`` with every model: each
editor's is a small loader importing the bundle from one shared model).

The bytes received over the kernel's websocket are written to
``test-artifacts/block_editor_bytes.txt``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
    served,
    skip_without_browser,
)

from algunokit.widgets.block_editor import BUNDLE

pytestmark = pytest.mark.browser

skip_without_browser()

THREE = ('import ipywidgets as W\nimport algunokit as ak\nak.set_language("fr")\n'
         'editeurs = [ak.block_editor(level=n) for n in (1, 2, 3)]\nW.VBox(editeurs)')


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    yield from served(tmp_path_factory, {"three.ipynb": [THREE]}, name="bundle")


def test_three_editors_receive_the_bundle_once(lab):
    size = BUNDLE.stat().st_size
    received = []
    with browser_page("block_editor_bundle_failure.png",
                      viewport={"width": 1366, "height": 768}) as page:
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda frame: received.append(
                len(frame.encode("utf-8")) if isinstance(frame, str) else len(frame))))
        open_notebook(page, lab, "three.ipynb", workspace="bundle")
        cell = page.locator(".jp-Notebook .jp-CodeCell").first
        assert run_until(page, cell.locator(".algunokit-block-editor .blocklySvg").nth(2),
                         cell=cell, timeout=60_000)
        page.wait_for_function("""() => { const all = document.querySelectorAll(
            '.algunokit-block-editor'); return all.length === 3
            && [...all].every(e => e.algunokitWorkspace !== undefined); }""", timeout=30_000)
        total = sum(received)
        (ARTIFACTS / "block_editor_bytes.txt").write_text(
            f"bundle {size} bytes; received over the kernel's websocket with 3 editors: "
            f"{total} bytes\n", encoding="utf-8")
        # once: the bundle and the rest (three palettes, the kernel's own messages) stay
        # well under twice the bundle; three copies would be three times it
        assert size < total < 1.5 * size, (size, total)
