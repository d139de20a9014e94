"""A class tournament of students' strategies (Alg(un)o and Skyjo).

Students hand in a ``.py`` file or their lesson notebook with a function
``strategie(vue, decision)`` / ``strategy(view, decision)``; the teacher puts
the files in one folder and runs::

    python -m algunokit tournament alguno FOLDER --games 400 --seed 1

or, in a notebook, ``ak.tournament("alguno", FOLDER, games=400, seed=1)``.

- :mod:`.submissions` reads the files with :mod:`ast` (nothing runs here);
- :mod:`.schedule` makes a balanced, seeded schedule;
- :mod:`.runner` plays it: the teacher's process keeps every game, and each
  student's strategy runs in a process of its own (:mod:`.student`, started and
  watched by :mod:`.processes`), which receives its seat's view and the options
  as plain data and answers with the index of an option;
- :mod:`.guard` is what a student's process may not do (write or read files,
  sockets, processes, signals, ``ctypes``, walking the interpreter's objects),
  with the system's limits on memory, CPU time, processes and files;
- :mod:`.results` ranks by win rate with a Wilson interval; :mod:`.chart` draws it.

This keeps the teacher's process and every classmate safe from a strategy that
loops, crashes, eats memory or tries mischief. It is a guard against classroom
mischief, not a sandbox for hostile code: see ``docs/tournament.en.md``.

The names below are loaded when first used: a student's process imports
:mod:`.student` alone, never the teacher's side (which can start processes).
"""

from __future__ import annotations

import importlib
from typing import Any

_PUBLIC = {
    "STRATEGY_NAMES": "submissions", "Submission": "submissions", "collect": "submissions",
    "Entry": "results", "Fault": "results", "TournamentResult": "results", "wilson": "results",
    "run_tournament": "runner", "balanced_games": "schedule", "schedule": "schedule",
    "seat_counts": "schedule", "Settings": "settings",
}


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'algunokit.tournaments' has no attribute {name!r}")
    return getattr(importlib.import_module(f"algunokit.tournaments.{module}"), name)


__all__ = sorted(_PUBLIC)
