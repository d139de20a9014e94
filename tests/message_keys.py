"""Tests identify a message by its catalogue KEY, never by its wording.

An error carries its key (``err.value.key == "…"``). A message that only reaches the test
as text (a widget's message line, a feedback) is recognised with :func:`shows`: the text
contains a fixed part of that key's sentence (in any plural form), so rewording the
catalogue never breaks a test, while showing another message does.
"""

from __future__ import annotations

import html
import re

from algunokit.messages import CATALOGUE, texts

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def fixed_parts(key: str, language: str) -> list[str]:
    """The longest piece of text without a placeholder, for each form of ``key``."""
    return [max(_PLACEHOLDER.split(form), key=len).strip() for form in texts(key, language)]


def shows(text: str, key: str, language: str = "fr") -> bool:
    """``text`` (plain or HTML) shows the sentence of ``key`` (in ``language``).

    >>> from algunokit.i18n import t
    >>> shows("Attention : " + t("widgets.refuse.select_n", "fr", n=2), "widgets.refuse.select_n")
    True
    >>> shows("Partie terminée.", "widgets.refuse.select_n")
    False
    """
    assert key in CATALOGUE, f"no message {key!r}"
    plain = html.unescape(text)
    return any(part and part in plain for part in fixed_parts(key, language))


__all__ = ["fixed_parts", "shows"]
