"""Celsius's answers and decisions in words a student reads (the one owner).

Its moves write themselves in the language being read (``str(Play(...))``: the chain's
cards, « échanger 2 cartes … », « passer »).
"""

from __future__ import annotations

from typing import Any

from algunokit.celsius.moves import DecisionKind, Decline, Exchange, Pass, Play, Swap
from algunokit.game_spec import Say
from algunokit.protocol import safe_text

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


__all__ = ["DECISION_KEYS", "option_words"]
