"""The registry of game specs: four games, each fact said once and complete."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.specs import SPECS, game_title, spec

ROOT = Path(__file__).resolve().parent.parent


def test_the_registry_holds_the_four_games_in_order():
    assert list(SPECS) == ["alguno", "skyjo", "celsius", "gaag"]
    assert game_title("alguno", "fr") == "Alg(un)o" and game_title("gaag", "en") == "GaAg"
    assert spec(" Skyjo ") is SPECS["skyjo"]


def test_an_unknown_game_is_refused_with_the_games_named():
    with pytest.raises(ak.ConfigError) as err:
        spec("uno")
    assert err.value.key == "common.error.unknown_game"


@pytest.mark.parametrize("name", list(SPECS))
def test_each_spec_is_complete(name):
    game = SPECS[name]
    kinds = importlib.import_module(f"algunokit.{name}.moves").DecisionKind
    assert set(game.decision_keys) == set(kinds)  # every decision has its words
    assert 1 <= game.min_seats <= game.max_seats
    assert set(game.bots) and all(callable(game.make_bot(bot, 1)) for bot in game.bots)
    for module in (game.drawing, game.play_widget):  # named, not imported (upper layers)
        assert (ROOT / (module.replace(".", "/") + ".py")).exists(), module
