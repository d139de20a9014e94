"""The exercise kinds of Alg(un)o's lesson 8 (write a strategy step by step).

Each works on the lesson's student objects (:mod:`algunokit.alguno.student`)
and reads its cases when the student checks (``cases``, ``counts``: functions the
lesson gives): pick the best option by eye (:class:`BestByEye`), a function comparing
two options (:class:`BetterOfTwo`), keeping the best (:class:`BestOption`), spotting an
option that lets someone else win (:class:`Dangerous`), a whole strategy played against
the robots (:class:`LessonStrategy`). The lesson's data and model answers stay in
:mod:`algunokit.lessons.alguno_8`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from algunokit.alguno.moves import Build
from algunokit.alguno.student import (
    StudentDecision,
    StudentView,
    build_text,
    option_text,
    others_out,
    seat_name,
)
from algunokit.errors import ConfigError
from algunokit.exercises.core import (
    Feedback,
    good,
    not_yet,
    nothing_returned,
    prints_instead_of_return,
    returned_slip,
    wrong,
)
from algunokit.exercises.teacher import (
    StrategyCheck,
    TeacherExercise,
    quoted_number,
    read_now,
)
from algunokit.i18n import resolve, t, tn
from algunokit.protocol import safe_text, same_answer


def good_builds(view: StudentView, options: Sequence[Build]) -> set[Build]:
    """The builds a "keep the best" strategy may pick: those leaving me the fewest cards,
    or (exercise 6's improvement) the fewest among those that let nobody else win."""
    def fewest(among: Sequence[Build]) -> set[Build]:
        least = min((view.cartes_apres(o) for o in among), default=None)
        return {o for o in among if view.cartes_apres(o) == least}

    return fewest(options) | fewest([o for o in options if not others_out(view, o)])


@dataclass
class BestByEye(TeacherExercise):
    """Which option number leaves the fewest cards? Every option that ties is right;
    ``counts`` (a function) gives, for each option, the cards it would leave."""

    counts: Any = None

    def current_counts(self) -> tuple[int, ...]:
        return tuple(read_now(self.counts, "counts"))

    def best(self) -> tuple[int, ...]:
        counts = self.current_counts()
        return tuple(i for i, n in enumerate(counts) if n == min(counts))

    def expected(self) -> int:
        return self.best()[0]

    def shown(self, language: str | None = None) -> str:
        return ", ".join(map(str, self.best()))

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        inside = quoted_number(answer)
        if inside is not None:
            return wrong(lang, "teacher.quoted_number", found=repr(answer), number=inside)
        if isinstance(answer, bool) or not isinstance(answer, int):
            return wrong(lang, "teacher.need_number", found=safe_text(answer))
        counts = self.current_counts()
        if answer not in range(len(counts)):
            return wrong(lang, "lessons_alguno_b.l8.ex2.no_such", found=answer,
                          last=len(counts) - 1)
        if answer in self.best():
            return good(lang)
        return Feedback(False, tn("lessons_alguno_b.l8.ex2.not_best", counts[answer], lang,
                                  found=answer))


@dataclass
class OptionFunction(TeacherExercise):
    """A function of a student's, checked on the build decisions of seeded games read
    from the lesson's data when the student checks (``cases``, a function)."""

    cases: Any = None
    reference: Any = None
    sources: Any = None  # {"fr": …, "en": …}: the model answer as the solution shows it

    def current_cases(self) -> tuple[tuple[int, StudentView, StudentDecision], ...]:
        return tuple(read_now(lambda: self.cases(resolve(self.language)), "cases"))

    def expected(self) -> Callable[..., Any]:
        return self.reference

    def shown(self, language: str | None = None) -> str:
        return self.sources[resolve(language or self.language)]

    def _call(self, answer: Any, *args: Any) -> tuple[Any, Feedback | None]:
        from algunokit.slips import function_error

        try:
            got = answer(*args)
        except Exception as exc:  # a student's bug: report it, never crash the lesson
            lang = self.language
            details = ()
            if isinstance(exc, TypeError) and "not supported between" in str(exc):
                # comparing options instead of their numbers of cards
                details = (t("lessons_alguno_b.l8.compare_counts", lang),)
            return None, wrong(lang, "lessons_alguno_b.l8.function.raised",
                                *details, error=function_error(exc, lang, answer))
        if callable(got) and hasattr(got, "__code__"):  # « return meilleure_option »
            name = getattr(answer, "__name__", "f")
            return None, returned_slip(self.language, name, "…", got, None)
        return got, None

    def check(self, answer: Any) -> Feedback:
        lang = self.language
        if answer is ...:
            return not_yet(lang)
        if not callable(answer):
            return wrong(lang, "exercises.need_function", found=type(answer).__name__)
        return self.check_function(answer)

    def check_function(self, function: Callable[..., Any]) -> Feedback:
        raise NotImplementedError


@dataclass
class BetterOfTwo(OptionFunction):
    """``la_meilleure_des_deux(vue, a, b)``: the option that leaves fewer cards (a tie:
    either)."""

    def check_function(self, function: Callable[..., Any]) -> Feedback:
        lang = self.language
        tried = 0
        for turn, view, decision in self.current_cases():
            options = decision.options
            counts = [view.cartes_apres(o) for o in options]
            low, high = options[counts.index(min(counts))], options[counts.index(max(counts))]
            pairs = [(high, low), (low, high), (options[0], options[-1]),
                     (options[-1], options[0])]
            # two different options that leave as many cards: a tie must give a
            tied = next(((x, y) for i, x in enumerate(options) for y in options[i + 1:]
                         if view.cartes_apres(x) == view.cartes_apres(y)), None)
            if tied is not None:
                pairs += [tied, tied[::-1]]
            for a, b in pairs:
                got, error = self._call(function, view, a, b)
                if error is not None:
                    return error
                tried += 1
                if got is None:  # a path without return, or print instead of return
                    return nothing_returned(lang, function, t(
                        "lessons_alguno_b.l8.case.ab", lang, turn=turn,
                        a=build_text(view, a, lang), b=build_text(view, b, lang)))
                if not (same_answer(a, got) or same_answer(b, got)):
                    return wrong(lang, "lessons_alguno_b.l8.ex3.not_a_or_b",
                                  found=option_text(got, lang))
                tie = view.cartes_apres(a) == view.cartes_apres(b)
                if tie and not same_answer(a, got):  # the statement: « a if they are equal »
                    return Feedback(False, tn(
                        "lessons_alguno_b.l8.ex3.tie", view.cartes_apres(a), lang,
                        turn=turn, a=build_text(view, a, lang), b=build_text(view, b, lang)))
                if view.cartes_apres(got) > min(view.cartes_apres(a), view.cartes_apres(b)):
                    return Feedback(False, tn(
                        "lessons_alguno_b.l8.ex3.worse", view.cartes_apres(a), lang,
                        turn=turn, a=build_text(view, a, lang), b=build_text(view, b, lang),
                        nb=view.cartes_apres(b), got="a" if got == a else "b"))
        return good(lang, "lessons_alguno_b.l8.ex3.good", n=tried)


@dataclass
class BestOption(OptionFunction):
    """``meilleure_option(vue, decision)``: an option that leaves the fewest cards."""

    def check_function(self, function: Callable[..., Any]) -> Feedback:
        lang = self.language
        cases = self.current_cases()
        for turn, view, decision in cases:
            got, error = self._call(function, view, decision)
            if error is not None:
                return error
            if got is None:  # a path of the function without return
                if prints_instead_of_return(function):
                    return nothing_returned(lang, function, t(
                        "lessons_alguno_b.l8.case.turn", lang, turn=turn))
                return wrong(lang, "lessons_alguno_b.l8.ex4.none")
            # the very option: the game refuses a look-alike such as Build(0.0, 1, 2)
            exact = [o for o in decision.options if same_answer(o, got)]
            if not exact:
                return wrong(lang, "lessons_alguno_b.l8.ex4.not_an_option",
                              found=option_text(got, lang))
            got = exact[0]
            fewest = min(view.cartes_apres(o) for o in decision.options)
            if got not in good_builds(view, decision.options):
                best = next(o for o in decision.options if view.cartes_apres(o) == fewest)
                return Feedback(False, tn(
                    "lessons_alguno_b.l8.ex4.not_best", view.cartes_apres(got), lang,
                    turn=turn, found=build_text(view, got, lang),
                    best=build_text(view, best, lang), m=fewest,
                    count=len(decision.options)))
        return good(lang, "lessons_alguno_b.l8.ex4.good", n=len(cases))


@dataclass
class Dangerous(OptionFunction):
    """``dangereuse(vue, option)``: would someone else have no card left (and win)?"""

    def check_function(self, function: Callable[..., Any]) -> Feedback:
        lang = self.language
        tried = 0
        for turn, view, decision in self.current_cases():
            for option in decision.options:
                got, error = self._call(function, view, option)
                if error is not None:
                    return error
                tried += 1
                want = bool(others_out(view, option))
                if got is None:
                    return nothing_returned(lang, function, t(
                        "lessons_alguno_b.l8.case.option", lang, turn=turn,
                        option=build_text(view, option, lang)))
                if isinstance(got, str) and got.strip() in ("True", "False"):
                    return wrong(lang, "exercises.returned.bool_text", found=got.strip())
                if not isinstance(got, bool):
                    return wrong(lang, "lessons_alguno_b.l8.ex6.not_bool",
                                  found=safe_text(got))
                if got != want:
                    sizes = ", ".join(t("lessons_alguno_b.l8.compare.seat", lang,
                                        name=seat_name(view, s, lang), n=len(h))
                                      for s, h in enumerate(view.imagine(option)))
                    return wrong(lang, "lessons_alguno_b.l8.ex6.missed" if want
                                  else "lessons_alguno_b.l8.ex6.false_alarm",
                                  turn=turn, option=build_text(view, option, lang),
                                  sizes=sizes)
        if not tried:
            raise ConfigError("lessons_alguno_b.l8.error.no_danger")
        return good(lang, "lessons_alguno_b.l8.ex6.good", n=tried)


@dataclass
class LessonStrategy(StrategyCheck):
    """The lesson's whole strategy, played in a separate, time-limited process against
    the robots as :func:`~algunokit.exercises.teacher.strategy` does; its expected answer
    is the model strategy's source (exercises 4 and 5 pasted together), which passes."""

    sources: Any = None
    #: what the solution shows ({"fr": …, "en": …}): the strategy's last step
    shown_sources: Any = None

    def expected(self) -> str:  # type: ignore[override]
        return self.sources[resolve(self.language)]

    @property
    def solution_answer(self) -> Any:  # the model strategy passes: it is an answer
        return self.expected()

    def shown(self, language: str | None = None) -> str:
        return self.shown_sources[resolve(language or self.language)]

    def explain(self, language: str | None = None) -> str:
        return super().shown(language)

    def check(self, answer: Any) -> Feedback:
        # The games are seeded: the same source passes the same way every time, so a
        # passing source is not played again (the lesson's tests check it often).
        key = (answer, resolve(self.language), self.games, self.target, self.opponents,
               self.seed) if isinstance(answer, str) else None
        if key is not None and key in _PASSED:
            return _PASSED[key]
        feedback = super().check(answer)
        if key is not None and feedback.ok and len(_PASSED) < 64:
            _PASSED[key] = feedback
        return feedback


#: passing strategies already played, by source and settings (see LessonStrategy.check)
_PASSED: dict[tuple[Any, ...], Feedback] = {}


__all__ = ["BestByEye", "BestOption", "BetterOfTwo", "Dangerous", "LessonStrategy",
           "OptionFunction", "good_builds"]
