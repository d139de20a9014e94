"""Skyjo's facts for the rest of the kit (see :mod:`algunokit.game_spec`)."""

from __future__ import annotations

from algunokit.game_spec import GameSpec
from algunokit.skyjo.bots import BOTS, make_bot
from algunokit.skyjo.events import describe
from algunokit.skyjo.rules import MAX_PLAYERS, MIN_PLAYERS
from algunokit.skyjo.words import DECISION_KEYS, option_words

SPEC = GameSpec(name="skyjo", title_key="skyjo.name", min_seats=MIN_PLAYERS,
                max_seats=MAX_PLAYERS, bots=BOTS, make_bot=make_bot, describe=describe,
                option_words=option_words, decision_keys=DECISION_KEYS,
                cli="algunokit.skyjo.cli",
                drawing="algunokit.draw.skyjo", play_widget="algunokit.widgets.skyjo")

__all__ = ["SPEC"]
