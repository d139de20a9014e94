"""The answer key: every lesson's exercises with their expected answers, for teachers.

``python -m algunokit answers --lang fr --output corrige.html`` writes one printable
HTML file: for each lesson, each exercise's prompt, the expected answer as the
solution shows it, its explanation and its hints, all read from the same declarations
the students' checks use (with each lesson's shipped data). It works for lessons on
the teacher's API and for the older exercise kinds alike (``prompt()`` and
``solution_text()``); ``hide_solutions()`` does not hide anything here.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date
from html import escape
from pathlib import Path
from typing import Any

from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import TeacherExercise
from algunokit.i18n import resolve, t, tn
from algunokit.lessons import available, lesson
from algunokit.protocol import safe_text

#: Each lesson's title (the notebook's), and the order of the notebooks (01 to 11, 10b).
TITLE_KEYS = {
    ("alguno", 1): "answers.lesson.alguno_1", ("alguno", 2): "answers.lesson.alguno_2",
    ("alguno", 3): "answers.lesson.alguno_3", ("alguno", 4): "answers.lesson.alguno_4",
    ("alguno", 5): "answers.lesson.alguno_5", ("alguno", 6): "answers.lesson.alguno_6",
    ("alguno", 7): "answers.lesson.alguno_7", ("alguno", 8): "answers.lesson.alguno_8",
    ("skyjo", 1): "answers.lesson.skyjo_1", ("celsius", 1): "answers.lesson.celsius_1",
    ("celsius", 2): "answers.lesson.celsius_2", ("gaag", 1): "answers.lesson.gaag_1",
}

#: Each lesson's notebook label, as its file names start: lesson 10 comes in two parts,
#: ``10-celsius`` (part 1) and ``10b-celsius-…`` (part 2).
NOTEBOOK_LABELS = {
    ("alguno", 1): "01", ("alguno", 2): "02", ("alguno", 3): "03", ("alguno", 4): "04",
    ("alguno", 5): "05", ("alguno", 6): "06", ("alguno", 7): "07", ("alguno", 8): "08",
    ("skyjo", 1): "09", ("celsius", 1): "10", ("celsius", 2): "10b", ("gaag", 1): "11",
}


@dataclass(frozen=True)
class Entry:
    """One exercise as the answer key shows it."""

    name: str
    prompt: str
    answer: str
    explanation: str
    hints: tuple[str, ...]
    problem: str = ""  # why the answer could not be computed (never expected)


def _hints(exercise: Exercise, language: str) -> tuple[str, ...]:
    if isinstance(exercise, TeacherExercise):
        return exercise.hint_texts(language)
    return tuple(t(key, language) for key in exercise.hint_keys)


def entry(name: str, exercise: Exercise, language: str) -> Entry:
    """What the answer key says of one exercise (a problem is reported, not raised)."""
    spoken = exercise.language
    exercise.language = language  # the prompt and the solution in the key's language
    try:
        prompt = exercise.prompt()
        hints = _hints(exercise, language)
        if isinstance(exercise, TeacherExercise):
            answer, explanation = exercise.shown(language), exercise.explain(language)
        else:
            answer, explanation = exercise.solution_text(language), ""
    except AlgunokitError as err:
        return Entry(name, "", "", "", (), err.message(language))
    except Exception as exc:  # a lesson's bug: the key says so instead of stopping
        return Entry(name, "", "", "", (), type(exc).__name__)
    finally:
        exercise.language = spoken
    return Entry(name, prompt, answer, explanation, hints)


@dataclass(frozen=True)
class LessonKey:
    """One lesson of the answer key: its title and its exercises, with the data it has."""

    game: str
    number: int
    title: str
    entries: tuple[Entry, ...]
    language: str = "fr"
    #: the notebook the key was computed from ("" for the lesson as shipped)
    source: str = ""
    #: True when the lesson's data (hands, decks …) are not the shipped ones
    changed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "number": self.number, "title": self.title,
                "language": self.language, "source": self.source, "changed": self.changed,
                "entries": [{**vars(item), "hints": list(item.hints)}
                            for item in self.entries]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LessonKey:
        entries = tuple(Entry(**{**item, "hints": tuple(item["hints"])})
                        for item in data["entries"])
        return cls(data["game"], int(data["number"]), data["title"], entries,
                   data.get("language", "fr"), str(data.get("source", "")),
                   bool(data.get("changed", False)))

    def made_from(self, language: str | None = None) -> str:
        """Which notebook and which data this key is for, in words (no code words)."""
        lang = language or self.language
        if not self.source:
            return t("answers.source.shipped_changed" if self.changed
                     else "answers.source.shipped", lang)
        return t("answers.source.notebook_changed" if self.changed
                 else "answers.source.notebook", lang, name=self.source)


def lesson_key(found: Any, language: str | None = None) -> LessonKey:
    """The key of an opened lesson ``L`` as it stands: the teacher's ``L.data`` and added
    exercises included (``language``: the lesson's own when not given)."""
    lang = resolve(language or found.language)
    game, number = found.key
    shipped = getattr(getattr(found, "module", None), "DATA", None)
    changed = shipped is not None and dict(found.data) != dict(shipped)
    return LessonKey(game, number, lesson_title(game, number, lang),
                     tuple(entry(name, exercise, lang)
                           for name, exercise in found.exercises.items()), lang,
                     changed=changed)


def lesson_entries(game: str, number: int, language: str) -> list[Entry]:
    return list(lesson_key(lesson(game, number, language), language).entries)


def ordered_lessons() -> list[tuple[str, int]]:
    """The lessons in the notebooks' order (Alg(un)o first, then Skyjo, Celsius, GaAg)."""
    order = list(TITLE_KEYS)
    return sorted(available(), key=lambda k: (order.index(k) if k in order else len(order), k))


def notebook_label(game: str, number: int) -> str | None:
    """The label of the lesson's notebook (``("alguno", 2)`` → ``"02"``, ``("celsius", 2)``
    → ``"10b"``), as its file name starts."""
    if (game, number) not in available():
        return None
    return NOTEBOOK_LABELS.get((game, number))


def read_label(value: int | str) -> str | None:
    """A lesson label as a teacher types it (``2``, ``"02"``, ``"10b"``), written as the
    notebooks' file names start (``"02"``, ``"10b"``); ``None`` when it cannot be one."""
    match = re.fullmatch(r"0*(\d{1,2})([a-z]?)", str(value).strip().lower())
    return f"{int(match[1]):02d}{match[2]}" if match else None


def shown_labels() -> str:
    """Every lesson label as the answer key's help and errors list them: « 1, 2, …, 10b, 11 »."""
    return ", ".join(label.lstrip("0") for game, number in ordered_lessons()
                     if (label := NOTEBOOK_LABELS.get((game, number))))


def shipped_keys(language: str | None = None,
                 numbers: Iterable[int | str] | None = None) -> list[LessonKey]:
    """The key of the lessons as shipped; ``numbers``: only these notebooks (their labels:
    1 to 11, and 10b for lesson 10's part 2)."""
    lang = resolve(language)
    found = ordered_lessons()
    if numbers is None:
        chosen = found
    else:
        by_label = {NOTEBOOK_LABELS.get(key): key for key in found}
        wanted = set()
        for number in numbers:
            label = read_label(number)
            if label not in by_label:
                raise ConfigError("answers.error.lesson", found=safe_text(number),
                                  known=shown_labels())
            wanted.add(by_label[label])
        chosen = [key for key in found if key in wanted]
    return [lesson_key(lesson(game, number, lang), lang) for game, number in chosen]


def notebook_keys(paths: Iterable[str | Path], language: str | None = None,
                  notes: list[str] | None = None) -> list[LessonKey]:
    """The key of each notebook's lessons, with the teacher's data and exercises: each
    notebook's set-up runs in its own process (:mod:`algunokit.lessons.key_notebook`).
    What failed in a notebook is added to ``notes``."""
    keys: list[LessonKey] = []
    for path in paths:
        target = Path(path)
        if not target.is_file():
            raise ConfigError("answers.error.notebook_missing", path=str(path))
        command = [sys.executable, "-m", "algunokit.lessons.key_notebook", str(target)]
        if language:
            command += ["--lang", language]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=900,
                                  encoding="utf-8")
        except subprocess.TimeoutExpired:
            raise ConfigError("answers.error.notebook_run", path=str(path),
                              detail="timeout") from None
        if done.returncode != 0:
            detail = (done.stderr.strip().splitlines() or ["?"])[-1]
            raise ConfigError("answers.error.notebook_run", path=str(path), detail=detail)
        try:
            document = json.loads(done.stdout)
        except json.JSONDecodeError:
            raise ConfigError("answers.error.notebook_run", path=str(path),
                              detail=done.stdout[-200:]) from None
        if not document["lessons"]:
            raise ConfigError("answers.error.no_lesson", path=str(path))
        for failed in document["failed"]:
            cell, _, detail = failed.partition(": ")
            if notes is not None:
                notes.append(t("answers.note.failed", language, path=str(path), cell=cell,
                               detail=detail))
        keys += [replace(LessonKey.from_dict(item), source=target.name)
                 for item in document["lessons"]]
    return keys


