"""Run a teacher's lesson notebook the way the class will, and say what its answer key is.

``python -m algunokit answers NOTEBOOK`` starts ``python -m algunokit.lessons.key_notebook
NOTEBOOK`` in a separate process (a teacher's notebook is trusted code, but it never runs
inside the command's own interpreter). This process runs the notebook's code cells in
order, in one namespace, as a kernel would: the teacher's ``L.data[...] = …`` and
``L.add("ex7", …)`` take effect, widgets are made without being shown (no browser). It
leaves out what needs a student: the statements that check, hint or show the solution of
an exercise (``L.ex1.check(reponse)``, ``L.ex1.hint()`` …) and cell magics. A statement
that fails is reported and skipped, as a kernel would go on with the next cell.

It prints one JSON document on its standard output: for each lesson the notebook opened
(``ak.lesson(...)``), the answer key's entries, in the language asked or the lesson's own.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import io
import json
import os
import sys
import warnings
from pathlib import Path
from typing import Any

#: A statement left out: it needs a student (``L.ex1.check(...)``, ``.hint()``, ``.solution()``).
STUDENT_CALLS = frozenset({"check", "hint", "solution", "answer_key"})


def _needs_student(node: ast.stmt) -> bool:
    for sub in ast.walk(node):
        if (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute)
                and sub.func.attr in STUDENT_CALLS):
            return True
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) \
                and sub.func.id == "input":
            return True
    return False


def code_cells(path: Path) -> list[tuple[int, str]]:
    """(cell number counted from 1, source) of each code cell of the notebook."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [(index, "".join(cell["source"]) if isinstance(cell["source"], list)
             else cell["source"])
            for index, cell in enumerate(cells, start=1) if cell.get("cell_type") == "code"]


def run_set_up(path: Path) -> tuple[dict[str, Any], list[str]]:
    """Run the notebook's set-up: (its namespace, what failed, one line each)."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    failed: list[str] = []
    path = Path(path).resolve()
    folder, previous = path.parent, Path.cwd()
    os.chdir(folder)  # a notebook reads its files next to itself, as in Jupyter
    sys.path.insert(0, str(folder))
    try:
        for index, source in code_cells(path):
            if source.lstrip().startswith(("%", "!")):
                continue  # cell magics and shell commands: nothing a key needs
            lines = [line for line in source.splitlines()
                     if not line.lstrip().startswith(("%", "!"))]
            try:
                tree = ast.parse("\n".join(lines), filename=f"<cell {index}>")
            except SyntaxError as err:
                failed.append(f"{index}: SyntaxError: {err.msg}")
                continue
            for node in tree.body:
                if _needs_student(node):
                    continue
                sink = io.StringIO()
                try:
                    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), \
                            warnings.catch_warnings():
                        warnings.simplefilter("ignore")  # widgets made outside a kernel
                        exec(compile(ast.Module([node], []), f"<cell {index}>", "exec"),
                             namespace)
                except Exception as exc:  # the class would see it too: reported, skipped
                    failed.append(f"{index}: {type(exc).__name__}: {exc}"[:300])
    finally:
        os.chdir(previous)
        sys.path.remove(str(folder))
    return namespace, failed


def lessons_in(namespace: dict[str, Any]) -> list[Any]:
    """The lessons the notebook opened, in the order of their names' first binding."""
    from algunokit.lessons import Lesson

    found: list[Any] = []
    for value in namespace.values():
        if isinstance(value, Lesson) and all(value is not seen for seen in found):
            found.append(value)
    return found


def key_document(path: Path, language: str | None = None) -> dict[str, Any]:
    """What the answer key of the notebook at ``path`` says, as JSON-ready data."""
    from algunokit.lessons.answers import lesson_key

    namespace, failed = run_set_up(path)
    return {"notebook": str(path), "failed": failed,
            "lessons": [lesson_key(found, language).to_dict()
                        for found in lessons_in(namespace)]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m algunokit.lessons.key_notebook")
    parser.add_argument("notebook")
    parser.add_argument("--lang", choices=("fr", "en"), default=None)
    args = parser.parse_args(argv)
    out = sys.stdout
    document = key_document(Path(args.notebook), args.lang)
    out.write(json.dumps(document, ensure_ascii=False))
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
