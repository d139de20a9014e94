"""Lesson 6 of Alg(un)o: ET / OU (level-3 Condition cards), and NON.

Two tests joined by AND (both true) or OR (at least one true), truth tables
built with a loop over hands, and ``not`` for the opposite of a condition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import And, Condition, Or
from algunokit.alguno.notation import parse_condition
from algunokit.alguno.trace import explain
from algunokit.cards import Card
from algunokit.exercises import ConditionExercise, Exercise
from algunokit.exercises.alguno import hand_text
from algunokit.exercises.core import Feedback, good, not_yet, wrong
from algunokit.i18n import t

#: the two tests of the lesson's first truth table: A = "2 hearts or more", B = "no spade"
TEST_A, TEST_B = "hearts >= 2", "spades = 0"

#: one hand for each line of the truth table of A and B (true/true, true/false …)
TABLE_HANDS: tuple[tuple[Card, ...], ...] = tuple(tuple(cards_from_codes(codes)) for codes in (
    ("7H", "9H", "3D"), ("7H", "9H", "2S", "5C"), ("KD", "4C"), ("AS", "5H", "QS")))

#: the card of the sheet, and the four hands of the truth-table exercise (ex4)
SHEET_CONDITION = "hearts = 4 or spades <= 2"
EXERCISE_HANDS: tuple[tuple[Card, ...], ...] = tuple(tuple(cards_from_codes(codes)) for codes in (
    ("2S", "5S", "9S", "KH", "3H"),                 # 3 spades, 2 hearts: false OR false
    ("AH", "4H", "8H", "QH", "2S", "6S", "10S"),     # 4 hearts, 3 spades: true OR false
    ("JC", "3D", "7S"),                             # 0 hearts, 1 spade: false OR true
    ("AH", "2H", "3H", "4H", "KC"),                 # 4 hearts, 0 spades: true OR true
))

DATA: dict[str, Any] = {"test_a": TEST_A, "test_b": TEST_B, "table_hands": TABLE_HANDS,
                        "sheet_condition": SHEET_CONDITION, "exercise_hands": EXERCISE_HANDS}

_TRUE_WORDS = {"vrai": True, "faux": False, "true": True, "false": False, "v": True,
               "f": False, "t": True}

#: « vrai » / « faux » (keys written in full for tests/test_catalogue.py).
TRUTH_KEYS = {True: "common.true", False: "common.false"}


def _as_bool(value: Any) -> bool | None:
    """``True`` / ``False``, or the words vrai / faux / true / false; else None."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return _TRUE_WORDS.get(value.strip().lower())
    return None


@dataclass
class TruthTableExercise(Exercise):
    """Say, for each hand, whether the condition is true: a list of vrai / faux.

    The feedback names the first wrong line, with the value of each part
    (A, B) so the student sees where their reasoning slipped.
    """

    condition: str = SHEET_CONDITION
    hands: Sequence[Sequence[Card]] = field(default_factory=lambda: EXERCISE_HANDS)

    @cached_property
    def parsed(self) -> Condition:
        return parse_condition(self.condition)

    @property
    def solution_answer(self) -> list[bool]:
        return [self.parsed.test(hand) for hand in self.hands]

    def solution_text(self, language: str | None = None) -> str:
        words = ", ".join(f'"{t(TRUTH_KEYS[v], language)}"' for v in self.solution_answer)
        lines = [f"[{words}]"]  # the words the text uses (vrai / faux), which check() accepts
        for number, hand in enumerate(self.hands, 1):
            lines.append(self._line(number, hand, language))
        return "\n".join(lines)

    def _tests(self, language: str | None) -> str:
        """The tests of the condition, as questions: « exactement 4 cartes cœur ? » …"""
        parts = ((self.parsed.left, self.parsed.right) if isinstance(self.parsed, And | Or)
                 else (self.parsed,))
        return " ".join(t("lessons_alguno_b.l6.table.question", language, test=part.label(language))
                        for part in parts)

    def _line(self, number: int, hand: Sequence[Card], language: str | None) -> str:
        traced = explain(self.parsed, hand)
        parts = t("lessons_alguno_b.l6.table.separator", language).join(
            f"{part.condition.label(language)} → {t(TRUTH_KEYS[part.value], language)}"
            for part in traced.parts) if isinstance(self.parsed, And | Or) else ""
        return t("lessons_alguno_b.l6.table.line", language, number=number,
                 hand=hand_text(hand, language), parts=parts,
                 value=t(TRUTH_KEYS[traced.value], language))

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if not isinstance(answer, list | tuple):
            return wrong(lang, "lessons_alguno_b.l6.table.need_list", n=len(self.hands),
                         found=repr(answer))
        if len(answer) != len(self.hands):
            return wrong(lang, "lessons_alguno_b.l6.table.length", n=len(self.hands),
                         found=len(answer))
        for number, (given, hand) in enumerate(zip(answer, self.hands, strict=True), 1):
            value = _as_bool(given)
            if value is None:
                return wrong(lang, "lessons_alguno_b.l6.table.not_bool", number=number,
                             found=repr(given))
            if value != self.parsed.test(hand):
                # Name the line and the tests to work out again, never their values: with
                # the values shown, the student would copy the answer instead of finding it.
                return wrong(lang, "lessons_alguno_b.l6.table.wrong_line", number=number,
                             hand=hand_text(hand, lang), tests=self._tests(lang))
        return good(lang, "lessons_alguno_b.l6.table.good", n=len(self.hands))


def exercises(language: str) -> dict[str, Exercise]:
    """The exercises of lesson 6 (ids ``ex1`` … ``ex4``)."""
    return {
        "ex1": ConditionExercise(
            "ex1", "lessons_alguno_b.l6.ex1.prompt", ("lessons_alguno_b.l6.ex1.hint1",
                                                      "lessons_alguno_b.l6.ex1.hint2"),
            expected="hearts >= 2 and spades = 0",
            reference="nombre_de_coeurs() >= 2 and nombre_de_piques() == 0",
            reference_en="number_of_hearts() >= 2 and number_of_spades() == 0"),
        "ex2": ConditionExercise(
            "ex2", "lessons_alguno_b.l6.ex2.prompt", ("lessons_alguno_b.l6.ex2.hint1",
                                                      "lessons_alguno_b.l6.ex2.hint2"),
            expected="red = 0 or cards > 6",
            reference="nombre_de_cartes_rouges() == 0 or nombre_de_cartes() > 6",
            reference_en="number_of_red_cards() == 0 or number_of_cards() > 6"),
        "ex3": ConditionExercise(
            "ex3", "lessons_alguno_b.l6.ex3.prompt", ("lessons_alguno_b.l6.ex3.reminder",
                                                      "lessons_alguno_b.l6.ex3.hint1",
                                                      "lessons_alguno_b.l6.ex3.hint2",
                           "lessons_alguno_b.l6.ex3.hint3"),
            expected="not (cards even and clubs >= 1)",
            reference="not (est_pair(nombre_de_cartes()) and nombre_de_trefles() >= 1)",
            reference_en="not (is_even(number_of_cards()) and number_of_clubs() >= 1)"),
        "ex4": TruthTableExercise(
            "ex4", "lessons_alguno_b.l6.ex4.prompt", ("lessons_alguno_b.l6.ex4.hint1",
                                                      "lessons_alguno_b.l6.ex4.hint2")),
    }
