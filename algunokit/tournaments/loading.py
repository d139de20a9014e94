"""A student's file read and run as the student wrote it, inside the student's process.

Runs in the student's process only (:mod:`.student`, in its sandbox), never in the
teacher's: the teacher's process hands over the file's text, unread.

- A ``.py`` file runs whole, as a module named ``strategie`` (so an
  ``if __name__ == "__main__":`` block is skipped).
- A notebook (``.ipynb``) runs every code cell in order, as Jupyter would: IPython's
  own lines (``%magic``, ``!shell``, ``x?``) and cell magics (``%%time``) are skipped,
  and what only displays is a silent stand-in (the imports of IPython, ipywidgets,
  matplotlib or the kit's widgets, and ``display``), so a lesson's cells that call the
  kit (``jeu, vue, decision = example(…)``) run as they did in class.
- A cell that fails before the strategy exists stops the loading, reported with its
  cell and its line; a cell that fails after it is a warning (the strategy plays).
"""

from __future__ import annotations

import ast
import json
import re
import sys
import types
from dataclasses import dataclass, field
from typing import Any

from algunokit.i18n import LANGUAGES, t
from algunokit.tournaments.faults import where, words
from algunokit.tournaments.wire import MAX_WARNINGS

#: Function names looked for, in this order.
STRATEGY_NAMES = ("strategy", "strategie", "ma_strategie", "my_strategy")
#: Module-level constants a student may set to add to the name shown in the ranking.
NAME_VARIABLES = ("NOM", "NAME")
#: Modules that only display things: imported as a silent stand-in.
DISPLAY_MODULES = ("IPython", "ipywidgets", "ipycanvas", "matplotlib", "algunokit.widgets",
                   "algunokit.notebook")
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

Problem = tuple[str, dict[str, Any]]


def syntax_problem(err: SyntaxError, cell: int | None) -> Problem:
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


class Inert:
    """What a display-only name stands for: every call, attribute and item gives itself
    back, and nothing shows."""

    def __call__(self, *args: Any, **kwargs: Any) -> Inert:
        return self

    def __getattr__(self, name: str) -> Inert:
        if name.startswith("__"):
            raise AttributeError(name)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        pass

    def __getitem__(self, key: Any) -> Inert:
        return self

    def __setitem__(self, key: Any, value: Any) -> None:
        pass

    def __iter__(self) -> Any:
        return iter(())

    def __repr__(self) -> str:
        return ""


INERT = Inert()


def blank_ipython(source: str) -> str | None:
    """A cell without IPython's own lines (same line numbers); None for a cell magic."""
    lines = source.split("\n")
    stripped = [line.strip() for line in lines]
    if stripped and stripped[0].startswith("%%"):
        return None
    return "\n".join("" if s.startswith(("!", "%")) or (s.endswith("?") and not s.startswith("#"))
                     else line for line, s in zip(lines, stripped, strict=True))


def _display_only(name: str) -> bool:
    return any(name == module or name.startswith(module + ".") for module in DISPLAY_MODULES)


class _Silence(ast.NodeTransformer):
    """Display-only imports become assignments of :data:`INERT` (same lines)."""

    def visit_Import(self, node: ast.Import) -> Any:
        if not all(_display_only(alias.name) for alias in node.names):
            return node
        targets = [ast.Name((a.asname or a.name).split(".")[0], ast.Store()) for a in node.names]
        return self._inert(node, targets)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> Any:
        if node.level or not _display_only(node.module or ""):
            return node
        names = [a.asname or a.name for a in node.names if a.name != "*"]
        if not names:
            return ast.copy_location(ast.Pass(), node)
        return self._inert(node, [ast.Name(n, ast.Store()) for n in names])

    @staticmethod
    def _inert(node: ast.stmt, targets: list[ast.expr]) -> ast.stmt:
        value = ast.Name("__inert__", ast.Load())
        assign = ast.Assign(targets=targets, value=value)
        return ast.fix_missing_locations(ast.copy_location(assign, node))


def parse_cell(source: str, label: str) -> types.CodeType | SyntaxError | None:
    """A cell compiled as Jupyter would run it (None: nothing to run), or its
    syntax error."""
    first: SyntaxError | None = None
    # Plain Python first: blanking IPython-looking lines could touch a string's lines.
    for text in (source, blank_ipython(source)):
        if text is None:
            return None
        try:
            tree = _Silence().visit(ast.parse(text, label))
            return compile(tree, label, "exec", dont_inherit=True)
        except SyntaxError as err:
            first = first or err
        except (ValueError, MemoryError, RecursionError):
            continue
    return first or SyntaxError("invalid syntax")


def notebook_cells(text: str) -> list[tuple[int, str]] | None:
    """``(cell number, source)`` of each code cell (numbers as Jupyter shows them,
    from 1, counting every cell); None when the text is no notebook."""
    try:
        cells = json.loads(text)["cells"]
        if not isinstance(cells, list):
            return None
    except (ValueError, KeyError, TypeError, RecursionError, MemoryError):
        return None
    found = []
    for number, cell in enumerate(cells, start=1):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = cell.get("source", "")
            if isinstance(source, list):
                source = "".join(s for s in source if isinstance(s, str))
            if isinstance(source, str):
                found.append((number, source))
    return found


@dataclass
class Loaded:
    """What running a student's file gave."""

    namespace: dict[str, Any]
    labels: dict[str, int | None]  # code file names given to compile → cell number
    problem: Problem | None = None
    warnings: list[list[Any]] = field(default_factory=list)
    function: Any = None
    function_name: str = ""


