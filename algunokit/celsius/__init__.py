"""Celsius: from a cold card, reach one of your hot cards with the fewest operators.

The rules engine (:class:`Game`), the arithmetic of chains (:func:`evaluate`,
:func:`parse_operator`), the exact solver (:func:`solve`), bots and simulations.
Rules as the engine applies them: ``docs/rules/celsius.fr.md`` / ``.en.md``.

>>> from algunokit.celsius import evaluate, parse_operator, solve
>>> evaluate(10, [parse_operator("+1"), parse_operator("×2")])
22
>>> solve(10, [22], [parse_operator("x2"), parse_operator("+1")]).text("en")
'10 + 1 = 11; 11 × 2 = 22'
"""

import typing as _typing

from algunokit import hooks
from algunokit.celsius.arith import (
    InexactDivision,
    OperatorTextError,
    Step,
    evaluate,
    format_chain,
    parse_operator,
)
from algunokit.celsius.bots import BOTS, make_bot
from algunokit.celsius.cards import (
    COLD_VALUES,
    HOT_VALUES,
    OPERATORS,
    ColdCard,
    Colour,
    HotCard,
    OperatorCard,
    OpKind,
    celsius_deck,
)
from algunokit.celsius.events import Event, EventKind, describe
from algunokit.celsius.game import Game
from algunokit.celsius.moves import (
    DecisionKind,
    Decline,
    Exchange,
    Pass,
    Play,
    PlayDecision,
    Swap,
    option_from_data,
    option_to_data,
)
from algunokit.celsius.position import Phase, Piles, Progress
from algunokit.celsius.rules import Rules
from algunokit.celsius.simulate import simulate
from algunokit.celsius.solver import Solution, solve
from algunokit.celsius.view import View


def play(n_players: int = 4, seed: int | None = None,
         **kwargs: _typing.Any) -> object:
    """A game of Celsius in the notebook: build chains by clicking, against bots.

    ``play(2, seed=1)``; keyword options: ``humans=(0,)``, ``bots="greedy"``,
    ``language``, ``game=Game.from_setup(...)`` and the rule options of :class:`Game`.
    The table itself is the facade's (``ak.play("celsius", ...)``): the engine never
    needs Jupyter.
    """
    return hooks.call("play", "celsius", n_players, seed, **kwargs)  # the facade: ak.play


__all__ = [
    "BOTS",
    "COLD_VALUES",
    "HOT_VALUES",
    "OPERATORS",
    "ColdCard",
    "Colour",
    "DecisionKind",
    "Decline",
    "Event",
    "EventKind",
    "Exchange",
    "Game",
    "HotCard",
    "InexactDivision",
    "OpKind",
    "OperatorCard",
    "OperatorTextError",
    "Pass",
    "Phase",
    "Piles",
    "Play",
    "PlayDecision",
    "Progress",
    "Rules",
    "Solution",
    "Step",
    "Swap",
    "View",
    "celsius_deck",
    "describe",
    "evaluate",
    "format_chain",
    "make_bot",
    "option_from_data",
    "option_to_data",
    "parse_operator",
    "play",
    "simulate",
    "solve",
]
