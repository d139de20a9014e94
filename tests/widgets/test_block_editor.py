"""The block editor widget on the Python side (no browser): live both ways, no echo, its
words and its problems in the editor's language, bad values refused in words."""

from __future__ import annotations

import json

import pytest
import traitlets

import algunokit as ak
from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.code.block_workspace import to_workspace
from algunokit.errors import ConfigError
from algunokit.widgets.block_editor import BUNDLE, BlockEditor, LiveSideBySide

pytestmark = pytest.mark.skipif(not BUNDLE.is_file(),
                                reason="the block editor's JavaScript is not built "
                                       "(cd js/block-editor && npm ci && npm run build)")

ALT = Alternative(parse_condition("diamonds <= 3"), [parse_action("discard 1")],
                  [parse_action("draw 2")])


def test_a_new_editor_is_empty_and_says_what_to_do():
    editor = ak.block_editor(level=1, language="fr")
    assert editor.alternative is None
    assert editor.problem.startswith("Il manque le bloc « si … alors … sinon »")
    english = ak.block_editor(language="en")
    assert english.problem.startswith("The 'if … then … else' block is missing")
    assert english._words["if"] == "if" and editor._words["if"] == "si"
    assert editor._words["count.hearts"] == "nombre de cœurs"
    assert editor._words["draw.before"] == "piocher"


def test_the_browser_s_blocks_set_the_alternative_and_observers_hear_it():
    editor = ak.block_editor(language="en")
    heard = []
    editor.observe(lambda change: heard.append(change["new"]), "alternative")
    # what the browser sends after a drop (Blockly's JSON, ids and positions included)
    state = to_workspace(ALT)
    state["blocks"]["blocks"][0].update(id="xyz", x=140, y=60)
    editor._workspace = state
    assert editor.alternative == ALT and heard == [ALT]
    assert editor.problem is None and editor.ok_text.startswith("Complete program")
    # the browser's own blocks are kept: no redraw sent back for what it sent
    assert editor._workspace["blocks"]["blocks"][0]["x"] == 140
    # an unfinished program: None, and the problem in words
    editor._workspace = {"blocks": {"blocks": [{"type": "algunokit_if_else"}]}}
    assert editor.alternative is None and heard == [ALT, None]
    assert editor.problem.startswith("The if's condition is missing")


def test_python_setting_the_alternative_redraws_the_blocks():
    editor = ak.block_editor(language="fr")
    editor.alternative = ALT
    assert editor._workspace == to_workspace(ALT)
    assert editor.problem is None
    # the same program again: the blocks a person moved stay where they are
    state = to_workspace(ALT)
    state["blocks"]["blocks"][0]["x"] = 300
    editor._workspace = state
    editor.alternative = Alternative(ALT.condition, ALT.then, ALT.otherwise)
    assert editor._workspace["blocks"]["blocks"][0]["x"] == 300
    editor.alternative = None
    assert editor._workspace == to_workspace(None) and editor.problem


def test_the_first_alternative_is_drawn():
    editor = BlockEditor(ALT, language="en", level=2)
    assert editor.alternative == ALT and editor._workspace == to_workspace(ALT)


def test_malformed_json_from_the_browser_changes_nothing_but_the_problem():
    editor = ak.block_editor(ALT, language="en")
    editor._workspace = {"blocks": {"blocks": [{"type": 5}]}}
    assert editor.alternative is None
    assert editor.problem == "The kit cannot read these blocks. Remove the last block you " \
                             "placed and try again."


def test_bad_values_are_refused_in_the_language():
    with pytest.raises(ConfigError, match="1, 2 ou 3"):
        ak.block_editor(level=5)
    with pytest.raises(ConfigError, match="montre une alternative"):
        ak.block_editor("if cartes() == 1: piocher(1)")
    editor = ak.block_editor(ALT, language="fr")
    with pytest.raises(traitlets.TraitError, match="montre une alternative"):
        editor.alternative = "piocher(1)"
    assert editor.alternative == ALT


def test_show_puts_cards_and_python_beside_the_blocks_and_follows_them():
    editor = ak.block_editor(language="fr")
    view = ak.show(editor)
    assert isinstance(view, LiveSideBySide) and view.children[0] is editor
    assert "dès que le programme en blocs est complet" in view.panes.value
    editor._workspace = {"blocks": {"blocks": [{"type": "algunokit_if_else"}]}}
    # what is missing is said once, under the blocks (the editor's status), not twice
    assert editor.problem.startswith("Il manque la condition du si")
    assert "Il manque" not in view.panes.value
    assert "dès que le programme en blocs est complet" in view.panes.value
    editor._workspace = to_workspace(ALT)
    assert "defausser(1)" in view.panes.value and "<svg" in view.panes.value
    view.close()
    editor.alternative = None  # no longer followed
    assert "defausser(1)" in view.panes.value


def test_an_exercise_accepts_the_editor_as_an_answer():
    lesson = ak.lesson("alguno", 4)
    editor = ak.block_editor(language="fr")
    feedback = lesson.ex5.check(editor)
    assert not feedback.ok and "pas fini" in feedback.message
    editor.alternative = ak.from_python(
        "if nombre_de_coeurs() == 1:\n    defausser(2)\nelse:\n    piocher(1)")
    assert lesson.ex5.check(editor).ok
    assert lesson.ex5.check(editor.alternative).ok


def test_show_sends_a_program_typed_or_built_to_the_blocks_and_back():
    editor = ak.block_editor(language="fr")
    # a %%alternative cell's program (an Alternative), Python as text, a card builder
    typed = ak.from_python("if nombre_de_cartes() > 4:\n    donner_a_gauche()\nelse:\n"
                           "    piocher(2)", "fr")
    editor.show(typed)
    assert editor.alternative == typed and editor.problem is None
    kinds = json.dumps(editor._workspace)
    assert "algunokit_give_left" in kinds and "algunokit_gt" in kinds  # blocks redrawn
    editor.show("if nombre_de_coeurs() == 1:\n    defausser(2)\nelse:\n    piocher(1)")
    assert editor.alternative == Alternative(parse_condition("hearts = 1"),
                                             [parse_action("discard 2")],
                                             [parse_action("draw 1")])
    assert "algunokit_give_left" not in json.dumps(editor._workspace)
    other = ak.block_editor(typed, language="fr")
    editor.show(other)
    assert editor.alternative == typed
    # and back: the blocks' program as Python
    assert editor.alternative.to_python("fr").startswith("if nombre_de_cartes() > 4:")
    editor.show(None)
    assert editor.alternative is None and "Il manque le bloc" in editor.problem
    with pytest.raises(ConfigError, match="montre une alternative"):
        editor.show(42)
