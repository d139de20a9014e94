"""The messages between the teacher's process and a student's: typed, in one place,
checked for type and size on arrival at both ends.

One JSON object per line, each with its type in ``"t"``. The teacher's process sends
:class:`Start` once, then one :class:`Decide` per decision; the student's process
answers :class:`Loading`, then :class:`Loaded`, then one :class:`Answer`,
:class:`Failed` or :class:`Resync` per decision, or :class:`Refused` when its guard
ends it. :func:`read` turns a line into one of these or raises :class:`BadMessage`:
a message that is not exactly what its type says (a missing or extra field, a wrong
type, a text too long, a line too long, nesting too deep) is its sender's fault.

What crosses to a student's process is listed here and nothing else: the game's
name, the student's own file (its text and base name, never its folder), the game's
rules, the seat's view and the options as plain data, and a fresh random number per
decision (never a seed of the game).

Texts from a student's process (an exception's name, ``NOM``) go through
:func:`clean_text`: no control character, no line break, no ANSI sequence, no
bidirectional override, at most :data:`MAX_TEXT` characters.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from algunokit.i18n import LANGUAGES

#: The largest file a student may hand in (bytes): a lesson notebook without its
#: outputs is about 30 kB.
MAX_SUBMISSION = 1024 * 1024
#: The longest line the teacher's process sends (a start message carries the file).
MAX_TO_STUDENT = 2 * MAX_SUBMISSION + 256 * 1024
#: The longest line a student's process may send (a reply is a few dozen bytes).
MAX_FROM_STUDENT = 16 * 1024
#: The longest text from a student's process kept (an exception's name, a ``NOM``).
MAX_TEXT = 160
#: The longest sentence in words kept (the kit's own sentence for a student's slip).
MAX_WORDS = 400
#: Warnings (later cells that failed) kept from one notebook.
MAX_WARNINGS = 5
#: The deepest nesting a message may have (game data is a few levels deep).
MAX_DEPTH = 32
#: The kinds of fault a student's process may report itself.
REPORTED_FAULTS = ("crash", "illegal", "memory")


class BadMessage(ValueError):
    """A line that is not one of the messages below (its sender's fault)."""


def clean_text(value: Any, limit: int = MAX_TEXT) -> str:
    """A student's text made plain: control and format characters (line breaks, ANSI
    escapes, bidirectional overrides) removed, spaces collapsed, cut to ``limit``."""
    if not isinstance(value, str):
        return ""
    kept = "".join(" " if ch.isspace() else ch for ch in value[:limit * 4]
                   if ch.isspace() or unicodedata.category(ch)[0] not in "C")
    return " ".join(kept.split())[:limit]


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        raise BadMessage("too deep")
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level)
    return level


def _int(value: Any) -> bool:
    return type(value) is int and -(2 ** 63) <= value < 2 ** 63


def _words(value: Any) -> dict[str, str] | None:
    """A bilingual text (``{"fr": …, "en": …}``), cleaned; None if it is not one."""
    if isinstance(value, dict) and set(value) == set(LANGUAGES) \
            and all(isinstance(v, str) for v in value.values()):
        return {lang: clean_text(value[lang], MAX_WORDS) for lang in LANGUAGES}
    return None


def _where(value: Any) -> list[int | None] | None:
    """``[cell or None, line]``."""
    if isinstance(value, list) and len(value) == 2 and (value[0] is None or _int(value[0])) \
            and _int(value[1]):
        return [value[0], value[1]]
    raise BadMessage("where")


def _params(value: Any) -> dict[str, Any]:
    """A message key's parameters: small numbers, short texts, or bilingual texts."""
    if not isinstance(value, dict) or len(value) > 8:
        raise BadMessage("params")
    out: dict[str, Any] = {}
    for name, item in value.items():
        if not isinstance(name, str) or not name.isidentifier() or len(name) > 20:
            raise BadMessage("params")
        if item is None or _int(item):
            out[name] = item
        elif isinstance(item, str):
            out[name] = clean_text(item, 80)
        elif (said := _words(item)) is not None:
            out[name] = said
        else:
            raise BadMessage("params")
    return out


def _problem(value: Any) -> tuple[str, dict[str, Any]] | None:
    if value is None:
        return None
    if isinstance(value, list) and len(value) == 2 and isinstance(value[0], str) \
            and value[0].startswith("tournament.problem.") and len(value[0]) < 60 \
            and value[0].replace(".", "").replace("_", "").isalnum():
        return value[0], _params(value[1])
    raise BadMessage("problem")


