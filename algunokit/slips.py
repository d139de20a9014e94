"""What went wrong in a student's cell, said in one short sentence (no traceback).

:func:`explain` turns an exception raised by a lesson cell into a :class:`Box`:
the kit's own errors (their catalogue message, in the current language) and a
few beginner slips that Python words badly for a 12-year-old:

- ``reponse = vrai`` / ``true`` / ``faux``: True / False, or the answer in quotes;
- ``reponse = alors`` (an answer word or a first name without quotes);
- ``nombre_de_cartes`` typed in a cell: a word of the kit's programs, not Python's;
- ``L`` (or ``ak`` …) undefined: the first cell has to run again (kernel restart);
- text where a number is expected (``"3" + 1``), a number where text is expected,
  a whole list added to a number (``total + ligne``), a ``None`` in a sum;
- an untouched ``...`` used in a calculation.

Any other error a cell raises gets a box too: the student's line and what the error
means in words (an unknown attribute on a kit object or on the student's value gets
« voulais-tu … ? »; an interrupted cell says how to avoid an endless loop); never
Python's English. ``%tb`` still shows the traceback to a teacher. Nothing here
imports IPython: :mod:`algunokit.notebook` shows the box in a notebook, and the
exercises add the sentence to their feedback when a student's function fails.
"""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass
from html import escape
from types import TracebackType

from algunokit import hooks
from algunokit.errors import AlgunokitError, CodeError
from algunokit.i18n import resolve, t, tn

#: What the first cell of a lesson defines (a test reads every lesson to keep this true).
FIRST_CELL_NAMES = frozenset({
    "L", "ak", "algunokit", "alguno", "skyjo", "celsius", "gaag", "cards_picture", "new_game",
    "run_actions", "TableView", "AlternativeBuilder", "ExecutionView", "Kind", "Pile",
    "Exchange", "DiscardAndReveal", "Slot", "Reveal", "periodic_picture", "row_picture",
    "widgets", "display", "math", "progress_bar", "round_picture", "chain_picture",
    "example", "lesson_tournament", "compare_with_greedy",
    "DecisionKind",
})
#: Words students give as answers (they belong in quotes).
ANSWER_WORDS = frozenset({
    "alors", "sinon", "then", "oui", "non", "yes", "no", "pair", "impair", "odd", "even",
    "gauche", "droite", "left", "right", "choix", "choice", "rouge", "noir", "red", "black",
    "coeur", "carreau", "trefle", "pique", "heart", "diamond", "club", "spade",
    "Alice", "Bilal", "Chloé", "Chloe", "Dany", "Emma", "Farid", "Gaëlle", "Gaelle", "Hugo",
    "Toi", "You",
})
#: Numbers written in words, which Python does not read (« écris 3 en chiffres »).
NUMBER_WORDS = {word: n for n, words in enumerate((
    ("zero", "zéro"), ("un", "une", "one"), ("deux", "two"), ("trois", "three"),
    ("quatre", "four"), ("cinq", "five"), ("six",), ("sept", "seven"), ("huit", "eight"),
    ("neuf", "nine"), ("dix", "ten"), ("onze", "eleven"), ("douze", "twelve"))) for word in words}
TRUE_FALSE = {"true": True, "vrai": True, "false": False, "faux": False, "VRAI": True,
              "FAUX": False, "Vrai": True, "Faux": False, "TRUE": True, "FALSE": False}

_OPERANDS = (
    re.compile(r"unsupported operand type\(s\) for (?P<op>\S+?): '(?P<a>\w+)' and '(?P<b>\w+)'"),
    re.compile(r"'(?P<op>\S+)' not supported between instances of '(?P<a>\w+)' and '(?P<b>\w+)'"),
    re.compile(r"can only concatenate (?P<a>\w+) \(not \"(?P<b>\w+)\"\) to \w+"),
    re.compile(r"'(?P<a>\w+)' object cannot be interpreted as an? (?P<b>integer)"),
)
_NUMBERS = {"int", "float", "integer"}


