"""Celsius bots: ``random``, ``greedy`` (a simple heuristic) and ``solver`` (the strongest).

Over 100 two-player games, ``greedy`` beats ``random`` about two times in three,
and ``solver`` beats ``greedy`` about three times in five.

A strategy is a plain function ``strategy(view, decision) -> option``. For the
``PLAY`` decision (:class:`~algunokit.celsius.moves.PlayDecision`) it returns a
:class:`~algunokit.celsius.moves.Play` or ``Pass()``; for ``EXCHANGE`` and
``SWAP`` one of ``decision.options``. For example, a bot that lays down the
first single card reaching a hot value, and passes otherwise::

    from algunokit.celsius import Pass, Play, Step, DecisionKind, evaluate

    def one_card(view, decision):
        if decision.kind is not DecisionKind.PLAY:
            return decision.options[0]          # Decline() the optional moves
        for card in decision.operators:
            for choice in card.choices:
                try:
                    if evaluate(decision.cold, [Step(card, choice)]) in decision.hot_values:
                        return Play((Step(card, choice),))
                except Exception:                # an inexact division
                    pass
        return Pass()
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.celsius.arith import Step, apply
from algunokit.celsius.cards import OperatorCard, OpKind
from algunokit.celsius.moves import (
    DecisionKind,
    Decline,
    Exchange,
    Pass,
    Play,
    PlayDecision,
    Swap,
)
from algunokit.celsius.solver import solve
from algunokit.errors import ConfigError
from algunokit.protocol import Decision, Strategy

RANDOM_TRIES = 100


def _random_chain(rng: random.Random, decision: PlayDecision) -> Play | Pass:
    """Up to ``RANDOM_TRIES`` random chains; the first that hits a hot card, else pass."""
    cards = list(decision.operators)
    targets = set(decision.hot_values)
    for _ in range(RANDOM_TRIES if cards else 0):
        chosen = rng.sample(cards, rng.randint(1, len(cards)))
        value: int | None = decision.cold
        steps = []
        for card in chosen:
            step = Step(card, rng.choice(card.choices))
            value = apply(value, card.kind, step.amount)
            if value is None:
                break
            steps.append(step)
            if value in targets:
                return Play(tuple(steps))
    return Pass()


def make_random(seed: int) -> Strategy:
    """Random optional moves; plays the first random chain that happens to hit a hot card."""
    rng = random.Random(seed)

    def strategy(view: Any, decision: Decision) -> Any:
        if isinstance(decision, PlayDecision):
            return _random_chain(rng, decision)
        return rng.choice(decision.options)

    return strategy


#: How many partial chains the greedy bot keeps at each length (its beam).
GREEDY_BEAM = 12


def _closest_chain(cold: int, targets: set[int], cards: list[OperatorCard]
                   ) -> list[Step] | None:
    """A chain of any length to a hot card, found greedily (a beam search).

    Chains grow one card at a time; at each length only the :data:`GREEDY_BEAM`
    chains whose value is closest to a hot card are kept. The first length that
    hits a hot card gives the chain (the highest card, then the first found).
    Not exact, unlike :func:`~algunokit.celsius.solver.solve`: a chain that must
    first move away from every hot card may be missed.
    """
    chains: list[tuple[int, int, tuple[Step, ...]]] = [(cold, 0, ())]  # value, cards used, steps
    everything = (1 << len(cards)) - 1
    while chains:
        longer, seen = [], set()
        for value, used, steps in chains:
            for index, card in enumerate(cards):
                bit = 1 << index
                if used & bit:
                    continue
                for choice in card.choices:
                    step = Step(card, choice)
                    result = apply(value, card.kind, step.amount)
                    if result is not None and (result, used | bit) not in seen:
                        seen.add((result, used | bit))
                        longer.append((result, used | bit, (*steps, step)))
        hits = [chain for chain in longer if chain[0] in targets]
        if hits:
            return list(max(hits, key=lambda chain: chain[0])[2])
        longer.sort(key=lambda chain: min(abs(target - chain[0]) for target in targets))
        chains = [chain for chain in longer[:GREEDY_BEAM] if chain[1] != everything]
    return None


def _short_chains(cold: int, cards: list[OperatorCard]) -> list[tuple[int, list[Step]]]:
    """Every chain of one card, then of two cards: ``[(value, steps), ...]``."""
    found = []
    for i, first in enumerate(cards):
        for a in first.choices:
            step = Step(first, a)
            middle = apply(cold, first.kind, step.amount)
            if middle is None:
                continue
            found.append((middle, [step]))
            for j, second in enumerate(cards):
                if j == i:
                    continue
                for b in second.choices:
                    other = Step(second, b)
                    end = apply(middle, second.kind, other.amount)
                    if end is not None:
                        found.append((end, [step, other]))
    return found


def greedy(view: Any, decision: Decision) -> Any:
    """A simple heuristic: every chain of one card, then of two; else longer chains,
    keeping at each length those closest to a hot card (:func:`_closest_chain`).

    When it may exchange, it discards its two weakest cards, like ``solver``: a
    hand of weak cards soon plays nothing. It declines the swap.
    """
    if decision.kind is DecisionKind.EXCHANGE:
        return _exchange_weakest(view, decision)
    if not isinstance(decision, PlayDecision):
        return Decline()
    targets = set(decision.hot_values)
    cards = list(decision.operators)
    found = [(len(steps), -value, steps) for value, steps in _short_chains(decision.cold, cards)
             if value in targets]
    steps = (min(found, key=lambda f: (f[0], f[1]))[2] if found
             else _closest_chain(decision.cold, targets, cards))
    return Pass() if steps is None else Play(tuple(steps))


#: How much a card is worth keeping (the solver bot's swap choice).
_POWER = {OpKind.MUL: 5, OpKind.ADD: 4, OpKind.SQUARE: 4, OpKind.SUB: 2, OpKind.DIV: 1,
          OpKind.PLUS_MINUS_ONE: 3}


def _power(card: OperatorCard) -> int:
    return _POWER[card.kind] + (5 if card.is_choice else 0)


def _exchange_weakest(view: Any, decision: Decision) -> Any:
    """The exchange of this player's two weakest cards (see ``_POWER``), else decline."""
    weakest = sorted(sorted(view.operators[decision.player], key=_power)[:2], key=_power)
    for option in decision.options:
        if isinstance(option, Exchange) and sorted(option.cards, key=_power) == weakest:
            return option
    return Decline()


