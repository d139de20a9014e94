"""Helpers for the GaAg tests: hand-built tables and rigged games."""

from __future__ import annotations

from collections import Counter

from algunokit.gaag import DECK, Card, Game, Table, element, gap_card, is_in_order


def row(*items: int | tuple[int, int]) -> Table:
    """A table from Z values (0 = a gap card standing for the value between its
    neighbours); ``(z, atoms)`` picks a particular card."""
    cards, values = [], []
    for item in items:
        z, atoms = item if isinstance(item, tuple) else (item, 0)
        if z == 0:
            cards.append(gap_card())
            values.append(values[-1] + 1 if values else 0)
        else:
            cards.append(element(z, atoms))
            values.append(z)
    table = Table(tuple(cards), tuple(values))
    assert is_in_order(table), table
    return table


def rigged(n: int, hands: list[list[Card]], *, draw: list[Card] | None = None,
           table: Table | None = None, current: int = 0, target: int = 100) -> Game:
    """A game whose hands, draw pile (top = last) and table are set by hand."""
    game = Game(n, seed=0, first_player=0, target=target)
    game.hands = [list(h) for h in hands]
    game.draw = list(draw) if draw is not None else []
    game.table = table if table is not None else Table()
    game.current = game.starter = current
    game._decision = None
    return game


def assert_conserved(game: Game) -> None:
    assert Counter(game.all_cards()) == Counter(DECK)
