"""Exercise kinds only the Celsius lesson needs: a chain computed by the student's
function (told when ``^`` or ``//`` is the slip), and a breadth-first search whose
calls to the student's own step function are watched.

>>> from algunokit.exercises.celsius import chain_function
>>> ex = chain_function("Square", lambda v: v * v, cases=[(3,), (-9,)], name="square")
>>> ex.check(lambda v: v ** 2).ok
True
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    returned_slip,
    returns_none_on_purpose,
    wrong,
)
from algunokit.exercises.teacher import (
    FunctionCheck,
    Text,
    arguments_text,
    same_value,
    value_text,
)
from algunokit.i18n import resolve, t


def _source_tree(function: Callable[..., Any]) -> ast.AST | None:
    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return None


def uses(function: Callable[..., Any], operator: type[ast.AST]) -> bool:
    """True if the function's source uses ``operator`` (read with ``ast``, never run)."""
    tree = _source_tree(function)
    return tree is not None and any(isinstance(node, operator) for node in ast.walk(tree))


def _agrees(got: Any, want: Any) -> bool:
    return same_value(got, want) or (isinstance(got, int | float) and not isinstance(got, bool)
                                and type(want) in (int, float) and got == want)


@dataclass
class ChainCheck(FunctionCheck):
    """A function computing Celsius chains: a wrong answer whose source uses ``^`` is
    told that ``^`` is not a power in Python; one that divides with ``//`` and fails on
    a case with an inexact division (``inexact(args)`` is true) is told that Celsius
    only divides exactly."""

    inexact: Any = None  # a function of a case's arguments: does it hold a bad division?
    names: tuple[str, ...] = ()  # the function's name in French, then English (if they differ)

    def check(self, answer: Any) -> Feedback:
        if self.names:
            self.name = self.names[0] if resolve(self.language) == "fr" else self.names[-1]
        result = super().check(answer)
        if result.ok or answer is ... or not callable(answer):
            return result
        details = list(result.details)
        if uses(answer, ast.BitXor):
            details.append(t("lessons_celsius.c1.xor", self.language))
        if returns_in_loop(answer):  # stops at the loop's first turn
            details.append(t("lessons_celsius.c1.return_in_loop", self.language))
        failing = self._failing(answer)
        # the division tip only when the bad divisions are what fails (issue 50)
        if (uses(answer, ast.FloorDiv) and self.inexact is not None and failing
                and all(self.inexact(*args) for args in failing)):
            details.append(t("lessons_celsius.c1.inexact", self.language))
        return Feedback(False, result.message, tuple(details))

    def _failing(self, answer: Callable[..., Any]) -> list[tuple[Any, ...]]:
        failing = []
        for args in self.current_cases():
            try:
                if not _agrees(answer(*args), self.expected()(*args)):
                    failing.append(args)
            except Exception:  # reported by the base check already
                failing.append(args)
        return failing


def chain_function(prompt: Text, reference: Callable[..., Any], *, cases: Any, name: str,
                   hints: Sequence[Text] = (), solution: Text | None = None,
                   inexact: Callable[..., bool] | None = None,
                   names: tuple[str, ...] = ()) -> ChainCheck:
    """A :func:`~algunokit.exercises.teacher.function` exercise about Celsius chains
    (``names``: the function's name in French then English, when they differ)."""
    return ChainCheck("function", text=prompt, hints=hints, reference=reference, cases=cases,
                      name=name, source=solution, inexact=inexact, names=tuple(names))


