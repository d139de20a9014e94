"""``algunokit lessons [FOLDER] [--lang fr|en] [--no-browser] [--overwrite]``: the lessons
into a teacher's folder, then JupyterLab there.

The wheel carries the lesson notebooks, the teacher's guide (lesson 00) and the
documents it names (``docs/cards.fr.md``, ``docs/rules/…``) under
``algunokit/lessons/shipped/`` (``hatch_build.py`` puts them there); a checkout or an
editable install reads them in place, from ``lessons/`` and ``docs/``. One language is
copied, flat: ``FOLDER/01-decouvrir-le-jeu.ipynb``, ``FOLDER/docs/cards.fr.md``.

A teacher's changes are never lost: the folder keeps a manifest
(``.algunokit-lessons.json``) of what was copied, by sha256. Copying again adds what is
missing, updates a file the teacher left as it was (a newer kit), and keeps, saying
so, a file changed since it was copied, unless ``--overwrite`` is given (then it says
which ones it replaced). A folder that cannot be written gets a sentence that says
why and what to do, in the teacher's language.
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import importlib.metadata
import importlib.util
import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from algunokit.errors import AlgunokitError
from algunokit.i18n import resolve, t, tn

#: Inside an installed wheel: the files hatch_build.py packs for teachers.
SHIPPED = Path(__file__).resolve().parent / "shipped"
#: A checkout (or an editable install): the repository's own lessons/ and docs/.
CHECKOUT = Path(__file__).resolve().parents[2]
#: What was copied, by sha256, in the teacher's folder.
MANIFEST = ".algunokit-lessons.json"


class FolderError(AlgunokitError):
    """A folder the lessons cannot be copied into, or a kit without its lessons."""


def shipped_root() -> Path:
    """The folder holding ``lessons/<lang>/`` and ``docs/``: the wheel's, else the
    checkout's."""
    if (SHIPPED / "lessons").is_dir():
        return SHIPPED
    if (CHECKOUT / "lessons" / "fr").is_dir() and (CHECKOUT / "pyproject.toml").is_file():
        return CHECKOUT
    raise FolderError("install.error.missing", where=str(SHIPPED))


def lesson_files(language: str, root: Path | None = None) -> dict[str, Path]:
    """What a teacher gets in ``language``: name in their folder -> shipped file.

    >>> files = lesson_files("fr")
    >>> "00-guide-enseignant.ipynb" in files and "docs/cards.fr.md" in files
    True
    >>> any(name.endswith(".en.md") for name in files)
    False
    """
    lang = resolve(language)
    root = shipped_root() if root is None else root
    found = {path.name: path for path in sorted((root / "lessons" / lang).glob("*.ipynb"))}
    for pattern in (f"docs/*.{lang}.md", f"docs/rules/*.{lang}.md"):
        found.update({path.relative_to(root).as_posix(): path
                      for path in sorted(root.glob(pattern))})
    if not any(name.endswith(".ipynb") for name in found):
        raise FolderError("install.error.missing", where=str(root))
    return found


def guide_name(language: str) -> str:
    """The teacher's guide, lesson 00, the notebook JupyterLab opens first."""
    return next(name for name in sorted(lesson_files(language)) if name.startswith("00-"))


def kit_version() -> str:
    """The installed kit's version, as the manifest records it."""
    try:
        return importlib.metadata.version("algunokit")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class Copied:
    """What ``copy_lessons`` did, file by file (names relative to the folder)."""

    folder: Path
    language: str
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # changed by the teacher, left alone
    replaced: list[str] = field(default_factory=list)  # changed, overwritten on request
    #: run after the summary is printed (``main`` calls it): opens JupyterLab
    follow_up: Callable[[], int] | None = None

    def describe(self, language: str | None = None) -> str:
        lang = resolve(language)
        name = t("install.language.fr", lang) if self.language == "fr" \
            else t("install.language.en", lang)
        lines = [t("install.done", lang, folder=str(self.folder), language=name)]
        for key, names in (("install.added", self.added), ("install.updated", self.updated),
                           ("install.unchanged", self.unchanged)):
            if names:
                lines.append("  " + tn(key, len(names), lang))
        lines += ["  " + t("install.replaced", lang, name=name) for name in self.replaced]
        lines += ["  " + t("install.kept", lang, name=name) for name in self.kept]
        if self.kept:
            lines.append(t("install.kept_hint", lang))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"folder": str(self.folder), "language": self.language, "added": self.added,
                "updated": self.updated, "unchanged": self.unchanged, "kept": self.kept,
                "replaced": self.replaced}


