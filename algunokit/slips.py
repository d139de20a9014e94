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

Anything else returns ``None`` and keeps Python's usual traceback. Nothing here
imports IPython: :mod:`algunokit.notebook` shows the box in a notebook, and the
exercises add the sentence to their feedback when a student's function fails.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from html import escape
from types import TracebackType

from algunokit import hooks
from algunokit.errors import AlgunokitError, CodeError
from algunokit.i18n import resolve, t

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


def explain(error: BaseException, tb: TracebackType | None = None,
            namespace: dict[str, object] | None = None,
            language: str | None = None) -> Box | None:
    """The short message for ``error``, or ``None`` for Python's usual traceback."""
    lang = resolve(language)
    if isinstance(error, AlgunokitError):
        # A program error names its own line (in the program); others get the cell's.
        line = None if isinstance(error, CodeError) else cell_line(tb)
        return Box(error.message(lang), lang, line)
    line = cell_line(tb)
    if isinstance(error, NameError):
        message = _name_error(getattr(error, "name", None) or _name_in(str(error)),
                              namespace or {}, lang)
    elif isinstance(error, TypeError):
        message = _type_error(str(error), lang)
    else:
        message = None
    return Box(message, lang, line) if message is not None else None


def sentence(error: BaseException, language: str | None = None) -> str | None:
    """Just the explanation of a slip (no line, no box), for an exercise's feedback."""
    if isinstance(error, AlgunokitError):
        return None  # the kit's own errors are reported by whoever caught them
    box = explain(error, None, {"L": None, "ak": None}, language)
    return box.message if box is not None else None


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
        # The first cell also chooses the language: until it runs again, say it in both.
        return " / ".join(t("notebook.slip.first_cell", each, name=name)
                          for each in dict.fromkeys((lang, "fr", "en")))
    return None


def _type_error(text: str, lang: str) -> str | None:
    if "ellipsis" in text:
        return t("notebook.slip.ellipsis", lang)
    for pattern in _OPERANDS:
        found = pattern.search(text)
        if not found:
            continue
        a, b = found.group("a"), found.group("b")
        kinds = {a, b}
        if "NoneType" in kinds:
            return t("notebook.slip.none", lang)
        if kinds & _NUMBERS and "list" in kinds:
            return t("notebook.slip.list_number", lang)
        if kinds & _NUMBERS and "str" in kinds:
            # "abc" + 1 wants text on both sides; 1 + "2", "2" < 3, range("4") want numbers
            key = "notebook.slip.number_for_text" if text.startswith("can only concatenate str") \
                else "notebook.slip.text_for_number"
            return t(key, lang)
    return None


__all__ = ["ANSWER_WORDS", "FIRST_CELL_NAMES", "Box", "cell_line", "explain", "sentence"]
