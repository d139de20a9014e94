"""``python -m algunokit tournament GAME FOLDER …``: the class tournament's command line.

Plugged into :mod:`algunokit.cli`; progress goes to stderr, so ``--json``
output on stdout stays clean.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from algunokit.i18n import t
from algunokit.tournaments.games import GAMES
from algunokit.tournaments.results import TournamentResult
from algunokit.tournaments.runner import run_tournament


def add_parser(commands: argparse._SubParsersAction) -> None:
    """Add the ``tournament`` subcommand to the kit's parser."""
    sub = commands.add_parser("tournament", help=t("tournament.cli.description"),
                              description=t("tournament.cli.description"))
    sub.add_argument("game", choices=tuple(GAMES), help=t("tournament.cli.game"))
    sub.add_argument("folder", help=t("tournament.cli.folder"))
    sub.add_argument("--games", type=int, default=400, help=t("tournament.cli.games"))
    sub.add_argument("--seed", type=int, default=0, help=t("tournament.cli.seed"))
    sub.add_argument("--seats", type=int, default=None, help=t("tournament.cli.seats"))
    sub.add_argument("--robots", default="", help=t("tournament.cli.robots"))
    sub.add_argument("--time-limit", type=float, default=1.0, help=t("tournament.cli.time_limit"))
    sub.add_argument("--memory", type=int, default=256, help=t("tournament.cli.memory"))
    sub.add_argument("--max-faults", type=int, default=3, help=t("tournament.cli.max_faults"))
    sub.add_argument("--workers", type=int, default=None, help=t("tournament.cli.workers"))
    sub.add_argument("--svg", default=None, help=t("tournament.cli.svg"))
    sub.add_argument("--json", action="store_true", help=t("tournament.cli.json"))
    sub.add_argument("--quiet", action="store_true", help=t("tournament.cli.quiet"))
    sub.set_defaults(run=run)


def _progress(done: int, total: int) -> None:
    step = max(1, total // 50)
    if done == total or done % step == 0:
        end = "\n" if done == total else ""
        print("\r" + t("tournament.progress.text", None, done=done, total=total), end=end,
              file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> TournamentResult:
    try:
        result = run_tournament(args.game, args.folder, games=args.games, seed=args.seed,
                                seats=args.seats, robots=args.robots,
                                time_limit=args.time_limit, memory_mb=args.memory,
                                max_faults=args.max_faults, workers=args.workers,
                                on_game=None if args.quiet else _progress)
    except KeyboardInterrupt:  # Ctrl-C: the runner has ended every student's process
        print("\n" + t("tournament.cli.interrupted"), file=sys.stderr, flush=True)
        raise SystemExit(130) from None  # the shell's code for an interrupted command
    if args.svg:
        Path(args.svg).write_text(result.chart().svg, encoding="utf-8")
    return result


__all__ = ["add_parser", "run"]
