"""The student vocabulary: the few Python names a lesson teaches, in French and English.

A program is one ``if`` (Scratch's orange "si … alors … sinon" block) whose
tests count the player's cards and whose branches call actions::

    if nombre_de_coeurs() == 1:          if number_of_hearts() == 1:
        defausser(1)                         discard(1)
    else:                                else:
        piocher(2)                           draw(2)

Design rules (see ``docs/vocabulary.fr.md`` / ``docs/vocabulary.en.md``):

- every name is a plain ASCII Python identifier (``coeurs``, ``defausser``,
  ``trefles``: no accent to hunt for on a school keyboard);
- a count is a *reporter* (Scratch's round block), written as a call with empty
  brackets: ``nombre_de_cartes()``; each count also has a short form
  (``cartes()``, ``coeurs()``) that students may type, the kit writes the long one;
- an action is a call: with a number of cards (``piocher(2)``) or with nothing
  (``donner_a_gauche()``), exactly one per line;
- odd / even is ``est_impair(nombre_de_cartes())`` (also ``… % 2 == 1``).

Both languages are always understood; ``language`` only picks what the kit writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from algunokit.alguno.lang import Action, Discard, Draw, Give, Quantity, Side, Swap, Target
from algunokit.cards import Colour, Suit
from algunokit.i18n import resolve


class Kind(Enum):
    """What a word of the vocabulary is."""

    COUNT = "count"  #: a number of cards in the hand: ``nombre_de_coeurs()``
    PARITY = "parity"  #: odd / even test of a count: ``est_impair(nombre_de_cartes())``
    NUMBERED = "numbered"  #: an action taking a number of cards: ``piocher(2)``
    ACTION = "action"  #: an action without argument: ``donner_a_gauche()``


@dataclass(frozen=True, slots=True)
class Word:
    """One function of the vocabulary.

    ``meaning`` is a :class:`Quantity` (COUNT), ``True`` for odd / ``False`` for
    even (PARITY), the action class :class:`Draw` or :class:`Discard` (NUMBERED)
    or the action itself (ACTION).
    """

    kind: Kind
    meaning: object
    fr: str
    en: str
    short_fr: str = ""
    short_en: str = ""

    def name(self, language: str | None = None) -> str:
        """The name the kit writes in ``language`` (default: the current one)."""
        return self.fr if resolve(language) == "fr" else self.en

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every accepted spelling, canonical names first."""
        return tuple(s for s in (self.fr, self.en, self.short_fr, self.short_en) if s)


WORDS: tuple[Word, ...] = (
    Word(Kind.COUNT, Quantity(), "nombre_de_cartes", "number_of_cards", "cartes", "cards"),
    Word(Kind.COUNT, Quantity(Suit.HEARTS), "nombre_de_coeurs", "number_of_hearts",
         "coeurs", "hearts"),
    Word(Kind.COUNT, Quantity(Suit.DIAMONDS), "nombre_de_carreaux", "number_of_diamonds",
         "carreaux", "diamonds"),
    Word(Kind.COUNT, Quantity(Suit.CLUBS), "nombre_de_trefles", "number_of_clubs",
         "trefles", "clubs"),
    Word(Kind.COUNT, Quantity(Suit.SPADES), "nombre_de_piques", "number_of_spades",
         "piques", "spades"),
    Word(Kind.COUNT, Quantity(Colour.RED), "nombre_de_cartes_rouges", "number_of_red_cards",
         "rouges", "red_cards"),
    Word(Kind.COUNT, Quantity(Colour.BLACK), "nombre_de_cartes_noires", "number_of_black_cards",
         "noires", "black_cards"),
    Word(Kind.PARITY, True, "est_impair", "is_odd"),
    Word(Kind.PARITY, False, "est_pair", "is_even"),
    Word(Kind.NUMBERED, Draw, "piocher", "draw"),
    Word(Kind.NUMBERED, Discard, "defausser", "discard"),
    Word(Kind.ACTION, Give(Target.LEFT), "donner_a_gauche", "give_left"),
    Word(Kind.ACTION, Give(Target.RIGHT), "donner_a_droite", "give_right"),
    Word(Kind.ACTION, Give(Target.CHOICE), "donner_au_choix", "give_either"),
    Word(Kind.ACTION, Swap(Side.LEFT), "echanger_a_gauche", "swap_left"),
    Word(Kind.ACTION, Swap(Side.RIGHT), "echanger_a_droite", "swap_right"),
)

_BY_NAME: dict[str, Word] = {name: word for word in WORDS for name in word.spellings}
_BY_MEANING: dict[object, Word] = {word.meaning: word for word in WORDS}


def lookup(name: str) -> Word | None:
    """The word spelt ``name`` (either language, long or short form), or None."""
    return _BY_NAME.get(name)


def word_example(name: str, language: str | None = None) -> str | None:
    """How the kit word spelt ``name`` is used, for a student who wrote it as a
    variable (``nombre_de_cartes() == 4``, ``piocher(2)``), or None if it is no kit word.

    >>> word_example("coeurs", "fr"), word_example("draw", "en"), word_example("x")
    ('nombre_de_coeurs() == 4', 'draw(2)', None)
    """
    word = lookup(name)
    if word is None:
        return None
    written = word.name(language)
    if word.kind is Kind.COUNT:
        return f"{written}() == 4"
    if word.kind is Kind.PARITY:
        return f"{written}({_BY_NAME['cards'].name(language)}())"
    return f"{written}(2)" if word.kind is Kind.NUMBERED else f"{written}()"


def count_word(quantity: Quantity) -> Word:
    """The reporter counting ``quantity``."""
    return _BY_MEANING[quantity]


def parity_word(odd: bool) -> Word:
    return _BY_MEANING[odd]


def action_word(action: Action) -> Word:
    """The word for ``action`` (Draw/Discard by class, the others by value)."""
    if isinstance(action, Draw | Discard):
        return _BY_MEANING[type(action)]
    return _BY_MEANING[action]


def action_call(action: Action, language: str | None = None) -> str:
    """Python for one action: ``piocher(2)``, ``donner_a_gauche()``."""
    word = action_word(action)
    argument = str(action.n) if isinstance(action, Draw | Discard) else ""
    return f"{word.name(language)}({argument})"


def all_names(language: str | None = None) -> tuple[str, ...]:
    """The canonical names of ``language``, in teaching order."""
    return tuple(word.name(language) for word in WORDS)


def every_spelling() -> tuple[str, ...]:
    """Every accepted name, both languages, short forms included."""
    return tuple(_BY_NAME)


__all__ = ["WORDS", "Kind", "Word", "action_call", "action_word", "all_names", "count_word",
           "every_spelling", "lookup", "parity_word", "word_example"]
