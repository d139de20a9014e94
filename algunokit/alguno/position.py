"""Checking a hand-made position: the one gate for :meth:`Game.from_setup` and saves.

A position is every card where it is, whose turn it is, and how far the turn
has gone. :func:`check_position` accepts one only if it is a position of the
game: every zone's cards together form exactly the game's classic deck, its
Condition cards and its Action cards; seats, turns and counts are in range; the
phase (build, execute, over) agrees with the cards of the turn, the build and
the execution; the winners are the players with no card left. Anything else is
a :class:`~algunokit.errors.ConfigError` naming the part that is wrong (a loader
turns it into a :class:`~algunokit.errors.SaveFileError`).

>>> from algunokit.alguno.rules import Rules
>>> p = check_position(Rules.make(3), 0, [["7H"], ["QS"], ["2C"]], author=2)
>>> p.author, len(p.draw), p.condition_card is not None
(2, 51, True)
>>> check_position(Rules.make(3), 0, [["7H"], ["7H"], ["2C"]])  # doctest: +ELLIPSIS
Traceback (most recent call last):
algunokit.errors.ConfigError: ...
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.lang import Alternative, Give, Side, Step, Target
from algunokit.alguno.moves import Build, build_options
from algunokit.alguno.rules import Rules, build_alternative, deck_of, fewest_cards
from algunokit.cards import Card
from algunokit.errors import AlgunokitError, ConfigError
from algunokit.i18n import t
from algunokit.protocol import same_answer

_KIND_KEYS = {"classic": "alguno.cards.classic", "condition": "alguno.cards.condition",
              "action": "alguno.cards.action"}
#: the longest name shown for a seat, and the most names a game keeps
MAX_NAME, MAX_NAMES = 40, 20


@dataclass
class Position:
    """A checked position (the cards are the game's own objects)."""

    rules: Rules
    seed: int
    names: tuple[str, ...] | None
    hands: list[list[Card]]
    draw: list[Card]
    discard: list[Card]
    condition_draw: list[ConditionCard]
    condition_discard: list[ConditionCard]
    action_draw: list[ActionCard]
    action_discard: list[ActionCard]
    author: int
    turn: int
    condition_card: ConditionCard | None
    action_hand: tuple[ActionCard, ...]
    build: Build | None
    executing: int
    execution: tuple[int, list[Step], Side | None] | None
    winners: tuple[int, ...]
    limit_reached: bool


def _bad(field: str) -> ConfigError:
    return ConfigError("alguno.error.setup", field=field)


def _is_int(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _seq(value: Any, field: str) -> Sequence[Any]:
    if not isinstance(value, list | tuple):
        raise _bad(field)
    return value


def _classic(values: Any, field: str) -> list[Card]:
    """Cards (``Card`` objects or codes such as ``"7H"``) of one zone."""
    cards = []
    for value in _seq(values, field):
        if type(value) is Card:
            cards.append(value)
            continue
        if not isinstance(value, str):
            raise _bad(field)
        try:
            cards.append(Card.from_code(value))
        except (AlgunokitError, ValueError, KeyError):
            raise _bad(field) from None
    return cards


def _same_deck(found: list[Any], expected: Sequence[Any], kind: str) -> None:
    """The cards found must be exactly the game's ``expected`` ones."""
    have, want = Counter(found), Counter(expected)
    if have != want:
        extra = " ".join(sorted(str(c) for c in (have - want).elements())) or "-"
        missing = " ".join(sorted(str(c) for c in (want - have).elements())) or "-"
        raise ConfigError("alguno.error.setup_cards", extra=extra[:80], missing=missing[:80],
                          kind=lambda language: t(_KIND_KEYS[kind], language))


def _special(values: Any, field: str, known: dict[str, Any]) -> list[Any]:
    """Condition or Action cards given by id (or as the game's cards)."""
    out = []
    for value in _seq(values, field):
        ident = value if isinstance(value, str) else getattr(value, "id", None)
        card = known.get(ident) if isinstance(ident, str) else None
        if card is None or (not isinstance(value, str) and value != card):
            raise _bad(field)
        out.append(card)
    return out


def checked_names(names: Any) -> tuple[str, ...] | None:
    """The seats' names as a tuple (None: the default first names); a ConfigError if
    they are not short non-empty texts, so every game can be saved and loaded."""
    if names is None or names == () or names == []:
        return None
    names = _seq(names, "names")
    if len(names) > MAX_NAMES or not all(isinstance(n, str) and 0 < len(n) <= MAX_NAME
                                         for n in names):
        raise _bad("names")
    return tuple(names)


def _classic_zones(rules: Rules, hands: Any, draw: Any, discard: Any
                   ) -> tuple[list[list[Card]], list[Card], list[Card]]:
    hands = _seq(hands, "hands")
    if len(hands) != rules.n_players:
        raise _bad("hands")
    held = [_classic(h, "hands") for h in hands]
    thrown = _classic(discard, "discard")
    if draw is None:  # the rest of the deck, in the deck's order
        left = Counter(deck_of(rules.deck)) - Counter([c for h in held for c in h] + thrown)
        draw = [c for c in deck_of(rules.deck) if left[c] > 0]
    pile = _classic(draw, "draw")
    _same_deck([c for h in held for c in h] + pile + thrown, deck_of(rules.deck), "classic")
    return held, pile, thrown


def _special_zones(known: dict[str, Any], draw: Any, discard: Any, turn_cards: Any,
                   n_turn: int, names: tuple[str, str, str], kind: str
                   ) -> tuple[list[Any], list[Any], list[Any]]:
    """A special pile pair and the cards drawn this turn (``n_turn`` if not given)."""
    draw_field, discard_field, turn_field = names
    thrown = _special(discard, discard_field, known)
    turn = None if turn_cards is None else _special(turn_cards, turn_field, known)
    if draw is None:
        left = Counter(known.values()) - Counter(thrown + (turn or []))
        draw = [c for c in known.values() if left[c] > 0]
    pile = _special(draw, draw_field, known)
    if turn is None:
        if len(pile) < n_turn:
            raise _bad(draw_field)
        turn = [pile.pop() for _ in range(n_turn)]
    if len(turn) != n_turn:
        raise _bad(turn_field)
    _same_deck([c.id for c in pile + thrown + turn], list(known), kind)
    return pile, thrown, turn


def _winners(winners: Any, limit_reached: Any, hands: list[list[Card]], turn: int,
             rules: Rules) -> tuple[tuple[int, ...], bool]:
    winners = tuple(_seq(winners, "winners"))
    at_limit = limit_reached is True and rules.fewest_win_at_limit
    expected = fewest_cards(hands) if at_limit else tuple(s for s, h in enumerate(hands) if not h)
    if not all(_is_int(w, 0, rules.n_players - 1) for w in winners) or \
            (winners and winners != expected) or (at_limit and not winners):
        raise _bad("winners")
    if type(limit_reached) is not bool or (limit_reached and (
            (winners and not at_limit) or turn != rules.turn_limit or [] in hands)):
        raise _bad("limit_reached")
    return winners, limit_reached


def _execution(rules: Rules, alternative: Alternative, author: int, executing: Any,
               execution: Any) -> tuple[int, list[Step], Side | None]:
    if not _is_int(executing, 0, rules.n_players - 1):
        raise _bad("executing")
    player = rules.execution_order(author)[executing]
    if execution is None:
        return player, [alternative], None
    if len(_seq(execution, "execution")) != 3:
        raise _bad("execution")
    seat, steps, side = execution
    steps = list(_seq(steps, "execution.queue"))
    if seat != player or type(seat) is not int:
        raise _bad("execution.player")
    if steps == [alternative]:
        steps = [alternative]
    else:
        branch = next((b for b in (alternative.then, alternative.otherwise)
                       if len(steps) <= len(b) and list(b[len(b) - len(steps):]) == steps), None)
        if branch is None:
            raise _bad("execution.queue")
        steps = list(branch[len(branch) - len(steps):])
    if side is not None and (type(side) is not Side or not steps
                             or steps[0] != Give(Target.CHOICE)):
        raise _bad("execution.side")
    return player, steps, side


def _built(rules: Rules, over: bool, held: list[list[Card]], c_turn: list[ConditionCard],
           a_turn: list[ActionCard], author: int, build: Any, executing: Any, execution: Any
           ) -> tuple[Build | None, tuple[int, list[Step], Side | None] | None]:
    """The build of this turn (one of the options, the engine's own) and the execution
    under way, or (None, None) before the build."""
    if build is None:
        if executing != 0 or execution is not None:
            raise _bad("execution")
        if not over and [] in held:
            raise _bad("hands")  # a turn starts only when nobody has won
        return None, None
    options = () if over else build_options(rules.action_level, len(a_turn))
    chosen = next((o for o in options if same_answer(o, build)), None)
    if chosen is None:
        raise _bad("build")
    alternative = build_alternative(c_turn[0], a_turn, chosen)
    return chosen, _execution(rules, alternative, author, executing, execution)


def check_position(rules: Rules, seed: int, hands: Any, *, draw: Any = None,
                   discard: Any = (), author: Any = 0, turn: Any = 1,
                   condition_card: Any = None, action_hand: Any = None,
                   condition_draw: Any = None, condition_discard: Any = (),
                   action_draw: Any = None, action_discard: Any = (), build: Any = None,
                   executing: Any = 0, execution: Any = None, winners: Any = (),
                   limit_reached: Any = False, names: Any = None) -> Position:
    """The checked :class:`Position` (see the module docstring), else a ConfigError."""
    if type(seed) is not int:
        raise _bad("seed")
    held, pile, thrown = _classic_zones(rules, hands, draw, discard)
    if not _is_int(author, 0, rules.n_players - 1):
        raise _bad("author")
    if not _is_int(turn, 1, rules.turn_limit):
        raise _bad("turn")
    won, limit = _winners(winners, limit_reached, held, turn, rules)
    over = bool(won) or limit
    conditions = {c.id: c for c in rules.conditions}
    c_draw, c_discard, c_turn = _special_zones(
        conditions, condition_draw, condition_discard,
        None if condition_card is None else [condition_card], 0 if over else 1,
        ("condition_draw", "condition_discard", "condition_card"), "condition")
    a_draw, a_discard, a_turn = _special_zones(
        {a.id: a for a in rules.actions}, action_draw, action_discard, action_hand,
        0 if over else rules.actions_per_turn,
        ("action_draw", "action_discard", "action_hand"), "action")
    chosen, running = _built(rules, over, held, c_turn, a_turn, author, build, executing,
                             execution)
    return Position(rules, seed, checked_names(names), held, pile, thrown, c_draw, c_discard,
                    a_draw, a_discard, author, turn, c_turn[0] if c_turn else None,
                    tuple(a_turn), chosen, 0 if chosen is None else executing, running,
                    won, limit)