def lesson_title(game: str, number: int, language: str) -> str:
    key = TITLE_KEYS.get((game, number))
    return t(key, language) if key else f"{game} {number}"


_STYLE = """
@page { size: A4; margin: 16mm 15mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #222222;
       margin: 0 auto; max-width: 180mm; line-height: 1.35; }
h1 { font-size: 18pt; margin: 0 0 4pt; }
h2 { font-size: 14pt; border-bottom: 1.5pt solid #3A6EA5; padding-bottom: 2pt;
     margin-top: 16pt; break-after: avoid; page-break-after: avoid; }
section.lesson { break-before: auto; }
.exercise { break-inside: avoid; page-break-inside: avoid; margin: 8pt 0 10pt; padding-left: 8pt;
            border-left: 3pt solid #D0DCEB; }
.name { font-family: "DejaVu Sans Mono", monospace; color: #3A6EA5; font-weight: bold; }
.prompt { font-weight: bold; white-space: pre-line; }
.label { color: #555555; font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; }
pre { background: #F3F6FA; padding: 4pt 6pt; margin: 2pt 0 4pt; white-space: pre-wrap;
      font-family: "DejaVu Sans Mono", monospace; font-size: 9.5pt; }
.problem { color: #9B1C1C; font-weight: bold; }
ol { margin: 2pt 0; padding-left: 18pt; }
.intro { color: #555555; }
.source { color: #555555; font-style: italic; margin: 0 0 2mm; }
"""


