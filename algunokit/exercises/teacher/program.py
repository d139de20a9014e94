"""The teacher's exercise on an Alg(un)o program (an alternative): :func:`program`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from algunokit.errors import CodeError, ConfigError
from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    wrong,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    read_now,
    short_text,
)
from algunokit.exercises.teacher.condition import (
    cards_text,
    hand_picture,
)
from algunokit.i18n import t


def _read_alternative(value: Any) -> Any:
    from algunokit.alguno.lang import Alternative
    from algunokit.code import from_python

    if isinstance(value, Alternative):
        return value
    if not isinstance(value, str):
        raise ConfigError("teacher.error.reference_kind", found=short_text(value))
    first: CodeError | None = None
    for lang in ("fr", "en"):
        try:
            return from_python(value, lang)
        except CodeError as err:
            first = first or err
    assert first is not None
    raise ConfigError("teacher.error.reference", detail=first.message())


@dataclass
class ProgramCheck(TeacherExercise):
    reference: Any = None
    tables: Any = None

    def alternative(self) -> Any:
        return _read_alternative(read_now(self.reference, "reference", self.where()))

    def expected(self) -> str:
        from algunokit.code.to_python import to_python

        return to_python(self.alternative(), self.language)

    def shown(self, language: str | None = None) -> str:
        from algunokit.code.to_python import to_python

        return to_python(self.alternative(), language or self.language)

    def check(self, answer: Any) -> Feedback:
        from algunokit.alguno.engine import execute, first_option
        from algunokit.alguno.lang import Alternative
        from algunokit.code import from_python
        from algunokit.exercises.alguno import sample_tables

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        reference = self.alternative()
        try:  # a %%alternative cell hands over the Alternative it read
            if callable(getattr(answer, "program_answer", None)):
                answer = answer.program_answer(lang)  # a block editor (ak.block_editor)
            student = answer if isinstance(answer, Alternative) else from_python(answer, lang)
        except CodeError as err:
            return wrong(lang, "exercises.code_error", detail=err.message(lang))
        if student == reference:
            return good(lang, "teacher.program.same")
        if (student.condition == reference.condition and student.then != student.otherwise
                and (student.then, student.otherwise) == (reference.otherwise, reference.then)):
            return wrong(lang, "teacher.program.swapped")  # not "almost": a hand shows little
        tables = self.tables if self.tables is not None else sample_tables()
        for table in sorted(tables, key=lambda tb: len(tb.hands[0])):
            mine, theirs = table.copy(), table.copy()
            execute(student, mine, 0, first_option)
            execute(reference, theirs, 0, first_option)
            if mine.hands != theirs.hands or len(mine.discard_pile) != len(theirs.discard_pile):
                return Feedback(False, t("teacher.program.differs", lang,
                                         hand=cards_text(table.hands[0], lang),
                                         got=cards_text(mine.hands[0], lang),
                                         want=cards_text(theirs.hands[0], lang)),
                                picture=hand_picture(table.hands[0], lang))
        return good(lang, "teacher.program.equivalent", n=len(tables))


def program(prompt: TextLike, reference: Any, *, hints: Any = (),
            explanation: Any = None) -> ProgramCheck:
    """The student writes an alternative (a string, or what ``%%alternative`` gives) or
    builds it with blocks (``ak.block_editor()``, handed over as the editor itself or its
    ``.alternative``); it is read with the kit's parser, never run, and compared on many
    tables. An unfinished block program is told what is missing."""
    return ProgramCheck("program", text=prompt, hints=hints, explanation=explanation,
                        reference=reference)
