"""Skyjo, lesson 1: sums with negative numbers, columns scanned with loops, and a
strategy written as a series of alternatives, measured in a small tournament.

A tableau is written as Python lists, 3 rows of 4 values: an ``int`` is a
face-up card, ``None`` a face-down card. The exercises:

- ``ex1``: the score of a tableau, by hand (negative cards lower it);
- ``ex2``: ``score(grid)``, the same with two nested loops;
- ``ex3``: ``removed_columns(grid)``, the columns of three equal face-up cards
  (compare with :func:`algunokit.skyjo.column_removals`);
- ``ex4``: ``strategy(view, decision)``, if / elif / else; it must only answer
  allowed options and win ``NEED`` of ``GAMES`` seeded games against the ``random``
  bot (more than the notebook's starter does).
  ``L.ex4.tournament(strategy)`` then plays a small tournament against the
  kit's bots.

Feedback names the case that goes wrong and, when it can tell, why (a negative
card counted as positive, a ``return`` inside the loop, three face-down cards
taken for a column …). No Jupyter import at module level: the engines' test
imports this module with Jupyter blocked.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from algunokit.draw.skyjo import grid_drawing
from algunokit.draw.svg import SvgPicture
from algunokit.exercises.core import Exercise, Feedback, NumberExercise, good, wrong
from algunokit.exercises.functions import FunctionExercise
from algunokit.i18n import resolve, t, tn
from algunokit.play import Decision, derived_seeds
from algunokit.simulation import bot_label
from algunokit.skyjo.bots import make_bot
from algunokit.skyjo.cards import Slot
from algunokit.skyjo.game import Game
from algunokit.skyjo.moves import DecisionKind, DiscardAndReveal, Exchange, Pile, describe_option
from algunokit.skyjo.rules import column_removals
from algunokit.slips import sentence

Grid = list[list[Any]]

# -- data ---------------------------------------------------------------------------

#: The tableau of exercise 1 (all face up, end of a round): 37 points.
BY_HAND: Grid = [[-2, 7, 0, 11], [-1, 3, -2, 8], [4, -1, 10, 0]]

#: Tableaux on which ``score`` is checked (all face up).
SCORE_CASES: tuple[Grid, ...] = (
    [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
    [[-2, -1, 0, 0], [-1, -2, 0, 0], [0, 0, -1, -2]],
    BY_HAND,
    [[12, 12, -2, 5], [0, 9, -2, 5], [3, -1, -2, 4]],
    [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    [[-2, 12, 6, 1], [4, -1, 6, 2], [7, 3, 6, -2]],
)

#: The tableau shown in exercise 3: column 0 has three 5s, column 2 three face-down cards.
COLUMNS_EXAMPLE: Grid = [[5, 3, None, -1], [5, 3, None, -1], [5, 4, None, -1]]

#: Tableaux on which ``removed_columns`` is checked (``None``: face down).
COLUMN_CASES: tuple[Grid, ...] = (
    COLUMNS_EXAMPLE,
    [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]],
    [[None, None, None, None], [None, None, None, None], [None, None, None, None]],
    [[-2, 0, 7, 12], [-2, 0, 7, 12], [-2, 0, 7, 12]],
    [[8, 8, None, 0], [8, None, 8, 0], [None, 8, 8, 0]],
    [[3, 4, 3, 9], [3, 4, None, 9], [4, 4, 3, 9]],
    [[-1, 6, 6, None], [6, -1, 6, None], [6, 6, -1, 2]],
)

GAMES = 20  #: seeded two-player games of the strategy check (half of them as seat 1)
#: Wins needed out of GAMES against ``random``: the notebook's starter wins 13 (taking the
#: discard pile's low cards is not enough), a first real idea about where to put the card
#: held wins 19, the model solution 20. So the check needs the student's own work.
NEED = 16
SEED = 2026
MAX_TURNS = 3000  #: a strategy that never ends a round stops there


def _score(grid: Grid) -> int:
    total = 0
    for row in grid:
        for value in row:
            total = total + value
    return total


def _removed_columns(grid: Grid) -> list[int]:
    columns = []
    for col in range(4):
        top, middle, bottom = grid[0][col], grid[1][col], grid[2][col]
        if top is not None and top == middle == bottom:
            columns.append(col)
    return columns


SCORE_SOURCE = {
    "fr": "def score(grille):\n    total = 0\n    for ligne in grille:\n"
          "        for valeur in ligne:\n            total = total + valeur\n    return total",
    "en": "def score(grid):\n    total = 0\n    for row in grid:\n"
          "        for value in row:\n            total = total + value\n    return total",
}
COLUMNS_SOURCE = {
    "fr": "def colonnes_retirees(grille):\n    colonnes = []\n    for col in range(4):\n"
          "        haut, milieu, bas = grille[0][col], grille[1][col], grille[2][col]\n"
          "        if haut is not None and haut == milieu == bas:\n"
          "            colonnes.append(col)\n    return colonnes",
    "en": "def removed_columns(grid):\n    columns = []\n    for col in range(4):\n"
          "        top, middle, bottom = grid[0][col], grid[1][col], grid[2][col]\n"
          "        if top is not None and top == middle == bottom:\n"
          "            columns.append(col)\n    return columns",
}
STRATEGY_SOURCE = {
    "fr": '''def ma_strategie(vue, decision):
    options = decision.options
    if decision.kind is DecisionKind.SETUP_REVEAL:
        return options[0]
    elif decision.kind is DecisionKind.CHOOSE_PILE:
        if Pile.DISCARD in options and vue.discard_top <= 3:
            return Pile.DISCARD
        else:
            return options[0]
    else:
        carte = vue.held
        # ma plus grosse carte visible
        pire, valeur_pire = None, -10
        for option in options:
            if isinstance(option, Exchange):
                valeur = vue.cell(option.row, option.col)
                if isinstance(valeur, int) and valeur > valeur_pire:
                    pire, valeur_pire = option, valeur
        if valeur_pire > carte:
            return pire
        elif carte <= 4:
            for option in options:
                cachee = vue.cell(option.row, option.col) is Slot.HIDDEN
                if isinstance(option, Exchange) and cachee:
                    return option
        for option in options:
            if isinstance(option, DiscardAndReveal):
                return option
        return options[0]''',
    "en": '''def my_strategy(view, decision):
    options = decision.options
    if decision.kind is DecisionKind.SETUP_REVEAL:
        return options[0]
    elif decision.kind is DecisionKind.CHOOSE_PILE:
        if Pile.DISCARD in options and view.discard_top <= 3:
            return Pile.DISCARD
        else:
            return options[0]
    else:
        card = view.held
        # my highest face-up card
        worst, worst_value = None, -10
        for option in options:
            if isinstance(option, Exchange):
                value = view.cell(option.row, option.col)
                if isinstance(value, int) and value > worst_value:
                    worst, worst_value = option, value
        if worst_value > card:
            return worst
        elif card <= 4:
            for option in options:
                hidden = view.cell(option.row, option.col) is Slot.HIDDEN
                if isinstance(option, Exchange) and hidden:
                    return option
        for option in options:
            if isinstance(option, DiscardAndReveal):
                return option
        return options[0]''',
}
#: The tournament table's column titles.
_TABLE_HEAD = ("lessons_skyjo.tournament.bot", "lessons_skyjo.tournament.won",
               "lessons_skyjo.tournament.lost", "lessons_skyjo.tournament.mine",
               "lessons_skyjo.tournament.theirs")

#: What a student's strategy cell may use without importing anything else. ``Kind`` is
#: the name the lesson first taught for ``DecisionKind``: a strategy in a student's
#: saved notebook still runs.
STRATEGY_NAMES: dict[str, Any] = {"DecisionKind": DecisionKind, "Kind": DecisionKind,
                                  "Pile": Pile, "Exchange": Exchange,
                                  "DiscardAndReveal": DiscardAndReveal, "Slot": Slot}


def _compile(source: str, name: str) -> Callable[..., Any]:
    namespace = dict(STRATEGY_NAMES)
    exec(source, namespace)  # our own reference source, never a student's
    return namespace[name]


def reference_strategy(language: str | None = None) -> Callable[..., Any]:
    """The model strategy of exercise 4 (as written in the solution)."""
    lang = resolve(language)
    return _compile(STRATEGY_SOURCE[lang], "ma_strategie" if lang == "fr" else "my_strategy")


# -- exercises ------------------------------------------------------------------------


def _flat(grid: Grid) -> list[Any]:
    return [v for row in grid for v in row]


def _picture(grid: Grid, title_key: str, language: str | None) -> SvgPicture:
    return SvgPicture.of(grid_drawing(grid, title=t(title_key, language), language=language))


@dataclass
class ScoreByHandExercise(NumberExercise):
    """The score of :data:`BY_HAND`, computed by hand; ``picture()`` shows the tableau."""

    grid: Grid = field(default_factory=lambda: [list(r) for r in BY_HAND])

    def picture(self) -> SvgPicture:
        return _picture(self.grid, "lessons_skyjo.ex1.title", self.language)

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        if feedback.ok or not isinstance(answer, int) or isinstance(answer, bool):
            return feedback
        values = _flat(self.grid)
        if answer == sum(abs(v) for v in values):
            return wrong(self.language, "lessons_skyjo.negatives_as_positives", found=answer)
        if answer == sum(v for v in values if v > 0):
            return wrong(self.language, "lessons_skyjo.negatives_forgotten", found=answer)
        return feedback


@dataclass
class ScoreFunctionExercise(FunctionExercise):
    """``score(grid)``; when it can tell, the feedback says which mistake was made."""

    def check(self, answer: Any) -> Feedback:
        feedback = super().check(answer)
        if feedback.ok or not callable(answer):
            return feedback
        for (grid,), expected in self.cases:
            try:
                got = answer([list(r) for r in grid])
            except Exception:  # already reported by the base class
                return feedback
            if got == expected:
                continue
            values = _flat(grid)
            reasons = []
            if got is None:
                reasons.append("lessons_skyjo.no_return")
            elif got == sum(abs(v) for v in values):
                reasons.append("lessons_skyjo.negatives_as_positives_fn")
            elif got == sum(grid[0]):
                reasons.append("lessons_skyjo.first_row_only")
            elif got == grid[0][0]:
                reasons.append("lessons_skyjo.first_value_only")
            elif got in (sum(grid[-1]), grid[-1][-1]):
                reasons.append("lessons_skyjo.total_reset")
            details = tuple(t(key, self.language) for key in reasons)
            return Feedback(False, feedback.message, feedback.details + details)
        return feedback


def _as_columns(result: Any) -> tuple[int, ...] | None:
    if isinstance(result, list | tuple) and all(
            isinstance(c, int) and not isinstance(c, bool) for c in result):
        return tuple(sorted(result))
    return None


@dataclass
class ColumnsExercise(Exercise):
    """``removed_columns(grid)``: compared with :func:`~algunokit.skyjo.column_removals`."""

    cases: Sequence[Grid] = COLUMN_CASES
    name: str = "removed_columns"
    example: Grid = field(default_factory=lambda: [list(r) for r in COLUMNS_EXAMPLE])

    @property
    def solution_answer(self) -> Callable[[Grid], list[int]]:
        return _removed_columns

    def solution_text(self, language: str | None = None) -> str:
        return COLUMNS_SOURCE[resolve(language)]

    def picture(self) -> SvgPicture:
        return _picture(self.example, "lessons_skyjo.ex3.title", self.language)

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        for grid in self.cases:
            shown = repr(grid)
            expected = column_removals(grid)
            try:
                got = answer([list(r) for r in grid])
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                return wrong(lang, "exercises.function.raised", name=self.name, args=shown,
                             error=f"{type(exc).__name__}: {exc}")
            columns = _as_columns(got)
            if columns is None:
                key = "lessons_skyjo.no_return" if got is None else "lessons_skyjo.need_list"
                return wrong(lang, "exercises.function.differs", t(key, lang), name=self.name,
                             args=shown, got=repr(got), want=repr(list(expected)))
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
            return wrong(lang, "exercises.function.differs", *details, name=self.name,
                         args=shown, got=repr(got), want=repr(list(expected)))
        return good(lang, "exercises.function.good", n=len(self.cases))


# -- the strategy: check and tournament -------------------------------------------------


class _Illegal(Exception):
    def __init__(self, feedback: Feedback) -> None:
        super().__init__(feedback.message)
        self.feedback = feedback


def _guarded(strategy: Callable[..., Any], language: str | None) -> Callable[..., Any]:
    """The student's strategy, stopping the game with clear feedback on a bad answer."""

    def play(view: Any, decision: Decision) -> Any:
        kind = decision.kind.label(language)
        try:
            option = strategy(view, decision)
        except Exception as exc:
            why = sentence(exc, language)  # a beginner slip said in one sentence
            raise _Illegal(wrong(language, "lessons_skyjo.strategy.raised",
                                 *([why] if why else []), kind=kind,
                                 error=f"{type(exc).__name__}: {exc}")) from None
        if option in decision.options:
            return option
        allowed = ", ".join(describe_option(o, language) for o in decision.options[:4])
        if len(decision.options) > 4:
            allowed += " …"
        if option is None:
            raise _Illegal(wrong(language, "lessons_skyjo.strategy.none", kind=kind))
        raise _Illegal(wrong(language, "lessons_skyjo.strategy.illegal", kind=kind,
                             found=repr(option), allowed=allowed))

    return play


