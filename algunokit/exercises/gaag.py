"""Exercise kinds only the GaAg lesson needs: a chemical symbol written exactly, and a
function the student must write with their own loop.

>>> ex = symbol({"fr": "Symbole de Z = 2 ?", "en": "Symbol of Z = 2?"}, 2)
>>> ex.check("He").ok, ex.check("he").ok
(True, False)
"""

from __future__ import annotations

import ast
import copy
import inspect
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import Feedback, good, not_yet, wrong
from algunokit.exercises.teacher import (
    FunctionCheck,
    TeacherExercise,
    Text,
    arguments_text,
    read_now,
)
from algunokit.gaag import SYMBOLS, element
from algunokit.i18n import resolve
from algunokit.protocol import safe_text

#: Every symbol of the lesson's elements, with its Z.
Z_OF = {symbol: z for z, symbol in enumerate(SYMBOLS) if z}


@dataclass
class SymbolCheck(TeacherExercise):
    """The symbol of the element whose Z is ``z`` (a number or a function giving it),
    written exactly: ``"Na"``, not ``"na"`` nor ``"NA"``. A symbol in the wrong case is
    told the right spelling, another element's symbol is named with its Z."""

    z: Any = 1

    def current_z(self) -> int:
        z = read_now(self.z, "z")
        if isinstance(z, bool) or not isinstance(z, int) or not 1 <= z < len(SYMBOLS):
            raise ConfigError("lessons_gaag.error.z", found=safe_text(z), high=len(SYMBOLS) - 1)
        return z

    def expected(self) -> str:
        return SYMBOLS[self.current_z()]

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        want = self.current_z()
        if not isinstance(answer, str):
            return wrong(lang, "lessons_gaag.ex2.not_symbol", found=safe_text(answer))
        text = answer.strip()
        if text == SYMBOLS[want]:
            return good(lang)
        folded = {symbol.lower(): symbol for symbol in Z_OF}
        if text not in Z_OF and text.lower() in folded:
            symbol = folded[text.lower()]
            return wrong(lang, "lessons_gaag.ex2.case", found=text, symbol=symbol,
                          first=symbol[0])
        if text in Z_OF:
            return wrong(lang, "lessons_gaag.ex2.other", symbol=text, z=Z_OF[text],
                          name=element(Z_OF[text]).name(lang), want=want)
        return wrong(lang, "lessons_gaag.ex2.not_symbol", found=repr(answer))


def symbol(prompt: Text, z: Any, *, hints: Sequence[Text] = (),
           explanation: Any = None) -> SymbolCheck:
    """The student writes the symbol of the element whose atomic number is ``z``."""
    return SymbolCheck("symbol", text=prompt, hints=hints, explanation=explanation, z=z)


#: The built-ins that would do a loop exercise's work.
FORBIDDEN = ("min", "max", "sorted", "sort")


@dataclass
class LoopCheck(FunctionCheck):
    """A :class:`~algunokit.exercises.teacher.FunctionCheck` whose answer must do the work
    with its own loop: the student's source is read (never run) to refuse the built-ins
    that would do it, each case gets a copy of its arguments, and a function that
    changes the list it was given is told so."""

    forbidden: tuple[str, ...] = FORBIDDEN
    names: tuple[str, ...] = ()  # the function's name in French, then English (if they differ)

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if self.names:
            self.name = self.names[0] if resolve(lang) == "fr" else self.names[-1]
        if answer is ... or not callable(answer):
            return super().check(answer)
        used = forbidden_calls(answer, self.forbidden)
        if used:
            return wrong(lang, "lessons_gaag.forbidden", name=self.name, used=used)
        for args in self.current_cases():
            given = copy.deepcopy(args)
            try:
                answer(*given)
            except Exception:  # reported with its input by the base check
                break
            if given != args:
                return wrong(lang, "lessons_gaag.mutated", name=self.name,
                              args=arguments_text(args, lang))
        return super().check(copying(answer))


def copying(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` called on copies of its arguments (the cases stay intact)."""
    return lambda *args: function(*copy.deepcopy(args))


def forbidden_calls(function: Callable[..., Any], forbidden: Sequence[str]) -> str:
    """The forbidden names the function calls ('' if none, or if its source is unknown)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return ""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name in forbidden and name not in found:
                found.append(name)
    return ", ".join(f"{name}()" for name in found)


def loop_function(prompt: Text, reference: Callable[..., Any], *, cases: Any, name: str,
                  hints: Sequence[Text] = (), solution: Text | None = None,
                  names: Sequence[str] = ()) -> LoopCheck:
    """A :func:`~algunokit.exercises.teacher.function` exercise written with a loop
    (``names``: the function's name in French then English, when they differ)."""
    return LoopCheck("function", text=prompt, hints=hints, reference=reference, cases=cases,
                     name=name, source=solution, names=tuple(names))


__all__ = ["FORBIDDEN", "LoopCheck", "SymbolCheck", "copying", "forbidden_calls",
           "loop_function", "symbol"]
