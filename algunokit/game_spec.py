"""What the rest of the kit needs to know about one game, said once (its *spec*).

Each game declares a :class:`GameSpec` in its own package (``algunokit/<game>/spec.py``,
beside its state, as OpenSpiel's ``register_game`` does) and :mod:`algunokit.specs`
holds the four in one registry. The spec names its engine's own functions (its bots,
how an event and an option are said in words, its decision words) and, as module names
only, its command line and what serves it above the engines (its drawing, its play
widget): an engine never imports a higher layer, the facade and the command line import
those modules when asked.

This module is shared ground: the type only, no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from algunokit.i18n import t

#: Says a nested value generically (used by a game's option words for what is not its own).
Say = Callable[[Any], str]


@dataclass(frozen=True)
class GameSpec:
    """One game's facts, declared once.

    ``option_words(value, language, say)`` says one of the game's own answers (a move,
    a pile, a build …) in words, or returns None for a value that is not one of them;
    ``say`` speaks a value nested inside (a look-alike row, a half that is text).
    """

    name: str  #: the kit's name for the game: ``ak.play(name)``, saves, the command line
    title_key: str  #: the catalogue key of its name as people read it
    min_seats: int
    max_seats: int
    bots: Mapping[str, Callable[..., Any]]  #: the game's ``BOTS`` registry
    make_bot: Callable[..., Any]  #: ``make_bot(name, seed)``: one strategy
    describe: Callable[..., str]  #: ``describe(event, language, names, you=…)``
    option_words: Callable[[Any, str, Say], str | None]
    decision_keys: Mapping[Enum, str]  #: each kind of decision: its words' catalogue key
    #: the module that draws its table (drawing layer) and the one whose ``play`` shows a
    #: whole game (widgets layer): named as data, never imported by the engine
    drawing: str = ""
    play_widget: str = ""
    #: the module of its command line (``python -m algunokit simulate <name>``):
    #: ``add_arguments(parser)`` and ``run(args)``; named, not imported (it imports the
    #: game's simulation, which reads this spec)
    cli: str = ""

    def title(self, language: str | None = None) -> str:
        """The game's name as people read it (« Alg(un)o », « GaAg »)."""
        return t(self.title_key, language)


__all__ = ["GameSpec", "Say"]
