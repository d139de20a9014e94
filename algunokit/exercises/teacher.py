"""The teacher's exercises: one declaration each, short enough to type in a cell.

>>> from algunokit.exercises import number
>>> ex = number({"fr": "Combien de cœurs ?", "en": "How many hearts?"}, 3,
...             hints=["Compte les cartes rouges en forme de cœur."])
>>> ex.check(3).ok, ex.check(2).ok, ex.check("3").ok
(True, False, False)

Every text is one plain string or ``{"fr": …, "en": …}``; hints are plain sentences.
``answer`` / ``reference`` may be a value or a function without arguments, read
when the student checks: change the data the function reads, the answer follows.
A text that quotes the data (the prompt, a hint, the explanation …) may be such a
function too: it is read each time the text is shown, so it names the current data.
The same constructors serve the lesson modules.
"""

from __future__ import annotations

import ast
import inspect
import os
import re
import sys
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from algunokit.errors import AlgunokitError, CodeError, ConfigError
from algunokit.exercises.core import (
    Exercise,
    Feedback,
    Hint,
    good,
    not_yet,
    returned_slip,
    solutions_hidden,
    wrong,
)
from algunokit.i18n import LANGUAGES, decimal_text, resolve, t, tn

Text = str | dict[str, str]
#: A text, or a function without arguments returning one (read each time it is shown).
TextLike = Text | Callable[[], Any]

#: Words a student may type for a truth value, by language (only the current
#: language's words are ever shown).
TRUTH_WORDS: dict[str, dict[str, bool]] = {
    "fr": {"vrai": True, "faux": False, "oui": True, "non": False},
    "en": {"true": True, "false": False, "yes": True, "no": False},
}


def check_text(value: Any) -> Text:
    """``value`` if it is a text an exercise can show, else a clear :class:`ConfigError`."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and value and all(
            k in LANGUAGES and isinstance(v, str) for k, v in value.items()):
        return value
    raise ConfigError("teacher.error.text", found=_short(value))


def text_in(value: Text | None, language: str | None) -> str:
    """A checked text in ``language``; a one-language dict asked in the other is an error."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    lang = resolve(language)
    if lang not in value:
        raise ConfigError("teacher.error.text_language", language=lang)
    return value[lang]


def _short(value: Any, limit: int = 60) -> str:
    try:
        text = repr(value)
    except Exception:  # a value whose repr breaks is still named
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_function(value: Any) -> bool:
    """True for a function the kit calls without arguments when it needs the value."""
    return callable(value) and not isinstance(value, type) and _takes_no_argument(value)


def text_or_function(value: Any, what: str) -> Any:
    """A checked text, or a function without arguments kept to be read when shown."""
    if is_function(value):
        return value
    if callable(value) and not isinstance(value, type):  # it would need arguments
        raise ConfigError("teacher.error.text_arguments", what=what)
    return check_text(value)


def _hints(hints: Any) -> tuple[Any, ...] | Callable[[], Any]:
    if is_function(hints):  # the whole list, read when a hint is asked
        return hints
    if isinstance(hints, str | dict):
        hints = (hints,)
    if not isinstance(hints, list | tuple):
        raise ConfigError("teacher.error.hints")
    return tuple(text_or_function(h, "hints") for h in hints)


def read_now(value: Any, what: str, exercise: str | None = None) -> Any:
    """``value``, or what it returns when it is a function without arguments.

    When the teacher's function breaks, the message names the argument it was given
    to (``what``), the line of its cell, and the exercise when known."""
    if is_function(value):
        try:
            return value()
        except AlgunokitError:
            raise
        except Exception as exc:  # the teacher's function: say which one broke, and where
            import traceback

            # the teacher's line: the last frame in a cell (a cell is no file on disk)
            frames = [frame for frame in traceback.extract_tb(exc.__traceback__)
                      if not frame.filename.startswith("<frozen")
                      and not os.path.isfile(frame.filename)]
            line = frames[-1].lineno if frames else "?"
            if exercise is not None:
                raise ConfigError("teacher.error.function_of", what=what, line=line,
                                  exercise=exercise) from None
            raise ConfigError("teacher.error.function", what=what, line=line) from None
    return value


def _takes_no_argument(value: Any) -> bool:
    try:
        inspect.signature(value).bind()
    except (TypeError, ValueError):
        return False
    return True


