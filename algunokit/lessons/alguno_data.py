"""What Alg(un)o lessons 1 to 4 share: readers of their data, cards as a student reads
them, and the two small exercise kinds the teacher's API does not have.

- :class:`NameChoice`: a :func:`~algunokit.exercises.teacher.choice` where a student may
  type a name without its accent (``"chloe"`` for Chloé);
- :class:`NamedFunction`: a :func:`~algunokit.exercises.teacher.function` whose name is
  the one of the student's language (``taille_du_paquet`` / ``deck_size``).

>>> faces([])("en")
'none'
>>> from algunokit.cards import Hand
>>> faces(Hand.from_codes("3H KH JB"))("fr")
'3♥, R♥ et le joker noir'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.lang import Action, Alternative
from algunokit.cards import Card, Colour
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.core import Feedback
from algunokit.exercises.teacher import (
    Choice,
    FunctionCheck,
    read_now,
    text_in,
)
from algunokit.i18n import t
from algunokit.protocol import safe_text


def hand_words(cards: Sequence[Card]) -> Callable[[str], str]:
    """A hand as a prompt quotes it (« 3♥, R♥ et le joker noir », « une main vide »), as a
    text parameter read in the student's language."""
    if not cards:
        return lambda lang: t("teacher.empty_hand", lang)
    return faces(cards)


def faces(cards: Sequence[Card]) -> Callable[[str], str]:
    """The cards by their faces (« 3♥, R♥ et le joker noir »), or « aucune » / "none",
    as a text parameter read in the student's language."""

    def text(lang: str) -> str:
        if not cards:
            return t("lessons_alguno_a.none", lang)
        names = [_face(c, lang) for c in cards]
        if len(names) == 1:
            return names[0]
        return t("lessons_alguno_a.list", lang, first=", ".join(names[:-1]), last=names[-1])

    return text


def _face(card: Card, lang: str) -> str:
    if not card.is_joker:
        return card.short_label(lang)
    if card.colour is Colour.RED:
        return t("lessons_alguno_a.joker.red", lang)
    return t("lessons_alguno_a.joker.black", lang)


def _plain(text: str) -> str:
    """``text`` folded for comparison: no case, no accent, single spaces."""
    decomposed = unicodedata.normalize("NFD", " ".join(text.split()).casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass
class NameChoice(Choice):
    """A choice among names (or words) where the accents are optional: a student who
    types ``"chloe"`` or ``" CHLOÉ "`` means Chloé. Its ``mistakes`` may also be a list
    of ``(option, text)`` pairs, for options a dict cannot hold as keys (texts in
    several languages, such as ALORS / THEN)."""

    def mistake(self, answer: Any) -> Feedback | None:
        table = read_now(self.mistakes, "mistakes", self.where())
        if not isinstance(table, list | tuple):
            return super().mistake(answer)
        for wrong, text in table:
            if type(wrong) is type(answer) and wrong == answer:
                return Feedback(False, self.read_text(text, "mistakes"))
        return None

    def _match(self, answer: Any, options: tuple[Any, ...]) -> tuple[bool, Any]:
        found, option = super()._match(answer, options)
        if found or not isinstance(answer, str):
            return found, option
        typed = _plain(answer)
        for option in options:
            words = option.values() if isinstance(option, dict) else [option]
            if any(isinstance(w, str) and _plain(w) == typed for w in words):
                return True, option
        return False, None


def name_choice(prompt: Any, answer: Any, options: Any, *, hints: Sequence[Any] = (),
                explanation: Any = None, mistakes: Any = None) -> NameChoice:
    """:func:`~algunokit.exercises.teacher.choice`, accents optional in what is typed."""
    return NameChoice("choice", text=prompt, hints=hints, explanation=explanation,
                      answer=answer, options=options, mistakes=mistakes)


@dataclass
class NamedFunction(FunctionCheck):
    """A function exercise whose function has a name in each language."""

    names: Any = None  # {"fr": ..., "en": ...}

    def check(self, answer: Any) -> Feedback:
        self.name = text_in(self.names, self.language)
        return super().check(answer)


def named_function(prompt: Any, reference: Callable[..., Any], *, names: dict[str, str],
                   cases: Any, hints: Sequence[Any] = (), solution: Any = None
                   ) -> NamedFunction:
    """:func:`~algunokit.exercises.teacher.function` named in the student's language."""
    return NamedFunction("function", text=prompt, hints=hints, reference=reference,
                         cases=cases, name=names["en"], source=solution, names=names)


# --- readers ------------------------------------------------------------------


def alguno_cards(kind: type | tuple[type, ...], key: str, *, low: int, high: int,
                 level: int | None = None) -> Callable[[Any], tuple[Any, ...]]:
    """``low`` to ``high`` Alg(un)o cards of ``kind`` (and ``level``), as a tuple.

    ``key`` is the catalogue message that says what is needed."""
    kinds = kind if isinstance(kind, tuple) else (kind,)

    def read(value: Any) -> tuple[Any, ...]:
        if isinstance(value, kinds):
            value = (value,)
        if (not isinstance(value, list | tuple) or not low <= len(value) <= high
                or not all(isinstance(card, kinds) for card in value)
                or (level is not None and any(card.level != level for card in value))):
            raise ConfigError(key, found=safe_text(value), low=low, high=high)
        return tuple(value)

    return read


def one_card(kind: type, key: str, level: int) -> Callable[[Any], Any]:
    """One Alg(un)o card of ``kind`` and ``level``."""

    def read(value: Any) -> Any:
        if not isinstance(value, kind) or value.level != level:
            raise ConfigError(key, found=safe_text(value))
        return value

    return read


def read_action(value: Any) -> Action:
    """An action, or its text as on a card (``"piocher 2"``, ``"give left"``)."""
    from algunokit.alguno.notation import parse_action

    if isinstance(value, Action):
        return value
    if isinstance(value, str):
        try:
            return parse_action(value)
        except (AlgunokitError, ValueError):
            pass
    raise ConfigError("lessons_alguno_a.error.action", found=safe_text(value))


def read_alternative(value: Any) -> Alternative:
    """An alternative, or its Python text in the kit's words (French or English)."""
    from algunokit.code import from_python

    if isinstance(value, Alternative):
        return value
    if isinstance(value, str):
        for lang in ("fr", "en"):
            try:
                return from_python(value, lang)
            except AlgunokitError:
                continue
    raise ConfigError("lessons_alguno_a.error.alternative", found=safe_text(value))


__all__ = ["NameChoice", "NamedFunction", "alguno_cards",
           "faces", "name_choice", "named_function", "one_card", "read_action",
           "read_alternative"]
