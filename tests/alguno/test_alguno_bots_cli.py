"""Bots, strategies written by students, simulate() and the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import algunokit as ak
from algunokit.alguno import DecisionKind, Game, make_bot, simulate
from algunokit.cli import main

pytestmark = pytest.mark.subprocess  # the command line runs in a Python process of its own


def test_a_student_strategy_is_a_plain_function():
    seen = []

    def first(view, decision):
        seen.append((view.me, decision.kind))
        return decision.options[0]

    game = Game(3, seed=1).play_out([first, make_bot("random", 1), make_bot("greedy", 2)])
    assert game.is_over and seen and all(kind in DecisionKind for _, kind in seen)


def test_greedy_beats_random_over_many_seeded_games():
    summary = simulate(games=300, players=4, levels=(1, 1), seed=3,
                       bots="greedy,random,random,random")
    greedy_share = summary.wins_by_seat[0] / summary.games
    random_share = sum(summary.wins_by_seat[1:]) / 3 / summary.games
    assert greedy_share > random_share + 0.05


def test_greedy_gives_to_the_neighbour_closest_to_winning():
    from algunokit.alguno.bots import _in_action
    from algunokit.alguno.lang import Side
    from algunokit.protocol import Decision

    game = Game(3, seed=5, first_author=0)
    game.table.hands[1] = game.table.hands[1][:1]  # seat 1 (left of 0) is closest to winning
    decision = Decision(0, DecisionKind.NEIGHBOUR, (Side.LEFT, Side.RIGHT))
    assert _in_action(game.view(0), decision) is Side.LEFT


def test_unknown_bot_name():
    with pytest.raises(ak.ConfigError) as err:
        make_bot("clever")
    assert err.value.key == "common.error.unknown_bot"
    with pytest.raises(ak.ConfigError):
        simulate(games=1, bots="clever")


def test_simulate_is_deterministic_and_adds_up():
    a = simulate(games=30, players=3, levels=(2, 2), seed=11, bots=["greedy", "random"])
    b = simulate(games=30, players=3, levels=(2, 2), seed=11, bots=["greedy", "random"])
    assert a == b
    assert a.bots == ("greedy", "random", "greedy")
    assert a.wins_by_bot["greedy"] == a.wins_by_seat[0] + a.wins_by_seat[2]
    assert sum(a.wins_by_seat) >= a.games - a.unfinished
    assert simulate(games=30, players=3, seed=12) != simulate(games=30, players=3, seed=11)
    with pytest.raises(ak.ConfigError):
        simulate(games=0)


def test_summary_reads_in_both_languages():
    summary = simulate(games=5, players=3, seed=1)
    assert "parties à 3 places" in summary.describe("fr")
    assert "games with 3 players" in summary.describe("en")


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "algunokit", *args], capture_output=True,
                          text=True, timeout=120)


def test_command_line_same_seed_same_output():
    args = ["simulate", "alguno", "--games", "20", "--players", "4", "--levels", "3,2",
            "--seed", "5", "--bots", "greedy,random", "--json"]
    first, second = run_cli(*args), run_cli(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert data["games"] == 20 and data["players"] == 4 and data["extra"]["levels"] == [3, 2]
    assert data["bots"] == ["greedy", "random", "greedy", "random"]


def test_command_line_text_in_english(capsys):
    assert main(["--lang", "en", "simulate", "alguno", "--games", "3", "--seed", "1"]) == 0
    assert "games with 4 players" in capsys.readouterr().out


def test_command_line_errors_are_messages_not_tracebacks(capsys):
    assert main(["simulate", "alguno", "--games", "3", "--levels", "5,1"]) == 2
    err = capsys.readouterr().err
    assert "impossibles" in err and "Traceback" not in err
    assert main(["--lang", "en", "simulate", "alguno", "--players", "9"]) == 2
    assert "3 to 5 players" in capsys.readouterr().err
