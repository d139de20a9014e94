"""Alg(un)o exercises: count, predict, and write conditions and alternatives.

Students' programs are read with the kit's parser (:func:`algunokit.code.from_python`),
never run; they are compared with the reference on many hands and tables, and
the feedback shows the smallest hand where they differ.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from algunokit.alguno.engine import Table, execute, first_option
from algunokit.alguno.lang import Alternative, Condition
from algunokit.alguno.notation import parse_condition
from algunokit.cards import Card, classic_deck
from algunokit.errors import CodeError
from algunokit.exercises.core import Exercise, Feedback, good, not_yet, wrong
from algunokit.i18n import t


def sample_hands(count: int = 400, seed: int = 2026, max_size: int = 12) -> list[list[Card]]:
    """Deterministic varied hands: small "pure" hands first (k cards of one suit, k of one
    colour with a joker), so feedback can name the simplest hand that goes wrong, then
    random hands of every size from 0 to ``max_size``."""
    from algunokit.cards import Colour, Suit

    deck = list(classic_deck("54"))
    hands: list[list[Card]] = [[]]
    for suit in Suit:
        suited = [c for c in deck if c.suit is suit]
        hands += [suited[:k] for k in range(1, 8)]
    for colour in Colour:
        joker = next(c for c in deck if c.is_joker and c.colour is colour)
        other = [c for c in deck if c.suit is not None and c.colour is not colour]
        hands += [[joker, *other[:k]] for k in range(0, 6)]
    rng = random.Random(seed)
    for i in range(count - len(hands)):
        hands.append(rng.sample(deck, i % (max_size + 1)))
    return hands


def hand_text(hand: Sequence[Card], language: str | None = None) -> str:
    return " ".join(c.short for c in hand) or t("alguno.empty_hand", language)


def read_condition(text: Any, language: str | None = None) -> Condition:
    """A student's condition (``coeurs() >= 3``, or a whole ``if …:`` line) as a Condition."""
    from algunokit.code import from_python

    if not isinstance(text, str):
        raise CodeError("code.error.not_text", found=type(text).__name__)
    source = text.strip()
    if source.endswith(":"):
        source = source[:-1]
    if source.startswith("if "):
        source = source[3:]
    return from_python(f"if {source}:\n    pass\n", language).condition


def _as_condition(value: Condition | str) -> Condition:
    return parse_condition(value) if isinstance(value, str) else value


@dataclass
class _CodeExercise(Exercise):
    """A program written in the student vocabulary: ``reference`` (French words) is the
    answer CI checks; ``reference_en`` is what ``solution()`` shows in English."""

    reference: str = ""
    reference_en: str = ""

    @property
    def solution_answer(self) -> str:
        return self.reference

    def solution_text(self, language: str | None = None) -> str:
        from algunokit.i18n import resolve

        return self.reference_en if resolve(language) == "en" and self.reference_en \
            else self.reference


@dataclass
class ConditionExercise(_CodeExercise):
    """Write a condition in Python; it must agree with the reference on every hand."""

    expected: Condition | str = "cards = 0"
    hands: Sequence[Sequence[Card]] = field(default_factory=sample_hands)

    @cached_property
    def condition(self) -> Condition:
        return _as_condition(self.expected)

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        try:
            student = read_condition(answer, lang)
        except CodeError as err:
            return wrong(lang, "exercises.code_error", detail=err.message(lang))
        for hand in sorted(self.hands, key=len):
            got, want = student.test(hand), self.condition.test(hand)
            if got != want:
                return wrong(lang, "exercises.condition.differs", hand=hand_text(hand, lang),
                             n=len(hand), got=_truth(got, lang), want=_truth(want, lang))
        return good(lang, "exercises.condition.good", n=len(self.hands))


def _truth(value: bool, lang: str | None) -> str:
    return t("alguno.value.true" if value else "alguno.value.false", lang)


def sample_tables(count: int = 150, seed: int = 7) -> list[Table]:
    """Deterministic three-player tables with hands of 0 to 8 cards."""
    rng = random.Random(seed)
    tables = []
    for i in range(count):
        deck = list(classic_deck("54"))
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range((i + k) % 9)] for k in range(3)]
        tables.append(Table(hands, deck, [], random.Random(seed + i)))
    return tables


@dataclass
class ProgramExercise(_CodeExercise):
    """Write a whole alternative in Python; it must do what the reference does."""

    expected: Alternative | None = None
    tables: Sequence[Table] = field(default_factory=sample_tables)

    def check(self, answer: Any) -> Feedback:
        from algunokit.code import from_python

        lang = self.language
        assert self.expected is not None
        if answer is ...:
            return not_yet(lang)
        try:  # a %%alternative cell hands over the Alternative it read
            student = answer if isinstance(answer, Alternative) else from_python(answer, lang)
        except CodeError as err:
            return wrong(lang, "exercises.code_error", detail=err.message(lang))
        if student == self.expected:
            return good(lang, "exercises.program.same")
        for table in sorted(self.tables, key=lambda tb: len(tb.hands[0])):
            mine, theirs = table.copy(), table.copy()
            execute(student, mine, 0, first_option)
            execute(self.expected, theirs, 0, first_option)
            if mine.hands != theirs.hands or len(mine.discard_pile) != len(theirs.discard_pile):
                return wrong(lang, "exercises.program.differs",
                             hand=hand_text(table.hands[0], lang),
                             got=hand_text(mine.hands[0], lang),
                             want=hand_text(theirs.hands[0], lang))
        return good(lang, "exercises.program.equivalent", n=len(self.tables))


#: What a condition gave, in words (keys written in full for tests/test_catalogue.py).
