"""Celsius's catalogue keys are written out in full where they are used, and all used.

No key is built at run time (an f-string or ``+``): a reader can find every use of a
sentence by searching for its key, and a renamed key cannot silently go missing.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from algunokit.messages import celsius, celsius_table, lessons_celsius

ROOT = Path(__file__).resolve().parents[2] / "algunokit"
PREFIXES = ("celsius.", "celsius_table.", "lessons_celsius.")
USERS = [*sorted((ROOT / "celsius").glob("*.py")), ROOT / "draw" / "celsius.py",
         ROOT / "widgets" / "celsius.py", ROOT / "widgets" / "celsius_chain.py",
         ROOT / "widgets" / "celsius_logic.py",
         ROOT / "lessons" / "celsius_1.py", ROOT / "lessons" / "celsius_2.py",
         ROOT / "exercises" / "celsius.py"]


def _strings() -> tuple[set[str], list[str]]:
    """Every string constant in the modules that use the keys, and every key-like
    beginning of an f-string or a ``+`` (a key built at run time)."""
    constants: set[str] = set()
    built: list[str] = []
    for path in USERS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                constants.add(node.value)
            head = None
            if isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                head = node.left
            if isinstance(head, ast.Constant) and isinstance(head.value, str) \
                    and head.value.startswith(PREFIXES):
                built.append(f"{path.name}:{node.lineno}")
    return constants, built


@pytest.mark.parametrize("module", [celsius, celsius_table, lessons_celsius])
def test_every_key_is_written_out_and_used(module):
    constants, built = _strings()
    assert built == []
    unused = [key for key in module.MESSAGES if key not in constants]
    assert unused == []
