"""Every lesson fits its hour, measured by the walk model (``tests/lesson_walk.py``).

A lesson's hour is its notebook's walk (reading at 150 words a minute, each exercise's
stated time, a game's clicks and decisions, the start and the hand-in) plus the guide's
rows outside the notebook (the unplugged start, the wrap-up): at most 55 minutes.
"""

import pytest
from guide_plan import guide_plans
from lesson_walk import EXERCISE, Walk, lessons, walk

PATHS = lessons()


def _outside_notebook(path) -> int:
    """The minutes the guide's plan gives this lesson outside its notebook."""
    label = path.name.split("-")[0]
    rows, _ = guide_plans(path.parent.name)[label]
    return sum(row.end - row.start for row in rows if not row.sections)


def test_every_lesson_is_walked():
    assert len(PATHS) == 24 and {p.parent.name for p in PATHS} == {"fr", "en"}


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_every_exercise_states_its_expected_time(path):
    found = walk(path)
    assert not found.unstated, (path.name, found.unstated)
    assert found.exercises, path.name


@pytest.mark.parametrize("path", PATHS, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_every_lesson_fits_in_55_minutes(path):
    found = walk(path)
    total = found.total + _outside_notebook(path)
    assert total <= 55, (path.name, f"{total:.1f} min", f"reading {found.reading:.1f}",
                         found.exercises, f"games {found.games:.1f}")


def test_french_and_english_lessons_state_the_same_times():
    by_name = {}
    for path in PATHS:
        by_name.setdefault(path.name.split("-")[0], []).append(walk(path).exercises)
    for label, (first, second) in by_name.items():
        assert first == second, label


def test_the_walk_model_counts_what_it_should():
    """The model's parts, on made-up notebooks: an exercise without a time, the part
    « pour aller plus loin » left out, a Celsius game's clicks."""
    import json
    import tempfile
    from pathlib import Path

    def notebook(*cells):
        folder = Path(tempfile.mkdtemp())
        path = folder / "99-x.ipynb"
        path.write_text(json.dumps({"cells": [
            {"cell_type": kind, "metadata": {}, "source": text} for kind, text in cells]}),
            encoding="utf-8")
        return path

    words = " ".join(["mot"] * 300)
    found = walk(notebook(("markdown", f"## 1. Début (5 min)\n\n{words}\n\n"
                                       "### Exercice 1 — compter (≈ 6 min)\n\ntexte"),
                          ("markdown", "**Exercice 2.** (≈ 3 min) Combien ?"),
                          ("markdown", "**Exercice 3.** Combien ?"),
                          ("markdown", f"## Pour aller plus loin\n\n{words}\n\n"
                                       "### Exercice 4\n\nrien"),
                          ("markdown", "## Rendre ton travail\n\nfin")))
    assert found.exercises == {1: 6, 2: 3}
    assert found.unstated == ["3 Combien ?"]
    assert 300 < found.words < 330
    assert found.total == pytest.approx(found.words / 150 + 9 + 3)
    game = walk(notebook(("code", 'ak.celsius.play(3, seed=1, bots=[None, "solver", '
                                  '"greedy"], max_rounds=2)')))
    longer = walk(notebook(("code", 'ak.celsius.play(3, seed=1, bots=[None, "solver", '
                                    '"greedy"], max_rounds=5)')))
    # one play (or pass) a round, and at most one exchange offer
    assert 2 <= game.game_decisions <= 4 < longer.game_decisions <= 10
    assert game.game_clicks >= game.game_decisions and longer.games > game.games
    assert isinstance(Walk().total, float) and EXERCISE.pattern


@pytest.mark.parametrize("path", [p for p in PATHS if p.name.startswith("10-")],
                         ids=lambda p: p.parent.name)
def test_lesson_10_says_how_many_rounds_its_game_plays(path):
    """« La partie s'arrête après 5 manches (`max_rounds=5`) » and the play cell's
    ``max_rounds=5``: the game a student can finish in its section."""
    import json
    import re

    cells = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]]
    played = [int(m[1]) for c in cells if "celsius.play(3" in c
              and (m := re.search(r"max_rounds=(\d+)", c))]
    sentence = re.compile(r"(?:après|after) (\d+) (?:manches|rounds) \(`max_rounds=(\d+)`\)")
    said = [int(m[1]) for c in cells if (m := sentence.search(c)) and m[1] == m[2]]
    assert played == said and len(played) == 1 and played[0] <= 6, (played, said)
