"""The turn-replay ExecutionView offers the Scratch project on a click, as the play
widget does: a move (Previous / Next) builds no file, and the file built on the click
is the one shown (the program, started from the hand of the player shown)."""

from __future__ import annotations

import base64
import importlib
import io
import json
import re
import zipfile

import pytest

from algunokit.alguno.game import Game
from algunokit.code.sb3_read import from_sb3
from algunokit.widgets.alguno.execution import ExecutionView

#: the module (``algunokit.code.show`` the name is the function ``show``)
show_module = importlib.import_module("algunokit.code.show")


def _view(language: str = "fr") -> ExecutionView:
    game = Game(4, (1, 2), seed=3, first_author=1)  # four different hands to start from
    alt = game.alternative_for(game.decision.options[0])
    return ExecutionView(alt, game.table, game.rules.execution_order(1), language=language)


def _project(link: str) -> tuple[bytes, dict]:
    data = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)", link).group(1))
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return data, json.loads(archive.read("project.json"))


def test_a_move_builds_no_scratch_file(monkeypatch):
    view = _view()
    built = []
    real = show_module.sb3_bytes
    monkeypatch.setattr(show_module, "sb3_bytes", lambda *a: built.append(a) or real(*a))
    for index in (1, 2, 3, 0):
        view.go(index)
    assert built == [] and "algunokit-sb3" not in view.panes.value
    assert view.sb3_link.value == "" and view.sb3_button.layout.display is None
    view.sb3_button.click()
    assert len(built) == 1


@pytest.mark.parametrize(("language", "words"), [("fr", "Projet Scratch (.sb3)"),
                                                  ("en", "Scratch project (.sb3)")])
def test_a_click_builds_the_project_of_the_execution_shown(language, words):
    view = _view(language)
    view.go(2)
    assert view.sb3_button.description == words
    view.sb3_button.click()
    link = view.sb3_link.value
    assert 'download="alternative.sb3"' in link and view.sb3_button.layout.display == "none"
    data, project = _project(link)
    assert from_sb3(data) == view.alternative
    # the cards as the project's language types them (French: DC, 10P, JN)
    hand = [card.code_in(language) for card in view.traces[2].hand_before]
    assert project["targets"][0]["lists"]["list.hand"][1] == hand


def test_the_button_comes_back_when_the_hand_shown_changes():
    view = _view()
    hands = [tuple(c.code for c in tr.hand_before) for tr in view.traces]
    assert len(set(hands)) > 1
    view.prepare_sb3()
    view.go(0)  # the same execution again: the link stays
    assert view.sb3_link.value != "" and view.sb3_button.layout.display == "none"
    other = next(i for i, hand in enumerate(hands) if hand != hands[0])
    view.go(other)
    assert view.sb3_link.value == "" and view.sb3_button.layout.display is None
