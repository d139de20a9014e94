"""Checking a hand-built GaAg position before a game is built from it.

:meth:`Game.from_setup <algunokit.gaag.game.Game.from_setup>` and the save
loader both come through :func:`check_setup`, so a position a teacher types and
a position read from a file obey the same rules: the cards of every zone form
exactly the 70-card deck, the row is in order of Z, seats and counts are in
range, the pending decision fits the position, and the winners are the lowest
totals. A broken rule is a :class:`ConfigError` whose ``field`` parameter names
the argument (the save's JSON key) that is wrong, so the loader can say which
part of a file is damaged.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.gaag.elements import DECK, Card, is_deck_card
from algunokit.gaag.events import Event, well_formed
from algunokit.gaag.moves import DecisionKind
from algunokit.gaag.rules import HAND_SIZE, Rules, check_players
from algunokit.gaag.table import Row, is_in_order
from algunokit.i18n import t

_DECK_COUNT = Counter(DECK)


@dataclass(frozen=True)
class Setup:
    """Everything that describes a position (the arguments of ``from_setup``)."""

    hands: tuple[tuple[Card, ...], ...]
    piles: tuple[tuple[Card, ...], ...]
    draw: tuple[Card, ...]
    table: Row
    current: int
    starter: int
    direction: int
    pending: DecisionKind | None
    round: int
    turn: int
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    log: tuple[Event, ...]
    rules: Rules


def setup_error(field: str, reason: str, **params: object) -> ConfigError:
    """The error for a wrong argument ``field``: the catalogue's ``reason`` says why."""
    return ConfigError("gaag.error.setup", field=field,
                       reason=lambda language: _reason(reason, language, params))


def _reason(key: str, language: str, params: dict[str, object]) -> str:
    return t(key, language, **params)


def _check_cards(setup: Setup, n: int) -> None:
    if len(setup.hands) != n:
        raise setup_error("hands", "gaag.setup.one_per_player", n=n)
    if len(setup.piles) != n:
        raise setup_error("piles", "gaag.setup.one_per_player", n=n)
    zones = {"hands": [c for h in setup.hands for c in h],
             "piles": [c for p in setup.piles for c in p],
             "draw": list(setup.draw), "table": list(setup.table.cards)}
    for name, cards in zones.items():
        if not all(is_deck_card(card) for card in cards):
            raise setup_error(name, "gaag.setup.not_cards")
    counts = Counter(card for cards in zones.values() for card in cards)
    if counts != _DECK_COUNT:
        zone = next((name for name, cards in zones.items()
                     if any(counts[c] > _DECK_COUNT[c] for c in cards)), "draw")
        raise setup_error(zone, "gaag.setup.deck")
    if any(len(hand) > HAND_SIZE for hand in setup.hands):
        raise setup_error("hands", "gaag.setup.hand_size", n=HAND_SIZE)
    if not is_in_order(setup.table):
        raise setup_error("table", "gaag.setup.order")


def _check_seats(setup: Setup, n: int) -> None:
    for name in ("current", "starter"):
        seat = getattr(setup, name)
        if type(seat) is not int or not 0 <= seat < n:
            raise setup_error(name, "gaag.setup.seat", n=n)
    if type(setup.direction) is not int or setup.direction not in (1, -1):
        raise setup_error("direction", "gaag.setup.direction")
    for name in ("round", "turn"):
        value = getattr(setup, name)
        if type(value) is not int or value < (1 if name == "round" else 0):
            raise setup_error(name, "gaag.setup.count")
    if len(setup.totals) != n or not all(type(x) is int and x >= 0 for x in setup.totals):
        raise setup_error("totals", "gaag.setup.scores", n=n)
    if not all(len(s) == n and all(type(x) is int and x >= 0 for x in s)
               for s in setup.round_scores):
        raise setup_error("round_scores", "gaag.setup.scores", n=n)
    if not all(-1 <= e.player < n for e in setup.log):
        raise setup_error("log", "gaag.setup.seat", n=n)


