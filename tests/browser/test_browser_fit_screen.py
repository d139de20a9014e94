"""Every game fits a school laptop's screen at the student's own turn (issue 33).

JupyterLab on localhost, headless Debian Chromium at 1366×768 (the notebook's output
is about 934 px wide there). Each game is shown as its lesson shows it, with one person
against robots; « Étape suivante » is clicked until it is the person's turn. Then what
the person needs to act (the table, the status line, the choices, the button to go
on) must lie within :data:`MOST_HEIGHT` px from the top of the widget, and nothing may
stick out sideways of the output. Lesson 03's table and lesson 04's builder and
execution view must fit the output's width too, and the builder's button must show
its whole label. Screenshots go to ``test-artifacts/fit_*.png``; once more at device
pixel ratio 2.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
)

from algunokit.i18n import t

pytestmark = pytest.mark.browser


#: the most height, from the widget's top, that what a person needs to act may take
MOST_HEIGHT = 640
SCREEN = {"width": 1366, "height": 768}

#: each game as its lesson plays it (lessons 07, 09, 10, 11), one person against robots
GAMES = {
    "alguno": "from algunokit import alguno\n"
              "alguno.play(humans=(0,), seed=2026, turn_limit=20, fewest_win_at_limit=True)",
    # the person builds the first turn: the builder's choices beside the table
    "alguno_build": "from algunokit import alguno\n"
                    "alguno.play(humans=(0,), seed=2026, first_author=0, turn_limit=20, "
                    "fewest_win_at_limit=True)",
    "skyjo": 'from algunokit import skyjo\nskyjo.play(2, seed=1, humans=(0,), bots="heuristic")',
    "celsius": 'ak.play("celsius", 4, seed=1, humans=(0,))',
    "gaag": "from algunokit import gaag\ngaag.play(3, seed=1)",
}
#: lesson 03's table and lesson 04's builder and execution view, as the lessons show them
LESSON_OUTPUTS = {
    "lesson03_table": 'from algunokit.lessons.alguno_3 import new_game\n'
                      'from algunokit.widgets import TableView\n'
                      'L = ak.lesson("alguno", 3)\nTableView(new_game(L.data["seed"]))',
    "lesson04_builder": 'from algunokit.widgets import AlternativeBuilder\n'
                        'L = ak.lesson("alguno", 4)\n'
                        'AlternativeBuilder(L.data["condition_card"], [L.data["action_card"]])',
    "lesson04_execution": 'from algunokit import alguno\n'
                          'from algunokit.lessons.alguno_3 import new_game\n'
                          'from algunokit.widgets import ExecutionView\n'
                          'L = ak.lesson("alguno", 4)\n'
                          'alt = alguno.build_alternative(L.data["condition_card"], '
                          '[L.data["action_card"]], alguno.Build(L.data["half"]))\n'
                          'partie = new_game(L.data["seed"])\n'
                          'ExecutionView(alt, partie.table, '
                          'partie.rules.execution_order(partie.author), names=partie.names)',
}
IDLE = "#jp-main-statusbar .jp-Notebook-ExecutionIndicator[data-status=idle]"

#: the output's box, the widget's box, what sticks out sideways, and the lowest control
#: a person needs (an enabled button, toggle, input or the canvas) measured from the
#: widget's top
MEASURE_JS = """(output) => {
  const box = output.getBoundingClientRect();
  const root = output.querySelector('.jupyter-widgets, svg, img') || output;
  const top = root.getBoundingClientRect().top;
  const shown = e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return r.width && r.height && s.visibility !== 'hidden' && s.display !== 'none'; };
  let right = 0, lowest = 0, last = '';
  for (const e of output.querySelectorAll('*')) {
    if (shown(e)) right = Math.max(right, e.getBoundingClientRect().right);
  }
  // what a person needs to act: the table, the controls and the prompt of the table's
  // row (not the log or the podium under it)
  const main = output.querySelector('.algunokit-main');
  const side = output.querySelector('.algunokit-side');
  const needed = main ? [...main.querySelectorAll('button, select, input, canvas')].filter(
    e => shown(e) && !e.disabled && !e.closest('.algunokit-extra')) : [];
  if (side && side.firstElementChild) needed.push(side.firstElementChild);
  for (const e of needed) {
    const bottom = e.getBoundingClientRect().bottom;
    if (bottom > lowest) { lowest = bottom; last = (e.textContent || e.tagName).trim(); }
  }
  const clipped = [...output.querySelectorAll('button')].filter(
    b => b.offsetParent && b.scrollWidth > b.clientWidth + 1).map(b => b.textContent.trim());
  return {outputWidth: Math.round(box.width), outputRight: Math.round(box.right),
          height: Math.round(root.getBoundingClientRect().height),
          width: Math.round(root.getBoundingClientRect().width),
          rightmost: Math.round(right), needed: Math.round(lowest - top),
          lowest: last.slice(0, 40), scroll: output.scrollWidth - output.clientWidth,
          clipped};
}"""


NOTEBOOKS = {f"{name}.ipynb": [f'import algunokit as ak\nak.set_language("fr")\n{source}']
             for name, source in {**GAMES, **LESSON_OUTPUTS}.items()}


def settle(page) -> None:
    page.wait_for_timeout(150)
    page.locator(IDLE).wait_for(timeout=30_000)
    page.wait_for_timeout(100)


def show(page, lab, name: str) -> object:
    open_notebook(page, lab, f"{name}.ipynb", workspace=f"fit-{name}")
    output = page.locator(".jp-OutputArea-output").first
    assert run_until(page, output.locator(".jupyter-widgets, svg").first)
    settle(page)
    return output


def to_the_persons_turn(page, output, most: int = 40) -> None:
    step = output.get_by_role("button", name=t("widgets.button.step", "fr"))
    step.wait_for(timeout=30_000)
    settle(page)
    page.wait_for_timeout(300)
    for _ in range(most):
        if not step.is_enabled():
            return
        step.click()
        settle(page)
    raise AssertionError("never the person's turn")


def measure(page, output, name: str, suffix: str = "") -> dict:
    output.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    figures = output.evaluate(MEASURE_JS)
    page.screenshot(path=str(ARTIFACTS / f"fit_{name}{suffix}.png"))
    print(f"{name}{suffix}: {figures}")
    return figures


def check(figures: dict) -> None:
    assert figures["rightmost"] <= figures["outputRight"] + 1, figures
    assert figures["scroll"] <= 1, figures
    assert not figures["clipped"], figures


@pytest.mark.parametrize("name", list(GAMES))
def test_each_game_fits_the_screen_at_the_persons_turn(lab, name):
    with browser_page(f"fit_{name}_failure.png", viewport=SCREEN) as page:
        output = show(page, lab, name)
        to_the_persons_turn(page, output)
        figures = measure(page, output, name)
    check(figures)
    assert figures["needed"] <= MOST_HEIGHT, figures


@pytest.mark.parametrize("name", list(LESSON_OUTPUTS))
def test_lesson_3_and_4_outputs_fit_the_output_width(lab, name):
    with browser_page(f"fit_{name}_failure.png", viewport=SCREEN) as page:
        output = show(page, lab, name)
        figures = measure(page, output, name)
    check(figures)


def test_alguno_fits_at_device_pixel_ratio_2(lab):
    with browser_page("fit_alguno_dpr2_failure.png", viewport=SCREEN,
                      device_scale_factor=2) as page:
        output = show(page, lab, "alguno")
        to_the_persons_turn(page, output)
        figures = measure(page, output, "alguno", "_dpr2")
    check(figures)
    assert figures["needed"] <= MOST_HEIGHT, figures
