"""The GaAg game: rounds, turns, decisions and scores.

A turn: the player to move either plays a card (:class:`Play`) or picks up the
table (:class:`PickUp`), then draws back up to 5 cards while the draw pile lasts.
After a special card (Z = 1, Z = 18, a bonded 7/8, a "<>") the same player
decides whether to reverse the direction of play (:class:`Reverse`). Once the
last card is drawn, play goes on until someone picks up the table (or nobody
holds a card): the round is scored, totals carry over, and the game ends after
the round in which someone reaches the target (100 atoms). Lowest total wins.

>>> from algunokit.gaag import Game
>>> game = Game(3, seed=1)
>>> decision = game.decision
>>> game.choose(decision.options[0])
>>> game.turn
1
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from algunokit.errors import ConfigError, RuleError
from algunokit.gaag.elements import DECK, Card, atoms_of, gap_card, is_deck_card
from algunokit.gaag.events import Event, EventKind, describe
from algunokit.gaag.moves import DecisionKind, Option, PickUp, Play, Reverse
from algunokit.gaag.rules import HAND_SIZE, TARGET, Rules, check_players
from algunokit.gaag.save import game_from_json, game_to_json
from algunokit.gaag.setup import Setup, make_setup
from algunokit.gaag.table import Placement, PlacementKind, Row, check_placement, is_special
from algunokit.gaag.table import place as place_card
from algunokit.gaag.table import placements as legal_placements
from algunokit.gaag.view import View
from algunokit.i18n import resolve
from algunokit.protocol import Decision, podium

# The hot path finds per-card objects by the integer z * 5 + atoms (unique per card)
# rather than by hashing cards, which costs a Python-level call each time.
_CARD_KEYS = 19 * 5
_PICK_UP_LAST = PickUp(None)
_PICK_UP: list[PickUp] = [_PICK_UP_LAST] * _CARD_KEYS  # by z * 5 + atoms: no hashing
for _card in DECK:
    _PICK_UP[_card.z * 5 + _card.atoms] = PickUp(_card)
_GAP = gap_card()
_PLAYS: list[dict[int, Play]] = [{} for _ in range(_CARD_KEYS)]
_DIRECTION_OPTIONS = (Reverse.KEEP, Reverse.REVERSE)


class Game:
    """A game of GaAg for ``n_players`` (2 to 6), seeded by ``seed``.

    Rule options: ``target`` (the game ends after the round in which someone
    reaches it; 100, see :class:`~algunokit.gaag.rules.Rules`), ``first_player``
    (who starts round 1; drawn by the game's generator if ``None``), ``turn_limit``
    (the class variant, off by default: the game ends at the end of that turn).
    """

    def __init__(self, n_players: int = 4, seed: int | None = None, *, target: int = TARGET,
                 first_player: int | None = None, turn_limit: int | None = None) -> None:
        self.n_players = check_players(n_players)
        self.rules = Rules(target, turn_limit)
        if first_player is not None and (type(first_player) is not int
                                         or not 0 <= first_player < n_players):
            raise ConfigError("gaag.error.first_player", seat=first_player, n=n_players)
        self._rng = random.Random(seed)
        self.round = self.turn = 0
        self.totals = [0] * n_players
        self.round_scores: list[tuple[int, ...]] = []
        self.log: list[Event] = []
        self.hands: list[list[Card]] = [[] for _ in range(n_players)]
        self.piles: list[list[Card]] = [[] for _ in range(n_players)]
        self._pile_atoms = [0] * n_players  # kept up to date: views are built every turn
        self.draw: list[Card] = []
        self.table = Row()
        self.direction = 1
        self.current = 0
        self.starter = -1
        self.pending: DecisionKind | None = DecisionKind.PLAY
        self.winners: tuple[int, ...] = ()
        self._decision: Decision | None = None
        first = self._rng.randrange(n_players) if first_player is None else first_player
        self._start_round(first)

    @classmethod
    def from_setup(cls, hands: Sequence[Sequence[Card]], *, draw: Sequence[Card] | None = None,
                   table: Row | None = None, piles: Sequence[Sequence[Card]] | None = None,
                   current: int = 0, starter: int | None = None, direction: int = 1,
                   pending: DecisionKind | None = DecisionKind.PLAY, round: int = 1,
                   turn: int = 0, totals: Sequence[int] | None = None,
                   round_scores: Sequence[Sequence[int]] = (), winners: Sequence[int] = (),
                   log: Sequence[Event] = (), target: int = TARGET, seed: int | None = 0,
                   rng: random.Random | None = None, turn_limit: int | None = None) -> Game:
        """A game at a position built by hand (lessons, puzzles, tests, saved games).

        ``hands[p]``: seat ``p``'s cards; ``piles[p]``: its score pile this round
        (default empty); ``draw``: the draw pile, its top card LAST (default: every
        card placed nowhere else, shuffled by ``seed``); ``table``: the row (default
        empty). ``current`` is to answer a ``pending`` decision (``None``: the game is
        over and ``winners`` holds the lowest totals). Every card of the deck must be
        somewhere exactly once; anything impossible is a :class:`ConfigError` whose
        ``field`` names the wrong argument.

        >>> from algunokit.gaag import Game, element
        >>> game = Game.from_setup([[element(3), element(9, 4)], [element(4)]])
        >>> len(game.draw), game.decision.options[0].label("en")
        (67, 'play Li – lithium (Z = 3, no atom) to start the table (position 0)')
        """
        setup, rng = make_setup(
            hands, draw=draw, table=table, piles=piles, current=current, starter=starter,
            direction=direction, pending=pending, round=round, turn=turn, totals=totals,
            round_scores=round_scores, winners=winners, log=log, target=target, seed=seed,
            rng=rng, turn_limit=turn_limit)
        game = cls.__new__(cls)
        game._adopt(setup, rng)
        return game

    def _adopt(self, setup: Setup, rng: random.Random) -> None:
        """Take on a checked position."""
        self.n_players, self.rules, self._rng = len(setup.hands), setup.rules, rng
        self.round, self.turn = setup.round, setup.turn
        self.totals = list(setup.totals)
        self.round_scores = list(setup.round_scores)
        self.log = list(setup.log)
        self.hands = [list(hand) for hand in setup.hands]
        self.piles = [list(pile) for pile in setup.piles]
        self._pile_atoms = [atoms_of(pile) for pile in self.piles]
        self.draw, self.table = list(setup.draw), setup.table
        self.direction, self.current, self.starter = (setup.direction, setup.current,
                                                      setup.starter)
        self.pending, self.winners = setup.pending, setup.winners
        self._decision = None

    # -- the shared game protocol ------------------------------------------------------

    @property
    def target(self) -> int:
        """The total that ends the game (see :class:`~algunokit.gaag.rules.Rules`)."""
        return self.rules.target

    @property
    def is_over(self) -> bool:
        return self.pending is None

    @property
    def decision(self) -> Decision | None:
        """What the player to move must decide now (``None`` once the game is over)."""
        if self._decision is None and self.pending is not None:
            if self.pending is DecisionKind.DIRECTION:
                options: tuple[Any, ...] = _DIRECTION_OPTIONS
            else:
                options = self._play_options(self.current)
            self._decision = Decision(self.current, self.pending, options)
        return self._decision

    def choose(self, option: Option) -> None:
        """Answer the current decision; a :class:`RuleError` (state unchanged) if illegal."""
        decision = self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        try:
            option = decision.check(option)  # the engine's own object from here on
        except RuleError:
            self._explain(option, decision)
            raise
        self._decision = None
        if type(option) is Play:
            self._play(option.card, option.placement)
        elif type(option) is PickUp:
            self._pick_up(option.start)
        else:
            if option is Reverse.REVERSE:
                self.direction = -self.direction
                self.log.append(Event(EventKind.REVERSE, self.current))
            self.pending = DecisionKind.PLAY
            self._advance()

    def view(self, player: int) -> View:
        """What ``player`` may see."""
        hands = self.hands
        return View(player, self.n_players, self.round, self.turn, self.current,
                    self.direction, tuple(hands[player]), tuple(map(len, hands)),
                    self.table, len(self.draw), tuple(self._pile_atoms), tuple(self.totals))

    def podium(self) -> list[tuple[int, int]]:
        """``[(rank, seat), ...]`` by total atoms, lowest first; ties share a rank."""
        return podium(self.totals)

    def log_text(self, language: str | None = None, names: Sequence[str] | None = None) -> str:
        """The log as one sentence a line, in French or English; ``names``: the seat names
        a widget uses (third person: « Place 1 (toi) »), else first names."""
        lang = resolve(language)
        return "\n".join(describe(event, lang, names) for event in self.log)

    # -- rules -------------------------------------------------------------------------

    def _play_options(self, player: int) -> tuple[Option, ...]:
        table = self.table
        options: list[Option] = []
        # Element cards are all different; only gap cards repeat, so one of them is enough.
        hand = _distinct(self.hands[player])
        for card in hand:
            plays = _PLAYS[card.z * 5 + card.atoms]
            for placement in legal_placements(table, card):
                # Placements are shared objects that live as long as the module: their
                # id() is a cheap, stable key for the Play objects reused turn after turn.
                play = plays.get(id(placement))
                if play is None or play.placement is not placement:
                    play = plays[id(placement)] = Play(card, placement)
                options.append(play)
        if table.cards:
            if self.draw:
                pick_up = _PICK_UP
                options.extend([pick_up[card.z * 5 + card.atoms] for card in hand])
            else:
                options.append(_PICK_UP_LAST)
        return tuple(options)

    def _explain(self, option: Any, decision: Decision) -> None:
        """Raise a clearer error than "not one of the options" for a well-formed play or
        pick-up that the rules refuse (nothing is changed or built from a malformed one)."""
        if decision.kind is not DecisionKind.PLAY:
            return
        hand = self.hands[decision.player]
        if type(option) is Play and is_deck_card(option.card) and _real_placement(option):
            if option.card not in hand:
                raise RuleError("gaag.error.not_in_hand", card=option.card.label)
            check_placement(self.table, option.card, option.placement)
        elif type(option) is PickUp and (option.start is None or is_deck_card(option.start)):
            if not self.table.cards:
                raise RuleError("gaag.error.nothing_to_pick_up")
            if option.start is None:
                raise RuleError("gaag.error.start_needed")
            if not self.draw:
                raise RuleError("gaag.error.no_new_table")
            if option.start not in hand:
                raise RuleError("gaag.error.not_in_hand", card=option.start.label)

    def _play(self, card: Card, placement: Placement) -> None:
        player = self.current
        hand = self.hands[player]
        for i, held in enumerate(hand):  # by identity first: no Python-level __eq__ calls
            if held is card:
                del hand[i]
                break
        else:
            hand.remove(card)
        self.table = place_card(self.table, card, placement, check=False)
        self.log.append(Event(EventKind.PLAY, player, card, placement.kind))
        self.turn += 1
        self._refill(player)
        if self._at_limit():
            self._stop_at_limit()
        elif not self.draw and not any(self.hands):
            self.log.append(Event(EventKind.UNSCORED, -1, numbers=(len(self.table.cards),)))
            self._end_round()
        elif is_special(card, placement):
            self.pending = DecisionKind.DIRECTION
        else:
            self._advance()

    def _pick_up(self, start: Card | None) -> None:
        player = self.current
        cards = self.table.cards
        self.piles[player].extend(cards)
        atoms = atoms_of(cards)
        self._pile_atoms[player] += atoms
        self.log.append(Event(EventKind.PICK_UP, player, numbers=(len(cards), atoms)))
        self.turn += 1
        if start is None:
            self.table = Row()
            self._end_round()
            return
        self.hands[player].remove(start)
        self.table = Row((start,), (start.z,))
        self.log.append(Event(EventKind.START, player, start))
        self._refill(player)
        if self._at_limit():
            self._stop_at_limit()
        elif start.is_special:
            self.pending = DecisionKind.DIRECTION
        else:
            self._advance()

    def _refill(self, player: int) -> None:
        hand, draw = self.hands[player], self.draw
        if draw and len(hand) < HAND_SIZE:
            while draw and len(hand) < HAND_SIZE:
                hand.append(draw.pop())
            if not draw:
                self.log.append(Event(EventKind.LAST_CARD, player))

    def _advance(self) -> None:
        """The next player in the current direction who holds a card."""
        hands, n, player = self.hands, self.n_players, self.current
        player = (player + self.direction) % n
        for _ in range(n):  # only once the draw pile is empty can a hand be empty
            if hands[player]:
                break
            player = (player + self.direction) % n
        self.current = player

    def _start_round(self, starter: int) -> None:
        self.round += 1
        self.starter = self.current = starter
        self.direction = 1
        deck = list(DECK)
        self._rng.shuffle(deck)
        for hand, pile in zip(self.hands, self.piles, strict=True):
            hand.clear()
            pile.clear()
        self._pile_atoms = [0] * self.n_players
        for hand in self.hands:
            for _ in range(HAND_SIZE):
                hand.append(deck.pop())
        self.draw = deck
        self.table = Row()
        self.pending = DecisionKind.PLAY
        self.log.append(Event(EventKind.ROUND, starter, numbers=(self.round,)))

    def _at_limit(self) -> bool:
        """The class variant: is the game's last turn just played?"""
        limit = self.rules.turn_limit
        return limit is not None and self.turn >= limit

    def _stop_at_limit(self) -> None:
        """The end of the class game: the table counts for nobody, the round is scored
        (hands go to the piles) and the game ends, the lowest total winning."""
        self.log.append(Event(EventKind.LIMIT, numbers=(self.turn, len(self.table.cards))))
        self._end_round()  # the table stays where it is, as when nobody holds a card

    def _end_round(self) -> None:
        scores = []
        for player, (hand, pile) in enumerate(zip(self.hands, self.piles, strict=True)):
            pile.extend(hand)
            hand.clear()
            atoms = self._pile_atoms[player] = atoms_of(pile)
            scores.append(atoms)
            self.totals[player] += atoms
            self.log.append(Event(EventKind.SCORE, player, numbers=(atoms,
                                                                    self.totals[player])))
        self.round_scores.append(tuple(scores))
        if max(self.totals) >= self.target or self._at_limit():
            best = min(self.totals)
            self.winners = tuple(p for p, total in enumerate(self.totals) if total == best)
            self.pending = None
            self.log.append(Event(EventKind.GAME_OVER, numbers=self.winners))
        else:
            self._start_round((self.starter + 1) % self.n_players)

    # -- checks used by the tests --------------------------------------------------------

    def all_cards(self) -> list[Card]:
        """Every card wherever it lies (hands, piles, table, draw pile)."""
        cards = list(self.draw) + list(self.table.cards)
        for hand, pile in zip(self.hands, self.piles, strict=True):
            cards += hand + pile
        return cards

    # -- saving ------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole game as JSON text; :meth:`from_json` continues it identically."""
        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """A game saved by :meth:`to_json`; a :class:`SaveFileError` if it is malformed."""
        return game_from_json(cls, text)

    def __repr__(self) -> str:
        return (f"<GaAg {self.n_players} players, round {self.round}, turn {self.turn}, "
                f"table {self.table.label('en')}>")


def _real_placement(play: Play) -> bool:
    placement = play.placement
    return (type(placement) is Placement and type(placement.kind) is PlacementKind
            and type(placement.index) is int)


def _distinct(hand: list[Card]) -> list[Card]:
    """``hand`` without repeated gap cards (the only cards that can repeat)."""
    gaps = 0
    for card in hand:
        if not card.z:
            gaps += 1
    if gaps < 2:
        return hand
    first = hand.index(_GAP)
    return [card for i, card in enumerate(hand) if card.z or i == first]


__all__ = ["Game"]
