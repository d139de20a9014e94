"""Lessons 5 to 8 of Alg(un)o: references pass, wrong answers get specific feedback."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.alguno import Game
from algunokit.exercises import ConditionExercise
from algunokit.lessons import alguno_7, alguno_8

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = {
    0: ("fr/00-guide-enseignant.ipynb", "en/00-teacher-guide.ipynb"),
    5: ("fr/05-comparaisons.ipynb", "en/05-comparisons.ipynb"),
    6: ("fr/06-et-ou.ipynb", "en/06-and-or.ipynb"),
    7: ("fr/07-partie.ipynb", "en/07-a-whole-game.ipynb"),
    8: ("fr/08-strategie.ipynb", "en/08-strategy.ipynb"),
}


def reference(exercise, language):
    if isinstance(exercise, ConditionExercise) and language == "en":
        return exercise.reference_en
    return exercise.solution_answer


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("number", [5, 6, 7, 8])
def test_every_reference_passes_and_an_ellipsis_is_answered_politely(number, language):
    lesson = ak.lesson("alguno", number, language)
    assert len(lesson.exercises) >= 2
    for name, exercise in lesson.exercises.items():
        assert name.startswith("ex")
        assert exercise.check(reference(exercise, language)).ok, (number, name)
        placeholder = exercise.check(...)
        assert not placeholder.ok and placeholder.message
        assert exercise.prompt() and exercise.hint().text
        assert str(exercise.solution())


def test_english_references_are_accepted_in_french_too():
    lesson = ak.lesson("alguno", 6, "fr")
    assert lesson.ex1.check(lesson.ex1.reference_en).ok


# --------------------------------------------------------------------------- lesson 5


def test_lesson5_boundary_mistake_shows_a_hand_with_exactly_three_hearts():
    feedback = ak.lesson("alguno", 5, "en").ex3.check("number_of_hearts() > 3")
    assert not feedback.ok
    assert "(3 card(s))" in feedback.message and "should be true" in feedback.message


def test_lesson5_boundary_choice():
    ex1 = ak.lesson("alguno", 5, "fr").ex1
    assert ex1.check("VRAI").ok and ex1.check(True).ok
    assert not ex1.check("faux").ok
    assert "vrai" in ex1.check("peut-être").message


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("answer", ["faux", "false", False, " FAUX "])
def test_lesson5_a_wrong_yes_no_answer_does_not_give_the_answer_away(language, answer):
    feedback = ak.lesson("alguno", 5, language).ex1.check(answer)
    assert not feedback.ok
    said = " ".join((feedback.message, *feedback.details)).lower()
    # "it is not 'false'" would be the answer: neither word is said
    assert not re.search(r"\b(vrai|faux|true|false)\b", said), said
    assert "♦" in said  # it sends the student back to counting the diamonds


def test_lesson5_the_boundary_mistake_is_explained():
    feedback = ak.lesson("alguno", 5, "en").ex2.check(2)
    assert not feedback.ok and "2 > 2" in feedback.details[0]


@pytest.mark.parametrize("answer", ["nombre_de_carreaux() <= 3", "carreaux() <= 3",
                                    "3 >= nombre_de_carreaux()"])
def test_lesson5_without_or_equal_refuses_le_and_ge(answer):
    feedback = ak.lesson("alguno", 5, "fr").ex4.check(answer)
    assert not feedback.ok and "Scratch" in feedback.message


def test_lesson5_without_or_equal_accepts_both_scratch_ways_and_checks_values():
    ex4 = ak.lesson("alguno", 5, "en").ex4
    assert ex4.check("not number_of_diamonds() > 3").ok
    assert ex4.check("diamonds() < 4").ok
    wrong = ex4.check("number_of_diamonds() < 3")
    assert not wrong.ok and "(3 card(s))" in wrong.message
    assert "cannot be read" in ex4.check("number_of_diamonds( < 4").message


# --------------------------------------------------------------------------- lesson 6


def test_lesson6_and_or_mixed_up_is_caught():
    feedback = ak.lesson("alguno", 6, "en").ex1.check(
        "number_of_hearts() >= 2 or number_of_spades() == 0")
    assert not feedback.ok and "no card" in feedback.message


def test_lesson6_opposite_accepts_de_morgan_and_refuses_a_misplaced_not():
    ex3 = ak.lesson("alguno", 6, "fr").ex3
    assert ex3.check("est_impair(cartes()) or trefles() == 0").ok
    assert not ex3.check("not est_pair(cartes()) and trefles() >= 1").ok


def test_lesson6_truth_table_names_the_wrong_line_and_its_tests_not_their_values():
    ex4 = ak.lesson("alguno", 6, "en").ex4
    assert ex4.solution_answer == [False, True, True, True]
    assert ex4.check(["false", "true", "TRUE", True]).ok
    feedback = ex4.check([False, True, False, True])
    assert not feedback.ok and feedback.message.startswith("Line 3 (hand J♣ 3♦ 7♠)")
    assert "exactly 4 hearts?" in feedback.message and "2 spades or fewer?" in feedback.message
    said = " ".join((feedback.message, *feedback.details))
    assert "→" not in said and "true" not in said.lower()  # the values would be the answer
    assert "4 values" in ex4.check([True]).message
    assert "Line 2" in ex4.check([False, "maybe", True, True]).message
    assert "list" in ex4.check("True").message
    assert "..." in ex4.check(...).message  # the placeholder, not "you gave Ellipsis"


def test_lesson6_truth_table_speaks_french_words():
    ex4 = ak.lesson("alguno", 6, "fr").ex4
    shown = str(ex4.solution())
    assert '["faux", "vrai", "vrai", "vrai"]' in shown and "True" not in shown
    assert ex4.check(["faux", "vrai", "vrai", "vrai"]).ok
    assert '"vrai"' in ex4.prompt() and "True" not in ex4.prompt()


def test_lesson6_reminds_how_to_write_even():
    lesson = ak.lesson("alguno", 6, "fr")
    assert "est_pair(" in str(lesson.ex3.hint())
    text = (ROOT / "lessons" / NOTEBOOKS[6][0]).read_text(encoding="utf-8")
    assert "Rappel (leçon 2)" in text and "est_pair(nombre_de_cartes())" in text


@pytest.mark.parametrize("index", [0, 1])
def test_lessons_5_and_6_print_no_python_true_false_where_the_text_says_words(index):
    """The truth tables print vrai / faux (true / false), never Python's True / False."""
    from notebook_runner import run_as_shipped

    for number in (5, 6):
        _, printed = run_as_shipped(ROOT / "lessons" / NOTEBOOKS[number][index])
        assert "True" not in printed and "False" not in printed, (number, printed)
        if number == 6:
            assert ("vrai", "true")[index] in printed


