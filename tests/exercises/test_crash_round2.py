"""Round 2 of the crash messages (issue 38): unpacking, comparisons, names, recursion,
empty max, a value not in a list: each said in words with the student's own line (and
its text), in French and English; a returned function, a None, a tuple where a list is
asked are each named; never « lance ta fonction seule », never Python's English."""

from __future__ import annotations

import pytest

from algunokit.exercises import function
from tests.exercises.test_crash_messages import PYTHON_WORDS, _cell

ENGLISH = (*PYTHON_WORDS, "unpack", "expected", "not supported", "recursion", "is not defined",
           "empty sequence", "not in list", "<function")

# (cell, argument, line, French words, English words)
CASES = {
    "unpack_few": ("def f(position):\n    valeur, restantes = position\n"
                   "    signe, nombre = restantes\n    return valeur\n",
                   (10, (("+", 1),)), 3,
                   ("« signe, nombre = restantes »", "qu'un seul",
                    "signe, nombre = restantes[0]"),
                   ("'signe, nombre = restantes'", "only one", "signe, nombre = restantes[0]")),
    "unpack_many": ("def f(position):\n    valeur, restantes = position\n"
                    "    signe, nombre = restantes\n    return valeur\n",
                    (10, (("+", 1), ("x", 2), ("-", 3))), 3,
                    ("plus que 2", "restantes[0]"), ("more than 2", "restantes[0]")),
    "unpack_number": ("def f(position):\n    for signe, nombre in position:\n"
                      "        pass\n    return 0\n", (10, (("+", 1),)), 2,
                      ("chaque élément de position", "un nombre entier", "pas de morceaux"),
                      ("each item of position", "a whole number", "no parts")),
    "compare": ("def f(position):\n    if position < 3:\n        return 1\n    return 0\n",
                (10, ()), 2, ("compare avec <", "une liste fixe (tuple)", "deux nombres"),
                ("compares", "a fixed list (tuple)", "two numbers")),
    "name": ("def f(position):\n    valeur = position[0]\n    return valuer + 1\n",
             (10, ()), 3, ("« valuer »", "« valeur »"), ("'valuer'", "'valeur'")),
    "recursion": ("def f(position):\n    return f(position)\n", (10, ()), 2,
                  ("s'appelle elle-même",), ("calls itself",)),
    "empty_max": ("def f(position):\n    return max(position[1])\n", (10, ()), 2,
                  ("liste vide",), ("empty list",)),
    "not_in_list": ("def f(position):\n    l = list(position[1])\n    l.remove(3)\n"
                    "    return 0\n", (10, ()), 3, ("n'y est pas",), ("not in it",)),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_run_time_error_is_said_with_the_students_line(case, lang):
    source, argument, line, fr_words, en_words = CASES[case]
    student = _cell(source, "f")
    ex = function("?", lambda position: position[0], cases=[(argument,)], name="f")
    ex.language = lang
    message = ex.check(student).message
    where = f"ligne {line} de ta cellule" if lang == "fr" else f"line {line} of your cell"
    assert where in message, message
    for words in (fr_words if lang == "fr" else en_words):
        assert words in message, (words, message)
    for python in ENGLISH:
        assert python not in message, (python, message)
    assert "seule" not in message and "alone" not in message


def test_a_helper_in_another_cell_is_named_with_its_own_line():
    helper = _cell("def suivantes(position):\n    a, b = position[1]\n    return []\n",
                   "suivantes")
    search = _cell("def f(position):\n    return suivantes(position)\n", "f")
    search.__globals__["suivantes"] = helper
    ex = function("?", lambda position: [], cases=[((10, (("+", 1),)),)], name="f")
    ex.language = "fr"
    message = ex.check(search).message
    assert "ligne 2 de la cellule de ta fonction suivantes" in message, message
    assert "« a, b = position[1] »" in message


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_returned_function_none_and_tuple_are_named(lang):
    ex = function("?", lambda xs: sorted(xs), cases=[([3, 1],)], name="trie")
    ex.language = lang

    def helper(xs):
        return xs

    itself = ex.check(lambda xs: helper).message
    assert ("la fonction helper elle-même" if lang == "fr"
            else "the function helper itself") in itself, itself
    assert "helper(xs)" in itself and "<function" not in itself
    nothing = ex.check(lambda xs: None).message
    assert ("n'a rien renvoyé (None)" if lang == "fr" else "returned nothing (None)") in nothing
    fixed = ex.check(lambda xs: tuple(sorted(xs))).message
    assert ("liste fixe (tuple)" if lang == "fr" else "fixed list (tuple)") in fixed
    assert "[ ]" in fixed
    assert ex.check(lambda xs: sorted(xs)).ok


def test_the_skyjo_sentence_about_hidden_cards_stays_in_skyjo():
    student = _cell("def f(position):\n    return None + position[0]\n", "f")
    ex = function("?", lambda position: position[0], cases=[((10, ()),)], name="f")
    ex.language = "fr"
    assert "carte cachée" not in ex.check(student).message
    student.__globals__["skyjo"] = object()  # the Skyjo lesson's first cell
    assert "carte cachée" in ex.check(student).message
