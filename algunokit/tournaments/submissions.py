"""Students' strategies handed in as files: read them, never run them here.

A submission is a ``.py`` file or a lesson notebook (``.ipynb``) holding a
function ``strategy(view, decision)`` (French: ``strategie(vue, decision)``;
the lesson names ``ma_strategie`` / ``my_strategy`` work too). This module
only *reads* them with :mod:`ast`: it finds the function, the name the student
chose (a module-level ``NOM = "..."`` or ``NAME = "..."``) and, for a notebook,
keeps what a strategy needs from its code cells:

- imports (except display libraries: IPython, ipywidgets, ipycanvas),
- function and class definitions,
- assignments of plain values (``SEUIL = 4``) and of names (``strategie = v2``),

and drops everything else: cells that call the game or draw, shell (``!``) and
magic (``%``) lines, cells that do not parse. Line numbers are kept, so an error
in a strategy is reported at its line in its cell.

Running the kept code happens in a worker process (:mod:`.worker`), never in
the teacher's kernel.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass, field
from pathlib import Path

#: Function names looked for, in this order.
STRATEGY_NAMES = ("strategy", "strategie", "ma_strategie", "my_strategy")
#: Module-level constants a student may set to choose the name shown in the ranking.
NAME_VARIABLES = ("NOM", "NAME")
#: Imports dropped from notebooks: they only display things, and are slow to import.
DISPLAY_MODULES = ("IPython", "ipywidgets", "ipycanvas", "matplotlib")
SUFFIXES = (".py", ".ipynb")
MAX_NAME = 40


@dataclass(frozen=True)
class Chunk:
    """Code to run in order: a whole ``.py`` file, or the kept part of one notebook cell."""

    cell: int | None  # notebook cell number shown to people (1-based), None for a .py file
    source: str


@dataclass(frozen=True)
class Submission:
    """One student's strategy as read from its file (or why it cannot be used).

    ``problem`` is a ``(message key, params)`` pair when the file cannot be used;
    the tournament then seats the random robot in its place and names it in
    the report.
    """

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


def _clean_lines(source: str) -> str:
    """Blank out IPython-only lines (``!ls``, ``%time``, ``x?``), keeping line numbers."""
    lines = source.split("\n")
    stripped = [line.strip() for line in lines]
    if stripped and stripped[0].startswith("%%"):
        return ""  # a cell magic: the whole cell is not Python
    return "\n".join("" if s.startswith(("!", "%")) or (s.endswith("?") and not s.startswith("#"))
                     else line for line, s in zip(lines, stripped, strict=True))


def _is_plain_value(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return True
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


def _display_import(node: ast.stmt) -> bool:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        names = [node.module or ""]
    else:
        return False
    return all(name.split(".")[0] in DISPLAY_MODULES for name in names)


def keep_statement(node: ast.stmt) -> bool:
    """Whether a notebook statement belongs to a strategy (see the module docstring)."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        return not _display_import(node)
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return True
    if isinstance(node, ast.Assign):
        return all(isinstance(target, ast.Name) for target in node.targets) and \
            _is_plain_value(node.value)
    if isinstance(node, ast.AnnAssign):
        return isinstance(node.target, ast.Name) and node.value is not None and \
            _is_plain_value(node.value)
    return False


def filter_cell(source: str) -> tuple[str, list[ast.stmt]] | None:
    """The kept part of one code cell (same line numbers) and its statements, or
    None when the cell does not parse."""
    tree = None
    # Plain Python first: blanking IPython-looking lines could touch a string's lines.
    for cleaned in (source, _clean_lines(source)):
        try:
            tree = ast.parse(cleaned)
            break
        except (SyntaxError, ValueError, MemoryError, RecursionError):
            continue
    if tree is None:
        return None
    lines = cleaned.split("\n")
    kept: list[ast.stmt] = []
    for node in tree.body:
        if keep_statement(node):
            kept.append(node)
            continue
        end = node.end_lineno or node.lineno
        for number in range(node.lineno - 1, end):
            lines[number] = ""
    return "\n".join(lines), kept


def _defined_names(statements: list[ast.stmt]) -> dict[str, ast.stmt]:
    names: dict[str, ast.stmt] = {}
    for node in statements:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] = node
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names[target.id] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = node
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                names[(alias.asname or alias.name).split(".")[0]] = node
    return names


