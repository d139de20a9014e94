"""What every teacher's exercise shares: texts in two languages, values read when the
student checks, and :class:`TeacherExercise`."""

from __future__ import annotations

import inspect
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.core import (
    Exercise,
    Feedback,
    Hint,
    solutions_hidden,
)
from algunokit.exercises.teacher.answers import (
    same_value,
)
from algunokit.i18n import LANGUAGES, resolve, t

Text = str | dict[str, str]
#: A text, or a function without arguments returning one (read each time it is shown).
TextLike = Text | Callable[[], Any]



def check_text(value: Any) -> Text:
    """``value`` if it is a text an exercise can show, else a clear :class:`ConfigError`."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and value and all(
            k in LANGUAGES and isinstance(v, str) for k, v in value.items()):
        return value
    raise ConfigError("teacher.error.text", found=short_text(value))


def text_in(value: Text | None, language: str | None) -> str:
    """A checked text in ``language``; a one-language dict asked in the other is an error."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    lang = resolve(language)
    if lang not in value:
        raise ConfigError("teacher.error.text_language", language=lang)
    return value[lang]


def short_text(value: Any, limit: int = 60) -> str:
    try:
        text = repr(value)
    except Exception:  # a value whose repr breaks is still named
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_function(value: Any) -> bool:
    """True for a function the kit calls without arguments when it needs the value."""
    return callable(value) and not isinstance(value, type) and _takes_no_argument(value)


def text_or_function(value: Any, what: str) -> Any:
    """A checked text, or a function without arguments kept to be read when shown."""
    if is_function(value):
        return value
    if callable(value) and not isinstance(value, type):  # it would need arguments
        raise ConfigError("teacher.error.text_arguments", what=what)
    return check_text(value)


def _hints(hints: Any) -> tuple[Any, ...] | Callable[[], Any]:
    if is_function(hints):  # the whole list, read when a hint is asked
        return hints
    if isinstance(hints, str | dict):
        hints = (hints,)
    if not isinstance(hints, list | tuple):
        raise ConfigError("teacher.error.hints")
    return tuple(text_or_function(h, "hints") for h in hints)


def read_now(value: Any, what: str, exercise: str | None = None) -> Any:
    """``value``, or what it returns when it is a function without arguments.

    When the teacher's function breaks, the message names the argument it was given
    to (``what``), the line of its cell, and the exercise when known."""
    if is_function(value):
        try:
            return value()
        except AlgunokitError:
            raise
        except Exception as exc:  # the teacher's function: say which one broke, and where
            import traceback

            # the teacher's line: the last frame in a cell (a cell is no file on disk)
            frames = [frame for frame in traceback.extract_tb(exc.__traceback__)
                      if not frame.filename.startswith("<frozen")
                      and not os.path.isfile(frame.filename)]
            line = frames[-1].lineno if frames else "?"
            if exercise is not None:
                raise ConfigError("teacher.error.function_of", what=what, line=line,
                                  exercise=exercise) from None
            raise ConfigError("teacher.error.function", what=what, line=line) from None
    return value


def _takes_no_argument(value: Any) -> bool:
    try:
        inspect.signature(value).bind()
    except (TypeError, ValueError):
        return False
    return True


def quoted_number(answer: Any) -> int | None:
    """The whole number inside a text such as ``"3"`` or ``" 12 "`` (None otherwise)."""
    if isinstance(answer, str) and len(answer) <= 40:
        found = re.fullmatch(r"\s*(-?[0-9]+)\s*", answer)
        if found:
            return int(found.group(1))
    return None


def number_text(value: int) -> str:
    """A whole number as text, even one too long for ``str`` (``≈ 10^5000``)."""
    if value.bit_length() > 200:
        return f"≈ {'-' if value < 0 else ''}10^{int(value.bit_length() * 0.30103)}"
    return str(value)


