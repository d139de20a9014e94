"""A tournament's results: the ranking, the faults, a text, a chart, JSON.

Ranking by **win rate** (games won / games played; a game won together counts
as won for each winner), with a 95 % **Wilson score interval**: the range of
win rates compatible with what was seen. Two strategies whose intervals overlap
may be equally good: more games narrow the intervals. Wilson's interval is
used rather than "rate ± 1.96 standard errors" because it stays inside 0-100 %
and behaves well for rates near 0 or 1 and few games (Wilson, 1927).

Every sentence is built when asked, in the language asked: the same result
reads in French or English.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import sqrt
from typing import Any

from algunokit.i18n import decimal_text, resolve, t, tn
from algunokit.simulation import bot_label
from algunokit.specs import game_title

Z95 = 1.959964
NOWRAP = ' style="white-space:nowrap"'
LEFT = ' style="text-align:left"'

#: The report's column heads (keys written in full for tests/test_catalogue.py).
_HEAD_KEYS = {"name": "tournament.report.name", "wins": "tournament.report.wins",
              "rate": "tournament.report.rate",
              "interval_head": "tournament.report.interval_head"}


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / games`` (0..1).

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    denominator = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / denominator
    half = z * sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Fault:
    """One decision a strategy got wrong: ``kind`` is timeout, crash, illegal, memory or died."""

    kind: str
    detail: str = ""
    where: Any = None  # (cell, line) for a crash, the decision kind for an illegal answer
    game: int = 0

    def describe(self, language: str | None = None, *, time_limit: float = 1.0,
                 memory_mb: int = 0) -> str:
        if self.kind == "timeout":
            return t("tournament.fault.timeout", language, seconds=decimal(time_limit, language))
        if self.kind == "memory":
            return t("tournament.fault.memory", language, mb=memory_mb)
        if self.kind == "illegal":  # the answer and the decision in the reader's words
            decision = _in(self.where, language) or "?"
            if self.detail is None:  # no return: « n'a rien répondu »
                return t("tournament.fault.nothing", language, decision=decision)
            return t("tournament.fault.illegal", language, answer=_in(self.detail, language),
                     decision=decision)
        if self.kind == "died":
            return t("tournament.fault.died", language)
        if self.kind == "budget":
            return t("tournament.fault.budget", language)
        if self.kind == "refused":
            return refusal(self.detail, language)
        return t("tournament.fault.crash", language, detail=_in(self.detail, language)) + \
            _place(self.where, language)


def refusal(what: Any, language: str | None = None) -> str:
    """What the guard refused, in one sentence (« a essayé d'écrire un fichier … »)."""
    return t(REFUSAL_KEYS.get(what, "tournament.refused.other"), language)


#: What the guard refused (see algunokit.tournaments.guard), keys in full for the catalogue.
REFUSAL_KEYS = {
    "write": "tournament.refused.write", "read": "tournament.refused.read",
    "module": "tournament.refused.module", "network": "tournament.refused.network",
    "process": "tournament.refused.process", "kill": "tournament.refused.kill",
    "ctypes": "tournament.refused.ctypes", "gc": "tournament.refused.gc",
    "limits": "tournament.refused.limits", "patch": "tournament.refused.patch",
}


def _in(text: Any, language: str | None) -> Any:
    """``text``, or its version in ``language`` when it is ``{"fr": …, "en": …}``."""
    return text.get(resolve(language), "") if isinstance(text, dict) else text


def decimal(value: float, language: str | None = None, digits: int | None = None) -> str:
    """A number as the reader writes it: ``0,5`` in French, ``0.5`` in English."""
    text = f"{value:g}" if digits is None else f"{value:.{digits}f}"
    return decimal_text(text, language)


def _place(where: Any, language: str | None) -> str:
    if not where:
        return ""
    cell, line = where
    if cell:
        return t("tournament.where.cell", language, cell=cell, line=line)
    return t("tournament.where.line", language, line=line)


@dataclass
class Entry:
    """One participant: a student's file or a robot."""

    name: str
    path: str | None = None
    robot: str | None = None
    games: int = 0
    wins: int = 0
    seat_games: list[int] = field(default_factory=list)
    seat_wins: list[int] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    problem: tuple[str, dict[str, Any]] | None = None  # could not be loaded
    disqualified_in_game: int | None = None  # game number (1-based) from which it is out
    #: Why its process could not be started again after it ended (not a fault of its own:
    #: the machine may be the cause), as a message key and its parameters.
    restart_problem: tuple[str, dict[str, Any]] | None = None
    warnings: list[Any] = field(default_factory=list)  # [cell, line, words]: later cells

    @property
    def disqualified(self) -> bool:
        return self.problem is not None or self.disqualified_in_game is not None

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def label(self, language: str | None = None) -> str:
        """The name a person reads: a robot by its name in the teacher's language."""
        if self.robot is not None:
            return t("tournament.robot.label", language,
                     robot=bot_label(self.robot, language))
        return self.name

    def status(self, language: str | None = None, *, time_limit: float = 1.0,
               memory_mb: int = 0, max_faults: int = 3) -> str:
        """Why this strategy is out, or its faults; "" for a clean run."""
        if self.problem is not None:
            return t("tournament.status.not_loaded", language,
                     reason=_problem_said(self.problem, language))
        parts = self._faults_said(language, time_limit=time_limit, memory_mb=memory_mb)
        if self.restart_problem is not None:  # counted apart: the rule counts faults only
            said = t("tournament.status.restart_failed", language,
                     game=self.disqualified_in_game or "?",
                     reason=_problem_said(self.restart_problem, language))
            if self.faults:
                said += (" ; " if resolve(language) == "fr" else "; ") + t(
                    "tournament.status.faults", language, n=len(self.faults), reasons=parts)
            return said
        if not self.faults:
            return ""
        if self.disqualified_in_game is not None:
            return t("tournament.status.disqualified", language, n=len(self.faults),
                     game=self.disqualified_in_game, reasons=parts)
        return t("tournament.status.faults", language, n=len(self.faults), reasons=parts)

    def _faults_said(self, language: str | None, *, time_limit: float,
                     memory_mb: int) -> str:
        kinds: dict[str, tuple[Fault, int]] = {}
        for fault in self.faults:
            text = fault.describe(language, time_limit=time_limit, memory_mb=memory_mb)
            first, count = kinds.get(text, (fault, 0))
            kinds[text] = (first, count + 1)
        separator = " ; " if resolve(language) == "fr" else "; "
        return separator.join(text if count == 1 else f"{text} (×{count})"
                              for text, (_, count) in kinds.items())


def _problem_said(problem: tuple[str, dict[str, Any]], language: str | None) -> str:
    """Why a strategy could not be loaded, in one phrase."""
    key, params = problem
    said = {name: _in(value, language) for name, value in params.items()}
    if key == "tournament.problem.refused":
        return refusal(params.get("what"), language)
    return t(key, language, **said)


@dataclass(frozen=True)
class GameRecord:
    """One game played: the entry at each seat, the winning seats, each seat's points
    (for games that count them)."""

    players: tuple[int, ...]
    winners: tuple[int, ...]
    points: tuple[int, ...] | None = None


@dataclass
class TournamentResult:
    """Everything a tournament produced; ``ranking()`` sorts it.

    The one result of every match the kit plays (the class tournament, the lessons'
    tournaments, the exercises that judge a strategy by its games). A lesson gives a
    ``presentation``: an object whose ``describe(result, language)``,
    ``html(result, language)`` and ``chart(result, language)`` read the same result
    the lesson's way (its contestants' names, its table).
    """

    game: str
    seats: int
    games: int
    requested: int
    seed: int
    entries: list[Entry]
    time_limit: float = 1.0
    memory_mb: int = 256
    memory_limited: bool = False
    max_faults: int = 3
    unfinished: int = 0
    seconds: float = field(default=0.0, compare=False)  # the machine's, not the games'
    workers: int = 1
    restarts: int = field(default=0, compare=False)
    isolated: bool = True  # each student's process in a bubblewrap sandbox
    budget: float = 120.0  # each student's whole thinking time, seconds
    records: list[GameRecord] = field(default_factory=list, repr=False)
    presentation: Any = field(default=None, repr=False, compare=False)

    def ranking(self) -> list[Entry]:
        """Best win rate first; disqualified strategies after everyone else."""
        return sorted(self.entries, key=lambda e: (e.disqualified, -e.rate, -e.interval[0],
                                                   e.label("en").casefold()))

    def games_each(self) -> int:
        """How many games every participant played."""
        return max((e.games for e in self.entries), default=0)

    def describe(self, language: str | None = None) -> str:
        """The ranking as a text table, then what went wrong, in ``language``."""
        if self.presentation is not None:
            return str(self.presentation.describe(self, language))
        lang = resolve(language)
        lines = [t("tournament.report.title", lang, game=game_title(self.game, lang),
                   players=len(self.entries), seats=self.seats, games=self.games,
                   each=self.games_each(), seed=self.seed)]
        if self.games != self.requested:
            lines.append(t("tournament.report.rounded", lang, asked=self.requested,
                           games=self.games))
        if not self.isolated:
            lines.append(t("tournament.report.reduced", lang))
        lines.append("")
        ranking = self.ranking()
        width = max([len(e.label(lang)) for e in ranking] + [8])
        head = {k: t(key, lang) for k, key in _HEAD_KEYS.items()}
        lines.append(f"     {head['name']:<{width}}  {head['wins']:>9}  {head['rate']:>7}"
                     f"  {head['interval_head']}")
        for rank, entry in enumerate(ranking, start=1):
            if entry.disqualified:  # its robot stand-in's wins are not its own
                lines.append(f"{rank:>3}. {entry.label(lang):<{width}}  {'—':>9}  {'—':>7}"
                             f"  ✗ {t('tournament.report.out', lang)}")
                continue
            low, high = entry.interval
            rate, low_text, high_text = (decimal(100 * x, lang, 1)
                                         for x in (entry.rate, low, high))
            lines.append(f"{rank:>3}. {entry.label(lang):<{width}}  "
                         f"{entry.wins:>4}/{entry.games:<4}  {rate:>5} %  "
                         f"[{low_text:>4} – {high_text:>4}]")
        lines.append("")
        lines.append(t("tournament.report.interval", lang))
        troubles = [(e, e.status(lang, time_limit=self.time_limit, memory_mb=self.memory_mb,
                                 max_faults=self.max_faults)) for e in ranking]
        troubles = [(e, s) for e, s in troubles if s]
        if troubles:
            lines.append("")
            lines.append(t("tournament.report.troubles", lang, n=self.max_faults))
            colon = " :" if lang == "fr" else ":"
            lines.extend(f"- {e.label(lang)}{colon} {s}" for e, s in troubles)
        warned = self.warnings(lang)
        if warned:
            lines.append("")
            lines.extend(f"- {line}" for line in warned)
        if self.unfinished:
            lines.append(t("tournament.report.unfinished", lang, n=self.unfinished))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def warnings(self, language: str | None = None) -> list[str]:
        """A notebook's later cells that failed (its strategy plays), one line per entry."""
        lang = resolve(language)
        colon = " :" if lang == "fr" else ":"
        return [f"{e.label(lang)}{colon} " + tn(
                    "tournament.report.warning", len(e.warnings), lang,
                    cells=", ".join(f"{cell} ({line})" for cell, line, _ in e.warnings))
                for e in self.ranking() if e.warnings]

    def chart(self, language: str | None = None) -> Any:
        """The ranking as a bar chart with the intervals as error bars (SVG picture)."""
        from algunokit.draw.svg import SvgPicture

        if self.presentation is not None:
            return self.presentation.chart(self, language)
        from algunokit.tournaments.chart import ranking_chart

        return SvgPicture.of(ranking_chart(self, language))

    def html(self, language: str | None = None) -> str:
        """The report as HTML: a table of the ranking, the problems, then the chart."""
        from html import escape

        if self.presentation is not None:
            return str(self.presentation.html(self, language))
        lang = resolve(language)
        title = t("tournament.report.title", lang, game=game_title(self.game, lang),
                  players=len(self.entries), seats=self.seats, games=self.games,
                  each=self.games_each(), seed=self.seed)
        head = "".join(f"<th>{escape(t(key, lang))}</th>" for key in _HEAD_KEYS.values())
        rows = []
        for rank, entry in enumerate(self.ranking(), start=1):
            low, high = entry.interval
            status = entry.status(lang, time_limit=self.time_limit, memory_mb=self.memory_mb,
                                  max_faults=self.max_faults)
            if entry.disqualified:  # a dash and the reason, no stand-in's win rate
                rows.append(
                    f'<tr style="color:#777"><td>{rank}</td>'
                    f"<td{LEFT}>{escape(entry.label(lang))}</td><td>—</td><td>—</td>"
                    f"<td>—</td><td{LEFT}>{escape(status)}</td></tr>")
                continue
            rows.append(
                f"<tr><td>{rank}</td><td{LEFT}>{escape(entry.label(lang))}</td>"
                f"<td>{entry.wins}/{entry.games}</td>"
                f"<td{NOWRAP}>{decimal(100 * entry.rate, lang, 1)} %</td>"
                f"<td{NOWRAP}>{decimal(100 * low, lang, 1)} – "
                f"{decimal(100 * high, lang, 1)} %</td>"
                f"<td{LEFT}>{escape(status)}</td></tr>")
        notes = []
        if self.games != self.requested:
            notes.append(t("tournament.report.rounded", lang, asked=self.requested,
                           games=self.games))
        if not self.isolated:
            notes.append(t("tournament.report.reduced", lang))
        notes.append(t("tournament.report.interval", lang))
        notes.extend(self.warnings(lang))
        if any(e.disqualified or e.faults for e in self.entries):
            notes.append(t("tournament.report.troubles", lang, n=self.max_faults).rstrip(" :"))
        if self.unfinished:
            notes.append(t("tournament.report.unfinished", lang, n=self.unfinished))
        return (f"<p><b>{escape(title)}</b></p>"
                f"<table><thead><tr><th></th>{head}<th></th></tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table>"
                + "".join(f"<p>{escape(line)}</p>" for line in notes)
                + self.chart(lang).svg)

    def _repr_html_(self) -> str:
        return self.html()

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        """Plain data (``--json``); texts in ``language``."""
        lang = resolve(language)
        ranking = []
        for rank, entry in enumerate(self.ranking(), start=1):
            low, high = entry.interval
            out = entry.disqualified  # no win rate: its robot stand-in played
            ranking.append({
                "rank": rank, "name": entry.label(lang), "file": entry.path,
                "robot": entry.robot, "games": entry.games, "wins": None if out else entry.wins,
                "win_rate": None if out else round(entry.rate, 4),
                "low": None if out else round(low, 4), "high": None if out else round(high, 4),
                "games_by_seat": list(entry.seat_games), "wins_by_seat": list(entry.seat_wins),
                "faults": [{"kind": f.kind, "game": f.game, "text": f.describe(
                    lang, time_limit=self.time_limit, memory_mb=self.memory_mb)}
                    for f in entry.faults],
                "disqualified": entry.disqualified,
                "status": entry.status(lang, time_limit=self.time_limit,
                                       memory_mb=self.memory_mb, max_faults=self.max_faults),
            })
        return {"game": self.game, "seats": self.seats, "games": self.games,
                "requested_games": self.requested, "games_each": self.games_each(),
                "seed": self.seed, "time_limit_s": self.time_limit, "memory_mb": self.memory_mb,
                "memory_limited": self.memory_limited, "max_faults": self.max_faults,
                "unfinished": self.unfinished, "language": lang, "ranking": ranking,
                "interval": "wilson95", "workers": self.workers}


__all__ = ["REFUSAL_KEYS", "Entry", "Fault", "GameRecord", "TournamentResult", "wilson"]
