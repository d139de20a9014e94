"""Lesson 8's student objects: a strategy's view and decision with names a student reads.

For a student of 14 the engine's objects are wrapped (:class:`StudentView`,
:class:`StudentDecision`) with names they can read in French or English (``vue.moi``,
``vue.cartes_apres(option)``, ``decision.type == "construire"``); everything the
engine's view has still works. The lesson (:mod:`algunokit.lessons.alguno_8`), its
exercise kinds (:mod:`algunokit.exercises.alguno_strategy`) and the class tournament
(a handed-in strategy gets the same names) use them; the words here say an option and
a seat as the lesson does.
"""

from __future__ import annotations

import unicodedata
from enum import Enum
from typing import Any

from algunokit.alguno.lang import Side
from algunokit.alguno.moves import Build
from algunokit.alguno.view import View
from algunokit.cards import Card
from algunokit.i18n import t
from algunokit.protocol import Decision, Strategy

#: Catalogue keys written in full (a test finds every key the code uses).
_TYPE_KEYS = {"build": "lessons_alguno_b.l8.type.build",
              "discard": "lessons_alguno_b.l8.type.discard",
              "give": "lessons_alguno_b.l8.type.give",
              "neighbour": "lessons_alguno_b.l8.type.neighbour"}


def _plain(word: str) -> str:
    """``word`` without accents or capitals: « Défausser » → ``defausser``."""
    decomposed = unicodedata.normalize("NFD", word.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class DecisionType(str):
    """The kind of a decision as a word, without accents like every word of the kit's
    vocabulary (« construire », « defausser », « donner », « voisin »; "build" … in
    English). It equals that word in either language, with or without accents, so a
    French strategy still runs in an English session and « défausser » works too."""

    aliases: frozenset[str]

    def __new__(cls, kind: Enum, language: str | None) -> DecisionType:
        word = super().__new__(cls, t(_TYPE_KEYS[kind.value], language))
        word.aliases = frozenset(_plain(t(_TYPE_KEYS[kind.value], lang))
                                 for lang in ("fr", "en"))
        return word

    def __eq__(self, other: object) -> bool:
        return _plain(other) in self.aliases if isinstance(other, str) else NotImplemented

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = str.__hash__


class StudentView:
    """What a strategy sees, with names a student reads (French, then English).

    ``moi`` / ``me`` (my seat), ``mains`` / ``hands`` (every hand, they are face up),
    ``ma_main`` / ``my_hand``, ``voisin_gauche`` / ``left_neighbour`` and
    ``voisin_droite`` / ``right_neighbour`` (their seats), ``imagine(option)`` (the
    hands after this turn if I build ``option``), ``cartes_apres(option)`` /
    ``cards_after(option)`` (how many cards I would have then). Anything else is the
    engine's :class:`~algunokit.alguno.view.View` (``neighbour("left")`` …).
    """

    def __init__(self, view: View) -> None:
        self._view = view
        self._imagined: dict[Any, tuple[tuple[Card, ...], ...]] = {}

    def __getattr__(self, name: str) -> Any:
        try:
            return getattr(self._view, name)
        except AttributeError:  # the student's misspelt word, said of this object
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'",
                                 name=name, obj=self) from None

    @property
    def moi(self) -> int:
        return self._view.me

    me = moi

    @property
    def mains(self) -> tuple[tuple[Card, ...], ...]:
        return self._view.hands

    hands = mains

    @property
    def ma_main(self) -> tuple[Card, ...]:
        return self._view.my_hand

    my_hand = ma_main

    @property
    def voisin_gauche(self) -> int:
        return self._view.neighbour(Side.LEFT)

    left_neighbour = voisin_gauche

    @property
    def voisin_droite(self) -> int:
        return self._view.neighbour(Side.RIGHT)

    right_neighbour = voisin_droite

    def imagine(self, option: Build) -> tuple[tuple[Card, ...], ...]:
        """The hands after this turn if I build ``option`` (the hidden draw pile is
        shuffled the same way each time, so the same option always gives the same)."""
        if option not in self._imagined:
            self._imagined[option] = self._view.imagine(option)
        return self._imagined[option]

    def cartes_apres(self, option: Build) -> int:
        """How many cards I would have after this turn if I build ``option``."""
        return len(self.imagine(option)[self._view.me])

    cards_after = cartes_apres


class StudentDecision:
    """The decision, for a student: ``options`` (every allowed answer) and ``type``
    (« construire », « defausser », « donner », « voisin »; "build" … in English)."""

    def __init__(self, decision: Decision, language: str | None = None) -> None:
        self._decision = decision
        self.options = decision.options
        self.type = DecisionType(decision.kind, language)

    def __getattr__(self, name: str) -> Any:
        try:
            return getattr(self._decision, name)
        except AttributeError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'",
                                 name=name, obj=self) from None


def student_strategy(strategy: Strategy, language: str | None = None) -> Strategy:
    """A strategy written with the student names, as the engine calls strategies."""

    def engine_strategy(view: Any, decision: Decision) -> Any:
        return strategy(StudentView(view), StudentDecision(decision, language))

    return engine_strategy


def others_out(view: StudentView, option: Build) -> list[int]:
    """The other seats that would have no card left after ``option`` (they would win)."""
    return [s for s, hand in enumerate(view.imagine(option)) if s != view.moi and not hand]


def option_text(option: Any, language: str | None = None) -> str:
    """An answer in words: cards by their faces (``7♥ Q♠``, ``7♥ D♠`` in French),
    ``left``; a build, and anything else, as
    :func:`~algunokit.words.answer_words` says it, as the games do (« la moitié
    du haut de la carte Condition, la carte Action 2 dans ALORS … »; never a Python form,
    and never an error on a look-alike such as ``Build(0.0, …)``)."""
    from algunokit.words import answer_words

    if isinstance(option, Card):
        return option.short_label(language)
    if isinstance(option, Side):
        return option.label(language)
    if isinstance(option, tuple | list) and option and all(isinstance(c, Card) for c in option):
        return " ".join(c.short_label(language) for c in option)
    if option is ...:
        return "..."
    return answer_words(option, language)


def build_text(view: StudentView, option: Build, language: str | None = None) -> str:
    """A build as the alternative it makes, as the student reads it:
    « SI … ALORS … SINON … »."""
    return t("lessons_alguno_b.l8.option.quoted", language,
             text=view.alternative_for(option).label(language))


def seat_name(view: StudentView, seat: int, language: str | None) -> str:
    """« toi », else « Robot 1 », « Robot 2 » … counting the other seats in order."""
    if seat == view.moi:
        return t("lessons_alguno_b.l8.you", language)
    others = [s for s in range(view.n_players) if s != view.moi]
    return t("lessons_alguno_b.l8.compare.robot", language, n=others.index(seat) + 1)


__all__ = ["DecisionType", "StudentDecision", "StudentView", "build_text", "option_text",
           "others_out", "seat_name", "student_strategy"]
