"""Shared strategies and helpers for the code-layer tests (random programs, tables)."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from algunokit.alguno.engine import Choice, Table
from algunokit.alguno.lang import (
    MAX_COUNT,
    Alternative,
    And,
    Compare,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Swap,
    Target,
)
from algunokit.cards import Colour, Suit, classic_deck

QUANTITIES = [Quantity(), *(Quantity(s) for s in Suit), *(Quantity(c) for c in Colour)]
FIXED_ACTIONS = [Give(Target.LEFT), Give(Target.RIGHT), Give(Target.CHOICE), Swap(Side.LEFT),
                 Swap(Side.RIGHT)]

quantities = st.sampled_from(QUANTITIES)
tests = st.one_of(
    st.builds(Compare, quantities, st.sampled_from(list(Op)), st.integers(0, 12)),
    st.builds(Parity, quantities, st.booleans()),
)
conditions = st.recursive(
    tests,
    lambda inner: st.one_of(st.builds(And, inner, inner), st.builds(Or, inner, inner),
                            st.builds(Not, inner)),
    max_leaves=6,
)


def _actions(most: int) -> st.SearchStrategy:
    counts = st.integers(1, most)
    return st.one_of(st.builds(Draw, counts), st.builds(Discard, counts),
                     st.sampled_from(FIXED_ACTIONS))


def _alternatives(steps: st.SearchStrategy) -> st.SearchStrategy:
    branch = st.lists(steps, max_size=3).map(tuple)
    return st.builds(Alternative, conditions, branch, branch)


def _programs(most: int) -> st.SearchStrategy:
    actions = _actions(most)
    return st.recursive(_alternatives(actions),
                        lambda inner: _alternatives(st.one_of(actions, inner)), max_leaves=4)


#: any program of the language (counts up to MAX_COUNT): for translations
alternatives = _programs(MAX_COUNT)
#: programs with small counts, to run: the engine lists every way to discard n cards,
#: which explodes for big hands and big n
runnable_alternatives = _programs(3)


def random_table(rng: random.Random) -> tuple[Table, int]:
    """A random table (2 to 6 players, hands 0 to 9 cards, piles of any size) and a seat."""
    deck = list(classic_deck("54"))
    rng.shuffle(deck)
    n_players = rng.randint(2, 6)
    hands = [[deck.pop() for _ in range(rng.randint(0, 9))] for _ in range(n_players)]
    cut = rng.randint(0, len(deck))
    draw_pile, discard_pile = deck[:cut], deck[cut:]
    if rng.random() < 0.2:  # often enough: an empty draw pile forces a reshuffle
        draw_pile, discard_pile = [], draw_pile + discard_pile
    table = Table(hands, draw_pile, discard_pile, random.Random(rng.random()))
    return table, rng.randrange(n_players)


def random_chooser(seed: int):
    """A chooser picking uniformly among the options, from its own seeded generator."""
    rng = random.Random(seed)

    def choose(choice: Choice):
        return rng.choice(choice.options)

    return choose


def same_state(a: Table, b: Table) -> bool:
    return (a.hands == b.hands and a.draw_pile == b.draw_pile
            and a.discard_pile == b.discard_pile and a.rng.getstate() == b.rng.getstate())
