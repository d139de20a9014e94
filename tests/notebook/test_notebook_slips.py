"""The slips module without a kernel; the facade leaves plain Python alone."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from algunokit.errors import CodeError, RuleError
from algunokit.exercises.core import NotRead
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


def test_every_other_error_is_said_in_words_too():
    """Issue 50: no error a cell raises keeps Python's English."""
    box = explain(ZeroDivisionError("division by zero"), language="fr")
    assert "divise par zéro" in box.message and "division" not in box.message
    box = explain(TypeError("f() takes 1 positional argument but 2 were given"), language="en")
    assert "f( )" in box.message and "takes" not in box.message
    box = explain(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
                  language="fr")
    assert "caractère" in box.message and "utf" not in box.message


def test_a_name_missing_inside_a_library_is_not_called_the_students_slip(tmp_path,
                                                                         monkeypatch):
    (tmp_path / "broken_module_xyz.py").write_text("def f():\n    return missing_name\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import broken_module_xyz

    with pytest.raises(NameError) as caught:
        broken_module_xyz.f()
    box = explain(caught.value, caught.tb, language="fr")
    assert "missing_name" not in box.message and "%tb" in str(box)


@pytest.mark.parametrize(("name", "fr", "en"), [
    ("trois", "écris 3 en chiffres", "write 3 in digits"),
    ("Douze", "écris 12 en chiffres", "write 12 in digits"),
    ("three", "écris 3 en chiffres", "write 3 in digits"),
    ("O", "chiffre 0", "digit 0"),
    ("nombre_de_carte", "« nombre_de_cartes »", "'nombre_de_cartes'"),
    ("reponse2", "« reponse »", "'reponse'"),
    ("prnt", "« print »", "'print'"),
    ("xyzzy", "orthographe", "spelling"),
    ("L", "première cellule", "first cell"),
])
def test_every_unknown_word_of_a_cell_is_said_in_the_lesson_language(name, fr, en):
    error = NameError(f"name '{name}' is not defined", name=name)
    for lang, words in (("fr", fr), ("en", en)):
        box = explain(error, namespace={"reponse": 1}, language=lang)
        assert box is not None and words in box.message, box
        assert f"name '{name}' is not defined" not in str(box)


def test_a_known_name_is_never_suggested_for_a_single_letter():
    box = explain(NameError("name 'x' is not defined", name="x"), namespace={"xs": 1},
                  language="fr")
    assert "Voulais-tu" not in box.message


def read_error(code: str) -> SyntaxError:
    try:
        compile(code, "<ipython-input-7-abc>", "exec")
    except SyntaxError as error:
        return error
    raise AssertionError(f"{code!r} reads")


@pytest.mark.parametrize(("code", "line", "fr", "en"), [
    ("def f():\nreturn 1", 2, ["« return 1 »", "ligne 1", "au début de la ligne 2"],
     ["'return 1'", "line 1", "start of line 2"]),
    ("if x:\n    y = 1\n      z = 2", 3, ["« z = 2 »", "Enlève les espaces"],
     ["'z = 2'", "Remove the spaces"]),
    ("if x:\n    y = 1\n  z = 2", 3, ["« z = 2 »", "aligné"], ["'z = 2'", "lines up"]),
    ("def f():", 1, ["rien n'est écrit en dessous"], ["nothing is written below"]),
    ('reponse = "faux', 1, ['ajoute " à la fin, "faux"'], ['add " at the end, "faux"']),
    ("reponse = 'faux", 1, ["ajoute ' à la fin, 'faux'"], ["add ' at the end, 'faux'"]),
    ("reponse = 4e", 1, ["« 4e »", "chiffres (4)"], ["'4e'", "digits only (4)"]),
    ("total = 12cartes", 1, ["« 12cartes »", "(12)"], ["'12cartes'", "(12)"]),
    ("moyenne = 0,05", 1, ["0.05, pas 0,05"], ["0.05, not 0,05"]),
    ("x = [1, 2", 1, ["« [ »", "« ] »"], ["'['", "']'"]),
    ("if x == 1\n    y = 2", 1, ["Il manque « : »", "« if x == 1 »"], ["':' is missing"]),
    ("if x = 1:\n    y = 2", 1, ["« == »"], ["'=='"]),
    ('print("a" "b" c)', 1, ["n'arrive pas à lire"], ["cannot read"]),
    ("reponse = “faux”", 1, ["« “ »", "guillemets droits"], ["'“'", "straight quotes"]),
    ("reponse = « faux »", 1, ["« « »", "guillemets droits"], ["'«'", "straight quotes"]),
    ("total = 4 × 13 + 2", 1, ["« × »", "s'écrit * en Python"], ["'×'", "written * in"]),
    ("ok = 2 ≤ 3", 1, ["s'écrit <= en Python"], ["written <= in"]),
])
def test_a_cell_python_cannot_read_gets_one_sentence(code, line, fr, en):
    from algunokit.syntax_slips import explain_syntax

    error = read_error(code)
    for lang, words in (("fr", fr), ("en", en)):
        box = explain_syntax(error, lang)
        assert box.line == line
        for word in words:
            assert word in box.message, box.message
        # Python's own English never reaches a student
        assert error.msg.split("(")[0].strip() not in str(box)


def test_a_syntax_error_in_a_module_on_disk_is_left_alone(tmp_path):
    path = tmp_path / "module.py"
    path.write_text("x = (\n")
    from algunokit.syntax_slips import explain_syntax

    try:
        compile(path.read_text(), str(path), "exec")
    except SyntaxError as error:
        assert explain_syntax(error) is None


def test_two_numbers_for_a_decimal_comma_are_named():
    box = explain(TypeError('can only concatenate tuple (not "int") to tuple'), language="fr")
    assert "20.3" in box.message and "virgule" in box.message


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
    assert isinstance(namespace["p"], NotRead)  # never the program p held before
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


def test_a_program_that_did_not_read_is_never_checked():
    import algunokit as ak

    namespace: dict = {}
    alternative_cell("reponse", "if nombre_de_coeurs() == 1:\n    defausser(2)\n", namespace)
    with pytest.raises(CodeError):
        alternative_cell("reponse", "if nombre_de_coeurs() == 1\n    defausser(2)\n", namespace)
    for lang, words in (("fr", "ne se lit pas encore"), ("en", "cannot be read yet")):
        feedback = ak.lesson("alguno", 4, lang).ex5.check(namespace["reponse"])
        assert not feedback.ok and words in str(feedback)
        assert "%%alternative reponse" in str(feedback)
    assert "reponse" in repr(namespace["reponse"])


def test_a_function_check_names_the_function_it_checks(monkeypatch):
    import algunokit as ak
    from algunokit import notebook

    def taille_du_paquet(enseignes, valeurs, jokers):
        return 52

    assert notebook.functions_defined("import x\ndef a():\n    pass\ndef b(): pass\n") == ("a", "b")
    assert notebook.functions_defined("def (") == ()
    monkeypatch.setattr(notebook, "_NEWEST", [("taille_du_paquer",)])
    for lang, words in (("fr", "« taille_du_paquer »"), ("en", "'taille_du_paquer'")):
        feedback = ak.lesson("alguno", 1, lang).ex5.check(taille_du_paquet)
        assert not feedback.ok and words in str(feedback) and "taille_du_paquet" in str(feedback)
    monkeypatch.setattr(notebook, "_NEWEST", [("taille_du_paquet",)])
    assert len(str(ak.lesson("alguno", 1, "fr").ex5.check(taille_du_paquet)).splitlines()) == 1


def test_a_plain_interactive_shell_like_pyodides_shows_the_box_for_a_cell_that_does_not_read():
    """JupyterLite's Pyodide kernel runs cells with IPython's own InteractiveShell
    (pyodide_kernel.Interpreter subclasses it, keeping run_cell_async and set_custom_exc):
    the same path, without ipykernel, in a fresh process."""
    code = (
        "from IPython.core.interactiveshell import InteractiveShell\n"
        "shell = InteractiveShell.instance()\n"
        "import algunokit as ak\n"
        "ak.set_language('fr')\n"
        "for cell in ('reponse = \"faux', 'def f():\\nreturn 1', 'reponse = trois',\n"
        "             'def taille(a):\\n    return a'):\n"
        "    result = shell.run_cell(cell)\n"
        "    print('success' if result.success else 'failed')\n"
        "from algunokit.notebook import newest_functions\n"
        "print(newest_functions())\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert 'ajoute " à la fin' in out and "Ligne 2" in out and "écris 3 en chiffres" in out
    assert out.count("failed") == 3 and "('taille',)" in out
    for word in ("SyntaxError", "IndentationError", "NameError", "Traceback"):
        assert word not in out + result.stderr, out + result.stderr


def test_every_kind_of_function_check_names_the_function_it_checks(monkeypatch):
    """Not only the teacher's function(): GaAg's loop check, whose own check never calls
    FunctionCheck's for a function, says it too (one wrapper for every kind)."""
    import algunokit as ak
    from algunokit import notebook

    def smallest(zs):
        return zs[0]

    monkeypatch.setattr(notebook, "_NEWEST", [("smalest",)])
    feedback = ak.lesson("gaag", 1, "fr").ex3.check(smallest)
    assert any("« smallest »" in d and "« smalest »" in d for d in feedback.details), feedback


@pytest.mark.parametrize(("line", "key", "python"), [
    ("si nombre_de_cartes() > 3 :", "notebook.slip.french_keyword", "if"),
    ("si nombre_de_cartes() > 3 alors", "notebook.slip.french_keyword", "if"),
    ("sinon si x == 2:", "notebook.slip.french_keyword", "elif"),
    ("sinon :", "notebook.slip.french_keyword", "else"),
    ("tant que n < 3:", "notebook.slip.french_keyword", "while"),
    ("pour carte dans main:", "notebook.slip.french_keyword", "for"),
    ("if n => 3:", "notebook.slip.reversed_sign", ">="),
    ("if n =< 3:", "notebook.slip.reversed_sign", "<="),
    ("reponse = 6 cartes", "notebook.slip.number_unit", None),
])
def test_lines_said_in_french_are_named(line, key, python):
    from algunokit.syntax_slips import word_slip

    found = word_slip(line)
    assert found is not None and found[0] == key, found
    if python is not None:
        assert found[1]["python"] == python


@pytest.mark.parametrize("line", [
    "si = 3", "pour = 2", "reponse = 'si x alors'", "x = 6  # 6 cartes", "if n >= 3:",
    "reponse = 6", "sinon_si = 1",
])
def test_ordinary_lines_are_not_called_french(line):
    from algunokit.syntax_slips import word_slip

    assert word_slip(line) is None
