"""The GaAg and Celsius lessons' own kinds follow the lesson's data (#14): for the shipped
data and for random data, each kind's expected answer passes its check and a perturbed
answer of the same shape fails; prompts, hints and explanations that name the data
follow a teacher's change; a bad value is refused with a message in the user's language
and changes nothing."""

from __future__ import annotations

import linecache
import random

import pytest

import algunokit as ak
from algunokit.errors import ConfigError
from algunokit.exercises.celsius import ChainCheck, SearchCheck
from algunokit.exercises.gaag import LoopCheck, SymbolCheck
from algunokit.gaag import SYMBOLS
from algunokit.lessons import celsius_1, gaag_1

SEEDS = range(6)


def _cell(source: str, name: str, namespace: dict):
    """A function defined as a notebook cell defines it (its source can be read)."""
    filename = f"<cell-{abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)  # test fixture: a notebook cell
    return namespace[name]


def _lessons(game, number=1):
    """The lesson with its shipped data, then with random data (both languages)."""
    yield ak.lesson(game, number, "fr")
    for seed in SEEDS:
        current = ak.lesson(game, number, "en" if seed % 2 else "fr")
        current.data.update(current.module.random_data(random.Random(seed)))
        yield current


def _off_by_one(function):
    """The expected function's result, one too many (or a list with one more item)."""
    def wrong(*args):
        got = function(*args)
        if isinstance(got, list):
            return [*got, 99]
        return 99 if got is None else got + 1
    return wrong


@pytest.mark.parametrize(("game", "number"), [("gaag", 1), ("celsius", 1), ("celsius", 2)])
def test_own_kinds_pass_their_expected_and_fail_when_perturbed(game, number):
    for current in _lessons(game, number):
        for name, exercise in current.exercises.items():
            expected = exercise.expected()
            assert exercise.check(expected).ok, (name, exercise.check(expected).message)
            if isinstance(exercise, SymbolCheck):
                z = SYMBOLS.index(expected)
                other = SYMBOLS[z % (len(SYMBOLS) - 1) + 1]
                assert not exercise.check(other).ok
                assert not exercise.check(expected.upper() if len(expected) > 1
                                          else expected.lower()).ok
            elif isinstance(exercise, LoopCheck | ChainCheck):
                assert not exercise.check(_off_by_one(expected)).ok, name


def test_the_search_fails_when_perturbed_on_random_data():
    for current in _lessons("celsius", 2):
        search = current.ex4
        assert isinstance(search, SearchCheck)
        namespace = {"next_positions": celsius_1.next_positions,
                     "suivantes": celsius_1.next_positions}
        off = _cell("def shortest_chain(start, targets, ops):\n"
                    "    next_positions((start, tuple(ops)))\n"
                    "    found = REF(start, targets, ops)\n"
                    "    return 99 if found is None else found + 1\n", "shortest_chain",
                    {**namespace, "REF": celsius_1.shortest_chain})
        assert not search.check(off).ok


def test_gaag_texts_follow_the_data():
    L = ak.lesson("gaag", 1, "en")
    L.data["element"] = "Cl"
    L.data["symbol_of"] = 3
    L.data["sorted_row"] = [2, 9, 14]
    L.data["sorted_z"] = 10
    assert "chlorine (Cl)" in L.ex1.prompt() and L.ex1.check(17).ok
    L.ex1.hint()
    assert "N 7" not in L.ex1.hint().text and "Ar" not in L.ex1.hint().text
    assert "Z = 3" in L.ex2.prompt() and L.ex2.check("Li").ok
    assert "Look for Z = 3" in L.ex2.check("Na").message
    assert "[2, 9, 14]" in L.ex5.prompt() and L.ex5.check(2).ok
    assert "just before 14" in L.ex5.solution().text
    assert "positions start at 0" in L.ex5.check(3).message
    L.data["sorted_z"] = 18
    assert L.ex5.check(3).ok and "at the end" in L.ex5.solution().text
    L.reset()
    assert "oxygen (O)" in L.ex1.prompt() and L.ex1.check(8).ok


def test_gaag_loop_cases_include_the_lesson_rows():
    L = ak.lesson("gaag", 1, "en")
    L.data["gap_row"] = [1, 3, 5, 16, 18]
    assert ([1, 3, 5, 16, 18],) in L.ex7.current_cases()
    # a function right on every fixed case but wrong on the teacher's row fails
    fixed = {tuple(row) for row in gaag_1.GAP_ROWS}
    cheat = _cell("def gap_positions(row):\n"
                  "    if tuple(row) in FIXED:\n"
                  "        return ENGINE(row)\n"
                  "    return []\n", "gap_positions",
                  {"FIXED": fixed, "ENGINE": gaag_1.engine_gap_positions})
    assert not L.ex7.check(cheat).ok
    L.reset()  # the shipped row is not a fixed case either
    assert ([3, 5, 6, 9, 11],) in L.ex7.current_cases() and not L.ex7.check(cheat).ok


