"""Lesson 8 of Alg(un)o: write your own strategy, step by step, and test it in a tournament.

A strategy is a plain function ``strategy(view, decision)`` returning one of
``decision.options`` (see :mod:`algunokit.alguno.bots`). For a student of 14 the
engine's objects are wrapped (:class:`StudentView`, :class:`StudentDecision`) with
names they can read in French or English (``vue.moi``, ``vue.cartes_apres(option)``,
``decision.type == "construire"``); everything the engine's view has still works.

The exercises build the "keep the best" pattern one step at a time: count the
options (ex1), pick the best by eye (ex2), compare two options (ex3), loop and keep
the best (ex4), a whole strategy played against the robots by the teacher's
``strategy()`` check, in a separate, time-limited process (ex5), then spot an option
that lets someone else win (ex6, the glouton robot's extra idea).

``L.data`` holds the seed of the example game (§2, ex2) and the seeds of the games
whose build decisions ex3, ex4 and ex6 are checked on; every expected answer, case and
explanation is read from it when the student checks. The student objects are in
:mod:`algunokit.alguno.student`, the exercise kinds of ex2 to ex6 in
:mod:`algunokit.exercises.alguno_strategy`; this module holds the lesson's data, its
model answers, and how it plays (through the class tournament's runner).
:func:`tournament` plays a strategy against the built-in bots (a callback after every
game moves the notebook's progress bar); :func:`compare_with_greedy` finds a turn
where the strategy and the glouton robot choose differently and says why. No Jupyter
import here: the notebook makes the progress bar.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
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
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises import teacher
from algunokit.exercises.alguno_strategy import (
    BestByEye,
    BestOption,
    BetterOfTwo,
    Dangerous,
    LessonStrategy,
)
from algunokit.exercises.core import Exercise, Feedback, wrong
from algunokit.i18n import resolve, t
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import Decision, Strategy, derived_seeds, safe_text
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
#: the game the lesson looks at closely (§2): seat and decision come from the engine
EXAMPLE_SEED = 2
#: the seeded games whose build decisions the function exercises are checked on
CASE_SEEDS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
#: whole seeded games whose late build decisions offer an option that lets someone else win
DANGER_SEEDS = (1, 2, 3, 4, 5)


# --------------------------------------------------------------------------- student objects


def build_decisions(seeds: Sequence[int] = CASE_SEEDS, per_game: int = 3,
                    language: str | None = None) -> list[tuple[int, StudentView, Decision]]:
    """``(turn, view, decision)`` for the first build decisions of seeded games played by
    random bots: real positions, where options leave different numbers of cards."""
    found = []
    for seed in seeds:
        game = Game(PLAYERS, LEVELS, seed)
        bots = [make_bot("random", seed * 10 + s) for s in range(PLAYERS)]
        taken = 0
        while (decision := game.decision) is not None and taken < per_game:
            if decision.kind is DecisionKind.BUILD:  # a copy: the view stays on this turn
                view = StudentView(game.copy().view(decision.player))
                if len({view.cartes_apres(o) for o in decision.options}) > 1:
                    found.append((game.turn, view, StudentDecision(decision, language)))
                    taken += 1
            game.choose(bots[decision.player](game.view(decision.player), decision))
    return found


def example(seed: int = EXAMPLE_SEED,
            language: str | None = None) -> tuple[Game, StudentView, StudentDecision]:
    """The position the lesson looks at closely: the first decision of a seeded game
    (``L.data["example_seed"]`` in the notebook)."""
    game = Game(PLAYERS, LEVELS, seed=seed)
    decision = game.decision
    assert decision is not None
    return game, StudentView(game.view(decision.player)), StudentDecision(decision, language)


# --------------------------------------------------------------------------- references


def best_of_two(view: StudentView, a: Build, b: Build) -> Build:
    if view.cartes_apres(b) < view.cartes_apres(a):
        return b
    return a


def best_option(view: StudentView, decision: StudentDecision) -> Build:
    best = decision.options[0]
    for option in decision.options:
        if view.cartes_apres(option) < view.cartes_apres(best):
            best = option
    return best


def reference_strategy(view: StudentView, decision: StudentDecision) -> Any:
    """Build what leaves me the fewest cards; give to the neighbour closest to winning."""
    if decision.type == "build":
        return best_option(view, decision)
    if decision.type == "neighbour":
        if len(view.hands[view.left_neighbour]) <= len(view.hands[view.right_neighbour]):
            return decision.options[0]
        return decision.options[1]
    return decision.options[0]


def dangerous(view: StudentView, option: Build) -> bool:
    return any(len(hand) == 0 for seat, hand in enumerate(view.imagine(option))
               if seat != view.me)


SOURCES = {
    "ex3": {"fr": '''def la_meilleure_des_deux(vue, a, b):
    if vue.cartes_apres(b) < vue.cartes_apres(a):
        return b
    return a
''', "en": '''def better_of_two(view, a, b):
    if view.cards_after(b) < view.cards_after(a):
        return b
    return a
'''},
    "ex4": {"fr": '''def meilleure_option(vue, decision):
    meilleure = decision.options[0]          # la meilleure vue jusqu'ici
    for option in decision.options:
        if vue.cartes_apres(option) < vue.cartes_apres(meilleure):
            meilleure = option               # on a trouvé mieux : on la garde
    return meilleure
''', "en": '''def best_option(view, decision):
    best = decision.options[0]               # the best seen so far
    for option in decision.options:
        if view.cards_after(option) < view.cards_after(best):
            best = option                    # found a better one: keep it
    return best
'''},
    "ex5": {"fr": '''def strategie(vue, decision):
    if decision.type == "construire":
        return meilleure_option(vue, decision)      # ta fonction de l'exercice 4
    if decision.type == "voisin":
        # donner au voisin qui a le moins de cartes, pour le ralentir
        if len(vue.mains[vue.voisin_gauche]) <= len(vue.mains[vue.voisin_droite]):
            return decision.options[0]              # gauche
        return decision.options[1]                  # droite
    return decision.options[0]                      # défausser / donner : les premières cartes
''', "en": '''def strategy(view, decision):
    if decision.type == "build":
        return best_option(view, decision)          # your function from exercise 4
    if decision.type == "neighbour":
        # give to the neighbour with the fewest cards, to slow them down
        if len(view.hands[view.left_neighbour]) <= len(view.hands[view.right_neighbour]):
            return decision.options[0]              # left
        return decision.options[1]                  # right
    return decision.options[0]                      # discard / give: the first cards
'''},
    "ex6": {"fr": '''def dangereuse(vue, option):
    mains = vue.imagine(option)
    for place in range(len(mains)):
        if place != vue.moi and len(mains[place]) == 0:
            return True
    return False
''', "en": '''def dangerous(view, option):
    hands = view.imagine(option)
    for seat in range(len(hands)):
        if seat != view.me and len(hands[seat]) == 0:
            return True
    return False
'''},
}
#: the whole reference strategy, as a student would paste it (the tests run it)
REFERENCE_FR = SOURCES["ex4"]["fr"] + "\n\n" + SOURCES["ex5"]["fr"]
REFERENCE_EN = SOURCES["ex4"]["en"] + "\n\n" + SOURCES["ex5"]["en"]


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


# --------------------------------------------------------------------------- exercises


def _seeds(*, low: int, high: int) -> Callable[[Any], tuple[int, ...]]:
    """``low`` to ``high`` different game seeds (whole numbers from 0 to 10⁹)."""

    def read(value: Any) -> tuple[int, ...]:
        if (not isinstance(value, list | tuple) or not low <= len(value) <= high
                or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10**9
                           for v in value) or len(set(value)) != len(value)):
            raise ConfigError("lessons_alguno_b.l8.error.seeds", found=safe_text(value),
                              low=low, high=high)
        return tuple(value)

    return read


DATA: dict[str, Any] = {
    #: the game whose first decision the lesson looks at closely (§2 and exercise 2)
    "example_seed": EXAMPLE_SEED,
    #: the seeded games whose build decisions exercises 3 and 4 are checked on
    "case_seeds": CASE_SEEDS,
    #: whole seeded games whose late build decisions may let someone else win (ex6)
    "danger_seeds": DANGER_SEEDS,
}
READERS = {"example_seed": whole_number(0, 10**9),
           "case_seeds": _seeds(low=1, high=20), "danger_seeds": _seeds(low=1, high=10)}


def random_data(rng: random.Random) -> dict[str, Any]:
    return {"example_seed": rng.randint(0, 10**6),
            "case_seeds": tuple(rng.sample(range(10**6), 4)),
            "danger_seeds": tuple(rng.sample(range(10**6), 3))}


@lru_cache(maxsize=8)
def _build_cases(seeds: tuple[int, ...], per_game: int,
                 language: str) -> tuple[tuple[int, StudentView, StudentDecision], ...]:
    return tuple(build_decisions(seeds, per_game, language))


@lru_cache(maxsize=8)
def _danger_cases(seeds: tuple[int, ...],
                  language: str) -> tuple[tuple[int, StudentView, StudentDecision], ...]:
    """Late build decisions where some option lets someone else win."""
    return tuple(case for case in _build_cases(seeds, 60, language)
                 if any(others_out(case[1], o) for o in case[2].options))


def example_counts(seed: int = EXAMPLE_SEED) -> tuple[int, ...]:
    """How many cards the example's author would keep with each option (§2 and ex2)."""
    _, view, decision = example(seed)
    return tuple(view.cartes_apres(o) for o in decision.options)


