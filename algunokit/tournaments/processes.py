"""The teacher's side of the students' processes: start them, feed them, watch the clock.

Each student's strategy runs in a process of its own (:mod:`.student`): a fresh
Python started with a bare environment (none of the teacher's variables, such
as a JupyterHub token), in a session of its own, talking over its standard input
and output (one JSON object per line). Here:

- :class:`StudentProcess` starts one, waits for its code to load, sends it
  requests and reads its replies (a thread per process reads them into one
  queue, a line at most :data:`MAX_LINE` bytes long, so a process that writes
  nonsense or nothing can never block the teacher's process);
- between its decisions a process is **stopped** (``SIGSTOP``), so a thread a
  student left running, or any work done out of turn, takes no time from the
  others; it is continued (``SIGCONT``) with each request;
- :meth:`StudentProcess.cpu_seconds` reads the CPU time it used (Linux), so a
  time-out is charged only to a strategy that used its time itself;
- :meth:`StudentProcess.kill` ends its whole process group.

Nothing here unpickles or evaluates what a student's process sends: replies are
JSON, checked field by field.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

from algunokit.tournaments.guard import kit_root, python_roots
from algunokit.tournaments.submissions import Submission

#: The longest line a student's process may send (a reply is a few dozen bytes).
MAX_LINE = 64 * 1024
#: How long a fresh process may take to start Python and import the kit.
START_LIMIT = 60.0
#: Exit code of a process whose guard refused an action (see :mod:`.student`).
REFUSED_EXIT = 3
POSIX = os.name == "posix"
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class Problem:
    """Why a strategy could not be loaded: a message key and its parameters."""

    key: str
    params: dict[str, Any]


def denied_folders(folders: list[str], readable: list[str]) -> list[str]:
    """The class's folders a student may never read, less any that holds Python's
    library or the kit (a class folder may sit beside the kit: denying a folder
    above it would stop the kit itself)."""
    kept = []
    for folder in folders:
        real = os.path.realpath(folder)
        if not any(root == real or root.startswith(real.rstrip(os.sep) + os.sep)
                   for root in readable):
            kept.append(real)
    return kept


def bare_environment() -> dict[str, str]:
    """The environment of a student's process: only what Python needs to start and
    find the kit; none of the teacher's variables."""
    kit_parent = os.path.dirname(kit_root())
    env = {"PYTHONPATH": kit_parent, "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1",
           "PYTHONNOUSERSITE": "1", "PYTHONIOENCODING": "utf-8", "LANG": "C.UTF-8"}
    for name in ("PATH", "SYSTEMROOT", "VIRTUAL_ENV"):  # Windows needs SYSTEMROOT
        if name in os.environ:
            env[name] = os.environ[name]
    return env


