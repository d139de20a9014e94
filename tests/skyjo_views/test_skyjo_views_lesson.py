"""Skyjo lesson 1: every reference solution passes in French and English; wrong
answers get feedback that says what went wrong. The strategy is checked by the teacher's
``strategy`` (a separate, time-limited process), or in the notebook's own process in a
browser kernel, which has no other."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.lessons import available
from algunokit.lessons.skyjo_1 import (
    COLUMN_CASES,
    STRATEGY_IMPORTS,
    STRATEGY_SOURCE,
    TournamentResult,
    reference_strategy,
)
from algunokit.skyjo import DecisionKind, Exchange, Pile, column_removals, grid_points

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes


@pytest.fixture(params=["fr", "en"])
def lesson(request):
    return ak.lesson("skyjo", 1, request.param)


def test_registered():
    assert ("skyjo", 1) in available()


def test_every_solution_passes(lesson):
    assert len(lesson.exercises) >= 3
    for name, exercise in lesson.exercises.items():
        feedback = exercise.check(exercise.solution_answer)
        assert feedback.ok, (name, str(feedback))
        assert exercise.prompt() and exercise.hint().text and exercise.solution().text


def test_solution_sources_are_the_solutions(lesson):
    """What solution() shows, run, passes the check (both languages)."""
    namespace = {"DecisionKind": DecisionKind, "Exchange": Exchange}
    for name in ("ex2", "ex3"):
        source = lesson.exercises[name].solution_text(lesson.language)
        exec(source, namespace)
        function = namespace[source.split("(")[0].removeprefix("def ")]
        assert lesson.exercises[name].check(function).ok
    shown = lesson.ex4.solution_text(lesson.language)
    assert STRATEGY_SOURCE[lesson.language] in shown
    assert lesson.ex4.check(f"{STRATEGY_IMPORTS}\n\n{STRATEGY_SOURCE[lesson.language]}").ok


def test_reference_score_agrees_with_the_engine(lesson):
    for (grid,) in lesson.ex2.current_cases():
        assert grid_points(grid) == lesson.ex2.expected()(grid)
    for grid in COLUMN_CASES:
        assert tuple(lesson.ex3.solution_answer(grid)) == column_removals(grid)


def test_ellipsis_is_answered_politely(lesson):
    for exercise in lesson.exercises.values():
        feedback = exercise.check(...)
        assert not feedback.ok and ("..." in feedback.message or "ellipsis" in
                                    feedback.message.lower())


def test_score_by_hand_specific_feedback():
    L = ak.lesson("skyjo", 1, "fr")
    assert L.ex1.check(37).ok
    assert "cartes négatives comme des points en plus" in L.ex1.check(49).message
    assert "oublié les cartes négatives" in L.ex1.check(43).message
    assert "trop peu" in L.ex1.check(30).message
    assert "ligne 0 : -2, 7, 0, 11" in L.ex1.picture().description
    assert L.ex1.picture().svg.startswith("<svg")


def _return_in_loop(grid):
    total = 0
    for row in grid:
        for value in row:
            total = total + value
        return total


def _total_reset(grid):
    for row in grid:
        total = 0
        for value in row:
            total = total + value
    return total


@pytest.mark.parametrize(("function", "fragment"), [
    (lambda grid: sum(abs(v) for row in grid for v in row), "comptées comme positives"),
    (_return_in_loop, "Seule la première ligne"),
    (_total_reset, "repart de zéro"),
    (lambda grid: None, "oublié return"),
    (lambda grid: grid[5], "s'arrête sur une erreur"),
    (42, "ta fonction elle-même"),
])
def test_score_function_specific_feedback(function, fragment):
    feedback = ak.lesson("skyjo", 1, "fr").ex2.check(function)
    assert not feedback.ok and fragment in str(feedback)


@pytest.mark.parametrize(("function", "fragment"), [
    (lambda g: [c for c in range(4) if g[0][c] == g[1][c] == g[2][c]], "face-down cards (None)"),
    (lambda g: [c for c in range(4) if g[0][c] is not None and g[0][c] == g[1][c]],
     "does not hold three equal cards"),
    (lambda g: [], "holds three face-up 5: it must be removed"),
    (lambda g: None, "forget return"),
    (lambda g: "0", "Return a list of column numbers"),
    (lambda g: [0, 3, 7], "There is no column 7"),
])
def test_columns_specific_feedback(function, fragment):
    feedback = ak.lesson("skyjo", 1, "en").ex3.check(function)
    assert not feedback.ok and fragment in str(feedback)


def test_columns_accepts_a_tuple_in_any_order():
    assert ak.lesson("skyjo", 1).ex3.check(lambda g: tuple(reversed(column_removals(g)))).ok


def _no_return_when_placing(view, decision):
    if decision.kind in (DecisionKind.SETUP_REVEAL, DecisionKind.CHOOSE_PILE):
        return decision.options[0]


def _keeps_high_cards(view, decision):
    """Takes high discards and puts every card in place of its lowest one: loses."""
    if decision.kind is DecisionKind.CHOOSE_PILE:
        if Pile.DISCARD in decision.options and view.discard_top >= 6:
            return Pile.DISCARD
        return decision.options[0]
    if decision.kind is DecisionKind.SETUP_REVEAL:
        return decision.options[0]

    def value(option):
        cell = view.cell(option.row, option.col)
        return cell if isinstance(cell, int) else 5

    exchanges = [o for o in decision.options if isinstance(o, Exchange)]
    return min(exchanges, key=value)


def test_a_weak_strategy_is_told_to_improve():
    feedback = ak.lesson("skyjo", 1, "en").ex4.check(_keeps_high_cards)
    assert not feedback.ok and "Try to improve it!" in feedback.message
    assert "the target is 80%" in feedback.message


def test_a_strategy_that_breaks_the_rules_is_stopped():
    feedback = ak.lesson("skyjo", 1, "fr").ex4.check(_no_return_when_placing)
    assert not feedback.ok and "objectif" not in feedback.message


@pytest.fixture
def browser_kernel(monkeypatch):
    """A kernel with no other process (JupyterLite): the games are played here."""
    monkeypatch.setattr("sys.platform", "emscripten")


def test_in_a_browser_the_strategy_is_checked_in_the_notebook(browser_kernel):
    L = ak.lesson("skyjo", 1, "fr")
    assert L.ex4.check(reference_strategy("fr")).ok
    weak = L.ex4.check(_keeps_high_cards)
    assert not weak.ok and "l'objectif est 80" in weak.message


def test_in_a_browser_feedback_names_the_decision(browser_kernel):
    # the same words as the class tournament's, from the same runner
    L = ak.lesson("skyjo", 1, "fr")
    feedback = L.ex4.check(_no_return_when_placing)
    assert "n'a rien répondu (pas de return) pour" in feedback.message
    feedback = L.ex4.check(lambda view, decision: "pioche")
    assert "le texte « pioche », qui n'est pas une des options pour" in feedback.message
    feedback = L.ex4.check(lambda view, decision: 1 / 0)
    assert "ta fonction divise par zéro" in feedback.message
    assert "ZeroDivisionError" not in str(feedback) and "zero" not in str(feedback)


def test_tournament_against_the_bots(lesson):
    result = lesson.ex4.tournament(reference_strategy(lesson.language), games=4)
    assert isinstance(result, TournamentResult)  # the kit's one result type
    matches = result.presentation.matches(result)
    assert [m.bot for m in matches] == ["random", "heuristic"]
    assert all(0 <= m.won <= 4 and 0 <= m.lost <= 4 for m in matches)
    assert matches[0].won > matches[0].lost
    assert "<table>" in result._repr_html_() and str(result).count("\n") == 2
    again = lesson.ex4.tournament(reference_strategy(lesson.language), games=4)
    assert again == result  # seeded


def _no_return(view, decision):
    pass


def test_an_illegal_answer_is_a_fault_in_the_class_tournaments_words():
    result = ak.lesson("skyjo", 1, "en").ex4.tournament(_no_return, games=2)
    me = result.entries[0]
    assert me.disqualified and {f.kind for f in me.faults} == {"illegal"}
    assert "answered nothing (no return)" in str(result)
    assert "alert" in result._repr_html_()


def test_tournament_shows_a_progress_bar_in_a_notebook(monkeypatch):
    import types

    import ipywidgets

    shown = []
    monkeypatch.setattr("IPython.display.display", lambda obj: shown.append(obj))
    # a terminal IPython (a shell, no kernel) would print the bar as text: none there
    monkeypatch.setattr("IPython.get_ipython", lambda: types.SimpleNamespace())
    ak.lesson("skyjo", 1).ex4.tournament(reference_strategy(), games=3, bots=("random",))
    assert shown == []
    monkeypatch.setattr("IPython.get_ipython", lambda: types.SimpleNamespace(kernel=object()))
    ak.lesson("skyjo", 1).ex4.tournament(reference_strategy(), games=3, bots=("random",))
    (bar,) = shown
    assert isinstance(bar, ipywidgets.IntProgress)
    assert bar.value == bar.max == 3 and bar.bar_style == "success"
