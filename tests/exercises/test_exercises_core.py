"""The exercise framework: verdicts, specific feedback, hints, hidden solutions
(through the teacher's API, which every lesson uses)."""

from __future__ import annotations

import pytest

from algunokit.errors import CodeError
from algunokit.exercises import (
    choice,
    condition,
    function,
    hide_solutions,
    number,
    program,
    read_condition,
)


@pytest.fixture(autouse=True)
def _solutions_shown():
    hide_solutions(False)
    yield
    hide_solutions(False)


def french(exercise):
    exercise.language = "fr"
    return exercise


def test_number_says_too_small_or_too_big():
    ex = french(number("Combien ?", 3))
    assert ex.check(3).ok and bool(ex.check(3))
    assert "trop peu" in ex.check(2).message and "trop" in ex.check(5).message
    assert not ex.check(...).ok and "Pas encore de réponse" in ex.check(...).message
    assert not ex.check("3").ok and "guillemets" in ex.check("3").message
    assert not ex.check(True).ok
    ex.language = "en"
    assert "too small" in ex.check(1).message


def test_choice_accepts_both_languages_words():
    ex = french(choice("Vrai ou faux ?", True, [True, False]))
    assert ex.check("Vrai ").ok and ex.check(True).ok and ex.check("true").ok
    assert not ex.check("faux").ok
    result = ex.check("peut-être")
    assert not result.ok and "« vrai » ou « faux »" in result.message
    assert "true" not in result.message and "'vrai'" not in result.message
    assert not ex.check(["vrai"]).ok and not ex.check({"a": 1}).ok  # never raises


def test_condition_names_the_smallest_wrong_hand():
    ex = french(condition("Au moins 3 cœurs", "nombre_de_coeurs() >= 3"))
    assert ex.check(ex.expected()).ok
    assert ex.check("if nombre_de_coeurs() > 2:").ok  # another way to write it
    result = ex.check("nombre_de_coeurs() > 3")
    assert not result.ok and "3 cartes" in result.message and "(s)" not in result.message
    assert result.picture  # the hand, drawn as cards


def test_condition_reports_code_errors_and_never_runs_code():
    ex = french(condition("Au moins 3 cœurs", "nombre_de_coeurs() >= 3"))
    assert not ex.check(...).ok
    for bad in ("import os", "nombre_de_coeurs() >> 3", 42, "while True: pass"):
        assert not ex.check(bad).ok
    with pytest.raises(CodeError) as err:
        read_condition("__import__('os').system('echo hacked')")
    assert err.value.key == "code.error.condition"


def test_program_equivalent_programs_pass_and_differences_are_shown():
    ex = french(program("Impair : défausse 1, sinon pioche 1",
                        "if est_impair(nombre_de_cartes()):\n    defausser(1)\n"
                        "else:\n    piocher(1)\n"))
    assert ex.check(ex.expected()).ok
    flipped = "if not est_impair(nombre_de_cartes()):\n    piocher(1)\nelse:\n    defausser(1)\n"
    assert ex.check(flipped).ok
    wrong = "if est_impair(nombre_de_cartes()):\n    defausser(2)\nelse:\n    piocher(1)\n"
    result = ex.check(wrong)
    assert not result.ok and "programme" in result.message
    assert not ex.check("piocher(1)").ok


def test_function_reports_the_first_failing_case_without_python_text():
    ex = french(function("Double", lambda x: 2 * x, cases=[(1,), (-3,)], name="double"))
    assert ex.check(lambda x: x + x).ok
    result = ex.check(lambda x: x + x if x > 0 else x)
    assert not result.ok and "double(-3) renvoie -3, mais il faudrait -6" in result.message
    result = ex.check(lambda x: 1 / 0)
    assert not result.ok and "ZeroDivisionError" not in result.message
    assert not ex.check(...).ok


def test_hints_come_one_by_one_then_repeat():
    ex = french(number("n", 1, hints=["Premier.", "Second."]))
    first, second, third = str(ex.hint()), str(ex.hint()), str(ex.hint())
    assert first.startswith("Indice 1/2") and second.startswith("Indice 2/2")
    assert third == second
    assert "Pas d'indice" in str(french(number("m", 1)).hint())


def test_teachers_can_hide_solutions():
    ex = french(number("n", 4))
    assert "4" in str(ex.solution())
    hide_solutions()
    assert "cachées" in str(ex.solution()) and "4" not in str(ex.solution())


def test_feedback_and_hints_render_in_a_notebook():
    ex = french(number("n", 4, explanation="Parce que."))
    assert "✔" in ex.check(4)._repr_html_() and "✘" in ex.check(3)._repr_html_()
    html = ex.solution()._repr_html_()
    assert "<pre" in html and "pre-wrap" in html and "break-all" not in html
