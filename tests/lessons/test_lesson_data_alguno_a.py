"""Alg(un)o lessons 1-4 with many other data (#14): beyond the contract of
test_lesson_data.py, every explanation and every usual-mistake message is computed
for the data (no left-over placeholder, no « (s) », truth words in the student's
language only), each mistake is reachable and never said for the right answer, and
the two lesson-specific kinds (names with optional accents, a function named in the
student's language) pass their expected answer and fail a perturbed one."""

from __future__ import annotations

import random
import re

import pytest

from algunokit.errors import AlgunokitError
from algunokit.exercises.teacher import read_now
from algunokit.lessons import lesson
from algunokit.lessons.alguno_data import NameChoice, NamedFunction, name_choice

LESSONS = (1, 2, 3, 4)
SEEDS = range(40)
ENGLISH_ONLY = re.compile(r"\b(true|false|then|else|nobody|none)\b", re.IGNORECASE)
FRENCH_ONLY = re.compile(r"\b(vraie?|fausse?|alors|sinon|personne|aucune)\b", re.IGNORECASE)


def texts_of(exercise, language: str) -> list[str]:
    """The explanation and every usual-mistake message, in ``language``."""
    found = [exercise.explain(language)]
    table = read_now(exercise.mistakes, "mistakes") or {}
    pairs = table if isinstance(table, list | tuple) else list(table.items())
    found += [text[language] if isinstance(text, dict) else text for _, text in pairs]
    return found


def clean(text: str, language: str) -> None:
    assert "{" not in text and "}" not in text, text
    assert "(s)" not in text, text
    other = ENGLISH_ONLY if language == "fr" else FRENCH_ONLY
    assert not other.search(text), (language, text)


@pytest.mark.parametrize("number", LESSONS)
def test_explanations_and_mistakes_fit_every_data(number):
    for seed in SEEDS:
        language = "fr" if seed % 2 else "en"
        current = lesson("alguno", number, language)
        current.data.update(current.module.random_data(random.Random(seed)))
        for name, exercise in current.exercises.items():
            expected = exercise.expected()
            for text in texts_of(exercise, language):
                clean(text, language)
            table = read_now(exercise.mistakes, "mistakes") or {}
            pairs = table if isinstance(table, list | tuple) else list(table.items())
            for wrong, text in pairs:
                result = exercise.check(wrong)
                if type(wrong) is type(expected) and wrong == expected:
                    assert result.ok, (number, name, seed)  # never a mistake for the answer
                else:
                    assert not result.ok and result.message == text[language], \
                        (number, name, seed, wrong)


@pytest.mark.parametrize("number", (1, 3, 4))
def test_a_bad_value_is_refused_in_french_and_changes_nothing(number):
    current = lesson("alguno", number, "fr")
    before = dict(current.data)
    for key in current.data:
        for bad in ("n'importe quoi", -1, [None]):
            with pytest.raises(AlgunokitError) as caught:
                current.data[key] = bad
            message = caught.value.message("fr")
            assert message and "Traceback" not in message
    assert dict(current.data) == before


def test_name_choice_accents_are_optional_and_a_perturbed_name_fails():
    exercise = name_choice("Qui ?", lambda: "Chloé", ("Alice", "Chloé", "Éloïse"))
    exercise.language = "fr"
    assert isinstance(exercise, NameChoice)
    for typed in ("Chloé", "chloe", "  CHLOE ", "chLoé"):
        assert exercise.check(typed).ok, typed
    for wrong in ("Alice", "eloise", "Éloïse"):
        assert not exercise.check(wrong).ok, wrong
    assert "n'est pas une des réponses possibles : choisis" in exercise.check("Chloë Z").message


def test_name_choice_mistakes_may_be_pairs_for_options_that_are_texts():
    then_, else_ = {"fr": "ALORS", "en": "THEN"}, {"fr": "SINON", "en": "ELSE"}
    exercise = name_choice("?", then_, [then_, else_],
                           mistakes=lambda: [(else_, {"fr": "Non : vraie.", "en": "No: true."})])
    exercise.language = "en"
    assert exercise.check("then").ok and exercise.check("Alors").ok
    assert exercise.check("else").message == "No: true."


def test_the_deck_function_is_named_in_the_students_language():
    for language, name in (("fr", "taille_du_paquet"), ("en", "deck_size")):
        exercise = lesson("alguno", 1, language).ex5
        assert isinstance(exercise, NamedFunction)
        assert exercise.check(lambda s, r, j: s * r + j).ok
        result = exercise.check(lambda s, r, j: s * r + j + 1)
        assert not result.ok and result.message.startswith(f"{name}(4, 13, 2)")
        assert f"def {name}(" in exercise.solution_text(language)