def quoted_number(answer: Any) -> int | None:
    """The whole number inside a text such as ``"3"`` or ``" 12 "`` (None otherwise)."""
    if isinstance(answer, str) and len(answer) <= 40:
        found = re.fullmatch(r"\s*(-?[0-9]+)\s*", answer)
        if found:
            return int(found.group(1))
    return None


def number_text(value: int) -> str:
    """A whole number as text, even one too long for ``str`` (``≈ 10^5000``)."""
    if value.bit_length() > 200:
        return f"≈ {'-' if value < 0 else ''}10^{int(value.bit_length() * 0.30103)}"
    return str(value)


@dataclass
class TeacherExercise(Exercise):
    """The part every kind shares: texts, plain-sentence hints, explanation."""

    #: The prompt: a text, or a function returning one, read each time it is shown.
    text: Any = ""
    #: Hints: texts or functions returning one; or one function returning the list.
    hints: Any = ()
    explanation: Any = None  # a text, or a function returning one, read at check time
    #: Feedback for expected wrong answers: ``{answer: text}``, or a function giving it.
    mistakes: Any = None

    def __post_init__(self) -> None:
        self.text = text_or_function(self.text, "prompt")
        self.hints = _hints(self.hints)
        if self.explanation is not None:
            self.explanation = text_or_function(self.explanation, "explanation")

    def where(self) -> str:
        """The exercise as a message names it: ``ex1 (alguno 2)`` in a lesson, else its kind."""
        if self.place is not None:
            lesson_name, name = self.place
            return f"{name} ({lesson_name})"
        return f"{self.id}()"

    def read_text(self, value: Any, what: str, language: str | None = None) -> str:
        """``value`` in ``language``: a text, or what its function returns now.

        A function that breaks, or gives something that is not a text, is named with the
        argument it was given to and the exercise; nothing changes."""
        if value is None:
            return ""
        got = read_now(value, what, self.where())
        try:
            text = check_text(got)
        except ConfigError:
            raise ConfigError("teacher.error.text_returned", what=what, exercise=self.where(),
                              found=_short(got)) from None
        return text_in(text, language or self.language)

    def prompt(self) -> str:
        return self.read_text(self.text, "prompt")

    def _hint_items(self) -> tuple[Any, ...]:
        """The hints as declared (texts or functions), the list read now if it is one."""
        if not is_function(self.hints):
            return tuple(self.hints)
        got = read_now(self.hints, "hints", self.where())
        if isinstance(got, str | dict):
            got = (got,)
        if not isinstance(got, list | tuple):
            raise ConfigError("teacher.error.hints_returned", exercise=self.where(),
                              found=_short(got))
        return tuple(got)

    def hint_texts(self, language: str | None = None) -> tuple[str, ...]:
        """Every hint in ``language``, as the data makes them now (for the answer key)."""
        return tuple(self.read_text(h, "hints", language) for h in self._hint_items())

    def mistake(self, answer: Any) -> Feedback | None:
        """The teacher's own feedback for this wrong answer, if they wrote one."""
        table = read_now(self.mistakes, "mistakes", self.where())
        if table is None:
            return None
        if not isinstance(table, dict):
            raise ConfigError("teacher.error.mistakes", found=_short(table))
        for mistake, text in table.items():
            if _same(mistake, answer):
                return Feedback(False, self.read_text(text, "mistakes"))
        return None

    def expected(self) -> Any:
        """The expected answer from the current data (for teachers and tests)."""
        raise NotImplementedError

    @property
    def solution_answer(self) -> Any:
        return self.expected()

    def explain(self, language: str | None = None) -> str:
        return self.read_text(self.explanation, "explanation", language)

    def shown(self, language: str | None = None) -> str:
        """The expected answer as the solution shows it."""
        return str(self.expected())

    def solution_text(self, language: str | None = None) -> str:
        explanation = self.explain(language)
        shown = self.shown(language)
        return f"{shown}\n{explanation}" if explanation else shown

    def hint(self) -> Hint:
        hints = self._hint_items()
        if not hints:
            return Hint(t("exercises.no_hint", self.language))
        index = min(self._hints_given, len(hints) - 1)
        text = self.read_text(hints[index], "hints")  # a broken hint counts as not given
        self._hints_given += 1
        return Hint(t("exercises.hint", self.language, n=index + 1, total=len(hints),
                      text=text))

    def solution(self) -> Hint:
        if solutions_hidden():
            return Hint(t("exercises.hidden", self.language))
        return Hint(t("exercises.solution", self.language,
                      text=self.solution_text(self.language)), code=True)

    def _repr_html_(self) -> str:  # the prompt, when a teacher shows the exercise
        from html import escape

        return f"<div><b>{escape(self.prompt())}</b></div>"



