"""Conveniences a lower layer offers but a higher layer implements.

An engine may not import the layers above it, not even inside a function
(``docs/architecture.md``). When an engine object offers something that lives
higher up -- ``Alternative.to_sb3`` writes a Scratch project with the code
layer, ``alguno.from_sb3`` reads one back -- it calls
:func:`call` with a name, and the facade (``algunokit/__init__.py``), which may
know every layer, registers which module serves that name. The module is
imported the first time the name is called, so importing an engine stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

_SERVED: dict[str, tuple[str, str]] = {}


def register(name: str, module: str, attribute: str) -> None:
    """``call(name, …)`` will run ``module.attribute(…)``."""
    _SERVED[name] = (module, attribute)


def call(name: str, /, *args: Any, **kwargs: Any) -> Any:
    """Run what serves ``name`` (a ``LookupError`` if nothing registered it)."""
    try:
        module, attribute = _SERVED[name]
    except KeyError:
        raise LookupError(f"nothing serves {name!r}: import algunokit first") from None
    return getattr(importlib.import_module(module), attribute)(*args, **kwargs)


__all__ = ["call", "register"]
