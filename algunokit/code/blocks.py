"""Alternative -> a tree of Scratch 3 block descriptions (shared by SVG and text).

The program is described once, as data, in the vocabulary of Scratch blocks:
the orange C-block ``si ⟨…⟩ alors / sinon``, green operator booleans, rounded
reporters for the counts, pink "My Blocks" for the actions. Both back ends read
this tree: :mod:`.scratch_svg` draws it, :mod:`.scratchblocks` writes it as
scratchblocks text.

Scratch has no ≤ or ≥ block, so ``a ≤ b`` is built the way a Scratch user has to
build it, as ``non ⟨a > b⟩`` (and ``a ≥ b`` as ``non ⟨a < b⟩``). Odd / even is
``⟨((nombre de cartes) modulo (2)) = (1)⟩`` (``= (0)`` for even).
"""

from __future__ import annotations

from dataclasses import dataclass

from algunokit.alguno.lang import (
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
    Step,
)
from algunokit.alguno.trace import TestTrace
from algunokit.i18n import t

_NEGATED = {Op.LE: ">", Op.GE: "<"}
_OP_SYMBOL = {Op.LT: "<", Op.EQ: "=", Op.GT: ">"}


@dataclass(frozen=True)
class Reporter:
    """A round block: a count (``kind="count"``) or ``(a) modulo (2)`` (``"mod"``)."""

    kind: str
    text: str
    inner: Reporter | None = None
    number: int | None = None


@dataclass(frozen=True)
class Boolean:
    """A hexagonal green block: ``op`` is "=", "<", ">", "and", "or" or "not"."""

    op: str
    word: str
    parts: tuple[Boolean, ...] = ()
    left: Reporter | None = None
    right: int | None = None
    #: the test's value when a trace is shown on a simple test, else None
    value: bool | None = None


@dataclass(frozen=True)
class ActionBlock:
    """A pink custom block: ``words`` around an optional number input."""

    before: str
    number: int | None
    after: str
    path: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class IfBlock:
    """The orange C-block. ``otherwise`` is None for a plain ``si … alors``."""

    words: tuple[str, str, str, str]  # if, then, else, end
    condition: Boolean
    then: tuple[ActionBlock | IfBlock, ...]
    otherwise: tuple[ActionBlock | IfBlock, ...] | None
    path: tuple[tuple[str, int], ...]
    #: the whole condition's value when a trace is shown, else None
    value: bool | None = None


#: Catalogue keys written in full (tests/test_catalogue.py finds every key the code uses).
COUNT_KEYS = {"cards": "code.block.count.cards", "hearts": "code.block.count.hearts",
              "diamonds": "code.block.count.diamonds", "clubs": "code.block.count.clubs",
              "spades": "code.block.count.spades", "red": "code.block.count.red",
              "black": "code.block.count.black"}
_GIVE_KEYS = {"left": "code.block.give.left", "right": "code.block.give.right",
              "choice": "code.block.give.choice"}
_SWAP_KEYS = {"left": "code.block.swap.left", "right": "code.block.swap.right"}
_IF_WORDS = ("code.block.if", "code.block.then", "code.block.else", "code.block.end")


def count_text(quantity: Quantity, language: str | None) -> str:
    name = "cards" if quantity.of is None else quantity.of.value
    return t(COUNT_KEYS[name], language)


def condition_block(cond: Condition, language: str | None,
                    test: TestTrace | None = None) -> Boolean:
    """The boolean block of a condition; ``test`` marks each simple test's value."""
    value = test.value if test is not None else None
    if isinstance(cond, And | Or):
        word = "and" if isinstance(cond, And) else "or"
        parts = test.parts if test is not None else (None, None)
        key = "code.block.and" if isinstance(cond, And) else "code.block.or"
        return Boolean(word, t(key, language),
                       (condition_block(cond.left, language, parts[0]),
                        condition_block(cond.right, language, parts[1])))
    if isinstance(cond, Not):
        inner = test.parts[0] if test is not None else None
        return Boolean("not", t("code.block.not", language),
                       (condition_block(cond.operand, language, inner),))
    count = Reporter("count", count_text(cond.quantity, language))
    if isinstance(cond, Parity):
        modulo = Reporter("mod", t("code.block.mod", language), count, 2)
        return Boolean("=", "=", left=modulo, right=1 if cond.odd else 0, value=value)
    assert isinstance(cond, Compare)
    if cond.op in _NEGATED:
        inner_block = Boolean(_NEGATED[cond.op], _NEGATED[cond.op], left=count, right=cond.value)
        return Boolean("not", t("code.block.not", language), (inner_block,), value=value)
    symbol = _OP_SYMBOL[cond.op]
    return Boolean(symbol, symbol, left=count, right=cond.value, value=value)


def action_block(step: Step, path: tuple[tuple[str, int], ...],
                 language: str | None) -> ActionBlock:
    if isinstance(step, Draw | Discard):
        key = "code.block.draw" if isinstance(step, Draw) else "code.block.discard"
        before, _, after = t(key, language, n="\0").partition("\0")
        return ActionBlock(before.strip(), step.n, after.strip(), path)
    if isinstance(step, Give):
        return ActionBlock(t(_GIVE_KEYS[step.to.value], language), None, "", path)
    return ActionBlock(t(_SWAP_KEYS[step.side.value], language), None, "", path)  # type: ignore[union-attr]


def program_blocks(alt: Alternative, language: str | None = None,
                   tests: dict[tuple[tuple[str, int], ...], TestTrace] | None = None,
                   path: tuple[tuple[str, int], ...] = ()) -> IfBlock:
    """The C-block of ``alt``; ``tests`` (from a trace) marks the tests that ran."""
    test = tests.get(path) if tests is not None else None

    def stack(steps: tuple[Step, ...], branch: str) -> tuple[ActionBlock | IfBlock, ...]:
        out: list[ActionBlock | IfBlock] = []
        for index, step in enumerate(steps):
            here = (*path, (branch, index))
            if isinstance(step, Alternative):
                out.append(program_blocks(step, language, tests, here))
            else:
                out.append(action_block(step, here, language))
        return tuple(out)

    words = tuple(t(key, language) for key in _IF_WORDS)
    return IfBlock(words, condition_block(alt.condition, language, test),  # type: ignore[arg-type]
                   stack(alt.then, "then"),
                   stack(alt.otherwise, "else") if alt.otherwise else None,
                   path, test.value if test is not None else None)


__all__ = ["ActionBlock", "Boolean", "IfBlock", "Reporter", "action_block", "condition_block",
           "count_text", "program_blocks"]
