"""The game loop's fast paths give exactly what the reference interpreter gives (issue 19).

``Game`` runs a card's alternative itself (one compiled test, one action per branch)
instead of going through :meth:`Execution.run` for every player, and tests hands with
:func:`condition_test` instead of ``condition.test``. These tests replay every turn of
random seeded games through the reference path (``Execution.run`` on a copy of the
table, the same answers) and compare the events, the choices asked and the cards;
they also play whole games with the game's own interpreter path forced and compare.
"""

from __future__ import annotations

import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.alguno import (
    And,
    Compare,
    Execution,
    Game,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Table,
    bots,
    condition_cards,
)
from algunokit.alguno import game as game_module
from algunokit.alguno.engine import shuffle
from algunokit.alguno.lang import _TESTS, condition_test
from algunokit.cards import Colour, Suit, classic_deck

DECK = classic_deck("54")
QUANTITIES = [Quantity(), *(Quantity(s) for s in Suit), *(Quantity(c) for c in Colour)]
LEAVES = [Compare(q, op, v) for q in QUANTITIES for op in Op for v in range(0, 8)] + \
    [Parity(q, odd) for q in QUANTITIES for odd in (True, False)]


def _conditions(depth: int):
    leaf = st.sampled_from(LEAVES)
    if depth == 0:
        return leaf
    inner = _conditions(depth - 1)
    return st.one_of(leaf, st.builds(And, inner, inner), st.builds(Or, inner, inner),
                     st.builds(Not, inner))


HANDS = st.lists(st.sampled_from(DECK), max_size=14)


@settings(max_examples=300)
@given(cond=_conditions(3), hand=HANDS)
def test_a_compiled_test_answers_as_the_condition_does(cond, hand):
    assert condition_test(cond)(hand) is cond.test(hand)
    assert condition_test(cond) is condition_test(cond)  # made once per condition


def test_every_card_half_compiles_to_the_same_answers():
    rng = random.Random(4)
    halves = [h for level in (1, 2, 3) for card in condition_cards(level) for h in card.halves]
    hands = [rng.sample(DECK, rng.randrange(0, 12)) for _ in range(60)]
    for half, hand in product(halves, hands):
        assert condition_test(half)(hand) is half.test(hand), (half, hand)


def test_a_condition_of_another_kind_tests_itself():
    class Always:
        def test(self, hand):
            return len(hand) < 100

    cond = Always()
    assert condition_test(cond)([]) is True


def test_a_new_condition_at_a_reused_id_is_compiled_again():
    # The cache keys by id(); it keeps each condition alive beside its test, and checks
    # the condition is the same object, so a reused id never answers for another.
    first = Compare(Quantity(Suit.HEARTS), Op.EQ, 1)
    other = Compare(Quantity(Suit.SPADES), Op.EQ, 1)
    _TESTS[id(other)] = (first, condition_test(first))  # as if ``other`` took first's id
    spade = [next(c for c in DECK if c.suit is Suit.SPADES)]
    assert condition_test(other)(spade) is True
    assert condition_test(first)(spade) is False


def _table_copy(table: Table) -> Table:
    rng = random.Random()
    rng.setstate(table.rng.getstate())
    return Table([list(h) for h in table.hands], list(table.draw_pile),
                 list(table.discard_pile), rng, [])


