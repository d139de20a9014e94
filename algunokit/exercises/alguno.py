"""Alg(un)o exercises: count, predict, and write conditions and alternatives.

Students' programs are read with the kit's parser (:func:`algunokit.code.from_python`),
never run; they are compared with the reference on many hands and tables, and
the feedback shows the smallest hand where they differ.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from algunokit.alguno.engine import Table
from algunokit.alguno.lang import Condition
from algunokit.alguno.notation import parse_condition
from algunokit.cards import Card, classic_deck
from algunokit.errors import CodeError
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
    return " ".join(c.short_label(language) for c in hand) or t("alguno.empty_hand", language)


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
