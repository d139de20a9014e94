"""Exercise kinds only the Skyjo lesson needs: a tableau's score by hand (with its
picture), ``score(grid)`` told which slip it made, the removed columns compared with the
engine, and a strategy that also plays a small tournament the student can watch.

A tableau is 3 rows of 4 values: an ``int`` is a face-up card, ``None`` a face-down one.

>>> ex = grid_number("Score?", lambda: [[1, 2, 3, 4], [0, 0, 0, 0], [-2, 0, 0, 0]],
...                  title="Grid")
>>> ex.check(8).ok, ex.check(12).ok
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import Feedback, good, not_yet, wrong
from algunokit.exercises.teacher import (
    FunctionCheck,
    Number,
    StrategyCheck,
    Text,
    arguments_text,
    read_now,
    short_text,
    text_in,
    text_or_function,
    value_text,
)
from algunokit.i18n import resolve, t, tn
from algunokit.kernel import in_kernel
from algunokit.protocol import derived_seeds, safe_text
from algunokit.simulation import bot_label
from algunokit.skyjo.rules import column_removals
from algunokit.slips import function_error
from algunokit.tournaments.results import TournamentResult, decimal

Grid = list[list[Any]]


def flat(grid: Grid) -> list[Any]:
    return [v for row in grid for v in row]


def copy_grid(grid: Grid) -> Grid:
    return [list(row) for row in grid]


def grid_picture(grid: Grid, title: str, language: str | None = None) -> Any:
    """The tableau drawn as Skyjo cards, as a picture a notebook shows."""
    from algunokit.draw.skyjo import grid_drawing
    from algunokit.draw.svg import SvgPicture

    return SvgPicture.of(grid_drawing(grid, title=title, language=language))


def _grid(value: Any) -> Grid:
    grid = read_now(value, "grid")
    if (not isinstance(grid, list | tuple) or len(grid) != 3
            or not all(isinstance(row, list | tuple) and len(row) == 4 for row in grid)):
        raise ConfigError("lessons_skyjo.error.grid", found=safe_text(grid))
    return copy_grid(grid)


# --- ex1: a score by hand ----------------------------------------------------------


@dataclass
class GridNumber(Number):
    """The score of a face-up tableau, computed by hand; ``picture()`` shows it.

    The expected answer is the sum of the grid's cards (read at check time); counting
    the negative cards as positive, or leaving them out, is told so."""

    grid: Any = None  # the tableau, or a function giving it
    title: Text = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.title = text_or_function(self.title, "title")

    def expected(self) -> int:
        return sum(flat(_grid(self.grid)))

    def picture(self) -> Any:
        return grid_picture(_grid(self.grid), self.read_text(self.title, "title"),
                            self.language)

    def mistake(self, answer: Any) -> Feedback | None:
        values = flat(_grid(self.grid))
        if any(v < 0 for v in values):
            if answer == sum(abs(v) for v in values):
                return wrong(self.language, "lessons_skyjo.negatives_as_positives",
                              found=answer)
            if answer == sum(v for v in values if v > 0):
                return wrong(self.language, "lessons_skyjo.negatives_forgotten", found=answer)
        return super().mistake(answer)


def grid_number(prompt: Text, grid: Any, *, title: Text, hints: Sequence[Text] = (),
                explanation: Any = None) -> GridNumber:
    """The student adds up the cards of ``grid`` (a tableau, or a function giving it)."""
    return GridNumber("number", text=prompt, hints=hints, explanation=explanation,
                      grid=grid, title=title)


# --- ex2: score(grid) --------------------------------------------------------------


@dataclass
class ScoreCheck(FunctionCheck):
    """``score(grid)``: on the first tableau where it goes wrong, the feedback says, when
    it can tell, which slip was made (no ``return``, negatives counted as positive, the
    ``return`` inside a loop, the total set back to 0 in the loop)."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        if feedback.ok or answer is ... or not callable(answer):
            return feedback
        for (grid,) in self.current_cases():
            try:
                got = answer(copy_grid(grid))
            except Exception:  # already reported by the base check
                return feedback
            if got == self.expected()(copy_grid(grid)):
                continue
            values = flat(grid)
            reason = None
            if got is None:
                reason = t("lessons_skyjo.no_return", self.language)
            elif any(v < 0 for v in values) and got == sum(abs(v) for v in values):
                reason = t("lessons_skyjo.negatives_as_positives_fn", self.language)
            elif got == sum(grid[0]):
                reason = t("lessons_skyjo.first_row_only", self.language)
            elif got == grid[0][0]:
                reason = t("lessons_skyjo.first_value_only", self.language)
            elif got in (sum(grid[-1]), grid[-1][-1]):
                reason = t("lessons_skyjo.total_reset", self.language)
            details = (reason,) if reason else ()
            return Feedback(False, feedback.message, feedback.details + details)
        return feedback


