"""The games a class tournament can play, as small adapters over the engines.

A tournament needs, for each game: how to deal a seeded game for ``n`` seats,
its robots, and how to read a strategy's answer as one of the options. Only the
games whose lessons ask students for a strategy are here: Alg(un)o (lesson 08,
``strategie(vue, decision)``) and Skyjo (lesson 09, ``ma_strategie``).

The teacher's process holds every game; each student's process (:mod:`.student`)
receives, for each decision, what that seat may see and the options as plain
data (:func:`public`), and rebuilds them there (:func:`rebuild`): the game itself
never leaves the teacher's process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from algunokit.game_spec import GameSpec
from algunokit.protocol import Decision, PlayableGame, Strategy
from algunokit.specs import ALGUNO, SKYJO
from algunokit.words import decision_words

SKYJO_MAX_TURNS = 1000


@dataclass(frozen=True)
class TournamentGame:
    """What a class tournament adds to a game's spec (:mod:`algunokit.specs`): how to
    deal a seeded table, which robots and table sizes it offers, how a seat's view
    travels to a student's process and back."""

    spec: GameSpec
    #: the robots a teacher may add, in the order they are offered
    robots: tuple[str, ...]
    #: table sizes (Skyjo: at most 5, below the game's own 8)
    min_seats: int
    max_seats: int
    default_seats: int
    new_game: Callable[[int, int], PlayableGame]  # (seats, deal seed)
    #: what the seat to play may see and the options, as plain data
    public: Callable[[PlayableGame], Any]
    #: ``(view, decision, game or None)`` rebuilt from ``(shared, public data)``
    rebuild: Callable[[Any, Any], tuple[Any, Decision, Any]]
    #: turns a student's function into what the engine calls (the lesson's names)
    adapt: Callable[[Strategy], Strategy] | None = None
    #: data every game of a tournament shares (the rules), sent once to each student
    shared: Callable[[PlayableGame], Any] = lambda game: None
    #: that data read back in a student's process
    load_shared: Callable[[Any], Any] = lambda data: None
    #: each seat's points at the end of a game, for games that count them (else None)
    points: Callable[[PlayableGame], tuple[int, ...] | None] = lambda game: None

    @property
    def name(self) -> str:
        return self.spec.name

    def make_robot(self, name: str, seed: int) -> Strategy:
        """One of the game's bots (its spec's ``make_bot``), seeded."""
        return self.spec.make_bot(name, seed)  # type: ignore[no-any-return]

    @staticmethod
    def decision_words(kind: Any, language: str) -> str:
        """What a decision asks for, in words."""
        return decision_words(kind, language)


def _alguno_game(seats: int, seed: int) -> PlayableGame:
    from algunokit.alguno.game import Game

    # Levels (1, 2) as in lesson 08: every kind of decision occurs. Seat 0 always
    # builds first, so a seat means the same thing in every game.
    return Game(n_players=seats, levels=(1, 2), seed=seed, first_author=0)


def _alguno_student(strategy: Strategy) -> Strategy:
    """Lesson 08 gives students a view and a decision with names they read
    (``vue.moi``, ``decision.type == "construire"``,
    :mod:`algunokit.alguno.student`): a handed-in strategy gets the same.
    Those objects also answer every engine name, so strategies written for the
    engine's View keep working."""
    from algunokit.alguno.student import student_strategy

    return student_strategy(strategy)


def _alguno_shared(game: Any) -> Any:
    return game.rules.to_data()


def _alguno_rules(data: Any) -> Any:
    from algunokit.alguno.rules import Rules

    return Rules.from_data(data)


def _alguno_public(game: Any) -> Any:
    from algunokit.alguno.public import public_data

    return public_data(game)


def _alguno_rebuild(rules: Any, data: Any) -> tuple[Any, Decision, Any]:
    from algunokit.alguno.public import from_public_data

    game = from_public_data(rules, data)
    decision = game.decision
    return game.view(decision.player), decision, game


def _skyjo_public(game: Any) -> Any:
    from algunokit.skyjo.public import public_data

    decision = game.decision
    return public_data(game.view(decision.player), decision)


def _skyjo_rebuild(shared: Any, data: Any) -> tuple[Any, Decision, Any]:
    from algunokit.skyjo.public import from_public_data

    view, decision = from_public_data(data)
    return view, decision, None


def _skyjo_game(seats: int, seed: int) -> PlayableGame:
    from algunokit.skyjo.game import Game

    # A strategy that never turns its cards over never ends a round: stop such a game
    # (no winner) after 1000 turns, five times the longest game of random players.
    return Game(n_players=seats, seed=seed, max_turns=SKYJO_MAX_TURNS)


GAMES: dict[str, TournamentGame] = {
    "alguno": TournamentGame(ALGUNO, ("greedy", "random"), 3, 5, 4, _alguno_game,
                             _alguno_public, _alguno_rebuild, _alguno_student, _alguno_shared,
                             _alguno_rules),
    # Skyjo from 2 seats: lesson 09 plays two-player games against each robot.
    "skyjo": TournamentGame(SKYJO, ("heuristic", "random"), 2, 5, 4, _skyjo_game,
                            _skyjo_public, _skyjo_rebuild,
                            points=lambda game: tuple(game.totals)),
}


def tournament_game(name: str) -> TournamentGame:
    """The adapter of ``name``, or a :class:`ConfigError` naming the games that have one."""
    from algunokit.errors import ConfigError

    if name not in GAMES:
        raise ConfigError("tournament.error.game", game=name, allowed=", ".join(GAMES))
    return GAMES[name]


def option_index(game: Any, decision: Decision, answer: Any) -> int | None:
    """The index of ``answer`` in ``decision.options``, or None if it is not allowed.

    Alg(un)o also accepts the cards to discard in any order (as the game does):
    the game's own normalisation is used for that.
    """
    options = decision.options
    try:  # the very option, as the game checks it: Reveal(0.0, 1) is not Reveal(0, 1)
        chosen = decision.check(answer)
    except Exception:  # a RuleError, or a student's object whose == breaks
        chosen = None
    if chosen is not None:  # passed the strict check: its place among the options
        try:  # (a lazy sequence such as Combinations makes its tuples anew)
            return options.index(chosen)  # type: ignore[union-attr]
        except ValueError:
            pass
    normalise = getattr(game, "_normalise_discard", None)
    if normalise is not None and getattr(decision.kind, "value", None) == "discard":
        try:
            normal = normalise(answer, decision)
            return options.index(normal)  # type: ignore[union-attr]
        except Exception:  # anything a student returns
            return None
    return None


__all__ = ["GAMES", "TournamentGame", "option_index", "tournament_game"]
