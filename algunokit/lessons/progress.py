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
from algunokit.exercises import record as durable
from algunokit.exercises.core import CHECKS
from algunokit.i18n import resolve, t, tn
from algunokit.lessons import Lesson, current_lesson
from algunokit.protocol import safe_text
from algunokit.specs import game_title

#: The version of the file ``save`` writes (a teacher's tool may read older ones).
FORMAT = 1


def _name_slug(name: str) -> str:
    """A name as a file name's part: « Léa B. » -> ``lea-b``."""
    import re
    import unicodedata

    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:30]


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
    #: what went wrong with the student's record, in one sentence (or None)
    note: str | None = None

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

    def default_file(self, student: str | None = None) -> str:
        """The hand-in file's name: one per lesson (lessons never overwrite each other)
        and per student when the name is known (``progres-alguno-01-lina.json``)."""
        name = t("progress.file", self.language, game=self.game, number=f"{self.number:02d}")
        slug = _name_slug(student) if student else ""
        return name[:-len(".json")] + f"-{slug}.json" if slug else name

    def save(self, path: str | os.PathLike[str] = "", student: str | None = None) -> Saved:
        """Write the progress as a small JSON file the student hands in.

        ``path`` defaults to :meth:`default_file`; ``student`` is the name the teacher will
        read (by default the name the student gave once, see :func:`hand_in`). A file
        already there for this lesson keeps every exercise it says right: the new file
        never holds less; a file of another lesson or another student is not touched."""
        lang = self.language
        if student is not None and (not isinstance(student, str) or len(student) > 80):
            raise ConfigError("progress.error.student", found=safe_text(student))
        if student is None:
            student = durable.student()
        if path == "":
            path = self.default_file(student)
        if not isinstance(path, str | os.PathLike):
            raise ConfigError("progress.error.path", found=safe_text(path))
        target = Path(path)
        if target.suffix.lower() != ".json":
            raise ConfigError("progress.error.suffix", found=safe_text(path))
        data = self.to_dict(student)
        kept = self._keep_what_the_file_holds(target, data)
        text = json.dumps(data, ensure_ascii=False, indent=1)
        if not durable.write_json(target, json.loads(text), report=False):
            raise ConfigError("progress.error.write", path=str(target))
        return Saved(target, data["right"], len(self.rows), lang, student, kept)

    def _keep_what_the_file_holds(self, target: Path, data: dict[str, Any]) -> int:
        """Merge into ``data`` what a hand-in file already at ``target`` says (right stays
        right, the most tries); how many exercises only the file had right. A file that
        is not this lesson's (another lesson, another student, not a progress file) is
        refused, never overwritten."""
        if not target.exists():
            return 0
        try:
            old = read_progress(target)
        except ConfigError:
            raise ConfigError("progress.error.not_ours", path=target.name) from None
        student = data["student"]
        if (old["game"], old["number"]) != (self.game, self.number) or (
                old["student"] is not None and student is not None
                and old["student"].casefold() != student.casefold()):
            raise ConfigError("progress.error.taken", path=target.name,
                              other=self._owner(old), file=self.default_file(student))
        if student is None:
            data["student"] = old["student"]
        before = {row["exercise"]: row for row in old["exercises"]}
        kept = 0
        for row in data["exercises"]:
            was = before.get(row["exercise"])
            if was is None:
                continue
            if was["right"] and not row["right"]:
                row["right"], kept = True, kept + 1
            row["tries"] = max(row["tries"], was["tries"], int(row["right"]))
        data["right"] = sum(row["right"] for row in data["exercises"])
        return kept

    def _owner(self, old: dict[str, Any]) -> str:
        try:
            name = game_title(old["game"], self.language)
        except KeyError:
            name = old["game"]
        lesson = t("progress.lesson", self.language, game=name, number=old["number"])
        return f"{lesson}, {old['student']}" if old["student"] else lesson

    def __str__(self) -> str:
        lines = [self.title()]
        for row in self.rows:
            lines.append(f"  {row.name}  {self.status(row)}"
                         + (f"  ({tn('progress.tries', row.tries, self.language)})"
                            if row.tries else ""))
        lines.append(self.summary())
        if self.note:
            lines.append(self.note)
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
                + (f"<div style='color:#9B1C1C'>{escape(self.note)}</div>" if self.note else "")
                + f"<div style='color:#555555'>{escape(t('progress.how_to_save', lang))}</div>"
                "</div>")


