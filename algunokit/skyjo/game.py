"""The Skyjo game: state, the decision to take now, and applying an answer.

One :class:`Game` plays a whole game of rounds, one decision at a time (see
:mod:`algunokit.protocol`)::

    >>> from algunokit.skyjo import Game
    >>> game = Game(n_players=3, seed=42)
    >>> game.decision.kind
    <DecisionKind.SETUP_REVEAL: 'setup_reveal'>
    >>> game.choose(game.decision.options[0])   # player 0 reveals a first card

A round: deal 12 face-down cards each; each player, in seating order, reveals
two (two decisions); the top of the draw pile starts the discard pile; the
starter plays (first round: highest sum of the revealed cards, tie to the first
in seating order; later rounds: who ended the previous one). A turn is two
decisions: :class:`Pile` (where the card comes from), then where it goes
(:class:`Exchange`, or :class:`DiscardAndReveal` for a drawn card). Play passes
to the left (seat + 1). Every chance comes from the game's own generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from algunokit.errors import ConfigError, RuleError
from algunokit.protocol import Decision, podium
from algunokit.skyjo import save
from algunokit.skyjo.cards import COLUMNS, SLOTS, FaceDown, skyjo_deck
from algunokit.skyjo.events import Event, describe, event_of
from algunokit.skyjo.moves import DISCARD_REVEALS, EXCHANGES, REVEALS, Pile
from algunokit.skyjo.rules import (
    END_SCORE,
    MAX_PLAYERS,
    MAX_TURNS,
    Rules,
    check_cards,
    check_players,
    check_seed,
    make_rules,
)
from algunokit.skyjo.setup import (
    Setup,
    all_cards,
    by_score,
    check_setup,
    final_winners,
    grids_of,
    hidden_counts,
    last_turns_left,
    lay_out,
)
from algunokit.skyjo.table import (
    DISCARD,
    DRAW,
    HIDDEN,
    PILE,
    PLACE_DISCARD,
    PLACE_DRAWN,
    SETUP,
    GameState,
)
from algunokit.skyjo.view import View

_new_view = tuple.__new__
_PILES = {(True, True): (DRAW, DISCARD), (True, False): (DRAW,),
          (False, True): (DISCARD,), (False, False): ()}
# A decision is an immutable value, so the few possible pile decisions are built once:
# (seat, a card can be drawn, a card can be taken from the discard) -> Decision.
_PILE_DECISIONS = {(p, *piles): Decision(p, PILE, options)
                   for p in range(MAX_PLAYERS) for piles, options in _PILES.items()}


class Game(GameState):
    """A game of Skyjo for 2 to 8 players.

    ``seed`` seeds the game's only random generator. Rule options (see
    :class:`~algunokit.skyjo.rules.Rules`): ``double_non_positive`` (the ender
    doubles whatever the sign), ``end_score`` (default 100) and ``max_turns``
    (safety limit, default 10,000: the game then stops with no winner).
    ``first_deal`` deals the first round from these cards in this order (top
    first, 12 per player in seating order, row by row, then the draw pile)
    instead of shuffling, for tests and puzzles. A position in the middle of a
    game is built with :meth:`from_setup`.
    """

    def __init__(self, n_players: int = 4, seed: int | None = None, *,
                 double_non_positive: bool = False, end_score: int = END_SCORE,
                 max_turns: int = MAX_TURNS, first_deal: Sequence[int] | None = None) -> None:
        rules = Rules(double_non_positive, end_score, max_turns)
        self._blank(check_players(n_players), rules, random.Random(check_seed(seed)))
        if first_deal is None:
            cards = list(skyjo_deck())
            self._rng.shuffle(cards)
        else:
            cards = check_cards(first_deal, "first_deal")
            if len(cards) < SLOTS * n_players + 1:
                raise ConfigError("skyjo.error.deck_size", n=len(cards),
                                  needed=SLOTS * n_players + 1)
        self._deck = tuple(sorted(cards))
        self._deal(cards)

    # -- building -----------------------------------------------------------------

    @classmethod
    def from_setup(cls, grids: Sequence[Sequence[Sequence[int | FaceDown | None]]],
                   draw: Sequence[int], discard: Sequence[int], *, current: int = 0,
                   reveals_left: int = 0, held: int | None = None,
                   held_from: Pile | None = None, ender: int | None = None, round: int = 1,
                   turn: int = 0, totals: Sequence[int] | None = None,
                   history: Sequence[Sequence[int]] | None = None,
                   next_starter: int | None = None, over: bool = False,
                   log: Sequence[Event] = (), deck: Sequence[int] | None = None,
                   seed: int | None = 0, rng: random.Random | None = None,
                   **options: Any) -> Game:
        """A game built by hand at any moment (tests, puzzles, lessons, loaded saves).

        ``grids[p]`` is 3 rows of 4 cells: an ``int`` is a face-up card,
        ``FaceDown(v)`` a face-down one, ``None`` a removed card (a whole column
        goes). ``draw`` is listed top first, ``discard`` bottom first (its last
        card is on top). ``current`` is about to choose a pile, or, if ``held``,
        to place the card ``held`` taken from ``held_from``; during the set-up
        (``reveals_left`` 1 or 2) it still turns that many cards face up.
        ``ender`` (if any) already has all cards face up and the others are
        playing their last turns. ``totals``, ``history`` (each finished round's
        scores) and ``next_starter`` carry the finished rounds; ``over`` ends the
        game (by score, or stopped by the turn limit). ``deck``, when given, is
        every card the game must hold. ``rng`` (else ``seed``) is the game's
        generator; other options are those of :class:`Game`. Anything the rules
        cannot reach is a :class:`ConfigError` (see :mod:`algunokit.skyjo.setup`).
        """
        rules = make_rules(options)
        if rng is None:
            rng = random.Random(check_seed(seed))
        setup = check_setup(Setup(
            grids, draw, discard, current, reveals_left, held, held_from, ender, round, turn,
            totals, history, next_starter, over, tuple(log) if isinstance(log, Sequence)
            else log, deck, rules, rng))
        game = cls.__new__(cls)
        game._blank(len(setup.grids), rules, setup.rng)  # type: ignore[arg-type]
        game._lay_out(setup)
        game._resume(setup)
        return game

    def _lay_out(self, setup: Setup) -> None:
        """Every card of ``setup`` where it lies."""
        self._values, self._shown = lay_out(setup.grids)
        self._hidden = hidden_counts(setup.grids)
        self._draw = list(setup.draw)[::-1]
        self._discard = list(setup.discard)
        self._held, self._held_from = setup.held, setup.held_from
        self._deck = tuple(sorted(all_cards(setup)))

    def _resume(self, setup: Setup) -> None:
        """Whose decision it is, the finished rounds and the log of ``setup``."""
        self._player, self._ender = setup.current, setup.ender
        self._round, self._turn = setup.round, setup.turn
        self._setup_left = setup.reveals_left
        if setup.over:
            self._phase = None
        elif setup.reveals_left:
            self._phase = SETUP
        elif setup.held is not None:
            self._phase = PLACE_DISCARD if setup.held_from is DISCARD else PLACE_DRAWN
        else:
            self._phase = PILE
        self._left = last_turns_left(setup)
        self._totals = setup.totals or (0,) * self._n
        self._history = setup.history or ()
        self._next_starter = setup.next_starter
        self._stopped = setup.over and not by_score(setup)
        self._winners = final_winners(setup)
        self._log = [(event.kind, *event.data.values()) for event in setup.log]

    def setup(self) -> Setup:
        """Everything about this game now, secrets included (for saving and tests: never
        show it to a player). ``Game.from_setup(**game.setup().arguments())`` is the same
        game, its generator's state included."""
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        return Setup(grids_of(self._values, self._shown), tuple(self._draw[::-1]),
                     tuple(self._discard), self._player,
                     self._setup_left if self._phase is SETUP else 0, self._held,
                     self._held_from, self._ender, self._round, self._turn, self._totals,
                     self._history, self._next_starter, self._phase is None, tuple(self.log),
                     self._deck, self._rules, rng)

    # -- what may be done now ---------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The decision someone must take now, or ``None`` once the game is over."""
        decision = self._decision
        if decision is None and self._phase is not None:
            decision = self._decision = self._build_decision()
        return decision

    def _build_decision(self) -> Decision:
        phase, p = self._phase, self._player
        if phase is PILE:
            return _PILE_DECISIONS[p, bool(self._draw) or len(self._discard) > 1,
                                   bool(self._discard)]
        if phase is SETUP:
            shown = self._shown[p]
            options = tuple([REVEALS[s] for s in range(SLOTS) if shown[s] is HIDDEN])
            return Decision(p, phase, options)
        values = self._values[p]
        options = [EXCHANGES[s] for s in range(SLOTS) if values[s] is not None]
        if phase is PLACE_DRAWN:
            shown = self._shown[p]
            options += [DISCARD_REVEALS[s] for s in range(SLOTS) if shown[s] is HIDDEN]
        return Decision(p, phase, tuple(options))  # type: ignore[arg-type]

    def choose(self, answer: Any) -> None:
        """Answer the current decision with one of its options; anything else is a
        :class:`RuleError` in the user's language and changes nothing.

        Only the engine's own option (``decision.check`` finds it, the same types all
        the way down) is used from here on, never the answer itself.
        """
        decision = self._decision or self.decision
        if decision is None:
            raise RuleError("common.error.game_over")
        option = decision.check(answer)
        phase = self._phase
        self._decision = None
        if phase is PILE:
            self._take(option)
        elif phase is SETUP:
            self._setup_reveal(option.row * COLUMNS + option.col)
        else:
            self._place(option)

    # -- reading ----------------------------------------------------------------------

    @property
    def n_players(self) -> int:
        return self._n

    @property
    def rules(self) -> Rules:
        """The rule options of this game."""
        return self._rules

    @property
    def is_over(self) -> bool:
        return self._phase is None

    @property
    def stopped(self) -> bool:
        """True if the safety limit on turns stopped the game (then nobody wins)."""
        return self._stopped

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total once the game is over (ties win together)."""
        return self._winners

    @property
    def turn(self) -> int:
        """How many turns were played (reveals at the start of a round are not turns)."""
        return self._turn

    @property
    def round(self) -> int:
        return self._round

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total of the finished rounds."""
        return self._totals

    @property
    def history(self) -> tuple[tuple[int, ...], ...]:
        """The scores of every finished round, one tuple per round."""
        return self._history

    @property
    def log(self) -> list[Event]:
        """Everything that happened, oldest first (a copy)."""
        events, log = self._events, self._log
        for index in range(len(events), len(log)):
            events.append(event_of(*log[index]))
        return list(events)

    def log_text(self, language: str | None = None, names: Sequence[str] | None = None) -> str:
        """The log as sentences, one a line, in ``language`` (default: current);
        ``names``: the seat names a widget uses, else first names."""
        return "\n".join(describe(event, language, names) for event in self.log)

    def podium(self) -> list[tuple[int, int]]:
        """``[(rank, seat), ...]`` by total, lowest first; ties share a rank."""
        return podium(self._totals)

    def view(self, player: int) -> View:
        """What ``player`` may see: face-down cards and the draw pile's order stay secret."""
        if type(player) is not int or not 0 <= player < self._n:
            raise ConfigError("skyjo.error.seat", seat=repr(player)[:40], n=self._n)
        discard = self._discard
        grids = self._grids
        if grids is None:
            grids = self._grids = tuple(map(tuple, self._shown))
        # every field in View's order; tuple.__new__ skips the named tuple's own argument
        # handling, which bots would otherwise pay at every decision
        return _new_view(View, (
            player, self._n, None if self._phase is None else self._player, self._phase, grids,
            discard[-1] if discard else None, len(discard), len(self._draw), self._held,
            self._held_from, self._totals, self._history, self._round, self._ender,
            self._turn))

    # -- saving -------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole game as JSON text (generator included): see :func:`Game.from_json`."""
        return save.to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Game:
        """A game saved by :meth:`to_json`; it continues exactly as the original would.
        Anything else is a :class:`~algunokit.errors.SaveFileError` naming what is wrong."""
        return save.from_json(text, cls)  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        state = "over" if self._phase is None else f"{self._phase.value} p{self._player}"
        return (f"<Skyjo {self._n} players, round {self._round}, turn {self._turn}, {state}, "
                f"totals {self._totals}>")


__all__ = ["Game"]