_FRENCH_SPACES = (("« ", "«\u202f"), (" »", "\u202f»"), (" :", "\u202f:"), (" ;", "\u202f;"),
                  (" ?", "\u202f?"), (" !", "\u202f!"))


def _typeset(text: str, language: str) -> str:
    """French typography on paper: narrow no-break spaces, so « and : never start a line."""
    if language == "fr":
        for plain, narrow in _FRENCH_SPACES:
            text = text.replace(plain, narrow)
    return text


def _entry_html(item: Entry, language: str) -> str:
    if item.problem:
        problem = escape(t("answers.problem", language, detail=item.problem))
        return (f'<div class="exercise"><span class="name">{escape(item.name)}</span> '
                f'<span class="problem">{problem}</span></div>')
    prompt = escape(_typeset(item.prompt or t("answers.no_prompt", language), language))
    parts = [f'<div class="exercise"><div><span class="name">{escape(item.name)}</span> '
             f'<span class="prompt">{prompt}</span></div>',
             f'<div class="label">{escape(t("answers.answer", language))}</div>'
             f"<pre>{escape(item.answer)}</pre>"]
    if item.explanation:
        parts.append(f'<div class="label">{escape(t("answers.explanation", language))}</div>'
                     f"<div>{escape(_typeset(item.explanation, language))}</div>")
    if item.hints:
        hints = "".join(f"<li>{escape(_typeset(h, language))}</li>" for h in item.hints)
        parts.append(f'<div class="label">{escape(t("answers.hints", language))}</div>'
                     f"<ol>{hints}</ol>")
    parts.append("</div>")
    return "".join(parts)


#: Month names for the key's date (keys written in full for the catalogue test).
_MONTHS = ("answers.month.1", "answers.month.2", "answers.month.3", "answers.month.4",
           "answers.month.5", "answers.month.6", "answers.month.7", "answers.month.8",
           "answers.month.9", "answers.month.10", "answers.month.11", "answers.month.12")


def _date_words(day: date, language: str) -> str:
    """« 7 décembre 2026 » / "7 December 2026": a printed page's date, as people write it."""
    return f"{day.day} {t(_MONTHS[day.month - 1], language)} {day.year}"


