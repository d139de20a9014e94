"""The teacher's exercise whose answer is one of some options: :func:`choice`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    fold,
    quoted,
    same_value,
    typed_forms,
)
from algunokit.exercises.teacher.base import (
    TeacherExercise,
    TextLike,
    check_text,
    number_text,
    quoted_number,
    read_now,
    short_text,
    text_in,
)
from algunokit.i18n import t


@dataclass
class Choice(TeacherExercise):
    answer: Any = None
    options: Any = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if callable(self.options):
            return
        self.options = self._checked_options(self.options)

    def _checked_options(self, options: Any) -> tuple[Any, ...]:
        if not isinstance(options, list | tuple) or len(options) < 2:
            raise ConfigError("teacher.error.options", found=short_text(options))
        return tuple(check_text(o) if isinstance(o, dict) else o for o in options)

    def current_options(self) -> tuple[Any, ...]:
        return self._checked_options(read_now(self.options, "options", self.where()))

    def label(self, option: Any, language: str | None = None) -> str:
        if isinstance(option, bool):
            return t("common.true" if option else "common.false", language or self.language)
        if isinstance(option, dict):
            return text_in(option, language or self.language)
        return str(option)

    def expected(self) -> Any:
        options = self.current_options()
        want = read_now(self.answer, "answer", self.where())
        if want not in options and not any(same_value(want, o) for o in options):
            raise ConfigError("teacher.error.answer_not_option", found=short_text(want),
                              allowed=", ".join(self.label(o) for o in options))
        return want

    def shown(self, language: str | None = None) -> str:
        return self.label(self.expected(), language)

    def _match(self, answer: Any, options: tuple[Any, ...]) -> tuple[bool, Any]:
        """(found, option) for what the student typed."""
        for option in options:
            if same_value(answer, option):
                return True, option
        if isinstance(answer, str):
            folded = fold(answer)
            for option in options:
                if folded in typed_forms(option):
                    return True, option
        return False, None

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        options = self.current_options()
        want = self.expected()
        found, option = self._match(answer, options)
        if not found:
            # Words are quoted as the language quotes words (« vrai »), not as Python
            # writes a text ('vrai'); numbers are not quoted.
            words = [self.label(o) if isinstance(o, int) and not isinstance(o, bool)
                     else quoted(self.label(o), lang) for o in options]
            allowed = t("teacher.either", lang, first=", ".join(words[:-1]), last=words[-1])
            inside = quoted_number(answer)
            if inside is not None and any(same_value(inside, o) for o in options):
                return wrong(lang, "teacher.quoted_choice", found=repr(answer), example=inside)
            return wrong(lang, "teacher.not_a_choice", found=self._typed(answer),
                          allowed=allowed)
        if same_value(option, want):
            return good(lang)
        mistake = self.mistake(option)
        if mistake is not None:
            return mistake
        return wrong(lang, "teacher.wrong_choice", found=quoted(self.label(option), lang))

    def _typed(self, answer: Any) -> str:
        if isinstance(answer, bool):
            return self.label(answer)
        if isinstance(answer, int):
            return number_text(answer)
        return answer_text(answer, self.language)


def choice(prompt: TextLike, answer: Any, options: Sequence[Any] | Callable[[], Any], *,
           hints: Any = (), explanation: Any = None,
           mistakes: Any = None) -> Choice:
    """An exercise whose answer is one of ``options`` (``[True, False]`` for true/false).

    ``mistakes`` maps a likely wrong option to what to tell the student."""
    return Choice("choice", text=prompt, hints=hints, explanation=explanation, answer=answer,
                  options=options, mistakes=mistakes)
