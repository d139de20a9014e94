"""Alg(un)o lesson 2 — conditions: true or false for a hand, then written in Python.

The notebook (``lessons/*/02-conditions.ipynb``) shows one hand and four level-1
Condition cards; students say whether halves are true for the hand, then write
conditions in the kit's Python (``nombre_de_coeurs() == 3`` /
``number_of_hearts() == 3``), checked on 400 hands without running their code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from algunokit.alguno.decks import ConditionCard, condition_cards
from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import Condition
from algunokit.alguno.notation import parse_condition
from algunokit.cards import Card
from algunokit.exercises import TRUE_FALSE, ChoiceExercise, NumberExercise
from algunokit.exercises.alguno import ConditionExercise
from algunokit.exercises.core import Exercise
from algunokit.i18n import resolve

HAND = tuple(cards_from_codes(["3H", "KH", "8S", "JB", "5D"]))
#: four level-1 Condition cards: the sheet's "odd | 5 cards" and three others
CARDS = tuple(condition_cards(1)[i] for i in (0, 5, 12, 13))
#: the conditions students write in Python (ex4 … ex6), with the references
#: The catalogue keys of each writing exercise: (prompt, hints), written in full.
WRITE_KEYS = {
    "ex4": ("lessons_alguno_a.2.ex4.prompt",
            ("lessons_alguno_a.2.ex4.hint1", "lessons_alguno_a.2.ex4.hint2")),
    "ex5": ("lessons_alguno_a.2.ex5.prompt",
            ("lessons_alguno_a.2.ex5.hint1", "lessons_alguno_a.2.ex5.hint2")),
    "ex6": ("lessons_alguno_a.2.ex6.prompt",
            ("lessons_alguno_a.2.ex6.hint1", "lessons_alguno_a.2.ex6.hint2")),
}
WRITE = {
    "ex4": ("hearts = 3", "nombre_de_coeurs() == 3", "number_of_hearts() == 3"),
    "ex5": ("cards odd", "est_impair(nombre_de_cartes())", "is_odd(number_of_cards())"),
    "ex6": ("red = 0", "nombre_de_cartes_rouges() == 0", "number_of_red_cards() == 0"),
}

DATA: dict[str, Any] = {"hand": HAND, "cards": CARDS,
                        "black_2": parse_condition("black = 2"),
                        "cards_even": parse_condition("cards even")}


def halves(cards: Sequence[ConditionCard] = CARDS) -> list[Condition]:
    """Every half of the cards, card by card, top half first."""
    return [half for card in cards for half in card.halves]


def true_halves(hand: Sequence[Card] = HAND) -> list[Condition]:
    """The halves of the lesson's cards that are true for ``hand``."""
    return [half for half in halves() if half.test(hand)]


def exercises(language: str | None = None) -> dict[str, Exercise]:
    """The exercises of lesson 2 (``ex1`` … ``ex6``)."""
    lang = resolve(language)
    black_2, even = DATA["black_2"], DATA["cards_even"]
    right = true_halves()
    listing = "; ".join(h.label(lang) for h in right)
    result: dict[str, Exercise] = {
        "ex1": ChoiceExercise(
            "alguno2.ex1", prompt_key="lessons_alguno_a.2.ex1.prompt", answer=black_2.test(HAND),
            accepted=dict(TRUE_FALSE), hint_keys=("lessons_alguno_a.2.ex1.hint1",
                                                  "lessons_alguno_a.2.ex1.hint2"),
            explain_key="lessons_alguno_a.2.ex1.explain",
            mistakes={False: "lessons_alguno_a.2.mistake.black_joker"}),
        "ex2": ChoiceExercise(
            "alguno2.ex2", prompt_key="lessons_alguno_a.2.ex2.prompt", answer=even.test(HAND),
            accepted=dict(TRUE_FALSE), hint_keys=("lessons_alguno_a.2.ex2.hint1",),
            explain_key="lessons_alguno_a.2.ex2.explain",
            explain_params={"n": len(HAND)}, mistakes={True: "lessons_alguno_a.2.mistake.odd"}),
        "ex3": NumberExercise(
            "alguno2.ex3", prompt_key="lessons_alguno_a.2.ex3.prompt", answer=len(right),
            hint_keys=("lessons_alguno_a.2.ex3.hint1", "lessons_alguno_a.2.ex3.hint2"),
            explain_key="lessons_alguno_a.2.ex3.explain",
            explain_params={"halves": listing},
            mistakes={len(right) - 1: "lessons_alguno_a.2.mistake.one_missing"}),
    }
    for key, (expected, reference, reference_en) in WRITE.items():
        result[key] = ConditionExercise(
            f"alguno2.{key}", prompt_key=WRITE_KEYS[key][0], hint_keys=WRITE_KEYS[key][1],
            expected=expected, reference=reference, reference_en=reference_en)
    return result
