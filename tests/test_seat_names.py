"""Seat names and robot names as DECISIONS.md says (« Toi », « Robot 1 », first names,
« glouton » …); the code keeps counting seats from 0 and bots keep their code names."""

from __future__ import annotations

import doctest

import algunokit.play
from algunokit.play import FIRST_NAMES, player_name, seat_names
from algunokit.simulation import bot_label
from algunokit.widgets.play import play


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
    assert doctest.testmod(algunokit.play).failed == 0
