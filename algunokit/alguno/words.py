"""Alg(un)o's answers and decisions in words a student reads (the one owner).

A build is said as its halves and cards, a neighbour as « le voisin ou la voisine de
gauche », never a Python form (``half 0.0``, ``Side.LEFT``). The kit's shared words
(:mod:`algunokit.words`) ask this module through the game's spec.

>>> from algunokit.words import answer_words
>>> option_words(Build(1), "fr", answer_words)
'la moitié du bas de la carte Condition'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Build, DecisionKind
from algunokit.game_spec import Say
from algunokit.i18n import t
from algunokit.protocol import safe_text

#: Each decision's words (keys written in full for tests/test_catalogue.py).
DECISION_KEYS = {
    DecisionKind.BUILD: "words.decision.alguno.build",
    DecisionKind.DISCARD: "words.decision.alguno.discard",
    DecisionKind.GIVE: "words.decision.alguno.give",
    DecisionKind.NEIGHBOUR: "words.decision.alguno.neighbour",
}


def option_words(value: Any, lang: str, say: Say) -> str | None:
    """A neighbour or a build in words; None for anything else."""
    if type(value) is Side:
        return t("words.side.left" if value is Side.LEFT else "words.side.right", lang)
    if type(value) is Build:
        return _build(value, lang, say)
    return None


def _build(build: Build, lang: str, say: Say) -> str:
    half = build.half
    if type(half) is int and half in (0, 1):
        halves = t("words.build.top" if half == 0 else "words.build.bottom", lang)
    else:
        shown = safe_text(half, 40) if isinstance(half, str) else say(half)
        halves = t("words.build.half", lang, half=shown)
    if build.then is None and build.otherwise is None:
        return halves
    return t("words.build.cards", lang, half=halves, then=_card_number(build.then, say),
             otherwise=_card_number(build.otherwise, say))


def _card_number(index: Any, say: Say) -> str:
    """Action cards are counted from 1 for a person (the option's index 0 is card 1)."""
    if type(index) is int and index >= 0:
        return str(index + 1)
    return say(index)


def move_words(kind: DecisionKind, option: Any, language: str | None,
               alternative_for: Callable[[Build], Any]) -> str:
    """A move at the table, for the people playing: a build as the alternative it makes
    (``alternative_for(option)``: « SI … ALORS … SINON … »), a neighbour as « gauche »,
    cards by their names."""
    if kind is DecisionKind.BUILD:
        return str(alternative_for(option).label(language))
    if kind is DecisionKind.NEIGHBOUR:
        return str(option.label(language))
    cards = tuple(option) if isinstance(option, tuple | list) else (option,)
    return ", ".join(c.label(language) if hasattr(c, "label") else safe_text(c) for c in cards)


__all__ = ["DECISION_KEYS", "move_words", "option_words"]