# --- number -----------------------------------------------------------------


@dataclass
class Number(TeacherExercise):
    answer: Any = 0
    #: the answer is a count: « too big: count again »; else « not the right answer »
    counted: bool = True

    def expected(self) -> int:
        value = read_now(self.answer, "answer", self.where())
        if isinstance(value, bool) or not isinstance(value, int):
            raise ConfigError("teacher.error.number", found=_short(value))
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
            return wrong(lang, "teacher.need_number", found=_student_words(answer, lang))
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


# --- choice -----------------------------------------------------------------


def _fold(value: Any) -> Any:
    return " ".join(value.split()).casefold() if isinstance(value, str) else value


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
            raise ConfigError("teacher.error.options", found=_short(options))
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
        if want not in options and not any(_same(want, o) for o in options):
            raise ConfigError("teacher.error.answer_not_option", found=_short(want),
                              allowed=", ".join(self.label(o) for o in options))
        return want

    def shown(self, language: str | None = None) -> str:
        return self.label(self.expected(), language)

    def _match(self, answer: Any, options: tuple[Any, ...]) -> tuple[bool, Any]:
        """(found, option) for what the student typed."""
        for option in options:
            if _same(answer, option):
                return True, option
        if isinstance(answer, str):
            folded = _fold(answer)
            for option in options:
                if folded in _words(option):
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
                     else _quoted(self.label(o), lang) for o in options]
            allowed = t("teacher.either", lang, first=", ".join(words[:-1]), last=words[-1])
            inside = quoted_number(answer)
            if inside is not None and any(_same(inside, o) for o in options):
                return wrong(lang, "teacher.quoted_choice", found=repr(answer), example=inside)
            return wrong(lang, "teacher.not_a_choice", found=self._typed(answer),
                          allowed=allowed)
        if _same(option, want):
            return good(lang)
        mistake = self.mistake(option)
        if mistake is not None:
            return mistake
        return wrong(lang, "teacher.wrong_choice", found=_quoted(self.label(option), lang))

    def _typed(self, answer: Any) -> str:
        if isinstance(answer, bool):
            return self.label(answer)
        if isinstance(answer, int):
            return number_text(answer)
        return _student_words(answer, self.language)


def _quoted(word: str, language: str | None) -> str:
    """A word as a sentence quotes it: « vrai » in French, 'true' in English."""
    return f"« {word} »" if resolve(language) == "fr" else f"'{word}'"


def _student_words(answer: Any, language: str | None) -> str:
    """A student's answer as they read it (« la liste [3] », « le texte « trois » »), not
    as Python writes it."""
    if answer is None:
        return t("teacher.nothing", language)
    from algunokit.words import answer_words  # the four engines: only when needed

    return answer_words(answer, language)


def _words(option: Any) -> set[Any]:
    """What a student may type for ``option``: a truth value's words in both languages
    (only the current one's are ever shown), a text in any of its languages."""
    if isinstance(option, bool):
        return {w for words in TRUTH_WORDS.values() for w, v in words.items() if v is option}
    if isinstance(option, str):
        return {_fold(option)}
    if isinstance(option, dict):
        return {_fold(v) for v in option.values()}
    return set()


def _same(a: Any, b: Any) -> bool:
    """Equal with the same type (``True`` is not ``1``, ``"3"`` is not ``3``)."""
    return type(a) is type(b) and a == b


def choice(prompt: TextLike, answer: Any, options: Sequence[Any] | Callable[[], Any], *,
           hints: Any = (), explanation: Any = None,
           mistakes: Any = None) -> Choice:
    """An exercise whose answer is one of ``options`` (``[True, False]`` for true/false).

    ``mistakes`` maps a likely wrong option to what to tell the student."""
    return Choice("choice", text=prompt, hints=hints, explanation=explanation, answer=answer,
                  options=options, mistakes=mistakes)


