"""The block editor keeps its keys, in JupyterLab, French, 1366×768 (issue 49).

- Keys pressed in the editor are the editor's: letters, Space, arrows and Enter pressed
  on a block change no cell of the notebook (every cell's text compared before and
  after), do not move to another cell nor scroll the page; Escape leaves the editor for
  its cell, in command mode.
- Right-click on a block shows Scratch's block menu in French, not JupyterLab's.
- The keyboard alone builds lesson 04's alternative (« si exactement 1 cœur alors
  défausser 2 sinon piocher 1 »), changes it and deletes a block, and the lesson's check
  accepts it. The workspace and the palette list carry French labels.

Screenshots: ``test-artifacts/block_editor_keys.png``, ``block_editor_keyboard.png``.
"""

from __future__ import annotations

import json

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    lab_server,
    open_notebook,
    run_until,
    skip_without_browser,
)

pytestmark = pytest.mark.browser

skip_without_browser()

PROGRAM = ('if nombre_de_cartes() > 4:\\n    donner_a_gauche()\\nelse:\\n    piocher(2)')
HEADING = "## 2. La même alternative"


def write(path, cells):
    path.write_text(json.dumps({
        "cells": [{"cell_type": kind, "id": f"c{i}", "metadata": {}, "source": source,
                   **({"execution_count": None, "outputs": []} if kind == "code" else {})}
                  for i, (kind, source) in enumerate(cells)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("keys")
    write(root / "keys.ipynb", [
        ("markdown", "# Les touches de l'éditeur"),
        ("code", 'import algunokit as ak\nak.set_language("fr")\n'
                 f'e = ak.block_editor(ak.from_python("{PROGRAM}"), level=2)\ne'),
        ("markdown", f"{HEADING}\n\nUn texte que les touches ne doivent pas changer."),
        ("code", "x = 1"),
    ])
    write(root / "keyboard.ipynb", [
        ("code", 'import algunokit as ak\nak.set_language("fr")\n'
                 'L = ak.lesson("alguno", 4)\nediteur = ak.block_editor(level=1)\nediteur'),
        ("code", "L.ex5.check(editeur)"),
    ])
    with lab_server(root) as served_lab:
        yield served_lab


CELLS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].map(cell => {
  const editor = cell.querySelector('.jp-InputArea-editor .cm-content');
  const rendered = cell.querySelector('.jp-RenderedMarkdown');
  return {text: editor && !cell.classList.contains('jp-mod-rendered') ? editor.innerText
                                                                    : rendered.innerText,
          rendered: cell.classList.contains('jp-mod-rendered'),
          active: cell.classList.contains('jp-mod-active')};
})"""

STATE = """() => ({
  cells: (CELLS)(),
  mode: document.querySelector('.jp-Notebook').classList.contains('jp-mod-editMode')
        ? 'edit' : 'command',
  scroll: document.querySelector('.jp-WindowedPanel-outer').scrollTop,
})""".replace("CELLS", CELLS)

BLOCK = """([type, index]) => {
  const ws = document.querySelector('.algunokit-block-editor').algunokitWorkspace;
  const block = ws.getAllBlocks(false).filter(b => b.type === type)[index || 0];
  if (!block) return null;
  const r = block.getSvgRoot().getBoundingClientRect();
  return {x: r.left, y: r.top, w: r.width, h: r.height};
}"""


def start_editor(page, lab, name):
    open_notebook(page, lab, name, workspace=name.split(".")[0])
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    assert run_until(page, cell.locator(".algunokit-block-editor .blocklySvg"), cell=cell,
                     timeout=30_000)
    page.wait_for_function("document.querySelector('.algunokit-block-editor')"
                           ".algunokitWorkspace !== undefined", timeout=15_000)
    page.wait_for_function("document.querySelector('.algunokit-block-editor-chooser')"
                           ".options.length > 3", timeout=15_000)
    cell.locator(".algunokit-block-editor").scroll_into_view_if_needed()
    page.wait_for_timeout(500)
    return cell


def inside_editor(page):
    return page.evaluate("!!document.activeElement.closest('.algunokit-block-editor')")


def test_keys_stay_in_the_editor_and_right_click_shows_the_block_menu(lab):
    with browser_page("block_editor_keys_failure.png",
                      viewport={"width": 1366, "height": 768}) as page:
        start_editor(page, lab, "keys.ipynb")
        box = page.evaluate(BLOCK, ["algunokit_give_left", 0])
        page.mouse.click(box["x"] + 10, box["y"] + box["h"] / 2)
        page.wait_for_timeout(300)
        assert inside_editor(page)
        before = page.evaluate(STATE)
        assert before["mode"] == "command" and before["cells"][1]["active"], before
        assert HEADING.lstrip("# ") in before["cells"][2]["text"], before

        # command-mode letters (a: cell above, b: below, x: cut, d d: delete, m: to
        # markdown, y: to code, z: undo), Space, arrows, Enter: all the editor's
        for key in ["a", "b", "x", "d", "d", "m", "y", "z", "Space", "ArrowDown",
                    "ArrowRight", "ArrowUp", "ArrowLeft", "ArrowDown", "Enter"]:
            page.keyboard.press(key)
            page.wait_for_timeout(120)
            if page.locator(".blocklyHtmlInput").count():  # Enter opened a white slot
                page.keyboard.type("7")
                page.keyboard.press("Enter")
            assert inside_editor(page) or page.locator(".blocklyHtmlInput").count(), key
        page.keyboard.type("La m")
        page.keyboard.press("Enter")
        page.keyboard.type("ême")
        page.wait_for_timeout(300)
        after = page.evaluate(STATE)
        assert after == before, (before, after)
        page.screenshot(path=str(ARTIFACTS / "block_editor_keys.png"))

        # right-click on a block: Scratch's block menu, in French; not JupyterLab's
        box = page.evaluate(BLOCK, ["algunokit_if_else", 0])
        page.mouse.click(box["x"] + box["w"] + 60, box["y"] + box["h"] + 40)  # the slot closes
        page.wait_for_timeout(300)
        page.mouse.click(box["x"] + 12, box["y"] + 10, button="right")
        page.wait_for_timeout(500)
        menu = page.locator(".blocklyContextMenu")
        menu.wait_for(timeout=5_000)
        text = menu.inner_text()
        assert "Dupliquer" in text and "Ajouter un commentaire" in text, text
        assert "Supprimer" in text and "undefined" not in text, text
        assert page.locator(".lm-Menu.jp-ContextMenu").count() == 0
        page.screenshot(path=str(ARTIFACTS / "block_editor_menu.png"))
        page.keyboard.press("Escape")
        page.wait_for_timeout(200)

        # Escape leaves the editor for its cell, in command mode; the notebook's keys
        # work again there
        box = page.evaluate(BLOCK, ["algunokit_give_left", 0])
        page.mouse.click(box["x"] + 10, box["y"] + box["h"] / 2)
        page.keyboard.press("Escape")
        page.wait_for_timeout(300)
        assert not inside_editor(page)
        state = page.evaluate(STATE)
        assert state["mode"] == "command" and state["cells"][1]["active"], state
        page.keyboard.press("ArrowDown")
        page.wait_for_timeout(300)
        assert page.evaluate(STATE)["cells"][2]["active"]


def step(page, text):
    """Choose a palette block by its words in the list, with arrows only, and add it."""
    chooser = page.locator(".algunokit-block-editor-chooser").first
    labels = chooser.locator("option").all_inner_texts()
    target = next(i for i, label in enumerate(labels) if label == text)
    current = chooser.evaluate("s => s.selectedIndex")
    for _ in range(abs(target - current)):
        page.keyboard.press("ArrowDown" if target > current else "ArrowUp")
    assert chooser.evaluate("s => s.selectedIndex") == target, (text, labels)
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)


FOCUSED = """() => {
  const ws = document.querySelector('.algunokit-block-editor').algunokitWorkspace;
  const group = document.activeElement.closest('[data-id]');
  const block = group && ws.getBlockById(group.getAttribute('data-id'));
  if (!block) return null;
  const blocks = ws.getAllBlocks(true).filter(b => b.type === block.type);
  return [block.type, blocks.indexOf(block)];
}"""


def focused(page):
    return page.evaluate(FOCUSED)


def to_program(page):
    """Tab until the focus is in the program area."""
    for _ in range(8):
        page.keyboard.press("Tab")
        if page.evaluate("""() => { const ws = document.querySelector(
              '.algunokit-block-editor').algunokitWorkspace;
              return ws.getParentSvg().contains(document.activeElement); }"""):
            return
    raise AssertionError("Tab never reached the program area")


def to_list(page):
    """Shift+Tab until the focus is on the palette's list."""
    for _ in range(8):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.classList"
                         ".contains('algunokit-block-editor-chooser')"):
            return
    raise AssertionError("Shift+Tab never reached the block list")


def go_to(page, kind, index=0):
    """ArrowDown from block to block until ``kind`` (its ``index``-th) has the focus."""
    for _ in range(12):
        page.keyboard.press("ArrowDown")
        if focused(page) == [kind, index]:
            return
    raise AssertionError(f"the arrows never reached {kind}")


def pick(options, words):
    """The palette entry holding ``words``."""
    found = [option for option in options if words in option]
    assert found, (words, options)
    return found[0]


def types(page):
    return page.evaluate("""() => document.querySelector('.algunokit-block-editor')
        .algunokitWorkspace.getAllBlocks(true).filter(b => !b.isShadow()).map(b => b.type)""")


def test_the_keyboard_alone_builds_lesson_04s_alternative(lab):
    with browser_page("block_editor_keyboard_failure.png",
                      viewport={"width": 1366, "height": 768}) as page:
        cell = start_editor(page, lab, "keyboard.ipynb")
        # screen-reader words: the list, the button, the workspace
        labels = page.evaluate("""() => {
          const el = document.querySelector('.algunokit-block-editor');
          return {list: el.querySelector('label').innerText,
                  button: el.querySelector('.algunokit-block-editor-add').innerText,
                  workspace: el.querySelector('.blocklyWorkspace').getAttribute('aria-label')};
        }""")
        assert labels["list"].startswith("Bloc"), labels
        assert labels["button"] == "Ajouter au programme", labels
        assert labels["workspace"] == "Zone du programme en blocs", labels

        # from the cell, Tab reaches the block list
        page.keyboard.press("Escape")
        for _ in range(12):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.classList"
                             ".contains('algunokit-block-editor-chooser')"):
                break
        else:
            raise AssertionError("Tab never reached the block list")
        options = page.locator(".algunokit-block-editor-chooser option").all_inner_texts()

        step(page, pick(options, "si "))
        step(page, pick(options, " = "))
        step(page, "nombre de cœurs")
        step(page, pick(options, "défausser"))
        step(page, pick(options, "piocher"))
        assert sorted(types(page)) == ["algunokit_count_hearts", "algunokit_discard",
                                       "algunokit_draw", "algunokit_equals",
                                       "algunokit_if_else"], types(page)
        # Tab goes on to the program: the arrows go to « piocher », Delete removes it; back
        # to the list, « défausser » goes into the empty SINON; removed again, « piocher »
        # goes back in
        to_program(page)
        go_to(page, "algunokit_draw")
        page.keyboard.press("Delete")
        page.wait_for_timeout(300)
        assert "algunokit_draw" not in types(page)
        to_list(page)
        step(page, pick(options, "défausser"))
        assert types(page).count("algunokit_discard") == 2, types(page)
        to_program(page)
        go_to(page, "algunokit_discard", 1)
        page.keyboard.press("Backspace")
        page.wait_for_timeout(300)
        assert types(page).count("algunokit_discard") == 1, types(page)
        to_list(page)
        step(page, pick(options, "piocher"))
        # one « piocher » too many: no empty slot takes it, it lies below the program,
        # and Delete removes it
        step(page, pick(options, "piocher"))
        assert types(page).count("algunokit_draw") == 2, types(page)
        to_program(page)
        go_to(page, "algunokit_draw", 1)
        page.keyboard.press("Delete")
        page.wait_for_timeout(300)
        assert types(page).count("algunokit_draw") == 1, types(page)
        to_list(page)

        # the numbers: the arrows to the « = », Enter opens its white slot, type 1 …
        to_program(page)
        for kind, value in [("algunokit_equals", "1"), ("algunokit_discard", "2"),
                            ("algunokit_draw", "1")]:
            go_to(page, kind)
            page.keyboard.press("Enter")
            page.wait_for_selector(".blocklyHtmlInput", timeout=5_000)
            page.keyboard.press("Control+A")
            page.keyboard.type(value)
            page.keyboard.press("Enter")
            page.wait_for_timeout(300)
            assert focused(page) is not None, "the focus left the program"
        status = cell.locator(".algunokit-block-editor-problem")
        page.wait_for_function("""() => document.querySelector(
            '.algunokit-block-editor-problem').innerText.startsWith('✔')""", timeout=15_000)
        page.screenshot(path=str(ARTIFACTS / "block_editor_keyboard.png"))
        text = status.inner_text()
        assert text == ("✔ Programme complet : SI exactement 1 cœur ALORS Défausser 2 cartes "
                        "SINON Piocher 1 carte"), text

        # the lesson's check accepts it
        checker = page.locator(".jp-Notebook .jp-CodeCell").nth(1)
        checker.locator(".cm-content").click()
        page.keyboard.press("Control+Enter")
        checker.locator(".jp-OutputArea-output").first.wait_for(timeout=30_000)
        page.wait_for_timeout(1000)
        verdict = checker.locator(".jp-OutputArea-output").first.inner_text()
        assert "✔ Bravo ! C'est exactement l'alternative demandée." in verdict, verdict
