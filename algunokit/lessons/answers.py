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
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import TeacherExercise
from algunokit.i18n import resolve, t, tn
from algunokit.lessons import available, lesson

#: Each lesson's title (the notebook's), and the order of the notebooks (01 to 11).
TITLE_KEYS = {
    ("alguno", 1): "answers.lesson.alguno_1", ("alguno", 2): "answers.lesson.alguno_2",
    ("alguno", 3): "answers.lesson.alguno_3", ("alguno", 4): "answers.lesson.alguno_4",
    ("alguno", 5): "answers.lesson.alguno_5", ("alguno", 6): "answers.lesson.alguno_6",
    ("alguno", 7): "answers.lesson.alguno_7", ("alguno", 8): "answers.lesson.alguno_8",
    ("skyjo", 1): "answers.lesson.skyjo_1", ("celsius", 1): "answers.lesson.celsius_1",
    ("gaag", 1): "answers.lesson.gaag_1",
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
    return Entry(name, prompt, answer, explanation, hints)


def lesson_entries(game: str, number: int, language: str) -> list[Entry]:
    L = lesson(game, number, language)
    return [entry(name, exercise, language) for name, exercise in L.exercises.items()]


def ordered_lessons() -> list[tuple[str, int]]:
    """The lessons in the notebooks' order (Alg(un)o first, then Skyjo, Celsius, GaAg)."""
    order = list(TITLE_KEYS)
    return sorted(available(), key=lambda k: (order.index(k) if k in order else len(order), k))


def lesson_title(game: str, number: int, language: str) -> str:
    key = TITLE_KEYS.get((game, number))
    return t(key, language) if key else f"{game} {number}"


_STYLE = """
@page { size: A4; margin: 16mm 15mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #222222;
       margin: 0 auto; max-width: 180mm; line-height: 1.35; }
h1 { font-size: 18pt; margin: 0 0 4pt; }
h2 { font-size: 14pt; border-bottom: 1.5pt solid #3A6EA5; padding-bottom: 2pt;
     margin-top: 18pt; break-after: avoid; }
section.lesson + section.lesson { break-before: page; }
.exercise { break-inside: avoid; margin: 8pt 0 10pt; padding-left: 8pt;
            border-left: 3pt solid #D0DCEB; }
.name { font-family: "DejaVu Sans Mono", monospace; color: #3A6EA5; font-weight: bold; }
.prompt { font-weight: bold; }
.label { color: #555555; font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; }
pre { background: #F3F6FA; padding: 4pt 6pt; margin: 2pt 0 4pt; white-space: pre-wrap;
      font-family: "DejaVu Sans Mono", monospace; font-size: 9.5pt; }
.problem { color: #9B1C1C; font-weight: bold; }
ol { margin: 2pt 0; padding-left: 18pt; }
.intro { color: #555555; }
"""


def _entry_html(item: Entry, language: str) -> str:
    if item.problem:
        problem = escape(t("answers.problem", language, detail=item.problem))
        return (f'<div class="exercise"><span class="name">{escape(item.name)}</span> '
                f'<span class="problem">{problem}</span></div>')
    prompt = escape(item.prompt) if item.prompt else escape(t("answers.no_prompt", language))
    parts = [f'<div class="exercise"><div><span class="name">{escape(item.name)}</span> '
             f'<span class="prompt">{prompt}</span></div>',
             f'<div class="label">{escape(t("answers.answer", language))}</div>'
             f"<pre>{escape(item.answer)}</pre>"]
    if item.explanation:
        parts.append(f'<div class="label">{escape(t("answers.explanation", language))}</div>'
                     f"<div>{escape(item.explanation)}</div>")
    if item.hints:
        hints = "".join(f"<li>{escape(h)}</li>" for h in item.hints)
        parts.append(f'<div class="label">{escape(t("answers.hints", language))}</div>'
                     f"<ol>{hints}</ol>")
    parts.append("</div>")
    return "".join(parts)


def answer_key_html(language: str | None = None,
                    lessons: Iterable[tuple[str, int]] | None = None) -> tuple[str, int]:
    """(the printable HTML answer key, how many exercises could not be computed)."""
    lang = resolve(language)
    sections, problems = [], 0
    for game, number in (ordered_lessons() if lessons is None else lessons):
        items = lesson_entries(game, number, lang)
        problems += sum(bool(item.problem) for item in items)
        body = "\n".join(_entry_html(item, lang) for item in items)
        sections.append(f'<section class="lesson" id="{escape(game)}-{number}">'
                        f"<h2>{escape(lesson_title(game, number, lang))}</h2>\n{body}</section>")
    title = t("answers.title", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n"
            f"<h1>{escape(title)}</h1>\n"
            f'<p class="intro">{escape(t("answers.intro", lang))}</p>\n'
            + "\n".join(sections) + "\n</body>\n</html>\n", problems)


@dataclass(frozen=True)
class Written:
    """What the command says once the file is written."""

    path: Path
    lessons: int
    exercises: int
    problems: int

    def describe(self) -> str:
        text = tn("answers.written", self.exercises, None, path=str(self.path),
                  lessons=self.lessons)
        if self.problems:
            text += "\n" + tn("answers.problems", self.problems, None)
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "lessons": self.lessons, "exercises": self.exercises,
                "problems": self.problems}


def write_answer_key(path: str | Path, language: str | None = None) -> Written:
    lang = resolve(language)
    target = Path(path)
    if target.suffix.lower() not in (".html", ".htm"):
        raise ConfigError("answers.error.suffix", found=str(path))
    html, problems = answer_key_html(lang)
    try:
        target.write_text(html, encoding="utf-8")
    except OSError:
        raise ConfigError("answers.error.write", path=str(target)) from None
    found = ordered_lessons()
    total = sum(len(lesson(game, number, lang).exercises) for game, number in found)
    return Written(target, len(found), total, problems)


def add_parser(commands: argparse._SubParsersAction) -> None:
    """The ``answers`` subcommand of ``python -m algunokit``."""
    sub = commands.add_parser("answers", help=t("answers.cli.description"),
                              description=t("answers.cli.description"))
    sub.add_argument("--lang", choices=("fr", "en"), help=t("answers.cli.lang"))
    sub.add_argument("--output", default=None, help=t("answers.cli.output"))
    sub.add_argument("--json", action="store_true", help=t("answers.cli.json"))
    sub.set_defaults(run=run)


def run(args: argparse.Namespace) -> Written:
    lang = resolve(args.lang)
    return write_answer_key(args.output or t("answers.file", lang), lang)


__all__ = ["answer_key_html", "write_answer_key"]