@dataclass(frozen=True)
class Box:
    """One short message, styled in a notebook (red bar, like a wrong answer)."""

    message: str
    language: str = "fr"
    line: int | None = None  #: the line of the cell, when it is not in the message

    def where(self) -> str:
        return t("notebook.where", self.language, line=self.line) if self.line else ""

    def teacher_note(self) -> str:
        return t("notebook.teacher", self.language)

    def __str__(self) -> str:
        head = f"{self.where()} {self.message}".strip()
        return f"✘ {head}\n({self.teacher_note()})"

    def __repr__(self) -> str:  # what a text-only front end shows
        return str(self)

    def _repr_html_(self) -> str:
        where = f"<b>{escape(self.where())}</b> " if self.line else ""
        return (
            '<div role="alert" class="algunokit-error" style="border-left:4px solid #9B1C1C;'
            'background:#FDECEC;padding:6px 10px;color:#9B1C1C;font-family:sans-serif">'
            f"<div><b>✘</b> {where}{escape(self.message)}</div>"
            '<div style="font-size:75%;color:#6B6B6B;margin-top:3px">'
            f"{escape(self.teacher_note())}</div></div>")


def cell_line(tb: TracebackType | None) -> int | None:
    """The line of the notebook cell where the error happened (the last cell frame).

    A cell's code has a file name that is no file on disk (``/tmp/ipykernel_…/123.py``,
    ``<ipython-input-…>``, ``<exec>``), unlike the kit and the libraries.
    """
    line = None
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if not name.startswith("<frozen") and not os.path.isfile(name):
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def own_cell_line(tb: TracebackType | None) -> int | None:
    """The line of the cell that ran, when every cell frame of the traceback is that cell's
    (else ``None``: the error happened in a function written in another cell)."""
    cells: list[tuple[str, int]] = []
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if not name.startswith("<frozen") and not os.path.isfile(name):
            cells.append((name, tb.tb_lineno))
        tb = tb.tb_next
    if not cells or any(name != cells[0][0] for name, _ in cells):
        return None
    return cells[-1][1]


def _raised_in_a_cell(tb: TracebackType | None) -> bool:
    """True when the innermost frame is a cell's (or nothing is known)."""
    last = None
    while tb is not None:
        last, tb = tb, tb.tb_next
    if last is None:
        return True
    name = last.tb_frame.f_code.co_filename
    return not name.startswith("<frozen") and not os.path.isfile(name)


def explain(error: BaseException, tb: TracebackType | None = None,
            namespace: dict[str, object] | None = None,
            language: str | None = None) -> Box | None:
    """The short message for ``error``, or ``None`` for Python's usual traceback."""
    lang = resolve(language)
    box = _slip(error, tb, namespace, lang)
    if box is not None:
        return box
    return _cell_crash(error, tb, namespace or {}, lang)


def _slip(error: BaseException, tb: TracebackType | None,
          namespace: dict[str, object] | None, lang: str) -> Box | None:
    """The kit's own errors and the beginner slips above, or None."""
    if isinstance(error, AlgunokitError):
        # A program error names its own line (in the program), and so does an error that
        # says where a teacher's function broke (« ligne 2 de sa cellule »); the others get
        # the cell's line, only when it is the line that called the kit (not a line of
        # another cell, such as a teacher's function run by a check).
        located = isinstance(error, CodeError) or "line" in error.params
        line = None if located else own_cell_line(tb)
        return Box(error.message(lang), lang, line)
    line = cell_line(tb)
    if isinstance(error, NameError):
        if not _raised_in_a_cell(tb):
            return None  # a name missing inside a library is no student's slip
        message = _name_error(getattr(error, "name", None) or _name_in(str(error)),
                              namespace or {}, lang)
    elif isinstance(error, TypeError):
        message = _type_error(str(error), lang, namespace or {})
    else:
        message = None
    return Box(message, lang, line) if message is not None else None


def sentence(error: BaseException, language: str | None = None,
             namespace: dict[str, object] | None = None) -> str | None:
    """Just the explanation of a slip (no line, no box), for an exercise's feedback
    (``namespace``: the names the student's code could use, for « did you mean »)."""
    if isinstance(error, AlgunokitError):
        return None  # the kit's own errors are reported by whoever caught them
    box = _slip(error, None, namespace or {"L": None, "ak": None}, resolve(language))
    return box.message if box is not None else None


