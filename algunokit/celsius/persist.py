"""Saving a Celsius game as JSON and loading it back, exactly.

Cards are written as their codes ('C5', 'H40', 'x?' …), moves as
``move.to_data()``, the random generator as its full state: a loaded game goes
on exactly as the original would have. Anything malformed, including a set of
cards that is not exactly the deck, raises :class:`SaveFileError`.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from algunokit.celsius.arith import Step
from algunokit.celsius.cards import ColdCard, HotCard, OperatorCard, card_from_code, deck_counter
from algunokit.celsius.log import LogEntry
from algunokit.celsius.moves import DecisionKind, Pass, Play, PlayDecision, move_from_data
from algunokit.errors import AlgunokitError, SaveFileError
from algunokit.saving import envelope, read_save, restore_rng, rng_state

if TYPE_CHECKING:
    from algunokit.celsius.game import Game

GAME = "celsius"


def _codes(cards: list[Any]) -> list[str]:
    return [c.code for c in cards]


def _move(move: Any) -> Any:
    return None if move is None else move.to_data()


def _entry(entry: LogEntry) -> list[Any]:
    return [entry.key, [list(p) for p in entry.params],
            [[s.card.code, s.choice] for s in entry.chain], entry.cold]


def dump(game: Game) -> str:
    """``game`` as JSON text."""
    body = {
        "players": game.n_players, "rules": game.rules_dict(), "rng": rng_state(game.rng),
        "cold_pile": _codes(game.cold_pile), "cold_discard": _codes(game.cold_discard),
        "hot_pile": _codes(game.hot_pile), "hot_discard": _codes(game.hot_discard),
        "op_pile": _codes(game.op_pile), "op_discard": _codes(game.op_discard),
        "cold": game.cold.code if game.cold is not None else None,
        "hot": [_codes(h) for h in game.hot], "ops": [_codes(h) for h in game.ops],
        "finished": game.finished, "phase": game.phase.value,
        "pending": [_move(m) for m in game.pending], "offered": game.offered,
        "swap_queue": game.swap_queue, "last_round": [_move(m) for m in game.last_round],
        "turn": game.turn, "log": [_entry(e) for e in game.log],
    }
    return json.dumps(envelope(GAME, body), ensure_ascii=False)


def _cards(codes: Any, kind: type) -> list[Any]:
    if not isinstance(codes, list):
        raise TypeError("a list of card codes was expected")
    cards = [card_from_code(code) for code in codes]
    if not all(isinstance(c, kind) for c in cards):
        raise ValueError(f"only {kind.__name__} cards may be here")
    return cards


def _is_list(value: Any) -> bool:
    return isinstance(value, list)


def _is_move(value: Any) -> bool:
    return value is None or isinstance(value, dict)


def _seat_list(value: Any, n: int, check: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) != n or not all(map(check, value)):
        raise ValueError("one entry per player was expected")
    return value


def load(cls: type[Game], text: str | bytes | dict[str, Any]) -> Game:
    """The game saved in ``text`` (see :func:`dump`)."""
    from algunokit.celsius.game import Phase, Rules

    data = read_save(text, GAME)
    try:
        n = data["players"]
        game = cls.__new__(cls)
        game._setup(n, 0, Rules(**data["rules"]))
        game.rng = restore_rng(data["rng"])
        game.cold_pile = _cards(data["cold_pile"], ColdCard)
        game.cold_discard = _cards(data["cold_discard"], ColdCard)
        game.hot_pile = _cards(data["hot_pile"], HotCard)
        game.hot_discard = _cards(data["hot_discard"], HotCard)
        game.op_pile = _cards(data["op_pile"], OperatorCard)
        game.op_discard = _cards(data["op_discard"], OperatorCard)
        game.cold = _cards([data["cold"]], ColdCard)[0]
        game.hot = [sorted(_cards(h, HotCard)) for h in _seat_list(data["hot"], n, _is_list)]
        game.ops = [_cards(h, OperatorCard) for h in _seat_list(data["ops"], n, _is_list)]
        game.finished = _seat_list(data["finished"], n,
                                   lambda f: f is None or type(f) is int)
        game.phase = Phase(data["phase"])
        game.pending = [None if m is None else move_from_data(m)
                        for m in _seat_list(data["pending"], n, _is_move)]
        game.offered = _seat_list(data["offered"], n, lambda f: type(f) is bool)
        game.swap_queue = [int(p) for p in data["swap_queue"]]
        game.last_round = [None if m is None else move_from_data(m)
                           for m in _seat_list(data["last_round"], n, _is_move)]
        game.turn = data["turn"]
        if type(game.turn) is not int or game.turn < 0:
            raise ValueError("bad round number")
        game.log = [LogEntry(key, tuple((str(k), v) for k, v in params),
                             tuple(Step(_cards([c], OperatorCard)[0], ch) for c, ch in chain),
                             int(cold))
                    for key, params, chain, cold in data["log"]]
        if game.cards() != deck_counter():
            raise ValueError("the cards are not exactly the 120-card deck")
        if game.phase is Phase.SWAP and not game.swap_queue:
            raise ValueError("swap phase with nobody to swap")
        if not all(0 <= p < n for p in game.swap_queue):
            raise ValueError("bad seat in the swap queue")
        for seat, move in enumerate(game.pending):
            if isinstance(move, Play) and game.phase is Phase.PLAY:
                PlayDecision(seat, DecisionKind.PLAY, (Pass(),), cold=game.cold.value,
                             hot_values=tuple(c.value for c in game.hot[seat]),
                             operators=tuple(game.ops[seat])).check(move)
        if game.phase is not Phase.OVER:
            game.decision  # noqa: B018 - a state with no valid decision is malformed
    except SaveFileError:
        raise
    except (AlgunokitError, KeyError, TypeError, ValueError, IndexError, StopIteration,
            AttributeError) as exc:
        raise SaveFileError("common.error.save_game", game=GAME, detail=repr(exc)) from None
    return game


__all__ = ["dump", "load"]
