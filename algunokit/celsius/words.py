"""Celsius's answers and decisions in words a student reads (the one owner).

Its moves write themselves in the language being read (``str(Play(...))``: the chain's
cards, « échanger 2 cartes … », « passer »).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from algunokit.celsius.arith import format_chain
from algunokit.celsius.moves import DecisionKind, Decline, Exchange, Pass, Play, Swap
from algunokit.game_spec import Say
from algunokit.i18n import t
from algunokit.protocol import player_name, safe_text

#: Each decision's words (keys written in full for tests/test_catalogue.py).
DECISION_KEYS = {
    DecisionKind.EXCHANGE: "words.decision.celsius.exchange",
    DecisionKind.PLAY: "words.decision.celsius.play",
    DecisionKind.SWAP: "words.decision.celsius.swap",
}

_MOVES = (Pass, Decline, Play, Exchange, Swap)


def option_words(value: Any, lang: str, say: Say) -> str | None:
    """A move in words (read inside ``language(lang)``); None for anything else."""
    return safe_text(value) if type(value) in _MOVES else None


def move_words(option: Any, cold: int, language: str | None = None,
               name: Callable[[int], str] = player_name) -> str:
    """A move at the table, for the people playing: a chain with the value each card
    makes from the ``cold`` card (« 10 + 1 = 11 ; 11 × 2 = 22 »), the cards exchanged,
    the card swapped with whom (``name(seat)``), or passing / declining."""
    if isinstance(option, Play):
        return format_chain(cold, option.steps, language)
    if isinstance(option, Exchange):
        return t("celsius.move.exchange", language,
                 cards=" ".join(c.label(language) for c in option.cards))
    if isinstance(option, Swap):
        return t("celsius.move.swap", language, card=option.card.label(language),
                 player=name(option.opponent))
    key = "celsius.move.pass" if isinstance(option, Pass) else "celsius.move.decline"
    return t(key, language)


__all__ = ["DECISION_KEYS", "move_words", "option_words"]
