"""A student's answer, an option and a decision as a student reads them.

Feedback about a move never shows a Python form (``half 0.0``, ``Side.LEFT``,
``Exchange(row=1, col=2)``) nor an engine's internal name (``place_drawn``): cards by
their names, a number with the French decimal comma, and each game's own answers and
decisions as that game says them (its spec's ``option_words`` and ``decision_keys``,
in :mod:`algunokit.specs`), in the student's language. Nothing here ever raises: a
value it cannot say is named by its kind.

This module sits beside the games (it reads their specs) and serves the engines'
refusals through ``hooks`` (``words.answer``, ``words.options``), the exercises, the
lessons and the class tournament.

>>> from algunokit.alguno.moves import Build
>>> answer_words(Build(1), "fr")
'la moitié du bas de la carte Condition'
>>> answer_words(Build(0.0, 0, 1), "en")
'half "0.0" of the Condition card, Action card 1 in THEN and Action card 2 in ELSE'
>>> answer_words(2.5, "fr"), answer_words(2.5, "en")
('2,5', '2.5')
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

from algunokit.cards import Card
from algunokit.i18n import decimal_text, resolve, t
from algunokit.i18n import language as in_language
from algunokit.protocol import safe_text
from algunokit.specs import SPECS

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
    if isinstance(kind, Enum):
        for game in SPECS.values():
            key = game.decision_keys.get(kind)
            if key is not None:
                return t(key, language)
    return t("words.decision.other", language)


def _words(value: Any, lang: str, depth: int) -> str:
    if value is None:
        return t("words.nothing", lang)
    if isinstance(value, bool):
        return t("common.true" if value else "common.false", lang)
    if isinstance(value, int):
        return _number(value, lang)
    if isinstance(value, float):
        return decimal_text(safe_text(value, 30), lang)
    if isinstance(value, str):
        return t("words.text", lang, text=safe_text(value, 60))
    if type(value) is Card:
        return value.label(lang)
    for game in SPECS.values():
        said = game.option_words(value, lang, lambda v: _words(v, lang, depth + 1))
        if said is not None:
            return said
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
    if callable(value) and hasattr(value, "__code__"):  # « return meilleure_option »
        import inspect

        name = getattr(value, "__name__", "")
        try:
            params = ", ".join(inspect.signature(value).parameters)
        except (TypeError, ValueError):
            params = "…"
        return t("words.function", lang, name=name if name.isidentifier() else "f",
                 params=params)
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


__all__ = ["answer_words", "decision_words", "options_words"]
