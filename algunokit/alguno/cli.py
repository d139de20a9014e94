"""``python -m algunokit simulate alguno --levels C,A --players P …``."""

from __future__ import annotations

import argparse

from algunokit.alguno.simulate import simulate
from algunokit.errors import ConfigError
from algunokit.i18n import t
from algunokit.simulation import SimulationSummary


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=4, help=t("sim.cli.players"))
    parser.add_argument("--levels", default="1,1", help=t("alguno.cli.levels"))
    parser.add_argument("--direction", choices=("right", "left"), default="right",
                        help=t("alguno.cli.direction"))
    parser.add_argument("--deck", choices=("54", "52", "40"), default="54",
                        help=t("alguno.cli.deck"))
    parser.add_argument("--turn-limit", type=int, default=200, help=t("alguno.cli.turn_limit"))
    parser.add_argument("--extended-players", action="store_true",
                        help=t("alguno.cli.extended"))


def run(args: argparse.Namespace) -> SimulationSummary:
    try:
        levels = tuple(int(x) for x in args.levels.split(","))
    except ValueError:
        raise ConfigError("alguno.error.levels", c=args.levels, a="?") from None
    if len(levels) != 2:
        raise ConfigError("alguno.error.levels", c=args.levels, a="?")
    return simulate(games=args.games, players=args.players, levels=levels, seed=args.seed,
                    bots=args.bots, direction=args.direction, deck=args.deck,
                    turn_limit=args.turn_limit, extended_players=args.extended_players)
