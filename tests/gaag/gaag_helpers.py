"""Helpers for the GaAg tests: hand-built tables and positions built by ``from_setup``."""

from __future__ import annotations

from collections import Counter

from algunokit.gaag import DECK, Card, Game, Row, element, gap_card, is_in_order


def row(*items: int | tuple[int, int]) -> Row:
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
    table = Row(tuple(cards), tuple(values))
    assert is_in_order(table), table
    return table


def rest_of_deck(*zones: list[Card] | tuple[Card, ...]) -> list[Card]:
    """The cards of the deck in none of ``zones``, in the deck's order."""
    rest = Counter(DECK) - Counter(card for zone in zones for card in zone)
    return [card for card, count in sorted(rest.items(), key=lambda kv: DECK.index(kv[0]))
            for _ in range(count)]


def rigged(n: int, hands: list[list[Card]], *, draw: list[Card] | None = None,
           table: Row | None = None, current: int = 0, target: int = 100,
           piles: list[list[Card]] | None = None, rest_to: int | None = None,
           **setup: object) -> Game:
    """A position built by :meth:`Game.from_setup`. ``draw`` lists its top card last;
    the cards placed nowhere else go under it, or with ``rest_to`` onto that seat's
    score pile (so the draw pile is exactly ``draw``)."""
    table = table if table is not None else Row()
    piles = [list(p) for p in piles] if piles is not None else [[] for _ in range(n)]
    if draw is not None:
        rest = rest_of_deck(*hands, *piles, table.cards, draw)
        if rest_to is None:
            draw = rest + list(draw)
        else:
            piles[rest_to] += rest
    return Game.from_setup(hands, draw=draw, table=table, piles=piles, current=current,
                           target=target, **setup)


def assert_conserved(game: Game) -> None:
    assert Counter(game.all_cards()) == Counter(DECK)
