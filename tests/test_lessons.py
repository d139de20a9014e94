"""The lesson notebooks: both languages, the same structure, clean, with exercises whose
reference solutions pass their checkers. (nbval runs every notebook top to bottom.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from algunokit.lessons import all_lessons, available

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
EXPECTED = sorted([f"{n:02d}" for n in range(12)] + ["10b"])  # 00 guide, 01-08 Alg(un)o, 09-11
# (lesson 10 in two parts: 10-celsius and 10b-celsius-…)
EXERCISE = re.compile(r"\bL\.(ex\d+)\.(check|hint|solution)\(")
LESSON_CALL = re.compile(r"ak\.lesson\(\s*[\"'](\w+)[\"']\s*,\s*(\d+)")


def notebooks(language: str) -> dict[str, Path]:
    return {p.name.split("-")[0]: p for p in sorted((LESSONS / language).glob("*.ipynb"))}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_lesson_exists_in_both_languages():
    assert sorted(notebooks("fr")) == EXPECTED
    assert sorted(notebooks("en")) == EXPECTED


@pytest.mark.parametrize("number", EXPECTED)
def test_same_structure_in_french_and_english(number):
    fr, en = load(notebooks("fr")[number]), load(notebooks("en")[number])
    assert [c["cell_type"] for c in fr["cells"]] == [c["cell_type"] for c in en["cells"]]
    for a, b in zip(fr["cells"], en["cells"], strict=True):
        if a["cell_type"] != "code":
            continue
        src_a, src_b = "".join(a["source"]), "".join(b["source"])
        assert EXERCISE.findall(src_a) == EXERCISE.findall(src_b), (number, src_a, src_b)
        assert LESSON_CALL.findall(src_a) == LESSON_CALL.findall(src_b)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_notebooks_are_committed_clean(language):
    for path in notebooks(language).values():
        nb = load(path)
        assert "widgets" not in nb["metadata"], path
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                assert cell["outputs"] == [] and cell["execution_count"] is None, path


@pytest.mark.parametrize("language", ["fr", "en"])
def test_each_lesson_states_objectives_and_duration(language):
    words = {"fr": ("Objectif", "But"), "en": ("Objective", "Goal")}[language]
    for path in notebooks(language).values():
        cells = load(path)["cells"]
        first = cells[0]
        text = "".join(first["source"])
        assert first["cell_type"] == "markdown" and text.startswith("#"), path
        assert any(w in text for w in words), path
        # the duration is in the title cell or in the level line just under it
        level = cells[1] if len(cells) > 1 and cells[1]["cell_type"] == "markdown" else None
        top = text + ("".join(level["source"]) if level else "")
        assert re.search(r"\d+\s*min", top), path


@pytest.mark.parametrize("language", ["fr", "en"])
def test_each_lesson_has_two_exercises_with_check_hint_and_solution(language):
    for number, path in notebooks(language).items():
        if number == "00":
            continue  # the teacher's guide
        code = "\n".join("".join(c["source"]) for c in load(path)["cells"])
        uses: dict[str, set[str]] = {}
        for ex, verb in EXERCISE.findall(code):
            uses.setdefault(ex, set()).add(verb)
        complete = [ex for ex, verbs in uses.items() if verbs == {"check", "hint", "solution"}]
        assert len(complete) >= 2, (path, uses)


def test_every_lesson_module_has_a_notebook_and_back():
    used = set()
    for language in ("fr", "en"):
        for path in notebooks(language).values():
            code = "\n".join("".join(c["source"]) for c in load(path)["cells"])
            for game, number in LESSON_CALL.findall(code):
                used.add((game, int(number)))
    assert used == set(available())


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_reference_solution_passes_its_checker(language):
    count = 0
    for game, number, lesson in all_lessons(language):
        assert len(lesson.exercises) >= 2, (game, number)
        for name, exercise in lesson.exercises.items():
            result = exercise.check(exercise.solution_answer)
            assert result.ok, (game, number, name, str(result))
            assert exercise.check(...).ok is False, (game, number, name)
            assert str(exercise.solution())
            count += 1
    assert count >= 2 * len(available())
