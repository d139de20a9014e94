"""Placement rules on hand-built tables, straight from docs/rules/gaag.en.md."""

from __future__ import annotations

import pytest
from gaag_helpers import row

from algunokit.errors import RuleError
from algunokit.gaag import (
    Placement,
    PlacementKind,
    Row,
    check_placement,
    element,
    gap_card,
    is_in_order,
    is_special,
    place,
    placements,
)

FIRST, LEFT, RIGHT, BOND, GAP = (PlacementKind.FIRST, PlacementKind.LEFT, PlacementKind.RIGHT,
                                 PlacementKind.BOND, PlacementKind.GAP)


def kinds(table, card):
    return [(p.kind, p.index) for p in placements(table, card)]


def refusal(table, card, kind, index):
    """The key of the refusal, after checking it reads in both languages."""
    with pytest.raises(RuleError) as info:
        check_placement(table, card, Placement(kind, index))
    assert info.value.message("fr") != info.value.message("en")
    return info.value.key


@pytest.mark.parametrize("card", [element(1), element(9, 4), element(18), gap_card()])
def test_first_card_of_an_empty_table_may_be_anything(card):
    assert kinds(Row(), card) == [(FIRST, 0)]


def test_strictly_smaller_goes_left_strictly_greater_goes_right():
    table = row(5, 9)
    assert kinds(table, element(4, 1)) == [(LEFT, 0)]
    assert kinds(table, element(10, 1)) == [(RIGHT, 2)]
    assert kinds(table, element(6, 1)) == []
    assert kinds(table, element(5, 1)) == []  # equal is not strictly smaller
    assert kinds(table, element(9, 1)) == []  # equal is not strictly greater
    assert place(table, element(4, 1), Placement(LEFT, 0)).cards[0] == element(4, 1)


def test_refusals_say_why():
    table = row(5, 9)
    assert refusal(table, element(6, 1), LEFT, 0) == "gaag.error.not_smaller"
    assert refusal(table, element(6, 1), RIGHT, 2) == "gaag.error.not_greater"
    assert refusal(table, element(4, 1), LEFT, 1) == "gaag.error.position"
    assert refusal(table, element(4, 1), FIRST, 0) == "gaag.error.table_not_empty"
    assert refusal(Row(), element(4, 1), LEFT, 0) == "gaag.error.table_empty"
    with pytest.raises(RuleError) as info:
        check_placement(table, element(6, 1), Placement(LEFT, 0))
    assert info.value.params["low"] == 5 and info.value.params["z"] == 6


def test_one_closes_the_left_end_for_good_and_eighteen_the_right_end():
    table = row(1, 5)
    assert table.left_closed and not table.right_closed
    assert all(p.kind is not LEFT for z in range(2, 18) for p in placements(table, element(z, 1)))
    assert refusal(table, element(2, 1), LEFT, 0) == "gaag.error.left_closed"
    table = row(5, 18)
    assert table.right_closed
    assert refusal(table, element(17, 1), RIGHT, 2) == "gaag.error.right_closed"


def test_one_and_eighteen_can_always_be_played():
    for table in (row(2, 3), row(9), row(17), row(4, 0, 6, 7)):
        assert (LEFT, 0) in kinds(table, element(1))
        assert (RIGHT, len(table)) in kinds(table, element(18))


def test_sheet_gap_example_between_3_and_5_yes_between_3_and_6_no():
    assert kinds(row(3, 5), gap_card()) == [(GAP, 1)]
    assert kinds(row(3, 6), gap_card()) == []
    assert refusal(row(3, 6), gap_card(), GAP, 1) == "gaag.error.gap_many"
    with pytest.raises(RuleError) as info:
        check_placement(row(3, 6), gap_card(), Placement(GAP, 1))
    assert info.value.params == {"left": 3, "right": 6, "count": 2, "missing": "4, 5"}
    after = place(row(3, 5), gap_card(), Placement(GAP, 1))
    assert after.values == (3, 4, 5) and is_in_order(after)


def test_gap_refusals():
    assert refusal(row(3, 4), gap_card(), GAP, 1) == "gaag.error.gap_none"
    assert refusal(row(7, (7, 1)), gap_card(), GAP, 1) == "gaag.error.gap_none"
    assert refusal(row(3, 5), gap_card(), GAP, 0) == "gaag.error.gap_edge"
    assert refusal(row(3, 5), element(4, 1), GAP, 1) == "gaag.error.not_gap_card"
    assert refusal(row(3, 5), gap_card(), LEFT, 0) == "gaag.error.gap_only_in_gaps"


