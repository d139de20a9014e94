"""The student's durable record (issue 47): nothing a student did is lost across sittings.

A "sitting" here is a Python process of its own: what one process checked, the next one
(a reloaded page, a restarted kernel, next week) reads back from the files next to the
notebook. ``ALGUNOKIT_RECORD`` points the record at a temporary folder, as a notebook's
kernel does with its working folder.
"""

import html
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import algunokit as ak
from algunokit import lessons
from algunokit.errors import ConfigError
from algunokit.exercises import record
from algunokit.exercises.core import CHECKS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh(monkeypatch, tmp_path):
    saved = dict(CHECKS)
    CHECKS.clear()
    monkeypatch.setattr(lessons, "_CURRENT", [])
    monkeypatch.setattr(record, "_PROBLEMS", [])
    monkeypatch.setattr(record, "CURRENT", [])
    monkeypatch.delenv("ALGUNOKIT_RECORD", raising=False)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.chdir(tmp_path)
    previous = record.use(tmp_path)
    yield
    record.use(previous)
    CHECKS.clear()
    CHECKS.update(saved)


def sitting(folder: Path, code: str, user: str = "") -> str:
    """Run ``code`` in a new Python process whose record is in ``folder``; its stdout."""
    env = {**os.environ, "ALGUNOKIT_RECORD": str(folder), "PYTHONPATH": str(ROOT)}
    env.pop("JUPYTERHUB_USER", None)
    if user:
        env["JUPYTERHUB_USER"] = user
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


THREE_RIGHT = """
    import algunokit as ak
    L = ak.lesson("alguno", 1, "fr")
    L.ex1.check(L.ex1.solution_answer)
    L.ex2.check(0)
    L.ex2.check(L.ex2.solution_answer)
    L.ex3.check(L.ex3.solution_answer)
"""


@pytest.mark.subprocess
def test_a_new_process_reads_back_what_the_last_one_checked(tmp_path):
    sitting(tmp_path, THREE_RIGHT)
    out = sitting(tmp_path, """
        import algunokit as ak
        ak.lesson("alguno", 1, "fr")
        p = ak.progress()
        print(p.right, len(p.rows), {r.name: r.tries for r in p.rows})
    """)
    assert out.split("\n")[0] == "3 5 {'ex1': 1, 'ex2': 2, 'ex3': 1, 'ex4': 0, 'ex5': 0}"


@pytest.mark.subprocess
def test_the_hand_in_cell_after_a_restart_does_not_write_less(tmp_path):
    """Today's bug: five checks right, a restart, then ``save`` rewrote the file as 0/5."""
    sitting(tmp_path, THREE_RIGHT + '\n    ak.progress().save("progres.json")\n')
    assert json.loads((tmp_path / "progres.json").read_text(encoding="utf-8"))["right"] == 3
    out = sitting(tmp_path, """
        import algunokit as ak
        ak.lesson("alguno", 1, "fr")
        print(ak.progress().save("progres.json"))
    """)
    data = json.loads((tmp_path / "progres.json").read_text(encoding="utf-8"))
    assert data["right"] == 3, out
    assert {row["exercise"] for row in data["exercises"] if row["right"]} == {"ex1", "ex2", "ex3"}


def test_a_hand_in_file_that_holds_more_is_kept_with_a_sentence(tmp_path):
    record.use(False)  # a kernel that knows nothing: neither checks nor record
    L = ak.lesson("alguno", 1, "en")
    L.ex1.check(L.ex1.solution_answer)
    L.ex2.check(L.ex2.solution_answer)
    ak.progress().save("mine.json", student="Lina")
    CHECKS.clear()
    L.ex4.check(L.ex4.solution_answer)
    saved = ak.progress().save("mine.json")
    data = json.loads((tmp_path / "mine.json").read_text(encoding="utf-8"))
    assert data["right"] == 3 and saved.right == 3 and saved.kept == 2
    assert data["student"] == "Lina"
    assert "2 exercises were right that this notebook forgot: they are kept" in str(saved)
    ak.lesson("alguno", 1, "fr")
    CHECKS.clear()
    assert "que ce carnet a oubliés : ils sont gardés" in str(ak.progress().save("mine.json"))


