"""Saving a Skyjo game as JSON and loading it back, generator state included.

The save holds every card where it is (the draw pile's order too: it is a file for
the computer, not a view for a player), the rule options, the log and the random
generator, so a loaded game continues move for move as the original.

Saving reads the game's public :meth:`~algunokit.skyjo.game.Game.setup`; loading
reads every field with :mod:`algunokit.saving` (which names a broken field in the
user's language) and builds the game through ``Game.from_setup``, the same checks
a hand-built position gets: every card of the 150-card deck once, seats in range,
the pending decision one the rules can reach. Whatever is wrong, the only error is
a :class:`~algunokit.errors.SaveFileError`. The layout is the first save format's
(version 1), so every game saved since then still loads.

This module does not import ``game.py`` (the game passes its class in), so the two
do not import each other.
"""

from __future__ import annotations

import json
from typing import Any

from algunokit.errors import ConfigError, SaveFileError
from algunokit.saving import envelope, field, read_each, read_save, require, restore_rng, rng_state
from algunokit.skyjo.cards import COLUMNS, SLOTS, FaceDown
from algunokit.skyjo.events import Event, event_from_data, event_to_data, is_event
from algunokit.skyjo.moves import DecisionKind, Pile
from algunokit.skyjo.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from algunokit.skyjo.setup import STANDARD_DECK, Cell, Setup, last_turns_left

GAME = "skyjo"
_RULES = tuple(Rules().to_dict())
_PHASES = {kind.value: kind for kind in DecisionKind}
_PILES = {pile.value: pile for pile in Pile}


def to_json(game: Any) -> str:
    """The JSON text of ``game`` (a :class:`~algunokit.skyjo.game.Game`)."""
    s: Setup = game.setup()
    cells = [[cell for row in grid for cell in row] for grid in s.grids]
    decision = game.decision
    body: dict[str, Any] = {
        "players": len(s.grids),
        "rules": s.rules.to_dict(),
        "rng": rng_state(s.rng),  # type: ignore[arg-type]
        "round": s.round,
        "turn": s.turn,
        "phase": None if decision is None else decision.kind.value,
        "player": s.current,
        "setup_left": s.reveals_left,
        "values": [[cell.value if type(cell) is FaceDown else cell for cell in grid]
                   for grid in cells],
        "face_up": [[type(cell) is not FaceDown for cell in grid] for grid in cells],
        "draw": list(s.draw)[::-1],  # top card last, as the first format wrote it
        "discard": list(s.discard),
        "held": s.held,
        "held_from": None if s.held_from is None else s.held_from.value,
        "ender": s.ender,
        "left": last_turns_left(s),
        "next_starter": s.next_starter,
        "totals": list(s.totals or ()),
        "history": [list(scores) for scores in s.history or ()],
        "stopped": game.stopped,
        "winners": list(game.winners),
        "log": [event_to_data(event.kind, tuple(event.data.values())) for event in s.log],
    }
    if s.deck != STANDARD_DECK:  # a game dealt from other cards (tests, puzzles)
        body["deck"] = list(s.deck or ())
    return json.dumps(envelope(GAME, body), separators=(",", ":"))


def from_json(data: str | bytes | dict[str, Any], cls: Any) -> Any:
    """The game saved in ``data``, built by ``cls.from_setup``; a :class:`SaveFileError`
    naming what is wrong if it is not a game the rules can reach."""
    body = read_save(data, GAME)
    n = field(body, "players", int, low=MIN_PLAYERS, high=MAX_PLAYERS)
    phase = _phase(body)
    arguments = {
        "grids": _grids(body, n), "draw": _cards(body, "draw")[::-1],
        "discard": _cards(body, "discard"),
        "current": field(body, "player", int, low=0, high=n - 1),
        "reveals_left": field(body, "setup_left", int, low=0, high=2),
        "held": field(body, "held", (int, type(None))), "held_from": _pile(body),
        "ender": _seat(body, "ender", n), "next_starter": _seat(body, "next_starter", n),
        "round": field(body, "round", int, low=1), "turn": field(body, "turn", int, low=0),
        "totals": tuple(read_each(field(body, "totals", list, low=n, high=n), "totals", _int)),
        "history": read_each(field(body, "history", list), "history",
                             lambda row: _scores(row, n)),
        "over": phase is None,
        "log": read_each(field(body, "log", list), "log", lambda item: _event(item, n)),
        "deck": _cards(body, "deck") if "deck" in body else STANDARD_DECK,
        "rng": restore_rng(field(body, "rng", list)),
        **_rules(field(body, "rules", dict)),
    }
    try:
        game = cls.from_setup(**arguments)
    except ConfigError as exc:
        raise SaveFileError("skyjo.error.save_position", problem=exc.message) from exc
    _check_derived(body, game, phase)
    return game


