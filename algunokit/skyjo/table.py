"""The cards on a Skyjo table and how each move changes them.

:class:`GameState` holds the state of a game (every card, whose turn, the scores, the
log) and applies the moves the rules allow: dealing, the set-up reveals, taking a
card, placing it, removing a column, ending a turn and a round. It checks nothing:
:class:`~algunokit.skyjo.game.Game`, built on it, offers the decisions, checks
every answer and builds tables from whole positions; it is the class to use.
The two are apart so that each file reads as one concept (and stays short).
"""

from __future__ import annotations

import random
from typing import Any

from algunokit.protocol import Decision
from algunokit.skyjo.cards import COLUMNS, SLOTS, Slot
from algunokit.skyjo.events import Event, EventKind
from algunokit.skyjo.moves import DecisionKind, Exchange, Pile
from algunokit.skyjo.rules import Rules, first_starter, round_scores, winners

HIDDEN = Slot.HIDDEN
EMPTY = Slot.EMPTY
# enum members as module constants: reading DecisionKind.X costs an attribute lookup each time
SETUP, PILE, PLACE_DISCARD, PLACE_DRAWN = (
    DecisionKind.SETUP_REVEAL, DecisionKind.CHOOSE_PILE, DecisionKind.PLACE_DISCARD,
    DecisionKind.PLACE_DRAWN)
DRAW, DISCARD = Pile.DRAW, Pile.DISCARD
(_ROUND_STARTED, _REVEALED, _DISCARD_STARTED, _STARTS, _TOOK, _EXCHANGED, _DISCARDED,
 _COLUMN_REMOVED, _RESHUFFLED, _ROUND_ENDING, _ROUND_SCORED, _GAME_OVER,
 _GAME_STOPPED) = EventKind


