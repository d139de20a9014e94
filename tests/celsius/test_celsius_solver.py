"""The exact solver against a separate, naive brute force, on many random positions."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.celsius import HOT_VALUES, OPERATORS, OpKind, evaluate, parse_operator, solve

op = parse_operator


def brute_force(cold, hot_values, cards):
    """Best (length, value) by trying every order of every subset with every choice."""
    targets = set(hot_values)
    for length in range(1, len(cards) + 1):
        best = None
        for order in itertools.permutations(cards, length):
            options = []
            for card in order:
                if card.kind is OpKind.PLUS_MINUS_ONE:
                    options.append((1, -1))
                elif card.kind is OpKind.SQUARE:
                    options.append((None,))
                else:
                    options.append(range(1, 11) if card.number is None else (card.number,))
            for picks in itertools.product(*options):
                value = cold
                for card, pick in zip(order, picks, strict=True):
                    kind = card.kind
                    if kind in (OpKind.ADD, OpKind.PLUS_MINUS_ONE):
                        value += pick
                    elif kind is OpKind.SUB:
                        value -= pick
                    elif kind is OpKind.MUL:
                        value *= pick
                    elif kind is OpKind.SQUARE:
                        value *= value
                    elif value % pick:
                        value = None
                        break
                    else:
                        value //= pick
                if value in targets and (best is None or value > best):
                    best = value
        if best is not None:
            return length, best
    return None


def check(cold, hot_values, cards):
    found = solve(cold, hot_values, cards)
    expected = brute_force(cold, hot_values, cards)
    if expected is None:
        assert found is None
        return
    assert found is not None
    assert (found.length, found.value) == expected
    assert evaluate(cold, found.steps) == found.value
    assert not Counter(s.card for s in found.steps) - Counter(cards)


def test_sheet_example_and_simple_cases():
    found = solve(10, [22], [op("x2"), op("+1")])
    assert found.text("fr") == "10 + 1 = 11 ; 11 × 2 = 22"
    assert solve(10, [22, 40], [op("x2"), op("+1"), op("x4")]).value == 40  # 1 card beats 2
    assert solve(5, [30], [op("/2"), op("-1")]) is None
    assert solve(5, [], [op("+3")]) is None
    assert solve(5, [8], []) is None
    assert solve(5, [5], [op("x?")]).steps[0].choice == 1  # x1 is allowed: "?" is 1 to 10


def test_shortest_then_highest_hot_value():
    found = solve(4, [20, 24, 36], [op("x5"), op("+?"), op("x6"), op("^2")])
    assert (found.length, found.value) == (1, 24)
    found = solve(3, [25, 36, 49], [op("+?"), op("^2")])
    assert (found.length, found.value) == (2, 49)


def test_plus_minus_one_sign_is_chosen():
    found = solve(7, [48], [op("±1"), op("x8")])
    assert found.text("en") == "7 − 1 = 6; 6 × 8 = 48"
    assert found.steps[0].choice == -1


def test_question_mark_number_is_chosen():
    found = solve(6, [42], [op("x?")])
    assert found.steps[0].choice == 7


def test_negative_detour_is_found():
    # 0 − 9 = −9, then squared: 81.
    assert solve(0, [81], [op("-?"), op("^2")]).text("fr") == "0 − 9 = -9 ; (-9)² = 81"


def test_duplicates_are_handled():
    check(2, [20, 22], [op("+?"), op("+?"), op("+?")])
    check(1, [64], [op("^2"), op("^2"), op("^2"), op("x2")])


def test_worst_case_six_questions_without_a_solution_terminates():
    hand = [op(x) for x in ("+?", "+?", "x?", "x?", "-?", "/?")]
    assert solve(0, [99991], hand) is None  # at most (0 + 10 + 10) × 10 × 10 = 2000


distinct_ops = sorted(set(OPERATORS), key=lambda c: c.code)
cheap_ops = [c for c in distinct_ops if not c.is_choice]
question_ops = [c for c in distinct_ops if c.is_choice]
hot_sets = st.one_of(
    st.lists(st.sampled_from(HOT_VALUES), min_size=1, max_size=6, unique=True),
    st.lists(st.integers(-150, 400), min_size=1, max_size=6, unique=True),
)


@settings(max_examples=200, deadline=None)
@given(cold=st.integers(0, 12), hot=hot_sets,
       cards=st.lists(st.sampled_from(cheap_ops), min_size=1, max_size=5))
def test_solver_matches_brute_force_without_question_marks(cold, hot, cards):
    check(cold, hot, cards)


@settings(max_examples=200, deadline=None)
@given(cold=st.integers(0, 12), hot=hot_sets,
       plain=st.lists(st.sampled_from(cheap_ops), min_size=0, max_size=3),
       questions=st.lists(st.sampled_from(question_ops), min_size=1, max_size=2),
       data=st.randoms(use_true_random=False))
def test_solver_matches_brute_force_with_question_marks(cold, hot, plain, questions, data):
    cards = plain + questions
    data.shuffle(cards)
    check(cold, hot, cards)


@settings(max_examples=40, deadline=None)
@given(cold=st.integers(0, 12), hot=hot_sets,
       cards=st.lists(st.sampled_from(question_ops), min_size=3, max_size=3))
def test_solver_matches_brute_force_three_question_marks(cold, hot, cards):
    check(cold, hot, cards)


@settings(max_examples=100, deadline=None)
@given(cold=st.integers(0, 12), hot=st.lists(st.sampled_from(HOT_VALUES), min_size=1,
                                             max_size=6, unique=True),
       cards=st.lists(st.sampled_from(list(OPERATORS)), min_size=6, max_size=9))
def test_solver_answers_are_always_legal_on_big_hands(cold, hot, cards):
    found = solve(cold, hot, cards)
    if found is not None:
        assert evaluate(cold, found.steps) == found.value in hot
        assert not Counter(s.card for s in found.steps) - Counter(cards)
        # Nothing shorter exists: no chain one card shorter reaches a hot value.
        if found.length <= 3:
            assert solve_at_most(cold, hot, cards, found.length - 1) is None


def solve_at_most(cold, hot, cards, length):
    if length == 0:
        return None
    result = brute_force_limited(cold, hot, cards, length)
    return result


def brute_force_limited(cold, hot, cards, length):
    for size in range(1, length + 1):
        for subset in itertools.combinations(range(len(cards)), size):
            found = brute_force(cold, hot, [cards[i] for i in subset])
            if found is not None and found[0] <= length:
                return found
    return None