@dataclass
class SearchCheck(FunctionCheck):
    """The search must be right on every case AND explore each position once.

    The student's search finds the next positions with their own step function
    (``helpers``: its names in French and English), looked up in their notebook. The
    checker first makes sure that function passes ``step`` (the step exercise), then
    watches every call to it: a position explored twice means the "already seen"
    list is missing.
    """

    helpers: tuple[str, ...] = ("next_positions",)  # French name first, English last
    step: Any = None  # the step exercise the helper must pass first
    truth: Any = None  # what gives the expected results (the engine), if not the reference
    names: tuple[str, ...] = ()  # the function's name in French, then English (if they differ)

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if self.names:
            self.name = self.names[0] if resolve(lang) == "fr" else self.names[-1]
        if answer is ...:
            return not_yet(lang)
        if not callable(answer) or not hasattr(answer, "__globals__"):
            return super().check(answer)
        helper_name = self.helpers[0] if resolve(lang) == "fr" else self.helpers[-1]
        names = answer.__globals__
        used = getattr(getattr(answer, "__code__", None), "co_names", ())
        name = next((n for n in (helper_name, *self.helpers) if n in used), helper_name)
        helper = names.get(name)
        if not callable(helper):
            return wrong(lang, "lessons_celsius.c1.ex5.no_helper", helper=helper_name)
        if self.step is not None:
            self.step.language = lang
            if not self.step.check(helper).ok:
                return wrong(lang, "lessons_celsius.c1.ex5.helper_wrong", helper=helper_name)
        explored: list[Any] = []

        def watched(position: Any) -> Any:
            explored.append(position)
            return helper(position)

        reference = self.truth or self.expected()
        cases = self.current_cases()
        names[name] = watched
        try:
            for args in cases:
                explored.clear()
                result = self._check_one(answer, reference, args)
                if result is not None:
                    return result
                if not explored:
                    return wrong(lang, "lessons_celsius.c1.ex5.no_calls", helper=helper_name,
                                  name=self.name)
                twice = first_repeat(explored)
                if twice is not None:
                    return wrong(lang, "lessons_celsius.c1.ex5.twice", name=self.name,
                                  args=arguments_text(args, lang), position=repr(twice))
        finally:
            names[name] = helper
        return good(lang, "exercises.function.good", n=len(cases))

    def _check_one(self, answer: Callable[..., Any], reference: Callable[..., Any],
                   args: tuple[Any, ...]) -> Feedback | None:
        """The feedback on one case (``None`` when it passes)."""
        from algunokit.slips import function_error

        lang = self.language
        shown = arguments_text(args, lang)
        want = reference(*args)
        try:
            got = answer(*args)
        except Exception as exc:  # a student's bug: report it, never crash the lesson
            return wrong(lang, "teacher.function.raised", name=self.name, args=shown,
                          why=function_error(exc, lang, answer))
        if got is None and want is not None and returns_none_on_purpose(answer):
            # the starter's « return None »: not found, although a chain exists
            return wrong(lang, "lessons_celsius.c1.ex5.not_found", name=self.name,
                          args=shown, want=value_text(want, lang))
        slip = returned_slip(lang, self.name, shown, got, want)
        if slip is not None:
            return slip
        if not _agrees(got, want):
            return wrong(lang, "teacher.function.differs", name=self.name, args=shown,
                          got=value_text(got, lang), want=value_text(want, lang))
        return None


def returns_in_loop(function: Any) -> bool:
    """Whether ``function``'s source has a ``return`` straight in a loop's body (not under
    an ``if``): the function gives its answer at the loop's first turn."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return False
    return any(isinstance(node, ast.For | ast.While)
               and any(isinstance(child, ast.Return) for child in node.body)
               for node in ast.walk(tree))


def first_repeat(positions: Sequence[Any]) -> Any:
    """The first position seen twice (None if each is seen once)."""
    seen = []
    for position in positions:
        if position in seen:
            return position
        seen.append(position)
    return None


def search_function(prompt: Text, reference: Callable[..., Any], *, cases: Any, name: str,
                    helpers: tuple[str, ...], step: Any, truth: Any = None,
                    hints: Sequence[Text] = (), solution: Text | None = None,
                    names: Sequence[str] = ()) -> SearchCheck:
    """The student writes a breadth-first search that calls their step function
    (``names``: its name in French then English, when they differ)."""
    return SearchCheck("function", text=prompt, hints=hints, reference=reference,
                       cases=cases, name=name, source=solution, helpers=helpers, step=step,
                       truth=truth, names=tuple(names))


__all__ = ["ChainCheck", "SearchCheck", "chain_function", "first_repeat", "search_function",
           "uses"]
