"""Lesson 8 of Alg(un)o: write your own strategy and test it in a tournament.

A strategy is a plain function ``strategy(view, decision)`` returning one of
``decision.options`` (see :mod:`algunokit.alguno.bots`). This module plays a
strategy against the built-in bots (:func:`tournament`, with a callback after
every game so the notebook can move a progress bar), draws the results as a
bar chart, and checks strategies for the exercises: the answers must be
allowed at every decision (:class:`LegalStrategyExercise`), and in the
challenge win more often than a random bot in the same seat
(:class:`ChallengeExercise`). No Jupyter import here: the notebook makes the
progress bar.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from algunokit.alguno.bots import make_bot
from algunokit.alguno.engine import DecisionKind
from algunokit.alguno.game import Build, Game
from algunokit.alguno.lang import Side
from algunokit.cards import Card
from algunokit.draw.charts import bar_chart
from algunokit.draw.svg import SvgPicture
from algunokit.errors import AlgunokitError
from algunokit.exercises import Exercise, NumberExercise
from algunokit.exercises.core import Feedback, good, wrong
from algunokit.i18n import t
from algunokit.play import Decision, Strategy, derived_seeds

P = "lessons_alguno_b.l8"
PLAYERS = 4
LEVELS = (1, 2)  # level-2 actions: every kind of decision (build, discard, give, neighbour)


# --------------------------------------------------------------------------- the reference


def reference_strategy(view: Any, decision: Decision) -> Any:
    """Build what leaves me the fewest cards; give to the neighbour closest to winning."""
    if decision.kind.value == "build":
        best, fewest = decision.options[0], 1000
        for option in decision.options:
            hands = view.imagine(option)
            if len(hands[view.me]) < fewest:
                best, fewest = option, len(hands[view.me])
        return best
    if decision.kind.value == "neighbour":
        left, right = view.neighbour("left"), view.neighbour("right")
        if len(view.hands[left]) <= len(view.hands[right]):
            return decision.options[0]
        return decision.options[1]
    return decision.options[0]


REFERENCE_FR = '''def strategie(vue, decision):
    if decision.kind.value == "build":
        # imaginer chaque construction, garder celle qui me laisse le moins de cartes
        meilleure, moins = decision.options[0], 1000
        for option in decision.options:
            mains = vue.imagine(option)
            if len(mains[vue.me]) < moins:
                meilleure, moins = option, len(mains[vue.me])
        return meilleure
    if decision.kind.value == "neighbour":
        # donner au voisin qui a le moins de cartes, pour le ralentir
        gauche, droite = vue.neighbour("left"), vue.neighbour("right")
        if len(vue.hands[gauche]) <= len(vue.hands[droite]):
            return decision.options[0]      # Side.LEFT
        return decision.options[1]          # Side.RIGHT
    return decision.options[0]              # défausser / donner : les premières cartes
'''

REFERENCE_EN = '''def strategy(view, decision):
    if decision.kind.value == "build":
        # imagine every build, keep the one that leaves me the fewest cards
        best, fewest = decision.options[0], 1000
        for option in decision.options:
            hands = view.imagine(option)
            if len(hands[view.me]) < fewest:
                best, fewest = option, len(hands[view.me])
        return best
    if decision.kind.value == "neighbour":
        # give to the neighbour with the fewest cards, to slow them down
        left, right = view.neighbour("left"), view.neighbour("right")
        if len(view.hands[left]) <= len(view.hands[right]):
            return decision.options[0]      # Side.LEFT
        return decision.options[1]          # Side.RIGHT
    return decision.options[0]              # discard / give: the first cards
'''


# --------------------------------------------------------------------------- playing


def option_text(option: Any, language: str | None = None) -> str:
    """An answer in words: ``half 1, ALORS card 2, SINON card 3``, ``7♥ Q♠``, ``left``."""
    if isinstance(option, Build):
        if option.then is None:
            return t(f"{P}.option.half", language, half=option.half + 1)
        return t(f"{P}.option.build", language, half=option.half + 1, then=option.then + 1,
                 otherwise=(option.otherwise or 0) + 1)
    if isinstance(option, Card):
        return option.short
    if isinstance(option, Side):
        return t(f"alguno.side.{option.value}", language)
    if isinstance(option, tuple | list) and option and all(isinstance(c, Card) for c in option):
        return " ".join(c.short for c in option)
    return repr(option)


def kind_text(kind: Enum, language: str | None = None) -> str:
    """The kind of a decision in words: "construire", "défausser" …"""
    return t(f"{P}.kind.{kind.value}", language)


@dataclass(frozen=True)
class Refusal:
    """Where a strategy went wrong: which game, turn and decision, what it answered."""

    key: str
    params: dict[str, Any]
    detail: str = ""

    def feedback(self, language: str | None) -> Feedback:
        details = (self.detail,) if self.detail else ()
        return wrong(language, self.key, *details, **self.params)


class StrategyFailed(AlgunokitError):
    """A tournament stopped because the student's strategy gave an answer the game refuses."""


