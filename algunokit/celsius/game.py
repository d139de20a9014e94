"""The Celsius rules engine: state, decisions, and what each answer does.

A round is played "all at once" on the table; here every active player answers
in seating order without seeing the others' chains (their :meth:`Game.view`
shows who has decided, never what), and the round is resolved once all have
answered. See ``docs/rules/celsius.en.md`` for every rule, default and option.

>>> game = Game(n_players=2, seed=1)
>>> decision = game.decision
>>> decision.player, decision.kind.name
(0, 'PLAY')

Rule options (keyword arguments of :class:`Game`):

* ``play_on`` (default ``False``): the game ends as soon as someone has no hot card
  left; with ``True`` the others play on for places until one player is left.
* ``exchange`` / ``swap`` (default ``True``): allow the two optional moves.
* ``max_rounds`` (default 200): a safety limit; a game reaching it stops with no
  winner and the podium as it stands.
"""

from __future__ import annotations

import bisect
import itertools
import random
from collections import Counter
from dataclasses import asdict
from enum import Enum
from typing import Any

from algunokit.celsius.arith import Step, evaluate, parse_operator
from algunokit.celsius.cards import (
    OPERATORS,
    ColdCard,
    HotCard,
    OperatorCard,
    celsius_deck,
    deck_counter,
)
from algunokit.celsius.log import LogEntry, render
from algunokit.celsius.moves import (
    DecisionKind,
    Decline,
    Exchange,
    Move,
    Pass,
    Play,
    PlayDecision,
    Swap,
)
from algunokit.celsius.rules import recipient, round_winner
from algunokit.celsius.view import CelsiusView, Rules
from algunokit.errors import ConfigError, RuleError
from algunokit.i18n import t
from algunokit.play import Decision, podium

MIN_PLAYERS, MAX_PLAYERS = 2, 4
HAND_HOT = 6
HAND_OPERATORS = 6
EXCHANGE_THRESHOLD = 4

_ORDER = {card: i for i, card in enumerate(dict.fromkeys(OPERATORS))}


class Phase(Enum):
    """Where the game stands."""

    PLAY = "play"  # players answer (exchange, then play or pass), in seating order
    SWAP = "swap"  # end of round: players left with one operator may swap it
    OVER = "over"


def pair_key(card: OperatorCard) -> int:
    """Deck order of an operator card (how :class:`Exchange` pairs are sorted)."""
    return _ORDER[card]


