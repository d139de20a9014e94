"""The path a student walks through each lesson notebook (01-11, French and English).

A student alone runs the cells top to bottom without changing anything first. So:

- every ``L.exN.check(...)`` reached with the starter answers as shipped (``...``, a starter
  function, a starter strategy) must say "not yet": a starter that passes teaches nothing;
- every exercise's reference solution passes its checker;
- every lesson states, near its top, who it is for (cycle 4, seconde SNT or première NSI),
  which lessons it needs, and how long it takes;
- every lesson ends with one summary section, titled exactly « À retenir » / "Remember".

The notebook's code cells run in one namespace, as a kernel would run them (nbval runs the
same notebooks in a real kernel): see ``tests/notebook_runner.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from notebook_runner import run_as_shipped

import algunokit as ak
from algunokit.exercises import hide_solutions

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
NUMBERS = [f"{n:02d}" for n in range(1, 12)]
LANGUAGES = ("fr", "en")
SUMMARY = {"fr": "## À retenir", "en": "## Remember"}
#: the words of the level line: who the lesson is for, what it needs, how long it takes
LEVEL_WORDS = {
    "fr": {"for": "Pour qui", "needs": "Il faut avoir fait", "duration": "Durée"},
    "en": {"for": "For whom", "needs": "Needs", "duration": "Duration"},
}
LEVELS = ("cycle 4", "seconde SNT", "première NSI")
LESSON_CALL = re.compile(r"ak\.lesson\(\s*[\"'](\w+)[\"']\s*,\s*(\d+)")


def notebook_path(number: str, language: str) -> Path:
    found = sorted((LESSONS / language).glob(f"{number}-*.ipynb"))
    assert len(found) == 1, (number, language, found)
    return found[0]


def cells(number: str, language: str) -> list[dict[str, Any]]:
    return json.loads(notebook_path(number, language).read_text(encoding="utf-8"))["cells"]


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def lesson_of(number: str, language: str) -> tuple[str, int]:
    """The (game, number) a notebook loads with ``ak.lesson(...)``."""
    code = "\n".join(source(c) for c in cells(number, language) if c["cell_type"] == "code")
    found = LESSON_CALL.search(code)
    assert found, f"{number} {language}: no ak.lesson(...) call"
    return found.group(1), int(found.group(2))


@pytest.fixture(autouse=True)
def _clean_state():
    hide_solutions(False)
    yield
    hide_solutions(False)
    ak.set_language("fr")


def every_lesson() -> list:
    return [pytest.param(n, lang, id=f"{n}-{lang}") for n in NUMBERS for lang in LANGUAGES]


@pytest.mark.parametrize(("number", "language"), every_lesson())
def test_the_starters_as_shipped_pass_no_exercise(number, language):
    verdicts, _ = run_as_shipped(notebook_path(number, language))
    game, lesson_number = lesson_of(number, language)
    exercises = ak.lesson(game, lesson_number, language).exercises
    missing = sorted(set(exercises) - set(verdicts))
    assert not missing, f"{number} {language}: exercises never checked in the notebook: {missing}"
    passed = sorted(ex for ex, results in verdicts.items() if any(r.ok for r in results))
    assert not passed, f"{number} {language}: the untouched starter passes {passed}"
    for ex, results in verdicts.items():
        assert all(r.message for r in results), (number, language, ex)


@pytest.mark.parametrize(("number", "language"), every_lesson())
def test_every_reference_solution_passes(number, language):
    game, lesson_number = lesson_of(number, language)
    exercises = ak.lesson(game, lesson_number, language).exercises
    assert len(exercises) >= 2
    for name, exercise in exercises.items():
        result = exercise.check(exercise.solution_answer)
        assert result.ok, (number, language, name, str(result))
        assert str(exercise.solution()).strip(), (number, language, name)


@pytest.mark.parametrize(("number", "language"), every_lesson())
def test_every_lesson_ends_with_the_summary(number, language):
    markdown = [source(c) for c in cells(number, language) if c["cell_type"] == "markdown"]
    headings = [line.strip() for text in markdown for line in text.splitlines()
                if line.startswith("## ")]
    assert headings, (number, language)
    assert headings[-1] == SUMMARY[language], (
        f"{number} {language}: the last section is {headings[-1]!r}, "
        f"not {SUMMARY[language]!r}")
    assert headings.count(SUMMARY[language]) == 1
    # nothing to run after the summary: it is what the student reads last
    every = cells(number, language)
    start = next(i for i, c in enumerate(every)
                 if c["cell_type"] == "markdown" and SUMMARY[language] in source(c))
    after = [c["cell_type"] for c in every[start + 1:]]
    assert "code" not in after, f"{number} {language}: code cells after the summary"


@pytest.mark.parametrize(("number", "language"), every_lesson())
def test_every_lesson_states_its_level_needs_and_duration(number, language):
    top = [source(c) for c in cells(number, language)[:3] if c["cell_type"] == "markdown"]
    words = LEVEL_WORDS[language]
    line = next((text for text in top if words["for"] in text), None)
    assert line is not None, f"{number} {language}: no « {words['for']} » line near the top"
    assert any(level in line for level in LEVELS), (number, language, line)
    assert words["needs"] in line, (number, language, line)
    assert re.search(words["duration"] + r"[^\n]*?\d+\s*min", line), (number, language, line)


@pytest.mark.parametrize(("number", "language"), every_lesson())
def test_the_duration_is_said_once(number, language):
    """Issue 50: « Durée » stood in the title cell and again in the level line."""
    word = LEVEL_WORDS[language]["duration"]
    said = sum(source(c).count(f"**{word}") for c in cells(number, language)
               if c["cell_type"] == "markdown")
    assert said == 1, (number, language, said)
