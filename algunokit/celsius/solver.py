"""The exact Celsius solver: a shortest chain to a hot card, then the highest card.

``solve(cold, hot_values, operators)`` searches breadth first, by chain length:
level ``k`` holds, for every set of ``k`` used cards, the set of values those
cards can make in some order with some choices. The first level that hits a hot
value gives the shortest chains; among them the highest hot value wins. The
search is exact (every order, every ``?`` from 1 to 10, both signs of ``±1``);
it stays fast thanks to three facts that never cut off a solution:

* memoisation: two orders reaching the same value with the same cards used are
  one state (a set per card set);
* identical cards are interchangeable: a copy may only be used once the copies
  before it in the hand are used;
* a bound: multiplying and squaring never make ``|value|`` smaller, a division
  by ``d`` divides it by at most ``d`` and an addition or subtraction of ``s``
  moves it by at most ``s``; so from ``|v|`` the remaining cards can reach at
  best ``|v| / D - S`` (``D`` the product of their largest divisors, ``S`` the
  sum of their largest shifts). A value whose best is beyond every hot value is
  dropped.

>>> from algunokit.celsius.arith import parse_operator as op
>>> sol = solve(10, [22, 40], [op("x2"), op("+1"), op("x4")])
>>> sol.value, sol.text("en")
(40, '10 × 4 = 40')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from algunokit.celsius.arith import Step, apply, evaluate, format_chain
from algunokit.celsius.cards import CHOICES, OperatorCard, OpKind

_ADD, _MUL, _SQ, _SUB, _DIV, _PM = (OpKind.ADD, OpKind.MUL, OpKind.SQUARE, OpKind.SUB,
                                    OpKind.DIV, OpKind.PLUS_MINUS_ONE)


@dataclass(frozen=True, slots=True)
class Solution:
    """A chain of steps from ``cold`` reaching the hot value ``value``."""

    cold: int
    steps: tuple[Step, ...]
    value: int

    @property
    def length(self) -> int:
        return len(self.steps)

    def text(self, language: str | None = None) -> str:
        """'10 + 1 = 11 ; 11 × 2 = 22': one step at a time (see :func:`format_chain`)."""
        return format_chain(self.cold, self.steps, language)


def _successors(values: set[int], card: OperatorCard) -> set[int]:
    """Every value reachable from ``values`` by playing ``card`` (with any choice)."""
    kind, number = card.kind, card.number
    if kind is _SQ:
        return {v * v for v in values}
    if kind is _PM:
        return {v + 1 for v in values} | {v - 1 for v in values}
    amounts = CHOICES if number is None else (number,)
    if kind is _ADD:
        return {v + a for v in values for a in amounts}
    if kind is _SUB:
        return {v - a for v in values for a in amounts}
    if kind is _MUL:
        return {v * a for v in values for a in amounts}
    return {v // a for v in values for a in amounts if v % a == 0}


def _reach(card: OperatorCard) -> tuple[int, int]:
    """(largest divisor, largest shift) of one card, for the pruning bound."""
    if card.kind is _DIV:
        return (max(CHOICES) if card.number is None else card.number), 0
    if card.kind in (_ADD, _SUB):
        return 1, (max(CHOICES) if card.number is None else card.number)
    if card.kind is _PM:
        return 1, 1
    return 1, 0


def _copies_before(cards: Sequence[OperatorCard]) -> list[int]:
    """For each card, the bit of the identical copy before it in hand (0 if none):
    identical cards are used in hand order, so no order is searched twice."""
    before = []
    for i, card in enumerate(cards):
        earlier = [j for j in range(i) if cards[j] == card]
        before.append(1 << earlier[-1] if earlier else 0)
    return before


def _ceiling(cards: Sequence[OperatorCard], limit: int) -> Callable[[int], int]:
    """``ceiling(remaining)``: the largest |value| from which the cards of the bit mask
    ``remaining`` may still hit a target no larger than ``limit`` (memoised)."""
    reach = [_reach(c) for c in cards]
    bound: dict[int, int] = {}

    def ceiling(remaining: int) -> int:
        found = bound.get(remaining)
        if found is None:
            divisor, shift = 1, 0
            for i, (card_divisor, card_shift) in enumerate(reach):
                if remaining >> i & 1:
                    divisor *= card_divisor
                    shift += card_shift
            found = bound[remaining] = (limit + shift) * divisor
        return found

    return ceiling


def solve(cold: int, hot_values: Iterable[int], operators: Sequence[OperatorCard]
          ) -> Solution | None:
    """A shortest chain from ``cold`` to one of ``hot_values`` (then the highest one).

    Uses each card of ``operators`` at most once, in any order, with the choices
    it needs; returns ``None`` when no chain of one card or more reaches a hot
    value. Exact: see the module docstring.
    """
    targets = set(hot_values)
    cards = list(operators)
    n = len(cards)
    if not targets or not n:
        return None
    before = _copies_before(cards)
    full = (1 << n) - 1
    ceiling = _ceiling(cards, max(abs(h) for h in targets))
    levels: list[dict[int, set[int]]] = [{0: {cold}}]
    for _ in range(n):
        current = levels[-1]
        best: int | None = None
        best_mask = 0
        following: dict[int, set[int]] = {}
        for mask, values in current.items():
            for i in range(n):
                bit = 1 << i
                if mask & bit or (before[i] and not mask & before[i]):
                    continue
                new_values = _successors(values, cards[i])
                hits = new_values & targets
                new_mask = mask | bit
                if hits:
                    top = max(hits)
                    if best is None or top > best:
                        best, best_mask = top, new_mask
                if best is None and new_mask != full:
                    cap = ceiling(full ^ new_mask)
                    kept = {v for v in new_values if -cap <= v <= cap}
                    if kept:
                        if new_mask in following:
                            following[new_mask] |= kept
                        else:
                            following[new_mask] = kept
        if best is not None:
            return _rebuild(cold, cards, levels, best_mask, best)
        if not following:
            return None
        levels.append(following)
    return None


def _rebuild(cold: int, cards: list[OperatorCard], levels: list[dict[int, set[int]]],
             mask: int, value: int) -> Solution:
    """Walk back through the stored levels to one chain making ``value`` with ``mask``."""
    steps: list[Step] = []
    target = value
    for depth in range(len(levels) - 1, -1, -1):
        found = False
        for i, card in enumerate(cards):
            if not mask >> i & 1:
                continue
            previous = levels[depth].get(mask ^ (1 << i))
            if not previous:
                continue
            for choice in card.choices:
                step = Step(card, choice)
                for start in sorted(previous):
                    if apply(start, card.kind, step.amount) == target:
                        steps.append(step)
                        mask ^= 1 << i
                        target = start
                        found = True
                        break
                if found:
                    break
            if found:
                break
        if not found:  # pragma: no cover - the levels always hold a way back
            raise AssertionError("solver: broken back-track")
    steps.reverse()
    assert evaluate(cold, steps) == value
    return Solution(cold=cold, steps=tuple(steps), value=value)


__all__ = ["Solution", "solve"]
