"""Every lesson's exercises follow the lesson's data (#14): with the data the lesson
ships with, and with random other data, each exercise's expected answer passes its
own check and a perturbed answer fails; a teacher's bad data is refused clearly."""

from __future__ import annotations

import dataclasses
import random

import pytest

from algunokit.errors import ConfigError
from algunokit.exercises.teacher import (
    Choice,
    ConditionCheck,
    FunctionCheck,
    Number,
    ProgramCheck,
)
from algunokit.lessons import Lesson, available, lesson

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

SEEDS = range(6)


def converted() -> list[tuple[str, int]]:
    return available()


def test_every_lesson_reads_its_data_when_the_student_checks():
    from algunokit.exercises.teacher import TeacherExercise

    for game, number in available():
        current = lesson(game, number)
        module = current.module
        assert {"DATA", "READERS", "exercises", "random_data"} <= set(vars(module)), module
        assert set(module.READERS) == set(module.DATA), module
        for name, exercise in current.exercises.items():
            assert isinstance(exercise, TeacherExercise), (game, number, name)


def perturbed(exercise, expected):
    """A wrong answer of the same shape as ``expected``, or None for a kind this test
    does not perturb (each lesson's own tests cover it)."""
    if isinstance(exercise, Number):
        return expected + 1
    if isinstance(exercise, Choice):
        others = [o for o in exercise.current_options() if not _same(o, expected)]
        return others[0] if others else None
    if isinstance(exercise, ConditionCheck):
        return f"not ({expected})"
    if isinstance(exercise, ProgramCheck):
        from algunokit.code.to_python import to_python

        alternative = exercise.alternative()
        swapped = dataclasses.replace(alternative, then=alternative.otherwise,
                                      otherwise=alternative.then)
        return to_python(swapped, exercise.language)
    if isinstance(exercise, FunctionCheck):
        return lambda *args: ("not the answer", args)
    return None


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def check_all(lesson_: Lesson) -> None:
    for name, exercise in lesson_.exercises.items():
        expected = exercise.expected()
        assert exercise.check(expected).ok, (name, expected, exercise.check(expected).message)
        wrong = perturbed(exercise, expected)
        if wrong is not None:
            assert not exercise.check(wrong).ok, (name, wrong)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize(("game", "number"), converted())
def test_shipped_data(game, number, language):
    check_all(lesson(game, number, language))


@pytest.mark.parametrize(("game", "number"), converted())
def test_random_data(game, number):
    for seed in SEEDS:
        current = lesson(game, number, "fr" if seed % 2 else "en")
        current.data.update(current.module.random_data(random.Random(seed)))
        check_all(current)


@pytest.mark.parametrize(("game", "number"), converted())
def test_unknown_key_and_bad_value_change_nothing(game, number):
    current = lesson(game, number, "fr")
    before = dict(current.data)
    with pytest.raises(ConfigError) as caught:
        current.data["no such key"] = 1
    assert caught.value.key == "lessons.error.data_key"
    for key in current.data:
        with pytest.raises(ConfigError):
            current.data[key] = object()
    assert dict(current.data) == before


@pytest.mark.parametrize(("game", "number"), converted())
def test_reset_gives_back_the_shipped_data(game, number):
    current = lesson(game, number, "en")
    shipped = dict(current.data)
    current.data.update(current.module.random_data(random.Random(99)))
    current.reset()
    assert dict(current.data) == shipped
