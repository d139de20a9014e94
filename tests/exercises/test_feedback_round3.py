"""Round 3 of the checks' feedback (issue 50): each message names the student's actual
mistake, with the student's code that produced the old, misleading sentence."""

from __future__ import annotations

import pytest

import algunokit as ak
from tests.exercises.test_crash_messages import PYTHON_WORDS, _cell

BETTER = "def la_meilleure_des_deux(vue, a, b):\n"
NO_RETURN_PATH = BETTER + "    if vue.cartes_apres(b) < vue.cartes_apres(a):\n        return b\n"
PRINTS = (BETTER + "    if vue.cartes_apres(b) < vue.cartes_apres(a):\n        print(b)\n"
          "    else:\n        print(a)\n")


def _message(exercise, source: str, name: str) -> str:
    feedback = exercise.check(_cell(source, name))
    assert not feedback.ok
    for python in (*PYTHON_WORDS, "pas de return)", "renvoyé rien"):
        assert python not in feedback.message, (python, feedback.message)
    return feedback.message


def test_a_path_without_return_names_the_case_in_french():
    L = ak.lesson("alguno", 8, "fr")
    message = _message(L.ex3, NO_RETURN_PATH, "la_meilleure_des_deux")
    assert message.startswith("Ta fonction n'a rien renvoyé pour le tour "), message
    assert "a = « " in message and "sans passer par un return" in message
    assert "print" not in message


def test_print_instead_of_return_says_to_replace_print(capsys):
    L = ak.lesson("alguno", 8, "fr")
    message = _message(L.ex3, PRINTS, "la_meilleure_des_deux")
    assert "n'a rien renvoyé pour le tour" in message
    assert "Remplace print(…) par return" in message
    en = ak.lesson("alguno", 8, "en")
    message = _message(en.ex3, PRINTS.replace("la_meilleure_des_deux", "f"), "f")
    assert "Replace print(…) with return" in message


def test_best_option_that_prints_says_to_replace_print(capsys):
    L = ak.lesson("alguno", 8, "fr")
    source = ("def meilleure_option(vue, decision):\n    for option in decision.options:\n"
              "        print(option)\n")
    assert "Remplace print(…) par return" in _message(L.ex4, source, "meilleure_option")


@pytest.mark.parametrize("lang, word", [("fr", "Voulais-tu écrire « .cartes_apres » ?"),
                                        ("en", "Did you mean '.cartes_apres'?")])
def test_a_misspelt_word_on_the_view_suggests_the_right_one(lang, word):
    L = ak.lesson("alguno", 8, lang)
    source = (BETTER + "    if vue.carte_apres(b) < vue.cartes_apres(a):\n        return b\n"
              "    return a\n")
    message = _message(L.ex3, source, "la_meilleure_des_deux")
    assert word in message and ".carte_apres" in message, message
    assert "Relis-la lentement" not in message and "Read it again slowly" not in message


def test_the_student_adapters_raise_attribute_errors_like_python():
    from algunokit.alguno.student import StudentView

    L = ak.lesson("alguno", 8, "fr")
    _turn, view, decision = L.ex3.current_cases()[0]
    assert isinstance(view, StudentView)
    for obj, name in ((view, "carte_apres"), (decision, "option")):
        with pytest.raises(AttributeError) as caught:
            getattr(obj, name)
        assert caught.value.name == name and caught.value.obj is obj


def test_a_variable_left_at_none_is_named():
    L = ak.lesson("alguno", 8, "fr")
    source = ("def meilleure_option(vue, decision):\n    meilleure = None\n"
              "    for option in decision.options:\n"
              "        if vue.cartes_apres(option) < vue.cartes_apres(meilleure):\n"
              "            meilleure = option\n    return meilleure\n")
    message = _message(L.ex4, source, "meilleure_option")
    assert "ligne 4" in message and "« meilleure » vaut None" in message, message
    assert "Relis-la lentement" not in message


@pytest.mark.parametrize("lang, words", [("fr", "le texte \"False\", entre guillemets"),
                                         ("en", "the text \"False\", in quotes")])
def test_the_text_false_is_said_to_be_a_text(lang, words):
    L = ak.lesson("alguno", 8, lang)
    message = _message(L.ex6, "def dangereuse(vue, option):\n    return 'False'\n", "dangereuse")
    assert words in message, message
    assert "True ou False" not in message
