"""Alg(un)o's facts for the rest of the kit (see :mod:`algunokit.game_spec`)."""

from __future__ import annotations

from algunokit.alguno.bots import BOTS, make_bot
from algunokit.alguno.events import describe
from algunokit.alguno.words import DECISION_KEYS, option_words
from algunokit.game_spec import GameSpec

#: 3 to 5 players as printed (2 and 6 with ``extended_players=True``).
SPEC = GameSpec(name="alguno", title_key="alguno.name", min_seats=3, max_seats=5,
                bots=BOTS, make_bot=make_bot, describe=describe, option_words=option_words,
                decision_keys=DECISION_KEYS,
                cli="algunokit.alguno.cli",
                drawing="algunokit.draw.alguno", play_widget="algunokit.widgets.alguno.play")

__all__ = ["SPEC"]
