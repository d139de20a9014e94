"""Saving a GaAg game as JSON and loading it back, checked.

The generator's full state is saved, so a loaded game goes on exactly as the
original would. Loading reads every field with :mod:`algunokit.saving`'s
helpers, then builds the game through :meth:`Game.from_setup
<algunokit.gaag.game.Game.from_setup>`, the same checks a hand-built position
passes: a file that is not a real GaAg position (bad JSON, wrong shape, cards
missing or doubled, a row out of order, a winner who is not the lowest total …)
is a :class:`SaveFileError` naming the field that is wrong, and nothing else.
"""

from __future__ import annotations

import json
from typing import Any

from algunokit.errors import ConfigError, SaveFileError
from algunokit.gaag.elements import Card, card_from_data
from algunokit.gaag.events import Event
from algunokit.gaag.moves import DecisionKind
from algunokit.gaag.rules import MAX_PLAYERS, MAX_TARGET, MAX_TURN_LIMIT, MIN_PLAYERS
from algunokit.gaag.table import Row
from algunokit.saving import (
    MAX_NUMBER,
    envelope,
    field,
    read_each,
    read_save,
    require,
    restore_rng,
    rng_state,
)

# ``game.py`` imports this module, so the game class is passed in (``cls``) rather than
# imported: the import graph keeps no cycle, not even one only type checkers follow.
Game = Any

_PENDING = {"play": DecisionKind.PLAY, "direction": DecisionKind.DIRECTION}


def game_to_json(game: Game) -> str:
    """The whole game as compact JSON text."""
    def cards(seq: Any) -> list[list[int]]:
        return [card.to_data() for card in seq]

    body = {
        "players": game.n_players, "target": game.target, "rng": rng_state(game._rng),
        "round": game.round, "turn": game.turn, "starter": game.starter,
        "current": game.current, "direction": game.direction,
        "step": None if game.pending is None else game.pending.value,
        "totals": game.totals, "round_scores": [list(s) for s in game.round_scores],
        "winners": list(game.winners), "hands": [cards(h) for h in game.hands],
        "piles": [cards(p) for p in game.piles], "draw": cards(game.draw),
        "table": {"cards": cards(game.table.cards), "values": list(game.table.values)},
        "log": [event.to_data() for event in game.log],
    }
    if game.rules.turn_limit is not None:  # the class variant, saved only when set
        body["turn_limit"] = game.rules.turn_limit
    return json.dumps(envelope("gaag", body), separators=(",", ":"))


def _int(value: Any) -> int:
    if type(value) is not int or abs(value) > MAX_NUMBER:
        raise ValueError("not a whole number a game saves")
    return value


def _ints(data: dict[str, Any], name: str, where: str = "") -> list[int]:
    path = f"{where}.{name}" if where else name
    return read_each(field(data, name, list, where=where), path, _int)


def _cards(value: Any) -> list[Card]:
    if not isinstance(value, list):
        raise ValueError("not a list of cards")
    return [card_from_data(card) for card in value]


def _zones(data: dict[str, Any], n: int) -> dict[str, Any]:
    """Hands, score piles, draw pile and table, read card by card."""
    hands = read_each(field(data, "hands", list, low=n, high=n), "hands", _cards)
    piles = read_each(field(data, "piles", list, low=n, high=n), "piles", _cards)
    draw = read_each(field(data, "draw", list), "draw", card_from_data)
    table = field(data, "table", dict)
    cards = read_each(field(table, "cards", list, where="table"), "table.cards",
                      card_from_data)
    values = _ints(table, "values", "table")
    require(len(values) == len(cards), "table.values", values)
    return {"hands": hands, "piles": piles, "draw": draw,
            "table": Row(tuple(cards), tuple(values))}


def _load(cls: type[Game], data: dict[str, Any]) -> Game:
    n = field(data, "players", int, low=MIN_PLAYERS, high=MAX_PLAYERS)
    target = field(data, "target", int, low=1, high=MAX_TARGET)
    turn_limit = (field(data, "turn_limit", int, low=1, high=MAX_TURN_LIMIT)
                  if "turn_limit" in data else None)
    rng = restore_rng(field(data, "rng", list))
    step = field(data, "step", (str, type(None)))
    require(step is None or step in _PENDING, "step", step)
    numbers = {name: field(data, name, int) for name in
               ("round", "turn", "starter", "current", "direction")}
    round_scores = read_each(field(data, "round_scores", list), "round_scores",
                             lambda row: tuple(_int(x) for x in row))
    log = read_each(field(data, "log", list), "log", Event.from_data)
    return cls.from_setup(**_zones(data, n), pending=None if step is None else _PENDING[step],
                          totals=_ints(data, "totals"), round_scores=round_scores,
                          winners=_ints(data, "winners"), log=log, target=target, rng=rng,
                          turn_limit=turn_limit, **numbers)


def game_from_json(cls: type[Game], text: str | bytes | dict[str, Any]) -> Game:
    """The game saved by :func:`game_to_json`, as an instance of ``cls``."""
    data = read_save(text, "gaag")
    try:
        return _load(cls, data)
    except ConfigError as exc:  # from_setup: a position no game of GaAg can reach
        name = exc.params.get("field", "players")
        raise SaveFileError("gaag.error.save_position", field=name,
                            reason=exc.params.get("reason", exc.message)) from None


__all__ = ["game_from_json", "game_to_json"]
