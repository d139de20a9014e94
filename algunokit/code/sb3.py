"""Alternative -> a real Scratch 3 project (.sb3) a student opens in Scratch.

>>> from algunokit.alguno.notation import parse_condition, parse_action
>>> from algunokit.alguno.lang import Alternative
>>> alt = Alternative(parse_condition("hearts ≤ 2"), [parse_action("discard 1")],
...                   [parse_action("give left")])
>>> data = sb3_bytes(alt, "en")
>>> data[:2] == b"PK"
True

On the green flag the project runs the alternative on the hand held in Stage
lists, named in the project's language (``hand``, ``deck`` — top card = last
item —, ``discard pile``, ``left hand``, ``right hand``; in French ``main``,
``pioche``, ``défausse``, ``main de gauche``, ``main de droite``), then says the
hand. Cards are written as the kit writes them (``QH``, ``10S``, ``JR``).

How the kit's words become Scratch blocks (the same shapes :mod:`.blocks` draws):

- Scratch has no custom reporter, so a "run without screen refresh" block
  ``count the hand`` stores every count in a variable named like the kit's word
  (``number of hearts`` …). It is called before each ``if``, so a nested test
  sees the hand as it is at that moment, as the engine does.
- Actions are "My Blocks" named like the kit's words (``discard (n)``,
  ``give left`` …). Where the engine asks the player to choose, the block does
  what :func:`algunokit.alguno.engine.first_option` answers (the first cards of
  the hand, the left neighbour), and a comment says so.
- ``≤`` and ``≥`` are ``not (a > b)`` and ``not (a < b)``; odd / even is
  ``((count) mod (2)) = (1)``.
- An empty deck is refilled by shuffling the discard pile with the same
  Fisher-Yates walk as Python's ``random.shuffle`` (from the top down, one
  ``pick random`` per card), so a test feeding both the same random numbers gets
  the same cards.

Block ids are readable and deterministic (``if``, ``if.then.0``, ``def.draw.3``),
the zip is byte-for-byte the same for the same input, and the costumes are named
by their md5 as Scratch expects. Nothing here imports Jupyter.
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import zipfile
from collections.abc import Sequence
from os import PathLike
from pathlib import Path
from typing import Any

from algunokit.alguno.engine import Table
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
    Side,
    Step,
    Swap,
)
from algunokit.cards import Card, Colour, Suit, classic_deck
from algunokit.errors import ConfigError
from algunokit.i18n import resolve, t

#: every count the kit knows, in the order ``count the hand`` fills them
QUANTITIES: tuple[Quantity, ...] = (Quantity(), *(Quantity(s) for s in Suit),
                                    *(Quantity(c) for c in Colour))
LISTS = ("hand", "deck", "discard", "left", "right", "moving")
HELPERS = ("position", "other", "card", "letter")
#: the action blocks: key -> (catalogue key, has a number input)
ACTIONS: dict[str, tuple[str, bool]] = {
    "draw": ("code.block.draw", True),
    "discard": ("code.block.discard", True),
    "give.left": ("code.block.give.left", False),
    "give.right": ("code.block.give.right", False),
    "give.choice": ("code.block.give.choice", False),
    "swap.left": ("code.block.swap.left", False),
    "swap.right": ("code.block.swap.right", False),
}
ARGUMENT = "n"
SAMPLE_SEED = 2024
SAMPLE_HAND = 5
VM_VERSION = "5.0.300"
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)

_CARD_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="88" viewBox="0 0 64 88">'
    '<rect x="1" y="1" width="62" height="86" rx="7" fill="#FFFFFF" stroke="#374151" '
    'stroke-width="2"/><text x="32" y="40" font-family="sans-serif" font-size="26" '
    'text-anchor="middle" fill="#C8304F">&#9829;&#9830;</text><text x="32" y="70" '
    'font-family="sans-serif" font-size="26" text-anchor="middle" fill="#111827">'
    '&#9827;&#9824;</text></svg>')
_BACKDROP_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">'
    '<rect width="480" height="360" fill="#E7F3EA"/></svg>')


def count_name(quantity: Quantity, language: str | None) -> str:
    """The variable a count is stored in: 'number of hearts' / 'nombre de cœurs'."""
    name = "cards" if quantity.of is None else quantity.of.value
    return t(f"code.block.count.{name}", language)


def action_proccode(key: str, language: str | None) -> str:
    """The "My Blocks" code of an action: 'discard %s', 'give left'."""
    message, numbered = ACTIONS[key]
    if numbered:
        return " ".join(t(message, language, n="%s").split())
    return t(message, language)


def action_key(step: Draw | Discard | Give | Swap) -> str:
    if isinstance(step, Draw):
        return "draw"
    if isinstance(step, Discard):
        return "discard"
    if isinstance(step, Give):
        return f"give.{step.to.value}"
    return f"swap.{step.side.value}"


def _variable_ids() -> list[str]:
    """The Stage variables' ids (readable, and the same in every project)."""
    return [_count_key(q) for q in QUANTITIES] + [f"var.{name}" for name in HELPERS]


