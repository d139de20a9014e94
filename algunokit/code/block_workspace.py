"""Alternative <-> the block editor's workspace (Blockly's JSON), and its palette.

The block editor (:mod:`algunokit.widgets.block_editor`) draws Scratch 3 blocks with
scratch-blocks; what it holds travels as Blockly's JSON serialisation::

    {"blocks": {"languageVersion": 0, "blocks": [
        {"type": "algunokit_if_else", "x": 16, "y": 16, "inputs": {
            "CONDITION": {"block": {"type": "algunokit_equals", "inputs": {
                "OPERAND1": {"block": {"type": "algunokit_count_hearts"}},
                "OPERAND2": {"shadow": {"type": "text", "fields": {"TEXT": "1"}}}}}},
            "SUBSTACK": {"block": {"type": "algunokit_discard", "inputs": {
                "N": {"shadow": {"type": "math_whole_number", "fields": {"NUM": 2}}}}}},
            "SUBSTACK2": {"block": {"type": "algunokit_draw", ...}}}}]}}

Everything here is plain data and pure functions, tested without a browser:

- :func:`to_workspace` draws an alternative as blocks (≤ as « non > », ≥ as « non < »,
  odd / even as « (… modulo 2) = 1 / 0 », as :mod:`.blocks` does);
- :func:`read_workspace` reads what a person built: the alternative, or what is
  missing in words (« il manque la condition du si »), never an exception, whatever
  the browser sent. « non > » reads back as ≤, as :mod:`.sb3_read` does;
- :func:`palette` is the toolbox of a level: only the kit's blocks, the level's own;
- :func:`block_words` are the words on the blocks, the kit's Scratch words
  (:mod:`.blocks`, ``code.block.*``) in French or English.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.lang import (
    MAX_COUNT,
    MAX_LEVELS,
    MAX_TESTS,
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
from algunokit.code.blocks import COUNT_KEYS
from algunokit.draw import palette as palette_colours
from algunokit.errors import ConfigError
from algunokit.i18n import t

PREFIX = "algunokit_"
IF_ELSE, IF = "algunokit_if_else", "algunokit_if"
IFS = (IF_ELSE, IF)
COMPARES = {"algunokit_lt": Op.LT, "algunokit_equals": Op.EQ, "algunokit_gt": Op.GT}
_COMPARE_TYPES = {op: kind for kind, op in COMPARES.items()}
_MIRROR = {Op.LT: Op.GT, Op.GT: Op.LT, Op.EQ: Op.EQ}
AND, OR, NOT, MOD = "algunokit_and", "algunokit_or", "algunokit_not", "algunokit_mod"

#: the count reporters, one block per thing counted (the kit's Scratch words)
COUNTS: dict[str, Quantity] = {
    "algunokit_count_cards": Quantity(),
    "algunokit_count_hearts": Quantity(Suit.HEARTS),
    "algunokit_count_diamonds": Quantity(Suit.DIAMONDS),
    "algunokit_count_clubs": Quantity(Suit.CLUBS),
    "algunokit_count_spades": Quantity(Suit.SPADES),
    "algunokit_count_red": Quantity(Colour.RED),
    "algunokit_count_black": Quantity(Colour.BLACK),
}
_COUNT_TYPES = {quantity: kind for kind, quantity in COUNTS.items()}

NUMBERED = {"algunokit_draw": Draw, "algunokit_discard": Discard}
ACTIONS: dict[str, Give | Swap] = {
    "algunokit_give_left": Give(Target.LEFT),
    "algunokit_give_right": Give(Target.RIGHT),
    "algunokit_give_choice": Give(Target.CHOICE),
    "algunokit_swap_left": Swap(Side.LEFT),
    "algunokit_swap_right": Swap(Side.RIGHT),
}
_ACTION_TYPES = {action: kind for kind, action in ACTIONS.items()}
#: catalogue keys written in full (tests/test_catalogue.py finds every key the code uses)
_ACTION_KEYS = {"algunokit_give_left": "code.block.give.left",
                "algunokit_give_right": "code.block.give.right",
                "algunokit_give_choice": "code.block.give.choice",
                "algunokit_swap_left": "code.block.swap.left",
                "algunokit_swap_right": "code.block.swap.right"}

#: Scratch's own shadow blocks: the white slots a person types into
TEXT_SHADOW, NUMBER_SHADOW = "text", "math_number"
WHOLE_SHADOW = "math_whole_number"
SHADOWS = {TEXT_SHADOW: "TEXT", NUMBER_SHADOW: "NUM", WHOLE_SHADOW: "NUM",
           "math_integer": "NUM", "math_positive_number": "NUM"}

LEVELS = (1, 2, 3)
#: where the first block is put
ORIGIN = (8, 16)


# ---------------------------------------------------------------------------
# Words and palette


#: the editor's word names -> catalogue keys, written in full
_WORD_KEYS = {"if": "code.block.if", "then": "code.block.then", "else": "code.block.else",
              "and": "code.block.and", "or": "code.block.or", "not": "code.block.not",
              "mod": "code.block.mod", "give_left": "code.block.give.left",
              "give_right": "code.block.give.right", "give_choice": "code.block.give.choice",
              "swap_left": "code.block.swap.left", "swap_right": "code.block.swap.right",
              "aria": "block_editor.aria", "keys.group": "block_editor.keys.group",
              "keys.choose": "block_editor.keys.choose", "keys.add": "block_editor.keys.add",
              "keys.hint": "block_editor.keys.hint", "keys.added": "block_editor.keys.added",
              "keys.deleted": "block_editor.keys.deleted"}
_NUMBERED_KEYS = {"draw": "code.block.draw", "discard": "code.block.discard"}


def block_words(language: str | None = None) -> dict[str, str]:
    """The words on the blocks, keyed as the editor's JavaScript asks for them."""
    words = {name: t(key, language) for name, key in _WORD_KEYS.items()}
    for name, key in COUNT_KEYS.items():
        words[f"count.{name}"] = t(key, language)
    for name, key in _NUMBERED_KEYS.items():
        before, _, after = t(key, language, n="\0").partition("\0")
        words[f"{name}.before"], words[f"{name}.after"] = before.strip(), after.strip()
    return words


