"""Skyjo: the rules engine (no views here), its bots and simulations.

>>> import algunokit as ak
>>> from algunokit.skyjo import Game, make_bot
>>> from algunokit.protocol import play_out
>>> game = play_out(Game(n_players=3, seed=7), [make_bot("heuristic", s) for s in range(3)])
>>> game.is_over
True

The rules as the engine applies them are in ``docs/rules/skyjo.fr.md`` and
``docs/rules/skyjo.en.md``.
"""

from algunokit import hooks
from algunokit.skyjo.bots import BOTS, MEAN_CARD, bot_description, make_bot
from algunokit.skyjo.cards import (
    CARD_VALUES,
    COLUMNS,
    DECK_COUNTS,
    ROWS,
    CardColour,
    FaceDown,
    Slot,
    card_colour,
    skyjo_deck,
)
from algunokit.skyjo.events import Event, EventKind, describe
from algunokit.skyjo.game import Game
from algunokit.skyjo.moves import (
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    Option,
    Pile,
    Reveal,
    describe_option,
    option_from_data,
    option_to_data,
)
from algunokit.skyjo.rules import (
    END_SCORE,
    MAX_PLAYERS,
    MAX_TURNS,
    MIN_PLAYERS,
    Rules,
    column_removals,
    ender_doubles,
    first_starter,
    grid_points,
    is_game_over,
    last_turn_players,
    next_player,
    round_scores,
    winners,
)
from algunokit.skyjo.setup import Setup
from algunokit.skyjo.simulate import simulate
from algunokit.skyjo.view import View

#: The name lesson 09 first taught for :class:`DecisionKind`: students' saved notebooks
#: (``from algunokit.skyjo import Kind`` … ``decision.kind is Kind.CHOOSE_PILE``) keep
#: working. New code and lessons say ``DecisionKind``, as every game does.
Kind = DecisionKind


def play(n_players: int = 2, seed: int | None = None, **options: object) -> object:
    """A whole game in the notebook, people and bots at one screen (needs Jupyter).

    See :func:`algunokit.widgets.skyjo.play`: ``humans=(0,)`` are the seats
    played by people, ``bots="heuristic"`` (a bot name or a strategy function,
    or one per seat) the others; other options go to :class:`Game`.
    """
    return hooks.call("play", "skyjo", n_players, seed, **options)  # the facade: ak.play


__all__ = [
    "BOTS",
    "CARD_VALUES",
    "COLUMNS",
    "DECK_COUNTS",
    "END_SCORE",
    "MAX_PLAYERS",
    "MAX_TURNS",
    "MEAN_CARD",
    "MIN_PLAYERS",
    "ROWS",
    "CardColour",
    "DecisionKind",
    "DiscardAndReveal",
    "Event",
    "EventKind",
    "Exchange",
    "FaceDown",
    "Game",
    "Kind",
    "Option",
    "Pile",
    "Reveal",
    "Rules",
    "Setup",
    "Slot",
    "View",
    "bot_description",
    "card_colour",
    "column_removals",
    "describe",
    "describe_option",
    "ender_doubles",
    "first_starter",
    "grid_points",
    "is_game_over",
    "last_turn_players",
    "make_bot",
    "next_player",
    "option_from_data",
    "option_to_data",
    "play",
    "round_scores",
    "simulate",
    "skyjo_deck",
    "winners",
]
