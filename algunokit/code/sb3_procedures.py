"""The "My Blocks" every exported project defines, each run without screen refresh.

``count the hand`` (Scratch has no custom reporter: it stores every count in a
variable named like the kit's word), the actions named like the kit's words
(``discard (n)``, ``give left`` …) doing what the engine's ``first_option``
chooser does, and the shuffle that refills an empty deck with the same
Fisher-Yates walk as Python's ``random.shuffle``.
"""

from __future__ import annotations

from algunokit.cards import Card, Colour, Rank, Suit
from algunokit.code.sb3_blocks import QUANTITIES, BlockWriter, action_proccode, count_key
from algunokit.i18n import t

COMMENT_DX = 760  #: comments sit this far right of their definition
GAP = 120  #: between one definition and the next


def _define_count(b: BlockWriter, x: int, y: int) -> None:
    p = "def.count"
    body: list[str] = []
    for quantity in QUANTITIES:
        key = count_key(quantity)
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
    # A code's last letter: a suit's counts in its suit; a joker's (R / B, in French R / N)
    # only in its colour. The lists are written in the project's language (QH / DC).
    tallies = [(Card(Rank.ACE, suit).code_in(b.language)[-1], f"count.{suit.value}")
               for suit in Suit]
    tallies += [(Card.joker(Colour.RED).code_in(b.language)[-1], "count.red"),
                (Card.joker(Colour.BLACK).code_in(b.language)[-1], "count.black")]
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
    b.comment(definition, "sb3.comment.count", x + COMMENT_DX, y, 420, 220)


def _define_shuffle(b: BlockWriter, x: int, y: int) -> None:
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


def _define_draw(b: BlockWriter, x: int, y: int) -> None:
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
    b.comment(definition, "sb3.comment.draw", x + COMMENT_DX, y, 420, 180)


def _has_cards(b: BlockWriter, block_id: str, key: str = "hand") -> str:
    return b.compare(block_id, "operator_gt", b.reporter(b.length(f"{block_id}.length", key)),
                     b.text("0"))


def _define_discard(b: BlockWriter, x: int, y: int) -> None:
    p = "def.discard"
    move = b.if_(f"{p}.if", _has_cards(b, f"{p}.some"),
                 b.move_first(f"{p}.move", "hand", "discard"))
    repeat = b.add(f"{p}.repeat", "control_repeat",
                   {"TIMES": b.reporter(b.argument(f"{p}.n"), 6)})
    b.blocks[repeat]["inputs"]["SUBSTACK"] = b.substack([move], repeat)
    definition = b.define("discard", action_proccode("discard", b.language), True, [repeat],
                          x, y)
    b.comment(definition, "sb3.comment.discard", x + COMMENT_DX, y, 420, 200)


def _define_give(b: BlockWriter, side: str, x: int, y: int) -> None:
    p = f"def.give.{side}"
    move = b.if_(f"{p}.if", _has_cards(b, f"{p}.some"), b.move_first(f"{p}.move", "hand", side))
    definition = b.define(f"give.{side}", action_proccode(f"give.{side}", b.language), False,
                          [move], x, y)
    if side == "left":
        b.comment(definition, "sb3.comment.give", x + COMMENT_DX, y, 420, 170)


def _define_either(b: BlockWriter, x: int, y: int) -> None:
    body = [b.call("def.give.choice.left", "give.left")]
    definition = b.define("give.choice", action_proccode("give.choice", b.language), False,
                          body, x, y)
    b.comment(definition, "sb3.comment.either", x + COMMENT_DX, y, 420, 150)


def _define_swap(b: BlockWriter, side: str, x: int, y: int) -> None:
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



def define_all(b: BlockWriter, x: int, y: int) -> None:
    """Every "My Block", one under the other from (``x``, ``y``)."""
    layout = [("count", _define_count), ("draw", _define_draw), ("shuffle", _define_shuffle),
              ("discard", _define_discard)]
    layout += [(f"give.{side}", lambda b, x, y, side=side: _define_give(b, side, x, y))
               for side in ("left", "right")]
    layout.append(("give.choice", _define_either))
    layout += [(f"swap.{side}", lambda b, x, y, side=side: _define_swap(b, side, x, y))
               for side in ("left", "right")]
    for key, define in layout:
        define(b, x, y)
        comment = b.comments.get(f"comment.def.{key}")
        y += max(b.height(f"def.{key}"), comment["height"] if comment else 0) + GAP


__all__ = ["define_all"]
