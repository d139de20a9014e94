"""The catalogue: every sentence and label a person reads, in French and English.

Each domain keeps its messages in a module of this package holding a dict
``MESSAGES = {key: {"fr": ..., "en": ...}}``; keys start with the module's name
("alguno.", "skyjo." …). They are merged here into one catalogue, checked when
imported: no key twice, both languages, the same ``{placeholders}`` in both.
"""

from __future__ import annotations

import importlib
import pkgutil
import string

CATALOGUE: dict[str, dict[str, str]] = {}


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _load() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for key, entry in module.MESSAGES.items():
            if not key.startswith(info.name + "."):
                raise AssertionError(f"message {key!r} must start with {info.name!r}.")
            if key in CATALOGUE:
                raise AssertionError(f"message {key!r} defined twice")
            if set(entry) != {"fr", "en"}:
                raise AssertionError(f"message {key!r} needs exactly 'fr' and 'en'")
            if _placeholders(entry["fr"]) != _placeholders(entry["en"]):
                raise AssertionError(f"message {key!r}: placeholders differ between languages")
            CATALOGUE[key] = entry


_load()
