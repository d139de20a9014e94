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

A turn (DECISIONS.md): the author draws 1 Condition card and 1 Action card
(level 1) or 3 (level 2), builds the alternative (:class:`Build`), then the
author and every other player execute it in turn, going to the RIGHT by
default; choices inside actions are the executing player's. Then the cards go
to their discard piles and the author's LEFT neighbour starts the next turn.
At the end of a turn, everyone with no classic card wins together; after
``turn_limit`` turns the game stops with no winner.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.engine import (
    Choice,
    Chooser,
    Combinations,
    DecisionKind,
    Execution,
    Table,
    shuffle,
)
from algunokit.alguno.events import Event, EventLog, player_name
from algunokit.alguno.lang import Alternative, Side
from algunokit.alguno.notation import step_from_data, step_to_data
from algunokit.alguno.rules import Rules, deck_of
from algunokit.cards import Card, Hand, classic_deck
from algunokit.errors import AlgunokitError, ConfigError, RuleError, SaveFileError
from algunokit.i18n import t
from algunokit.play import Decision, Strategy, play_out, podium
from algunokit.saving import envelope, read_save, restore_rng, rng_state


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


def build_alternative(condition: ConditionCard, actions: Sequence[ActionCard],
                      build: Build) -> Alternative:
    """The alternative a build makes: the chosen half; level 1: the Action card as
    printed (top in ALORS, bottom in SINON); level 2: the cards placed by the author."""
    if build.then is None:
        then, otherwise = actions[0].actions
    else:
        then = actions[build.then].actions[0]
        otherwise = actions[build.otherwise].actions[0]  # type: ignore[index]
    return Alternative(condition.halves[build.half], (then,), (otherwise,))


def _builds(action_level: int, k: int) -> tuple[Build, ...]:
    if action_level == 1:
        return (Build(0), Build(1))
    return tuple(Build(h, i, j) for h in (0, 1) for i in range(k) for j in range(k) if i != j)


#: the build options, made once per (action level, number of Action cards): a decision
#: offers these very objects, so an answer taken from them is recognised by identity
_BUILDS: dict[tuple[int, int], tuple[tuple[Build, ...], frozenset[int]]] = {}


def build_options(action_level: int, k: int) -> tuple[tuple[Build, ...], frozenset[int]]:
    """The builds allowed with ``k`` Action cards at ``action_level``, and their ids."""
    key = (action_level, k)
    found = _BUILDS.get(key)
    if found is None:
        builds = _builds(action_level, k)
        found = _BUILDS[key] = (builds, frozenset(map(id, builds)))
    return found


class Phase(Enum):
    BUILD = "build"
    EXECUTE = "execute"
    OVER = "over"


