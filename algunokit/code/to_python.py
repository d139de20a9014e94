"""Alternative -> Python source a student can read and run.

>>> from algunokit.alguno.notation import parse_condition, parse_action
>>> from algunokit.alguno.lang import Alternative
>>> alt = Alternative(parse_condition("hearts = 1"), [parse_action("discard 1")],
...                   [parse_action("draw 2")])
>>> print(to_python(alt, "fr"), end="")
if nombre_de_coeurs() == 1:
    defausser(1)
else:
    piocher(2)

One idea per line, no boilerplate: a single ``if`` (with ``elif`` when the
SINON branch is just another alternative), one action per line, ``pass`` for an
empty ALORS. Tests keep the hand on the left (``nombre_de_piques() > 2``).
:func:`python_lines` also says which part of the program each line is, so a
view can highlight the lines a trace ran.
"""

from __future__ import annotations

from dataclasses import dataclass

from algunokit.alguno.lang import Alternative, And, Compare, Condition, Not, Or, Parity, Step
from algunokit.code.vocabulary import action_call, count_word, parity_word

INDENT = "    "

#: Where a node sits in a program: ("then" | "else", index) steps from the root.
Path = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class CodeLine:
    """One line of generated Python and what it stands for.

    ``role`` is "if", "elif", "else", "action" or "pass"; ``path`` is the
    alternative's path for if / elif / else, the action's path for "action",
    and the branch's alternative path for "pass" (``branch`` tells which).
    """

    text: str
    role: str
    path: Path
    branch: str = ""


def condition_python(cond: Condition, language: str | None = None) -> str:
    """The Python expression of a condition: ``nombre_de_cartes() >= 2 and …``."""
    if isinstance(cond, Compare):
        return f"{count_word(cond.quantity).name(language)}() {cond.op.python} {cond.value}"
    if isinstance(cond, Parity):
        count = count_word(cond.quantity).name(language)
        return f"{parity_word(cond.odd).name(language)}({count}())"
    if isinstance(cond, Not):
        inner = condition_python(cond.operand, language)
        return f"not {inner}" if isinstance(cond.operand, Parity | Not) else f"not ({inner})"
    assert isinstance(cond, And | Or)
    word = "and" if isinstance(cond, And) else "or"
    left = condition_python(cond.left, language)
    right = condition_python(cond.right, language)
    # ``a and b and c`` reads back left-nested, so a right-nested part keeps its
    # brackets; mixed and / or always get brackets, so nobody has to know priorities.
    if isinstance(cond.left, And | Or) and type(cond.left) is not type(cond):
        left = f"({left})"
    if isinstance(cond.right, And | Or):
        right = f"({right})"
    return f"{left} {word} {right}"


def python_lines(alt: Alternative, language: str | None = None) -> list[CodeLine]:
    """The program as :class:`CodeLine` records, in order."""
    lines: list[CodeLine] = []
    _alternative(alt, (), 0, "if", lines, language)
    return lines


def _alternative(alt: Alternative, path: Path, depth: int, keyword: str,
                 lines: list[CodeLine], language: str | None) -> None:
    pad = INDENT * depth
    lines.append(CodeLine(f"{pad}{keyword} {condition_python(alt.condition, language)}:",
                          keyword, path))
    _branch(alt.then, path, "then", depth + 1, lines, language)
    if not alt.otherwise:
        return
    if len(alt.otherwise) == 1 and isinstance(alt.otherwise[0], Alternative):
        _alternative(alt.otherwise[0], (*path, ("else", 0)), depth, "elif", lines, language)
        return
    lines.append(CodeLine(f"{pad}else:", "else", path))
    _branch(alt.otherwise, path, "else", depth + 1, lines, language)


def _branch(steps: tuple[Step, ...], path: Path, branch: str, depth: int,
            lines: list[CodeLine], language: str | None) -> None:
    pad = INDENT * depth
    if not steps:
        lines.append(CodeLine(f"{pad}pass", "pass", path, branch))
    for index, step in enumerate(steps):
        here = (*path, (branch, index))
        if isinstance(step, Alternative):
            _alternative(step, here, depth, "if", lines, language)
        else:
            lines.append(CodeLine(pad + action_call(step, language), "action", here))


def to_python(alt: Alternative, language: str | None = None) -> str:
    """Python source of ``alt`` with the student vocabulary of ``language`` ("fr" / "en")."""
    return "\n".join(line.text for line in python_lines(alt, language)) + "\n"


__all__ = ["CodeLine", "Path", "condition_python", "python_lines", "to_python"]
