"""Celsius bots: what ``greedy`` finds and chooses, and how the three bots rank."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.celsius import (
    OPERATORS,
    DecisionKind,
    Decline,
    Exchange,
    Game,
    Pass,
    Play,
    Step,
    evaluate,
    make_bot,
    parse_operator,
    simulate,
    solve,
)
from algunokit.celsius.bots import _closest_chain, greedy

op = parse_operator


def test_closest_chain_finds_a_chain_of_three_cards():
    # 3 + 1 = 4, squared 16, × 4 = 64: no chain of one or two cards makes 64
    cards = [op("x4"), op("+1"), op("²")]
    steps = _closest_chain(3, {64}, cards)
    assert steps is not None and len(steps) == 3 and evaluate(3, steps) == 64


def test_closest_chain_gives_up_when_nothing_reaches_a_hot_card():
    assert _closest_chain(0, {20, 30}, [op("x2"), op("x3"), op("²")]) is None


def test_closest_chain_prefers_the_highest_hot_card_of_the_shortest_length():
    steps = _closest_chain(10, {20, 30, 100}, [op("x2"), op("x3"), op("x10")])
    assert evaluate(10, steps) == 100 and len(steps) == 1


hands = st.lists(st.sampled_from(sorted(set(OPERATORS), key=lambda card: card.code)), min_size=1,
                 max_size=6)


@settings(max_examples=60, deadline=None)
@given(cold=st.integers(0, 12), cards=hands, targets=st.sets(st.integers(20, 100), min_size=1,
                                                               max_size=6))
def test_closest_chain_is_a_valid_chain_never_shorter_than_the_solver(cold, cards, targets):
    steps = _closest_chain(cold, targets, cards)
    best = solve(cold, sorted(targets), cards)
    if steps is None:
        return  # greedy may miss a chain; the solver is exact
    assert best is not None and evaluate(cold, steps) in targets
    assert len(steps) >= best.length
    used = [step.card for step in steps]
    assert all(used.count(card) <= cards.count(card) for card in used)  # each card once


def test_greedy_plays_the_longer_chain_it_finds_and_passes_without_one():
    game = Game.from_setup(hot=[[64, 90], [22, 27]], operators=[["x4", "+1", "²"], ["+1"]], cold=3)
    decision = game.decision
    assert decision.kind is DecisionKind.PLAY
    answer = greedy(game.view(decision.player), decision)
    assert isinstance(answer, Play) and evaluate(3, answer.steps) == 64
    game = Game.from_setup(hot=[[20, 50], [22, 27]], operators=[["x2", "x3"], ["+1"]], cold=0)
    decision = game.decision
    assert greedy(game.view(decision.player), decision) == Pass()


def test_greedy_exchanges_its_two_weakest_cards():
    game = Game.from_setup(hot=[[20, 50], [22, 27]],
                           operators=[["-1", "-2", "/2", "±1", "x2", "+3"], ["+1"]], cold=10,
                           next_operators=("x5", "x6"), next_hot=(100,))
    decision = game.decision
    assert decision.kind is DecisionKind.EXCHANGE
    answer = greedy(game.view(decision.player), decision)
    assert isinstance(answer, Exchange)
    assert sorted(card.code for card in answer.cards) == ["-1", "/2"]
    assert make_bot("solver")(game.view(0), decision) == answer


def test_greedy_declines_the_swap():
    game = Game.from_setup(hot=[[20, 50], [30, 40]], operators=[["x2", "+1"], ["x3", "+5", "+1"]],
                           cold=10)
    game.choose(Play((Step(op("x2"), None),)))
    game.choose(Pass())
    decision = game.decision
    assert decision.kind is DecisionKind.SWAP and decision.player == 0
    assert greedy(game.view(0), decision) == Decline()


def test_the_bots_rank_random_then_greedy_then_solver():
    greedy_random = simulate(games=60, players=2, seed=3, bots="greedy,random").wins_by_bot
    assert greedy_random["greedy"] > 1.5 * greedy_random.get("random", 0)
    solver_greedy = simulate(games=60, players=2, seed=3, bots="solver,greedy").wins_by_bot
    assert solver_greedy["solver"] > solver_greedy.get("greedy", 0)
