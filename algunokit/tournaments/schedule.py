"""A balanced schedule: every player sits in every seat the same number of times.

Players (students and robots alike) are numbered ``0 .. n-1``. The schedule is
made of *groups*: ``seats`` different players who play the same deal ``seats``
times, the seating turning by one place each time (a Latin square), so within
a group each of them plays once from every seat, with the same cards: luck of
the deal evens out, as in duplicate bridge.

The groups come from ``rounds`` shuffled lists of all the players, laid end to
end and cut every ``seats`` players; where a cut crosses from one list to the
next, the next list starts with players not already at that table. Each player
is therefore in exactly ``rounds`` groups, and plays ``rounds`` games from each
seat. ``rounds * n`` must be a multiple of ``seats``: :func:`balanced_games`
rounds a wished number of games up to the nearest count that allows it.

>>> games = schedule(5, 3, 15, seed=1)
>>> len(games), sorted(set(len(t) for _, t in games))
(15, [3])
"""

from __future__ import annotations

import random
from math import gcd


def rounds_needed(players: int, seats: int, games: int) -> int:
    """How many times each player must appear in a group to play at least ``games``
    games in total (at least one round, a multiple of ``seats / gcd(players, seats)``)."""
    step = seats // gcd(players, seats)
    wanted = max(1, -(-games // players))  # ceil(games / players)
    return step * max(1, -(-wanted // step))


def balanced_games(players: int, seats: int, games: int) -> int:
    """The number of games actually played for a wish of ``games`` (rounded up)."""
    return rounds_needed(players, seats, games) * players


def _next_round(players: int, tail: list[int], need: int, rng: random.Random) -> list[int]:
    """A shuffled list of every player whose first ``need`` ones are not in ``tail``."""
    order = list(range(players))
    rng.shuffle(order)
    if need:
        fresh = [p for p in order if p not in tail]
        head = fresh[:need]
        order = head + [p for p in order if p not in head]
    return order


def groups(players: int, seats: int, rounds: int, seed: int) -> list[tuple[int, ...]]:
    """``rounds * players / seats`` tables of ``seats`` different players."""
    if players < seats:
        raise ValueError("fewer players than seats")
    if (rounds * players) % seats:
        raise ValueError("rounds * players must be a multiple of seats")
    rng = random.Random(seed)
    tables: list[tuple[int, ...]] = []
    current: list[int] = []
    for _ in range(rounds):
        order = _next_round(players, current, seats - len(current) if current else 0, rng)
        for player in order:
            current.append(player)
            if len(current) == seats:
                tables.append(tuple(current))
                current = []
    return tables


def schedule(players: int, seats: int, games: int, seed: int) -> list[tuple[int, tuple[int, ...]]]:
    """Every game to play as ``(deal seed, players by seat)``; see the module docstring.

    The ``seats`` games of one group share one deal seed and turn the seating.
    """
    rounds = rounds_needed(players, seats, games)
    rng = random.Random(seed ^ 0x7A61)
    out: list[tuple[int, tuple[int, ...]]] = []
    for table in groups(players, seats, rounds, seed):
        deal = rng.getrandbits(32)
        for shift in range(seats):
            out.append((deal, table[shift:] + table[:shift]))
    return out


def seat_counts(games: list[tuple[int, tuple[int, ...]]], players: int,
                seats: int) -> list[list[int]]:
    """``counts[player][seat]``: how often each player sat in each seat."""
    counts = [[0] * seats for _ in range(players)]
    for _, table in games:
        for seat, player in enumerate(table):
            counts[player][seat] += 1
    return counts


__all__ = ["balanced_games", "groups", "rounds_needed", "schedule", "seat_counts"]