def play_game(strategy: Strategy, seat: int, game_seed: int, opponents: Sequence[str],
              levels: Sequence[int] = LEVELS, turn_limit: int = 200,
              language: str | None = None, kinds: Counter[str] | None = None
              ) -> tuple[Game, Refusal | None]:
    """One game with ``strategy`` at ``seat`` and the named bots around it.

    Returns the finished game, or the game so far and the first refusal: the
    strategy raised an error, or answered something the engine does not allow
    (the game is then left as it was before that answer).
    """
    game = Game(PLAYERS, levels, game_seed, turn_limit=turn_limit)
    bot_seeds = derived_seeds(game_seed ^ 0x5EED, PLAYERS)
    others = iter(opponents)
    strategies = [strategy if s == seat else make_bot(next(others), bot_seeds[s])
                  for s in range(PLAYERS)]
    while (decision := game.decision) is not None:
        player = decision.player
        if player != seat:
            game.choose(strategies[player](game.view(player), decision))
            continue
        where = {"turn": game.turn, "kind": kind_text(decision.kind, language)}
        if kinds is not None:
            kinds[decision.kind.value] += 1
        try:
            answer = strategy(game.view(seat), decision)
        except Exception as exc:  # a student's bug: report it, never crash the lesson
            return game, Refusal(f"{P}.refusal.raised", {**where,
                                                         "error": f"{type(exc).__name__}: {exc}"})
        if answer is None:
            return game, Refusal(f"{P}.refusal.none", where)
        try:
            game.choose(answer)
        except Exception as exc:  # the engine refuses: the game is unchanged
            shown = ", ".join(option_text(o, language) for o in decision.options[:6])
            more = " …" if len(decision.options) > 6 else ""
            detail = exc.message(language) if isinstance(exc, AlgunokitError) else ""
            return game, Refusal(f"{P}.refusal.illegal",
                                 {**where, "answer": option_text(answer, language),
                                  "allowed": shown + more}, detail)
    return game, None


@dataclass(frozen=True)
class TournamentResult:
    """Wins of each contestant over ``games`` games (shared wins count for each winner)."""

    names: tuple[str, ...]
    wins: tuple[int, ...]
    games: int
    unfinished: int

    def describe(self, language: str | None = None) -> str:
        lines = [t(f"{P}.result.header", language, games=self.games)]
        lines += [t(f"{P}.result.line", language, name=n, wins=w,
                    pct=f"{100 * w / self.games:.0f}") for n, w in zip(self.names, self.wins,
                                                                       strict=True)]
        if self.unfinished:
            lines.append(t(f"{P}.result.unfinished", language, n=self.unfinished))
        return "\n".join(lines)

    def chart(self, language: str | None = None) -> SvgPicture:
        """The wins as a bar chart (the student's bar outlined)."""
        return SvgPicture.of(bar_chart(
            self.names, self.wins, title=t(f"{P}.result.title", language, games=self.games),
            unit=t(f"{P}.result.unit", language), highlight=0, language=language))

    def __str__(self) -> str:
        return self.describe()


def contestant_names(opponents: Sequence[str], language: str | None = None) -> tuple[str, ...]:
    """"you" then each bot; a bot appearing twice is numbered: ``random``, ``random (2)``."""
    names = [t(f"{P}.you", language)]
    seen: Counter[str] = Counter()
    for bot in opponents:
        seen[bot] += 1
        names.append(bot if seen[bot] == 1 else f"{bot} ({seen[bot]})")
    return tuple(names)


