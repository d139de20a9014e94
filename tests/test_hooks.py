"""The hook names: one list in algunokit/hooks.py, the same in docs/architecture.md's
table, and every one served once the facade is imported."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import algunokit  # noqa: F401  (registers what serves each name)
from algunokit import hooks

DOCS = Path(__file__).resolve().parent.parent / "docs" / "architecture.md"


def documented_names() -> set[str]:
    text = DOCS.read_text(encoding="utf-8")
    table = text[text.index("| name | called by | served by |"):]
    table = table[: table.index("\n\n")]
    names: set[str] = set()
    for row in table.splitlines()[2:]:
        first = row.split("|")[1]
        names.update(re.findall(r"`([^`]+)`", first))
    return names


def test_the_documented_hooks_are_the_listed_ones():
    assert documented_names() == set(hooks.NAMES)


def test_every_listed_hook_is_served_after_import():
    assert set(hooks.served()) == set(hooks.NAMES)


def test_an_unlisted_name_is_refused():
    with pytest.raises(ValueError):
        hooks.register("words.decision", "algunokit.words", "decision_words")  # type: ignore[arg-type]
