"""A real browser downloads the Scratch project from the Alg(un)o play widget, where
it is built on a click (issue 19: building it at every step was half of a step).

JupyterLab on localhost, the play widget (bots only, levels (2, 2)) stepped in the
kernel until the code panes show an execution; headless Debian Chromium clicks the
"Projet Scratch (.sb3)" button, then the link that appears: the file downloaded is
the alternative shown, starting from the hand shown. Screenshots in ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    download_scratch_project,
    open_notebook,
    printed_turn,
    run_until,
    scratch_hand,
)

pytestmark = pytest.mark.browser


SOURCE = (
    "import json\n"
    "from algunokit.alguno.notation import step_to_data\n"
    "from algunokit.widgets.alguno.play import PlayWidget\n"
    "w = PlayWidget(4, (2, 2), 3, humans=(), bots='random', language='fr')\n"
    "while not (w._shown_trace is not None and w.sb3_box in w.panel.children):\n"
    "    w.step()\n"
    "print('HAND', ' '.join(c.code_in('fr') for c in w._shown_trace.hand_before))\n"
    "print('ALT', json.dumps(step_to_data(w.game.alternative)))\n"
    "w"
)


NOTEBOOKS = {"play_sb3.ipynb": [SOURCE]}


def test_the_play_widget_builds_the_scratch_project_on_a_click(lab, tmp_path):
    from algunokit.code.sb3_read import from_sb3

    with browser_page("browser_play_sb3_failure.png", viewport={"width": 1400, "height": 1000},
                      accept_downloads=True) as page:
        open_notebook(page, lab, "play_sb3.ipynb")
        button = page.get_by_role("button", name="Projet Scratch (.sb3)")
        run_until(page, button, timeout=60_000)
        assert page.locator("a.algunokit-sb3").count() == 0  # not built by the steps
        hand, alt = printed_turn(page)
        button.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "browser_play_sb3_button.png"), full_page=True)
        button.click()
        link = page.locator("a.algunokit-sb3")
        link.wait_for(timeout=30_000)
        assert "Télécharger le projet Scratch" in link.inner_text()
        assert not button.is_visible()
        page.screenshot(path=str(ARTIFACTS / "browser_play_sb3_link.png"), full_page=True)
        target = download_scratch_project(page, link, tmp_path)
    assert from_sb3(target) == alt
    assert scratch_hand(target) == hand
