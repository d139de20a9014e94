"""Executing alternatives on a table: the one interpreter everything uses.

A :class:`Table` holds the players' hands (face up, index = seat) and the
classic draw and discard piles. An :class:`Execution` runs one program for one
player, step by step. When an action needs a choice of the executing player
(which cards to discard or give, which neighbour), the execution either asks a
``chooser`` callback or stops and returns a :class:`Choice` request; the game
turns that into a decision for a person or a bot, then resumes it with the answer.

Rules applied here (docs/rules/alguno.en.md): discarding N with fewer than N cards discards
them all; giving with no card does nothing; drawing from an empty pile first
shuffles the discard pile into a new draw pile, and if there is still nothing,
draws what there is. Cards only ever move, never appear or vanish.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.events import Event, EventLog
from algunokit.alguno.lang import Alternative, Discard, Draw, Give, Side, Step, Swap, Target
from algunokit.alguno.moves import SIDES, Combinations, DecisionKind
from algunokit.cards import Card


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice the executing player must make before an action can run."""

    player: int
    kind: DecisionKind
    options: Sequence[Any]
    #: for GIVE: the seat that will receive the card
    to: int | None = None


Chooser = Callable[[Choice], Any]

_new = object.__new__
_set_player = Choice.player.__set__  # type: ignore[attr-defined]
_set_kind = Choice.kind.__set__  # type: ignore[attr-defined]
_set_options = Choice.options.__set__  # type: ignore[attr-defined]
_set_to = Choice.to.__set__  # type: ignore[attr-defined]


def new_choice(player: int, kind: DecisionKind, options: Sequence[Any],
               to: int | None = None) -> Choice:
    """``Choice(player, kind, options, to)`` without the frozen dataclass's ``__init__``
    (four ``object.__setattr__`` calls): the slots are set through their descriptors."""
    choice = _new(Choice)
    _set_player(choice, player)
    _set_kind(choice, kind)
    _set_options(choice, options)
    _set_to(choice, to)
    return choice


#: the neighbour choice of each seat, made once (a choice is immutable)
_NEIGHBOUR_CHOICES: dict[int, Choice] = {}


def neighbour_choice(player: int) -> Choice:
    """``player`` chooses which neighbour receives the card (left, right)."""
    choice = _NEIGHBOUR_CHOICES.get(player)
    if choice is None:
        choice = _NEIGHBOUR_CHOICES[player] = new_choice(player, DecisionKind.NEIGHBOUR,
                                                         SIDES)
    return choice


def shuffle(rng: random.Random, cards: list[Any]) -> None:
    """``rng.shuffle(cards)``, the very same permutation from the very same random bits,
    without a Python call per card (a deal shuffles about a hundred cards).

    Only for a plain :class:`random.Random`, whose ``shuffle`` draws each index with
    ``_randbelow_with_getrandbits``; any other generator shuffles its own way.
    """
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    # The indices i whose i + 1 have the same bit length draw that many bits: one band
    # after the other, so no bit_length call per card (j ≥ i + 1 is redrawn, as there).
    top = len(cards) - 1
    while top > 0:
        k = (top + 1).bit_length()
        bottom = (1 << (k - 1)) - 1
        for i in range(top, bottom - 1, -1):
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
        top = bottom - 1


