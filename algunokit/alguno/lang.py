"""The small language of Alg(un)o: conditions, actions and alternatives.

Cards only ever produce simple programs (one test or two joined by ET / OU, one
action per branch); students may write richer ones in Python (nested ifs,
several actions, ``not``), and they all live in this one language::

    Alternative(
        condition=Compare(Quantity(Suit.DIAMONDS), Op.LE, 3),
        then=(Discard(1),),
        otherwise=(Draw(2),),
    )

Everything is a small frozen dataclass, so programs compare by value, hash, and
serialise (see :mod:`algunokit.alguno.notation` for their text form).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Union

from algunokit import hooks
from algunokit.cards import Card, Colour, Suit
from algunokit.i18n import plural_form, resolve, t, tn

if TYPE_CHECKING:
    from algunokit.alguno.trace import Trace

# ---------------------------------------------------------------------------
# Quantities and tests


@dataclass(frozen=True, slots=True)
class Quantity:
    """What a test counts in a hand: every card (``of=None``), a suit or a colour.

    A joker counts in the number of cards and in its colour, never in a suit.
    """

    of: Suit | Colour | None = None

    def count(self, hand: Sequence[Card]) -> int:
        of = self.of
        if of is None:
            return len(hand)
        # map with attrgetter and list.count (members compared by identity first): the
        # whole count runs in C, no Python-level call per card.
        return list(map(_SUIT if of.__class__ is Suit else _COLOUR, hand)).count(of)

    def label(self, language: str | None = None, *, plural: bool = True) -> str:
        """'cœurs' / 'hearts', 'cartes rouges' / 'red cards', 'cartes' / 'cards'."""
        return self.words(2 if plural else 1, language)

    def words(self, n: int, language: str | None = None) -> str:
        """The words after the number ``n``: « 1 cœur », « 0 cœur », « 0 hearts ».

        >>> Quantity(Suit.HEARTS).words(0, "fr"), Quantity(Suit.HEARTS).words(0, "en")
        ('cœur', 'hearts')
        """
        one, other = _QUANTITY_KEYS[self.of]
        return t(one if plural_form(n, resolve(language)) == "one" else other, language)


_SUIT = attrgetter("suit")
_COLOUR = attrgetter("colour")

#: one literal catalogue key per thing counted (keys are never built at run time)
#: (one, other) forms: a test without a number (« nombre pair de cœurs ») needs the
#: words alone, so they are not plural sentences with {n}
_QUANTITY_KEYS: dict[Suit | Colour | None, tuple[str, str]] = {
    None: ("alguno.qty.cards.one", "alguno.qty.cards.plural"),
    Suit.HEARTS: ("alguno.qty.hearts.one", "alguno.qty.hearts.plural"),
    Suit.DIAMONDS: ("alguno.qty.diamonds.one", "alguno.qty.diamonds.plural"),
    Suit.CLUBS: ("alguno.qty.clubs.one", "alguno.qty.clubs.plural"),
    Suit.SPADES: ("alguno.qty.spades.one", "alguno.qty.spades.plural"),
    Colour.RED: ("alguno.qty.red.one", "alguno.qty.red.plural"),
    Colour.BLACK: ("alguno.qty.black.one", "alguno.qty.black.plural"),
}


class Op(Enum):
    """The five comparisons of level-2 cards. The hand is always the left operand."""

    LT = "<"
    LE = "≤"
    EQ = "="
    GT = ">"
    GE = "≥"

    @property
    def function(self) -> Callable[[int, int], bool]:
        return _OP_FUNCTIONS[self]

    @property
    def python(self) -> str:
        """The Python spelling: '<', '<=', '==', '>', '>='."""
        return {"≤": "<=", "=": "==", "≥": ">="}.get(self.value, self.value)


_OP_FUNCTIONS = {Op.LT: operator.lt, Op.LE: operator.le, Op.EQ: operator.eq,
                 Op.GT: operator.gt, Op.GE: operator.ge}
_OP_BY_SYMBOL = {op.value: function for op, function in _OP_FUNCTIONS.items()}
_OP_KEYS = {Op.LT: "alguno.op.lt", Op.LE: "alguno.op.le", Op.EQ: "alguno.op.eq",
            Op.GT: "alguno.op.gt", Op.GE: "alguno.op.ge"}


@dataclass(frozen=True, slots=True)
class Compare:
    """``quantity OP value``: for example diamonds ≤ 3."""

    quantity: Quantity
    op: Op
    value: int

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int) or self.value < 0:
            raise ValueError("a comparison needs a whole number ≥ 0")

    def test(self, hand: Sequence[Card]) -> bool:
        # Keyed by the symbol: hashing an Enum member is a Python-level call.
        return _OP_BY_SYMBOL[self.op._value_](self.quantity.count(hand), self.value)

    def label(self, language: str | None = None) -> str:
        qty = self.quantity.words(self.value, language)
        return t(_OP_KEYS[self.op], language, value=self.value, qty=qty)


@dataclass(frozen=True, slots=True)
class Parity:
    """The quantity is odd (``odd=True``, IMPAIR) or even (PAIR)."""

    quantity: Quantity
    odd: bool

    def test(self, hand: Sequence[Card]) -> bool:
        return self.quantity.count(hand) % 2 == (1 if self.odd else 0)

    def label(self, language: str | None = None) -> str:
        return t("alguno.parity.odd" if self.odd else "alguno.parity.even", language,
                 qty=self.quantity.label(language))


@dataclass(frozen=True, slots=True)
class And:
    """Both parts are true (ET, ``&&``)."""

    left: Condition
    right: Condition

    def test(self, hand: Sequence[Card]) -> bool:
        return self.left.test(hand) and self.right.test(hand)

    def label(self, language: str | None = None) -> str:
        return t("alguno.and", language, left=_inner(self.left, language),
                 right=_inner(self.right, language))


@dataclass(frozen=True, slots=True)
class Or:
    """At least one part is true (OU, ``||``)."""

    left: Condition
    right: Condition

    def test(self, hand: Sequence[Card]) -> bool:
        return self.left.test(hand) or self.right.test(hand)

    def label(self, language: str | None = None) -> str:
        return t("alguno.or", language, left=_inner(self.left, language),
                 right=_inner(self.right, language))


@dataclass(frozen=True, slots=True)
class Not:
    """The part is false (NON)."""

    operand: Condition

    def test(self, hand: Sequence[Card]) -> bool:
        return not self.operand.test(hand)

    def label(self, language: str | None = None) -> str:
        return t("alguno.not", language, operand=_inner(self.operand, language))


Test = Compare | Parity
Condition = Union[Compare, Parity, And, Or, Not]  # noqa: UP007  (recursive alias)


def _compiled(cond: Condition) -> Callable[[Sequence[Card]], bool]:
    """``cond.test`` as one closure per node, each quantity counted in C (see
    :func:`condition_test`)."""
    cls = cond.__class__
    if cls is Compare or cls is Parity:
        of = cond.quantity.of
        get = None if of is None else _SUIT if of.__class__ is Suit else _COLOUR
        if cls is Parity:
            rest = 1 if cond.odd else 0
            if get is None:
                return lambda hand: len(hand) % 2 == rest
            return lambda hand: list(map(get, hand)).count(of) % 2 == rest
        op, value = _OP_FUNCTIONS[cond.op], cond.value
        if get is None:
            return lambda hand: op(len(hand), value)
        return lambda hand: op(list(map(get, hand)).count(of), value)
    if cls is And or cls is Or:
        left, right = _compiled(cond.left), _compiled(cond.right)
        if cls is And:
            return lambda hand: left(hand) and right(hand)
        return lambda hand: left(hand) or right(hand)
    if cls is Not:
        operand = _compiled(cond.operand)
        return lambda hand: not operand(hand)
    return cond.test  # any other condition tests itself


#: compiled tests by ``id`` of the condition, the condition kept beside its test so the
#: id stays its own; emptied when full (card sets hold a few dozen conditions)
_TESTS: dict[int, tuple[Condition, Callable[[Sequence[Card]], bool]]] = {}
_TESTS_MAX = 4096


def condition_test(cond: Condition) -> Callable[[Sequence[Card]], bool]:
    """A function ``test(hand)`` that answers exactly as ``cond.test(hand)``, cheaper:
    made once per condition (the game loop tests every hand of every turn with it).

    >>> from algunokit.cards import Card
    >>> cond = And(Compare(Quantity(Suit.HEARTS), Op.GE, 1), Parity(Quantity(), odd=True))
    >>> hand = [Card.from_code("7H"), Card.from_code("QS"), Card.from_code("JR")]
    >>> condition_test(cond)(hand), cond.test(hand)
    (True, True)
    """
    entry = _TESTS.get(id(cond))
    if entry is not None and entry[0] is cond:
        return entry[1]
    test = _compiled(cond)
    if len(_TESTS) >= _TESTS_MAX:
        _TESTS.clear()
    _TESTS[id(cond)] = (cond, test)
    return test


def _inner(cond: Condition, language: str | None) -> str:
    text = cond.label(language)
    return f"({text})" if isinstance(cond, And | Or) else text


#: The largest programs the kit accepts (student Python, card-set and save files).
#: Every part of the kit (tests, traces, Python, blocks, pictures) recurses over a
#: program, so what is accepted must stay well inside Python's recursion limit;
#: no lesson program comes close (the biggest have 4 tests and 3 levels).
MAX_TESTS = 40  #: simple tests in one condition (and ``not``\ s stacked in it)
MAX_LEVELS = 30  #: alternatives inside one another (each ``elif`` is one more level)


def condition_size(cond: Condition) -> tuple[int, int]:
    """``(tests, depth)`` of a condition, computed without recursion so any size is safe."""
    tests, depth = 0, 0
    stack: list[tuple[Condition, int]] = [(cond, 1)]
    while stack:
        node, level = stack.pop()
        depth = max(depth, level)
        if isinstance(node, And | Or):
            stack += [(node.left, level + 1), (node.right, level + 1)]
        elif isinstance(node, Not):
            stack.append((node.operand, level + 1))
        else:
            tests += 1
    return tests, depth


def leaf_tests(cond: Condition) -> Iterator[Compare | Parity]:
    """Every simple test in a condition, left to right."""
    if isinstance(cond, And | Or):
        yield from leaf_tests(cond.left)
        yield from leaf_tests(cond.right)
    elif isinstance(cond, Not):
        yield from leaf_tests(cond.operand)
    else:
        yield cond


# ---------------------------------------------------------------------------
# Actions


class Side(Enum):
    """A neighbour: LEFT is the next seat (index + 1), RIGHT the previous one."""

    LEFT = "left"
    RIGHT = "right"

    def seat(self, player: int, n_players: int) -> int:
        return (player + 1) % n_players if self is _LEFT else (player - 1) % n_players

    def label(self, language: str | None = None) -> str:
        """« gauche » / « droite », 'left' / 'right'."""
        return t("alguno.side.left" if self is Side.LEFT else "alguno.side.right", language)


_LEFT = Side.LEFT  # reading a member from an Enum class is slow in Python 3.11


class Target(Enum):
    """Who receives a given card: the left or right neighbour, or one of the executing
    player's choice."""

    LEFT = "left"
    RIGHT = "right"
    CHOICE = "choice"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw ``n`` classic cards (as many as there are if the piles run out)."""

    n: int = 1

    def __post_init__(self) -> None:
        _check_count(self.n)

    def label(self, language: str | None = None) -> str:
        return tn("alguno.action.draw", self.n, language)


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``n`` cards of the executing player's choice (all of them if fewer)."""

    n: int = 1

    def __post_init__(self) -> None:
        _check_count(self.n)

    def label(self, language: str | None = None) -> str:
        return tn("alguno.action.discard", self.n, language)


