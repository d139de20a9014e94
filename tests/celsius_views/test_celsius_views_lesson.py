"""Celsius lesson 10, both parts: every model solution passes, wrong answers get specific
feedback.

Most tests read the lesson whole, as :class:`WholeLesson` gives it: ``ex1`` is part 1's
left-to-right function, ``ex2`` … ``ex6`` are part 2's ``ex1`` … ``ex5`` (the search), in
the order a class meets them.
"""

from __future__ import annotations

import linecache
import random

import pytest

import algunokit as ak
from algunokit.celsius import HOT_VALUES, evaluate, solve
from algunokit.exercises import hide_solutions
from algunokit.exercises.teacher import FunctionCheck
from algunokit.lessons import celsius_1 as lesson
from algunokit.lessons import celsius_2


class WholeLesson:
    """Part 1's ``ex1`` then part 2's ``ex1`` … ``ex5`` as ``ex2`` … ``ex6``."""

    def __init__(self, language: str) -> None:
        self.part1 = ak.lesson("celsius", 1, language)
        self.part2 = ak.lesson("celsius", 2, language)
        self.exercises = {"ex1": self.part1.ex1,
                          **{f"ex{int(name[2:]) + 1}": exercise
                             for name, exercise in self.part2.exercises.items()}}

    def __getattr__(self, name: str):
        if name in self.__dict__.get("exercises", {}):
            return self.exercises[name]
        raise AttributeError(name)


def whole(language: str) -> WholeLesson:
    return WholeLesson(language)


@pytest.fixture(params=["fr", "en"])
def L(request):
    return whole(request.param)


def test_the_two_parts_and_their_exercises(L):
    assert set(L.part1.exercises) == {"ex1", "ex2"}  # left to right, the tie-break round
    assert set(L.part2.exercises) == {"ex1", "ex2", "ex3", "ex4", "ex5"}  # the search
    assert L.part1.key == ("celsius", 1) and L.part2.key == ("celsius", 2)


def test_every_reference_solution_passes_its_checker(L):
    assert set(L.exercises) == {"ex1", "ex2", "ex3", "ex4", "ex5", "ex6"}
    for exercise in L.exercises.values():
        assert exercise.check(exercise.solution_answer).ok, exercise.id
        assert exercise.prompt() and exercise.hint().text


def _student_namespace(L, language):
    """The notebook's cells as a student who followed the solutions would have them."""
    namespace: dict = {"sans": lesson.without, "without": lesson.without}
    for exercise in ("ex1", "ex3", "ex5"):
        exec(getattr(L, exercise).solution_text(), namespace)  # the shown model code, in a test
    return namespace


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_solution_texts_run_and_pass_in_both_languages(language):
    """What solution() shows is real code: run it and check it."""
    L = whole(language)
    namespace = _student_namespace(L, language)
    french = language == "fr"  # the French lesson names its functions in French
    helper = "suivantes" if french else "next_positions"
    assert L.ex1.check(namespace["calcule_gauche_droite" if french else
                                 "evaluate_left_to_right"]).ok
    assert L.ex3.check(namespace[helper]).ok
    assert L.ex5.check(namespace["calcul_le_plus_court" if french else "shortest_chain"]).ok
    assert str(L.ex2.expected()) in str(L.ex2.solution())
    hide_solutions()
    try:
        assert "def " not in str(L.ex1.solution())
    finally:
        hide_solutions(False)


def test_placeholders_get_a_polite_answer(L):
    for exercise in L.exercises.values():
        feedback = exercise.check(...)
        assert not feedback.ok and feedback.message


def _cell_function(source: str, name: str, namespace: dict):
    """A student's function defined from source, as a notebook cell would: like IPython,
    the cell's text is kept in ``linecache`` so ``inspect.getsource`` can read it."""
    filename = f"<cell-{abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)  # test fixture: a notebook cell
    return namespace[name]


