"""Alg(un)o lesson 6 — ET / OU (level-3 Condition cards), and NON.

Two tests joined by AND (both true) or OR (at least one true), truth tables built
with a loop over hands, and ``not`` for the opposite of a condition.

The notebook's truth table uses ``L.data["test_a"]``, ``L.data["test_b"]`` and
``L.data["table_hands"]``; exercise 4 asks for the truth table of
``L.data["sheet_condition"]`` on ``L.data["exercise_hands"]``, computed when the student
checks. Exercises 1 to 3 ask for fixed conditions (the question, not the data).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.alguno.decks import condition_cards
from algunokit.alguno.lang import And, Condition, Or
from algunokit.alguno.notation import parse_condition
from algunokit.alguno.trace import explain
from algunokit.cards import Hand, classic_deck
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.alguno_lessons import truth_table, truth_word
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import cards_text, condition
from algunokit.i18n import t
from algunokit.lessons.alguno_data import hand_words
from algunokit.lessons.data import catalogue, hand
from algunokit.protocol import safe_text

#: what the student writes in exercises 1 to 3 (the kit's notation)
WRITE = {"ex1": "hearts >= 2 and spades = 0",
         "ex2": "red = 0 or cards > 6",
         "ex3": "not (cards even and clubs >= 1)"}

DATA: dict[str, Any] = {
    #: A = "2 hearts or more", B = "no spade": the truth table of the notebook (§2)
    "test_a": parse_condition("hearts >= 2"),
    "test_b": parse_condition("spades = 0"),
    #: one hand for each line of the truth table of A and B (true/true, true/false …)
    "table_hands": tuple(Hand.from_codes(codes) for codes in (
        "7H 9H 3D", "7H 9H 2S 5C", "KD 4C", "AS 5H QS")),
    #: the card of the sheet, and the four hands of exercise 4
    "sheet_condition": parse_condition("hearts = 4 or spades <= 2"),
    "exercise_hands": tuple(Hand.from_codes(codes) for codes in (
        "2S 5S 9S KH 3H",         # 3 spades, 2 hearts: false OR false
        "AH 4H 8H QH 2S 6S 10S",  # 4 hearts, 3 spades: true OR false
        "JC 3D 7S",               # 0 hearts, 1 spade: false OR true
        "AH 2H 3H 4H KC",         # 4 hearts, 0 spades: true OR true
    )),
}


def _condition(value: Any) -> Condition:
    if isinstance(value, str):
        try:
            return parse_condition(value)
        except (AlgunokitError, ValueError):
            raise ConfigError("lessons_alguno_b.l6.error.condition",
                              found=safe_text(value)) from None
    if isinstance(value, Condition):
        return value
    raise ConfigError("lessons_alguno_b.l6.error.condition", found=safe_text(value))


def read_test(value: Any) -> Condition:
    """One test (a level-1 or level-2 half), as a Condition or its notation."""
    found = _condition(value)
    if isinstance(found, And | Or):
        raise ConfigError("lessons_alguno_b.l6.error.one_test", found=found.label())
    return found


def read_joined(value: Any) -> And | Or:
    """Two tests joined by ``and`` / ``or`` (a level-3 half), as a Condition or its notation."""
    found = _condition(value)
    if not isinstance(found, And | Or):
        raise ConfigError("lessons_alguno_b.l6.error.joined", found=found.label())
    return found


def hands(*, low: int, high: int) -> Callable[[Any], tuple[Hand, ...]]:
    """``low`` to ``high`` hands, each one a hand as ``hand()`` reads it."""
    one = hand(max_cards=12)

    def read(value: Any) -> tuple[Hand, ...]:
        if not isinstance(value, list | tuple) or not low <= len(value) <= high:
            raise ConfigError("lessons_alguno_b.l6.error.hands", found=safe_text(value),
                              low=low, high=high)
        return tuple(one(h) for h in value)

    return read


READERS = {"test_a": read_test, "test_b": read_test,
           "table_hands": hands(low=1, high=8),
           "sheet_condition": read_joined, "exercise_hands": hands(low=1, high=8)}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Two other tests, another level-3 half, other hands (0 to 7 cards each)."""
    deck = list(classic_deck("54"))

    def some_hands(count: int) -> tuple[Hand, ...]:
        return tuple(Hand(rng.sample(deck, rng.randint(0, 7))) for _ in range(count))

    simple = [h for card in condition_cards(2) for h in card.halves]
    joined = [h for card in condition_cards(3) for h in card.halves
              if isinstance(h, And | Or)]
    a, b = rng.sample(simple, 2)
    return {"test_a": a, "test_b": b, "table_hands": some_hands(rng.randint(1, 6)),
            "sheet_condition": rng.choice(joined),
            "exercise_hands": some_hands(rng.randint(1, 6))}


def table_lines(joined: And | Or, cards: tuple[Hand, ...], language: str) -> str:
    """The truth table worked out, one line per hand: each test's value, then the whole."""
    lines = []
    for number, one in enumerate(cards, 1):
        traced = explain(joined, one)
        parts = t("lessons_alguno_b.l6.table.separator", language).join(
            f"{part.condition.label(language)} → {truth_word(part.value, language)}"
            for part in traced.parts)
        lines.append(t("lessons_alguno_b.l6.table.line", language, number=number,
                       hand=cards_text(one, language), parts=parts,
                       value=truth_word(traced.value, language)))
    return "\n".join(lines)


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 6 (``ex1`` … ``ex4``), reading ``data`` at check time."""
    return {
        "ex1": condition(
            catalogue("lessons_alguno_b.l6.ex1.prompt"), WRITE["ex1"],
            hints=[catalogue("lessons_alguno_b.l6.ex1.hint1"),
                   catalogue("lessons_alguno_b.l6.ex1.hint2")]),
        "ex2": condition(
            catalogue("lessons_alguno_b.l6.ex2.prompt"), WRITE["ex2"],
            hints=[catalogue("lessons_alguno_b.l6.ex2.hint1"),
                   catalogue("lessons_alguno_b.l6.ex2.hint2")]),
        "ex3": condition(
            catalogue("lessons_alguno_b.l6.ex3.prompt"), WRITE["ex3"],
            hints=[catalogue("lessons_alguno_b.l6.ex3.reminder"),
                   catalogue("lessons_alguno_b.l6.ex3.hint1"),
                   catalogue("lessons_alguno_b.l6.ex3.hint2"),
                   catalogue("lessons_alguno_b.l6.ex3.hint3")],
            explanation=catalogue("lessons_alguno_b.l6.ex3.explain")),
        "ex4": truth_table(
            lambda: catalogue("lessons_alguno_b.l6.ex4.prompt",
                              condition=lambda lang: data["sheet_condition"].label(lang),
                              hands=lambda lang: "\n".join(
                                  t("lessons_alguno_b.l6.ex4.hand", lang, n=n,
                                    cards=hand_words(found)(lang))
                                  for n, found in enumerate(data["exercise_hands"], start=1))),
            lambda: data["sheet_condition"], lambda: data["exercise_hands"],
            parts=lambda: (data["sheet_condition"].left, data["sheet_condition"].right),
            hints=[catalogue("lessons_alguno_b.l6.ex4.hint1"),
                   catalogue("lessons_alguno_b.l6.ex4.hint2")],
            explanation=lambda: {lang: table_lines(data["sheet_condition"],
                                                   data["exercise_hands"], lang)
                                 for lang in ("fr", "en")}),
    }
