"""A Scratch 3 project (.sb3) -> Alternative: read, never run.

The project is one written by :func:`algunokit.code.sb3.to_sb3` and changed in
Scratch: blocks moved, numbers changed, branches swapped, a test replaced by
another of the kit's counts, nested ``if`` blocks added. The program is the one
green-flag script holding an ``if``; inside it only the kit's small language is
read (the ``if`` / ``if … else`` blocks, tests comparing a count with a number
joined by and / or / not, the kit's action blocks, ``count the hand``). Anything
else is refused with a :class:`~algunokit.errors.CodeError` naming the block, in
the student's language. The definitions of the kit's "My Blocks" are not read:
the program is what the green flag runs.

Bad files are kit errors too, never a traceback: a file that is not a zip, a
missing or broken ``project.json``, a project too big or nested too deeply,
blocks pointing to blocks that do not exist, or loops of blocks.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from typing import Any

from algunokit.alguno.lang import (
    MAX_COUNT,
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
from algunokit.code.sb3 import ACTIONS, QUANTITIES, action_proccode, count_name
from algunokit.errors import CodeError
from algunokit.i18n import t

MAX_FILE = 20_000_000  #: bytes of the .sb3 file
MAX_JSON = 5_000_000  #: bytes of project.json once unzipped
MAX_BLOCKS = 20_000
MAX_DEPTH = 40  #: nested ifs and conditions
LANGUAGES = ("fr", "en")

_COUNTS: dict[str, Quantity] = {count_name(q, lang).casefold(): q
                                for q in QUANTITIES for lang in LANGUAGES}
_ACTIONS: dict[str, str] = {action_proccode(key, lang).casefold(): key
                            for key in ACTIONS for lang in LANGUAGES}
_COUNT_PROC = {t("sb3.proc.count", lang).casefold() for lang in LANGUAGES}
_SAY = {"looks_say", "looks_sayforsecs", "looks_think", "looks_thinkforsecs"}
_COMPARE = {"operator_lt": Op.LT, "operator_equals": Op.EQ, "operator_gt": Op.GT}
_MIRROR = {Op.LT: Op.GT, Op.GT: Op.LT, Op.EQ: Op.EQ}
_NUMBER = re.compile(r"\s*(\d{1,6})(?:\.0*)?\s*")
_EXAMPLE = {"fr": "non ⟨(nombre de cœurs) > 2⟩", "en": "not ⟨(number of hearts) > 2⟩"}


def _example(lang: str) -> str:
    return _EXAMPLE.get(lang, _EXAMPLE["en"])


def _action_examples(lang: str) -> str:
    return ", ".join(action_proccode(key, lang).replace("%s", "(1)") for key in ACTIONS)


# ---------------------------------------------------------------------------
# Naming a block for a person


def describe(block: Any, lang: str) -> str:
    """'the block 'forever'', 'the variable 'score'' … for an error message."""
    if isinstance(block, list) and len(block) >= 2:  # a compressed primitive
        kind = block[0]
        if kind == 12:
            return t("sb3.block.variable", lang, name=str(block[1])[:60])
        if kind == 13:
            return t("sb3.block.list", lang, name=str(block[1])[:60])
        return t("sb3.block.text", lang, value=str(block[1])[:60])
    if not isinstance(block, dict):
        return t("sb3.block.text", lang, value=str(block)[:60])
    opcode = str(block.get("opcode", "?"))[:80]
    if opcode == "procedures_call":
        proccode = str(_mutation(block).get("proccode", "?"))
        return t("sb3.block.custom", lang, name=proccode.replace("%s", "( )").replace("%b", "< >"))
    if opcode == "data_variable":
        return t("sb3.block.variable", lang, name=_field(block, "VARIABLE"))
    if opcode in _LABELS:
        return t("sb3.block.named", lang, label=t(_LABELS[opcode], lang))
    category = _CATEGORIES.get(opcode.split("_")[0], "sb3.category.other")
    return t("sb3.block.opcode", lang, opcode=opcode, category=t(category, lang))


def _names(block: Any) -> Callable[[str], str]:
    return lambda lang: describe(block, lang)


#: Catalogue keys written in full (tests/test_catalogue.py finds every key the code uses).
_CATEGORIES = {
    "motion": "sb3.category.motion", "looks": "sb3.category.looks",
    "sound": "sb3.category.sound", "event": "sb3.category.event",
    "control": "sb3.category.control", "sensing": "sb3.category.sensing",
    "operator": "sb3.category.operator", "data": "sb3.category.data",
    "procedures": "sb3.category.procedures"}
#: Scratch blocks outside the kit's language that a student may meet, by opcode.
_LABELS = {
    "control_forever": "sb3.label.control_forever",
    "control_repeat": "sb3.label.control_repeat",
    "control_repeat_until": "sb3.label.control_repeat_until",
    "control_wait": "sb3.label.control_wait",
    "control_wait_until": "sb3.label.control_wait_until",
    "control_stop": "sb3.label.control_stop",
    "data_setvariableto": "sb3.label.data_setvariableto",
    "data_changevariableby": "sb3.label.data_changevariableby",
    "data_addtolist": "sb3.label.data_addtolist",
    "data_deleteoflist": "sb3.label.data_deleteoflist",
    "operator_add": "sb3.label.operator_add",
    "operator_subtract": "sb3.label.operator_subtract",
    "operator_random": "sb3.label.operator_random",
    "operator_mod": "sb3.label.operator_mod",
    "operator_equals": "sb3.label.operator_equals",
    "operator_gt": "sb3.label.operator_gt",
    "operator_lt": "sb3.label.operator_lt",
    "looks_say": "sb3.label.looks_say",
    "looks_sayforsecs": "sb3.label.looks_sayforsecs",
    "motion_movesteps": "sb3.label.motion_movesteps",
    "event_broadcast": "sb3.label.event_broadcast"}


def _opcode(block: dict[str, Any]) -> str:
    opcode = block.get("opcode")
    return opcode if isinstance(opcode, str) else ""


def _mutation(block: dict[str, Any]) -> dict[str, Any]:
    mutation = block.get("mutation")
    return mutation if isinstance(mutation, dict) else {}


def _field(block: dict[str, Any], name: str) -> str:
    fields = block.get("fields")
    value = fields.get(name) if isinstance(fields, dict) else None
    if isinstance(value, list) and value:
        return str(value[0])
    return "" if value is None else str(value)


# ---------------------------------------------------------------------------
# Reading the file


def _fail(key: str, **params: object) -> CodeError:
    return CodeError(key, **params)


def load_project(path: str | PathLike[str] | bytes) -> dict[str, Any]:
    """``project.json`` of an .sb3 file (or of its bytes), checked for size and shape."""
    name = "sb3" if isinstance(path, bytes | bytearray) else Path(path).name
    try:
        if isinstance(path, bytes | bytearray):
            data = bytes(path)
        else:
            file = Path(path)
            if not file.exists():
                raise _fail("sb3.error.missing", name=name, path=str(file))
            if file.is_dir():
                raise _fail("sb3.error.folder", name=name)
            if file.stat().st_size > MAX_FILE:
                raise _fail("sb3.error.too_big", name=name, limit=f"{MAX_FILE // 1_000_000} MB")
            data = file.read_bytes()
    except (OSError, ValueError, TypeError):
        raise _fail("sb3.error.file", name=name) from None
    if len(data) > MAX_FILE:
        raise _fail("sb3.error.too_big", name=name, limit=f"{MAX_FILE // 1_000_000} MB")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            info = archive.getinfo("project.json")
            if info.file_size > MAX_JSON:
                raise _fail("sb3.error.too_big", name=name,
                            limit=f"{MAX_JSON // 1_000_000} MB")
            with archive.open(info) as member:
                text = member.read(MAX_JSON + 1)
    except CodeError:
        raise
    except Exception:  # zlib, lzma, bz2, zipfile …: any damage means "not a project"
        raise _fail("sb3.error.file", name=name) from None
    if len(text) > MAX_JSON:
        raise _fail("sb3.error.too_big", name=name, limit=f"{MAX_JSON // 1_000_000} MB")
    try:
        project = json.loads(text.decode("utf-8"))
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise _fail("sb3.error.json", name=name) from None
    targets = project.get("targets") if isinstance(project, dict) else None
    if not isinstance(targets, list) or not all(isinstance(x, dict) for x in targets):
        raise _fail("sb3.error.json", name=name)
    blocks = [x.get("blocks") for x in targets]
    if not all(isinstance(b, dict) for b in blocks):
        raise _fail("sb3.error.json", name=name)
    if sum(len(b) for b in blocks) > MAX_BLOCKS:
        raise _fail("sb3.error.too_big", name=name, limit=f"{MAX_BLOCKS} blocks")
    return project


# ---------------------------------------------------------------------------
# Reading the program


class _Reader:
    def __init__(self, blocks: dict[str, Any]) -> None:
        self.blocks = blocks

    def block(self, block_id: Any) -> dict[str, Any]:
        block = self.blocks.get(block_id) if isinstance(block_id, str) else None
        if not isinstance(block, dict):
            raise _fail("sb3.error.broken", block=str(block_id)[:60])
        return block

    def input(self, block: dict[str, Any], name: str) -> Any:
        """What fills input ``name``: a block id, a primitive list, or None if empty."""
        inputs = block.get("inputs")
        value = inputs.get(name) if isinstance(inputs, dict) else None
        if not isinstance(value, list) or len(value) < 2:
            return None
        return value[1]

    def stack(self, first: Any, depth: int, seen: set[str]) -> list[Step]:
        """The steps of a branch, from its first block down its ``next`` links."""
        steps: list[Step] = []
        block_id = first
        while block_id is not None:
            if not isinstance(block_id, str) or block_id in seen:
                raise _fail("sb3.error.broken", block=str(block_id)[:60])
            seen.add(block_id)
            block = self.block(block_id)
            opcode = _opcode(block)
            if opcode in ("control_if", "control_if_else"):
                steps.append(self.alternative(block, depth + 1, seen))
            elif opcode == "procedures_call":
                step = self.call(block)
                if step is not None:
                    steps.append(step)
            else:
                raise _fail("sb3.error.block", block=_names(block),
                            examples=_action_examples)
            block_id = block.get("next")
        return steps

    def call(self, block: dict[str, Any]) -> Step | None:
        proccode = " ".join(str(_mutation(block).get("proccode", "")).split()).casefold()
        if proccode in _COUNT_PROC:
            return None
        key = _ACTIONS.get(proccode)
        if key is None:
            raise _fail("sb3.error.block", block=_names(block), examples=_action_examples)
        if not ACTIONS[key][1]:
            return {"give.left": Give(Target.LEFT), "give.right": Give(Target.RIGHT),
                    "give.choice": Give(Target.CHOICE), "swap.left": Swap(Side.LEFT),
                    "swap.right": Swap(Side.RIGHT)}[key]
        try:
            ids = json.loads(_mutation(block).get("argumentids", "[]"))
        except (TypeError, ValueError, RecursionError):
            ids = []
        slot = ids[0] if isinstance(ids, list) and ids and isinstance(ids[0], str) else None
        value = self.literal(self.input(block, slot) if slot else None, block)
        number = _whole(value)
        if number is None or not 1 <= number <= MAX_COUNT:
            raise _fail("sb3.error.count_number", block=_names(block), max=MAX_COUNT,
                        value=str(value)[:20])
        return Draw(number) if key == "draw" else Discard(number)

    def alternative(self, block: dict[str, Any], depth: int, seen: set[str]) -> Alternative:
        if depth > MAX_DEPTH:
            raise _fail("sb3.error.too_deep", limit=MAX_DEPTH)
        test = self.input(block, "CONDITION")
        if test is None:
            raise _fail("sb3.error.empty_condition", example=_example)
        condition = self.condition(test, depth)
        then = self.stack(self.input(block, "SUBSTACK"), depth, seen)
        otherwise: list[Step] = []
        if _opcode(block) == "control_if_else":
            otherwise = self.stack(self.input(block, "SUBSTACK2"), depth, seen)
        return Alternative(condition, tuple(then), tuple(otherwise))

    def condition(self, block_id: Any, depth: int) -> Condition:
        if depth > MAX_DEPTH:
            raise _fail("sb3.error.too_deep", limit=MAX_DEPTH)
        if not isinstance(block_id, str):
            raise _fail("sb3.error.condition", block=_names(block_id), example=_example)
        block = self.block(block_id)
        opcode = _opcode(block)
        if opcode in ("operator_and", "operator_or"):
            parts = []
            for name in ("OPERAND1", "OPERAND2"):
                part = self.input(block, name)
                if part is None:
                    raise _fail("sb3.error.condition", block=_names(block), example=_example)
                parts.append(self.condition(part, depth + 1))
            return (And if opcode == "operator_and" else Or)(parts[0], parts[1])
        if opcode == "operator_not":
            inner_id = self.input(block, "OPERAND")
            if inner_id is None:
                raise _fail("sb3.error.condition", block=_names(block), example=_example)
            inner = self.condition(inner_id, depth + 1)
            # The kit draws ≤ as not (a > b) and ≥ as not (a < b): read them back so.
            if isinstance(inner, Compare) and inner.op in (Op.GT, Op.LT):
                return Compare(inner.quantity, Op.LE if inner.op is Op.GT else Op.GE,
                               inner.value)
            return Not(inner)
        if opcode in _COMPARE:
            return self.compare(block, _COMPARE[opcode])
        raise _fail("sb3.error.condition", block=_names(block), example=_example)

    def compare(self, block: dict[str, Any], op: Op) -> Condition:
        left, right = self.input(block, "OPERAND1"), self.input(block, "OPERAND2")
        for a, b, this_op in ((left, right, op), (right, left, _MIRROR[op])):
            quantity = self.count(a)
            if quantity is not None:
                value = self.literal(b, block)
                number = _whole(value)
                if number is None:
                    raise _fail("sb3.error.number", block=_names(block), value=str(value)[:20])
                return Compare(quantity, this_op, number)
            parity = self.modulo(a) if op is Op.EQ else None
            if parity is not None:
                number = _whole(self.literal(b, block))
                if number not in (0, 1):
                    raise _fail("sb3.error.modulo", block=_names(block))
                return Parity(parity, number == 1)
        raise _fail("sb3.error.compare_sides", block=_names(block), example=_example)

    def count(self, value: Any) -> Quantity | None:
        """The count a reporter reads (a variable named like a kit count), else None."""
        name = None
        if isinstance(value, list) and len(value) >= 2 and value[0] == 12:
            name = str(value[1])
        elif isinstance(value, str):
            block = self.block(value)
            if _opcode(block) == "data_variable":
                name = _field(block, "VARIABLE")
        if name is None:
            return None
        return _COUNTS.get(" ".join(name.split()).casefold())

    def modulo(self, value: Any) -> Quantity | None:
        if not isinstance(value, str):
            return None
        block = self.block(value)
        if _opcode(block) != "operator_mod":
            return None
        quantity = self.count(self.input(block, "NUM1"))
        if quantity is None or _whole(self.literal(self.input(block, "NUM2"), block)) != 2:
            raise _fail("sb3.error.modulo", block=_names(block))
        return quantity

    def literal(self, value: Any, owner: dict[str, Any]) -> Any:
        """The text typed in an input: a primitive, or a shadow block's field."""
        if isinstance(value, list) and len(value) >= 2 and value[0] in (4, 5, 6, 7, 8, 10):
            return value[1]
        if isinstance(value, str):
            block = self.block(value)
            if block.get("shadow") and isinstance(block.get("fields"), dict):
                fields = block["fields"]
                for name in ("NUM", "TEXT"):
                    if name in fields:
                        return _field(block, name)
            raise _fail("sb3.error.number", block=_names(owner), value=_plain(block))
        if value is None:
            return ""
        raise _fail("sb3.error.number", block=_names(owner), value=_plain(value))


