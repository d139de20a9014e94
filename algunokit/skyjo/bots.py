"""Skyjo bots: plain functions ``strategy(view, decision) -> option``.

A strategy sees only a :class:`~algunokit.skyjo.view.SkyjoView` (what its
player may see) and the :class:`~algunokit.play.Decision` to take; it returns
one of ``decision.options``. For example, a student's first bot, which takes
any discard card of 0 or less and otherwise picks the first option::

    from algunokit.skyjo import Kind, Pile

    def my_bot(view, decision):
        if decision.kind is Kind.CHOOSE_PILE and Pile.DISCARD in decision.options:
            if view.discard_top <= 0:
                return Pile.DISCARD
        return decision.options[0]

:data:`BOTS` names the kit's bots; :func:`make_bot` builds one from a seed (a
bot's own randomness never touches the game's generator):

- ``random``: any allowed option, uniformly;
- ``heuristic``: estimates every face-down card at the deck's mean (about 5),
  takes the discard card when it saves about 3 points or completes a column,
  keeps a drawn card only if it lowers its tableau, and avoids ending the round
  when it would probably not score strictly lowest (its score would double).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from algunokit.errors import ConfigError
from algunokit.play import Decision
from algunokit.skyjo.cards import COLUMNS, DECK_COUNTS, SLOTS, Slot
from algunokit.skyjo.moves import DISCARD_REVEALS, EXCHANGES, Kind, Pile
from algunokit.skyjo.view import SkyjoView

Strategy = Callable[[SkyjoView, Decision], Any]

#: The mean value of a card of the deck: what a face-down card is worth on average.
MEAN_CARD = sum(v * c for v, c in DECK_COUNTS.items()) / sum(DECK_COUNTS.values())
#: The heuristic takes the discard's top card if that saves at least this much.
TAKE_DISCARD_GAIN = 2.5
HIDDEN = Slot.HIDDEN
EMPTY = Slot.EMPTY


def random_bot(seed: int | None = None) -> Strategy:
    """A bot choosing uniformly among the allowed options."""
    choice = random.Random(seed).choice

    def play(view: SkyjoView, decision: Decision) -> Any:
        return choice(decision.options)

    return play


#: For each slot, the two other slots of its column.
_PARTNERS: tuple[tuple[int, int], ...] = tuple(
    tuple(other for other in range(slot % COLUMNS, SLOTS, COLUMNS) if other != slot)  # type: ignore[misc]
    for slot in range(SLOTS))


def _estimate(cell: Any) -> float:
    if cell is HIDDEN:
        return MEAN_CARD
    return cell if type(cell) is int else 0.0


def _ending_penalty(view: SkyjoView, my_final: float) -> float:
    """How much worse ending the round now looks than playing on."""
    others = [sum(_estimate(c) for c in grid) - 2.0  # they still play one more turn
              for seat, grid in enumerate(view.grids) if seat != view.player]
    if my_final < min(others):
        return -2.0  # ending while ahead leaves the others with their face-down cards
    return max(my_final, 0.0) + 4.0  # the doubling, and a lost chance to improve


class _Ending:
    """What ending the round would cost this player now (0 if it cannot end now)."""

    __slots__ = ("may_end", "on_exchange", "on_reveal")

    def __init__(self, view: SkyjoView, cells: tuple[Any, ...], card: int) -> None:
        self.may_end = view.ender is None and cells.count(HIDDEN) == 1
        self.on_exchange = self.on_reveal = 0.0
        if self.may_end:
            visible = sum(c for c in cells if type(c) is int)
            self.on_exchange = _ending_penalty(view, visible + card)
            self.on_reveal = _ending_penalty(view, visible + MEAN_CARD)


def _exchange_gain(cells: tuple[Any, ...], slot: int, card: int) -> float:
    """Points saved by putting ``card`` at ``slot`` (column removal included)."""
    cell = cells[slot]
    gain = (MEAN_CARD if cell is HIDDEN else cell) - card
    a, b = _PARTNERS[slot]
    first, second = cells[a], cells[b]
    if first == card:
        if second == card:
            return gain + 2 * card + 0.5  # the whole column leaves the tableau
        if card > 0:
            gain += 0.5  # a pair may become a column later
    elif second == card and card > 0:
        gain += 0.5
    return gain


def _worth_taking(view: SkyjoView, cells: tuple[Any, ...], card: int) -> bool:
    """Whether exchanging ``card`` somewhere saves at least :data:`TAKE_DISCARD_GAIN`."""
    ending = _Ending(view, cells, card)
    may_end, penalty = ending.may_end, ending.on_exchange
    for slot in range(SLOTS):
        cell = cells[slot]
        if cell is EMPTY:
            continue
        gain = _exchange_gain(cells, slot, card)
        if may_end and cell is HIDDEN:
            gain -= penalty
        if gain >= TAKE_DISCARD_GAIN:
            return True
    return False


def _place(view: SkyjoView, decision: Decision) -> Any:
    """The best placing option; a drawn card is kept only if it lowers the tableau.

    The options are every exchange with a card still in the tableau, in slot order,
    then (for a drawn card) every reveal of a face-down card: scanning the slots in
    that order finds the same best option as reading the options one by one.
    """
    cells = view.grids[view.player]
    card = view.held
    assert card is not None
    ending = _Ending(view, cells, card)
    may_end, penalty = ending.may_end, ending.on_exchange
    drawn = decision.kind is Kind.PLACE_DRAWN
    may_skip = drawn and HIDDEN in cells
    best_score, best = -1000.0, decision.options[0]
    for slot in range(SLOTS):
        cell = cells[slot]
        if cell is EMPTY:
            continue
        score = _exchange_gain(cells, slot, card)
        if may_skip and score <= 0:
            continue  # never stall: each turn lowers the tableau or reveals a card
        if may_end and cell is HIDDEN:
            score -= penalty
        if score > best_score:
            best_score, best = score, EXCHANGES[slot]
    if drawn:
        on_reveal = ending.on_reveal
        for slot, (a, b) in enumerate(_PARTNERS):
            if cells[slot] is not HIDDEN:
                continue
            # revealing is neutral on average; better in a column holding a face-up pair
            first = cells[a]
            score = (0.3 if type(first) is int and first == cells[b] else 0.0) - on_reveal
            if score > best_score:
                best_score, best = score, DISCARD_REVEALS[slot]
    return best


def heuristic_bot(seed: int | None = None) -> Strategy:
    """A sensible bot (see the module docstring); ``seed`` drives its first reveals."""
    rng = random.Random(seed)

    def play(view: SkyjoView, decision: Decision) -> Any:
        kind, options = decision.kind, decision.options
        if kind is Kind.SETUP_REVEAL:
            return rng.choice(options)
        if kind is not Kind.CHOOSE_PILE:
            return _place(view, decision)
        if len(options) == 1:
            return options[0]
        top = view.discard_top
        assert top is not None
        return Pile.DISCARD if _worth_taking(view, view.grids[view.player], top) else Pile.DRAW

    return play


#: The kit's bots by name: each builds a strategy from a seed.
BOTS: dict[str, Callable[[int | None], Strategy]] = {
    "random": random_bot,
    "heuristic": heuristic_bot,
}


def make_bot(name: str, seed: int | None = None) -> Strategy:
    """The bot called ``name`` (see :data:`BOTS`), seeded; a :class:`ConfigError` if unknown."""
    if name not in BOTS:
        raise ConfigError("common.error.unknown_bot", name=name, allowed=", ".join(BOTS))
    return BOTS[name](seed)


def bot_description(name: str, language: str | None = None) -> str:
    """What the bot ``name`` does, in a sentence."""
    from algunokit.i18n import t

    make_bot(name)  # checks the name
    return t(f"skyjo.bot.{name}", language)


__all__ = [
    "BOTS",
    "MEAN_CARD",
    "Strategy",
    "bot_description",
    "heuristic_bot",
    "make_bot",
    "random_bot",
]
