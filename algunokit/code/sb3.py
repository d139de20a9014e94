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
    Not,
    Op,
    Or,
    Parity,
    Side,
    Step,
)
from algunokit.alguno.trace import table_around
from algunokit.cards import Card, classic_deck
from algunokit.code.sb3_blocks import (
    ACTIONS,
    LIST_KEYS,
    LISTS,
    QUANTITIES,
    BlockWriter,
    action_key,
    action_proccode,
    count_key,
    count_name,
    variable_ids,
)
from algunokit.code.sb3_procedures import define_all
from algunokit.draw import palette
from algunokit.errors import ConfigError
from algunokit.i18n import resolve, t

SAMPLE_SEED = 2024
SAMPLE_HAND = 5
VM_VERSION = "5.0.300"
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
#: the program's script, under its comment; the "My Blocks" come under the program
MAIN_X, MAIN_Y = 40, 360

_CARD_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="88" viewBox="0 0 64 88">'
    f'<rect x="1" y="1" width="62" height="86" rx="7" fill="{palette.WHITE}" '
    f'stroke="{palette.SB3_CARD_EDGE}" '
    'stroke-width="2"/><text x="32" y="40" font-family="sans-serif" font-size="26" '
    f'text-anchor="middle" fill="{palette.SB3_HEARTS}">&#9829;&#9830;</text><text x="32" y="70" '
    'font-family="sans-serif" font-size="26" text-anchor="middle" '
    f'fill="{palette.SB3_CARD_INK}">&#9827;&#9824;</text></svg>')
_BACKDROP_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">'
    f'<rect width="480" height="360" fill="{palette.SB3_STAGE}"/></svg>')


# ---------------------------------------------------------------------------
# The program


def _condition(b: BlockWriter, cond: Condition, block_id: str) -> str:
    if isinstance(cond, And | Or):
        left = _condition(b, cond.left, f"{block_id}.1")
        right = _condition(b, cond.right, f"{block_id}.2")
        opcode = "operator_and" if isinstance(cond, And) else "operator_or"
        return b.add(block_id, opcode, {"OPERAND1": b.boolean(left),
                                        "OPERAND2": b.boolean(right)})
    if isinstance(cond, Not):
        inner = _condition(b, cond.operand, f"{block_id}.1")
        return b.add(block_id, "operator_not", {"OPERAND": b.boolean(inner)})
    count = b.variable(count_key(cond.quantity))
    if isinstance(cond, Parity):
        modulo = b.add(f"{block_id}.mod", "operator_mod",
                       {"NUM1": b.variable(count_key(cond.quantity), 4), "NUM2": b.number(2)})
        return b.compare(block_id, "operator_equals", b.reporter(modulo),
                         b.text("1" if cond.odd else "0"))
    assert isinstance(cond, Compare)
    if cond.op in (Op.LE, Op.GE):
        opcode = "operator_gt" if cond.op is Op.LE else "operator_lt"
        inner = b.compare(f"{block_id}.1", opcode, count, b.text(str(cond.value)))
        return b.add(block_id, "operator_not", {"OPERAND": b.boolean(inner)})
    opcode = {Op.LT: "operator_lt", Op.EQ: "operator_equals", Op.GT: "operator_gt"}[cond.op]
    return b.compare(block_id, opcode, count, b.text(str(cond.value)))


def _steps(b: BlockWriter, steps: Sequence[Step], prefix: str) -> list[str]:
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


def _alternative(b: BlockWriter, alt: Alternative, block_id: str) -> str:
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


def _main_script(b: BlockWriter, alt: Alternative) -> None:
    flag = b.add("flag", "event_whenflagclicked")
    b.top(flag, MAIN_X, MAIN_Y)
    count = b.call("count", "count")
    program = _alternative(b, alt, "if")
    say = b.add("say", "looks_say", {"MESSAGE": b.list_contents("hand")})
    b.blocks[flag]["next"] = b.chain([count, program, say], flag)
    names = {key: t(LIST_KEYS[key], b.language) for key in LISTS}
    b.comment(flag, "sb3.comment.main", MAIN_X, 40, 560, 280,
              count=t("sb3.proc.count", b.language), **names)


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
    if isinstance(table, list | tuple) and all(isinstance(c, Card) for c in table):
        table, player = table_around(table), 0  # a hand: dealt around as alt.trace does
    if not isinstance(getattr(table, "hands", None), list):
        raise ConfigError("sb3.error.table", found=type(table).__name__)
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
    md5 = hashlib.md5(data, usedforsecurity=False).hexdigest()  # Scratch names assets so
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
    b = BlockWriter(lang)
    _main_script(b, alt)
    define_all(b, MAIN_X, MAIN_Y + b.height("flag") + 160)
    variables = {}
    for key in variable_ids():
        variables[key] = [b.var_name(key), 0]
    stage_lists = {f"list.{key}": [t(LIST_KEYS[key], lang), [c.code_in(lang) for c in cards]]
                   for key, cards in lists.items()}
    backdrop, _ = _costume(_BACKDROP_SVG, t("sb3.backdrop", lang), (240, 180))
    card, _ = _costume(_CARD_SVG, t("sb3.costume", lang), (32, 44))
    monitors = []
    for index, key in enumerate(("hand", "left", "right", "deck", "discard")):
        name, items = stage_lists[f"list.{key}"]
        monitors.append({"id": f"list.{key}", "mode": "list", "opcode": "data_listcontents",
                         "params": {"LIST": name}, "spriteName": None, "value": items,
                         "width": 92, "height": 190, "x": 4 + 95 * index, "y": 4,
                         "visible": True})
    stage = {"isStage": True, "name": "Stage", "variables": variables, "lists": stage_lists,
             "broadcasts": {}, "blocks": {}, "comments": {}, "currentCostume": 0,
             "costumes": [backdrop], "sounds": [], "volume": 100, "layerOrder": 0,
             "tempo": 60, "videoTransparency": 50, "videoState": "on",
             "textToSpeechLanguage": None}
    sprite = {"isStage": False, "name": t("sb3.sprite", lang), "variables": {}, "lists": {},
              "broadcasts": {}, "blocks": b.blocks, "comments": b.comments,
              "currentCostume": 0, "costumes": [card], "sounds": [], "volume": 100,
              "layerOrder": 1, "visible": True, "x": -170, "y": -125, "size": 100,
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
    seen from seat ``player``, or from a hand (a list of cards, dealt around as
    ``alt.trace(hand)`` does), else from a fixed sample deal of three hands of five.
    """
    target = Path(path)
    target.write_bytes(sb3_bytes(alt, language, table, player))
    return target


__all__ = ["ACTIONS", "QUANTITIES", "action_key", "action_proccode", "count_name",
           "project_json", "sb3_bytes", "to_sb3"]