def _plain(block: Any) -> str:
    if isinstance(block, dict):
        return str(block.get("opcode", "?"))[:40]
    if isinstance(block, list) and len(block) >= 2:
        return str(block[1])[:40]
    return str(block)[:40]


def _whole(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value < 10**6 else None
    if isinstance(value, float):
        return int(value) if value.is_integer() and 0 <= value < 10**6 else None
    match = _NUMBER.fullmatch(str(value))
    return int(match.group(1)) if match else None


def _program_scripts(project: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Every green-flag script that holds an ``if``: (its target's blocks, flag id)."""
    found = []
    for target in project["targets"]:
        blocks = target["blocks"]
        for block_id, block in blocks.items():
            if not isinstance(block, dict) or block.get("opcode") != "event_whenflagclicked":
                continue
            seen: set[str] = set()
            cursor = block.get("next")
            while isinstance(cursor, str) and cursor not in seen and len(seen) < MAX_BLOCKS:
                seen.add(cursor)
                child = blocks.get(cursor)
                if not isinstance(child, dict):
                    break
                if child.get("opcode") in ("control_if", "control_if_else"):
                    found.append((blocks, block_id))
                    break
                cursor = child.get("next")
    return found


def read_project(project: dict[str, Any]) -> Alternative:
    """The alternative a checked ``project.json`` (see :func:`load_project`) holds."""
    scripts = _program_scripts(project)
    if not scripts:
        raise _fail("sb3.error.no_program")
    if len(scripts) > 1:
        raise _fail("sb3.error.several_programs", n=len(scripts))
    blocks, flag = scripts[0]
    reader = _Reader(blocks)
    seen: set[str] = {flag}
    program: Alternative | None = None
    block_id = reader.block(flag).get("next")
    while block_id is not None:
        if not isinstance(block_id, str) or block_id in seen:
            raise _fail("sb3.error.broken", block=str(block_id)[:60])
        seen.add(block_id)
        block = reader.block(block_id)
        opcode = _opcode(block)
        if opcode in ("control_if", "control_if_else") and program is None:
            program = reader.alternative(block, 1, seen)
        elif opcode in _SAY or (opcode == "procedures_call" and reader.call(block) is None):
            pass  # counting the hand, or saying the result: part of every project
        else:
            raise _fail("sb3.error.one_if", block=_names(block))
        block_id = block.get("next")
    assert program is not None  # _program_scripts found an if on this stack
    return program


def from_sb3(path: str | PathLike[str] | bytes) -> Alternative:
    """The alternative of a Scratch 3 project (a path or the file's bytes); never runs it.

    >>> from algunokit.alguno.notation import parse_condition, parse_action
    >>> from algunokit.code.sb3 import sb3_bytes
    >>> alt = Alternative(parse_condition("spades >= 2"), [parse_action("swap right")])
    >>> from_sb3(sb3_bytes(alt, "fr")) == alt
    True
    """
    return read_project(load_project(path))


__all__ = ["describe", "from_sb3", "load_project", "read_project"]
