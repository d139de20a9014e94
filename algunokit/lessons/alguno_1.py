"""Alg(un)o lesson 1 — discover the game: the classic deck, a hand, counting.

The notebook (``lessons/fr/01-decouvrir-le-jeu.ipynb``,
``lessons/en/01-discover-the-game.ipynb``) shows a few Alg(un)o cards, the classic
deck and one hand, and asks students to count the hand by suit and by colour, jokers
included (a joker counts in its colour, never in a suit), then to write a function.

Every answer, hint and explanation is computed from ``L.data`` when the student
checks: ``L.data["hand"] = "3H KH JB"`` gives exercises about that hand,
``L.data["deck"] = "40"`` about the 40-card deck (ace to 10, no joker).
"""

from __future__ import annotations

import random
from typing import Any

from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.cards import DECK_VARIANTS, Card, Colour, Hand, Suit, classic_deck
from algunokit.errors import ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import choice, number
from algunokit.lessons.alguno_data import alguno_cards, faces, hand_words, named_function
from algunokit.lessons.data import catalogue, hand
from algunokit.protocol import safe_text

#: one Condition card and one Action card of each level, for "what is in the box"
BOX = (condition_cards(1)[0], condition_cards(2)[0], condition_cards(3)[0],
       action_cards(1)[0], action_cards(2)[16])

DATA: dict[str, Any] = {
    "hand": Hand.from_codes("7H QS 2D JR 10H 4C AH"),
    "box": BOX,
    #: the deck of the lesson: "54" (with the jokers), "52" or "40"
    "deck": "54",
}


def read_deck(value: Any) -> tuple[Card, ...]:
    """A classic deck: its name ``"54"``, ``"52"``, ``"40"`` (or the number), or the
    cards of one of these decks."""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str) and value.strip() in DECK_VARIANTS:
        return classic_deck(value.strip())
    if isinstance(value, list | tuple):
        for variant in DECK_VARIANTS:
            if tuple(value) == classic_deck(variant):
                return classic_deck(variant)
    raise ConfigError("lessons_alguno_a.1.error.deck", found=safe_text(value),
                      allowed=", ".join(DECK_VARIANTS))


READERS = {
    "hand": hand(max_cards=12),
    "box": alguno_cards((ConditionCard, ActionCard), "lessons_alguno_a.1.error.box",
                        low=1, high=10),
    "deck": read_deck,
}

#: the decks the function of exercise 5 is tried on: (suits, ranks, jokers)
DECK_ARGS = ((4, 13, 2), (4, 13, 0), (4, 10, 0), (2, 13, 2), (4, 1, 0), (1, 13, 1))


def random_data(rng: random.Random) -> dict[str, Any]:
    """Another hand (0 to 9 cards), other Alg(un)o cards in the box, another deck."""
    deck = list(classic_deck("54"))
    box = [*condition_cards(1), *condition_cards(2), *action_cards(1), *action_cards(2)]
    return {"hand": Hand(rng.sample(deck, rng.randint(0, 9))),
            "box": tuple(rng.sample(box, rng.randint(1, 6))),
            "deck": rng.choice(DECK_VARIANTS)}


def deck_size(suits: int, ranks: int, jokers: int) -> int:
    """The number of cards in a deck: ``suits`` × ``ranks`` plus the jokers."""
    return suits * ranks + jokers


def _of(cards: Any, what: Suit | Colour) -> list[Card]:
    attr = "suit" if isinstance(what, Suit) else "colour"
    return [c for c in cards if getattr(c, attr) is what]


def _red_jokers(cards: Any) -> list[Card]:
    return [c for c in cards if c.is_joker and c.colour is Colour.RED]


