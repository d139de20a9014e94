"""Student Python -> Alternative, read with :mod:`ast`; nothing is ever run.

>>> alt = from_python('''
... if 2 <= nombre_de_cartes() <= 4 and not est_impair(coeurs()):
...     piocher(1)
... elif 3 > number_of_spades():
...     donner_a_gauche()
...     defausser(2)
... ''')
>>> from algunokit.alguno.notation import format_condition
>>> format_condition(alt.condition)
'cards >= 2 and cards <= 4 and not hearts odd'
>>> print(alt.otherwise[0])
if spades < 3 then give left; discard 2 else nothing

The small language: one ``if`` with ``elif`` / ``else`` and nested ``if``\\ s;
one action per line (``pass`` for nothing); conditions compare a count with a
whole number (``<  <=  ==  >  >=``, ``!=`` meaning ``not ==``, chained
comparisons too), odd / even with ``est_impair(…)`` or ``… % 2 == 1``, joined by
``and`` / ``or`` / ``not``. A count on the right is turned around, so the hand
is always on the left (``3 > coeurs()`` is ``coeurs() < 3``). Words of both
languages are understood. Anything else is a :class:`~algunokit.errors.CodeError`
naming the line, what is wrong and what is allowed, in ``language``.
"""

from __future__ import annotations

import ast
import difflib
import re
import unicodedata
import warnings
from collections.abc import Callable
from dataclasses import replace
from functools import reduce

from algunokit.alguno.lang import (
    MAX_COUNT,
    MAX_LEVELS,
    MAX_TESTS,
    Action,
    Alternative,
    And,
    Compare,
    Condition,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Step,
    condition_size,
)
from algunokit.code.vocabulary import WORDS, Kind, Word, lookup
from algunokit.errors import CodeError
from algunokit.i18n import Language, resolve, t
from algunokit.i18n import language as use_language
from algunokit.syntax_slips import word_slip

_OPS: dict[type[ast.cmpop], Op] = {ast.Lt: Op.LT, ast.LtE: Op.LE, ast.Eq: Op.EQ, ast.Gt: Op.GT,
                                   ast.GtE: Op.GE}
_FLIP = {Op.LT: Op.GT, Op.LE: Op.GE, Op.EQ: Op.EQ, Op.GT: Op.LT, Op.GE: Op.LE}
_OP_TEXT = {ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}
_LOOPS = {ast.While: "while", ast.For: "for", ast.AsyncFor: "async for"}
_ASSIGNS = (ast.Assign, ast.AugAssign, ast.AnnAssign)
_SNIPPET = 40


def from_python(source: str, language: str | None = None) -> Alternative:
    """The :class:`Alternative` a student's program describes (see the module docstring)."""
    lang = resolve(language)
    with use_language(lang):  # errors speak the language asked for
        return _read(source, lang)


def _read(source: str, lang: Language) -> Alternative:
    if not isinstance(source, str):
        raise CodeError("code.error.not_text", found=type(source).__name__)
    if "\0" in source:  # Python's own message would blame a quote
        raise CodeError("code.error.null_byte", line=_line_at(source, source.index("\0")))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # e.g. invalid escapes: the error comes below
            tree = ast.parse(source)
    except SyntaxError as exc:
        line = exc.lineno or _busiest_line(source)
        raise CodeError("code.error.syntax", line=line,
                        hint=_hint(exc, _line_text(source, line))) from None
    except (ValueError, RecursionError, MemoryError):  # absurd nesting
        raise CodeError("code.error.too_complex", line=_busiest_line(source)) from None
    reader = _Reader(source, lang)
    if not tree.body:
        raise CodeError("code.error.empty", line=None, example=reader.example_program())
    for index, stmt in enumerate(tree.body):
        if index == 0 and isinstance(stmt, ast.If):
            continue
        if isinstance(stmt, ast.If | ast.Pass | ast.Expr):
            raise CodeError("code.error.top_level", line=stmt.lineno)
        raise reader.statement_error(stmt)
    first = tree.body[0]
    assert isinstance(first, ast.If)
    return reader.alternative(first, 1)


