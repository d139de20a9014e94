"""The catalogue: every sentence and label a person reads, in French and English.

Each domain keeps its messages in a module of this package holding a dict
``MESSAGES = {key: {"fr": ..., "en": ...}}``; keys start with the module's name
("alguno.", "skyjo." …). They are merged here into one catalogue, checked when
imported: no key twice, both languages, the same ``{placeholders}`` in both.

A sentence about a number of things is written in full for each plural form,
never « carte(s) »: ``{"fr": {"one": "{n} carte", "other": "{n} cartes"}, "en": …}``
(``one``/``other`` in both languages, ``{n}`` among the placeholders); read it with
``tn(key, n)``.
"""

from __future__ import annotations

import importlib
import pkgutil
import string

CATALOGUE: dict[str, dict[str, str | dict[str, str]]] = {}
PLURAL_FORMS = frozenset({"one", "other"})


def _placeholders(text: str | dict[str, str], key: str = "?") -> set[str]:
    if isinstance(text, dict):
        if set(text) != PLURAL_FORMS:
            raise AssertionError(f"message {key!r}: plural forms must be exactly one/other")
        forms = [_placeholders(form) for form in text.values()]
        names = set().union(*forms)
        if "n" not in names and not all(forms):
            raise AssertionError(f"message {key!r}: plural forms need placeholders")
        return names | {"n"}
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
            if _placeholders(entry["fr"], key) != _placeholders(entry["en"], key):
                raise AssertionError(f"message {key!r}: placeholders differ between languages")
            CATALOGUE[key] = entry


_load()


def texts(key: str, language: str) -> list[str]:
    """Every written form of ``key`` in ``language`` (one, or one per plural form)."""
    text = CATALOGUE[key][language]
    return list(text.values()) if isinstance(text, dict) else [text]
