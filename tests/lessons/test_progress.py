"""ak.progress(): what the student checked right, shown and saved (verdicts only)."""

import json

import pytest

import algunokit as ak
from algunokit import lessons
from algunokit.errors import ConfigError
from algunokit.exercises import number
from algunokit.exercises.core import CHECKS

pytestmark = pytest.mark.subprocess  # the command line runs in a Python process of its own


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
    L = ak.lesson("alguno", 1, "fr")
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
    assert "1 exercice réussi sur 6." in html and "ak.hand_in()" in html
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


@pytest.mark.parametrize(("lang", "name"), [("fr", "progres-alguno-02.json"),
                                            ("en", "progress-alguno-02.json")])
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
                           ("data", number("x", 1)), ("reset", number("x", 1)),
                           ("ex8", "not an exercise")):
        with pytest.raises(ConfigError):
            L.add(name, exercise)
    assert list(L.exercises) == ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6", "ex7"]


def hand_in(path, lesson_number=2, right=(), wrong=(), student=None, language="fr"):
    L = ak.lesson("alguno", lesson_number, language)
    CHECKS.clear()
    for name in right:
        exercise = L.exercises[name]
        assert exercise.check(exercise.solution_answer)
    for name in wrong:
        L.exercises[name].check(-1)
    path.parent.mkdir(parents=True, exist_ok=True)
    return ak.progress().save(path, student=student)


def test_the_teacher_reads_a_classs_files_in_one_table(tmp_path):
    hand_in(tmp_path / "lina" / "progres.json", right=["ex2"], wrong=["ex3"])
    hand_in(tmp_path / "tom.json", right=["ex1", "ex2"], student="Tom")
    (tmp_path / "notes.json").write_text('{"algunokit_progress": 1, "lesson": {"game": '
                                         '"alguno", "number": "2"}}', encoding="utf-8")
    (tmp_path / "broken.json").write_bytes(b"\xff\xfe not json")
    (tmp_path / "nan.json").write_text('{"algunokit_progress": NaN}', encoding="utf-8")
    found = ak.class_progress(tmp_path, "fr")
    assert [row["student"] for row in found.rows] == ["lina", "Tom"]  # the folder names Lina
    assert [sum(e["right"] for e in row["exercises"]) for row in found.rows] == [1, 2]
    assert len(found.problems) == 3
    assert any("notes.json" in p and "lesson.number" in p for p in found.problems)
    html = found._repr_html_()
    assert html.count("✔") == 3 + 1 and "Élève" in html and "lina" in html  # + the legend
    assert "Alg(un)o, leçon 2" in found.describe()
    assert found.columns() == ["ex1", "ex2", "ex3", "ex4", "ex5", "ex6"]


@pytest.mark.parametrize(("text", "field"), [
    ('{"algunokit_progress": 2}', "algunokit_progress"),
    ('{"algunokit_progress": 1, "lesson": {"game": "alguno", "number": 2}, "exercises": '
     '[{"exercise": "ex1", "right": "yes", "tries": 1}]}', "exercises[0].right"),
    ('{"algunokit_progress": 1, "lesson": {"game": "alguno", "number": 2}, "exercises": '
     '[{"exercise": "ex 1", "right": true, "tries": 1}]}', "exercises[0].exercise"),
    ('{"algunokit_progress": 1, "lesson": {"game": "alguno", "number": 2}, "student": 3, '
     '"exercises": []}', "student"),
    ("[" * 5000 + "]" * 5000, "json"), ("{\"algunokit_progress\": 1", "json"),
])
def test_a_file_that_is_not_a_progress_file_is_named_with_its_field(tmp_path, text, field):
    path = tmp_path / "x.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        lessons.progress.read_progress(path)
    assert field in caught.value.message("en") and "x.json" in caught.value.message("fr")


def test_the_command_line_shows_the_class_and_refuses_a_missing_folder(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    hand_in(tmp_path / "rendus" / "a.json", right=["ex1"], student="Ana", language="en")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-m", "algunokit", "progress", "rendus", "--lang",
                           "en", "--json"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["files"][0]["student"] == "Ana" and data["problems"] == []
    done = subprocess.run([sys.executable, "-m", "algunokit", "progress", "nowhere"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "nowhere" in done.stderr and "Traceback" not in done.stderr


def test_files_of_different_lessons_get_a_table_each(tmp_path):
    hand_in(tmp_path / "a.json", lesson_number=2, right=["ex1"], student="Ana")
    hand_in(tmp_path / "b.json", lesson_number=3, right=["ex1"], student="Bo")
    found = ak.class_progress(tmp_path, "en")
    assert found.lessons() == [("alguno", 2), ("alguno", 3)]
    html = found._repr_html_()
    assert html.count("<table") == 2
    assert found.columns(("alguno", 3)) == list(ak.lesson("alguno", 3).exercises)
