"""Issue 50: after a cell that does not read (SyntaxError), a check must not quote a line
of the previous version of the function (the one that still runs)."""

from __future__ import annotations

from types import SimpleNamespace

from algunokit import notebook
from algunokit.exercises import function
from tests.exercises.test_crash_messages import _cell

OLD = "def f(liste):\n    total = liste[10]\n    return total\n"
NEW_BROKEN = "def f(liste):\n    total = liste[0\n    return total\n"


def test_a_cell_that_did_not_read_hides_the_old_line(monkeypatch):
    monkeypatch.setattr(notebook, "_UNREAD", set())
    student = _cell(OLD, "f")
    ex = function("?", lambda liste: liste[0], cases=[([1, 2],)], name="f")
    ex.language = "fr"
    assert "liste[10]" in ex.check(student).message  # the current source: quoted
    notebook._note_functions(SimpleNamespace(raw_cell=NEW_BROKEN))
    assert notebook.unread_functions() == {"f"}
    message = ex.check(student).message
    assert "liste[10]" not in message and "ligne 2" not in message, message
    assert "position qui n'existe pas" in message  # the cause is still said
    notebook._note_functions(SimpleNamespace(raw_cell=OLD))  # read again: lines come back
    assert notebook.unread_functions() == frozenset()
    assert "liste[10]" in ex.check(student).message
