"""The teacher's exercise whose answer is a number: :func:`number`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from algunokit.errors import ConfigError
from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    wrong,
)
from algunokit.exercises.teacher.answers import (
    answer_text,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    number_text,
    quoted_number,
    read_now,
    short_text,
)
from algunokit.i18n import decimal_text, t


@dataclass
class Number(TeacherExercise):
    answer: Any = 0
    #: the answer is a count: « too big: count again »; else « not the right answer »
    counted: bool = True

    def expected(self) -> int:
        value = read_now(self.answer, "answer", self.where())
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError("teacher.error.number", found=short_text(value))
        return value

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        want = self.expected()
        inside = quoted_number(answer)
        if inside is not None:
            return wrong(lang, "teacher.quoted_number", found=repr(answer), number=inside)
        if isinstance(answer, float) and answer.is_integer():
            answer = int(answer)
        elif isinstance(answer, float):
            shown = decimal_text(str(answer), lang)
            return wrong(lang, "teacher.not_whole", found=shown)
        if isinstance(answer, bool):
            return wrong(lang, "teacher.need_number",
                          found=t("common.true" if answer else "common.false", lang))
        if (isinstance(answer, tuple) and len(answer) == 2
                and all(type(part) is int and part >= 0 for part in answer)):
            # reponse = 3,5: a French decimal comma makes two numbers in Python
            return wrong(lang, "teacher.comma_number", written="{},{}".format(*answer),
                          number="{}.{}".format(*answer))
        if not isinstance(answer, int):
            return wrong(lang, "teacher.need_number", found=answer_text(answer, lang))
        if answer == want:
            return good(lang)
        mistake = self.mistake(answer)
        if mistake is not None:
            return mistake
        if not self.counted:  # « recompte » only where something is counted
            key = "exercises.too_small.plain" if answer < want else "exercises.too_big.plain"
            return wrong(lang, key, found=number_text(answer))
        key = "exercises.too_small" if answer < want else "exercises.too_big"
        return wrong(lang, key, found=number_text(answer))


def number(prompt: TextLike, answer: Any, *, hints: Any = (),
           explanation: Any = None, mistakes: Any = None, counted: bool = True) -> Number:
    """An exercise whose answer is a whole number (or a function giving it).

    ``mistakes`` maps a likely wrong answer to what to tell the student
    (``{4: "Did you count the joker?"}``), or is a function giving that mapping.
    ``counted=False`` when the answer is no count (a value read or computed): a wrong
    answer is then told « too big », not « too big: count again »."""
    return Number("number", text=prompt, hints=hints, explanation=explanation, answer=answer,
                  mistakes=mistakes, counted=counted)
