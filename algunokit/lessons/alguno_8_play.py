"""Lesson 8 of Alg(un)o, played: the student's strategy against the robots (a game, the
lesson's small tournament through the class tournament's runner) and beside the glouton
robot (:func:`compare_with_greedy`: a turn where they choose differently, and why).

Its exercises and data are in :mod:`algunokit.lessons.alguno_8`, which shows these
functions to the notebook. No Jupyter import here: the notebook makes the progress bar.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.alguno.bots import make_bot
from algunokit.alguno.game import Game
from algunokit.alguno.moves import Build, DecisionKind
from algunokit.alguno.student import (
    StudentDecision,
    StudentView,
    build_text,
    option_text,
    others_out,
    seat_name,
)
from algunokit.draw.charts import bar_chart
from algunokit.draw.svg import SvgPicture
from algunokit.errors import AlgunokitError
from algunokit.exercises.core import Feedback, wrong
from algunokit.i18n import resolve, t
from algunokit.protocol import Strategy, derived_seeds
from algunokit.tournaments.results import TournamentResult

#: Catalogue keys written in full (a test finds every key the code uses).
_KIND_KEYS = {"build": "lessons_alguno_b.l8.kind.build",
              "discard": "lessons_alguno_b.l8.kind.discard",
              "give": "lessons_alguno_b.l8.kind.give",
              "neighbour": "lessons_alguno_b.l8.kind.neighbour"}
_BOT_KEYS = {"greedy": "lessons_alguno_b.l8.bot.greedy",
             "random": "lessons_alguno_b.l8.bot.random"}
_WHY_KEYS = {"someone_wins": "lessons_alguno_b.l8.compare.why.someone_wins",
             "fewer_cards": "lessons_alguno_b.l8.compare.why.fewer_cards",
             "others_more": "lessons_alguno_b.l8.compare.why.others_more",
             "guess": "lessons_alguno_b.l8.compare.why.guess"}
PLAYERS = 4
LEVELS = (1, 2)  # level-2 actions: every kind of decision (build, discard, give, neighbour)
#: the seeded games whose build decisions the function exercises are checked on
CASE_SEEDS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12)


# --------------------------------------------------------------------------- playing


def kind_text(kind: Enum, language: str | None = None) -> str:
    """The kind of a decision in words: "construire", "défausser" …"""
    return t(_KIND_KEYS[kind.value], language)


@dataclass(frozen=True)
class Refusal:
    """Where a strategy went wrong: which game, turn and decision, what it answered."""

    key: str
    params: dict[str, Any]
    detail: str = ""

    def feedback(self, language: str | None) -> Feedback:
        details = (self.detail,) if self.detail else ()
        return wrong(language, self.key, *details, **self.params)


def play_game(strategy: Strategy, seat: int, game_seed: int, opponents: Sequence[str],
              levels: Sequence[int] = LEVELS, turn_limit: int = 200,
              language: str | None = None, kinds: Counter[str] | None = None,
              on_decision: Callable[[Game, StudentView, StudentDecision, Any], None] | None
              = None) -> tuple[Game, Refusal | None]:
    """One game with ``strategy`` (written with the student names) at ``seat`` and the
    named bots around it.

    Returns the finished game, or the game so far and the first refusal: the
    strategy raised an error, or answered something the engine does not allow
    (the game is then left as it was before that answer). ``on_decision`` sees each
    of the strategy's decisions with its answer, before it is played.
    """
    game = Game(PLAYERS, levels, game_seed, turn_limit=turn_limit)
    bot_seeds = derived_seeds(game_seed ^ 0x5EED, PLAYERS)
    others = iter(opponents)
    bots = [None if s == seat else make_bot(next(others), bot_seeds[s]) for s in range(PLAYERS)]
    while (decision := game.decision) is not None:
        player = decision.player
        bot = bots[player]
        if bot is not None:
            game.choose(bot(game.view(player), decision))
            continue
        where = {"turn": game.turn, "kind": kind_text(decision.kind, language)}
        if kinds is not None:
            kinds[decision.kind.value] += 1
        view, asked = StudentView(game.view(seat)), StudentDecision(decision, language)
        try:
            answer = strategy(view, asked)
        except Exception as exc:  # a student's bug: report it in words, never crash
            from algunokit.slips import function_error

            why = function_error(exc, language, strategy)
            return game, Refusal("lessons_alguno_b.l8.refusal.raised", {**where, "error": why})
        if answer is None:
            return game, Refusal("lessons_alguno_b.l8.refusal.none", where)
        if answer is ...:
            return game, Refusal("lessons_alguno_b.l8.refusal.placeholder", where)
        if on_decision is not None:
            on_decision(game, view, asked, answer)
        try:
            game.choose(answer)
        except Exception as exc:  # the engine refuses: the game is unchanged
            # a build in words holds commas: options are told apart by semicolons
            between = " ; " if resolve(language) == "fr" else "; "
            shown = between.join(option_text(o, language) for o in decision.options[:4])
            more = " …" if len(decision.options) > 4 else ""  # four, as the games say
            detail = exc.message(language) if isinstance(exc, AlgunokitError) else ""
            return game, Refusal("lessons_alguno_b.l8.refusal.illegal",
                                 {**where, "answer": option_text(answer, language),
                                  "allowed": shown + more}, detail)
    return game, None


@dataclass(frozen=True)
class LessonTable:
    """How lesson 8 reads a tournament (the kit's one
    :class:`~algunokit.tournaments.results.TournamentResult`): « toi » and the robots by
    name, the wins of each, and what went wrong in the class tournament's words.
    Contestant 0 is the student, then the robots in the order given."""

    opponents: tuple[str, ...]
    language: str | None = None

    def _wins(self, result: TournamentResult) -> tuple[int, ...]:
        return tuple(entry.wins for entry in result.entries)

    def describe(self, result: TournamentResult, language: str | None = None) -> str:
        lang = language or self.language
        names = contestant_names(self.opponents, lang)
        lines = [t("lessons_alguno_b.l8.result.header", lang, games=result.games)]
        for name, entry in zip(names, result.entries, strict=True):
            if entry.disqualified:  # its robot stand-in's wins are not its own
                lines.append(t("lessons_alguno_b.l8.result.out", lang, name=name))
                continue
            lines.append(t("lessons_alguno_b.l8.result.line", lang, name=name, n=entry.wins,
                           pct=f"{100 * entry.wins / result.games:.0f}"))
        if result.unfinished:
            lines.append(t("lessons_alguno_b.l8.result.unfinished", lang, n=result.unfinished))
        status = result.entries[0].status(lang, time_limit=result.time_limit,
                                          memory_mb=result.memory_mb,
                                          max_faults=result.max_faults)
        if status:
            lines.append(t("lessons_alguno_b.l8.result.status", lang, status=status))
        return "\n".join(lines)

    def chart(self, result: TournamentResult, language: str | None = None) -> SvgPicture:
        """The wins as a bar chart (the student's bar outlined)."""
        lang = language or self.language
        return SvgPicture.of(bar_chart(
            contestant_names(self.opponents, lang), self._wins(result),
            title=t("lessons_alguno_b.l8.result.title", lang, games=result.games),
            unit=t("lessons_alguno_b.l8.result.unit", lang), highlight=0, language=lang))

    def html(self, result: TournamentResult, language: str | None = None) -> str:
        from html import escape

        text = escape(self.describe(result, language))
        return f"<pre>{text}</pre>{self.chart(result, language).svg}"


def bot_name(bot: str, language: str | None = None) -> str:
    """A robot as a person reads it: « glouton », « au hasard » (docs/rules/writing.en.md)."""
    return t(_BOT_KEYS[bot], language)


def contestant_names(opponents: Sequence[str], language: str | None = None) -> tuple[str, ...]:
    """"you" then each bot; a bot appearing twice is numbered: « au hasard », « au hasard (2) »."""
    names = [t("lessons_alguno_b.l8.you", language)]
    seen: Counter[str] = Counter()
    for bot in opponents:
        seen[bot] += 1
        shown = bot_name(bot, language)
        names.append(shown if seen[bot] == 1 else f"{shown} ({seen[bot]})")
    return tuple(names)


def tournament(strategy: Strategy, games: int = 20, *,
               opponents: Sequence[str] = ("greedy", "random", "random"),
               levels: Sequence[int] = LEVELS, seed: int = 0,
               on_game: Callable[[int], None] | None = None,
               language: str | None = None) -> TournamentResult:
    """Play ``games`` seeded games of ``strategy`` against ``opponents`` (3 bot names),
    through the class tournament's runner: the strategy runs in a process of its own
    (in the browser kernel, here), with the same rules about faults (a wrong answer,
    an error, a time-out: the random robot answers in its place; three of them and it
    is out).

    The strategy changes seat every game (0, 1, 2, 3, 0 …) so no one keeps the
    luck of a seat. ``on_game(n)`` is called after game ``n`` (1, 2 …): the
    notebook moves its progress bar there.
    """
    from algunokit.exercises.teacher import student_player
    from algunokit.tournaments.runner import run_tournament

    if len(opponents) != PLAYERS - 1:
        raise ValueError(f"a tournament needs {PLAYERS - 1} opponents")
    if tuple(levels) != LEVELS:
        raise ValueError(f"the lesson's tournament plays levels {LEVELS}")
    plan = []
    for number, game_seed in enumerate(derived_seeds(seed, games)):
        seat = number % PLAYERS
        robots = list(range(1, PLAYERS))  # contestant 0 is the student
        plan.append((game_seed, (*robots[:seat], 0, *robots[seat:])))
    name = t("lessons_alguno_b.l8.you", language)
    return run_tournament(
        "alguno", [student_player(strategy, name)], games=games, seed=seed, seats=PLAYERS,
        robots=tuple(opponents), plan=plan, workers=1,
        on_game=None if on_game is None else (lambda done, total: on_game(done)),
        presentation=LessonTable(tuple(opponents), language))


def lesson_tournament(strategy: Strategy, games: int = 20, **options: Any) -> TournamentResult:
    """:func:`tournament`, as the notebook calls it: what went wrong is in the result
    (``describe()``), never a traceback."""
    return tournament(strategy, games, **options)


# --------------------------------------------------------------------------- why a strategy wins


@dataclass(frozen=True)
class Comparison:
    """One turn where the strategy and the glouton robot build differently, and why."""

    text: str

    def __str__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text)

    def _repr_html_(self) -> str:
        # JupyterLab breaks plain text anywhere (« droi/te »): wrap at spaces instead
        from html import escape

        return ("<div style='white-space:pre-wrap;word-break:normal;overflow-wrap:"
                "break-word;font-family:var(--jp-code-font-family, monospace);"
                f"font-size:var(--jp-code-font-size, 13px)'>{escape(self.text)}</div>")


