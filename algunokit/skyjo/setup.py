"""A whole Skyjo position as plain data, and the checks that make it playable.

:class:`Setup` holds everything about a game at one moment, secrets included:
every card where it lies, whose decision it is, the scores, the log, the rules and
the random generator. ``Game.from_setup(...)`` takes these as arguments (a teacher's
puzzle names only a few, a loaded save names them all) and ``game.setup()`` gives
them back, so ``Game.from_setup(**game.setup().arguments())`` is the same game.
This module is kept apart from ``game.py`` because the checks are a subject of their
own: what positions the rules can reach, so that a game built from one always plays
to its end. An impossible position is a :class:`ConfigError` naming what is wrong.

>>> from algunokit.skyjo import FaceDown as D, Game
>>> game = Game.from_setup(
...     [[[7, 1, 2, 3], [7, D(4), D(5), D(6)], [D(7), D(4), D(5), D(6)]],
...      [[D(5)] * 4] * 3],
...     draw=[9, 4], discard=[2])
>>> game.decision.player, game.decision.kind.value
(0, 'choose_pile')
>>> Game.from_setup(game.setup().grids, draw=[9, 4], discard=[2], current=5)
Traceback (most recent call last):
algunokit.errors.ConfigError: La place 5 n'existe pas : les places vont de 0 à 2 exclu.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from algunokit.errors import ConfigError
from algunokit.saving import MAX_NUMBER
from algunokit.skyjo.cards import COLUMNS, ROWS, SLOTS, FaceDown, Slot, skyjo_deck
from algunokit.skyjo.events import Event, is_event
from algunokit.skyjo.moves import Pile
from algunokit.skyjo.rules import Rules, check_cards, check_players, winners

#: A cell of a hand-built grid: a face-up value, ``FaceDown(value)`` or ``None`` (removed).
Cell = int | FaceDown | None
Grid = tuple[tuple[Cell, ...], ...]
STANDARD_DECK = tuple(sorted(skyjo_deck()))


@dataclass(frozen=True)
class Setup:
    """A whole position (see the module docstring). ``deck``, when given, is every card
    the game holds (sorted): the cards of the position must be exactly these. A
    teacher's puzzle leaves it out; ``game.setup()`` always gives it."""

    grids: tuple[Grid, ...]
    draw: tuple[int, ...]  #: top card first
    discard: tuple[int, ...]  #: bottom card first: the last one is on top
    current: int = 0  #: whose decision it is (once over: who played last)
    reveals_left: int = 0  #: 1 or 2 during the set-up: ``current`` still reveals that many
    held: int | None = None  #: the card ``current`` took this turn, if any
    held_from: Pile | None = None  #: and where it came from
    ender: int | None = None  #: who turned every card face up, if anyone
    round: int = 1
    turn: int = 0
    totals: tuple[int, ...] | None = None  #: of the finished rounds (default: zeros)
    history: tuple[tuple[int, ...], ...] | None = None  #: the finished rounds' scores
    next_starter: int | None = None  #: who starts the next round (ended the last one)
    over: bool = False  #: the game is over (by score, or stopped by the turn limit)
    log: tuple[Event, ...] = ()
    deck: tuple[int, ...] | None = None  #: every card of the game, checked when given
    rules: Rules = field(default_factory=Rules)
    rng: random.Random | None = None

    def arguments(self) -> dict[str, Any]:
        """The keyword arguments of ``Game.from_setup`` that build this position."""
        args = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "rules"}
        return {**args, **self.rules.to_dict()}


def check_setup(setup: Setup) -> Setup:
    """``setup`` with every sequence made a tuple, if the rules can reach it; else a
    :class:`ConfigError` naming the first problem found."""
    n = check_players(len(_sequence(setup.grids, "grids")))
    grids = tuple(_grid(grid, seat) for seat, grid in enumerate(setup.grids))
    draw, discard = tuple(check_cards(setup.draw, "draw")), tuple(
        check_cards(setup.discard, "discard"))
    for name in ("current", "ender", "next_starter"):
        _seat(getattr(setup, name), n, optional=name != "current")
    held = None if setup.held is None else check_cards([setup.held], "held")[0]
    for name, low in (("round", 1), ("turn", 0)):
        _number(getattr(setup, name), name, low)
    if not isinstance(setup.rng, random.Random | None):
        raise ConfigError("skyjo.error.rng")
    totals = _scores(setup.totals if setup.totals is not None else (0,) * n, "totals", n)
    history = None if setup.history is None else tuple(
        _scores(scores, "history", n) for scores in _sequence(setup.history, "history"))
    log = tuple(_sequence(setup.log, "log"))
    for index, event in enumerate(log):
        if not is_event(event, n):
            raise ConfigError("skyjo.error.event", index=index)
    checked = Setup(grids, draw, discard, setup.current, setup.reveals_left, held,
                    setup.held_from, setup.ender, setup.round, setup.turn, totals, history,
                    setup.next_starter, setup.over, log, setup.deck, setup.rules, setup.rng)
    _check_phase(checked)
    _check_cards(checked)
    return checked


