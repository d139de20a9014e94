"""What a Celsius player may answer, and the decisions that ask for it.

Three kinds of decision (:class:`DecisionKind`), in the order they come:

* ``EXCHANGE`` (optional move, before playing): a player holding 4 or more
  decreasing cards (blue or green) may discard 2 operator cards of their choice
  (:class:`Exchange`), draw 2 and draw one more hot card; or :class:`Decline`.
* ``PLAY``: a :class:`Play` (a chain of steps) or :class:`Pass`. There are far too
  many chains to list, so :class:`PlayDecision` lists only ``Pass()`` in
  ``options`` and accepts any legal ``Play`` through :meth:`PlayDecision.check`;
  it carries what a strategy needs (cold value, hot values, operator cards).
* ``SWAP`` (optional move, end of round): a player left with exactly one
  operator card may swap it for one card of an opponent (:class:`Swap`), or
  :class:`Decline`.

Every answer is a small frozen dataclass; :func:`option_to_data` /
:func:`option_from_data` turn it into JSON-ready data and back (saved games).

>>> from algunokit.celsius.arith import parse_operator as op
>>> option_to_data(Play.of(op("+1"), (op("x?"), 3)))
{'move': 'play', 'steps': [['+1', None], ['x?', 3]]}
>>> option_from_data({"move": "pass"})
Pass()
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from algunokit.celsius.arith import Step, evaluate
from algunokit.celsius.cards import OPERATORS, OperatorCard, card_from_code
from algunokit.errors import RuleError
from algunokit.i18n import t
from algunokit.protocol import Decision, player_name, safe_text, same_answer
from algunokit.saving import field as save_field
from algunokit.saving import require


class DecisionKind(Enum):
    """What a decision is about."""

    EXCHANGE = "exchange"
    PLAY = "play"
    SWAP = "swap"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play nothing this round ("I cannot play")."""

    def __str__(self) -> str:
        return t("celsius.move.pass")


@dataclass(frozen=True, slots=True)
class Decline:
    """Do not use an optional move (exchange or swap)."""

    def __str__(self) -> str:
        return t("celsius.move.decline")


