"""The teacher's exercise on a game strategy, played against robots: :func:`strategy`."""

from __future__ import annotations

import ast
import inspect
import sys
import types
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import (
    Feedback,
    not_yet,
    wrong,
)
from algunokit.exercises.teacher.answers import (
    fold,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    short_text,
    text_in,
)
from algunokit.i18n import resolve, t, tn

#: The robots' names a teacher may type, in French or English.
ROBOT_NAMES = {"glouton": "greedy", "au hasard": "random", "hasard": "random",
               "greedy": "greedy", "random": "random", "heuristic": "heuristic",
               "malin": "heuristic"}


def student_player(strategy: Any, name: str = "student") -> Any:
    """The student's strategy as the match service plays it: its source (read from the
    notebook, :func:`strategy_source`) in a process of its own, or, in the browser
    kernel where no second process can start, the function itself, played here."""
    from algunokit.tournaments.runner import LocalStrategy
    from algunokit.tournaments.submissions import Chunk, Submission

    if sys.platform == "emscripten":
        return LocalStrategy(name, strategy)
    source = strategy_source(strategy)
    if source is None:
        return Submission(name, "<notebook>", problem=("tournament.problem.no_source", {}))
    return Submission(name, "<notebook>", (Chunk(None, source),), "strategy")


def strategy_source(function: Any) -> str | None:
    """The source a student's process needs to rebuild ``function``: its own code, the
    functions and plain values it names from its module, and the modules it imports.
    Read from the notebook's cells (IPython keeps them); None when it cannot be found."""
    seen: set[str] = set()
    parts: list[str] = []

    def add(fn: types.FunctionType) -> bool:
        if fn.__name__ in seen:
            return True
        seen.add(fn.__name__)
        try:
            source = inspect.getsource(fn)
        except (OSError, TypeError):
            return False
        source = inspect.cleandoc("\n" + source) if source[:1].isspace() else source
        for name in _names_used(fn.__code__):
            value = fn.__globals__.get(name)
            if name in seen or value is None or not name.isidentifier():
                continue
            if isinstance(value, types.FunctionType) and value.__module__ == fn.__module__:
                if not add(value):
                    return False
            elif isinstance(value, types.ModuleType):
                seen.add(name)
                parts.insert(0, f"import {value.__name__} as {name}")
            elif _importable(value):  # a function or class imported from a package
                seen.add(name)
                parts.insert(0, f"from {value.__module__} import {value.__qualname__} as {name}")
            elif _plain(value):
                seen.add(name)
                parts.insert(0, f"{name} = {value!r}")
        parts.append(source)
        return True

    if not isinstance(function, types.FunctionType) or not add(function):
        return None
    source = "\n\n".join(parts) + f"\n\nstrategy = {function.__name__}\n"
    try:
        ast.parse(source)
    except SyntaxError:
        return None
    return source


def _importable(value: Any) -> bool:
    module = getattr(value, "__module__", None)
    qualname = getattr(value, "__qualname__", "")
    return (isinstance(value, type | types.FunctionType | types.BuiltinFunctionType)
            and isinstance(module, str) and module in sys.modules
            and module not in ("__main__", "builtins") and qualname.isidentifier())


def _names_used(code: types.CodeType) -> list[str]:
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names += _names_used(const)
    return names


