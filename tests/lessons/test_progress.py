"""ak.progress(): what the student checked right, shown and saved (verdicts only)."""

import json

import pytest

import algunokit as ak
from algunokit import lessons
from algunokit.errors import ConfigError
from algunokit.exercises import number
from algunokit.exercises.core import CHECKS


@pytest.fixture(autouse=True)
def _fresh(monkeypatch):
    saved = dict(CHECKS)
    CHECKS.clear()
    monkeypatch.setattr(lessons, "_CURRENT", [])
    yield
    CHECKS.clear()
    CHECKS.update(saved)


def statuses(progress):
    return {row.name: (row.right, row.tries) for row in progress.rows}


def test_checks_of_the_teachers_api_are_noted_right_and_tries():
    L = ak.lesson("alguno", 2, "en")
    L.ex2.check(L.ex2.expected() + 1)
    L.ex2.check(L.ex2.expected())
    L.ex2.check(L.ex2.expected() + 1)  # right once is right: a later slip does not undo it
    L.ex3.check(-1)
    p = ak.progress()
    assert statuses(p)["ex2"] == (True, 3)
    assert statuses(p)["ex3"] == (False, 1)
    assert statuses(p)["ex1"] == (False, 0)
    assert p.right == 1 and len(p.rows) == len(L.exercises)


def test_checks_of_the_older_kinds_are_noted_too_and_once_per_call():
    L = ak.lesson("alguno", 1, "fr")  # NumberExercise, ChoiceExercise, FunctionExercise
    L.ex1.check(L.ex1.solution_answer)
    L.ex5.check(lambda *a: None)
    G = ak.lesson("gaag", 1, "en")  # kinds whose check calls their parent's check
    G.ex3.check(G.ex3.solution_answer)
    assert statuses(ak.progress(L))["ex1"] == (True, 1)
    assert statuses(ak.progress(L))["ex5"] == (False, 1)
    assert statuses(ak.progress(G))["ex3"] == (True, 1)
    assert ak.progress().game == "gaag"  # the lesson opened last


def test_the_placeholder_and_exercises_outside_a_lesson_are_not_noted():
    L = ak.lesson("alguno", 2, "en")
    L.ex1.check(...)
    number("How many?", 3).check(3)
    assert statuses(ak.progress(L))["ex1"] == (False, 0)
    assert list(CHECKS) == []


def test_reopening_the_lesson_keeps_what_was_checked():
    ak.lesson("alguno", 2, "en").ex2.check(0)
    again = ak.lesson("alguno", 2, "en")
    again.ex2.check(again.ex2.expected())
    assert statuses(ak.progress(again))["ex2"] == (True, 2)


def test_the_table_speaks_the_lessons_language():
    L = ak.lesson("alguno", 2, "fr")
    L.ex2.check(L.ex2.expected())
    L.ex3.check(-1)
    html = ak.progress()._repr_html_()
    assert "Ta progression — Alg(un)o, leçon 2" in html
    assert "réussi" in html and "pas encore" in html and "pas essayé" in html
    assert "1 exercice réussi sur 6." in html and "progres.json" in html
    english = ak.progress(language="en")
    assert "lesson 2" in english._repr_html_() and "not yet" in str(english)
    assert "1 exercise right out of 6." in str(english)


def test_save_writes_the_verdicts_never_the_answers(tmp_path):
    L = ak.lesson("alguno", 2, "en")
    L.ex4.check("number_of_spades() == 4  # my_secret_answer")
    L.ex2.check(L.ex2.expected())
    saved = ak.progress().save(tmp_path / "progress.json", student="Lina")
    text = (tmp_path / "progress.json").read_text(encoding="utf-8")
    assert "my_secret_answer" not in text and "number_of_spades" not in text
    data = json.loads(text)
    assert data["lesson"] == {"game": "alguno", "number": 2, "title": "Alg(un)o, lesson 2"}
    assert data["student"] == "Lina" and data["right"] == 1 and data["total"] == 6
    assert data["date"][:4].isdigit() and data["algunokit_progress"] == 1
    rows = {row["exercise"]: row for row in data["exercises"]}
    assert rows["ex2"]["right"] is True and rows["ex2"]["right_at"]
    assert rows["ex4"] == {"exercise": "ex4", "right": False, "tries": 1, "right_at": None}
    assert "progress.json" in str(saved) and "hand in" in str(saved)


@pytest.mark.parametrize(("lang", "name"), [("fr", "progres.json"), ("en", "progress.json")])
def test_the_default_file_name_follows_the_language(tmp_path, monkeypatch, lang, name):
    monkeypatch.chdir(tmp_path)
    ak.lesson("alguno", 2, lang)
    ak.progress().save()
    assert (tmp_path / name).is_file()


@pytest.mark.parametrize(("path", "student"), [
    ("progress.txt", None), (3, None), ("progress.json", 12), ("progress.json", "x" * 81),
    ("no_such_folder/progress.json", None),
])
def test_a_bad_save_is_refused_clearly_and_writes_nothing(tmp_path, monkeypatch, path, student):
    monkeypatch.chdir(tmp_path)
    ak.lesson("alguno", 2, "fr")
    with pytest.raises(ConfigError) as caught:
        ak.progress().save(path, student=student)
    assert caught.value.message("fr") and caught.value.message("en")
    assert list(tmp_path.iterdir()) == []


def test_progress_without_a_lesson_says_how_to_open_one():
    with pytest.raises(ConfigError) as caught:
        ak.progress()
    assert 'ak.lesson("alguno", 2)' in caught.value.message("fr")
    with pytest.raises(ConfigError):
        ak.progress("alguno 2")


def test_a_teachers_exercise_added_to_a_lesson_counts_in_its_progress():
    L = ak.lesson("alguno", 2, "fr")
    added = L.add("ex7", number({"fr": "Combien ?", "en": "How many?"}, 3))
    assert L.ex7 is added and added.language == "fr"
    assert L.ex7.prompt() == "Combien ?"
    L.ex7.check(3)
    assert statuses(ak.progress())["ex7"] == (True, 1)
    for name, exercise in (("ex1", number("x", 1)), ("7 bis", number("x", 1)),
                           ("ex8", "not an exercise")):
        with pytest.raises(ConfigError):
            L.add(name, exercise)
    assert list(L.exercises) == ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6", "ex7"]
