"""Reports tell the truth: the same seed gives the same numbers in the terminal and in a
notebook (someone disqualified included), a failed restart is no fault of the student's,
a ``.py`` with a syntax error keeps its ``NOM``, and a ``.py``'s wording speaks of lines,
a notebook's of cells."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tournament_helpers import CRASH, FIRST, LAST, RANDOM, SYNTAX, notebook, write

import algunokit as ak
from algunokit.tournaments import processes, run_tournament, runner

pytestmark = pytest.mark.subprocess

HONEST = {"alice.py": FIRST, "bilal.py": LAST, "chloe.py": RANDOM}
FAST = {"time_limit": 2.0, "workers": 2}
# Its faults depend on how many decisions it has made: the game it is disqualified in
# depends on the order its decisions come in.
COUNTING = ("N = [0]\ndef strategie(vue, decision):\n    N[0] += 1\n"
            "    if N[0] % 7 == 0:\n        raise ValueError(N[0])\n"
            "    return decision.options[N[0] % len(decision.options)]\n")


def _numbers(ranking: list[dict]) -> list[tuple]:
    return [(r["name"], r["wins"], r["games"], r["win_rate"]) for r in ranking]


def test_terminal_and_notebook_give_the_same_numbers_with_someone_disqualified(tmp_path):
    write(tmp_path, {**HONEST, "dina.py": COUNTING, "eve.py": CRASH})
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    cli = subprocess.run([sys.executable, "-m", "algunokit", "tournament", "alguno",
                          str(tmp_path), "--games", "48", "--seed", "5", "--time-limit", "2",
                          "--workers", "2", "--json", "--quiet"], env=env,
                         capture_output=True, text=True, timeout=600, check=True)
    terminal = json.loads(cli.stdout)
    here = ak.tournament("alguno", str(tmp_path), games=48, seed=5, progress=False, **FAST)
    assert sum(e.disqualified for e in here.entries) == 2
    assert _numbers(terminal["ranking"]) == _numbers(here.to_dict()["ranking"])
    assert terminal == here.to_dict()  # faults, games they were out in, everything


def test_each_student_decides_in_its_games_in_their_order(tmp_path, monkeypatch):
    write(tmp_path, {**HONEST, "dina.py": COUNTING, "eve.py": FIRST})
    seen: dict[int, list[int]] = {}
    dispatch = runner.Tournament._dispatch

    def watched(self):
        before = {pid: rid for pid, (_, rid, _) in self.running.items()}
        dispatch(self)
        for pid, (table, rid, _) in self.running.items():
            if before.get(pid) != rid:
                seen.setdefault(pid, []).append(table.number)

    monkeypatch.setattr(runner.Tournament, "_dispatch", watched)
    run_tournament("alguno", tmp_path, games=60, seed=5, **FAST)
    assert len(seen) == 5
    for numbers in seen.values():
        assert numbers == sorted(numbers)


def test_a_process_that_fails_to_restart_is_out_without_a_fault_it_did_not_make(
        tmp_path, monkeypatch):
    # Its one fault ends its process (os._exit); starting it again then fails, as on an
    # overloaded machine: out, but « après 1 faute », never « après 2 fautes ».
    exits = "import os\ndef strategie(vue, decision):\n    os._exit(1)\n"
    write(tmp_path, {**HONEST, "mallory.py": exits})
    load = processes.StudentProcess.load

    def failing(self, limit):
        if self.starts >= 1:  # a restart
            self.starts += 1
            return processes.Problem("tournament.problem.load_timeout", {"seconds": "10"})
        return load(self, limit)

    monkeypatch.setattr(processes.StudentProcess, "load", failing)
    result = run_tournament("alguno", tmp_path, games=8, seed=2, **FAST)
    mallory = next(e for e in result.entries if e.name == "mallory")
    assert [f.kind for f in mallory.faults] == ["died"] and mallory.disqualified
    fr, en = result.describe("fr"), result.describe("en")
    assert "son processus n'a pas pu redémarrer" in fr and "2 fautes" not in fr
    assert "1 faute," in fr and "could not be started again" in en
    for name in ("alice", "bilal", "chloe"):
        assert not next(e for e in result.entries if e.name == name).faults


def test_a_py_with_a_syntax_error_keeps_its_nom(tmp_path):
    write(tmp_path, {**HONEST, "mallory.py": 'NOM = "Zoé"\n' + SYNTAX})
    result = run_tournament("alguno", tmp_path, games=4, seed=1, **FAST)
    names = sorted(e.name for e in result.entries)
    assert names == ["alice", "bilal", "chloe", "mallory (Zoé)"]
    mallory = next(e for e in result.entries if e.name.startswith("mallory"))
    assert mallory.problem[0] == "tournament.problem.syntax"


def test_a_py_crash_speaks_of_lines_a_notebooks_of_cells(tmp_path):
    write(tmp_path, {**HONEST, "dina.py": CRASH,
                     "eve.ipynb": notebook([("markdown", "# Ma stratégie"), ("code", CRASH)])})
    result = run_tournament("alguno", tmp_path, games=8, seed=1, **FAST)
    for lang, cell, line in (("fr", "cellule", "ligne"), ("en", "cell", "line")):
        rows = {e.name: e.status(lang, time_limit=2.0) for e in result.entries}
        assert f"({line} 3)" in rows["dina"] and cell not in rows["dina"], rows["dina"]
        assert f"({cell} 2, {line} 3)" in rows["eve"], rows["eve"]
        text = result.describe(lang)
        assert "ta cellule" not in text and "your cell" not in text