def _folder_error(folder: Path, error: OSError) -> FolderError:
    """The sentence for a folder that cannot be written, by the system's reason."""
    if error.errno in (errno.ENOTDIR, errno.EEXIST):
        key = "install.error.not_a_folder"
    elif error.errno in (errno.EACCES, errno.EPERM):
        key = "install.error.denied"
    elif error.errno == errno.EROFS:
        key = "install.error.read_only"
    elif error.errno == errno.ENOSPC:
        key = "install.error.full"
    else:
        key = "install.error.unwritable"
    return FolderError(key, folder=str(folder))


def _read_manifest(folder: Path) -> dict[str, str]:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return {k: v for k, v in files.items() if isinstance(k, str) and isinstance(v, str)} \
        if isinstance(files, dict) else {}


def copy_lessons(folder: str | Path, language: str | None = None, *,
                 overwrite: bool = False) -> Copied:
    """Copy the lessons in ``language`` into ``folder`` (made if missing); see the
    module's docstring for what happens to files already there."""
    lang = resolve(language)
    target = Path(folder).expanduser().absolute()
    files = lesson_files(lang)
    done = Copied(target, lang)
    try:
        target.mkdir(parents=True, exist_ok=True)
        known = _read_manifest(target)
        manifest = dict(known)  # the other language's lessons, if copied here too
        for name, source in files.items():
            dest = target / name
            shipped = sha256(source)
            if not dest.exists():
                outcome = done.added
            else:
                present = sha256(dest) if dest.is_file() else None
                if present == shipped:
                    done.unchanged.append(name)
                    manifest[name] = shipped
                    continue
                if present is not None and present == known.get(name):
                    outcome = done.updated  # as we left it: a newer kit's copy replaces it
                elif overwrite and present is not None:
                    outcome = done.replaced
                else:
                    done.kept.append(name)  # its entry stays: still "changed" next time
                    continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(source.read_bytes())
            outcome.append(name)
            manifest[name] = shipped
        (target / MANIFEST).write_text(json.dumps(
            {"algunokit": kit_version(), "language": lang, "files": manifest},
            indent=1, sort_keys=True) + "\n", encoding="utf-8")
    except OSError as error:
        raise _folder_error(target, error) from error
    return done


def lab_command(notebook: str) -> list[str]:
    """The command that opens JupyterLab on ``notebook`` (run in the lessons' folder)."""
    return [sys.executable, "-m", "jupyterlab", notebook]


def open_lab(folder: Path, notebook: str) -> int:
    """JupyterLab in ``folder``, on ``notebook``, until the teacher stops it (Ctrl+C)."""
    if importlib.util.find_spec("jupyterlab") is None:
        print(t("install.no_jupyterlab", None, folder=str(folder)), file=sys.stderr)
        return 1
    print(t("install.opening", None, folder=str(folder)), flush=True)
    try:
        return subprocess.call(lab_command(notebook), cwd=folder)
    except KeyboardInterrupt:
        return 0


def add_parser(commands: argparse._SubParsersAction) -> None:
    """The ``lessons`` subcommand of ``algunokit`` / ``python -m algunokit``."""
    sub = commands.add_parser("lessons", help=t("install.cli.description"),
                              description=t("install.cli.description"))
    sub.add_argument("folder", nargs="?", default=None, metavar=t("install.cli.metavar"),
                     help=t("install.cli.folder", None, default=t("install.folder")))
    sub.add_argument("--lang", choices=("fr", "en"), help=t("install.cli.lang"))
    sub.add_argument("--no-browser", action="store_true", help=t("install.cli.no_browser"))
    sub.add_argument("--overwrite", action="store_true", help=t("install.cli.overwrite"))
    sub.add_argument("--json", action="store_true", help=t("install.cli.json"))
    sub.set_defaults(run=run)


def run(args: argparse.Namespace) -> Copied:
    lang = resolve(args.lang)
    folder = args.folder or t("install.folder", lang)
    done = copy_lessons(folder, lang, overwrite=args.overwrite)
    if not args.no_browser:
        guide = guide_name(lang)
        done.follow_up = lambda: open_lab(done.folder, guide)
    return done


__all__ = ["Copied", "FolderError", "copy_lessons", "lab_command", "lesson_files", "open_lab",
           "shipped_root"]
