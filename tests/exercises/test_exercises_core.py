"""The exercise framework: verdicts, specific feedback, hints, hidden solutions."""

from __future__ import annotations

import pytest
from message_keys import shows

from algunokit.alguno import Alternative, parse_action, parse_condition
from algunokit.errors import CodeError
from algunokit.exercises import (
    ChoiceExercise,
    ConditionExercise,
    FunctionExercise,
    NumberExercise,
    ProgramExercise,
    hide_solutions,
    read_condition,
)


@pytest.fixture(autouse=True)
def _solutions_shown():
    hide_solutions(False)
    yield
    hide_solutions(False)


def test_number_exercise_says_too_small_or_too_big():
    ex = NumberExercise("n", answer=3)
    assert ex.check(3).ok and bool(ex.check(3))
    assert "trop peu" in ex.check(2).message and "trop" in ex.check(5).message
    assert not ex.check(...).ok and "Pas encore de réponse" in ex.check(...).message
    assert not ex.check("3").ok and "nombre entier" in ex.check("3").message
    assert not ex.check(True).ok
    ex.language = "en"
    assert "too small" in ex.check(1).message


def test_choice_exercise_accepts_both_languages_words():
    ex = ChoiceExercise("c", answer=True, accepted={"vrai": True, "true": True, "faux": False,
                                                    "false": False})
    assert ex.check("Vrai ").ok and ex.check(True).ok and ex.check("true").ok
    assert not ex.check("faux").ok
    result = ex.check("peut-être")
    assert not result.ok and "'vrai'" in result.message
    assert not ex.check(["vrai"]).ok and not ex.check({"a": 1}).ok  # never raises


def test_condition_exercise_names_the_smallest_wrong_hand():
    ex = ConditionExercise("c", expected="hearts >= 3", reference="nombre_de_coeurs() >= 3")
    assert ex.check(ex.solution_answer).ok
    assert ex.check("if nombre_de_coeurs() > 2:").ok  # another way to write it
    result = ex.check("nombre_de_coeurs() > 3")
    assert not result.ok and shows(result.message, "exercises.condition.differs")
    assert "(3 cartes)" in result.message  # the hand, with its size written in full
    assert "fausse, mais elle devrait être vraie" in result.message  # reads well


def test_condition_exercise_reports_code_errors_with_the_parser_message():
    ex = ConditionExercise("c", expected="hearts >= 3", reference="nombre_de_coeurs() >= 3")
    assert shows(ex.check(...).message, "exercises.not_yet")
    for bad in ("import os", "nombre_de_coeurs() >> 3", 42, "while True: pass"):
        result = ex.check(bad)
        assert not result.ok and shows(result.message, "exercises.code_error")


def test_read_condition_never_runs_code():
    with pytest.raises(CodeError) as err:
        read_condition("__import__('os').system('echo hacked')")
    assert err.value.key == "code.error.condition"


def test_program_exercise_equivalent_programs_pass_and_differences_are_shown():
    expected = Alternative(parse_condition("cards odd"), (parse_action("discard 1"),),
                           (parse_action("draw 1"),))
    ex = ProgramExercise("p", expected=expected,
                         reference="if est_impair(nombre_de_cartes()):\n    defausser(1)\n"
                                   "else:\n    piocher(1)\n")
    assert ex.check(ex.solution_answer).ok
    flipped = "if not est_impair(nombre_de_cartes()):\n    piocher(1)\nelse:\n    defausser(1)\n"
    result = ex.check(flipped)
    assert result.ok and "autrement" in result.message
    wrong = "if est_impair(nombre_de_cartes()):\n    defausser(2)\nelse:\n    piocher(1)\n"
    result = ex.check(wrong)
    assert not result.ok and "ton programme laisse" in result.message
    assert not ex.check("piocher(1)").ok


def test_function_exercise_reports_the_first_failing_case():
    ex = FunctionExercise("f", name="double", reference=lambda x: 2 * x,
                          reference_source="def double(x):\n    return 2 * x",
                          cases=[((1,), 2), ((-3,), -6)])
    assert ex.check(ex.solution_answer).ok
    result = ex.check(lambda x: x + x if x > 0 else x)
    assert not result.ok and "double(-3) renvoie -3, mais il faudrait -6" in result.message
    result = ex.check(lambda x: 1 / 0)
    assert not result.ok and "ZeroDivisionError" in result.message
    assert not ex.check(...).ok


def test_hints_come_one_by_one_then_repeat():
    ex = NumberExercise("n", answer=1, hint_keys=("exercises.good", "exercises.no_hint"))
    first, second, third = str(ex.hint()), str(ex.hint()), str(ex.hint())
    assert first.startswith("Indice 1/2") and second.startswith("Indice 2/2")
    assert third == second
    assert "Pas d'indice" in str(NumberExercise("m", answer=1).hint())


def test_teachers_can_hide_solutions():
    ex = NumberExercise("n", answer=4)
    assert "4" in str(ex.solution())
    hide_solutions()
    assert "cachées" in str(ex.solution()) and "4" not in str(ex.solution())


def test_feedback_and_hints_render_in_a_notebook():
    ex = NumberExercise("n", answer=4)
    assert "✔" in ex.check(4)._repr_html_() and "✘" in ex.check(3)._repr_html_()
    assert "<pre" in ex.solution()._repr_html_()
