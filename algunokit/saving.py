"""Helpers every game shares to save itself as JSON and load it back.

The random generator's full state is saved, so a loaded game continues exactly
as the original would have: same draws, same shuffles.

Loading is one path for every game: :func:`read_save` turns any input (text,
bytes, a dict) into a checked envelope or a :class:`SaveFileError`, and the game's
loader reads each field with :func:`field` / :func:`require`, which name what is
wrong in the user's language (field names are the save's own JSON keys). Nothing
else ever escapes a loader: not ``UnicodeDecodeError``, ``RecursionError``,
``OverflowError`` nor ``TypeError``.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from algunokit.errors import AlgunokitError, SaveFileError

SAVE_VERSION = 1
#: a saved game is a few kilobytes; anything far bigger is not one of ours
MAX_SAVE_BYTES = 2_000_000
#: the deepest nesting a save of ours has is 5; the bound leaves room and stops bombs
MAX_DEPTH = 24
#: no count, seat, score or index in a game comes near this
MAX_NUMBER = 10**9

T = TypeVar("T")


def rng_state(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-ready lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def restore_rng(state: Any) -> random.Random:
    """A generator in exactly the saved state (a bad state is a :class:`SaveFileError`)."""
    ok = (isinstance(state, list) and len(state) == 3 and state[0] == 3
          and type(state[0]) is int and isinstance(state[1], list) and len(state[1]) == 625
          and all(type(word) is int and 0 <= word < 2**32 for word in state[1][:624])
          and type(state[1][624]) is int and 0 <= state[1][624] <= 624
          and (state[2] is None or type(state[2]) is float))
    if not ok:
        raise SaveFileError("common.error.save_value", field="rng", value=shown(state))
    rng = random.Random()
    rng.setstate((3, tuple(state[1]), state[2]))
    return rng


class _NotANumber(ValueError):
    """NaN, Infinity or -Infinity in a save: ``args[0]`` is the constant as written."""


def _reject_constant(name: str) -> Any:
    raise _NotANumber(name)


def read_save(data: str | bytes | dict[str, Any], game: str) -> dict[str, Any]:
    """Parse and check the envelope of a saved game of kind ``game``."""
    if isinstance(data, bytes | bytearray):
        if len(data) > MAX_SAVE_BYTES:
            raise SaveFileError("common.error.save_size", limit=MAX_SAVE_BYTES)
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("common.error.save_encoding") from None
    if isinstance(data, str):
        if len(data) > MAX_SAVE_BYTES:
            raise SaveFileError("common.error.save_size", limit=MAX_SAVE_BYTES)
        try:
            data = json.loads(data, parse_constant=_reject_constant)
        except json.JSONDecodeError as exc:
            raise SaveFileError("common.error.save_json", line=exc.lineno,
                                column=exc.colno) from None
        except RecursionError:
            raise SaveFileError("common.error.save_depth", limit=MAX_DEPTH) from None
        except _NotANumber as exc:  # NaN, Infinity: not numbers a game saves
            raise SaveFileError("common.error.save_number", value=exc.args[0]) from None
        except ValueError:  # an integer too long to read: Python's English reason stays out
            raise SaveFileError("common.error.save_long_number",
                                digits=sys.get_int_max_str_digits()) from None
    check_depth(data)
    if not isinstance(data, dict) or data.get("game") != game:
        found = data.get("game") if isinstance(data, dict) else type(data).__name__
        raise SaveFileError("common.error.save_game", game=game, detail=f"game={shown(found)}")
    if data.get("version") != SAVE_VERSION or type(data.get("version")) is not int:
        raise SaveFileError("common.error.save_version", found=shown(data.get("version")),
                            expected=SAVE_VERSION)
    return data


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """A :class:`SaveFileError` if ``data`` nests deeper than ``limit`` (walked without
    recursion, so a hostile dict cannot blow the stack)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            raise SaveFileError("common.error.save_depth", limit=limit)
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list | tuple):
            stack.extend((v, depth + 1) for v in value)


def field(data: Any, name: str, kind: type[T] | tuple[type, ...], *,
          low: int | None = None, high: int | None = None,
          where: str = "") -> T:
    """``data[name]``, which must exist and be of ``kind`` (``int`` excludes ``bool`` and
    floats; ``low``/``high`` bound numbers and lengths), else a :class:`SaveFileError`
    naming ``where.name``.

    >>> field({"seat": 2}, "seat", int, low=0, high=3)
    2
    >>> field({"seat": 9}, "seat", int, low=0, high=3)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    algunokit.errors.SaveFileError: seat
    """
    path = f"{where}.{name}" if where else name
    if not isinstance(data, dict) or name not in data:
        raise SaveFileError("common.error.save_missing", field=path)
    value = data[name]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not any(type(value) is k or (k is not int and k is not float and isinstance(value, k))
               for k in kinds):
        raise SaveFileError("common.error.save_value", field=path, value=shown(value))
    measure = len(value) if isinstance(value, list | str | dict) else value
    if isinstance(measure, int | float) and (
            abs(measure) > MAX_NUMBER or (low is not None and measure < low)
            or (high is not None and measure > high)):
        raise SaveFileError("common.error.save_value", field=path, value=shown(value))
    return value  # type: ignore[return-value]


def require(condition: bool, name: str, value: Any = "") -> None:
    """A :class:`SaveFileError` naming ``name`` unless ``condition`` holds."""
    if not condition:
        raise SaveFileError("common.error.save_value", field=name, value=shown(value))


def read_each(values: Any, name: str, read: Callable[[Any], T]) -> list[T]:
    """``[read(v) for v in values]``, where ``values`` must be a list and any error of
    ``read`` (a ``KeyError``, ``ValueError``, ``TypeError``, the kit's own) becomes a
    :class:`SaveFileError` naming ``name[i]``."""
    require(isinstance(values, list), name, values)
    out = []
    for index, value in enumerate(values):
        try:
            out.append(read(value))
        except SaveFileError:
            raise
        # LookupError covers KeyError and IndexError; AlgunokitError a card reader's own
        except (LookupError, ValueError, TypeError, AttributeError, ArithmeticError,
                AssertionError, AlgunokitError) as exc:
            raise SaveFileError("common.error.save_value", field=f"{name}[{index}]",
                                value=shown(value)) from exc
    return out


def shown(value: Any, limit: int = 60) -> str:
    """A bounded, never-failing text of ``value`` for a message."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def envelope(game: str, body: dict[str, Any]) -> dict[str, Any]:
    """Wrap a game's state with its kind and the save format version."""
    return {"game": game, "version": SAVE_VERSION, **body}