# --- cards ------------------------------------------------------------------


def cards_text(hand: Sequence[Any], language: str | None = None) -> str:
    """A hand as a person reads it: « 2 cartes (3♥ R♥) », or « une main vide »."""
    if not hand:
        return t("teacher.no_card", language)
    return tn("teacher.cards", len(hand), language,
              cards=" ".join(c.short_label(language) for c in hand))


def hand_picture(hand: Sequence[Any], language: str | None = None) -> str:
    """The hand drawn as small cards (SVG markup), for feedback shown in a notebook."""
    from algunokit.draw.alguno import cards_picture

    if not hand:
        return ""
    return cards_picture(list(hand), card_width=44, per_row=12, language=language).svg


def small_hands(size: int = 2) -> list[list[Any]]:
    """Every hand of at most ``size`` cards of the 54-card deck (1 486 for 2)."""
    from algunokit.cards import classic_deck

    deck = list(classic_deck("54"))
    return [list(h) for k in range(size + 1) for h in combinations(deck, k)]


def default_hands() -> list[list[Any]]:
    """Every hand of 0 to 2 cards, then the seeded varied hands of ``sample_hands``."""
    from algunokit.exercises.alguno import sample_hands

    return small_hands(2) + sample_hands()


def _read_condition(value: Any) -> Any:
    from algunokit.alguno.lang import Condition
    from algunokit.alguno.notation import parse_condition
    from algunokit.exercises.alguno import read_condition

    if isinstance(value, Condition):
        return value
    if not isinstance(value, str):
        raise ConfigError("teacher.error.reference_kind", found=_short(value))
    first: AlgunokitError | None = None
    for read in (parse_condition, lambda s: read_condition(s, "fr"),
                 lambda s: read_condition(s, "en")):
        try:
            return read(value)
        except (AlgunokitError, ValueError) as err:
            first = first or (err if isinstance(err, AlgunokitError) else None)
    detail = first.message() if first is not None else _short(value)
    raise ConfigError("teacher.error.reference", detail=detail)


def _truth(value: bool, language: str | None) -> str:
    return t("alguno.value.true" if value else "alguno.value.false", language)


@dataclass
class ConditionCheck(TeacherExercise):
    reference: Any = None
    hands: Any = None

    def condition(self) -> Any:
        return _read_condition(read_now(self.reference, "reference", self.where()))

    def expected(self) -> str:
        """The reference in the kit's Python words (what a student would type)."""
        from algunokit.code.to_python import condition_python

        return condition_python(self.condition(), self.language)

    def shown(self, language: str | None = None) -> str:
        from algunokit.code.to_python import condition_python

        return condition_python(self.condition(), language or self.language)

    def current_hands(self) -> list[list[Any]]:
        from algunokit.cards import Card, Hand

        hands = read_now(self.hands, "hands", self.where())
        if hands is None:
            return default_hands()
        if not isinstance(hands, list | tuple) or not all(isinstance(h, list | tuple | str)
                                                          for h in hands):
            raise ConfigError("teacher.error.hands", found=_short(hands))
        result = []
        for hand in hands:  # cards, or codes a teacher types: "RC 10P", ["3H", "KH"]
            if not all(isinstance(c, Card | str) for c in hand):
                raise ConfigError("teacher.error.hands", found=_short(hand))
            result.append(list(Hand.from_codes(hand, self.language)))
        return result

    def check(self, answer: Any) -> Feedback:
        from algunokit.alguno.lang import Condition
        from algunokit.exercises.alguno import read_condition

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        reference = self.condition()
        try:
            student = answer if isinstance(answer, Condition) else read_condition(answer, lang)
        except CodeError as err:
            return wrong(lang, "exercises.code_error", detail=err.message(lang))
        hands = self.current_hands()
        for hand in sorted(hands, key=len):
            got, want = student.test(hand), reference.test(hand)
            if got != want:
                if not hand:
                    return wrong(lang, "teacher.condition.differs_empty",
                                  got=_truth(got, lang), want=_truth(want, lang))
                return Feedback(False, tn("teacher.condition.differs", len(hand), lang,
                                          hand=" ".join(c.short_label(lang) for c in hand),
                                          got=_truth(got, lang), want=_truth(want, lang)),
                                picture=hand_picture(hand, lang))
        return good(lang, "teacher.condition.good", n=len(hands))


