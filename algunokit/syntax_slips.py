"""A cell that Python cannot read, said in one short sentence in the lesson's language.

A ``SyntaxError`` in a cell is raised before anything runs, while IPython compiles
the cell; :mod:`algunokit.notebook` hands it here (``set_custom_exc`` also covers that
step). :func:`explain_syntax` reads the error's own fields (line, column, the line's
text), never runs the student's code, and names the slips a 12-15-year-old makes:

- a block not indented after a line ending with ``:`` (which line, what to indent),
  a line indented for no reason, a line that lines up with nothing above;
- a quote opened and never closed (``reponse = "faux``);
- a number with letters stuck to it (``reponse = 4e``, ``12cartes``);
- a French decimal comma where Python wants a point (``0,05``);
- typographic quotes (« “faux” ») and maths signs (×, ÷, ≤) Python does not read;
- a bracket never closed, a ``:`` missing, ``=`` where ``==`` compares;
- a line written as it is said in French (:func:`word_slip`): ``si … :``, ``sinon:``,
  ``=>`` for ``>=``, ``reponse = 6 cartes`` (the number alone).

Any other syntax error still gets a short sentence (what to look at), never Python's
English. A syntax error from a module on disk (not a cell) returns ``None``.
"""

from __future__ import annotations

import keyword
import os
import re

from algunokit.i18n import resolve, t
from algunokit.slips import Box

_EXPECTED_BLOCK = re.compile(r"expected an indented block after .* on line (\d+)")
_NUMBER_WITH_LETTERS = re.compile(r"(?<![\w.])(\d[\d_]*(?:\.\d*)?)([A-Za-z_]\w*)")
_COMMA_DECIMAL = re.compile(r"(?<![\w.])(\d+),(\d+)(?![\w.])")
TRIPLE = '"""'
#: Quotes a keyboard or a word processor types that Python does not read as quotes.
_QUOTES = frozenset("“”„‘’«»‹›")
#: The signs of a maths lesson, and how Python writes them.
_SIGNS = {"×": "*", "÷": "/", "≤": "<=", "≥": ">=", "≠": "!=", "−": "-"}
_CLOSERS = {"(": ")", "[": "]", "{": "}"}


#: French words for Python's keywords, at the start of a line, and Python's spelling.
_FRENCH_KEYWORDS = (
    (re.compile(r"^\s*(sinon\s+si)\b", re.IGNORECASE), "elif"),
    (re.compile(r"^\s*(sinon)\s*:?\s*$", re.IGNORECASE), "else"),
    (re.compile(r"^\s*(si)\s+\S.*(?::|\balors)\s*$", re.IGNORECASE), "if"),
    (re.compile(r"^\s*(tant\s+que)\s+\S", re.IGNORECASE), "while"),
    (re.compile(r"^\s*(pour)\s+\w+\s+(?:in|dans)\b", re.IGNORECASE), "for"),
    (re.compile(r"^\s*(fonction|définir|definir)\s+\w+\s*\(", re.IGNORECASE), "def"),
)
#: Comparison signs written the wrong way round, and Python's spelling.
_REVERSED = {"=>": ">=", "=<": "<=", "=!": "!="}
_REVERSED_SIGN = re.compile(r"=>|=<|=!")
#: ``reponse = 6 cartes``: a number, then words (the unit said aloud).
_NUMBER_THEN_WORDS = re.compile(
    r"^\s*(\w+)\s*=\s*(-?\d+(?:[.,]\d+)?)\s+([^\W\d]\w*(?:\s+\w+)*)\s*$")


def word_slip(text: str) -> tuple[str, dict[str, str]] | None:
    """A line written as it is said in French, which Python cannot read: a French keyword
    (``si … :``, ``sinon:``), a sign written backwards (``=>``), a number with its unit
    (``reponse = 6 cartes``). Returns a catalogue key and its parameters, or None.

    >>> word_slip("sinon:")
    ('notebook.slip.french_keyword', {'typed': 'sinon', 'python': 'else'})
    >>> word_slip("if n => 3:")
    ('notebook.slip.reversed_sign', {'typed': '=>', 'python': '>=', 'first': '>'})
    """
    code = re.sub(r"(['\"]).*?\1", "", text.split("#")[0])  # quotes and comments aside
    for pattern, python in _FRENCH_KEYWORDS:
        found = pattern.search(code)
        if found:
            return "notebook.slip.french_keyword", {"typed": found.group(1), "python": python}
    sign = _REVERSED_SIGN.search(code)
    if sign:
        python = _REVERSED[sign.group(0)]
        return "notebook.slip.reversed_sign", {"typed": sign.group(0), "python": python,
                                               "first": python[0]}
    number = _NUMBER_THEN_WORDS.match(code)
    if number and not keyword.iskeyword(number.group(3).split()[0]):
        return "notebook.slip.number_unit", {"name": number.group(1),
                                             "number": number.group(2).replace(",", "."),
                                             "words": number.group(3)}
    return None


