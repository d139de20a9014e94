"""The exercises of every lesson notebook, by game and number.

A lesson notebook starts with::

    import algunokit as ak
    ak.set_language("fr")
    L = ak.lesson("alguno", 1)

and then uses ``L.ex1.check(reponse)``, ``L.ex1.hint()``, ``L.ex1.solution()``.
Each lesson lives in a module ``algunokit/lessons/<game>_<number>.py`` with a
function ``exercises(language) -> dict[str, Exercise]`` (plus any data the
notebook shows, for example the hands it asks about). CI checks that every
reference solution passes its checker, in both languages.

How a lesson notebook is made (see also lessons/README.md): the same cells in
``lessons/fr/NN-slug.ipynb`` and ``lessons/en/NN-slug.ipynb`` (same number,
order and types; code differs only in words a person reads and in the student
vocabulary); a first markdown cell with title, objectives and duration; the
answer placeholder ``reponse = ...`` / ``answer = ...`` (checkers answer an
Ellipsis politely); ``# L.ex1.solution()`` left commented so students choose to
look; committed without outputs or widget state; runs under
``pytest --nbval-lax`` in well under a minute. Contributors working in parallel
never commit each other's files.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

from algunokit import hooks
from algunokit.errors import ConfigError
from algunokit.exercises import record
from algunokit.exercises.core import Exercise
from algunokit.i18n import language as in_language
from algunokit.i18n import resolve
from algunokit.protocol import safe_text

#: The lesson opened last (``ak.progress()`` shows it).
_CURRENT: list[Lesson] = []


def current_lesson() -> Lesson | None:
    """The lesson opened last with :func:`lesson`, if any."""
    return _CURRENT[0] if _CURRENT else None


class LessonData(dict):
    """A lesson's data (``L.data``): a teacher changes a value, every exercise follows.

    Setting a key reads the value with the lesson's reader for that key (a hand may be
    typed as codes, ``"3H KH JB"``) and refuses, with a clear message, a key the lesson
    does not use or a value its exercises cannot use; the data is then unchanged.
    """

    def __init__(self, readers: dict[str, Callable[[Any], Any]],
                 initial: dict[str, Any], language: str | None = None) -> None:
        super().__init__()
        self._readers = dict(readers)
        #: The lesson's language: a hand of codes that read both ways (AC) follows it.
        self.language = language
        for key, value in initial.items():
            self[key] = value

    def __setitem__(self, key: str, value: Any) -> None:
        reader = self._readers.get(key) if isinstance(key, str) else None
        if reader is None:
            raise ConfigError("lessons.error.data_key", key=safe_text(key),
                              known=", ".join(sorted(self._readers)))
        if self.language is None:
            super().__setitem__(key, reader(value))
            return
        with in_language(self.language):
            read = reader(value)
        super().__setitem__(key, read)

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def __delitem__(self, key: str) -> None:
        raise ConfigError("lessons.error.data_delete", key=safe_text(key))

    def pop(self, key: str, *default: Any) -> Any:
        raise ConfigError("lessons.error.data_delete", key=safe_text(key))


class Lesson:
    """A lesson's exercises as attributes (``L.ex1``) and its data (``L.data``).

    A lesson module declares ``DATA`` (the data it ships with), ``READERS`` (for each
    key of ``DATA``, a function that reads a teacher's value and raises
    :class:`~algunokit.errors.ConfigError` when the exercises cannot use it),
    ``exercises(data)`` (the exercises, reading ``data`` when the student checks) and
    ``random_data(rng)`` (other data the exercises can use, for the tests).
    """

    def __init__(self, module: ModuleType, language: str | None = None) -> None:
        self.module = module
        self.language = resolve(language)
        self.data = LessonData(module.READERS, module.DATA, self.language)
        self.exercises: dict[str, Exercise] = module.exercises(self.data)
        game, _, number = module.__name__.rpartition(".")[2].rpartition("_")
        #: ("alguno", 2): which lesson this is (its progress is kept under this name).
        self.key = (game, int(number) if number.isdigit() else 0)
        for name, exercise in self.exercises.items():
            exercise.language = self.language
            exercise.place = (f"{self.key[0]} {self.key[1]}", name)
        _CURRENT[:] = [self]
        record.CURRENT[:] = [(*self.key, self.language)]  # the block editors' programs

    def add(self, name: str, exercise: Exercise) -> Exercise:
        """Add a teacher's own exercise to the lesson: ``L.add("ex7", number(...))``, then
        ``L.ex7.check(...)``; it speaks the lesson's language and counts in ``ak.progress()``."""
        if (not isinstance(name, str) or not name.isidentifier() or name in self.exercises
                or hasattr(Lesson, name) or name in self.__dict__):  # L.data stays the data
            raise ConfigError("lessons.error.add_name", found=safe_text(name),
                              known=", ".join(self.exercises))
        if not isinstance(exercise, Exercise):
            raise ConfigError("lessons.error.add_exercise", found=safe_text(exercise))
        exercise.language = self.language
        exercise.place = (f"{self.key[0]} {self.key[1]}", name)
        self.exercises[name] = exercise
        return exercise

    def answer_key(self, path: Any = None) -> Any:
        """Write this lesson's answer key as it stands (the data ``L.data`` holds now and the
        exercises added with ``L.add``): an HTML page to print, ``corrige-lecon-02.html``
        by default. ``python -m algunokit answers NOTEBOOK`` writes the same from a terminal."""
        # the key's module lists the lessons: reached by name, the graph keeps no cycle
        return hooks.call("lessons.answer_key", self, path)

    def reset(self) -> None:
        """Put back the data the lesson ships with (after a teacher changed it)."""
        dict.clear(self.data)
        self.data.update(self.module.DATA)

    def __getattr__(self, name: str) -> Any:
        exercises = self.__dict__.get("exercises", {})
        if name in exercises:
            return exercises[name]
        # name and obj, as Python's own AttributeError: the notebook's box reads them
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}",
                             name=name, obj=self)

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *self.exercises})


def _module_name(game: str, number: int) -> str:
    return f"{__name__}.{game}_{number}"


def lesson(game: str, number: int, language: str | None = None) -> Lesson:
    """The exercises of lesson ``number`` of ``game`` ("alguno", "skyjo" …)."""
    try:
        module = importlib.import_module(_module_name(game, number))
    except ModuleNotFoundError:
        raise ConfigError("lessons.error.unknown", game=game, number=number,
                          available=", ".join(f"{g} {n}" for g, n in available())) from None
    return Lesson(module, language)


def available() -> list[tuple[str, int]]:
    """Every (game, number) that has exercises."""
    found = []
    for info in pkgutil.iter_modules(__path__):
        game, _, number = info.name.rpartition("_")
        if game and number.isdigit():
            found.append((game, int(number)))
    return sorted(found)


def all_lessons(language: str | None = None) -> Iterator[tuple[str, int, Lesson]]:
    for game, number in available():
        yield game, number, lesson(game, number, language)
