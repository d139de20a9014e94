"""GaAg's facts for the rest of the kit (see :mod:`algunokit.game_spec`)."""

from __future__ import annotations

from algunokit.gaag.bots import BOTS, make_bot
from algunokit.gaag.events import describe
from algunokit.gaag.rules import MAX_PLAYERS, MIN_PLAYERS
from algunokit.gaag.words import DECISION_KEYS, option_words
from algunokit.game_spec import GameSpec

SPEC = GameSpec(name="gaag", title_key="gaag.name", min_seats=MIN_PLAYERS,
                max_seats=MAX_PLAYERS, bots=BOTS, make_bot=make_bot, describe=describe,
                option_words=option_words, decision_keys=DECISION_KEYS,
                cli="algunokit.gaag.cli",
                drawing="algunokit.draw.gaag", play_widget="algunokit.widgets.gaag")

__all__ = ["SPEC"]
