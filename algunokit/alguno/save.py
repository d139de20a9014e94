"""Saving an Alg(un)o game as JSON text and loading it back.

The save holds every card where it is (the piles' order too: it is a file for
the computer, not a view for a player), the rules (with the card set), the turn
reached, the execution under way, the log and the random generator, so a
loaded game continues move for move as the original.

Loading reads each field with :mod:`algunokit.saving` and builds the game
through :meth:`Game.from_setup <algunokit.alguno.game.Game.from_setup>`, the
same gate as a hand-made position: whatever is wrong in a save is one
:class:`~algunokit.errors.SaveFileError` naming the field, never another error.

>>> from algunokit.alguno import Game
>>> game = Game(4, (1, 1), seed=5)
>>> Game.from_json(game.to_json()).to_json() == game.to_json()
True
>>> Game.from_json('{"game": "alguno"}')  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
algunokit.errors.SaveFileError: version
"""

from __future__ import annotations

import json
from typing import Any

from algunokit.alguno.events import describe, event_from_data
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Build
from algunokit.alguno.notation import step_from_data, step_to_data
from algunokit.alguno.rules import MAX_TURN_LIMIT, Rules
from algunokit.errors import AlgunokitError, ConfigError, DeckFileError, SaveFileError
from algunokit.saving import (
    envelope,
    field,
    read_each,
    read_save,
    require,
    restore_rng,
    rng_state,
    shown,
)

GAME = "alguno"
#: the most events a save may hold (a game of MAX_TURN_LIMIT turns between 6 players)
MAX_EVENTS = 200_000


def to_json(game: Any) -> str:
    """The whole game as JSON text (see :meth:`Game.to_json`)."""
    ex = game.execution
    build = game.build
    body = {
        "rules": game.rules.to_data(), "seed": game.seed, "names": game.names,
        "rng": rng_state(game.rng),
        "hands": [[c.code for c in h] for h in game.table.hands],
        "draw": [c.code for c in game.table.draw_pile],
        "discard": [c.code for c in game.table.discard_pile],
        "condition_draw": [c.id for c in game.condition_draw],
        "condition_discard": [c.id for c in game.condition_discard],
        "action_draw": [c.id for c in game.action_draw],
        "action_discard": [c.id for c in game.action_discard],
        "author": game.author, "turn": game.turn, "phase": game.phase.value,
        "condition_card": game.condition_card.id if game.condition_card else None,
        "action_hand": [c.id for c in game.action_hand],
        "build": [build.half, build.then, build.otherwise] if build else None,
        "executing": game.executing,
        "execution": None if ex is None else {
            "player": ex.player, "queue": [step_to_data(s) for s in ex.queue],
            "side": ex.side.value if ex.side else None},
        "winners": list(game.winners), "limit_reached": game.limit_reached,
        "log": [list(e) for e in game.log],
    }
    return json.dumps(envelope(GAME, body), ensure_ascii=False)


def from_json(cls: Any, text: str | bytes | dict[str, Any]) -> Any:
    """The game of class ``cls`` a save holds (see :meth:`Game.from_json`)."""
    data = read_save(text, GAME)
    rules = _rules(field(data, "rules", dict))
    position = _position(data, rules)
    try:
        game = cls.from_setup(rules, **position)
    except ConfigError as err:
        name = str(err.params.get("field", "hands"))
        if err.key == "alguno.error.setup_cards":
            raise SaveFileError("alguno.error.save_cards", **err.params) from None
        raise SaveFileError("common.error.save_value", field=name,
                            value=shown(data.get(name.split(".")[0]))) from None
    require(game.phase.value == data.get("phase"), "phase", data.get("phase"))
    return game


