"""algunokit: unplugged card games for algorithmic thinking, in JupyterLab.

The public facade (``import algunokit as ak``): shared ground here, each game in
its own subpackage (``ak.alguno`` …). Engines import nothing from Jupyter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING as _TYPE_CHECKING

from algunokit.cards import COLOURS, SUITS, Card, Colour, Hand, Rank, Suit, classic_deck
from algunokit.errors import (
    AlgunokitError,
    CodeError,
    ConfigError,
    DeckFileError,
    RuleError,
    SaveFileError,
)
from algunokit.i18n import get_language, language, set_language, t

if _TYPE_CHECKING:
    from algunokit.alguno.lang import Alternative
    from algunokit.alguno.trace import Trace
    from algunokit.code.show import SideBySide
    from algunokit.lessons import Lesson

__version__ = "0.1.0"


def show(alt: Alternative, trace: Trace | None = None,
         language: str | None = None) -> SideBySide:
    """Cards | Python | Scratch blocks side by side; with ``trace``, what ran.

    ``ak.show(alt, alt.trace(hand))``: see :func:`algunokit.code.show.show`.
    """
    from algunokit.code.show import show as _show

    return _show(alt, trace, language)


def from_python(source: str, language: str | None = None) -> Alternative:
    """A student's Python program as an alternative (read, never run).

    See :func:`algunokit.code.from_python.from_python`; errors are ``CodeError``.
    """
    from algunokit.code.from_python import from_python as _from_python

    return _from_python(source, language)


def lesson(game: str, number: int, language: str | None = None) -> Lesson:
    """The exercises of a lesson notebook: ``L = ak.lesson("alguno", 1)``, then
    ``L.ex1.check(answer)``, ``L.ex1.hint()``, ``L.ex1.solution()``."""
    from algunokit.lessons import lesson as _lesson

    return _lesson(game, number, language)


def _install_in_ipython() -> None:
    """Inside IPython (Jupyter, JupyterLite), show kit errors and beginner slips as one short
    message and register ``%%alternative`` (see :mod:`algunokit.notebook`). Outside IPython
    nothing changes, and IPython is never imported here."""
    import sys

    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is not None:
        from algunokit.notebook import install

        install(shell)


_install_in_ipython()

__all__ = [
    "COLOURS",
    "SUITS",
    "AlgunokitError",
    "Card",
    "CodeError",
    "Colour",
    "ConfigError",
    "DeckFileError",
    "Hand",
    "Rank",
    "RuleError",
    "SaveFileError",
    "Suit",
    "__version__",
    "classic_deck",
    "from_python",
    "get_language",
    "language",
    "lesson",
    "set_language",
    "show",
    "t",
]