def condition(prompt: TextLike, reference: Any, *, hands: Any = None, hints: Any = (),
              explanation: Any = None) -> ConditionCheck:
    """The student writes a condition in the kit's words (``nombre_de_coeurs() == 3``).

    ``reference`` is a Condition, its notation (``"hearts = 3"``) or the kit's Python
    words in either language. The student's text is read with :mod:`ast`, never run,
    and compared on every hand of 0 to 2 cards plus seeded random hands (or ``hands``).
    """
    return ConditionCheck("condition", text=prompt, hints=hints, explanation=explanation,
                          reference=reference, hands=hands)


# --- program ----------------------------------------------------------------


def _read_alternative(value: Any) -> Any:
    from algunokit.alguno.lang import Alternative
    from algunokit.code import from_python

    if isinstance(value, Alternative):
        return value
    if not isinstance(value, str):
        raise ConfigError("teacher.error.reference_kind", found=_short(value))
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


# --- function ---------------------------------------------------------------


def _arguments_text(args: tuple[Any, ...], language: str | None) -> str:
    return ", ".join(_value_text(a, language) for a in args)


def _value_text(value: Any, language: str | None) -> str:
    """A value as a student reads it: cards by their faces, truth in their words."""
    from algunokit.cards import Card

    if isinstance(value, bool):
        return t("common.true" if value else "common.false", language)
    if isinstance(value, Card):
        return value.short_label(language)
    if isinstance(value, list | tuple) and value and all(isinstance(v, Card) for v in value):
        return "[" + ", ".join(c.short_label(language) for c in value) + "]"
    return _short(value)


@dataclass
class FunctionCheck(TeacherExercise):
    reference: Any = None  # the model function
    cases: Any = ()  # argument tuples, or a function giving them
    name: str = "f"
    source: Any = None  # the model answer as the solution shows it (a text)

    def current_cases(self) -> tuple[tuple[Any, ...], ...]:
        cases = read_now(self.cases, "cases", self.where())
        if not isinstance(cases, list | tuple) or not cases:
            raise ConfigError("teacher.error.cases", found=_short(cases))
        return tuple(c if isinstance(c, tuple) else (c,) for c in cases)

    def expected(self) -> Any:
        if not callable(self.reference):
            raise ConfigError("teacher.error.reference_function", found=_short(self.reference))
        return self.reference

    def shown(self, language: str | None = None) -> str:
        if self.source is not None:
            return self.read_text(self.source, "solution", language)
        try:
            return inspect.getsource(self.expected()).strip()
        except (OSError, TypeError):
            return self.name

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        reference = self.expected()
        cases = self.current_cases()
        for args in cases:
            want = reference(*args)
            shown = _arguments_text(args, lang)
            try:
                got = answer(*args)
            except Exception as exc:  # a student's bug: report it, never crash the lesson
                from algunokit.slips import function_error

                return wrong(lang, "teacher.function.raised", name=self.name, args=shown,
                              why=function_error(exc, lang, answer))
            if got is ... and want is not ...:  # the starter's « return ... » is still there
                return wrong(lang, "teacher.function.unfinished", name=self.name)
            slip = returned_slip(lang, self.name, shown, got, want)
            if slip is not None:
                return slip
            if not _same(got, want) and not (isinstance(got, int | float)
                                             and not isinstance(got, bool)
                                             and type(want) in (int, float) and got == want):
                return wrong(lang, "teacher.function.differs", name=self.name, args=shown,
                              got=_value_text(got, lang), want=_value_text(want, lang))
        return good(lang, "exercises.function.good", n=len(cases))


def function(prompt: TextLike, reference: Callable[..., Any], *, cases: Any,
             name: str | None = None, hints: Any = (), explanation: Any = None,
             solution: TextLike | None = None) -> FunctionCheck:
    """The student writes a function; it is called on ``cases`` (argument tuples, or a
    function giving them when the student checks) and compared with ``reference``.

    >>> ex = function("Double", lambda x: 2 * x, cases=[(1,), (5,)], name="double")
    >>> ex.check(lambda x: x + x).ok, ex.check(lambda x: x + 2).ok
    (True, False)
    """
    return FunctionCheck("function", text=prompt, hints=hints, explanation=explanation,
                         reference=reference, cases=cases,
                         name=name or getattr(reference, "__name__", "f"), source=solution)


