"""What one Celsius player may see of a game: :class:`View`."""

from __future__ import annotations

from dataclasses import dataclass

from algunokit.celsius.cards import OperatorCard
from algunokit.celsius.moves import Move


@dataclass(frozen=True, slots=True)
class View:
    """What ``player`` may see: everything on the table, but not others' pending chains.

    ``decided[p]`` tells whether player ``p`` has answered this round;
    ``my_move`` is this player's own pending answer; ``last_round[p]`` the
    answer each player revealed in the previous round.
    """

    player: int
    round: int
    cold: int
    hot: tuple[tuple[int, ...], ...]
    operators: tuple[tuple[OperatorCard, ...], ...]
    active: tuple[bool, ...]
    decided: tuple[bool, ...]
    my_move: Move | None
    last_round: tuple[Move | None, ...]
    finished: tuple[int | None, ...]
    piles: tuple[int, int, int]  # cards left to draw: cold, hot, operators


__all__ = ["View"]
