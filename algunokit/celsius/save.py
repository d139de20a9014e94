"""Saving a Celsius game as JSON and loading it back, exactly.

Cards are written as their codes ('C5', 'H40', 'x?' …), answers as
:func:`~algunokit.celsius.moves.option_to_data`, events as
:func:`~algunokit.celsius.events.event_to_data`, the random generator as its full
state: a loaded game goes on exactly as the original would have.

Loading reads every field through :mod:`algunokit.saving` and builds the game
through its public constructor :meth:`Game.from_setup
<algunokit.celsius.game.Game.from_setup>`, which checks that the cards are
exactly the deck and that the position is one a game can reach. Anything wrong
is one :class:`~algunokit.errors.SaveFileError` naming the save's field.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields
from typing import Any

from algunokit.celsius.cards import ColdCard, HotCard, OperatorCard, card_from_code
from algunokit.celsius.events import event_from_data, event_to_data
from algunokit.celsius.moves import Move, Pass, Play, option_from_data, option_to_data
from algunokit.celsius.position import Phase, Piles, Progress
from algunokit.celsius.rules import MAX_PLAYERS, MAX_ROUNDS_LIMIT, MIN_PLAYERS, Rules
from algunokit.errors import AlgunokitError, SaveFileError
from algunokit.saving import envelope, field, read_save, require, restore_rng, rng_state

GAME = "celsius"
#: The save's name of each pile (bottom card first), in :class:`Piles` order.
PILES = (("cold_pile", ColdCard), ("cold_discard", ColdCard), ("hot_pile", HotCard),
         ("hot_discard", HotCard), ("op_pile", OperatorCard), ("op_discard", OperatorCard))
RULE_NAMES = frozenset(f.name for f in fields(Rules))
#: No log is longer than this: about 15 events a round, at most 10,000 rounds.
MAX_EVENTS = 200_000


def _codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


def _move(move: Move | None) -> Any:
    return None if move is None else option_to_data(move)


def game_to_json(game: Any) -> str:
    """``game`` as JSON text."""
    body = {
        "players": game.n_players, "rules": game.rules.to_data(), "rng": rng_state(game.rng),
        "cold_pile": _codes(game.cold_pile), "cold_discard": _codes(game.cold_discard),
        "hot_pile": _codes(game.hot_pile), "hot_discard": _codes(game.hot_discard),
        "op_pile": _codes(game.op_pile), "op_discard": _codes(game.op_discard),
        "cold": game.cold.code,
        "hot": [_codes(h) for h in game.hot], "ops": [_codes(h) for h in game.ops],
        "finished": game.finished, "phase": game.phase.value,
        "pending": [_move(m) for m in game.pending], "offered": game.offered,
        "swap_queue": game.swap_queue, "last_round": [_move(m) for m in game.last_round],
        "turn": game.turn, "log": [event_to_data(e) for e in game.log],
    }
    return json.dumps(envelope(GAME, body), ensure_ascii=False)


def _cards(values: Any, name: str, kind: type = object) -> list[Any]:
    """The cards of a list of codes, each of ``kind``."""
    require(isinstance(values, list) and len(values) <= 120, name, values)
    cards = []
    for index, code in enumerate(values):
        try:
            card = card_from_code(code)
        except ValueError:
            card = None
        require(isinstance(card, kind), f"{name}[{index}]", code)
        cards.append(card)
    return cards


def _hot(values: Any, name: str) -> list[Any]:
    return _cards(values, name, HotCard)


def _operators(values: Any, name: str) -> list[Any]:
    return _cards(values, name, OperatorCard)


def _per_seat(data: dict[str, Any], name: str, n: int, read: Callable[[Any, str], Any]
              ) -> list[Any]:
    values = field(data, name, list, low=n, high=n)
    return [read(value, f"{name}[{seat}]") for seat, value in enumerate(values)]


def _answer(value: Any, where: str) -> Move | None:
    if value is None:
        return None
    move = option_from_data(value, where)
    require(isinstance(move, Pass | Play), where, value)
    return move


def _finished(value: Any, where: str) -> int | None:
    require(value is None or (type(value) is int and 1 <= value <= MAX_ROUNDS_LIMIT),
            where, value)
    return value


def _flag(value: Any, where: str) -> bool:
    require(type(value) is bool, where, value)
    return value


def _progress(data: dict[str, Any], n: int) -> Progress:
    phase = field(data, "phase", str)
    require(phase in {p.value for p in Phase}, "phase", phase)
    queue = field(data, "swap_queue", list, high=n)
    for index, seat in enumerate(queue):
        require(type(seat) is int and 0 <= seat < n, f"swap_queue[{index}]", seat)
    return Progress(
        phase=Phase(phase), turn=field(data, "turn", int, low=0, high=MAX_ROUNDS_LIMIT),
        finished=tuple(_per_seat(data, "finished", n, _finished)),
        pending=tuple(_per_seat(data, "pending", n, _answer)),
        offered=tuple(_per_seat(data, "offered", n, _flag)), swap_queue=tuple(queue),
        last_round=tuple(_per_seat(data, "last_round", n, _answer)))


def _events(data: dict[str, Any], n: int) -> list[Any]:
    items = field(data, "log", list, high=MAX_EVENTS)
    return [event_from_data(item, n, f"log[{index}]") for index, item in enumerate(items)]


def _setup_field(exc: AlgunokitError) -> str:
    """The save's name for what :meth:`Game.from_setup` refused."""
    name = exc.params.get("field")
    if exc.key == "celsius.error.setup" and isinstance(name, str):
        return {"operators": "ops", "piles": "cold_pile"}.get(name, name)
    if exc.key in ("celsius.error.option", "celsius.error.max_rounds",
                   "celsius.error.unknown_option"):
        return "rules"
    return "players"


def game_from_json(cls: Any, text: str | bytes | dict[str, Any]) -> Any:
    """The game saved in ``text`` by :func:`game_to_json`, built by ``cls.from_setup``."""
    data = read_save(text, GAME)
    n = field(data, "players", int, low=MIN_PLAYERS, high=MAX_PLAYERS)
    rules = field(data, "rules", dict)
    require(set(rules) <= RULE_NAMES, "rules", rules)  # never another from_setup argument
    hot = _per_seat(data, "hot", n, _hot)
    ops = _per_seat(data, "ops", n, _operators)
    piles = Piles(*(tuple(_cards(field(data, name, list), name, kind))
                    for name, kind in PILES))
    cold = _cards([field(data, "cold", str)], "cold", ColdCard)[0]
    progress = _progress(data, n)
    log = _events(data, n)
    rng = restore_rng(field(data, "rng", list))
    try:
        return cls.from_setup(hot, ops, cold, piles=piles, progress=progress, log=log,
                              rng=rng, **rules)
    except SaveFileError:
        raise
    except AlgunokitError as exc:
        if exc.key == "celsius.error.setup":  # the field says it all
            raise SaveFileError("celsius.error.save_setup", field=_setup_field(exc)) from None
        if exc.key == "celsius.error.setup_cards":
            raise SaveFileError("celsius.error.save_deck") from None
        raise SaveFileError("celsius.error.save_position", field=_setup_field(exc),
                            reason=exc.message) from None


__all__ = ["GAME", "game_from_json", "game_to_json"]