def tournament(strategy: Strategy, games: int = 20, *,
               opponents: Sequence[str] = ("greedy", "random", "random"),
               levels: Sequence[int] = LEVELS, seed: int = 0,
               on_game: Callable[[int], None] | None = None,
               language: str | None = None) -> TournamentResult:
    """Play ``games`` seeded games of ``strategy`` against ``opponents`` (3 bot names).

    The strategy changes seat every game (0, 1, 2, 3, 0 …) so no one keeps the
    luck of a seat. ``on_game(n)`` is called after game ``n`` (1, 2 …): the
    notebook moves its progress bar there. A forbidden answer stops the
    tournament with a :class:`StrategyFailed` that says which decision it was.
    """
    if len(opponents) != PLAYERS - 1:
        raise ValueError(f"a tournament needs {PLAYERS - 1} opponents")
    wins = [0] * PLAYERS
    unfinished = 0
    for number, game_seed in enumerate(derived_seeds(seed, games), 1):
        seat = (number - 1) % PLAYERS
        game, refusal = play_game(strategy, seat, game_seed, opponents, levels,
                                  language=language)
        if refusal is not None:
            raise StrategyFailed(refusal.key, game=number, **refusal.params)
        # Contestant 0 is the student, then the bots in the order given.
        contestants = [s for s in range(PLAYERS) if s != seat]
        for winner in game.winners:
            wins[0 if winner == seat else 1 + contestants.index(winner)] += 1
        unfinished += not game.winners
        if on_game is not None:
            on_game(number)
    return TournamentResult(contestant_names(opponents, language), tuple(wins), games,
                            unfinished)


# --------------------------------------------------------------------------- exercises


@dataclass
class LegalStrategyExercise(Exercise):
    """The strategy answers every decision of a few seeded games with an allowed option.

    The feedback names the first faulty decision (game, turn, kind), what the
    strategy answered and what was allowed.
    """

    seeds: Sequence[int] = (11, 12, 13)
    opponents: Sequence[str] = ("greedy", "random", "random")
    turn_limit: int = 40

    @property
    def solution_answer(self) -> Strategy:
        return reference_strategy

    def solution_text(self, language: str | None = None) -> str:
        from algunokit.i18n import resolve

        return REFERENCE_EN if resolve(language) == "en" else REFERENCE_FR

    def _refusal(self, answer: Any, kinds: Counter[str]) -> Refusal | None:
        """Play the seeded games; the first refusal, or None if every answer was allowed."""
        for number, game_seed in enumerate(self.seeds):
            _, refusal = play_game(answer, number % PLAYERS, game_seed, self.opponents,
                                   turn_limit=self.turn_limit, language=self.language,
                                   kinds=kinds)
            if refusal is not None:
                refusal.params["game"] = number + 1
                return refusal
        return None

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        kinds: Counter[str] = Counter()
        refusal = self._refusal(answer, kinds)
        if refusal is not None:
            return refusal.feedback(lang)
        counted = ", ".join(f"{kind_text(k, lang)} {kinds[k.value]}" for k in DecisionKind
                            if kinds[k.value])
        return good(lang, f"{P}.legal.good", n=sum(kinds.values()), games=len(self.seeds),
                    kinds=counted)


@dataclass
class ChallengeExercise(LegalStrategyExercise):
    """Win more games than a random bot sitting in the same seats of the same games."""

    games: int = 24
    seeds: Sequence[int] = field(default=(21, 22))

    def wins(self, strategy: Strategy) -> int:
        result = tournament(strategy, self.games, opponents=self.opponents, seed=7,
                            language=self.language)
        return result.wins[0]

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        refusal = self._refusal(answer, Counter())
        if refusal is not None:
            return refusal.feedback(lang)
        mine, randoms = self.wins(answer), self.wins(make_bot("random", 99))
        if mine > randoms:
            return good(lang, f"{P}.challenge.good", mine=mine, other=randoms, games=self.games)
        return wrong(lang, f"{P}.challenge.not_yet", mine=mine, other=randoms, games=self.games)


def exercises(language: str) -> dict[str, Exercise]:
    """The exercises of lesson 8 (ids ``ex1`` … ``ex3``)."""
    builds = len(Game(PLAYERS, LEVELS, seed=0).build_options())
    return {
        "ex1": NumberExercise(
            "ex1", f"{P}.ex1.prompt", (f"{P}.ex1.hint1", f"{P}.ex1.hint2"),
            answer=builds, explain_key=f"{P}.ex1.explain"),
        "ex2": LegalStrategyExercise(
            "ex2", f"{P}.ex2.prompt", (f"{P}.ex2.hint1", f"{P}.ex2.hint2", f"{P}.ex2.hint3")),
        "ex3": ChallengeExercise(
            "ex3", f"{P}.ex3.prompt", (f"{P}.ex3.hint1", f"{P}.ex3.hint2")),
    }


DATA: dict[str, Any] = {"tournament": tournament, "reference_strategy": reference_strategy,
                        "levels": LEVELS}
