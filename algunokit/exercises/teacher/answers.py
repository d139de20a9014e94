"""How a student's answer is read and told back: words folded for comparison, an
answer quoted in the student's language, equality across spellings of the same value."""

from __future__ import annotations

from typing import Any

from algunokit.i18n import resolve, t

#: Words a student may type for a truth value, by language (only the current
#: language's words are ever shown).
TRUTH_WORDS: dict[str, dict[str, bool]] = {
    "fr": {"vrai": True, "faux": False, "oui": True, "non": False},
    "en": {"true": True, "false": False, "yes": True, "no": False},
}


def fold(value: Any) -> Any:
    return " ".join(value.split()).casefold() if isinstance(value, str) else value


def quoted(word: str, language: str | None) -> str:
    """A word as a sentence quotes it: « vrai » in French, 'true' in English."""
    return f"« {word} »" if resolve(language) == "fr" else f"'{word}'"


def answer_text(answer: Any, language: str | None) -> str:
    """A student's answer as they read it (« la liste [3] », « le texte « trois » »), not
    as Python writes it."""
    if answer is None:
        return t("teacher.nothing", language)
    from algunokit.words import answer_words  # the four engines: only when needed

    return answer_words(answer, language)


def typed_forms(option: Any) -> set[Any]:
    """What a student may type for ``option``: a truth value's words in both languages
    (only the current one's are ever shown), a text in any of its languages."""
    if isinstance(option, bool):
        return {w for words in TRUTH_WORDS.values() for w, v in words.items() if v is option}
    if isinstance(option, str):
        return {fold(option)}
    if isinstance(option, dict):
        return {fold(v) for v in option.values()}
    return set()


def same_value(a: Any, b: Any) -> bool:
    """Equal with the same type (``True`` is not ``1``, ``"3"`` is not ``3``)."""
    return type(a) is type(b) and a == b
