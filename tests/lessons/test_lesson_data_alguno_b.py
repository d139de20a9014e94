"""The lesson-specific exercise kinds of Alg(un)o lessons 5 to 8
(:mod:`algunokit.exercises.alguno_lessons`) follow their lesson's data like the API's
kinds: with the shipped data and with random data, the expected answer passes its own
check and a perturbed answer fails. tests/lessons/test_lesson_data.py does this for the
API's kinds; this file does it for the kinds it does not know."""

from __future__ import annotations

import random

import pytest

from algunokit.exercises.alguno_lessons import ScratchCondition, TruthTable
from algunokit.exercises.alguno_strategy import (
    BestByEye,
    BestOption,
    BetterOfTwo,
    Dangerous,
    LessonStrategy,
    OptionFunction,
)
from algunokit.lessons import lesson

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

SEEDS = range(6)


def lessons_with_data(number):
    """The lesson with its shipped data (fr, en), then with random data."""
    for language in ("fr", "en"):
        yield lesson("alguno", number, language)
    for seed in SEEDS:
        current = lesson("alguno", number, "fr" if seed % 2 else "en")
        current.data.update(current.module.random_data(random.Random(seed)))
        yield current


def kinds(current, kind):
    return [(name, ex) for name, ex in current.exercises.items() if isinstance(ex, kind)]


@pytest.mark.parametrize("number", [6])
def test_truth_tables_pass_their_answer_and_fail_a_flipped_line(number):
    seen = 0
    for current in lessons_with_data(number):
        for name, exercise in kinds(current, TruthTable):
            expected = exercise.expected()
            assert exercise.check(expected).ok, (name, expected)
            for line in range(len(expected)):
                flipped = list(expected)
                words = {"vrai": "faux", "faux": "vrai", "true": "false", "false": "true"}
                flipped[line] = words[expected[line]]
                feedback = exercise.check(flipped)
                assert not feedback.ok, (name, flipped)
                assert f" {line + 1} " in feedback.message  # the wrong line is named
            assert not exercise.check(expected + expected[:1]).ok  # one line too many
            seen += 1
    assert seen >= 8


@pytest.mark.parametrize("number", [5])
def test_scratch_conditions_pass_their_answer_and_fail_with_or_equal(number):
    seen = 0
    for current in lessons_with_data(number):
        for name, exercise in kinds(current, ScratchCondition):
            expected = exercise.expected()
            assert "<=" not in expected and ">=" not in expected
            assert exercise.check(expected).ok, (name, expected)
            assert not exercise.check(f"not ({expected})").ok
            same_with_or_equal = expected.replace("< 4", "<= 3")
            assert same_with_or_equal != expected
            feedback = exercise.check(same_with_or_equal)
            assert not feedback.ok and "Scratch" in feedback.message
            seen += 1
    assert seen >= 8


def _worse_option(view, decision):
    """The option that leaves me the most cards."""
    return max(decision.options, key=view.cards_after)


LESSON8_WRONG = {
    BetterOfTwo: lambda view, a, b: a,  # never looks at b
    BestOption: _worse_option,
    Dangerous: lambda view, option: False,  # never sees a danger
}


def test_lesson8_kinds_pass_their_answer_and_fail_a_wrong_one():
    seen = 0
    for current in lessons_with_data(8):
        best_by_eye = current.ex2
        assert isinstance(best_by_eye, BestByEye)
        assert best_by_eye.check(best_by_eye.expected()).ok
        counts = best_by_eye.current_counts()
        worse = [i for i, n in enumerate(counts) if n > min(counts)]
        if worse:
            assert not best_by_eye.check(worse[0]).ok
        for name, exercise in kinds(current, OptionFunction):
            assert exercise.check(exercise.expected()).ok, name
            assert not exercise.check(LESSON8_WRONG[type(exercise)]).ok, name
            seen += 1
    assert seen == 3 * (2 + len(SEEDS))


STARTING_STRATEGY = """def strategy(view, decision):
    return decision.options[0]
"""


def test_lesson8_strategy_passes_its_model_and_fails_the_starting_one():
    shipped, _, random_one, *_ = lessons_with_data(8)  # it does not read the data
    for current in (shipped, random_one):
        exercise = current.ex5
        assert isinstance(exercise, LessonStrategy)
        assert exercise.check(exercise.expected()).ok
        assert not exercise.check(STARTING_STRATEGY).ok
