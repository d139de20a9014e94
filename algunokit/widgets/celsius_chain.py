"""Building a Celsius chain by clicks, for :class:`~algunokit.widgets.celsius.CelsiusPlayWidget`.

The one job here: a person's clicks on operator cards, the ``?`` value and the ``±1``
sign, taking a card back, a click on the hot card reached, and sending the chain (or a
pass) to the game. Each click is checked first (is it this person's turn to build?) and
refused with a short message otherwise; what a chain may become is decided by the pure
:class:`~algunokit.widgets.celsius_logic.ChainBuilder`. The widget supplies the game,
the people's seats, its messages and its redraw (``game``, ``humans``, ``refuse``,
``say``, ``refresh``, ``_answer``, ``question``, ``name``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from algunokit.celsius.cards import OpKind
from algunokit.celsius.moves import DecisionKind, Pass
from algunokit.celsius.solver import Solution
from algunokit.draw.celsius import chain_text
from algunokit.i18n import t
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.celsius_logic import ChainBuilder


class ChainClicks:
    """The chain-building half of the Celsius play widget (a mixin)."""

    game: Any
    humans: Any
    language: str

    def _reset_chain(self) -> None:
        decision = self.game.decision
        hand = tuple(self.game.ops[decision.player]) if decision is not None else ()
        self.chain = ChainBuilder(self.game.cold.value, hand)
        self.pending: int | None = None
        self.hint_level = 0
        self.solution: Solution | None = None

    # ------------------------------------------------------------------ state

    @property
    def building(self) -> bool:
        """True when a person must answer the PLAY decision (build a chain or pass)."""
        decision = self.game.decision
        return (decision is not None and decision.kind is DecisionKind.PLAY
                and decision.player in self.humans)

    def _refuse(self, refusal: Refusal) -> None:
        self.refuse(refusal)

    def _check_building(self) -> bool:
        """True if a chain may be built now; else a short message."""
        decision = self.game.decision
        if decision is None:
            self._refuse(Refusal("widgets.refuse.game_over"))
            return False
        if decision.player not in self.humans:
            self._refuse(Refusal("celsius_table.refuse.not_yours",
                                 (("player", self.name(decision.player)),)))
            return False
        if decision.kind is not DecisionKind.PLAY:
            self._refuse(Refusal("celsius_table.refuse.not_now"))
            return False
        return True

    # ------------------------------------------------------------------ building

    def clicked(self, key: Hashable) -> None:
        """A click on the picture: an operator card, a chain card, a hot card."""
        if not isinstance(key, tuple):
            return
        if key[0] == "operator":
            self.operator_clicked(key[1])
        elif key[0] == "chain":
            self.undo()
        elif key[0] == "hot":
            self.hot_clicked(key[1])

    def operator_clicked(self, index: int) -> None:
        """Lay card ``index`` (or wait for its choice when it is a ``?`` or ``±1`` card)."""
        if not self._check_building():
            return
        card = self.chain.operators[index]
        if index in self.chain.used:
            self._refuse(Refusal("celsius_table.refuse.used", (("card", card.label()),)))
            return
        if card.needs_choice:
            self.pending = index
            key = ("celsius_table.prompt.question" if card.is_choice
                   else "celsius_table.prompt.sign")
            self.say(t(key, self.language, card=card.label(self.language)))
            self.refresh()
            return
        self._add(index, None)

    def place_question(self) -> None:
        """Lay the waiting ``?`` card with the value chosen in the list."""
        if not self._check_building():
            return
        if self.pending is None or not self.chain.operators[self.pending].is_choice:
            self._refuse(Refusal("celsius_table.refuse.no_pending"))
            return
        self._add(self.pending, self.question.value)

    def choose_sign(self, sign: int) -> None:
        """Lay the waiting ``±1`` card as +1 or −1."""
        if not self._check_building():
            return
        if self.pending is None or \
                self.chain.operators[self.pending].kind is not OpKind.PLUS_MINUS_ONE:
            self._refuse(Refusal("celsius_table.refuse.no_pending"))
            return
        self._add(self.pending, sign)

    def _add(self, index: int, choice: int | None) -> None:
        result = self.chain.add(index, choice)
        if isinstance(result, Refusal):
            self._refuse(result)
            return
        self.chain = result
        self.pending = None
        self.say(t("celsius_table.added", self.language,
                   chain=chain_text(self.chain.cold, self.chain.steps, self.language)))
        self.refresh()

    def undo(self) -> None:
        """Take back the waiting card, else the last card of the chain."""
        if not self._check_building():
            return
        if self.pending is not None:
            self.pending = None
            self.say("")
            self.refresh()
            return
        result = self.chain.undo()
        if isinstance(result, Refusal):
            self._refuse(result)
            return
        self.chain = result
        self.say("")
        self.refresh()

    def hot_clicked(self, value: int) -> None:
        """A click on a hot card plays the chain if it reaches that card."""
        if not self._check_building():
            return
        if self.chain.value != value:
            if self.chain.value is None:
                self._refuse(Refusal("celsius_table.refuse.empty"))
            else:
                self._refuse(Refusal("celsius_table.refuse.not_reached",
                                     (("value", self.chain.value), ("target", value))))
            return
        self.play_chain()

    def play_chain(self) -> None:
        """Send the chain to the engine (which refuses it if it reaches no hot card)."""
        if not self._check_building():
            return
        move = self.chain.move()
        if isinstance(move, Refusal):
            self._refuse(move)
            return
        self._answer(move)

    def pass_turn(self) -> None:
        if self._check_building():
            self._answer(Pass())
