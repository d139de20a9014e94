"""Exercises that check a student's answer: ``check()``, ``hint()``, ``solution()``.

Every exercise gives feedback a student can act on (for example the hand on
which their condition gives the wrong answer), in French or English. Teachers
can hide solutions for a class with :func:`hide_solutions`.

>>> from algunokit.exercises import number
>>> ex = number({"fr": "Combien ?", "en": "How many?"}, 3, hints=["Compte."])
>>> ex.check(2).ok, ex.check(3).ok
(False, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import wraps
from html import escape
from typing import Any, ClassVar

from algunokit.i18n import t

_SOLUTIONS_HIDDEN = [False]


def hide_solutions(hidden: bool = True) -> None:
    """Teachers: make every ``solution()`` answer "ask your teacher" (``False`` to undo)."""
    _SOLUTIONS_HIDDEN[0] = bool(hidden)


def solutions_hidden() -> bool:
    return _SOLUTIONS_HIDDEN[0]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: ``ok`` and a message (shown in colour in a notebook)."""

    ok: bool
    message: str
    details: tuple[str, ...] = ()
    #: SVG markup of cards the message talks about (a hand where answers differ), or "".
    picture: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return "\n".join((("✔ " if self.ok else "✘ ") + self.message, *self.details))

    def _repr_html_(self) -> str:
        colour, background, mark = (("#1E6B34", "#E8F6E8", "✔") if self.ok
                                    else ("#9B1C1C", "#FDECEC", "✘"))
        details = "".join(f"<div>{escape(d)}</div>" for d in self.details)
        picture = f'<div style="margin-top:6px">{self.picture}</div>' if self.picture else ""
        return (f'<div role="status" style="border-left:4px solid {colour};background:'
                f'{background};padding:6px 10px;color:{colour}"><b>{mark} '
                f"{escape(self.message)}</b>{details}{picture}</div>")


def good(language: str | None, key: str = "exercises.good", **params: Any) -> Feedback:
    return Feedback(True, t(key, language, **params))


def wrong(language: str | None, key: str, *details: str, **params: Any) -> Feedback:
    return Feedback(False, t(key, language, **params), tuple(details))


@dataclass(frozen=True)
class NotRead:
    """What a ``%%alternative NAME`` cell that cannot be read leaves in ``NAME``: every
    check answers "not read yet" instead of checking the program ``NAME`` held before."""

    name: str

    def __repr__(self) -> str:
        return t("exercises.not_read.repr", None, name=self.name)


def not_read(language: str | None, answer: NotRead) -> Feedback:
    return Feedback(False, t("exercises.not_read", language, name=answer.name))


def other_function(language: str | None, answer: Any) -> str | None:
    """A note when ``answer`` is not a function of the student's newest cell with a ``def``
    (a typo in the new name leaves the old function to be checked), else None."""
    code = getattr(answer, "__code__", None)
    name = getattr(answer, "__name__", "")
    if code is None or not name.isidentifier():
        return None
    try:
        from algunokit import hooks

        newest = hooks.call("notebook.newest_functions")
    except LookupError:
        return None
    if not newest or name in newest:
        return None
    return t("exercises.other_function", language, name=name, newest=newest[-1])


