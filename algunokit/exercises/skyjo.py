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

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from html import escape
from typing import Any

from algunokit.errors import ConfigError, RuleError
from algunokit.exercises.core import Feedback, good, not_yet
from algunokit.exercises.teacher import (
    FunctionCheck,
    Number,
    StrategyCheck,
    Text,
    _arguments_text,
    _percent,
    _short,
    _value_text,
    _wrong,
    read_now,
    text_in,
    text_or_function,
)
from algunokit.exercises.words import answer_words
from algunokit.i18n import resolve, t, tn
from algunokit.kernel import in_kernel
from algunokit.play import Decision, derived_seeds, safe_text
from algunokit.simulation import bot_label
from algunokit.skyjo.bots import make_bot
from algunokit.skyjo.game import Game
from algunokit.skyjo.moves import describe_option
from algunokit.skyjo.rules import column_removals
from algunokit.slips import function_error
from algunokit.tournaments.results import decimal

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
                return _wrong(self.language, "lessons_skyjo.negatives_as_positives",
                              found=answer)
            if answer == sum(v for v in values if v > 0):
                return _wrong(self.language, "lessons_skyjo.negatives_forgotten", found=answer)
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
            return _wrong(lang, "exercises.need_function", found=type(answer).__name__)
        cases = self.current_cases()
        for (grid,) in cases:
            shown = _arguments_text((grid,), lang)
            expected = tuple(sorted(column_removals(grid)))
            want = _value_text(list(expected), lang)
            try:
                got = answer(copy_grid(grid))
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                return _wrong(lang, "teacher.function.raised", name=self.name, args=shown,
                              why=function_error(exc, lang, answer))
            columns = _as_columns(got)
            if columns is None:
                detail = t("lessons_skyjo.no_return" if got is None
                           else "lessons_skyjo.need_list", lang)
                return Feedback(False, t("teacher.function.differs", lang, name=self.name,
                                         args=shown, got=_short(got), want=want), (detail,))
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
                                     args=shown, got=_short(got), want=want), tuple(details))
        return good(lang, "exercises.function.good", n=len(cases))


def columns_function(prompt: Text, reference: Callable[..., Any], *, cases: Any,
                     names: tuple[str, str], example: Any, title: Text,
                     hints: Sequence[Text] = (), solution: Text | None = None) -> ColumnsCheck:
    """The student writes the function giving the removed columns of a tableau."""
    return ColumnsCheck("function", text=prompt, hints=hints, reference=reference,
                        cases=cases, name=names[-1], source=solution, names=tuple(names),
                        example=example, title=title)


# --- ex4: a strategy, and a tournament to watch -------------------------------------


class _Illegal(Exception):
    def __init__(self, feedback: Feedback) -> None:
        super().__init__(feedback.message)
        self.feedback = feedback


def guarded(strategy: Callable[..., Any], language: str | None) -> Callable[..., Any]:
    """The student's strategy, stopping the game with clear feedback on a bad answer."""

    def play(view: Any, decision: Decision) -> Any:
        kind = decision.kind.label(language)
        try:
            option = strategy(view, decision)
        except Exception as exc:
            # a beginner slip or the error said in words, with the line of their code
            why = function_error(exc, language, strategy, fallback=False)
            raise _Illegal(Feedback(False, t("lessons_skyjo.strategy.raised", language,
                                             kind=kind), (why,) if why else ())) from None
        # the very option, as the game checks it: a look-alike (``Reveal(0.0, 1)``, a row
        # from ``/``) would be refused by the game itself, so it is refused here, in words
        try:
            return decision.check(option)
        except RuleError:
            pass
        allowed = ", ".join(describe_option(o, language) for o in decision.options[:4])
        if len(decision.options) > 4:
            allowed += " …"
        if option is None:
            raise _Illegal(_wrong(language, "lessons_skyjo.strategy.none", kind=kind))
        refused = _wrong(language, "lessons_skyjo.strategy.illegal", kind=kind,
                         found=answer_words(option, language), allowed=allowed)
        if _holds_a_whole_float(option):  # most often a row or a column computed with /
            refused = replace(refused,
                              details=(t("lessons_skyjo.strategy.whole_float", language),))
        raise _Illegal(refused)

    return play


def _holds_a_whole_float(option: Any) -> bool:
    """Whether a move holds a whole number written as a float (``Reveal(0.0, 1)``)."""
    if not is_dataclass(option) or isinstance(option, type):
        return False
    return any(type(value) is float and value.is_integer()
               for value in (getattr(option, f.name, None) for f in fields(option)))