def test_the_starters_as_shipped_do_not_pass():
    L = whole("fr")
    namespace = {"sans": lesson.without}
    starter1 = _cell_function(
        "def evaluate_left_to_right(depart, operations):\n"
        "    valeur = depart\n"
        "    for signe, nombre in operations:\n"
        "        if signe == '+':\n"
        "            valeur = valeur + nombre\n"
        "    return valeur\n", "evaluate_left_to_right", namespace)
    assert not L.ex1.check(starter1).ok
    namespace["evaluate_left_to_right"] = lesson.evaluate_left_to_right
    starter3 = _cell_function(
        "def suivantes(position):\n"
        "    valeur, restantes = position\n"
        "    positions = []\n"
        "    for i in range(len(restantes)):\n"
        "        ...\n"
        "    return positions\n", "suivantes", namespace)
    assert not L.ex3.check(starter3).ok
    namespace["suivantes"] = lesson.next_positions
    starter5 = _cell_function(
        "def shortest_chain(depart, cibles, operations):\n"
        "    file = [(depart, tuple(operations), 0)]\n"
        "    deja_vues = []\n"
        "    while file:\n"
        "        valeur, restantes, longueur = file.pop(0)\n"
        "        for position in suivantes((valeur, restantes)):\n"
        "            ...\n"
        "    return None\n", "shortest_chain", namespace)
    assert not L.ex5.check(starter5).ok


def test_python_priority_is_caught_on_the_sheet_example():
    L = whole("en")

    def with_python_priority(start, ops):
        text = str(start) + "".join(f" {s.replace('x', '*').replace('^', '**')} {n}"
                                    for s, n in ops)
        return eval(text)  # deliberately the wrong (priority) way, on test data only

    feedback = L.ex1.check(with_python_priority)
    assert not feedback.ok
    assert feedback.message == ("evaluate_left_to_right(10, [('+', 1), ('x', 2)]) returns 12, "
                                "but it should return 22.")


def test_a_caret_for_the_square_is_explained_not_just_reported():
    L = whole("fr")
    with_caret = _cell_function(
        "def evaluate_left_to_right(depart, operations):\n"
        "    valeur = depart\n"
        "    for signe, nombre in operations:\n"
        "        if signe == '+':\n"
        "            valeur = valeur + nombre\n"
        "        elif signe == '-':\n"
        "            valeur = valeur - nombre\n"
        "        elif signe == 'x':\n"
        "            valeur = valeur * nombre\n"
        "        elif signe == '/':\n"
        "            if valeur % nombre != 0:\n"
        "                return None\n"
        "            valeur = valeur // nombre\n"
        "        elif signe == '^':\n"
        "            valeur = valeur ^ 2\n"
        "    return valeur\n", "evaluate_left_to_right", {})
    feedback = L.ex1.check(with_caret)
    assert not feedback.ok and "renvoie -11, mais il faudrait 81" in feedback.message
    assert any("^ n'est pas la puissance" in d and "valeur ** 2" in d for d in feedback.details)
    assert "** 2" in str(feedback)


def test_a_division_that_accepts_inexact_results_fails_with_a_reason():
    L = whole("en")
    loose = _cell_function(
        "def evaluate_left_to_right(start, ops):\n"
        "    value = start\n"
        "    for sign, number in ops:\n"
        "        if sign == '+':\n"
        "            value = value + number\n"
        "        elif sign == '-':\n"
        "            value = value - number\n"
        "        elif sign == 'x':\n"
        "            value = value * number\n"
        "        elif sign == '/':\n"
        "            value = value // number\n"
        "        elif sign == '^':\n"
        "            value = value ** 2\n"
        "    return value\n", "evaluate_left_to_right", {})
    feedback = L.ex1.check(loose)
    assert not feedback.ok and "(7, [('/', 2)]) returns 3, but it should return None" in \
        feedback.message
    assert any("only divide when the division is exact" in d for d in feedback.details)
    # the same slip in one step of the search is caught too
    namespace = {"without": lesson.without, "evaluate_left_to_right": loose}
    step = _cell_function(
        "def next_positions(position):\n"
        "    value, cards_left = position\n"
        "    found = []\n"
        "    for i in range(len(cards_left)):\n"
        "        found.append((evaluate_left_to_right(value, [cards_left[i]]),\n"
        "                      without(cards_left, i)))\n"
        "    return found\n", "next_positions", namespace)
    assert not L.ex3.check(step).ok


