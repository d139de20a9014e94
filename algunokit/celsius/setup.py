"""Laying out a Celsius table: a fresh deal, or a hand-built position.

:func:`deal_table` lays the 120 cards in their shuffled piles for
:class:`~algunokit.celsius.game.Game`; :func:`set_table` places the cards and
the round's progress that :meth:`Game.from_setup
<algunokit.celsius.game.Game.from_setup>` is given, checking that every card is
one of the deck's (each no more times than it exists) and that the position is
one a game can reach. Anything else is a :class:`~algunokit.errors.ConfigError`.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from algunokit.celsius.arith import parse_operator
from algunokit.celsius.cards import (
    COLD_VALUES,
    HOT_VALUES,
    OPERATORS,
    ColdCard,
    HotCard,
    OperatorCard,
    OpKind,
    celsius_deck,
    deck_counter,
)
from algunokit.celsius.events import Event
from algunokit.celsius.position import Phase, Piles, Progress, check_progress
from algunokit.celsius.rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from algunokit.errors import ConfigError
from algunokit.i18n import t

_OPTIONS = tuple(f.name for f in fields(Rules))
_OWN_OPERATOR = {card: card for card in OPERATORS}


def _cards_error() -> ConfigError:
    return ConfigError("celsius.error.setup_cards")


def _blank(game: Any, n_players: int, rng: random.Random, rules: Rules) -> None:
    """An empty table: every card in its pile in deck order, no hand dealt."""
    if type(n_players) is not int or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise ConfigError("common.error.players", game=t("celsius.name"), low=MIN_PLAYERS,
                          high=MAX_PLAYERS, n=str(n_players)[:20])
    deck = celsius_deck()
    game.n_players = n_players
    game.rules = rules
    game.rng = rng
    game.cold_pile = [c for c in deck if isinstance(c, ColdCard)]
    game.hot_pile = [c for c in deck if isinstance(c, HotCard)]
    game.op_pile = [c for c in deck if isinstance(c, OperatorCard)]
    game.cold_discard, game.hot_discard, game.op_discard = [], [], []
    game.cold = None
    game.hot = [[] for _ in range(n_players)]
    game.ops = [[] for _ in range(n_players)]
    game.finished = [None] * n_players
    game.phase = Phase.PLAY
    game.pending = [None] * n_players
    game.offered = [False] * n_players
    game.swap_queue = []
    game.last_round = [None] * n_players
    game.turn = 0
    game.log = []


def seeded(seed: Any) -> random.Random:
    """The game's generator for ``seed`` (a whole number, or ``None`` for chance)."""
    if seed is not None and type(seed) is not int:
        raise ConfigError("celsius.error.seed", value=_short(seed))
    return random.Random(seed)


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:
        text = type(value).__name__
    return text if len(text) <= 40 else text[:39] + "…"


def deal_table(game: Any, n_players: int, rng: random.Random, rules: Rules) -> None:
    """A fresh game's table: the three piles shuffled, no hand dealt yet."""
    _blank(game, n_players, rng, rules)
    for pile in (game.cold_pile, game.hot_pile, game.op_pile):
        rng.shuffle(pile)


def _hot(value: Any) -> HotCard:
    if type(value) is HotCard:
        value = value.value
    if type(value) is not int or value not in HOT_VALUES:
        raise _cards_error()
    return HotCard(value)


def _cold(value: Any) -> ColdCard:
    if type(value) is ColdCard:
        value = value.value
    if type(value) is not int or value not in COLD_VALUES:
        raise _cards_error()
    return ColdCard(value)


def _operator(card: Any) -> OperatorCard:
    """The deck's own operator card for ``card`` (a card or text like ``"x?"``)."""
    if isinstance(card, str):
        card = parse_operator(card)
    if type(card) is not OperatorCard or type(card.kind) is not OpKind or not (
            card.number is None or type(card.number) is int):
        raise _cards_error()
    own = _OWN_OPERATOR.get(card)
    if own is None:
        raise _cards_error()
    return own


