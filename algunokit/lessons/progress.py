"""A student's progress in a lesson: which exercises they checked right.

``ak.progress()`` shows a small table of the lesson opened last (or ``ak.progress(L)``);
``ak.progress().save("progres.json", student="Lina")`` writes a small file the student
hands in: the lesson, each exercise right or not yet and how many tries, the date.
The student's answers are never written: only the verdicts of their checks.
A teaching aid, not an exam: for graded work use nbgrader.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from html import escape
from pathlib import Path
from typing import Any

from algunokit.errors import AlgunokitError, ConfigError
from algunokit.exercises.core import CHECKS
from algunokit.i18n import resolve, t, tn
from algunokit.lessons import Lesson, current_lesson
from algunokit.play import game_title, safe_text

#: The version of the file ``save`` writes (a teacher's tool may read older ones).
FORMAT = 1


def _prompt(exercise: Any, limit: int = 70) -> str:
    try:
        text = " ".join(exercise.prompt().split())
    except AlgunokitError:  # a teacher's text without this language: the name is enough
        text = ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Row:
    name: str
    prompt: str
    right: bool
    tries: int
    right_at: str | None


@dataclass(frozen=True, repr=False)
class Progress:
    """What the student checked right in one lesson (shown as a table in a notebook)."""

    game: str
    number: int
    language: str
    rows: tuple[Row, ...]

    @property
    def right(self) -> int:
        return sum(row.right for row in self.rows)

    def title(self, language: str | None = None) -> str:
        lang = language or self.language
        return t("progress.title", lang, game=game_title(self.game, lang), number=self.number)

    def status(self, row: Row, language: str | None = None) -> str:
        lang = language or self.language
        if row.right:
            return t("progress.right", lang)
        return t("progress.not_yet" if row.tries else "progress.not_tried", lang)

    def summary(self, language: str | None = None) -> str:
        return tn("progress.summary", self.right, language or self.language,
                  total=len(self.rows))

    def to_dict(self, student: str | None = None) -> dict[str, Any]:
        """What ``save`` writes: no answer of the student, only the verdicts."""
        return {"algunokit_progress": FORMAT,
                "lesson": {"game": self.game, "number": self.number,
                           "title": t("progress.lesson", self.language,
                                      game=game_title(self.game, self.language),
                                      number=self.number)},
                "student": student, "language": self.language,
                "date": datetime.now(UTC).isoformat(timespec="seconds"),
                "right": self.right, "total": len(self.rows),
                "exercises": [{"exercise": row.name, "right": row.right, "tries": row.tries,
                               "right_at": row.right_at} for row in self.rows]}

    def save(self, path: str | os.PathLike[str] = "", student: str | None = None) -> Saved:
        """Write the progress as a small JSON file the student hands in.

        ``path`` defaults to ``progres.json`` in French, ``progress.json`` in English;
        ``student`` is the name the teacher will read (optional)."""
        lang = self.language
        if student is not None and (not isinstance(student, str) or len(student) > 80):
            raise ConfigError("progress.error.student", found=safe_text(student))
        if path == "":
            path = t("progress.file", lang)
        if not isinstance(path, str | os.PathLike):
            raise ConfigError("progress.error.path", found=safe_text(path))
        target = Path(path)
        if target.suffix.lower() != ".json":
            raise ConfigError("progress.error.suffix", found=safe_text(path))
        text = json.dumps(self.to_dict(student), ensure_ascii=False, indent=1)
        try:
            target.write_text(text + "\n", encoding="utf-8")
        except OSError:
            raise ConfigError("progress.error.write", path=str(target)) from None
        return Saved(target, self.right, len(self.rows), lang)

    def __str__(self) -> str:
        lines = [self.title()]
        for row in self.rows:
            lines.append(f"  {row.name}  {self.status(row)}"
                         + (f"  ({tn('progress.tries', row.tries, self.language)})"
                            if row.tries else ""))
        lines.append(self.summary())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        lang = self.language
        head = "".join(f"<th style='text-align:left;padding:2px 8px'>{escape(t(key, lang))}</th>"
                       for key in ("progress.column.exercise", "progress.column.question",
                                   "progress.column.status", "progress.column.tries"))
        body = []
        for row in self.rows:
            colour = "#1E6B34" if row.right else ("#9B1C1C" if row.tries else "#555555")
            mark = "✔ " if row.right else ("… " if row.tries else "")
            body.append(
                f"<tr><td style='padding:2px 8px'><code>{escape(row.name)}</code></td>"
                f"<td style='padding:2px 8px'>{escape(row.prompt)}</td>"
                f"<td style='padding:2px 8px;white-space:nowrap;color:{colour}'>{mark}"
                f"{escape(self.status(row))}</td>"
                f"<td style='padding:2px 8px;text-align:right'>{row.tries}</td></tr>")
        return (f"<div role='status'><b>{escape(self.title())}</b>"
                f"<table style='border-collapse:collapse;margin:4px 0'><thead><tr>{head}"
                f"</tr></thead><tbody>{''.join(body)}</tbody></table>"
                f"<div>{escape(self.summary())}</div>"
                f"<div style='color:#555555'>{escape(t('progress.how_to_save', lang))}</div>"
                "</div>")


@dataclass(frozen=True)
class Saved:
    """What ``save`` says: where the file is, to hand in."""

    path: Path
    right: int
    total: int
    language: str

    def __str__(self) -> str:
        return tn("progress.saved", self.right, self.language, path=str(self.path),
                  total=self.total)

    def __fspath__(self) -> str:
        return str(self.path)

    def _repr_html_(self) -> str:
        return (f"<div role='status' style='border-left:4px solid #1E6B34;background:#E8F6E8;"
                f"padding:6px 10px;color:#1E6B34'>✔ {escape(str(self))}</div>")


def progress(lesson: Lesson | None = None, language: str | None = None) -> Progress:
    """The progress in ``lesson`` (by default the lesson opened last)."""
    if lesson is None:
        lesson = current_lesson()
        if lesson is None:
            raise ConfigError("progress.error.no_lesson")
    if not isinstance(lesson, Lesson):
        raise ConfigError("progress.error.not_a_lesson", found=safe_text(lesson))
    lang = resolve(language) if language is not None else lesson.language
    game, number = lesson.key
    rows = []
    for name, exercise in lesson.exercises.items():
        record = CHECKS.get((f"{game} {number}", name), {})
        rows.append(Row(name, _prompt(exercise), bool(record.get("right")),
                        int(record.get("tries", 0)), record.get("right_at")))
    return Progress(game, number, lang, tuple(rows))


__all__ = ["Progress", "Saved", "progress"]
