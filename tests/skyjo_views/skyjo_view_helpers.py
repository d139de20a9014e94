"""Hand-built Skyjo states shared by the view tests."""

from __future__ import annotations

from algunokit.skyjo import FaceDown as D
from algunokit.skyjo import Game


def centre(drawing, key):
    region = next(r for r in drawing.regions if r.key == key)
    return region.x + region.w / 2, region.y + region.h / 2


def mid_round(**options) -> Game:
    """Three players: seat 0 to choose a pile; seat 1 lost column 2; every colour shows."""
    grids = [
        [[-2, D(5), 0, D(9)], [D(1), 3, D(12), 7], [D(4), D(4), 11, D(-1)]],
        [[D(6), 5, None, D(2)], [-1, D(8), None, 10], [D(3), 2, None, D(0)]],
        [[D(5)] * 4, [D(6), 12, D(6), D(6)], [D(7)] * 4],
    ]
    return Game.from_setup(grids, draw=[8, 4, 6, 1], discard=[2, 9], totals=[14, 31, 7],
                           round=2, turn=17, **options)
