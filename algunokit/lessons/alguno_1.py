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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import Quantity
from algunokit.cards import Card, Colour, Suit, classic_deck
from algunokit.draw.cards import action_face, card_height, classic_face, condition_face
from algunokit.draw.model import Drawing, Text
from algunokit.draw.svg import SvgPicture
from algunokit.exercises.core import (
    ChoiceExercise,
    Exercise,
    Feedback,
    NumberExercise,
    wrong,
)
from algunokit.exercises.functions import FunctionExercise
from algunokit.i18n import resolve, t

P = "lessons_alguno_a."  #: the catalogue keys of lessons 1 to 4
K = P + "1."

# ---------------------------------------------------------------------------
# Shared by lessons 1 to 4


def placeholder(language: str | None = None) -> Feedback:
    """What a student sees when they run the cell before replacing ``...``."""
    return Feedback(False, t(P + "placeholder", language))


def _with_mistake(result: Feedback, key: str | None, language: str | None,
                  params: Mapping[str, Any]) -> Feedback:
    if result.ok or key is None:
        return result
    return Feedback(False, result.message, (*result.details, t(key, language, **params)))


@dataclass
class CountExercise(NumberExercise):
    """A count whose usual wrong answers are explained.

    ``mistakes`` maps a wrong number to a catalogue key (formatted with
    ``explain_params``) saying what was probably miscounted.
    """

    mistakes: dict[int, str] = field(default_factory=dict)

    def check(self, answer: Any) -> Feedback:
        if answer is Ellipsis:
            return placeholder(self.language)
        result = super().check(answer)
        key = None
        if isinstance(answer, int) and not isinstance(answer, bool):
            key = self.mistakes.get(answer)
        return _with_mistake(result, key, self.language, self.explain_params)


@dataclass
class PickExercise(ChoiceExercise):
    """A choice among a few words whose usual wrong answers are explained.

    ``mistakes`` maps a wrong *value* (what ``accepted`` turns the word into) to
    a catalogue key, formatted with ``explain_params``.
    """

    mistakes: dict[Any, str] = field(default_factory=dict)
    #: value -> catalogue key of the word the solution shows (true / false by default)
    labels: dict[Any, str] = field(default_factory=dict)

    def solution_text(self, language: str | None = None) -> str:
        key = self.labels.get(self.answer)
        if key is None and isinstance(self.answer, bool):
            key = f"common.{'true' if self.answer else 'false'}"
        text = t(key, language) if key else str(self.answer)
        if self.explain_key:
            text += "\n" + t(self.explain_key, language, **self.explain_params)
        return text

    def check(self, answer: Any) -> Feedback:
        if answer is Ellipsis:
            return placeholder(self.language)
        try:
            hash(answer)
        except TypeError:  # a list, a dict …: not one of the words
            return wrong(self.language, "exercises.not_a_choice", found=repr(answer),
                         allowed=", ".join(repr(k) for k in self.accepted))
        result = super().check(answer)
        key = answer.strip().lower() if isinstance(answer, str) else answer
        mistake = self.mistakes.get(self.accepted.get(key, answer))
        return _with_mistake(result, mistake, self.language, self.explain_params)


def yes_no() -> dict[str, bool]:
    """The words a student may type for true / false (both languages are understood)."""
    return {"vrai": True, "faux": False, "true": True, "false": False, "oui": True,
            "non": False, "yes": True, "no": False}


PictureCard = Card | ConditionCard | ActionCard


def cards_drawing(cards: Sequence[PictureCard], *, title: str = "", per_row: int = 6,
                  card_width: float = 96.0, language: str | None = None) -> Drawing:
    """Classic, Condition and Action cards in rows, with a text description."""
    gap = card_width * 0.12
    ch = card_height(card_width)
    top = 28.0 if title else 8.0
    rows = max(1, -(-len(cards) // per_row))
    columns = min(max(len(cards), 1), per_row)
    drawing = Drawing(16 + columns * (card_width + gap), top + rows * (ch + gap) + 4,
                      background="#FFFFFF")
    if title:
        drawing.add(Text(8, 19, title, 15, "#222222", bold=True))
    labels = []
    for i, card in enumerate(cards):
        x = 8 + (i % per_row) * (card_width + gap)
        y = top + (i // per_row) * (ch + gap)
        if isinstance(card, ConditionCard):
            halves = [h.label(language) for h in card.halves]
            drawing.add(condition_face(halves, card.level, x, y, card_width, language=language))
            labels.append(t(P + "picture.condition", language, text=" | ".join(halves)))
        elif isinstance(card, ActionCard):
            actions = [a.label(language) for a in card.actions]
            drawing.add(action_face(actions, card.level, x, y, card_width, language=language))
            labels.append(t(P + "picture.action", language, text=" / ".join(actions)))
        else:
            drawing.add(classic_face(card, x, y, card_width))
            labels.append(card.label(language))
    drawing.description = t(P + "picture.description", language,
                            title=title or t(P + "picture.cards", language),
                            n=len(cards), cards="; ".join(labels))
    return drawing


def cards_picture(cards: Sequence[PictureCard], *, title: str = "", per_row: int = 6,
                  card_width: float = 96.0, language: str | None = None) -> SvgPicture:
    """The picture of :func:`cards_drawing`, shown by Jupyter.

    >>> from algunokit.alguno import condition_cards
    >>> picture = cards_picture(condition_cards(1)[:2], language="en")
    >>> "exactly 5 cards" in picture.svg
    True
    """
    return SvgPicture.of(cards_drawing(cards, title=title, per_row=per_row,
                                       card_width=card_width, language=language))


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
        "ex1": CountExercise(
            "alguno1.ex1", prompt_key=K + "ex1.prompt", answer=hearts,
            hint_keys=(K + "ex1.hint1", K + "ex1.hint2"), explain_key=K + "ex1.explain",
            mistakes={hearts + 1: K + "mistake.joker_suit", red: K + "mistake.red_not_hearts"}),
        "ex2": CountExercise(
            "alguno1.ex2", prompt_key=K + "ex2.prompt", answer=red,
            hint_keys=(K + "ex2.hint1", K + "ex2.hint2"), explain_key=K + "ex2.explain",
            mistakes={red - 1: K + "mistake.forgot_joker", hearts: K + "mistake.only_hearts"}),
        "ex3": CountExercise(
            "alguno1.ex3", prompt_key=K + "ex3.prompt", answer=deck_red,
            hint_keys=(K + "ex3.hint1", K + "ex3.hint2"), explain_key=K + "ex3.explain",
            mistakes={deck_red - 1: K + "mistake.forgot_joker",
                      deck_red + 1: K + "mistake.both_jokers",
                      13: K + "mistake.one_suit"}),
        "ex4": PickExercise(
            "alguno1.ex4", prompt_key=K + "ex4.prompt", answer=False, accepted=yes_no(),
            hint_keys=(K + "ex4.hint1",), explain_key=K + "ex4.explain",
            mistakes={True: K + "mistake.joker_suit"}),
        "ex5": FunctionExercise(
            "alguno1.ex5", prompt_key=K + "ex5.prompt",
            hint_keys=(K + "ex5.hint1", K + "ex5.hint2"), reference=reference,
            reference_source=_DECK_SOURCE[lang], name=name,
            cases=tuple((args, deck_size(*args)) for args in DECK_ARGS)),
    }
