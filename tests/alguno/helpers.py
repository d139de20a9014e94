"""Small builders shared by the Alg(un)o tests."""

from __future__ import annotations

import random

from card_hands import hand  # the one hand builder every test folder shares

from algunokit.alguno import Alternative, parse_action, parse_condition
from algunokit.alguno.engine import Table
from algunokit.cards import Card

__all__ = ["alt", "hand", "table"]


def alt(condition: str, then: str | list[str], otherwise: str | list[str] = ()) -> Alternative:
    def as_list(x):
        return ([x] if isinstance(x, str) else list(x))
    return Alternative(parse_condition(condition), tuple(parse_action(a) for a in as_list(then)),
                       tuple(parse_action(a) for a in as_list(otherwise)))


def table(*hands: list[Card], draw: list[Card] = (), discard: list[Card] = (),
          seed: int = 0) -> Table:
    return Table([list(h) for h in hands], list(draw), list(discard), random.Random(seed), [])


def rig(game, hands=None, draw=None, condition=None, actions=None):
    """Put a game's turn in a chosen state, keeping every card accounted for.

    ``hands``: list of card-code lists; ``draw``: codes on the draw pile (top last,
    the rest of the deck goes under them); ``condition``: a ConditionCard id;
    ``actions``: Action card ids for this turn.
    """
    from algunokit.cards import classic_deck

    if hands is not None:
        chosen = [hand(*h) for h in hands]
        used = {c for h in chosen for c in h}
        top = hand(*(draw or []))
        used |= set(top)
        rest = [c for c in classic_deck(game.rules.deck) if c not in used]
        game.table.hands[:] = chosen
        game.table.draw_pile[:] = rest + top
        game.table.discard_pile.clear()
    if condition is not None:
        game.condition_draw.append(game.condition_card)
        card = next(c for c in game.condition_draw if c.id == condition)
        game.condition_draw.remove(card)
        game.condition_card = card
    if actions is not None:
        game.action_draw.extend(game.action_hand)
        picked = []
        for ident in actions:
            card = next(c for c in game.action_draw if c.id == ident)
            game.action_draw.remove(card)
            picked.append(card)
        game.action_hand = tuple(picked)
    return game