def _hands(hot: Any, operators: Any) -> tuple[list[list[HotCard]], list[list[OperatorCard]]]:
    if not isinstance(hot, list | tuple) or not all(isinstance(h, list | tuple) for h in hot):
        raise ConfigError("celsius.error.setup", field="hot")
    if not isinstance(operators, list | tuple) or len(operators) != len(hot) or not all(
            isinstance(h, list | tuple) for h in operators):
        raise ConfigError("celsius.error.setup", field="operators")
    return ([sorted(_hot(v) for v in values) for values in hot],
            [[_operator(c) for c in hand] for hand in operators])


def _rules(options: dict[str, Any]) -> Rules:
    for name in options:
        if name not in _OPTIONS:
            raise ConfigError("celsius.error.unknown_option", name=str(name)[:40],
                              allowed=", ".join(_OPTIONS))
    return Rules(**options)


def set_table(game: Any, hot: Any, operators: Any, cold: Any, *, rng: random.Random,
              rules: dict[str, Any], on_top: tuple[Sequence[Any], Sequence[Any], Sequence[Any]],
              piles: Piles | None, progress: Progress | None, log: Sequence[Event]) -> None:
    """Place a hand-built position on ``game`` (see :meth:`Game.from_setup`)."""
    checked_rules = _rules(rules)
    if type(rng) is not random.Random:
        raise ConfigError("celsius.error.setup", field="rng")
    if progress is not None and type(progress) is not Progress:
        raise ConfigError("celsius.error.setup", field="progress")
    for name, cards in zip(("next_cold", "next_hot", "next_operators"), on_top, strict=True):
        if not isinstance(cards, list | tuple):
            raise ConfigError("celsius.error.setup", field=name)
    if not isinstance(log, list | tuple):
        raise ConfigError("celsius.error.setup", field="log")
    if not isinstance(hot, list | tuple):
        raise ConfigError("celsius.error.setup", field="hot")
    _blank(game, len(hot), rng, checked_rules)
    game.hot, game.ops = _hands(hot, operators)
    game.cold = _cold(cold)
    if piles is None:
        _shuffle_rest(game, on_top)
    else:
        _place_piles(game, piles, on_top)
    if not all(type(event) is Event for event in log):
        raise ConfigError("celsius.error.setup", field="log")
    game.log = list(log)
    check_progress(checked_rules, game.hot, game.ops, game.cold,
                   progress if progress is not None else Progress.fresh(game.n_players))
    if progress is not None:
        game.phase, game.turn = progress.phase, progress.turn
        game.finished, game.pending = list(progress.finished), list(progress.pending)
        game.offered, game.swap_queue = list(progress.offered), list(progress.swap_queue)
        game.last_round = list(progress.last_round)


def _shuffle_rest(game: Any, on_top: tuple[Sequence[Any], Sequence[Any], Sequence[Any]]
                  ) -> None:
    """The cards nobody holds, shuffled into their piles, with ``on_top`` drawn first."""
    next_cold, next_hot, next_operators = on_top
    placed = Counter(itertools.chain(*game.hot, *game.ops, [game.cold]))
    tops: dict[type, list[Any]] = {
        ColdCard: [_cold(v) for v in next_cold], HotCard: [_hot(v) for v in next_hot],
        OperatorCard: [_operator(c) for c in next_operators]}
    placed += Counter(itertools.chain(*tops.values()))
    if placed - deck_counter():
        raise _cards_error()
    rest = list((deck_counter() - placed).elements())
    game.rng.shuffle(rest)
    for pile, kind in ((game.cold_pile, ColdCard), (game.hot_pile, HotCard),
                       (game.op_pile, OperatorCard)):
        pile[:] = [c for c in rest if isinstance(c, kind)] + tops[kind][::-1]


def _place_piles(game: Any, piles: Piles, on_top: tuple[Sequence[Any], ...]) -> None:
    """Every pile exactly as given; with the hands and the cold card, exactly the deck."""
    if any(on_top) or type(piles) is not Piles:
        raise ConfigError("celsius.error.setup", field="piles")
    game.cold_pile = [_cold(c) for c in piles.cold]
    game.cold_discard = [_cold(c) for c in piles.cold_discard]
    game.hot_pile = [_hot(c) for c in piles.hot]
    game.hot_discard = [_hot(c) for c in piles.hot_discard]
    game.op_pile = [_operator(c) for c in piles.operators]
    game.op_discard = [_operator(c) for c in piles.operator_discard]
    if game.cards() != deck_counter():
        raise _cards_error()


__all__ = ["deal_table", "seeded", "set_table"]
