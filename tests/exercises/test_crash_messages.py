"""A student's function that crashes is told what the error means, in words a 12-15-year-old
knows, and where (the line of THEIR cell), in French and in English: IndexError,
AttributeError, KeyError, TypeError and ZeroDivisionError each get their own sentence
instead of « run your function alone »; Python's English text never shows."""

from __future__ import annotations

import linecache

import pytest

import algunokit as ak
from algunokit.exercises import function
from algunokit.slips import function_error, student_line

#: Python's own words, which must never reach a student.
PYTHON_WORDS = ("out of range", "has no attribute", "NoneType", "object is not",
                "KeyError", "IndexError", "ZeroDivisionError", "TypeError", "AttributeError",
                "division by zero", "not subscriptable", "not iterable", "Traceback")


def _cell(source: str, name: str) -> object:
    """A function defined as a notebook cell defines it (a file name that is no file)."""
    filename = f"<ipython-input-{abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {}
    exec(compile(source, filename, "exec"), namespace)  # test fixture: a notebook cell
    return namespace[name]


# (cell source, the line that fails, words expected in French, in English)
CASES = {
    "index": ("def f(liste):\n    total = 0\n    for i in range(len(liste) + 1):\n"
              "        total = total + liste[i]\n    return total\n", 4,
              ("position qui n'existe pas", "la première est 0"),
              ("position that does not exist", "the first is 0")),
    "attribute": ("def f(liste):\n    liste.ajoute(3)\n    return liste\n", 2,
                  ("« .ajoute »", "une liste"), ("'.ajoute'", "a list")),
    "attribute_none": ("def aide(x):\n    x + 1\n\ndef f(liste):\n    r = aide(1)\n"
                       "    return r.real\n", 6, ("rien (None)", "return"),
                       ("nothing (None)", "return")),
    "key": ("def f(liste):\n    points = {'roi': 13}\n    return points['reine']\n", 3,
            ("la clé « reine »", "dictionnaire"), ("the key 'reine'", "dictionary")),
    "type": ("def f(liste):\n    return liste[0][1]\n", 2,
             ("crochets [ ]", "un nombre entier"), ("square brackets [ ]", "a whole number")),
    "type_other": ("def f(liste):\n    return len(5)\n", 2,
                   ("len( )", "un nombre entier"), ("len( )", "a whole number")),
    "zero": ("def f(liste):\n    return sum(liste) // (len(liste) - 3)\n", 2,
             ("divise par zéro",), ("divides by zero",)),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_crash_is_said_in_words_with_the_line_of_the_cell(case, lang):
    source, line, fr_words, en_words = CASES[case]
    student = _cell(source, "f")
    ex = function("?", lambda liste: sum(liste), cases=[([1, 2, 3],)], name="f")
    ex.language = lang
    feedback = ex.check(student)
    assert not feedback.ok
    message = feedback.message
    where = f"ligne {line} de ta cellule" if lang == "fr" else f"line {line} of your cell"
    assert where in message, message
    for words in (fr_words if lang == "fr" else en_words):
        assert words in message, (words, message)
    for python in PYTHON_WORDS:
        assert python not in message, (python, message)
    generic = {"fr": "lance ta fonction seule", "en": "run your function alone"}[lang]
    assert generic not in message


def test_a_misspelt_word_of_the_kit_is_suggested():
    class View:
        def cartes_apres(self, option):
            return 1

    student = _cell("def f(vue):\n    return vue.cartes_aprs(0)\n", "f")
    try:
        student(View())
    except AttributeError as err:
        assert "Voulais-tu écrire « .cartes_apres » ?" in function_error(err, "fr", student)
        assert "Did you mean '.cartes_apres'?" in function_error(err, "en", student)


def test_an_error_the_kit_cannot_name_still_gets_its_line_and_what_to_look_at():
    student = _cell("def f(liste):\n    raise ValueError('x')\n", "f")
    try:
        student([])
    except ValueError as err:
        for lang, words in (("fr", "ligne 2 de ta cellule"), ("en", "line 2 of your cell")):
            said = function_error(err, lang, student)
            assert words in said and "print" in said, said
            assert "seule" not in said and "alone" not in said, said
        assert function_error(err, "fr", student, fallback=False) is None


def test_the_line_is_the_students_even_when_the_kit_raises_below_it():
    student = _cell("def f(main):\n    x = 1\n    return ak.Hand.from_codes(main)\n", "f")
    student.__globals__["ak"] = ak
    try:
        student(5)
    except Exception as err:  # the kit's own error, raised in the kit's code
        assert student_line(err.__traceback__, student) == 3


def test_lesson_functions_get_the_words_too():
    L = ak.lesson("alguno", 1, "fr")
    broken = _cell("def taille_du_paquet(enseignes, valeurs, jokers):\n"
                   "    return enseignes * valeurs + jokers / 0\n", "taille_du_paquet")
    message = L.ex5.check(broken).message
    assert "divise par zéro" in message and "ligne 2 de ta cellule" in message
