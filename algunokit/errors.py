"""The errors algunokit raises, each with a message in French and in English.

::

    AlgunokitError                 base: catch this to catch anything of ours
     ├── RuleError                 a move the rules do not allow (state unchanged)
     ├── ConfigError               a game set up with impossible options
     ├── DeckFileError             a teacher's card-set file that cannot be used
     ├── SaveFileError             a saved game that cannot be loaded
     └── CodeError                 a student's program outside the kit's language

An error keeps its catalogue key and parameters, so it can be shown again in the
other language: ``err.message("en")``. ``str(err)`` uses the language that was
current when it was raised.
"""

from __future__ import annotations

from algunokit.i18n import get_language, t


class AlgunokitError(Exception):
    """Base class of every error algunokit raises on purpose."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        self.language = get_language()
        super().__init__(self.message(self.language))

    def message(self, language: str | None = None) -> str:
        """The message in ``language`` (default: the language at raise time)."""
        lang = language or self.language
        params = {
            name: value(lang) if callable(value) else _printable(value)
            for name, value in self.params.items()
        }
        return t(self.key, lang, **params)


def _printable(value: object) -> object:
    """``value``, or its type's name when it cannot be written: a message about bad input
    (a hand-made card that is no real card) must never fail while being written."""
    try:
        str(value)
    except Exception:
        return f"<{type(value).__name__}>"
    return value


class RuleError(AlgunokitError):
    """A move or choice the rules do not allow. The game is left exactly as it was."""


class ConfigError(AlgunokitError):
    """Options that do not make a playable game (players, levels, decks …)."""


class DeckFileError(AlgunokitError):
    """A card-set file that is malformed; the message names the card and the problem."""


class SaveFileError(AlgunokitError):
    """A saved game that is not valid JSON of the expected shape."""


class CodeError(AlgunokitError):
    """A student's program outside the small language the kit teaches.

    ``line`` is the 1-based line the problem is on (or ``None``).
    """

    def __init__(self, key: str, /, *, line: int | None = None, **params: object) -> None:
        self.line = line
        super().__init__(key, line=line if line is not None else "?", **params)


__all__ = [
    "AlgunokitError",
    "CodeError",
    "ConfigError",
    "DeckFileError",
    "RuleError",
    "SaveFileError",
]
