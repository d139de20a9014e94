"""The answers of Alg(un)o: what a decision is about, the options offered, and their JSON.

Four kinds of decision (:class:`DecisionKind`): the author's :class:`Build`, and,
while a player executes the alternative, which cards to discard (a tuple of
cards of the hand, in hand order, offered as :class:`Combinations`), which card
to give (one card) and which neighbour receives it (a
:class:`~algunokit.alguno.lang.Side`).

>>> option_to_data(Build(1)), option_from_data(["build", 1, None, None])
(['build', 1, None, None], Build(half=1, then=None, otherwise=None))
>>> from algunokit.cards import Card
>>> option_to_data((Card.from_code("7H"), Card.from_code("QS")))
['discard', ['7H', 'QS']]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations, pairwise
from math import comb
from typing import Any

from algunokit.alguno.lang import Side
from algunokit.cards import Card
from algunokit.errors import AlgunokitError, RuleError
from algunokit.protocol import Decision, not_an_option, player_name, same_answer


class DecisionKind(Enum):
    """What a decision is about."""

    BUILD = "build"  #: the author builds the alternative from the drawn cards
    DISCARD = "discard"  #: which cards to discard (a tuple of cards)
    GIVE = "give"  #: which card to give (one card)
    NEIGHBOUR = "neighbour"  #: which neighbour receives the card (a Side)


@dataclass(frozen=True, slots=True)
class Build:
    """The author's build: which half of the Condition card, and (level 2) which of the
    three Action cards go in ALORS (``then``) and SINON (``otherwise``)."""

    half: int
    then: int | None = None
    otherwise: int | None = None

    def __str__(self) -> str:
        if self.then is None:
            return f"half {self.half}"
        return f"half {self.half}, then card {self.then}, else card {self.otherwise}"


def _builds(action_level: int, k: int) -> tuple[Build, ...]:
    if action_level == 1:
        return (Build(0), Build(1))
    return tuple(Build(h, i, j) for h in (0, 1) for i in range(k) for j in range(k) if i != j)


#: the build options, made once per (action level, number of Action cards): a decision
#: offers these very objects, so an answer taken from them is recognised by identity
_BUILDS: dict[tuple[int, int], tuple[Build, ...]] = {}


def build_options(action_level: int, k: int) -> tuple[Build, ...]:
    """The builds allowed with ``k`` Action cards at ``action_level``.

    >>> build_options(1, 1)
    (Build(half=0, then=None, otherwise=None), Build(half=1, then=None, otherwise=None))
    >>> len(build_options(2, 3))
    12
    """
    key = (action_level, k)
    found = _BUILDS.get(key)
    if found is None:
        found = _BUILDS[key] = _builds(action_level, k)
    return found


class Combinations(Sequence[tuple[Card, ...]]):
    """Every way to pick ``n`` cards of ``hand`` (in hand order), without listing them.

    A 30-card hand discarding 10 has 30 million ways: they are counted, indexed
    and tested for membership on demand, so offering the choice costs nothing.

    >>> from algunokit.cards import Card
    >>> ways = Combinations([Card.from_code(c) for c in ("7H", "QS", "2C")], 2)
    >>> len(ways), [c.code for c in ways[2]]
    (3, ['QS', '2C'])
    """

    __slots__ = ("_given", "_listed", "hand", "n", "size")

    #: up to this many ways, indexing lists them all once (in C) instead of unranking
    LISTED = 64

    def __init__(self, hand: Sequence[Card], n: int) -> None:
        self.hand = tuple(hand)
        self.n = n
        self.size = comb(len(self.hand), n)
        self._listed: list[tuple[Card, ...]] | None = None
        #: the last way handed out by indexing: an answer that is this very tuple is one
        #: of the options, already in hand order (checked without walking the hand)
        self._given: tuple[Card, ...] | None = None

    @classmethod
    def of_hand(cls, hand: list[Card], n: int) -> Combinations:
        """``Combinations(hand, n)`` without a call to ``__init__`` (a discard asks one
        every few decisions)."""
        ways = _object_new(cls)
        ways.hand = held = tuple(hand)
        ways.n = n
        ways.size = comb(len(held), n)
        ways._listed = ways._given = None
        return ways

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        size = self.size
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError(index)
        if index == 0:  # the common case (first_option, bots): the first n cards
            given = self._given = self.hand[: self.n]
            return given
        if self.n == 1:  # one card: the ways are the cards, in hand order
            given = self._given = (self.hand[index],)
            return given
        if size <= self.LISTED:
            listed = self._listed
            if listed is None:
                listed = self._listed = list(combinations(self.hand, self.n))
            given = self._given = listed[index]
            return given
        return self._unrank(index)

    def _unrank(self, index: int) -> tuple[Card, ...]:
        # Lexicographic unranking: the same order as itertools.combinations.
        chosen: list[Card] = []
        k, position, total = self.n, 0, len(self.hand)
        while k > 0:
            starting_here = comb(total - position - 1, k - 1)
            if index < starting_here:
                chosen.append(self.hand[position])
                k -= 1
            else:
                index -= starting_here
            position += 1
        return tuple(chosen)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        return combinations(self.hand, self.n)

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, tuple) or len(item) != self.n:
            return False
        try:
            positions = [self.hand.index(card) for card in item]
        except ValueError:
            return False
        return all(a < b for a, b in pairwise(positions))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Combinations):
            return (self.hand, self.n) == (other.hand, other.n)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.hand, self.n))

    def __repr__(self) -> str:
        return f"Combinations({len(self.hand)} cards, {self.n})"


def taken_from(option: Any, options: Any) -> bool:
    """``option`` is a tuple of cards picked from a :class:`Combinations`' hand, the very
    card objects, in hand order: one of its options, already in the order they use."""
    if option.__class__ is not tuple or not isinstance(options, Combinations) \
            or len(option) != options.n:
        return False
    hand = options.hand
    position, size = 0, len(hand)
    for card in option:
        while position < size and hand[position] is not card:
            position += 1
        if position == size:
            return False
        position += 1
    return True


@dataclass(frozen=True)
class DiscardDecision(Decision):
    """A decision to discard: its options are :class:`Combinations`, perhaps millions,
    so :meth:`check` finds the answer in the hand instead of walking the options."""

    def check(self, choice: Any) -> Any:
        """The hand's own cards named by ``choice`` (a tuple or list of cards in any
        order), in hand order; anything else is a :class:`RuleError`."""
        options = self.options
        if options.__class__ is Combinations and choice is options._given \
                and choice is not None:
            return choice  # the very tuple indexing made from the hand
        if taken_from(choice, options):
            return choice
        if not isinstance(options, Combinations):
            return Decision.check(self, choice)
        if type(choice) not in (tuple, list) or not all(type(card) is Card for card in choice):
            # never walk the options: a big hand has millions of ways to discard
            raise not_an_option(choice, options[:5])  # words say « … » after four
        hand = options.hand
        names = self.__dict__.get("names")
        positions = []
        for card in choice:
            found = [i for i, held in enumerate(hand) if held is card or same_answer(held, card)]
            if not found:
                raise RuleError("alguno.error.not_your_card", card=card.short_label,
                                player=lambda lang: player_name(self.player, names, lang))
            positions.append(found[0])
        if len(set(positions)) != len(positions) or len(positions) != options.n:
            raise RuleError("alguno.error.discard_count", n=options.n)
        return tuple(hand[i] for i in sorted(positions))


def new_decision(player: int, kind: DecisionKind, options: Sequence[Any],
                 names: Sequence[str] | None = None) -> Decision:
    """``Decision(player, kind, options)`` without the frozen dataclass's ``__init__``
    (three ``object.__setattr__`` calls): the very same object, made at every decision.
    ``names`` (the game's) name the player in a discard's refusal."""
    if kind is _DISCARD:
        decision = _object_new(DiscardDecision)
        decision.__dict__.update(player=player, kind=kind, options=options, names=names)
    else:
        decision = _object_new(Decision)
        decision.__dict__.update(player=player, kind=kind, options=options)
    return decision


_object_new = object.__new__
_DISCARD = DecisionKind.DISCARD  # reading a member from an Enum class is slow in 3.11

#: the two neighbours, in the order a neighbour decision offers them
SIDES = (Side.LEFT, Side.RIGHT)

#: decisions that depend on the seat alone, made once (a decision is immutable, and a game
#: asks one every few microseconds); keyed by ints: hashing an Enum is a Python call
_BUILD_DECISIONS: dict[tuple[int, int, int], Decision] = {}
_NEIGHBOUR_DECISIONS: dict[int, Decision] = {}


def build_decision(author: int, action_level: int, k: int) -> Decision:
    """The author's build decision with ``k`` Action cards at ``action_level``, made once.

    >>> build_decision(2, 1, 1) is build_decision(2, 1, 1), build_decision(2, 1, 1).player
    (True, 2)
    """
    key = (author, action_level, k)
    decision = _BUILD_DECISIONS.get(key)
    if decision is None:
        decision = _BUILD_DECISIONS[key] = new_decision(author, DecisionKind.BUILD,
                                                        build_options(action_level, k))
    return decision


def neighbour_decision(player: int) -> Decision:
    """``player`` chooses which neighbour receives a card (left, right), made once.

    >>> neighbour_decision(0).options
    (<Side.LEFT: 'left'>, <Side.RIGHT: 'right'>)
    """
    decision = _NEIGHBOUR_DECISIONS.get(player)
    if decision is None:
        decision = _NEIGHBOUR_DECISIONS[player] = new_decision(player, DecisionKind.NEIGHBOUR,
                                                               SIDES)
    return decision


def option_to_data(option: Any) -> list[Any]:
    """The JSON form of an answer: ``["build", half, then, otherwise]``,
    ``["discard", [codes]]``, ``["give", code]`` or ``["neighbour", "left"]``."""
    if isinstance(option, Build):
        return ["build", option.half, option.then, option.otherwise]
    if isinstance(option, Side):
        return ["neighbour", option.value]
    if isinstance(option, Card):
        return ["give", option.code]
    return ["discard", [card.code for card in option]]


def option_from_data(data: Any) -> Any:
    """The answer saved by :func:`option_to_data`; ``ValueError`` if malformed.

    >>> option_from_data(["neighbour", "left"])
    <Side.LEFT: 'left'>
    """
    if not isinstance(data, list) or not data:
        raise ValueError("not an Alg(un)o answer")
    kind, rest = data[0], data[1:]
    if kind == "build" and len(rest) == 3 and all(
            x is None or type(x) is int for x in rest) and type(rest[0]) is int:
        return Build(*rest)
    if kind == "neighbour" and len(rest) == 1:
        return Side(rest[0])
    if kind == "give" and len(rest) == 1 and isinstance(rest[0], str):
        return _card(rest[0])
    if kind == "discard" and len(rest) == 1 and isinstance(rest[0], list) \
            and all(isinstance(code, str) for code in rest[0]):
        return tuple(_card(code) for code in rest[0])
    raise ValueError("not an Alg(un)o answer")


def _card(code: str) -> Card:
    try:
        return Card.from_code(code)
    except (AlgunokitError, KeyError):
        raise ValueError("not a card code") from None
