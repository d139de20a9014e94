"""Alg(un)o lesson 5 — comparisons (level-2 Condition cards).

``<  ≤  =  >  ≥`` with the hand always on the left, the boundary cases ("3 diamonds
or fewer" is true for 0, 1, 2 and 3 diamonds) and why Scratch, which only has ``<``,
``=`` and ``>``, builds ``≤`` as "not >".

Exercise 1 is about the lesson's hand (``L.data["hand"]``): its answer, explanation
and the feedback for the boundary slip are computed from the hand when the student
checks. Exercises 2 to 4 ask about fixed comparisons (the question, not the data).
"""

from __future__ import annotations

import random
from typing import Any

from algunokit.alguno.notation import parse_condition
from algunokit.cards import Card, Hand, Suit, classic_deck
from algunokit.exercises.alguno_lessons import scratch_condition
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import choice, condition, number
from algunokit.i18n import t
from algunokit.lessons.alguno_data import hand_words
from algunokit.lessons.data import catalogue, hand

#: the condition of exercise 1 (and of exercise 4, written for Scratch)
AT_MOST_3_DIAMONDS = parse_condition("diamonds <= 3")
#: exercise 2: the smallest number of hearts for which "hearts > 2" is true
MORE_THAN = 2
#: exercise 3 and 4: what the student writes (ex4 without <= / >=)
WRITE = {"ex3": "hearts >= 3", "ex4": "diamonds < 4"}

DATA: dict[str, Any] = {
    #: exactly 3 diamonds: the boundary of "3 diamonds or fewer"
    "hand": Hand.from_codes("3D 9D KD 5S QH"),
}
READERS = {"hand": hand(max_cards=12)}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Another hand of 0 to 8 cards, often with 2 to 4 diamonds (near the boundary)."""
    deck = list(classic_deck("54"))
    diamonds = [c for c in deck if c.suit is Suit.DIAMONDS]
    others = [c for c in deck if c.suit is not Suit.DIAMONDS]
    cards = rng.sample(diamonds, rng.randint(0, 5)) + rng.sample(others, rng.randint(0, 4))
    rng.shuffle(cards)
    return {"hand": Hand(cards)}


def diamonds_of(cards: Hand) -> list[Card]:
    return [c for c in cards if c.suit is Suit.DIAMONDS]


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 5 (``ex1`` … ``ex4``), reading ``data`` at check time."""

    def ex1_answer() -> bool:
        return AT_MOST_3_DIAMONDS.test(data["hand"])

    def ex1_mistakes() -> dict[bool, dict[str, str]]:
        # With two possible answers, "it is not 'false'" IS the answer: the wrong one
        # sends the student back to counting instead.
        return {not ex1_answer(): catalogue("lessons_alguno_b.l5.ex1.retry")}

    def ex1_explanation() -> dict[str, str]:
        found = diamonds_of(data["hand"])
        return catalogue("lessons_alguno_b.l5.ex1.explain", n=len(found),
                         cards=lambda lang: (" ".join(c.short_label(lang) for c in found) if found
                                             else t("lessons_alguno_b.l5.none", lang)),
                         sign="≤" if ex1_answer() else ">",
                         verdict=lambda lang: t("alguno.value.true" if ex1_answer()
                                                else "alguno.value.false", lang))

    return {
        "ex1": choice(
            lambda: catalogue("lessons_alguno_b.l5.ex1.prompt", cards=hand_words(data["hand"])),
            ex1_answer, [True, False],
            hints=[catalogue("lessons_alguno_b.l5.ex1.hint1"),
                   catalogue("lessons_alguno_b.l5.ex1.hint2")],
            explanation=ex1_explanation, mistakes=ex1_mistakes),
        "ex2": number(
            catalogue("lessons_alguno_b.l5.ex2.prompt"), MORE_THAN + 1,
            hints=[catalogue("lessons_alguno_b.l5.ex2.hint1"),
                   catalogue("lessons_alguno_b.l5.ex2.hint2")],
            explanation=catalogue("lessons_alguno_b.l5.ex2.explain"),
            mistakes={MORE_THAN: catalogue("lessons_alguno_b.l5.ex2.boundary")}),
        "ex3": condition(
            catalogue("lessons_alguno_b.l5.ex3.prompt"), WRITE["ex3"],
            hints=[catalogue("lessons_alguno_b.l5.ex3.hint1"),
                   catalogue("lessons_alguno_b.l5.ex3.hint2")]),
        "ex4": scratch_condition(
            catalogue("lessons_alguno_b.l5.ex4.prompt"), WRITE["ex4"],
            hints=[catalogue("lessons_alguno_b.l5.ex4.hint1"),
                   catalogue("lessons_alguno_b.l5.ex4.hint2")],
            explanation=catalogue("lessons_alguno_b.l5.ex4.explain")),
    }
