"""What one seat may know of an Alg(un)o game, as plain data, and a game rebuilt from it.

A class tournament runs each student's strategy in a process of its own
(:mod:`algunokit.tournaments`): that process never holds the real game. At each
decision it receives :func:`public_data` (JSON-ready lists and numbers) and
rebuilds a game from it with :func:`from_public_data`, through the same gate as a
hand-made position (:meth:`Game.from_setup`).

Everything is face up in Alg(un)o but the order of the piles (docs/rules/alguno.en.md): the
data holds every hand, the cards of this turn and the execution under way, and
each pile as its *contents*, sorted, never in its order. The rebuilt game has a
generator of its own, not the game's. So a strategy that walks the objects it is
handed finds what any player at the table could see, nothing more.

>>> from algunokit.alguno import Game
>>> game = Game(4, (1, 2), seed=3)
>>> copy = from_public_data(game.rules, public_data(game))
>>> copy.decision.options == game.decision.options
True
>>> copy.table.draw_pile == sorted(game.table.draw_pile, key=card_key)
True
"""

from __future__ import annotations

import random
from typing import Any

from algunokit.alguno.game import Game
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Build
from algunokit.alguno.notation import step_from_data, step_to_data
from algunokit.alguno.rules import Rules
from algunokit.cards import Card

#: The seed of every rebuilt game's generator: the real game's never travels.
PUBLIC_SEED = 0


def card_key(card: Card) -> str:
    """The order a pile's contents are told in (the order of the pile stays secret)."""
    return card.code


def public_data(game: Game) -> dict[str, Any]:
    """The position as any player sees it: every pile's contents sorted."""
    ex = game.execution
    build = game.build
    return {
        "hands": [[c.code for c in hand] for hand in game.table.hands],
        "draw": sorted(c.code for c in game.table.draw_pile),
        "discard": sorted(c.code for c in game.table.discard_pile),
        "condition_draw": sorted(c.id for c in game.condition_draw),
        "condition_discard": sorted(c.id for c in game.condition_discard),
        "action_draw": sorted(c.id for c in game.action_draw),
        "action_discard": sorted(c.id for c in game.action_discard),
        "author": game.author, "turn": game.turn,
        "condition_card": game.condition_card.id if game.condition_card else None,
        "action_hand": [c.id for c in game.action_hand],
        "build": None if build is None else [build.half, build.then, build.otherwise],
        "executing": game.executing,
        "execution": None if ex is None else [
            ex.player, [step_to_data(s) for s in ex.queue],
            None if ex.side is None else ex.side.value],
        "winners": list(game.winners), "limit_reached": game.limit_reached,
    }


def from_public_data(rules: Rules, data: dict[str, Any]) -> Game:
    """A game in the position :func:`public_data` told, with a generator of its own."""
    position = dict(data)
    build = position.pop("build")
    execution = position.pop("execution")
    position["build"] = None if build is None else Build(*build)
    if execution is not None:
        player, queue, side = execution
        position["execution"] = (player, [step_from_data(s) for s in queue],
                                 None if side is None else Side(side))
    return Game.from_setup(rules, seed=PUBLIC_SEED, rng=random.Random(PUBLIC_SEED), **position)


__all__ = ["PUBLIC_SEED", "card_key", "from_public_data", "public_data"]
