"""Skyjo's answers and decisions in words a student reads (the one owner).

An option is said by :func:`~algunokit.skyjo.moves.describe_option` (« échanger avec la
carte ligne 1, colonne 2 »); a look-alike whose row or column is not a whole number
(computed with ``/``) keeps that number as the reader writes it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from algunokit.game_spec import Say
from algunokit.skyjo.moves import DecisionKind, DiscardAndReveal, Exchange, Pile, Reveal
from algunokit.skyjo.moves import describe_option as _describe_option

#: Each decision's words (keys written in full for tests/test_catalogue.py).
DECISION_KEYS = {
    DecisionKind.SETUP_REVEAL: "words.decision.skyjo.setup_reveal",
    DecisionKind.CHOOSE_PILE: "words.decision.skyjo.choose_pile",
    DecisionKind.PLACE_DISCARD: "words.decision.skyjo.place_discard",
    DecisionKind.PLACE_DRAWN: "words.decision.skyjo.place_drawn",
}

_SLOT_OPTIONS = (Reveal, Exchange, DiscardAndReveal)


def option_words(value: Any, lang: str, say: Say) -> str | None:
    """A pile or a slot's move in words; None for anything else."""
    if type(value) in _SLOT_OPTIONS and not (type(value.row) is int and type(value.col) is int):
        return _describe_option(replace(value, row=say(value.row), col=say(value.col)), lang)
    if type(value) in _SLOT_OPTIONS or type(value) is Pile:
        return _describe_option(value, lang)
    return None


__all__ = ["DECISION_KEYS", "option_words"]