def function_error(error: BaseException, language: str | None = None,
                   function: object = None, *, fallback: bool = True) -> str | None:
    """Why a student's function stopped, for an exercise's feedback: a beginner slip, or
    the error (unpacking, IndexError, KeyError, NameError, AttributeError, TypeError,
    ZeroDivisionError, RecursionError, ValueError …) said in words a 12-15-year-old
    knows, after the line of the student's own code (numbered as in their cell, and
    shown); never Python's English text. An error the kit cannot name still gets its
    line and what to look at (None without ``fallback``: the tournament names it)."""
    lang = resolve(language)
    frame = _student_frame(error.__traceback__, function)
    text = (_unpacking(error, frame, lang) or _comparison(error, lang)
            or sentence(error, lang, _names_seen(frame, function)) or _crash(error, lang))
    if text is None:
        text = _none_in_line(frame, lang)
    if text is None:
        if not fallback:
            return None
        text = t("crash.unknown", lang)
    if frame is None or _unread(function):
        return text  # a cell that did not read: its old lines are not what the student sees
    code = _line_text(frame)
    own = getattr(function, "__name__", None)
    inner = frame.tb_frame.f_code.co_name
    if inner != own and inner.isidentifier() and own is not None:
        key = "crash.at_line_in_code" if code else "crash.at_line_in"
        return t(key, lang, line=frame.tb_lineno, code=code, name=inner, text=text)
    key = "crash.at_line_code" if code else "crash.at_line"
    return t(key, lang, line=frame.tb_lineno, code=code, text=text)


def _unread(function: object) -> bool:
    """Whether ``function``'s newest cell did not read (a SyntaxError): the previous
    version ran, so its lines are not quoted."""
    name = getattr(function, "__name__", None)
    try:
        return name in hooks.call("notebook.unread_functions")
    except LookupError:
        return False


def student_line(tb: TracebackType | None, function: object = None) -> int | None:
    """The line, in the student's cell, where their code was when it stopped: the last
    frame of ``function``'s file or of a notebook cell."""
    frame = _student_frame(tb, function)
    return frame.tb_lineno if frame is not None else None


def _student_frame(tb: TracebackType | None, function: object = None) -> TracebackType | None:
    """The last traceback entry in the student's code: ``function``'s file (its cell) or
    any notebook cell (a helper the student wrote in another cell)."""
    code = getattr(function, "__code__", None)
    filename = getattr(code, "co_filename", None)
    found = None
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if name == filename or (not name.startswith("<frozen") and not os.path.isfile(name)
                                and name != "<string>"):
            found = tb
        tb = tb.tb_next
    return found


def _line_text(frame: TracebackType, limit: int = 70) -> str:
    """The student's line of code, as written (IPython keeps every cell's text)."""
    import linecache

    text = linecache.getline(frame.tb_frame.f_code.co_filename, frame.tb_lineno).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _none_in_line(frame: TracebackType | None, lang: str) -> str | None:
    """A variable of the student's line that holds None (``meilleure = None`` then
    ``vue.cartes_apres(meilleure)``): its name, and why it holds nothing (read from the
    frame and the line's names, never evaluated)."""
    import ast

    if frame is None:
        return None
    line = _line_text(frame, 400)
    source = line + " pass" if line.endswith(":") else line
    for prefix in ("elif ", "else"):
        if source.startswith(prefix):
            source = "if " + source[len(prefix):] if prefix == "elif " else source
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    local = frame.tb_frame.f_locals
    for node in ast.walk(tree):
        if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
                and node.id in local and local[node.id] is None):
            return t("crash.name_none", lang, name=node.id)
    return None


def _names_seen(frame: TracebackType | None, function: object) -> dict[str, object]:
    """The names the student's code could use where it stopped (for « did you mean »)."""
    names: dict[str, object] = {"L": None, "ak": None}
    names.update(getattr(function, "__globals__", None) or {})
    if frame is not None:
        with contextlib.suppress(Exception):
            names.update(frame.tb_frame.f_locals)
    return names


_UNPACK = (re.compile(r"not enough values to unpack \(expected (\d+), got (\d+)\)"),
           re.compile(r"too many values to unpack \(expected (\d+)(?:, got (\d+))?\)"))