# --- ex3: removed columns ----------------------------------------------------------


def _as_columns(result: Any) -> tuple[int, ...] | None:
    if isinstance(result, list | tuple) and all(
            isinstance(c, int) and not isinstance(c, bool) for c in result):
        return tuple(sorted(result))
    return None


@dataclass
class ColumnsCheck(FunctionCheck):
    """``removed_columns(grid)``: compared with the engine's
    :func:`~algunokit.skyjo.rules.column_removals` (in any order), each wrong column
    explained (face-down cards, cards not all equal, a column missed)."""

    names: tuple[str, ...] = ()  # the function's name in French, then English
    example: Any = None  # the tableau ``picture()`` shows, or a function giving it
    title: Text = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.title = text_or_function(self.title, "title")

    def picture(self) -> Any:
        return grid_picture(_grid(self.example), self.read_text(self.title, "title"),
                            self.language)

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if self.names:
            self.name = self.names[0] if resolve(lang) == "fr" else self.names[-1]
        if answer is ...:
            return not_yet(lang)
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        cases = self.current_cases()
        for (grid,) in cases:
            shown = arguments_text((grid,), lang)
            expected = tuple(sorted(column_removals(grid)))
            want = value_text(list(expected), lang)
            try:
                got = answer(copy_grid(grid))
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                return wrong(lang, "teacher.function.raised", name=self.name, args=shown,
                              why=function_error(exc, lang, answer))
            columns = _as_columns(got)
            if columns is None:
                detail = t("lessons_skyjo.no_return" if got is None
                           else "lessons_skyjo.need_list", lang)
                return Feedback(False, t("teacher.function.differs", lang, name=self.name,
                                         args=shown, got=short_text(got), want=want), (detail,))
            if columns == expected:
                continue
            details = []
            for col in sorted(set(columns) - set(expected)):
                cells = [row[col] for row in grid] if 0 <= col < 4 else []
                if not cells:
                    details.append(t("lessons_skyjo.no_such_column", lang, col=col))
                elif None in cells:
                    details.append(t("lessons_skyjo.hidden_column", lang, col=col))
                else:
                    details.append(t("lessons_skyjo.not_all_equal", lang, col=col,
                                     cells=", ".join(map(str, cells))))
            for col in sorted(set(expected) - set(columns)):
                details.append(t("lessons_skyjo.missed_column", lang, col=col,
                                 value=grid[0][col]))
            return Feedback(False, t("teacher.function.differs", lang, name=self.name,
                                     args=shown, got=short_text(got), want=want), tuple(details))
        return good(lang, "exercises.function.good", n=len(cases))


def columns_function(prompt: Text, reference: Callable[..., Any], *, cases: Any,
                     names: tuple[str, str], example: Any, title: Text,
                     hints: Sequence[Text] = (), solution: Text | None = None) -> ColumnsCheck:
    """The student writes the function giving the removed columns of a tableau."""
    return ColumnsCheck("function", text=prompt, hints=hints, reference=reference,
                        cases=cases, name=names[-1], source=solution, names=tuple(names),
                        example=example, title=title)