def test_celsius_texts_follow_the_data():
    L = ak.lesson("celsius", 2, "fr")  # part 2, the search
    L.data["cards"] = 3
    assert "avec 3 cartes" in L.ex1.prompt() and L.ex1.check(15).ok
    assert "3 × 2 = 6 (2 cartes)" in L.ex1.solution().text
    assert "posent les 3 cartes" in L.ex1.check(6).message
    L.data["queue"] = [5, 6, "pop", 7]
    assert "append(5), append(6), pop(0), append(7)" in L.ex3.prompt()
    assert L.ex3.check(6).ok
    assert "pile" in L.ex3.check(7).message and "5 est sorti" in L.ex3.check(5).message
    L.data["example"] = (7, [("/", 2)])
    assert ((7, (("/", 2),)),) in L.ex2.current_cases()
    L.data["positions"] = [(1, [9], [("+", 2), ("^", 2)])]
    assert (1, [9], [("+", 2), ("^", 2)]) in L.ex4.current_cases()
    assert L.ex4.check(celsius_1.shortest_chain).ok
    part1 = ak.lesson("celsius", 1, "fr")  # part 1, computing left to right
    part1.data["example"] = (7, [("/", 2)])
    assert (7, [("/", 2)]) in part1.ex1.current_cases()
    part1.data["round"] = (3, [("Ana", [21, 30], ["x7"]), ("Bo", [24, 60], ["+5", "x3"])])
    assert "Ana" in part1.ex2.prompt() and "3 × 7 = 21" in part1.ex2.prompt()
    assert part1.ex2.check("Bo").ok


@pytest.mark.parametrize(("game", "key", "value", "words"), [
    ("gaag", "element", "Xx", "symbole d'un de ces éléments"),
    ("gaag", "element", 19, "de 1 à 18"),
    ("gaag", "sorted_row", [5, 3], "liste triée"),
    ("gaag", "sorted_row", [1, 1], "différents"),
    ("celsius", "example", (10, [("x", 12)]), "nombre de 1 à 10"),
    ("celsius", "example", (10, []), "1 à 6 opérations"),
    ("celsius", "queue", ["pop", 3], "jamais sur une file vide"),
    ("celsius", "queue", [3, 4], "au moins un"),
    ("celsius", "queue", [3, "pop"], "pas être vide à la fin"),
    ("celsius", "positions", [(1, [], [("+", 1)])], "1 à 5 cibles"),
    ("celsius", "cards", 9, "de 2 à 6"),
    ("celsius", "round", (6, [("A", [36], ["x6"])]), "2 à 4 lignes"),
    ("celsius", "round", (6, [("A", [36], ["x5"]), ("B", [25], None)]), "atteint une des"),
])
def test_bad_data_is_refused_in_french_and_changes_nothing(game, key, value, words):
    L = ak.lesson(game, 1, "fr") if key in ("element", "sorted_row", "example", "round") \
        else ak.lesson(game, 2, "fr")  # Celsius's search data is part 2's
    before = dict(L.data)
    with pytest.raises(ConfigError) as caught:
        L.data[key] = value
    assert words in caught.value.message("fr")
    assert dict(L.data) == before


def test_a_teacher_may_type_an_element_by_its_symbol():
    L = ak.lesson("gaag", 1, "fr")
    L.data["element"] = "Na"
    assert L.data["element"] == 11 and L.ex1.check(11).ok


def test_the_games_prompts_and_hints_are_functions_read_when_shown():
    # No text object stands in for a function any more: the API reads the function.
    L = ak.lesson("celsius", 2, "en")
    assert callable(L.ex1.text) and callable(L.ex3.text)
    L.data["cards"] = 4
    assert "4 different operator cards" in L.ex1.prompt()
    L.ex1.hint()
    assert "4 × 3 = 12" in L.ex1.hint().text
    L.data["cards"] = 3
    assert "3 different operator cards" in L.ex1.prompt()
    french = ak.lesson("celsius", 2, "fr")
    french.data["cards"] = 3
    assert "avec 3 cartes" in french.ex1.prompt()
    assert callable(ak.lesson("celsius", 1, "en").ex2.text)
