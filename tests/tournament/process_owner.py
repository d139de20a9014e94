"""Run a tournament's teacher, end it as a teacher's machine would, then count what is left.

Run as ``python process_owner.py MODE FOLDER`` (Linux): this process makes itself the
*child subreaper* of everything it starts (``PR_SET_CHILD_SUBREAPER``), so every process
that outlives the teacher becomes its own child, whatever the teacher did (new session,
bubblewrap's namespaces). It starts the teacher (MODE ``kill``: a script killed with
SIGKILL; ``hup``: the command line hung up, as a closed terminal does; ``int``: the
command line given Ctrl-C; ``kernel``: ``ak.tournament(...)`` in a Jupyter kernel that is
then restarted), waits until students' processes play, ends the teacher, and prints one
JSON object: ``seen`` (students' processes seen playing) and ``left`` (the command lines
of the processes that outlived it). Only this helper's own descendants are counted: other
tournaments running on the same machine are never mistaken for leftovers.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import signal
import subprocess
import sys
import time

MARKERS = (b"algunokit.tournaments.student", b"bwrap")
PR_SET_CHILD_SUBREAPER = 36


def _stat(pid: int) -> tuple[str, int] | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except OSError:
        return None
    return fields[0].decode(), int(fields[1])


def _cmdline(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().replace(b"\0", b" ")
    except OSError:
        return b""


def descendants(root: int) -> list[int]:
    """Living (not zombie) processes under ``root``."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (found := _stat(int(entry))) and found[0] != "Z":
            parents[int(entry)] = found[1]
    out = []
    for pid in parents:
        seen, up = set(), parents.get(pid)
        while up is not None and up not in seen and up > 1:
            if up == root:
                out.append(pid)
                break
            seen.add(up)
            up = parents.get(up)
    return out


def students(root: int) -> list[int]:
    return [p for p in descendants(root) if any(m in _cmdline(p) for m in MARKERS)]


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _wait_for_students(root: int, count: int = 4, timeout: float = 120.0) -> int:
    """Wait until the ``count`` students' processes play under ``root`` (each one's
    Python started, with or without its sandbox), then a while more, so some of them are
    between two decisions (stopped) when the teacher ends; how many were seen."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [p for p in students(root) if b"-m algunokit.tournaments.student" in
                 _cmdline(p) and not _cmdline(p).split(b" ")[0].endswith(b"bwrap")]
        if len(found) >= count:
            time.sleep(2.0)  # well into the games
            return len(found)
        time.sleep(0.2)
    return 0


def _left(me: int, grace: float = 10.0) -> list[str]:
    """What outlived the teacher, given ``grace`` seconds to go (a dying process takes a
    moment; one that stays is a leftover)."""
    deadline = time.monotonic() + grace
    while True:
        _reap()
        found = descendants(me)
        if not found or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    left = [_cmdline(p).decode(errors="replace")[:200] for p in found]
    for pid in found:  # this helper's own (adopted) children: it ends them, not the test
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    time.sleep(0.2)
    _reap()
    return left


def main(mode: str, folder: str) -> dict[str, object]:
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    me = os.getpid()
    options = "games=400, seed=1, time_limit=5"
    if mode == "kernel":
        from jupyter_client.manager import KernelManager

        manager = KernelManager(kernel_name="python3")
        manager.start_kernel(env={**os.environ})
        client = manager.client()
        client.start_channels()
        client.wait_for_ready(timeout=120)
        client.execute(f"import algunokit as ak\nr = ak.tournament('alguno', {folder!r}, "
                       f"{options}, progress=False)")
        kernel = manager.provisioner.process.pid  # type: ignore[union-attr]
        seen = _wait_for_students(kernel)
        manager.restart_kernel(now=True)  # as Jupyter's « Restart kernel » does
        client.stop_channels()
        manager.shutdown_kernel(now=True)  # the fresh kernel (it started no student)
        return {"seen": seen, "left": _left(me)}
    if mode == "kill":
        argv = [sys.executable, "-c", "from algunokit.tournaments import run_tournament\n"
                f"run_tournament('alguno', {folder!r}, {options})\n"]
    else:
        argv = [sys.executable, "-m", "algunokit", "tournament", "alguno", folder, "--games",
                "400", "--seed", "1", "--time-limit", "5", "--quiet"]
    teacher = subprocess.Popen(argv, start_new_session=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    seen = _wait_for_students(teacher.pid)
    sig = {"kill": signal.SIGKILL, "hup": signal.SIGHUP, "int": signal.SIGINT}[mode]
    os.killpg(teacher.pid, sig)  # a terminal signals its whole foreground group
    try:
        teacher.wait(60)
    except subprocess.TimeoutExpired:
        teacher.kill()
        teacher.wait()
        return {"seen": seen, "left": ["the teacher did not end"]}
    err = teacher.stderr.read().decode(errors="replace") if teacher.stderr else ""
    return {"seen": seen, "left": _left(me), "code": teacher.returncode, "stderr": err[-2000:]}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], sys.argv[2])))
