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


def decimal_text(text: str, language: str | None = None) -> str:
    """A number written with a point (``str(2.5)``, ``f"{x:g}"``) as the reader writes it:
    the decimal comma in French (« 20,3 »), the point in English. The kit's one owner
    of that rule.

    >>> decimal_text("20.3", "fr"), decimal_text("20.3", "en")
    ('20,3', '20.3')
    """
    return text.replace(".", ",") if resolve(language) == "fr" else text


def t(key: str, language: str | None = None, /, **params: object) -> str:
    """The catalogue's sentence ``key`` in ``language`` (default: current), formatted.

    A sentence that depends on a number is written once per plural form
    (``{"one": "{n} carte", "other": "{n} cartes"}``) and picks its form from the
    parameter ``n`` (see :func:`tn`). A missing key is a programming error, so it
    raises ``KeyError``. A parameter ending in « … » that closes a sentence takes no
    full stop after it.
    """
    lang = resolve(language)
    text = CATALOGUE[key][lang]
    if isinstance(text, dict):
        if "n" not in params:
            raise KeyError(f"message {key!r} has plural forms: give n=")
        text = text[plural_form(params["n"], lang)]
    for name, value in params.items():
        # a list cut short ends the sentence with « … »: no full stop after it (« …. »)
        if isinstance(value, str) and value.endswith("…"):
            text = text.replace("{" + name + "}.", "{" + name + "}")
    return text.format(**params)


def tn(key: str, n: int, language: str | None = None, /, **params: object) -> str:
    """``t(key, language, n=n, ...)``: the sentence for ``n`` things, in the right form.

    >>> tn("common.cards", 1, "fr"), tn("common.cards", 0, "fr"), tn("common.cards", 0, "en")
    ('1 carte', '0 carte', '0 cards')
    >>> tn("common.cards", 3, "en")
    '3 cards'
    """
    return t(key, language, n=n, **params)


def plural_form(n: object, language: str) -> str:
    """``"one"`` or ``"other"``: French uses the singular for 0 and 1 (« 0 carte »),
    English only for 1 (CLDR plural rules)."""
    if not isinstance(n, int | float):
        return "other"
    if language == "fr":
        return "one" if abs(n) < 2 else "other"
    return "one" if n == 1 else "other"


def glued_punctuation(text: str, language: str | None = None) -> str:
    """French text with a no-break space before « : ; ! ? » (a narrow column then never
    starts a line with « : à toi de jouer »); other languages unchanged."""
    if resolve(language) != "fr":
        return text
    for mark in ":;!?":
        text = text.replace(f" {mark}", f"\u00a0{mark}")
    return text
