"""What every game shares to be played one decision at a time.

A game exposes ``game.decision``: the :class:`Decision` someone must take now
(``None`` once the game is over). A person answers through a widget, a bot
answers by itself; either way the answer goes to ``game.choose(option)``, which
checks it against ``decision.options`` and raises :class:`RuleError` (state
untouched) if it is not one of them.

A *strategy* is a plain function ``strategy(view, decision) -> option``:
``view`` is what that player may see, ``decision.options`` what they may
answer. For example, a strategy that always takes the first option::

    def first(view, decision):
        return decision.options[0]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from functools import partial
from typing import Any, Protocol

from algunokit import hooks
from algunokit.errors import RuleError
from algunokit.game_spec import GameSpec
from algunokit.i18n import language, t
from algunokit.simulation import SimulationSummary, check_games


@dataclass(frozen=True)
class Decision:
    """Player ``player`` must pick one of ``options`` (kind says what about)."""

    player: int
    kind: Enum
    options: Sequence[Any]

    def check(self, choice: Any) -> Any:
        """The offered option equal to ``choice``, else a :class:`RuleError`.

        Equal is not enough: the answer must have the same types all the way down
        (``Build(0.0)`` is not ``Build(0)``, ``True`` is not ``1``), so nothing is built
        from a look-alike. The option returned is the engine's own object.

        >>> from algunokit.cards import Suit
        >>> Decision(0, Suit.HEARTS, (1, 2)).check(2)
        2
        >>> Decision(0, Suit.HEARTS, (1, 2)).check(2.0)  # doctest: +IGNORE_EXCEPTION_DETAIL
        Traceback (most recent call last):
        algunokit.errors.RuleError: not one of the options
        """
        for option in self.options:
            if option is choice:
                return option
        for option in self.options:
            if same_answer(option, choice):
                return option
        raise not_an_option(choice, self.options)


def not_an_option(choice: Any, options: Sequence[Any]) -> RuleError:
    """The error for an answer that is none of ``options``, both said as a student reads
    them. Written in the language the message is read in (a widget may show English
    while the kit's language is French): each text is made when the message is."""
    return RuleError("common.error.not_an_option",
                     choice=partial(_in_language, write=_answer_text, value=choice),
                     allowed=partial(_in_language, write=_options_text, value=tuple(options)))


def same_answer(option: Any, answer: Any, _depth: int = 0) -> bool:
    """``answer`` equals ``option`` with the same types all the way down.

    >>> same_answer((1, "a"), (1, "a")), same_answer((1, "a"), (1.0, "a"))
    (True, False)
    >>> same_answer(0, False), same_answer([1], (1,))
    (False, False)
    """
    if type(option) is not type(answer) or _depth > 20:
        return False
    if isinstance(option, tuple | list):
        return len(option) == len(answer) and all(
            same_answer(a, b, _depth + 1) for a, b in zip(option, answer, strict=True))
    if isinstance(option, frozenset | set):
        return option == answer and all(type(x) in {type(y) for y in option} for x in answer)
    if isinstance(option, dict):
        return option.keys() == answer.keys() and all(
            same_answer(option[k], answer[k], _depth + 1) for k in option)
    if is_dataclass(option):
        return all(same_answer(getattr(option, f.name), getattr(answer, f.name), _depth + 1)
                   for f in fields(option))
    try:
        return bool(option == answer)
    except Exception:  # a student's object whose == breaks is not an option
        return False


def safe_text(value: Any, limit: int = 80) -> str:
    """``str(value)`` for a message, never raising and never longer than ``limit``."""
    try:
        text = str(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _in_language(lang: str, write: Callable[[Any], str], value: Any) -> str:
    with language(lang):
        return write(value)


def _answer_text(value: Any) -> str:
    """An answer or option as a student reads it (served by the exercises layer)."""
    try:
        return hooks.call("words.answer", value)
    except LookupError:  # the engine used without the facade: its own text
        return safe_text(value)


def _options_text(options: Sequence[Any]) -> str:
    try:
        return hooks.call("words.options", options)
    except LookupError:
        return ", ".join(safe_text(o) for o in options[:8]) + (" …" if len(options) > 8 else "")


Strategy = Callable[[Any, Decision], Any]


class PlayableGame(Protocol):
    """The shape every game engine has, so play, simulate and widgets treat them alike.

    ``to_json()`` / ``from_json(text)`` save and load a game (a bad save is a
    ``SaveFileError``, and a save that loads plays to its end); ``from_setup(...)``
    builds a hand-made position (its arguments are the game's own).
    """

    @property
    def decision(self) -> Decision | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def turn(self) -> int: ...
    def choose(self, option: Any) -> None: ...
    def view(self, player: int) -> Any: ...
    def to_json(self) -> str: ...
    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> PlayableGame: ...
    @classmethod
    def from_setup(cls, *args: Any, **kwargs: Any) -> PlayableGame: ...


def play_out(game: PlayableGame, strategies: Sequence[Strategy], max_decisions: int = 10**7
             ) -> PlayableGame:
    """Let ``strategies[seat]`` answer every decision until the game ends."""
    for _ in range(max_decisions):
        decision = game.decision
        if decision is None:
            return game
        game.choose(strategies[decision.player](game.view(decision.player), decision))
    raise RuntimeError("play_out: too many decisions")  # a bug, not a user error


#: Default names, a fixed mixed list (docs: "French as schools write it"). Seats are
#: counted from 0 in code; people read names, never "seat 0".
FIRST_NAMES = ("Alice", "Bilal", "Chloé", "Dany", "Emma", "Farid", "Gaëlle", "Hugo")


def player_name(seat: int, names: Sequence[str] | None = None,
                language: str | None = None) -> str:
    """The player's given name, else a first name of :data:`FIRST_NAMES` (Alice for seat 0),
    in every game; past the list, 'Place 9' / 'Player 9' (seats shown from 1)."""
    if names and 0 <= seat < len(names):
        return names[seat]
    if 0 <= seat < len(FIRST_NAMES):
        return FIRST_NAMES[seat]
    return t("common.player", language, n=seat + 1)


def seat_names(n_players: int, humans: Collection[int] = (),
               names: Sequence[str] | None = None,
               language: str | None = None, *, log: bool = False) -> list[str]:
    """The names people see around a table, the same in all four games.

    With one person against robots: « Toi » / "You" for the person and « Robot 1 »,
    « Robot 2 » … for the others, in seat order; otherwise ``names`` when given, else
    first names (Alice, Bilal, Chloé …).

    ``log``: names for sentences in the third person (game logs): « Toi pioche » is not
    French, so there the person reads « Place 2 (toi) » / "Seat 2 (you)".

    >>> seat_names(3, humans=(1,), language="fr")
    ['Robot 1', 'Toi', 'Robot 2']
    >>> seat_names(3, humans=(1,), language="fr", log=True)
    ['Robot 1', 'Place 2 (toi)', 'Robot 2']
    >>> seat_names(3, humans=(0, 1), language="en")
    ['Alice', 'Bilal', 'Chloé']
    """
    if names:
        return [player_name(seat, names, language) for seat in range(n_players)]
    people = set(humans)
    if len(people) == 1 and n_players > 1:
        robots = iter(range(1, n_players))
        you = "common.you_log" if log else "common.you"
        return [t(you, language, n=seat + 1) if seat in people
                else t("common.robot", language, n=next(robots)) for seat in range(n_players)]
    return [player_name(seat, None, language) for seat in range(n_players)]


def derived_seeds(seed: int, count: int) -> list[int]:
    """``count`` independent seeds drawn from ``seed`` (one per game of a simulation)."""
    rng = random.Random(seed)
    return [rng.getrandbits(32) for _ in range(count)]


def simulate_games(
    *,
    spec: GameSpec,
    make_game: Callable[[int], PlayableGame],
    bot_names: Sequence[str],
    make_bot: Callable[[str, int], Strategy],
    games: int,
    seed: int,
    extra: Callable[[list[PlayableGame]], dict[str, Any]] | None = None,
) -> SimulationSummary:
    """Play ``games`` seeded games between the named bots and summarise them.

    ``make_game(seed)`` builds one game; ``make_bot(name, seed)`` one strategy.
    Everything derives from ``seed``: same seed, same summary.
    """
    check_games(games)
    players = len(bot_names)
    wins = [0] * players
    turns = 0
    unfinished = 0
    finished: list[PlayableGame] = []
    for game_seed in derived_seeds(seed, games):
        game = make_game(game_seed)
        bot_seeds = derived_seeds(game_seed ^ 0x5EED, players)
        strategies = [make_bot(name, s) for name, s in zip(bot_names, bot_seeds, strict=True)]
        play_out(game, strategies)
        turns += game.turn
        if not game.winners:
            unfinished += 1
        for seat in game.winners:
            wins[seat] += 1
        if extra is not None:
            finished.append(game)
    by_bot: dict[str, int] = {}
    for seat, name in enumerate(bot_names):
        by_bot[name] = by_bot.get(name, 0) + wins[seat]
    return SimulationSummary(
        game=spec.title(), games=games, players=players, seed=seed,
        bots=tuple(bot_names), mean_turns=turns / games, wins_by_seat=tuple(wins),
        wins_by_bot=by_bot, unfinished=unfinished,
        extra=extra(finished) if extra is not None else {},
    )


def podium(scores: Sequence[float], *, lower_is_better: bool = True) -> list[tuple[int, int]]:
    """Standard competition ranking: ``[(rank, seat), ...]``, ties share a rank.

    >>> podium([3, 0, 3, 5])
    [(1, 1), (2, 0), (2, 2), (4, 3)]
    """
    order = sorted(range(len(scores)), key=lambda s: (scores[s] if lower_is_better
                                                      else -scores[s], s))
    ranks: list[tuple[int, int]] = []
    for position, seat in enumerate(order):
        if position and scores[seat] == scores[order[position - 1]]:
            ranks.append((ranks[-1][0], seat))
        else:
            ranks.append((position + 1, seat))
    return ranks