def _check_pending(setup: Setup) -> None:
    """The decision waiting fits the position; the winners are the lowest totals."""
    over = setup.pending is None
    totals = setup.totals
    if over:
        lowest = min(totals)
        best = tuple(p for p, total in enumerate(totals) if total == lowest)
        limit = setup.rules.turn_limit
        if max(totals) < setup.rules.target and (limit is None or setup.turn < limit):
            raise setup_error("step", "gaag.setup.not_over")
        if setup.winners != best:
            raise setup_error("winners", "gaag.setup.winners")
        stopped = limit is not None and setup.turn >= limit  # the class game's draw pile
        if any(setup.hands) or (setup.draw and not stopped):
            raise setup_error("hands", "gaag.setup.over_cards")
        return
    if setup.winners:
        raise setup_error("winners", "gaag.setup.no_winner_yet")
    if max(totals) >= setup.rules.target:
        raise setup_error("totals", "gaag.setup.target_reached")
    if setup.rules.turn_limit is not None and setup.turn >= setup.rules.turn_limit:
        raise setup_error("turn", "gaag.setup.limit_reached")
    if setup.pending is DecisionKind.PLAY and not setup.hands[setup.current]:
        raise setup_error("current", "gaag.setup.no_card")
    if setup.pending is DecisionKind.DIRECTION:
        if not setup.table.cards:
            raise setup_error("step", "gaag.setup.direction_table")
        if not any(setup.hands):
            raise setup_error("step", "gaag.setup.nobody_holds")


def check_setup(setup: Setup, n_players: int) -> None:
    """Nothing if ``setup`` is a position a game of GaAg can reach; else a
    :class:`ConfigError` naming the wrong argument in its ``field`` parameter."""
    _check_cards(setup, n_players)
    _check_seats(setup, n_players)
    _check_pending(setup)


def checked_sequence(value: object, field: str) -> tuple[Any, ...]:
    """``value`` as a tuple if it is a list or tuple, else a :class:`ConfigError`."""
    if not isinstance(value, list | tuple):
        raise setup_error(field, "gaag.setup.not_list")
    return tuple(value)


def _zone(value: object, name: str) -> tuple[Card, ...]:
    cards = checked_sequence(value, name)
    if not all(is_deck_card(card) for card in cards):
        raise setup_error(name, "gaag.setup.not_cards")
    return cards


def _rest_of_deck(placed: list[Card], rng: random.Random) -> tuple[Card, ...]:
    """The cards of the deck not in ``placed``, shuffled by ``rng``."""
    rest = Counter(DECK) - Counter(placed)
    draw = []
    for card in DECK:
        if rest[card] > 0:
            rest[card] -= 1
            draw.append(card)
    rng.shuffle(draw)
    return tuple(draw)


def make_setup(hands: Sequence[Sequence[Card]], *, draw: Sequence[Card] | None,
               table: Row | None, piles: Sequence[Sequence[Card]] | None, current: int,
               starter: int | None, direction: int, pending: DecisionKind | None,
               round: int, turn: int, totals: Sequence[int] | None,
               round_scores: Sequence[Sequence[int]], winners: Sequence[int],
               log: Sequence[Event], target: int, seed: int | None,
               rng: random.Random | None,
               turn_limit: int | None = None) -> tuple[Setup, random.Random]:
    """The checked position and generator of :meth:`Game.from_setup
    <algunokit.gaag.game.Game.from_setup>` (its arguments, its defaults)."""
    n = check_players(len(checked_sequence(hands, "hands")))
    if seed is not None and type(seed) not in (int, str):
        raise setup_error("seed", "gaag.setup.seed")
    rng = rng if type(rng) is random.Random else random.Random(seed)
    hands_ = tuple(_zone(hand, "hands") for hand in hands)
    piles_ = tuple(_zone(pile, "piles") for pile in checked_sequence(
        piles if piles is not None else [()] * n, "piles"))
    table = Row() if table is None else table
    if (type(table) is not Row or not isinstance(table.cards, tuple)
            or not isinstance(table.values, tuple)
            or not all(type(value) is int for value in table.values)):
        raise setup_error("table", "gaag.setup.not_table")
    _zone(table.cards, "table")
    if draw is None:
        draw = _rest_of_deck([*(c for h in hands_ for c in h), *(c for p in piles_ for c in p),
                              *table.cards], rng)
    if pending is not None and type(pending) is not DecisionKind:
        raise setup_error("step", "gaag.setup.pending")
    if not all(type(event) is Event and well_formed(event)
               for event in checked_sequence(log, "log")):
        raise setup_error("log", "gaag.setup.not_events")
    setup = Setup(hands_, piles_, _zone(draw, "draw"), table, current,
                  current if starter is None else starter, direction, pending, round, turn,
                  checked_sequence(totals if totals is not None else [0] * n, "totals"),
                  tuple(checked_sequence(row, "round_scores")
                        for row in checked_sequence(round_scores, "round_scores")),
                  checked_sequence(winners, "winners"), tuple(log),
                  Rules(target, turn_limit))
    check_setup(setup, n)
    return setup, rng


__all__ = ["Setup", "check_setup", "checked_sequence", "make_setup",
           "setup_error"]
