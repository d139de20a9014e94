"""Exercises where the student writes a small Python function (Skyjo, Celsius, GaAg …).

The function is the student's own cell; the checker calls it on test cases and
says, for the first case that goes wrong, what it gave and what was expected.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from algunokit.exercises.core import Exercise, Feedback, good, not_yet, wrong


@dataclass
class FunctionExercise(Exercise):
    """``cases`` are ``(arguments, expected result)``; ``reference`` is the model answer."""

    reference: Callable[..., Any] | None = None
    reference_source: str = ""
    cases: Sequence[tuple[tuple[Any, ...], Any]] = field(default_factory=tuple)
    name: str = "f"

    @property
    def solution_answer(self) -> Callable[..., Any]:
        assert self.reference is not None
        return self.reference

    def solution_text(self, language: str | None = None) -> str:
        return self.reference_source

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        for args, expected in self.cases:
            shown = ", ".join(repr(a) for a in args)
            try:
                got = answer(*args)
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                from algunokit.slips import sentence

                why = sentence(exc, lang)  # "you are adding a whole list to a number" …
                return wrong(lang, "exercises.function.raised", *([why] if why else []),
                             name=self.name, args=shown, error=f"{type(exc).__name__}: {exc}")
            if got != expected:
                return wrong(lang, "exercises.function.differs", name=self.name, args=shown,
                             got=repr(got), want=repr(expected))
        return good(lang, "exercises.function.good", n=len(self.cases))