def solver(view: Any, decision: Decision) -> Any:
    """The strongest bot: the exact solver's shortest chain (then highest hot card).

    When it may exchange, it discards its two weakest cards (weak cards pile up
    since short chains leave them in hand); it swaps its last operator for the
    most flexible card on the table when that card is better than its own.
    """
    if isinstance(decision, PlayDecision):
        found = solve(decision.cold, decision.hot_values, decision.operators)
        return Pass() if found is None else Play(found.steps)
    if decision.kind is DecisionKind.EXCHANGE:
        return _exchange_weakest(view, decision)
    if decision.kind is DecisionKind.SWAP:
        mine = view.operators[decision.player][0]
        swaps = [o for o in decision.options if isinstance(o, Swap)]
        if swaps:
            best = max(swaps, key=lambda s: (_power(s.card), -s.opponent))
            if _power(best.card) > _power(mine):
                return best
    return Decline()


BOTS: dict[str, Callable[[int], Strategy]] = {
    "random": make_random,
    "greedy": lambda seed: greedy,
    "solver": lambda seed: solver,
}


def make_bot(name: str, seed: int = 0) -> Strategy:
    """The strategy of the bot called ``name`` (seeded when it uses chance)."""
    if name not in BOTS:
        raise ConfigError("common.error.unknown_bot", name=name, allowed=", ".join(BOTS))
    return BOTS[name](seed)


__all__ = ["BOTS", "GREEDY_BEAM", "RANDOM_TRIES", "greedy", "make_bot", "make_random", "solver"]
