"""GaAg lesson 1: every solution passes in both languages; wrong answers are told why."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import algunokit as ak
from algunokit.exercises import hide_solutions
from algunokit.exercises.teacher import FunctionCheck
from algunokit.lessons import available, gaag_1

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["fr", "en"])
def lesson(request):
    return ak.lesson("gaag", 1, request.param)


def test_the_lesson_is_registered_with_at_least_three_exercises(lesson):
    assert ("gaag", 1) in available()
    assert list(lesson.exercises) == [f"ex{i}" for i in range(1, 8)]
    assert sum(isinstance(e, FunctionCheck) for e in lesson.exercises.values()) >= 3


def test_every_reference_solution_passes_its_checker(lesson):
    for name, exercise in lesson.exercises.items():
        feedback = exercise.check(exercise.solution_answer)
        assert feedback.ok, (lesson.language, name, feedback.message)
        assert exercise.prompt() and exercise.hint().text
        assert exercise.solution().text


def test_the_placeholder_gets_a_polite_answer(lesson):
    for exercise in lesson.exercises.values():
        feedback = exercise.check(...)
        assert not feedback.ok and feedback.message


def test_smallest_with_a_wrong_start_is_told_on_which_list():
    def smallest(zs):
        best = 0
        for z in zs:
            if z < best:
                best = z
        return best

    feedback = ak.lesson("gaag", 1, "en").ex3.check(smallest)
    assert not feedback.ok
    assert feedback.message == "smallest([5, 3, 9]) returns 0, but it should return 3."


def test_the_builtins_that_do_the_work_are_refused():
    def smallest(zs):
        return min(zs)

    def insert_sorted(row, z):
        return sorted([*row, z])

    lesson = ak.lesson("gaag", 1, "fr")
    assert "utilise min()" in lesson.ex3.check(smallest).message
    assert "utilise sorted()" in ak.lesson("gaag", 1, "fr").ex6.check(insert_sorted).message


def test_largest_compared_the_wrong_way_round_is_caught():
    def largest(zs):
        best = zs[0]
        for z in zs:
            if z < best:
                best = z
        return best

    feedback = ak.lesson("gaag", 1, "fr").ex4.check(largest)
    assert feedback.message == "plus_grand([5, 3, 9]) renvoie 3, mais il faudrait 9."


def test_insert_sorted_that_changes_its_list_or_forgets_the_end():
    def changes(row, z):
        i = 0
        while i < len(row) and row[i] < z:
            i += 1
        row.insert(i, z)
        return row

    def forgets_the_end(row, z):
        new_row = []
        for value in row:
            if z < value and z not in new_row:
                new_row.append(z)
            new_row.append(value)
        return new_row

    lesson = ak.lesson("gaag", 1, "en")
    assert lesson.ex6.check(changes).message.startswith(
        "insert_sorted([3, 5, 9], 7) changed the list it was given")
    assert lesson.ex6.check(forgets_the_end).message == (
        "insert_sorted([3, 5, 9], 12) returns [3, 5, 9], but it should return [3, 5, 9, 12].")
    # The cases were not altered by the function that changed its list.
    assert lesson.ex6.current_cases()[0] == ([3, 5, 9], 7)
    assert lesson.data["sorted_row"] == [3, 5, 8, 11]


def test_gap_positions_off_by_one_and_crashing_answers():
    def any_gap(row):
        return [i for i in range(1, len(row)) if row[i] - row[i - 1] >= 2]

    def crashes(row):
        return [i for i in range(len(row)) if row[i + 1] - row[i] == 2]

    lesson = ak.lesson("gaag", 1, "fr")
    assert lesson.ex7.check(any_gap).message == (
        "positions_des_trous([3, 6]) renvoie [1], mais il faudrait [].")
    message = lesson.ex7.check(crashes).message
    assert "positions_des_trous([3, 5])" in message and "s'arrête sur une erreur" in message


def test_number_and_symbol_answers():
    lesson = ak.lesson("gaag", 1, "en")
    assert lesson.ex1.check(8).ok and "too" in lesson.ex1.check(7).message
    assert lesson.ex2.check("Na").ok and lesson.ex2.check(" Na ").ok
    assert "Ne is the symbol of neon (Z = 10)" in lesson.ex2.check("Ne").message
    sodium = lesson.ex2.check("Sodium").message
    assert "is not the symbol of one of the game's 18 elements" in sodium
    assert "'K' is not the symbol of one of the game's 18" in lesson.ex2.check("K").message
    assert "is not the symbol of one" in lesson.ex2.check(11).message
    assert lesson.ex5.check(2).ok and not lesson.ex5.check(3).ok


@pytest.mark.parametrize("typed", ["na", "NA", "nA"])
def test_symbols_are_case_sensitive_with_a_kind_hint(typed):
    """Chemistry writes Na, never na: the answer is refused, and told how to write it."""
    feedback = ak.lesson("gaag", 1, "fr").ex2.check(typed)
    assert not feedback.ok
    assert "écris « Na », avec un N majuscule" in feedback.message and "·" not in feedback.message


def test_counting_positions_from_one_is_told_they_start_at_zero():
    for language, words in (("fr", "les positions commencent à 0"),
                            ("en", "positions start at 0")):
        feedback = ak.lesson("gaag", 1, language).ex5.check(3)
        assert not feedback.ok and words in feedback.message
    assert "positions start at 0" not in ak.lesson("gaag", 1, "en").ex5.check(4).message


def test_solutions_can_be_hidden():
    lesson = ak.lesson("gaag", 1, "fr")
    hide_solutions()
    try:
        assert "def plus_petit" not in lesson.ex3.solution().text
    finally:
        hide_solutions(False)
    assert "def plus_petit" in lesson.ex3.solution().text


@given(st.lists(st.integers(1, 18), min_size=0, max_size=12, unique=True))
def test_gap_positions_agree_with_the_engine(values):
    row = sorted(values)
    assert gaag_1.gap_positions(row) == gaag_1.engine_gap_positions(row)


@given(st.lists(st.integers(1, 18), min_size=1, max_size=10), st.integers(1, 18))
def test_reference_loops_agree_with_the_builtins(zs, z):
    assert gaag_1.smallest(zs) == min(zs) and gaag_1.largest(zs) == max(zs)
    row = sorted(zs)
    assert gaag_1.insert_sorted(row, z) == sorted([*row, z])


def test_the_two_notebooks_have_the_same_cells():
    fr = json.loads((ROOT / "lessons/fr/11-gaag.ipynb").read_text(encoding="utf-8"))
    en = json.loads((ROOT / "lessons/en/11-gaag.ipynb").read_text(encoding="utf-8"))
    assert [c["cell_type"] for c in fr["cells"]] == [c["cell_type"] for c in en["cells"]]
    for nb in (fr, en):
        assert set(nb["metadata"]) == {"kernelspec", "language_info"}
        for cell in nb["cells"]:
            assert cell.get("id")
            if cell["cell_type"] == "code":
                assert cell["outputs"] == [] and cell["execution_count"] is None
    codes = [(a["source"], b["source"]) for a, b in zip(fr["cells"], en["cells"], strict=True)
             if a["cell_type"] == "code"]
    for a, b in codes:
        ids = re.findall(r"L\.(ex\d+)\.", "".join(a))
        assert ids == re.findall(r"L\.(ex\d+)\.", "".join(b))
        assert ('ak.lesson("gaag", 1)' in "".join(a)) == ('ak.lesson("gaag", 1)' in "".join(b))
