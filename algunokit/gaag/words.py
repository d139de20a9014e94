"""GaAg's answers and decisions in words a student reads (the one owner).

Its moves say themselves with ``label(language)`` (« jouer H sur la case 2 »).
"""

from __future__ import annotations

from typing import Any

from algunokit.gaag.moves import DecisionKind, PickUp, Play, Reverse
from algunokit.game_spec import Say
from algunokit.protocol import safe_text

#: Each decision's words (keys written in full for tests/test_catalogue.py).
DECISION_KEYS = {
    DecisionKind.PLAY: "words.decision.gaag.play",
    DecisionKind.DIRECTION: "words.decision.gaag.direction",
}

_MOVES = (Play, PickUp, Reverse)


def option_words(value: Any, lang: str, say: Say) -> str | None:
    """A move in words; None for anything else."""
    return safe_text(value.label(lang)) if type(value) in _MOVES else None


__all__ = ["DECISION_KEYS", "option_words"]
