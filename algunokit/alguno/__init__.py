"""Alg(un)o: build an alternative from Condition and Action cards, everyone runs it.

>>> from algunokit import alguno
>>> game = alguno.Game(n_players=4, levels=(1, 1), seed=1)
>>> game.decision.kind.value
'build'
"""

from algunokit.alguno.decks import (
    ActionCard,
    CardSet,
    ConditionCard,
    action_cards,
    card_set_data,
    condition_cards,
    load_card_set,
    parse_card_set,
)
from algunokit.alguno.engine import Choice, DecisionKind, Execution, Table, execute
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
from algunokit.alguno.notation import (
    format_action,
    format_condition,
    parse_action,
    parse_condition,
)
from algunokit.alguno.trace import ActionTrace, TestTrace, Trace, explain, table_around, trace

__all__ = [
    "Action",
    "ActionCard",
    "ActionTrace",
    "Alternative",
    "And",
    "CardSet",
    "Choice",
    "Compare",
    "Condition",
    "ConditionCard",
    "DecisionKind",
    "Discard",
    "Draw",
    "Execution",
    "Give",
    "Not",
    "Op",
    "Or",
    "Parity",
    "Quantity",
    "Side",
    "Step",
    "Swap",
    "Table",
    "Target",
    "TestTrace",
    "Trace",
    "action_cards",
    "card_set_data",
    "condition_cards",
    "execute",
    "explain",
    "format_action",
    "format_condition",
    "load_card_set",
    "parse_action",
    "parse_card_set",
    "parse_condition",
    "table_around",
    "trace",
]