@dataclass(frozen=True)
class Message:
    """A message of one type (``TAG``); its fields are the JSON object's other keys."""

    TAG: ClassVar[str] = ""

    def check(self) -> Message:
        """This message with its fields checked and cleaned, or :class:`BadMessage`."""
        return self

    def line(self) -> bytes:
        data = {"t": self.TAG, **{f.name: getattr(self, f.name) for f in fields(self)}}
        return (json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n").encode()


# ---------------------------------------------------------------- teacher → student


@dataclass(frozen=True)
class Start:
    """What a student's process needs to load its code (sent once)."""

    TAG: ClassVar[str] = "start"
    game: str
    source: str  # "py" or "ipynb"
    label: str  # the file's base name, for the student's own tracebacks
    text: str
    shared: Any  # the game's rules as plain data
    memory_mb: int
    cpu_s: int
    readable: list[str]  # Python's and the kit's folders (the second guard's list)

    line = Message.line

    def check(self) -> Start:
        if not (isinstance(self.game, str) and len(self.game) < 20
                and self.source in ("py", "ipynb") and isinstance(self.label, str)
                and len(self.label) <= 255 and isinstance(self.text, str)
                and len(self.text) <= 2 * MAX_SUBMISSION and _int(self.memory_mb)
                and _int(self.cpu_s) and isinstance(self.readable, list)
                and all(isinstance(r, str) for r in self.readable)):
            raise BadMessage("start")
        return self


@dataclass(frozen=True)
class Decide:
    """One decision: the seat's view and the options as plain data, how many options
    the teacher's game has, and a fresh random number (for ``random`` in the student's
    code; unrelated to the game's seed)."""

    TAG: ClassVar[str] = "decide"
    rid: int
    data: Any
    n: int
    rand: int

    line = Message.line

    def check(self) -> Decide:
        if not (_int(self.rid) and _int(self.n) and self.n > 0 and _int(self.rand)):
            raise BadMessage("decide")
        return self


# ---------------------------------------------------------------- student → teacher


@dataclass(frozen=True)
class Loading(Message):
    """The student's code starts running (the load limit starts now)."""

    TAG: ClassVar[str] = "loading"


@dataclass(frozen=True)
class Loaded(Message):
    """The student's code ran: ``problem`` says why it cannot play (None: it can);
    ``name`` is the ``NOM`` it chose (cleaned), ``warnings`` the later cells that
    failed (``[cell, line, words]`` each)."""

    TAG: ClassVar[str] = "loaded"
    problem: Any
    name: str
    warnings: list[Any]
    memory_limited: bool

    def check(self) -> Loaded:
        if not (isinstance(self.name, str) and isinstance(self.warnings, list)
                and len(self.warnings) <= MAX_WARNINGS and type(self.memory_limited) is bool):
            raise BadMessage("loaded")
        warnings = []
        for item in self.warnings:
            if not (isinstance(item, list) and len(item) == 3):
                raise BadMessage("warning")
            cell, line = _where(item[:2])
            said = _words(item[2])
            if said is None:
                raise BadMessage("warning")
            warnings.append([cell, line, said])
        problem = _problem(self.problem)
        return Loaded(None if problem is None else list(problem), clean_text(self.name, 40),
                      warnings, self.memory_limited)


@dataclass(frozen=True)
class Answer(Message):
    """The index of the option the strategy chose."""

    TAG: ClassVar[str] = "answer"
    rid: int
    index: int

    def check(self) -> Answer:
        if not (_int(self.rid) and _int(self.index)):
            raise BadMessage("answer")
        return self


@dataclass(frozen=True)
class Failed(Message):
    """A fault the student's process saw itself: ``crash`` (``detail``: what, in words;
    ``where``: ``[cell, line]``), ``illegal`` (``detail``: the answer in words or None;
    ``where``: the decision in words) or ``memory``."""

    TAG: ClassVar[str] = "failed"
    rid: int
    fault: str
    detail: Any
    where: Any

    def check(self) -> Failed:
        if not (_int(self.rid) and self.fault in REPORTED_FAULTS):
            raise BadMessage("failed")
        detail = None if self.detail is None else _words(self.detail)
        if self.detail is not None and detail is None:
            raise BadMessage("detail")
        if self.fault == "illegal":
            where: Any = _words(self.where)
            if where is None:
                raise BadMessage("where")
        else:
            where = None if self.where is None else tuple(_where(self.where))
        return Failed(self.rid, self.fault, detail, where)


@dataclass(frozen=True)
class Resync(Message):
    """The options rebuilt in the student's process differ from the teacher's (the
    kit's own mistake, never a student's)."""

    TAG: ClassVar[str] = "resync"
    rid: int

    def check(self) -> Resync:
        if not _int(self.rid):
            raise BadMessage("resync")
        return self


@dataclass(frozen=True)
class Refused(Message):
    """The guard refused an action; the process ends."""

    TAG: ClassVar[str] = "refused"
    what: str
    detail: str

    def check(self) -> Refused:
        if not (isinstance(self.what, str) and isinstance(self.detail, str)):
            raise BadMessage("refused")
        return Refused(clean_text(self.what, 20), clean_text(self.detail, 80))


TO_STUDENT = {cls.TAG: cls for cls in (Start, Decide)}
FROM_STUDENT = {cls.TAG: cls for cls in (Loading, Loaded, Answer, Failed, Resync, Refused)}


def read(line: bytes, types: dict[str, type], limit: int) -> Any:
    """The message on ``line``, of one of ``types``, checked; else :class:`BadMessage`."""
    if len(line) > limit or not line.endswith(b"\n"):
        raise BadMessage("line")
    try:
        data = json.loads(line)
    except (ValueError, RecursionError, MemoryError, UnicodeDecodeError) as err:
        raise BadMessage("json") from err
    if not isinstance(data, dict):
        raise BadMessage("not an object")
    _depth(data)
    cls = types.get(data.pop("t", None))  # type: ignore[arg-type]
    if cls is None:
        raise BadMessage("type")
    names = [f.name for f in fields(cls)]
    if set(data) != set(names):
        raise BadMessage("fields")
    return cls(**data).check()


__all__ = ["FROM_STUDENT", "MAX_FROM_STUDENT", "MAX_SUBMISSION", "MAX_TEXT", "MAX_TO_STUDENT",
           "TO_STUDENT", "Answer", "BadMessage", "Decide", "Failed", "Loaded", "Loading",
           "Refused", "Resync", "Start", "clean_text", "read"]
