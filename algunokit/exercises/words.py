"""A student's answer, an option and a decision as a student reads them.

Feedback about a move never shows a Python form (``half 0.0``, ``Side.LEFT``,
``Exchange(row=1, col=2)``) nor an engine's internal name (``place_drawn``): cards by
their names, a build as its halves and cards, a neighbour as « ton voisin de gauche »,
a decision as what the player must do, in the student's language. Nothing here ever
raises: a value it cannot say is named by its kind.

>>> from algunokit.alguno.moves import Build
>>> answer_words(Build(1), "fr")
'la moitié du bas de la carte Condition'
>>> answer_words(Build(0.0, 0, 1), "en")
'half "0.0" of the Condition card, Action card 1 in THEN and Action card 2 in ELSE'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import Enum
from typing import Any

# Imported once, with this module: a tournament's worker loads it before any clock runs.
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Build
from algunokit.alguno.moves import DecisionKind as AlgunoKind
from algunokit.cards import Card
from algunokit.celsius.moves import DecisionKind as CelsiusKind
from algunokit.gaag.moves import DecisionKind as GaagKind
from algunokit.i18n import language as in_language
from algunokit.i18n import resolve, t
from algunokit.protocol import safe_text
from algunokit.skyjo.moves import DecisionKind as SkyjoKind
from algunokit.skyjo.moves import DiscardAndReveal, Exchange, Pile, Reveal, describe_option

#: Each decision's name (keys written in full for tests/test_catalogue.py).
_DECISION_KEYS = {
    AlgunoKind.BUILD: "words.decision.alguno.build",
    AlgunoKind.DISCARD: "words.decision.alguno.discard",
    AlgunoKind.GIVE: "words.decision.alguno.give",
    AlgunoKind.NEIGHBOUR: "words.decision.alguno.neighbour",
    SkyjoKind.SETUP_REVEAL: "words.decision.skyjo.setup_reveal",
    SkyjoKind.CHOOSE_PILE: "words.decision.skyjo.choose_pile",
    SkyjoKind.PLACE_DISCARD: "words.decision.skyjo.place_discard",
    SkyjoKind.PLACE_DRAWN: "words.decision.skyjo.place_drawn",
    CelsiusKind.EXCHANGE: "words.decision.celsius.exchange",
    CelsiusKind.PLAY: "words.decision.celsius.play",
    CelsiusKind.SWAP: "words.decision.celsius.swap",
    GaagKind.PLAY: "words.decision.gaag.play",
    GaagKind.DIRECTION: "words.decision.gaag.direction",
}

#: How deep a list inside a list is still said (deeper: "…").
_DEPTH = 3


def answer_words(value: Any, language: str | None = None) -> str:
    """``value`` (an answer or an option) in words a student reads, never raising."""
    lang = resolve(language)
    try:
        with in_language(lang):
            return _words(value, lang, 0)
    except Exception:  # a student's object that breaks while being read: its kind
        return t("words.object", lang, kind=safe_text(type(value).__name__, 40))


def options_words(options: Sequence[Any], language: str | None = None, limit: int = 4) -> str:
    """The first ``limit`` options in words, separated by semicolons (« … » after)."""
    lang = resolve(language)
    shown = [answer_words(o, lang) for o in list(options[:limit])]
    more = " …" if len(options) > limit else ""
    return (" ; " if lang == "fr" else "; ").join(shown) + more


def decision_words(kind: Any, language: str | None = None) -> str:
    """What a decision asks for (« construire l'alternative »), never its internal name."""
    if not isinstance(kind, Enum) or kind not in _DECISION_KEYS:
        return t("words.decision.other", language)
    return t(_DECISION_KEYS[kind], language)


def _words(value: Any, lang: str, depth: int) -> str:
    if value is None:
        return t("words.nothing", lang)
    if isinstance(value, bool):
        return t("common.true" if value else "common.false", lang)
    if isinstance(value, int):
        return _number(value, lang)
    if isinstance(value, float):
        text = safe_text(value, 30)
        return text.replace(".", ",") if lang == "fr" else text
    if isinstance(value, str):
        return t("words.text", lang, text=safe_text(value, 60))
    if type(value) is Card:
        return value.label(lang)
    if type(value) is Side:
        return t("words.side.left" if value is Side.LEFT else "words.side.right", lang)
    if type(value) is Build:
        return _build(value, lang, depth)
    if type(value) in (Reveal, Exchange, DiscardAndReveal) and not (
            type(value.row) is int and type(value.col) is int):
        # a look-alike (a row computed with /): its numbers as the reader writes them
        return describe_option(replace(value, row=_words(value.row, lang, depth + 1),
                                       col=_words(value.col, lang, depth + 1)), lang)
    if type(value) in (Reveal, Exchange, DiscardAndReveal) or type(value) is Pile:
        return describe_option(value, lang)
    if isinstance(value, list | tuple):
        if depth >= _DEPTH:
            return "…"
        if not value:
            return t("words.empty", lang)
        if all(type(v) is Card for v in value):
            return ", ".join(v.label(lang) for v in value[:12]) + (" …" if len(value) > 12
                                                                   else "")
        items = (" ; " if lang == "fr" else "; ").join(_words(v, lang, depth + 1)
                                                      for v in value[:8])
        return t("words.list", lang, items=items + (" …" if len(value) > 8 else ""))
    module = type(value).__module__ or ""
    if module.startswith("algunokit."):
        label = getattr(value, "label", None)
        if callable(label):
            return safe_text(label(lang))
        return safe_text(value)  # the games' own moves write themselves in the language
    return t("words.object", lang, kind=safe_text(type(value).__name__, 40))


def _number(value: int, lang: str) -> str:
    if value.bit_length() > 200:
        return t("words.huge", lang)
    return str(value)


def _build(build: Any, lang: str, depth: int) -> str:
    half = build.half
    if type(half) is int and half in (0, 1):
        halves = t("words.build.top" if half == 0 else "words.build.bottom", lang)
    else:
        shown = safe_text(half, 40) if isinstance(half, str) else _words(half, lang, depth + 1)
        halves = t("words.build.half", lang, half=shown)
    if build.then is None and build.otherwise is None:
        return halves
    return t("words.build.cards", lang, half=halves, then=_card_number(build.then, lang, depth),
             otherwise=_card_number(build.otherwise, lang, depth))


def _card_number(index: Any, lang: str, depth: int) -> str:
    """Action cards are counted from 1 for a person (the option's index 0 is card 1)."""
    if type(index) is int and index >= 0:
        return str(index + 1)
    return _words(index, lang, depth + 1)


__all__ = ["answer_words", "decision_words", "options_words"]