class Table:
    """Hands and classic piles. Draw pile: the top card is the *last* one.

    ``log`` (optional) records what happens: the engine appends raw records to
    ``events`` (nothing is formatted while playing); ``table.log`` reads them as
    :data:`~algunokit.alguno.events.Event` records.
    """

    __slots__ = ("_log", "discard_pile", "draw_pile", "events", "hands", "rng")

    def __init__(self, hands: list[list[Card]], draw_pile: list[Card], discard_pile: list[Card],
                 rng: random.Random, log: EventLog | list[Event] | None = None) -> None:
        self.hands = hands
        self.draw_pile = draw_pile
        self.discard_pile = discard_pile
        self.rng = rng
        if log is not None and not isinstance(log, EventLog):
            log = EventLog(log)
        self._log = log
        self.events: list[tuple[Any, ...]] | None = None if log is None else log.raw

    @property
    def log(self) -> list[Event] | None:
        """What happened on this table, oldest first (None when nothing is recorded)."""
        return None if self._log is None else self._log.events()

    @property
    def n_players(self) -> int:
        return len(self.hands)

    def all_cards(self) -> list[Card]:
        """Every classic card on the table (for conservation checks)."""
        cards = list(self.draw_pile) + list(self.discard_pile)
        for hand in self.hands:
            cards += hand
        return cards

    def copy(self, rng: random.Random | None = None) -> Table:
        """An independent copy (no log); ``rng`` replaces the generator if given."""
        if rng is None:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        return Table([list(h) for h in self.hands], list(self.draw_pile),
                     list(self.discard_pile), rng)

    def draw(self, player: int, n: int) -> list[Card]:
        drawn: list[Card] = []
        hand = self.hands[player]
        for _ in range(n):
            if not self.draw_pile:
                if not self.discard_pile:
                    break
                self.reshuffle()
            card = self.draw_pile.pop()
            hand.append(card)
            drawn.append(card)
        return drawn

    def reshuffle(self) -> None:
        """Shuffle the whole discard pile into a new draw pile."""
        pile = self.discard_pile
        if self.events is not None:
            self.events.append(("reshuffle", "classic", len(pile)))
        shuffle(self.rng, pile)
        self.draw_pile, self.discard_pile = pile, []


def choice_needed(table: Table, player: int, action: Step, side: Side | None) -> Choice | None:
    """The choice ``action`` needs from ``player`` now, or None if it can run as is."""
    hand = table.hands[player]
    cls = action.__class__  # by class first: isinstance is a call each
    if cls is Discard or (cls is not Give and isinstance(action, Discard)):
        if len(hand) <= action.n:
            return None
        return new_choice(player, _DISCARD, Combinations.of_hand(hand, action.n))
    if cls is Give or isinstance(action, Give):
        if not hand:
            return None
        n = len(table.hands)
        if action.to is _CHOICE and side is None:
            if n == 2:
                side = _LEFT  # two players: both neighbours are the same person
            else:
                return neighbour_choice(player)
        if len(hand) == 1:
            return None
        to = _give_target(action, player, n, side)
        return new_choice(player, _GIVE, tuple(hand), to)
    return None


# Module constants: reading a member from an Enum class is slow in Python 3.11.
_DISCARD, _GIVE, _NEIGHBOUR = DecisionKind.DISCARD, DecisionKind.GIVE, DecisionKind.NEIGHBOUR
_CHOICE, _TO_LEFT, _TO_RIGHT = Target.CHOICE, Target.LEFT, Target.RIGHT
_LEFT, _RIGHT = Side.LEFT, Side.RIGHT


def _give_target(action: Give, player: int, n: int, side: Side | None) -> int:
    to = action.to
    if to is _TO_LEFT:
        return (player + 1) % n  # Side.LEFT.seat(player, n)
    if to is _TO_RIGHT:
        return (player - 1) % n  # Side.RIGHT.seat(player, n)
    return (player - 1) % n if side is _RIGHT else (player + 1) % n


def _remove(hand: list[Card], card: Card) -> None:
    """Take ``card`` out of ``hand``: by identity first (no comparisons of other cards),
    else the first equal card."""
    for i, held in enumerate(hand):
        if held is card:
            del hand[i]
            return
    hand.remove(card)