# --------------------------------------------------------------------------- lesson 7


def test_lesson7_answers_come_from_the_engine():
    lesson = ak.lesson("alguno", 7, "en")
    assert lesson.ex1.answer == 3 and lesson.ex2.answer == 3  # order 2 → 1 → 5 → 4 → 3
    game = alguno_7.demo_game()
    assert game.is_over
    assert lesson.ex3.answer == alguno_7.true_tests_in_turn(game, 1)
    assert lesson.ex4.answer == next(r for r, seat, _ in game.podium() if seat == 3)
    too_small = lesson.ex4.check(lesson.ex4.answer - 1)
    assert not too_small.ok and "too small" in too_small.message
    assert not lesson.ex5.check("true").ok


def test_lesson7_log_count_matches_the_log_text():
    game = alguno_7.demo_game()
    text = game.log_text("fr").split("Tour 2 :")[0]
    assert text.count("la condition est vraie") == alguno_7.true_tests_in_turn(game, 1)


@pytest.mark.parametrize("index", [0, 1])
def test_lesson7_notebooks_play_the_module_demo_game(index):
    source = "\n".join("".join(cell["source"]) for cell in json.loads(
        (ROOT / "lessons" / NOTEBOOKS[7][index]).read_text(encoding="utf-8"))["cells"])
    demo = alguno_7.DEMO
    assert (f"alguno.Game(n_players={demo['n_players']}, levels={demo['levels']}, "
            f"seed={demo['seed']}, first_author={demo['first_author']})") in source
    bots = ", ".join(f'"{b}"' for b in alguno_7.DEMO_BOTS)
    assert f"alguno.bots({bots}, seed={alguno_7.DEMO_BOTS_SEED})" in source


# --------------------------------------------------------------------------- lesson 8


def first_option(view, decision):
    return decision.options[0]


