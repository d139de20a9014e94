"""Small strategy files for the tournament tests (written into a temporary folder)."""

from __future__ import annotations

import json
from pathlib import Path

FIRST = "def strategie(vue, decision):\n    return decision.options[0]\n"
LAST = "def strategy(view, decision):\n    return decision.options[-1]\n"
RANDOM = ("import random\n\ndef strategie(vue, decision):\n"
          "    return random.choice(decision.options)\n")
LOOP = "def strategie(vue, decision):\n    while True:\n        pass\n"
CRASH = "def strategie(vue, decision):\n    x = 1\n    return decision.options[x // 0]\n"
ILLEGAL = "def strategie(vue, decision):\n    return 'gauche'\n"
SYNTAX = "def strategie(vue, decision)\n    return decision.options[0]\n"
HOG = "def strategie(vue, decision):\n    return bytearray(20 * 1024 ** 3)\n"


def write(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def notebook(cells: list[tuple[str, str]]) -> str:
    """An .ipynb text with ``(cell_type, source)`` cells."""
    return json.dumps({
        "cells": [{"cell_type": kind, "metadata": {}, "source": source,
                   **({"outputs": [], "execution_count": None} if kind == "code" else {})}
                  for kind, source in cells],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
