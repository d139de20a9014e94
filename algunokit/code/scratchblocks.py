"""Alternative -> scratchblocks text (the syntax of the Scratch forums and wiki).

>>> from algunokit.alguno.notation import parse_condition, parse_action
>>> from algunokit.alguno.lang import Alternative
>>> alt = Alternative(parse_condition("hearts = 1"), [parse_action("discard 1")],
...                   [parse_action("draw 2")])
>>> print(to_scratchblocks(alt, "en"), end="")
if <(number of hearts :: sensing) = [1]> then
  discard (1) :: custom
else
  draw (2) :: custom
end

French uses the French block words (``si <…> alors``, ``sinon``, ``fin``).
Counts are sensing reporters, actions are custom blocks ("My Blocks"); ≤ and ≥
are written as Scratch users must build them (``<not <(a) > [b]>>``).
"""

from __future__ import annotations

from algunokit.alguno.lang import Alternative
from algunokit.code.blocks import ActionBlock, Boolean, IfBlock, Reporter, program_blocks

INDENT = "  "


def reporter_text(rep: Reporter) -> str:
    if rep.kind == "mod":
        assert rep.inner is not None
        return f"({reporter_text(rep.inner)} {rep.text} ({rep.number}))"
    return f"({rep.text} :: sensing)"


def boolean_text(block: Boolean) -> str:
    if block.op in ("and", "or"):
        left, right = block.parts
        return f"<{boolean_text(left)} {block.word} {boolean_text(right)}>"
    if block.op == "not":
        return f"<{block.word} {boolean_text(block.parts[0])}>"
    assert block.left is not None
    return f"<{reporter_text(block.left)} {block.word} [{block.right}]>"


def _stack(blocks: tuple[ActionBlock | IfBlock, ...], depth: int, lines: list[str]) -> None:
    for block in blocks:
        if isinstance(block, IfBlock):
            _if(block, depth, lines)
            continue
        words = block.before
        if block.number is not None:
            words += f" ({block.number})"
        if block.after:
            words += f" {block.after}"
        lines.append(f"{INDENT * depth}{words} :: custom")


def _if(block: IfBlock, depth: int, lines: list[str]) -> None:
    word_if, word_then, word_else, word_end = block.words
    pad = INDENT * depth
    lines.append(f"{pad}{word_if} {boolean_text(block.condition)} {word_then}")
    _stack(block.then, depth + 1, lines)
    if block.otherwise is not None:
        lines.append(f"{pad}{word_else}")
        _stack(block.otherwise, depth + 1, lines)
    lines.append(f"{pad}{word_end}")


def to_scratchblocks(alt: Alternative, language: str | None = None) -> str:
    """scratchblocks text of ``alt`` in ``language`` ("fr" / "en")."""
    lines: list[str] = []
    _if(program_blocks(alt, language), 0, lines)
    return "\n".join(lines) + "\n"


__all__ = ["boolean_text", "reporter_text", "to_scratchblocks"]
