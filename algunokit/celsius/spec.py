"""Celsius's facts for the rest of the kit (see :mod:`algunokit.game_spec`)."""

from __future__ import annotations

from algunokit.celsius.bots import BOTS, make_bot
from algunokit.celsius.events import describe
from algunokit.celsius.rules import MAX_PLAYERS, MIN_PLAYERS
from algunokit.celsius.words import DECISION_KEYS, option_words
from algunokit.game_spec import GameSpec

SPEC = GameSpec(name="celsius", title_key="celsius.name", min_seats=MIN_PLAYERS,
                max_seats=MAX_PLAYERS, bots=BOTS, make_bot=make_bot, describe=describe,
                option_words=option_words, decision_keys=DECISION_KEYS,
                cli="algunokit.celsius.cli",
                drawing="algunokit.draw.celsius", play_widget="algunokit.widgets.celsius")

__all__ = ["SPEC"]
