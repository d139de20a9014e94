"""Class tournament speed: 30 students' strategies, 600 games of Alg(un)o.

Target (issue 31): at most 2 minutes on the project machine (2 cores), each
student's strategy in a process of its own (in its bubblewrap sandbox where the
system has one), seeing only data. Also measured: the round trip of one decision
between the teacher's process and a student's, and what the sandbox adds to a
student's process start (issue 46).

The strategy files are written from a few templates, as a class would hand them
in: random choices, simple rules (first / last option, give to the smaller
neighbour), and "imagine"-based strategies like lesson 08's model answer, with
different tie-breaks.
The schedule rounds the games up so that every strategy plays as often from
each of the 4 seats.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from algunokit.tournaments import run_tournament

TEMPLATES = {
    "random": '''import random

def strategie(vue, decision):
    return random.choice(decision.options)
''',
    "first": '''def strategie(vue, decision):
    return decision.options[{pick}]
''',
    "neighbour": '''def strategie(vue, decision):
    if decision.kind.value == "neighbour":
        gauche, droite = vue.neighbour("left"), vue.neighbour("right")
        if len(vue.hands[gauche]) <= len(vue.hands[droite]):
            return decision.options[0]
        return decision.options[1]
    return decision.options[{pick}]
''',
    "imagine": '''def strategie(vue, decision):
    if decision.kind.value == "build":
        meilleure, moins = decision.options[0], 1000
        for option in decision.options:
            mains = vue.imagine(option)
            score = len(mains[vue.me]) - {weight} * min(len(m) for m in mains)
            if score < moins:
                meilleure, moins = option, score
        return meilleure
    return decision.options[{pick}]
''',
}


def make_class(folder: Path, students: int = 30) -> Path:
    """``students`` strategy files, cycling through the templates."""
    kinds = list(TEMPLATES)
    for i in range(students):
        kind = kinds[i % len(kinds)]
        text = TEMPLATES[kind].format(pick=-(i % 2), seed=i, weight=(i % 3) / 2)
        (folder / f"eleve_{i + 1:02d}_{kind}.py").write_text(text, encoding="utf-8")
    return folder


def bench_class_tournament(quick: bool = False) -> dict:
    students, games = (8, 24) if quick else (30, 600)
    with tempfile.TemporaryDirectory() as tmp:
        folder = make_class(Path(tmp), students)
        cpu = time.process_time()
        result = run_tournament("alguno", folder, games=games, seed=1, workers=2)
        cpu = time.process_time() - cpu
    faults = sum(len(e.faults) for e in result.entries)
    return {"name": f"class tournament alguno {students} students {result.games} games",
            "value": round(result.seconds, 2), "unit": "s", "target": "<= 120 s",
            "games": result.games, "students": students, "workers": result.workers,
            "faults": faults, "games_per_s": round(result.games / result.seconds, 1),
            # CPU of the teacher's process only (engines, robots, pipes); the machine's
            # load changes the wall time a lot, this much less.
            "teacher_cpu_s": round(cpu, 2)}


def _student(folder: Path, kind, shared, isolated: bool):
    """One student's process for the benchmarks (the first option each time)."""
    import queue

    from algunokit.tournaments.processes import StudentProcess
    from algunokit.tournaments.submissions import read_submission

    path = folder / "eleve.py"
    path.write_text(TEMPLATES["first"].format(pick=0), encoding="utf-8")
    replies: queue.Queue = queue.Queue()
    start = {"game": "alguno", "shared": shared, "memory_mb": 256, "cpu_s": 600}
    return StudentProcess(0, read_submission(path), start, replies, isolated=isolated,
                          hidden=(str(folder),)), replies


def bench_decision_round_trip(quick: bool = False) -> dict:
    """One decision between the teacher's process and one student's process: the
    seat's view and the options out as data, rebuilt there, the index back (the
    strategy itself takes the first option). Alg(un)o, 4 seats, a whole game's
    decisions over and over; in the sandbox where this system has one."""
    import statistics

    from algunokit.alguno import Game, bots
    from algunokit.tournaments import wire
    from algunokit.tournaments.games import tournament_game

    kind = tournament_game("alguno")
    games = [Game(4, (1, 2), seed=s, first_author=0) for s in range(3 if quick else 10)]
    positions = []
    for game in games:
        robots = bots("random", "random", "random", "random", seed=1)
        while (decision := game.decision) is not None:
            positions.append((kind.public(game), len(decision.options)))
            game.choose(robots[decision.player](game.view(decision.player), decision))
    with tempfile.TemporaryDirectory() as tmp:
        process, replies = _student(Path(tmp), kind, kind.shared(games[0]), isolated=True)
        started = time.perf_counter()
        assert process.load(10.0) is None
        start_s = time.perf_counter() - started
        times = []
        try:
            for rid, (data, n) in enumerate(positions, 1):
                began = time.perf_counter()
                process.request(wire.Decide(rid, data, n, rid))
                _, _, reply = replies.get(timeout=10)
                process.pause()
                times.append(time.perf_counter() - began)
                assert isinstance(reply, wire.Answer) and reply.index == 0, reply
        finally:
            process.kill()
    ms = sorted(1000 * x for x in times)
    return {"name": "tournament decision round trip (teacher <-> student process)",
            "value": round(statistics.median(ms), 3), "unit": "ms", "decisions": len(ms),
            "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 3), "max_ms": round(ms[-1], 3),
            "process_start_s": round(start_s, 3), "sandboxed": process.isolated}


def bench_sandbox_start(quick: bool = False) -> dict:
    """What the sandbox adds to starting a student's process: the median of ``n`` starts
    (Python, the kit, the student's file loaded, ready to decide) in bubblewrap with its
    seccomp filter, and the same without (the reduced protection). The value is the
    difference; where bwrap is missing both are the same start."""
    import statistics

    from algunokit.alguno import Game
    from algunokit.tournaments.games import tournament_game
    from algunokit.tournaments.sandbox import bwrap_path, seccomp_program

    kind = tournament_game("alguno")
    shared = kind.shared(Game(4, (1, 2), seed=1, first_author=0))
    n = 3 if quick else 15
    found: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(n):
            for isolated in (True, False):  # interleaved: the machine's load hits both
                process, _ = _student(Path(tmp), kind, shared, isolated)
                began = time.perf_counter()
                try:
                    assert process.load(30.0) is None
                    found[isolated].append(1000 * (time.perf_counter() - began))
                finally:
                    process.kill()
    with_ms, without_ms = (statistics.median(found[k]) for k in (True, False))
    sandboxed = bwrap_path() is not None
    return {"name": "tournament sandbox start cost (bwrap + seccomp vs plain process)",
            "value": round(max(0.0, with_ms - without_ms), 1), "unit": "ms", "starts": n,
            "sandbox_start_ms": round(with_ms, 1), "plain_start_ms": round(without_ms, 1),
            "difference_ms": round(with_ms - without_ms, 1),  # signed: noise shows
            "bwrap": sandboxed, "seccomp": sandboxed and seccomp_program() is not None}


BENCHMARKS = [bench_class_tournament, bench_decision_round_trip, bench_sandbox_start]
