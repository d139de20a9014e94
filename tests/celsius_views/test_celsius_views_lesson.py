"""Celsius lesson 1: every model solution passes, wrong answers get specific feedback."""

from __future__ import annotations

import random

import pytest

import algunokit as ak
from algunokit.celsius import HOT_VALUES, evaluate, solve
from algunokit.exercises import FunctionExercise, hide_solutions
from algunokit.lessons import celsius_1 as lesson


@pytest.fixture(params=["fr", "en"])
def L(request):
    return ak.lesson("celsius", 1, request.param)


def test_every_reference_solution_passes_its_checker(L):
    assert set(L.exercises) == {"ex1", "ex2", "ex3", "ex4"}
    for exercise in L.exercises.values():
        assert exercise.check(exercise.solution_answer).ok, exercise.id
        assert exercise.prompt() and exercise.hint().text


def test_the_solution_texts_run_and_pass_in_both_languages(L):
    """What solution() shows is real code: run it and check it."""
    namespace: dict = {}
    exec(L.ex1.solution_text(), namespace)
    assert L.ex1.check(namespace["evaluate_left_to_right"]).ok
    exec(L.ex3.solution_text(), namespace)
    assert L.ex3.check(namespace["shortest_chain"]).ok
    assert str(L.ex2.answer) in str(L.ex2.solution())
    hide_solutions()
    try:
        assert "def " not in str(L.ex1.solution())
    finally:
        hide_solutions(False)


def test_placeholders_get_a_polite_answer(L):
    for exercise in L.exercises.values():
        feedback = exercise.check(...)
        assert not feedback.ok and feedback.message


def test_python_priority_is_caught_on_the_sheet_example():
    L = ak.lesson("celsius", 1, "en")

    def with_python_priority(start, ops):
        text = str(start) + "".join(f" {s.replace('x', '*').replace('^', '**')} {n}"
                                    for s, n in ops)
        return eval(text)  # deliberately the wrong (priority) way

    feedback = L.ex1.check(with_python_priority)
    assert not feedback.ok
    assert feedback.message == ("evaluate_left_to_right(10, [('+', 1), ('x', 2)]) returns 12, "
                                "but it should return 22.")


def test_a_missing_square_names_the_chain_that_fails():
    L = ak.lesson("celsius", 1, "fr")

    def no_square(start, ops):
        value = start
        for sign, number in ops:
            value = {"+": value + number, "-": value - number, "x": value * number,
                     "/": value // number if number else value}.get(sign, value)
        return value

    feedback = L.ex1.check(no_square)
    assert not feedback.ok and "(0, [('-', 9), ('^', 2)])" in feedback.message
    assert "renvoie -9, mais il faudrait 81" in feedback.message


def test_depth_first_first_found_is_not_the_shortest():
    L = ak.lesson("celsius", 1, "en")

    def first_found(start, targets, ops, used=()):
        for i, operation in enumerate(ops):
            if i not in used:
                value = lesson.one_step(start, operation)
                if value in targets:
                    return len(used) + 1
                found = first_found(value, targets, ops, (*used, i))
                if found:
                    return found
        return None

    feedback = L.ex3.check(first_found)
    assert not feedback.ok
    assert "shortest_chain(10, [22, 40], [('+', 1), ('x', 2), ('x', 4)]) returns 2" in \
        feedback.message and "should return 1" in feedback.message


def test_a_search_that_never_answers_none_is_caught():
    L = ak.lesson("celsius", 1, "en")

    def never_none(start, targets, ops):
        return lesson.shortest_chain(start, targets, ops) or 0

    feedback = L.ex3.check(never_none)
    assert not feedback.ok and "returns 0, but it should return None" in feedback.message


def test_a_crashing_function_is_reported_not_raised():
    L = ak.lesson("celsius", 1, "fr")
    feedback = L.ex3.check(lambda start, targets, ops: ops[99])
    assert not feedback.ok and "IndexError" in feedback.message


def test_counting_and_choice_feedback():
    L = ak.lesson("celsius", 1, "en")
    assert L.ex2.check(64).ok
    assert "too small" in L.ex2.check(24).message  # only the chains of 4 cards
    assert "too big" in L.ex2.check(256).message
    assert L.ex4.check(" A ").ok
    assert not L.ex4.check("b").ok
    assert "choose among" in L.ex4.check("d").message


def test_expected_answers_come_from_the_engine():
    exercises = lesson.exercises("en")
    for (start, ops), expected in exercises["ex1"].cases:
        assert expected == evaluate(start, [lesson.card_of(o) for o in ops])
    lengths = [expected for _, expected in exercises["ex3"].cases]
    assert None in lengths and 1 in lengths and max(x or 0 for x in lengths) >= 3
    assert isinstance(exercises["ex3"], FunctionExercise)


def test_reference_search_agrees_with_the_solver_on_random_positions():
    rng = random.Random(7)
    ops = [(s, n) for s in "+-x" for n in range(1, 11)] + [("^", 2)]
    for _ in range(150):
        start = rng.randrange(13)
        targets = rng.sample(HOT_VALUES, 3)
        hand = rng.sample(ops, rng.randint(1, 5))
        found = solve(start, targets, [lesson.card_of(o) for o in hand])
        expected = None if found is None else found.length
        assert lesson.shortest_chain(start, targets, hand) == expected
        assert lesson.breadth_first(start, targets, hand)[0] == expected
        assert lesson.try_everything(start, targets, hand)[0] == expected


def test_breadth_first_explores_fewer_positions_than_try_everything_tries_chains():
    for position in lesson.DATA["positions"]:
        length, tried = lesson.try_everything(*position)
        same, explored = lesson.breadth_first(*position)
        assert length == same
        assert explored <= tried
    unreachable = lesson.COMPARE_POSITIONS[3]
    assert lesson.try_everything(*unreachable) == (None, 1956)  # 6 + 30 + 120 + 360 + 720 × 2


def test_exact_division_in_one_step():
    assert lesson.one_step(12, ("/", 4)) == 3
    assert lesson.one_step(7, ("/", 2)) is None
    assert lesson.evaluate_left_to_right(7, []) == 7
