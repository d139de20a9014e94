"""python -m algunokit answers: every lesson's exercises with their expected answers."""

import os
import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.exercises import hide_solutions
from algunokit.exercises.teacher import TeacherExercise
from algunokit.lessons import available
from algunokit.lessons.answers import answer_key_html, lesson_title

pytestmark = pytest.mark.subprocess  # the command line runs in a Python process of its own

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "algunokit", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def sections(html: str) -> dict[str, str]:
    found = re.findall(r'<section class="lesson" id="([a-z]+-[0-9]+)">(.*?)</section>', html,
                       re.S)
    return {key: unescape(body) for key, body in found}


@pytest.mark.parametrize(("lang", "name", "word"), [("fr", "corrige.html", "Corrigé écrit"),
                                                     ("en", "key.html", "Answer key written")])
def test_the_command_writes_every_lessons_exercises(tmp_path, lang, name, word):
    done = run_cli("answers", "--lang", lang, "--output", name, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert word in done.stdout
    html = (tmp_path / name).read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in html and 'class="problem"' not in html
    found = sections(html)
    assert set(found) == {f"{game}-{number}" for game, number in available()}
    for game, number in available():
        body = found[f"{game}-{number}"]
        L = ak.lesson(game, number, lang)
        assert lesson_title(game, number, lang) in body
        for ex_name, exercise in L.exercises.items():
            assert f'<span class="name">{ex_name}</span>' in body, (game, number, ex_name)
            if exercise.prompt():
                assert " ".join(exercise.prompt().split())[:40] in " ".join(body.split())
            if isinstance(exercise, TeacherExercise):  # the expected answer, as shown
                assert exercise.shown(lang) in body, (game, number, ex_name)


def test_the_default_file_name_follows_the_language(tmp_path):
    assert run_cli("answers", "--lang", "fr", cwd=tmp_path).returncode == 0
    assert run_cli("answers", "--lang", "en", cwd=tmp_path).returncode == 0
    assert (tmp_path / "corrige.html").is_file() and (tmp_path / "answer-key.html").is_file()


def test_a_bad_output_is_refused_with_a_message_and_no_file(tmp_path):
    done = run_cli("answers", "--lang", "fr", "--output", "corrige.txt", cwd=tmp_path)
    assert done.returncode == 2 and ".html" in done.stderr and "Traceback" not in done.stderr
    done = run_cli("answers", "--lang", "en", "--output", "nowhere/key.html", cwd=tmp_path)
    assert done.returncode == 2 and "cannot be written" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_answers_follow_the_lessons_data_and_ignore_hidden_solutions():
    hide_solutions(True)
    try:
        html, problems = answer_key_html("en", [("alguno", 2)])
    finally:
        hide_solutions(False)
    assert problems == 0
    L = ak.lesson("alguno", 2, "en")
    body = sections(html)["alguno-2"]
    for exercise in L.exercises.values():
        assert exercise.shown("en") in body
        if exercise.explain("en"):
            assert exercise.explain("en") in body
    assert "hidden by your teacher" not in body


def test_a_lesson_whose_answer_breaks_is_reported_not_raised(monkeypatch):
    from algunokit.exercises.teacher import Number

    def broken(self):
        raise ak.ConfigError("teacher.error.number", found="x")

    monkeypatch.setattr(Number, "expected", broken)
    html, problems = answer_key_html("fr", [("alguno", 2)])
    assert problems >= 1 and 'class="problem"' in html


def adapted_notebook(folder: Path) -> Path:
    """Lesson 02 as a teacher adapts it: another hand, and an exercise of their own."""
    import json

    notebook = json.loads((ROOT / "lessons/fr/02-conditions.ipynb").read_text(encoding="utf-8"))
    cells = notebook["cells"]
    where = next(i for i, cell in enumerate(cells) if 'ak.lesson("alguno", 2)' in
                 "".join(cell["source"]))
    cells.insert(where + 1, {"cell_type": "code", "metadata": {}, "execution_count": None,
                             "outputs": [], "source": [
        'L.data["hand"] = "2C 7K VP JR AT 9C"\n',
        "from algunokit.exercises import number\n",
        'L.add("ex7", number("Combien de cœurs dans la main ?", 2))\n',
        'L.answer_key("ne-pas-ecrire.html")\n']})
    path = folder / "02-adapte.ipynb"
    path.write_text(json.dumps(notebook, ensure_ascii=False), encoding="utf-8")
    return path


def test_the_key_of_a_teachers_notebook_follows_its_data_and_exercises(tmp_path):
    path = adapted_notebook(tmp_path)
    done = run_cli("answers", str(path), "--output", "cle.html", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "1 leçon, 7 exercices" in done.stdout
    html = (tmp_path / "cle.html").read_text(encoding="utf-8")
    assert '<html lang="fr">' in html and set(sections(html)) == {"alguno-2"}
    body = " ".join(sections(html)["alguno-2"].split())
    assert "2♥, 7♦, V♠, le joker rouge, A♣ et 9♥" in body and "R♥" not in body
    assert "Combien de cœurs dans la main ?" in body and "L.data" not in body
    assert not (tmp_path / "ne-pas-ecrire.html").exists()  # L.answer_key() is the teacher's


def test_the_key_of_one_shipped_lesson_and_the_errors_a_teacher_may_meet(tmp_path):
    done = run_cli("answers", "--lesson", "2", "--lesson", "10", "--output", "k.html",
                   cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert set(sections((tmp_path / "k.html").read_text(encoding="utf-8"))) == {
        "alguno-2", "celsius-1"}
    done = run_cli("answers", "--lesson", "12", cwd=tmp_path)
    assert done.returncode == 2 and "sont 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10b, 11" in done.stderr
    done = run_cli("answers", "--lesson", "10b", "--output", "k2.html", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert set(sections((tmp_path / "k2.html").read_text(encoding="utf-8"))) == {"celsius-2"}
    done = run_cli("answers", "absent.ipynb", cwd=tmp_path)
    assert done.returncode == 2 and "Fichier introuvable" in done.stderr
    assert "Traceback" not in done.stderr


def test_lesson_answer_key_writes_the_lesson_as_it_stands(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    L = ak.lesson("alguno", 2, "fr")
    L.data["hand"] = "2C 7K"
    written = L.answer_key()
    assert written.path.name == "corrige-lecon-02.html" and written.exercises == 6
    body = " ".join(sections(written.path.read_text(encoding="utf-8"))["alguno-2"].split())
    assert "2♥ et 7♦" in body


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_printed_questions_carry_their_data(lang):
    """A printed key has no notebook above it: no L.data[...], no « montrées plus haut »."""
    html, _ = answer_key_html(lang)
    text = unescape(html)
    for words in ("L.data[", "montrées plus haut", "liste imprimée", "shown above",
                  "printed list"):
        assert words not in text, words
    body = " ".join(sections(html)["alguno-8"].split())
    assert ("option 0 :" if lang == "fr" else "option 0:") in body


def test_lessons_follow_each_other_on_paper():
    """No page break per lesson (a short lesson shares its page), and an exercise is never
    cut across two pages."""
    html, _ = answer_key_html("fr", [("alguno", 5), ("alguno", 6)])
    assert "break-before: page" not in html and "break-inside: avoid" in html


def test_a_key_says_which_notebook_data_and_day_it_is_for(tmp_path):
    """Issue 50: the key did not say which notebook or data it was for, nor when, and
    spoke in code words (« solution() », « (L.data) »)."""
    from datetime import date

    path = adapted_notebook(tmp_path)
    done = run_cli("answers", str(path), "--output", "cle.html", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = " ".join(unescape((tmp_path / "cle.html").read_text(encoding="utf-8")).split())
    assert "Pour le carnet « 02-adapte.ipynb », avec ses propres données" in text
    for code in ("solution()", "L.data", "(L."):
        assert code not in text, code
    html, _ = answer_key_html("fr", lessons=[("alguno", 2)], when=date(2026, 12, 7))
    text = unescape(html)
    assert "Corrigé écrit le 7 décembre 2026." in text
    assert "Pour la leçon telle qu'elle est livrée avec le kit." in text
    html, _ = answer_key_html("en", lessons=[("alguno", 2)], when=date(2026, 3, 1))
    assert "Answer key written on 1 March 2026." in unescape(html)


def test_a_lesson_whose_data_the_teacher_changed_says_so(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    L = ak.lesson("alguno", 2, "fr")
    L.data["hand"] = "2C 7K"
    text = unescape(L.answer_key().path.read_text(encoding="utf-8"))
    assert "avec les données que vous avez changées" in text