class StudentProcess:
    """One student's process (see the module docstring)."""

    def __init__(self, sid: int, submission: Submission, start: dict[str, Any],
                 replies: queue.Queue[tuple[int, int, Any]]) -> None:
        self.sid = sid
        self.submission = submission
        readable = [*python_roots(), kit_root()]
        self.start_message = {**start, "path": submission.path,
                              "chunks": [[c.cell, c.source] for c in submission.chunks],
                              "readable": readable,
                              "denied": denied_folders(start.get("denied", []), readable)}
        self.replies = replies
        self.process: subprocess.Popen[bytes] | None = None
        self.generation = 0  # which start of this student a reply comes from
        self.memory_limited = False
        self.starts = 0
        self.busy_since = 0.0
        self.cpu_at_request: float | None = None
        self.running = False

    # ------------------------------------------------------------------ life

    def spawn(self) -> None:
        """Start the process and its reader; the start message goes at once."""
        self.kill()
        self.generation += 1
        self.starts += 1
        kwargs: dict[str, Any] = {"start_new_session": True} if POSIX else {
            "creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "algunokit.tournaments.student"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=bare_environment(), cwd=os.path.dirname(kit_root()), close_fds=True,
            **kwargs)
        threading.Thread(target=_read_lines, daemon=True,
                         args=(self.process.stdout, self.replies, self.sid,
                               self.generation)).start()
        self.running = True
        self._write(self.start_message)

    def load(self, load_limit: float) -> Problem | None:
        """Start the process and wait for the student's code to load."""
        self.spawn()
        return self.wait_loaded(load_limit)

    def wait_loaded(self, load_limit: float) -> Problem | None:
        """Wait for the student's code to load (replies for other students that
        arrive meanwhile are kept for later); the process is then stopped until its
        first request, or killed if it cannot play."""
        deadline = time.monotonic() + START_LIMIT  # then load_limit once its code runs
        kept = []
        problem: Problem | None = Problem("tournament.problem.load_timeout",
                                          {"seconds": f"{load_limit:g}"})
        try:
            while (left := deadline - time.monotonic()) > 0:
                try:
                    sid, generation, message = self.replies.get(timeout=left)
                except queue.Empty:
                    break
                if sid != self.sid or generation != self.generation:
                    kept.append((sid, generation, message))
                    continue
                if message is None:
                    problem = Problem("tournament.problem.load_crash", {})
                    break
                if "refused" in message:
                    problem = Problem("tournament.problem.refused",
                                      {"what": _text(message.get("refused"), 20)})
                    self._wait_dead()
                    break
                if "loading" in message:
                    deadline = time.monotonic() + load_limit
                    continue
                if "loaded" in message:
                    problem = _load_problem(message["loaded"])
                    self.memory_limited = message.get("memory_limited") is True
                    break
        finally:
            for item in kept:
                self.replies.put(item)
        if problem is None:
            self.pause()
        else:
            self.kill()
        return problem

    def request(self, message: dict[str, Any]) -> bool:
        """Send one decision to decide; False if the process is gone."""
        if self.process is None or self.process.poll() is not None:
            return False
        self.resume()
        self.cpu_at_request = self.cpu_seconds()
        self.busy_since = time.monotonic()
        return self._write(message)

    def _write(self, message: dict[str, Any]) -> bool:
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        try:
            assert self.process is not None and self.process.stdin is not None
            self.process.stdin.write(data)
            self.process.stdin.flush()
        except (OSError, ValueError, AssertionError):
            return False
        return True

    def pause(self) -> None:
        """Stop the process until its next request (POSIX)."""
        self._signal("SIGSTOP")
        self.running = False

    def resume(self) -> None:
        if not self.running:
            self._signal("SIGCONT")
            self.running = True

    def _signal(self, name: str) -> None:
        number = getattr(signal, name, None)
        if number is None or self.process is None:
            return
        with contextlib.suppress(OSError):
            os.killpg(self.process.pid, number)

    def cpu_seconds(self) -> float | None:
        """CPU time the process used so far (all its threads; Linux), else None."""
        if self.process is None or not sys.platform.startswith("linux"):
            return None
        try:
            with open(f"/proc/{self.process.pid}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / _TICKS
        except (OSError, IndexError, ValueError):
            return None

    def used_cpu(self) -> float | None:
        now = self.cpu_seconds()
        if now is None or self.cpu_at_request is None:
            return None
        return now - self.cpu_at_request

    def _wait_dead(self) -> None:
        if self.process is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(2)

    def kill(self) -> None:
        """End the process and everything in its group; never raises."""
        process, self.process = self.process, None
        self.running = False
        if process is None:
            return
        if POSIX:
            for sig in (signal.SIGKILL, signal.SIGCONT):
                with contextlib.suppress(OSError):
                    os.killpg(process.pid, sig)
        with contextlib.suppress(OSError):
            process.kill()
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            process.wait(5)
        for stream in (process.stdin, process.stdout):
            with contextlib.suppress(OSError, ValueError):
                if stream is not None:
                    stream.close()

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


def _read_lines(stream: Any, replies: queue.Queue[tuple[int, int, Any]], sid: int,
                generation: int) -> None:
    """A reader thread: each line the process sends, decoded, then None at its end.

    A line that is too long or not JSON ends the reading with ``{"garbled": true}``.
    """
    try:
        while True:
            line = stream.readline(MAX_LINE + 1)
            if not line:
                break
            if len(line) > MAX_LINE or not line.endswith(b"\n"):
                replies.put((sid, generation, {"garbled": True}))
                return
            try:
                message = json.loads(line)
            except ValueError:
                replies.put((sid, generation, {"garbled": True}))
                return
            replies.put((sid, generation, message if isinstance(message, dict)
                         else {"garbled": True}))
    except (OSError, ValueError):
        pass
    replies.put((sid, generation, None))


def _text(value: Any, limit: int = 300) -> str:
    return value[:limit] if isinstance(value, str) else ""


def words(value: Any) -> dict[str, str] | str:
    """A text a student's process sent (one per language), checked and cut short."""
    if isinstance(value, dict):
        return {lang: _text(value.get(lang)) for lang in ("fr", "en")}
    return _text(value)


def _load_problem(loaded: Any) -> Problem | None:
    """The problem a student's process reported after loading, checked."""
    if loaded is None:
        return None
    if not (isinstance(loaded, list) and len(loaded) == 2 and isinstance(loaded[0], str)
            and loaded[0].startswith("tournament.problem.") and isinstance(loaded[1], dict)):
        return Problem("tournament.problem.load_crash", {})
    params: dict[str, Any] = {}
    for name, value in loaded[1].items():
        if name == "detail":
            params[name] = words(value)
        elif isinstance(value, int | str) or value is None:
            params[name] = value if not isinstance(value, str) else value[:80]
    return Problem(loaded[0], params)


__all__ = ["MAX_LINE", "Problem", "StudentProcess", "bare_environment", "words"]
