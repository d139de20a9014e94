"""What the Celsius widget decides, as pure functions (no Jupyter here).

:class:`ChainBuilder` is the chain a person builds card by card; a refused card
says why (the engine's own message for an inexact division). :func:`hint_indices`
maps the solver's chain back to the cards in hand. The round result sentence and
the seat names live beside the log (:mod:`algunokit.celsius.explain`) so pictures use them too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from algunokit.celsius.arith import Step, evaluate
from algunokit.celsius.cards import OperatorCard, OpKind
from algunokit.celsius.explain import round_plays, round_result, seat_names
from algunokit.celsius.moves import Play
from algunokit.celsius.solver import Solution
from algunokit.errors import RuleError
from algunokit.widgets.alguno.logic import Refusal


@dataclass(frozen=True)
class ChainBuilder:
    """A chain being built from ``cold`` with cards of ``operators`` (pure, immutable).

    ``entries`` are ``(index in operators, step)`` pairs. :meth:`add` and
    :meth:`undo` return a new builder, or a :class:`Refusal` saying why not.

    >>> from algunokit.celsius import parse_operator as op
    >>> chain = ChainBuilder(10, (op("+1"), op("x2")))
    >>> chain = chain.add(0).add(1)
    >>> chain.value, chain.values
    (22, (11, 22))
    """

    cold: int
    operators: tuple[OperatorCard, ...]
    entries: tuple[tuple[int, Step], ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for _, step in self.entries)

    @property
    def used(self) -> frozenset[int]:
        return frozenset(index for index, _ in self.entries)

    @property
    def values(self) -> tuple[int, ...]:
        """The running value after each card."""
        return tuple(evaluate(self.cold, self.steps[: i + 1]) for i in range(len(self.entries)))

    @property
    def value(self) -> int | None:
        """The value the chain makes (``None`` while it is empty)."""
        return evaluate(self.cold, self.steps) if self.entries else None

    def add(self, index: int, choice: int | None = None) -> ChainBuilder | Refusal:
        """The chain with card ``index`` (and its choice) laid at the end."""
        if not 0 <= index < len(self.operators):
            return Refusal("celsius_table.refuse.not_now")
        card = self.operators[index]
        if index in self.used:
            return Refusal("celsius_table.refuse.used", (("card", card.label()),))
        if choice not in card.choices:
            allowed = ", ".join(f"{c:+d}" if card.kind is OpKind.PLUS_MINUS_ONE else str(c)
                                for c in card.choices if c is not None)
            return Refusal("celsius_table.refuse.wrong_choice",
                           (("card", card.label()), ("allowed", allowed)))
        entries = (*self.entries, (index, Step(card, choice)))
        try:
            evaluate(self.cold, [step for _, step in entries])
        except RuleError as err:  # an inexact division: the engine says why
            return Refusal(err.key, tuple(err.params.items()))
        return ChainBuilder(self.cold, self.operators, entries)

    def undo(self) -> ChainBuilder | Refusal:
        """The chain without its last card."""
        if not self.entries:
            return Refusal("celsius_table.refuse.empty")
        return ChainBuilder(self.cold, self.operators, self.entries[:-1])

    def move(self) -> Play | Refusal:
        """The engine's move for this chain (the engine still checks it)."""
        if not self.entries:
            return Refusal("celsius_table.refuse.empty")
        return Play(self.steps)


def hint_indices(solution: Solution, operators: Sequence[OperatorCard]) -> tuple[int, ...]:
    """Which cards of the hand (by index) the solver's chain uses, in chain order."""
    free = list(range(len(operators)))
    chosen = []
    for step in solution.steps:
        index = next(i for i in free if operators[i] == step.card)
        free.remove(index)
        chosen.append(index)
    return tuple(chosen)



__all__ = ["ChainBuilder", "hint_indices", "round_plays", "round_result", "seat_names"]