# --- ex4: a strategy, and a tournament to watch -------------------------------------


@dataclass
class SkyjoStrategy(StrategyCheck):
    """:func:`~algunokit.exercises.teacher.strategy` for Skyjo, with the lesson's model
    (``model``: its source by language, ``names``: what the source needs) as the
    expected answer and the solution, and :meth:`tournament` to watch the student's
    strategy against the robots. In a browser kernel (no separate process), the same
    games are played in the notebook's own process."""

    model: Any = None  # {"fr": source, "en": source}
    imports: str = ""  # the import line the model's source needs

    def expected(self) -> str:  # the model, as a strategy cell a student would write
        return f"{self.imports}\n\n{text_in(self.model, self.language)}\n"

    def shown(self, language: str | None = None) -> str:
        return text_in(self.model, language or self.language)

    @property
    def solution_answer(self) -> Any:
        return self.expected()

    def tournament(self, strategy: Callable[..., Any], games: int = 10,
                   bots: Sequence[str] = ("random", "heuristic"), seed: int = 7,
                   progress: bool | None = None) -> TournamentResult:
        """A small tournament: ``games`` two-player games of ``strategy`` against each bot,
        through the class tournament's runner (the strategy in a process of its own, the
        same rules about faults). The strategy sits first in half of the games.
        ``progress`` shows a progress bar (default: only in a notebook).
        """
        from algunokit.exercises.teacher import student_player
        from algunokit.tournaments.runner import run_tournament

        lang = self.language
        bar = _progress_bar(games * len(bots), lang) if progress is not False else None
        plan = [(game_seed, (0, robot) if g % 2 == 0 else (robot, 0))
                for robot in range(1, len(bots) + 1)
                for g, game_seed in enumerate(derived_seeds(seed, games))]

        def moved(done: int, total: int) -> None:
            if bar is not None:
                bar.value = done

        result = run_tournament("skyjo", [student_player(strategy)], games=len(plan),
                                seed=seed, seats=2, robots=tuple(bots), plan=plan,
                                workers=1, on_game=moved,
                                presentation=VersusTable(tuple(bots), games, lang))
        if bar is not None:
            bar.bar_style = "danger" if result.entries[0].faults else "success"
        return result


def skyjo_strategy(prompt: Text, *, model: Text, imports: str, opponents: Any, games: int,
                   target: float, hints: Sequence[Text] = (), seed: int = 1,
                   explanation: Any = None) -> SkyjoStrategy:
    """A Skyjo strategy exercise (see :func:`~algunokit.exercises.teacher.strategy`)."""
    return SkyjoStrategy("strategy", text=prompt, hints=hints, explanation=explanation,
                         game="skyjo", opponents=opponents, games=games, target=target,
                         seed=seed, model=model, imports=imports)


def _progress_bar(games: int, language: str | None) -> Any:
    """A progress bar shown in the notebook, or None outside one (then nothing of
    Jupyter is imported: the widget itself lives in :mod:`algunokit.widgets.progress`;
    a terminal IPython would print it as text)."""
    if not in_kernel():
        return None
    from algunokit.widgets.progress import progress_bar

    return progress_bar(games, t("lessons_skyjo.tournament.progress", language))


#: The tournament table's column titles.
_TABLE_HEAD = ("lessons_skyjo.tournament.bot", "lessons_skyjo.tournament.won",
               "lessons_skyjo.tournament.lost", "lessons_skyjo.tournament.mine",
               "lessons_skyjo.tournament.theirs")


@dataclass(frozen=True)
class Match:
    """The games against one bot: wins of each side (ties count for both), mean totals."""

    bot: str
    won: int
    lost: int
    my_mean: float
    their_mean: float


