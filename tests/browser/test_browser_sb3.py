"""A real browser downloads the Scratch project offered under the blocks of ``ak.show``.

JupyterLab on localhost, a notebook showing ``ak.show(alt)`` in French, headless
Debian Chromium driven by Playwright: the orange link is visible, clicking it
downloads ``alternative.sb3``, and that file reads back as the same alternative.
The screenshot is kept in ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    download_scratch_project,
    open_notebook,
    run_until,
)

pytestmark = pytest.mark.browser


SOURCE = (
    "import algunokit as ak\n"
    "from algunokit import alguno\n"
    "ak.set_language('fr')\n"
    "alt = alguno.Alternative(alguno.parse_condition('diamonds <= 3'),\n"
    "                         [alguno.parse_action('discard 1')],\n"
    "                         [alguno.parse_action('draw 2')])\n"
    "ak.show(alt)"
)


NOTEBOOKS = {"show.ipynb": [SOURCE]}


def test_download_the_scratch_project_in_chromium(lab, tmp_path):
    from algunokit import alguno
    from algunokit.code.sb3_read import from_sb3

    with browser_page(viewport={"width": 1400, "height": 900},
                      accept_downloads=True) as page:
        open_notebook(page, lab, "show.ipynb")
        link = page.locator("a.algunokit-sb3")
        run_until(page, link)  # keys sent before the kernel is ready are dropped
        assert link.is_visible(), "the download link never appeared"
        assert "Télécharger le projet Scratch" in link.inner_text()
        link.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "browser_sb3_link.png"), full_page=True)
        target = download_scratch_project(page, link, tmp_path)
    expected = alguno.Alternative(alguno.parse_condition("diamonds <= 3"),
                                  [alguno.parse_action("discard 1")],
                                  [alguno.parse_action("draw 2")])
    assert from_sb3(target) == expected
