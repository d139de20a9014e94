"""Students who attack a class tournament, each alone among honest classmates: the
audit-hook guard's own words (the second layer, inside the student's process).

Each attack is one student's file, as a 13-year-old who read a little about Python
would write it, with the guard left on: the tournament finishes, the honest classmates
are ranked with no fault charged to them, the attacker wrote, read, connected, started,
saw and patched nothing, and the guard says in words what it refused. The attacks that
switch the guard off, and those the operating system stops (bubblewrap, seccomp), the
channel's floods and forged lines included, are in ``test_sandbox_attacks.py``: each
attack is tested once.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from tournament_helpers import FIRST, LAST, RANDOM, notebook, write

from algunokit.tournaments import run_tournament

pytestmark = [pytest.mark.subprocess,
              pytest.mark.skipif(os.name != "posix", reason="the guard is tested on POSIX")]

HONEST = {"alice.py": FIRST, "bilal.py": LAST, "chloe.py": RANDOM}
FAST = {"time_limit": 0.5, "workers": 2}


def _by_name(result):
    return {entry.name: entry for entry in result.entries}


def _play(folder: Path, attacker: str, game: str = "alguno", file: str = "mallory.py",
          **options):
    write(folder, {**HONEST, file: attacker})
    result = run_tournament(game, folder, games=options.pop("games", 4), seed=7,
                            **{**FAST, **options})
    entries = _by_name(result)
    for name in ("alice", "bilal", "chloe"):  # the honest ones: ranked, nothing charged
        entry = entries[name]
        assert not entry.faults and not entry.disqualified, (name, entry)
        assert entry.games == result.games_each()
    return result, entries["mallory"]


def _refused(entry) -> set[str]:
    """What the guard refused this student, from the start or during play."""
    found = {f.detail for f in entry.faults if f.kind == "refused"}
    if entry.problem and entry.problem[0] == "tournament.problem.refused":
        found.add(entry.problem[1]["what"])
    return found


def _children() -> set[int]:
    """Every process whose parent is this one (Linux), else an empty set."""
    me, found = str(os.getpid()), set()
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = entry.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == me:
            found.add(int(entry.parent.name))
    return found


def _processes_with(marker: str) -> list[int]:
    """Processes whose command line holds ``marker`` (Linux)."""
    found = []
    for entry in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker.encode() in entry.read_bytes():
                found.append(int(entry.parent.name))
        except OSError:
            continue
    return found


def test_a_student_who_patches_classmates_patches_nobody(tmp_path):
    attacker = '''import gc, sys

def saboteur(vue, decision):
    return None

for module in list(sys.modules.values()):
    for name in ("strategie", "strategy"):
        function = getattr(module, name, None)
        if callable(function) and function.__module__ != __name__:
            function.__code__ = saboteur.__code__

def strategie(vue, decision):
    for thing in gc.get_objects():
        if callable(thing) and getattr(thing, "__name__", "") in ("strategie", "strategy") \\
                and thing is not strategie:
            thing.__code__ = saboteur.__code__
    return decision.options[0]
'''
    result, mallory = _play(tmp_path, attacker)
    assert _refused(mallory) == {"gc"}
    assert mallory.disqualified and result.ranking()[-1].name == "mallory"


def test_a_student_who_walks_the_objects_sees_no_secret(tmp_path):
    # Everything an Alg(un)o player sees is face up but the piles' order: what the
    # handed objects hold must be the piles' contents, sorted, and a generator that is
    # not the game's. Any sign of the real game makes this strategy crash (a fault).
    attacker = '''def strategie(vue, decision):
    moteur = vue._view._game
    pioche = moteur.table.draw_pile
    if [c.code for c in pioche] != sorted(c.code for c in pioche):
        raise ValueError("vu l'ordre de la pioche")
    if moteur.seed != 0 or moteur.rng.random() != __import__("random").Random(0).random():
        raise ValueError("vu le hasard du jeu")
    vue._view._game.table.draw_pile.clear()  # and what it changes stays here
    return decision.options[0]
'''
    result, mallory = _play(tmp_path, attacker)
    assert not mallory.faults and not mallory.disqualified
    assert not result.unfinished or result.unfinished < result.games


def test_the_draw_pile_never_leaves_the_teachers_process():
    from algunokit.alguno import Game
    from algunokit.alguno.public import public_data

    game = Game(4, (1, 2), seed=3)
    other = Game(4, (1, 2), seed=3)
    other.table.draw_pile.reverse()  # same position, another hidden order
    assert public_data(game) == public_data(other)
    assert game.table.draw_pile != other.table.draw_pile


def test_skyjo_face_down_values_never_leave_the_teachers_process():
    from algunokit.skyjo import Game
    from algunokit.skyjo.public import public_data

    game = Game(n_players=3, seed=4)
    data = public_data(game.view(0), game.decision)
    values = {v for grid in data["view"][4] for v in grid}
    assert values == {"hidden"}  # nothing turned over yet: not one value travels


def test_a_student_who_writes_files_writes_nothing(tmp_path):
    outside = tmp_path / "dehors.txt"
    dropped = tmp_path / "classe" / "zz_nouveau.py"
    attacker = f'''def strategie(vue, decision):
    try:
        open({str(outside)!r}, "w").write("coucou")
    except Exception:
        pass
    with open({str(dropped)!r}, "w") as f:
        f.write("def strategie(vue, decision):\\n    return decision.options[0]\\n")
    return decision.options[0]
'''
    result, mallory = _play(tmp_path / "classe", attacker)
    assert _refused(mallory) == {"write"} and mallory.disqualified
    assert not outside.exists() and not dropped.exists()
    assert "ta stratégie a essayé d'écrire un fichier : c'est interdit pendant le tournoi" \
        in result.describe("fr")


def test_a_student_who_writes_while_loading_is_out_from_the_start(tmp_path):
    target = tmp_path / "trace.txt"
    attacker = f"import os\nos.remove({str(tmp_path / 'classe' / 'alice.py')!r})\n" + FIRST
    result, mallory = _play(tmp_path / "classe", attacker)
    assert mallory.problem == ("tournament.problem.refused", {"what": "write"})
    assert (tmp_path / "classe" / "alice.py").exists() and not target.exists()
    assert "disqualifiée dès le départ : ta stratégie a essayé d'écrire un fichier" \
        in result.describe("fr")


def test_a_student_who_reads_a_classmates_file_reads_nothing(tmp_path):
    attacker = '''import os

def strategie(vue, decision):
    dossier = os.path.dirname(os.path.abspath(__file__))
    for nom in ("alice.py", "../classe/alice.py"):
        try:
            texte = open(os.path.join(dossier, nom)).read()
        except OSError:
            continue
        if "options[0]" in texte:
            return decision.options[-1]
    return decision.options[0]
'''
    _result, mallory = _play(tmp_path / "classe", attacker)
    assert _refused(mallory) == {"read"} and mallory.disqualified
    # its own file too: a student's process has no need to read any file
    listing = "import os\nos.listdir('/')\n" + FIRST
    write(tmp_path / "autre", {**HONEST, "mallory.py": listing})
    other = run_tournament("alguno", tmp_path / "autre", games=4, seed=7, **FAST)
    assert _refused(_by_name(other)["mallory"]) == {"read"}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_student_who_starts_processes_leaves_none(tmp_path):
    marker = "987654.321"
    attacker = f'''import os

def strategie(vue, decision):
    for start in (
        lambda: __import__("subprocess").Popen(["sleep", "{marker}"],
                                                start_new_session=True),
        lambda: os.system("sleep {marker} &"),
        lambda: os.posix_spawn("/bin/sleep", ["sleep", "{marker}"], os.environ),
        lambda: os.fork(),
        lambda: os.execv("/bin/sleep", ["sleep", "{marker}"]),
    ):
        try:
            start()
        except BaseException:
            pass
    return decision.options[0]
'''
    before = _children()
    result, mallory = _play(tmp_path, attacker)
    assert _refused(mallory) == {"process"} and mallory.disqualified
    assert not _processes_with(marker)
    assert _children() <= before  # every student's process is gone too
    assert "a essayé de lancer un programme" in result.describe("fr")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_no_process_outlives_a_tournament_even_a_killed_one(tmp_path):
    looping = "def strategie(vue, decision):\n    while True:\n        pass\n"
    before = _children()
    _play(tmp_path, looping)
    assert _children() <= before


def test_a_student_who_connects_to_a_socket_connects_nowhere(tmp_path):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        server.settimeout(0.2)
        port = server.getsockname()[1]
        attacker = f'''def strategie(vue, decision):
    try:
        import socket
        socket.create_connection(("127.0.0.1", {port}), timeout=1).sendall(b"triche")
    except BaseException:
        pass
    try:
        import _socket
        _socket.socket().connect(("127.0.0.1", {port}))
    except BaseException:
        pass
    return decision.options[0]
'''
        _result, mallory = _play(tmp_path, attacker)
        with pytest.raises(TimeoutError):
            server.accept()
    assert _refused(mallory) == {"network"} and mallory.disqualified


def test_a_spinning_thread_slows_no_classmate(tmp_path):
    # Each thread holds the interpreter lock as long as Python lets it: in a shared
    # interpreter the honest strategies timed out. Here it only ever runs while its
    # own student decides.
    attacker = '''import threading

def tourne():
    while True:
        pass

for _ in range(4):
    threading.Thread(target=tourne, daemon=True).start()

def strategie(vue, decision):
    return decision.options[0]
'''
    started = time.monotonic()
    result, _mallory = _play(tmp_path, attacker, time_limit=0.3, games=8)
    assert time.monotonic() - started < 120
    assert result.games >= 8  # finished; the honest ones were checked by _play


def test_a_student_who_kills_or_exits_hurts_only_itself(tmp_path):
    # The victim is a process of the test's own (never -1 or the teacher: if the guard
    # ever failed, this test must not take the machine down with it).
    victim = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        attacker = f'''import os, signal

def strategie(vue, decision):
    for kill in (lambda: os.kill({victim.pid}, signal.SIGKILL),
                 lambda: os.killpg({victim.pid}, signal.SIGKILL),
                 lambda: signal.pthread_kill(0, signal.SIGKILL)):
        try:
            kill()
        except BaseException:
            pass
    return decision.options[0]
'''
        _, mallory = _play(tmp_path, attacker)
        assert _refused(mallory) == {"kill"} and mallory.disqualified
        assert victim.poll() is None  # still alive
    finally:
        victim.kill()
        victim.wait()
    exits = "import os\ndef strategie(vue, decision):\n    os._exit(1)\n"
    write(tmp_path / "sortie", {**HONEST, "mallory.py": exits})
    other = _by_name(run_tournament("alguno", tmp_path / "sortie", games=4, seed=7, **FAST))
    assert {f.kind for f in other["mallory"].faults} == {"died"}
    assert not other["alice"].faults


def test_a_student_who_reaches_for_ctypes_or_limits_is_refused(tmp_path):
    attacker = '''def strategie(vue, decision):
    import ctypes
    ctypes.CDLL(None).fork()
    return decision.options[0]
'''
    _, mallory = _play(tmp_path / "a", attacker)
    assert _refused(mallory) == {"ctypes"}
    limits = '''def strategie(vue, decision):
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (-1, -1))
    return decision.options[0]
'''
    _, mallory = _play(tmp_path / "b", limits)
    assert _refused(mallory) == {"limits"}


def test_a_student_notebook_is_read_as_the_student_wrote_it(tmp_path):
    text = notebook([
        ("code", "import algunokit as ak\nL = ak.lesson('alguno', 8)"),
        ("code", "def calcul():\n    return 2 * 3\n\nSEUIL = calcul()"),
        ("code", "def strategie(vue, decision):\n"
                 "    if len(vue.ma_main) > SEUIL:\n"
                 "        return decision.options[-1]\n"
                 "    return decision.options[0]\n"),
        ("code", "resultats = ak.tournament('alguno', '.')\nL.ex5.check(strategie)"),
    ])
    _, mallory = _play(tmp_path, text, file="mallory.ipynb")
    assert not mallory.problem and not mallory.faults


def test_a_notebook_with_a_syntax_error_says_where_in_words(tmp_path):
    text = notebook([
        ("code", "import algunokit as ak"),
        ("code", "def strategie(vue, decision)\n    return decision.options[0]\n"),
    ])
    write(tmp_path, {**HONEST, "mallory.ipynb": text})
    result = run_tournament("alguno", tmp_path, games=4, seed=7, **FAST)
    mallory = _by_name(result)["mallory"]
    assert mallory.problem[0] == "tournament.problem.syntax_cell"
    assert (mallory.problem[1]["cell"], mallory.problem[1]["line"]) == (2, 1)
    fr, en = result.describe("fr"), result.describe("en")
    assert "erreur de syntaxe cellule 2, ligne 1 : il manque « : »" in fr
    assert "expected" not in en and "aucune fonction" not in fr
    # a disqualified row shows no win rate: a dash, and the reason below
    row = next(line for line in fr.splitlines() if "mallory" in line and "✗" in line)
    assert "%" not in row and "—" in row
    data = result.to_dict("fr")
    entry = next(r for r in data["ranking"] if r["name"] == "mallory")
    assert entry["win_rate"] is None and entry["wins"] is None
