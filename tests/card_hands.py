"""The one test helper for hands of classic cards, shared by every test folder.

``hand("7H", "QS", "JR")`` or ``hand("7H QS JR")``: the cards with these short codes
(``Card.from_code``: "10S", "QD", "JR" for the red joker), in that order, as a list so a
test may change it. A wrong code raises ``DeckFileError`` like a deck file would.
"""

from __future__ import annotations

from algunokit.cards import Card


def hand(*codes: str) -> list[Card]:
    """The cards with these codes, in order.

    >>> [c.code for c in hand("7H QS", "JR")]
    ['7H', 'QS', 'JR']
    """
    return [Card.from_code(code) for text in codes for code in text.split()]


__all__ = ["hand"]