_MENU = {"DUPLICATE": "block_editor.menu.duplicate", "DELETE": "block_editor.menu.delete",
         "DUPLICATE_BLOCK": "block_editor.menu.duplicate",
         "DUPLICATE_COMMENT": "block_editor.menu.duplicate",
         "ADD_COMMENT": "block_editor.menu.add_comment",
         "REMOVE_COMMENT": "block_editor.menu.remove_comment",
         "WORKSPACE_COMMENT_DEFAULT_TEXT": "block_editor.menu.comment_text",
         "DELETE_BLOCK": "block_editor.menu.delete_block",
         "DELETE_X_BLOCKS": "block_editor.menu.delete_blocks",
         "DELETE_ALL_BLOCKS": "block_editor.menu.delete_all",
         "CLEAN_UP": "block_editor.menu.clean_up", "UNDO": "block_editor.menu.undo",
         "REDO": "block_editor.menu.redo", "HELP": "block_editor.menu.help",
         "WORKSPACE_ARIA_LABEL": "block_editor.aria_workspace"}


def menu_words(language: str | None = None) -> dict[str, str]:
    """Blockly's menu words (``Blockly.Msg``) in ``language``."""
    return {name: t(key, language) for name, key in _MENU.items()}


def check_level(level: Any, language: str | None = None) -> int | None:
    """``level`` if it is 1, 2, 3 or None; else a ConfigError in the person's language."""
    if level is None or (isinstance(level, int) and not isinstance(level, bool)
                         and level in LEVELS):
        return level  # type: ignore[no-any-return]
    raise ConfigError("block_editor.error.level", found=repr(level)[:40])


