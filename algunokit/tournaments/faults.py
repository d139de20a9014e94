"""A student's fault said as a student reads it: in words, in both languages.

Used where a strategy runs (a student's process, :mod:`.student`; the teacher's own
process for a :class:`~.runner.LocalStrategy`), so the class tournament, the lessons'
tournaments and the exercises say the same thing the same way: the kit's sentence
for a beginner's slip (:func:`algunokit.slips.function_error`), else the exception's
name at most, never Python's English text; the line of the student's own code.
"""

from __future__ import annotations

import types
from dataclasses import fields, is_dataclass
from typing import Any

from algunokit import hooks
from algunokit.i18n import LANGUAGES, language, t
from algunokit.protocol import safe_text
from algunokit.slips import function_error
from algunokit.tournaments.wire import MAX_WORDS, clean_text


def words(error: BaseException) -> dict[str, str]:
    """What went wrong, in words a student reads, in both languages: the kit's
    sentence for a beginner's slip, else the exception's name only (never Python's
    English text)."""
    name = clean_text(type(error).__name__, 60)  # a student's class name: plain text
    said = {}
    # Without its traceback: the place is said apart (cell and line, or line of a .py),
    # never as « ligne 12 de ta cellule » inside the sentence.
    traceback, error.__traceback__ = error.__traceback__, None
    try:
        for lang in LANGUAGES:
            try:
                text = function_error(error, lang, _NO_FUNCTION, fallback=False)
            except Exception:  # a student's exception whose text breaks
                text = None
            said[lang] = clean_text(text, MAX_WORDS) if text else name
    finally:
        error.__traceback__ = traceback
    return said


class _NoFunction:
    """Stands for the student's function when the line is found here, not by slips."""

    __code__ = types.SimpleNamespace(co_filename="<no file>")


_NO_FUNCTION = _NoFunction()


def where(error: BaseException, labels: dict[str, int | None]) -> list[Any] | None:
    """``[cell, line]`` of the deepest frame inside the student's code, if any."""
    found = None
    tb = error.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if filename in labels:
            found = [labels[filename], tb.tb_lineno]
        tb = tb.tb_next
    if found is None and isinstance(error, SyntaxError) and error.filename in labels:
        found = [labels[error.filename], error.lineno or 0]
    return found


def answer_said(answer: Any) -> dict[str, str] | None:
    """A wrong answer as a student reads it, in both languages; None for ``None``
    (« n'a rien répondu »)."""
    if answer is None:
        return None
    said = {}
    hint = _holds_a_whole_float(answer)
    for lang in LANGUAGES:
        try:
            with language(lang):
                said[lang] = str(hooks.call("words.answer", answer))[:160]
        except Exception:  # anything a student returns
            said[lang] = safe_text(answer, 160)
        if hint:  # most often a row or a column computed with /
            said[lang] += " " + t("tournament.hint.whole_float", lang)
    return said


def _holds_a_whole_float(answer: Any) -> bool:
    """Whether a move holds a whole number written as a float (``Reveal(0.0, 1)``)."""
    try:
        if not is_dataclass(answer) or isinstance(answer, type):
            return False
        return any(type(value) is float and value.is_integer()
                   for value in (getattr(answer, f.name, None) for f in fields(answer)))
    except Exception:  # a student's object
        return False


__all__ = ["answer_said", "where", "words"]
