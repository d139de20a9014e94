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


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_attributes_an_answer_function_may_use_are_listed_and_real(lang):
    text = (ROOT / "docs" / f"teacher.{lang}.md").read_text(encoding="utf-8")
    hand = ak.Hand.from_codes("3H KH JB")
    card = hand[0]
    for attribute in ("rank", "suit", "colour", "is_joker", "short_label", "label"):
        assert f".{attribute}" in text and hasattr(card, attribute), attribute
    for name in re.findall(r"ak\.(Rank|Suit|Colour)\.([A-Z]+)", text):
        assert hasattr(getattr(ak, name[0]), name[1]), name
    assert "L.answer_key()" in text and callable(Lesson.answer_key)
    assert sum(1 for c in hand if c.colour is ak.Colour.RED) == 2
    assert "--lesson" in text
