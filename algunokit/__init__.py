"""algunokit: unplugged card games for algorithmic thinking, in JupyterLab.

The public facade (``import algunokit as ak``): shared ground here, each game in
its own subpackage (``ak.alguno`` …). Engines import nothing from Jupyter.
"""

from algunokit.cards import COLOURS, SUITS, Card, Colour, Rank, Suit, classic_deck
from algunokit.errors import (
    AlgunokitError,
    CodeError,
    ConfigError,
    DeckFileError,
    RuleError,
    SaveFileError,
)
from algunokit.i18n import get_language, language, set_language, t

__version__ = "0.1.0"

__all__ = [
    "COLOURS",
    "SUITS",
    "AlgunokitError",
    "Card",
    "CodeError",
    "Colour",
    "ConfigError",
    "DeckFileError",
    "Rank",
    "RuleError",
    "SaveFileError",
    "Suit",
    "__version__",
    "classic_deck",
    "get_language",
    "language",
    "set_language",
    "t",
]
