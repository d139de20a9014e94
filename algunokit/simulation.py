"""What every game's ``simulate(...)`` returns, and how bots are named.

A summary is plain data, printable in French or English and as JSON, so the
command line, a lesson's tournament and the tests all read the same thing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from algunokit.errors import ConfigError
from algunokit.i18n import t


@dataclass(frozen=True)
class SimulationSummary:
    """The outcome of many seeded games.

    ``wins_by_seat[i]`` counts the games seat ``i`` won (shared wins count for
    every winner); ``wins_by_bot`` adds them up by bot name; ``unfinished``
    counts games stopped by a turn or round limit with no winner.
    """

    game: str
    games: int
    players: int
    seed: int
    bots: tuple[str, ...]
    mean_turns: float
    wins_by_seat: tuple[int, ...]
    wins_by_bot: dict[str, int]
    unfinished: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["bots"] = list(self.bots)
        data["wins_by_seat"] = list(self.wins_by_seat)
        return data

    def describe(self, language: str | None = None) -> str:
        """A short report for a person, in French or English."""
        lines = [
            t("sim.header", language, game=self.game, games=self.games, players=self.players,
              seed=self.seed),
            t("sim.mean_turns", language, turns=f"{self.mean_turns:.1f}"),
        ]
        for seat, wins in enumerate(self.wins_by_seat):
            bot = bot_label(self.bots[seat], language)
            lines.append(t("sim.seat", language, seat=seat, bot=bot, wins=wins,
                           pct=f"{100 * wins / self.games:.1f}"))
        for bot, wins in sorted(self.wins_by_bot.items()):
            lines.append(t("sim.bot", language, bot=bot_label(bot, language), wins=wins))
        if self.unfinished:
            lines.append(t("sim.unfinished", language, n=self.unfinished))
        return "\n".join(lines)


#: How each bot is shown to people (the code keeps its English name).
BOT_KEYS = {"greedy": "common.bot.greedy", "random": "common.bot.random",
            "heuristic": "common.bot.heuristic", "solver": "common.bot.solver"}


def bot_label(name: str, language: str | None = None) -> str:
    """A bot as people read it: « glouton », « au hasard », « malin », « solveur »."""
    key = BOT_KEYS.get(name)
    return t(key, language) if key else name


def seat_bots(names: Sequence[str] | str | None, players: int, allowed: Sequence[str],
              default: str = "random") -> tuple[str, ...]:
    """One bot name per seat: a short list repeats around the table.

    >>> seat_bots("greedy,random", 3, ["random", "greedy"])
    ('greedy', 'random', 'greedy')
    """
    if names is None:
        names = [default]
    elif isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    names = list(names) or [default]
    for name in names:
        if name not in allowed:
            raise ConfigError("common.error.unknown_bot", name=name, allowed=", ".join(allowed))
    return tuple(names[i % len(names)] for i in range(players))


def check_games(games: int) -> None:
    if games < 1:
        raise ConfigError("common.error.games", n=games)
