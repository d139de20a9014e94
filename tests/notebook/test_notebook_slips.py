"""The slips module without a kernel; the facade leaves plain Python alone."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from algunokit.errors import CodeError, RuleError
from algunokit.notebook import alternative_cell, has_placeholder
from algunokit.slips import FIRST_CELL_NAMES, explain

pytestmark = pytest.mark.subprocess

ROOT = Path(__file__).resolve().parents[2]


def first_cell_names(path: Path) -> set[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    source = "".join(next(c for c in cells if c["cell_type"] == "code")["source"])
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


@pytest.mark.parametrize("path", sorted((ROOT / "lessons").glob("*/*.ipynb")), ids=str)
def test_first_cell_names_cover_every_lesson(path):
    defined = first_cell_names(path) - {"tempfile", "Path", "niveau", "level"}  # teachers
    assert defined <= FIRST_CELL_NAMES, defined - FIRST_CELL_NAMES


def test_import_outside_ipython_changes_nothing():
    code = ("import sys, algunokit as ak\n"
            "assert 'IPython' not in sys.modules\n"
            "try:\n    ak.from_python('x')\n"
            "except ak.CodeError as e:\n    print(type(e).__name__)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "CodeError"


def test_explain_speaks_the_language_asked():
    err = CodeError("code.error.loop", line=3, keyword="while")
    assert explain(err, language="en").message.startswith("Line 3")
    assert explain(err, language="fr").message.startswith("Ligne 3")
    box = explain(RuleError("alguno.error.turn_limit", value=0), language="en")
    assert "turn limit" in str(box) and "%tb" in str(box)


def test_unknown_errors_are_left_alone():
    assert explain(ZeroDivisionError("division by zero")) is None
    assert explain(NameError("name 'xyz' is not defined", name="xyz")) is None
    assert explain(NameError("name 'L' is not defined", name="L"), namespace={"L": 1}) is None
    assert explain(TypeError("f() takes 1 positional argument but 2 were given")) is None


def test_placeholders_and_bad_names():
    assert has_placeholder("if ...:\n    pass\n")
    assert not has_placeholder("if nombre_de_cartes() == 1:\n    pass\n")
    assert not has_placeholder("if (:\n")
    namespace: dict = {}
    alternative_cell("reponse", "if ...:\n    ...\n", namespace)
    assert namespace["reponse"] is ...
    from algunokit import AlgunokitError

    with pytest.raises(AlgunokitError) as bad_name:
        alternative_cell("2x", "if nombre_de_cartes() == 1:\n    pass\n", namespace)
    assert bad_name.value.key == "notebook.error.magic_name"
    view = alternative_cell(" prog ", "if nombre_de_cartes() == 1:\n    piocher(1)\n",
                            namespace)
    assert "piocher(1)" in view.html and namespace["prog"].then
    with pytest.raises(CodeError) as caught:
        alternative_cell("p", "\nif nombre_de_cartes() == 1:\n    print(1)\n", namespace)
    assert caught.value.line == 4  # the cell's own line: %%alternative is line 1
    assert caught.value.key.startswith("code.error.")


def test_exercise_feedback_explains_the_slip_of_a_failing_function():
    import algunokit as ak
    from algunokit.slips import sentence

    def score(grid):
        total = 0
        for row in grid:
            total = total + row  # the lesson 09 slip: a whole row added to a number
        return total

    feedback = ak.lesson("skyjo", 1, "en").ex2.check(score)
    assert not feedback.ok and "whole list" in str(feedback)
    assert sentence(TypeError("unsupported operand type(s) for +: 'int' and 'str'"), "fr")
    assert sentence(ZeroDivisionError("division by zero")) is None
    assert sentence(CodeError("code.error.empty", example="x")) is None
