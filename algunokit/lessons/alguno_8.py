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
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from algunokit.alguno.bots import make_bot
from algunokit.alguno.game import Game
from algunokit.alguno.moves import Build, DecisionKind
from algunokit.alguno.student import (
    StudentDecision,
    StudentView,
    option_text,
    others_out,
)
from algunokit.errors import ConfigError
from algunokit.exercises import teacher
from algunokit.exercises.alguno_strategy import (
    BestByEye,
    BestOption,
    BetterOfTwo,
    Dangerous,
    LessonStrategy,
)
from algunokit.exercises.core import Exercise
from algunokit.i18n import t
from algunokit.lessons.alguno_8_play import (  # the notebook imports them from here
    CASE_SEEDS,
    LEVELS,
    PLAYERS,
    Comparison,
    LessonTable,
    Refusal,
    bot_name,
    compare_with_greedy,
    contestant_names,
    kind_text,
    lesson_tournament,
    play_game,
    tournament,
)
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import Decision, safe_text

#: the game the lesson looks at closely (§2): seat and decision come from the engine
EXAMPLE_SEED = 2
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


__all__ = ["CASE_SEEDS", "DANGER_SEEDS", "EXAMPLE_SEED", "LEVELS", "PLAYERS", "Comparison",
           "LessonTable", "Refusal", "best_of_two", "best_option", "bot_name", "build_decisions",
           "compare_with_greedy", "contestant_names", "dangerous", "example", "exercises",
           "kind_text", "lesson_tournament", "option_text", "play_game", "random_data",
           "reference_strategy", "tournament"]