def apply_action(table: Table, player: int, action: Step, answer: Any = None,
                 side: Side | None = None) -> None:
    """Run one action for ``player`` with the answer to its choice (if it needed one)."""
    hands = table.hands
    hand = hands[player]
    log = table.events
    cls = action.__class__  # the four actions by class first: isinstance is a call each
    if cls is not Discard and cls is not Give and cls is not Draw and cls is not Swap:
        cls = next((c for c in (Draw, Discard, Give, Swap) if isinstance(action, c)), None)
    if cls is Draw:
        drawn = table.draw(player, action.n)
        if log is not None:
            log.append(("draw", player, drawn))
    elif cls is Discard:
        if answer is None:
            chosen = list(hand)
            hand.clear()
        else:
            chosen = list(answer)
            for card in chosen:  # _remove written out: by identity first, else equal
                for i, held in enumerate(hand):
                    if held is card:
                        del hand[i]
                        break
                else:
                    hand.remove(card)
        table.discard_pile.extend(chosen)
        if log is not None:
            log.append(("discard", player, chosen))
    elif cls is Give:
        if not hand:
            if log is not None:
                log.append(("nothing", player))
            return
        to = _give_target(action, player, len(hands), side)
        card = hand[0] if answer is None else answer
        _remove(hand, card)
        hands[to].append(card)
        if log is not None:
            log.append(("give", player, card, to))
    elif cls is Swap:
        n = len(hands)
        other = (player + 1) % n if action.side is _LEFT else (player - 1) % n  # side.seat
        hands[player], hands[other] = hands[other], hand
        if log is not None:
            log.append(("swap", player, other))
    else:  # pragma: no cover - the language has no other action
        raise TypeError(f"not an action: {action!r}")


END = "end"  #: queue marker closing a nested branch (only while tracing)


class Execution:
    """One player running one program; resumable after a choice.

    ``queue`` holds the steps still to run (front first); alternatives are
    expanded when reached, so conditions see the hand as it is at that moment.
    """

    __slots__ = ("player", "queue", "side", "tracing")

    def __init__(self, player: int, program: Sequence[Step], *, tracing: bool = False) -> None:
        self.player = player
        self.queue: list[Any] = list(program)
        self.side: Side | None = None  # the neighbour chosen for a pending "give choice"
        self.tracing = tracing

    def run(self, table: Table, chooser: Chooser | None = None,
            on_step: Callable[[str, Any, Any], None] | None = None) -> Choice | None:
        """Run until done (``None``) or until a choice is needed and no chooser is given.

        ``on_step(kind, step, data)`` observes tests and actions (used by traces).
        """
        queue = self.queue
        player = self.player
        while queue:
            step = queue[0]
            cls = step.__class__
            if cls is Alternative or (step is not END and isinstance(step, Alternative)):
                hand = table.hands[player]
                value = step.condition.test(hand)
                events = table.events
                if events is not None:
                    events.append(("test", player, value, tuple(hand)))
                if on_step is not None:
                    on_step("test", step, value)
                branch = step.then if value else step.otherwise
                queue[0:1] = [*branch, END] if self.tracing else branch
                continue
            if step is END:
                queue.pop(0)
                if on_step is not None:
                    on_step("end", None, None)
                continue
            # Drawing and swapping never ask anything.
            choice = None if cls is Draw or cls is Swap else \
                choice_needed(table, player, step, self.side)
            if choice is not None:
                if chooser is None:
                    return choice
                answer = chooser(choice)
                if choice.kind is _NEIGHBOUR:
                    self.side = answer
                    continue
            else:
                answer = None
            before = list(table.hands[player]) if on_step is not None else None
            apply_action(table, player, step, answer, self.side)
            self.side = None
            queue.pop(0)
            if on_step is not None:
                on_step("action", step, before)
        return None

    def answer(self, table: Table, choice: Choice, answer: Any) -> None:
        """Apply the answer to the pending ``choice`` (already checked by the caller)."""
        if choice.kind is _NEIGHBOUR:
            self.side = answer
            return
        apply_action(table, self.player, self.queue[0], answer, self.side)
        self.side = None
        self.queue.pop(0)


def first_option(choice: Choice) -> Any:
    """The simplest chooser: always the first allowed option."""
    return choice.options[0]


def execute(alternative: Alternative, table: Table, player: int,
            chooser: Chooser = first_option) -> None:
    """Run ``alternative`` for ``player`` on ``table`` at once, ``chooser`` answering choices."""
    Execution(player, (alternative,)).run(table, chooser)