def palette_types(level: int | None = None) -> list[str]:
    """The block types in the palette of ``level`` (the Condition cards' levels):

    - 1: « si … alors … sinon », « = », « modulo », the counts, piocher / défausser;
    - 2: and « < », « > », « non » (≤ is built « non > »), every action;
    - 3 (and None): and « et », « ou ».
    """
    level = 3 if level is None else level
    types = [IF_ELSE]
    types += (["algunokit_lt", "algunokit_equals", "algunokit_gt"] if level >= 2
              else ["algunokit_equals"])
    if level >= 3:
        types += [AND, OR]
    if level >= 2:
        types.append(NOT)
    types.append(MOD)
    types += list(COUNTS)
    types += list(NUMBERED)
    if level >= 2:
        types += list(ACTIONS)
    return types


#: (name, (colour, border), block types): Scratch 3's categories and colours
_CATEGORIES = (
    ("block_editor.category.control", palette_colours.SCRATCH_CONTROL, (IF_ELSE, IF)),
    ("block_editor.category.operators", palette_colours.SCRATCH_OPERATORS,
     (*COMPARES, AND, OR, NOT, MOD)),
    ("block_editor.category.sensing", palette_colours.SCRATCH_SENSING, tuple(COUNTS)),
    ("block_editor.category.actions", palette_colours.SCRATCH_MY_BLOCKS, (*NUMBERED, *ACTIONS)),
)


def _shadow(kind: str, value: Any) -> dict[str, Any]:
    return {"shadow": {"type": kind, "fields": {SHADOWS[kind]: value}}}


def _palette_block(kind: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"kind": "block", "type": kind}
    if kind in COMPARES:
        entry["inputs"] = {"OPERAND1": _shadow(TEXT_SHADOW, ""),
                           "OPERAND2": _shadow(TEXT_SHADOW, "3")}
    elif kind == MOD:
        entry["inputs"] = {"NUM1": _shadow(NUMBER_SHADOW, ""), "NUM2": _shadow(NUMBER_SHADOW, 2)}
    elif kind in NUMBERED:
        entry["inputs"] = {"N": _shadow(WHOLE_SHADOW, 1)}
    return entry


def palette(level: int | None = None, language: str | None = None) -> dict[str, Any]:
    """Blockly's JSON toolbox for ``level``: Scratch's categories, the kit's blocks only."""
    allowed = palette_types(check_level(level, language))
    contents = []
    for key, (colour, secondary), kinds in _CATEGORIES:
        blocks = [_palette_block(kind) for kind in kinds if kind in allowed]
        if blocks:
            contents.append({"kind": "category", "name": t(key, language),
                             "colour": colour, "secondaryColour": secondary,
                             "contents": blocks})
    return {"kind": "categoryToolbox", "contents": contents}


# ---------------------------------------------------------------------------
# Alternative -> workspace


def _count_block(quantity: Quantity) -> dict[str, Any]:
    return {"type": _COUNT_TYPES[quantity]}


def condition_state(cond: Condition) -> dict[str, Any]:
    """The block of a condition (Blockly's JSON for one block)."""
    if isinstance(cond, And | Or):
        return {"type": AND if isinstance(cond, And) else OR,
                "inputs": {"OPERAND1": {"block": condition_state(cond.left)},
                           "OPERAND2": {"block": condition_state(cond.right)}}}
    if isinstance(cond, Not):
        return {"type": NOT, "inputs": {"OPERAND": {"block": condition_state(cond.operand)}}}
    if isinstance(cond, Parity):
        modulo = {"type": MOD, "inputs": {
            "NUM1": {**_shadow(NUMBER_SHADOW, ""), "block": _count_block(cond.quantity)},
            "NUM2": _shadow(NUMBER_SHADOW, 2)}}
        return {"type": "algunokit_equals", "inputs": {
            "OPERAND1": {**_shadow(TEXT_SHADOW, ""), "block": modulo},
            "OPERAND2": _shadow(TEXT_SHADOW, "1" if cond.odd else "0")}}
    if cond.op in (Op.LE, Op.GE):  # Scratch has no ≤ / ≥: « non > » / « non < »
        inner = Compare(cond.quantity, Op.GT if cond.op is Op.LE else Op.LT, cond.value)
        return {"type": NOT, "inputs": {"OPERAND": {"block": condition_state(inner)}}}
    return {"type": _COMPARE_TYPES[cond.op], "inputs": {
        "OPERAND1": {**_shadow(TEXT_SHADOW, ""), "block": _count_block(cond.quantity)},
        "OPERAND2": _shadow(TEXT_SHADOW, str(cond.value))}}


