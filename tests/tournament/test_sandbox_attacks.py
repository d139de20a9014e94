"""Issue 46's attacks, each alone among three honest classmates: the operating system
(bubblewrap, seccomp) is the guard, nothing secret crosses, the channel believes
nothing, time is the student's own. Each attack was run against the in-process guard
alone (commit a54cc26, each test in a PID namespace of its own so no real process could
be hit): all of them failed there. The audit-hook guard's own words, with the guard left
on, are in ``test_attacks.py``; what outlives a teacher, in ``test_no_process_left.py``."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from tournament_helpers import FIRST, LAST, RANDOM, write

from algunokit.tournaments import run_tournament, wire
from algunokit.tournaments.sandbox import bwrap_path, seccomp_program

pytestmark = [pytest.mark.subprocess,
              pytest.mark.skipif(not os.sys.platform.startswith("linux"), reason="Linux only")]
needs_bwrap = pytest.mark.skipif(
    bwrap_path() is None or seccomp_program() is None,
    reason="bubblewrap (Debian package 'bubblewrap') or libseccomp missing: CI installs them")

HONEST = {"alice.py": FIRST, "bilal.py": LAST, "chloe.py": RANDOM}
FAST = {"time_limit": 0.5, "workers": 2}
OFF = "from algunokit.tournaments.guard import Guard\nGuard.verdict = lambda self, e, a: None\n"


def _play(folder: Path, attacker: str, file: str = "mallory.py", **options):
    write(folder, {**HONEST, file: attacker})
    result = run_tournament("alguno", folder, games=options.pop("games", 4), seed=7,
                            **{**FAST, **options})
    entries = {e.name.split(" (")[0]: e for e in result.entries}
    for name in ("alice", "bilal", "chloe"):
        entry = entries[name]
        assert not entry.faults and not entry.disqualified, (name, entry)
        assert entry.games == result.games_each()
    return result, entries["mallory"]


@needs_bwrap
def test_switching_the_guard_off_then_deleting_a_classmates_file_deletes_nothing(tmp_path):
    target = tmp_path / "alice.py"
    attack = OFF + ("import os\ndef strategie(vue, decision):\n"
                    f"    try:\n        os.remove({str(target)!r})\n    except OSError:\n"
                    "        pass\n    return decision.options[0]\n")
    _play(tmp_path, attack)
    assert target.read_text() == FIRST


@needs_bwrap
def test_switching_the_guard_off_then_killing_the_teacher_or_classmates_kills_no_one(tmp_path):
    teacher = os.getpid()
    attack = OFF + ("import os, signal\ndef strategie(vue, decision):\n"
                    f"    for pid in [{teacher}, *range(2, 40000)]:\n"
                    "        if pid != os.getpid():\n"
                    "            try:\n                os.kill(pid, signal.SIGKILL)\n"
                    "            except OSError:\n                pass\n"
                    "    return decision.options[0]\n")
    _play(tmp_path, attack, games=2)  # the teacher's process is alive: it got here


@needs_bwrap
def test_the_teachers_environment_and_classmates_files_cannot_be_read(tmp_path):
    teacher = os.getpid()

    class_folder = str(tmp_path)
    attack = OFF + ("import os\nclass S(str):\n    def startswith(self, *a):\n        return True\n"
                    "def strategie(vue, decision):\n"
                    f"    for p in ('/proc/{teacher}/environ', {class_folder + '/alice.py'!r}):\n"
                    "        try:\n            open(S(p)).read()\n            1 / 0\n"
                    "        except (OSError, PermissionError):\n            pass\n"
                    "    return decision.options[0]\n")
    result, mallory = _play(tmp_path, attack)
    assert all(f.kind == "refused" for f in mallory.faults)  # refused, or nothing there
    assert "HOME" not in result.describe("en")


@needs_bwrap
def test_a_named_pipe_priority_affinity_or_lock_changes_nothing_outside(tmp_path):
    kit_file = Path(wire.__file__)
    attack = OFF + ("import os, fcntl\ndef strategie(vue, decision):\n"
                    "    for act in (lambda: os.mkfifo('/tmp/p'), lambda: os.mknod('/tmp/q'),\n"
                    "                lambda: os.setpriority(os.PRIO_USER, os.getuid(), 19),\n"
                    "                lambda: os.sched_setaffinity(0, {0}),\n"
                    f"                lambda: fcntl.flock(open({str(kit_file)!r}),"
                    " fcntl.LOCK_EX)):\n"
                    "        try:\n            act()\n        except OSError:\n            pass\n"
                    "    return decision.options[0]\n")
    _play(tmp_path, attack)
    assert os.getpriority(os.PRIO_PROCESS, 0) == 0
    assert len(os.sched_getaffinity(0)) == os.cpu_count()
    import fcntl

    with open(kit_file) as handle:  # nobody holds a lock on the kit's files
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(handle, fcntl.LOCK_UN)


def test_no_seed_crosses_to_the_students_process(tmp_path):
    attack = ("import sys\nSEEN = []\ndef strategie(vue, decision):\n"
              "    frame = sys._getframe(1)\n"
              "    while frame is not None:\n"
              "        SEEN.append(repr(frame.f_locals.get('request')))\n"
              "        frame = frame.f_back\n"
              "    if any('seed' in s for s in SEEN):\n        raise ValueError('seed')\n"
              "    return decision.options[0]\n")
    _, mallory = _play(tmp_path, attack)
    assert not mallory.faults


def test_a_fake_loaded_line_or_a_flood_is_the_senders_fault(tmp_path):
    for n, junk in enumerate(('{"t": "loaded", "problem": null, "name": "", "warnings": [], '
                              '"memory_limited": false}\\n', "{}\\n" * 200000, "[" * 60000,
                              '{"t": "answer", "rid": 0, "index": 99999}\\n' + "x" * 100000)):
        attack = ("import os\ndef strategie(vue, decision):\n"
                  f"    os.write(1, {junk!r}.encode())\n"
                  "    for fd in range(3, 12):\n"
                  "        try:\n"
                  f"            os.write(fd, {junk!r}.encode())\n"
                  "        except OSError:\n            pass\n"
                  "    return decision.options[0]\n")
        start = time.process_time()
        result, mallory = _play(tmp_path / str(n), attack)
        assert mallory.disqualified or all(f.kind == "died" for f in mallory.faults)
        assert "Traceback" not in result.describe("en")
        assert time.process_time() - start < 30


def test_a_forged_exception_name_cannot_forge_a_row(tmp_path):
    attack = ("def strategie(vue, decision):\n"
              "    raise type('X\\n- alice : disqualifiée\\x1b[31m\\u202e', (Exception,), {})()\n")
    result, _ = _play(tmp_path, attack)
    text = result.describe("fr")
    assert "\x1b" not in text and "\u202e" not in text
    assert not any(line.startswith("- alice") for line in text.splitlines())


def test_a_sleeper_uses_its_own_budget_and_is_out(tmp_path):
    attack = "import time\ndef strategie(vue, decision):\n    time.sleep(0.45)\n" \
             "    return decision.options[0]\n"
    start = time.monotonic()
    _, mallory = _play(tmp_path, attack, budget=1.5, games=6)
    assert mallory.disqualified and mallory.faults[-1].kind == "budget"
    assert time.monotonic() - start < 60


def test_a_huge_submission_is_refused_by_its_size_and_the_teacher_stays_small(tmp_path):
    # 4 MB of ``x=1``: parsed in the teacher's process, it peaked at 2.46 GB there.
    write(tmp_path, HONEST)
    (tmp_path / "mallory.py").write_bytes(b"x=1\n" * 1_000_000)
    script = ("import json, resource\nfrom algunokit.tournaments import run_tournament\n"
              f"r = run_tournament('alguno', {str(tmp_path)!r}, games=4, seed=7, "
              "time_limit=0.5, workers=2)\n"
              "m = next(e for e in r.entries if e.name == 'mallory')\n"
              "print(json.dumps([m.problem and m.problem[0], sorted(e.name for e in r.entries"
              " if not e.faults and not e.disqualified), "
              "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss]))\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([os.sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=600, check=True)
    problem, honest, peak_kb = json.loads(done.stdout.splitlines()[-1])
    assert problem == "tournament.problem.too_large" and honest == ["alice", "bilal", "chloe"]
    assert peak_kb < 400 * 1024  # the teacher's process read no more than the file's size


def test_nom_adds_to_the_file_name_never_takes_a_classmates(tmp_path):
    result, _ = _play(tmp_path, 'NOM = "alice"\n' + FIRST)
    names = sorted(e.name for e in result.entries)
    assert names == ["alice", "bilal", "chloe", "mallory (alice)"]


def test_the_shipped_lesson_08_notebooks_play(tmp_path):
    root = Path(__file__).resolve().parents[2] / "lessons"
    for lang, name in (("fr", "08-strategie.ipynb"), ("en", "08-strategy.ipynb")):
        (tmp_path / f"{lang}.ipynb").write_bytes((root / lang / name).read_bytes())
    write(tmp_path, HONEST)
    result = run_tournament("alguno", tmp_path, games=4, seed=3, **FAST)
    for entry in result.entries:
        assert entry.problem is None and not entry.faults, (entry.name, entry)


# A killed teacher, a closed terminal, Ctrl-C and a restarted kernel: test_no_process_left.py


@needs_bwrap
def test_a_kit_installed_under_tmp_still_plays(tmp_path):
    # The sandbox's private /tmp once covered a kit (or a Python) living under /tmp:
    # every student was then « disqualifiée dès le départ ».
    import shutil

    kit = Path(wire.__file__).resolve().parents[1]
    shutil.copytree(kit, tmp_path / "kit" / "algunokit",
                    ignore=shutil.ignore_patterns("__pycache__", "static", "*.js"))
    write(tmp_path / "classe", HONEST)
    script = ("import json\nfrom algunokit.tournaments import run_tournament\n"
              f"r = run_tournament('alguno', {str(tmp_path / 'classe')!r}, games=4, seed=7, "
              "time_limit=0.5, workers=2)\n"
              "print(json.dumps([r.isolated, [e.problem for e in r.entries]]))\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "kit")}
    done = subprocess.run([os.sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=600, check=True, cwd=tmp_path)
    isolated, problems = json.loads(done.stdout.splitlines()[-1])
    assert isolated and problems == [None, None, None]


@needs_bwrap
def test_between_its_decisions_the_students_own_python_is_stopped(tmp_path):
    # bwrap --new-session puts the student's Python in a session of its own: stopping
    # bwrap's group left it running, and a thread it left spinning took the others' time.
    import queue

    from algunokit.alguno import Game
    from algunokit.tournaments.games import tournament_game
    from algunokit.tournaments.processes import StudentProcess
    from algunokit.tournaments.submissions import read_submission

    spin = ("import threading\ndef tourne():\n    while True:\n        pass\n"
            "threading.Thread(target=tourne, daemon=True).start()\n" + FIRST)
    write(tmp_path, {"mallory.py": spin})
    kind = tournament_game("alguno")
    start = {"game": "alguno", "shared": kind.shared(Game(4, (1, 2), seed=1)),
             "memory_mb": 256, "cpu_s": 600}
    process = StudentProcess(0, read_submission(tmp_path / "mallory.py"), start,
                             queue.Queue(), hidden=(str(tmp_path),))
    try:
        assert process.load(10.0) is None  # then paused until its first request
        pythons = [pid for pid in _descendants(process.process.pid)
                   if b"algunokit.tournaments.student" in _read(f"/proc/{pid}/cmdline")
                   and b"bwrap" not in _read(f"/proc/{pid}/cmdline").split(b"\0")[0]]
        assert pythons
        for _ in range(100):  # a stop takes effect at once, or nearly
            states = {_state(pid) for pid in pythons}
            if states == {"T"}:
                break
            time.sleep(0.05)
        assert states == {"T"}
        cpu = [_cpu(pid) for pid in pythons]
        time.sleep(0.5)
        assert [_cpu(pid) for pid in pythons] == cpu  # its spinning thread takes nothing
    finally:
        process.kill()


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return b""


def _state(pid: int) -> str:
    return _read(f"/proc/{pid}/stat").rsplit(b")", 1)[-1].split()[0].decode()


def _cpu(pid: int) -> int:
    fields = _read(f"/proc/{pid}/stat").rsplit(b")", 1)[-1].split()
    return int(fields[11]) + int(fields[12])


def _descendants(root: int) -> list[int]:
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        kids = [int(k) for k in _read(f"/proc/{pid}/task/{pid}/children").split()]
        todo += kids
        found += kids
    return found


@needs_bwrap
def test_the_cpu_of_the_students_own_python_is_counted_in_the_sandbox(tmp_path):
    # Under bwrap the student's Python runs two levels below the process the teacher
    # started: reading only bwrap's own /proc/<pid>/stat counted nothing, so neither the
    # CPU time-out nor the CPU budget could ever be reached.
    import queue

    from algunokit.alguno import Game
    from algunokit.tournaments.games import tournament_game
    from algunokit.tournaments.processes import StudentProcess
    from algunokit.tournaments.submissions import read_submission

    burn = ("import time\nwhile time.process_time() < 0.4:\n    pass\n" + FIRST)
    write(tmp_path, {"mallory.py": burn})
    kind = tournament_game("alguno")
    start = {"game": "alguno", "shared": kind.shared(Game(4, (1, 2), seed=1)),
             "memory_mb": 256, "cpu_s": 600}
    process = StudentProcess(0, read_submission(tmp_path / "mallory.py"), start,
                             queue.Queue(), hidden=(str(tmp_path),))
    try:
        assert process.load(60.0) is None
        assert process.isolated
        assert process.cpu_seconds() >= 0.35
    finally:
        process.kill()


def test_time_spent_waiting_for_a_core_is_not_the_students(monkeypatch):
    """A loaded machine makes an honest student wait for a core: that wait (Linux's run
    delay) is taken off its thinking time, a sleep is not."""
    from algunokit.tournaments.processes import StudentProcess

    process = StudentProcess.__new__(StudentProcess)
    process.busy_since, process.waited_at_request = 100.0, 1.0
    monkeypatch.setattr(process, "waited_seconds", lambda: 3.5)
    assert process.own_wall(now=105.0) == pytest.approx(2.5)
    monkeypatch.setattr(process, "waited_seconds", lambda: 9.0)
    assert process.own_wall(now=105.0) == 0.0