def _outcome(view: StudentView, option: Build, language: str | None) -> str:
    hands = view.imagine(option)
    others = ", ".join(t("lessons_alguno_b.l8.compare.seat", language,
                         name=seat_name(view, s, language), n=len(h))
                       for s, h in enumerate(hands) if s != view.moi)
    return t("lessons_alguno_b.l8.compare.outcome", language,
             option=build_text(view, option, language), n=len(hands[view.moi]), others=others)


def compare_with_greedy(strategy: Strategy, *, seeds: Sequence[int] = CASE_SEEDS,
                        language: str | None = None) -> Comparison:
    """Find a build where ``strategy`` and the glouton robot (in its place) choose options
    that end differently, and say in words why the glouton's choice is better (or not)."""
    greedy = make_bot("greedy", 1)
    found: list[tuple[int, StudentView, Build, Build]] = []

    def watch(game: Game, view: StudentView, decision: StudentDecision, answer: Any) -> None:
        if found or decision.kind is not DecisionKind.BUILD or answer not in decision.options:
            return
        theirs = greedy(view._view, decision._decision)
        mine_hands, their_hands = view.imagine(answer), view.imagine(theirs)
        if [len(h) for h in mine_hands] != [len(h) for h in their_hands]:
            frozen = StudentView(game.copy().view(view.moi))  # stays on this turn
            found.append((game.turn, frozen, answer, theirs))

    for number, seed in enumerate(seeds, 1):
        _, refusal = play_game(strategy, seed % PLAYERS, seed, ("random", "random", "random"),
                               turn_limit=60, language=language, on_decision=watch)
        if refusal is not None:
            refusal.params["game"] = number
            return Comparison(refusal.feedback(language).message)
        if found:
            break
    if not found:
        return Comparison(t("lessons_alguno_b.l8.compare.same", language))
    turn, view, mine, theirs = found[0]
    lines = [t("lessons_alguno_b.l8.compare.header", language, turn=turn),
             t("lessons_alguno_b.l8.compare.you", language, outcome=_outcome(view, mine, language)),
             t("lessons_alguno_b.l8.compare.greedy", language,
               outcome=_outcome(view, theirs, language))]
    lines.append(t(_WHY_KEYS[_reason(view, mine, theirs)], language))
    return Comparison("\n".join(lines))


def _reason(view: StudentView, mine: Build, theirs: Build) -> str:
    """Why the glouton robot prefers ``theirs``: one of the catalogue's reasons."""
    my_count, their_count = view.cartes_apres(mine), view.cartes_apres(theirs)
    if my_count > 0 and others_out(view, mine) and not others_out(view, theirs):
        return "someone_wins"
    if their_count < my_count:
        return "fewer_cards"
    if their_count == my_count:
        return "others_more"
    return "guess"  # the glouton imagines the hidden draw pile another way
