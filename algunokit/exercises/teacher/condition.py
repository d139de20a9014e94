"""The teacher's exercise on a condition over a hand of cards (:func:`condition`), with
the hands and card texts it shows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from algunokit.errors import AlgunokitError, CodeError, ConfigError
from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    wrong,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    read_now,
    short_text,
)
from algunokit.i18n import t, tn


def cards_text(hand: Sequence[Any], language: str | None = None) -> str:
    """A hand as a person reads it: « 2 cartes (3♥ R♥) », or « une main vide »."""
    if not hand:
        return t("teacher.no_card", language)
    return tn("teacher.cards", len(hand), language,
              cards=" ".join(c.short_label(language) for c in hand))


def hand_picture(hand: Sequence[Any], language: str | None = None) -> str:
    """The hand drawn as small cards (SVG markup), for feedback shown in a notebook."""
    from algunokit.draw.alguno import cards_picture

    if not hand:
        return ""
    return cards_picture(list(hand), card_width=44, per_row=12, language=language).svg


def small_hands(size: int = 2) -> list[list[Any]]:
    """Every hand of at most ``size`` cards of the 54-card deck (1 486 for 2)."""
    from algunokit.cards import classic_deck

    deck = list(classic_deck("54"))
    return [list(h) for k in range(size + 1) for h in combinations(deck, k)]


def default_hands() -> list[list[Any]]:
    """Every hand of 0 to 2 cards, then the seeded varied hands of ``sample_hands``."""
    from algunokit.exercises.alguno import sample_hands

    return small_hands(2) + sample_hands()


def _read_condition(value: Any) -> Any:
    from algunokit.alguno.lang import Condition
    from algunokit.alguno.notation import parse_condition
    from algunokit.exercises.alguno import read_condition

    if isinstance(value, Condition):
        return value
    if not isinstance(value, str):
        raise ConfigError("teacher.error.reference_kind", found=short_text(value))
    first: AlgunokitError | None = None
    for read in (parse_condition, lambda s: read_condition(s, "fr"),
                 lambda s: read_condition(s, "en")):
        try:
            return read(value)
        except (AlgunokitError, ValueError) as err:
            first = first or (err if isinstance(err, AlgunokitError) else None)
    detail = first.message() if first is not None else short_text(value)
    raise ConfigError("teacher.error.reference", detail=detail)


def _truth(value: bool, language: str | None) -> str:
    return t("alguno.value.true" if value else "alguno.value.false", language)


@dataclass
class ConditionCheck(TeacherExercise):
    reference: Any = None
    hands: Any = None

    def condition(self) -> Any:
        return _read_condition(read_now(self.reference, "reference", self.where()))

    def expected(self) -> str:
        """The reference in the kit's Python words (what a student would type)."""
        from algunokit.code.to_python import condition_python

        return condition_python(self.condition(), self.language)

    def shown(self, language: str | None = None) -> str:
        from algunokit.code.to_python import condition_python

        return condition_python(self.condition(), language or self.language)

    def current_hands(self) -> list[list[Any]]:
        from algunokit.cards import Card, Hand

        hands = read_now(self.hands, "hands", self.where())
        if hands is None:
            return default_hands()
        if not isinstance(hands, list | tuple) or not all(isinstance(h, list | tuple | str)
                                                          for h in hands):
            raise ConfigError("teacher.error.hands", found=short_text(hands))
        result = []
        for hand in hands:  # cards, or codes a teacher types: "RC 10P", ["3H", "KH"]
            if not all(isinstance(c, Card | str) for c in hand):
                raise ConfigError("teacher.error.hands", found=short_text(hand))
            result.append(list(Hand.from_codes(hand, self.language)))
        return result

    def check(self, answer: Any) -> Feedback:
        from algunokit.alguno.lang import Condition
        from algunokit.exercises.alguno import read_condition

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        reference = self.condition()
        try:
            student = answer if isinstance(answer, Condition) else read_condition(answer, lang)
        except CodeError as err:
            return wrong(lang, "exercises.code_error", detail=err.message(lang))
        hands = self.current_hands()
        for hand in sorted(hands, key=len):
            got, want = student.test(hand), reference.test(hand)
            if got != want:
                if not hand:
                    return wrong(lang, "teacher.condition.differs_empty",
                                  got=_truth(got, lang), want=_truth(want, lang))
                return Feedback(False, tn("teacher.condition.differs", len(hand), lang,
                                          hand=" ".join(c.short_label(lang) for c in hand),
                                          got=_truth(got, lang), want=_truth(want, lang)),
                                picture=hand_picture(hand, lang))
        return good(lang, "teacher.condition.good", n=len(hands))


def condition(prompt: TextLike, reference: Any, *, hands: Any = None, hints: Any = (),
              explanation: Any = None) -> ConditionCheck:
    """The student writes a condition in the kit's words (``nombre_de_coeurs() == 3``).

    ``reference`` is a Condition, its notation (``"hearts = 3"``) or the kit's Python
    words in either language. The student's text is read with :mod:`ast`, never run,
    and compared on every hand of 0 to 2 cards plus seeded random hands (or ``hands``).
    """
    return ConditionCheck("condition", text=prompt, hints=hints, explanation=explanation,
                          reference=reference, hands=hands)