def returned_slip(language: str | None, name: str, args: str, got: Any,
                  want: Any) -> Feedback | None:
    """A returned value of the wrong kind, named in words: the function itself (not
    called), nothing (``None``: a missing ``return``), a tuple where a list is asked;
    None when ``got`` is of a kind that may be right (the caller compares it)."""
    if callable(got) and not callable(want) and hasattr(got, "__code__"):
        import inspect

        try:
            params = ", ".join(inspect.signature(got).parameters)
        except (TypeError, ValueError):
            params = "…"
        called = getattr(got, "__name__", "")
        called = called if called.isidentifier() else "f"
        return wrong(language, "exercises.returned.function", name=name, args=args,
                     function=called, call=f"{called}({params})", params=f"({params})")
    if got is None and want is not None:
        return wrong(language, "exercises.returned.none", name=name, args=args)
    if isinstance(got, tuple) and isinstance(want, list):
        return wrong(language, "exercises.returned.tuple", name=name, args=args)
    if isinstance(got, list) and isinstance(want, tuple):
        return wrong(language, "exercises.returned.list", name=name, args=args)
    if (isinstance(got, list | tuple) and isinstance(want, list | tuple) and got and want
            and any(isinstance(g, list) for g in got)
            and all(isinstance(w, tuple) for w in want)):  # [[11, …]] for [(11, …)]
        return wrong(language, "exercises.returned.inner_list", name=name, args=args)
    if isinstance(got, str) and isinstance(want, int | float) and not isinstance(want, bool):
        number = got.strip().replace(",", ".")
        try:
            same = float(number) == want
        except ValueError:
            same = False
        if same:  # « renvoie '3', mais il faudrait 3 »
            return wrong(language, "exercises.returned.text_number", name=name, args=args,
                         found=repr(got), number=want)
    return None


def _function_tree(function: Any) -> Any:
    """The ast of ``function``'s source (the notebook keeps it), or None."""
    import ast
    import inspect
    import textwrap

    try:
        return ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None


def returns_none_on_purpose(function: Any) -> bool:
    """Whether ``function``'s source writes ``return None`` (a search's « not found »):
    a None from it is an answer, not a forgotten return."""
    import ast

    tree = _function_tree(function)
    return tree is not None and any(
        isinstance(node, ast.Return) and isinstance(node.value, ast.Constant)
        and node.value.value is None for node in ast.walk(tree))


def prints_instead_of_return(function: Any) -> bool:
    """Whether ``function``'s source calls ``print`` and never returns a value (read with
    ast from the source the notebook keeps, never run): the student shows the answer
    instead of giving it back."""
    import ast

    tree = _function_tree(function)
    if tree is None:
        return False
    prints = any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                 and node.func.id == "print" for node in ast.walk(tree))
    returns = any(isinstance(node, ast.Return) and node.value is not None
                  and not (isinstance(node.value, ast.Constant) and node.value.value is None)
                  for node in ast.walk(tree))
    return prints and not returns


def nothing_returned(language: str | None, function: Any, case: str) -> Feedback:
    """``function`` gave None for ``case`` (its arguments in words): it fell off its end
    on that path, or it prints its answer instead of returning it."""
    key = ("exercises.nothing.print" if prints_instead_of_return(function)
           else "exercises.nothing.path")
    return wrong(language, key, case=case)


def not_yet(language: str | None) -> Feedback:
    """The answer to ``...``: the placeholder the notebook gives, not an answer yet."""
    return Feedback(False, t("exercises.not_yet", language))


#: The language of the answer words that are not the same in French and English.
WORD_LANGUAGE = {"vrai": "fr", "faux": "fr", "oui": "fr", "non": "fr", "alors": "fr",
                 "sinon": "fr", "true": "en", "false": "en", "yes": "en", "no": "en",
                 "then": "en", "else": "en"}

#: What the student's checks said, by (lesson, exercise name): right, tries and times.
#: Only the verdicts are kept, never the student's answer (see ``ak.progress()``).
CHECKS: dict[tuple[str, str], dict[str, Any]] = {}


def _recorded(check: Any) -> Any:
    """``check`` that also notes its verdict for the student's progress, once per call
    (a kind whose ``check`` calls its parent's is noted by the outer call only)."""

    @wraps(check)
    def noted(self: Exercise, answer: Any) -> Any:
        if self.__dict__.get("_checking"):
            return check(self, answer)
        if isinstance(answer, NotRead):  # the cell above did not read: nothing to check
            return not_read(self.language, answer)
        self.__dict__["_checking"] = True
        try:
            result = check(self, answer)
        finally:
            self.__dict__["_checking"] = False
        if self.place is not None and answer is not ... and isinstance(result, Feedback):
            note_check(self.place, result.ok, self.language)
        note = other_function(self.language, answer) if isinstance(result, Feedback) else None
        if note is not None:  # a typo in a new def's name leaves the old function checked
            result = replace(result, details=(note, *result.details))
        return result

    noted.__wrapped_check__ = True  # type: ignore[attr-defined]
    return noted


