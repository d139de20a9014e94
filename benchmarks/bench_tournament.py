"""Class tournament speed: 32 students' strategies, 400 games of Alg(un)o.

Target (issue 15): at most 60 s on the project machine, with 2 worker
processes at most (2 cores). The 32 strategy files are written from a few
templates, as a class would hand them in: random choices, simple rules
(first / last option, give to the smaller neighbour), and "imagine"-based
strategies like lesson 08's model answer, with different tie-breaks.
The schedule rounds 400 games up to 416, so that every strategy plays 13
games from each of the 4 seats.
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


def make_class(folder: Path, students: int = 32) -> Path:
    """``students`` strategy files, cycling through the templates."""
    kinds = list(TEMPLATES)
    for i in range(students):
        kind = kinds[i % len(kinds)]
        text = TEMPLATES[kind].format(pick=-(i % 2), seed=i, weight=(i % 3) / 2)
        (folder / f"eleve_{i + 1:02d}_{kind}.py").write_text(text, encoding="utf-8")
    return folder


def bench_class_tournament(quick: bool = False) -> dict:
    students, games = (8, 24) if quick else (32, 400)
    with tempfile.TemporaryDirectory() as tmp:
        folder = make_class(Path(tmp), students)
        cpu = time.process_time()
        result = run_tournament("alguno", folder, games=games, seed=1, workers=2)
        cpu = time.process_time() - cpu
    faults = sum(len(e.faults) for e in result.entries)
    return {"name": f"class tournament alguno {students} students {result.games} games",
            "value": round(result.seconds, 2), "unit": "s", "target": "<= 60 s",
            "games": result.games, "students": students, "workers": result.workers,
            "faults": faults, "games_per_s": round(result.games / result.seconds, 1),
            # CPU of the teacher's process only (engines, robots, pipes); the machine's
            # load changes the wall time a lot, this much less.
            "teacher_cpu_s": round(cpu, 2)}


BENCHMARKS = [bench_class_tournament]
