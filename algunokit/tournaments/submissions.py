"""Students' strategies handed in as files: found and named here, never read as code.

A submission is a ``.py`` file or a lesson notebook (``.ipynb``) holding a
function ``strategy(view, decision)`` (French: ``strategie(vue, decision)``;
the lesson names ``ma_strategie`` / ``my_strategy`` work too). The teacher's
process only finds the files and their names: parsing and running them happens
in each student's own process, in its sandbox (:mod:`.loading`, :mod:`.student`),
so nothing a student wrote is ever parsed in the teacher's process. A file larger
than :data:`~.wire.MAX_SUBMISSION` is refused by its size, unread.

A student's name comes from the file the teacher collected (``alice.py``, or the
sub-folder ``rendus/alice/``); a ``NOM = "…"`` in the code may add to it once the
code has loaded (``aaa (Alice)``), never replace it, and a robot's name is never a
student's.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from algunokit.tournaments.loading import STRATEGY_NAMES, syntax_problem
from algunokit.tournaments.wire import MAX_SUBMISSION, clean_text

#: The suffixes of the files collected.
SUFFIXES = (".py", ".ipynb")
MAX_NAME = 40


@dataclass(frozen=True)
class Chunk:
    """Code given as text rather than as a file (an exercise's check): a whole module."""

    cell: int | None
    source: str


@dataclass(frozen=True)
class Submission:
    """One student's strategy: its displayed name and its file (or its code as text,
    ``chunks``); ``problem`` is a ``(message key, params)`` pair when it cannot be used
    (the tournament then seats the random robot in its place and names it in the
    report)."""

    name: str
    path: str
    chunks: tuple[Chunk, ...] = ()
    function: str = ""
    problem: tuple[str, dict[str, object]] | None = None
    dropped_cells: int = 0
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def loadable(self) -> bool:
        return self.problem is None

    @property
    def notebook(self) -> bool:
        return self.path.endswith(".ipynb") and not self.chunks


def file_name(text: str) -> str:
    """A file's or a folder's name as shown in a ranking: plain, short."""
    return clean_text(unicodedata.normalize("NFC", text), MAX_NAME) or "?"


def read_submission(path: str | Path, name: str | None = None) -> Submission:
    """One file, ``.py`` or ``.ipynb``: its name and, if too large, its problem."""
    path = Path(path)
    shown = file_name(name if name is not None else path.stem)
    try:
        size = path.stat().st_size
    except OSError as err:
        return Submission(shown, str(path), problem=("tournament.problem.unreadable",
                                                     {"detail": type(err).__name__}))
    if size > MAX_SUBMISSION:
        return Submission(shown, str(path), problem=(
            "tournament.problem.too_large", {"kb": size // 1024, "limit": MAX_SUBMISSION // 1024}))
    return Submission(shown, str(path))


def read_text(submission: Submission) -> tuple[str, str] | tuple[str, None]:
    """``(kind, text)`` to send to the student's process (kind "py" or "ipynb"); the
    text is None when the file cannot be read (or grew past the limit)."""
    if submission.chunks:
        return "py", "\n".join(chunk.source for chunk in submission.chunks)
    kind = "ipynb" if submission.path.endswith(".ipynb") else "py"
    try:
        with open(submission.path, "rb") as handle:
            raw = handle.read(MAX_SUBMISSION + 1)
    except OSError:
        return kind, None
    if len(raw) > MAX_SUBMISSION:
        return kind, None
    try:
        return kind, raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return kind, raw.decode("latin-1")


def _strategy_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix in SUFFIXES and not p.name.startswith((".", "_")))


def _from_subfolder(folder: Path) -> Submission | None:
    """One student's sub-folder (as a JupyterHub or nbgrader collects them): named
    after the sub-folder; its notebook first, else its first ``.py`` file (nothing is
    parsed here to choose)."""
    files = _strategy_files(folder)
    if not files:
        return None
    chosen = next((p for p in files if p.suffix == ".ipynb"), files[0])
    return read_submission(chosen, folder.name)


def unique_names(names: list[str], reserved: set[str]) -> list[str]:
    """``names`` told apart: a second "alice" becomes "alice (2)"; a name already
    ``reserved`` (a robot's, in any language) gets a number too."""
    seen = {name.casefold() for name in reserved}
    out = []
    for name in names:
        shown, count = name, 1
        while shown.casefold() in seen:
            count += 1
            shown = f"{name} ({count})"
        seen.add(shown.casefold())
        out.append(shown)
    return out


def collect(folder: str | Path, reserved: set[str] | frozenset[str] = frozenset()
            ) -> list[Submission]:
    """Every ``.py`` and ``.ipynb`` file of ``folder``, sorted by name, plus one
    strategy per sub-folder (``rendus/alice/08-strategie.ipynb`` is named "alice"),
    each named by its file (or sub-folder), names unique and none of ``reserved``."""
    from algunokit.errors import ConfigError

    root = Path(folder)
    if not root.is_dir():
        raise ConfigError("tournament.error.no_folder", folder=str(folder))
    entries = sorted(p for p in root.iterdir() if not p.name.startswith((".", "_")))
    submissions = []
    for path in entries:
        if path.is_dir():
            sub = _from_subfolder(path)
            if sub is not None:
                submissions.append(sub)
        elif path.is_file() and path.suffix in SUFFIXES:
            submissions.append(read_submission(path))
    names = unique_names([sub.name for sub in submissions], set(reserved))
    return [Submission(name, sub.path, sub.chunks, sub.function, sub.problem)
            for name, sub in zip(names, submissions, strict=True)]


__all__ = ["STRATEGY_NAMES", "Chunk", "Submission", "collect", "read_submission", "read_text",
           "syntax_problem", "unique_names"]