def test_a_file_of_another_lesson_or_student_or_not_a_progress_file_is_not_overwritten(tmp_path):
    record.use(False)
    ak.lesson("alguno", 1, "fr").ex1.check(3)
    ak.progress().save("progres.json", student="Lina")
    before = (tmp_path / "progres.json").read_bytes()
    ak.lesson("alguno", 2, "fr")
    with pytest.raises(ConfigError) as caught:
        ak.progress().save("progres.json")
    assert "progres-alguno-02.json" in caught.value.message("fr")
    ak.lesson("alguno", 1, "fr")
    with pytest.raises(ConfigError) as caught:
        ak.progress().save("progres.json", student="Noé")
    assert "Lina" in caught.value.message("en")
    assert (tmp_path / "progres.json").read_bytes() == before
    (tmp_path / "notes.json").write_text('{"my": "notes"}', encoding="utf-8")
    with pytest.raises(ConfigError):
        ak.progress().save("notes.json")
    assert (tmp_path / "notes.json").read_text(encoding="utf-8") == '{"my": "notes"}'


def test_each_lesson_has_its_own_hand_in_file_so_lessons_never_overwrite_each_other(tmp_path):
    L1 = ak.lesson("alguno", 1, "fr")
    L1.ex1.check(L1.ex1.solution_answer)
    ak.hand_in(student="Lina")
    ak.lesson("alguno", 2, "fr")
    ak.hand_in()
    one = json.loads((tmp_path / "progres-alguno-01-lina.json").read_text(encoding="utf-8"))
    two = json.loads((tmp_path / "progres-alguno-02-lina.json").read_text(encoding="utf-8"))
    assert one["right"] == 1 and two["right"] == 0
    assert one["student"] == two["student"] == "Lina"  # the name was given once
    rows = ak.class_progress(tmp_path).rows
    assert [(r["student"], r["number"]) for r in rows] == [("Lina", 1), ("Lina", 2)]


def test_the_name_is_asked_once_in_a_text_box_then_remembered(tmp_path):
    import ipywidgets as W

    ak.lesson("alguno", 1, "fr").ex1.check(3)
    box = ak.hand_in()
    assert isinstance(box, W.VBox)
    # the file is written at once, before a name is typed: nothing waits for it
    assert json.loads((tmp_path / "progres-alguno-01.json").read_text("utf-8"))["student"] is None
    text = next(w for w in box.children[2].children if isinstance(w, W.Text))
    assert text.description == "Ton prénom :"
    text.value = "   "  # not a name: said, nothing remembered
    text.value = "  Léa   B. "
    assert record.student() == "Léa B."
    # one file to hand in: the one written before the name now bears it
    assert not (tmp_path / "progres-alguno-01.json").exists()
    data = json.loads((tmp_path / "progres-alguno-01-lea-b.json").read_text("utf-8"))
    assert data["student"] == "Léa B." and data["right"] == 1
    assert "Auteur : Léa B." in box.children[1].value
    assert "progres-alguno-01-lea-b.json" in box.children[4].value
    again = ak.hand_in()  # next time: no box, the file names its author
    assert not isinstance(again, W.VBox) and "Auteur : Léa B." in str(again)
    assert "Fichier → Télécharger" in str(again) and "Ce n'est pas ton prénom ?" in str(again)


def test_another_student_on_the_same_account_hands_in_their_own_file(tmp_path):
    L = ak.lesson("alguno", 1, "fr")
    L.ex1.check(L.ex1.solution_answer)
    ak.hand_in(student="Lina")
    ak.hand_in(student="Noé")  # « Ce n'est pas ton prénom ? »: Lina's file is untouched
    assert json.loads((tmp_path / "progres-alguno-01-lina.json").read_text("utf-8"))[
        "student"] == "Lina"
    assert json.loads((tmp_path / "progres-alguno-01-noe.json").read_text("utf-8"))[
        "student"] == "Noé"
    assert record.student() == "Noé"


def test_a_name_that_is_not_one_is_refused_clearly():
    ak.lesson("alguno", 1, "en")
    for bad in ("", "   ", 12, "x" * 81, "123"):
        with pytest.raises(ConfigError) as caught:
            ak.hand_in(student=bad)
        assert caught.value.message("fr") and caught.value.message("en")
    assert record.student() is None


