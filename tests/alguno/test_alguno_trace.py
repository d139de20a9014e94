"""Traces: which tests were true or false, which branch ran, each action's hands."""

from __future__ import annotations

import pytest
from helpers import alt, hand, table

import algunokit as ak
from algunokit.alguno import Alternative, And, Or, Side, explain, parse_condition
from algunokit.alguno.trace import ActionTrace, Trace


def test_every_part_of_and_or_is_evaluated_and_shown():
    cond = parse_condition("hearts = 4 or spades <= 2")
    result = explain(cond, hand("AH", "2S", "3S", "4S"))
    assert isinstance(result.condition, Or) and result.value is False
    assert [(leaf.value, leaf.count) for leaf in result.leaves()] == [(False, 1), (False, 3)]
    result = explain(parse_condition("cards = 3 and diamonds = 1"), hand("AD", "2D", "3C"))
    assert isinstance(result.condition, And)
    assert [leaf.value for leaf in result.leaves()] == [True, False] and not result.value
    inner = explain(parse_condition("not cards odd"), hand("AD"))
    assert inner.value is False and inner.parts[0].value is True


def test_trace_records_branch_and_each_action_with_hands():
    program = alt("hearts = 1", ["discard 1", "give left"], "draw 2")
    cards = hand("7H", "2S", "KD")
    trace = program.trace(cards)
    assert trace.taken and trace.branch == "then"
    assert trace.hand_before == tuple(cards)
    first, second = trace.steps
    assert isinstance(first, ActionTrace)
    assert first.before == tuple(cards) and first.after == tuple(hand("2S", "KD"))
    assert second.before == first.after and second.after == tuple(hand("KD"))
    assert trace.hand_after == tuple(hand("KD"))
    assert cards == hand("7H", "2S", "KD")  # the student's hand is not modified


def test_trace_of_the_else_branch():
    trace = alt("hearts = 2", "discard 1", "draw 2").trace(hand("7H"))
    assert not trace.taken and trace.branch == "else"
    assert len(trace.hand_after) == 3


def test_nested_traces_follow_the_program():
    inner = alt("cards = 3", "discard 1", "draw 1")
    program = Alternative(parse_condition("cards = 2"), (alt("cards = 2", "draw 1"), inner), ())
    trace = program.trace(hand("AH", "2H"))
    assert [type(s) for s in trace.steps] == [Trace, Trace]
    assert trace.steps[1].taken and len(trace.steps[1].hand_before) == 3


def test_trace_on_a_table_leaves_it_untouched_and_uses_the_chooser():
    tb = table(hand("AH", "KS"), hand("2H"), hand("3H"))
    trace = alt("cards = 2", "give choice").trace(
        table=tb, chooser=lambda c: Side.RIGHT if c.options[0] is Side.LEFT else c.options[-1])
    assert trace.hand_after == tuple(hand("AH"))
    assert tb.hands == [hand("AH", "KS"), hand("2H"), hand("3H")]


def test_describe_in_both_languages():
    trace = alt("hearts = 1", "discard 1", "draw 2").trace(hand("7H", "2S"))
    fr, en = trace.describe("fr"), trace.describe("en")
    assert "exactement 1 cœur : vrai (1)" in fr and "branche ALORS exécutée" in fr
    assert "exactly 1 heart: true (1)" in en and "THEN branch runs" in en
    assert "7♥ 2♠ → 2♠" in fr


def test_a_bad_hand_is_a_clear_error():
    with pytest.raises(ak.RuleError):
        alt("cards = 1", "draw 1").trace(hand("7H", "7H"))


def test_traces_in_place_follow_several_players_in_turn():
    program = alt("cards = 1", "give left", "draw 1")
    tb = table(hand("AH"), hand("2H", "3H"), hand("4H", "5H"), draw=hand("9C", "8C"))
    traces = [program.trace(table=tb, player=p, in_place=True) for p in (0, 2, 1)]
    assert [t.taken for t in traces] == [True, False, False]
    assert traces[2].hand_before == tuple(hand("2H", "3H", "AH"))
    assert [len(h) for h in tb.hands] == [0, 4, 3]
