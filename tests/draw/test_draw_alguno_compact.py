"""The play widget's narrower Alg(un)o table (issue 33): where :func:`compact_fits` says
it holds the game, this turn's cards never reach a seat's zone on either side, for every
level-1 Condition card (both languages, longest halves) with three Action cards, at
3 and 4 seats and with a side seat holding 15 cards and more."""

from __future__ import annotations

import pytest

from algunokit.alguno.decks import condition_cards
from algunokit.draw.alguno import COMPACT, TABLE, compact_fits
from algunokit.draw.cards import condition_width


def turn_span(halves: list[str], actions: int) -> tuple[float, float]:
    """Left and right edges of this turn's cards on the compact table (as drawn)."""
    cx, cw = COMPACT.centre[0], COMPACT.turn_card
    width = condition_width(halves, cw, COMPACT.text, COMPACT.turn_height)
    total = width + actions * (cw + 6)
    return cx - total / 2, cx + total / 2


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_this_turns_cards_clear_the_side_seats(n, language):
    assert compact_fits(n, (1, 2))
    sides = [s for s in range(n) if abs(COMPACT.seat_centre(s, n)[0] - COMPACT.centre[0]) > 1]
    for card in condition_cards(1):
        left, right = turn_span([h.label(language) for h in card.halves], actions=3)
        for seat in sides:
            x, y, w, h = COMPACT.seat_zone(seat, n, cards=17)
            below = y > COMPACT.centre[1] + COMPACT.turn_height  # clear of the cards' rows
            if y + h < COMPACT.centre[1] - 12 or below:
                continue
            assert x + w < left or x > right, (card, seat, (x, x + w), (left, right))


def test_the_compact_table_is_narrower_and_keeps_the_text_size():
    assert COMPACT.width * 0.8 <= 616 < TABLE.width * 0.8
    assert COMPACT.text == TABLE.text
    assert not compact_fits(5, (1, 1)) and not compact_fits(4, (2, 2))