@pytest.mark.subprocess
def test_two_students_in_one_folder_are_not_mixed(tmp_path):
    sitting(tmp_path, THREE_RIGHT + '\n    ak.hand_in(student="Lina")\n', user="lina")
    out = sitting(tmp_path, """
        import algunokit as ak
        ak.lesson("alguno", 1, "fr")
        p = ak.progress()
        from algunokit.exercises import record
        print(p.right, record.student())
    """, user="noe")
    assert out.split("\n")[0] == "0 None"
    assert (tmp_path / ".algunokit" / "lina" / "alguno-01-fr.json").is_file()
    assert not (tmp_path / ".algunokit" / "noe" / "alguno-01-fr.json").exists()


@pytest.mark.parametrize("damage", [
    b"{not json", b"\xff\xfe", b"[1, 2]", b'{"algunokit_record": 1}', b"x" * (record.MAX_BYTES + 1),
    b'{"algunokit_record": 1, "lesson": {"game": "alguno", "number": 2}, '
    b'"language": "fr", "exercises": {}}',
])
def test_a_damaged_record_is_one_sentence_and_never_a_crash(tmp_path, damage):
    path = tmp_path / ".algunokit" / record.user() / "alguno-01-fr.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(damage)
    L = ak.lesson("alguno", 1, "fr")
    p = ak.progress()
    assert p.right == 0
    assert p.note is not None and "mis de côté" in p.note and p.note.count(".") <= 4
    assert p.note in p._repr_html_() and p.note in str(p)
    assert (tmp_path / ".algunokit" / record.user() / "alguno-01-fr.json.damaged").is_file()
    L.ex1.check(L.ex1.solution_answer)  # the next check starts a clean record
    assert json.loads(path.read_text("utf-8"))["exercises"]["ex1"]["right"] is True
    assert ak.progress(language="en").note.startswith("The progress file alguno-01-fr.json")


def test_a_hand_edited_entry_is_dropped_the_rest_kept(tmp_path):
    L = ak.lesson("alguno", 1, "fr")
    L.ex1.check(L.ex1.solution_answer)
    path = record.lesson_file("alguno", 1, "fr")
    data = json.loads(path.read_text("utf-8"))
    data["exercises"]["ex2"] = {"right": True, "tries": 0}  # right without a try
    data["exercises"]["ex3"] = {"right": "yes", "tries": 1}
    path.write_text(json.dumps(data), encoding="utf-8")
    CHECKS.clear()
    p = ak.progress()
    assert [r.name for r in p.rows if r.right] == ["ex1"]
    assert p.note is not None and "ignorée" in p.note


def test_a_whole_year_of_checks_stays_small(tmp_path):
    from algunokit.lessons import all_lessons

    for _game, _number, lesson in all_lessons("fr"):
        for exercise in lesson.exercises.values():
            for _ in range(30):  # thirty wrong tries of every exercise of every lesson
                exercise.check(-1)
    files = list((tmp_path / ".algunokit").rglob("*.json"))
    assert len(files) == len(list(all_lessons("fr")))
    assert max(f.stat().st_size for f in files) < 4_000
    assert not list((tmp_path / ".algunokit").rglob("*.tmp"))  # no temporary file left over


