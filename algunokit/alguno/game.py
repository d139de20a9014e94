"""An Alg(un)o game, driven one decision at a time.

>>> from algunokit.alguno import Game, bots
>>> game = Game(n_players=4, levels=(1, 1), seed=3)
>>> d = game.decision                     # the author builds first
>>> d.kind.value, d.player == game.author, len(d.options)
('build', True, 2)
>>> game.choose(d.options[0])             # a person (widget) or a bot answers
>>> _ = game.play_out(bots("random", seed=1))
>>> game.is_over
True

A turn (docs/rules/alguno.en.md): the author draws 1 Condition card and 1 Action card
(level 1) or 3 (level 2), builds the alternative (:class:`Build`), then the
author and every other player execute it in turn, going to the RIGHT by
default; choices inside actions are the executing player's. Then the cards go
to their discard piles and the author's LEFT neighbour starts the next turn.
At the end of a turn, everyone with no classic card wins together; after
``turn_limit`` turns the game stops with no winner, or, with
``fewest_win_at_limit=True`` (the class variant), the fewest cards win together.

A hand-made position (a lesson, a test, a loaded save) is built by
:meth:`Game.from_setup`, which checks that it is a position of the game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from algunokit.alguno import save
from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.engine import (
    Choice,
    Chooser,
    Execution,
    Table,
    apply_action,
    choice_needed,
    shuffle,
)
from algunokit.alguno.events import Event, EventLog
from algunokit.alguno.lang import Alternative, Discard, Draw, Give, Side, Swap, condition_test
from algunokit.alguno.moves import (
    Build,
    DecisionKind,
    build_decision,
    build_options,
    neighbour_decision,
    new_decision,
)
from algunokit.alguno.position import Position, check_position, checked_names
from algunokit.alguno.rules import Rules, build_alternative, deck_of, fewest_cards
from algunokit.alguno.view import View
from algunokit.cards import Card, Hand
from algunokit.errors import ConfigError, RuleError
from algunokit.i18n import t
from algunokit.protocol import Decision, Strategy, play_out, player_name, podium


class Phase(Enum):
    """Where a turn is: the author builds, the players execute, or the game is over."""

    BUILD = "build"
    EXECUTE = "execute"
    OVER = "over"


class Game:
    """One game of Alg(un)o. See the module docstring for an example.

    Options (all documented in docs/rules/alguno.*.md): ``n_players`` 3–5 (2 and
    6 with ``extended_players=True``), ``levels=(condition, action)``,
    ``seed``, ``first_author`` (else drawn), ``direction`` "right" (default) or
    "left", ``deck`` "54" / "52" / "40", ``hand_size`` (5), ``turn_limit``
    (200), ``fewest_win_at_limit`` (False: the class variant, where the turn limit
    ends the game with the fewest cards winning together), ``condition_cards`` /
    ``action_cards`` (a teacher's set), ``names``.
    """

    def __init__(self, n_players: int = 4, levels: Sequence[int] = (1, 1),
                 seed: int | None = None, *, first_author: int | None = None,
                 direction: Side | str = Side.RIGHT, deck: str = "54", hand_size: int = 5,
                 turn_limit: int = 200, extended_players: bool = False,
                 condition_cards: Sequence[ConditionCard] | None = None,
                 action_cards: Sequence[ActionCard] | None = None,
                 names: Sequence[str] | None = None,
                 fewest_win_at_limit: bool = False) -> None:
        rules = Rules.make(n_players, levels, direction, deck, hand_size, turn_limit,
                           extended_players, condition_cards, action_cards,
                           fewest_win_at_limit)
        if first_author is not None and (isinstance(first_author, bool) or first_author
                                         not in range(rules.n_players)):
            raise ConfigError("alguno.error.first_author", last=rules.n_players - 1,
                              value=first_author)
        seed = random.SystemRandom().getrandbits(32) if seed is None else seed
        rng = random.Random(seed)
        deck_cards = list(deck_of(rules.deck))
        shuffle(rng, deck_cards)
        hands: list[list[Card]] = [[] for _ in range(rules.n_players)]
        for _ in range(rules.hand_size):
            for hand in hands:
                hand.append(deck_cards.pop())
        condition_draw = list(rules.conditions)
        shuffle(rng, condition_draw)
        action_draw = list(rules.actions)
        shuffle(rng, action_draw)
        author = rng.randrange(rules.n_players) if first_author is None else first_author
        self._set(Position(rules, seed, checked_names(names), hands, deck_cards,
                           [], condition_draw, [], action_draw, [], author, 0, None, (),
                           None, 0, None, (), False), rng, EventLog())
        self._log.raw.append(("start", rules.n_players, rules.levels, self.author,
                              rules.direction))
        self._start_turn()

    @classmethod
    def from_setup(cls, rules: Rules | None = None, *, hands: Sequence[Sequence[Any]],
                   seed: int = 0, **position: Any) -> Game:
        """A game in a hand-made position, checked to be one of this game.

        ``hands``: one list of cards (``Card`` or codes such as ``"7H"``) per seat;
        every other part is optional: ``draw`` / ``discard`` (default: the rest of the
        deck on the draw pile, top last), ``author`` (0), ``turn`` (1),
        ``condition_card`` / ``action_hand`` (ids or cards; default: the top of their
        piles), ``condition_draw`` / ``condition_discard`` / ``action_draw`` /
        ``action_discard``, ``build`` and ``execution`` (``(player, steps, side)``) for
        a position inside an execution, ``winners`` / ``limit_reached`` for a game
        over, ``names``, ``rng``, ``log``. A position that is not one of the game is a
        :class:`~algunokit.errors.ConfigError` naming the part that is wrong.

        >>> game = Game.from_setup(Rules.make(3), hands=[["7H"], ["QS", "2C"], ["JR"]])
        >>> game.decision.kind.value, game.author, game.turn
        ('build', 0, 1)
        """
        rules = Rules.make() if rules is None else rules
        if not isinstance(rules, Rules):
            raise ConfigError("alguno.error.setup", field="rules")
        rng = position.pop("rng", None)
        log = position.pop("log", ())
        checked = check_position(rules, seed, hands, **position)
        game = object.__new__(cls)
        game._set(checked, rng if rng is not None else random.Random(seed), EventLog(log))
        if game.phase is Phase.EXECUTE:
            game._advance()  # finds the pending choice, or runs what needs none
        return game

    def _set(self, p: Position, rng: random.Random, log: EventLog) -> None:
        """Take the state of a checked position."""
        self.rules, self.seed, self.names = p.rules, p.seed, p.names
        self._action_level = p.rules.action_level
        #: each author's execution order
        self._orders = tuple(p.rules.execution_order(a) for a in range(p.rules.n_players))
        self._log = log
        self._decision: Decision | None = None
        self.table = Table(p.hands, p.draw, p.discard, rng, log)
        self.condition_draw, self.condition_discard = p.condition_draw, p.condition_discard
        self.action_draw, self.action_discard = p.action_draw, p.action_discard
        self.author, self.turn = p.author, p.turn
        self.condition_card, self.action_hand = p.condition_card, p.action_hand
        self.build: Build | None = p.build
        self.alternative: Alternative | None = None
        self._plan: tuple[Any, Any, Any] | bool | None = None  # how the alternative runs
        self.order: tuple[int, ...] = ()
        self.executing = p.executing
        self.execution: Execution | None = None
        self._pending: Choice | None = None
        self.winners, self.limit_reached = p.winners, p.limit_reached
        if p.winners or p.limit_reached:
            self.phase = Phase.OVER
        elif p.build is None:
            self.phase = Phase.BUILD
        else:
            self.phase = Phase.EXECUTE
            self.alternative = self.alternative_for(p.build)
            self.order = self.rules.execution_order(self.author)
            player, steps, side = p.execution  # type: ignore[misc]
            self.execution = Execution(player, steps)
            self.execution.side = side

    # ------------------------------------------------------------------ reading

    @property
    def log(self) -> list[Event]:
        """Every event so far, oldest first, as :class:`~algunokit.alguno.events.Event`
        ``(kind, data)`` with plain values (made readable when read: playing only
        records them)."""
        return self._log.events()

    @property
    def rng(self) -> random.Random:
        return self.table.rng

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Every player's cards (a notebook shows a hand as a picture)."""
        return tuple(Hand(h) for h in self.table.hands)

    @property
    def n_players(self) -> int:
        return self.rules.n_players

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    @property
    def decision(self) -> Decision | None:
        """What must be decided now, by whom, and the allowed answers (None: game over)."""
        decision = self._decision
        if decision is None:  # made once per decision, kept until the answer
            phase = self.phase
            if phase is _BUILDING:
                decision = build_decision(self.author, self._action_level,
                                          len(self.action_hand))
            elif phase is _EXECUTING and self._pending is not None:
                p = self._pending
                decision = neighbour_decision(p.player) if p.kind is _NEIGHBOUR \
                    else new_decision(p.player, p.kind, p.options, self.names)
            self._decision = decision
        return decision

    @property
    def pending(self) -> Choice | None:
        """The in-action choice being waited for (with the receiving seat for a gift)."""
        return self._pending

    @property
    def executor(self) -> int | None:
        """The seat executing the alternative now (None outside executions)."""
        return self.order[self.executing] if self.phase is Phase.EXECUTE else None

    def build_options(self) -> tuple[Build, ...]:
        return build_options(self.rules.action_level, len(self.action_hand))

    def alternative_for(self, build: Build) -> Alternative:
        """The alternative this build makes from the cards drawn this turn."""
        assert self.condition_card is not None
        return build_alternative(self.condition_card, self.action_hand, build)

    def podium(self) -> list[tuple[int, int, int]]:
        """``[(rank, seat, cards left), ...]`` by number of cards; ties share a rank."""
        counts = [len(h) for h in self.table.hands]
        return [(rank, seat, counts[seat]) for rank, seat in podium(counts)]

    def name(self, seat: int, language: str | None = None) -> str:
        return player_name(seat, self.names, language)

    def log_text(self, language: str | None = None,
                 names: Sequence[str] | None = None, *, you: int | None = None) -> str:
        """The whole game so far, one event a line, in French or English; ``names``
        replace the game's names; ``you``: the seat of the person reading, whose moves
        are told to them (« Tu pioches 7♥. »)."""
        shown = tuple(names) if names else self.names
        return "\n".join(self._log.lines(shown, language, you))

    def podium_text(self, language: str | None = None) -> str:
        return "\n".join(t("alguno.podium", language, rank=r, player=self.name(s, language), n=n)
                         for r, s, n in self.podium())

    def view(self, player: int) -> View:
        """What ``player`` sees (everything is face up in Alg(un)o but the piles' order)."""
        view = _new_view(View)  # View(self, player) without a call to __init__
        _set_view_game(view, self)
        _set_view_me(view, player)
        return view

    def all_classic_cards(self) -> Counter[Card]:
        return Counter(self.table.all_cards())

    def all_condition_cards(self) -> Counter[str]:
        cards = self.condition_draw + self.condition_discard
        cards += [self.condition_card] if self.condition_card else []
        return Counter(c.id for c in cards)

    def all_action_cards(self) -> Counter[str]:
        return Counter(c.id for c in self.action_draw + self.action_discard +
                       list(self.action_hand))

    # ------------------------------------------------------------------ playing

    def choose(self, option: Any) -> None:
        """Answer the current decision; a :class:`RuleError` (state untouched) if
        ``option`` is not one of ``decision.options``."""
        decision = self._decision or self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        option = decision.check(option)  # the engine's own option, or a RuleError
        self._decision = None
        if decision.kind is _BUILD:
            self._build(option)  # and the executions up to the first choice
            return
        execution = self.execution
        assert execution is not None and self._pending is not None
        choice, self._pending = self._pending, None
        if choice.kind is _NEIGHBOUR:
            execution.side = option
            self._advance()
            return
        # Execution.answer written out (an answer every few microseconds in a tournament)
        queue = execution.queue
        apply_action(self.table, execution.player, queue[0], option, execution.side)
        execution.side = None
        del queue[0]
        if queue:
            self._advance()
        else:
            self._execute_from(self.executing + 1)

    def play_out(self, strategies: Sequence[Strategy]) -> Game:
        """Let one strategy per seat answer every decision until the game ends."""
        play_out(self, strategies)
        return self

    def finish_turn(self, chooser: Chooser) -> None:
        """Answer every in-action choice of this turn with ``chooser`` (used to look ahead)."""
        turn = self.turn
        while self._pending is not None and self.turn == turn:
            self.choose(chooser(self._pending))

    def _build(self, build: Build) -> None:
        self.build = build
        self.alternative = self.alternative_for(build)
        self._plan = None
        self._log.raw.append(("build", self.author, self.alternative))
        self.order = self._orders[self.author]
        self.executing = 0
        # Execution(order[0], ()) without its __init__ (once per turn)
        execution = self.execution = _new_execution(Execution)
        execution.player, execution.queue, execution.side = self.order[0], [], None
        execution.tracing = False
        self.phase = _EXECUTING
        self._execute_from(0)

    def _advance(self) -> None:
        """Go on after an answer (or from a set-up position): the executor finishes the
        steps left in its queue, then the next executors run the alternative."""
        execution = self.execution
        assert execution is not None
        queue = execution.queue
        if len(queue) == 1 and queue[0].__class__ in _ACTIONS:
            # One action left (a give after its neighbour was chosen): as Execution.run
            # runs it, written out.
            action, table = queue[0], self.table
            choice = choice_needed(table, execution.player, action, execution.side)
            if choice is not None:
                self._pending = choice
                return
            apply_action(table, execution.player, action, None, execution.side)
            execution.side = None
            queue.clear()
        elif queue:  # inside the program: the interpreter goes on
            choice = execution.run(self.table)
            if choice is not None:
                self._pending = choice
                return
        self._execute_from(self.executing + 1)

    def _execute_from(self, start: int) -> None:
        """The executors from ``order[start]`` on run the alternative, until one must
        choose (its choice waits for an answer) or the turn ends.

        A card's alternative is one test and one action per branch: it is run here,
        written out, exactly as :meth:`Execution.run` runs it (the same events, the same
        choices; tests/alguno/test_alguno_fast_loop.py compares the two). Any other
        program goes through :meth:`Execution.run`.
        """
        order, table = self.order, self.table
        plan = self._plan
        if plan is None:
            plan = self._plan = _plan_of(self.alternative)
        if not plan:
            alternative, execution = self.alternative, self.execution
            assert execution is not None
            for i in range(start, len(order)):
                execution.player, execution.queue, execution.side = order[i], [alternative], None
                choice = execution.run(table)
                if choice is not None:
                    self.executing, self._pending = i, choice
                    return
            self._end_turn()
            return
        test, then, otherwise = plan
        hands, events = table.hands, table.events
        for i in range(start, len(order)):
            player = order[i]
            hand = hands[player]
            value = test(hand)
            if events is not None:
                events.append(("test", player, value, tuple(hand)))
            action = then if value else otherwise
            if action.__class__ is Draw:
                drawn = table.draw(player, action.n)
                if events is not None:
                    events.append(("draw", player, drawn))
                continue
            choice = choice_needed(table, player, action, None)
            if choice is not None:
                execution = self.execution
                assert execution is not None
                execution.player, execution.queue, execution.side = player, [action], None
                self.executing, self._pending = i, choice
                return
            apply_action(table, player, action)
        self._end_turn()

    def _end_turn(self) -> None:
        assert self.condition_card is not None
        self.condition_discard.append(self.condition_card)
        self.action_discard.extend(self.action_hand)
        self.condition_card, self.action_hand = None, ()
        self.build = self.alternative = self.execution = self._plan = None
        self.order, self.executing = (), 0
        hands = self.table.hands
        self.winners = tuple(s for s, h in enumerate(hands) if not h) \
            if [] in hands else ()
        if self.winners:
            self.phase = _OVER
            self._log.raw.append(("end", self.turn, self.winners))
        elif self.turn >= self.rules.turn_limit:
            self.phase = _OVER
            self.limit_reached = True
            if self.rules.fewest_win_at_limit:
                self.winners = fewest_cards(hands)
                self._log.raw.append(("limit_win", self.turn, self.winners))
            else:
                self._log.raw.append(("limit", self.turn))
        else:
            self.author = (self.author + 1) % len(hands)  # the LEFT neighbour
            self._start_turn()

    def _draw_special(self, draw: list[Any], discard: list[Any], pile: str) -> Any:
        if not draw:
            self._log.raw.append(("reshuffle", pile, len(discard)))
            shuffle(self.rng, discard)
            draw.extend(discard)
            discard.clear()
        return draw.pop()

    def _start_turn(self) -> None:
        self.turn += 1
        self.phase = _BUILDING
        draw = self.condition_draw
        self.condition_card = draw.pop() if draw else \
            self._draw_special(draw, self.condition_discard, "condition")
        draw, discard = self.action_draw, self.action_discard
        if self._action_level == 1:  # written out: a turn starts every few decisions
            self.action_hand = (draw.pop() if draw else
                                self._draw_special(draw, discard, "action"),)
        elif len(draw) >= 3:
            self.action_hand = (draw.pop(), draw.pop(), draw.pop())
        else:
            self.action_hand = (self._draw_special(draw, discard, "action"),
                                self._draw_special(draw, discard, "action"),
                                self._draw_special(draw, discard, "action"))
        self._log.raw.append(("turn", self.turn, self.author, self.condition_card.id,
                              self.action_hand))

    # ------------------------------------------------------------------ copies and saves

    def copy(self, rng: random.Random | None = None) -> Game:
        """An independent copy without the log (bots use it to look ahead)."""
        other = object.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._log = EventLog()
        other.table = self.table.copy(rng)  # records nothing
        other.condition_draw = list(self.condition_draw)
        other.condition_discard = list(self.condition_discard)
        other.action_draw = list(self.action_draw)
        other.action_discard = list(self.action_discard)
        if self.execution is not None:
            other.execution = Execution(self.execution.player, self.execution.queue)
            other.execution.side = self.execution.side
        return other

    def to_json(self) -> str:
        """The whole game as JSON text; :meth:`from_json` continues it identically."""
        return save.to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """Load a game saved by :meth:`to_json`; a damaged save raises
        :class:`~algunokit.errors.SaveFileError` naming what is wrong."""
        return save.from_json(cls, text)


def _plan_of(alternative: Alternative | None) -> tuple[Any, Any, Any] | bool:
    """``(test, then action, otherwise action)`` for a card's alternative (one test, one
    action per branch), which the game loop runs itself; ``False`` for any other."""
    assert alternative is not None
    then, otherwise = alternative.then, alternative.otherwise
    if len(then) != 1 or len(otherwise) != 1 or then[0].__class__ not in _ACTIONS \
            or otherwise[0].__class__ not in _ACTIONS:
        return False
    return condition_test(alternative.condition), then[0], otherwise[0]


_new_view = _new_execution = object.__new__
_set_view_game = View._game.__set__  # type: ignore[attr-defined]
_set_view_me = View.me.__set__  # type: ignore[attr-defined]
# Module constants: reading a member from an Enum class is slow in Python 3.11.
_BUILDING, _EXECUTING, _OVER = Phase.BUILD, Phase.EXECUTE, Phase.OVER
_BUILD = DecisionKind.BUILD
_NEIGHBOUR = DecisionKind.NEIGHBOUR
#: the actions the game loop runs itself (any other step goes through the interpreter)
_ACTIONS = frozenset((Draw, Discard, Give, Swap))


def cards_from_codes(codes: Iterable[str]) -> list[Card]:
    """``["7H", "QS"]`` → cards (handy in lessons and tests)."""
    return [Card.from_code(c) for c in codes]

