"""docs/teacher.*.md names only tools that exist (a renamed one would leave it lying)."""

import re
from pathlib import Path

import pytest

import algunokit as ak
from algunokit import alguno
from algunokit.cli import build_parser
from algunokit.lessons import Lesson
from algunokit.lessons import answers as answers_module

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_teachers_summary_names_real_tools(lang):
    text = (ROOT / "docs" / f"teacher.{lang}.md").read_text(encoding="utf-8")
    for name in re.findall(r"ak\.([a-z_]+)\(", text):
        assert callable(getattr(ak, name)), name
    assert "backs" in alguno.print_deck.__code__.co_varnames
    assert "set_name" in alguno.print_deck.__code__.co_varnames
    assert callable(Lesson.add) and callable(answers_module.write_answer_key)
    commands = build_parser()._subparsers._group_actions[0].choices
    for command in re.findall(r"python -m algunokit ([a-z]+)", text):
        assert command in commands, command
    for link in re.findall(r"\]\(([a-z.]+\.md)\)", text):
        assert (ROOT / "docs" / link).is_file(), link
