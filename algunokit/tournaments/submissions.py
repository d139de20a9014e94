"""Students' strategies handed in as files: read them, never run them here.

A submission is a ``.py`` file or a lesson notebook (``.ipynb``) holding a
function ``strategy(view, decision)`` (French: ``strategie(vue, decision)``;
the lesson names ``ma_strategie`` / ``my_strategy`` work too). This module
only *reads* them with :mod:`ast`: it finds the function, the name the student
chose (a module-level ``NOM = "..."`` or ``NAME = "..."``) and, for a notebook,
keeps what a strategy needs from its code cells:

- imports (except what only displays: IPython, ipywidgets, ipycanvas, matplotlib,
  the kit's widgets),
- function and class definitions,
- assignments to names (``SEUIL = 4``, ``strategie = v2``, ``SEUIL = calcul()``)
  whose calls are all to the student's own functions or to Python's harmless
  built-ins (``len``, ``max`` …): an assignment that calls the kit or a library
  (``partie = skyjo.play(…)``, ``resultats = lesson_tournament(…)``) shows or plays
  something, and is left out;

and drops everything else: cells that call the game or draw, shell (``!``) and
magic (``%``) lines, display calls. A cell that does not parse is reported
(its cell and line, in words) when it holds the strategy or when no strategy is
found elsewhere; otherwise it is skipped. Line numbers are kept, so an error in a
strategy is reported at its line in its cell.

Running the kept code happens in the student's own process (:mod:`.student`),
never in the teacher's kernel.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from algunokit.i18n import LANGUAGES, t

#: Function names looked for, in this order.
STRATEGY_NAMES = ("strategy", "strategie", "ma_strategie", "my_strategy")
#: Module-level constants a student may set to choose the name shown in the ranking.
NAME_VARIABLES = ("NOM", "NAME")
#: Imports dropped from notebooks: they only display things, and are slow to import.
DISPLAY_MODULES = ("IPython", "ipywidgets", "ipycanvas", "matplotlib", "algunokit.widgets",
                   "algunokit.notebook")
#: Built-ins an assignment kept from a notebook may call (nothing that reads, writes,
#: runs code or asks for input).
SAFE_BUILTINS = frozenset({
    "abs", "all", "any", "bool", "dict", "divmod", "enumerate", "filter", "float",
    "frozenset", "int", "len", "list", "map", "max", "min", "pow", "range", "reversed",
    "round", "set", "sorted", "str", "sum", "tuple", "zip"})
#: Python's words for the commonest syntax errors, and how a student reads them.
SYNTAX_WORDS = {
    "expected ':'": "tournament.syntax.colon",
    "unterminated string": "tournament.syntax.quote",
    "unterminated triple-quoted": "tournament.syntax.quote",
    "was never closed": "tournament.syntax.bracket",
    "unmatched": "tournament.syntax.bracket",
    "expected an indented block": "tournament.syntax.indent_missing",
    "unexpected indent": "tournament.syntax.indent_extra",
    "unindent does not match": "tournament.syntax.indent_extra",
    "invalid decimal literal": "tournament.syntax.number",
}
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


def _display_import(node: ast.stmt) -> bool:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        names = [node.module or ""]
    else:
        return False
    return all(any(name == module or name.startswith(module + ".")
                   for module in DISPLAY_MODULES) for name in names)


def _calls_only(value: ast.expr, own: frozenset[str]) -> bool:
    """Whether every call in ``value`` is to one of ``own`` (the student's functions)
    or to a harmless built-in."""
    for node in ast.walk(value):
        if isinstance(node, ast.Call):
            if not (isinstance(node.func, ast.Name)
                    and (node.func.id in own or node.func.id in SAFE_BUILTINS)):
                return False
        elif isinstance(node, ast.Lambda | ast.Await | ast.Yield | ast.YieldFrom):
            return False
    return True


def _names(target: ast.expr) -> bool:
    if isinstance(target, ast.Name):
        return True
    return isinstance(target, ast.Tuple | ast.List) and all(_names(t) for t in target.elts)


def keep_statement(node: ast.stmt, own: frozenset[str] = frozenset()) -> bool:
    """Whether a notebook statement belongs to a strategy (see the module docstring);
    ``own`` names the functions and classes the notebook defines."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        return not _display_import(node)
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return True
    if isinstance(node, ast.Assign):
        return all(_names(target) for target in node.targets) and \
            _calls_only(node.value, own)
    if isinstance(node, ast.AnnAssign | ast.AugAssign):
        return isinstance(node.target, ast.Name) and node.value is not None and \
            _calls_only(node.value, own)
    return False


def syntax_problem(err: SyntaxError, cell: int | None) -> tuple[str, dict[str, object]]:
    """A syntax error as a student reads it: where, and what in words when Python's
    message is a common one (never Python's English)."""
    message = err.msg or ""
    found = next((pattern for pattern in SYNTAX_WORDS if pattern in message), None)
    detail = {lang: t(SYNTAX_WORDS[found], lang) if found else
              t("tournament.syntax.other", lang) for lang in LANGUAGES}
    line = err.lineno or "?"
    if cell is None:
        return ("tournament.problem.syntax", {"line": line, "detail": detail})
    return ("tournament.problem.syntax_cell", {"cell": cell, "line": line, "detail": detail})


def parse_cell(source: str) -> ast.Module | SyntaxError:
    """A code cell's tree (IPython's ``!``/``%`` lines blanked if needed), or the
    syntax error of its plain form."""
    error: SyntaxError | None = None
    # Plain Python first: blanking IPython-looking lines could touch a string's lines.
    for cleaned in (source, _clean_lines(source)):
        try:
            return ast.parse(cleaned)
        except SyntaxError as err:
            error = error or err
        except (ValueError, MemoryError, RecursionError):
            continue
    return error or SyntaxError("invalid syntax")


def filter_cell(source: str, own: frozenset[str] = frozenset()
                ) -> tuple[str, list[ast.stmt]] | None:
    """The kept part of one code cell (same line numbers) and its statements, or
    None when the cell does not parse."""
    tree = None
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
        if keep_statement(node, own):
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
        return Submission(stem, str(path), problem=syntax_problem(err, None))
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
    sources: list[tuple[int, str]] = []
    for number, cell in enumerate(cells, start=1):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = cell.get("source", "")
            sources.append((number, "".join(source) if isinstance(source, list)
                            else str(source)))
    trees = [(number, source, parse_cell(source)) for number, source in sources]
    own = frozenset(node.name for _, _, tree in trees if isinstance(tree, ast.Module)
                    for node in tree.body
                    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef))
    chunks: list[Chunk] = []
    statements: list[ast.stmt] = []
    broken: list[tuple[int, str, SyntaxError]] = []
    for number, source, tree in trees:
        if isinstance(tree, SyntaxError):
            broken.append((number, source, tree))
            continue
        kept = filter_cell(source, own)
        if kept is None:
            continue
        text, nodes = kept
        if nodes:
            chunks.append(Chunk(number, text))
            statements.extend(nodes)
    name = _chosen_name(statements) or stem
    function = _strategy_function(statements)
    # A broken cell that holds the strategy, or no strategy elsewhere: say where it is.
    culprit = next((b for b in broken if _defines_strategy(b[1])), None) or \
        (broken[0] if broken and function is None else None)
    if culprit is not None:
        return Submission(name, str(path), problem=syntax_problem(culprit[2], culprit[0]),
                          dropped_cells=len(broken))
    dropped = len(broken)
    if function is None:
        return Submission(name, str(path), problem=("tournament.problem.no_function", {}),
                          dropped_cells=dropped)
    return Submission(name, str(path), tuple(chunks), function, dropped_cells=dropped)


def _defines_strategy(source: str) -> bool:
    return any(re.search(rf"^\s*def\s+{name}\b", source, re.MULTILINE)
               for name in STRATEGY_NAMES)


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