@dataclass(frozen=True, slots=True)
class Play:
    """Lay down a chain of operator cards (each with its choice) from the cold card."""

    steps: tuple[Step, ...]

    def __str__(self) -> str:
        steps = self.steps if isinstance(self.steps, tuple) else ()
        return " ".join(s.label() if isinstance(s, Step) else safe_text(s) for s in steps)

    @classmethod
    def of(cls, *items: Step | OperatorCard | tuple[OperatorCard, int]) -> Play:
        """``Play.of(card, (question_card, 7), Step(pm_card, -1))``: a convenience."""
        steps = []
        for item in items:
            if isinstance(item, Step):
                steps.append(item)
            elif isinstance(item, tuple):
                steps.append(Step(item[0], item[1]))
            else:
                steps.append(Step(item))
        return cls(tuple(steps))


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard these two operator cards (a sorted pair), draw 2, draw one more hot card."""

    cards: tuple[OperatorCard, OperatorCard]

    def __str__(self) -> str:
        cards = self.cards if isinstance(self.cards, tuple) else ()
        return t("celsius.move.exchange", cards=" ".join(safe_text(c) for c in cards))


@dataclass(frozen=True, slots=True)
class Swap:
    """Give my only operator card to ``opponent`` and take their ``card`` instead."""

    opponent: int
    card: OperatorCard

    def __str__(self) -> str:
        seat = self.opponent if type(self.opponent) is int else -1
        return t("celsius.move.swap", card=safe_text(self.card), player=player_name(seat))


Move = Pass | Decline | Play | Exchange | Swap

_ORDER = {card: i for i, card in enumerate(dict.fromkeys(OPERATORS))}


def pair_key(card: OperatorCard) -> int:
    """Deck order of an operator card (how :class:`Exchange` pairs are sorted)."""
    return _ORDER[card]


# ------------------------------------------------------------------ saved form
def option_to_data(option: Move) -> dict[str, Any]:
    """``option`` as JSON-ready data (read back by :func:`option_from_data`)."""
    if isinstance(option, Play):
        return {"move": "play", "steps": [[s.card.code, s.choice] for s in option.steps]}
    if isinstance(option, Exchange):
        return {"move": "exchange", "cards": [c.code for c in option.cards]}
    if isinstance(option, Swap):
        return {"move": "swap", "opponent": option.opponent, "card": option.card.code}
    return {"move": "pass" if isinstance(option, Pass) else "decline"}


def _operator(code: Any, where: str) -> OperatorCard:
    try:
        card = card_from_code(code)
    except ValueError:
        card = None
    require(isinstance(card, OperatorCard), where, code)
    return card  # type: ignore[return-value]


def _step(item: Any, where: str) -> Step:
    require(isinstance(item, list) and len(item) == 2, where, item)
    card = _operator(item[0], f"{where}[0]")
    choice = item[1]
    require(choice in card.choices and (choice is None or type(choice) is int),
            f"{where}[1]", choice)
    return Step(card, choice)


def steps_from_data(items: Any, where: str) -> tuple[Step, ...]:
    """The chain saved as ``[[code, choice], …]`` (a :class:`SaveFileError` naming
    ``where`` if any step is not a card with a choice it allows)."""
    require(isinstance(items, list) and len(items) <= len(OPERATORS), where, items)
    return tuple(_step(item, f"{where}[{i}]") for i, item in enumerate(items))


def option_from_data(data: Any, where: str = "move") -> Move:
    """The answer saved by :func:`option_to_data`; a :class:`SaveFileError` naming
    ``where`` if it is not one."""
    kind = save_field(data, "move", str, where=where)
    if kind == "pass":
        return Pass()
    if kind == "decline":
        return Decline()
    if kind == "play":
        steps = steps_from_data(save_field(data, "steps", list, where=where), f"{where}.steps")
        require(bool(steps), f"{where}.steps", [])
        return Play(steps)
    if kind == "exchange":
        codes = save_field(data, "cards", list, low=2, high=2, where=where)
        pair = tuple(_operator(c, f"{where}.cards") for c in codes)
        require(list(pair) == sorted(pair, key=pair_key), f"{where}.cards", codes)
        return Exchange(pair)  # type: ignore[arg-type]
    if kind == "swap":
        opponent = save_field(data, "opponent", int, low=0, high=3, where=where)
        return Swap(opponent, _operator(save_field(data, "card", str, where=where),
                                        f"{where}.card"))
    require(False, f"{where}.move", kind)
    raise AssertionError  # pragma: no cover - require raised


# ------------------------------------------------------------------ decisions
@dataclass(frozen=True)
class ExchangeDecision(Decision):
    """The ``EXCHANGE`` decision: ``Decline()`` or one :class:`Exchange` per pair of cards.

    The pair may be given in either order; the option returned is the engine's own.
    """

    def check(self, choice: Any) -> Any:
        if type(choice) is Exchange and type(choice.cards) is tuple and len(choice.cards) == 2:
            swapped = (choice.cards[1], choice.cards[0])
            for option in self.options:
                if isinstance(option, Exchange) and same_answer(option.cards, swapped):
                    return option
        return super().check(choice)


@dataclass(frozen=True)
class PlayDecision(Decision):
    """The ``PLAY`` decision: ``options`` is ``(Pass(),)``; any legal :class:`Play` is accepted.

    A play is legal when its cards are among ``operators`` (each card used once),
    every choice fits its card, every division is exact and the value reached
    from ``cold`` is one of ``hot_values``. :meth:`check` returns the play rebuilt
    from the engine's own cards, never the object it was given.
    """

    cold: int = 0
    hot_values: tuple[int, ...] = ()
    operators: tuple[OperatorCard, ...] = field(default=())

    def check(self, choice: Any) -> Any:
        if type(choice) is not Play:
            return super().check(choice)
        steps = self._own_steps(choice)
        if not steps:
            raise RuleError("celsius.error.empty_chain")
        missing = Counter(s.card for s in steps) - Counter(self.operators)
        if missing:
            raise RuleError("celsius.error.not_in_hand",
                            cards=" ".join(c.label() for c in sorted(missing, key=pair_key)))
        value = evaluate(self.cold, steps)
        if value not in self.hot_values:
            raise RuleError("celsius.error.no_hot_card", value=value)
        return Play(steps)

    def _own_steps(self, choice: Play) -> tuple[Step, ...]:
        """The chain rebuilt from this decision's own cards and plain int choices."""
        if type(choice.steps) is not tuple or len(choice.steps) > len(OPERATORS):
            raise RuleError("celsius.error.not_a_chain", choice=safe_text(choice.steps))
        steps = []
        for step in choice.steps:
            own = self._own_card(step)
            if own is None:
                raise RuleError("celsius.error.not_a_chain", choice=safe_text(step))
            if step.choice is not None and type(step.choice) is not int:
                raise RuleError("celsius.error.choice", card=own.label(),
                                allowed=", ".join(str(c) for c in own.choices))
            steps.append(Step(own, step.choice).check())
        return tuple(steps)

    def _own_card(self, step: Any) -> OperatorCard | None:
        if type(step) is not Step or type(step.card) is not OperatorCard:
            return None
        for card in (*self.operators, *OPERATORS):
            if same_answer(card, step.card):
                return card
        return None


__all__ = [
    "Decision",
    "DecisionKind",
    "Decline",
    "Exchange",
    "ExchangeDecision",
    "Move",
    "Pass",
    "Play",
    "PlayDecision",
    "Swap",
    "option_from_data",
    "option_to_data",
    "pair_key",
    "steps_from_data",
]
