"""Alg(un)o lesson 2 — conditions: true or false for a hand, then written in Python.

The notebook (``lessons/*/02-conditions.ipynb``) shows one hand and four level-1
Condition cards; students say whether halves are true for the hand, then write
conditions in the kit's Python (``nombre_de_coeurs() == 3`` /
``number_of_hearts() == 3``), compared on many hands without running their code.

Every answer, hint and explanation is computed from ``L.data`` when the student
checks: a teacher who writes ``L.data["hand"] = "RC 10P JN"`` gets exercises about
that hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from algunokit.alguno.decks import ConditionCard, condition_cards
from algunokit.alguno.lang import Condition
from algunokit.alguno.notation import parse_condition
from algunokit.cards import Card, Colour, Hand, classic_deck
from algunokit.errors import ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import choice, condition, number
from algunokit.i18n import t
from algunokit.lessons.alguno_data import faces, hand_words
from algunokit.lessons.data import catalogue, hand
from algunokit.protocol import safe_text

#: the two conditions of exercises 1 and 2 (the question, not the data)
BLACK_2 = parse_condition("black = 2")
CARDS_EVEN = parse_condition("cards even")
#: the conditions students write in Python (ex4 … ex6): the kit's notation
WRITE = {"ex4": "hearts = 3", "ex5": "cards odd", "ex6": "red = 0"}


def read_cards(value: Any) -> tuple[ConditionCard, ...]:
    """Four Condition cards (the notebook speaks of four cards and 8 halves)."""
    if (not isinstance(value, list | tuple) or len(value) != 4
            or not all(isinstance(card, ConditionCard) for card in value)):
        raise ConfigError("lessons_alguno_a.2.error.cards", found=safe_text(value))
    return tuple(value)


DATA: dict[str, Any] = {
    "hand": Hand.from_codes("3H KH 8S JB 5D"),
    #: four level-1 Condition cards: the sheet's "odd | 5 cards" and three others
    "cards": tuple(condition_cards(1)[i] for i in (0, 5, 12, 13)),
}
READERS = {"hand": hand(max_cards=12), "cards": read_cards}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Another hand (0 to 8 cards) and four other level-1 cards."""
    deck = list(classic_deck("54"))
    return {"hand": Hand(rng.sample(deck, rng.randint(0, 8))),
            "cards": tuple(rng.sample(condition_cards(1), 4))}


def halves(cards: Sequence[ConditionCard]) -> list[Condition]:
    """Every half of the cards, card by card, top half first."""
    return [half for card in cards for half in card.halves]


def true_halves(data: dict[str, Any]) -> list[Condition]:
    """The halves of the lesson's cards that are true for the lesson's hand."""
    return [half for half in halves(data["cards"]) if half.test(data["hand"])]


def _truth(value: bool):
    """« vraie » / « fausse »: a condition is feminine in French."""
    return lambda lang: t("alguno.value.true" if value else "alguno.value.false", lang)


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 2 (``ex1`` … ``ex6``), reading ``data`` at check time."""

    def black() -> list[Card]:
        return [c for c in data["hand"] if c.colour is Colour.BLACK]

    def ex1_mistakes() -> dict[bool, dict[str, str]]:
        # The usual slip: the black joker forgotten among the black cards.
        without_jokers = sum(1 for c in black() if not c.is_joker) == 2
        if without_jokers != BLACK_2.test(data["hand"]):
            return {without_jokers: catalogue("lessons_alguno_a.2.mistake.black_joker")}
        return {}

    def ex2_mistakes() -> dict[bool, dict[str, str]]:
        n = len(data["hand"])
        if n % 2:
            return {True: catalogue("lessons_alguno_a.2.mistake.odd", n=n)}
        return {False: catalogue("lessons_alguno_a.2.mistake.even", n=n)}

    def ex3_mistakes() -> dict[int, dict[str, str]]:
        if any(c.is_joker for c in data["hand"]) and true_halves(data):
            return {len(true_halves(data)) - 1: catalogue("lessons_alguno_a.2.mistake.one_missing")}
        return {}

    result: dict[str, Exercise] = {
        "ex1": choice(
            lambda: catalogue("lessons_alguno_a.2.ex1.prompt", cards=hand_words(data["hand"])),
            lambda: BLACK_2.test(data["hand"]),
            [True, False],
            # the joker's rule only when the hand holds the black joker (issue 33)
            hints=lambda: [catalogue("lessons_alguno_a.2.ex1.hint1"),
                           catalogue("lessons_alguno_a.2.ex1.hint2"
                                     if any(c.is_joker for c in black())
                                     else "lessons_alguno_a.2.ex1.hint2_no_joker")],
            explanation=lambda: catalogue("lessons_alguno_a.2.ex1.explain", n=len(black()),
                                          cards=faces(black()),
                                          verdict=_truth(BLACK_2.test(data["hand"]))),
            mistakes=ex1_mistakes),
        "ex2": choice(
            catalogue("lessons_alguno_a.2.ex2.prompt"), lambda: CARDS_EVEN.test(data["hand"]),
            [True, False], hints=[catalogue("lessons_alguno_a.2.ex2.hint1")],
            explanation=lambda: catalogue("lessons_alguno_a.2.ex2.explain", n=len(data["hand"]),
                                          verdict=_truth(CARDS_EVEN.test(data["hand"]))),
            mistakes=ex2_mistakes),
        "ex3": number(
            lambda: catalogue(
                "lessons_alguno_a.2.ex3.prompt", cards=hand_words(data["hand"]),
                count=len(data["cards"]), halves=sum(len(c.halves) for c in data["cards"]),
                listing=lambda lang: t("lessons_alguno_b.l6.table.separator", lang).join(
                    t("lessons_alguno_a.2.ex3.card", lang, left=c.halves[0].label(lang),
                      right=c.halves[1].label(lang)) for c in data["cards"])),
            lambda: len(true_halves(data)),
            hints=[catalogue("lessons_alguno_a.2.ex3.hint1"),
                   catalogue("lessons_alguno_a.2.ex3.hint2")],
            explanation=lambda: catalogue(
                "lessons_alguno_a.2.ex3.explain", n=len(true_halves(data)),
                halves=lambda lang: t("lessons_alguno_b.l6.table.separator", lang).join(
                    h.label(lang) for h in true_halves(data))),
            mistakes=ex3_mistakes),
    }
    result["ex4"] = condition(
        catalogue("lessons_alguno_a.2.ex4.prompt"), WRITE["ex4"],
        hints=[catalogue("lessons_alguno_a.2.ex4.hint1"),
               catalogue("lessons_alguno_a.2.ex4.hint2")])
    result["ex5"] = condition(
        catalogue("lessons_alguno_a.2.ex5.prompt"), WRITE["ex5"],
        hints=[catalogue("lessons_alguno_a.2.ex5.hint1"),
               catalogue("lessons_alguno_a.2.ex5.hint2")])
    result["ex6"] = condition(
        catalogue("lessons_alguno_a.2.ex6.prompt"), WRITE["ex6"],
        hints=[catalogue("lessons_alguno_a.2.ex6.hint1"),
               catalogue("lessons_alguno_a.2.ex6.hint2")])
    return result
