"""The teacher's exercise on a function, checked against the teacher's on some cases:
:func:`function`."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    returned_slip,
    wrong,
)
from algunokit.exercises.teacher.answers import (
    same_value,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    read_now,
    short_text,
)
from algunokit.i18n import t


def arguments_text(args: tuple[Any, ...], language: str | None) -> str:
    return ", ".join(value_text(a, language) for a in args)


def value_text(value: Any, language: str | None) -> str:
    """A value as a student reads it: cards by their faces, truth in their words."""
    from algunokit.cards import Card

    if isinstance(value, bool):
        return t("common.true" if value else "common.false", language)
    if isinstance(value, Card):
        return value.short_label(language)
    if isinstance(value, list | tuple) and value and all(isinstance(v, Card) for v in value):
        return "[" + ", ".join(c.short_label(language) for c in value) + "]"
    return short_text(value)


@dataclass
class FunctionCheck(TeacherExercise):
    reference: Any = None  # the model function
    cases: Any = ()  # argument tuples, or a function giving them
    name: str = "f"
    source: Any = None  # the model answer as the solution shows it (a text)

    def current_cases(self) -> tuple[tuple[Any, ...], ...]:
        cases = read_now(self.cases, "cases", self.where())
        if not isinstance(cases, list | tuple) or not cases:
            raise ConfigError("teacher.error.cases", found=short_text(cases))
        return tuple(c if isinstance(c, tuple) else (c,) for c in cases)

    def expected(self) -> Any:
        if not callable(self.reference):
            raise ConfigError("teacher.error.reference_function", found=short_text(self.reference))
        return self.reference

    def shown(self, language: str | None = None) -> str:
        if self.source is not None:
            return self.read_text(self.source, "solution", language)
        try:
            return inspect.getsource(self.expected()).strip()
        except (OSError, TypeError):
            return self.name

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        reference = self.expected()
        cases = self.current_cases()
        for args in cases:
            want = reference(*args)
            shown = arguments_text(args, lang)
            try:
                got = answer(*args)
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                from algunokit.slips import function_error

                return wrong(lang, "teacher.function.raised", name=self.name, args=shown,
                              why=function_error(exc, lang, answer))
            if got is ... and want is not ...:  # the starter's « return ... » is still there
                return wrong(lang, "teacher.function.unfinished", name=self.name)
            slip = returned_slip(lang, self.name, shown, got, want)
            if slip is not None:
                return slip
            if not same_value(got, want) and not (isinstance(got, int | float)
                                             and not isinstance(got, bool)
                                             and type(want) in (int, float) and got == want):
                return wrong(lang, "teacher.function.differs", name=self.name, args=shown,
                              got=value_text(got, lang), want=value_text(want, lang))
        return good(lang, "exercises.function.good", n=len(cases))


def function(prompt: TextLike, reference: Callable[..., Any], *, cases: Any,
             name: str | None = None, hints: Any = (), explanation: Any = None,
             solution: TextLike | None = None) -> FunctionCheck:
    """The student writes a function; it is called on ``cases`` (argument tuples, or a
    function giving them when the student checks) and compared with ``reference``.

    >>> ex = function("Double", lambda x: 2 * x, cases=[(1,), (5,)], name="double")
    >>> ex.check(lambda x: x + x).ok, ex.check(lambda x: x + 2).ok
    (True, False)
    """
    return FunctionCheck("function", text=prompt, hints=hints, explanation=explanation,
                         reference=reference, cases=cases,
                         name=name or getattr(reference, "__name__", "f"), source=solution)
