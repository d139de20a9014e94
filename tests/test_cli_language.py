"""The command line reads well in French and English: its own description (not a
subcommand's), its help texts, and argparse's words (« utilisation : », errors)."""

from __future__ import annotations

import argparse
import gettext
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from algunokit import cli
from algunokit.i18n import set_language, t
from algunokit.messages import CATALOGUE

ROOT = Path(__file__).resolve().parent.parent
#: argparse's English that must never show in a French help or error.
ENGLISH = ("usage:", "show this help message", "positional arguments", "error:",
           "the following arguments are required", "invalid choice", "options:")


@pytest.fixture(autouse=True)
def _french_after():
    yield
    set_language("fr")


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_:
        cli.main(argv)
    captured = capsys.readouterr()
    return exit_.value.code, captured.out, captured.err


def test_the_help_describes_the_program_in_french(capsys):
    code, out, _ = run(["--help"], capsys)
    assert code == 0
    assert out.startswith("utilisation : python -m algunokit [-h] [--lang {fr,en}] COMMANDE")
    flat = " ".join(out.split())
    assert " ".join(t("cli.description", "fr").split()) in flat
    assert "options\u00a0:" in out and "commandes\u00a0:" in out
    assert "-h, --help afficher cette aide et quitter" in flat
    for command in ("lessons", "simulate", "tournament", "answers", "progress"):
        assert f"\n    {command} " in out
    assert not [word for word in ENGLISH if word in out]


def test_the_help_describes_the_program_in_english(capsys):
    code, out, _ = run(["--lang", "en", "--help"], capsys)
    assert code == 0 and out.startswith("usage: python -m algunokit")
    flat = " ".join(out.split())
    assert " ".join(t("cli.description", "en").split()) in flat
    assert "options:" in out and "show this help message and exit" in out
    # the program's own description, not the simulate subcommand's
    assert not out.split("\n\n")[1].startswith(t("sim.cli.description", "en")[:20])


@pytest.mark.parametrize("command", ["lessons", "simulate", "tournament", "answers",
                                     "progress", "simulate alguno"])
def test_every_subcommand_helps_in_french(capsys, command):
    code, out, _ = run([*command.split(), "--help"], capsys)
    assert code == 0 and out.startswith("utilisation : ")
    assert "afficher cette aide et quitter" in out
    assert not [word for word in ENGLISH if word in out]


@pytest.mark.parametrize("argv, french, english", [
    (["simulate", "poker"],
     "python -m algunokit simulate : erreur : argument game : choix inconnu : 'poker' "
     "(choisir parmi ",
     "python -m algunokit simulate: error: argument game: invalid choice: 'poker' "
     "(choose from "),
    (["lessons", "--lang", "de"],
     "erreur : argument --lang : choix inconnu : 'de'",
     "error: argument --lang: invalid choice: 'de'"),
    ([], "erreur : il manque ces arguments : COMMANDE",
     "error: the following arguments are required: COMMAND"),
    (["lessons", "a", "b"], "erreur : arguments inconnus : b", "error: unrecognized arguments: b"),
    (["simulate", "alguno", "--games", "many"],
     "erreur : argument --games : valeur int incorrecte : 'many'",
     "error: argument --games: invalid int value: 'many'"),
])
def test_errors_read_in_the_chosen_language(capsys, argv, french, english):
    for lang, expected in (("fr", french), ("en", english)):
        code, out, err = run(["--lang", lang, *argv], capsys)
        assert code == 2 and not out
        assert expected in err, err
        assert err.startswith("utilisation : " if lang == "fr" else "usage: ")


def test_argparse_is_itself_again_after_the_command_line(capsys):
    run(["--help"], capsys)
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    parser = argparse.ArgumentParser(prog="other")
    assert "show this help message and exit" in parser.format_help()


def test_argparse_words_are_argparses_own_in_english():
    """English reads exactly as argparse writes it; every word has its French."""
    source = inspect.getsource(argparse)
    for message, key in cli.ARGPARSE_WORDS.items():
        assert CATALOGUE[key]["en"] == message
        assert CATALOGUE[key]["fr"] != message or message == "options"
    for singular, (one, other) in cli.ARGPARSE_PLURALS.items():
        assert CATALOGUE[one]["en"] == singular and singular in source
        assert CATALOGUE[other]["en"] in source
    # the words every help and every error uses, in this Python's argparse
    for message in ("usage: ", "positional arguments", "options",
                    "show this help message and exit", "%(prog)s: error: %(message)s\\n",
                    "the following arguments are required: %s", "unrecognized arguments: %s",
                    "invalid %(type)s value: %(value)r",
                    "argument %(argument_name)s: %(message)s"):
        assert message in source or message.replace("\\n", "\n") in source, message
        assert message.replace("\\n", "\n") in cli.ARGPARSE_WORDS


def test_the_language_comes_from_lang_in_any_spelling_else_algunokit_lang(capsys, monkeypatch):
    assert run(["--lang=en", "--help"], capsys)[1].startswith("usage: ")
    assert run(["lessons", "--lang", "en", "--help"], capsys)[1].startswith("usage: ")
    monkeypatch.setenv("ALGUNOKIT_LANG", "en")
    assert run(["--help"], capsys)[1].startswith("usage: ")
    assert run(["--lang", "fr", "--help"], capsys)[1].startswith("utilisation : ")


def test_the_program_is_named_as_it_was_run(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/venv/bin/algunokit", "--help"])
    assert cli.program_name() == "algunokit"
    monkeypatch.setattr(sys, "argv", ["/src/algunokit/__main__.py"])
    assert cli.program_name() == "python -m algunokit"


@pytest.mark.subprocess
def test_python_m_algunokit_help_describes_the_program():
    done = subprocess.run([sys.executable, "-m", "algunokit", "--lang", "en", "--help"],
                          capture_output=True, text=True, cwd=ROOT, check=True)
    assert done.stdout.startswith("usage: python -m algunokit")
    assert " ".join(t("cli.description", "en").split()) in " ".join(done.stdout.split())
