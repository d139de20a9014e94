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

Every move is a small frozen dataclass with ``to_data()`` / :func:`move_from_data`
for saved games.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from algunokit.celsius.arith import Step, evaluate
from algunokit.celsius.cards import OperatorCard, card_from_code
from algunokit.errors import RuleError
from algunokit.i18n import t
from algunokit.play import Decision, player_name


class DecisionKind(Enum):
    """What a decision is about."""

    EXCHANGE = "exchange"
    PLAY = "play"
    SWAP = "swap"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play nothing this round ("I cannot play")."""

    def to_data(self) -> dict[str, Any]:
        return {"move": "pass"}

    def __str__(self) -> str:
        return t("celsius.move.pass")


@dataclass(frozen=True, slots=True)
class Decline:
    """Do not use an optional move (exchange or swap)."""

    def to_data(self) -> dict[str, Any]:
        return {"move": "decline"}

    def __str__(self) -> str:
        return t("celsius.move.decline")


@dataclass(frozen=True, slots=True)
class Play:
    """Lay down a chain of operator cards (each with its choice) from the cold card."""

    steps: tuple[Step, ...]

    def to_data(self) -> dict[str, Any]:
        return {"move": "play", "steps": [[s.card.code, s.choice] for s in self.steps]}

    def __str__(self) -> str:
        return " ".join(s.label() if isinstance(s, Step) else str(s) for s in self.steps)

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

    def to_data(self) -> dict[str, Any]:
        return {"move": "exchange", "cards": [c.code for c in self.cards]}

    def __str__(self) -> str:
        return t("celsius.move.exchange", cards=" ".join(map(str, self.cards)))


@dataclass(frozen=True, slots=True)
class Swap:
    """Give my only operator card to ``opponent`` and take their ``card`` instead."""

    opponent: int
    card: OperatorCard

    def to_data(self) -> dict[str, Any]:
        return {"move": "swap", "opponent": self.opponent, "card": self.card.code}

    def __str__(self) -> str:
        return t("celsius.move.swap", card=str(self.card),
                 player=player_name(self.opponent))


Move = Pass | Decline | Play | Exchange | Swap


def option_to_data(option: Move) -> dict[str, Any]:
    """``option`` as JSON-ready data (read back by :func:`move_from_data`)."""
    return option.to_data()


def move_from_data(data: Any) -> Move:
    """The move saved by ``move.to_data()`` (``ValueError`` / ``KeyError`` if malformed)."""
    kind = data["move"]
    if kind == "pass":
        return Pass()
    if kind == "decline":
        return Decline()
    if kind == "play":
        steps = []
        for code, choice in data["steps"]:
            card = card_from_code(code)
            if not isinstance(card, OperatorCard) or not (choice is None
                                                          or isinstance(choice, int)):
                raise ValueError(f"bad step {code!r}")
            steps.append(Step(card, choice))
        return Play(tuple(steps))
    if kind == "exchange":
        first, second = (card_from_code(c) for c in data["cards"])
        if not isinstance(first, OperatorCard) or not isinstance(second, OperatorCard):
            raise ValueError("exchange of non-operator cards")
        return Exchange((first, second))
    if kind == "swap":
        card = card_from_code(data["card"])
        if not isinstance(card, OperatorCard) or not isinstance(data["opponent"], int):
            raise ValueError("bad swap")
        return Swap(data["opponent"], card)
    raise ValueError(f"unknown move {kind!r}")


@dataclass(frozen=True)
class PlayDecision(Decision):
    """The ``PLAY`` decision: ``options`` is ``(Pass(),)``; any legal :class:`Play` is accepted.

    A play is legal when its cards are among ``operators`` (each card used once),
    every choice fits its card, every division is exact and the value reached
    from ``cold`` is one of ``hot_values``.
    """

    cold: int = 0
    hot_values: tuple[int, ...] = ()
    operators: tuple[OperatorCard, ...] = field(default=())

    def check(self, choice: Any) -> Any:
        if isinstance(choice, Pass):
            return choice
        if not isinstance(choice, Play):
            return super().check(choice)
        if not choice.steps:
            raise RuleError("celsius.error.empty_chain")
        if any(not isinstance(s, Step) or not isinstance(s.card, OperatorCard)
               for s in choice.steps):
            raise RuleError("common.error.not_an_option", choice=str(choice), allowed="Pass, Play")
        missing = Counter(s.card for s in choice.steps) - Counter(self.operators)
        if missing:
            raise RuleError("celsius.error.not_in_hand",
                            cards=" ".join(c.code for c in sorted(missing, key=str)))
        value = evaluate(self.cold, choice.steps)
        if value not in self.hot_values:
            raise RuleError("celsius.error.no_hot_card", value=value)
        return choice


__all__ = [
    "Decision",
    "DecisionKind",
    "Decline",
    "Exchange",
    "Move",
    "Pass",
    "Play",
    "PlayDecision",
    "Swap",
    "move_from_data",
    "option_to_data",
]
