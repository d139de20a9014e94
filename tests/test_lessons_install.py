"""``algunokit lessons``: the lessons into a teacher's folder, a teacher's changes kept,
a clear sentence for a folder that cannot be written, JupyterLab opened on the guide."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from algunokit.cli import main
from algunokit.lessons import install
from algunokit.lessons.install import MANIFEST, copy_lessons, lesson_files

ROOT = Path(__file__).resolve().parent.parent


def test_the_shipped_lessons_are_every_lesson_of_one_language():
    for lang in ("fr", "en"):
        files = lesson_files(lang)
        notebooks = sorted(p.name for p in (ROOT / "lessons" / lang).glob("*.ipynb"))
        assert sorted(n for n in files if n.endswith(".ipynb")) == notebooks
        assert f"docs/teacher.{lang}.md" in files and f"docs/rules/alguno.{lang}.md" in files
        other = "en" if lang == "fr" else "fr"
        assert not any(n.endswith(f".{other}.md") for n in files)
    assert install.guide_name("fr") == "00-guide-enseignant.ipynb"
    assert install.guide_name("en") == "00-teacher-guide.ipynb"


def test_copy_then_copy_again_changes_nothing(tmp_path):
    folder = tmp_path / "classe" / "5e"  # made, parents too
    first = copy_lessons(folder, "fr")
    files = lesson_files("fr")
    assert sorted(first.added) == sorted(files) and not first.kept
    for name, source in files.items():
        assert (folder / name).read_bytes() == source.read_bytes()
    again = copy_lessons(folder, "fr")
    assert sorted(again.unchanged) == sorted(files) and not again.added and not again.updated


def test_a_lesson_the_teacher_changed_is_kept_and_named(tmp_path, capsys):
    folder = tmp_path / "lessons"
    copy_lessons(folder, "en")
    mine = folder / "01-discover-the-game.ipynb"
    mine.write_text('{"cells": [], "mine": true}', encoding="utf-8")
    (folder / "03-actions.ipynb").unlink()  # deleted: copied again
    assert main(["lessons", str(folder), "--lang", "en", "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert "kept as it is, since it was changed after it was copied: " \
           "01-discover-the-game.ipynb" in out
    assert "--overwrite" in out and "1 file copied" in out
    assert json.loads(mine.read_text(encoding="utf-8"))["mine"] is True
    # still "changed" the next time, and replaced only when asked, saying so
    assert copy_lessons(folder, "en").kept == ["01-discover-the-game.ipynb"]
    assert main(["lessons", str(folder), "--lang", "fr", "--no-browser", "--overwrite"]) == 0
    out = capsys.readouterr().out
    assert "Les leçons en français sont dans" in out  # another language, same folder
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["files"]
    assert {"00-teacher-guide.ipynb", "00-guide-enseignant.ipynb"} <= set(manifest)
    again = copy_lessons(folder, "en", overwrite=True)
    assert again.replaced == ["01-discover-the-game.ipynb"]
    assert mine.read_bytes() == lesson_files("en")[mine.name].read_bytes()


def test_a_file_left_as_copied_follows_a_newer_kit(tmp_path, monkeypatch):
    """The manifest tells "left as we copied it" (updated) from "changed" (kept)."""
    shipped = tmp_path / "kit"
    (shipped / "lessons" / "fr").mkdir(parents=True)
    lesson = shipped / "lessons" / "fr" / "01-a.ipynb"
    lesson.write_text("version 1", encoding="utf-8")
    monkeypatch.setattr(install, "shipped_root", lambda: shipped)
    folder = tmp_path / "classe"
    copy_lessons(folder, "fr")
    lesson.write_text("version 2", encoding="utf-8")  # the kit is upgraded
    done = copy_lessons(folder, "fr")
    assert done.updated == ["01-a.ipynb"] and not done.kept
    assert (folder / "01-a.ipynb").read_text(encoding="utf-8") == "version 2"
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    assert manifest["language"] == "fr" and set(manifest["files"]) == {"01-a.ipynb"}


@pytest.mark.parametrize("lang, sentence", [
    ("fr", "Impossible de copier les leçons dans {folder} : ce chemin, ou l'un de ses "
           "dossiers parents, est un fichier et non un dossier. Choisir un autre dossier."),
    ("en", "Cannot copy the lessons into {folder}: this path, or one of its parent folders, "
           "is a file, not a folder. Choose another folder."),
])
def test_a_folder_that_cannot_be_written_gets_a_sentence(tmp_path, capsys, lang, sentence):
    blocker = tmp_path / "notes.txt"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    for folder in (blocker, blocker / "lessons"):
        assert main(["lessons", str(folder), "--lang", lang, "--no-browser"]) == 2
        captured = capsys.readouterr()
        assert captured.err.strip() == sentence.format(folder=folder)
        assert "Traceback" not in captured.err and not captured.out
    assert blocker.read_text(encoding="utf-8") == "a file, not a folder"


def test_each_system_reason_has_its_sentence(tmp_path):
    import errno

    keys = {errno.EACCES: "install.error.denied", errno.EPERM: "install.error.denied",
            errno.EROFS: "install.error.read_only", errno.ENOSPC: "install.error.full",
            errno.ENOTDIR: "install.error.not_a_folder", errno.EIO: "install.error.unwritable"}
    for code, key in keys.items():
        assert install._folder_error(tmp_path, OSError(code, "…")).key == key


def test_the_default_folder_is_named_in_the_teachers_language(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["lessons", "--lang", "en", "--no-browser"]) == 0
    assert (tmp_path / "algunokit-lessons" / "00-teacher-guide.ipynb").is_file()
    assert main(["--lang", "fr", "lessons", "--no-browser", "--json"]) == 0
    assert (tmp_path / "lecons-algunokit" / "00-guide-enseignant.ipynb").is_file()


def test_without_no_browser_jupyterlab_opens_on_the_guide(tmp_path, monkeypatch, capsys):
    """The command JupyterLab is started with, in the lessons' folder (not started here:
    test_the_lab_command_serves_the_lessons starts it for real)."""
    calls = []

    def fake_call(command, cwd):
        calls.append((command, cwd))
        return 0

    monkeypatch.setattr(install.subprocess, "call", fake_call)
    assert main(["lessons", str(tmp_path / "x"), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    copied = len(install.lesson_files("fr"))  # the lessons and the teachers' documents
    assert out.index(f"{copied} fichiers copiés") < out.index("JupyterLab s'ouvre dans")
    (command, cwd), = calls
    assert command == [sys.executable, "-m", "jupyterlab", "00-guide-enseignant.ipynb"]
    assert cwd == tmp_path / "x" and (cwd / command[-1]).is_file()


def test_without_jupyterlab_the_teacher_is_told_how_to_get_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(install.importlib.util, "find_spec",
                        lambda name: None if name == "jupyterlab" else object())
    monkeypatch.setattr(install.subprocess, "call", lambda *a, **k: pytest.fail("started"))
    assert main(["lessons", str(tmp_path), "--lang", "en"]) == 1
    captured = capsys.readouterr()
    assert "The lessons are copied, but JupyterLab is not installed here: install it with " \
           'python -m pip install "algunokit[lessons]"' in captured.err
    assert (tmp_path / "00-teacher-guide.ipynb").is_file()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
@pytest.mark.server
@pytest.mark.subprocess
def test_the_lab_command_serves_the_lessons(tmp_path):
    """The very command ``algunokit lessons`` runs, started for real (no browser, a free
    port, no token): JupyterLab answers with the guide from the lessons' folder."""
    pytest.importorskip("jupyterlab")
    copy_lessons(tmp_path, "en")
    port = free_port()
    command = [*install.lab_command("00-teacher-guide.ipynb"), "--no-browser",
               f"--port={port}", "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=",
               "--ServerApp.password=", "--allow-root"]
    lab = subprocess.Popen(command, cwd=tmp_path, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}/api/contents/00-teacher-guide.ipynb?content=0"
        for _ in range(600):
            try:
                with urllib.request.urlopen(url, timeout=5) as answer:
                    found = json.loads(answer.read())
                break
            except OSError:
                assert lab.poll() is None, "JupyterLab stopped"
                time.sleep(0.1)
        else:
            pytest.fail("JupyterLab did not answer in 60 s")
        assert found["type"] == "notebook" and found["name"] == "00-teacher-guide.ipynb"
    finally:
        lab.terminate()
        lab.wait(timeout=30)
