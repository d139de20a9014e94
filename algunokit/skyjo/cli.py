"""``python -m algunokit simulate skyjo --games N --players P --seed S [--bots …] [--json]``.

Rule options: ``--double-non-positive``, ``--end-score`` and the safety limit
``--max-turns``. The shared command line (:mod:`algunokit.cli`) adds
``--games``, ``--seed``, ``--bots`` and ``--json``.
"""

from __future__ import annotations

import argparse

from algunokit.i18n import t
from algunokit.simulation import SimulationSummary
from algunokit.skyjo.rules import END_SCORE, MAX_TURNS
from algunokit.skyjo.simulate import simulate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Skyjo's own options."""
    parser.add_argument("--players", type=int, default=4, help=t("skyjo.cli.players"))
    parser.add_argument("--double-non-positive", action="store_true",
                        help=t("skyjo.cli.double_non_positive"))
    parser.add_argument("--end-score", type=int, default=END_SCORE, help=t("skyjo.cli.end_score"))
    parser.add_argument("--max-turns", type=int, default=MAX_TURNS, help=t("skyjo.cli.max_turns"))


def run(args: argparse.Namespace) -> SimulationSummary:
    """Run the simulation the parsed ``args`` describe."""
    return simulate(args.games, args.players, args.seed, args.bots,
                    double_non_positive=args.double_non_positive, end_score=args.end_score,
                    max_turns=args.max_turns)


__all__ = ["add_arguments", "run"]
