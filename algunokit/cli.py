"""Command line: ``algunokit lessons [FOLDER] --lang fr`` (the lessons into a teacher's
folder, then JupyterLab there, see :mod:`algunokit.lessons.install`),
``python -m algunokit simulate GAME --games N --players P --seed S``,
``python -m algunokit tournament GAME FOLDER --games N --seed S`` (a class tournament of
students' strategies, see :mod:`algunokit.tournaments`), and
``python -m algunokit answers --lang fr --output corrige.html`` (every lesson's answer
key, see :mod:`algunokit.lessons.answers`).

Each game provides ``algunokit.<game>.cli`` with ``add_arguments(parser)`` and
``run(args) -> SimulationSummary``; this module only wires them. The same seed
gives the same output, text or ``--json``.

Everything the command line writes is in the reader's language (``--lang fr|en``, else
``ALGUNOKIT_LANG``, else French), argparse's own words too: while the parser is built
and reads the arguments, argparse's ``gettext`` answers from the kit's catalogue
(:func:`argparse_language`, the ``cli.argparse.*`` messages).
"""

from __future__ import annotations

import argparse
import contextlib
import gettext
import importlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from algunokit.errors import AlgunokitError
from algunokit.i18n import get_language, set_language, t
from algunokit.specs import SPECS, game_title

GAMES = tuple(SPECS)  # the registry: alguno, skyjo, celsius, gaag


def available_games() -> tuple[str, ...]:
    """The games whose spec names a command line."""
    return tuple(game for game in GAMES if SPECS[game].cli)


#: argparse's own English words (its gettext message ids) -> the kit's catalogue keys.
ARGPARSE_WORDS = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positionals",
    "options": "cli.argparse.options",
    "subcommands": "cli.argparse.subcommands",
    "show this help message and exit": "cli.argparse.help",
    "show program's version number and exit": "cli.argparse.version",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
    "%(prog)s: warning: %(message)s\n": "cli.argparse.warning",
    "the following arguments are required: %s": "cli.argparse.required",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "invalid choice: %(value)r, maybe you meant %(closest)r?":
        "cli.argparse.invalid_choice_closest",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "one of the arguments %s is required": "cli.argparse.one_of_required",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cannot_open",
    " (default: %(default)s)": "cli.argparse.default",
}
#: argparse's one ngettext pair the kit's users can meet ("expected 2 arguments").
ARGPARSE_PLURALS = {
    "expected %s argument": ("cli.argparse.expected_n_one", "cli.argparse.expected_n_other"),
}


@contextlib.contextmanager
def argparse_language(language: str) -> Iterator[None]:
    """argparse speaks ``language`` inside the block: its ``gettext``/``ngettext`` answer
    from the catalogue (a message id the kit does not know stays argparse's English).
    argparse reads them from its module's globals at each call; they are put back after.
    """
    def translate(message: str) -> str:
        key = ARGPARSE_WORDS.get(message)
        return message if key is None else t(key, language)

    def translate_n(singular: str, plural: str, n: int) -> str:
        keys = ARGPARSE_PLURALS.get(singular)
        if keys is None:
            return singular if n == 1 else plural
        one = n in (0, 1) if language == "fr" else n == 1
        return t(keys[0] if one else keys[1], language)

    # argparse binds them at import (``from gettext import gettext as _, ngettext``); a
    # Python that looks them up in gettext instead gets them there.
    owner = argparse if hasattr(argparse, "_") else gettext
    names = ("_", "ngettext") if owner is argparse else ("gettext", "ngettext")
    saved = [getattr(owner, name) for name in names]
    setattr(owner, names[0], translate)
    setattr(owner, names[1], translate_n)
    try:
        yield
    finally:
        for name, value in zip(names, saved, strict=True):
            setattr(owner, name, value)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, with French typography: a space before the colon of a
    section title (« options : »)."""

    def start_section(self, heading: str | None) -> None:
        if heading and get_language() == "fr":
            heading += "\u00a0"
        super().start_section(heading)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose subcommands' parsers share its formatter."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


def program_name() -> str:
    """``algunokit`` when run by its command, else ``python -m algunokit``."""
    return "algunokit" if Path(sys.argv[0]).stem == "algunokit" else "python -m algunokit"


def build_parser(prog: str = "python -m algunokit") -> argparse.ArgumentParser:
    parser = Parser(prog=prog, description=t("cli.description"),
                    epilog=t("cli.epilog", None, prog=prog))
    parser.add_argument("--lang", choices=("fr", "en"), help=t("cli.lang"))
    commands = parser.add_subparsers(dest="command", required=True, title=t("cli.commands"),
                                     metavar=t("cli.command"))
    from algunokit.lessons.install import add_parser as add_lessons

    add_lessons(commands)
    simulate = commands.add_parser("simulate", help=t("sim.cli.description"),
                                   description=t("sim.cli.description"))
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
    lang = lang if lang in ("fr", "en") else "fr"
    for i, word in enumerate(argv):  # the last one argparse will accept
        given = argv[i + 1] if word == "--lang" and i + 1 < len(argv) else \
            word.partition("=")[2] if word.startswith("--lang=") else None
        lang = given if given in ("fr", "en") else lang
    set_language(lang)
    with argparse_language(lang):
        args = build_parser(program_name()).parse_args(argv)
    try:
        summary = args.run(args)
    except AlgunokitError as err:
        print(err.message(), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.to_dict(), ensure_ascii=False, sort_keys=True))
    else:
        print(summary.describe())
    follow_up = getattr(summary, "follow_up", None)  # ``lessons``: JupyterLab, once said
    return follow_up() if follow_up is not None else 0
