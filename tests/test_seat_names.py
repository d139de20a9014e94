"""Seat names and robot names as docs/rules/writing.en.md says (« Toi », « Robot 1 », first names,
« glouton » …); the code keeps counting seats from 0 and bots keep their code names."""

from __future__ import annotations

import doctest
import html
import importlib
import re

from algunokit.alguno import Game as AlgunoGame
from algunokit.alguno.bots import make_bot as alguno_bot
from algunokit.celsius import Game as CelsiusGame
from algunokit.celsius.bots import make_bot as celsius_bot
from algunokit.gaag import Game as GaagGame
from algunokit.gaag import make_bot as gaag_bot
from algunokit.i18n import glued_punctuation, t
from algunokit.protocol import FIRST_NAMES, play_out, player_name, seat_names
from algunokit.simulation import bot_label
from algunokit.skyjo import Game as SkyjoGame
from algunokit.skyjo.bots import make_bot as skyjo_bot
from algunokit.widgets.alguno.play import play
from algunokit.widgets.celsius import play as celsius_play
from algunokit.widgets.gaag import play as gaag_play
from algunokit.widgets.skyjo import play as skyjo_play


def test_one_person_against_robots():
    assert seat_names(4, (0,), language="fr") == ["Toi", "Robot 1", "Robot 2", "Robot 3"]
    assert seat_names(3, (2,), language="en") == ["Robot 1", "Robot 2", "You"]


def test_names_given_else_first_names():
    assert seat_names(3, (0,), ["Zoé", "Yann", "Xavier"]) == ["Zoé", "Yann", "Xavier"]
    assert seat_names(3, (0, 1)) == ["Alice", "Bilal", "Chloé"]
    assert seat_names(2, ()) == ["Alice", "Bilal"]
    assert FIRST_NAMES == ("Alice", "Bilal", "Chloé", "Dany", "Emma", "Farid", "Gaëlle", "Hugo")
    assert player_name(8, None, "fr") == "Place 9" and player_name(8, None, "en") == "Player 9"


def test_robots_are_shown_in_french():
    shown = [bot_label(b, "fr") for b in ("greedy", "random", "heuristic", "solver")]
    assert shown == ["glouton", "au hasard", "malin", "solveur"]
    assert bot_label("greedy", "en") == "greedy" and bot_label("mine", "fr") == "mine"


def test_the_play_widget_says_toi_and_robot():
    widget = play(4, (1, 1), seed=3, humans=(0,), language="fr")
    assert [widget.game.name(s) for s in range(4)] == ["Toi", "Robot 1", "Robot 2", "Robot 3"]


def test_doctests():
    assert doctest.testmod(importlib.import_module("algunokit.protocol")).failed == 0


# -- one person against robots, in each game's widget -----------------------------------------
# The prompt says « À toi : … », the journal tells the person their own moves (« Tu
# pioches … », never « Toi pioche ») and names the others « Robot N », and a robot's kind
# is its French label.

YOU = t("common.you", "fr")


def _shown(widget) -> str:
    return html.unescape(widget.prompt.value)


def _no_toi_as_subject(text: str) -> None:
    """« Toi » never starts a third-person sentence (« Toi pioche », « Toi a »)."""
    assert not re.search(r"(^|[.\n] ?)Toi [a-zà-ÿ]", text), text


def test_alguno_widget_one_person_against_robots():
    widget = play(4, (1, 1), seed=3, humans=(0,), language="fr")
    assert _shown(widget).endswith(
        t("alguno.decision.build.you", "fr") + "</h4>")  # « À toi : construis … »
    log = widget.journal.value
    assert "tu commences" in log and "Tour 1 : tu pioches" in log and "Place 1" not in log
    _no_toi_as_subject(log)
    for _ in range(50):  # the person answers, then robots; the journal names them « Robot N »
        if "Robot 1" in widget.journal.value:
            break
        if widget.game.decision.player == 0:
            widget.game.choose(widget.game.decision.options[0])
            widget.refresh()
        else:
            widget.step()
    assert "Robot 1" in widget.journal.value
    _no_toi_as_subject(widget.journal.value)


def test_skyjo_widget_one_person_against_robots():
    widget = skyjo_play(3, seed=4, humans=(2,), bots="random", language="fr")
    assert _shown(widget).startswith("<h4 style='margin:4px 0'>" + t(
        "skyjo_table.prompt.bot", "fr", player="Robot 1", bot=bot_label("random", "fr")))
    assert "au hasard" in _shown(widget) and "random" not in _shown(widget)
    for _ in range(4):  # each robot turns two cards face up
        widget.step()
    log = widget.journal.value
    assert "Robot 1 retourne" in log and "Robot 2 retourne" in log
    assert widget.name(2) == YOU
    _no_toi_as_subject(log)


def test_celsius_widget_one_person_against_robots_and_robot_kinds():
    widget = celsius_play(3, seed=1, language="fr")
    assert [widget.name(s) for s in range(3)] == seat_names(3, (0,), language="fr")
    assert _shown(widget).startswith("<h4 style='margin:4px 0'>À toi\u00a0: ")
    robots = celsius_play(3, seed=1, humans=(), bots="solver", language="fr")
    said = t("celsius_table.prompt.bot", "fr", player=FIRST_NAMES[0],
             bot=bot_label("solver", "fr"))
    assert glued_punctuation(said, "fr") in _shown(robots)  # « robot solveur »
    assert "solver" not in _shown(robots)


def test_gaag_widget_one_person_against_robots():
    widget = gaag_play(3, seed=3, humans=(1,), bots="heuristic", instant=False,
                       language="fr")
    assert [widget.name(s) for s in range(3)] == ["Robot 1", YOU, "Robot 2"]
    prompt = _shown(widget)
    assert glued_punctuation(t("gaag_board.prompt.bot", "fr", player="Robot 1",
                               bot=bot_label("heuristic", "fr")), "fr") in prompt
    assert "malin" in prompt and "heuristic" not in prompt
    described = widget.view.drawing.description
    assert "Robot 1 → Toi → Robot 2" in described and "Alice" not in described
    widget.step()
    assert "Robot 1 joue" in widget.journal.value
    while widget.game.decision.player != 1:
        widget.step()
    assert _shown(widget).startswith("<h4 style='margin:4px 0'>À toi\u00a0: ")
    assert "C'est à toi de jouer" in widget.view.drawing.description
    assert "Tes cartes : " in widget.view.drawing.description  # not « Tes cartes (Toi) »
    _no_toi_as_subject(widget.journal.value)


# -- engine logs: first names by default ------------------------------------------------------


def test_engine_logs_name_seats_by_first_names():
    celsius_game = CelsiusGame(3, 1)
    play_out(celsius_game, [celsius_bot("greedy", s) for s in range(3)])
    gaag_game = GaagGame(3, 2)
    play_out(gaag_game, [gaag_bot("random", s) for s in range(3)])
    skyjo_game = SkyjoGame(3, 5)
    play_out(skyjo_game, [skyjo_bot("random", s) for s in range(3)])
    alguno_game = AlgunoGame(3, (1, 1), 4)
    play_out(alguno_game, [alguno_bot("random", s) for s in range(3)])
    for game in (celsius_game, gaag_game, skyjo_game, alguno_game):
        for lang in ("fr", "en"):
            log = game.log_text(lang)
            assert all(name in log for name in FIRST_NAMES[:3]), (game, lang)
            assert t("common.player", lang, n=1) not in log, (game, lang)
