"""The schedule is balanced: every player sits in every seat equally often."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from algunokit.tournaments.schedule import (
    balanced_games,
    groups,
    rounds_needed,
    schedule,
    seat_counts,
)


@given(players=st.integers(3, 40), seats=st.integers(3, 5), games=st.integers(1, 500),
       seed=st.integers(0, 2**32))
def test_every_player_plays_as_often_in_every_seat(players, seats, games, seed):
    if players < seats:
        return
    plan = schedule(players, seats, games, seed)
    counts = seat_counts(plan, players, seats)
    assert len({c for row in counts for c in row}) == 1, counts
    assert all(len(set(table)) == seats for _, table in plan)  # nobody twice at a table
    assert len(plan) == balanced_games(players, seats, games) >= games


def test_games_are_rounded_up_to_a_balanced_count():
    assert balanced_games(32, 4, 400) == 416  # 13 games from each of the 4 seats
    assert balanced_games(30, 4, 400) == 420
    assert balanced_games(3, 3, 1) == 3
    assert balanced_games(7, 4, 10) == 28  # 7 * rounds must be a multiple of 4
    assert rounds_needed(7, 4, 10) == 4


def test_a_group_plays_one_deal_with_every_seating():
    plan = schedule(6, 3, 6, seed=4)
    first = plan[:3]
    assert len({deal for deal, _ in first}) == 1
    tables = [table for _, table in first]
    assert tables[1] == tables[0][1:] + tables[0][:1]
    assert sorted(tables[0]) == sorted(tables[2])


def test_same_seed_same_schedule_other_seed_other_one():
    assert schedule(10, 4, 40, seed=1) == schedule(10, 4, 40, seed=1)
    assert schedule(10, 4, 40, seed=1) != schedule(10, 4, 40, seed=2)


def test_impossible_groups_are_refused():
    with pytest.raises(ValueError):
        groups(2, 3, 3, seed=0)
    with pytest.raises(ValueError):
        groups(5, 4, 1, seed=0)