# ---------------------------------------------------------------------------
# A small writer of Scratch 3 blocks


class _Blocks:
    """The blocks of one target, as the sb3 ``blocks`` dict, built bottom up."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.blocks: dict[str, dict[str, Any]] = {}
        self.comments: dict[str, dict[str, Any]] = {}

    # -- names ------------------------------------------------------------------
    def list_field(self, key: str) -> list[str]:
        return [t(f"sb3.list.{key}", self.language), f"list.{key}"]

    def var_field(self, key: str) -> list[str]:
        return [self.var_name(key), key]

    def var_name(self, key: str) -> str:
        kind, _, name = key.partition(".")
        if kind == "count":
            return t(f"code.block.count.{name}", self.language)
        return t(f"sb3.var.{name}", self.language)

    # -- blocks -----------------------------------------------------------------
    def add(self, block_id: str, opcode: str, inputs: dict[str, Any] | None = None,
            fields: dict[str, Any] | None = None, *, shadow: bool = False,
            mutation: dict[str, Any] | None = None) -> str:
        assert block_id not in self.blocks, block_id
        block: dict[str, Any] = {"opcode": opcode, "next": None, "parent": None,
                                 "inputs": {}, "fields": fields or {}, "shadow": shadow,
                                 "topLevel": False}
        for name, value in (inputs or {}).items():
            block["inputs"][name] = value
            for child in value[1:]:
                if isinstance(child, str):
                    self.blocks[child]["parent"] = block_id
        if mutation is not None:
            block["mutation"] = mutation
        self.blocks[block_id] = block
        return block_id

    def top(self, block_id: str, x: int, y: int) -> None:
        block = self.blocks[block_id]
        block.update(topLevel=True, x=x, y=y)

    def chain(self, ids: Sequence[str], parent: str | None) -> str | None:
        """Link ``ids`` into one stack under ``parent``; returns the first id."""
        previous = parent
        for index, block_id in enumerate(ids):
            self.blocks[block_id]["parent"] = previous
            if index:
                self.blocks[ids[index - 1]]["next"] = block_id
            previous = block_id
        return ids[0] if ids else None

    def comment(self, block_id: str, key: str, x: int, y: int, width: int = 320,
                height: int = 160, **params: object) -> None:
        comment_id = f"comment.{block_id}"
        self.comments[comment_id] = {"blockId": block_id, "x": x, "y": y, "width": width,
                                     "height": height, "minimized": False,
                                     "text": t(key, self.language, **params)}
        self.blocks[block_id]["comment"] = comment_id

    # -- inputs -----------------------------------------------------------------
    @staticmethod
    def number(value: int | str, kind: int = 4) -> list[Any]:
        return [1, [kind, str(value)]]

    @staticmethod
    def text(value: str) -> list[Any]:
        return [1, [10, value]]

    @staticmethod
    def reporter(block_id: str, kind: int = 10) -> list[Any]:
        return [3, block_id, [kind, ""]]

    def variable(self, key: str, kind: int = 10) -> list[Any]:
        return [3, [12, *self.var_field(key)], [kind, ""]]

    def list_contents(self, key: str) -> list[Any]:
        return [3, [13, *self.list_field(key)], [10, ""]]

    @staticmethod
    def boolean(block_id: str) -> list[Any]:
        return [2, block_id]

    def substack(self, ids: Sequence[str], parent: str) -> list[Any] | None:
        first = self.chain(ids, parent)
        if first is None:
            return None
        self.blocks[first]["parent"] = parent
        return [2, first]

    # -- common shapes ----------------------------------------------------------
    def length(self, block_id: str, key: str) -> str:
        return self.add(block_id, "data_lengthoflist", fields={"LIST": self.list_field(key)})

    def item(self, block_id: str, key: str, index: list[Any]) -> str:
        return self.add(block_id, "data_itemoflist", {"INDEX": index},
                        {"LIST": self.list_field(key)})

    def move_first(self, prefix: str, source: str, target: str) -> list[str]:
        """add (item 1 of source) to target; delete 1 of source."""
        item = self.item(f"{prefix}.item", source, self.number(1, 7))
        add = self.add(f"{prefix}.add", "data_addtolist", {"ITEM": self.reporter(item)},
                       {"LIST": self.list_field(target)})
        delete = self.add(f"{prefix}.delete", "data_deleteoflist",
                          {"INDEX": self.number(1, 7)}, {"LIST": self.list_field(source)})
        return [add, delete]

    def if_(self, block_id: str, condition: str, body: Sequence[str]) -> str:
        inputs = {"CONDITION": self.boolean(condition)}
        block = self.add(block_id, "control_if", inputs)
        stack = self.substack(body, block_id)
        if stack is not None:
            self.blocks[block_id]["inputs"]["SUBSTACK"] = stack
        return block

    def compare(self, block_id: str, opcode: str, left: list[Any], right: list[Any]) -> str:
        return self.add(block_id, opcode, {"OPERAND1": left, "OPERAND2": right})

    def call(self, block_id: str, key: str, argument: int | None = None) -> str:
        proccode = (t(f"sb3.proc.{key}", self.language) if key in ("count", "shuffle")
                    else action_proccode(key, self.language))
        ids = [f"arg.{ARGUMENT}"] if argument is not None else []
        # A number in a "My Blocks" slot is stored as text, as Scratch itself saves it.
        inputs = {ids[0]: self.text(str(argument))} if argument is not None else {}
        return self.add(block_id, "procedures_call", inputs, mutation={
            "tagName": "mutation", "children": [], "proccode": proccode,
            "argumentids": json.dumps(ids), "warp": "false"})

    def define(self, key: str, proccode: str, numbered: bool, body: Sequence[str],
               x: int, y: int) -> str:
        """A "My Blocks" definition, run without screen refresh."""
        def_id, proto_id = f"def.{key}", f"def.{key}.prototype"
        ids = [f"arg.{ARGUMENT}"] if numbered else []
        inputs: dict[str, Any] = {}
        if numbered:
            arg = self.add(f"def.{key}.argument", "argument_reporter_string_number",
                           fields={"VALUE": [ARGUMENT, None]}, shadow=True)
            inputs[ids[0]] = [1, arg]
        self.add(proto_id, "procedures_prototype", inputs, shadow=True, mutation={
            "tagName": "mutation", "children": [], "proccode": proccode,
            "argumentids": json.dumps(ids), "argumentnames": json.dumps([ARGUMENT] * numbered),
            "argumentdefaults": json.dumps(["1"] * numbered), "warp": "true"})
        self.add(def_id, "procedures_definition", {"custom_block": [1, proto_id]})
        self.top(def_id, x, y)
        if body:
            self.blocks[def_id]["next"] = self.chain(body, def_id)
        return def_id

    def argument(self, block_id: str) -> str:
        return self.add(block_id, "argument_reporter_string_number",
                        fields={"VALUE": [ARGUMENT, None]})


# ---------------------------------------------------------------------------
# The program


def _condition(b: _Blocks, cond: Condition, block_id: str) -> str:
    if isinstance(cond, And | Or):
        left = _condition(b, cond.left, f"{block_id}.1")
        right = _condition(b, cond.right, f"{block_id}.2")
        opcode = "operator_and" if isinstance(cond, And) else "operator_or"
        return b.add(block_id, opcode, {"OPERAND1": b.boolean(left),
                                        "OPERAND2": b.boolean(right)})
    if isinstance(cond, Not):
        inner = _condition(b, cond.operand, f"{block_id}.1")
        return b.add(block_id, "operator_not", {"OPERAND": b.boolean(inner)})
    count = b.variable(_count_key(cond.quantity))
    if isinstance(cond, Parity):
        modulo = b.add(f"{block_id}.mod", "operator_mod",
                       {"NUM1": b.variable(_count_key(cond.quantity), 4), "NUM2": b.number(2)})
        return b.compare(block_id, "operator_equals", b.reporter(modulo),
                         b.text("1" if cond.odd else "0"))
    assert isinstance(cond, Compare)
    if cond.op in (Op.LE, Op.GE):
        opcode = "operator_gt" if cond.op is Op.LE else "operator_lt"
        inner = b.compare(f"{block_id}.1", opcode, count, b.text(str(cond.value)))
        return b.add(block_id, "operator_not", {"OPERAND": b.boolean(inner)})
    opcode = {Op.LT: "operator_lt", Op.EQ: "operator_equals", Op.GT: "operator_gt"}[cond.op]
    return b.compare(block_id, opcode, count, b.text(str(cond.value)))


def _count_key(quantity: Quantity) -> str:
    return f"count.{'cards' if quantity.of is None else quantity.of.value}"


def _steps(b: _Blocks, steps: Sequence[Step], prefix: str) -> list[str]:
    """The blocks of a branch; each nested ``if`` is preceded by ``count the hand``."""
    ids: list[str] = []
    for index, step in enumerate(steps):
        here = f"{prefix}.{index}"
        if isinstance(step, Alternative):
            ids.append(b.call(f"{here}.count", "count"))
            ids.append(_alternative(b, step, here))
        else:
            number = step.n if isinstance(step, Draw | Discard) else None
            ids.append(b.call(here, action_key(step), number))
    return ids


def _alternative(b: _Blocks, alt: Alternative, block_id: str) -> str:
    condition = _condition(b, alt.condition, f"{block_id}.test")
    then = _steps(b, alt.then, f"{block_id}.then")
    if not alt.otherwise:
        return b.if_(block_id, condition, then)
    otherwise = _steps(b, alt.otherwise, f"{block_id}.else")
    b.add(block_id, "control_if_else", {"CONDITION": b.boolean(condition)})
    for name, stack in (("SUBSTACK", then), ("SUBSTACK2", otherwise)):
        linked = b.substack(stack, block_id)
        if linked is not None:
            b.blocks[block_id]["inputs"][name] = linked
    return block_id


def _main_script(b: _Blocks, alt: Alternative) -> None:
    flag = b.add("flag", "event_whenflagclicked")
    b.top(flag, 40, 40)
    count = b.call("count", "count")
    program = _alternative(b, alt, "if")
    say = b.add("say", "looks_say", {"MESSAGE": b.list_contents("hand")})
    b.blocks[flag]["next"] = b.chain([count, program, say], flag)
    names = {key: t(f"sb3.list.{key}", b.language) for key in LISTS}
    b.comment(flag, "sb3.comment.main", 420, 40, 360, 220,
              count=t("sb3.proc.count", b.language), **names)


# ---------------------------------------------------------------------------
# The "My Blocks" every project defines


def _define_count(b: _Blocks, x: int, y: int) -> None:
    p = "def.count"
    body: list[str] = []
    for quantity in QUANTITIES:
        key = _count_key(quantity)
        value = b.reporter(b.length(f"{p}.{key}.length", "hand")) if quantity.of is None \
            else b.text("0")
        body.append(b.add(f"{p}.{key}.set", "data_setvariableto", {"VALUE": value},
                          {"VARIABLE": b.var_field(key)}))
    body.append(b.add(f"{p}.start", "data_setvariableto", {"VALUE": b.text("1")},
                      {"VARIABLE": b.var_field("var.position")}))
    loop: list[str] = []
    item = b.item(f"{p}.item", "hand", b.variable("var.position", 7))
    length = b.add(f"{p}.itemlength", "operator_length", {"STRING": b.reporter(item)})
    item2 = b.item(f"{p}.item2", "hand", b.variable("var.position", 7))
    letter = b.add(f"{p}.letterof", "operator_letter_of",
                   {"LETTER": b.reporter(length, 6), "STRING": b.reporter(item2)})
    loop.append(b.add(f"{p}.letter", "data_setvariableto", {"VALUE": b.reporter(letter)},
                      {"VARIABLE": b.var_field("var.letter")}))
    # A suit's letter counts in its suit; a joker's letter (R / B) only in its colour.
    tallies = [(suit.letter, f"count.{suit.value}") for suit in Suit]
    tallies += [("R", "count.red"), ("B", "count.black")]
    for letter_code, key in tallies:
        test = b.compare(f"{p}.{key}.test", "operator_equals", b.variable("var.letter"),
                         b.text(letter_code))
        change = b.add(f"{p}.{key}.change", "data_changevariableby", {"VALUE": b.number(1)},
                       {"VARIABLE": b.var_field(key)})
        loop.append(b.if_(f"{p}.{key}.if", test, [change]))
    loop.append(b.add(f"{p}.next", "data_changevariableby", {"VALUE": b.number(1)},
                      {"VARIABLE": b.var_field("var.position")}))
    times = b.length(f"{p}.times", "hand")
    repeat = b.add(f"{p}.repeat", "control_repeat", {"TIMES": b.reporter(times, 6)})
    b.blocks[repeat]["inputs"]["SUBSTACK"] = b.substack(loop, repeat)
    body.append(repeat)
    for colour, suits in ((Colour.RED, (Suit.HEARTS, Suit.DIAMONDS)),
                          (Colour.BLACK, (Suit.CLUBS, Suit.SPADES))):
        key = f"count.{colour.value}"
        total = b.add(f"{p}.{key}.sum", "operator_add", {
            "NUM1": b.variable(f"count.{suits[0].value}", 4),
            "NUM2": b.variable(f"count.{suits[1].value}", 4)})
        body.append(b.add(f"{p}.{key}.suits", "data_changevariableby",
                          {"VALUE": b.reporter(total, 4)}, {"VARIABLE": b.var_field(key)}))
    definition = b.define("count", t("sb3.proc.count", b.language), False, body, x, y)
    b.comment(definition, "sb3.comment.count", x + 420, y, 300, 150)


def _define_shuffle(b: _Blocks, x: int, y: int) -> None:
    """Python's ``random.shuffle`` on the discard pile, then the pile becomes the deck."""
    p = "def.shuffle"
    position = b.var_field("var.position")
    start = b.add(f"{p}.start", "data_setvariableto",
                  {"VALUE": b.reporter(b.length(f"{p}.length", "discard"))},
                  {"VARIABLE": position})
    pick = b.add(f"{p}.random", "operator_random",
                 {"FROM": b.number(1), "TO": b.variable("var.position", 4)})
    loop = [
        b.add(f"{p}.other", "data_setvariableto", {"VALUE": b.reporter(pick)},
              {"VARIABLE": b.var_field("var.other")}),
        b.add(f"{p}.keep", "data_setvariableto", {"VALUE": b.reporter(
            b.item(f"{p}.keep.item", "discard", b.variable("var.position", 7)))},
            {"VARIABLE": b.var_field("var.card")}),
        b.add(f"{p}.replace1", "data_replaceitemoflist", {
            "INDEX": b.variable("var.position", 7),
            "ITEM": b.reporter(b.item(f"{p}.replace1.item", "discard",
                                      b.variable("var.other", 7)))},
            {"LIST": b.list_field("discard")}),
        b.add(f"{p}.replace2", "data_replaceitemoflist", {
            "INDEX": b.variable("var.other", 7), "ITEM": b.variable("var.card")},
            {"LIST": b.list_field("discard")}),
        b.add(f"{p}.down", "data_changevariableby", {"VALUE": b.number(-1)},
              {"VARIABLE": position}),
    ]
    done = b.compare(f"{p}.until", "operator_lt", b.variable("var.position"), b.text("2"))
    walk = b.add(f"{p}.walk", "control_repeat_until", {"CONDITION": b.boolean(done)})
    b.blocks[walk]["inputs"]["SUBSTACK"] = b.substack(loop, walk)
    times = b.length(f"{p}.times", "discard")
    move = b.add(f"{p}.move", "control_repeat", {"TIMES": b.reporter(times, 6)})
    b.blocks[move]["inputs"]["SUBSTACK"] = b.substack(
        b.move_first(f"{p}.move", "discard", "deck"), move)
    b.define("shuffle", t("sb3.proc.shuffle", b.language), False, [start, walk, move], x, y)


