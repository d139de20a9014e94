"""Where student Python runs: the vocabulary bound to one player at one table.

Every action function hands its action to the engine's own
:class:`~algunokit.alguno.engine.Execution` (``choice_needed`` then
``apply_action``, the same chooser answering the same choices), so running the
Python has exactly the effect of :func:`~algunokit.alguno.engine.execute`. The
counts read the player's hand at the moment they are called, like the engine's
tests, so a nested ``if`` sees the cards as they are after the actions before it.

In a lesson cell::

    ns = namespace(table, player=0)
    exec(student_code, ns)          # or: run_python(student_code, table, 0)

:func:`run_python` first checks that the source is in the kit's language (with
:func:`~algunokit.code.from_python.from_python`, which never runs anything),
then runs it in the namespace, without Python's built-ins.

The one difference with the engine: the table's log gets no "test" entries
(Python's ``if`` does the testing), only the actions' entries.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from algunokit.alguno.engine import Chooser, Execution, Table, first_option
from algunokit.alguno.lang import Action, Quantity
from algunokit.code.vocabulary import WORDS, Kind


def namespace(table: Table, player: int, chooser: Chooser = first_option) -> dict[str, Any]:
    """A fresh globals dict in which the vocabulary (both languages) acts on ``table``."""
    ns: dict[str, Any] = {"__builtins__": {}}
    for word in WORDS:
        function = _function(word.kind, word.meaning, table, player, chooser)
        for spelling in word.spellings:
            ns[spelling] = function
    return ns


def _function(kind: Kind, meaning: Any, table: Table, player: int,
              chooser: Chooser) -> Callable[..., Any]:
    def run(action: Action) -> None:
        Execution(player, (action,)).run(table, chooser)

    if kind is Kind.COUNT:
        quantity: Quantity = meaning

        def count() -> int:
            return quantity.count(table.hands[player])

        return count
    if kind is Kind.PARITY:
        remainder = 1 if meaning else 0

        def parity(number: int) -> bool:
            return number % 2 == remainder

        return parity
    if kind is Kind.NUMBERED:
        def numbered(n: int) -> None:
            run(meaning(n))

        return numbered

    def fixed() -> None:
        run(meaning)

    return fixed


def run_python(source: str, table: Table, player: int, chooser: Chooser = first_option,
               language: str | None = None) -> None:
    """Check ``source`` (a :class:`~algunokit.errors.CodeError` if it is outside the
    kit's language) and run it for ``player`` on ``table``."""
    from algunokit.code.from_python import from_python

    from_python(source, language)  # refuses anything outside the small language
    exec(compile(source, "<alg(un)o>", "exec"), namespace(table, player, chooser))


__all__ = ["namespace", "run_python"]
