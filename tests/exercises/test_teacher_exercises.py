"""The teacher's API (issue 14): number, choice, condition, program, strategy.

For every kind: the expected answer passes, perturbed answers fail with feedback that
fits the question, in French and in English; data read at check time; bad
declarations get a clear message.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pytest

from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.notation import parse_condition
from algunokit.code import from_python
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises import (
    choice,
    condition,
    hide_solutions,
    number,
    program,
    strategy,
)
from algunokit.exercises.teacher import cards_text, small_hands, strategy_source
from algunokit.i18n import language

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

BOTH = {"fr": "Combien de cœurs ?", "en": "How many hearts?"}
LANGS = ("fr", "en")


def made(ex, lang):
    ex.language = lang
    return ex


# --- number ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_number_expected_passes_and_perturbed_fail(lang):
    ex = made(number(BOTH, 3, hints=["Compte les cœurs, rouges."]), lang)
    assert ex.expected() == 3
    assert ex.check(ex.expected())
    assert ex.check(3.0)  # a whole number typed with a point is still that number
    for wrong in (2, 4, 0, -3, True, None, [3], "trois"):
        feedback = ex.check(wrong)
        assert not feedback, wrong
        assert feedback.message


@pytest.mark.parametrize(("lang", "words"), [("fr", "sans guillemets"),
                                              ("en", "without quotes")])
def test_a_quoted_number_is_named_kindly(lang, words):
    ex = made(number("?", 3), lang)
    for typed in ("3", " 3 ", "4"):
        feedback = ex.check(typed)
        assert not feedback
        assert words in feedback.message
    assert "3" in ex.check(" 3 ").message


def test_too_small_too_big_and_decimal_comma_in_french():
    ex = made(number("?", 5), "fr")
    assert "trop peu" in ex.check(4).message
    assert "trop" in ex.check(6).message
    assert "4,5" in ex.check(4.5).message
    assert "vrai" in ex.check(True).message and "True" not in ex.check(True).message
    assert "4.5" in made(number("?", 5), "en").check(4.5).message


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("fr", [3], "la liste [3]"), ("en", [3], "the list [3]"),
    ("fr", "trois", "le texte « trois »"), ("en", None, "nothing (None)"),
    ("fr", {"n": 3}, "un objet de type dict")])
def test_an_answer_that_is_no_number_is_named_as_a_student_reads_it(lang, typed, said):
    message = made(number("?", 3), lang).check(typed).message
    assert said in message
    assert "'" not in message and "[3]" not in message.replace("la liste [3]", "").replace(
        "the list [3]", "")


def test_number_answer_is_read_at_check_time():
    data = {"hand": cards_from_codes(["3H", "KH", "8S"])}
    ex = made(number("?", lambda: sum(c.suit is not None and c.suit.name == "HEARTS"
                                      for c in data["hand"])), "fr")
    assert ex.expected() == 2 and ex.check(2)
    data["hand"] = cards_from_codes(["3H", "KH", "8S", "AH"])
    assert ex.expected() == 3 and ex.check(3) and not ex.check(2)


def test_one_language_or_plain_text_and_plain_sentence_hints():
    plain = made(number("Combien ?", 1, hints=["Première idée.", "Seconde idée."]), "en")
    assert plain.prompt() == "Combien ?"  # one plain string serves every language
    assert "Première idée." in str(plain.hint())
    assert "2/2" in str(plain.hint()) and "Seconde idée." in str(plain.hint())
    both = made(number(BOTH, 1, hints=[{"fr": "Compte.", "en": "Count."}]), "en")
    assert both.prompt() == "How many hearts?" and "Count." in str(both.hint())
    assert made(number("?", 1), "fr").hint().text  # no hint: says so, never empty


def test_explanation_follows_the_data_and_solutions_can_be_hidden():
    data = {"n": 2}
    ex = made(number("?", lambda: data["n"],
                     explanation=lambda: {"fr": f"Il y en a {data['n']}.",
                                          "en": f"There are {data['n']}."}), "fr")
    assert "Il y en a 2." in str(ex.solution())
    data["n"] = 7
    assert "7" in str(ex.solution()) and ex.check(7)
    hide_solutions()
    try:
        assert "7" not in str(ex.solution())
    finally:
        hide_solutions(False)


@pytest.mark.parametrize("bad", [
    lambda: number(3, 3),
    lambda: number({"de": "Wie viele?"}, 3),
    lambda: number("?", 3, hints="x" and 5),
    lambda: number("?", 3, hints=["ok", 4]),
])
def test_bad_declarations_get_a_clear_message(bad):
    with pytest.raises(ConfigError) as info:
        bad()
    assert info.value.message("fr") and info.value.message("en")


def test_bad_answers_and_missing_language_are_named_at_check_time():
    with pytest.raises(ConfigError):
        number("?", "3").expected()
    with pytest.raises(ConfigError):
        made(number({"fr": "Combien ?"}, 3), "en").prompt()
    broken = number("?", lambda: 1 // 0)
    with pytest.raises(ConfigError) as info:
        broken.expected()
    assert "ligne" in info.value.message("fr") and "answer" in info.value.message("fr")


# --- choice ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_true_false_words_only_in_the_current_language(lang):
    ex = made(choice("?", True, [True, False]), lang)
    yes, no = {"fr": ("vrai", "faux"), "en": ("true", "false")}[lang]
    assert ex.check(True) and ex.check(yes) and ex.check(yes.upper())
    assert not ex.check(False) and not ex.check(no)
    refused = ex.check("peut-être").message
    assert yes in refused and no in refused
    other = {"fr": ("true", "false"), "en": ("vrai", "faux")}[lang]
    assert not any(re.search(rf"\b{w}\b", refused) for w in other)
    assert ex.solution().text.splitlines()[-1] == yes


@pytest.mark.parametrize("lang", LANGS)
def test_choice_among_texts_and_numbers(lang):
    robots = [{"fr": "glouton", "en": "greedy"}, {"fr": "au hasard", "en": "random"}]
    ex = made(choice("?", robots[0], robots), lang)
    mine = robots[0][lang]
    assert ex.check(mine) and not ex.check(robots[1][lang])
    assert mine in str(ex.solution())
    numbers = made(choice("?", 3, [1, 2, 3]), lang)
    assert numbers.check(3) and not numbers.check(2) and not numbers.check(True)
    quoted = numbers.check("3")
    assert not quoted and ("guillemets" in quoted.message or "quotes" in quoted.message)


def test_choice_answer_must_be_an_option():
    with pytest.raises(ConfigError):
        choice("?", 4, [1, 2, 3]).expected()
    with pytest.raises(ConfigError):
        choice("?", 1, [1])
    data = {"answer": 2}
    ex = made(choice("?", lambda: data["answer"], [1, 2, 3]), "fr")
    assert ex.check(2)
    data["answer"] = 3
    assert ex.check(3) and not ex.check(2)


# --- condition ------------------------------------------------------------------------


@pytest.mark.parametrize("reference", ["hearts = 3", "nombre_de_coeurs() == 3",
                                       "number_of_hearts() == 3",
                                       parse_condition("hearts = 3")])
@pytest.mark.parametrize("lang", LANGS)
def test_condition_expected_passes_perturbed_fail(reference, lang):
    ex = made(condition("?", reference), lang)
    assert ex.check(ex.expected())
    assert ex.expected() == {"fr": "nombre_de_coeurs() == 3",
                             "en": "number_of_hearts() == 3"}[lang]
    word = {"fr": "nombre_de_coeurs()", "en": "number_of_hearts()"}[lang]
    for perturbed in (f"{word} >= 3", f"{word} == 2", f"{word} != 3", f"{word} <= 3"):
        feedback = ex.check(perturbed)
        assert not feedback, perturbed
        assert "(s)" not in feedback.message
        assert re.search(r"\d+ (cartes?|cards?)\)|(main vide|empty hand)",
                         feedback.message), feedback.message


def test_condition_feedback_shows_the_hand_as_cards_with_the_right_plural():
    ex = made(condition("?", "cards = 1"), "fr")
    one = ex.check("nombre_de_cartes() >= 1").message
    assert "(2 cartes)" in one and "vraie" in one and "fausse" in one
    empty = ex.check("nombre_de_cartes() <= 1").message
    assert "main vide" in empty and "0 carte" not in empty
    en = made(condition("?", "cards = 2"), "en").check("number_of_cards() == 1").message
    assert "(1 card)" in en


def test_student_condition_is_read_never_run(tmp_path):
    target = tmp_path / "ran"
    ex = made(condition("?", "hearts = 3"), "fr")
    feedback = ex.check(f"open({str(target)!r}, 'w') == 3")
    assert not feedback and not target.exists()
    assert not ex.check(3) and not ex.check("nombre_de_coeurs( == 3")


def test_condition_hands_and_reference_are_read_at_check_time():
    hands = [cards_from_codes(["3H"]), cards_from_codes(["3H", "4H"])]
    data = {"ref": "hearts = 1"}
    ex = made(condition("?", lambda: data["ref"], hands=lambda: hands), "fr")
    assert ex.check("nombre_de_coeurs() == 1")
    assert ex.check("nombre_de_cartes() == 1")  # the same on these two hands only
    data["ref"] = "hearts = 2"
    assert not ex.check("nombre_de_coeurs() == 1")
    typed = condition("?", "hearts = 1", hands=[["3H"], ["3H", "4H"]])
    assert typed.current_hands() == hands  # card codes a teacher types are read as cards
    with pytest.raises(ConfigError):
        condition("?", "hearts = 1", hands=[[3]]).current_hands()
    with pytest.raises(ConfigError):
        condition("?", "hearts = 1", hands="3H").current_hands()
    with pytest.raises(AlgunokitError) as info:  # a wrong code names the accepted forms
        condition("?", "hearts = 1", hands=[["ZZ"]]).current_hands()
    assert "10S" in info.value.message("fr")
    with pytest.raises(ConfigError):
        condition("?", "pas une condition ===").expected()


def test_the_default_hands_hold_every_small_hand():
    hands = small_hands(2)
    assert len(hands) == 1 + 54 + 54 * 53 // 2
    ex = condition("?", "cards = 0")
    assert len(ex.current_hands()) > len(hands)


# --- program --------------------------------------------------------------------------

REFERENCE_FR = "if nombre_de_coeurs() >= 1:\n    piocher(1)\nelse:\n    defausser(1)\n"


@pytest.mark.parametrize("lang", LANGS)
def test_program_expected_passes_perturbed_fail(lang):
    ex = made(program("?", REFERENCE_FR), lang)
    assert ex.check(ex.expected())
    assert ex.check(from_python(REFERENCE_FR, "fr"))  # what a %%alternative cell gives
    perturbed = ex.expected().replace(">= 1", ">= 2")
    feedback = ex.check(perturbed)
    assert not feedback
    assert "(s)" not in feedback.message
    assert re.search(r"\d+ (cartes?|cards?) \(", feedback.message)
    assert not ex.check("x = 1") and not ex.check(...)


def test_program_empty_hand_is_said_in_words():
    ex = made(program("?", "if nombre_de_cartes() == 0:\n    piocher(1)\nelse:\n"
                           "    piocher(2)\n"), "fr")
    feedback = ex.check("if nombre_de_cartes() == 0:\n    piocher(2)\nelse:\n    piocher(2)\n")
    assert not feedback
    assert "Main de départ : aucune carte." in feedback.message  # issue 50: no « main vide »
    assert "Presque" not in feedback.message  # wrong on every hand: not « almost »
    assert "0 carte" not in feedback.message


def test_cards_text_plural():
    hand = cards_from_codes(["3H", "KH"])
    assert cards_text(hand, "fr") == "2 cartes (3♥ R♥)"
    assert cards_text(hand[:1], "en") == "1 card (3♥)"
    assert cards_text([], "en") == "no card"
    assert cards_text([], "fr") == "aucune carte"  # issue 50: not « une main vide »


# --- strategy -------------------------------------------------------------------------

FIRST_OPTION = "def ma_strategie(vue, decision):\n    return decision.options[0]\n"
SEUIL = 0


def _pick(decision):
    return decision.options[SEUIL]


def helper_strategy(view, decision):
    if not isinstance(decision.options, Sequence):  # no assert: pytest rewrites those
        return None
    return _pick(decision)


def test_strategy_source_gathers_helpers_and_values():
    source = strategy_source(helper_strategy)
    assert source is not None
    assert "SEUIL = 0" in source and "def _pick" in source
    assert "from collections.abc import Sequence as Sequence" in source
    assert source.rstrip().endswith("strategy = helper_strategy")
    assert strategy_source(print) is None


@pytest.mark.parametrize("lang", LANGS)
def test_strategy_is_played_apart_and_judged_on_its_wins(lang):
    easy = made(strategy("?", "alguno", opponents=["au hasard"], games=6, target=0.0), lang)
    assert easy.check(FIRST_OPTION)
    assert easy.expected() == 0.0
    hard = made(strategy("?", "alguno", opponents="random", games=6, target=1.0), lang)
    assert not hard.check(helper_strategy)
    crash = hard.check("def strategy(view, decision):\n    return 1 / 0\n")
    # in words and with the line, never Python's English
    assert not crash and {"fr": "divise par zéro", "en": "divides by zero"}[lang] in crash.message
    assert "ZeroDivisionError" not in crash.message and "(" in crash.message
    assert not hard.check(3) and not hard.check("def (:")
    assert {"fr": "« au hasard »", "en": "'random'"}[lang] in str(easy.solution())


@pytest.mark.parametrize("bad", [
    dict(opponents=["robot inconnu"], games=5, target=0.5),
    dict(opponents=["glouton"], games=0, target=0.5),
    dict(opponents=["glouton"], games=5, target=2),
])
def test_strategy_bad_settings(bad):
    with pytest.raises(ConfigError):
        strategy("?", "alguno", **bad)


def test_current_language_is_used_when_none_is_set():
    ex = number(BOTH, 1)
    with language("en"):
        assert ex.prompt() == "How many hearts?"
    with language("fr"):
        assert ex.prompt() == "Combien de cœurs ?"


def test_strategy_feedback_counts_games_with_real_plurals():
    ex = made(strategy("?", "alguno", opponents=["glouton"], games=3, target=0.0), "fr")
    message = ex.check(FIRST_OPTION).message
    assert re.search(r"gagne (0|1) partie sur|gagne \d+ parties sur", message), message
    assert not re.search(r"gagne [01] parties", message)


def test_feedback_draws_the_hand_where_answers_differ():
    wrong = made(condition("?", "hearts = 3"), "fr").check("nombre_de_coeurs() >= 3")
    assert wrong.picture.startswith("<svg") and wrong.picture in wrong._repr_html_()
    assert wrong.picture.count("♥") >= 4  # A♥ 2♥ 3♥ 4♥, drawn as cards
    empty = made(condition("?", "cards = 1"), "fr").check("nombre_de_cartes() <= 1")
    assert empty.picture == ""  # an empty hand is said in words, not drawn
    program_wrong = made(program("?", REFERENCE_FR), "en").check(
        REFERENCE_FR.replace(">= 1", ">= 2"))
    assert program_wrong.picture.startswith("<svg")
    assert made(number("?", 1), "fr").check(1).picture == ""


@pytest.mark.parametrize("lang", LANGS)
def test_solution_answer_passes_its_own_check_as_lessons_require(lang):
    kinds = [number(BOTH, 4), choice(BOTH, False, [True, False]),
             condition(BOTH, "cards odd"), program(BOTH, REFERENCE_FR)]
    for ex in kinds:
        made(ex, lang)
        assert ex.check(ex.solution_answer), ex
        assert ex.solution().text and ex.prompt() == BOTH[lang]


def test_a_lesson_module_can_declare_its_exercises_with_the_teacher_api():
    import types

    from algunokit.lessons import Lesson
    from algunokit.lessons.data import hand

    module = types.ModuleType("my_lesson")
    module.DATA = {"hand": cards_from_codes(["3H", "KH", "8S"])}
    module.READERS = {"hand": hand(max_cards=10)}
    module.exercises = lambda data: {
        "ex1": number(BOTH, lambda: len(data["hand"])),
        "ex2": condition(BOTH, "cards = 3", hands=lambda: [data["hand"]]),
    }
    lesson = Lesson(module, "en")
    assert lesson.ex1.prompt() == "How many hearts?" and lesson.ex1.check(3)
    lesson.data["hand"] = cards_from_codes(["3H"])
    assert lesson.ex1.check(1) and not lesson.ex1.check(3)
    assert not lesson.ex2.check("number_of_cards() == 1")
    assert module.DATA["hand"] == cards_from_codes(["3H", "KH", "8S"])  # the module's own


STRANGE_ANSWERS = [
    None, "--3", "٣", [], {}, [3], {"a": 1}, set(), 3 + 2j, float("nan"), float("inf"),
    10**5000, -(10**5000), b"3", object(), "", " ", "\x00", "é" * 5000, "if:", "3" * 5000,
    print, type, True, False, 0, -1, 2.5,
]


@pytest.mark.parametrize("lang", LANGS)
def test_strange_answers_get_a_message_never_a_traceback(lang):
    exercises = [number("?", 3), choice("?", "oui", ["oui", "non"]),
                 choice("?", 2, [1, 2, 3]), condition("?", "hearts = 3"),
                 program("?", REFERENCE_FR)]
    for ex in exercises:
        made(ex, lang)
        for answer in STRANGE_ANSWERS:
            feedback = ex.check(answer)
            assert not feedback and feedback.message, (ex, answer)


def test_strategy_in_the_browser_says_why_it_cannot_play(monkeypatch):
    ex = made(strategy("?", "alguno", opponents=["glouton"], games=3, target=0.0), "fr")
    monkeypatch.setattr("sys.platform", "emscripten")
    feedback = ex.check(FIRST_OPTION)
    assert not feedback and "navigateur" in feedback.message
