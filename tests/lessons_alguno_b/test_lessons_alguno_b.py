"""Lessons 5 to 8 of Alg(un)o: references pass, wrong answers get specific feedback."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.alguno import Game
from algunokit.errors import ConfigError
from algunokit.exercises.teacher import TeacherExercise
from algunokit.lessons import alguno_7, alguno_8, alguno_8_play

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = {
    0: ("fr/00-guide-enseignant.ipynb", "en/00-teacher-guide.ipynb"),
    5: ("fr/05-comparaisons.ipynb", "en/05-comparisons.ipynb"),
    6: ("fr/06-et-ou.ipynb", "en/06-and-or.ipynb"),
    7: ("fr/07-partie.ipynb", "en/07-a-whole-game.ipynb"),
    8: ("fr/08-strategie.ipynb", "en/08-strategy.ipynb"),
}


def reference(exercise, language):
    if isinstance(exercise, TeacherExercise):  # the teacher's API: the answer from the data
        return exercise.expected()
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


def test_english_words_are_accepted_in_french_too():
    lesson = ak.lesson("alguno", 6, "fr")
    assert lesson.ex1.check("number_of_hearts() >= 2 and number_of_spades() == 0").ok


# ---- lesson 5


def test_lesson5_boundary_mistake_shows_a_hand_with_exactly_three_hearts():
    feedback = ak.lesson("alguno", 5, "en").ex3.check("number_of_hearts() > 3")
    assert not feedback.ok
    assert "(3 cards)" in feedback.message and "should be true" in feedback.message


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


def test_lesson5_exercise_1_follows_the_hand_a_teacher_types():
    lesson = ak.lesson("alguno", 5, "fr")
    lesson.data["hand"] = "2D 5D 8D JD 3S"  # 4 diamonds, typed as codes
    assert lesson.ex1.expected() is False
    assert lesson.ex1.check("faux").ok and not lesson.ex1.check("vrai").ok
    shown = str(lesson.ex1.solution())
    assert "2♦ 5♦ 8♦ V♦, soit 4 carreaux" in shown and "4 > 3" in shown
    assert "est donc fausse" in shown
    lesson.data["hand"] = []
    assert lesson.ex1.check(True).ok
    shown = str(lesson.ex1.solution())
    assert "aucun, soit 0 carreau." in shown and "(s)" not in shown
    lesson.reset()
    assert lesson.ex1.expected() is True


def test_lesson5_the_boundary_mistake_is_explained():
    feedback = ak.lesson("alguno", 5, "en").ex2.check(2)
    assert not feedback.ok and "2 > 2" in feedback.message


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
    assert not wrong.ok and "(3 cards)" in wrong.message
    assert "cannot be read" in ex4.check("number_of_diamonds( < 4").message
    assert "<=" not in ex4.expected() and ex4.check(ex4.expected()).ok


# ---- lesson 6


def test_lesson6_and_or_mixed_up_is_caught():
    feedback = ak.lesson("alguno", 6, "en").ex1.check(
        "number_of_hearts() >= 2 or number_of_spades() == 0")
    assert not feedback.ok and "With an empty hand" in feedback.message


def test_lesson6_opposite_accepts_de_morgan_and_refuses_a_misplaced_not():
    ex3 = ak.lesson("alguno", 6, "fr").ex3
    assert ex3.check("est_impair(cartes()) or trefles() == 0").ok
    assert not ex3.check("not est_pair(cartes()) and trefles() >= 1").ok


def test_lesson6_truth_table_names_the_wrong_line_and_its_tests_not_their_values():
    ex4 = ak.lesson("alguno", 6, "en").ex4
    assert ex4.expected() == ["false", "true", "true", "true"]
    assert ex4.check(["false", "true", "TRUE", True]).ok
    assert ex4.check(["faux", "vrai", "vrai", "vrai"]).ok  # the other language's words too
    feedback = ex4.check([False, True, False, True])
    assert not feedback.ok and feedback.message.startswith("Line 3 — 3 cards (J♣ 3♦ 7♠)")
    assert feedback.picture  # the hand is drawn as cards
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
    wrong = ex4.check([False, 3, True, True]).message
    assert 'ni "vrai" ni "faux"' in wrong and "True" not in wrong


def test_lesson6_truth_table_follows_the_data_a_teacher_sets():
    lesson = ak.lesson("alguno", 6, "fr")
    lesson.data["sheet_condition"] = "clubs = 0 and cards odd"
    lesson.data["exercise_hands"] = ["3H", [], "2C 5D 7H"]
    assert lesson.ex4.expected() == ["vrai", "faux", "faux"]
    assert lesson.ex4.check([True, False, False]).ok
    feedback = lesson.ex4.check([True, True, False])
    assert "Ligne 2 — aucune carte" in feedback.message
    assert "3 valeurs" in lesson.ex4.check([True, True, False, False]).message
    assert "exactement 0 trèfle ? nombre impair de cartes ?" in feedback.message
    with pytest.raises(ConfigError) as caught:
        lesson.data["sheet_condition"] = "hearts = 2"  # one test: nothing to join
    assert "deux tests reliés" in caught.value.message("fr")
    with pytest.raises(ConfigError):
        lesson.data["test_a"] = "hearts = 2 or spades = 1"
    with pytest.raises(ConfigError):
        lesson.data["exercise_hands"] = []
    assert lesson.ex4.expected() == ["vrai", "faux", "faux"]  # unchanged


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


# ---- lesson 7


def test_lesson7_answers_come_from_the_engine():
    lesson = ak.lesson("alguno", 7, "en")
    assert lesson.ex1.expected() == 3 and lesson.ex2.expected() == 3  # 2 → 1 → 5 → 4 → 3
    game = alguno_7.demo_game(lesson.data["seed"])
    assert game.is_over
    assert lesson.ex3.expected() == alguno_7.true_tests_in_turn(game, 1)
    assert lesson.ex4.expected() == next(r for r, seat, _ in game.podium() if seat == 3)
    assert not lesson.ex5.check("true").ok


def test_lesson7_answers_follow_the_seed_a_teacher_sets():
    lesson = ak.lesson("alguno", 7, "fr")
    answers = {}
    for seed in range(12):
        lesson.data["seed"] = seed
        game = alguno_7.demo_game(seed)
        answers[seed] = (lesson.ex3.expected(), lesson.ex4.expected())
        assert answers[seed] == (alguno_7.true_tests_in_turn(game, 1),
                                 alguno_7.rank_of(game, 3))
        assert lesson.ex4.check(lesson.ex4.expected()).ok
    assert len(set(answers.values())) > 1  # the answers do follow the seed


def test_lesson7_a_rank_is_better_or_worse_and_a_seat_is_named():
    lesson = ak.lesson("alguno", 7, "fr")
    rank = lesson.ex4.expected()  # Dany is 4th with the shipped seed
    better = lesson.ex4.check(rank - 1)
    assert not better.ok and "meilleur que celui de Dany" in better.message
    assert "trop" not in better.message
    assert "Emma (place 5) exécute en position 3 sur 5" in lesson.ex1.check(5).message
    right = ak.lesson("alguno", 7, "en").ex2.check(1)
    assert "Alice (seat 1) is Bilal's RIGHT neighbour" in right.message


def test_lesson7_the_explanation_names_who_found_it_true_or_says_nobody():
    lesson = ak.lesson("alguno", 7, "en")
    assert "true for 1 player: Alice." in str(lesson.ex3.solution())
    nobody = next(seed for seed in range(100)
                  if alguno_7.true_tests_in_turn(alguno_7.demo_game(seed), 1) == 0)
    lesson.data["seed"] = nobody
    shown = str(lesson.ex3.solution())
    assert lesson.ex3.expected() == 0 and "true for nobody" in shown and "0 player" not in shown


def test_lesson7_counting_every_test_is_met_with_its_slip():
    lesson = ak.lesson("alguno", 7, "en")
    tested = sum(1 for kind, _ in alguno_7._turn_log(alguno_7.demo_game(7), 1)
                 if kind == "test")
    feedback = lesson.ex3.check(tested)
    assert not feedback.ok and "only those for whom it is TRUE" in feedback.message


def test_lesson7_log_count_matches_the_log_text():
    game = alguno_7.demo_game(7)
    text = game.log_text("fr").split("Tour 2 :")[0]
    assert text.count("la condition est vraie") == alguno_7.true_tests_in_turn(game, 1)


@pytest.mark.parametrize("index", [0, 1])
def test_lesson7_notebooks_play_the_module_demo_game(index):
    source = "\n".join("".join(cell["source"]) for cell in json.loads(
        (ROOT / "lessons" / NOTEBOOKS[7][index]).read_text(encoding="utf-8"))["cells"])
    demo = alguno_7.DEMO
    assert (f"alguno.Game(n_players={demo['n_players']}, levels={demo['levels']}, "
            f"seed=L.data[\"seed\"], first_author={demo['first_author']})") in source
    bots = ", ".join(f'"{b}"' for b in alguno_7.DEMO_BOTS)
    assert f"alguno.bots({bots}, seed={alguno_7.DEMO_BOTS_SEED})" in source


# ---- lesson 8


def first_option(view, decision):
    return decision.options[0]


def best_build(view, decision):
    """Builds with the best option, then answers the first option (legal everywhere)."""
    if decision.type == "build":
        return alguno_8.best_option(view, decision)
    return decision.options[0]


STARTING = {"fr": """def strategie(vue, decision):
    if decision.type == "construire":
        return decision.options[0]
    if decision.type == "voisin":
        return decision.options[0]
    return decision.options[0]
