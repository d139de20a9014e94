"""Bots for Alg(un)o, and how to write your own strategy.

A strategy is a plain function of what a player sees and the decision to take::

    def cautious(view, decision):
        \"\"\"Build with the first half; otherwise take the first allowed answer.\"\"\"
        return decision.options[0]

    game.play_out([cautious, bots.make_bot("greedy", 1), ...])

``view`` is a :class:`~algunokit.alguno.view.View` (``view.me``, ``view.hands``,
``view.my_hand``, ``view.condition_card``, ``view.action_cards``,
``view.neighbour("left")``, ``view.imagine(build)`` …); ``decision.kind`` says
what is asked (``build``, ``discard``, ``give``, ``neighbour``) and the answer
must be one of ``decision.options``.

Built-in bots: ``random`` picks any allowed answer; ``greedy`` looks one turn
ahead: for each possible build it imagines the whole turn (without peeking at
the draw pile) and keeps the one that leaves it with the fewest cards compared
with the others; when it gives a card it gives it to the neighbour closest to
winning.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.alguno.engine import Choice, DecisionKind
from algunokit.alguno.game import View
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Combinations
from algunokit.protocol import Decision, Strategy


def make_random(seed: int = 0) -> Strategy:
    """A bot answering every decision at random (with its own seeded generator)."""
    rng = random.Random(seed)
    getrandbits = rng.getrandbits

    def random_bot(view: View, decision: Decision) -> Any:
        # rng.choice(options) inlined (the same bits, the same pick): a tournament asks
        # this bot hundreds of thousands of times.
        options = decision.options
        # a discard's Combinations knows its size: len() would be a Python-level call
        n = options.size if options.__class__ is Combinations else len(options)
        if n <= 0:
            return rng.choice(options)  # raises as choice does
        k = n.bit_length()
        index = getrandbits(k)
        while index >= n:
            index = getrandbits(k)
        return options[index]

    return random_bot


def _score(hands: tuple[tuple[Any, ...], ...], me: int) -> float:
    mine = len(hands[me])
    others = [len(h) for s, h in enumerate(hands) if s != me]
    if mine == 0:
        return 1000.0 - 10 * others.count(0)
    if 0 in others:
        return -1000.0
    return -mine + 0.2 * sum(others) / len(others)


def _in_action(view: View, decision: Decision | Choice) -> Any:
    if decision.kind is DecisionKind.NEIGHBOUR:
        left, right = view.neighbour(Side.LEFT), view.neighbour(Side.RIGHT)
        # Give to whoever is closest to winning, to slow them down.
        return Side.LEFT if len(view.hands[left]) <= len(view.hands[right]) else Side.RIGHT
    return decision.options[0]


def make_greedy(seed: int = 0) -> Strategy:
    """A bot that imagines the turn for each possible build and keeps the best."""
    rng = random.Random(seed)

    def greedy_bot(view: View, decision: Decision) -> Any:
        if decision.kind is not DecisionKind.BUILD:
            return _in_action(view, decision)
        sample = rng.getrandbits(32)
        best, best_score = decision.options[0], float("-inf")
        for build in decision.options:
            hands = view.imagine(build, seed=sample)
            score = _score(hands, view.me)
            if score > best_score:
                best, best_score = build, score
        return best

    return greedy_bot


BOTS: dict[str, Callable[[int], Strategy]] = {"random": make_random, "greedy": make_greedy}


def make_bot(name: str, seed: int = 0) -> Strategy:
    """The built-in bot called ``name`` ("random" or "greedy")."""
    if name not in BOTS:
        from algunokit.errors import ConfigError

        raise ConfigError("common.error.unknown_bot", name=name, allowed=", ".join(BOTS))
    return BOTS[name](seed)


def bots(*names: str, seed: int = 0, players: int | None = None) -> list[Strategy]:
    """One bot per seat: ``bots("greedy", "random", "random", "random")``.

    A shorter list repeats around the table when ``players`` is given; with a
    single name and no ``players``, it is repeated for up to 6 seats.
    """
    count = players or (6 if len(names) == 1 else len(names))
    rng = random.Random(seed)
    return [make_bot(names[i % len(names)], rng.getrandbits(32)) for i in range(count)]
