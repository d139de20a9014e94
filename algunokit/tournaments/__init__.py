"""A class tournament of students' strategies (Alg(un)o and Skyjo).

Students hand in a ``.py`` file or their lesson notebook with a function
``strategie(vue, decision)`` / ``strategy(view, decision)``; the teacher puts
the files in one folder and runs::

    python -m algunokit tournament alguno FOLDER --games 400 --seed 1

or, in a notebook, ``ak.tournament("alguno", FOLDER, games=400, seed=1)``.

- :mod:`.submissions` reads the files with :mod:`ast` (nothing runs here);
- :mod:`.schedule` makes a balanced, seeded schedule;
- :mod:`.runner` plays it, the strategies running in worker processes
  (:mod:`.worker`, :mod:`.pool`) with a time and a memory limit per decision;
- :mod:`.results` ranks by win rate with a Wilson interval; :mod:`.chart` draws it.

This isolation keeps the teacher's kernel safe from a strategy that loops,
crashes or eats memory. It is **not** a security sandbox: a strategy can still
read and write files and use the network as the teacher's account can. See
``docs/tournament.en.md``.
"""

from __future__ import annotations

from algunokit.tournaments.results import Entry, Fault, TournamentResult, wilson
from algunokit.tournaments.runner import run_tournament
from algunokit.tournaments.schedule import balanced_games, schedule, seat_counts
from algunokit.tournaments.settings import Settings
from algunokit.tournaments.submissions import STRATEGY_NAMES, Submission, collect

__all__ = [
    "STRATEGY_NAMES",
    "Entry",
    "Fault",
    "Settings",
    "Submission",
    "TournamentResult",
    "balanced_games",
    "collect",
    "run_tournament",
    "schedule",
    "seat_counts",
    "wilson",
]
