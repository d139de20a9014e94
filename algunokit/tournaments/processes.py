"""The teacher's side of the students' processes: start them, feed them, watch the clock.

Each student's strategy runs in a process of its own (:mod:`.student`): a fresh
Python started with a bare environment (none of the teacher's variables, such
as a JupyterHub token), inside its sandbox (:mod:`.sandbox`: bubblewrap and seccomp
where the system has them), talking over its standard input and output with the
typed messages of :mod:`.wire`. Here:

- :class:`StudentProcess` starts one, sends it the student's file, waits for it to
  load, sends it decisions and reads its replies (a thread per process reads them into
  one queue, checked by :func:`.wire.read`: the first line that is not a message of
  the right type and size ends the reading and is its sender's fault, so a process
  that writes nonsense, floods or writes nothing never blocks or slows the teacher's
  process);
- between its decisions a process is **stopped** (``SIGSTOP``), so a thread a
  student left running, or any work done out of turn, takes no time from the
  others; it is continued (``SIGCONT``) with each request;
- :meth:`StudentProcess.cpu_seconds` reads the CPU time it used (Linux), so a
  time-out is charged only to a strategy that used its time itself;
- :meth:`StudentProcess.kill` ends its whole process group.

Nothing here unpickles or evaluates what a student's process sends, and nothing
secret is sent to it (:mod:`.wire` lists what crosses).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

from algunokit.tournaments import sandbox, wire
from algunokit.tournaments.guard import kit_root, python_roots
from algunokit.tournaments.submissions import Submission, read_text

#: How long a fresh process may take to start Python and import the kit.
START_LIMIT = 60.0
#: Exit code of a process whose guard refused an action (see :mod:`.student`).
REFUSED_EXIT = 3
POSIX = os.name == "posix"
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
#: Marks a line that was not a message (its sender's fault), in the replies' queue.
GARBLED = "garbled"


@dataclass
class Problem:
    """Why a strategy could not be loaded: a message key and its parameters."""

    key: str
    params: dict[str, Any]


def bare_environment() -> dict[str, str]:
    """The environment of a student's process: only what Python needs to start and
    find the kit; none of the teacher's variables."""
    kit_parent = os.path.dirname(kit_root())
    env = {"PYTHONPATH": kit_parent, "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1",
           "PYTHONNOUSERSITE": "1", "PYTHONIOENCODING": "utf-8", "LANG": "C.UTF-8",
           "HOME": sandbox.WORK_DIR}
    for name in ("PATH", "SYSTEMROOT", "VIRTUAL_ENV"):  # Windows needs SYSTEMROOT
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def _die_with_parent() -> None:  # pragma: no cover  (runs in the child, before exec)
    """Without bwrap: end this process when the teacher's ends (Linux)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, 9)  # PR_SET_PDEATHSIG, SIGKILL
    except Exception:
        pass


class StudentProcess:
    """One student's process (see the module docstring)."""

    def __init__(self, sid: int, submission: Submission, start: dict[str, Any],
                 replies: queue.Queue[tuple[int, int, Any]], *, isolated: bool = True,
                 hidden: tuple[str, ...] = ()) -> None:
        self.sid = sid
        self.submission = submission
        self.start = start  # game, shared, memory_mb, cpu_s (nothing of the class folder)
        self.isolated = isolated and sandbox.bwrap_path() is not None
        self.hidden = hidden
        self.replies = replies
        self.process: subprocess.Popen[bytes] | None = None
        self._groups: list[int] | None = None  # inside the sandbox (see _inner_groups)
        self.generation = 0  # which start of this student a reply comes from
        self.memory_limited = False
        self.starts = 0
        self.busy_since = 0.0
        self.cpu_at_request: float | None = None
        self.waited_at_request = 0.0
        self.running = False
        self.name = ""  # the NOM its code chose (cleaned), once loaded
        self.warnings: list[Any] = []

    def start_message(self) -> wire.Start | None:
        """What this student's process receives first; None if the file cannot be read."""
        kind, text = read_text(self.submission)
        if text is None:
            return None
        label = os.path.basename(self.submission.path) if not self.submission.chunks \
            else "strategy.py"
        return wire.Start(self.start["game"], kind, label, text, self.start["shared"],
                          self.start["memory_mb"], self.start["cpu_s"],
                          [*python_roots(), kit_root()])

    # ------------------------------------------------------------------ life

    def spawn(self) -> None:
        """Start the process and its reader; the start message goes at once."""
        self.kill()
        self._groups = None
        self.generation += 1
        self.starts += 1
        message = self.start_message()
        if message is None:  # gone, or grown past the size limit since it was collected
            return
        program = [sys.executable, "-m", "algunokit.tournaments.student"]
        env = bare_environment()
        kwargs: dict[str, Any] = {"start_new_session": True} if POSIX else {
            "creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
        seccomp_fd = None
        if self.isolated:
            seccomp_fd = sandbox.seccomp_pipe()
            argv = sandbox.command(program, kit_root(), env, seccomp_fd, self.hidden)
            kwargs["pass_fds"] = () if seccomp_fd is None else (seccomp_fd,)
            kwargs["env"] = {}
        else:
            argv = program
            kwargs["env"] = env
            kwargs["cwd"] = os.path.dirname(kit_root())
            if sys.platform.startswith("linux"):
                kwargs["preexec_fn"] = _die_with_parent
        try:
            self.process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, close_fds=True, **kwargs)
        finally:
            if seccomp_fd is not None:
                os.close(seccomp_fd)
        threading.Thread(target=_read_lines, daemon=True,
                         args=(self.process.stdout, self.replies, self.sid,
                               self.generation)).start()
        self.running = True
        self._write(message)

    def load(self, load_limit: float) -> Problem | None:
        """Start the process and wait for the student's code to load."""
        self.spawn()
        return self.wait_loaded(load_limit)

    def wait_loaded(self, load_limit: float) -> Problem | None:
        """Wait for the student's code to load (replies for other students that
        arrive meanwhile are kept for later); the process is then stopped until its
        first request, or killed if it cannot play."""
        if self.process is None:
            return Problem("tournament.problem.unreadable", {"detail": "OSError"})
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
                if message is None or message == GARBLED:
                    problem = Problem("tournament.problem.load_crash", {})
                    break
                if isinstance(message, wire.Refused):
                    problem = Problem("tournament.problem.refused", {"what": message.what})
                    self._wait_dead()
                    break
                if isinstance(message, wire.Loading):
                    deadline = time.monotonic() + load_limit
                    continue
                if isinstance(message, wire.Loaded):
                    problem = None if message.problem is None else \
                        Problem(message.problem[0], message.problem[1])
                    self.memory_limited = message.memory_limited
                    self.name = message.name
                    self.warnings = message.warnings
                    break
                problem = Problem("tournament.problem.load_crash", {})  # out of turn
                break
        finally:
            for item in kept:
                self.replies.put(item)
        if problem is None:
            self.pause()
        else:
            self.kill()
        return problem

    def request(self, message: wire.Decide) -> bool:
        """Send one decision to decide; False if the process is gone."""
        if self.process is None or self.process.poll() is not None:
            return False
        self.resume()
        self.cpu_at_request = self.cpu_seconds()
        self.waited_at_request = self.waited_seconds()
        self.busy_since = time.monotonic()
        return self._write(message)

    def _write(self, message: wire.Start | wire.Decide) -> bool:
        data = message.line()
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
        for group in self._inner_groups():  # bwrap's own session: out of reach above
            with contextlib.suppress(OSError):
                os.killpg(group, number)

    def _inner_groups(self) -> list[int]:
        """The process groups inside the sandbox (``bwrap --new-session`` starts the
        student's Python in a session of its own, which a signal to bwrap's group does
        not reach): found once the student's Python runs, then kept."""
        if self._groups is not None or self.process is None or not self.isolated:
            return self._groups or []
        found = self._tree()[1:]  # none yet: look again next time
        mine = os.getpgrp()
        groups = []
        for pid in found:
            with contextlib.suppress(OSError):
                group = os.getpgid(pid)
                if group not in (mine, self.process.pid) and group not in groups:
                    groups.append(group)
        if groups:
            self._groups = groups
        return groups

    def _tree(self) -> list[int]:
        """The process and every process under it (under bubblewrap, the student's Python
        runs two levels below the ``bwrap`` we started): Linux's ``children`` lists."""
        if self.process is None:
            return []
        found, todo = [self.process.pid], [self.process.pid]
        while todo:
            pid = todo.pop()
            try:
                with open(f"/proc/{pid}/task/{pid}/children") as children:
                    kids = [int(k) for k in children.read().split()]
            except (OSError, ValueError):
                continue
            todo += kids
            found += kids
        return found

    def cpu_seconds(self) -> float | None:
        """CPU time the process and everything under it used so far (all their threads,
        and their children already ended; Linux), else None."""
        if self.process is None or not sys.platform.startswith("linux"):
            return None
        total, read = 0.0, False
        for pid in self._tree():
            try:
                with open(f"/proc/{pid}/stat", "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[1].split()
                total += sum(int(fields[i]) for i in (11, 12, 13, 14)) / _TICKS
                read = True
            except (OSError, IndexError, ValueError):
                continue  # ended between the listing and the read
        return total if read else None

    def waited_seconds(self) -> float:
        """Time the process tree spent ready to run but waiting for a core (Linux's
        ``schedstat`` run delay): the machine's load, never the student's own time."""
        if self.process is None or not sys.platform.startswith("linux"):
            return 0.0
        total = 0
        for pid in self._tree():
            try:
                with open(f"/proc/{pid}/schedstat") as stat:
                    total += int(stat.read().split()[1])
            except (OSError, IndexError, ValueError):
                continue
        return total / 1e9

    def used_cpu(self) -> float | None:
        now = self.cpu_seconds()
        if now is None or self.cpu_at_request is None:
            return None
        return now - self.cpu_at_request

    def own_wall(self, now: float | None = None) -> float:
        """Wall time since the request, less the time spent waiting for a core: the
        student's own thinking time (a sleep counts, the machine's load does not)."""
        wall = (time.monotonic() if now is None else now) - self.busy_since
        return max(0.0, wall - (self.waited_seconds() - self.waited_at_request))

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
        groups, self._groups = self._groups or [], None
        for group in groups:
            with contextlib.suppress(OSError):
                os.killpg(group, signal.SIGKILL)
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
    """A reader thread: each message the process sends, checked (:func:`.wire.read`),
    then None at its end. The first line that is not a message of the right type and
    size puts :data:`GARBLED` and ends the reading: the runner then ends the process
    (its fault), so a flood costs the teacher's process one line."""
    try:
        while True:
            line = stream.readline(wire.MAX_FROM_STUDENT + 1)
            if not line:
                break
            try:
                message = wire.read(line, wire.FROM_STUDENT, wire.MAX_FROM_STUDENT)
            except Exception:  # BadMessage, and anything a strange line could raise
                replies.put((sid, generation, GARBLED))
                return
            replies.put((sid, generation, message))
    except Exception:  # a closed pipe
        pass
    replies.put((sid, generation, None))


__all__ = ["GARBLED", "Problem", "StudentProcess", "bare_environment"]