def _define_draw(b: _Blocks, x: int, y: int) -> None:
    p = "def.draw"
    empty = b.compare(f"{p}.empty", "operator_equals",
                      b.reporter(b.length(f"{p}.empty.length", "deck")), b.text("0"))
    refill = b.if_(f"{p}.refill", empty, [b.call(f"{p}.shuffle", "shuffle")])
    top = b.item(f"{p}.top", "deck", b.reporter(b.length(f"{p}.top.length", "deck"), 7))
    take = [
        b.add(f"{p}.add", "data_addtolist", {"ITEM": b.reporter(top)},
              {"LIST": b.list_field("hand")}),
        b.add(f"{p}.delete", "data_deleteoflist",
              {"INDEX": b.reporter(b.length(f"{p}.delete.length", "deck"), 7)},
              {"LIST": b.list_field("deck")}),
    ]
    some = b.compare(f"{p}.some", "operator_gt",
                     b.reporter(b.length(f"{p}.some.length", "deck")), b.text("0"))
    draw_one = b.if_(f"{p}.take", some, take)
    repeat = b.add(f"{p}.repeat", "control_repeat",
                   {"TIMES": b.reporter(b.argument(f"{p}.n"), 6)})
    b.blocks[repeat]["inputs"]["SUBSTACK"] = b.substack([refill, draw_one], repeat)
    definition = b.define("draw", action_proccode("draw", b.language), True, [repeat], x, y)
    b.comment(definition, "sb3.comment.draw", x + 420, y, 300, 120)


