"""A tournament's knobs and their checks (documented in ``docs/tournament.*.md``)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from algunokit.errors import ConfigError
from algunokit.tournaments.games import TournamentGame


@dataclass
class Settings:
    """A tournament's knobs (all documented in ``docs/tournament.*.md``)."""

    games: int = 400
    seed: int = 0
    seats: int | None = None
    robots: tuple[str, ...] = ()
    time_limit: float = 1.0
    load_limit: float = 10.0
    memory_mb: int = 256
    max_faults: int = 3
    workers: int = 2
    in_progress: int = 0  # games played at once; 0: six per worker
    budget: float = 120.0  # each student's whole thinking time (wall and CPU), seconds
    isolation: bool = True  # bubblewrap where the system has it


def default_workers() -> int:
    """Two strategies deciding at once at most: a class tournament shares the machine
    with the notebook."""
    return max(1, min(2, os.cpu_count() or 1))


def check_settings(kind: TournamentGame, settings: Settings) -> None:
    """Clear errors for impossible knobs, before any process starts."""
    if isinstance(settings.games, bool) or not isinstance(settings.games, int) \
            or not 1 <= settings.games <= 100_000:
        raise ConfigError("tournament.error.games", games=settings.games)
    for robot in settings.robots:
        if robot not in kind.robots:
            raise ConfigError("tournament.error.robot", robot=robot,
                              allowed=", ".join(kind.robots))
    if not 0.05 <= settings.time_limit <= 60:
        raise ConfigError("tournament.error.time_limit", value=settings.time_limit)
    if not settings.time_limit <= settings.budget <= 86_400:
        raise ConfigError("tournament.error.budget", value=settings.budget,
                          limit=settings.time_limit)
    if not 0 <= settings.memory_mb <= 65_536:
        raise ConfigError("tournament.error.memory", value=settings.memory_mb)
    if not 1 <= settings.max_faults <= 1000:
        raise ConfigError("tournament.error.max_faults", value=settings.max_faults)
    if not 1 <= settings.workers <= 64:
        raise ConfigError("tournament.error.workers", value=settings.workers)



__all__ = ["Settings", "check_settings", "default_workers"]