@dataclass(frozen=True)
class VersusTable:
    """How the Skyjo lesson reads a tournament (the kit's one
    :class:`~algunokit.tournaments.results.TournamentResult`): one :class:`Match` per
    bot (fewer points is better), then what went wrong, in the class tournament's words.
    Entry 0 is the student, then the bots in order."""

    bots: tuple[str, ...]
    games: int
    language: str | None = None

    def matches(self, result: TournamentResult) -> tuple[Match, ...]:
        found = []
        for robot, bot in enumerate(self.bots, start=1):
            won = lost = mine = theirs = played = 0
            for record in result.records:
                if set(record.players) != {0, robot}:
                    continue
                me, it = record.players.index(0), record.players.index(robot)
                played += 1
                won += me in record.winners
                lost += it in record.winners
                if record.points is not None:
                    mine += record.points[me]
                    theirs += record.points[it]
            played = max(played, 1)
            found.append(Match(bot, won, lost, mine / played, theirs / played))
        return tuple(found)

    def _line(self, match: Match, lang: str | None) -> str:
        bot = t("lessons_skyjo.tournament.robot", lang, name=bot_label(match.bot, lang))
        return t("lessons_skyjo.tournament.row", lang, bot=bot,
                 won=tn("lessons_skyjo.wins", match.won, lang),
                 lost=tn("lessons_skyjo.losses", match.lost, lang), n=self.games,
                 mine=decimal(round(match.my_mean, 1), lang),
                 theirs=decimal(round(match.their_mean, 1), lang))

    def _status(self, result: TournamentResult, lang: str | None) -> str:
        status = result.entries[0].status(lang, time_limit=result.time_limit,
                                          memory_mb=result.memory_mb,
                                          max_faults=result.max_faults)
        return t("lessons_skyjo.tournament.status", lang, status=status) if status else ""

    def describe(self, result: TournamentResult, language: str | None = None) -> str:
        lang = language or self.language
        lines = [tn("lessons_skyjo.tournament.head", self.games, lang)]
        if not result.entries[0].disqualified:  # else a robot's games, not the student's
            lines += [self._line(m, lang) for m in self.matches(result)]
        status = self._status(result, lang)
        return "\n".join([*lines, status] if status else lines)

    def html(self, result: TournamentResult, language: str | None = None) -> str:
        lang = language or self.language
        head = [t(key, lang) for key in _TABLE_HEAD]
        cells = "".join(
            f"<tr><td>{escape(bot_label(m.bot, lang))}</td>"
            f"<td style='text-align:right'>{m.won}</td>"
            f"<td style='text-align:right'>{m.lost}</td>"
            f"<td style='text-align:right'>{decimal(round(m.my_mean, 1), lang)}</td>"
            f"<td style='text-align:right'>{decimal(round(m.their_mean, 1), lang)}</td></tr>"
            for m in self.matches(result)) if not result.entries[0].disqualified else ""
        status = self._status(result, lang)
        error = f"<div role='alert' style='color:#9B1C1C'>{escape(status)}</div>" \
            if status else ""
        title = escape(tn("lessons_skyjo.tournament.head", self.games, lang))
        return (f"<p><b>{title}</b></p><table><tr>"
                + "".join(f"<th>{escape(h)}</th>" for h in head)
                + f"</tr>{cells}</table>{error}")

    def chart(self, result: TournamentResult, language: str | None = None) -> Any:
        """The wins against each bot as a bar chart."""
        from algunokit.draw.charts import bar_chart
        from algunokit.draw.svg import SvgPicture

        lang = language or self.language
        matches = self.matches(result)
        return SvgPicture.of(bar_chart(
            tuple(bot_label(m.bot, lang) for m in matches), tuple(m.won for m in matches),
            title=tn("lessons_skyjo.tournament.head", self.games, lang),
            unit=t("lessons_skyjo.tournament.won", lang), language=lang))


__all__ = ["ColumnsCheck", "GridNumber", "Match", "ScoreCheck", "SkyjoStrategy",
           "TournamentResult", "VersusTable", "columns_function", "grid_number",
           "skyjo_strategy"]
