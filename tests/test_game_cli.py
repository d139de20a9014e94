"""The command line finds each game's simulation through the game's spec, the one place
a game is declared: ``spec.cli`` names a module of the game's own package."""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

import algunokit.cli
from algunokit.specs import SPECS


@pytest.mark.parametrize("name", list(SPECS))
def test_each_games_spec_names_its_own_command_line(name):
    module_name = SPECS[name].cli
    assert module_name.startswith(f"algunokit.{name}."), module_name  # its own package
    module = importlib.import_module(module_name)
    assert callable(module.add_arguments) and callable(module.run)


def test_simulate_offers_exactly_the_games_whose_spec_names_a_command_line(monkeypatch):
    assert algunokit.cli.available_games() == tuple(SPECS)
    parser = algunokit.cli.build_parser()
    args = parser.parse_args(["simulate", "gaag", "--games", "2"])
    assert args.run is importlib.import_module(SPECS["gaag"].cli).run
    # a game whose spec names none is not offered
    specs = {**SPECS, "gaag": replace(SPECS["gaag"], cli="")}
    monkeypatch.setattr(algunokit.cli, "SPECS", specs)
    assert "gaag" not in algunokit.cli.available_games()
    with pytest.raises(SystemExit):
        algunokit.cli.build_parser().parse_args(["simulate", "gaag"])
