"""Who wins a Celsius round, and who receives the winner's hot card: pure functions.

Kept apart from the game state so each tier of the rules can be tested alone.

>>> plays = {0: (3, 40), 2: (2, 36), 3: (2, 25)}   # seat: (operators used, hot value)
>>> round_winner(plays)
2
>>> recipient(winner=2, plays=plays, passed=[1], hot_counts={0: 4, 1: 6, 3: 5})
1
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


def round_winner(plays: Mapping[int, tuple[int, int]]) -> int:
    """The seat that wins the round among ``plays = {seat: (operators, hot value)}``.

    Fewest operators; tie: the higher hot card; tie again: the first in seating
    order (lowest seat number).
    """
    return min(plays, key=lambda seat: (plays[seat][0], -plays[seat][1], seat))


def recipient(*, winner: int, plays: Mapping[int, tuple[int, int]], passed: Iterable[int],
              hot_counts: Mapping[int, int]) -> int | None:
    """The seat that receives the winner's hot card, or ``None`` if nobody can.

    In priority: a player who could not play (``passed``); else the player who
    used the most operators (never the winner). Tie: the fewest hot cards
    (``hot_counts``, counted once this round's cards are laid down); tie: the one
    who played the smaller hot card; tie again (only possible among players who
    passed): the first in seating order.
    """
    passed = sorted(passed)
    if passed:
        return min(passed, key=lambda seat: (hot_counts[seat], seat))
    others = [seat for seat in plays if seat != winner]
    if not others:
        return None
    return min(others, key=lambda seat: (-plays[seat][0], hot_counts[seat], plays[seat][1],
                                         seat))


__all__ = ["recipient", "round_winner"]