def _sequence(values: Any, where: str) -> Sequence[Any]:
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise ConfigError("skyjo.error.sequence", where=where)
    return values


def _grid(grid: Any, seat: int) -> Grid:
    rows = _sequence(grid, "grids")
    if len(rows) != ROWS or not all(isinstance(row, Sequence) and len(row) == COLUMNS
                                    for row in rows):
        raise ConfigError("skyjo.error.grid_shape", seat=seat)
    for row in rows:
        for cell in row:
            value = cell.value if type(cell) is FaceDown else cell
            if value is not None:
                check_cards([value], "grids")
    for col in range(COLUMNS):
        removed = [rows[r][col] is None for r in range(ROWS)]
        if any(removed) and not all(removed):
            raise ConfigError("skyjo.error.removed", seat=seat, col=col)
    return tuple(tuple(row) for row in rows)


def _seat(seat: Any, n: int, *, optional: bool) -> None:
    if seat is None and optional:
        return
    if type(seat) is not int or not 0 <= seat < n:
        raise ConfigError("skyjo.error.seat", seat=repr(seat)[:40], n=n)


def _number(value: Any, where: str, low: int) -> int:
    if type(value) is not int or not low <= value <= MAX_NUMBER:
        raise ConfigError("skyjo.error.number", where=where, value=repr(value)[:40], low=low,
                          high=MAX_NUMBER)
    return value


def _scores(scores: Any, where: str, n: int) -> tuple[int, ...]:
    values = _sequence(scores, where)
    if len(values) != n or not all(type(v) is int and abs(v) <= MAX_NUMBER for v in values):
        raise ConfigError("skyjo.error.scores", where=where, n=n)
    return tuple(values)


def hidden_counts(grids: tuple[Grid, ...]) -> list[int]:
    """How many face-down cards each grid holds."""
    return [sum(type(cell) is FaceDown for row in grid for cell in row) for grid in grids]


def still_to_play(setup: Setup) -> list[int]:
    """The seats that still play a turn this round, ``current`` first."""
    n = len(setup.grids)
    if setup.ender is None:
        return list(range(n))
    return [(setup.current + k) % n for k in range((setup.ender - setup.current) % n)]


def last_turns_left(setup: Setup) -> int:
    """How many last turns are still to play once someone ended the round (0 if nobody
    did, or once the round is scored)."""
    if setup.ender is None or by_score(setup):
        return 0
    return (setup.ender - setup.current) % len(setup.grids)


def by_score(setup: Setup) -> bool:
    """True if the position is a game over because a total reached the end score."""
    return setup.over and max(setup.totals or (0,)) >= setup.rules.end_score


def _check_phase(setup: Setup) -> None:
    """The pending decision is one the rules can reach (see the checks' messages)."""
    if setup.reveals_left not in (0, 1, 2) or type(setup.reveals_left) is not int:
        raise ConfigError("skyjo.error.reveals", value=repr(setup.reveals_left)[:40])
    if (setup.held is None) != (setup.held_from is None) or not isinstance(
            setup.held_from, Pile | None):
        raise ConfigError("skyjo.error.held")
    if type(setup.over) is not bool:
        raise ConfigError("skyjo.error.over", end=setup.rules.end_score,
                          limit=setup.rules.max_turns)
    if setup.reveals_left:
        _check_dealing(setup)
    elif setup.over:
        _check_over(setup)
    else:
        _check_turn(setup)