def test_a_search_with_floor_division_finds_a_chain_that_does_not_exist():
    """ex5's cases alone catch a search whose steps accept 7 // 2 = 3."""
    def floor_next(position):
        value, cards = position
        return [((value // n if s == "/" else lesson.one_step(value, (s, n))),
                 lesson.without(cards, i)) for i, (s, n) in enumerate(cards)]

    wrong = [case for case in lesson.SHORTEST_POSITIONS
             if _search(case, floor_next, oldest_first=True) != lesson.engine_shortest(*case)]
    assert len(wrong) >= 2


def _search(case, step, *, oldest_first=True, remember=True):
    start, targets, ops = case
    queue, seen = [(start, tuple(ops), 0)], []
    while queue:
        value, cards, length = queue.pop(0 if oldest_first else -1)
        for position in step((value, cards)):
            if position[0] in targets:
                return length + 1
            if not remember or position not in seen:
                seen.append(position)
                queue.append((*position, length + 1))
    return None


SEARCH_BODY = (
    "def shortest_chain(depart, cibles, operations):\n"
    "    file = [(depart, tuple(operations), 0)]\n"
    "    deja_vues = []\n"
    "    while file:\n"
    "        valeur, restantes, longueur = file.pop(POP)\n"
    "        for position in suivantes((valeur, restantes)):\n"
    "            nouvelle, reste = position\n"
    "            if nouvelle in cibles:\n"
    "                return longueur + 1\n"
    "            IF_NEW\n"
    "                deja_vues.append(position)\n"
    "                file.append((nouvelle, reste, longueur + 1))\n"
    "    return None\n")


def test_a_search_without_the_seen_list_fails_even_with_right_answers():
    L = whole("fr")
    namespace = {"suivantes": lesson.next_positions}
    source = SEARCH_BODY.replace("POP", "0").replace("IF_NEW", "if True:")
    forgetful = _cell_function(source, "shortest_chain", namespace)
    # every answer is right…
    assert all(forgetful(*args) == lesson.engine_shortest(*args) for args in L.ex5.current_cases())
    # …but a position is explored twice, and the checker says so
    feedback = L.ex5.check(forgetful)
    assert not feedback.ok and "explore deux fois la position" in feedback.message
    assert "deja_vues" in feedback.message
    assert namespace["suivantes"] is lesson.next_positions  # the student's cell is restored
    right = _cell_function(SEARCH_BODY.replace("POP", "0").replace(
        "IF_NEW", "if position not in deja_vues:"), "shortest_chain", namespace)
    assert L.ex5.check(right).ok


def test_a_stack_instead_of_a_queue_finds_longer_chains():
    L = whole("fr")
    namespace = {"suivantes": lesson.next_positions}
    stack = _cell_function(SEARCH_BODY.replace("POP", "").replace(
        "IF_NEW", "if position not in deja_vues:"), "shortest_chain", namespace)
    feedback = L.ex5.check(stack)
    assert not feedback.ok and "renvoie 4, mais il faudrait 3" in feedback.message


def test_the_search_needs_a_correct_step_function_first():
    L = whole("en")
    right = SEARCH_BODY.replace("POP", "0").replace("IF_NEW", "if position not in deja_vues:")
    right = right.replace("suivantes", "next_positions")
    missing = _cell_function(right, "shortest_chain", {})
    assert "run the cell where you wrote it first" in L.ex5.check(missing).message
    broken = _cell_function(right, "shortest_chain", {"next_positions": lambda p: []})
    assert "does not pass exercise 2 yet" in L.ex5.check(broken).message
    inline = _cell_function(
        "def shortest_chain(start, targets, ops):\n"
        "    return next_positions and REF(start, targets, ops)\n", "shortest_chain",
        {"next_positions": lesson.next_positions, "REF": lesson.shortest_chain})
    assert "does not call next_positions(position)" in L.ex5.check(inline).message


def test_a_crashing_function_is_reported_not_raised():
    L = whole("fr")
    feedback = L.ex1.check(lambda start, ops: ops[99])
    assert not feedback.ok and "s'arrête sur une erreur" in feedback.message
    assert "IndexError" not in feedback.message  # no exception text reaches a student
    namespace = {"suivantes": lesson.next_positions}
    crash = _cell_function("def shortest_chain(d, c, o):\n    suivantes((d, ()))\n"
                           "    return o[99]\n", "shortest_chain", namespace)
    assert "calcul_le_plus_court(10, [22, 40]" in L.ex5.check(crash).message


def test_counting_queue_and_choice_feedback():
    L = whole("en")
    assert L.ex2.check(64).ok
    assert "only the chains that lay all 4 cards" in L.ex2.check(24).message
    assert "too big" in L.ex2.check(256).message
    assert L.ex4.check(20).ok
    assert "would be a stack" in L.ex4.check(22).message
    assert "left at the last pop(0)" in L.ex4.check(11).message
    assert L.ex6.check(" A ").ok
    assert not L.ex6.check("b").ok
    assert "not one of the possible answers: choose" in L.ex6.check("d").message


def test_expected_answers_come_from_the_engine():
    exercises = {"ex1": lesson.exercises(dict(lesson.DATA))["ex1"],
                 **{f"ex{int(n[2:]) + 1}": e
                    for n, e in celsius_2.exercises(dict(celsius_2.DATA)).items()}}
    assert exercises["ex1"].expected() is lesson.engine_value
    assert None in [lesson.engine_value(*args) for args in exercises["ex1"].current_cases()]
    assert exercises["ex3"].expected() is lesson.engine_next_positions
    for (position,) in exercises["ex3"].current_cases():
        assert lesson.engine_next_positions(position) == lesson.next_positions(position)
    lengths = [lesson.engine_shortest(*args) for args in exercises["ex5"].current_cases()]
    assert None in lengths and 1 in lengths and max(x or 0 for x in lengths) >= 3
    for args in exercises["ex5"].current_cases():
        assert lesson.shortest_chain(*args) == lesson.engine_shortest(*args)
    assert all(isinstance(exercises[n], FunctionCheck) for n in ("ex1", "ex3", "ex5"))


def test_reference_search_agrees_with_the_solver_on_random_positions():
    rng = random.Random(7)
    ops = [(s, n) for s in "+-x/" for n in range(1, 11)] + [("^", 2)]
    for _ in range(150):
        start = rng.randrange(13)
        targets = rng.sample(HOT_VALUES, 3)
        hand = rng.sample(ops, rng.randint(1, 5))
        found = solve(start, targets, [lesson.card_of(o) for o in hand])
        expected = None if found is None else found.length
        assert lesson.shortest_chain(start, targets, hand) == expected
        assert lesson.breadth_first(start, targets, hand)[0] == expected
        assert lesson.try_everything(start, targets, hand)[0] == expected


def test_breadth_first_explores_fewer_positions_than_try_everything_tries_chains():
    for position in celsius_2.DATA["positions"]:
        length, tried = lesson.try_everything(*position)
        same, explored = lesson.breadth_first(*position)
        assert length == same
        assert explored <= tried
    unreachable = lesson.COMPARE_POSITIONS[3]
    assert lesson.try_everything(*unreachable) == (None, 1956)  # 6 + 30 + 120 + 360 + 720 × 2


def test_exact_division_in_one_step():
    assert lesson.one_step(12, ("/", 4)) == 3
    assert lesson.one_step(7, ("/", 2)) is None
    assert lesson.evaluate_left_to_right(7, []) == 7
    assert lesson.evaluate_left_to_right(7, [("/", 2), ("+", 1)]) is None
    assert evaluate(12, [lesson.card_of(("/", 4))]) == 3