class GameState:
    """The state of a Skyjo game and its moves (see the module docstring)."""

    def _blank(self, n_players: int, rules: Rules, rng: random.Random) -> None:
        self._n = n_players
        self._rules = rules
        self._rng = rng
        self._values: list[list[int | None]] = [[None] * SLOTS for _ in range(n_players)]
        self._shown: list[list[int | Slot]] = [[EMPTY] * SLOTS for _ in range(n_players)]
        self._hidden = [0] * n_players
        self._draw: list[int] = []  # top card last
        self._discard: list[int] = []  # top card last
        self._held: int | None = None
        self._held_from: Pile | None = None
        self._phase: DecisionKind | None = None  # None once the game is over
        self._player = 0
        self._setup_left = 0
        self._round = 0
        self._turn = 0
        self._ender: int | None = None
        self._left = 0  # last turns still to play once someone ended
        self._next_starter: int | None = None
        self._totals: tuple[int, ...] = (0,) * n_players
        self._history: tuple[tuple[int, ...], ...] = ()
        self._stopped = False
        self._winners: tuple[int, ...] = ()
        # What happened, oldest first, as plain records ``(EventKind, *data)``: far
        # cheaper than building an event at every move. :attr:`log` turns them into
        # :class:`Event` objects when someone reads it (kept in ``_events``).
        self._log: list[tuple[Any, ...]] = []
        self._events: list[Event] = []
        self._decision: Decision | None = None
        self._grids: tuple[tuple[int | Slot, ...], ...] | None = None  # the views' grids
        self._deck: tuple[int, ...] = ()  # every card of the game, sorted

    def _deal(self, cards: list[int]) -> None:
        """Deal ``cards`` (top first): 12 per player, the rest is the draw pile."""
        n = self._n
        self._values = [cards[SLOTS * p:SLOTS * (p + 1)] for p in range(n)]
        self._shown = [[HIDDEN] * SLOTS for _ in range(n)]
        self._hidden = [SLOTS] * n
        self._grids = None
        self._draw = cards[SLOTS * n:][::-1]
        self._discard = []
        self._held = self._held_from = self._ender = None
        self._left = 0
        self._round += 1
        self._log.append((_ROUND_STARTED, self._round))
        self._phase, self._player, self._setup_left = SETUP, 0, 2

    # -- applying -------------------------------------------------------------------

    def _setup_reveal(self, slot: int) -> None:
        p = self._player
        value = self._values[p][slot]
        self._shown[p][slot] = value  # type: ignore[assignment]
        self._grids = None
        self._hidden[p] -= 1
        self._log.append((_REVEALED, p, slot // COLUMNS, slot % COLUMNS, value, False))
        self._setup_left -= 1
        if self._setup_left:
            return
        if p + 1 < self._n:
            self._player, self._setup_left = p + 1, 2
            return
        top = self._draw.pop()
        self._discard.append(top)
        self._log.append((_DISCARD_STARTED, top))
        if self._next_starter is None:
            sums = [sum(c for c in shown if type(c) is int) for shown in self._shown]
            starter, by_sum = first_starter(sums), True
        else:
            starter, by_sum = self._next_starter, False
        self._log.append((_STARTS, starter, by_sum))
        self._player = starter
        self._begin_turn()

    def _take(self, pile: Pile) -> None:
        if pile is DISCARD:
            card = self._discard.pop()
            self._phase = PLACE_DISCARD
        else:
            if not self._draw:
                self._reshuffle()
            card = self._draw.pop()
            self._phase = PLACE_DRAWN
        self._held, self._held_from = card, pile
        self._log.append((_TOOK, self._player, pile is DISCARD, card))

    def _reshuffle(self) -> None:
        """All the discard pile but its top card becomes the new draw pile."""
        top = self._discard.pop()
        cards, self._discard = self._discard, [top]
        self._rng.shuffle(cards)
        self._draw = cards
        self._log.append((_RESHUFFLED, len(cards)))

    def _place(self, option: Any) -> None:
        p, card = self._player, self._held
        values, shown, log = self._values[p], self._shown[p], self._log
        row, col = option.row, option.col
        slot = row * COLUMNS + col
        old = values[slot]
        self._grids = None
        if shown[slot] is HIDDEN:
            self._hidden[p] -= 1
        if type(option) is Exchange:
            values[slot] = shown[slot] = card
            self._discard.append(old)  # type: ignore[arg-type]
            log.append((_EXCHANGED, p, row, col, card, old))
        else:
            self._discard.append(card)  # type: ignore[arg-type]
            shown[slot] = old  # type: ignore[assignment]
            log.append((_DISCARDED, p, card))
            log.append((_REVEALED, p, row, col, old, False))
        self._held = self._held_from = None
        top, middle, bottom = shown[col], shown[col + COLUMNS], shown[col + 2 * COLUMNS]
        if top == middle == bottom and type(top) is int:
            self._remove_column(p, col)
        self._end_turn()

    def _remove_column(self, p: int, col: int) -> None:
        values, shown = self._values[p], self._shown[p]
        value = values[col]
        for slot in (col, col + COLUMNS, col + 2 * COLUMNS):
            self._discard.append(values[slot])  # type: ignore[arg-type]
            values[slot], shown[slot] = None, EMPTY
        self._log.append((_COLUMN_REMOVED, p, col, value))

    def _end_turn(self) -> None:
        self._turn += 1
        p = self._player
        if self._ender is None:
            if not self._hidden[p]:
                self._ender, self._left = p, self._n - 1
                self._log.append((_ROUND_ENDING, p))
        else:
            self._left -= 1
            if not self._left:
                self._finish_round()
                return
        self._player = (p + 1) % self._n
        self._begin_turn()

    def _begin_turn(self) -> None:
        if self._turn >= self._rules.max_turns:
            self._phase, self._stopped = None, True
            self._log.append((_GAME_STOPPED, self._turn))
        else:
            self._phase = PILE

    def _finish_round(self) -> None:
        """Reveal every face-down card, remove columns, score, then deal again or stop."""
        self._grids = None
        for p in range(self._n):
            values, shown = self._values[p], self._shown[p]
            for slot in range(SLOTS):
                if shown[slot] is HIDDEN:
                    shown[slot] = values[slot]  # type: ignore[assignment]
                    self._log.append((_REVEALED, p, slot // COLUMNS, slot % COLUMNS,
                                      values[slot], True))
            self._hidden[p] = 0
            for col in range(COLUMNS):
                top = shown[col]
                if type(top) is int and top == shown[col + COLUMNS] == shown[col + 2 * COLUMNS]:
                    self._remove_column(p, col)
        ender = self._ender
        assert ender is not None
        points = tuple(sum(v for v in values if v is not None) for values in self._values)
        scores = round_scores(points, ender, self._rules.double_non_positive)
        self._totals = tuple(total + score for total, score in
                             zip(self._totals, scores, strict=True))
        self._history += (scores,)
        totals = self._totals
        self._log.append((_ROUND_SCORED, self._round, ender, points, scores, totals))
        self._next_starter = ender
        if max(totals) >= self._rules.end_score:
            self._phase, self._winners = None, winners(totals)
            self._log.append((_GAME_OVER, self._winners, totals))
            return
        cards = self.all_cards()
        self._rng.shuffle(cards)
        self._deal(cards)

    def all_cards(self) -> list[int]:
        """Every card of the game, wherever it is (grids, held, draw and discard piles)."""
        cards = [v for values in self._values for v in values if v is not None]
        if self._held is not None:
            cards.append(self._held)
        return cards + self._draw + self._discard



__all__ = ["DISCARD", "DRAW", "EMPTY", "HIDDEN", "PILE", "PLACE_DISCARD", "PLACE_DRAWN",
           "SETUP", "GameState"]
