"""Language switch and message lookup.

Every sentence and label a person reads comes from one catalogue
(:mod:`algunokit.messages`), in French and in English. French is the default:
our students read French first.

>>> import algunokit as ak
>>> ak.set_language("en")
>>> ak.t("common.yes")
'yes'
>>> ak.set_language("fr")
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from algunokit.messages import CATALOGUE

Language = Literal["fr", "en"]
LANGUAGES: tuple[Language, ...] = ("fr", "en")

_current: list[Language] = ["fr"]


def _check(language: str) -> Language:
    if language not in LANGUAGES:
        # Deliberately bilingual: we cannot know which language the caller reads.
        raise ValueError(
            f"Langue inconnue {language!r} : choisir 'fr' ou 'en'. / "
            f"Unknown language {language!r}: choose 'fr' or 'en'."
        )
    return language  # type: ignore[return-value]


def set_language(language: str) -> None:
    """Choose the language of every message, label and generated word ("fr" or "en")."""
    _current[0] = _check(language)


def get_language() -> Language:
    """The language currently in use ("fr" by default)."""
    return _current[0]


def resolve(language: str | None) -> Language:
    """``language`` if given (checked), else the current language."""
    return _current[0] if language is None else _check(language)


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Temporarily use another language: ``with language("en"): ...``."""
    previous = _current[0]
    _current[0] = _check(lang)
    try:
        yield
    finally:
        _current[0] = previous


def t(key: str, language: str | None = None, /, **params: object) -> str:
    """The catalogue's sentence ``key`` in ``language`` (default: current), formatted.

    A missing key is a programming error, so it raises ``KeyError``.
    """
    entry = CATALOGUE[key]
    return entry[resolve(language)].format(**params)
