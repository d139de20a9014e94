"""Conveniences a lower layer offers but a higher layer implements.

An engine may not import the layers above it, not even inside a function
(``docs/architecture.md``). When an engine object offers something that lives
higher up -- ``Alternative.to_sb3`` writes a Scratch project with the code
layer, ``alguno.from_sb3`` reads one back -- it calls
:func:`call` with a name, and the facade (``algunokit/__init__.py``), which may
know every layer, registers which module serves that name. The module is
imported the first time the name is called, so importing an engine stays cheap.

Every name is listed here once (:data:`HookName`, :data:`NAMES`) and in the table of
``docs/architecture.md``; ``tests/test_hooks.py`` keeps the three in step with what the
facade registers. A name not listed is refused, so a typo fails at once.
"""

from __future__ import annotations

import importlib
from typing import Any, Literal, get_args

#: Every name a lower layer may call (who calls and who serves: docs/architecture.md).
HookName = Literal[
    "play",  # alguno.play(), skyjo.play() …: the game's play widget (the facade's ak.play)
    "svg.card", "svg.hand",  # Card._repr_svg_, Hand._repr_svg_: the drawing layer
    "svg.alternative", "svg.condition_card", "svg.action_card",  # Alg(un)o's pictures
    "print.deck",  # alguno.print_deck(): the printable deck, the drawing layer
    "alternative.to_python", "alternative.to_scratch", "alternative.to_scratchblocks",
    "alternative.to_sb3", "from_sb3",  # Alternative's code views: the code layer
    "code.word_example", "code.every_spelling",  # slips.py: the kit's words, the code layer
    "notebook.newest_functions",  # an exercise's function check: the notebook layer
    "notebook.unread_functions",  # slips.py: a def whose newest cell Python could not read
    "words.answer", "words.options",  # Decision.check's refusal in words: algunokit.words
    # inside Alg(un)o: modules that import lang.py, reached from lang.py without a cycle
    "alguno.trace", "alguno.format_alternative",
    # L.answer_key(): the answer key's module lists the lessons, reached without a cycle
    "lessons.answer_key",
]
NAMES: frozenset[str] = frozenset(get_args(HookName))

_SERVED: dict[str, tuple[str, str]] = {}


def register(name: HookName, module: str, attribute: str) -> None:
    """``call(name, …)`` will run ``module.attribute(…)``; ``name`` must be listed."""
    if name not in NAMES:
        raise ValueError(f"{name!r} is not a hook name listed in algunokit/hooks.py")
    _SERVED[name] = (module, attribute)


def call(name: HookName, /, *args: Any, **kwargs: Any) -> Any:
    """Run what serves ``name`` (a ``LookupError`` if nothing registered it)."""
    try:
        module, attribute = _SERVED[name]
    except KeyError:
        raise LookupError(f"nothing serves {name!r}: import algunokit first") from None
    return getattr(importlib.import_module(module), attribute)(*args, **kwargs)


def served() -> dict[str, tuple[str, str]]:
    """What is registered now: name -> (module, attribute)."""
    return dict(_SERVED)


__all__ = ["NAMES", "HookName", "call", "register", "served"]
