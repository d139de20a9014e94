"""Lesson 05's clean-up cell may run twice (issue 49): the second run, the project file
being gone already, raised « FileNotFoundError: [Errno 44] … » in the site."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("lesson", "project"), [
    ("lessons/fr/05-comparaisons.ipynb", "comparaison.sb3"),
    ("lessons/en/05-comparisons.ipynb", "comparison.sb3"),
])
def test_the_clean_up_cell_runs_twice(lesson, project, tmp_path, monkeypatch):
    cells = json.loads((ROOT / lesson).read_text(encoding="utf-8"))["cells"]
    (source,) = ["".join(c["source"]) for c in cells if c.get("id") == "l5-sb3-7"]
    monkeypatch.chdir(tmp_path)
    (tmp_path / project).write_bytes(b"PK")
    code = compile(source, lesson, "exec")
    exec(code, {})  # the lesson's own cell, as the notebook runs it
    assert not (tmp_path / project).exists()
    exec(code, {})  # again: nothing left to remove, and no error