def _check_derived(body: dict[str, Any], game: Any, phase: DecisionKind | None) -> None:
    """What a save repeats (the phase, the last turns left, how it ended) must be what
    the position implies."""
    decision = game.decision
    require((None if decision is None else decision.kind) is phase, "phase", body["phase"])
    require(field(body, "left", int, low=0, high=MAX_PLAYERS) == last_turns_left(game.setup()),
            "left", body["left"])
    require(field(body, "stopped", bool) is game.stopped, "stopped", body["stopped"])
    winners = read_each(field(body, "winners", list), "winners", _int)
    require(tuple(winners) == game.winners, "winners", body["winners"])


def _rules(data: dict[str, Any]) -> dict[str, Any]:
    require(tuple(sorted(data)) == tuple(sorted(_RULES)), "rules", data)
    return {name: data[name] for name in _RULES}


def _phase(body: dict[str, Any]) -> DecisionKind | None:
    value = field(body, "phase", (str, type(None)))
    require(value is None or value in _PHASES, "phase", value)
    return None if value is None else _PHASES[value]


def _pile(body: dict[str, Any]) -> Pile | None:
    value = field(body, "held_from", (str, type(None)))
    require(value is None or value in _PILES, "held_from", value)
    return None if value is None else _PILES[value]


def _seat(body: dict[str, Any], name: str, n: int) -> int | None:
    value = field(body, name, (int, type(None)))
    require(value is None or 0 <= value < n, name, value)
    return value


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError("an integer")
    return value


def _cards(body: dict[str, Any], name: str) -> list[int]:
    """A list of card values (their range is checked by ``from_setup``)."""
    return read_each(field(body, name, list, high=len(STANDARD_DECK) * 4), name, _int)


def _scores(row: Any, n: int) -> tuple[int, ...]:
    if not isinstance(row, list) or len(row) != n:
        raise ValueError("one score per seat")
    return tuple(_int(value) for value in row)


def _grids(body: dict[str, Any], n: int) -> list[list[list[Cell]]]:
    """``values`` and ``face_up`` as the grids ``from_setup`` takes."""
    values = field(body, "values", list, low=n, high=n)
    face_up = field(body, "face_up", list, low=n, high=n)
    grids = []
    for seat in range(n):
        row_values, row_up = values[seat], face_up[seat]
        require(isinstance(row_values, list) and len(row_values) == SLOTS,
                f"values[{seat}]", row_values)
        require(isinstance(row_up, list) and len(row_up) == SLOTS, f"face_up[{seat}]", row_up)
        cells = read_each(list(zip(row_values, row_up, strict=True)), f"values[{seat}]",
                          _cell)
        grids.append([cells[start:start + COLUMNS] for start in range(0, SLOTS, COLUMNS)])
    return grids


def _cell(pair: tuple[Any, Any]) -> Cell:
    value, up = pair
    if type(up) is not bool or not (value is None or type(value) is int):
        raise TypeError("a card and whether it is face up")
    if value is None and not up:
        raise ValueError("a removed card is not face down")
    return value if up else FaceDown(value)


def _event(item: Any, n: int) -> Event:
    event = event_from_data(item)
    if not is_event(event, n):
        raise ValueError("not an event of this game")
    return event


__all__ = ["GAME", "from_json", "to_json"]