def _chosen_name(statements: list[ast.stmt]) -> str | None:
    for variable in NAME_VARIABLES:
        for node in reversed(statements):
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == variable for t in node.targets):
                value = node.value
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    name = " ".join(value.value.split())[:MAX_NAME]
                    if name:
                        return name
    return None


def _strategy_function(statements: list[ast.stmt]) -> str | None:
    names = _defined_names(statements)
    for candidate in STRATEGY_NAMES:
        if candidate in names and not isinstance(names[candidate], ast.Import | ast.ImportFrom):
            return candidate
    return None


def _read_text(path: Path) -> str:
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def read_python(path: Path) -> Submission:
    """A ``.py`` file: the whole module runs in the worker (``__name__`` is not
    ``"__main__"``, so an ``if __name__ == "__main__":`` block is skipped)."""
    stem = path.stem
    try:
        source = _read_text(path)
        tree = ast.parse(source, filename=path.name)
    except SyntaxError as err:
        return Submission(stem, str(path), problem=("tournament.problem.syntax",
                                                    {"line": err.lineno or "?",
                                                     "detail": err.msg or ""}))
    except (OSError, ValueError, MemoryError, RecursionError) as err:
        return Submission(stem, str(path), problem=("tournament.problem.unreadable",
                                                    {"detail": type(err).__name__}))
    name = _chosen_name(tree.body) or stem
    function = _strategy_function(tree.body)
    if function is None:
        return Submission(name, str(path), problem=("tournament.problem.no_function", {}))
    return Submission(name, str(path), (Chunk(None, source),), function)


def read_notebook(path: Path) -> Submission:
    """A lesson notebook: only the kept statements of its code cells will run."""
    stem = path.stem
    try:
        notebook = json.loads(_read_text(path))
        cells = notebook["cells"]
        if not isinstance(cells, list):
            raise TypeError
    except (OSError, ValueError, KeyError, TypeError, MemoryError, RecursionError):
        return Submission(stem, str(path), problem=("tournament.problem.bad_notebook", {}))
    chunks: list[Chunk] = []
    statements: list[ast.stmt] = []
    dropped = 0
    for number, cell in enumerate(cells, start=1):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else str(source)
        kept = filter_cell(source)
        if kept is None:
            dropped += 1
            continue
        text, nodes = kept
        if nodes:
            chunks.append(Chunk(number, text))
            statements.extend(nodes)
    name = _chosen_name(statements) or stem
    function = _strategy_function(statements)
    if function is None:
        return Submission(name, str(path), problem=("tournament.problem.no_function", {}),
                          dropped_cells=dropped)
    return Submission(name, str(path), tuple(chunks), function, dropped_cells=dropped)


def read_submission(path: str | Path) -> Submission:
    """One file, ``.py`` or ``.ipynb``."""
    path = Path(path)
    if path.suffix == ".ipynb":
        return read_notebook(path)
    return read_python(path)


def _strategy_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix in SUFFIXES and not p.name.startswith((".", "_")))


def _from_subfolder(folder: Path) -> Submission | None:
    """One student's sub-folder (as a JupyterHub or nbgrader collects them): the
    first file in it holding a strategy, named after the sub-folder."""
    files = _strategy_files(folder)
    if not files:
        return None
    read = [read_submission(p) for p in files]
    chosen = next((sub for sub in read if sub.loadable), read[0])
    chosen_name = chosen.name if chosen.name != Path(chosen.path).stem else folder.name
    return Submission(chosen_name, chosen.path, chosen.chunks, chosen.function,
                      chosen.problem, chosen.dropped_cells)


def collect(folder: str | Path) -> list[Submission]:
    """Every ``.py`` and ``.ipynb`` file of ``folder``, sorted by name, plus one
    strategy per sub-folder (``rendus/alice/08-strategie.ipynb`` is named "alice"),
    with unique display names (a second "Alice" becomes "Alice (2)")."""
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
    seen: dict[str, int] = {}
    unique = []
    for sub in submissions:
        count = seen.get(sub.name.casefold(), 0) + 1
        seen[sub.name.casefold()] = count
        if count > 1:
            sub = Submission(f"{sub.name} ({count})", sub.path, sub.chunks, sub.function,
                             sub.problem, sub.dropped_cells)
        unique.append(sub)
    return unique


__all__ = ["STRATEGY_NAMES", "Chunk", "Submission", "collect", "filter_cell",
           "read_notebook", "read_python", "read_submission"]
