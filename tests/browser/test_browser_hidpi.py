"""Crisp canvases in a real browser: at device pixel ratio 2 a canvas has twice as many
pixels each way as its size on the page, at ratio 1 the same number (issue 19).

JupyterLab and Debian's Chromium (Playwright) at both ratios, with a game widget; the
kernel learns the ratio from the page (widgets/pixel_ratio.py) and redraws. A
screenshot of each is kept in ``test-artifacts/``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
import browser_lab  # noqa: E402
from jupyter_lab import tree_path  # noqa: E402

pytestmark = pytest.mark.browser

if browser_lab.missing():
    pytest.skip(browser_lab.missing(), allow_module_level=True)

ARTIFACTS = ROOT / "test-artifacts"
SOURCE = ("from algunokit.widgets.skyjo import play\n"
          "play(3, seed=2, humans=(0,), language='en')")


NOTEBOOKS = {f"hidpi_{ratio}.ipynb": [SOURCE] for ratio in (2, 1)}


@pytest.mark.parametrize("ratio", [2, 1])
def test_canvas_backing_store_is_css_size_times_device_pixel_ratio(lab, ratio):
    from playwright.sync_api import sync_playwright

    url, token, _ = lab
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = browser_lab.launch(p)
        try:
            page = browser_lab.open_notebook(browser, url, token,
                                             tree_path(lab, f"hidpi_{ratio}.ipynb"), ratio,
                                             cells=1)
            try:
                assert page.evaluate("window.devicePixelRatio") == ratio
                sizes = browser_lab.wait_for_ratio(page, ratio)
                page.locator(".jp-OutputArea-output canvas").first.screenshot(
                    path=str(ARTIFACTS / f"hidpi_canvas_dpr{ratio}.png"))
            except Exception:
                page.screenshot(path=str(ARTIFACTS / f"hidpi_failure_dpr{ratio}.png"))
                raise
        finally:
            browser.close()
    assert sizes, "no canvas on the page"
    for css_w, css_h, width, height in sizes:
        assert css_w > 100 and css_h > 100
        assert (width, height) == (round(css_w * ratio), round(css_h * ratio)), sizes