@dataclass(frozen=True, slots=True)
class Give:
    """Give 1 card of the executing player's choice to a neighbour (nothing if no card)."""

    to: Target

    def label(self, language: str | None = None) -> str:
        return t(_GIVE_KEYS[self.to], language)


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap all cards with the left or right neighbour."""

    side: Side

    def label(self, language: str | None = None) -> str:
        return t("alguno.action.swap.left" if self.side is Side.LEFT
                 else "alguno.action.swap.right", language)


Action = Draw | Discard | Give | Swap

_GIVE_KEYS = {Target.LEFT: "alguno.action.give.left", Target.RIGHT: "alguno.action.give.right",
              Target.CHOICE: "alguno.action.give.choice"}

MAX_COUNT = 20


def _check_count(n: int) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_COUNT:
        raise ValueError(f"a number of cards from 1 to {MAX_COUNT} is needed")


# ---------------------------------------------------------------------------
# The alternative


@dataclass(frozen=True, slots=True)
class Alternative:
    """IF ``condition`` THEN ``then`` ELSE ``otherwise`` (SI … ALORS … SINON).

    A branch is a sequence of steps: actions or nested alternatives. Either
    branch may be empty (an ``if`` without ``else``).
    """

    condition: Condition
    then: tuple[Step, ...] = ()
    otherwise: tuple[Step, ...] = field(default=())

    def __post_init__(self) -> None:
        # Accept lists for convenience; store tuples so alternatives stay hashable.
        object.__setattr__(self, "then", tuple(self.then))
        object.__setattr__(self, "otherwise", tuple(self.otherwise))

    def branch(self, taken: bool) -> tuple[Step, ...]:
        return self.then if taken else self.otherwise

    def label(self, language: str | None = None) -> str:
        """One line for a person: 'SI … ALORS … SINON …' / 'IF … THEN … ELSE …'."""

        def steps(branch: tuple[Step, ...]) -> str:
            return t("common.separator", language).join(
                step.label(language) for step in branch) or "—"

        return t("alguno.alternative", language, condition=self.condition.label(language),
                 then=steps(self.then), otherwise=steps(self.otherwise))

    def actions(self) -> Iterator[Action]:
        """Every action anywhere in the program, in reading order."""
        for step in self.then + self.otherwise:
            if isinstance(step, Alternative):
                yield from step.actions()
            else:
                yield step

    def trace(self, hand: Sequence[Card] | None = None, **options: Any) -> Trace:
        """Run on a copy of ``hand`` (or of ``table=``) and record what happened.

        See :func:`algunokit.alguno.trace.trace` for the options.
        """
        # alguno.trace (above this module) is reached through the hooks registry, so the
        # import graph stays without a cycle; algunokit/alguno/__init__.py registers it.
        return hooks.call("alguno.trace", self, hand, **options)  # type: ignore[no-any-return]

    # The code views and pictures live in the layers above (algunokit.code, .draw): they
    # are reached through the registry the facade fills (algunokit.hooks), so this engine
    # module names no layer above it.

    def to_python(self, language: str | None = None) -> str:
        """Python source in the student vocabulary of ``language`` (see algunokit.code)."""
        return hooks.call("alternative.to_python", self, language)  # type: ignore[no-any-return]

    def to_scratch(self, language: str | None = None, trace: Trace | None = None) -> Any:
        """A picture of the Scratch 3 blocks (``.svg``; shown by Jupyter)."""
        return hooks.call("alternative.to_scratch", self, language, trace)

    def to_scratchblocks(self, language: str | None = None) -> str:
        """The program as scratchblocks text (Scratch forums / wiki syntax)."""
        return hooks.call("alternative.to_scratchblocks", self,  # type: ignore[no-any-return]
                          language)

    def to_sb3(self, path: Any, language: str | None = None, table: Any = None,
               player: int | None = None) -> Any:
        """Write a Scratch 3 project (.sb3) that runs this alternative on the green flag.

        The lists start from ``table`` seen from seat ``player`` (else a sample
        deal); the same as ``ak.to_sb3(alt, path, …)``. Returns the path written.
        """
        return hooks.call("alternative.to_sb3", self, path, language, table, player)

    def _repr_svg_(self) -> str:
        """A notebook shows the alternative as cards (``ak.show(alt)`` adds code and blocks)."""
        return hooks.call("svg.alternative", self)  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return hooks.call("alguno.format_alternative", self)  # type: ignore[no-any-return]


Step = Union[Draw, Discard, Give, Swap, Alternative]  # noqa: UP007  (recursive alias)

__all__ = [
    "MAX_LEVELS", "MAX_TESTS", "Action", "Alternative", "And", "Compare", "Condition",
    "Discard", "Draw", "Give", "Not", "Op", "Or", "Parity", "Quantity", "Side", "Step", "Swap",
    "Target", "Test", "condition_size", "condition_test", "leaf_tests",
]
