"""Exercise kinds of the Alg(un)o lessons 5 to 8 that the teacher's API cannot say alone.

Each is a small :class:`~algunokit.exercises.teacher.TeacherExercise`: texts as
``{"fr": …, "en": …}`` from the catalogue, ``expected()`` read from the lesson's data
when the student checks, and ``check`` / ``hint`` / ``solution`` behaving like the API's
kinds (an Ellipsis is answered politely, a wrong answer gets feedback that fits it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.errors import CodeError
from algunokit.exercises.core import Feedback, good, not_yet, wrong
from algunokit.exercises.teacher import (
    TRUTH_WORDS,
    ConditionCheck,
    TeacherExercise,
    read_now,
)
from algunokit.i18n import t

# --- a condition Scratch can draw -------------------------------------------------


@dataclass
class ScratchCondition(ConditionCheck):
    """A condition that must agree with the reference AND use only ``<``, ``=``, ``>``
    (and ``not``), as a Scratch program must: Scratch has no ``≤`` / ``≥`` block."""

    def check(self, answer: Any) -> Feedback:
        from algunokit.alguno.lang import Compare, Condition, Op, leaf_tests
        from algunokit.exercises.alguno import read_condition

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        try:
            student = answer if isinstance(answer, Condition) else read_condition(answer, lang)
        except CodeError:
            return super().check(answer)  # the same polite message as every condition
        for test in leaf_tests(student):
            if isinstance(test, Compare) and test.op in (Op.LE, Op.GE):
                return wrong(lang, "lessons_alguno_b.l5.ex4.uses_or_equal",
                              sign=test.op.python)
        return super().check(answer)


def scratch_condition(prompt: Any, reference: Any, *, hints: Sequence[Any] = (),
                      explanation: Any = None) -> ScratchCondition:
    """Like :func:`~algunokit.exercises.teacher.condition`, without ``<=`` / ``>=``; the
    reference itself must be written without them (it is the shown solution)."""
    return ScratchCondition("condition", text=prompt, hints=hints, explanation=explanation,
                            reference=reference)


# --- a truth table ------------------------------------------------------------------


def truth_word(value: bool, language: str | None) -> str:
    return t("common.true" if value else "common.false", language)


def read_truth(value: Any) -> bool | None:
    """``True`` / ``False`` or a truth word of either language (vrai, faux, true …)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        folded = value.strip().casefold()
        for words in TRUTH_WORDS.values():
            if folded in words:
                return words[folded]
    return None


@dataclass
class TruthTable(TeacherExercise):
    """For each hand, is the condition true? The answer is a list of truth words.

    ``condition`` and ``hands`` are functions read when the student checks. A wrong
    line is named with the tests to work out again, never their values (they would
    be the answer)."""

    condition: Any = None  # a function giving the Condition
    hands: Any = ()  # a function giving the hands
    parts: Any = None  # a function giving the condition's parts, for the feedback

    def current(self) -> tuple[Any, list[Sequence[Any]]]:
        return read_now(self.condition, "condition"), list(read_now(self.hands, "hands"))

    def expected(self) -> list[str]:
        condition, hands = self.current()
        return [truth_word(condition.test(hand), self.language) for hand in hands]

    def shown(self, language: str | None = None) -> str:
        lang = language or self.language
        condition, hands = self.current()
        words = ", ".join(f'"{truth_word(condition.test(h), lang)}"' for h in hands)
        return f"[{words}]"

    def _tests(self, language: str | None) -> str:
        parts = read_now(self.parts, "parts")
        return " ".join(t("lessons_alguno_b.l6.table.question", language,
                          test=part.label(language)) for part in parts)

    def check(self, answer: Any) -> Feedback:
        from algunokit.exercises.teacher import cards_text, hand_picture

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        condition, hands = self.current()
        if not isinstance(answer, list | tuple):
            return wrong(lang, "lessons_alguno_b.l6.table.need_list", n=len(hands),
                          example=truth_word(True, lang), found=_typed(answer, lang))
        if len(answer) != len(hands):
            return wrong(lang, "lessons_alguno_b.l6.table.length", n=len(hands),
                          found=len(answer))
        for number, (given, hand) in enumerate(zip(answer, hands, strict=True), 1):
            value = read_truth(given)
            if value is None:
                return wrong(lang, "lessons_alguno_b.l6.table.not_bool", number=number,
                              found=_typed(given, lang), true=truth_word(True, lang),
                              false=truth_word(False, lang))
            if value != condition.test(hand):
                return Feedback(False, t("lessons_alguno_b.l6.table.wrong_line", lang,
                                         number=number, hand=cards_text(hand, lang),
                                         tests=self._tests(lang)),
                                picture=hand_picture(hand, lang))
        return good(lang, "lessons_alguno_b.l6.table.good", n=len(hands))


def _typed(value: Any, language: str | None) -> str:
    from algunokit.exercises.teacher import short_text

    if isinstance(value, bool):
        return truth_word(value, language)
    return short_text(value)


def truth_table(prompt: Any, condition: Callable[[], Any], hands: Callable[[], Any], *,
                parts: Callable[[], Any], hints: Sequence[Any] = (),
                explanation: Any = None) -> TruthTable:
    """A truth table: for each hand of ``hands()``, is ``condition()`` true?"""
    return TruthTable("truth table", text=prompt, hints=hints, explanation=explanation,
                      condition=condition, hands=hands, parts=parts)
