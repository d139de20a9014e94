"""Alg(un)o lesson 1 — discover the game: the classic deck, a hand, counting.

The notebook (``lessons/fr/01-decouvrir-le-jeu.ipynb``,
``lessons/en/01-discover-the-game.ipynb``) shows the 54 cards, one hand, and
asks students to count it by suit and by colour, jokers included (a joker
counts in its colour, never in a suit).

This module also holds what the first four Alg(un)o lessons share:

- :class:`CountExercise` and :class:`PickExercise`: a number or a word whose
  usual wrong answers get their own explanation ("you forgot the red joker"),
  not just "try again";
- :func:`cards_picture`: classic, Condition and Action cards in rows, as a
  picture a notebook shows (and keeps when saved).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import Quantity
from algunokit.cards import Card, Colour, Suit, classic_deck
from algunokit.exercises.core import (
    TRUE_FALSE,
    ChoiceExercise,
    Exercise,
    NumberExercise,
)
from algunokit.exercises.functions import FunctionExercise
from algunokit.i18n import resolve

# ---------------------------------------------------------------------------
# Shared by lessons 1 to 4


def count(hand: Sequence[Card], what: Suit | Colour | None = None) -> int:
    """How many cards of ``hand`` are of this suit or colour (all of them with None)."""
    return Quantity(what).count(hand)


# ---------------------------------------------------------------------------
# Lesson 1

HAND = tuple(cards_from_codes(["7H", "QS", "2D", "JR", "10H", "4C", "AH"]))
#: one Condition card and one Action card of each level, for "what is in the box"
BOX = (condition_cards(1)[0], condition_cards(2)[0], condition_cards(3)[0],
       action_cards(1)[0], action_cards(2)[16])

DATA: dict[str, Any] = {"hand": HAND, "box": BOX, "deck": classic_deck("54")}

DECK_ARGS = ((4, 13, 2), (4, 13, 0), (4, 10, 0), (2, 13, 2), (4, 1, 0), (1, 13, 1))


def deck_size(suits: int, ranks: int, jokers: int) -> int:
    """The number of cards in a deck: ``suits`` × ``ranks`` plus the jokers."""
    return suits * ranks + jokers


_DECK_SOURCE = {
    "fr": "def taille_du_paquet(enseignes, valeurs, jokers):\n"
          "    return enseignes * valeurs + jokers",
    "en": "def deck_size(suits, ranks, jokers):\n"
          "    return suits * ranks + jokers",
}


def exercises(language: str | None = None) -> dict[str, Exercise]:
    """The exercises of lesson 1 (``ex1`` … ``ex5``)."""
    lang = resolve(language)
    hearts, red = count(HAND, Suit.HEARTS), count(HAND, Colour.RED)
    deck_red = count(classic_deck("54"), Colour.RED)
    name = {"fr": "taille_du_paquet", "en": "deck_size"}[lang]
    reference: Callable[..., int] = deck_size
    return {
        "ex1": NumberExercise(
            "alguno1.ex1", prompt_key="lessons_alguno_a.1.ex1.prompt", answer=hearts,
            hint_keys=("lessons_alguno_a.1.ex1.hint1", "lessons_alguno_a.1.ex1.hint2"),
            explain_key="lessons_alguno_a.1.ex1.explain",
            mistakes={hearts + 1: "lessons_alguno_a.1.mistake.joker_suit",
                      red: "lessons_alguno_a.1.mistake.red_not_hearts"}),
        "ex2": NumberExercise(
            "alguno1.ex2", prompt_key="lessons_alguno_a.1.ex2.prompt", answer=red,
            hint_keys=("lessons_alguno_a.1.ex2.hint1", "lessons_alguno_a.1.ex2.hint2"),
            explain_key="lessons_alguno_a.1.ex2.explain",
            mistakes={red - 1: "lessons_alguno_a.1.mistake.forgot_joker",
                      hearts: "lessons_alguno_a.1.mistake.only_hearts"}),
        "ex3": NumberExercise(
            "alguno1.ex3", prompt_key="lessons_alguno_a.1.ex3.prompt", answer=deck_red,
            hint_keys=("lessons_alguno_a.1.ex3.hint1", "lessons_alguno_a.1.ex3.hint2"),
            explain_key="lessons_alguno_a.1.ex3.explain",
            mistakes={deck_red - 1: "lessons_alguno_a.1.mistake.forgot_joker",
                      deck_red + 1: "lessons_alguno_a.1.mistake.both_jokers",
                      13: "lessons_alguno_a.1.mistake.one_suit"}),
        "ex4": ChoiceExercise(
            "alguno1.ex4", prompt_key="lessons_alguno_a.1.ex4.prompt", answer=False,
            accepted=dict(TRUE_FALSE),
            hint_keys=("lessons_alguno_a.1.ex4.hint1",),
            explain_key="lessons_alguno_a.1.ex4.explain",
            mistakes={True: "lessons_alguno_a.1.mistake.joker_suit"}),
        "ex5": FunctionExercise(
            "alguno1.ex5", prompt_key="lessons_alguno_a.1.ex5.prompt",
            hint_keys=("lessons_alguno_a.1.ex5.hint1", "lessons_alguno_a.1.ex5.hint2"),
            reference=reference,
            reference_source=_DECK_SOURCE[lang], name=name,
            cases=tuple((args, deck_size(*args)) for args in DECK_ARGS)),
    }