""", "en": """def strategy(view, decision):
    return decision.options[0]
"""}


def test_lesson8_build_count_is_the_number_of_options():
    ex1 = ak.lesson("alguno", 8, "en").ex1
    assert ex1.expected() == 12 == len(Game(4, (1, 2), seed=5).build_options())


def test_lesson8_student_objects_have_french_and_english_names():
    game, view, decision = alguno_8.example(language="fr")
    assert decision.type == "construire" and decision.type == "build"
    assert decision.type != "voisin" and str(decision.type) == "construire"
    assert view.moi == view.me == decision.player
    assert view.ma_main == view.my_hand == game.hands[view.moi]
    assert view.voisin_gauche == view.left_neighbour == view.neighbour("left")
    assert view.voisin_droite == view.right_neighbour == (view.moi - 1) % 4
    option = decision.options[0]
    assert view.cartes_apres(option) == view.cards_after(option) == len(
        view.imagine(option)[view.moi])
    assert decision.kind.value == "build"  # the engine's names still work


def test_lesson8_decision_words_need_no_accent():
    from algunokit.alguno.moves import DecisionKind
    from algunokit.protocol import Decision

    discard = alguno_8.StudentDecision(Decision(0, DecisionKind.DISCARD, ()), "fr")
    assert str(discard.type) == "defausser"  # like defausser(1): no accent to type
    assert discard.type == "défausser" == discard.type == "Defausser"
    assert discard.type == "discard" and discard.type != "donner"
    assert alguno_8.StudentDecision(Decision(0, DecisionKind.NEIGHBOUR, ()), "en").type \
        == "voisin"


def test_lesson8_best_by_eye_accepts_every_tie_and_names_the_count():
    ex2 = ak.lesson("alguno", 8, "en").ex2
    counts = alguno_8.example_counts()
    best = [i for i, n in enumerate(counts) if n == min(counts)]
    assert len(best) >= 2  # the example has a tie: any of them is right
    assert all(ex2.check(i).ok for i in best)
    worse = next(i for i, n in enumerate(counts) if n > min(counts))
    feedback = ex2.check(worse)
    assert not feedback.ok and f"leaves you {counts[worse]} card" in feedback.message
    assert "0 to 11" in ex2.check(12).message
    assert "without quotes" in ex2.check(str(best[0])).message


def test_lesson8_best_by_eye_follows_the_example_seed():
    lesson = ak.lesson("alguno", 8, "fr")
    seen = set()
    for seed in range(8):
        lesson.data["example_seed"] = seed
        counts = alguno_8.example_counts(seed)
        best = tuple(i for i, n in enumerate(counts) if n == min(counts))
        assert lesson.ex2.expected() == best[0] and lesson.ex2.check(best[-1]).ok
        shown = str(lesson.ex2.solution())
        assert f"{min(counts)} carte" in shown and "(s)" not in shown
        seen.add(best)
    assert len(seen) > 1


def test_lesson8_compare_two_shows_the_turn_and_both_counts():
    ex3 = ak.lesson("alguno", 8, "en").ex3
    assert ex3.check(alguno_8.best_of_two).ok
    feedback = ex3.check(lambda view, a, b: a)
    assert not feedback.ok and feedback.message.startswith("Turn ")
    assert "returned a" in feedback.message
    assert "must return a or b" in ex3.check(lambda view, a, b: "a").message
    crashed = ex3.check(lambda view, a, b: view.nothing)
    assert not crashed.ok and "stops with an error" in crashed.message
    assert "Traceback" not in crashed.message


def test_lesson8_the_loop_without_its_body_is_caught():
    ex4 = ak.lesson("alguno", 8, "fr").ex4

    def meilleure_option(vue, decision):
        meilleure = decision.options[0]
        for _option in decision.options:
            ...
        return meilleure

    def returns_inside_the_loop(vue, decision):
        for option in decision.options:
            return option
        return None

    for student in (meilleure_option, returns_inside_the_loop):
        feedback = ex4.check(student)
        assert not feedback.ok and "parmi 12 options" in feedback.message
    assert ex4.check(alguno_8.best_option).ok


def test_lesson8_function_exercises_follow_the_seeds_a_teacher_sets():
    lesson = ak.lesson("alguno", 8, "en")
    lesson.data["case_seeds"] = (40, 41)
    cases = alguno_8._build_cases((40, 41), 3, "en")
    assert cases and all(turn >= 1 for turn, _, _ in cases)
    assert lesson.ex4.check(alguno_8.best_option).message.startswith(
        f"Well done! In {len(cases)} decisions")
    with pytest.raises(ConfigError) as caught:
        lesson.data["case_seeds"] = (1, 1)
    assert "different seeds" in caught.value.message("en")
    assert lesson.data["case_seeds"] == (40, 41)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_lesson8_the_strategy_plays_against_the_robots(language):
    ex5 = ak.lesson("alguno", 8, language).ex5
    assert ex5.check(ex5.expected()).ok  # the model strategy, as a student pastes it
    starting = ex5.check(STARTING[language])
    assert not starting.ok and "30" in starting.message and "%" in starting.message
    broken = ex5.check(STARTING[language].replace("decision.options[0]", '"nonsense"'))
    assert not broken.ok and "Traceback" not in broken.message


def test_lesson8_dangerous_options_are_checked_both_ways():
    ex6 = ak.lesson("alguno", 8, "en").ex6
    assert len(ex6.current_cases()) >= 5
    assert ex6.check(alguno_8.dangerous).ok
    never = ex6.check(lambda view, option: False)
    assert not never.ok and "the option is dangerous" in never.message
    always = ex6.check(lambda view, option: True)
    assert not always.ok and "not dangerous" in always.message
    assert "True or False" in ex6.check(lambda view, option: "yes").message


@pytest.mark.parametrize("language", ["fr", "en"])
def test_lesson8_every_shown_solution_passes_when_pasted(language):
    lesson = ak.lesson("alguno", 8, language)
    names: dict = {}
    for ex in ("ex3", "ex4", "ex6"):
        exec(alguno_8.SOURCES[ex][language], names)  # the cell a student would paste
        function = names[alguno_8.SOURCES[ex][language].split("(")[0].removeprefix("def ")]
        assert lesson.exercises[ex].check(function).ok, (language, ex)
        assert alguno_8.SOURCES[ex][language] in lesson.exercises[ex].solution_text(language)
    assert alguno_8.SOURCES["ex5"][language] in lesson.ex5.solution_text(language)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_lesson8_no_solution_answers_the_next_exercise(language):
    """Issue 20: ex2's solution() used to print ex3's answer. Each function a solution
    defines must not pass the next exercise."""
    lesson = ak.lesson("alguno", 8, language)
    for ex, following in (("ex3", "ex4"), ("ex5", "ex6")):
        names: dict = {}
        if ex == "ex5":  # the strategy calls the function of exercise 4
            exec(alguno_8.SOURCES["ex4"][language], names)
        exec(alguno_8.SOURCES[ex][language], names)
        for value in [v for k, v in names.items() if callable(v) and not k.startswith("__")]:
            assert not lesson.exercises[following].check(value).ok, (ex, following, value)


@pytest.mark.parametrize(("language", "source"), [("fr", alguno_8.REFERENCE_FR),
                                                  ("en", alguno_8.REFERENCE_EN)])
def test_lesson8_shown_strategy_is_the_reference(language, source):
    names: dict = {}
    exec(source, names)  # the solutions a student would paste
    function = names["strategie" if language == "fr" else "strategy"]
    game = Game(4, (1, 2), seed=9)
    while (decision := game.decision) is not None:
        view = alguno_8.StudentView(game.view(decision.player))
        asked = alguno_8.StudentDecision(decision, language)
        assert function(view, asked) == alguno_8.reference_strategy(view, asked)
        game.choose(decision.options[0])


def test_lesson8_avoiding_a_win_given_away_still_counts_as_keeping_the_best():
    """After exercise 6 the lesson says: keep the best option that is not dangerous. The
    check of exercise 4 must still accept that improved function."""
    lesson = ak.lesson("alguno", 8, "en")

    def safe_best(view, decision):
        best = None
        for option in decision.options:
            if alguno_8.dangerous(view, option):
                continue
            if best is None or view.cards_after(option) < view.cards_after(best):
                best = option
        return best if best is not None else alguno_8.best_option(view, decision)

    assert lesson.ex4.check(safe_best).ok
    # and the danger really happens in the checked positions, so this is not vacuous
    cases = lesson.ex6.current_cases()
    assert any(safe_best(view, d) != alguno_8.best_option(view, d) for _, view, d in cases)


def test_lesson8_comparison_with_greedy_says_why():
    text = str(alguno_8.compare_with_greedy(first_option, language="en"))
    assert text.startswith("Turn ") and "Your choice:" in text and "The greedy bot:" in text
    assert "Why?" in text
    assert "leaves you fewer" in text  # the first option is worse for you than greedy's
    stopped = str(alguno_8.compare_with_greedy(lambda view, decision: ..., language="en"))
    assert "'...'" in stopped


def test_lesson8_reasons_cover_a_win_given_away():
    ex6 = ak.lesson("alguno", 8, "en").ex6
    _, view, decision = next(case for case in ex6.current_cases() if any(
        not alguno_8.others_out(case[1], o) for o in case[2].options))
    given = next(o for o in decision.options if alguno_8.others_out(view, o))
    safe = next(o for o in decision.options if not alguno_8.others_out(view, o))
    if view.cards_after(given) > 0:
        assert alguno_8_play._reason(view, given, safe) == "someone_wins"


def test_tournament_is_seeded_and_reports_every_game():
    from algunokit.tournaments.results import TournamentResult

    seen = []
    result = alguno_8.tournament(first_option, 8, on_game=seen.append, language="en")
    assert seen == list(range(1, 9))
    assert result == alguno_8.tournament(first_option, 8, language="en")
    assert isinstance(result, TournamentResult)  # the kit's one result type
    assert alguno_8.contestant_names(("greedy", "random", "random"), "fr") == (
        "toi", "glouton", "au hasard", "au hasard (2)")
    wins = [entry.wins for entry in result.entries]
    assert sum(wins) >= result.games - result.unfinished  # each finished game has a winner
    assert all(0 <= w <= 8 for w in wins)
    assert result.entries[0].seat_games == [2, 2, 2, 2]  # the student changes seat
    assert not result.entries[0].problem and not result.entries[0].faults
    text = result.describe("en")
    assert "Tournament of 8 games" in text and "  you: " in text and "random (2)" in text
    assert "Bar chart" in result.chart("en").description


def _nonsense(view, decision):
    return "nonsense"


def test_a_forbidden_answer_is_a_fault_in_the_class_tournaments_words():
    result = alguno_8.lesson_tournament(_nonsense, 3, language="en")
    me = result.entries[0]
    assert me.disqualified and {f.kind for f in me.faults} == {"illegal"}
    text = result.describe("en")
    assert "you: — (disqualified" in text and 'the text "nonsense"' in text
    assert "Traceback" not in text
    assert result.chart("en").description  # the chart cell still runs
    assert "disqualifiée à la partie" in result.describe("fr")


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