def example_listing(seed: int, language: str) -> str:
    """The example's options as the notebook prints them (the answer key quotes them)."""
    game, view, decision = example(seed, language)
    return "\n".join(t("lessons_alguno_b.l8.ex2.option", language, n=n,
                            cards=view.cartes_apres(option),
                            alternative=game.alternative_for(option).label(language))
                          for n, option in enumerate(decision.options))


@lru_cache(maxsize=1)
def build_count() -> int:
    """How many builds a level-(1, 2) author may choose from (exercise 1)."""
    return len(Game(PLAYERS, LEVELS, seed=0).build_options())



#: exercise 5's table: the student against these robots, and the share of wins to reach
STRATEGY_OPPONENTS = ("greedy", "random")
STRATEGY_GAMES, STRATEGY_TARGET = 30, 0.3


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 8 (``ex1`` … ``ex6``), reading ``data`` at check time."""

    def counts() -> tuple[int, ...]:
        return example_counts(data["example_seed"])

    def ex2_explanation() -> dict[str, str]:
        found = counts()
        best = [i for i, n in enumerate(found) if n == min(found)]
        if len(best) == 1:
            return catalogue("lessons_alguno_b.l8.ex2.explain", n=min(found), best=best[0])
        return catalogue("lessons_alguno_b.l8.ex2.explain_tie", n=min(found),
                         best=", ".join(map(str, best)))

    return {
        "ex1": teacher.number(
            catalogue("lessons_alguno_b.l8.ex1.prompt"), build_count,
            hints=[catalogue("lessons_alguno_b.l8.ex1.hint1"),
                   catalogue("lessons_alguno_b.l8.ex1.hint2")],
            explanation=catalogue("lessons_alguno_b.l8.ex1.explain")),
        "ex2": BestByEye(
            "choice", text=lambda: catalogue("lessons_alguno_b.l8.ex2.prompt",
                                             options=lambda lang: example_listing(
                                                 data["example_seed"], lang)),
            hints=(catalogue("lessons_alguno_b.l8.ex2.hint1"),
                   catalogue("lessons_alguno_b.l8.ex2.hint2")),
            explanation=ex2_explanation, counts=counts),
        "ex3": BetterOfTwo(
            "function", text=catalogue("lessons_alguno_b.l8.ex3.prompt"),
            hints=(catalogue("lessons_alguno_b.l8.ex3.hint1"),
                   catalogue("lessons_alguno_b.l8.ex3.hint2")),
            cases=lambda lang: _build_cases(data["case_seeds"], 3, lang),
            reference=best_of_two, sources=SOURCES["ex3"]),
        "ex4": BestOption(
            "function", text=catalogue("lessons_alguno_b.l8.ex4.prompt"),
            hints=(catalogue("lessons_alguno_b.l8.ex4.hint1"),
                   catalogue("lessons_alguno_b.l8.ex4.hint2"),
                   catalogue("lessons_alguno_b.l8.ex4.hint3")),
            cases=lambda lang: _build_cases(data["case_seeds"], 3, lang),
            reference=best_option, sources=SOURCES["ex4"]),
        "ex5": LessonStrategy(
            "strategy", text=catalogue("lessons_alguno_b.l8.ex5.prompt"),
            hints=(catalogue("lessons_alguno_b.l8.ex5.hint1"),
                   catalogue("lessons_alguno_b.l8.ex5.hint2"),
                   catalogue("lessons_alguno_b.l8.ex5.hint3")),
            game="alguno", opponents=STRATEGY_OPPONENTS, games=STRATEGY_GAMES,
            target=STRATEGY_TARGET, sources={"fr": REFERENCE_FR, "en": REFERENCE_EN},
            shown_sources=SOURCES["ex5"]),
        "ex6": Dangerous(
            "function", text=catalogue("lessons_alguno_b.l8.ex6.prompt"),
            hints=(catalogue("lessons_alguno_b.l8.ex6.hint1"),
                   catalogue("lessons_alguno_b.l8.ex6.hint2")),
            cases=lambda lang: _danger_cases(data["danger_seeds"], lang),
            reference=dangerous, sources=SOURCES["ex6"]),
    }
