"""What one seat may look at to decide: the :class:`View` a strategy receives.

Everything is face up in Alg(un)o (docs/rules/alguno.en.md) but the order of the piles:
a view shows every hand, the cards of this turn and the sizes of the piles.

>>> from algunokit.alguno import Game
>>> view = Game(4, (1, 1), seed=3).view(2)
>>> view.me, view.n_players, len(view.my_hand), view.neighbour("left")
(2, 4, 5, 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.alguno.engine import Chooser, first_option, shuffle
from algunokit.alguno.lang import Alternative, Side
from algunokit.alguno.moves import Build
from algunokit.cards import Card


class View:
    """What a player may look at to decide: every hand (they are face up), the cards
    of this turn, sizes of the piles. Strategies get one of these.

    A view is made at every decision, and most bots read little of it: each
    field is read from the game when first asked for (take a fresh view for
    each decision, as :func:`~algunokit.protocol.play_out` does). It is read-only.

    Fields: ``me``, ``n_players``, ``hands``, ``author``, ``turn``, ``direction``,
    ``levels``, ``condition_card``, ``action_cards``, ``alternative``, ``pending``,
    ``draw_pile_size``.
    """

    __slots__ = ("__dict__", "_game", "me")

    def __init__(self, game: Any, player: int) -> None:
        # A view is read-only (``__setattr__`` refuses): its two slots are set through
        # their descriptors, the cheapest way (a view is made at every decision).
        _set_game(self, game)
        _set_me(self, player)

    def __getattr__(self, name: str) -> Any:
        # Only called for a field not read yet: read it once, keep it.
        reader = _VIEW_FIELDS.get(name)
        if reader is None:  # worded as Python's, with name= and obj= (« voulais-tu … ? »)
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'",
                                 name=name, obj=self)
        value = reader(self._game)
        self.__dict__[name] = value
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a view is read-only: {name}")

    @property
    def my_hand(self) -> tuple[Card, ...]:
        return self.hands[self.me]

    def neighbour(self, side: Side | str) -> int:
        """The seat of my LEFT (next) or RIGHT (previous) neighbour."""
        return Side(side).seat(self.me, self.n_players)

    def alternative_for(self, build: Build) -> Alternative:
        return self._game.alternative_for(build)  # type: ignore[no-any-return]

    def imagine(self, build: Build, seed: int = 0,
                chooser: Chooser | None = None) -> tuple[tuple[Card, ...], ...]:
        """The hands after this turn if the author chose ``build``.

        The unknown order of the draw pile is replaced by a shuffle from ``seed`` of
        its contents, sorted first (the discard pile's too): no peeking, and the same
        answer whatever the real order (a strategy in a class tournament sees the
        contents only, see :mod:`algunokit.alguno.public`). Every in-action choice is
        made by ``chooser`` (default: the first option).
        """
        game = self._game.copy(random.Random(seed))
        game.table.draw_pile.sort(key=_card_code)
        game.table.discard_pile.sort(key=_card_code)  # reshuffled when the draw runs out
        shuffle(game.rng, game.table.draw_pile)
        game.choose(build)
        game.finish_turn(chooser or first_option)
        return game.hands  # type: ignore[no-any-return]


def _card_code(card: Card) -> str:
    return card.code


_set_game = View._game.__set__  # type: ignore[attr-defined]
_set_me = View.me.__set__  # type: ignore[attr-defined]

#: the fields of a :class:`View`, each read from the game when first asked for
_VIEW_FIELDS: dict[str, Callable[[Any], Any]] = {
    "n_players": lambda game: game.n_players,
    "hands": lambda game: game.hands,
    "author": lambda game: game.author,
    "turn": lambda game: game.turn,
    "direction": lambda game: game.rules.direction,
    "levels": lambda game: game.rules.levels,
    "condition_card": lambda game: game.condition_card,
    "action_cards": lambda game: game.action_hand,
    "alternative": lambda game: game.alternative,
    "pending": lambda game: game.pending,
    "draw_pile_size": lambda game: len(game.table.draw_pile),
}
