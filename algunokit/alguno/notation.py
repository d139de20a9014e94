"""A compact text form of conditions and actions, for card-set files and saves.

Teachers write their own card sets with it (English or French words)::

    hearts = 3            cœurs = 3
    diamonds <= 3         carreaux ≤ 3
    cards odd             cartes impair
    hearts = 4 or spades <= 2
    draw 2 · discard 1 · give left · give choice · swap right
    piocher 2 · défausser 1 · donner gauche · donner choix · échanger droite

Quantities: cards, hearts, diamonds, clubs, spades, red, black. Comparisons:
``<  <=  =  >  >=`` (also ``≤ ≥ ==``). Connectors: and / or / not (et / ou / non,
&& / || / !) and parentheses; at most ``MAX_TESTS`` tests, and as many brackets
or nots deep. ``format_condition`` writes the canonical English form, which
``parse_condition`` reads back to the same value.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from algunokit.alguno.lang import (
    MAX_TESTS,
    Action,
    Alternative,
    And,
    Compare,
    Condition,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Step,
    Swap,
    Target,
)
from algunokit.cards import Colour, Suit
from algunokit.errors import DeckFileError


def _fold(word: str) -> str:
    """Lower case without accents, so 'Trèfles' and 'trefles' read the same."""
    word = word.lower().replace("œ", "oe")
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


_QUANTITIES: dict[str, Quantity] = {}
for _words, _of in [
    (("cards", "card", "cartes", "carte"), None),
    (("hearts", "heart", "coeurs", "coeur"), Suit.HEARTS),
    (("diamonds", "diamond", "carreaux", "carreau"), Suit.DIAMONDS),
    (("clubs", "club", "trefles", "trefle"), Suit.CLUBS),
    (("spades", "spade", "piques", "pique"), Suit.SPADES),
    (("red", "rouges", "rouge"), Colour.RED),
    (("black", "noires", "noire", "noirs", "noir"), Colour.BLACK),
]:
    for _w in _words:
        _QUANTITIES[_w] = Quantity(_of)

_OPS = {"<": Op.LT, "<=": Op.LE, "≤": Op.LE, "=": Op.EQ, "==": Op.EQ, ">": Op.GT,
        ">=": Op.GE, "≥": Op.GE}
_ODD = {"odd", "impair", "impaire"}
_EVEN = {"even", "pair", "paire"}
_AND = {"and", "et", "&&"}
_OR = {"or", "ou", "||"}
_NOT = {"not", "non", "!"}

_TOKEN = re.compile(r"\s*(<=|>=|==|&&|\|\||[<>=≤≥()!]|\d+|[^\W\d_]+)", re.UNICODE)

_QTY_NAME = {None: "cards", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
             Suit.CLUBS: "clubs", Suit.SPADES: "spades", Colour.RED: "red",
             Colour.BLACK: "black"}
_OP_TEXT = {Op.LT: "<", Op.LE: "<=", Op.EQ: "=", Op.GT: ">", Op.GE: ">="}


def _error(text: str, detail: str) -> DeckFileError:
    shown = text if len(text) <= 80 else text[:79] + "…"  # a huge text stays readable
    return DeckFileError("alguno.error.notation", text=shown, detail=detail)


def _tokens(text: str) -> list[str]:
    tokens, pos = [], 0
    stripped = text.rstrip()
    while pos < len(stripped):
        match = _TOKEN.match(stripped, pos)
        if not match:
            raise _error(text, stripped[pos:].strip()[:12])
        tokens.append(match.group(1))
        pos = match.end()
    return tokens


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        self.pos = 0
        self.depth = 0  # brackets and not's open: bounded, so the kit can use what it reads
        self.tests = 0

    def peek(self) -> str | None:
        return _fold(self.tokens[self.pos]) if self.pos < len(self.tokens) else None

    def take(self) -> str:
        token = self.peek()
        if token is None:
            raise _error(self.text, "…")
        self.pos += 1
        return token

    def condition(self) -> Condition:
        cond = self.conjunction()
        while self.peek() in _OR:
            self.take()
            cond = Or(cond, self.conjunction())
        return cond

    def conjunction(self) -> Condition:
        cond = self.negation()
        while self.peek() in _AND:
            self.take()
            cond = And(cond, self.negation())
        return cond

    def deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_TESTS:
            raise _error(self.text, f"> {MAX_TESTS} ( / not")

    def negation(self) -> Condition:
        if self.peek() in _NOT:
            self.take()
            self.deeper()
            operand = self.negation()
            self.depth -= 1
            return Not(operand)
        return self.atom()

    def atom(self) -> Condition:
        token = self.take()
        if token == "(":
            self.deeper()
            cond = self.condition()
            if self.take() != ")":
                raise _error(self.text, ")")
            self.depth -= 1
            return cond
        self.tests += 1
        if self.tests > MAX_TESTS:
            raise _error(self.text, f"> {MAX_TESTS} tests")
        if token in _ODD or token in _EVEN:
            return Parity(Quantity(), token in _ODD)
        quantity = _QUANTITIES.get(token)
        if quantity is None:
            raise _error(self.text, token)
        nxt = self.take()
        if nxt in _ODD or nxt in _EVEN:
            return Parity(quantity, nxt in _ODD)
        if nxt not in _OPS:
            raise _error(self.text, nxt)
        number = self.take()
        if not _is_count(number):
            raise _error(self.text, number)
        return Compare(quantity, _OPS[nxt], int(number))


def _is_count(word: str | None) -> bool:
    """A whole number written with the digits 0-9, short enough to be a count of cards
    (``isdigit`` accepts « ² », which ``int`` refuses)."""
    return word is not None and word.isascii() and word.isdecimal() and len(word) <= 6


def parse_condition(text: str) -> Condition:
    """Read a condition written in the notation; :class:`DeckFileError` if it is not one."""
    if not isinstance(text, str) or not text.strip():
        raise _error(str(text), "∅")
    parser = _Parser(text)
    cond = parser.condition()
    if parser.peek() is not None:
        raise _error(text, parser.tokens[parser.pos])
    return cond


_DRAW = {"draw", "piocher", "pioche"}
_DISCARD = {"discard", "defausser", "defausse"}
_GIVE = {"give", "donner", "donne"}
_SWAP = {"swap", "echanger", "echange"}
_SIDES = {"left": "left", "gauche": "left", "right": "right", "droite": "right",
          "choice": "choice", "choix": "choice"}


def parse_action(text: str) -> Action:
    """Read an action: 'draw 2', 'discard 1', 'give left|right|choice', 'swap left|right'."""
    if not isinstance(text, str):
        raise _error(str(text), "∅")
    words = [_fold(w) for w in text.split()]
    if len(words) != 2:
        raise _error(text, " ".join(words) or "∅")
    verb, arg = words
    try:
        if verb in _DRAW | _DISCARD:
            if not _is_count(arg):
                raise _error(text, arg)
            return (Draw if verb in _DRAW else Discard)(int(arg))
        if verb in _GIVE and arg in _SIDES:
            return Give(Target(_SIDES[arg]))
        if verb in _SWAP and _SIDES.get(arg) in ("left", "right"):
            return Swap(Side(_SIDES[arg]))
    except ValueError as exc:
        raise _error(text, str(exc)) from None
    raise _error(text, verb if verb not in _DRAW | _DISCARD | _GIVE | _SWAP else arg)


def format_condition(cond: Condition) -> str:
    """The canonical English notation of a condition."""
    if isinstance(cond, Compare):
        return f"{_QTY_NAME[cond.quantity.of]} {_OP_TEXT[cond.op]} {cond.value}"
    if isinstance(cond, Parity):
        return f"{_QTY_NAME[cond.quantity.of]} {'odd' if cond.odd else 'even'}"
    if isinstance(cond, Not):
        inner = format_condition(cond.operand)
        return f"not {inner}" if isinstance(cond.operand, Compare | Parity | Not) \
            else f"not ({inner})"
    word = "and" if isinstance(cond, And) else "or"
    left, right = format_condition(cond.left), format_condition(cond.right)
    if isinstance(cond.left, And | Or) and type(cond.left) is not type(cond):
        left = f"({left})"
    if isinstance(cond.right, And | Or):
        right = f"({right})"
    return f"{left} {word} {right}"


def format_action(action: Action) -> str:
    """The canonical English notation of an action."""
    if isinstance(action, Draw):
        return f"draw {action.n}"
    if isinstance(action, Discard):
        return f"discard {action.n}"
    if isinstance(action, Give):
        return f"give {action.to.value}"
    return f"swap {action.side.value}"


def format_alternative(alt: Alternative) -> str:
    """One line: 'if hearts = 3 then draw 1 else discard 2' (nested ifs in brackets)."""

    def steps(branch: tuple[Step, ...]) -> str:
        parts = [f"[{format_alternative(s)}]" if isinstance(s, Alternative) else format_action(s)
                 for s in branch]
        return "; ".join(parts) or "nothing"

    return (f"if {format_condition(alt.condition)} then {steps(alt.then)} "
            f"else {steps(alt.otherwise)}")


def step_to_data(step: Step) -> Any:
    """JSON-ready form of a step (actions as notation, alternatives as a dict)."""
    if isinstance(step, Alternative):
        return {"if": format_condition(step.condition),
                "then": [step_to_data(s) for s in step.then],
                "else": [step_to_data(s) for s in step.otherwise]}
    return format_action(step)


def step_from_data(data: Any) -> Step:
    """Inverse of :func:`step_to_data`."""
    if isinstance(data, dict):
        return Alternative(parse_condition(data["if"]),
                           tuple(step_from_data(s) for s in data["then"]),
                           tuple(step_from_data(s) for s in data["else"]))
    return parse_action(data)
