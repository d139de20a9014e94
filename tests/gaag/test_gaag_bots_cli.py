"""Bots, simulations and the command line."""

from __future__ import annotations

import json

import pytest
from gaag_helpers import rigged, row

import algunokit.cli
from algunokit.cli import main
from algunokit.errors import ConfigError
from algunokit.gaag import BOTS, Game, Play, Reverse, heuristic, make_bot, simulate


@pytest.fixture
def only_gaag(monkeypatch):
    """The shared command line, with GaAg alone (other games are tested by their own suites)."""
    monkeypatch.setattr(algunokit.cli, "available_games", lambda: ("gaag",))


def test_registry_and_unknown_bot():
    assert set(BOTS) == {"random", "heuristic"}
    with pytest.raises(ConfigError) as err:
        make_bot("genius", 1)
    assert err.value.key == "common.error.unknown_bot"


def test_bots_answer_with_an_option():
    game = Game(4, seed=3)
    strategies = [make_bot("random", 1), make_bot("heuristic", 2)] * 2
    while game.decision is not None:
        decision = game.decision
        answer = strategies[decision.player](game.view(decision.player), decision)
        assert answer in decision.options
        game.choose(answer)


def test_heuristic_keeps_specials_and_dumps_atoms():
    from algunokit.gaag import Placement, PlacementKind, element, gap_card

    game = rigged(2, [[element(1), gap_card(), element(9, 4), element(10, 1), element(2)],
                      [element(3), element(3, 1), element(3, 2), element(4), element(4, 1)]],
                  table=row(5, 7), draw=[element(16)])
    answer = heuristic(game.view(0), game.decision)
    assert answer == Play(element(9, 4), Placement(PlacementKind.RIGHT, 2))


def test_heuristic_beats_random():
    summary = simulate(games=40, players=4, seed=5, bots="heuristic,random")
    assert summary.wins_by_bot["heuristic"] > summary.wins_by_bot["random"]


def test_simulate_is_deterministic_and_complete():
    one = simulate(games=10, players=3, seed=9, bots=["random"], target=50)
    two = simulate(games=10, players=3, seed=9, bots=["random"], target=50)
    assert one == two and one.games == 10 and one.unfinished == 0
    assert one.extra["mean_rounds"] >= 1
    with pytest.raises(ConfigError):
        simulate(games=1, players=7)


def test_heuristic_turns_the_play_towards_the_leader():
    from algunokit.gaag import element

    hands = [[element(1), element(5, 1)], [element(3)], [element(3, 1)], [element(3, 2)]]
    for totals, answer in (([10, 50, 30, 20], Reverse.REVERSE),  # seat 3 (to the right) leads
                           ([10, 20, 30, 50], Reverse.KEEP)):
        game = rigged(4, hands, table=row(4), draw=[element(16)], totals=totals)
        game.choose(Play(element(1), game.decision.options[0].placement))
        assert heuristic(game.view(0), game.decision) is answer


def test_cli_same_seed_same_output(capsys, only_gaag):
    argv = ["simulate", "gaag", "--games", "5", "--players", "3", "--seed", "2",
            "--bots", "heuristic,random", "--json"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["game"] == "GaAg" and data["players"] == 3 and data["games"] == 5


def test_cli_text_and_errors(capsys, only_gaag):
    assert main(["--lang", "en", "simulate", "gaag", "--games", "3", "--players", "2"]) == 0
    assert "GaAg: 3 games with 2 players" in capsys.readouterr().out
    assert main(["simulate", "gaag", "--games", "1", "--players", "8"]) == 2
    assert "2 à 6" in capsys.readouterr().err


def test_cli_rule_option(capsys, only_gaag):
    argv = ["simulate", "gaag", "--games", "4", "--players", "4", "--seed", "1", "--target",
            "40", "--json"]
    assert main(argv) == 0
    low = json.loads(capsys.readouterr().out)
    assert main([*argv[:-3], "--json"]) == 0
    high = json.loads(capsys.readouterr().out)
    assert low["extra"]["mean_rounds"] < high["extra"]["mean_rounds"]
