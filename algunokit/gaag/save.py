"""Saving a GaAg game as JSON and loading it back, checked.

The generator's full state is saved, so a loaded game goes on exactly as the
original would. A file that is not a real GaAg state (bad JSON, wrong shape,
cards missing or doubled, a row out of order …) is a :class:`SaveFileError`.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

from algunokit.errors import ConfigError, SaveFileError
from algunokit.gaag.elements import DECK, atoms_of, card_from_data
from algunokit.gaag.moves import Event, Step
from algunokit.gaag.table import Table, is_in_order
from algunokit.saving import envelope, read_save, restore_rng, rng_state

if TYPE_CHECKING:
    from algunokit.gaag.game import Game

_DECK_COUNT = Counter(DECK)


def game_to_json(game: Game) -> str:
    """The whole game as compact JSON text."""
    def cards(seq: Any) -> list[list[int]]:
        return [card.to_data() for card in seq]

    body = {
        "players": game.n_players, "target": game.target, "rng": rng_state(game._rng),
        "round": game.round, "turn": game.turn, "starter": game.starter,
        "current": game.current, "direction": game.direction,
        "step": None if game.step is None else game.step.value,
        "totals": game.totals, "round_scores": [list(s) for s in game.round_scores],
        "winners": list(game.winners), "hands": [cards(h) for h in game.hands],
        "piles": [cards(p) for p in game.piles], "draw": cards(game.draw),
        "table": {"cards": cards(game.table.cards), "values": list(game.table.values)},
        "log": [event.to_data() for event in game.log],
    }
    return json.dumps(envelope("gaag", body), separators=(",", ":"))


def game_from_json(cls: type[Game], text: str | bytes | dict[str, Any]) -> Game:
    """The game saved by :func:`game_to_json`, as an instance of ``cls``."""
    data = read_save(text, "gaag")
    try:
        return _load(cls, data)
    except SaveFileError:
        raise
    except ConfigError as exc:
        raise SaveFileError("common.error.save_game", game="GaAg",
                            detail=exc.message()) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveFileError("common.error.save_game", game="GaAg",
                            detail=f"{type(exc).__name__}: {exc}") from None


def _ints(seq: Any) -> list[int]:
    if not isinstance(seq, list) or not all(type(x) is int for x in seq):
        raise ValueError(f"expected a list of integers: {seq!r}")
    return list(seq)


def _load(cls: type[Game], data: dict[str, Any]) -> Game:
    game = cls(data["players"], 0, target=data["target"], first_player=0)
    game._rng = restore_rng(data["rng"])
    game.round, game.turn, game.starter, game.current, game.direction = _ints(
        [data[key] for key in ("round", "turn", "starter", "current", "direction")])
    game.step = None if data["step"] is None else Step(data["step"])
    game.totals = _ints(data["totals"])
    game.round_scores = [tuple(_ints(s)) for s in data["round_scores"]]
    game.winners = tuple(_ints(data["winners"]))
    game.hands = [[card_from_data(c) for c in h] for h in data["hands"]]
    game.piles = [[card_from_data(c) for c in p] for p in data["piles"]]
    game.draw = [card_from_data(c) for c in data["draw"]]
    game._pile_atoms = [atoms_of(pile) for pile in game.piles]
    table = data["table"]
    game.table = Table(tuple(card_from_data(c) for c in table["cards"]),
                       tuple(_ints(table["values"])))
    game.log = [Event.from_data(e) for e in data["log"]]
    game._decision = None
    problem = _inconsistency(game)
    if problem:
        raise ValueError(problem)
    return game


def _inconsistency(game: Game) -> str:
    """Why this state cannot be a real game ('' if it can)."""
    n = game.n_players
    if len(game.hands) != n or len(game.piles) != n or len(game.totals) != n:
        return "one hand, one score pile and one total per player"
    if Counter(game.all_cards()) != _DECK_COUNT:
        return "the cards are not the 70 cards of the deck"
    if not is_in_order(game.table):
        return "the table is not in order of Z"
    if not (0 <= game.current < n and 0 <= game.starter < n and game.direction in (1, -1)):
        return "current player, starter or direction out of range"
    if game.step is Step.PLAY and not game.hands[game.current]:
        return "the player to move holds no card"
    return ""


__all__ = ["game_from_json", "game_to_json"]