@dataclass(frozen=True)
class Saved:
    """What ``save`` says: where the file is, to hand in."""

    path: Path
    right: int
    total: int
    language: str
    student: str | None = None
    #: exercises the file already said right that this session did not know (kept)
    kept: int = 0

    def __str__(self) -> str:
        text = tn("progress.saved", self.right, self.language, path=str(self.path),
                  total=self.total)
        if self.student:
            text += " " + t("progress.saved.by", self.language, student=self.student)
        if self.kept:
            text += " " + tn("progress.saved.kept", self.kept, self.language)
        return text

    def __fspath__(self) -> str:
        return str(self.path)

    def _repr_html_(self) -> str:
        return (f"<div role='status' style='border-left:4px solid #1E6B34;background:#E8F6E8;"
                f"padding:6px 10px;color:#1E6B34'>📄 {escape(str(self))}</div>")


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
    kept = durable.load(game, number, lesson.language)["exercises"]
    rows = []
    for name, exercise in lesson.exercises.items():
        entry = durable.merge(CHECKS.get((f"{game} {number}", name)), kept.get(name)) or {}
        rows.append(Row(name, _prompt(exercise), bool(entry.get("right")),
                        int(entry.get("tries", 0)), entry.get("right_at")))
    return Progress(game, number, lang, tuple(rows), durable.problem(lang))


# --- the hand-in cell that ends every lesson ---------------------------------------

@dataclass(frozen=True, repr=False)
class HandedIn:
    """What the hand-in cell shows once the file is written: the table and where it is."""

    progress: Progress
    saved: Saved
    #: no name yet and no text box to ask it (a plain Python): say how to give it
    ask: bool = False

    def _advice(self) -> str:
        """How to give a name (none yet), or to change it (another student here)."""
        lang = self.progress.language
        if self.ask:
            return t("progress.hand_in.ask_code", lang)
        return t("progress.hand_in.not_you", lang) if self.saved.student else ""

    def __str__(self) -> str:
        lines = [str(self.progress), str(self.saved)]
        if self._advice():
            lines.append(self._advice())
        lines.append(t("progress.hand_in.download", self.progress.language,
                       path=self.saved.path.name))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        lang = self.progress.language
        colour = "#9B1C1C" if self.ask else "#555555"
        ask = (f"<div style='color:{colour}'>{escape(self._advice())}</div>"
               if self._advice() else "")
        download = t("progress.hand_in.download", lang, path=self.saved.path.name)
        return (self.progress._repr_html_() + self.saved._repr_html_() + ask
                + f"<div style='color:#555555'>{escape(download)}</div>")


def _grey(text: str) -> str:
    return f"<div style='color:#555555'>{escape(text)}</div>"


def _name_the_file(unnamed: Path, named: Path) -> None:
    """Rename the hand-in file written before the name was given, when it is this
    student's (no name in it) and the named one is not there yet: one file to hand in."""
    if unnamed == named or named.exists():
        return
    try:
        if read_progress(unnamed)["student"] is None:
            os.replace(unnamed, named)
    except (ConfigError, OSError):
        return


def _name_box(progress: Progress, saved: Saved, path: str | os.PathLike[str]) -> Any:
    """The text box that asks the student's name the first time (ipywidgets), or None."""
    try:
        import ipywidgets as W
    except ImportError:
        return None
    lang = progress.language
    table = W.HTML(progress._repr_html_())
    done = W.HTML(saved._repr_html_())
    box = W.Text(placeholder=t("progress.hand_in.placeholder", lang),
                 description=t("progress.hand_in.label", lang),
                 continuous_update=False, style={"description_width": "initial"},
                 layout=W.Layout(width="360px"))
    button = W.Button(description=t("progress.hand_in.button", lang), button_style="success")
    said = W.HTML(f"<div style='color:#555555'>{escape(t('progress.hand_in.why', lang))}</div>")
    download = W.HTML(_grey(t("progress.hand_in.download", lang, path=saved.path.name)))

    def submit(_: object = None) -> None:
        nonlocal saved
        name = durable.clean_name(box.value)
        if name is None:
            said.value = (f"<div style='color:#9B1C1C'>"
                          f"{escape(t('progress.hand_in.bad_name', lang))}</div>")
            return
        durable.remember_student(name)
        try:
            if path == "":  # the file written before the name becomes the named one
                _name_the_file(saved.path, Path(progress.default_file(name)))
            again = progress.save(path, student=name)
        except ConfigError as err:
            said.value = f"<div style='color:#9B1C1C'>{escape(err.message(lang))}</div>"
            return
        saved = again
        done.value = again._repr_html_()
        download.value = _grey(t("progress.hand_in.download", lang, path=again.path.name))
        said.value = ""
        form.layout.display = "none"

    button.on_click(submit)
    box.observe(lambda change: submit() if change["new"] else None, "value")
    form = W.HBox([box, button])
    whole = W.VBox([table, done, form, said, download])
    whole._algunokit_widget = True  # the kit's: a reopened notebook says to run it again
    return whole