def _has_cards(b: _Blocks, block_id: str, key: str = "hand") -> str:
    return b.compare(block_id, "operator_gt", b.reporter(b.length(f"{block_id}.length", key)),
                     b.text("0"))


def _define_discard(b: _Blocks, x: int, y: int) -> None:
    p = "def.discard"
    move = b.if_(f"{p}.if", _has_cards(b, f"{p}.some"),
                 b.move_first(f"{p}.move", "hand", "discard"))
    repeat = b.add(f"{p}.repeat", "control_repeat",
                   {"TIMES": b.reporter(b.argument(f"{p}.n"), 6)})
    b.blocks[repeat]["inputs"]["SUBSTACK"] = b.substack([move], repeat)
    definition = b.define("discard", action_proccode("discard", b.language), True, [repeat],
                          x, y)
    b.comment(definition, "sb3.comment.discard", x + 420, y, 300, 120)


def _define_give(b: _Blocks, side: str, x: int, y: int) -> None:
    p = f"def.give.{side}"
    move = b.if_(f"{p}.if", _has_cards(b, f"{p}.some"), b.move_first(f"{p}.move", "hand", side))
    definition = b.define(f"give.{side}", action_proccode(f"give.{side}", b.language), False,
                          [move], x, y)
    if side == "left":
        b.comment(definition, "sb3.comment.give", x + 420, y, 300, 110)


