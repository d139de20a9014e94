"""Lessons 10 (Celsius) and 11 (GaAg) as a student meets them, beyond the checks every
lesson gets in ``test_student_path.py``: every exercise is checked by a cell of the
notebook, and the texts that misled students are gone (« Rappel de la règle » for rules
never taught, a breadth-first search with ``deque`` before the lesson teaches a queue,
penalty points called chemistry's atoms).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from notebook_runner import run_as_shipped

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CASES = {
    "fr/10-celsius.ipynb": 2, "en/10-celsius.ipynb": 2,
    "fr/10b-celsius-recherche.ipynb": 5, "en/10b-celsius-search.ipynb": 5,
    "fr/11-gaag.ipynb": 7, "en/11-gaag.ipynb": 7,
}


@pytest.mark.parametrize(("name", "exercises"), CASES.items())
def test_every_exercise_is_checked_in_the_notebook_and_no_starter_passes(name, exercises):
    verdicts, _ = run_as_shipped(LESSONS / name)
    assert sorted(verdicts) == [f"ex{n}" for n in range(1, exercises + 1)]
    assert not any(feedback.ok for runs in verdicts.values() for feedback in runs), verdicts


@pytest.mark.parametrize("name", CASES)
def test_texts_that_misled_students_are_gone(name):
    cells = json.loads((LESSONS / name).read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells)
    assert "Rappel de la règle" not in text
    assert "points rouges sont des **atomes**" not in text
    before_further = text.split("## Pour aller plus loin")[0].split("## To go further")[0]
    assert "deque" not in before_further