# --- strategy ---------------------------------------------------------------

#: The robots' names a teacher may type, in French or English.
ROBOT_NAMES = {"glouton": "greedy", "au hasard": "random", "hasard": "random",
               "greedy": "greedy", "random": "random", "heuristic": "heuristic",
               "malin": "heuristic"}


def student_player(strategy: Any, name: str = "student") -> Any:
    """The student's strategy as the match service plays it: its source (read from the
    notebook, :func:`strategy_source`) in a process of its own, or, in the browser
    kernel where no second process can start, the function itself, played here."""
    from algunokit.tournaments.runner import LocalStrategy
    from algunokit.tournaments.submissions import Chunk, Submission

    if sys.platform == "emscripten":
        return LocalStrategy(name, strategy)
    source = strategy_source(strategy)
    if source is None:
        return Submission(name, "<notebook>", problem=("tournament.problem.no_source", {}))
    return Submission(name, "<notebook>", (Chunk(None, source),), "strategy")


def strategy_source(function: Any) -> str | None:
    """The source a student's process needs to rebuild ``function``: its own code, the
    functions and plain values it names from its module, and the modules it imports.
    Read from the notebook's cells (IPython keeps them); None when it cannot be found."""
    seen: set[str] = set()
    parts: list[str] = []

    def add(fn: types.FunctionType) -> bool:
        if fn.__name__ in seen:
            return True
        seen.add(fn.__name__)
        try:
            source = inspect.getsource(fn)
        except (OSError, TypeError):
            return False
        source = inspect.cleandoc("\n" + source) if source[:1].isspace() else source
        for name in _names_used(fn.__code__):
            value = fn.__globals__.get(name)
            if name in seen or value is None or not name.isidentifier():
                continue
            if isinstance(value, types.FunctionType) and value.__module__ == fn.__module__:
                if not add(value):
                    return False
            elif isinstance(value, types.ModuleType):
                seen.add(name)
                parts.insert(0, f"import {value.__name__} as {name}")
            elif _importable(value):  # a function or class imported from a package
                seen.add(name)
                parts.insert(0, f"from {value.__module__} import {value.__qualname__} as {name}")
            elif _plain(value):
                seen.add(name)
                parts.insert(0, f"{name} = {value!r}")
        parts.append(source)
        return True

    if not isinstance(function, types.FunctionType) or not add(function):
        return None
    source = "\n\n".join(parts) + f"\n\nstrategy = {function.__name__}\n"
    try:
        ast.parse(source)
    except SyntaxError:
        return None
    return source


def _importable(value: Any) -> bool:
    module = getattr(value, "__module__", None)
    qualname = getattr(value, "__qualname__", "")
    return (isinstance(value, type | types.FunctionType | types.BuiltinFunctionType)
            and isinstance(module, str) and module in sys.modules
            and module not in ("__main__", "builtins") and qualname.isidentifier())


def _names_used(code: types.CodeType) -> list[str]:
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names += _names_used(const)
    return names