def _step_state(step: Step) -> dict[str, Any]:
    if isinstance(step, Alternative):
        return alternative_state(step)
    if isinstance(step, Draw | Discard):
        kind = "algunokit_draw" if isinstance(step, Draw) else "algunokit_discard"
        return {"type": kind, "inputs": {"N": _shadow(WHOLE_SHADOW, step.n)}}
    return {"type": _ACTION_TYPES[step]}


def _stack_state(steps: tuple[Step, ...]) -> dict[str, Any] | None:
    first: dict[str, Any] | None = None
    for step in reversed(steps):
        state = _step_state(step)
        if first is not None:
            state["next"] = {"block": first}
        first = state
    return first


def alternative_state(alt: Alternative) -> dict[str, Any]:
    """The C-block of ``alt``: « si … alors … sinon », or « si … alors » with no else."""
    inputs: dict[str, Any] = {"CONDITION": {"block": condition_state(alt.condition)}}
    then = _stack_state(alt.then)
    if then is not None:
        inputs["SUBSTACK"] = {"block": then}
    otherwise = _stack_state(alt.otherwise)
    if otherwise is not None:
        inputs["SUBSTACK2"] = {"block": otherwise}
    return {"type": IF_ELSE if alt.otherwise or not alt.then else IF, "inputs": inputs}


def to_workspace(alt: Alternative | None) -> dict[str, Any]:
    """Blockly's JSON for a workspace holding ``alt`` (an empty one for None)."""
    if alt is None:
        return {"blocks": {"languageVersion": 0, "blocks": []}}
    block = alternative_state(alt)
    block["x"], block["y"] = ORIGIN
    return {"blocks": {"languageVersion": 0, "blocks": [block]}}


# ---------------------------------------------------------------------------
# Workspace -> alternative


@dataclass(frozen=True)
class Reading:
    """What a workspace holds: the alternative, or the problem in words (one of them)."""

    alternative: Alternative | None
    problem: str | None


class _Problem(Exception):
    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params


class _Unreadable(Exception):
    """The JSON is not what the editor sends (never shown as such)."""


_NUMBER = re.compile(r"\s*(\d{1,6})\s*")
_EMPTY = object()


