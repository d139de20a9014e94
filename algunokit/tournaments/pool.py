"""The teacher's side of the worker processes: start them, watch the clock, kill them.

Each worker (see :mod:`.worker`) holds some of the students' strategies.
Workers are started with ``forkserver`` where the system has it (Linux, macOS),
else ``spawn`` (Windows): never by forking the teacher's kernel, whose state a
student's code must not see. A worker that does not answer in time is killed
(``SIGKILL`` / ``TerminateProcess``: a strategy cannot ignore it) and started
again with the same strategies.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
import types
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any

from algunokit.errors import ConfigError
from algunokit.tournaments.submissions import Submission
from algunokit.tournaments.worker import serve

#: How long a fresh worker may take to start Python and import the kit.
START_LIMIT = 60.0
PRELOAD = ["algunokit.tournaments.worker", "algunokit.alguno", "algunokit.skyjo",
           "algunokit.lessons.alguno_8"]


def context() -> Any:
    """The multiprocessing context used for workers (forkserver, else spawn)."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        # Without '__main__' in the list, the server does not import the teacher's script.
        ctx.set_forkserver_preload(PRELOAD)
        return ctx
    return multiprocessing.get_context("spawn")


@dataclass
class Problem:
    """Why a strategy could not be loaded: a message key and its parameters."""

    key: str
    params: dict[str, Any]


class Worker:
    """One worker process and its pipe; ``students`` are ``(sid, Submission)`` pairs."""

    def __init__(self, ctx: Any, game: str, students: list[tuple[int, Submission]],
                 memory_mb: int, load_limit: float, quiet: bool = True) -> None:
        self.ctx = ctx
        self.game = game
        self.students = list(students)
        self.memory_mb = memory_mb
        self.load_limit = load_limit
        self.quiet = quiet
        self.process: Any = None
        self.conn: Any = None
        self.memory_limited = False
        self.restarts = 0
        self.failed: dict[int, Problem] = {}

    def _spawn(self, students: list[tuple[int, Submission]]) -> None:
        parent, child = self.ctx.Pipe()
        payload = [(sid, sub.path, sub.chunks) for sid, sub in students]
        self.process = self.ctx.Process(target=serve, daemon=True,
                                        args=(child, self.game, payload, self.memory_mb,
                                              self.quiet))
        with _bare_main():
            self.process.start()
        child.close()
        self.conn = parent

    def _receive(self, limit: float) -> Any:
        """The next message, or None if none came within ``limit`` seconds / the pipe broke."""
        if not self.conn.poll(limit):
            return None
        try:
            return self.conn.recv()
        except (EOFError, OSError):
            return None

    def start(self) -> dict[int, Problem]:
        """Start the process and load every strategy; returns the ones that failed.

        A strategy whose loading takes longer than ``load_limit`` or kills the
        process is left out, and the process is started again without it.
        """
        problems = self.failed  # kept across restarts: a slow loader is waited for once
        while True:
            todo = [(sid, sub) for sid, sub in self.students if sid not in problems]
            self._spawn(todo)
            ready = self._receive(START_LIMIT)
            if ready is None or ready[0] != "ready":
                self.kill()
                raise ConfigError("tournament.error.worker", seconds=f"{START_LIMIT:g}")
            self.memory_limited = bool(ready[1])
            failed = None
            for sid, _ in todo:
                loading = self._receive(START_LIMIT)
                if loading is None or loading[:2] != ("loading", sid):
                    failed = (sid, Problem("tournament.problem.load_crash", {}))
                    break
                loaded = self._receive(self.load_limit)
                if loaded is None:
                    key = ("tournament.problem.load_timeout" if self.process.is_alive()
                           else "tournament.problem.load_crash")
                    failed = (sid, Problem(key, {"seconds": _seconds(self.load_limit)}))
                    break
                if loaded[2] is not None:
                    problems[sid] = Problem(loaded[2][0], dict(loaded[2][1]))
            if failed is None:
                return dict(problems)
            problems[failed[0]] = failed[1]
            self.kill()

    def restart(self) -> dict[int, Problem]:
        """Kill and start again (same strategies, minus those that stopped loading)."""
        self.kill()
        self.restarts += 1
        return self.start()

    def receive(self) -> Any:
        """The waiting message, or None if the process is gone."""
        try:
            return self.conn.recv()
        except (EOFError, OSError):
            return None

    def send(self, message: tuple[Any, ...]) -> bool:
        try:
            self.conn.send(message)
        except (OSError, ValueError):
            return False
        return True

    def kill(self) -> None:
        if self.process is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join(5)
            if not self.process.is_alive():
                self.process.close()
            self.process = None
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def stop(self) -> None:
        """Ask politely, then kill."""
        if self.conn is not None:
            self.send(("stop",))
            if self.process is not None:
                self.process.join(1)
        self.kill()


@contextmanager
def _bare_main() -> Iterator[None]:
    """Hide the teacher's ``__main__`` while a worker starts.

    multiprocessing makes a new process import the parent's main script again
    (as ``__mp_main__``): a teacher's script calling ``ak.tournament`` without an
    ``if __name__ == "__main__":`` guard would start a tournament in every
    worker, and code typed on stdin cannot be imported at all. The worker needs
    nothing from it: its target lives in :mod:`.worker`.
    """
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


def _seconds(value: float) -> str:
    return f"{value:g}"


def wait_any(workers: list[Worker], timeout: float) -> list[Worker]:
    """The workers with a message (or a broken pipe) waiting, within ``timeout``."""
    conns = {w.conn: w for w in workers if w.conn is not None}
    if not conns:
        time.sleep(max(0.0, timeout))
        return []
    return [conns[c] for c in wait(list(conns), max(0.0, timeout))]


__all__ = ["Problem", "Worker", "context", "wait_any"]
