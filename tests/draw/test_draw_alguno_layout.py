"""Long hands on the Alg(un)o table: a seat's zone grows to three rows of cards and
must then still leave every caption readable and every other zone clear.

Each text's box is estimated from the kit's own text metrics (``draw/text.py``):
from 0.8 of its size above the baseline to 0.25 below.
"""

from __future__ import annotations

import pytest

from algunokit.alguno import Game, Rules
from algunokit.cards import classic_deck
from algunokit.draw.alguno import TABLE, table_drawing
from algunokit.draw.model import Text
from algunokit.draw.text import text_width

SIZES = (1, 7, 8, 10, 11, 14, 15, 20, 21, 22, 30)


def _box(text: Text) -> tuple[float, float, float, float]:
    width = text_width(text.text, text.size, text.bold)
    left = {"start": text.x, "middle": text.x - width / 2, "end": text.x - width}[text.anchor]
    return left, text.y - 0.8 * text.size, left + width, text.y + 0.25 * text.size


def _meets(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(a, b) -> bool:
    return b[0] <= a[0] and a[2] <= b[2] and b[1] <= a[1] and a[3] <= b[3]


def _table(n: int, sizes: list[int]):
    deck = list(classic_deck("54"))
    hands = []
    for size in sizes:
        hands.append(deck[:size])
        del deck[:size]
    game = Game.from_setup(Rules.make(n, extended_players=True), hands=hands)
    view = game.view(0)
    assert [len(h) for h in view.hands] == sizes
    zones = [TABLE.seat_zone(seat, n, size) for seat, size in enumerate(sizes)]
    return table_drawing(view, language="fr"), [(x, y, x + w, y + h) for x, y, w, h in zones]


def _hand_sizes():
    """Every seat in turn with each size, the others sharing what is left of the deck
    (a few cards stay on the draw pile)."""
    for n in (2, 3, 4, 5, 6):
        yield n, [50 // n] * n
        for seat in range(n):
            for size in SIZES:
                others = min(14, (50 - size) // (n - 1))
                yield n, [size if s == seat else others for s in range(n)]


@pytest.mark.parametrize(("n", "sizes"), list(_hand_sizes()))
def test_zones_stay_on_the_table_apart_and_clear_of_every_caption(n, sizes):
    drawing, zones = _table(n, sizes)
    for zone in zones:
        assert zone[0] >= 0 and zone[1] >= 0 and zone[2] <= TABLE.width
        assert zone[3] <= TABLE.height
    for i, zone in enumerate(zones):
        assert not any(_meets(zone, other) for other in zones[i + 1:])
    for shape in drawing.shapes:
        if not isinstance(shape, Text):
            continue
        box = _box(shape)
        own = [zone for zone in zones if _inside(box, zone)]
        others = [zone for zone in zones if zone not in own]
        assert not any(_meets(box, zone) for zone in others), (shape.text, box)


def test_a_long_hand_at_the_top_or_the_bottom_takes_two_rows_not_three():
    """Up to 20 cards in two rows there, where 7 a row would need three from 15 on."""
    _, zones = _table(4, [20, 5, 20, 5])
    two_rows = TABLE.seat_zone(0, 4, 11)[3]
    assert zones[0][3] - zones[0][1] == two_rows
    assert zones[2][3] - zones[2][1] == two_rows
    _, zones = _table(4, [15, 15, 15, 5])
    assert zones[1][3] - zones[1][1] > two_rows  # a side seat has no room sideways