def _play(strategies: Sequence[Callable[..., Any]], seed: int) -> Game:
    game = Game(len(strategies), seed, max_turns=MAX_TURNS)
    while (decision := game.decision) is not None:
        game.choose(strategies[decision.player](game.view(decision.player), decision))
    return game


@dataclass
class StrategyExercise(Exercise):
    """A strategy must only answer allowed options and win ``need`` of ``games`` against
    ``random``.

    ``games`` seeded two-player games against the random bot, the student
    sitting first in half of them.
    """

    games: int = GAMES
    seed: int = SEED
    need: int = NEED

    @property
    def solution_answer(self) -> Callable[..., Any]:
        return reference_strategy(self.language)

    def solution_text(self, language: str | None = None) -> str:
        return STRATEGY_SOURCE[resolve(language)]

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        mine = _guarded(answer, lang)
        won = lost = stopped = 0
        for i, game_seed in enumerate(derived_seeds(self.seed, self.games)):
            bot = make_bot("random", game_seed ^ 0xB07)
            seat = i % 2
            players = [mine, bot] if seat == 0 else [bot, mine]
            try:
                game = _play(players, game_seed)
            except _Illegal as illegal:
                return illegal.feedback
            if game.stopped:
                stopped += 1
            elif seat in game.winners:
                won += 1
            else:
                lost += 1
        if stopped == self.games:
            return wrong(lang, "lessons_skyjo.strategy.never_ends", n=self.games)
        if won >= self.need:
            return good(lang, "lessons_skyjo.strategy.good", won=won, n=self.games)
        return wrong(lang, "lessons_skyjo.strategy.weak", won=won, lost=lost, n=self.games,
                     stopped=tn("lessons_skyjo.stopped", stopped, lang), need=self.need)

    def tournament(self, strategy: Callable[..., Any], games: int = 10,
                   bots: Sequence[str] = ("random", "heuristic"), seed: int = 7,
                   progress: bool | None = None) -> TournamentResult:
        """A small tournament: ``games`` two-player games of ``strategy`` against each bot.

        The strategy sits first in half of the games. ``progress`` shows a
        progress bar (default: only in a notebook).
        """
        lang = self.language
        bar = _progress_bar(games * len(bots), lang) if progress is not False else None
        mine = _guarded(strategy, lang)
        matches = []
        done = 0
        for bot_name in bots:
            won = lost = my_points = their_points = 0
            for g, game_seed in enumerate(derived_seeds(seed, games)):
                bot = make_bot(bot_name, game_seed ^ 0xB07)
                seat = g % 2
                try:
                    game = _play([mine, bot] if seat == 0 else [bot, mine], game_seed)
                except _Illegal as illegal:
                    if bar is not None:
                        bar.bar_style = "danger"
                    return TournamentResult(games, tuple(matches), lang,
                                            illegal.feedback.message)
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


