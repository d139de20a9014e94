"""What happened when an alternative ran on one hand: tests, branch, actions.

>>> from algunokit.alguno.notation import parse_condition, parse_action
>>> from algunokit.alguno.lang import Alternative
>>> from algunokit.cards import Card
>>> alt = Alternative(parse_condition("hearts = 1"), [parse_action("discard 1")],
...                   [parse_action("draw 2")])
>>> tr = alt.trace([Card.from_code(c) for c in ("7H", "2S", "KD")])
>>> tr.taken, tr.test.value, tr.test.count
(True, True, 1)

Traces are what views and lessons display: which tests were true or false
(every part of an ET / OU), which branch ran, every action with the hand
before and after.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from algunokit.alguno.engine import Chooser, Execution, Table, first_option
from algunokit.alguno.lang import (
    Action,
    Alternative,
    And,
    Compare,
    Condition,
    Not,
    Or,
    Parity,
)
from algunokit.cards import Card, classic_deck
from algunokit.errors import RuleError
from algunokit.i18n import t


@dataclass(frozen=True)
class TestTrace:
    """A condition's value on a hand; ``count`` for a simple test, ``parts`` for ET/OU/NON."""

    condition: Condition
    value: bool
    count: int | None = None
    parts: tuple[TestTrace, ...] = ()

    def leaves(self) -> list[TestTrace]:
        """The simple tests, left to right."""
        if not self.parts:
            return [self]
        return [leaf for part in self.parts for leaf in part.leaves()]


def explain(condition: Condition, hand: Sequence[Card]) -> TestTrace:
    """Evaluate every part of ``condition`` on ``hand`` (no short-circuit: all are shown)."""
    if isinstance(condition, Compare | Parity):
        return TestTrace(condition, condition.test(hand), condition.quantity.count(hand))
    if isinstance(condition, Not):
        inner = explain(condition.operand, hand)
        return TestTrace(condition, not inner.value, parts=(inner,))
    left, right = explain(condition.left, hand), explain(condition.right, hand)
    value = (left.value and right.value) if isinstance(condition, And) else \
        (left.value or right.value)
    assert isinstance(condition, And | Or)
    return TestTrace(condition, value, parts=(left, right))


@dataclass(frozen=True)
class ActionTrace:
    """One action and the executing player's hand before and after it."""

    action: Action
    before: tuple[Card, ...]
    after: tuple[Card, ...]


@dataclass(frozen=True)
class Trace:
    """One alternative's run: the test, the branch taken and its steps (nested traces too)."""

    alternative: Alternative
    hand_before: tuple[Card, ...]
    test: TestTrace
    steps: tuple[ActionTrace | Trace, ...] = field(default=())
    hand_after: tuple[Card, ...] = ()

    @property
    def taken(self) -> bool:
        """True when the ALORS / THEN branch ran."""
        return self.test.value

    @property
    def branch(self) -> str:
        return "then" if self.taken else "else"

    def describe(self, language: str | None = None, indent: str = "") -> str:
        """Several lines a student can read, in French or English."""
        lines = [indent + t("alguno.trace.test", language, test=self.alternative.condition.label(
            language), value=t("common.true" if self.taken else "common.false", language),
            count=_counts(self.test))]
        word = t("alguno.then" if self.taken else "alguno.else", language)
        lines.append(indent + "→ " + t("alguno.trace.branch", language, branch=word))
        for step in self.steps:
            if isinstance(step, Trace):
                lines.append(step.describe(language, indent + "    "))
            else:
                lines.append(indent + "    " + t(
                    "alguno.trace.action", language, action=step.action.label(language),
                    before=_hand(step.before, language), after=_hand(step.after, language)))
        return "\n".join(lines)


def _counts(test: TestTrace) -> str:
    return ", ".join(f"{leaf.count}" for leaf in test.leaves())


def _hand(cards: Sequence[Card], language: str | None) -> str:
    return " ".join(c.short_label(language) for c in cards) or t("alguno.empty_hand", language)


class _Builder:
    def __init__(self, alt: Alternative, hand: tuple[Card, ...], test: TestTrace) -> None:
        self.alt, self.hand, self.test = alt, hand, test
        self.steps: list[ActionTrace | Trace] = []

    def close(self, hand_after: tuple[Card, ...]) -> Trace:
        return Trace(self.alt, self.hand, self.test, tuple(self.steps), hand_after)


def table_around(hand: Sequence[Card], n_players: int = 3, seed: int = 0,
                 deck: str = "54") -> Table:
    """A table where ``hand`` is seat 0's and the others got 5 cards from the rest of the deck."""
    cards = list(hand)
    if len(set(cards)) != len(cards) or not all(isinstance(c, Card) for c in cards):
        raise RuleError("alguno.error.bad_trace_hand")
    rng = random.Random(seed)
    rest = [c for c in classic_deck(deck) if c not in set(cards)]
    rng.shuffle(rest)
    hands = [cards] + [[rest.pop() for _ in range(min(5, len(rest)))]
                       for _ in range(n_players - 1)]
    return Table(hands, rest, [], rng)


def trace(alternative: Alternative, hand: Sequence[Card] | None = None, *,
          table: Table | None = None, player: int = 0, chooser: Chooser = first_option,
          seed: int = 0, in_place: bool = False) -> Trace:
    """Run ``alternative`` on a copy of the table (or around ``hand``) and record everything.

    Nothing given is modified, unless ``in_place=True`` asks to run on ``table``
    itself (to follow several players' executions one after the other). Choices
    inside actions are made by ``chooser`` (by default the first option: the first
    cards of the hand, the left neighbour).
    """
    if table is not None:
        work = table if in_place else table.copy()
    else:
        work = table_around(hand or [], seed=seed)
    stack: list[_Builder] = []
    done: list[Trace] = []

    def on_step(kind: str, step: Any, data: Any) -> None:
        current = tuple(work.hands[player])
        if kind == "test":
            stack.append(_Builder(step, current, explain(step.condition, current)))
        elif kind == "action":
            stack[-1].steps.append(ActionTrace(step, tuple(data), current))
        else:
            finished = stack.pop().close(current)
            (stack[-1].steps if stack else done).append(finished)

    Execution(player, (alternative,), tracing=True).run(work, chooser, on_step)
    return done[0]