def test_a_write_that_fails_half_way_leaves_the_old_record_whole(tmp_path, monkeypatch):
    L = ak.lesson("alguno", 1, "fr")
    L.ex1.check(L.ex1.solution_answer)
    path = record.lesson_file("alguno", 1, "fr")
    before = path.read_bytes()

    def crash(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(record.json, "dumps", lambda *a, **k: "{" + "x" * 10)  # half a file
    monkeypatch.setattr(record.os, "replace", crash)
    monkeypatch.setattr(Path, "write_text", crash)
    L.ex2.check(L.ex2.solution_answer)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert json.loads(before)["exercises"]["ex1"]["right"] is True


def test_the_record_is_off_outside_a_notebook_unless_asked(tmp_path, monkeypatch):
    record.use(None)
    assert record.base() is None  # pytest is no notebook: nothing written beside the tests
    monkeypatch.setenv("ALGUNOKIT_RECORD", str(tmp_path / "here"))
    assert record.base() == tmp_path / "here"
    monkeypatch.setenv("ALGUNOKIT_RECORD", "off")
    assert record.base() is None
    L = ak.lesson("alguno", 1, "fr")
    L.ex1.check(L.ex1.solution_answer)
    assert not (tmp_path / ".algunokit").exists() and not (tmp_path / "here").exists()


def test_the_user_key_is_a_safe_folder_name(monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "../../etc")
    assert "/" not in record.user() and ".." not in record.user()
    monkeypatch.setenv("JUPYTERHUB_USER", "élève 3")
    assert record.user() == "l-ve-3"


LESSONS = ROOT / "lessons"


def _lesson_notebooks():
    return [path for language in ("fr", "en")
            for path in sorted((LESSONS / language).glob("*.ipynb"))
            if not path.name.startswith("00")]


@pytest.mark.parametrize("path", _lesson_notebooks(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_lesson_ends_with_the_same_hand_in_cell(path):
    """Lessons 01-11 end the same way: the words the student sees in the menus, the file
    ``ak.hand_in()`` writes for that lesson, the cell itself, without outputs (the last
    code cell), then only « À retenir » (tests/test_lesson_paths.py)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text, code, remember = cells[-3:]
    assert remember["cell_type"] == "markdown"
    assert code["cell_type"] == "code" and "".join(code["source"]) == "ak.hand_in()"
    assert code["outputs"] == [] and code["execution_count"] is None
    source = "".join(next(c["source"] for c in cells if c["cell_type"] == "code"
                          and "ak.lesson(" in "".join(c["source"])))
    game, number = source.split("ak.lesson(")[1].split(")")[0].split(",")[:2]
    language = path.parent.name
    lesson = ak.lesson(game.strip().strip('"'), int(number), language)
    words = "".join(text["source"])
    mine = "ton-prénom" if language == "fr" else "your-name"
    assert f"`{ak.progress(lesson).default_file()[:-5]}-{mine}.json`" in words
    menus = ("Fichier → Télécharger", "**Télécharger**") if language == "fr" else (
        "File → Download", "**Download**")
    assert all(menu in words for menu in menus), words
    assert sum("ak.hand_in()" in "".join(c["source"]) for c in cells) == 1


# --- the block editor's program comes back when its cell runs again ------------------

def _editor_ready():
    from algunokit.widgets.block_editor import BUNDLE

    if not BUNDLE.is_file():
        pytest.skip("the block editor's bundle is not built (js/block-editor)")


def _program(text="if diamonds <= 3: discard 1 else: draw 2"):
    from algunokit.alguno.notation import parse_action, parse_condition

    return ak.alguno.lang.Alternative(parse_condition("diamonds <= 3"),
                                      [parse_action("discard 1")], [parse_action("draw 2")])


def test_a_block_program_dragged_comes_back_in_a_new_editor_of_the_same_name(tmp_path):
    _editor_ready()
    from algunokit.code.block_workspace import to_workspace

    ak.lesson("alguno", 4, "fr")
    editor = ak.block_editor(level=1, name="mon programme")
    assert editor.alternative is None
    dragged = to_workspace(_program())
    editor._workspace = dragged  # what the browser sends after a drag
    assert editor.alternative == _program()
    unfinished = {"blocks": {"blocks": [{"type": "algunokit_if_else", "x": 40, "y": 30}]}}
    other = ak.block_editor(level=1, name="brouillon")
    other._workspace = unfinished
    # a reload: the kernel's editors are gone, the cell runs again
    again = ak.block_editor(level=1, name="mon programme")
    assert again.alternative == _program() and again._workspace == dragged
    draft = ak.block_editor(_program(), level=1, name="brouillon")  # the student's blocks win
    assert draft.alternative is None and draft._workspace == unfinished
    assert draft.problem  # « Il manque la condition du si … », as before the reload
    kept = json.loads(record.lesson_file("alguno", 4, "fr").read_text("utf-8"))
    assert set(kept["blocks"]) == {"name-mon programme", "name-brouillon"}


def test_without_a_name_the_cell_names_the_program(tmp_path, monkeypatch):
    _editor_ready()
    from algunokit.code.block_workspace import to_workspace

    ak.lesson("alguno", 4, "en")
    monkeypatch.setattr(record, "cell_key", lambda: "cell-l4-09")
    editor = ak.block_editor(level=1)
    editor._workspace = to_workspace(_program())
    monkeypatch.setattr(record, "cell_key", lambda: "cell-l4-12")
    assert ak.block_editor(level=1).alternative is None  # another cell: its own blocks
    monkeypatch.setattr(record, "cell_key", lambda: "cell-l4-09")
    assert ak.block_editor(level=1).alternative == _program()
    with pytest.raises(ConfigError):
        ak.block_editor(level=1, name="")


@pytest.mark.subprocess
def test_a_block_program_survives_a_new_process(tmp_path):
    _editor_ready()
    sitting(tmp_path, """
        import algunokit as ak
        from algunokit.code.block_workspace import to_workspace
        from algunokit.alguno.notation import parse_action, parse_condition
        ak.lesson("alguno", 4, "fr")
        alt = ak.alguno.lang.Alternative(parse_condition("diamonds <= 3"),
                                         [parse_action("discard 1")], [parse_action("draw 2")])
        ak.block_editor(level=1, name="p")._workspace = to_workspace(alt)
    """)
    out = sitting(tmp_path, """
        import algunokit as ak
        ak.lesson("alguno", 4, "fr")
        print(ak.block_editor(level=1, name="p").alternative.to_python())
    """)
    assert "if " in out and "else:" in out


def test_block_programs_are_bounded_in_number_and_size(tmp_path):
    ak.lesson("alguno", 4, "fr")
    for i in range(record.MAX_BLOCKS + 5):
        assert record.blocks_put(f"k{i}", {"blocks": {"blocks": [], "n": i}})
    kept = record.load("alguno", 4, "fr")["blocks"]
    assert len(kept) == record.MAX_BLOCKS and "k0" not in kept
    assert f"k{record.MAX_BLOCKS + 4}" in kept  # the oldest go first
    assert not record.blocks_put("huge", {"x": "y" * record.MAX_BLOCK_BYTES})
    assert "trop grand" in record.problem("fr")


# --- a game in progress resumes when its cell runs again ------------------------------

GAMES = [("alguno", 3), ("skyjo", 2), ("celsius", 3), ("gaag", 3)]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_game_in_progress_resumes_when_its_cell_runs_again(monkeypatch, game, players):
    ak.lesson("alguno", 7, "fr")
    monkeypatch.setattr(record, "cell_key", lambda: "cell-l7-06")
    first = ak.play(game, players, seed=1, humans=(), language="fr")
    for _ in range(12):
        first.step()
    position = first.game.to_json()
    again = ak.play(game, players, seed=1, humans=(), language="fr")  # a reload, a restart
    assert again.resumed and again.game.to_json() == position
    assert "La partie en cours reprend là où tu l'avais laissée" in html.unescape(
        again.message.value)
    again.step()  # the student plays on: the record follows, the note goes
    assert not again.resumed
    assert ak.play(game, players, seed=1, humans=(), language="fr").game.to_json() \
        == again.game.to_json()
    other = ak.play(game, players, seed=2, humans=(), language="fr")  # other settings
    assert not other.resumed
    monkeypatch.setattr(record, "cell_key", lambda: "cell-l7-08")  # another cell
    assert not ak.play(game, players, seed=1, humans=(), language="fr").resumed


def test_a_finished_or_damaged_game_starts_afresh(monkeypatch):
    ak.lesson("alguno", 7, "en")
    monkeypatch.setattr(record, "cell_key", lambda: "cell-x")
    done = ak.play("celsius", 3, seed=1, humans=(), language="en")
    while not done.game.is_over:
        done.step()
    assert not ak.play("celsius", 3, seed=1, humans=(), language="en").resumed
    record.game_put(done.keep_key, '{"game": "celsius", "version": 1}')  # a damaged save
    fresh = ak.play("celsius", 3, seed=1, humans=(), language="en")
    assert not fresh.resumed and not fresh.game.is_over
