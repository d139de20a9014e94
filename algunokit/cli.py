"""Command line: ``python -m algunokit simulate GAME --games N --players P --seed S``
and ``python -m algunokit tournament GAME FOLDER --games N --seed S`` (a class
tournament of students' strategies, see :mod:`algunokit.tournaments`), and
``python -m algunokit answers --lang fr --output corrige.html`` (every lesson's answer
key, see :mod:`algunokit.lessons.answers`).

Each game provides ``algunokit.<game>.cli`` with ``add_arguments(parser)`` and
``run(args) -> SimulationSummary``; this module only wires them. The same seed
gives the same output, text or ``--json``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence

from algunokit.errors import AlgunokitError
from algunokit.i18n import set_language, t
from algunokit.specs import SPECS, game_title

GAMES = tuple(SPECS)  # the registry: alguno, skyjo, celsius, gaag


def available_games() -> tuple[str, ...]:
    """The games whose spec names a command line."""
    return tuple(game for game in GAMES if SPECS[game].cli)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m algunokit",
                                     description=t("sim.cli.description"))
    parser.add_argument("--lang", choices=("fr", "en"), help=t("sim.cli.lang"))
    commands = parser.add_subparsers(dest="command", required=True)
    simulate = commands.add_parser("simulate", help=t("sim.cli.description"))
    games = simulate.add_subparsers(dest="game", required=True, help=t("sim.cli.game"))
    for name in available_games():
        module = importlib.import_module(SPECS[name].cli)
        sub = games.add_parser(name, help=game_title(name))
        sub.add_argument("--games", type=int, default=100, help=t("sim.cli.games"))
        sub.add_argument("--seed", type=int, default=0, help=t("sim.cli.seed"))
        sub.add_argument("--bots", default=None, help=t("sim.cli.bots"))
        sub.add_argument("--json", action="store_true", help=t("sim.cli.json"))
        module.add_arguments(sub)
        sub.set_defaults(run=module.run)
    from algunokit.tournaments.cli import add_parser as add_tournament

    add_tournament(commands)
    from algunokit.lessons.answers import add_parser as add_answers

    add_answers(commands)
    from algunokit.lessons.progress import add_parser as add_progress

    add_progress(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # The language must be known before the help texts are built.
    lang = os.environ.get("ALGUNOKIT_LANG", "fr")
    if "--lang" in argv[:-1]:
        lang = argv[argv.index("--lang") + 1]
    set_language(lang if lang in ("fr", "en") else "fr")
    args = build_parser().parse_args(argv)
    try:
        summary = args.run(args)
    except AlgunokitError as err:
        print(err.message(), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.to_dict(), ensure_ascii=False, sort_keys=True))
    else:
        print(summary.describe())
    return 0