def note_check(place: tuple[str, str], ok: bool, language: str | None = None) -> None:
    """Note one checked answer of the exercise at ``place`` (lesson, exercise name), in
    the kernel and in the student's durable record (:mod:`algunokit.exercises.record`)."""
    now = datetime.now(UTC).isoformat(timespec="seconds")
    record = CHECKS.setdefault(place, {"right": False, "tries": 0, "first": now})
    record["tries"] += 1
    record["last"] = now
    if ok and not record["right"]:
        record["right"] = True
        record["right_at"] = now
    game, _, number = place[0].rpartition(" ")
    if game and number.isdigit():
        from algunokit.exercises import record as durable
        from algunokit.i18n import resolve

        durable.note_check(game, int(number), resolve(language), place[1], ok, now)


@dataclass
class Exercise:
    """Base class: an id, a prompt, hints given one by one, a reference solution.

    ``solution_answer`` is what a correct student would hand to ``check`` (CI
    checks it passes); ``solution_text`` is what ``solution()`` shows. Every kind's
    ``check`` notes its verdict for ``ak.progress()`` when the exercise belongs to a
    lesson (``place``: the lesson and the exercise's name, set by the lesson).
    """

    #: (lesson, exercise name), e.g. ("alguno 2", "ex1"); None outside a lesson.
    place: ClassVar[tuple[str, str] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        check = cls.__dict__.get("check")
        if check is not None and not getattr(check, "__wrapped_check__", False):
            cls.check = _recorded(check)  # type: ignore[method-assign]

    id: str
    prompt_key: str = ""
    hint_keys: Sequence[str] = ()
    language: str | None = None
    _hints_given: int = field(default=0, init=False, repr=False)

    @property
    def solution_answer(self) -> Any:
        raise NotImplementedError

    def solution_text(self, language: str | None = None) -> str:
        return str(self.solution_answer)

    def check(self, answer: Any) -> Feedback:  # pragma: no cover - every kind overrides it
        raise NotImplementedError

    def prompt(self) -> str:
        return t(self.prompt_key, self.language) if self.prompt_key else ""

    def hint(self) -> Hint:
        """The next hint (then the last one again)."""
        if not self.hint_keys:
            return Hint(t("exercises.no_hint", self.language))
        key = self.hint_keys[min(self._hints_given, len(self.hint_keys) - 1)]
        self._hints_given += 1
        number = min(self._hints_given, len(self.hint_keys))
        return Hint(t("exercises.hint", self.language, n=number, total=len(self.hint_keys),
                      text=t(key, self.language)))

    def solution(self) -> Hint:
        """The reference solution, unless the teacher hid solutions."""
        if solutions_hidden():
            return Hint(t("exercises.hidden", self.language))
        return Hint(t("exercises.solution", self.language,
                      text=self.solution_text(self.language)), code=True)


@dataclass(frozen=True)
class Hint:
    """A hint or a solution, shown as text (code in a monospace block)."""

    text: str
    code: bool = False

    def __str__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        head, _, body = self.text.partition("\n")
        # JupyterLab breaks <pre> anywhere (« A LORS »): wrap at spaces, keep words whole.
        block = (f"<pre style='margin:4px 0;white-space:pre-wrap;word-break:normal;"
                 f"overflow-wrap:break-word'>{escape(body)}</pre>" if self.code and body
                 else (f"<div>{escape(body)}</div>" if body else ""))
        return (f"<div style='border-left:4px solid #3A6EA5;background:#EEF3FA;padding:6px 10px'>"
                f"{escape(head)}{block}</div>")
