"""Whole tournaments with worker processes: misbehaving strategies never stop one.

Kept small (a few games, short time limits): speed is measured in
benchmarks/bench_tournament.py, not here.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from message_keys import shows
from tournament_helpers import (
    CRASH,
    FIRST,
    HOG,
    ILLEGAL,
    LAST,
    LOOP,
    RANDOM,
    SYNTAX,
    notebook,
    write,
)

import algunokit as ak
from algunokit.errors import ConfigError
from algunokit.tournaments import run_tournament

pytestmark = pytest.mark.subprocess

FAST = {"workers": 1, "time_limit": 0.5}


def _by_name(result):
    return {entry.name: entry for entry in result.entries}


def test_seats_are_balanced_and_robots_play(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "c.py": RANDOM})
    result = run_tournament("alguno", tmp_path, games=6, seed=3, robots="greedy", **FAST)
    assert result.seats == 4 and result.games == 8  # 4 players: 2 rounds of 4
    assert [e.name for e in result.entries] == ["a", "b", "c", "greedy"]
    for entry in result.entries:
        assert entry.seat_games == [2, 2, 2, 2]
        assert not entry.faults and not entry.disqualified
    assert sum(e.wins for e in result.entries) >= result.games - result.unfinished


def test_same_seed_same_results(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "c.py": RANDOM})
    runs = [run_tournament("alguno", tmp_path, games=6, seed=11, workers=workers).to_dict()
            for workers in (1, 2)]
    assert runs[0]["ranking"] == runs[1]["ranking"]
    other = run_tournament("alguno", tmp_path, games=6, seed=12, workers=1).to_dict()
    assert [(r["name"], r["wins"]) for r in other["ranking"]] != \
        [(r["name"], r["wins"]) for r in runs[0]["ranking"]] or other != runs[0]


def test_misbehaving_strategies_are_replaced_then_disqualified(tmp_path):
    write(tmp_path, {"good.py": FIRST, "boucle.py": LOOP, "plante.py": CRASH,
                     "interdit.py": ILLEGAL, "cassee.py": SYNTAX})
    result = run_tournament("alguno", tmp_path, games=5, seed=1, seats=5, workers=2,
                            time_limit=0.3)
    entries = _by_name(result)
    assert result.games == 5 and all(e.games == 5 for e in result.entries)  # it finished
    assert not entries["good"].faults and not entries["good"].disqualified
    loop = entries["boucle"]
    assert [f.kind for f in loop.faults] == ["timeout"] * 3 and loop.disqualified
    crash = entries["plante"]
    assert {f.kind for f in crash.faults} == {"crash"} and crash.disqualified
    # said in words a student reads, with the line: never Python's English
    assert "divise par zéro" in crash.faults[0].detail["fr"]
    assert "divides by zero" in crash.faults[0].detail["en"] and crash.faults[0].where == (None, 3)
    illegal = entries["interdit"]
    assert {f.kind for f in illegal.faults} == {"illegal"} and illegal.disqualified
    broken = entries["cassee"]
    assert broken.problem[0] == "tournament.problem.syntax" and not broken.faults
    assert result.ranking()[0].name == "good"
    fr, en = result.describe("fr"), result.describe("en")
    assert "boucle : disqualifiée à la partie" in fr and "n'a pas répondu en 0,3 s" in fr
    assert "plante : disqualifiée" in fr and "a planté : ta fonction divise par zéro" in fr
    assert "ZeroDivisionError" not in fr and "division by zero" not in en
    assert "le texte « gauche », qui n'est pas une des options pour" in fr
    assert "« build »" not in fr and "'gauche'" not in en
    assert "cassee : disqualifiée dès le départ : erreur de syntaxe ligne 1 : il manque « : »" \
        in fr and "expected" not in en
    assert "boucle: disqualified in game" in en and "did not answer within 0.3 s" in en


def test_a_fault_below_the_limit_is_replaced_not_disqualified(tmp_path):
    once = ("N = [0]\ndef strategie(vue, decision):\n    N[0] += 1\n"
            "    if N[0] == 2:\n        raise ValueError('oups')\n    return decision.options[0]\n")
    write(tmp_path, {"a.py": FIRST, "b.py": FIRST, "once.py": once})
    result = run_tournament("alguno", tmp_path, games=3, seed=2, **FAST)
    entry = _by_name(result)["once"]
    assert len(entry.faults) == 1 and not entry.disqualified
    assert shows(result.describe("fr"), "tournament.status.faults")
    assert "1 faute," in result.describe("fr")  # one fault, in the singular
    assert "(ligne 5)" in result.describe("fr")  # the line, and the error's name at most
    assert "oups" not in result.describe("fr")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS is Linux only")
def test_a_memory_hog_is_stopped_and_the_others_go_on(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "gourmand.py": HOG})
    result = run_tournament("alguno", tmp_path, games=3, seed=4, **FAST)
    assert result.memory_limited
    entries = _by_name(result)
    assert {f.kind for f in entries["gourmand"].faults} == {"memory"}
    assert entries["gourmand"].disqualified
    assert not entries["a"].faults and not entries["b"].faults
    assert "trop de mémoire (plus de 256 Mo)" in result.describe("fr")


def test_load_problems_are_named(tmp_path):
    write(tmp_path, {
        "a.py": FIRST, "b.py": LAST,
        "import.py": "import module_qui_nexiste_pas\n" + FIRST,
        "erreur.py": "x = [1, 2][5]\n" + FIRST,
        "lent.py": "while True:\n    pass\n" + FIRST,
        "params.py": "def strategie(vue):\n    return 1\n",
    })
    result = run_tournament("alguno", tmp_path, games=5, seed=1, load_limit=0.5, **FAST)
    entries = _by_name(result)
    # a module that is neither Python's nor the kit's: refused by the guard
    assert entries["import"].problem == ("tournament.problem.refused", {"what": "module"})
    assert entries["erreur"].problem[0] == "tournament.problem.load_error"
    assert entries["erreur"].problem[1]["line"] == 1
    text = result.describe("fr")
    assert "erreur au chargement, ligne 1 :" in text and "IndexError" not in text
    assert "a essayé d'importer un module" in text
    assert entries["lent"].problem[0] == "tournament.problem.load_timeout"
    assert entries["params"].problem[0] == "tournament.problem.parameters"
    assert not entries["a"].disqualified and entries["a"].seat_games == [2, 2, 2, 2]


def test_a_lesson_notebook_plays_its_game_cells_in_its_sandbox(tmp_path):
    marker = tmp_path / "ran.txt"
    text = notebook([
        ("code", "import algunokit as ak\nfrom algunokit import skyjo\n"
                 "from algunokit.skyjo import Kind, Pile\nNOM = 'Gaëlle'"),
        ("code", "def ma_strategie(vue, decision):\n"
                 "    if decision.kind is Kind.CHOOSE_PILE and Pile.DRAW in decision.options:\n"
                 "        return Pile.DRAW\n    return decision.options[0]\n"),
        ("code", f"open({str(marker)!r}, 'w').write('oops')"),  # refused, a later cell
        ("code", "%time ma_strategie\nskyjo.play(2, seed=3, bots=ma_strategie)"),
    ])
    write(tmp_path / "rendus", {"gaelle.ipynb": text, "a.py": RANDOM, "b.py": RANDOM})
    result = run_tournament("skyjo", tmp_path / "rendus", games=3, seed=5, seats=3, **FAST)
    entry = _by_name(result)["gaelle (Gaëlle)"]  # the file's name, NOM added
    assert entry.games == 3 and not entry.faults and not entry.disqualified
    assert not marker.exists()


def test_a_printing_strategy_does_not_flood_the_output(tmp_path, capfd):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST,
                     "bavard.py": "def strategie(vue, decision):\n    print('COUCOU')\n"
                                  "    return decision.options[0]\n"})
    run_tournament("alguno", tmp_path, games=3, seed=1, **FAST)
    out, err = capfd.readouterr()
    assert "COUCOU" not in out and "COUCOU" not in err


def test_clear_errors_before_anything_starts(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": FIRST})
    with pytest.raises(ConfigError) as err:
        run_tournament("alguno", tmp_path, games=4)
    assert err.value.key == "tournament.error.too_few"
    assert "ajoutez des robots" in err.value.message("fr")  # the sentence says what to do
    with pytest.raises(ConfigError) as err:
        run_tournament("alguno", tmp_path, robots="malin")
    assert err.value.key == "tournament.error.robot"
    assert "greedy, random" in err.value.message("en")  # and names the robots there are
    cases = [(("celsius", tmp_path), {}, "tournament.error.game"),
             (("alguno", tmp_path / "nope"), {}, "tournament.error.no_folder"),
             (("alguno", tmp_path), {"games": 0, "robots": "greedy"}, "tournament.error.games")]
    for args, options, key in cases:
        with pytest.raises(ConfigError) as err:
            run_tournament(*args, **options)
        assert err.value.key == key


def test_facade_in_a_plain_python(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "c.py": RANDOM})
    result = ak.tournament("alguno", str(tmp_path), games=3, seed=1, workers=1)
    assert result.games == 3 and "<svg" in result._repr_html_()


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "algunokit", *args], capture_output=True,
                          text=True, timeout=300)


def test_cli_json_output(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "c.py": CRASH})
    svg = tmp_path / "chart.svg"
    done = _cli("--lang", "en", "tournament", "alguno", str(tmp_path), "--games", "3",
                "--seed", "1", "--json", "--workers", "1", "--svg", str(svg))
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["game"] == "alguno" and data["games"] == 3 and data["seats"] == 3
    assert [r["rank"] for r in data["ranking"]] == [1, 2, 3]
    crash = next(r for r in data["ranking"] if r["name"] == "c")
    assert crash["disqualified"] and crash["faults"][0]["kind"] == "crash"
    assert "crashed" in crash["status"]
    assert "Tournament: 3/3 games" in done.stderr  # progress goes to stderr
    assert svg.read_text().startswith("<svg")
    again = _cli("--lang", "en", "tournament", "alguno", str(tmp_path), "--games", "3",
                 "--seed", "1", "--json", "--workers", "1", "--quiet")
    assert json.loads(again.stdout) == data and again.stderr == ""


def test_cli_text_and_bad_folder(tmp_path):
    write(tmp_path, {"a.py": FIRST, "b.py": LAST, "c.py": RANDOM})
    done = _cli("tournament", "alguno", str(tmp_path), "--games", "3", "--quiet",
                "--workers", "1")
    assert done.returncode == 0 and "Tournoi de classe" in done.stdout
    missing = _cli("tournament", "alguno", str(tmp_path / "nope"))
    assert missing.returncode == 2 and "n'existe pas" in missing.stderr
    assert "Traceback" not in missing.stderr


def test_students_code_never_runs_in_the_teachers_process(tmp_path):
    import os

    teacher = os.getpid()
    spy = (f"import os\nif os.getpid() == {teacher}:\n"
           "    raise SystemExit('same process')\n" + FIRST)
    write(tmp_path / "rendus", {"spy.py": spy, "b.py": LAST, "c.py": RANDOM})
    result = run_tournament("alguno", tmp_path / "rendus", games=3, seed=1, **FAST)
    assert not any(e.problem or e.faults for e in result.entries)  # its own child process


def test_a_teachers_script_without_main_guard_runs_once(tmp_path):
    write(tmp_path / "rendus", {"a.py": FIRST, "b.py": LAST, "c.py": RANDOM})
    script = tmp_path / "tournoi.py"
    script.write_text("import algunokit as ak\n"
                      f"r = ak.tournament('alguno', {str(tmp_path / 'rendus')!r}, games=3,"
                      " seed=1, workers=1)\nprint('FINI', r.games)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("FINI 3") == 1


def test_lesson_08_names_work_when_the_lesson_provides_them(tmp_path):
    french = ("def strategie(vue, decision):\n"
              "    if decision.type == 'construire':\n"
              "        meilleure = decision.options[0]\n"
              "        for option in decision.options:\n"
              "            if vue.cartes_apres(option) < vue.cartes_apres(meilleure):\n"
              "                meilleure = option\n"
              "        return meilleure\n"
              "    return decision.options[0]\n")
    write(tmp_path, {"fr.py": french, "b.py": FIRST, "c.py": RANDOM})
    result = run_tournament("alguno", tmp_path, games=3, seed=1, **FAST)
    assert not any(e.faults or e.disqualified for e in result.entries)
