"""Each game's play widget on a laptop screen, in a real browser (issue 16).

JupyterLab and Debian's Chromium at 1280 × 720 CSS pixels (the file browser
closed, as a notebook is read on a laptop), at device pixel ratio 2 and 1, one
JupyterLab server for the four games. For each game, a person against three robots:

- the whole widget is at most 900 CSS px tall;
- every canvas's backing store is its CSS size times the ratio (crisp);
- with the widget's top at the top of the notebook, the table (where the person's
  own cards are), the prompt and every control of the decision are in the viewport
  together, without scrolling;

and a small bots-only game (the second cell) is played to its podium by clicks on
"Next step". A screenshot of each game at each ratio is kept in ``test-artifacts/``
(``play_layout_<game>_dpr<ratio>.png``), JupyterLab's news pop-up switched off.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    launch,
    open_notebook,
    run_until,
)

from algunokit.i18n import t

pytestmark = pytest.mark.browser


VIEWPORT = {"width": 1280, "height": 720}
MAX_HEIGHT = 900
#: (game, the person's game, a small bots-only game that ends in a few dozen steps)
GAMES = {
    "alguno": ("ak.play('alguno', 4, seed=3, language='en')",
               "ak.play('alguno', 3, seed=1, humans=(), language='en', hand_size=2, "
               "turn_limit=12)"),
    "skyjo": ("ak.play('skyjo', 4, seed=3, language='en')",
              "ak.play('skyjo', 2, seed=1, humans=(), language='en', end_score=1, "
              "max_turns=40)"),
    "celsius": ("ak.play('celsius', 4, seed=3, language='en')",
                "ak.play('celsius', 2, seed=1, humans=(), language='en', max_rounds=1)"),
    "gaag": ("ak.play('gaag', 4, seed=3, language='en')",
             "ak.play('gaag', 2, seed=1, humans=(), language='en', target=5)"),
}

#: boxes of the first cell's widget: the whole widget, its canvases (with their backing
#: store), the side column, the buttons in it outside the scrolling card pictures
MEASURE_JS = """(cell) => {
  const out = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[cell]
    .querySelector('.jp-OutputArea-output');
  const box = e => { const r = e.getBoundingClientRect();
                     return [r.left, r.top, r.width, r.height]; };
  const widget = out.querySelector('.widget-vbox');
  const side = out.querySelector('.algunokit-side');
  const buttons = Array.from(side.querySelectorAll('button'))
    .filter(b => b.offsetParent !== null).map(box);
  return {widget: box(widget), side: box(side), buttons: buttons,
          prompt: box(side.querySelector('h4') || side),
          canvases: Array.from(out.querySelectorAll('canvas'))
            .filter(c => c.offsetParent !== null)
            .map(c => box(c).concat([c.width, c.height])),
          viewport: [window.innerWidth, window.innerHeight]};
}"""

#: click "Next step" of cell ``index`` until its podium shows (or ``limit`` clicks)
PLAY_JS = """async ([index, label, limit]) => {
  const cell = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[index];
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  let clicks = 0;
  for (let i = 0; i < limit * 4; i++) {
    const podium = Array.from(cell.querySelectorAll('h3'))
      .some(h => h.textContent.trim() === 'Podium');
    if (podium) return clicks;
    const button = Array.from(cell.querySelectorAll('button'))
      .find(b => b.textContent.trim() === label);
    if (button && !button.disabled && clicks < limit) { button.click(); clicks++; }
    await sleep(60);
  }
  return -clicks;
}"""


NOTEBOOKS = {f"{game}.ipynb": ["import algunokit as ak\n" + person, bots]
             for game, (person, bots) in GAMES.items()}
#: JupyterLab's "Would you like to get notified about official Jupyter news?" off
LAB_SETTINGS = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"}}


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = launch(p)
        yield chromium
        chromium.close()


def wait_for_crisp(page, ratio: float, timeout_ms: int = 30_000) -> dict:
    """The first cell's boxes once every canvas's backing store is CSS size × ratio."""
    waited = 0
    while True:
        boxes = page.evaluate(MEASURE_JS, 0)
        if boxes["canvases"] and all(
                abs(w - round(cw * ratio)) <= 1 and abs(h - round(ch * ratio)) <= 1
                for _, _, cw, ch, w, h in boxes["canvases"]):
            return boxes
        if waited > timeout_ms:
            return boxes
        page.wait_for_timeout(250)
        waited += 250


def inside(box, viewport) -> bool:
    left, top, width, height = box
    return left >= 0 and top >= 0 and left + width <= viewport[0] + 1 \
        and top + height <= viewport[1] + 1


@pytest.mark.parametrize("ratio", [2, 1])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_play_widget_fits_a_laptop_is_crisp_and_plays_to_the_end(lab, browser, game,
                                                                    ratio):
    ARTIFACTS.mkdir(exist_ok=True)
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=ratio)
    page = context.new_page()
    shot = ARTIFACTS / f"play_layout_{game}_dpr{ratio}.png"
    try:
        open_notebook(page, lab, f"{game}.ipynb", workspace=f"layout{game}{ratio}")
        # the file browser closed: the notebook gets the laptop's width
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()
        first = page.locator(".jp-Notebook .jp-CodeCell").first
        assert run_until(page, first.locator(".jp-OutputArea-output canvas").first,
                         timeout=30_000), "the widget did not show"
        boxes = wait_for_crisp(page, ratio)
        for _, _, css_w, css_h, width, height in boxes["canvases"]:
            assert css_w > 100 and css_h > 100
            assert (width, height) == (round(css_w * ratio), round(css_h * ratio)), boxes
        assert boxes["widget"][3] <= MAX_HEIGHT, boxes["widget"]
        # the widget's top at the top of the notebook: the table, the prompt and the
        # decision's controls are all seen at once
        first.locator(".jp-OutputArea-output").first.evaluate("e => e.scrollIntoView()")
        page.wait_for_timeout(300)
        boxes = page.evaluate(MEASURE_JS, 0)
        viewport = boxes["viewport"]
        table = boxes["canvases"][0]
        assert inside(table[:4], viewport), (table, viewport)
        assert inside(boxes["prompt"], viewport), boxes["prompt"]
        assert boxes["buttons"], "no control beside the table"
        for button in boxes["buttons"]:
            assert inside(button, viewport), (button, viewport)
        page.screenshot(path=str(shot))
        if ratio == 2:  # one game to its end per game (at ratio 1 it is the same kernel)
            second = page.locator(".jp-Notebook .jp-CodeCell").nth(1)
            assert run_until(page, second.locator(".jp-OutputArea-output canvas").first,
                             cell=second, timeout=30_000)
            second.locator(".jp-OutputArea-output").first.evaluate("e => e.scrollIntoView()")
            clicks = page.evaluate(PLAY_JS, [1, t("widgets.button.step", "en"), 400])
            assert clicks > 0, f"no podium after {-clicks} clicks on Next step"
            page.screenshot(path=str(ARTIFACTS / f"play_layout_{game}_end_dpr{ratio}.png"))
    except Exception:
        page.screenshot(path=str(ARTIFACTS / f"play_layout_{game}_dpr{ratio}_failure.png"))
        raise
    finally:
        context.close()
