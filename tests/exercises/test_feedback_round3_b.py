"""Round 3 of the checks' feedback (issue 50), lessons 10b and 11 and the generic
function checks: a queue answer said as a queue, the starter's « return None », a list
for a tuple, a text for a number, a typo of the student's own variable."""

from __future__ import annotations

import linecache

import pytest

import __main__
import algunokit as ak
from algunokit.exercises import function
from algunokit.slips import function_error
from tests.exercises.test_crash_messages import _cell

NEXT = '''def suivantes(position):
    valeur, restantes = position
    r = []
    for i, (signe, nombre) in enumerate(restantes):
        reste = restantes[:i] + restantes[i + 1:]
        if signe == "+":
            r.append(PAIR(valeur + nombre, reste))
        elif signe == "-":
            r.append(PAIR(valeur - nombre, reste))
        elif signe == "x":
            r.append(PAIR(valeur * nombre, reste))
        elif signe == "/":
            if nombre != 0 and valeur % nombre == 0:
                r.append(PAIR(valeur // nombre, reste))
        elif signe == "^":
            r.append(PAIR(valeur ** 2, reste))
    return r
'''
SEARCH = '''def calcul_le_plus_court(depart, cibles, operations):
    file = [(depart, tuple(operations), 0)]
    while file:
        valeur, restantes, longueur = file.pop(0)
        for position in suivantes((valeur, restantes)):
            nouvelle, reste = position
            if nouvelle in cibles:
                return longueur + 1
    return None
'''


def test_a_queue_value_is_never_too_big():
    L = ak.lesson("celsius", 2, "fr")
    steps = [step for step in L.data["queue"] if step != "pop"]
    want = L.ex3.expected()
    for value in steps:
        if value == want:
            continue
        message = L.ex3.check(value).message
        assert "trop grand" not in message and "trop petit" not in message, message
        assert str(value) in message and "file" in message, message


def test_the_starters_return_none_is_not_a_missing_return(monkeypatch):
    L = ak.lesson("celsius", 2, "fr")
    source = NEXT.replace("PAIR", "") + "\n\n" + SEARCH
    filename = "<ipython-input-10b-ex4>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {}
    exec(compile(source, filename, "exec"), namespace)  # test fixture: a notebook cell
    for name in ("suivantes", "calcul_le_plus_court"):
        monkeypatch.setitem(__main__.__dict__, name, namespace[name])
    message = L.ex4.check(namespace["calcul_le_plus_court"]).message
    assert "a renvoyé None, ta réponse « pas trouvé »" in message, message
    assert "il manque un return" not in message


def test_a_list_for_a_tuple_says_brackets_make_a_list():
    L = ak.lesson("celsius", 2, "fr")
    lists = "def PAIR(valeur, reste):\n    return [valeur, reste]\n\n\n" + NEXT
    student = _cell(lists, "suivantes")
    message = L.ex2.check(student).message
    assert "les parenthèses ( ) font un tuple, les crochets [ ] une liste" in message, message


@pytest.mark.parametrize("lang, words", [("fr", "le texte '3', entre guillemets"),
                                         ("en", "the text '3', in quotes")])
def test_a_number_in_quotes_is_said_to_be_a_text(lang, words):
    ex = function("?", lambda x: 3, cases=[(1,)], name="f")
    ex.language = lang
    message = ex.check(_cell("def f(x):\n    return '3'\n", "f")).message
    assert words in message, message


def test_a_typo_of_the_students_own_variable_suggests_it_before_builtins():
    student = _cell("def f(x):\n    best = x\n    return bset\n", "f")
    try:
        student(3)
    except NameError as exc:
        message = function_error(exc, "fr", student)
    assert "« best »" in message and "« set »" not in message, message


def test_a_return_inside_the_loop_gets_its_own_tip_not_the_division_one():
    L = ak.lesson("celsius", 1, "fr")
    student = _cell('''def calcule_gauche_droite(depart, operations):
    valeur = depart
    for signe, nombre in operations:
        if signe == "+":
            valeur = valeur + nombre
        elif signe == "-":
            valeur = valeur - nombre
        elif signe == "x":
            valeur = valeur * nombre
        elif signe == "/":
            valeur = valeur // nombre
        elif signe == "^":
            valeur = valeur ** 2
        return valeur
''', "calcule_gauche_droite")
    feedback = L.ex1.check(student)
    assert not feedback.ok
    details = " ".join(feedback.details)
    assert "Ton return est dans la boucle" in details, details
    assert "tombe juste" not in details, details
