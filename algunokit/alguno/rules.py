"""The options of an Alg(un)o game, checked once when the game is set up.

Defaults follow docs/rules/alguno.en.md: 3 to 5 players (2 and 6 with
``extended_players=True``), the 54-card deck, 5 cards each, execution going to
the RIGHT (anticlockwise, as printed) — ``direction=Side.LEFT`` plays like
sheet a — and a limit of 200 turns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from algunokit.alguno.card_files import card_set_data, parse_card_set
from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.alguno.lang import Alternative, Side
from algunokit.alguno.moves import Build
from algunokit.cards import DECK_VARIANTS, Card, classic_deck
from algunokit.errors import ConfigError

RECOMMENDED_LEVELS = ((1, 1), (1, 2), (2, 2), (3, 2))
#: the longest game the kit plays: a limit a class never needs, so every game ends
#: (the message « alguno.error.turn_limit » says this number)
MAX_TURN_LIMIT = 1000


_DECKS: dict[str, tuple[Card, ...]] = {}
_ORDERS: dict[tuple[int, bool, int], tuple[int, ...]] = {}


def fewest_cards(hands: Sequence[Sequence[Any]]) -> tuple[int, ...]:
    """The seats holding the fewest cards: the winners of the class variant when the
    turn limit is reached (docs/rules/alguno.en.md), ties sharing the win.

    >>> fewest_cards([["7H", "2C"], ["QS"], ["JR"]])
    (1, 2)
    """
    least = min(len(hand) for hand in hands)
    return tuple(seat for seat, hand in enumerate(hands) if len(hand) == least)


def deck_of(variant: str) -> tuple[Card, ...]:
    """The classic deck of ``variant`` in its fixed order, made once (cards are
    immutable, so every game may deal from the same objects)."""
    deck = _DECKS.get(variant)
    if deck is None:
        deck = _DECKS[variant] = classic_deck(variant)
    return deck


@dataclass(frozen=True)
class Rules:
    """Everything that makes one Alg(un)o game differ from another (but the seed).

    Make one with :meth:`make`, which checks the options and fills in the cards:

    >>> rules = Rules.make(4, (3, 2))
    >>> rules.n_players, rules.actions_per_turn, len(rules.conditions) > 0
    (4, 3, True)
    """

    #: players at the table: 3 to 5, or 2 to 6 with ``extended_players``
    n_players: int = 4
    #: (Condition level 1-3, Action level 1-2)
    levels: tuple[int, int] = (1, 1)
    #: where execution goes after the author: to the RIGHT, as printed on sheet b
    direction: Side = Side.RIGHT
    #: the classic deck: "54" (with two jokers), "52" or "40"
    deck: str = "54"
    #: classic cards dealt to each player
    hand_size: int = 5
    #: the game stops after this many turns (at most MAX_TURN_LIMIT), with no winner…
    turn_limit: int = 200
    #: …or, in the class variant (docs/rules/alguno.en.md), with the fewest cards winning together
    fewest_win_at_limit: bool = False
    #: allow 2 and 6 players
    extended_players: bool = False
    #: the Condition cards of the game (the built-in set of the level, or a teacher's)
    conditions: tuple[ConditionCard, ...] = field(default=(), repr=False)
    #: the Action cards of the game (the built-in set of the level, or a teacher's)
    actions: tuple[ActionCard, ...] = field(default=(), repr=False)

    @classmethod
    def make(cls, n_players: int = 4, levels: Sequence[int] = (1, 1),
             direction: Side | str = Side.RIGHT, deck: str = "54", hand_size: int = 5,
             turn_limit: int = 200, extended_players: bool = False,
             condition_cards_: Sequence[ConditionCard] | None = None,
             action_cards_: Sequence[ActionCard] | None = None,
             fewest_win_at_limit: bool = False) -> Rules:
        """Check the options and fill in the built-in card sets for the levels."""
        low, high = (2, 6) if extended_players else (3, 5)
        if isinstance(n_players, bool) or not isinstance(n_players, int) \
                or not low <= n_players <= high:
            raise ConfigError("alguno.error.players_option", n=n_players)
        try:
            c_level, a_level = (int(x) for x in levels)
        except (TypeError, ValueError):
            raise ConfigError("alguno.error.levels", c=levels, a="?") from None
        if c_level not in (1, 2, 3) or a_level not in (1, 2):
            raise ConfigError("alguno.error.levels", c=c_level, a=a_level)
        if isinstance(direction, str):
            try:
                direction = Side(direction.lower())
            except ValueError:
                raise ConfigError("alguno.error.direction", value=direction) from None
        if deck not in DECK_VARIANTS:
            classic_deck(deck)  # raises the catalogue's message
        if isinstance(turn_limit, bool) or not isinstance(turn_limit, int) \
                or not 1 <= turn_limit <= MAX_TURN_LIMIT:
            raise ConfigError("alguno.error.turn_limit", value=turn_limit)
        if not isinstance(fewest_win_at_limit, bool):
            raise ConfigError("alguno.error.fewest_win", value=fewest_win_at_limit)
        size = len(deck_of(deck))
        if not isinstance(hand_size, int) or hand_size < 1 or hand_size * n_players > size:
            raise ConfigError("alguno.error.hand_size", hand=hand_size, players=n_players,
                              deck=size)
        conditions = tuple(condition_cards_) if condition_cards_ else condition_cards(c_level)
        actions = tuple(action_cards_) if action_cards_ else action_cards(a_level)
        if action_cards_:
            a_level = actions[0].level
        if not conditions:
            raise ConfigError("alguno.error.empty_deck_set", kind="Condition")
        if len(actions) < (1 if a_level == 1 else 3):
            raise ConfigError("alguno.error.empty_deck_set", kind="Action")
        return cls(n_players, (c_level, a_level), direction, deck, hand_size, turn_limit,
                   fewest_win_at_limit, extended_players, conditions, actions)

    @property
    def action_level(self) -> int:
        return self.actions[0].level

    @property
    def actions_per_turn(self) -> int:
        """1 Action card at level 1, 3 at level 2."""
        return 1 if self.action_level == 1 else 3

    def execution_order(self, author: int) -> tuple[int, ...]:
        """The author first, then each other player going in ``direction``."""
        left = self.direction is Side.LEFT
        key = (self.n_players, left, author)
        order = _ORDERS.get(key)
        if order is None:
            step = 1 if left else -1
            order = _ORDERS[key] = tuple((author + step * i) % self.n_players
                                         for i in range(self.n_players))
        return order

    def to_data(self) -> dict[str, Any]:
        data = {
            "n_players": self.n_players, "levels": list(self.levels),
            "direction": self.direction.value, "deck": self.deck, "hand_size": self.hand_size,
            "turn_limit": self.turn_limit, "extended_players": self.extended_players,
            "cards": card_set_data(self.conditions, self.actions),
        }
        if self.fewest_win_at_limit:  # written only when set: earlier saves stay byte-equal
            data["fewest_win_at_limit"] = True
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Rules:
        """The rules :meth:`to_data` wrote (any error: the kit's ConfigError or
        DeckFileError, or a ``KeyError`` / ``TypeError`` for a malformed dict)."""
        cards = parse_card_set(data["cards"], "<save>")
        return cls.make(data["n_players"], tuple(data["levels"]), data["direction"],
                        data["deck"], data["hand_size"], data["turn_limit"],
                        data["extended_players"], cards.conditions, cards.actions,
                        data.get("fewest_win_at_limit", False))

def build_alternative(condition: ConditionCard, actions: Sequence[ActionCard],
                      build: Build) -> Alternative:
    """The alternative a build makes: the chosen half; level 1: the Action card as
    printed (top in ALORS, bottom in SINON); level 2: the cards placed by the author.

    >>> from algunokit.alguno.decks import action_cards, condition_cards
    >>> alt = build_alternative(condition_cards(1)[0], action_cards(1)[:1], Build(0))
    >>> len(alt.then), len(alt.otherwise)
    (1, 1)
    """
    if build.then is None:
        then, otherwise = actions[0].actions
    else:
        then = actions[build.then].actions[0]
        otherwise = actions[build.otherwise].actions[0]  # type: ignore[index]
    # Alternative(half, (then,), (otherwise,)) without its __init__ and __post_init__
    # (tuples already): the slots are set through their descriptors, once per turn.
    alternative = _new(Alternative)
    _set_condition(alternative, condition.halves[build.half])
    _set_then(alternative, (then,))
    _set_otherwise(alternative, (otherwise,))
    return alternative


_new = object.__new__
_set_condition = Alternative.condition.__set__  # type: ignore[attr-defined]
_set_then = Alternative.then.__set__  # type: ignore[attr-defined]
_set_otherwise = Alternative.otherwise.__set__  # type: ignore[attr-defined]
