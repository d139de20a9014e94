"""The block editor's program in sight, in JupyterLab at 1366×768 with the file browser
open, French (issue 49):

- lesson 05's starting program (« si nombre de carreaux ≤ 3 … », shown with
  ``ak.show(editeur)``, cards and Python beside) shows whole in the program area when it
  appears: every block inside the visible area, right of the palette;
- a condition pushed out of the « si » by another one lands in free space, in sight,
  overlapping no other block (not under the « sinon » arm).

Screenshot: ``test-artifacts/block_editor_lesson05.png``.
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

pytestmark = pytest.mark.browser

skip_without_browser()

LESSON_05 = ('import algunokit as ak\nfrom algunokit import alguno\nak.set_language("fr")\n'
             'alt = alguno.Alternative(alguno.parse_condition("diamonds <= 3"),\n'
             '    [alguno.parse_action("discard 1")], [alguno.parse_action("draw 2")])\n'
             'editeur = ak.block_editor(alt, level=2)\nak.show(editeur)')


#: a program typed in a %%alternative cell, sent to the editor
TYPED = ("%%alternative mon_programme\nif nombre_de_cartes() > 4:\n    donner_a_gauche()\n"
         "else:\n    piocher(2)")
SEND = 'editeur.show(mon_programme)\nprint("SENT")'


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    yield from served(tmp_path_factory, {"lesson05.ipynb": [LESSON_05, TYPED, SEND]},
                      name="layout")


#: every block of the program, and the visible program area (the frame right of the
#: palette), on the screen
BOXES = """() => {
  const el = document.querySelector('.algunokit-block-editor');
  const ws = el.algunokitWorkspace;
  const frame = el.querySelector('.algunokit-block-editor-frame').getBoundingClientRect();
  const flyout = el.querySelector('.blocklyFlyout').getBoundingClientRect();
  const box = (b) => { const r = b.getSvgRoot().getBoundingClientRect();
    return {type: b.type, top: !b.getParent(), left: r.left, right: r.right,
            y: r.top, bottom: r.bottom}; };
  return {area: {left: flyout.right, right: frame.right, y: frame.top, bottom: frame.bottom},
          blocks: ws.getAllBlocks(false).filter(b => !b.isShadow()).map(box)};
}"""


def inside(box, area):
    return (box["left"] >= area["left"] - 1 and box["right"] <= area["right"] + 1
            and box["y"] >= area["y"] - 1 and box["bottom"] <= area["bottom"] + 1)


def test_lesson_05s_program_shows_whole_and_a_bumped_block_stays_in_sight(lab):
    with browser_page("block_editor_layout_failure.png",
                      viewport={"width": 1366, "height": 768}) as page:
        open_notebook(page, lab, "lesson05.ipynb", workspace="layout")
        assert page.locator(".jp-FileBrowser").first.is_visible()  # the file browser is open
        cell = page.locator(".jp-Notebook .jp-CodeCell").first
        assert run_until(page, cell.locator(".algunokit-block-editor .blocklySvg"), cell=cell,
                         timeout=30_000)
        page.wait_for_function("document.querySelector('.algunokit-block-editor')"
                               ".algunokitWorkspace !== undefined", timeout=15_000)
        cell.locator(".algunokit-block-editor").scroll_into_view_if_needed()
        page.wait_for_timeout(800)
        boxes = page.evaluate(BOXES)
        kinds = sorted(b["type"] for b in boxes["blocks"])
        assert kinds == ["algunokit_count_diamonds", "algunokit_discard", "algunokit_draw",
                         "algunokit_gt", "algunokit_if_else", "algunokit_not"], kinds
        area = boxes["area"]
        assert area["right"] - area["left"] > 400, area
        for box in boxes["blocks"]:
            assert inside(box, area), (box, area)
        page.screenshot(path=str(ARTIFACTS / "block_editor_lesson05.png"))

        # a « < » dropped on the filled « si » pushes « non _ » out: into free space, in
        # sight, over no other block
        page.evaluate("""() => {
          const ws = document.querySelector('.algunokit-block-editor').algunokitWorkspace;
          const si = ws.getAllBlocks(false).find(b => b.type === 'algunokit_if_else');
          const lt = ws.newBlock('algunokit_lt');
          lt.initSvg(); lt.render();
          si.getInput('CONDITION').connection.connect(lt.outputConnection);
        }""")
        page.wait_for_timeout(600)
        boxes = page.evaluate(BOXES)
        (pushed,) = [b for b in boxes["blocks"] if b["type"] == "algunokit_not"]
        assert pushed["top"], pushed
        assert inside(pushed, boxes["area"]), (pushed, boxes["area"])
        for other in boxes["blocks"]:
            if other["top"] and other["type"] != "algunokit_not":
                apart = (pushed["y"] >= other["bottom"] or pushed["bottom"] <= other["y"]
                         or pushed["left"] >= other["right"]
                         or pushed["right"] <= other["left"])
                assert apart, (pushed, other)
        page.screenshot(path=str(ARTIFACTS / "block_editor_bumped.png"))

        # the warning goes with its cause: the loose « non » dragged back to the palette
        # (deleted while the drag still runs) takes « … traîne … » away, and it is said
        # once (under the blocks, not again beside them)
        status = cell.locator(".algunokit-block-editor-problem")
        page.wait_for_function("""() => document.querySelector(
            '.algunokit-block-editor-problem').innerText.includes('traîne')""",
                               timeout=15_000)
        assert page.get_by_text("traîne", exact=False).count() == 1
        flyout = page.locator(".algunokit-block-editor .blocklyFlyout").first.bounding_box()
        page.mouse.move(pushed["left"] + 10, pushed["y"] + 12)
        page.mouse.down()
        page.mouse.move(pushed["left"] - 20, pushed["y"] + 5, steps=4)
        page.mouse.move(flyout["x"] + flyout["width"] / 2, flyout["y"] + 120, steps=12)
        page.mouse.up()
        page.wait_for_function("""() => !document.querySelector(
            '.algunokit-block-editor-problem').innerText.includes('traîne')""",
                               timeout=15_000)
        kinds = [b["type"] for b in page.evaluate(BOXES)["blocks"]]
        assert "algunokit_not" not in kinds and "algunokit_gt" not in kinds, kinds
        assert "traîne" not in status.inner_text()

        # both ways: a program typed in a %%alternative cell, sent with editeur.show(...),
        # redraws the blocks (and shows whole)
        cells = page.locator(".jp-Notebook .jp-CodeCell")
        assert run_until(page, cells.nth(1).locator(".jp-OutputArea-output").first,
                         cell=cells.nth(1))
        assert run_until(page, cells.nth(2).locator(".jp-OutputArea-output").get_by_text("SENT"),
                         cell=cells.nth(2))
        page.wait_for_function("""() => document.querySelector('.algunokit-block-editor')
            .algunokitWorkspace.getAllBlocks(false).some(b => b.type === 'algunokit_give_left')
            """, timeout=15_000)
        cell.locator(".algunokit-block-editor").scroll_into_view_if_needed()
        page.wait_for_timeout(500)
        boxes = page.evaluate(BOXES)
        kinds = sorted(b["type"] for b in boxes["blocks"])
        assert kinds == ["algunokit_count_cards", "algunokit_draw", "algunokit_give_left",
                         "algunokit_gt", "algunokit_if_else"], kinds
        for box in boxes["blocks"]:
            assert inside(box, boxes["area"]), (box, boxes["area"])
        assert page.locator(".algunokit-block-editor-problem").first.inner_text().startswith("✔")