def _block(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise _Unreadable
    return value


def _input(block: dict[str, Any], name: str) -> tuple[dict[str, Any] | None, Any]:
    """(the block in input ``name``, the text of its shadow or _EMPTY)."""
    inputs = block.get("inputs", {})
    if not isinstance(inputs, dict):
        raise _Unreadable
    slot = inputs.get(name)
    if slot is None:
        return None, _EMPTY
    if not isinstance(slot, dict):
        raise _Unreadable
    inner = _block(slot.get("block"))
    shadow = _block(slot.get("shadow"))
    typed: Any = _EMPTY
    if shadow is not None:
        fields = shadow.get("fields", {})
        if not isinstance(fields, dict):
            raise _Unreadable
        field = SHADOWS.get(shadow["type"])
        if field is None or field not in fields:
            raise _Unreadable
        typed = fields[field]
        if isinstance(typed, dict):  # Blockly may keep a field's value as {"value": …}
            typed = typed.get("value", "")
        if not isinstance(typed, str | int | float) or isinstance(typed, bool):
            raise _Unreadable
    return inner, typed


def _stack(first: dict[str, Any] | None) -> Iterator[dict[str, Any]]:
    block, seen = first, 0
    while block is not None:
        seen += 1
        if seen > 10_000:
            raise _Unreadable
        yield block
        following = block.get("next")
        if following is None:
            return
        if not isinstance(following, dict):
            raise _Unreadable
        block = _block(following.get("block"))


def _whole(value: Any) -> int | None:
    """A typed number (« 4 », 4, 4.0), else None; never negative."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value < 10**6 else None
    if isinstance(value, float):
        return int(value) if value.is_integer() and 0 <= value < 10**6 else None
    match = _NUMBER.fullmatch(str(value))
    return int(match.group(1)) if match else None


def _typed_text(value: Any) -> str:
    text = str(value).strip()
    if isinstance(value, float) and value.is_integer():
        text = str(int(value))
    return text[:20]


class _Reader:
    def __init__(self, language: str | None) -> None:
        self.language = language
        self.tests = 0

    # --- how a block is named in a message -------------------------------------------

    def text(self, block: dict[str, Any] | None, typed: Any = _EMPTY) -> str:
        """A block in words, as on the screen: « nombre de cartes = 3 », « _ et _ »."""
        lang = self.language
        if block is None:
            return (t("block_editor.empty_slot", lang) if typed is _EMPTY or
                    str(typed).strip() == "" else _typed_text(typed))
        kind = block["type"]
        try:
            if kind in IFS:
                words = (t("code.block.if", lang), t("code.block.then", lang))
                return f"{words[0]} … {words[1]}"
            if kind in COMPARES:
                symbol = {Op.LT: "<", Op.EQ: "=", Op.GT: ">"}[COMPARES[kind]]
                return (f"{self.text(*_input(block, 'OPERAND1'))} {symbol} "
                        f"{self.text(*_input(block, 'OPERAND2'))}")
            if kind in (AND, OR):
                word = t("code.block.and" if kind == AND else "code.block.or", lang)
                return (f"{self.text(*_input(block, 'OPERAND1'))} {word} "
                        f"{self.text(*_input(block, 'OPERAND2'))}")
            if kind == NOT:
                return f"{t('code.block.not', lang)} {self.text(*_input(block, 'OPERAND'))}"
            if kind == MOD:
                return (f"{self.text(*_input(block, 'NUM1'))} {t('code.block.mod', lang)} "
                        f"{self.text(*_input(block, 'NUM2'))}")
            if kind in COUNTS:
                quantity = COUNTS[kind]
                return t(COUNT_KEYS["cards" if quantity.of is None else quantity.of.value], lang)
            if kind in NUMBERED:
                key = "code.block.draw" if kind == "algunokit_draw" else "code.block.discard"
                return t(key, lang, n=self.text(*_input(block, "N")))
            if kind in ACTIONS:
                return t(_ACTION_KEYS[kind], lang)
        except _Unreadable:
            pass
        return kind[len(PREFIX):] if kind.startswith(PREFIX) else kind[:40]

    def problem(self, key: str, block: dict[str, Any] | None = None, **params: Any) -> _Problem:
        if block is not None:
            params["block"] = self.text(block)
        return _Problem(key, **params)

    # --- conditions ------------------------------------------------------------------

    def condition(self, block: dict[str, Any] | None, depth: int, owner: dict[str, Any] | None
                  ) -> Condition:
        if block is None:
            if owner is None or owner["type"] in IFS:
                raise _Problem("block_editor.problem.condition")
            raise self.problem("block_editor.problem.part", owner)
        if depth > MAX_TESTS + MAX_LEVELS:
            raise _Problem("block_editor.problem.too_big", tests=MAX_TESTS, levels=MAX_LEVELS)
        kind = block["type"]
        if kind in (AND, OR):
            left = self.condition(_input(block, "OPERAND1")[0], depth + 1, block)
            right = self.condition(_input(block, "OPERAND2")[0], depth + 1, block)
            return And(left, right) if kind == AND else Or(left, right)
        if kind == NOT:
            inner = self.condition(_input(block, "OPERAND")[0], depth + 1, block)
            # « non > » is how Scratch says ≤ (and « non < » ≥): read it so, as sb3_read
            if isinstance(inner, Compare) and inner.op in (Op.GT, Op.LT):
                return Compare(inner.quantity, Op.LE if inner.op is Op.GT else Op.GE,
                               inner.value)
            return Not(inner)
        if kind in COMPARES:
            self.tests += 1
            if self.tests > MAX_TESTS:
                raise _Problem("block_editor.problem.too_big", tests=MAX_TESTS,
                               levels=MAX_LEVELS)
            return self.compare(block, COMPARES[kind])
        raise self.problem("block_editor.problem.not_here", block,
                           where=t("block_editor.where.condition", self.language))

    def compare(self, block: dict[str, Any], op: Op) -> Condition:
        (left, left_typed), (right, right_typed) = (_input(block, "OPERAND1"),
                                                    _input(block, "OPERAND2"))
        if left is not None and right is not None \
                and {left["type"], right["type"]} <= set(COUNTS) | {MOD}:
            raise self.problem("block_editor.problem.two_counts", block)
        # the hand on the left, as the cards say; « 3 < nombre de cartes » is read turned
        if left is None and right is not None:
            left, right, right_typed, op = right, None, left_typed, _MIRROR[op]
        if left is None:
            raise self.problem("block_editor.problem.count", block)
        if right is not None:
            raise self.problem("block_editor.problem.not_here", right,
                               where=t("block_editor.where.count", self.language))
        if left["type"] == MOD:
            return self.parity(block, left, op, right_typed)
        if left["type"] not in COUNTS:
            raise self.problem("block_editor.problem.not_here", left,
                               where=t("block_editor.where.count", self.language))
        number = self.number(block, right_typed)
        return Compare(COUNTS[left["type"]], op, number)

    def number(self, block: dict[str, Any], typed: Any) -> int:
        if typed is _EMPTY or str(typed).strip() == "":
            raise self.problem("block_editor.problem.no_number", block)
        number = _whole(typed)
        if number is None:
            raise self.problem("block_editor.problem.number", block, value=_typed_text(typed))
        return number

    def parity(self, block: dict[str, Any], modulo: dict[str, Any], op: Op, typed: Any
               ) -> Condition:
        counted, _ = _input(modulo, "NUM1")
        if counted is None:
            raise self.problem("block_editor.problem.count", modulo)
        if counted["type"] not in COUNTS:
            raise self.problem("block_editor.problem.not_here", counted,
                               where=t("block_editor.where.count", self.language))
        divisor = _input(modulo, "NUM2")
        if divisor[0] is not None or _whole(divisor[1]) != 2 or op is not Op.EQ:
            raise self.problem("block_editor.problem.modulo", block)
        rest = self.number(block, typed)
        if rest not in (0, 1):
            raise self.problem("block_editor.problem.modulo", block)
        return Parity(COUNTS[counted["type"]], odd=rest == 1)

    # --- steps -----------------------------------------------------------------------

    def steps(self, first: dict[str, Any] | None, level: int) -> tuple[Step, ...]:
        out: list[Step] = []
        for block in _stack(first):
            kind = block["type"]
            if kind in IFS:
                out.append(self.alternative(block, level + 1))
            elif kind in NUMBERED:
                typed = _input(block, "N")
                if typed[0] is not None:
                    raise self.problem("block_editor.problem.not_here", typed[0],
                                       where=t("block_editor.where.step", self.language))
                n = _whole(typed[1])
                if n is None or not 1 <= n <= MAX_COUNT:
                    if typed[1] is _EMPTY or str(typed[1]).strip() == "":
                        raise self.problem("block_editor.problem.no_number", block)
                    raise self.problem("block_editor.problem.cards", block,
                                       value=_typed_text(typed[1]), max=MAX_COUNT)
                out.append(NUMBERED[kind](n))
            elif kind in ACTIONS:
                out.append(ACTIONS[kind])
            else:
                raise self.problem("block_editor.problem.not_here", block,
                                   where=t("block_editor.where.step", self.language))
        return tuple(out)

    def alternative(self, block: dict[str, Any], level: int) -> Alternative:
        if level > MAX_LEVELS:
            raise _Problem("block_editor.problem.too_big", tests=MAX_TESTS, levels=MAX_LEVELS)
        condition = self.condition(_input(block, "CONDITION")[0], 1, block)
        then = self.steps(_input(block, "SUBSTACK")[0], level)
        otherwise = self.steps(_input(block, "SUBSTACK2")[0], level) if block["type"] == IF_ELSE \
            else ()
        # an Alg(un)o alternative acts in each arm of « si … alors … sinon »: an empty
        # arm is unfinished, not « SINON — » (the Python would need a `pass` there)
        if then or otherwise:
            if not then:
                raise _Problem("block_editor.problem.no_then")
            if block["type"] == IF_ELSE and not otherwise:
                raise _Problem("block_editor.problem.no_else")
        return Alternative(condition, then, otherwise)

    # --- the whole workspace ---------------------------------------------------------

    def read(self, state: Any) -> Alternative:
        if not isinstance(state, dict):
            raise _Unreadable
        if not state:
            raise _Problem("block_editor.problem.empty")
        holder = state.get("blocks", {})
        if not isinstance(holder, dict):
            raise _Unreadable
        tops = holder.get("blocks", [])
        if not isinstance(tops, list):
            raise _Unreadable
        stacks = [list(_stack(_block(top))) for top in tops]
        if not stacks:
            raise _Problem("block_editor.problem.empty")
        ifs = [stack for stack in stacks if any(b["type"] in IFS for b in stack)]
        if not ifs:
            raise _Problem("block_editor.problem.no_if")
        if len(ifs) > 1:
            raise _Problem("block_editor.problem.two_ifs", n=len(ifs))
        program = ifs[0]
        for block in program:
            if block["type"] not in IFS:
                raise self.problem("block_editor.problem.outside", block)
        if len(program) > 1:
            raise _Problem("block_editor.problem.two_ifs", n=len(program))
        for stack in stacks:
            if stack is not program:
                raise self.problem("block_editor.problem.loose", stack[0])
        alt = self.alternative(program[0], 1)
        if not alt.then and not alt.otherwise:
            raise _Problem("block_editor.problem.no_action")
        return alt


def read_workspace(state: Any, language: str | None = None) -> Reading:
    """The alternative a workspace holds, or what is missing in words (never raises).

    >>> from algunokit.alguno.notation import parse_condition, parse_action
    >>> alt = Alternative(parse_condition("diamonds <= 3"), [parse_action("discard 1")],
    ...                   [parse_action("draw 2")])
    >>> read_workspace(to_workspace(alt)).alternative == alt
    True
    >>> read_workspace({"blocks": {"blocks": [{"type": "algunokit_if_else"}]}}, "fr").problem
    ... # doctest: +ELLIPSIS
    'Il manque la condition du si : glisse un bloc vert hexagonal ...'
    """
    reader = _Reader(language)
    try:
        return Reading(reader.read(state), None)
    except _Problem as problem:
        return Reading(None, t(problem.key, language, **problem.params))
    except (_Unreadable, RecursionError, TypeError, ValueError, KeyError, AttributeError):
        return Reading(None, t("block_editor.problem.unreadable", language))


__all__ = ["ACTIONS", "COUNTS", "IFS", "LEVELS", "NUMBERED", "Reading", "alternative_state",
           "block_words", "check_level", "condition_state", "menu_words", "palette",
           "palette_types", "read_workspace", "to_workspace"]
