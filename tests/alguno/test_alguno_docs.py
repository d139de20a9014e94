"""The examples in the rules documentation run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from algunokit import alguno

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.parametrize("name", ["alguno.fr.md", "alguno.en.md"])
def test_python_examples_run(name):
    text = (DOCS / name).read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    namespace = {"alguno": alguno}
    for block in blocks:
        exec(compile(block, name, "exec"), namespace)  # our own documentation, not student code
    game = namespace.get("partie") or namespace["game"]
    assert game.is_over


@pytest.mark.parametrize("name", ["alguno.fr.md", "alguno.en.md"])
def test_toml_examples_load(tmp_path, name):
    text = (DOCS / name).read_text(encoding="utf-8")
    (block,) = re.findall(r"```toml\n(.*?)```", text, re.S)
    path = tmp_path / "cards.toml"
    path.write_text(block, encoding="utf-8")
    cards = alguno.load_card_set(path)
    assert len(cards.conditions) == 1 and len(cards.actions) == 1