class Game:
    """One game of Alg(un)o. See the module docstring for an example.

    Options (all documented in docs/rules/alguno.*.md): ``n_players`` 3–5 (2 and
    6 with ``extended_players=True``), ``levels=(condition, action)``,
    ``seed``, ``first_author`` (else drawn), ``direction`` "right" (default) or
    "left", ``deck`` "54" / "52" / "40", ``hand_size`` (5), ``turn_limit``
    (200), ``condition_cards`` / ``action_cards`` (a teacher's set), ``names``.
    """

    def __init__(self, n_players: int = 4, levels: Sequence[int] = (1, 1),
                 seed: int | None = None, *, first_author: int | None = None,
                 direction: Side | str = Side.RIGHT, deck: str = "54", hand_size: int = 5,
                 turn_limit: int = 200, extended_players: bool = False,
                 condition_cards: Sequence[ConditionCard] | None = None,
                 action_cards: Sequence[ActionCard] | None = None,
                 names: Sequence[str] | None = None) -> None:
        rules = Rules.make(n_players, levels, direction, deck, hand_size, turn_limit,
                           extended_players, condition_cards, action_cards)
        if first_author is not None and (isinstance(first_author, bool) or first_author
                                         not in range(rules.n_players)):
            raise ConfigError("alguno.error.first_author", last=rules.n_players - 1,
                              value=first_author)
        self.rules = rules
        self.seed = random.SystemRandom().getrandbits(32) if seed is None else seed
        self.names: tuple[str, ...] | None = tuple(names) if names else None
        rng = random.Random(self.seed)
        self._log = EventLog()
        self._decision: Decision | None = None
        deck_cards = list(deck_of(rules.deck))
        shuffle(rng, deck_cards)
        hands: list[list[Card]] = [[] for _ in range(rules.n_players)]
        for _ in range(rules.hand_size):
            for hand in hands:
                hand.append(deck_cards.pop())
        self.table = Table(hands, deck_cards, [], rng, self._log)
        self.condition_draw = list(rules.conditions)
        shuffle(rng, self.condition_draw)
        self.condition_discard: list[ConditionCard] = []
        self.action_draw = list(rules.actions)
        shuffle(rng, self.action_draw)
        self.action_discard: list[ActionCard] = []
        self.author = rng.randrange(rules.n_players) if first_author is None else first_author
        self.turn = 0
        self.phase = Phase.BUILD
        self.condition_card: ConditionCard | None = None
        self.action_hand: tuple[ActionCard, ...] = ()
        self.build: Build | None = None
        self.alternative: Alternative | None = None
        self.order: tuple[int, ...] = ()
        self.executing = 0  # index in ``order`` of the player executing now
        self.execution: Execution | None = None
        self._pending: Choice | None = None
        self.winners: tuple[int, ...] = ()
        self.limit_reached = False
        self._log.raw.append(("start", rules.n_players, rules.levels, self.author,
                               rules.direction))
        self._start_turn()

    # ------------------------------------------------------------------ reading

    @property
    def log(self) -> list[Event]:
        """Every event so far, oldest first, as ``(kind, params)`` with plain values
        (made readable when read: playing only records them)."""
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
        return self.phase is Phase.OVER

    @property
    def decision(self) -> Decision | None:
        """What must be decided now, by whom, and the allowed answers (None: game over)."""
        decision = self._decision
        if decision is None:  # made once per decision, kept until the answer
            if self.phase is Phase.BUILD:
                decision = _new_decision(self.author, DecisionKind.BUILD, self.build_options())
            elif self.phase is Phase.EXECUTE and self._pending is not None:
                p = self._pending
                decision = _new_decision(p.player, p.kind, p.options)
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
        return build_options(self.rules.action_level, len(self.action_hand))[0]

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
                 names: Sequence[str] | None = None) -> str:
        """The whole game so far, one event a line, in French or English; ``names``
        replace the game's names (a widget's third-person « Place 1 (toi) »)."""
        shown = tuple(names) if names else self.names
        return "\n".join(self._log.lines(shown, language))

    def podium_text(self, language: str | None = None) -> str:
        return "\n".join(t("alguno.podium", language, rank=r, player=self.name(s, language), n=n)
                         for r, s, n in self.podium())

    def view(self, player: int) -> View:
        """What ``player`` sees (everything is face up in Alg(un)o but the piles' order)."""
        return View(self, player)

    def all_classic_cards(self) -> Counter[Card]:
        return Counter(self.table.all_cards())

    def all_condition_cards(self) -> Counter[str]:
        cards = self.condition_draw + self.condition_discard
        cards += [self.condition_card] if self.condition_card else []
        return Counter(c.id for c in cards)

    def all_action_cards(self) -> Counter[str]:
        return Counter(c.id for c in self.action_draw + self.action_discard +
                       list(self.action_hand))

    # ------------------------------------------------------------------ moving

    def choose(self, option: Any) -> None:
        """Answer the current decision. A wrong answer raises :class:`RuleError` and
        changes nothing."""
        decision = self._decision or self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        kind = decision.kind
        # Fast paths: an answer that is one of the offered objects needs no comparing.
        if kind is _BUILD:
            if id(option) not in build_options(self.rules.action_level,
                                               len(self.action_hand))[1]:
                decision.check(option)
            self._decision = None
            self._build(option)
        else:
            if kind is _DISCARD:
                if not _taken_from(option, decision.options):
                    option = self._normalise_discard(option, decision)
                    decision.check(option)
            elif kind is not _GIVE or not _is_one_of(option, decision.options):
                decision.check(option)
            assert self.execution is not None and self._pending is not None
            choice, self._pending = self._pending, None
            self._decision = None
            self.execution.answer(self.table, choice, option)
        self._advance()

    def play_out(self, strategies: Sequence[Strategy]) -> Game:
        """Let one strategy per seat answer every decision until the game ends."""
        play_out(self, strategies)
        return self

    def finish_turn(self, chooser: Chooser) -> None:
        """Answer every in-action choice of this turn with ``chooser`` (used to look ahead)."""
        turn = self.turn
        while self._pending is not None and self.turn == turn:
            self.choose(chooser(self._pending))

    def _normalise_discard(self, option: Any, decision: Decision) -> Any:
        # A person may pick the cards in any order: use the hand's order, as the options do.
        try:
            chosen = list(option)
        except TypeError:
            return option
        hand = self.table.hands[decision.player]
        if not all(isinstance(c, Card) for c in chosen):
            return option
        for card in chosen:
            if card not in hand:
                raise RuleError("alguno.error.not_your_card",
                                player=lambda lang: self.name(decision.player, lang),
                                card=card.short)
        if len(set(chosen)) != len(chosen) or len(chosen) != len(decision.options[0]):
            raise RuleError("alguno.error.discard_count", n=len(decision.options[0]))
        return tuple(sorted(chosen, key=hand.index))

    def _build(self, build: Build) -> None:
        self.build = build
        self.alternative = self.alternative_for(build)
        self._log.raw.append(("build", self.author, self.alternative))
        self.order = self.rules.execution_order(self.author)
        self.executing = 0
        self.execution = Execution(self.order[0], (self.alternative,))
        self.phase = Phase.EXECUTE

    def _advance(self) -> None:
        table = self.table
        while self.phase is _EXECUTE:
            execution = self.execution
            assert execution is not None and self.alternative is not None
            choice = execution.run(table)
            if choice is not None:
                self._pending = choice
                return
            self.executing += 1
            if self.executing < len(self.order):
                # The next player runs the same alternative: reuse the finished execution.
                execution.player = self.order[self.executing]
                execution.queue = [self.alternative]
                execution.side = None
            else:
                self._end_turn()

    def _end_turn(self) -> None:
        assert self.condition_card is not None
        self.condition_discard.append(self.condition_card)
        self.action_discard.extend(self.action_hand)
        self.condition_card, self.action_hand = None, ()
        self.build = self.alternative = self.execution = None
        self.order, self.executing = (), 0
        hands = self.table.hands
        self.winners = tuple(s for s, h in enumerate(hands) if not h) \
            if [] in hands else ()
        if self.winners:
            self.phase = Phase.OVER
            self._log.raw.append(("end", self.turn, self.winners))
        elif self.turn >= self.rules.turn_limit:
            self.phase = Phase.OVER
            self.limit_reached = True
            self._log.raw.append(("limit", self.turn))
        else:
            self.author = Side.LEFT.seat(self.author, self.n_players)
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
        self.phase = Phase.BUILD
        self.condition_card = self._draw_special(self.condition_draw, self.condition_discard,
                                                 "condition")
        draw, discard = self.action_draw, self.action_discard
        if self.rules.action_level == 1:
            self.action_hand = (self._draw_special(draw, discard, "action"),)
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
        ex = self.execution
        body = {
            "rules": self.rules.to_data(), "seed": self.seed, "names": self.names,
            "rng": rng_state(self.rng),
            "hands": [[c.code for c in h] for h in self.table.hands],
            "draw": [c.code for c in self.table.draw_pile],
            "discard": [c.code for c in self.table.discard_pile],
            "condition_draw": [c.id for c in self.condition_draw],
            "condition_discard": [c.id for c in self.condition_discard],
            "action_draw": [c.id for c in self.action_draw],
            "action_discard": [c.id for c in self.action_discard],
            "author": self.author, "turn": self.turn, "phase": self.phase.value,
            "condition_card": self.condition_card.id if self.condition_card else None,
            "action_hand": [c.id for c in self.action_hand],
            "build": [self.build.half, self.build.then, self.build.otherwise]
            if self.build else None,
            "executing": self.executing,
            "execution": None if ex is None else {
                "player": ex.player, "queue": [step_to_data(s) for s in ex.queue],
                "side": ex.side.value if ex.side else None},
            "winners": list(self.winners), "limit_reached": self.limit_reached,
            "log": [list(e) for e in self.log],
        }
        return json.dumps(envelope("alguno", body), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """Load a game saved by :meth:`to_json`; a damaged save raises :class:`SaveFileError`."""
        data = read_save(text, "alguno")
        try:
            return cls._from_data(data)
        except SaveFileError:
            raise
        except (AlgunokitError, KeyError, TypeError, ValueError, IndexError,
                AttributeError) as exc:
            raise SaveFileError("common.error.save_game", game="Alg(un)o",
                                detail=f"{type(exc).__name__}: {exc}") from None

    @classmethod
    def _from_data(cls, data: dict[str, Any]) -> Game:
        rules = Rules.from_data(data["rules"])
        conditions = {c.id: c for c in rules.conditions}
        actions = {a.id: a for a in rules.actions}
        game = object.__new__(cls)
        game.rules = rules
        game.seed = data["seed"]
        game.names = tuple(data["names"]) if data["names"] else None
        game._log = EventLog([(str(kind), dict(params)) for kind, params in data["log"]])
        game._decision = None

        def cards(codes: list[str]) -> list[Card]:
            return [Card.from_code(c) for c in codes]

        game.table = Table([cards(h) for h in data["hands"]], cards(data["draw"]),
                           cards(data["discard"]), restore_rng(data["rng"]), game._log)
        game.condition_draw = [conditions[i] for i in data["condition_draw"]]
        game.condition_discard = [conditions[i] for i in data["condition_discard"]]
        game.action_draw = [actions[i] for i in data["action_draw"]]
        game.action_discard = [actions[i] for i in data["action_discard"]]
        game.author = int(data["author"])
        game.turn = int(data["turn"])
        game.phase = Phase(data["phase"])
        game.condition_card = conditions[data["condition_card"]] \
            if data["condition_card"] else None
        game.action_hand = tuple(actions[i] for i in data["action_hand"])
        game.build = Build(*data["build"]) if data["build"] else None
        game.alternative = game.alternative_for(game.build) if game.build else None
        game.order = rules.execution_order(game.author) if game.build else ()
        game.executing = int(data["executing"])
        game.execution = None
        game._pending = None
        if data["execution"] is not None:
            ex = data["execution"]
            game.execution = Execution(int(ex["player"]),
                                       [step_from_data(s) for s in ex["queue"]])
            game.execution.side = Side(ex["side"]) if ex["side"] else None
        game.winners = tuple(data["winners"])
        game.limit_reached = bool(data["limit_reached"])
        if len(game.table.hands) != rules.n_players or \
                game.all_classic_cards() != Counter(classic_deck(rules.deck)):
            raise SaveFileError("common.error.save_game", game="Alg(un)o",
                                detail="cards do not add up to the deck")
        if game.phase is Phase.EXECUTE:
            game._advance()  # finds the same pending choice; changes nothing
        return game


class View:
    """What a player may look at to decide: every hand (they are face up), the cards
    of this turn, sizes of the piles. Strategies get one of these.

    A view is made at every decision, and most bots read little of it: each
    field is read from the game when first asked for (take a fresh view for
    each decision, as :func:`~algunokit.play.play_out` does).
    """

    __slots__ = ("__dict__", "_game", "me")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.me = player

    def __getattr__(self, name: str) -> Any:
        # Only called for a field not read yet: read it once, keep it.
        reader = _VIEW_FIELDS.get(name)
        if reader is None:
            raise AttributeError(name)
        value = reader(self._game)
        self.__dict__[name] = value
        return value

    @property
    def my_hand(self) -> tuple[Card, ...]:
        return self.hands[self.me]

    def neighbour(self, side: Side | str) -> int:
        """The seat of my LEFT (next) or RIGHT (previous) neighbour."""
        return Side(side).seat(self.me, self.n_players)

    def alternative_for(self, build: Build) -> Alternative:
        return self._game.alternative_for(build)

    def imagine(self, build: Build, seed: int = 0,
                chooser: Chooser | None = None) -> tuple[tuple[Card, ...], ...]:
        """The hands after this turn if the author chose ``build``.

        The unknown order of the draw pile is replaced by a shuffle from ``seed``
        (no peeking), and every in-action choice is made by ``chooser``
        (default: the first option).
        """
        from algunokit.alguno.engine import first_option

        game = self._game.copy(random.Random(seed))
        shuffle(game.rng, game.table.draw_pile)
        game.choose(build)
        game.finish_turn(chooser or first_option)
        return game.hands


def _new_decision(player: int, kind: DecisionKind, options: Sequence[Any]) -> Decision:
    """``Decision(player, kind, options)`` without the frozen dataclass's ``__init__``
    (three ``object.__setattr__`` calls): the very same object, made at every decision."""
    decision = _object_new(Decision)
    decision.__dict__.update(player=player, kind=kind, options=options)
    return decision


_object_new = object.__new__
_BUILD, _DISCARD, _GIVE = DecisionKind.BUILD, DecisionKind.DISCARD, DecisionKind.GIVE
_EXECUTE = Phase.EXECUTE


def _is_one_of(option: Any, options: Sequence[Any]) -> bool:
    """``option`` is one of the very objects offered (no equality test needed)."""
    return any(o is option for o in options)


def _taken_from(option: Any, options: Any) -> bool:
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


#: the fields of a :class:`View`, each read from the game when first asked for
_VIEW_FIELDS: dict[str, Callable[[Game], Any]] = {
    "n_players": lambda game: game.n_players,
    "hands": lambda game: game.hands,
    "author": lambda game: game.author,
    "turn": lambda game: game.turn,
    "direction": lambda game: game.rules.direction,
    "levels": lambda game: game.rules.levels,
    "condition_card": lambda game: game.condition_card,
    "action_cards": lambda game: game.action_hand,
    "alternative": lambda game: game.alternative,
    "pending": lambda game: game.pending,
    "draw_pile_size": lambda game: len(game.table.draw_pile),
}


def cards_from_codes(codes: Iterable[str]) -> list[Card]:
    """``["7H", "QS"]`` → cards (handy in lessons and tests)."""
    return [Card.from_code(c) for c in codes]
