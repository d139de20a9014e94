"""The Alg(un)o play widget offers the Scratch project on a click (issue 19): a step
no longer builds the file, and the file built on the click is the one the code panes
show (the program, started from the hand shown)."""

from __future__ import annotations

import base64
import io
import json
import re
import zipfile

from algunokit.code.sb3_read import from_sb3
from algunokit.widgets.alguno.play import PlayWidget


def _panes_with_trace(seed: int = 3) -> PlayWidget:
    widget = PlayWidget(4, (2, 2), seed, humans=(), bots="random", language="fr")
    for _ in range(300):
        if widget._shown_trace is not None and widget.sb3_box in widget.panel.children:
            return widget
        assert widget.step()
    raise AssertionError("no execution shown in 300 steps")


def _project(link: str) -> tuple[bytes, dict]:
    data = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)", link).group(1))
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return data, json.loads(archive.read("project.json"))


def test_a_step_builds_no_scratch_file_and_a_click_builds_the_one_shown():
    widget = _panes_with_trace()
    assert "algunokit-sb3" not in widget.code_panes.value
    assert widget.sb3_link.value == "" and widget.sb3_button.layout.display is None
    assert widget.sb3_button.description == "Projet Scratch (.sb3)"
    widget.sb3_button.click()
    link = widget.sb3_link.value
    assert 'download="alternative.sb3"' in link and "Télécharger le projet Scratch" in link
    assert widget.sb3_button.layout.display == "none"
    data, project = _project(link)
    assert from_sb3(data) == widget.game.alternative
    # the cards as a French class types them (DC, 10P, JN): the project's language
    hand = [card.code_in("fr") for card in widget._shown_trace.hand_before]
    assert project["targets"][0]["lists"]["list.hand"][1] == hand


def test_the_button_comes_back_when_the_hand_shown_changes():
    widget = _panes_with_trace()
    widget.prepare_sb3()
    shown = widget._sb3_key(widget.game.alternative, widget._shown_trace)
    for _ in range(300):
        if not widget.step():
            break
        if (widget.sb3_box in widget.panel.children
                and widget._sb3_key(widget.game.alternative, widget._shown_trace) != shown):
            assert widget.sb3_link.value == ""
            assert widget.sb3_button.layout.display is None
            return
        if widget.sb3_box in widget.panel.children:  # the same program and hand: kept
            assert widget.sb3_link.value != ""
    raise AssertionError("the hand shown never changed")