def hand_in(student: str | None = None, path: str | os.PathLike[str] = "") -> Any:
    """The hand-in cell that ends every lesson: ``ak.hand_in()``.

    Shows the progress of the lesson opened last and writes its hand-in file
    (:meth:`Progress.save`: ``progres-alguno-01.json``, then ``progres-alguno-01-lina.json``
    once the name is known) at once, so nothing is lost even before a name is given.
    The student's name is asked once, in a text box, then remembered for every lesson
    in this folder (``student=`` gives it without the box); the file is written again
    with it."""
    given = None
    if student is not None:
        given = durable.clean_name(student)
        if given is None:
            raise ConfigError("progress.error.student", found=safe_text(student))
        durable.remember_student(given)
    current = progress()
    name = given or durable.student()
    saved = current.save(path, student=name)
    if name is not None or saved.student is not None:
        return HandedIn(current, saved)
    if durable.base() is not None:  # a notebook: ask in a text box
        box = _name_box(current, saved, path)
        if box is not None:
            return box
    return HandedIn(current, saved, ask=True)




# --- the teacher's side: every file handed in, in one table ----------------------

#: A progress file is small; anything bigger is not one.
MAX_FILE_BYTES = 200_000


class _Bad(Exception):
    """A progress file that does not have the expected shape (``field``: the JSON key)."""

    def __init__(self, field: str) -> None:
        super().__init__(field)
        self.field = field


def _reject(constant: str) -> Any:
    raise _Bad(constant)


def _check(condition: bool, field: str) -> None:
    if not condition:
        raise _Bad(field)


def _text(value: Any, field: str, limit: int) -> str:
    _check(isinstance(value, str) and len(value) <= limit, field)
    return value


def _whole(value: Any, field: str, high: int) -> int:
    _check(isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high, field)
    return value