def _progress_bar(games: int, language: str | None) -> Any:
    """A progress bar shown in the notebook, or None outside one (then nothing of
    Jupyter is imported: the widget itself lives in :mod:`algunokit.widgets.progress`)."""
    ipython = sys.modules.get("IPython")
    if ipython is None or ipython.get_ipython() is None:
        return None
    from algunokit.widgets.progress import progress_bar

    return progress_bar(games, t("lessons_skyjo.tournament.progress", language))


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

    def _line(self, match: Match) -> str:
        bot = t("lessons_skyjo.tournament.robot", self.language,
                name=bot_label(match.bot, self.language))
        return t("lessons_skyjo.tournament.row", self.language, bot=bot,
                 won=tn("lessons_skyjo.wins", match.won, self.language),
                 lost=tn("lessons_skyjo.losses", match.lost, self.language), n=self.games,
                 mine=round(match.my_mean, 1),
                 theirs=round(match.their_mean, 1))

    def __str__(self) -> str:
        lines = [t("lessons_skyjo.tournament.head", self.language, n=self.games)]
        lines += [self._line(m) for m in self.matches]
        if self.error:
            lines.append(self.error)
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.language
        head = [t(key, lang) for key in _TABLE_HEAD]
        cells = "".join(
            f"<tr><td>{escape(bot_label(m.bot, lang))}</td>"
            f"<td style='text-align:right'>{m.won}</td>"
            f"<td style='text-align:right'>{m.lost}</td>"
            f"<td style='text-align:right'>{round(m.my_mean, 1)}</td>"
            f"<td style='text-align:right'>{round(m.their_mean, 1)}</td></tr>"
            for m in self.matches)
        error = (f"<div role='alert' style='color:#9B1C1C'><b>{escape(self.error)}</b></div>"
                 if self.error else "")
        title = escape(t("lessons_skyjo.tournament.head", lang, n=self.games))
        return (f"<p><b>{title}</b></p><table><tr>"
                + "".join(f"<th>{escape(h)}</th>" for h in head)
                + f"</tr>{cells}</table>{error}")