def _rules(data: dict[str, Any]) -> Rules:
    where = "rules"
    field(data, "n_players", int, low=2, high=6, where=where)
    levels = field(data, "levels", list, low=2, high=2, where=where)
    require(all(type(x) is int for x in levels), "rules.levels", levels)
    field(data, "direction", str, where=where)
    field(data, "deck", str, where=where)
    field(data, "hand_size", int, low=1, high=54, where=where)
    field(data, "turn_limit", int, low=1, high=MAX_TURN_LIMIT, where=where)
    field(data, "extended_players", bool, where=where)
    field(data, "cards", dict, where=where)
    try:
        return Rules.from_data(data)
    except AlgunokitError as err:  # a card set or options the game refuses
        name = "rules.cards" if isinstance(err, DeckFileError) else "rules"
        raise SaveFileError("common.error.save_value", field=name,
                            value=shown(data.get("cards" if name == "rules.cards" else
                                                  "n_players"))) from None


def _codes(data: dict[str, Any], name: str) -> list[str]:
    return _code_list(field(data, name, list, high=1000), name)


def _code_list(values: Any, name: str) -> list[str]:
    """A list of card codes or ids (read as cards by :meth:`Game.from_setup`)."""
    require(isinstance(values, list) and len(values) <= 1000
            and all(isinstance(v, str) for v in values), name, values)
    return values  # type: ignore[no-any-return]


def _execution(data: dict[str, Any]) -> tuple[int, list[Any], Side | None] | None:
    ex = data.get("execution")
    if ex is None:
        return None
    ex = field(data, "execution", dict)
    player = field(ex, "player", int, low=0, high=5, where="execution")
    queue = read_each(field(ex, "queue", list, high=100, where="execution"),
                      "execution.queue", step_from_data)
    side = ex.get("side")
    if side is not None:
        side = read_each([field(ex, "side", str, where="execution")], "execution.side",
                         Side)[0]
    return player, queue, side


def _build(data: dict[str, Any]) -> Build | None:
    build = data.get("build")
    if build is None:
        return None
    build = field(data, "build", list, low=3, high=3)
    require(type(build[0]) is int and all(x is None or type(x) is int for x in build),
            "build", build)
    return Build(*build)


def _seed(data: dict[str, Any]) -> int:
    # Any whole number seeds a game (a drawn one has 32 bits): bounded, not ranged.
    if "seed" not in data:
        raise SaveFileError("common.error.save_missing", field="seed")
    seed = data["seed"]
    require(type(seed) is int and abs(seed) < 2**64, "seed", seed)
    return seed  # type: ignore[return-value]


def _event(data: Any) -> Any:
    event = event_from_data(data)
    describe(event, "en")  # every field readable: the log can always be shown
    return event


def _position(data: dict[str, Any], rules: Rules) -> dict[str, Any]:
    """The arguments of :meth:`Game.from_setup`, each of the type the save promises."""
    hands = field(data, "hands", list, low=rules.n_players, high=rules.n_players)
    names = data.get("names")
    if names is not None:
        names = field(data, "names", list, high=20)
    card = data.get("condition_card")
    return {
        "seed": _seed(data),
        "names": names,
        "rng": restore_rng(field(data, "rng", list)),
        "hands": [_code_list(hand, f"hands[{seat}]") for seat, hand in enumerate(hands)],
        "draw": _codes(data, "draw"),
        "discard": _codes(data, "discard"),
        "condition_draw": _codes(data, "condition_draw"),
        "condition_discard": _codes(data, "condition_discard"),
        "action_draw": _codes(data, "action_draw"),
        "action_discard": _codes(data, "action_discard"),
        "author": field(data, "author", int, low=0, high=rules.n_players - 1),
        "turn": field(data, "turn", int, low=1, high=rules.turn_limit),
        "condition_card": None if card is None else field(data, "condition_card", str),
        "action_hand": _codes(data, "action_hand"),
        "build": _build(data),
        "executing": field(data, "executing", int, low=0, high=rules.n_players - 1),
        "execution": _execution(data),
        "winners": field(data, "winners", list, high=rules.n_players),
        "limit_reached": field(data, "limit_reached", bool),
        "log": read_each(field(data, "log", list, high=MAX_EVENTS), "log", _event),
    }
