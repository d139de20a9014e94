"""Lesson 10 as a student meets it: the cells as shipped, run top to bottom in order.

Every exercise is checked by its own cell, and none passes with the starter the
notebook ships (a starter that passes teaches nothing); the lesson ends with
« À retenir » / "Remember". The cells are the lesson's own text, run here the way
nbval runs them, with each exercise's ``check`` recorded on the way.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def run_recording_checks(path: Path) -> tuple[dict[str, list[bool]], dict]:
    """Run the notebook's code cells in order; return every check's verdict by exercise."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    namespace: dict = {"__name__": "__lesson__"}
    verdicts: dict[str, list[bool]] = {}
    wrapped = False
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        exec(compile(source, str(path), "exec"), namespace)  # the lesson's own cells
        lesson = namespace.get("L")
        if lesson is not None and not wrapped:
            for exercise in lesson.exercises.values():
                def recording(answer, exercise=exercise, check=exercise.check):
                    feedback = check(answer)
                    verdicts.setdefault(exercise.id, []).append(feedback.ok)
                    return feedback
                exercise.check = recording
            wrapped = True
    return verdicts, notebook


@pytest.mark.parametrize("name", ["fr/10-celsius.ipynb", "en/10-celsius.ipynb"])
def test_lesson_10_starters_do_not_pass_and_it_ends_with_remember(name):
    verdicts, notebook = run_recording_checks(LESSONS / name)
    assert sorted(verdicts) == ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6"]
    assert not any(ok for runs in verdicts.values() for ok in runs), verdicts
    last = "".join(notebook["cells"][-1]["source"])
    assert last.startswith("## À retenir" if name.startswith("fr") else "## Remember")
    text = "".join("".join(c["source"]) for c in notebook["cells"])
    assert "·" not in text and "Rappel de la règle" not in text
    assert "deque" not in text.split("## Pour aller plus loin")[0].split("## To go further")[0]