def read_progress(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The content of one ``progres.json`` a student handed in, checked field by field;
    a :class:`ConfigError` naming the file and the field when it is not one."""
    target = Path(path)
    try:
        raw = target.read_bytes()[: MAX_FILE_BYTES + 1]
    except OSError:
        raise ConfigError("progress.error.read", path=target.name) from None
    try:
        _check(len(raw) <= MAX_FILE_BYTES, "size")
        try:
            data = json.loads(raw.decode("utf-8"), parse_constant=_reject)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            raise _Bad("json") from None
        _check(isinstance(data, dict) and data.get("algunokit_progress") == FORMAT,
               "algunokit_progress")
        lesson = data.get("lesson")
        _check(isinstance(lesson, dict), "lesson")
        game = _text(lesson.get("game"), "lesson.game", 20)
        number = _whole(lesson.get("number"), "lesson.number", 99)
        student = data.get("student")
        if student is not None:
            student = _text(student, "student", 80)
        date = _text(data.get("date", ""), "date", 40)
        rows = data.get("exercises")
        _check(isinstance(rows, list) and len(rows) <= 200, "exercises")
        exercises = []
        for i, row in enumerate(rows):
            where = f"exercises[{i}]"
            _check(isinstance(row, dict), where)
            name = _text(row.get("exercise"), f"{where}.exercise", 40)
            _check(name.isidentifier(), f"{where}.exercise")
            right = row.get("right")
            _check(isinstance(right, bool), f"{where}.right")
            exercises.append({"exercise": name, "right": right,
                              "tries": _whole(row.get("tries"), f"{where}.tries", 10**6)})
    except _Bad as bad:
        raise ConfigError("progress.error.file", path=target.name, field=bad.field) from None
    return {"file": target.name, "game": game, "number": number, "student": student,
            "date": date, "exercises": exercises}


@dataclass(frozen=True, repr=False)
class ClassProgress:
    """The files a class handed in, one row per file (``ak.class_progress("rendus/")``)."""

    rows: tuple[dict[str, Any], ...]
    problems: tuple[str, ...]
    language: str

    def lessons(self) -> list[tuple[str, int]]:
        """The lessons of the files, in order (one table each: ex1 of two lessons differ)."""
        return list(dict.fromkeys((row["game"], row["number"]) for row in self.rows))

    def columns(self, lesson: tuple[str, int] | None = None) -> list[str]:
        """Every exercise name of ``lesson`` (all lessons if None), in the files' order."""
        seen: dict[str, None] = {}
        for row in self.rows:
            if lesson is None or (row["game"], row["number"]) == lesson:
                for item in row["exercises"]:
                    seen.setdefault(item["exercise"], None)
        return list(seen)

    def _who(self, row: dict[str, Any]) -> str:
        return row["student"] or row["file"]

    def _lesson(self, row: dict[str, Any]) -> str:
        game = row["game"]
        try:
            name = game_title(game, self.language)
        except KeyError:
            name = game
        return t("progress.lesson", self.language, game=name, number=row["number"])

    def to_dict(self) -> dict[str, Any]:
        return {"files": list(self.rows), "problems": list(self.problems)}

    def describe(self) -> str:
        lang = self.language
        lines = [tn("progress.class.head", len(self.rows), lang)]
        for row in self.rows:
            right = sum(item["right"] for item in row["exercises"])
            lines.append(f"  {self._who(row)} — {self._lesson(row)} — "
                         + tn("progress.summary", right, lang, total=len(row["exercises"])))
        lines += [f"  ✘ {problem}" for problem in self.problems]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return self.describe()

    def _table_html(self, lesson: tuple[str, int]) -> str:
        lang = self.language
        names = self.columns(lesson)
        rows = [row for row in self.rows if (row["game"], row["number"]) == lesson]
        cell = "padding:2px 6px;border-bottom:1px solid #DDDDDD"
        head = "".join(f"<th style='{cell};text-align:left'>{escape(h)}</th>" for h in (
            t("progress.class.student", lang), t("progress.class.lesson", lang)))
        head += "".join(f"<th style='{cell}'><code>{escape(n)}</code></th>" for n in names)
        head += f"<th style='{cell}'>{escape(t('progress.class.right', lang))}</th>"
        body = []
        for row in rows:
            found = {item["exercise"]: item for item in row["exercises"]}
            marks = []
            for name in names:
                item = found.get(name)
                if item is None or (not item["tries"] and not item["right"]):
                    marks.append(f"<td style='{cell}'></td>")
                elif item["right"]:
                    marks.append(f"<td style='{cell};color:#1E6B34;text-align:center'>✔</td>")
                else:
                    marks.append(f"<td style='{cell};color:#9B1C1C;text-align:center'>…</td>")
            right = sum(item["right"] for item in row["exercises"])
            body.append(f"<tr><td style='{cell}'>{escape(self._who(row))}</td>"
                        f"<td style='{cell}'>{escape(self._lesson(row))}</td>{''.join(marks)}"
                        f"<td style='{cell};text-align:right'>{right}/{len(row['exercises'])}"
                        "</td></tr>")
        return (f"<table style='border-collapse:collapse;margin:4px 0 10px'><thead><tr>{head}"
                f"</tr></thead><tbody>{''.join(body)}</tbody></table>")

    def _repr_html_(self) -> str:
        lang = self.language
        tables = "".join(self._table_html(lesson) for lesson in self.lessons())
        problems = "".join(f"<div style='color:#9B1C1C'>✘ {escape(p)}</div>"
                           for p in self.problems)
        return (f"<div><b>{escape(tn('progress.class.head', len(self.rows), lang))}</b>"
                f"{tables}"
                f"<div style='color:#555555'>{escape(t('progress.class.legend', lang))}</div>"
                f"{problems}</div>")


def class_progress(folder: str | os.PathLike[str], language: str | None = None) -> ClassProgress:
    """Every ``*.json`` progress file in ``folder`` and its sub-folders, one row each
    (sorted by name); a file that is not one is listed with the reason, never fatal."""
    lang = resolve(language)
    if not isinstance(folder, str | os.PathLike):
        raise ConfigError("progress.error.folder", path=safe_text(folder))
    root = Path(folder)
    if not root.is_dir():
        raise ConfigError("progress.error.folder", path=str(root))
    rows, problems = [], []
    for path in sorted(root.rglob("*.json"))[:2000]:
        try:
            row = read_progress(path)
        except ConfigError as err:
            problems.append(err.message(lang))
            continue
        if path.parent != root and row["student"] is None:
            row["student"] = path.parent.name  # a JupyterHub collects a folder per student
        rows.append(row)
    rows.sort(key=lambda r: (r["game"], r["number"], (r["student"] or r["file"]).casefold()))
    return ClassProgress(tuple(rows), tuple(problems), lang)


def add_parser(commands: Any) -> None:
    """The ``progress`` subcommand of ``python -m algunokit``: a class's files in a table."""
    sub = commands.add_parser("progress", help=t("progress.cli.description"),
                              description=t("progress.cli.description"))
    sub.add_argument("folder", help=t("progress.cli.folder"))
    sub.add_argument("--lang", choices=("fr", "en"), help=t("answers.cli.lang"))
    sub.add_argument("--json", action="store_true", help=t("answers.cli.json"))
    sub.set_defaults(run=lambda args: class_progress(args.folder, args.lang))


__all__ = ["ClassProgress", "HandedIn", "Progress", "Saved", "class_progress", "hand_in",
           "progress", "read_progress"]