@dataclass
class TeacherExercise(Exercise):
    """The part every kind shares: texts, plain-sentence hints, explanation."""

    #: The prompt: a text, or a function returning one, read each time it is shown.
    text: Any = ""
    #: Hints: texts or functions returning one; or one function returning the list.
    hints: Any = ()
    explanation: Any = None  # a text, or a function returning one, read at check time
    #: Feedback for expected wrong answers: ``{answer: text}``, or a function giving it.
    mistakes: Any = None

    def __post_init__(self) -> None:
        self.text = text_or_function(self.text, "prompt")
        self.hints = _hints(self.hints)
        if self.explanation is not None:
            self.explanation = text_or_function(self.explanation, "explanation")

    def where(self) -> str:
        """The exercise as a message names it: ``ex1 (alguno 2)`` in a lesson, else its kind."""
        if self.place is not None:
            lesson_name, name = self.place
            return f"{name} ({lesson_name})"
        return f"{self.id}()"

    def read_text(self, value: Any, what: str, language: str | None = None) -> str:
        """``value`` in ``language``: a text, or what its function returns now.

        A function that breaks, or gives something that is not a text, is named with the
        argument it was given to and the exercise; nothing changes."""
        if value is None:
            return ""
        got = read_now(value, what, self.where())
        try:
            text = check_text(got)
        except ConfigError:
            raise ConfigError("teacher.error.text_returned", what=what, exercise=self.where(),
                              found=short_text(got)) from None
        return text_in(text, language or self.language)

    def prompt(self) -> str:
        return self.read_text(self.text, "prompt")

    def _hint_items(self) -> tuple[Any, ...]:
        """The hints as declared (texts or functions), the list read now if it is one."""
        if not is_function(self.hints):
            return tuple(self.hints)
        got = read_now(self.hints, "hints", self.where())
        if isinstance(got, str | dict):
            got = (got,)
        if not isinstance(got, list | tuple):
            raise ConfigError("teacher.error.hints_returned", exercise=self.where(),
                              found=short_text(got))
        return tuple(got)

    def hint_texts(self, language: str | None = None) -> tuple[str, ...]:
        """Every hint in ``language``, as the data makes them now (for the answer key)."""
        return tuple(self.read_text(h, "hints", language) for h in self._hint_items())

    def mistake(self, answer: Any) -> Feedback | None:
        """The teacher's own feedback for this wrong answer, if they wrote one."""
        table = read_now(self.mistakes, "mistakes", self.where())
        if table is None:
            return None
        if not isinstance(table, dict):
            raise ConfigError("teacher.error.mistakes", found=short_text(table))
        for mistake, text in table.items():
            if same_value(mistake, answer):
                return Feedback(False, self.read_text(text, "mistakes"))
        return None

    def expected(self) -> Any:
        """The expected answer from the current data (for teachers and tests)."""
        raise NotImplementedError

    @property
    def solution_answer(self) -> Any:
        return self.expected()

    def explain(self, language: str | None = None) -> str:
        return self.read_text(self.explanation, "explanation", language)

    def shown(self, language: str | None = None) -> str:
        """The expected answer as the solution shows it."""
        return str(self.expected())

    def solution_text(self, language: str | None = None) -> str:
        explanation = self.explain(language)
        shown = self.shown(language)
        return f"{shown}\n{explanation}" if explanation else shown

    def hint(self) -> Hint:
        hints = self._hint_items()
        if not hints:
            return Hint(t("exercises.no_hint", self.language))
        index = min(self._hints_given, len(hints) - 1)
        text = self.read_text(hints[index], "hints")  # a broken hint counts as not given
        self._hints_given += 1
        return Hint(t("exercises.hint", self.language, n=index + 1, total=len(hints),
                      text=text))

    def solution(self) -> Hint:
        if solutions_hidden():
            return Hint(t("exercises.hidden", self.language))
        return Hint(t("exercises.solution", self.language,
                      text=self.solution_text(self.language)), code=True)

    def _repr_html_(self) -> str:  # the prompt, when a teacher shows the exercise
        from html import escape

        return f"<div><b>{escape(self.prompt())}</b></div>"