def _define_either(b: _Blocks, x: int, y: int) -> None:
    body = [b.call("def.give.choice.left", "give.left")]
    definition = b.define("give.choice", action_proccode("give.choice", b.language), False,
                          body, x, y)
    b.comment(definition, "sb3.comment.either", x + 420, y, 300, 90)


def _define_swap(b: _Blocks, side: str, x: int, y: int) -> None:
    p = f"def.swap.{side}"
    body = [b.add(f"{p}.clear", "data_deletealloflist", fields={"LIST": b.list_field("moving")})]
    for step, (source, target) in enumerate((("hand", "moving"), (side, "hand"),
                                             ("moving", side))):
        times = b.length(f"{p}.{step}.times", source)
        repeat = b.add(f"{p}.{step}", "control_repeat", {"TIMES": b.reporter(times, 6)})
        b.blocks[repeat]["inputs"]["SUBSTACK"] = b.substack(
            b.move_first(f"{p}.{step}", source, target), repeat)
        body.append(repeat)
    b.define(f"swap.{side}", action_proccode(f"swap.{side}", b.language), False, body, x, y)


# ---------------------------------------------------------------------------
# The project


def _starting_lists(table: Table | None, player: int | None) -> dict[str, list[Card]]:
    if table is None:
        deck = list(classic_deck("54"))
        random.Random(SAMPLE_SEED).shuffle(deck)
        hands = [[deck.pop() for _ in range(SAMPLE_HAND)] for _ in range(3)]
        table = Table(hands, deck, [], random.Random(SAMPLE_SEED))
        player = 0
    table = getattr(table, "table", table)  # a Game holds its table
    n = len(table.hands)
    if n < 3:
        raise ConfigError("sb3.error.players", n=n)
    seat = 0 if player is None else player
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
        raise ConfigError("sb3.error.seat", player=seat, last=n - 1)
    return {"hand": list(table.hands[seat]),
            "left": list(table.hands[Side.LEFT.seat(seat, n)]),
            "right": list(table.hands[Side.RIGHT.seat(seat, n)]),
            "deck": list(table.draw_pile), "discard": list(table.discard_pile), "moving": []}