def _strategy(namespace: dict[str, Any]) -> tuple[str, Any] | None:
    for name in STRATEGY_NAMES:
        value = namespace.get(name)
        if value is not None and callable(value):
            return name, value
    return None


def _failure(err: BaseException, cell: int | None, labels: dict[str, int | None]) -> Problem:
    if isinstance(err, MemoryError):
        return ("tournament.problem.load_memory", {})
    at = where(err, labels) or [cell, 0]
    key = "tournament.problem.load_error_cell" if at[0] else "tournament.problem.load_error"
    return (key, {"detail": words(err), "cell": at[0], "line": at[1] or "?"})


def run_submission(source_kind: str, label: str, text: str,
                   before_cell: Any = None) -> Loaded:
    """Run a student's file (see the module docstring) in a fresh module ``strategie``.

    ``before_cell(strategy_exists)`` is called before each cell (the student's process
    uses it to make the guard's refusals warnings once the strategy exists)."""
    module = types.ModuleType("strategie")
    module.__file__ = label
    sys.modules[module.__name__] = module
    namespace = module.__dict__
    namespace["__inert__"] = INERT
    labels: dict[str, int | None] = {}
    loaded = Loaded(namespace, labels)
    if source_kind == "py":
        cells: list[tuple[int | None, str]] = [(None, text)]
    else:
        found = notebook_cells(text)
        if found is None:
            loaded.problem = ("tournament.problem.bad_notebook", {})
            return loaded
        cells = list(found)
        namespace["display"] = INERT
    for cell, source in cells:
        cell_label = label if cell is None else f"{label}#cell{cell}"
        labels[cell_label] = cell
        exists = _strategy(namespace) is not None
        if before_cell is not None:  # Python reads the file of a syntax error: refuse softly
            before_cell(True)
        code = parse_cell(source, cell_label)
        if code is None:
            continue
        if isinstance(code, SyntaxError):
            if not exists and _defines_strategy(source):
                loaded.problem = syntax_problem(code, cell)
                _keep_chosen_name(source, namespace)
                return loaded
            if len(loaded.warnings) < MAX_WARNINGS:
                loaded.warnings.append([cell, code.lineno or 0, _syntax_words(code, cell)])
            continue
        if before_cell is not None:
            before_cell(exists)
        try:
            exec(code, namespace)  # in the student's own process only
        except BaseException as err:  # SystemExit too: anything a file does
            if not exists:
                loaded.problem = _failure(err, cell, labels)
                return loaded
            if type(err).__name__ == "SandboxRefusal":
                continue  # the lesson's own checks start processes: the sandbox's doing
            at = where(err, labels) or [cell, 0]
            if len(loaded.warnings) < MAX_WARNINGS:
                loaded.warnings.append([at[0], at[1], words(err)])
    syntax = next((w for w in loaded.warnings if w[2].get("syntax")), None)
    found_strategy = _strategy(namespace)
    if found_strategy is None:
        if syntax is not None:  # the strategy was likely in the cell that did not parse
            loaded.problem = syntax[2]["syntax"]
        else:
            loaded.problem = _no_strategy(namespace)
        return loaded
    loaded.warnings = [[c, line, {k: v for k, v in said.items() if k in LANGUAGES}]
                       for c, line, said in loaded.warnings]
    loaded.function_name, loaded.function = found_strategy
    return loaded


def _syntax_words(err: SyntaxError, cell: int | None) -> dict[str, Any]:
    key, params = syntax_problem(err, cell)
    said: dict[str, Any] = {lang: params["detail"][lang] for lang in LANGUAGES}  # type: ignore[index]
    said["syntax"] = (key, params)
    return said


def _no_strategy(namespace: dict[str, Any]) -> Problem:
    for name in STRATEGY_NAMES:
        if name in namespace:
            return ("tournament.problem.not_callable", {"function": name})
    return ("tournament.problem.no_function", {})


def _defines_strategy(source: str) -> bool:
    return any(re.search(rf"^\s*def\s+{name}\b", source, re.MULTILINE)
               for name in STRATEGY_NAMES)


def _keep_chosen_name(source: str, namespace: dict[str, Any]) -> None:
    """The ``NOM = "…"`` line of a file Python cannot parse: read alone, so a syntax
    error elsewhere does not cost the student its name (read with :mod:`ast`, never run)."""
    for line in source.splitlines():
        if not line.startswith(NAME_VARIABLES):
            continue
        try:
            tree = ast.parse(line)
        except (SyntaxError, ValueError):
            continue
        statement = tree.body[0] if len(tree.body) == 1 else None
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                and isinstance(target := statement.targets[0], ast.Name) \
                and target.id in NAME_VARIABLES and isinstance(statement.value, ast.Constant) \
                and isinstance(statement.value.value, str):
            namespace.setdefault(target.id, statement.value.value)


def chosen_name(namespace: dict[str, Any]) -> str:
    """The ``NOM`` (or ``NAME``) the student chose, "" if none."""
    for variable in NAME_VARIABLES:
        value = namespace.get(variable)
        if isinstance(value, str) and value.strip():
            return value
    return ""


__all__ = ["DISPLAY_MODULES", "INERT", "STRATEGY_NAMES", "Loaded", "chosen_name",
           "notebook_cells", "parse_cell", "run_submission", "syntax_problem"]
