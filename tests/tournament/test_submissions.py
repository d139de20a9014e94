"""Students' files: found and named by the teacher's process (never parsed there), then
read and run as written by loading.py (in the student's own process)."""

from __future__ import annotations

from tournament_helpers import FIRST, SYNTAX, notebook, write

from algunokit.tournaments.loading import INERT, run_submission
from algunokit.tournaments.submissions import collect, read_submission, unique_names
from algunokit.tournaments.wire import MAX_SUBMISSION


def test_a_file_is_named_by_its_file_never_by_nom(tmp_path):
    write(tmp_path, {"aaa.py": 'NOM = "Alice"\n' + FIRST, "alice.py": FIRST,
                     "zoe.py": 'NAME = "Zoé"\n' + FIRST})
    assert [s.name for s in collect(tmp_path)] == ["aaa", "alice", "zoe"]


def test_robot_names_and_twins_get_a_number():
    assert unique_names(["glouton", "alice", "Alice"], {"glouton", "greedy"}) == \
        ["glouton (2)", "alice", "Alice (2)"]


def test_a_name_is_plain_text(tmp_path):
    write(tmp_path, {"a\x1b[31mb\u202ec.py": FIRST})
    assert [s.name for s in collect(tmp_path)] == ["a[31mbc"]


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    (tmp_path / "big.py").write_bytes(b"x=1\n" * (MAX_SUBMISSION // 4 + 1))
    (sub,) = collect(tmp_path)
    assert sub.problem[0] == "tournament.problem.too_large"


def test_only_strategy_files_are_collected(tmp_path):
    write(tmp_path, {"a.py": FIRST, "notes.txt": "hello", ".hidden.py": FIRST,
                     "_private.py": FIRST})
    assert [s.name for s in collect(tmp_path)] == ["a"]


def test_one_strategy_per_sub_folder_named_after_it(tmp_path):
    write(tmp_path / "alice", {"08-strategie.ipynb": notebook([("code", FIRST)])})
    write(tmp_path / "bilal", {"mon_robot.py": FIRST})
    write(tmp_path / "vide", {"lisez-moi.txt": "rien"})
    write(tmp_path, {"dany.py": FIRST})
    subs = collect(tmp_path)
    assert [s.name for s in subs] == ["alice", "bilal", "dany"]
    assert subs[1].path.endswith("mon_robot.py") and all(s.loadable for s in subs)


def test_a_python_file_runs_whole():
    loaded = run_submission("py", "a.py", 'NOM = "Hugo"\n' + FIRST)
    assert loaded.problem is None and loaded.function_name == "strategie"
    assert loaded.namespace["NOM"] == "Hugo"


def test_a_syntax_error_is_a_problem_with_its_line():
    loaded = run_submission("py", "bad.py", SYNTAX)
    key, params = loaded.problem
    assert key == "tournament.problem.syntax" and params["line"] == 1


def test_a_file_without_strategy_is_a_problem():
    loaded = run_submission("py", "x.py", "def jouer(a, b):\n    return 1\n")
    assert loaded.problem == ("tournament.problem.no_function", {})


def test_a_notebook_runs_every_cell_as_written_display_silenced():
    text = notebook([
        ("markdown", "# Leçon 8"),
        ("code", "from IPython.display import display\nimport ipywidgets as w\n"
                 "%matplotlib inline\nx = [1, 2, 3]\nbarre = w.IntProgress()\nbarre.value = 3"),
        ("code", "premiere = x[0]\ndisplay(premiere)"),
        ("code", "def strategie(vue, decision):\n    return decision.options[premiere - 1]\n"),
        ("code", "%%time\nwhile True: pass"),
        ("code", "print(inconnu)"),
        ("code", "def cassee(:\n"),
    ])
    loaded = run_submission("ipynb", "farid.ipynb", text)
    assert loaded.problem is None and loaded.namespace["premiere"] == 1
    assert loaded.namespace["w"] is INERT and loaded.namespace["barre"] is INERT
    assert [w[:2] for w in loaded.warnings] == [[6, 1], [7, 1]]  # later cells: warnings


def test_a_cell_failing_before_the_strategy_says_where():
    text = notebook([("code", "x = 1"), ("code", "y = 2\nz = 1 // 0"), ("code", FIRST)])
    key, params = run_submission("ipynb", "n.ipynb", text).problem
    assert key == "tournament.problem.load_error_cell"
    assert (params["cell"], params["line"]) == (2, 2)


def test_a_broken_notebook_is_a_problem():
    loaded = run_submission("ipynb", "x.ipynb", "{not json")
    assert loaded.problem == ("tournament.problem.bad_notebook", {})


def test_read_submission_names_by_file(tmp_path):
    write(tmp_path, {"farid.ipynb": notebook([("code", 'NOM = "F"\n' + FIRST)])})
    sub = read_submission(tmp_path / "farid.ipynb")
    assert sub.loadable and sub.name == "farid" and sub.notebook
