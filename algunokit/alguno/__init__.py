"""Alg(un)o: build an alternative from Condition and Action cards, everyone runs it.

>>> from algunokit import alguno
>>> game = alguno.Game(n_players=4, levels=(1, 1), seed=1)
>>> game.decision.kind.value
'build'
"""

from collections.abc import Sequence
from pathlib import Path

from algunokit import hooks
from algunokit.alguno.bots import BOTS, bots, make_bot, make_greedy, make_random
from algunokit.alguno.card_files import CardSet, card_set_data, load_card_set, parse_card_set
from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.alguno.engine import Choice, Execution, Table, execute
from algunokit.alguno.events import Event, EventKind, describe
from algunokit.alguno.game import Game, Phase, cards_from_codes
from algunokit.alguno.lang import (
    Action,
    Alternative,
    And,
    Compare,
    Condition,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Step,
    Swap,
    Target,
)
from algunokit.alguno.moves import Build, DecisionKind, option_from_data, option_to_data
from algunokit.alguno.notation import (
    format_action,
    format_condition,
    parse_action,
    parse_condition,
)
from algunokit.alguno.rules import RECOMMENDED_LEVELS, Rules, build_alternative
from algunokit.alguno.simulate import simulate
from algunokit.alguno.trace import ActionTrace, TestTrace, Trace, explain, table_around, trace
from algunokit.alguno.view import View
from algunokit.cards import Card

# Alternative.trace() and str(alternative) live in modules that import lang.py: lang.py
# reaches them by name, so the package's import graph has no cycle.
hooks.register("alguno.trace", "algunokit.alguno.trace", "trace")
hooks.register("alguno.format_alternative", "algunokit.alguno.notation", "format_alternative")


def play(n_players: int = 4, levels: Sequence[int] = (1, 1), seed: int | None = None,
         **options: object) -> object:
    """A whole game in the notebook, people and bots at one screen (needs Jupyter).

    See :func:`algunokit.widgets.alguno.play.play`: ``humans=(0,)`` are the seats played
    by people, ``bots="greedy"`` the others; every other option goes to :class:`Game`.
    """
    return hooks.call("play", "alguno", n_players, levels, seed, **options)  # the facade: ak.play


def from_sb3(path: str | Path | bytes) -> Alternative:
    """The alternative of a Scratch 3 project made by ``alt.to_sb3`` and changed in Scratch.

    Read, never run; anything outside the kit's small language is a ``CodeError``
    naming the block. The same as ``ak.from_sb3``; served through the facade's registry.
    """
    return hooks.call("from_sb3", path)  # type: ignore[no-any-return]


def print_deck(path: str, conditions: Sequence[ConditionCard] | None = None,
               actions: Sequence[ActionCard] | None = None, *,
               classic: Sequence[Card] = (), language: str | None = None,
               title: str = "", backs: bool = False, set_name: str = "") -> Path:
    """Write a printable HTML sheet (A4, real card size, cut marks) of a card set.

    By default every card of the five built-in sets; pass a teacher's set with
    ``conditions=`` / ``actions=`` (for example from :func:`load_card_set`), and
    classic cards with ``classic=`` if wanted. Each card shows ``set_name`` (by default
    the game's name) and its level in small print; ``backs=True`` adds each page's
    backs, mirrored for double-sided printing. Returns the path written.
    """
    if conditions is None and actions is None:
        conditions = [c for level in (1, 2, 3) for c in condition_cards(level)]
        actions = [a for level in (1, 2) for a in action_cards(level)]
    cards = [*(conditions or ()), *(actions or ()), *classic]
    # the drawing layer writes it, reached through the facade's registry (algunokit.hooks)
    return hooks.call("print.deck", path, cards, language, title,  # type: ignore[no-any-return]
                      backs=backs, set_name=set_name)


__all__ = [
    "BOTS",
    "RECOMMENDED_LEVELS",
    "Action",
    "ActionCard",
    "ActionTrace",
    "Alternative",
    "And",
    "Build",
    "CardSet",
    "Choice",
    "Compare",
    "Condition",
    "ConditionCard",
    "DecisionKind",
    "Discard",
    "Draw",
    "Event",
    "EventKind",
    "Execution",
    "Game",
    "Give",
    "Not",
    "Op",
    "Or",
    "Parity",
    "Phase",
    "Quantity",
    "Rules",
    "Side",
    "Step",
    "Swap",
    "Table",
    "Target",
    "TestTrace",
    "Trace",
    "View",
    "action_cards",
    "bots",
    "build_alternative",
    "card_set_data",
    "cards_from_codes",
    "condition_cards",
    "describe",
    "execute",
    "explain",
    "format_action",
    "format_condition",
    "from_sb3",
    "load_card_set",
    "make_bot",
    "make_greedy",
    "make_random",
    "option_from_data",
    "option_to_data",
    "parse_action",
    "parse_card_set",
    "parse_condition",
    "play",
    "print_deck",
    "simulate",
    "table_around",
    "trace",
]
