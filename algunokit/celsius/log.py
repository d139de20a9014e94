"""The game's log: structured entries, rendered in French or English on demand.

Entries keep a catalogue key and plain parameters (seats, values, card codes),
so the same log reads in either language; a played chain is kept as steps and
written out only when rendered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.celsius.arith import Step, format_chain
from algunokit.celsius.cards import card_from_code
from algunokit.i18n import t

_SEATS = ("player", "opponent")
_CARDS = ("cards", "mine", "theirs")


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event: catalogue ``key`` and its parameters (``chain`` from ``cold`` for plays)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    chain: tuple[Step, ...] = ()
    cold: int = 0


def render(entry: LogEntry, language: str | None = None,
           names: Sequence[str] | None = None) -> str:
    """The entry as a sentence in ``language`` (default: the current language).

    ``names`` are the seat names a view uses (« Toi », « Robot 1 »…); without them,
    seats are named as in every game. A chain is written one step at a time
    (``10 + 1 = 11 ; 11 × 2 = 22``), never as one ambiguous line.
    """
    params: dict[str, Any] = {}
    for name, value in entry.params:
        if name in _SEATS:
            value = (names[value] if names and 0 <= value < len(names)
                     else t("common.player", language, n=value + 1))
        elif name in _CARDS:
            value = " ".join(card_from_code(code).label(language) for code in value)
        params[name] = value
    if entry.chain:
        params["chain"] = format_chain(entry.cold, entry.chain, language)
    return t(entry.key, language, **params)


__all__ = ["LogEntry", "render"]