def answer_key_html(language: str | None = None,
                    lessons: Iterable[tuple[str, int]] | None = None,
                    keys: Iterable[LessonKey] | None = None,
                    when: date | None = None) -> tuple[str, int]:
    """(the printable HTML answer key, how many exercises could not be computed).

    ``keys``: the lessons to show (:func:`shipped_keys`, :func:`notebook_keys`,
    :func:`lesson_key`); else the shipped ``lessons`` (every one by default). Lessons
    follow each other on the page: a short lesson shares its page with the next one."""
    lang = resolve(language)
    if keys is None:
        keys = [lesson_key(lesson(game, number, lang), lang)
                for game, number in (ordered_lessons() if lessons is None else lessons)]
    sections, problems = [], 0
    for key in keys:
        problems += sum(bool(item.problem) for item in key.entries)
        body = "\n".join(_entry_html(item, lang) for item in key.entries)
        sections.append(f'<section class="lesson" id="{escape(key.game)}-{key.number}">'
                        f"<h2>{escape(key.title)}</h2>\n"
                        f'<p class="source">{escape(key.made_from(lang))}</p>\n{body}</section>')
    title = t("answers.title", lang)
    made = t("answers.date", lang, date=_date_words(when or date.today(), lang))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n"
            f"<h1>{escape(title)}</h1>\n"
            f'<p class="intro">{escape(t("answers.intro", lang))} {escape(made)}</p>\n'
            + "\n".join(sections) + "\n</body>\n</html>\n", problems)


@dataclass(frozen=True)
class Written:
    """What the command says once the file is written."""

    path: Path
    lessons: int
    exercises: int
    problems: int
    notes: tuple[str, ...] = ()

    def describe(self, language: str | None = None) -> str:
        text = tn("answers.written", self.exercises, language, path=str(self.path),
                  lessons=tn("answers.lessons", self.lessons, language))
        if self.problems:
            text += "\n" + tn("answers.problems", self.problems, language)
        return "\n".join((text, *self.notes))

    def __repr__(self) -> str:  # what a notebook cell shows after L.answer_key()
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "lessons": self.lessons, "exercises": self.exercises,
                "problems": self.problems, "notes": list(self.notes)}


def write_answer_key(path: str | Path, language: str | None = None,
                     keys: Iterable[LessonKey] | None = None,
                     notes: Iterable[str] = ()) -> Written:
    """Write the key of ``keys`` (every shipped lesson by default) to the HTML file ``path``."""
    lang = resolve(language)
    target = Path(path)
    if target.suffix.lower() not in (".html", ".htm"):
        raise ConfigError("answers.error.suffix", found=str(path))
    keys = shipped_keys(lang) if keys is None else list(keys)
    html, problems = answer_key_html(lang, keys=keys)
    try:
        target.write_text(html, encoding="utf-8")
    except OSError:
        raise ConfigError("answers.error.write", path=str(target)) from None
    return Written(target, len(keys), sum(len(key.entries) for key in keys), problems,
                   tuple(notes))


def write_lesson_key(found: Any, path: str | Path | None = None) -> Written:
    """``L.answer_key()``: the key of lesson ``L`` as it stands (the teacher's data and
    exercises), written next to the notebook (``corrige-lecon-02.html`` by default)."""
    lang = resolve(found.language)
    label = notebook_label(*found.key) or f"{found.key[1]:02d}"
    if path is None:
        path = t("answers.file_lesson", lang, number=label)
    return write_answer_key(path, lang, keys=[lesson_key(found, lang)])


def add_parser(commands: argparse._SubParsersAction) -> None:
    """The ``answers`` subcommand of ``python -m algunokit``."""
    sub = commands.add_parser("answers", help=t("answers.cli.description"),
                              description=t("answers.cli.description"))
    sub.add_argument("notebooks", nargs="*", metavar="NOTEBOOK",
                     help=t("answers.cli.notebooks"))
    sub.add_argument("--lesson", type=str, action="append", default=None,
                     help=t("answers.cli.lesson", known=shown_labels()))
    sub.add_argument("--lang", choices=("fr", "en"), help=t("answers.cli.lang"))
    sub.add_argument("--output", default=None, help=t("answers.cli.output"))
    sub.add_argument("--json", action="store_true", help=t("answers.cli.json"))
    sub.set_defaults(run=run)


def run(args: argparse.Namespace) -> Written:
    lang = resolve(args.lang)
    output = args.output or t("answers.file", lang)
    if Path(output).suffix.lower() not in (".html", ".htm"):  # before running notebooks
        raise ConfigError("answers.error.suffix", found=str(output))
    notebooks = getattr(args, "notebooks", None) or []
    if notebooks and getattr(args, "lesson", None):
        raise ConfigError("answers.error.both")
    notes: list[str] = []
    if notebooks:
        keys = notebook_keys(notebooks, args.lang, notes)
        lang = args.lang or keys[0].language
    else:
        keys = shipped_keys(lang, getattr(args, "lesson", None))
    return write_answer_key(output, lang, keys=keys, notes=notes)


__all__ = ["answer_key_html", "lesson_key", "notebook_keys", "notebook_label", "shipped_keys",
           "write_answer_key", "write_lesson_key"]
