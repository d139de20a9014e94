"""Skyjo: the rules engine (no views here), its bots and simulations.

>>> import algunokit as ak
>>> from algunokit.skyjo import Game, make_bot
>>> from algunokit.play import play_out
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
    Slot,
    card_colour,
    skyjo_deck,
)
from algunokit.skyjo.events import (
    ColumnRemoved,
    Discarded,
    DiscardStarted,
    Event,
    Exchanged,
    GameOver,
    GameStopped,
    Reshuffled,
    Revealed,
    RoundEnding,
    RoundScored,
    RoundStarted,
    Starts,
    Took,
)
from algunokit.skyjo.game import FaceDown, Game
from algunokit.skyjo.moves import (
    DiscardAndReveal,
    Exchange,
    Kind,
    Option,
    Pile,
    Reveal,
    decode_option,
    describe_option,
    encode_option,
)
from algunokit.skyjo.rules import (
    END_SCORE,
    MAX_PLAYERS,
    MAX_TURNS,
    MIN_PLAYERS,
    SkyjoRules,
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
from algunokit.skyjo.simulate import simulate
from algunokit.skyjo.view import SkyjoView


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
    "ColumnRemoved",
    "DiscardAndReveal",
    "DiscardStarted",
    "Discarded",
    "Event",
    "Exchange",
    "Exchanged",
    "FaceDown",
    "Game",
    "GameOver",
    "GameStopped",
    "Kind",
    "Option",
    "Pile",
    "Reshuffled",
    "Reveal",
    "Revealed",
    "RoundEnding",
    "RoundScored",
    "RoundStarted",
    "SkyjoRules",
    "SkyjoView",
    "Slot",
    "Starts",
    "Took",
    "bot_description",
    "card_colour",
    "column_removals",
    "decode_option",
    "describe_option",
    "encode_option",
    "ender_doubles",
    "first_starter",
    "grid_points",
    "is_game_over",
    "last_turn_players",
    "make_bot",
    "next_player",
    "play",
    "round_scores",
    "simulate",
    "skyjo_deck",
    "winners",
]
