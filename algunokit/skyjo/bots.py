"""Skyjo bots: plain functions ``strategy(view, decision) -> option``.

A strategy sees only a :class:`~algunokit.skyjo.view.View` (what its
player may see) and the :class:`~algunokit.protocol.Decision` to take; it returns
one of ``decision.options``. For example, a student's first bot, which takes
any discard card of 0 or less and otherwise picks the first option::

    from algunokit.skyjo import DecisionKind, Pile

    def my_bot(view, decision):
        if decision.kind is DecisionKind.CHOOSE_PILE and Pile.DISCARD in decision.options:
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
from algunokit.i18n import t
from algunokit.protocol import Decision
from algunokit.skyjo.cards import COLUMNS, DECK_COUNTS, SLOTS, Slot
from algunokit.skyjo.moves import DISCARD_REVEALS, EXCHANGES, DecisionKind, Pile
from algunokit.skyjo.view import View

Strategy = Callable[[View, Decision], Any]

#: The mean value of a card of the deck: what a face-down card is worth on average.
MEAN_CARD = sum(v * c for v, c in DECK_COUNTS.items()) / sum(DECK_COUNTS.values())
#: The heuristic takes the discard's top card if that saves at least this much.
TAKE_DISCARD_GAIN = 2.5
_NO_FLOOR = float("-inf")
HIDDEN = Slot.HIDDEN
EMPTY = Slot.EMPTY
# enum members as module constants: reading DecisionKind.X costs an attribute lookup each time
_SETUP, _PILE, _PLACE_DRAWN = (DecisionKind.SETUP_REVEAL, DecisionKind.CHOOSE_PILE,
                               DecisionKind.PLACE_DRAWN)
_DRAW, _DISCARD = Pile.DRAW, Pile.DISCARD


def random_bot(seed: int | None = None) -> Strategy:
    """A bot choosing uniformly among the allowed options."""
    choice = random.Random(seed).choice

    def play(view: View, decision: Decision) -> Any:
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


def _ending_penalty(view: View, my_final: float) -> float:
    """How much worse ending the round now looks than playing on."""
    others = [sum(_estimate(c) for c in grid) - 2.0  # they still play one more turn
              for seat, grid in enumerate(view.grids) if seat != view.player]
    if my_final < min(others):
        return -2.0  # ending while ahead leaves the others with their face-down cards
    return max(my_final, 0.0) + 4.0  # the doubling, and a lost chance to improve


def _best_placement(view: View, card: int, drawn: bool) -> tuple[float, Any]:
    """The best way to place ``card`` in my tableau, as ``(score, option)``.

    An exchange scores the points it saves (a face-down card counts as
    :data:`MEAN_CARD`), plus 0.5 for making a pair in a column and the
    column's points when it completes three of a kind. A drawn card may instead
    be discarded to reveal a face-down card: neutral on average, a little better
    in a column holding a face-up pair. While face-down cards remain, a drawn
    card is kept only if it saves points (never stall). When this move could end
    the round, :func:`_ending_penalty` is subtracted. The option is ``None`` if
    the tableau is empty (score -1000).

    :func:`_scan_placement` computes this slot by slot; when ``card`` is nowhere
    in the tableau (no column bonus) and the round cannot end now (no penalty),
    :func:`_plain_placement` finds the same answer faster, which matters because
    the bot asks this at almost every decision.
    """
    cells = view.grids[view.player]
    hidden_left = cells.count(HIDDEN)
    may_end = hidden_left == 1 and view.ender is None  # this move may end the round
    if not may_end and card not in cells:
        return _plain_placement(cells, card, drawn, hidden_left)
    penalty = on_reveal = 0.0
    if may_end:
        visible = sum(c for c in cells if type(c) is int)
        penalty = _ending_penalty(view, visible + card)
        if drawn:
            on_reveal = _ending_penalty(view, visible + MEAN_CARD)
    return _scan_placement(cells, card, drawn, penalty, on_reveal)


def _scan_placement(cells: tuple[Any, ...], card: int, drawn: bool, penalty: float = 0.0,
                    on_reveal: float = 0.0) -> tuple[float, Any]:
    """:func:`_best_placement`, slot by slot: ``penalty`` is subtracted from exchanging
    a face-down card, ``on_reveal`` from revealing one.

    The engine offers every exchange in slot order, then every reveal: scanning
    the slots in the same order, first best wins, gives the same choice as
    reading the options one by one.
    """
    hidden_left = HIDDEN in cells
    # never stall: while cards are face down, a drawn card is kept only if it saves points
    floor = 0 if drawn and hidden_left else _NO_FLOOR
    in_tableau = card in cells  # else no column bonus anywhere
    best_score, best = -1000.0, None
    for slot, cell in enumerate(cells):
        if cell is EMPTY:
            continue
        hidden = cell is HIDDEN
        score = (MEAN_CARD if hidden else cell) - card
        if in_tableau:
            a, b = _PARTNERS[slot]
            first, second = cells[a], cells[b]
            if first == card:
                if second == card:
                    score = score + 2 * card + 0.5  # the whole column leaves the tableau
                elif card > 0:
                    score += 0.5  # a pair may become a column later
            elif second == card and card > 0:
                score += 0.5
        if score <= floor:
            continue
        if hidden:
            score -= penalty
        if score > best_score:
            best_score, best = score, EXCHANGES[slot]
    if drawn and hidden_left:
        return _best_reveal(cells, best_score, best, on_reveal)
    return best_score, best


def _best_reveal(cells: tuple[Any, ...], best_score: float, best: Any, on_reveal: float
                 ) -> tuple[float, Any]:
    """``(best_score, best)``, or discarding the drawn card to reveal a face-down one if
    that scores more: 0.3 in a column holding a face-up pair, else 0, minus ``on_reveal``."""
    for slot, cell in enumerate(cells):
        if cell is not HIDDEN:
            continue
        a, b = _PARTNERS[slot]
        first = cells[a]
        score = (0.3 if type(first) is int and first == cells[b] else 0.0) - on_reveal
        if score > best_score:
            best_score, best = score, DISCARD_REVEALS[slot]
    return best_score, best


def _plain_placement(cells: tuple[Any, ...], card: int, drawn: bool,
                     hidden_left: int) -> tuple[float, Any]:
    """:func:`_scan_placement` when ``card`` is not in ``cells`` and nothing is subtracted.

    Then an exchange scores its slot's estimate minus ``card``, so the best one is
    the first slot of highest estimate (:data:`MEAN_CARD` is not a whole number,
    so a face-down card never ties with a face-up one). A reveal scores 0.3 next
    to a face-up pair, else 0, and only counts if it scores more.
    """
    visible = [c for c in cells if type(c) is int]
    top = max(visible) if visible else None
    if hidden_left and (top is None or top < MEAN_CARD):
        best_score, best = MEAN_CARD - card, EXCHANGES[cells.index(HIDDEN)]
    elif top is not None:
        best_score, best = top - card, EXCHANGES[cells.index(top)]
    else:
        return -1000.0, None  # an empty tableau
    if drawn and hidden_left:
        if best_score <= 0:  # never stall: a kept card must save points
            best_score, best = -1000.0, None
        if best_score < 0.3:
            for slot, (a, b) in enumerate(_PARTNERS):
                if cells[slot] is HIDDEN:
                    first = cells[a]
                    if type(first) is int and first == cells[b]:
                        return 0.3, DISCARD_REVEALS[slot]
            if best_score < 0.0:
                return 0.0, DISCARD_REVEALS[cells.index(HIDDEN)]
    return best_score, best


def heuristic_bot(seed: int | None = None) -> Strategy:
    """A sensible bot (see the module docstring); ``seed`` drives its first reveals."""
    rng = random.Random(seed)

    def play(view: View, decision: Decision) -> Any:
        kind, options = decision.kind, decision.options
        if kind is _SETUP:
            return rng.choice(options)
        if kind is not _PILE:
            card = view.held
            assert card is not None
            best = _best_placement(view, card, kind is _PLACE_DRAWN)[1]
            return options[0] if best is None else best
        if len(options) == 1:
            return options[0]
        top = view.discard_top
        assert top is not None
        # take the discard's card if placing it somewhere saves enough
        worth = _best_placement(view, top, False)[0] >= TAKE_DISCARD_GAIN
        return _DISCARD if worth else _DRAW

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
    make_bot(name)  # checks the name
    return t(_DESCRIPTIONS[name], language)


_DESCRIPTIONS = {"random": "skyjo.bot.random", "heuristic": "skyjo.bot.heuristic"}


__all__ = [
    "BOTS",
    "MEAN_CARD",
    "Strategy",
    "bot_description",
    "heuristic_bot",
    "make_bot",
    "random_bot",
]
