"""GaAg bots: strategies and their registry.

A bot is a *strategy*: a plain function ``strategy(view, decision) -> option``.
``view`` is the :class:`~algunokit.gaag.view.View` of the player who must
decide (their hand, the table, public counts), ``decision.options`` everything
they may answer; the strategy returns one of those options. For example, a
strategy that plays the card with the most atoms, and picks up only when it
must::

    from algunokit.gaag import Play

    def dump_atoms(view, decision):
        plays = [o for o in decision.options if isinstance(o, Play)]
        if plays:
            return max(plays, key=lambda play: play.card.atoms)
        return decision.options[0]

:data:`BOTS` names the built-in ones; :func:`make_bot` builds one from its name
and a seed; :func:`~algunokit.gaag.simulate.simulate` plays many seeded games
between them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.errors import ConfigError
from algunokit.gaag.elements import DECK, Card, atoms_of
from algunokit.gaag.moves import DecisionKind, PickUp, Play, Reverse
from algunokit.gaag.table import PlacementKind
from algunokit.gaag.view import View
from algunokit.protocol import Decision, Strategy


def random_bot(seed: int | None = None) -> Strategy:
    """A strategy answering uniformly at random among the options (seeded)."""
    rng = random.Random(seed)

    def strategy(view: View, decision: Decision) -> Any:
        options = decision.options
        return options[int(rng.random() * len(options))]

    return strategy


_SPECIAL_Z = (0, 1, 18)  # "<>", H and Ar can (almost) always be played: keep them


def _card_score(card: Card) -> float:
    """Higher is better to play now: dump atoms, keep the always-playable cards."""
    score = 10.0 * card.atoms - card.z / 100  # the Z part only breaks ties, deterministically
    return score - 25.0 if card.z in _SPECIAL_Z else score


_CARD_SCORE = [0.0] * (19 * 5)  # by z * 5 + atoms, computed once
for _card in DECK:
    _CARD_SCORE[_card.z * 5 + _card.atoms] = _card_score(_card)
_BOND = PlacementKind.BOND
_BOND_BONUS = 2.0  # a bond gives a free chance to choose the direction


def _start_score(pick: PickUp) -> float:
    """A new table is best started with a heavy, middle card that is not special."""
    card = pick.start
    if card is None:
        return 0.0
    return 10.0 * card.atoms - abs(card.z - 9.5) - (25.0 if card.z in _SPECIAL_Z else 0.0)


def heuristic(view: View, decision: Decision) -> Any:
    """Dump atoms, keep Z = 1, Z = 18 and "<>" for emergencies, pick up only when it is
    free or forced, and turn the play towards the leader after a special card."""
    options = decision.options
    if decision.kind is DecisionKind.DIRECTION:
        n, me = view.n_players, view.player
        ahead, behind = (me + view.direction) % n, (me - view.direction) % n

        def standing(p: int) -> int:
            return view.totals[p] + view.pile_atoms[p]

        return Reverse.REVERSE if standing(behind) < standing(ahead) else Reverse.KEEP
    best: Any = None
    best_score = -1e9
    for option in options:
        if type(option) is Play:
            card = option.card
            score = _CARD_SCORE[card.z * 5 + card.atoms]
            if option.placement.kind is _BOND:
                score += _BOND_BONUS
            if score > best_score:
                best, best_score = option, score
    if best is not None and (best.card.z not in _SPECIAL_Z or atoms_of(view.table.cards)):
        return best
    pickups = [o for o in options if type(o) is PickUp]
    return max(pickups, key=_start_score) if pickups else best


def _heuristic_bot(seed: int | None = None) -> Strategy:
    return heuristic


#: The built-in bots: name -> factory(seed) -> strategy.
BOTS: dict[str, Callable[[int | None], Strategy]] = {
    "random": random_bot,
    "heuristic": _heuristic_bot,
}


def make_bot(name: str, seed: int | None = None) -> Strategy:
    """The strategy of the bot called ``name`` (see :data:`BOTS`), seeded by ``seed``."""
    if name not in BOTS:
        raise ConfigError("common.error.unknown_bot", name=name, allowed=", ".join(BOTS))
    return BOTS[name](seed)


__all__ = ["BOTS", "heuristic", "make_bot", "random_bot"]