def _plain(value: Any, depth: int = 0) -> bool:
    if depth > 4:
        return False
    if value is None or isinstance(value, bool | int | float | str):
        return True
    if isinstance(value, list | tuple | set | frozenset):
        return all(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(_plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items())
    return False


def _robot(name: str, language: str | None) -> str:
    return f"« {name} »" if resolve(language) == "fr" else f"'{name}'"


def _percent(value: float, language: str | None) -> str:
    text = f"{round(100 * value)} %"
    return text.replace(" ", "\u202f") if resolve(language) == "fr" else text.replace(" ", "")


@dataclass
class StrategyCheck(TeacherExercise):
    game: str = "alguno"
    opponents: Any = ("greedy",)
    games: int = 100
    target: float = 0.3
    seed: int = 1
    time_limit: float = 1.0

    def __post_init__(self) -> None:
        from algunokit.simulation import bot_label
        from algunokit.tournaments.games import tournament_game

        super().__post_init__()
        kind = tournament_game(self.game)
        names = [self.opponents] if isinstance(self.opponents, str) else list(self.opponents)
        robots = []
        for name in names:
            robot = ROBOT_NAMES.get(fold(name)) if isinstance(name, str) else None
            if robot not in kind.robots:
                raise ConfigError("teacher.error.opponents", found=short_text(name),
                                  allowed=", ".join(bot_label(r) for r in kind.robots))
            robots.append(robot)
        self.opponents = tuple(robots)
        if isinstance(self.target, bool) or not isinstance(self.target, int | float) \
                or not 0 <= self.target <= 1:
            raise ConfigError("teacher.error.target", found=short_text(self.target))
        if isinstance(self.games, bool) or not isinstance(self.games, int) \
                or not 1 <= self.games <= 2000:
            raise ConfigError("teacher.error.games", found=short_text(self.games))

    def expected(self) -> float:
        return float(self.target)

    def shown(self, language: str | None = None) -> str:
        from algunokit.simulation import bot_label

        lang = language or self.language
        return t("teacher.strategy.solution", lang, target=_percent(self.target, lang),
                 opponents=", ".join(_robot(bot_label(r, lang), lang) for r in self.opponents))

    @property
    def solution_answer(self) -> Any:  # no single answer: a strategy is judged by its games
        return None

    def check(self, answer: Any) -> Feedback:
        from algunokit.tournaments import run_tournament
        from algunokit.tournaments.games import tournament_game
        from algunokit.tournaments.submissions import Chunk, Submission, syntax_problem

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if isinstance(answer, str):
            if sys.platform == "emscripten":  # a source runs only in a process of its own
                return wrong(lang, "teacher.strategy.browser")
            source = answer
            try:
                tree = ast.parse(source)
            except SyntaxError as err:
                key, params = syntax_problem(err, None)
                params = {k: text_in(v, lang) if isinstance(v, dict) else v
                          for k, v in params.items()}
                return wrong(lang, "teacher.strategy.problem", detail=t(key, lang, **params))
            defined = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
            if defined and not any(n in defined for n in ("strategy", "strategie")):
                source += f"\n\nstrategy = {defined[-1]}\n"
            me = Submission("student", "<notebook>", (Chunk(None, source),), "strategy")
        elif isinstance(answer, types.FunctionType):
            me = student_player(answer)
            if getattr(me, "problem", None) is not None:
                return wrong(lang, "teacher.strategy.no_source")
        else:
            return wrong(lang, "teacher.strategy.need_function",
                          found=type(answer).__name__)
        # The smallest table of a class tournament (three seats): the student and the
        # robots, repeated in order.
        seats = max(3, tournament_game(self.game).min_seats)
        robots = tuple(self.opponents[i % len(self.opponents)] for i in range(seats - 1))
        # A check is strict: the first fault (an error, a wrong answer, a time-out)
        # stops the strategy, and the feedback says which, in the tournament's words.
        result = run_tournament(self.game, [me], games=self.games, seed=self.seed,
                                seats=seats, robots=robots, time_limit=self.time_limit,
                                workers=1, max_faults=1)
        entry = next(e for e in result.entries if e.robot is None)
        if entry.disqualified:
            detail = entry.status(lang, time_limit=result.time_limit,
                                  memory_mb=result.memory_mb, max_faults=result.max_faults)
            return wrong(lang, "teacher.strategy.problem", detail=detail)
        params = {"games": entry.games, "rate": _percent(entry.rate, lang),
                  "target": _percent(self.target, lang)}
        passed = bool(entry.games) and entry.rate >= self.target
        key = "teacher.strategy.good" if passed else "teacher.strategy.short"
        return Feedback(passed, tn(key, entry.wins, lang, **params))


def strategy(prompt: TextLike, game: str, *, opponents: Any, games: int, target: float,
             hints: Any = (), seed: int = 1) -> StrategyCheck:
    """The student writes a strategy; it plays ``games`` games against ``opponents``
    (robots: « glouton », « au hasard » …) in a separate, time-limited process, as in a
    class tournament, and passes when it wins at least ``target`` (0 to 1) of them."""
    return StrategyCheck("strategy", text=prompt, hints=hints, game=game, opponents=opponents,
                         games=games, target=target, seed=seed)
