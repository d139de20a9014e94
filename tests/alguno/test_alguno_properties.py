"""Random seeded games (hypothesis): conservation, legal options, termination,
determinism, and save/load mid-game."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from algunokit.alguno import Build, DecisionKind, Game, Side, bots
from algunokit.cards import classic_deck

LEVELS = st.sampled_from([(1, 1), (1, 2), (2, 2), (3, 2), (3, 1), (2, 1)])
SETUP = st.fixed_dictionaries({
    "n_players": st.integers(3, 5),
    "levels": LEVELS,
    "seed": st.integers(0, 2**32 - 1),
    "direction": st.sampled_from(["right", "left"]),
    "deck": st.sampled_from(["54", "52", "40"]),
})


def check_options_are_legal(game: Game) -> None:
    decision = game.decision
    if decision.kind is DecisionKind.BUILD:
        assert decision.player == game.author
        expected = 2 if game.rules.action_level == 1 else 12
        assert len(decision.options) == expected
        assert all(isinstance(o, Build) for o in decision.options)
        return
    assert decision.player == game.executor
    hand = game.table.hands[decision.player]
    if decision.kind is DecisionKind.DISCARD:
        n = len(decision.options[0])
        assert len(hand) > n
        assert set(decision.options) == set(combinations(hand, n))
    elif decision.kind is DecisionKind.GIVE:
        assert len(hand) >= 2 and decision.options == tuple(hand)
    else:
        assert decision.kind is DecisionKind.NEIGHBOUR
        assert decision.options == (Side.LEFT, Side.RIGHT) and hand


def play_checked(game: Game, rng: random.Random, stop_after: int | None = None) -> list:
    """Play random answers, checking the invariants after every decision."""
    deck = Counter(classic_deck(game.rules.deck))
    conditions, actions = game.all_condition_cards(), game.all_action_cards()
    answers = []
    while game.decision is not None:
        if stop_after is not None and len(answers) >= stop_after:
            break
        check_options_are_legal(game)
        answer = rng.choice(game.decision.options)
        answers.append(answer)
        game.choose(answer)
        assert game.all_classic_cards() == deck
        assert game.all_condition_cards() == conditions
        assert game.all_action_cards() == actions
    return answers


@settings(max_examples=60)
@given(SETUP, st.integers(0, 10**6))
def test_random_games_keep_every_card_offer_legal_options_and_end(setup, choice_seed):
    game = Game(**setup)
    play_checked(game, random.Random(choice_seed))
    assert game.is_over and game.turn <= game.rules.turn_limit
    if game.winners:
        assert all(len(game.hands[s]) == 0 for s in game.winners)
        assert all(len(h) > 0 for s, h in enumerate(game.hands) if s not in game.winners)
    else:
        assert game.limit_reached and game.turn == game.rules.turn_limit


@settings(max_examples=25)
@given(SETUP, st.integers(0, 10**6))
def test_same_seed_same_choices_same_game(setup, choice_seed):
    first, second = Game(**setup), Game(**setup)
    play_checked(first, random.Random(choice_seed))
    play_checked(second, random.Random(choice_seed))
    assert first.to_json() == second.to_json()
    assert first.log == second.log


@settings(max_examples=40)
@given(SETUP, st.integers(0, 10**6), st.integers(0, 120))
def test_save_and_load_mid_game_continues_identically(setup, choice_seed, stop):
    game = Game(**setup)
    play_checked(game, random.Random(choice_seed), stop_after=stop)
    loaded = Game.from_json(game.to_json())
    assert loaded.decision == game.decision
    rest_a = play_checked(game, random.Random(choice_seed + 1))
    rest_b = play_checked(loaded, random.Random(choice_seed + 1))
    assert rest_a == rest_b
    assert loaded.to_json() == game.to_json()


def test_thousands_of_seeded_bot_games_conserve_cards():
    """A broad sweep: 3,000 seeded games with both bots at every recommended level."""
    rng = random.Random(2026)
    for i in range(3000):
        levels = [(1, 1), (1, 2), (2, 2), (3, 2)][i % 4]
        game = Game(3 + i % 3, levels, rng.getrandbits(32))
        game.play_out(bots("random", "greedy", seed=i, players=game.n_players))
        assert game.is_over
        assert game.all_classic_cards() == Counter(classic_deck("54"))