def _play_turn_and_replay(game: Game, strategies) -> None:
    """Play one turn through the game and the same turn through the reference path."""
    before = _table_copy(game.table)
    start, turn = len(game._log.raw), game.turn
    decision = game.decision
    build = strategies[decision.player](game.view(decision.player), decision)
    game.choose(build)
    kind, author, alternative = game._log.raw[start]
    assert kind == "build"
    asked = []
    while (decision := game.decision) is not None and game.turn == turn:
        pending = game.pending
        answer = strategies[decision.player](game.view(decision.player), decision)
        asked.append((pending.player, pending.kind, list(pending.options), pending.to, answer))
        game.choose(answer)
    answers = iter(asked)

    def chooser(choice):
        player, kind, options, to, answer = next(answers)
        assert (choice.player, choice.kind, list(choice.options), choice.to) == \
            (player, kind, options, to)
        return answer

    for player in game.rules.execution_order(author):
        Execution(player, (alternative,)).run(before, chooser)
    assert next(answers, None) is None  # the reference asked every question the game asked
    special = [e for e in game._log.raw[start + 1:] if e[0] == "reshuffle" and e[1] != "classic"]
    events = [e for e in game._log.raw[start + 1:] if e[0] not in ("turn", "end", "limit")
              and e not in special]
    assert before.events == events
    assert before.hands == game.table.hands
    assert before.draw_pile == game.table.draw_pile
    assert before.discard_pile == game.table.discard_pile
    if not special:  # the next turn's special piles were not shuffled with the same rng
        assert before.rng.getstate() == game.table.rng.getstate()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1),
       levels=st.sampled_from([(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2)]),
       players=st.integers(3, 5), direction=st.sampled_from(["left", "right"]),
       deck=st.sampled_from(["54", "40"]))
def test_every_turn_is_the_reference_interpreters_turn(seed, levels, players, direction, deck):
    game = Game(players, levels, seed, direction=direction, deck=deck, turn_limit=40)
    strategies = bots("random", seed=seed, players=players)
    while not game.is_over:
        _play_turn_and_replay(game, strategies)


def _whole_game(levels, seed):
    game = Game(4, levels, seed)
    game.play_out(bots("random", seed=seed, players=4))
    return game.to_json()


@pytest.mark.parametrize("levels", [(1, 1), (1, 2), (3, 2)])
def test_the_interpreter_path_plays_the_same_games(levels, monkeypatch):
    fast = [_whole_game(levels, seed) for seed in range(8)]
    # Every alternative through Execution.run, as a program the loop does not run itself.
    monkeypatch.setattr(game_module, "_plan_of", lambda alternative: False)
    slow = [_whole_game(levels, seed) for seed in range(8)]
    assert fast == slow


@settings(max_examples=200)
@given(seed=st.integers(0, 2**64), size=st.integers(0, 140))
def test_the_games_shuffle_is_randoms_shuffle(seed, size):
    # The same permutation from the same bits, and the generator left in the same state.
    ours, theirs = random.Random(seed), random.Random(seed)
    cards, expected = list(range(size)), list(range(size))
    shuffle(ours, cards)
    theirs.shuffle(expected)
    assert cards == expected
    assert ours.getstate() == theirs.getstate()


def test_a_discard_takes_the_way_indexing_gave_and_refuses_others():
    from itertools import combinations

    from algunokit.alguno.moves import Combinations, DecisionKind, new_decision
    from algunokit.errors import RuleError

    rng = random.Random(2)
    for _ in range(40):
        hand = rng.sample(DECK, rng.randrange(2, 10))
        n = rng.randrange(1, len(hand))
        ways = Combinations.of_hand(hand, n)
        assert list(ways) == list(combinations(hand, n)) and len(ways) == ways.size
        decision = new_decision(0, DecisionKind.DISCARD, ways)
        for index in range(len(ways)):
            way = ways[index]
            assert decision.check(way) is way
        others = [c for c in DECK if c not in hand]
        with pytest.raises(RuleError):
            decision.check(tuple(others[:n]))
        with pytest.raises(RuleError):
            decision.check(ways[0] + (others[0],))


def test_the_cached_decisions_are_the_decisions_the_game_made_before():
    from algunokit.alguno.moves import (
        DecisionKind,
        build_decision,
        build_options,
        neighbour_decision,
    )
    from algunokit.protocol import Decision

    for player, level in product(range(6), (1, 2)):
        k = 1 if level == 1 else 3
        assert build_decision(player, level, k) == Decision(
            player, DecisionKind.BUILD, build_options(level, k))
        assert neighbour_decision(player) == Decision(
            player, DecisionKind.NEIGHBOUR, (Side.LEFT, Side.RIGHT))
