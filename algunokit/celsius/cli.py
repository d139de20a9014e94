"""``python -m algunokit simulate celsius --games N --players P --seed S [--bots …]``."""

from __future__ import annotations

import argparse

from algunokit.celsius.simulate import simulate
from algunokit.i18n import t
from algunokit.simulation import SimulationSummary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Celsius's own options: players and rule options."""
    parser.add_argument("--players", type=int, default=4, help=t("sim.cli.players"))
    parser.add_argument("--play-on", action="store_true", help=t("celsius.cli.play_on"))
    parser.add_argument("--no-exchange", action="store_true", help=t("celsius.cli.no_exchange"))
    parser.add_argument("--no-swap", action="store_true", help=t("celsius.cli.no_swap"))
    parser.add_argument("--max-rounds", type=int, default=200, help=t("celsius.cli.max_rounds"))


def run(args: argparse.Namespace) -> SimulationSummary:
    """Run the simulation the arguments describe."""
    return simulate(games=args.games, players=args.players, seed=args.seed, bots=args.bots,
                    play_on=args.play_on, exchange=not args.no_exchange,
                    swap=not args.no_swap, max_rounds=args.max_rounds)
