"""Saving a Skyjo game as JSON and loading it back, generator state included.

The save holds every card where it is (the draw pile's order too: it is a
file for the computer, not a view for a player), the rule options, the log and
the random generator, so a loaded game continues move for move as the original.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from algunokit.errors import AlgunokitError, SaveFileError
from algunokit.saving import envelope, read_save, restore_rng, rng_state
from algunokit.skyjo.cards import CARD_VALUES, SLOTS, Slot
from algunokit.skyjo.events import decode_event, encode_event
from algunokit.skyjo.moves import Kind, Pile
from algunokit.skyjo.rules import MAX_PLAYERS, MIN_PLAYERS, SkyjoRules

if TYPE_CHECKING:
    from algunokit.skyjo.game import Game

GAME = "skyjo"


def dump(game: Game) -> str:
    """The JSON text of ``game``."""
    g = game
    body = {
        "players": g._n,
        "rules": g._rules.to_dict(),
        "rng": rng_state(g._rng),
        "round": g._round,
        "turn": g._turn,
        "phase": None if g._phase is None else g._phase.value,
        "player": g._player,
        "setup_left": g._setup_left,
        "values": [list(values) for values in g._values],
        "face_up": [[cell is not Slot.HIDDEN for cell in shown] for shown in g._shown],
        "draw": list(g._draw),
        "discard": list(g._discard),
        "held": g._held,
        "held_from": None if g._held_from is None else g._held_from.value,
        "ender": g._ender,
        "left": g._left,
        "next_starter": g._next_starter,
        "totals": list(g._totals),
        "history": [list(scores) for scores in g._history],
        "stopped": g._stopped,
        "winners": list(g._winners),
        "log": [encode_event(event) for event in g._events()],
    }
    return json.dumps(envelope(GAME, body), separators=(",", ":"))


class _Bad(Exception):
    """A problem found while loading (turned into a SaveFileError)."""


def _require(condition: bool, what: str) -> None:
    if not condition:
        raise _Bad(what)


def _int(value: Any, low: int, high: int, what: str) -> int:
    _require(type(value) is int and low <= value <= high, what)
    return value


def _optional_seat(value: Any, n: int, what: str) -> int | None:
    return None if value is None else _int(value, 0, n - 1, what)


def _cards(values: Any, what: str) -> list[int]:
    _require(isinstance(values, list) and all(type(v) is int and v in CARD_VALUES
                                              for v in values), what)
    return values


def load(cls: type[Game], data: str | bytes | dict[str, Any]) -> Game:
    """The game saved in ``data`` (a :class:`SaveFileError` if it is malformed)."""
    body = read_save(data, GAME)
    try:
        return _build(cls, body)
    except SaveFileError:
        raise
    except (_Bad, AlgunokitError, KeyError, TypeError, ValueError, IndexError) as exc:
        detail = exc.message() if isinstance(exc, AlgunokitError) else str(exc)
        raise SaveFileError("common.error.save_game", game="Skyjo", detail=detail) from None


def _build(cls: type[Game], body: dict[str, Any]) -> Game:
    n = _int(body["players"], MIN_PLAYERS, MAX_PLAYERS, "players")
    rules = SkyjoRules(**body["rules"])
    game = cls.__new__(cls)
    game._blank(n, rules, restore_rng(body["rng"]))
    values, face_up = body["values"], body["face_up"]
    _require(isinstance(values, list) and len(values) == n, "values")
    _require(isinstance(face_up, list) and len(face_up) == n, "face_up")
    for p in range(n):
        row, ups = values[p], face_up[p]
        _require(isinstance(row, list) and len(row) == SLOTS, "values")
        _require(isinstance(ups, list) and len(ups) == SLOTS, "face_up")
        for s in range(SLOTS):
            value, up = row[s], ups[s]
            _require(type(up) is bool, "face_up")
            if value is None:
                _require(up, "a removed card counts as face up")
                game._shown[p][s] = Slot.EMPTY
                continue
            _require(type(value) is int and value in CARD_VALUES, "values")
            game._values[p][s] = value
            game._shown[p][s] = value if up else Slot.HIDDEN
            game._hidden[p] += not up
    game._draw = _cards(body["draw"], "draw")
    game._discard = _cards(body["discard"], "discard")
    held = body["held"]
    _require(held is None or (type(held) is int and held in CARD_VALUES), "held")
    game._held = held
    game._held_from = None if body["held_from"] is None else Pile(body["held_from"])
    game._phase = None if body["phase"] is None else Kind(body["phase"])
    placing = game._phase in (Kind.PLACE_DISCARD, Kind.PLACE_DRAWN)
    _require(placing == (held is not None) == (game._held_from is not None), "held")
    game._player = _int(body["player"], 0, n - 1, "player")
    game._setup_left = _int(body["setup_left"], 0, 2, "setup_left")
    game._round = _int(body["round"], 0, 10**9, "round")
    game._turn = _int(body["turn"], 0, 10**12, "turn")
    game._ender = _optional_seat(body["ender"], n, "ender")
    game._left = _int(body["left"], 0, n - 1, "left")
    game._next_starter = _optional_seat(body["next_starter"], n, "next_starter")
    totals = body["totals"]
    _require(isinstance(totals, list) and len(totals) == n
             and all(type(v) is int for v in totals), "totals")
    game._totals = tuple(totals)
    history = body["history"]
    _require(isinstance(history, list), "history")
    for scores in history:
        _require(isinstance(scores, list) and len(scores) == n
                 and all(type(v) is int for v in scores), "history")
    game._history = tuple(tuple(scores) for scores in history)
    _require(type(body["stopped"]) is bool, "stopped")
    game._stopped = body["stopped"]
    game._winners = tuple(_int(s, 0, n - 1, "winners") for s in body["winners"])
    _require(isinstance(body["log"], list), "log")
    game._log = [decode_event(item) for item in body["log"]]
    return game


__all__ = ["dump", "load"]