def _line_at(source: str, index: int) -> int:
    return source.count("\n", 0, index) + 1


def _line_text(source: str, line: int) -> str:
    lines = source.splitlines()
    return lines[line - 1] if 1 <= line <= len(lines) else ""


def _busiest_line(source: str) -> int:
    """The line a too-complex program is hardest on: the deepest brackets, else the most
    words (Python's parser gives up there without saying where)."""
    depth, deepest, deepest_line = 0, 0, 1
    for index, char in enumerate(source):
        if char in "([{":
            depth += 1
            if depth > deepest:
                deepest, deepest_line = depth, _line_at(source, index)
        elif char in ")]}":
            depth = max(0, depth - 1)
    if deepest > 1:
        return deepest_line
    lines = source.splitlines() or [""]
    return max(range(len(lines)), key=lambda i: len(lines[i].split())) + 1


#: Words and signs of other languages for and / or / not (French, C, Scratch …).
_LOGIC_WORDS = {"et": "and", "ou": "or", "non": "not", "&&": "and", "||": "or", "!": "not",
                "&": "and", "|": "or", "~": "not"}
_LOGIC_TOKEN = re.compile(r"&&|\|\||!(?!=)|\b(?:et|ou|non)\b", re.IGNORECASE)


def _logic_slip(text: str) -> str | None:
    """``and`` / ``or`` / ``not`` if ``text`` spells one the French or C way outside quotes."""
    code = re.sub(r"(['\"]).*?\1", "", text.split("#")[0])
    found = _LOGIC_TOKEN.search(code)
    return _LOGIC_WORDS[found.group(0).lower()] if found else None


def _hint(exc: SyntaxError, text: str) -> Callable[[str], str]:
    msg = (exc.msg or "").lower()
    logic = _logic_slip(text)
    if logic is not None:
        return lambda lang: t("code.hint.logic", lang, word=logic)
    said = word_slip(text) if not isinstance(exc, IndentationError) else None
    if said is not None:  # ``si … :``, ``sinon:``, ``=>``: the line as it is said in French
        key, params = said
        return lambda lang: t(key, lang, **params)
    if isinstance(exc, IndentationError):
        key = "code.hint.indent"
    elif "expected ':'" in msg:
        key = "code.hint.colon"
    elif "'=='" in msg or "cannot assign" in msg:
        key = "code.hint.equals"
    elif any(w in msg for w in ("never closed", "unmatched", "does not match", "parenthes")):
        key = "code.hint.brackets"
    elif "unterminated string" in msg or "quote" in msg:
        key = "code.hint.quote"
    else:
        key = "code.hint.generic"
    return lambda lang: t(key, lang)


def _fold(name: str) -> str:
    """Lower case, accents and œ removed: 'Défausser' -> 'defausser'."""
    name = name.lower().replace("œ", "oe")
    return "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))


def _suggest(name: str, words: tuple[Word, ...]) -> Callable[[str], str]:
    """' Did you mean …?' with the closest word, spelt in the student's language, or nothing.

    Both languages' spellings are matched (a typo may be close to either), but the word
    suggested is always the one of the language the student reads.
    """
    if name in ("O", "o"):  # the letter O typed for the digit zero, not a short word
        return lambda language: t("code.suggestion_zero", language, name=name)
    by_spelling = {s: w for w in words for s in w.spellings}
    folded = _fold(name)
    best = folded if folded in by_spelling else None
    if best is None:
        close = difflib.get_close_matches(folded, list(by_spelling), n=1, cutoff=0.6)
        if not close:
            # a word cut short (« coeur »), never one letter found inside a long word
            close = [s for s in by_spelling if len(folded) >= 3 and folded in s][:1]
        best = close[0] if close else None
    if best is None:
        return lambda _lang: ""
    word = by_spelling[best]
    return lambda language: t("code.suggestion", language, name=word.name(language))


_ACTIONS = tuple(w for w in WORDS if w.kind in (Kind.NUMBERED, Kind.ACTION))
_TESTS = tuple(w for w in WORDS if w.kind in (Kind.COUNT, Kind.PARITY))


