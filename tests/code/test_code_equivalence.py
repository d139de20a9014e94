"""Running the generated Python has exactly the engine's effect (hands, piles, generator)."""

from __future__ import annotations

import random

from code_strategies import random_chooser, random_table, runnable_alternatives, same_state
from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.engine import execute
from algunokit.alguno.lang import Alternative
from algunokit.code import namespace, run_python, to_python

LEVEL2_ACTIONS = sorted({card.actions[0] for card in action_cards(2)}, key=repr)


def every_card_alternative():
    """Every half of every Condition card (levels 1-3) with Action cards of both levels.

    Level 1: each Action card as printed (ALORS, SINON). Level 2: every ordered
    pair of two different level-2 actions (the author puts one in each branch).
    """
    for level in (1, 2, 3):
        for card in condition_cards(level):
            for half in card.halves:
                for action_card in action_cards(1):
                    then, otherwise = action_card.actions
                    yield Alternative(half, (then,), (otherwise,))
                for then in LEVEL2_ACTIONS:
                    for otherwise in LEVEL2_ACTIONS:
                        if then != otherwise:
                            yield Alternative(half, (then,), (otherwise,))


def check_same_effect(alt: Alternative, code, rng: random.Random) -> None:
    table, player = random_table(rng)
    expected = table.copy()  # same hands, piles and generator state
    seed = rng.randrange(2**32)
    exec(code, namespace(table, player, random_chooser(seed)))
    execute(alt, expected, player, random_chooser(seed))
    assert same_state(table, expected), (to_python(alt, "en"), player)
    assert sorted(map(repr, table.all_cards())) == sorted(map(repr, expected.all_cards()))


def test_every_card_half_with_action_cards_runs_like_the_engine():
    rng = random.Random(2024)
    count = 0
    for index, alt in enumerate(every_card_alternative()):
        language = ("fr", "en")[index % 2]
        code = compile(to_python(alt, language), "<alg(un)o>", "exec")
        for _ in range(2):  # two random tables each: about 25,000 runs in all
            check_same_effect(alt, code, rng)
        count += 1
    halves = 2 * (24 + 21 + 24)
    assert count == halves * (20 + len(LEVEL2_ACTIONS) * (len(LEVEL2_ACTIONS) - 1))
    assert len(LEVEL2_ACTIONS) == 9


@settings(max_examples=150)
@given(runnable_alternatives, st.integers(0, 2**32 - 1), st.sampled_from(["fr", "en"]))
def test_nested_and_multi_action_programs_run_like_the_engine(alt, seed, language):
    code = compile(to_python(alt, language), "<alg(un)o>", "exec")
    rng = random.Random(seed)
    for _ in range(3):
        check_same_effect(alt, code, rng)


def test_run_python_checks_then_runs():
    alt = next(iter(every_card_alternative()))
    rng = random.Random(7)
    table, player = random_table(rng)
    expected = table.copy()
    run_python(to_python(alt, "fr"), table, player, random_chooser(1))
    execute(alt, expected, player, random_chooser(1))
    assert same_state(table, expected)


def test_counts_see_the_hand_as_it_is_when_called():
    """A nested if tests the hand after the actions before it, as the engine does."""
    from algunokit.alguno.engine import Table
    from algunokit.cards import Card

    hand = [Card.from_code(c) for c in ("7H", "2S")]
    source = ("if number_of_cards() == 2:\n    draw(1)\n"
              "    if nombre_de_cartes() == 3:\n        discard(3)\n")
    table = Table([hand, []], [Card.from_code("KD")], [], random.Random(0))
    run_python(source, table, 0)
    assert table.hands[0] == [] and len(table.discard_pile) == 3


def test_namespace_has_no_builtins():
    from algunokit.errors import CodeError

    table, player = random_table(random.Random(3))
    ns = namespace(table, player)
    assert ns["__builtins__"] == {}
    try:
        run_python("if cards() > 0:\n    open('x')\n", table, player)
    except CodeError as err:
        assert err.line == 2
    else:  # pragma: no cover
        raise AssertionError("run_python must refuse code outside the language")