def _costume(svg: str, name: str, centre: tuple[float, float]) -> tuple[dict[str, Any], bytes]:
    data = svg.encode()
    md5 = hashlib.md5(data).hexdigest()
    return ({"assetId": md5, "name": name, "md5ext": f"{md5}.svg", "dataFormat": "svg",
             "bitmapResolution": 1, "rotationCenterX": centre[0],
             "rotationCenterY": centre[1]}, data)


def project_json(alt: Alternative, language: str | None = None, table: Table | None = None,
                 player: int | None = None) -> dict[str, Any]:
    """The ``project.json`` of the project, as data (see :func:`to_sb3`)."""
    if not isinstance(alt, Alternative):
        raise TypeError(f"an Alternative is needed, got {type(alt).__name__}")
    lang = resolve(language)
    lists = _starting_lists(table, player)
    b = _Blocks(lang)
    _main_script(b, alt)
    x = 900
    _define_count(b, x, 40)
    _define_draw(b, x, 900)
    _define_shuffle(b, x, 1300)
    _define_discard(b, x, 1850)
    for row, side in enumerate(("left", "right")):
        _define_give(b, side, x, 2150 + 250 * row)
        _define_swap(b, side, x, 2900 + 500 * row)
    _define_either(b, x, 2650)
    variables = {}
    for key in _variable_ids():
        variables[key] = [b.var_name(key), 0]
    stage_lists = {f"list.{key}": [t(f"sb3.list.{key}", lang), [c.code for c in cards]]
                   for key, cards in lists.items()}
    backdrop, _ = _costume(_BACKDROP_SVG, t("sb3.backdrop", lang), (240, 180))
    card, _ = _costume(_CARD_SVG, t("sb3.costume", lang), (32, 44))
    monitors = []
    for index, key in enumerate(("hand", "left", "right", "deck", "discard")):
        name, items = stage_lists[f"list.{key}"]
        monitors.append({"id": f"list.{key}", "mode": "list", "opcode": "data_listcontents",
                         "params": {"LIST": name}, "spriteName": None, "value": items,
                         "width": 92, "height": 250, "x": 4 + 95 * index, "y": 4,
                         "visible": True})
    stage = {"isStage": True, "name": "Stage", "variables": variables, "lists": stage_lists,
             "broadcasts": {}, "blocks": {}, "comments": {}, "currentCostume": 0,
             "costumes": [backdrop], "sounds": [], "volume": 100, "layerOrder": 0,
             "tempo": 60, "videoTransparency": 50, "videoState": "on",
             "textToSpeechLanguage": None}
    sprite = {"isStage": False, "name": t("sb3.sprite", lang), "variables": {}, "lists": {},
              "broadcasts": {}, "blocks": b.blocks, "comments": b.comments,
              "currentCostume": 0, "costumes": [card], "sounds": [], "volume": 100,
              "layerOrder": 1, "visible": True, "x": 180, "y": -130, "size": 100,
              "direction": 90, "draggable": False, "rotationStyle": "all around"}
    return {"targets": [stage, sprite], "monitors": monitors, "extensions": [],
            "meta": {"semver": "3.0.0", "vm": VM_VERSION, "agent": "algunokit"}}


