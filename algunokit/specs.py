"""The registry of the kit's four games: one :class:`~algunokit.game_spec.GameSpec` each.

Whoever needs a fact about a game (its title, its seats, its bots, its words, its play
widget) reads it here; nothing else keeps a per-game table. This module sits beside the
games (it imports their spec modules), below the drawing layer.

>>> [spec.name for spec in SPECS.values()]
['alguno', 'skyjo', 'celsius', 'gaag']
>>> game_title("gaag", "en"), spec("skyjo").min_seats
('GaAg', 2)
"""

from __future__ import annotations

from algunokit.alguno.spec import SPEC as ALGUNO
from algunokit.celsius.spec import SPEC as CELSIUS
from algunokit.errors import ConfigError
from algunokit.gaag.spec import SPEC as GAAG
from algunokit.game_spec import GameSpec
from algunokit.skyjo.spec import SPEC as SKYJO

SPECS: dict[str, GameSpec] = {s.name: s for s in (ALGUNO, SKYJO, CELSIUS, GAAG)}


def spec(name: object) -> GameSpec:
    """The spec of ``name`` (« Skyjo » and `` skyjo `` too), or a :class:`ConfigError`
    naming the games."""
    key = name.strip().lower() if isinstance(name, str) else name
    if key not in SPECS:
        raise ConfigError("common.error.unknown_game", name=name, allowed=", ".join(SPECS))
    return SPECS[key]  # type: ignore[index]


def game_title(game: str, language: str | None = None) -> str:
    """A game's name as people read it.

    >>> game_title("alguno")
    'Alg(un)o'
    """
    return SPECS[game].title(language)


__all__ = ["SPECS", "game_title", "spec"]