def test_gap_is_offered_at_every_single_missing_value():
    table = row(2, 4, 5, 7)
    assert kinds(table, gap_card()) == [(GAP, 1), (GAP, 3)]


def test_no_gap_next_to_a_filled_gap():
    table = place(row(3, 5), gap_card(), Placement(GAP, 1))
    assert kinds(table, gap_card()) == []


def test_seven_bonds_to_an_eight_in_the_middle_of_the_row():
    table = row(5, 8, 12)
    assert kinds(table, element(7, 1)) == [(BOND, 1)]
    after = place(table, element(7, 1), Placement(BOND, 1))
    assert [c.z for c in after.cards] == [5, 7, 8, 12] and is_in_order(after)


def test_seven_and_eight_bond_to_an_equal_card():
    table = row(3, 7, 12)
    assert kinds(table, element(7, 1)) == [(BOND, 1)]  # the first place touching a 7
    assert kinds(table, element(8, 1)) == [(BOND, 2)]
    after = place(table, element(8, 1), Placement(BOND, 2))
    assert [c.z for c in after.cards] == [3, 7, 8, 12]


def test_bond_at_an_end_is_a_bond_not_a_left_play():
    table = row(8, 9)
    assert kinds(table, element(7)) == [(BOND, 0)]
    assert refusal(table, element(7), LEFT, 0) == "gaag.error.is_bond"
    assert is_special(element(7), Placement(BOND, 0))
    assert not is_special(element(7), Placement(LEFT, 0))


def test_bond_needs_a_seven_or_an_eight_element():
    assert kinds(row(5, 12), element(7, 1)) == []
    assert refusal(row(5, 12), element(7, 1), BOND, 1) == "gaag.error.no_partner"
    assert refusal(row(7, 12), element(9, 1), BOND, 1) == "gaag.error.not_bond_card"


def test_bond_next_to_a_gap_standing_for_seven():
    table = place(row(6, 8), gap_card(), Placement(GAP, 1))  # 6 <> 8: the gap stands for 7
    assert kinds(table, element(7, 1)) == [(BOND, 2)]
    after = place(table, element(7, 1), Placement(BOND, 2))
    assert after.values == (6, 7, 7, 8) and is_in_order(after)


def test_many_bonds_keep_the_row_in_order():
    table = row(3, 7, 12)
    for card in (element(8), element(7, 1), element(8, 2), element(7, 3), element(8, 3)):
        (placement,) = [p for p in placements(table, card) if p.kind is BOND]
        table = place(table, card, placement)
        assert is_in_order(table)
    assert [c.z for c in table.cards] == [3, 7, 7, 7, 8, 8, 8, 12]


def test_a_gap_can_start_a_table_and_takes_its_value_from_the_next_element():
    lone = place(Row(), gap_card(), Placement(FIRST, 0))
    assert lone.values == (0,) and is_in_order(lone)
    assert kinds(lone, element(5, 1)) == [(LEFT, 0), (RIGHT, 1)]
    assert kinds(lone, element(1)) == [(LEFT, 0)]  # the gap then stands for 2
    assert kinds(lone, element(18)) == [(RIGHT, 1)]  # the gap then stands for 17
    assert kinds(lone, gap_card()) == []
    left = place(lone, element(5, 1), Placement(LEFT, 0))
    assert left.values == (5, 6)
    right = place(lone, element(5, 1), Placement(RIGHT, 1))
    assert right.values == (4, 5)
    assert kinds(right, element(4, 1)) == []  # 4 is taken by the gap
    assert kinds(right, element(3, 1)) == [(LEFT, 0)]


def test_special_cards():
    assert is_special(element(1), Placement(FIRST, 0))
    assert is_special(element(18), Placement(RIGHT, 3))
    assert is_special(gap_card(), Placement(GAP, 1))
    assert not is_special(element(9, 4), Placement(RIGHT, 3))


def test_invariant_detects_disorder():
    from algunokit.gaag import Row as T

    assert not is_in_order(T((element(5), element(3)), (5, 3)))
    assert not is_in_order(T((element(5), element(5, 1)), (5, 5)))  # only 7/8 repeat
    assert is_in_order(T((element(7), element(7, 1)), (7, 7)))
    assert not is_in_order(T((element(5),), (6,)))
