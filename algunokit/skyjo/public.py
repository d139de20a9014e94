"""What one player may see of a Skyjo game, as plain data, and the view rebuilt from it.

A class tournament runs each student's strategy in a process of its own
(:mod:`algunokit.tournaments`): that process never holds the game. At each
decision it receives :func:`public_data` (the seat's :class:`View` and the
options, as JSON-ready lists) and rebuilds the view and the decision with
:func:`from_public_data`. Face-down cards travel as ``"hidden"``: their values
never leave the teacher's process, nor does the draw pile.

>>> from algunokit.skyjo import Game
>>> game = Game(n_players=3, seed=2)
>>> view, decision = from_public_data(public_data(game.view(0), game.decision))
>>> view == game.view(0), decision == game.decision
(True, True)
"""

from __future__ import annotations

from typing import Any

from algunokit.protocol import Decision
from algunokit.skyjo.cards import Slot
from algunokit.skyjo.moves import DecisionKind, Pile, option_from_data, option_to_data
from algunokit.skyjo.view import View


def _cell(value: Any) -> Any:
    return value.value if isinstance(value, Slot) else value


def _uncell(value: Any) -> Any:
    return Slot(value) if isinstance(value, str) else value


def _enum(value: Any) -> Any:
    return None if value is None else value.value


def public_data(view: View, decision: Decision) -> dict[str, Any]:
    """``view`` and ``decision`` as plain data."""
    return {
        "view": [view.player, view.n_players, view.current, _enum(view.kind),
                 [[_cell(c) for c in grid] for grid in view.grids], view.discard_top,
                 view.discard_size, view.draw_size, view.held, _enum(view.held_from),
                 list(view.totals), [list(h) for h in view.history], view.round,
                 view.ender, view.turn],
        "decision": [decision.player, decision.kind.value,
                     [option_to_data(o) for o in decision.options]],
    }


def from_public_data(data: dict[str, Any]) -> tuple[View, Decision]:
    """The view and the decision :func:`public_data` told."""
    (player, n_players, current, kind, grids, discard_top, discard_size, draw_size, held,
     held_from, totals, history, round_, ender, turn) = data["view"]
    view = View(player, n_players, current, None if kind is None else DecisionKind(kind),
                tuple(tuple(_uncell(c) for c in grid) for grid in grids), discard_top,
                discard_size, draw_size, held, None if held_from is None else Pile(held_from),
                tuple(totals), tuple(tuple(h) for h in history), round_, ender, turn)
    seat, decision_kind, options = data["decision"]
    decision = Decision(seat, DecisionKind(decision_kind),
                        tuple(option_from_data(o) for o in options))
    return view, decision


__all__ = ["from_public_data", "public_data"]