def test_lesson8_build_count_is_the_number_of_options():
    ex1 = ak.lesson("alguno", 8, "en").ex1
    assert ex1.answer == 12 == len(Game(4, (1, 2), seed=5).build_options())


def test_lesson8_legal_check_sees_every_kind_of_decision():
    feedback = ak.lesson("alguno", 8, "en").ex2.check(first_option)
    assert feedback.ok
    for kind in ("build", "discard", "give", "choose the neighbour"):
        assert kind in feedback.message


def test_lesson8_a_text_instead_of_an_option_is_named():
    def left_as_text(view, decision):
        return "left" if decision.kind.value == "neighbour" else decision.options[0]

    feedback = ak.lesson("alguno", 8, "en").ex2.check(left_as_text)
    assert not feedback.ok
    assert "decision 'choose the neighbour'" in feedback.message
    assert "answered 'left'" in feedback.message and "Allowed answers: left, right" in \
        feedback.message
    assert feedback.details  # the engine's own refusal


def test_lesson8_missing_return_and_errors_are_explained():
    ex2 = ak.lesson("alguno", 8, "fr").ex2

    def no_return(vue, decision):
        if decision.kind.value == "build":
            return decision.options[0]
        return None

    def crashes(vue, decision):
        return decision.options[7]

    assert "return" in ex2.check(no_return).message
    crashed = ex2.check(crashes)
    assert "IndexError" in crashed.message and "Partie 1" in crashed.message
    assert "fonction" in ex2.check("strategie").message


def test_lesson8_challenge_needs_to_beat_random():
    ex3 = ak.lesson("alguno", 8, "en").ex3
    assert not ex3.check(first_option).ok
    assert ex3.check(alguno_8.reference_strategy).ok


@pytest.mark.parametrize(("language", "source"), [("fr", alguno_8.REFERENCE_FR),
                                                  ("en", alguno_8.REFERENCE_EN)])
def test_lesson8_shown_solution_is_the_reference(language, source):
    names: dict = {}
    exec(source, names)  # the solution a student would paste
    function = names["strategie" if language == "fr" else "strategy"]
    lesson = ak.lesson("alguno", 8, language)
    assert lesson.ex2.solution_text(language) == source
    game = Game(4, (1, 2), seed=9)
    while (decision := game.decision) is not None:
        view = game.view(decision.player)
        assert function(view, decision) == alguno_8.reference_strategy(view, decision)
        game.choose(decision.options[0])


def test_tournament_is_seeded_and_reports_every_game():
    seen = []
    result = alguno_8.tournament(first_option, 8, on_game=seen.append, language="en")
    assert seen == list(range(1, 9))
    assert result == alguno_8.tournament(first_option, 8, language="en")
    assert result.names == ("you", "greedy", "random", "random (2)")
    assert sum(result.wins) >= result.games - result.unfinished  # each finished game has a winner
    assert all(0 <= w <= 8 for w in result.wins)
    assert "Tournament of 8 games" in result.describe("en")
    assert "Bar chart" in result.chart("en").description


def test_tournament_stops_on_a_forbidden_answer():
    with pytest.raises(alguno_8.StrategyFailed) as caught:
        alguno_8.tournament(lambda view, decision: "nonsense", 3)
    assert "nonsense" in caught.value.message("en")


# --------------------------------------------------------------------------- notebooks


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_notebooks_have_the_same_cells_in_both_languages(number):
    fr, en = (json.loads((ROOT / "lessons" / p).read_text(encoding="utf-8"))
              for p in NOTEBOOKS[number])
    assert [c["cell_type"] for c in fr["cells"]] == [c["cell_type"] for c in en["cells"]]
    for nb in (fr, en):
        assert set(nb["metadata"]) == {"kernelspec", "language_info"}
        assert all(not c.get("outputs") and c.get("execution_count") is None
                   for c in nb["cells"] if c["cell_type"] == "code")
    calls = [[c["source"] for c in nb["cells"] if "L.ex" in "".join(c["source"])
              and c["cell_type"] == "code"] for nb in (fr, en)]
    assert len(calls[0]) == len(calls[1])
    if number:  # the first code cell sets the lesson up (after the title and level cells)
        setup = ["".join(next(c for c in nb["cells"] if c["cell_type"] == "code")["source"])
                 for nb in (fr, en)]
        assert f'ak.lesson("alguno", {number})' in setup[0]
        assert setup[0].replace('"fr"', '"en"') == setup[1]