_NOT_UNPACKABLE = re.compile(r"cannot unpack non-iterable (\w+) object")


def _unpacking(error: BaseException, frame: TracebackType | None, lang: str) -> str | None:
    """``a, b = x`` where ``x`` has not two parts: what was cut, into how many parts, and
    what ``x`` holds (its parts, when they have the wanted count: take one of them)."""
    text = str(error)
    if isinstance(error, TypeError):
        found = _NOT_UNPACKABLE.search(text)
        if not found:
            return None
        targets, value, _ = _unpack_line(frame, lang)
        if targets and value:
            return t("crash.unpack.single_code", lang, targets=targets, value=value,
                     kind=_kind(found.group(1), lang))
        return t("crash.unpack.single", lang, kind=_kind(found.group(1), lang))
    if not isinstance(error, ValueError):
        return None
    few, many = (pattern.search(text) for pattern in _UNPACK)
    if not few and not many:
        return None
    wanted = int((few or many).group(1))  # type: ignore[union-attr]
    got = int(few.group(2)) if few else (int(many.group(2)) if many and many.group(2)
                                         else None)
    targets, value, held = _unpack_line(frame, lang)
    if not (targets and value):
        key = "crash.unpack.few" if few else "crash.unpack.many"
        return t(key, lang, n=wanted, got=got if got is not None else "+")
    parts = tn("crash.unpack.count", got, lang) if got is not None else \
        t("crash.unpack.more", lang, n=wanted)
    said = t("crash.unpack.cut", lang, targets=targets, value=value, n=wanted, parts=parts)
    if (isinstance(held, list | tuple) and held
            and all(isinstance(part, list | tuple) and len(part) == wanted for part in held)):
        said += " " + t("crash.unpack.take_one", lang, value=value, n=wanted,
                        targets=targets)
    elif isinstance(held, list | tuple) and len(held) <= 4:
        said += " " + t("crash.unpack.holds", lang, value=value, shown=_short_value(held))
    return said


def _short_value(value: object, limit: int = 50) -> str:
    try:
        text = repr(value)
    except Exception:
        return "…"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _unpack_line(frame: TracebackType | None, lang: str) -> tuple[str, str, object]:
    """In the student's line ``a, b = x`` (or ``for a, b in x:``): the targets' text, the
    value's text, and the value itself when it is a name or a name[constant] (read from
    the frame, never evaluated); empty texts when the line is not read."""
    import ast

    if frame is None:
        return "", "", None
    line = _line_text(frame, 400)
    source = line + " pass" if line.endswith(":") else line
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return "", "", None
    node = tree.body[0] if tree.body else None
    if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple | ast.List):
        target, value = node.targets[0], node.value
    elif isinstance(node, ast.For) and isinstance(node.target, ast.Tuple | ast.List):
        target, value = node.target, None  # the parts are the loop's items, not one value
    else:
        return "", "", None
    targets = ast.get_source_segment(source, target) or ""
    if value is None:
        return targets.strip("()"), t("crash.unpack.item", lang, value=ast.get_source_segment(
            source, node.iter) or "…"), None  # type: ignore[union-attr]
    text = ast.get_source_segment(source, value) or ""
    return targets.strip("()"), text, _value_of(value, frame.tb_frame.f_locals)


def _value_of(node: object, names: dict[str, object]) -> object:
    """The value of ``name`` or ``name[number]`` from the frame's variables, else None."""
    import ast

    if isinstance(node, ast.Name):
        return names.get(node.id)
    if (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant)
            and isinstance(node.slice.value, int)):
        whole = _value_of(node.value, names)
        if isinstance(whole, list | tuple):
            with contextlib.suppress(IndexError):
                return whole[node.slice.value]
    return None


_COMPARE = re.compile(r"'(?P<op>[<>=!]+)' not supported between instances of "
                      r"'(?P<a>\w+)' and '(?P<b>\w+)'")


def _comparison(error: BaseException, lang: str) -> str | None:
    """``a < b`` between values that do not compare (an option and a number …)."""
    if not isinstance(error, TypeError):
        return None
    found = _COMPARE.search(str(error))
    if not found or {found.group("a"), found.group("b")} <= _NUMBERS:
        return None
    if "NoneType" in (found.group("a"), found.group("b")):
        return t("crash.compare_none", lang, op=found.group("op"))
    return t("crash.compare", lang, op=found.group("op"), a=_kind(found.group("a"), lang),
             b=_kind(found.group("b"), lang))


