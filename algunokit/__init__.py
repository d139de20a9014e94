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
from algunokit.hooks import register as _register
from algunokit.i18n import get_language, language, set_language, t

# Engines offer these without importing the layer that implements them (see hooks.py).
_register("alternative.to_sb3", "algunokit.code.sb3", "to_sb3")
_register("from_sb3", "algunokit.code.sb3_read", "from_sb3")

if _TYPE_CHECKING:
    from os import PathLike

    from algunokit.alguno.engine import Table
    from algunokit.alguno.lang import Alternative
    from algunokit.alguno.trace import Trace
    from algunokit.code.show import SideBySide
    from algunokit.lessons import Lesson

__version__ = "0.1.0"


def show(alt: Alternative, trace: Trace | None = None,
         language: str | None = None, *, download: bool = True) -> SideBySide:
    """Cards | Python | Scratch blocks side by side; with ``trace``, what ran.

    ``ak.show(alt, alt.trace(hand))``: see :func:`algunokit.code.show.show`. A
    link below the blocks saves the program as a Scratch project (``download=False``
    leaves it out).
    """
    from algunokit.code.show import show as _show

    return _show(alt, trace, language, download=download)


def from_python(source: str, language: str | None = None) -> Alternative:
    """A student's Python program as an alternative (read, never run).

    See :func:`algunokit.code.from_python.from_python`; errors are ``CodeError``.
    """
    from algunokit.code.from_python import from_python as _from_python

    return _from_python(source, language)


def to_sb3(alt: Alternative, path: str | PathLike[str], language: str | None = None,
           table: Table | None = None, player: int | None = None) -> object:
    """Write ``alt`` as a Scratch 3 project (.sb3) that runs it on the green flag.

    See :func:`algunokit.code.sb3.to_sb3`; returns the path written.
    """
    from algunokit.code.sb3 import to_sb3 as _to_sb3

    return _to_sb3(alt, path, language, table, player)


def from_sb3(path: str | PathLike[str] | bytes) -> Alternative:
    """The alternative of a Scratch 3 project made by ``to_sb3`` (read, never run).

    See :func:`algunokit.code.sb3_read.from_sb3`; errors are ``CodeError``.
    """
    from algunokit.code.sb3_read import from_sb3 as _from_sb3

    return _from_sb3(path)


def lesson(game: str, number: int, language: str | None = None) -> Lesson:
    """The exercises of a lesson notebook: ``L = ak.lesson("alguno", 1)``, then
    ``L.ex1.check(answer)``, ``L.ex1.hint()``, ``L.ex1.solution()``."""
    from algunokit.lessons import lesson as _lesson

    return _lesson(game, number, language)


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
    "from_sb3",
    "get_language",
    "language",
    "lesson",
    "set_language",
    "show",
    "t",
    "to_sb3",
]
