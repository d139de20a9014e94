"""``python -m algunokit simulate gaag --games N --players P --seed S [--target T]``."""

from __future__ import annotations

import argparse

from algunokit.gaag.rules import TARGET
from algunokit.gaag.simulate import simulate
from algunokit.i18n import t
from algunokit.simulation import SimulationSummary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """GaAg's own options: the number of players and the rule options."""
    parser.add_argument("--players", type=int, default=4, help=t("sim.cli.players"))
    parser.add_argument("--target", type=int, default=TARGET, help=t("gaag.cli.target"))


def run(args: argparse.Namespace) -> SimulationSummary:
    """Simulate the games the command line asks for."""
    return simulate(games=args.games, players=args.players, seed=args.seed, bots=args.bots,
                    target=args.target)
