"""What one GaAg player may see.

Other hands and the draw pile are hidden (only their sizes show). Score piles
lie face down, but everyone saw what went in, so their atoms are public.

>>> from algunokit.gaag.game import Game
>>> view = Game(3, seed=1).view(1)
>>> len(view.hand), view.hand_sizes, view.draw_size
(5, (5, 5, 5), 55)
"""

from __future__ import annotations

from typing import NamedTuple

from algunokit.gaag.elements import Card
from algunokit.gaag.table import Row


class View(NamedTuple):
    """What ``player`` may see: their own hand, the table, and public counts.

    Frozen like every game's ``View``, but an immutable named tuple rather than a
    frozen dataclass: one is built for every decision, and a frozen dataclass
    costs about four times as much to build (``gaag_games_per_s_*`` benchmarks).
    """

    player: int  #: the seat this view is for
    n_players: int
    round: int
    turn: int
    current: int  #: the seat to move
    direction: int  #: 1: to the left (seat + 1), -1: to the right
    hand: tuple[Card, ...]  #: this player's own cards
    hand_sizes: tuple[int, ...]  #: how many cards each seat holds
    table: Row
    draw_size: int
    pile_atoms: tuple[int, ...]  #: atoms in each seat's score pile this round
    totals: tuple[int, ...]  #: each seat's total of the rounds before


__all__ = ["View"]
