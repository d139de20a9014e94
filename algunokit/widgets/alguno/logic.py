"""What the widgets decide, as pure functions (no Jupyter here, unit-tested).

A click or a button press becomes a *meaning* (toggle a card, pick a side, …)
or a refusal with a message key; a selection becomes the engine's option.
The engine then accepts or refuses the move: widgets hold no rules.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.game import Game
from algunokit.alguno.moves import DecisionKind
from algunokit.cards import Card
from algunokit.i18n import t
from algunokit.protocol import Decision


@dataclass(frozen=True)
class Refusal:
    """Why a click does nothing; ``message(language)`` says it to the person."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def message(self, language: str | None = None) -> str:
        return t(self.key, language, **dict(self.params))


def selection_size(decision: Decision | None) -> int:
    """How many cards the person must select for this decision (0: none)."""
    if decision is None:
        return 0
    if decision.kind is DecisionKind.DISCARD:
        return len(decision.options[0])
    if decision.kind is DecisionKind.GIVE:
        return 1
    return 0


def toggle(selected: Sequence[int], index: int, limit: int) -> tuple[int, ...] | Refusal:
    """The new selection after clicking card ``index`` (at most ``limit`` cards).

    With a limit of one, a new click replaces the previous choice.
    """
    if limit <= 0:
        return Refusal("widgets.refuse.no_selection")
    if index in selected:
        return tuple(i for i in selected if i != index)
    if len(selected) < limit:
        return (*selected, index)
    if limit == 1:
        return (index,)
    return Refusal("widgets.refuse.too_many", (("n", limit),))


def card_click(game: Game, humans: Collection[int], seat: int) -> Refusal | None:
    """None if a click on a card of ``seat`` may select it now, else why not."""
    decision = game.decision
    if decision is None:
        return Refusal("widgets.refuse.game_over")
    if decision.player not in humans:
        return Refusal("widgets.refuse.bot_turn", (("player", game.name(decision.player)),))
    if selection_size(decision) == 0:
        return Refusal("widgets.refuse.not_cards_now")
    if seat != decision.player:
        # the one person at the screen (the others are robots) is spoken to, « Toi
        # choisit » is not French; among several people each is named (a seat, never a
        # name compared with « Toi »)
        if len(humans) == 1:
            return Refusal("widgets.refuse.not_your_cards.you")
        return Refusal("widgets.refuse.not_your_cards",
                       (("player", game.name(decision.player)),))
    return None


def selection_option(decision: Decision, hand: Sequence[Card],
                     selected: Sequence[int]) -> Any | Refusal:
    """The engine option for the selected cards, or why the selection is not complete."""
    need = selection_size(decision)
    if len(selected) != need:
        return Refusal("widgets.refuse.select_n", (("n", need),))
    cards = [hand[i] for i in sorted(selected)]
    return cards[0] if decision.kind is DecisionKind.GIVE else tuple(cards)


def prompt(game: Game, language: str | None = None, you: int | None = None) -> str:
    """One sentence telling who must do what now: « À toi : choisis 1 carte à
    défausser » for the person against robots (the seat ``you``, or the one named
    « Toi »), never « Toi construit … »."""
    decision = game.decision
    if decision is None:
        return t("widgets.prompt.over", language)
    player = game.name(decision.player, language)
    you_name = t("common.you", language)
    key = _PROMPT_KEYS[decision.kind][player == you_name or decision.player == you]
    you = decision.player if you is None and player == you_name else you
    if decision.kind is DecisionKind.DISCARD:
        return t(key, language, player=player, n=len(decision.options[0]))
    if decision.kind is DecisionKind.GIVE:
        to = game.pending.to if game.pending else decision.player
        receiver = game.name(to if to is not None else decision.player, language)
        if receiver == you_name or to == you:  # « donner à toi », lower case inside a sentence
            receiver = t("common.you_lower", language)
        return t(key, language, player=player, to=receiver)
    return t(key, language, player=player)


#: per decision kind, the prompt's literal key: (someone else, the person playing)
_PROMPT_KEYS = {
    DecisionKind.BUILD: ("alguno.decision.build", "alguno.decision.build.you"),
    DecisionKind.DISCARD: ("alguno.decision.discard", "alguno.decision.discard.you"),
    DecisionKind.GIVE: ("alguno.decision.give", "alguno.decision.give.you"),
    DecisionKind.NEIGHBOUR: ("alguno.decision.neighbour", "alguno.decision.neighbour.you"),
}


def due_bot(decision: Any, strategies: Sequence[Any],
            name: Callable[[int], str]) -> Any | Refusal:
    """The bot that must answer ``decision`` now, or why no bot may (game over, or a
    person's turn: ``strategies[seat]`` is None for seats played by people)."""
    if decision is None:
        return Refusal("widgets.refuse.game_over")
    strategy = strategies[decision.player]
    if strategy is None:
        return Refusal("widgets.refuse.human_turn", (("player", name(decision.player)),))
    return strategy


def podium_rows(game: Game, language: str | None = None) -> list[str]:
    return [t("alguno.podium", language, rank=r, player=game.name(s, language), n=n)
            for r, s, n in game.podium()]