class Game:
    """One game of Celsius for 2 to 4 players (see the module docstring)."""

    def __init__(self, n_players: int = 4, seed: int | None = None, *, play_on: bool = False,
                 exchange: bool = True, swap: bool = True, max_rounds: int = 200) -> None:
        self._setup(n_players, seed, Rules(play_on, exchange, swap, max_rounds))
        for pile in (self.cold_pile, self.hot_pile, self.op_pile):
            self.rng.shuffle(pile)
        for player in range(n_players):
            for _ in range(HAND_HOT):
                self._draw_hot(player)
            for _ in range(HAND_OPERATORS):
                self._draw_operator(player)
        self._start_round(self._draw(self.cold_pile, self.cold_discard))

    def _setup(self, n_players: int, seed: int | None, rules: Rules) -> None:
        if not isinstance(n_players, int) or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
            raise ConfigError("common.error.players", game=t("celsius.name"), low=MIN_PLAYERS,
                              high=MAX_PLAYERS, n=n_players)
        if not isinstance(rules.max_rounds, int) or rules.max_rounds < 1:
            raise ConfigError("celsius.error.max_rounds", n=rules.max_rounds)
        deck = celsius_deck()
        self.n_players = n_players
        self.rules = rules
        self.rng = random.Random(seed)
        self.cold_pile: list[ColdCard] = [c for c in deck if isinstance(c, ColdCard)]
        self.hot_pile: list[HotCard] = [c for c in deck if isinstance(c, HotCard)]
        self.op_pile: list[OperatorCard] = [c for c in deck if isinstance(c, OperatorCard)]
        self.cold_discard: list[ColdCard] = []
        self.hot_discard: list[HotCard] = []
        self.op_discard: list[OperatorCard] = []
        self.cold: ColdCard | None = None
        self.hot: list[list[HotCard]] = [[] for _ in range(n_players)]
        self.ops: list[list[OperatorCard]] = [[] for _ in range(n_players)]
        self.finished: list[int | None] = [None] * n_players
        self.phase = Phase.PLAY
        self.pending: list[Move | None] = [None] * n_players
        self.offered = [False] * n_players
        self.swap_queue: list[int] = []
        self.last_round: list[Move | None] = [None] * n_players
        self.turn = 0
        self.log: list[LogEntry] = []

    @classmethod
    def custom(cls, hot: list[list[int]], operators: list[list[OperatorCard | str]],
               cold: int, *, next_cold: tuple[int, ...] = (), next_hot: tuple[int, ...] = (),
               next_operators: tuple[OperatorCard | str, ...] = (), seed: int | None = 0,
               **options: Any) -> Game:
        """A game starting from a hand-built position (tests, lessons, puzzles).

        ``hot[p]`` / ``operators[p]`` are player ``p``'s cards (operators as cards
        or as text like ``"x?"``); ``cold`` the cold card in the centre. The rest
        of the deck is shuffled into the piles, with ``next_*`` on top, drawn
        first in the order given. Every card must exist in the deck.
        """
        game = cls.__new__(cls)
        game._setup(len(hot), seed, Rules(**options))

        def op(card: OperatorCard | str) -> OperatorCard:
            return card if isinstance(card, OperatorCard) else parse_operator(card)

        game.hot = [sorted(HotCard(v) for v in values) for values in hot]
        game.ops = [[op(c) for c in hand] for hand in operators]
        if len(game.ops) != len(game.hot):
            raise ConfigError("celsius.error.custom")
        placed = Counter(itertools.chain(*game.hot, *game.ops, [ColdCard(cold)]))
        on_top: dict[type, list[Any]] = {
            ColdCard: [ColdCard(v) for v in next_cold], HotCard: [HotCard(v) for v in next_hot],
            OperatorCard: [op(c) for c in next_operators]}
        placed += Counter(itertools.chain(*on_top.values()))
        if placed - deck_counter():
            raise ConfigError("celsius.error.custom")
        rest = list((deck_counter() - placed).elements())
        game.rng.shuffle(rest)
        for pile, kind in ((game.cold_pile, ColdCard), (game.hot_pile, HotCard),
                           (game.op_pile, OperatorCard)):
            pile[:] = [c for c in rest if isinstance(c, kind)] + on_top[kind][::-1]
        game._start_round(ColdCard(cold))
        return game

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
            player = self.swap_queue[0]
            mine = self.ops[player][0]
            options: list[Move] = [Decline()]
            for other in self.active:
                if other != player:
                    options += [Swap(other, c) for c in dict.fromkeys(self.ops[other])
                                if c != mine]
            return Decision(player, DecisionKind.SWAP, tuple(options))
        player = next(p for p in self.active if self.pending[p] is None)
        hand = self.ops[player]
        if self._may_exchange(player):
            pairs = dict.fromkeys(tuple(sorted(pair, key=pair_key))
                                  for pair in itertools.combinations(hand, 2))
            return Decision(player, DecisionKind.EXCHANGE,
                            (Decline(), *(Exchange(p) for p in pairs)))
        return PlayDecision(player, DecisionKind.PLAY, (Pass(),), cold=self.cold.value,
                            hot_values=tuple(c.value for c in self.hot[player]),
                            operators=tuple(hand))

    def _may_exchange(self, player: int) -> bool:
        return (self.rules.exchange and not self.offered[player]
                and sum(c.is_decreasing for c in self.ops[player]) >= EXCHANGE_THRESHOLD)

    def view(self, player: int) -> CelsiusView:
        """What ``player`` sees (others' pending answers are hidden)."""
        return CelsiusView(
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
        """Apply the current decision's answer; :class:`RuleError` (state unchanged) if illegal."""
        decision = self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        if isinstance(option, Exchange) and isinstance(option.cards, tuple) \
                and len(option.cards) == 2:
            option = Exchange(tuple(sorted(option.cards, key=lambda c: _ORDER.get(c, -1))))
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
        self._log("celsius.log.exchange", player=player,
                  cards=tuple(c.code for c in move.cards))

    def _swap(self, player: int, move: Swap) -> None:
        mine = self.ops[player][0]
        theirs = self.ops[move.opponent]
        theirs[theirs.index(move.card)] = mine
        self.ops[player][0] = move.card
        self._log("celsius.log.swap", player=player, opponent=move.opponent, mine=(mine.code,),
                  theirs=(move.card.code,))

    def _resolve(self) -> None:
        """Everyone has answered: reveal, find the winner, move the cards."""
        plays: dict[int, tuple[int, int]] = {}
        for player in self.active:
            move = self.pending[player]
            if isinstance(move, Play):
                value = evaluate(self.cold.value, move.steps)
                plays[player] = (len(move.steps), value)
                self._log("celsius.log.play", player=player, chain_=move.steps,
                          start_=self.cold.value, value=value)
                for step in move.steps:
                    self.ops[player].remove(step.card)
                    self.op_discard.append(step.card)
                self.hot[player].remove(HotCard(value))
            else:
                self._log("celsius.log.pass", player=player)
        passed = [p for p in self.active if p not in plays]
        if plays:
            winner = round_winner(plays)
            self._log("celsius.log.winner", player=winner, ops=plays[winner][0],
                      value=plays[winner][1])
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
                self._log("celsius.log.give", player=taker, value=card.value)
        else:
            self._log("celsius.log.nobody")
        self.last_round = list(self.pending)
        self.swap_queue = [p for p in self.active if self.rules.swap and len(self.ops[p]) == 1
                           and any(self.ops[o] for o in self.active if o != p)]
        if self.swap_queue:
            self.phase = Phase.SWAP
        else:
            self._end_round()

    def _end_round(self) -> None:
        """Draws, finished players, the round limit, then a new cold card."""
        for player in self.active:
            if isinstance(self.pending[player], Play):
                drawn = sum(self._draw_operator(player)
                            for _ in range(HAND_OPERATORS - len(self.ops[player])))
            else:
                drawn = self._draw_operator(player)
            if drawn:
                self._log("celsius.log.draw", player=player, n=drawn)
        self.turn += 1
        for player in self.active:
            if not self.hot[player]:
                self.finished[player] = self.turn
                self._log("celsius.log.finished", player=player)
                if self.rules.play_on:  # they leave the table: their operators go back
                    self.op_discard.extend(self.ops[player])
                    self.ops[player].clear()
        left = len(self.active)
        if (left < self.n_players and not self.rules.play_on) or left <= 1:
            self._game_over("celsius.log.over")
        elif self.turn >= self.rules.max_rounds:
            self._game_over("celsius.log.limit", n=self.rules.max_rounds)
        else:
            new = self._draw(self.cold_pile, self.cold_discard)
            self.cold_discard.append(self.cold)
            self._start_round(new)

    def _game_over(self, key: str, **params: Any) -> None:
        self.phase = Phase.OVER
        self.pending = [None] * self.n_players
        self._log(key, **params)

    def _start_round(self, cold: ColdCard) -> None:
        self.cold = cold
        self.phase = Phase.PLAY
        self.pending = [None] * self.n_players
        self.offered = [False] * self.n_players
        self.swap_queue = []
        self._log("celsius.log.round", round=self.turn + 1, cold=cold.value)

    # ------------------------------------------------------------------- log
    def _log(self, key: str, *, chain_: tuple[Step, ...] = (), start_: int = 0,
             **params: Any) -> None:
        self.log.append(LogEntry(key, tuple(params.items()), chain_, start_))

    def log_text(self, language: str | None = None) -> str:
        """The game so far, one line per event, in French or English."""
        return "\n".join(render(entry, language) for entry in self.log)

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
        from algunokit.celsius.persist import dump

        return dump(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """A game saved by :meth:`to_json`; :class:`SaveFileError` if malformed."""
        from algunokit.celsius.persist import load

        return load(cls, text)

    def rules_dict(self) -> dict[str, Any]:
        return asdict(self.rules)


__all__ = ["EXCHANGE_THRESHOLD", "CelsiusView", "Game", "Phase", "Rules", "pair_key"]
