"""The Celsius engine names nothing above it, not even inside a function.

Pictures, code views and the notebook table reach it through ``algunokit.hooks``
and the facade (``ak.play("celsius", …)``); the engine runs without Jupyter.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "algunokit" / "celsius"
ABOVE = ("draw", "code", "widgets", "lessons", "exercises", "tournaments", "notebook")
JUPYTER = ("ipywidgets", "ipycanvas", "IPython")


#: The spec's declarations of what serves the game above the engine (issue 45: the spec
#: is the one place a game is declared). Data read by the layers above, never imported
#: by the engine: the only upper names an engine file may spell.
DECLARED = ("drawing", "play_widget")


def _declarations(tree: ast.AST) -> set[int]:
    """The ids of the string constants given to ``GameSpec(drawing=…, play_widget=…)``."""
    return {id(kw.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
            and getattr(node.func, "id", None) == "GameSpec"
            for kw in node.keywords if kw.arg in DECLARED}


def _named(path: Path) -> list[str]:
    """Every module an engine file imports, and every dotted name it spells in a string
    (the spec's declarations aside)."""
    names = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    declared = _declarations(tree)
    for node in ast.walk(tree):
        if id(node) in declared:
            continue
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            if node.module == "algunokit":
                names += [f"algunokit.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith("algunokit."):
            names.append(node.value.split()[0])
    return names


@pytest.mark.parametrize("path", sorted(ENGINE.glob("*.py")), ids=lambda p: p.name)
def test_engine_module_names_nothing_above_it(path):
    for name in _named(path):
        parts = name.split(".")
        assert parts[0] not in JUPYTER, name
        assert not (parts[0] == "algunokit" and len(parts) > 1 and parts[1] in ABOVE), name
