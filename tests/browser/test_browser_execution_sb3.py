"""A real browser downloads the Scratch project from the turn-replay ExecutionView,
where it is built on a click as in the play widget (building it at every Previous /
Next was most of a move's work).

JupyterLab on localhost, an ExecutionView of one Alg(un)o turn; headless Debian
Chromium clicks « Suivant », then « Projet Scratch (.sb3) », then the link that
appears: the file downloaded is the turn's alternative, starting from the hand of the
second player to execute it. « Suivant » again brings the button back. Screenshots in
``test-artifacts/``.
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
    "from algunokit.alguno.game import Game\n"
    "from algunokit.alguno.notation import step_to_data\n"
    "from algunokit.widgets.alguno.execution import ExecutionView\n"
    "game = Game(4, (1, 2), seed=3, first_author=1)\n"
    "alt = game.alternative_for(game.decision.options[0])\n"
    "v = ExecutionView(alt, game.table, game.rules.execution_order(1), language='fr')\n"
    "print('HAND', ' '.join(c.code_in('fr') for c in v.traces[1].hand_before))\n"
    "print('ALT', json.dumps(step_to_data(alt)))\n"
    "v"
)


NOTEBOOKS = {"execution_sb3.ipynb": [SOURCE]}


def test_the_execution_view_builds_the_scratch_project_on_a_click(lab, tmp_path):
    from algunokit.code.sb3_read import from_sb3

    with browser_page("browser_execution_sb3_failure.png",
                      viewport={"width": 1400, "height": 1000}, accept_downloads=True) as page:
        open_notebook(page, lab, "execution_sb3.ipynb")
        button = page.get_by_role("button", name="Projet Scratch (.sb3)")
        run_until(page, button, timeout=60_000)
        hand, alt = printed_turn(page)
        following = page.get_by_role("button", name="Suivant")
        following.click()
        page.get_by_text("Exécution 2").first.wait_for(timeout=30_000)
        assert page.locator("a.algunokit-sb3").count() == 0  # the moves built no file
        button.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "browser_execution_sb3_button.png"),
                        full_page=True)
        button.click()
        link = page.locator("a.algunokit-sb3")
        link.wait_for(timeout=30_000)
        assert "Télécharger le projet Scratch" in link.inner_text()
        assert not button.is_visible()
        page.screenshot(path=str(ARTIFACTS / "browser_execution_sb3_link.png"), full_page=True)
        target = download_scratch_project(page, link, tmp_path)
        following.click()  # another player, another starting hand: the button again
        button.wait_for(state="visible", timeout=30_000)
        assert page.locator("a.algunokit-sb3").count() == 0
    assert from_sb3(target) == alt
    assert scratch_hand(target) == hand