def exercises(language: str | None = None) -> dict[str, Exercise]:
    lang = resolve(language)
    return {
        "ex1": ScoreByHandExercise("skyjo1.ex1", "lessons_skyjo.ex1.prompt",
                                   ("lessons_skyjo.ex1.hint1", "lessons_skyjo.ex1.hint2"),
                                   answer=_score(BY_HAND),
                                   explain_key="lessons_skyjo.ex1.explain"),
        "ex2": ScoreFunctionExercise("skyjo1.ex2", "lessons_skyjo.ex2.prompt",
                                     ("lessons_skyjo.ex2.hint1", "lessons_skyjo.ex2.hint2"),
                                     reference=_score, reference_source=SCORE_SOURCE[lang],
                                     cases=tuple(((g,), _score(g)) for g in SCORE_CASES),
                                     name="score"),
        "ex3": ColumnsExercise("skyjo1.ex3", "lessons_skyjo.ex3.prompt",
                               ("lessons_skyjo.ex3.hint1", "lessons_skyjo.ex3.hint2"),
                               name="colonnes_retirees" if lang == "fr" else "removed_columns"),
        "ex4": StrategyExercise("skyjo1.ex4", "lessons_skyjo.ex4.prompt",
                                ("lessons_skyjo.ex4.hint1", "lessons_skyjo.ex4.hint2",
                                 "lessons_skyjo.ex4.hint3")),
    }


DATA = {"by_hand": BY_HAND, "columns_example": COLUMNS_EXAMPLE}

__all__ = [
    "BY_HAND",
    "COLUMNS_EXAMPLE",
    "DATA",
    "ColumnsExercise",
    "Match",
    "ScoreByHandExercise",
    "ScoreFunctionExercise",
    "StrategyExercise",
    "TournamentResult",
    "exercises",
    "reference_strategy",
]
