"""Lesson 5 of Alg(un)o: comparisons (level-2 Condition cards).

``<  ≤  =  >  ≥`` with the hand always on the left, the boundary cases ("3
diamonds or fewer" is true for 0, 1, 2 and 3 diamonds) and why Scratch, which
only has ``<``, ``=`` and ``>``, builds ``≤`` as "not >".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from algunokit.alguno.lang import Compare, Op, leaf_tests
from algunokit.cards import Card
from algunokit.errors import CodeError
from algunokit.exercises import ChoiceExercise, ConditionExercise, Exercise, NumberExercise
from algunokit.exercises.alguno import read_condition
from algunokit.exercises.core import Feedback, not_yet, wrong

#: seven diamonds, to make hands with 0 … 7 diamonds: ``DIAMONDS[:n]``
DIAMONDS: tuple[Card, ...] = tuple(Card.from_code(c) for c in
                                   ("AD", "2D", "3D", "4D", "5D", "6D", "7D"))

#: the hand of exercise 1: exactly 3 diamonds, the boundary of "3 diamonds or fewer"
BOUNDARY_HAND: tuple[Card, ...] = tuple(Card.from_code(c) for c in
                                        ("3D", "9D", "KD", "5S", "QH"))

#: what a student may type for a yes/no answer (the values True / False work too)
TRUE_FALSE = {"vrai": True, "faux": False, "true": True, "false": False}

DATA: dict[str, Any] = {"diamonds": DIAMONDS, "boundary_hand": BOUNDARY_HAND}


@dataclass
class TrueOrFalseExercise(ChoiceExercise):
    """A yes/no question whose wrong answer is met with a question, not with the answer.

    With two possible answers, « Ce n'est pas 'faux'. » *is* the answer; instead the
    feedback sends the student back to the reasoning (``retry_key``) without naming
    either word.
    """

    retry_key: str = ""

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        key = answer.strip().lower() if isinstance(answer, str) else answer
        value = self.accepted.get(key) if isinstance(key, str) else key
        if not isinstance(value, bool):
            return super().check(answer)  # not a yes/no word: the usual "choose among"
        if value == self.answer:
            return super().check(answer)
        return wrong(lang, self.retry_key)


@dataclass
class WithoutOrEqualExercise(ConditionExercise):
    """A condition that must agree with the reference *and* use only ``<``, ``=``, ``>``
    (and ``not``), as a Scratch program must."""

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        try:
            student = read_condition(answer, lang)
        except CodeError:
            return super().check(answer)  # the same polite message as every condition
        for test in leaf_tests(student):
            if isinstance(test, Compare) and test.op in (Op.LE, Op.GE):
                return wrong(lang, "lessons_alguno_b.l5.ex4.uses_or_equal", sign=test.op.python)
        return super().check(answer)


def exercises(language: str) -> dict[str, Exercise]:
    """The exercises of lesson 5 (ids ``ex1`` … ``ex4``)."""
    return {
        "ex1": TrueOrFalseExercise(
            "ex1", "lessons_alguno_b.l5.ex1.prompt", ("lessons_alguno_b.l5.ex1.hint1",
                                                      "lessons_alguno_b.l5.ex1.hint2"),
            answer=True, accepted=TRUE_FALSE, explain_key="lessons_alguno_b.l5.ex1.explain",
            retry_key="lessons_alguno_b.l5.ex1.retry"),
        "ex2": NumberExercise(
            "ex2", "lessons_alguno_b.l5.ex2.prompt", ("lessons_alguno_b.l5.ex2.hint1",
                                                      "lessons_alguno_b.l5.ex2.hint2"),
            answer=3, explain_key="lessons_alguno_b.l5.ex2.explain",
            mistakes={2: "lessons_alguno_b.l5.ex2.boundary"}),
        "ex3": ConditionExercise(
            "ex3", "lessons_alguno_b.l5.ex3.prompt", ("lessons_alguno_b.l5.ex3.hint1",
                                                      "lessons_alguno_b.l5.ex3.hint2"),
            expected="hearts >= 3", reference="nombre_de_coeurs() >= 3",
            reference_en="number_of_hearts() >= 3"),
        "ex4": WithoutOrEqualExercise(
            "ex4", "lessons_alguno_b.l5.ex4.prompt", ("lessons_alguno_b.l5.ex4.hint1",
                                                      "lessons_alguno_b.l5.ex4.hint2"),
            expected="diamonds <= 3", reference="nombre_de_carreaux() < 4",
            reference_en="number_of_diamonds() < 4"),
    }
