"""What the Skyjo, Celsius and GaAg lessons share about their data.

:func:`live` makes a text that is written again from the lesson's data each time it
is read: a prompt or a hint that names the data ("Where does 7 go in [3, 5, 8, 11]?")
follows ``L.data`` like the answers do.

>>> data = {"z": 7}
>>> text = live(lambda: {"fr": f"Z = {data['z']}", "en": f"Z = {data['z']}"})
>>> data["z"] = 8
>>> text["en"]
'Z = 8'
"""

from __future__ import annotations

from collections.abc import Callable


class LiveText(dict):
    """A text ``{"fr": …, "en": …}`` whose words are computed when read.

    It is a dict with the languages of the text (so the teacher's API accepts it as a
    text); reading a language calls the function again, so the words follow the data.
    """

    def __init__(self, make: Callable[[], dict[str, str]]) -> None:
        super().__init__(make())
        self._make = make

    def __getitem__(self, language: str) -> str:
        return self._make()[language]

    def get(self, language: str, default: object = None) -> object:
        if language not in self:
            return default
        return self._make()[language]

    def values(self):  # type: ignore[override]
        current = self._make()
        return [current[lang] for lang in self]

    def items(self):  # type: ignore[override]
        current = self._make()
        return [(lang, current[lang]) for lang in self]


def live(make: Callable[[], dict[str, str]]) -> LiveText:
    """A text computed from the lesson's data each time it is shown."""
    return LiveText(make)


__all__ = ["LiveText", "live"]