class _Reader:
    """Turns the checked syntax tree into the kit's language, one node kind at a time."""

    def __init__(self, source: str, lang: Language) -> None:
        self.source = source
        self.lang = lang

    # --- examples in the student's language, built from the vocabulary -----------
    def name_of(self, word: str) -> str:
        found = lookup(word)
        assert found is not None
        return found.name(self.lang)

    def example_action(self) -> str:
        return f"{self.name_of('draw')}(2)"

    def example_test(self) -> str:
        return f"{self.name_of('hearts')}() == 3"

    def example_program(self) -> str:
        return f"if {self.example_test()}: {self.example_action()}"

    def snippet(self, node: ast.AST) -> str:
        text = ast.get_source_segment(self.source, node) or ast.unparse(node)
        text = " ".join(text.split())
        return text if len(text) <= _SNIPPET else text[:_SNIPPET - 1] + "…"

    # --- statements --------------------------------------------------------------
    def alternative(self, node: ast.If, level: int) -> Alternative:
        if level > MAX_LEVELS:  # each elif is one more level inside the else
            raise CodeError("code.error.too_deep", line=node.lineno, max=MAX_LEVELS)
        condition = self.whole_condition(node.test)
        return Alternative(condition, self.steps(node.body, level),
                           self.steps(node.orelse, level))

    def steps(self, body: list[ast.stmt], level: int) -> tuple[Step, ...]:
        steps: list[Step] = []
        for stmt in body:
            if isinstance(stmt, ast.Pass):
                continue
            if isinstance(stmt, ast.If):
                steps.append(self.alternative(stmt, level + 1))
            elif isinstance(stmt, ast.Expr):
                steps.append(self.action(stmt.value))
            else:
                raise self.statement_error(stmt)
        return tuple(steps)

    def statement_error(self, stmt: ast.stmt) -> CodeError:
        line = stmt.lineno
        for kind, keyword in _LOOPS.items():
            if isinstance(stmt, kind):
                return CodeError("code.error.loop", line=line, keyword=keyword)
        if isinstance(stmt, _ASSIGNS):
            return CodeError("code.error.assign", line=line)
        what = self.snippet(stmt).split("(")[0].split(":")[0]
        return CodeError("code.error.statement", line=line, what=what,
                         examples=f"{self.example_action()}, pass")

    def action(self, node: ast.expr) -> Action:
        line = node.lineno
        if isinstance(node, ast.Constant) and isinstance(node.value, str | bytes):
            raise CodeError("code.error.string", line=line, what=self.snippet(node),
                            example=self.example_action())
        if isinstance(node, ast.Name):
            word = self.known(node.id, line, _ACTIONS)
            if word.kind in (Kind.COUNT, Kind.PARITY):
                raise self.count_statement(word, line)
            raise self.needs_call(word, line)
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            raise CodeError("code.error.statement", line=line, what=self.snippet(node),
                            examples=f"{self.example_action()}, pass")
        word = self.known(node.func.id, line, _ACTIONS)
        if word.kind in (Kind.COUNT, Kind.PARITY):
            raise self.count_statement(word, line)
        if word.kind is Kind.ACTION:
            self.check_arguments(node, word, 0)
            return word.meaning  # type: ignore[return-value]
        self.check_arguments(node, word, 1)
        arg = node.args[0]
        value = arg.value if isinstance(arg, ast.Constant) else None
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_COUNT:
            raise self.arguments_error(word, line)
        return word.meaning(value)  # type: ignore[operator,no-any-return]

    def count_statement(self, word: Word, line: int) -> CodeError:
        return CodeError("code.error.count_statement", line=line, name=word.name(self.lang),
                         example=self.example_test())

    def needs_call(self, word: Word, line: int) -> CodeError:
        return CodeError("code.error.needs_call", line=line, name=word.name(self.lang),
                         example=self.call_example(word))

    def call_example(self, word: Word) -> str:
        name = word.name(self.lang)
        if word.kind is Kind.NUMBERED:
            return f"{name}(2)"
        if word.kind is Kind.PARITY:
            return f"{name}({self.name_of('cards')}())"
        return f"{name}()"

    def check_arguments(self, node: ast.Call, word: Word, n_args: int) -> None:
        if node.keywords or len(node.args) != n_args or any(
                isinstance(a, ast.Starred) for a in node.args):
            raise self.arguments_error(word, node.lineno)

    def arguments_error(self, word: Word, line: int) -> CodeError:
        expected = {Kind.NUMBERED: "code.expect.number", Kind.PARITY: "code.expect.count"}.get(
            word.kind, "code.expect.nothing")
        return CodeError("code.error.arguments", line=line, name=word.name(self.lang),
                         expected=lambda lang: t(expected, lang, max=MAX_COUNT),
                         example=self.call_example(word))

    def known(self, name: str, line: int, allowed: tuple[Word, ...]) -> Word:
        word = lookup(name)
        if word is None and _fold(name) in _LOGIC_WORDS:  # non(…), et, ou used as names
            raise CodeError("code.error.logic_word", line=line, name=name,
                            word=_LOGIC_WORDS[_fold(name)])
        if word is None:
            raise CodeError("code.error.unknown_name", line=line, name=name,
                            suggestion=_suggest(name, WORDS),
                            allowed=lambda lang: ", ".join(
                                _Reader(self.source, lang).call_example(w) for w in allowed))
        # Messages about this word then use the student's own spelling of it.
        return replace(word, fr=name, en=name)

    # --- conditions --------------------------------------------------------------
    def whole_condition(self, node: ast.expr) -> Condition:
        """The condition of one ``if``, refused (naming its line) past the kit's sizes."""
        condition = self.condition(node, 1)
        tests, depth = condition_size(condition)
        if tests > MAX_TESTS or depth > 2 * MAX_TESTS:
            raise CodeError("code.error.too_long", line=node.lineno, max=MAX_TESTS)
        return condition

    def condition(self, node: ast.expr, depth: int) -> Condition:
        line = node.lineno
        too_long = CodeError("code.error.too_long", line=line, max=MAX_TESTS)
        if depth > MAX_TESTS:  # brackets or not's stacked deeper than any test needs
            raise too_long
        if isinstance(node, ast.BoolOp):
            if len(node.values) > MAX_TESTS:
                raise too_long
            join = And if isinstance(node.op, ast.And) else Or
            parts = [self.condition(v, depth + 1) for v in node.values]
            return reduce(join, parts)  # type: ignore[arg-type]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return Not(self.condition(node.operand, depth + 1))
        if isinstance(node, ast.UnaryOp | ast.BinOp) and type(
                getattr(node, "op", None)) in _BIT_LOGIC:
            raise CodeError("code.error.logic_word", line=line, name=_BIT_LOGIC[type(node.op)],
                            word=_LOGIC_WORDS[_BIT_LOGIC[type(node.op)]])
        if isinstance(node, ast.Compare):
            if len(node.ops) > MAX_TESTS:
                raise too_long
            operands = [node.left, *node.comparators]
            tests = [self.comparison(op, a, b)
                     for op, a, b in zip(node.ops, operands[:-1], operands[1:], strict=True)]
            return reduce(And, tests)  # type: ignore[arg-type]
        if isinstance(node, ast.Call | ast.Name):
            name = node.func.id if isinstance(node, ast.Call) and isinstance(
                node.func, ast.Name) else node.id if isinstance(node, ast.Name) else None
            if name is not None:
                word = self.known(name, line, _TESTS)
                if word.kind is Kind.PARITY:
                    if isinstance(node, ast.Name):
                        raise self.needs_call(word, line)
                    return self.parity(node, word)  # type: ignore[arg-type]
                if word.kind is Kind.COUNT:
                    raise CodeError("code.error.count_alone", line=line,
                                    name=word.name(self.lang), example=self.example_test())
                raise CodeError("code.error.action_in_condition", line=line,
                                name=word.name(self.lang))
        if isinstance(node, ast.Constant) and isinstance(node.value, str | bytes):
            raise CodeError("code.error.string", line=line, what=self.snippet(node),
                            example=self.example_test())
        raise CodeError("code.error.condition", line=line, what=self.snippet(node),
                        example=self.example_test())

    def parity(self, node: ast.Call, word: Word) -> Parity:
        self.check_arguments(node, word, 1)
        quantity = self.operand(node.args[0])
        if not isinstance(quantity, Quantity):
            raise self.arguments_error(word, node.lineno)
        return Parity(quantity, bool(word.meaning))

    def comparison(self, op: ast.cmpop, left: ast.expr, right: ast.expr) -> Condition:
        line = left.lineno
        if type(op) in _OP_TEXT:
            raise CodeError("code.error.operator", line=line, op=_OP_TEXT[type(op)])
        if _is_modulo(left) or _is_modulo(right):
            return self.modulo(op, left, right)
        a, b = self.operand(left), self.operand(right)
        if isinstance(a, Quantity) == isinstance(b, Quantity):
            raise CodeError("code.error.compare_sides", line=line, example=self.example_test())
        if isinstance(a, int):  # the count is on the right: turn the test around
            a, b = b, a
            flip = True
        else:
            flip = False
        assert isinstance(a, Quantity) and isinstance(b, int)
        if isinstance(op, ast.NotEq):
            return Not(Compare(a, Op.EQ, b))
        compare_op = _OPS[type(op)]
        return Compare(a, _FLIP[compare_op] if flip else compare_op, b)

    def modulo(self, op: ast.cmpop, left: ast.expr, right: ast.expr) -> Condition:
        mod, other = (left, right) if _is_modulo(left) else (right, left)
        error = CodeError("code.error.modulo", line=left.lineno,
                          example=f"{self.name_of('cards')}() % 2 == 1")
        assert isinstance(mod, ast.BinOp)
        two = mod.right
        if not (isinstance(op, ast.Eq | ast.NotEq) and isinstance(two, ast.Constant)
                and two.value == 2 and not isinstance(two.value, bool)
                and isinstance(other, ast.Constant) and not isinstance(other.value, bool)
                and other.value in (0, 1) and isinstance(other.value, int)):
            raise error
        quantity = self.operand(mod.left)
        if not isinstance(quantity, Quantity):
            raise error
        odd = (other.value == 1) == isinstance(op, ast.Eq)
        return Parity(quantity, odd)

    def operand(self, node: ast.expr) -> Quantity | int:
        """A count (as its :class:`Quantity`) or a whole number ≥ 0."""
        line = node.lineno
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                return value
            if isinstance(value, str | bytes):
                raise CodeError("code.error.string", line=line, what=self.snippet(node),
                                example=self.example_test())
            raise CodeError("code.error.number", line=line, value=self.snippet(node))
        if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant):
            raise CodeError("code.error.number", line=line, value=self.snippet(node))
        name_node = node.func if isinstance(node, ast.Call) else node
        if isinstance(name_node, ast.Name):
            word = self.known(name_node.id, line, _TESTS)
            if word.kind is Kind.COUNT:
                if not isinstance(node, ast.Call):
                    raise self.needs_call(word, line)
                self.check_arguments(node, word, 0)
                return word.meaning  # type: ignore[return-value]
            if word.kind is Kind.PARITY:
                raise CodeError("code.error.condition", line=line, what=self.snippet(node),
                                example=self.example_test())
            raise CodeError("code.error.action_in_condition", line=line,
                            name=word.name(self.lang))
        if isinstance(node, ast.BinOp) and type(node.op) in _BIT_LOGIC:  # a == 1 & b == 2
            sign = _BIT_LOGIC[type(node.op)]
            raise CodeError("code.error.logic_word", line=line, name=sign,
                            word=_LOGIC_WORDS[sign])
        raise CodeError("code.error.condition", line=line, what=self.snippet(node),
                        example=self.example_test())


_BIT_LOGIC: dict[type, str] = {ast.BitAnd: "&", ast.BitOr: "|", ast.Invert: "~"}


def _is_modulo(node: ast.expr) -> bool:
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod)


__all__ = ["from_python"]
