"""The Skyjo lesson's own kinds follow the lesson's data (#14): with the shipped tableaux
and with random ones, each kind's expected answer passes its check and a perturbed answer
fails; the feedback names the slip on the teacher's tableau; bad tableaux are refused
and change nothing. The strategy (the same whatever the data) is perturbed once."""

from __future__ import annotations

import random

import pytest

import algunokit as ak
from algunokit.errors import ConfigError
from algunokit.exercises.skyjo import ColumnsCheck, GridNumber, ScoreCheck, SkyjoStrategy
from algunokit.lessons import skyjo_1
from algunokit.skyjo import column_removals

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

SEEDS = range(8)


def _lessons():
    yield ak.lesson("skyjo", 1, "fr")
    for seed in SEEDS:
        current = ak.lesson("skyjo", 1, "en" if seed % 2 else "fr")
        current.data.update(skyjo_1.random_data(random.Random(seed)))
        yield current


def test_the_kinds_pass_their_expected_and_fail_when_perturbed():
    for current in _lessons():
        ex1, ex2, ex3 = current.ex1, current.ex2, current.ex3
        assert isinstance(ex1, GridNumber) and isinstance(ex2, ScoreCheck)
        assert isinstance(ex3, ColumnsCheck)
        grid = current.data["by_hand"]
        total = sum(v for row in grid for v in row)
        assert ex1.expected() == total and ex1.check(total).ok
        assert not ex1.check(total + 1).ok and not ex1.check(total - 1).ok
        score, columns = ex2.expected(), ex3.expected()
        assert ex2.check(score).ok
        assert not ex2.check(lambda g, score=score: score(g) + 1).ok
        # a score that is right on the fixed tableaux only is caught on the lesson's own
        fixed = {str(g) for g in skyjo_1.SCORE_CASES}
        if str(grid) not in fixed:
            assert not ex2.check(
                lambda g, fixed=fixed: skyjo_1.score(g) if str(g) in fixed else 0).ok
        assert ex3.check(columns).ok
        assert not ex3.check(
            lambda g, columns=columns: [*columns(g), 0] if 0 not in columns(g) else []).ok
        example = current.data["columns_example"]
        assert ([list(r) for r in example],) in ex3.current_cases()
        assert list(skyjo_1.removed_columns(example)) == list(column_removals(example))


def test_the_explanation_and_slips_follow_the_tableau():
    L = ak.lesson("skyjo", 1, "en")
    L.data["by_hand"] = [[12, -2, 0, 0], [0, 0, 0, 0], [-1, 0, 0, 5]]
    assert L.ex1.check(14).ok
    explanation = L.ex1.solution().text
    assert "Row 0: 12 - 2 + 0 + 0 = 10" in explanation and "Total: 10 + 0 + 4 = 14" in explanation
    assert "counted the negative cards as extra points" in L.ex1.check(20).message
    assert "left out the negative cards" in L.ex1.check(17).message
    assert "12" in L.ex1.picture().description
    L.data["by_hand"] = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    assert L.ex1.check(78).ok
    assert "negative" not in L.ex1.check(79).message  # no negative card: no such slip
    L.reset()
    assert L.ex1.check(37).ok


def test_the_columns_picture_and_feedback_follow_the_example():
    L = ak.lesson("skyjo", 1, "en")
    L.data["columns_example"] = [[7, None, 2, 2], [7, None, 3, 2], [7, None, 2, 2]]
    assert "7" in L.ex3.picture().description
    feedback = L.ex3.check(lambda g: [0])
    assert not feedback.ok and "holds three face-up 2: it must be removed" in str(feedback)
    assert "[[7, None, 2, 2]" in feedback.message


@pytest.mark.parametrize(("key", "value", "words"), [
    ("by_hand", [[1, 2, 3, 4], [5, 6, 7, 8]], "3 lignes de 4 cartes visibles"),
    ("by_hand", [[1, 2, 3, None], [5, 6, 7, 8], [1, 1, 1, 1]], "cartes visibles"),
    ("by_hand", [[1, 2, 3, 13], [5, 6, 7, 8], [1, 1, 1, 1]], "de -2 à 12"),
    ("columns_example", [[1, 2, 3, "x"], [5, 6, 7, 8], [1, 1, 1, 1]], "None pour une carte"),
    ("columns_example", "5 5 5", "None pour une carte"),
])
def test_bad_tableaux_are_refused_in_french_and_change_nothing(key, value, words):
    L = ak.lesson("skyjo", 1, "fr")
    before = dict(L.data)
    with pytest.raises(ConfigError) as caught:
        L.data[key] = value
    assert words in caught.value.message("fr")
    assert dict(L.data) == before


def test_the_strategy_passes_with_the_model_and_fails_with_the_starter():
    L = ak.lesson("skyjo", 1, "en")
    assert isinstance(L.ex4, SkyjoStrategy)
    assert L.ex4.check(L.ex4.expected()).ok
    starter = L.ex4.expected().replace("view.discard_top <= 3", "view.discard_top <= 0")
    # the starter as the notebook ships it: the card held always goes where options[0] says
    starter = starter[:starter.index("        card = view.held")] + "        return options[0]\n"
    assert not L.ex4.check(starter).ok