def _join(*texts: dict[str, str]) -> dict[str, str]:
    """Texts in every language, one sentence after the other."""
    return {lang: " ".join(text[lang] for text in texts) for lang in texts[0]}


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 1 (``ex1`` … ``ex5``), reading ``data`` at check time."""

    def hearts() -> list[Card]:
        return _of(data["hand"], Suit.HEARTS)

    def red() -> list[Card]:
        return _of(data["hand"], Colour.RED)

    def ex1_explain() -> dict[str, str]:
        found = hearts()
        first = (catalogue("lessons_alguno_a.1.ex1.explain", n=len(found), cards=faces(found))
                 if found else catalogue("lessons_alguno_a.1.ex1.explain_none"))
        others = [c for c in red() if c not in found]
        if not others:
            return first
        return _join(first, catalogue("lessons_alguno_a.1.ex1.others", n=len(others),
                                      cards=faces(others)))

    def ex1_mistakes() -> dict[int, dict[str, str]]:
        n, table = len(hearts()), {}
        if len(red()) != n:
            table[len(red())] = catalogue("lessons_alguno_a.1.mistake.red_not_hearts")
        jokers = len(_red_jokers(data["hand"]))
        if jokers:
            table[n + jokers] = catalogue("lessons_alguno_a.1.mistake.joker_suit")
        return table

    def ex2_explain() -> dict[str, str]:
        found = red()
        if not found:
            return catalogue("lessons_alguno_a.1.ex2.explain_none")
        first = catalogue("lessons_alguno_a.1.ex2.explain", n=len(found), cards=faces(found))
        if _red_jokers(found):
            return _join(first, catalogue("lessons_alguno_a.1.ex2.joker"))
        return first

    def ex2_mistakes() -> dict[int, dict[str, str]]:
        n, table = len(red()), {}
        if len(hearts()) != n:
            table[len(hearts())] = catalogue("lessons_alguno_a.1.mistake.only_hearts")
        jokers = len(_red_jokers(data["hand"]))
        if jokers:
            table[n - jokers] = catalogue("lessons_alguno_a.1.mistake.forgot_joker")
        return table

    def deck_red() -> int:
        return len(_of(data["deck"], Colour.RED))

    def ex3_explain() -> dict[str, str]:
        deck = data["deck"]
        params = {"hearts": len(_of(deck, Suit.HEARTS)),
                  "diamonds": len(_of(deck, Suit.DIAMONDS)),
                  "n": deck_red(), "black": len(_of(deck, Colour.BLACK))}
        if _red_jokers(deck):
            return catalogue("lessons_alguno_a.1.ex3.explain", **params)
        return catalogue("lessons_alguno_a.1.ex3.explain_no_joker", **params)

    def ex3_mistakes() -> dict[int, dict[str, str]]:
        deck, n = data["deck"], deck_red()
        suit = len(_of(deck, Suit.HEARTS))
        table = {suit: catalogue("lessons_alguno_a.1.mistake.one_suit", n=suit)}
        if _red_jokers(deck):
            table[n - 1] = catalogue("lessons_alguno_a.1.mistake.forgot_joker")
        if any(c.is_joker and c.colour is Colour.BLACK for c in deck):
            table[n + 1] = catalogue("lessons_alguno_a.1.mistake.both_jokers")
        return table

    return {
        "ex1": number(
            lambda: catalogue("lessons_alguno_a.1.ex1.prompt", cards=hand_words(data["hand"])),
            lambda: len(hearts()),
            # the joker's rule only when the hand holds the red joker (issue 33)
            hints=lambda: [catalogue("lessons_alguno_a.1.ex1.hint1"),
                           catalogue("lessons_alguno_a.1.ex1.hint2" if _red_jokers(data["hand"])
                                     else "lessons_alguno_a.1.ex1.hint2_no_joker")],
            explanation=ex1_explain, mistakes=ex1_mistakes),
        "ex2": number(
            lambda: catalogue("lessons_alguno_a.1.ex2.prompt", cards=hand_words(data["hand"])),
            lambda: len(red()),
            hints=lambda: [catalogue("lessons_alguno_a.1.ex2.hint1"),
                           catalogue("lessons_alguno_a.1.ex2.hint2" if _red_jokers(data["hand"])
                                     else "lessons_alguno_a.1.ex2.hint2_no_joker")],
            explanation=ex2_explain, mistakes=ex2_mistakes),
        "ex3": number(
            catalogue("lessons_alguno_a.1.ex3.prompt"), deck_red,
            hints=[catalogue("lessons_alguno_a.1.ex3.hint1"),
                   catalogue("lessons_alguno_a.1.ex3.hint2")],
            explanation=ex3_explain, mistakes=ex3_mistakes),
        # A rule of the game, not a question about the data: the same for every hand.
        "ex4": choice(
            catalogue("lessons_alguno_a.1.ex4.prompt"), False, [True, False],
            hints=[catalogue("lessons_alguno_a.1.ex4.hint1")],
            explanation=catalogue("lessons_alguno_a.1.ex4.explain"),
            mistakes={True: catalogue("lessons_alguno_a.1.mistake.joker_suit")}),
        "ex5": named_function(
            catalogue("lessons_alguno_a.1.ex5.prompt"), deck_size,
            names={"fr": "taille_du_paquet", "en": "deck_size"}, cases=DECK_ARGS,
            hints=[catalogue("lessons_alguno_a.1.ex5.hint1"),
                   catalogue("lessons_alguno_a.1.ex5.hint2")],
            solution={"fr": "def taille_du_paquet(enseignes, valeurs, jokers):\n"
                            "    return enseignes * valeurs + jokers",
                      "en": "def deck_size(suits, ranks, jokers):\n"
                            "    return suits * ranks + jokers"}),
    }