def sb3_bytes(alt: Alternative, language: str | None = None, table: Table | None = None,
              player: int | None = None) -> bytes:
    """The .sb3 file as bytes (a zip of ``project.json`` and the costumes)."""
    project = project_json(alt, language, table, player)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        def write(name: str, data: bytes) -> None:
            archive.writestr(zipfile.ZipInfo(name, _ZIP_DATE), data, zipfile.ZIP_DEFLATED)

        write("project.json", json.dumps(project, ensure_ascii=False,
                                         separators=(",", ":")).encode())
        for svg in (_BACKDROP_SVG, _CARD_SVG):
            info, data = _costume(svg, "", (0, 0))
            write(info["md5ext"], data)
    return out.getvalue()


def to_sb3(alt: Alternative, path: str | PathLike[str], language: str | None = None,
           table: Table | None = None, player: int | None = None) -> Path:
    """Write ``alt`` as a Scratch 3 project; returns the path written.

    ``language`` names the lists, variables and blocks ("fr" / "en"); the lists
    start from ``table`` (a :class:`~algunokit.alguno.engine.Table` or a game)
    seen from seat ``player``, else from a fixed sample deal of three hands of five.
    """
    target = Path(path)
    target.write_bytes(sb3_bytes(alt, language, table, player))
    return target


__all__ = ["ACTIONS", "QUANTITIES", "action_key", "action_proccode", "count_name",
           "project_json", "sb3_bytes", "to_sb3"]