def play_game(strategies: Sequence[Callable[..., Any]], seed: int,
              max_turns: int = 1000) -> Game:
    game = Game(len(strategies), seed, max_turns=max_turns)
    while (decision := game.decision) is not None:
        game.choose(strategies[decision.player](game.view(decision.player), decision))
    return game


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

    def check(self, answer: Any) -> Feedback:
        if sys.platform == "emscripten" and callable(answer):
            return self.check_here(answer)
        return super().check(answer)

    def check_here(self, answer: Callable[..., Any]) -> Feedback:
        """The same games in this process (for a browser kernel, which has no other)."""
        from algunokit.tournaments.games import game_kind

        lang = self.language
        seats = game_kind(self.game).min_seats
        mine = guarded(answer, lang)
        won = 0
        for g, game_seed in enumerate(derived_seeds(self.seed, self.games)):
            seat = g % seats
            robots = [make_bot(self.opponents[i % len(self.opponents)], game_seed + i)
                      for i in range(seats - 1)]
            players = [*robots[:seat], mine, *robots[seat:]]
            try:
                game = play_game(players, game_seed)
            except _Illegal as illegal:
                return illegal.feedback
            won += seat in game.winners
        rate = won / self.games
        params = {"games": self.games, "rate": _percent(rate, lang),
                  "target": _percent(self.target, lang)}
        passed = rate >= self.target
        key = "teacher.strategy.good" if passed else "teacher.strategy.short"
        return Feedback(passed, tn(key, won, lang, **params))

    def tournament(self, strategy: Callable[..., Any], games: int = 10,
                   bots: Sequence[str] = ("random", "heuristic"), seed: int = 7,
                   progress: bool | None = None) -> TournamentResult:
        """A small tournament: ``games`` two-player games of ``strategy`` against each bot.

        The strategy sits first in half of the games. ``progress`` shows a
        progress bar (default: only in a notebook).
        """
        lang = self.language
        bar = _progress_bar(games * len(bots), lang) if progress is not False else None
        mine = guarded(strategy, lang)
        matches = []
        done = 0
        for bot_name in bots:
            won = lost = my_points = their_points = 0
            for g, game_seed in enumerate(derived_seeds(seed, games)):
                bot = make_bot(bot_name, game_seed ^ 0xB07)
                seat = g % 2
                try:
                    game = play_game([mine, bot] if seat == 0 else [bot, mine], game_seed)
                except _Illegal as illegal:
                    if bar is not None:
                        bar.bar_style = "danger"
                    return TournamentResult(games, tuple(matches), lang,
                                            illegal.feedback.message,
                                            illegal.feedback.details)
                won += seat in game.winners
                lost += (1 - seat) in game.winners
                my_points += game.totals[seat]
                their_points += game.totals[1 - seat]
                done += 1
                if bar is not None:
                    bar.value = done
            matches.append(Match(bot_name, won, lost, my_points / games, their_points / games))
        if bar is not None:
            bar.bar_style = "success"
        return TournamentResult(games, tuple(matches), lang)


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
class TournamentResult:
    """One :class:`Match` per bot (fewer points is better); ``error`` if the strategy failed."""

    games: int
    matches: tuple[Match, ...]
    language: str | None = None
    error: str = ""
    #: what may help with the error (the line of the strategy that failed, a hint)
    details: tuple[str, ...] = ()

    def _line(self, match: Match) -> str:
        bot = t("lessons_skyjo.tournament.robot", self.language,
                name=bot_label(match.bot, self.language))
        return t("lessons_skyjo.tournament.row", self.language, bot=bot,
                 won=tn("lessons_skyjo.wins", match.won, self.language),
                 lost=tn("lessons_skyjo.losses", match.lost, self.language), n=self.games,
                 mine=decimal(round(match.my_mean, 1), self.language),
                 theirs=decimal(round(match.their_mean, 1), self.language))

    def __str__(self) -> str:
        lines = [tn("lessons_skyjo.tournament.head", self.games, self.language)]
        lines += [self._line(m) for m in self.matches]
        if self.error:
            lines += [self.error, *self.details]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.language
        head = [t(key, lang) for key in _TABLE_HEAD]
        cells = "".join(
            f"<tr><td>{escape(bot_label(m.bot, lang))}</td>"
            f"<td style='text-align:right'>{m.won}</td>"
            f"<td style='text-align:right'>{m.lost}</td>"
            f"<td style='text-align:right'>{decimal(round(m.my_mean, 1), lang)}</td>"
            f"<td style='text-align:right'>{decimal(round(m.their_mean, 1), lang)}</td></tr>"
            for m in self.matches)
        details = "".join(f"<div>{escape(d)}</div>" for d in self.details)
        error = (f"<div role='alert' style='color:#9B1C1C'><b>{escape(self.error)}</b>"
                 f"{details}</div>" if self.error else "")
        title = escape(tn("lessons_skyjo.tournament.head", self.games, lang))
        return (f"<p><b>{title}</b></p><table><tr>"
                + "".join(f"<th>{escape(h)}</th>" for h in head)
                + f"</tr>{cells}</table>{error}")


__all__ = ["ColumnsCheck", "GridNumber", "Match", "ScoreCheck", "SkyjoStrategy",
           "TournamentResult", "columns_function", "grid_number", "guarded", "play_game",
           "skyjo_strategy"]
