"""A student's path through the lessons this helper owns: every lesson ends with
« À retenir » / "Remember", and lesson 09's starter cells as shipped pass no exercise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.lessons.skyjo_1 import STRATEGY_NAMES

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

ROOT = Path(__file__).resolve().parent.parent
TITLE = {"fr": "## À retenir", "en": "## Remember"}


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


@pytest.mark.parametrize("path", sorted((ROOT / "lessons").glob("*/[01][0-9]*-*.ipynb")),
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_lesson_ends_with_what_to_remember(path):
    if path.name.startswith("00"):
        pytest.skip("the teacher's guide is not a lesson")
    last = [c for c in cells(path) if c["cell_type"] == "markdown"][-1]
    assert source(last).startswith(TITLE[path.parent.name]), path


def starter(path: Path, call: str) -> str:
    """The code cell holding ``call`` (the exercise's check), without the check line."""
    cell = next(c for c in cells(path) if c["cell_type"] == "code" and call in source(c))
    return "\n".join(line for line in source(cell).splitlines() if call not in line)


@pytest.mark.parametrize(("lang", "path"), [("fr", "fr/09-skyjo.ipynb"),
                                            ("en", "en/09-skyjo.ipynb")])
def test_lesson_09_starters_pass_nothing_and_solutions_pass(lang, path):
    notebook = ROOT / "lessons" / path
    lesson = ak.lesson("skyjo", 1, lang)
    for ex in ("ex1", "ex2", "ex3", "ex4"):
        exercise = lesson.exercises[ex]
        namespace: dict = dict(STRATEGY_NAMES)
        exec(starter(notebook, f"L.{ex}.check("), namespace)  # the lesson's own starter cell
        answer = next((v for k, v in namespace.items()
                       if k not in STRATEGY_NAMES and not k.startswith("__")), ...)
        assert not exercise.check(answer).ok, (path, ex)
        assert exercise.check(exercise.solution_answer).ok, (path, ex)
