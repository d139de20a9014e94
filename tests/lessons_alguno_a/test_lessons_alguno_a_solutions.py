"""Alg(un)o lessons 1-4: every reference solution passes its checker, in French and English;
the placeholder ``...`` gets a polite answer; hints, prompts and solutions all read."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.exercises import hide_solutions
from algunokit.exercises.teacher import ConditionCheck, FunctionCheck, ProgramCheck

LESSONS = (1, 2, 3, 4)
LANGUAGES = ("fr", "en")


@pytest.fixture(autouse=True)
def _solutions_shown():
    hide_solutions(False)
    yield
    hide_solutions(False)


def every_exercise() -> list:
    """(lesson, language, exercise id); each test makes a fresh lesson (hints keep a count)."""
    return [pytest.param(number, lang, ex_id, id=f"{number}-{lang}-{ex_id}")
            for number in LESSONS for lang in LANGUAGES
            for ex_id in ak.lesson("alguno", number, lang).exercises]


@pytest.fixture
def exercise(number, lang, ex_id):
    return ak.lesson("alguno", number, lang).exercises[ex_id]


@pytest.mark.parametrize(("number", "lang", "ex_id"), every_exercise())
def test_reference_solution_passes(number, lang, ex_id, exercise):
    result = exercise.check(exercise.solution_answer)
    assert result.ok, (number, lang, ex_id, str(result))


@pytest.mark.parametrize(("number", "lang", "ex_id"), every_exercise())
def test_the_solution_shown_in_each_language_passes_too(number, lang, ex_id, exercise):
    if isinstance(exercise, ConditionCheck | ProgramCheck):
        shown = exercise.solution_text(lang)
        assert exercise.check(shown).ok, (number, lang, ex_id)
        # a student copying the solution shown in their language writes that language's words
        other = "nombre_de" if lang == "fr" else "number_of"
        assert other in shown
    text = str(exercise.solution())
    assert text.startswith("Solution")


@pytest.mark.parametrize(("number", "lang", "ex_id"), every_exercise())
def test_the_placeholder_is_answered_politely(number, lang, ex_id, exercise):
    result = exercise.check(...)
    assert not result.ok
    assert result.message


@pytest.mark.parametrize(("number", "lang", "ex_id"), every_exercise())
def test_every_hint_and_prompt_reads(number, lang, ex_id, exercise):
    count = len(exercise.hint_texts(lang))  # hints may be read from the data (the hand)
    assert count, f"{number} {ex_id} has no hint"
    hints = [str(exercise.hint()) for _ in range(count + 1)]
    assert hints[0].startswith("Indice 1/" if lang == "fr" else "Hint 1/")
    assert hints[-1] == hints[-2]  # after the last hint, the last one again
    assert exercise.prompt() and "{" not in exercise.prompt()


@pytest.mark.parametrize("number", LESSONS)
def test_each_lesson_has_numbered_exercises_of_several_kinds(number):
    exercises = ak.lesson("alguno", number, "fr").exercises
    assert len(exercises) >= 2
    assert list(exercises) == [f"ex{i}" for i in range(1, len(exercises) + 1)]
    assert list(ak.lesson("alguno", number, "en").exercises) == list(exercises)


def test_the_lessons_write_python_in_the_kit_vocabulary():
    kinds = {type(e) for n in LESSONS for e in ak.lesson("alguno", n, "fr").exercises.values()}
    assert {ConditionCheck, ProgramCheck} <= kinds
    assert any(issubclass(kind, FunctionCheck) for kind in kinds)


def test_hidden_solutions_say_ask_the_teacher():
    hide_solutions()
    exercise = ak.lesson("alguno", 4, "en").ex5
    assert "teacher" in str(exercise.solution())
    assert "draw(1)" not in str(exercise.solution())
