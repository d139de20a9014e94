"""The Celsius rules engine: state, decisions, and what each answer does.

A round is played "all at once" on the table; here every active player answers
in seating order without seeing the others' chains (their :meth:`Game.view`
shows who has decided, never what), and the round is resolved once all have
answered. See ``docs/rules/celsius.en.md`` for every rule, default and option
(:class:`~algunokit.celsius.rules.Rules`).

>>> game = Game(n_players=2, seed=1)
>>> decision = game.decision
>>> decision.player, decision.kind.name
(0, 'PLAY')

A hand-built position, for a lesson or a test:

>>> puzzle = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
>>> puzzle.decision.hot_values, puzzle.decision.cold
((22, 40), 10)
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from algunokit.celsius.arith import evaluate
from algunokit.celsius.cards import HotCard, OperatorCard
from algunokit.celsius.events import Event, EventKind, describe
from algunokit.celsius.moves import (
    DecisionKind,
    Decline,
    Exchange,
    ExchangeDecision,
    Move,
    Pass,
    Play,
    PlayDecision,
    Swap,
    pair_key,
)
from algunokit.celsius.position import Phase, Piles, Progress, is_over
from algunokit.celsius.rules import (
    EXCHANGE_THRESHOLD,
    HAND_HOT,
    HAND_OPERATORS,
    Rules,
    recipient,
    round_winner,
)
from algunokit.celsius.save import game_from_json, game_to_json
from algunokit.celsius.setup import deal_table, seeded, set_table
from algunokit.celsius.view import View
from algunokit.errors import RuleError
from algunokit.protocol import Decision, podium


class Game:
    """One game of Celsius for 2 to 4 players (see the module docstring)."""

    def __init__(self, n_players: int = 4, seed: int | None = None, *, play_on: bool = False,
                 exchange: bool = True, swap: bool = True, max_rounds: int = 200) -> None:
        deal_table(self, n_players, seeded(seed), Rules(play_on, exchange, swap, max_rounds))
        for player in range(n_players):
            for _ in range(HAND_HOT):
                self._draw_hot(player)
            for _ in range(HAND_OPERATORS):
                self._draw_operator(player)
        self._start_round(self._draw(self.cold_pile, self.cold_discard))

    @classmethod
    def from_setup(cls, hot: Sequence[Sequence[int | HotCard]],
                   operators: Sequence[Sequence[OperatorCard | str]], cold: Any, *,
                   next_cold: Sequence[int] = (), next_hot: Sequence[int] = (),
                   next_operators: Sequence[OperatorCard | str] = (),
                   piles: Piles | None = None, progress: Progress | None = None,
                   log: Sequence[Event] = (), seed: int | None = 0,
                   rng: random.Random | None = None, **options: Any) -> Game:
        """A game starting from a hand-built position (lessons, puzzles, tests, saves).

        ``hot[p]`` / ``operators[p]`` are player ``p``'s cards (hot values; operators
        as cards or as text like ``"x?"``); ``cold`` the cold card in the centre;
        ``options`` the :class:`~algunokit.celsius.rules.Rules`. The rest of the deck
        is shuffled into the piles, with ``next_*`` on top, drawn first in the order
        given; or ``piles`` gives every pile exactly. ``progress`` places the game
        inside a round (default: its first answer), ``log`` is what happened before,
        ``rng`` the random generator (default: seeded with ``seed``). Every card must
        exist in the deck, and the position must be one a game can reach: else a
        :class:`~algunokit.errors.ConfigError`.
        """
        game = cls.__new__(cls)
        set_table(game, hot, operators, cold, rng=rng if rng is not None else seeded(seed),
                  rules=options, on_top=(next_cold, next_hot, next_operators), piles=piles,
                  progress=progress, log=log)
        if progress is None:
            game._start_round(game.cold)
        return game

    #: The name lesson 10 used before :meth:`from_setup`. JupyterLite keeps a student's
    #: own copy of a lesson in the browser, so ``Game.custom(...)`` in a saved lesson 10
    #: must keep working; new code writes ``from_setup``.
    custom = from_setup

    # ----------------------------------------------------------------- drawing
    def _draw(self, pile: list[Any], discard: list[Any]) -> Any:
        """The top card of ``pile``; an empty pile is refilled from its whole discard."""
        if not pile and discard:
            pile.extend(discard)
            discard.clear()
            self.rng.shuffle(pile)
        return pile.pop() if pile else None

    def _draw_hot(self, player: int) -> None:
        card = self._draw(self.hot_pile, self.hot_discard)
        if card is not None:
            bisect.insort(self.hot[player], card)

    def _draw_operator(self, player: int) -> int:
        card = self._draw(self.op_pile, self.op_discard)
        if card is None:
            return 0
        self.ops[player].append(card)
        return 1

    # --------------------------------------------------------------- questions
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def active(self) -> list[int]:
        """Seats still in the game (with hot cards left), in seating order."""
        return [p for p in range(self.n_players) if self.finished[p] is None]

    @property
    def winners(self) -> tuple[int, ...]:
        """Players who first had no hot card left (empty if stopped by the round limit)."""
        rounds = [r for r in self.finished if r is not None]
        if not rounds:
            return ()
        return tuple(p for p in range(self.n_players) if self.finished[p] == min(rounds))

    def podium(self) -> list[tuple[int, int]]:
        """``[(rank, seat), ...]``: by the round each player finished, then fewest hot cards."""
        big = self.rules.max_rounds + 1
        scores = [r if r is not None else big + len(self.hot[p])
                  for p, r in enumerate(self.finished)]
        return podium(scores)

    @property
    def decision(self) -> Decision | None:
        """The decision someone must take now, or ``None`` once the game is over."""
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.SWAP:
            return self._swap_decision(self.swap_queue[0])
        player = next(p for p in self.active if self.pending[p] is None)
        hand = self.ops[player]
        if self._may_exchange(player):
            pairs = dict.fromkeys(tuple(sorted(pair, key=pair_key))
                                  for pair in itertools.combinations(hand, 2))
            return ExchangeDecision(player, DecisionKind.EXCHANGE,
                                    (Decline(), *(Exchange(p) for p in pairs)))
        return PlayDecision(player, DecisionKind.PLAY, (Pass(),), cold=self.cold.value,
                            hot_values=tuple(c.value for c in self.hot[player]),
                            operators=tuple(hand))

    def _swap_decision(self, player: int) -> Decision:
        mine = self.ops[player][0]
        options: list[Move] = [Decline()]
        for other in self.active:
            if other != player:
                options += [Swap(other, c) for c in dict.fromkeys(self.ops[other]) if c != mine]
        return Decision(player, DecisionKind.SWAP, tuple(options))

    def _may_exchange(self, player: int) -> bool:
        return (self.rules.exchange and not self.offered[player]
                and sum(c.is_decreasing for c in self.ops[player]) >= EXCHANGE_THRESHOLD)

    def view(self, player: int) -> View:
        """What ``player`` sees (others' pending answers are hidden)."""
        return View(
            player=player, round=self.turn + 1, cold=self.cold.value,
            hot=tuple(tuple(c.value for c in hand) for hand in self.hot),
            operators=tuple(tuple(hand) for hand in self.ops),
            active=tuple(f is None for f in self.finished),
            decided=tuple(m is not None for m in self.pending),
            my_move=self.pending[player], last_round=tuple(self.last_round),
            finished=tuple(self.finished),
            piles=(len(self.cold_pile), len(self.hot_pile), len(self.op_pile)))

    # ----------------------------------------------------------------- answers
    def choose(self, option: Move) -> None:
        """Apply the current decision's answer; :class:`RuleError` (state unchanged) if illegal.

        The answer is checked first (:meth:`Decision.check`), and only the engine's own
        option it returns is used: a look-alike answer never reaches the state.
        """
        decision = self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        option = decision.check(option)
        player = decision.player
        if decision.kind is DecisionKind.EXCHANGE:
            self.offered[player] = True
            if isinstance(option, Exchange):
                self._exchange(player, option)
        elif decision.kind is DecisionKind.PLAY:
            self.pending[player] = option
            if all(self.pending[p] is not None for p in self.active):
                self._resolve()
        else:
            self.swap_queue.pop(0)
            if isinstance(option, Swap):
                self._swap(player, option)
            if not self.swap_queue:
                self._end_round()

    def _exchange(self, player: int, move: Exchange) -> None:
        for card in move.cards:
            self.ops[player].remove(card)
            self.op_discard.append(card)
        for _ in range(2):
            self._draw_operator(player)
        self._draw_hot(player)
        self._log(EventKind.EXCHANGE, player=player, cards=tuple(c.code for c in move.cards))

    def _swap(self, player: int, move: Swap) -> None:
        mine = self.ops[player][0]
        theirs = self.ops[move.opponent]
        theirs[theirs.index(move.card)] = mine
        self.ops[player][0] = move.card
        self._log(EventKind.SWAP, player=player, opponent=move.opponent, mine=(mine.code,),
                  theirs=(move.card.code,))

    def _resolve(self) -> None:
        """Everyone has answered: reveal, find the winner, move the cards."""
        plays = self._reveal()
        passed = [p for p in self.active if p not in plays]
        if plays:
            self._award(plays, passed)
        else:
            self._log(EventKind.NOBODY)
        self.last_round = list(self.pending)
        self.swap_queue = [p for p in self.active if self.rules.swap and len(self.ops[p]) == 1
                           and any(self.ops[o] for o in self.active if o != p)]
        if self.swap_queue:
            self.phase = Phase.SWAP
        else:
            self._end_round()

    def _reveal(self) -> dict[int, tuple[int, int]]:
        """Lay down every chain: ``{seat: (operators used, hot value)}`` of those who played."""
        plays: dict[int, tuple[int, int]] = {}
        for player in self.active:
            move = self.pending[player]
            if isinstance(move, Play):
                value = evaluate(self.cold.value, move.steps)
                plays[player] = (len(move.steps), value)
                self._log(EventKind.PLAY, player=player, value=value, chain=move.steps,
                          start=self.cold.value)
                for step in move.steps:
                    self.ops[player].remove(step.card)
                    self.op_discard.append(step.card)
                self.hot[player].remove(HotCard(value))
            else:
                self._log(EventKind.PASS, player=player)
        return plays

    def _award(self, plays: dict[int, tuple[int, int]], passed: list[int]) -> None:
        """The winner's hot card goes to its recipient; the other played hot cards go away."""
        winner = round_winner(plays)
        self._log(EventKind.WINNER, player=winner, ops=plays[winner][0], value=plays[winner][1])
        for seat, (_, value) in plays.items():
            if seat != winner:
                self.hot_discard.append(HotCard(value))
        hot_counts = {p: len(self.hot[p]) for p in self.active}
        taker = recipient(winner=winner, plays=plays, passed=passed, hot_counts=hot_counts)
        card = HotCard(plays[winner][1])
        if taker is None:
            self.hot_discard.append(card)
        else:
            bisect.insort(self.hot[taker], card)
            self._log(EventKind.GIVE, player=taker, value=card.value)

    def _end_round(self) -> None:
        """Draws, finished players, the round limit, then a new cold card."""
        for player in self.active:
            if isinstance(self.pending[player], Play):
                drawn = sum(self._draw_operator(player)
                            for _ in range(HAND_OPERATORS - len(self.ops[player])))
            else:
                drawn = self._draw_operator(player)
            if drawn:
                self._log(EventKind.DRAW, player=player, n=drawn)
        self.turn += 1
        for player in self.active:
            if not self.hot[player]:
                self.finished[player] = self.turn
                self._log(EventKind.FINISHED, player=player)
                if self.rules.play_on:  # they leave the table: their operators go back
                    self.op_discard.extend(self.ops[player])
                    self.ops[player].clear()
        if is_over(self.rules, self.finished, self.turn):
            left = len(self.active)
            self.phase = Phase.OVER
            self.pending = [None] * self.n_players
            if (left < self.n_players and not self.rules.play_on) or left <= 1:
                self._log(EventKind.OVER)
            else:
                self._log(EventKind.LIMIT, n=self.rules.max_rounds)
        else:
            new = self._draw(self.cold_pile, self.cold_discard)
            self.cold_discard.append(self.cold)
            self._start_round(new)

    def _start_round(self, cold: Any) -> None:
        self.cold = cold
        self.phase = Phase.PLAY
        self.pending = [None] * self.n_players
        self.offered = [False] * self.n_players
        self.swap_queue = []
        self._log(EventKind.ROUND, round=self.turn + 1, cold=cold.value)

    # ------------------------------------------------------------------- log
    def _log(self, kind: EventKind, **data: Any) -> None:
        self.log.append(Event(kind, data))

    def log_text(self, language: str | None = None) -> str:
        """The game so far, one line per event, in French or English."""
        return "\n".join(describe(event, language) for event in self.log)

    def cards(self) -> Counter[Any]:
        """Every card wherever it is (conservation: always equal to the deck)."""
        everything = Counter(self.cold_pile + self.cold_discard + self.hot_pile
                             + self.hot_discard + self.op_pile + self.op_discard)
        everything.update([self.cold] if self.cold is not None else [])
        for player in range(self.n_players):
            everything.update(self.hot[player] + self.ops[player])
        return everything

    # ---------------------------------------------------------------- saving
    def to_json(self) -> str:
        """The whole game as JSON text (load it with :meth:`from_json`)."""
        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """A game saved by :meth:`to_json`; :class:`~algunokit.errors.SaveFileError` if it
        is not one (the message names the part that is wrong)."""
        return game_from_json(cls, text)


__all__ = ["Game", "Phase"]
