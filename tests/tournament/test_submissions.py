"""Students' files are read with ast: names, problems, and what a notebook keeps."""

from __future__ import annotations

import ast

from tournament_helpers import FIRST, SYNTAX, notebook, write

from algunokit.tournaments.submissions import collect, filter_cell, read_submission


def test_a_python_file_is_named_by_its_file_or_by_nom(tmp_path):
    write(tmp_path, {"emma.py": FIRST, "hugo.py": 'NOM = "Hugo le fort"\n' + FIRST,
                     "zoe.py": 'NAME = "Zoé"\n' + FIRST})
    subs = collect(tmp_path)
    assert [s.name for s in subs] == ["emma", "Hugo le fort", "Zoé"]
    assert all(s.loadable and s.function == "strategie" for s in subs)


def test_same_names_are_told_apart(tmp_path):
    write(tmp_path, {"a.py": 'NOM = "Alice"\n' + FIRST, "b.py": 'NOM = "Alice"\n' + FIRST})
    assert [s.name for s in collect(tmp_path)] == ["Alice", "Alice (2)"]


def test_a_syntax_error_is_a_problem_with_its_line(tmp_path):
    write(tmp_path, {"bad.py": SYNTAX})
    (sub,) = collect(tmp_path)
    assert not sub.loadable
    key, params = sub.problem
    assert key == "tournament.problem.syntax" and params["line"] == 1


def test_a_file_without_strategy_is_a_problem(tmp_path):
    write(tmp_path, {"empty.py": "def jouer(a, b):\n    return 1\n"})
    (sub,) = collect(tmp_path)
    assert sub.problem == ("tournament.problem.no_function", {})


def test_only_strategy_files_are_collected(tmp_path):
    write(tmp_path, {"a.py": FIRST, "notes.txt": "hello", ".hidden.py": FIRST,
                     "_private.py": FIRST})
    assert [s.name for s in collect(tmp_path)] == ["a"]


def test_a_notebook_keeps_definitions_imports_and_constants_only():
    cell = ("import algunokit as ak\nfrom IPython.display import display\nSEUIL = 3\n"
            "L = ak.lesson('alguno', 8)\nak.tournament('alguno', '.')\n"
            "def strategie(vue, decision):\n    return decision.options[0]\n"
            "for i in range(10**9):\n    pass\nstrategy = strategie\n")
    text, kept = filter_cell(cell)
    tree = ast.parse(text)
    kinds = [type(node).__name__ for node in tree.body]
    assert kinds == ["Import", "Assign", "FunctionDef", "Assign"]
    assert [node.lineno for node in kept] == [1, 3, 6, 10]  # line numbers kept
    assert "lesson" not in text and "range" not in text and "IPython" not in text


def test_magics_and_shell_lines_are_dropped_and_bad_cells_skipped():
    assert filter_cell("%%time\nx = 1\n") == ("", [])
    text, kept = filter_cell("!pip install numpy\n%matplotlib inline\nx = 2\n")
    assert [type(n).__name__ for n in kept] == ["Assign"] and "pip" not in text
    assert filter_cell("def f(:\n") is None


def test_a_lesson_notebook_gives_its_strategy(tmp_path):
    text = notebook([
        ("markdown", "# Leçon 8"),
        ("code", "import algunokit as ak\nL = ak.lesson('alguno', 8)\nNOM = 'Farid'"),
        ("code", "def strategie(vue, decision):\n    return decision.options[0]\n"),
        ("code", "L.ex2.check(strategie)"),
        ("code", "def cassee(:\n"),
    ])
    write(tmp_path, {"farid.ipynb": text})
    sub = read_submission(tmp_path / "farid.ipynb")
    assert sub.loadable and sub.name == "Farid" and sub.function == "strategie"
    assert [c.cell for c in sub.chunks] == [2, 3]
    assert sub.dropped_cells == 1
    assert all("check" not in c.source and "lesson" not in c.source for c in sub.chunks)


def test_a_broken_notebook_is_a_problem(tmp_path):
    write(tmp_path, {"x.ipynb": "{not json"})
    (sub,) = collect(tmp_path)
    assert sub.problem == ("tournament.problem.bad_notebook", {})


def test_one_strategy_per_sub_folder_named_after_it(tmp_path):
    write(tmp_path / "alice", {"08-strategie.ipynb": notebook([("code", FIRST)])})
    write(tmp_path / "bilal", {"notes.py": "x = 1\n", "mon_robot.py": FIRST})
    write(tmp_path / "chloe", {"a.py": 'NOM = "Les As"\n' + FIRST})
    write(tmp_path / "vide", {"lisez-moi.txt": "rien"})
    write(tmp_path, {"dany.py": FIRST})
    subs = collect(tmp_path)
    assert [s.name for s in subs] == ["alice", "bilal", "Les As", "dany"]
    assert subs[1].path.endswith("mon_robot.py") and all(s.loadable for s in subs)
