"""Run a lesson notebook's code cells as shipped, in-process, and record what a student sees.

Each code cell runs in one namespace, in order, as a kernel would run it; every top-level
statement ``L.exN.check(...)`` is evaluated and its verdict recorded; what the cells print
is kept. (nbval runs the same notebooks in a real kernel; this is for asserting on the
verdicts and the printed text.)
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
import tempfile
import warnings
from pathlib import Path
from typing import Any

from algunokit.exercises import Feedback
from algunokit.notebook import alternative_cell

CHECK = re.compile(r"^L\.(ex\d+)\.check$")


def _checked_exercise(node: ast.stmt) -> str | None:
    """``ex3`` when the statement is the expression ``L.ex3.check(...)``."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        match = CHECK.match(ast.unparse(node.value.func))
        if match:
            return match.group(1)
    return None


def run_as_shipped(path: Path) -> tuple[dict[str, list[Feedback]], str]:
    """Run every code cell in order, untouched, in a temporary folder (what the cells
    write, the hand-in file of the last one, stays out of the repository): the verdicts
    of the check calls, by exercise, and everything the cells printed."""
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        return _run_as_shipped(path)


def _run_as_shipped(path: Path) -> tuple[dict[str, list[Feedback]], str]:
    namespace: dict[str, Any] = {"__name__": "__main__"}
    verdicts: dict[str, list[Feedback]] = {}
    printed = io.StringIO()
    name = path.stem
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        where = f"<{name} cell {index}>"
        source = "".join(cell["source"])
        if source.startswith("%%alternative"):
            # The cell magic, as IPython would call it (it reads the program, never runs it).
            first, _, body = source.partition("\n")
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                alternative_cell(first.removeprefix("%%alternative"), body, namespace)
            continue
        tree = ast.parse(source, filename=where)
        for node in tree.body:
            exercise = _checked_exercise(node)
            with contextlib.redirect_stdout(printed), warnings.catch_warnings():
                warnings.simplefilter("ignore")  # widgets made outside a kernel may warn
                if exercise is None:
                    exec(compile(ast.Module([node], []), where, "exec"), namespace)
                    continue
                value = eval(compile(ast.Expression(node.value), where, "eval"), namespace)
            assert isinstance(value, Feedback), (name, exercise, value)
            verdicts.setdefault(exercise, []).append(value)
    return verdicts, printed.getvalue()
