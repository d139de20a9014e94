"""Where a Celsius game stands, as plain data: :class:`Phase`, :class:`Piles`, :class:`Progress`.

:meth:`Game.from_setup <algunokit.celsius.game.Game.from_setup>` takes them to
build any position a game can reach (a lesson's puzzle, a loaded save), and
:func:`check_progress` refuses one it cannot reach, naming what does not fit, so
a position that is built always plays to its end.

>>> Progress.fresh(2).pending
(None, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from algunokit.celsius.cards import ColdCard, HotCard, OperatorCard
from algunokit.celsius.moves import DecisionKind, Move, Pass, Play, PlayDecision
from algunokit.celsius.rules import Rules
from algunokit.errors import ConfigError, RuleError


class Phase(Enum):
    """Where the game stands."""

    PLAY = "play"  # players answer (exchange, then play or pass), in seating order
    SWAP = "swap"  # end of round: players left with one operator may swap it
    OVER = "over"


@dataclass(frozen=True)
class Piles:
    """The six piles, each listed bottom card first (the last card is drawn next)."""

    cold: tuple[ColdCard, ...] = ()
    cold_discard: tuple[ColdCard, ...] = ()
    hot: tuple[HotCard, ...] = ()
    hot_discard: tuple[HotCard, ...] = ()
    operators: tuple[OperatorCard, ...] = ()
    operator_discard: tuple[OperatorCard, ...] = ()


@dataclass(frozen=True)
class Progress:
    """The bookkeeping of the round under way.

    ``turn`` counts finished rounds; ``finished[p]`` is the round in which ``p``
    laid their last hot card (``None`` while they play); ``pending[p]`` their
    hidden answer this round; ``offered[p]`` whether they were offered the
    exchange this round; ``swap_queue`` the seats still to answer the swap, in
    order; ``last_round[p]`` the answers revealed at the last round's end.
    """

    phase: Phase
    turn: int
    finished: tuple[int | None, ...]
    pending: tuple[Move | None, ...]
    offered: tuple[bool, ...]
    swap_queue: tuple[int, ...]
    last_round: tuple[Move | None, ...]

    @classmethod
    def fresh(cls, n_players: int) -> Progress:
        """The first round of a game, nobody has answered yet."""
        nobody = (None,) * n_players
        return cls(Phase.PLAY, 0, nobody, nobody, (False,) * n_players, (), nobody)


def _require(condition: bool, name: str) -> None:
    if not condition:
        raise ConfigError("celsius.error.setup", field=name)


def is_over(rules: Rules, finished: Sequence[int | None], turn: int) -> bool:
    """Whether a game with these finished players after ``turn`` rounds is over."""
    left = sum(f is None for f in finished)
    return (left < len(finished) and not rules.play_on) or left <= 1 or turn >= rules.max_rounds


def check_progress(rules: Rules, hot: Sequence[Sequence[HotCard]],
                   ops: Sequence[Sequence[OperatorCard]], cold: ColdCard,
                   progress: Progress) -> None:
    """A :class:`ConfigError` naming the first part of ``progress`` that no game reaches."""
    n = len(hot)
    _check_shapes(n, progress)
    _require(0 <= progress.turn <= rules.max_rounds, "turn")
    for seat, round_ in enumerate(progress.finished):
        _require(round_ is None or (1 <= round_ <= progress.turn and not hot[seat]), "finished")
    active = [p for p in range(n) if progress.finished[p] is None]
    over = is_over(rules, progress.finished, progress.turn)
    if progress.phase is Phase.OVER:
        _require(over, "phase")
        _require(all(m is None for m in progress.pending), "pending")
        _require(not progress.swap_queue, "swap_queue")
        return
    _require(not over, "phase")
    for seat in set(range(n)) - set(active):
        _require(progress.pending[seat] is None, "pending")
        _require(not progress.offered[seat], "offered")
        _require(not ops[seat], "ops")
    if progress.phase is Phase.PLAY:
        _check_play(hot, ops, cold, progress, active)
    else:
        _check_swap(rules, ops, progress, active)


def _check_shapes(n: int, progress: Progress) -> None:
    _require(type(progress.phase) is Phase, "phase")
    _require(type(progress.turn) is int, "turn")
    for name in ("finished", "pending", "offered", "last_round"):
        _require(len(getattr(progress, name)) == n, name)
    _require(all(f is None or type(f) is int for f in progress.finished), "finished")
    _require(all(type(o) is bool for o in progress.offered), "offered")
    for name in ("pending", "last_round"):
        _require(all(m is None or type(m) in (Pass, Play) for m in getattr(progress, name)),
                 name)
    _require(all(type(s) is int and 0 <= s < n for s in progress.swap_queue), "swap_queue")


def _check_play(hot: Sequence[Sequence[HotCard]], ops: Sequence[Sequence[OperatorCard]],
                cold: ColdCard, progress: Progress, active: list[int]) -> None:
    _require(not progress.swap_queue, "swap_queue")
    _require(all(hot[p] for p in active), "hot")  # a player out of hot cards has finished
    _require(any(progress.pending[p] is None for p in active), "pending")
    for seat in active:
        move = progress.pending[seat]
        if isinstance(move, Play):
            decision = PlayDecision(seat, DecisionKind.PLAY, (Pass(),), cold=cold.value,
                                    hot_values=tuple(c.value for c in hot[seat]),
                                    operators=tuple(ops[seat]))
            try:
                decision.check(move)
            except RuleError:
                _require(False, "pending")


def _check_swap(rules: Rules, ops: Sequence[Sequence[OperatorCard]], progress: Progress,
                active: list[int]) -> None:
    queue = progress.swap_queue
    _require(rules.swap and bool(queue) and len(set(queue)) == len(queue), "swap_queue")
    _require(all(s in active and len(ops[s]) == 1 for s in queue), "swap_queue")
    _require(all(progress.pending[p] is not None for p in active), "pending")
    _require(tuple(progress.last_round) == tuple(progress.pending), "last_round")


__all__ = ["Phase", "Piles", "Progress", "check_progress", "is_over"]