def _plain(value: Any, depth: int = 0) -> bool:
    if depth > 4:
        return False
    if value is None or isinstance(value, bool | int | float | str):
        return True
    if isinstance(value, list | tuple | set | frozenset):
        return all(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(_plain(k, depth + 1) and _plain(v, depth + 1) for k, v in value.items())
    return False


def _robot(name: str, language: str | None) -> str:
    return f"« {name} »" if resolve(language) == "fr" else f"'{name}'"


def _percent(value: float, language: str | None) -> str:
    text = f"{round(100 * value)} %"
    return text.replace(" ", "\u202f") if resolve(language) == "fr" else text.replace(" ", "")


@dataclass
class StrategyCheck(TeacherExercise):
    game: str = "alguno"
    opponents: Any = ("greedy",)
    games: int = 100
    target: float = 0.3
    seed: int = 1
    time_limit: float = 1.0

    def __post_init__(self) -> None:
        from algunokit.simulation import bot_label
        from algunokit.tournaments.games import tournament_game

        super().__post_init__()
        kind = tournament_game(self.game)
        names = [self.opponents] if isinstance(self.opponents, str) else list(self.opponents)
        robots = []
        for name in names:
            robot = ROBOT_NAMES.get(_fold(name)) if isinstance(name, str) else None
            if robot not in kind.robots:
                raise ConfigError("teacher.error.opponents", found=_short(name),
                                  allowed=", ".join(bot_label(r) for r in kind.robots))
            robots.append(robot)
        self.opponents = tuple(robots)
        if isinstance(self.target, bool) or not isinstance(self.target, int | float) \
                or not 0 <= self.target <= 1:
            raise ConfigError("teacher.error.target", found=_short(self.target))
        if isinstance(self.games, bool) or not isinstance(self.games, int) \
                or not 1 <= self.games <= 2000:
            raise ConfigError("teacher.error.games", found=_short(self.games))

    def expected(self) -> float:
        return float(self.target)

    def shown(self, language: str | None = None) -> str:
        from algunokit.simulation import bot_label

        lang = language or self.language
        return t("teacher.strategy.solution", lang, target=_percent(self.target, lang),
                 opponents=", ".join(_robot(bot_label(r, lang), lang) for r in self.opponents))

    @property
    def solution_answer(self) -> Any:  # no single answer: a strategy is judged by its games
        return None

    def check(self, answer: Any) -> Feedback:
        from algunokit.tournaments import run_tournament
        from algunokit.tournaments.games import tournament_game
        from algunokit.tournaments.submissions import Chunk, Submission, syntax_problem

        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if isinstance(answer, str):
            if sys.platform == "emscripten":  # a source runs only in a process of its own
                return wrong(lang, "teacher.strategy.browser")
            source = answer
            try:
                tree = ast.parse(source)
            except SyntaxError as err:
                key, params = syntax_problem(err, None)
                params = {k: text_in(v, lang) if isinstance(v, dict) else v
                          for k, v in params.items()}
                return wrong(lang, "teacher.strategy.problem", detail=t(key, lang, **params))
            defined = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
            if defined and not any(n in defined for n in ("strategy", "strategie")):
                source += f"\n\nstrategy = {defined[-1]}\n"
            me = Submission("student", "<notebook>", (Chunk(None, source),), "strategy")
        elif isinstance(answer, types.FunctionType):
            me = student_player(answer)
            if getattr(me, "problem", None) is not None:
                return wrong(lang, "teacher.strategy.no_source")
        else:
            return wrong(lang, "teacher.strategy.need_function",
                          found=type(answer).__name__)
        # The smallest table of a class tournament (three seats): the student and the
        # robots, repeated in order.
        seats = max(3, tournament_game(self.game).min_seats)
        robots = tuple(self.opponents[i % len(self.opponents)] for i in range(seats - 1))
        # A check is strict: the first fault (an error, a wrong answer, a time-out)
        # stops the strategy, and the feedback says which, in the tournament's words.
        result = run_tournament(self.game, [me], games=self.games, seed=self.seed,
                                seats=seats, robots=robots, time_limit=self.time_limit,
                                workers=1, max_faults=1)
        entry = next(e for e in result.entries if e.robot is None)
        if entry.disqualified:
            detail = entry.status(lang, time_limit=result.time_limit,
                                  memory_mb=result.memory_mb, max_faults=result.max_faults)
            return wrong(lang, "teacher.strategy.problem", detail=detail)
        params = {"games": entry.games, "rate": _percent(entry.rate, lang),
                  "target": _percent(self.target, lang)}
        passed = bool(entry.games) and entry.rate >= self.target
        key = "teacher.strategy.good" if passed else "teacher.strategy.short"
        return Feedback(passed, tn(key, entry.wins, lang, **params))


def strategy(prompt: TextLike, game: str, *, opponents: Any, games: int, target: float,
             hints: Any = (), seed: int = 1) -> StrategyCheck:
    """The student writes a strategy; it plays ``games`` games against ``opponents``
    (robots: « glouton », « au hasard » …) in a separate, time-limited process, as in a
    class tournament, and passes when it wins at least ``target`` (0 to 1) of them."""
    return StrategyCheck("strategy", text=prompt, hints=hints, game=game, opponents=opponents,
                         games=games, target=target, seed=seed)
