"""Helpers every game shares to save itself as JSON and load it back.

The random generator's full state is saved, so a loaded game continues exactly
as the original would have: same draws, same shuffles.
"""

from __future__ import annotations

import json
import random
from typing import Any

from algunokit.errors import SaveFileError

SAVE_VERSION = 1


def rng_state(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-ready lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def restore_rng(state: list[Any]) -> random.Random:
    """A generator in exactly the saved state."""
    rng = random.Random()
    try:
        version, internal, gauss = state
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as exc:
        raise SaveFileError("common.error.save_game", game="algunokit", detail=str(exc)) from None
    return rng


def read_save(data: str | bytes | dict[str, Any], game: str) -> dict[str, Any]:
    """Parse and check the envelope of a saved game of kind ``game``."""
    if isinstance(data, str | bytes):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise SaveFileError("common.error.save_json", detail=str(exc)) from None
    if not isinstance(data, dict) or data.get("game") != game:
        found = data.get("game") if isinstance(data, dict) else type(data).__name__
        raise SaveFileError("common.error.save_game", game=game, detail=f"game={found!r}")
    if data.get("version") != SAVE_VERSION:
        raise SaveFileError("common.error.save_version", found=data.get("version"),
                            expected=SAVE_VERSION)
    return data


def envelope(game: str, body: dict[str, Any]) -> dict[str, Any]:
    """Wrap a game's state with its kind and the save format version."""
    return {"game": game, "version": SAVE_VERSION, **body}