#: How a value's kind is said (keys written in full for tests/test_catalogue.py).
_KIND_KEYS = {"list": "crash.kind.list", "tuple": "crash.kind.tuple", "str": "crash.kind.str",
              "int": "crash.kind.int", "float": "crash.kind.float", "bool": "crash.kind.bool",
              "NoneType": "crash.kind.none", "dict": "crash.kind.dict",
              "function": "crash.kind.function", "builtin_function_or_method":
              "crash.kind.function", "method": "crash.kind.function"}


def _kind(name: str, lang: str) -> str:
    if name in _KIND_KEYS:
        return t(_KIND_KEYS[name], lang)
    if name[:1].isupper():  # the games' own objects: a move, a card, a view …
        return t("crash.kind.game", lang)
    return t("crash.kind.other", lang, kind=name)


def _crash(error: BaseException, lang: str) -> str | None:
    if isinstance(error, IndexError):
        found = re.match(r"(\w+) index out of range", str(error))
        return t("crash.index", lang, kind=_kind(found.group(1) if found else "list", lang))
    if isinstance(error, ZeroDivisionError):
        return t("crash.zero", lang)
    if isinstance(error, KeyError):
        key = error.args[0] if error.args else "?"
        shown = f"« {key} »" if lang == "fr" else f"'{key}'"
        shown = shown if isinstance(key, str) and len(key) <= 40 else str(key)[:40]
        return t("crash.key", lang, key=shown)
    if isinstance(error, AttributeError):
        return _attribute(error, lang)
    if isinstance(error, TypeError):
        return _type_crash(str(error), lang)
    if isinstance(error, RecursionError):
        return t("crash.recursion", lang)
    if isinstance(error, ValueError):
        return _value_crash(str(error), lang)
    return None


def _value_crash(text: str, lang: str) -> str | None:
    if re.search(r"(max|min)\(\) (arg is an empty sequence|iterable argument is empty)", text):
        return t("crash.empty_max", lang)
    if re.search(r"not in list|x not in list", text):
        return t("crash.not_in_list", lang)
    if "invalid literal for int()" in text or "could not convert string to float" in text:
        return t("crash.not_a_number", lang)
    return None


def _attribute(error: AttributeError, lang: str) -> str | None:
    found = re.search(r"'(\w+)' object has no attribute '(\w+)'", str(error))
    if not found:
        return None
    kind, name = found.groups()
    if kind == "NoneType":
        return t("crash.attribute_none", lang, name=name)
    text = t("crash.attribute", lang, name=name, kind=_kind(kind, lang))
    return text + _did_you_mean(getattr(error, "obj", None), name, lang, 0.75)


def _did_you_mean(obj: object, name: str, lang: str, cutoff: float) -> str:
    """« Voulais-tu écrire « .mot » ? » with the word of ``obj`` closest to ``name`` (a
    leading space), or "" when none is close or ``obj`` is unknown."""
    if obj is None:
        return ""
    import difflib

    try:  # dir() of a student's object may fail
        words = [w for w in dir(obj) if not w.startswith("_")]
    except Exception:
        return ""
    close = difflib.get_close_matches(name, words, n=1, cutoff=cutoff)
    return " " + t("crash.did_you_mean", lang, name=close[0]) if close else ""


#: Python's words for a TypeError, and the key that says them (keys written in full).
_TYPE_PATTERNS = {
    "subscript": re.compile(r"'(\w+)' object is not subscriptable"),
    "iterate": re.compile(r"'(\w+)' object is not iterable"),
    "call": re.compile(r"'(\w+)' object is not callable"),
    "len": re.compile(r"object of type '(\w+)' has no len\(\)"),
    "index": re.compile(r"indices must be integers or slices, not (\w+)"),
}
_TYPE_KEYS = {"subscript": "crash.not_subscriptable", "iterate": "crash.not_iterable",
              "call": "crash.not_callable", "len": "crash.no_len", "index": "crash.index_type"}