def _check_dealing(setup: Setup) -> None:
    """During the set-up every player before ``current`` revealed two cards, the others
    none yet; the discard pile starts once everyone has (from the draw pile)."""
    if setup.discard or not setup.draw:
        raise ConfigError("skyjo.error.setup_piles")
    if setup.held is not None or setup.ender is not None or setup.over:
        raise ConfigError("skyjo.error.setup_phase")
    for seat, hidden in enumerate(hidden_counts(setup.grids)):
        expected = (SLOTS - 2 if seat < setup.current
                    else SLOTS - 2 + setup.reveals_left if seat == setup.current else SLOTS)
        if hidden != expected:
            raise ConfigError("skyjo.error.setup_reveals", seat=seat, hidden=expected,
                              found=hidden)


def _check_turn(setup: Setup) -> None:
    """A turn in a round: a card can be taken, the ender (if any) has every card face up,
    and whoever still plays this round has a face-down card (else they would have ended
    it), so every decision to come has options."""
    if setup.held is None and not (setup.draw or setup.discard):
        raise ConfigError("skyjo.error.no_cards")
    hidden = hidden_counts(setup.grids)
    if setup.ender is not None and (setup.ender == setup.current or hidden[setup.ender]):
        raise ConfigError("skyjo.error.ender", seat=setup.ender)
    for seat in still_to_play(setup):
        if not hidden[seat]:
            raise ConfigError("skyjo.error.still_to_play", seat=seat)


def _check_over(setup: Setup) -> None:
    """Over by score: the round was scored, every card is face up. Else stopped: the
    turn limit was reached."""
    if setup.held is not None:
        raise ConfigError("skyjo.error.held")
    if by_score(setup):
        if setup.ender is None or any(hidden_counts(setup.grids)):
            raise ConfigError("skyjo.error.over", end=setup.rules.end_score,
                              limit=setup.rules.max_turns)
    elif setup.turn < setup.rules.max_turns:
        raise ConfigError("skyjo.error.over", end=setup.rules.end_score,
                          limit=setup.rules.max_turns)


def _check_cards(setup: Setup) -> None:
    """Every card of the game is somewhere, once: the cards in play form its deck, and
    there are enough to deal the next round."""
    cards = all_cards(setup)
    n = len(setup.grids)
    if len(cards) < SLOTS * n + 1:
        raise ConfigError("skyjo.error.deck_size", n=len(cards), needed=SLOTS * n + 1)
    if setup.deck is None:
        return
    deck = check_cards(setup.deck, "deck")
    found, expected = Counter(cards), Counter(deck)
    for value in sorted(set(found) | set(expected)):
        if found[value] != expected[value]:
            raise ConfigError("skyjo.error.deck", value=value, found=found[value],
                              expected=expected[value])


def lay_out(grids: tuple[Grid, ...]) -> tuple[list[list[int | None]], list[list[int | Slot]]]:
    """Each grid's card values (``None``: removed) and what a player sees of them."""
    values: list[list[int | None]] = []
    shown: list[list[int | Slot]] = []
    for grid in grids:
        cells = [cell for row in grid for cell in row]
        values.append([cell.value if type(cell) is FaceDown else cell for cell in cells])
        shown.append([Slot.EMPTY if cell is None else Slot.HIDDEN if type(cell) is FaceDown
                      else cell for cell in cells])
    return values, shown


def grids_of(values: list[list[int | None]], shown: list[list[int | Slot]]
             ) -> tuple[Grid, ...]:
    """The grids :func:`lay_out` reads, from each grid's values and what is seen of them."""
    return tuple(tuple(tuple(
        FaceDown(v) if seen is Slot.HIDDEN else v  # type: ignore[arg-type]
        for v, seen in zip(vals[start:start + COLUMNS], sees[start:start + COLUMNS],
                           strict=True))
        for start in range(0, SLOTS, COLUMNS)) for vals, sees in zip(values, shown, strict=True))


def all_cards(setup: Setup) -> list[int]:
    """Every card of the position, wherever it lies."""
    cards = [cell.value if type(cell) is FaceDown else cell
             for grid in setup.grids for row in grid for cell in row if cell is not None]
    held = [] if setup.held is None else [setup.held]
    return cards + held + list(setup.draw) + list(setup.discard)  # type: ignore[operator]


def final_winners(setup: Setup) -> tuple[int, ...]:
    """The winners of a position that is over by score, else ``()``."""
    return winners(setup.totals) if by_score(setup) and setup.totals else ()


__all__ = ["STANDARD_DECK", "Cell", "Setup", "all_cards", "by_score", "check_setup",
           "final_winners", "grids_of", "hidden_counts", "last_turns_left", "lay_out",
           "still_to_play"]
