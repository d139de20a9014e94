"""Writing Scratch 3 blocks as the ``blocks`` dict of an .sb3 ``project.json``.

:class:`BlockWriter` builds blocks bottom up with readable ids and links them
(``next``, ``parent``, inputs); the names a student sees (lists, variables, "My
Blocks") come from the catalogue in the project's language. Used by
:mod:`.sb3_procedures` (the kit's "My Blocks") and :mod:`.sb3` (the program).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from algunokit.alguno.lang import Discard, Draw, Give, Quantity, Swap
from algunokit.cards import Colour, Suit
from algunokit.code.blocks import COUNT_KEYS
from algunokit.i18n import t

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
#: Catalogue keys written in full (tests/test_catalogue.py finds every key the code uses).
LIST_KEYS = {"hand": "sb3.list.hand", "deck": "sb3.list.deck", "discard": "sb3.list.discard",
             "left": "sb3.list.left", "right": "sb3.list.right", "moving": "sb3.list.moving"}
_VAR_KEYS = {"position": "sb3.var.position", "other": "sb3.var.other", "card": "sb3.var.card",
             "letter": "sb3.var.letter"}
_PROC_KEYS = {"count": "sb3.proc.count", "shuffle": "sb3.proc.shuffle"}


def count_name(quantity: Quantity, language: str | None) -> str:
    """The variable a count is stored in: 'number of hearts' / 'nombre de cœurs'."""
    name = "cards" if quantity.of is None else quantity.of.value
    return t(COUNT_KEYS[name], language)


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


def variable_ids() -> list[str]:
    """The Stage variables' ids (readable, and the same in every project)."""
    return [count_key(q) for q in QUANTITIES] + [f"var.{name}" for name in HELPERS]


def count_key(quantity: Quantity) -> str:
    """The id of the variable a count is stored in: 'count.hearts'."""
    return f"count.{'cards' if quantity.of is None else quantity.of.value}"


# ---------------------------------------------------------------------------
# A small writer of Scratch 3 blocks


class BlockWriter:
    """The blocks of one target, as the sb3 ``blocks`` dict, built bottom up."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.blocks: dict[str, dict[str, Any]] = {}
        self.comments: dict[str, dict[str, Any]] = {}

    # -- names ------------------------------------------------------------------
    def list_field(self, key: str) -> list[str]:
        return [t(LIST_KEYS[key], self.language), f"list.{key}"]

    def var_field(self, key: str) -> list[str]:
        return [self.var_name(key), key]

    def var_name(self, key: str) -> str:
        kind, _, name = key.partition(".")
        if kind == "count":
            return t(COUNT_KEYS[name], self.language)
        return t(_VAR_KEYS[name], self.language)

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

    def height(self, block_id: str | None) -> int:
        """About how tall the stack from ``block_id`` is drawn, in workspace units
        (to lay scripts out one under the other without overlaps)."""
        total = 0
        while block_id is not None:
            block = self.blocks[block_id]
            opcode = block["opcode"]
            if opcode in ("event_whenflagclicked", "procedures_definition"):
                total += 100
            elif opcode.startswith("control_"):
                inner = [self.height(block["inputs"][name][1]) if name in block["inputs"] else 24
                         for name in ("SUBSTACK", "SUBSTACK2")
                         if name == "SUBSTACK" or opcode == "control_if_else"]
                total += 64 + sum(inner) + 40 * len(inner)
            else:
                total += 56
            block_id = block["next"]
        return total

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
        proccode = (t(_PROC_KEYS[key], self.language) if key in _PROC_KEYS
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



__all__ = ["ACTIONS", "ARGUMENT", "HELPERS", "LISTS", "QUANTITIES", "BlockWriter",
           "action_key", "action_proccode", "count_key", "count_name", "variable_ids"]