_ARGUMENTS = re.compile(r"(\w+)\(\) (takes|missing|got)")


def _type_crash(text: str, lang: str) -> str:
    for name, pattern in _TYPE_PATTERNS.items():
        found = pattern.search(text)
        if found:
            return t(_TYPE_KEYS[name], lang, kind=_kind(found.group(1), lang))
    found = _ARGUMENTS.search(text)
    if found:
        return t("crash.arguments", lang, name=found.group(1))
    return t("crash.type", lang)


def _name_in(text: str) -> str | None:
    found = re.search(r"name '(\w+)' is not defined", text)
    return found.group(1) if found else None


def _name_error(name: str | None, namespace: dict[str, object], lang: str) -> str | None:
    if not name:
        return None
    if name in TRUE_FALSE:
        value = TRUE_FALSE[name]
        word = t("common.true" if value else "common.false", lang)
        return t("notebook.slip.true_false", lang, name=name, python=str(value), word=word)
    if name in ANSWER_WORDS:
        return t("notebook.slip.quotes", lang, name=name)
    # The code layer knows the kit's words; the facade registers it (see hooks.py).
    example = hooks.call("code.word_example", name, lang)
    if example is not None:
        return t("notebook.slip.kit_word", lang, name=name, example=example)
    if name in FIRST_CELL_NAMES and name not in namespace:
        # The first cell also chooses the language: until it runs again, the notebook's
        # folder says it (lessons/fr/…); else say it in both.
        session = _session_language(namespace)
        if session is not None:
            return t("notebook.slip.first_cell", session, name=name)
        return " / ".join(t("notebook.slip.first_cell", each, name=name)
                          for each in dict.fromkeys((lang, "fr", "en")))
    if name in ("O", "o"):  # the letter typed for the digit zero
        return t("notebook.slip.letter_o", lang, name=name)
    if name.lower() in NUMBER_WORDS:
        return t("notebook.slip.number_word", lang, name=name, number=NUMBER_WORDS[name.lower()])
    near = _nearest(name, namespace)
    if near is not None:
        return t("notebook.slip.near", lang, name=name, near=near)
    return t("notebook.slip.unknown", lang, name=name)


def _session_language(namespace: dict[str, object]) -> str | None:
    """The language of the notebook this kernel runs, from its path (``__session__``, which
    ipykernel sets from the server's ``JPY_SESSION_NAME``): a ``fr`` or ``en`` folder."""
    session = namespace.get("__session__") or os.environ.get("JPY_SESSION_NAME")
    if not isinstance(session, str):
        return None
    folders = {part.lower() for part in re.split(r"[\\/]", session)[:-1]}
    found = [each for each in ("fr", "en") if each in folders]
    return found[0] if len(found) == 1 else None


def _nearest(name: str, namespace: dict[str, object]) -> str | None:
    """The known word closest to ``name`` (a typo): the cell's variables, the lesson's
    first-cell names, the kit's program words, Python's own few words; or None."""
    import builtins
    import difflib

    if len(name) < 3:  # « O » is not a typo of nombre_de_cartes (nor of « ok »)
        return None
    words = [w for w in namespace if not w.startswith("_") and w.isidentifier()]
    own = difflib.get_close_matches(name, words, n=1, cutoff=0.75)
    if own:  # the student's own variable first (« bset »: best, not set)
        return own[0]
    words += sorted(FIRST_CELL_NAMES) + sorted(ANSWER_WORDS)
    with contextlib.suppress(LookupError):  # the code layer's words (see hooks.py)
        words += hooks.call("code.every_spelling")
    words += [w for w in dir(builtins) if w.islower() and not w.startswith("_")]
    words += ["True", "False", "None"]
    close = difflib.get_close_matches(name, list(dict.fromkeys(words)), n=1, cutoff=0.75)
    return close[0] if close else None