def is_cell_error(error: SyntaxError) -> bool:
    """True when ``error`` comes from reading a notebook cell (its file is no file)."""
    name = error.filename or ""
    return not name or name.startswith("<") or not os.path.isfile(name)


def explain_syntax(error: SyntaxError, language: str | None = None) -> Box | None:
    """The short box for a cell that does not read, or ``None`` for a module's error.

    >>> try:
    ...     compile('reponse = "faux', "<cell>", "exec")
    ... except SyntaxError as error:
    ...     print(explain_syntax(error, "en").message)
    The quote " opened before 'faux' is never closed: add " at the end, "faux".
    """
    if not is_cell_error(error):
        return None
    lang = resolve(language)
    return Box(_message(error, lang), lang, error.lineno or None)


def _message(error: SyntaxError, lang: str) -> str:
    msg = error.msg or ""
    text = (error.text or "").rstrip("\n")
    line = error.lineno or 0
    code = text.strip()
    if isinstance(error, IndentationError):
        return _indentation(msg, code, line, lang)
    said = word_slip(text)
    if said is not None:
        key, params = said
        return t(key, lang, **params)
    if msg.startswith("unterminated") or "EOL while scanning" in msg:
        return _quote(text, error.offset, lang)
    if msg.startswith("leading zeros") or "decimal literal" in msg:
        comma = _COMMA_DECIMAL.search(text)
        if comma:
            return t("notebook.slip.comma_decimal", lang, written=comma.group(0),
                     number=f"{comma.group(1)}.{comma.group(2)}")
    if "literal" in msg:
        stuck = _stuck_number(text, error.offset)
        if stuck is not None:
            return t("notebook.slip.number_letters", lang, written="".join(stuck),
                     number=stuck[0])
    if msg.startswith("invalid character"):
        typed = msg.split("'")[1] if msg.count("'") >= 2 else ""
        if typed in _QUOTES:
            return t("notebook.slip.typographic_quote", lang, typed=typed)
        if typed in _SIGNS:
            return t("notebook.slip.math_sign", lang, typed=typed, python=_SIGNS[typed])
    if msg.endswith("was never closed") or msg.startswith("incomplete input"):
        opened = msg[1] if msg.endswith("was never closed") else "("
        return t("notebook.slip.bracket", lang, opened=opened, closed=_CLOSERS.get(opened, ")"))
    if msg == "expected ':'":
        return t("notebook.slip.colon", lang, code=code)
    if "instead of '='" in msg:
        return t("notebook.slip.equals", lang)
    return t("notebook.slip.syntax", lang)


def _indentation(msg: str, code: str, line: int, lang: str) -> str:
    found = _EXPECTED_BLOCK.search(msg)
    if found:
        opener = int(found.group(1))
        if opener == line:  # the cell ends on the line with ":": its block is missing
            return t("notebook.slip.block_missing", lang)
        return t("notebook.slip.indent_missing", lang, code=code, opener=opener, line=line)
    if msg.startswith("unexpected indent"):
        return t("notebook.slip.indent_extra", lang, code=code)
    return t("notebook.slip.indent_mismatch", lang, code=code)


def _quote(text: str, offset: int | None, lang: str) -> str:
    start = max((offset or 1) - 1, 0)
    triple = text[start:start + 3]
    quote = triple if triple in (TRIPLE, TRIPLE.replace('"', "'")) else text[start:start + 1]
    if quote not in ('"', "'", '"""', "'''"):
        quote = next((c for c in text if c in "\"'"), '"')
    rest = text[start + len(quote):].strip() or "…"
    return t("notebook.slip.quote", lang, quote=quote, text=rest, fixed=f"{quote}{rest}{quote}")


def _stuck_number(text: str, offset: int | None) -> tuple[str, str] | None:
    """The number and the letters stuck to it (``("4", "e")``), nearest the error's column."""
    found = list(_NUMBER_WITH_LETTERS.finditer(text))
    if not found:
        return None
    column = (offset or 1) - 1
    best = min(found, key=lambda m: 0 if m.start() <= column < m.end() else
               min(abs(column - m.start()), abs(column - m.end())))
    return best.group(1), best.group(2)


__all__ = ["explain_syntax", "is_cell_error", "word_slip"]
