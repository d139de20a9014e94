"""GaAg: chemical elements in order of atomic number Z; atoms are penalty points.

The public surface of the engine (no views here):

>>> from algunokit.gaag import Game, make_bot, simulate
>>> game = Game(4, seed=7)
>>> from algunokit.protocol import play_out
>>> _ = play_out(game, [make_bot("heuristic", s) for s in range(4)])
>>> game.is_over, len(game.winners) >= 1
(True, True)

See ``docs/rules/gaag.en.md`` (``gaag.fr.md``) for the rules as applied here.
In a notebook, ``algunokit.gaag.play()`` opens a game against bots.
"""

from typing import Any as _Any

from algunokit import hooks
from algunokit.gaag.bots import BOTS, heuristic, make_bot, random_bot
from algunokit.gaag.elements import DECK, SYMBOLS, Card, atoms_of, element, gap_card
from algunokit.gaag.events import Event, EventKind, describe
from algunokit.gaag.game import Game
from algunokit.gaag.moves import (
    DecisionKind,
    PickUp,
    Play,
    Reverse,
    option_from_data,
    option_to_data,
)
from algunokit.gaag.rules import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, TARGET, Rules
from algunokit.gaag.simulate import simulate
from algunokit.gaag.table import (
    Placement,
    PlacementKind,
    Row,
    check_placement,
    is_in_order,
    is_special,
    place,
    placements,
)
from algunokit.gaag.view import View


def play(n_players: int = 4, seed: int | None = None, **options: _Any) -> object:
    """A game of GaAg in the notebook against bots (see :func:`algunokit.widgets.gaag.play`).

    The widgets are imported only now, so the engine itself needs no Jupyter.
    """
    return hooks.call("play", "gaag", n_players, seed, **options)  # the facade: ak.play


__all__ = [
    "BOTS",
    "DECK",
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SYMBOLS",
    "TARGET",
    "Card",
    "DecisionKind",
    "Event",
    "EventKind",
    "Game",
    "PickUp",
    "Placement",
    "PlacementKind",
    "Play",
    "Reverse",
    "Row",
    "Rules",
    "View",
    "atoms_of",
    "check_placement",
    "describe",
    "element",
    "gap_card",
    "heuristic",
    "is_in_order",
    "is_special",
    "make_bot",
    "option_from_data",
    "option_to_data",
    "place",
    "placements",
    "play",
    "random_bot",
    "simulate",
]