def _type_error(text: str, lang: str, namespace: dict[str, object]) -> str | None:
    if "ellipsis" in text:
        return t("notebook.slip.ellipsis", lang)
    for pattern in _OPERANDS:
        found = pattern.search(text)
        if not found:
            continue
        a, b = found.group("a"), found.group("b")
        kinds = {a, b}
        if "NoneType" in kinds:  # a hidden Skyjo card is None: said in Skyjo's lesson only
            return t("notebook.slip.none_hidden" if "skyjo" in namespace
                     else "notebook.slip.none", lang)
        if kinds & _NUMBERS and "tuple" in kinds:  # 20,3 wrote two numbers, not 20.3
            return t("notebook.slip.tuple_number", lang)
        if kinds & _NUMBERS and "list" in kinds:
            return t("notebook.slip.list_number", lang)
        if kinds & _NUMBERS and "str" in kinds:
            # "abc" + 1 wants text on both sides; 1 + "2", "2" < 3, range("4") want numbers
            key = "notebook.slip.number_for_text" if text.startswith("can only concatenate str") \
                else "notebook.slip.text_for_number"
            return t(key, lang)
    return None


#: Python's own error names, said in words (keys written in full for the catalogue test);
#: the first class in a raised error's ancestry that is listed here names it.
_ERROR_WORDS = {
    "RecursionError": "notebook.crash.kind.recursion",
    "MemoryError": "notebook.crash.kind.memory",
    "OverflowError": "notebook.crash.kind.overflow",
    "ArithmeticError": "notebook.crash.kind.arithmetic",
    "AssertionError": "notebook.crash.kind.assertion",
    "StopIteration": "notebook.crash.kind.stop",
    "ImportError": "notebook.crash.kind.import",
    "UnicodeError": "notebook.crash.kind.unicode",
    "OSError": "notebook.crash.kind.file",
    "ValueError": "notebook.crash.kind.value",
    "TypeError": "notebook.crash.kind.type",
    "LookupError": "notebook.crash.kind.lookup",
    "AttributeError": "notebook.crash.kind.attribute",
    "NameError": "notebook.crash.kind.name",
    "RuntimeError": "notebook.crash.kind.runtime",
}


def _cell_crash(error: BaseException, tb: TracebackType | None,
                namespace: dict[str, object], lang: str) -> Box:
    """Any other error a cell raised, said in words: the student's line and what it
    means, never Python's English. In a function the student wrote (another cell, or
    the starter cell's call of it), said as an exercise says it; in the cell's own code,
    said for a cell."""
    if isinstance(error, KeyboardInterrupt):
        return Box(t("notebook.crash.interrupted", lang), lang, cell_line(tb))
    frame = _student_frame(tb)
    if frame is not None and frame.tb_frame.f_code.co_name != "<module>":
        text = (_unpacking(error, frame, lang) or _comparison(error, lang)
                or _crash(error, lang) or t("crash.unknown", lang))
        code = _line_text(frame)
        key = "crash.at_line_in_code" if code else "crash.at_line_in"
        name = frame.tb_frame.f_code.co_name
        if not name.isidentifier():  # a lambda, a comprehension: the cell's line is enough
            return Box(text, lang, frame.tb_lineno)
        return Box(t(key, lang, line=frame.tb_lineno, code=code, name=name, text=text),
                   lang, None)
    line = frame.tb_lineno if frame is not None else cell_line(tb)
    # the line read (IPython keeps every cell's text): « tu découpes x en 2 morceaux … »
    unpacked = _unpacking(error, frame, lang) if frame is not None and _line_text(frame) \
        else None
    text = unpacked or _cell_words(error, lang) or _unknown_words(error, lang)
    return Box(text, lang, line)


def _cell_words(error: BaseException, lang: str) -> str | None:
    """The usual errors of a cell's own code (no function of the student's around it)."""
    if isinstance(error, AttributeError):
        return _cell_attribute(error, lang)
    if isinstance(error, IndexError):
        found = re.match(r"(\w+) index out of range", str(error))
        return t("notebook.crash.index", lang,
                 kind=_kind(found.group(1) if found else "list", lang))
    if isinstance(error, KeyError):
        key = error.args[0] if error.args else "?"
        shown = str(key)[:40]
        return t("notebook.crash.key", lang, key=shown)
    if isinstance(error, ZeroDivisionError):
        return t("notebook.crash.zero", lang)
    if isinstance(error, FileNotFoundError):
        return t("notebook.crash.file_missing", lang, name=_file_name(error))
    if isinstance(error, FileExistsError):
        return t("notebook.crash.file_exists", lang, name=_file_name(error))
    if isinstance(error, PermissionError | IsADirectoryError):
        return t("notebook.crash.file_denied", lang, name=_file_name(error))
    if isinstance(error, ValueError):
        text = str(error)
        if re.search(r"(max|min)\(\) (arg is an empty sequence|iterable argument is empty)",
                     text):
            return t("notebook.crash.empty_max", lang)
        if "not in list" in text:
            return t("notebook.crash.not_in_list", lang)
        if "invalid literal for int()" in text or "could not convert string to float" in text:
            return t("notebook.crash.not_a_number", lang)
    if isinstance(error, TypeError):
        return _comparison(error, lang) or _cell_type(str(error), lang)
    return None


#: The same TypeErrors as a function's (``_TYPE_PATTERNS``), said of a cell's code.
_CELL_TYPE_KEYS = {"subscript": "notebook.crash.not_subscriptable",
                   "iterate": "notebook.crash.not_iterable",
                   "call": "notebook.crash.not_callable", "len": "notebook.crash.no_len",
                   "index": "crash.index_type"}


def _cell_type(text: str, lang: str) -> str | None:
    for name, pattern in _TYPE_PATTERNS.items():
        found = pattern.search(text)
        if found:
            return t(_CELL_TYPE_KEYS[name], lang, kind=_kind(found.group(1), lang))
    found = _ARGUMENTS.search(text)
    if found:
        return t("crash.arguments", lang, name=found.group(1))
    return None


def _file_name(error: OSError) -> str:
    name = error.filename if isinstance(error.filename, str) else ""
    return os.path.basename(name) or name or "?"


def _cell_attribute(error: AttributeError, lang: str) -> str:
    """``x.nom`` where ``x`` has no ``nom``: the word, what ``x`` is, and the closest word
    it knows (« voulais-tu … ? »); for a lesson, the exercises it has."""
    obj, name = getattr(error, "obj", None), getattr(error, "name", None)
    found = re.search(r"'(\w+)' object has no attribute '(\w+)'", str(error))
    kind = found.group(1) if found else type(obj).__name__
    name = name or (found.group(2) if found else str(error))
    if kind == "NoneType":
        return t("notebook.crash.attribute_none", lang, name=name)
    exercises = getattr(obj, "exercises", None)
    if isinstance(exercises, dict) and exercises and re.fullmatch(r"ex\d+", name):
        return t("notebook.crash.no_exercise", lang, name=name,
                 first=min(exercises, key=_exercise_number),
                 last=max(exercises, key=_exercise_number))
    text = t("notebook.crash.attribute", lang, name=name, kind=_object_kind(obj, kind, lang))
    return text + _did_you_mean(obj, name, lang, 0.7)


#: The kit's objects a student types a dot after, by the package that defines them.
_KIT_KINDS = (("algunokit.exercises", "notebook.crash.kind_exercise"),
              ("algunokit.lessons", "notebook.crash.kind_lesson"),
              ("algunokit.widgets", "notebook.crash.kind_widget"),
              ("algunokit", "notebook.crash.kind_kit"))


def _object_kind(obj: object, kind: str, lang: str) -> str:
    """What ``obj`` is, in words: a kit object by its package (an exercise, the lesson, a
    game on screen …), a plain value by its type."""
    modules = [getattr(cls, "__module__", "") or "" for cls in type(obj).__mro__]
    for package, key in _KIT_KINDS:
        if any(module == package or module.startswith(package + ".") for module in modules):
            return t(key, lang)
    return _kind(kind, lang)


def _exercise_number(name: str) -> int:
    digits = re.sub(r"\D", "", name)
    return int(digits) if digits else 0


def _unknown_words(error: BaseException, lang: str) -> str:
    """An error the kit has no sentence for: its kind in words, what to look at."""
    for cls in type(error).__mro__:
        key = _ERROR_WORDS.get(cls.__name__)
        if key is not None:
            return t("notebook.crash.unknown", lang, kind=t(key, lang))
    return t("notebook.crash.unknown", lang, kind=t("notebook.crash.kind.other", lang))


__all__ = ["ANSWER_WORDS", "FIRST_CELL_NAMES", "Box", "cell_line", "explain", "function_error",
           "sentence", "student_line"]
