"""Issue 33, feedback texts: each one fits the question it answers, in French and English.

« renvoie Ellipsis », « Presque ! » for swapped branches shown on an empty hand, the
joker hint for a hand with no joker, options in Python's quotes ('vrai'), instructions in
the infinitive where the kit says « tu », « : Ligne 1 : », « 0 cartes », and « Ce n'est
pas faux » (in French: "you are right") said to a wrong « faux ».
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

import algunokit as ak
from algunokit.code import from_python
from algunokit.exercises.teacher import choice, condition
from algunokit.messages import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("fr", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_an_untouched_return_dots_is_not_said_as_ellipsis(lang):
    def taille_du_paquet(enseignes, valeurs, jokers):
        return ...

    text = str(ak.lesson("alguno", 1, lang).ex5.check(taille_du_paquet))
    assert "Ellipsis" not in text
    assert {"fr": "renvoie encore ...", "en": "still returns ..."}[lang] in text


@pytest.mark.parametrize("lang", LANGS)
def test_swapped_branches_are_named_not_almost_on_an_empty_hand(lang):
    ex = ak.lesson("alguno", 4, lang).ex5
    right = from_python(ex.solution_answer, lang)
    swapped = dataclasses.replace(right, then=right.otherwise, otherwise=right.then)
    text = str(ex.check(swapped))
    assert {"fr": "inversées", "en": "swapped"}[lang] in text
    for words in ("Presque", "Almost", "main vide", "empty hand"):
        assert words not in text


def hint_texts(exercise, lang) -> str:
    exercise._hints_given = 0
    return " ".join(str(exercise.hint()) for _ in range(3))


@pytest.mark.parametrize(("lesson", "name", "hand_with", "hand_without"), [
    (1, "ex1", "RC JR 3K", "RC 3K 10P"),  # hearts: the red joker is no heart
    (1, "ex2", "RC JR 3K", "RC 3K 10P"),  # red cards: the red joker counts
    (2, "ex1", "RC JN 3P", "RC 3P 10T"),  # black cards: the black joker counts
    (4, "ex2", "RC JR 3P", "RC 3P 10T"),  # hand B: the red joker is no heart
])
@pytest.mark.parametrize("lang", LANGS)
def test_the_joker_hint_only_when_the_hand_holds_that_joker(lesson, name, hand_with,
                                                           hand_without, lang):
    L = ak.lesson("alguno", lesson, lang)
    key = "hand_b" if lesson == 4 else "hand"
    L.data[key] = hand_with
    assert "joker" in hint_texts(getattr(L, name), lang)
    L.data[key] = hand_without
    text = hint_texts(getattr(L, name), lang)
    assert {"fr": "joker", "en": "joker"}[lang] not in text.replace("pas de joker", "").replace(
        "no red joker", "").replace("no black joker", "")


@pytest.mark.parametrize(("lang", "quoted"), [("fr", "« vrai » ou « faux »"),
                                              ("en", "'true' or 'false'")])
def test_options_are_quoted_as_the_language_quotes_words(lang, quoted):
    text = ak.lesson("alguno", 1, lang).ex4.check("peut-être").message
    assert quoted in text
    assert "'vrai'" not in text and "'faux'" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_false_is_never_told_it_is_not_false(lang):
    ex = choice({"fr": "Vrai ou faux ?", "en": "True or false?"}, True, [True, False])
    ex.language = lang
    text = ex.check({"fr": "faux", "en": "false"}[lang]).message
    assert not text.startswith("Ce n'est pas faux") and "It is not false" not in text
    assert {"fr": "Ta réponse, « faux », n'est pas la bonne",
            "en": "Your answer, 'false', is not the right one"}[lang] in text


#: Instructions a student reads: the kit says « tu », so never an infinitive.
INFINITIVE = re.compile(r"(?:^|[:.;] |, )(?:[Vv]érifier|écrire|[Ll]e mettre|la mettre|"
                        r"utiliser|mettre|[Ee]nlever|[Aa]jouter|[Rr]emplacer)\b")
STUDENT_KEYS = ("code.", "sb3.error.", "notebook.", "exercises.", "crash.", "teacher.")


def test_instructions_to_a_student_say_tu_never_the_infinitive():
    found = [key for key, entry in CATALOGUE.items()
             if key.startswith(STUDENT_KEYS) and ".cli." not in key and ".label." not in key
             and any(INFINITIVE.search(text) for text in
                     (entry["fr"].values() if isinstance(entry["fr"], dict) else [entry["fr"]]))]
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_code_error_in_feedback_has_one_colon_before_its_line(lang):
    ex = condition({"fr": "?", "en": "?"}, "hearts = 1")
    ex.language = lang
    text = ex.check("nombre_de_coeurs() == 1 et nombre_de_piques() == 2").message
    assert {"fr": ". Ligne 1 :", "en": ". Line 1:"}[lang] in text
    assert ": Ligne" not in text and ": Line" not in text


def test_a_count_of_cards_agrees_with_its_number():
    from algunokit.cards import Hand

    assert Hand().count_label("fr") == "0 carte" and Hand().count_label("en") == "0 cards"
    assert Hand.from_codes("RC", "fr").count_label("fr") == "1 carte"


@pytest.mark.parametrize("path", sorted((ROOT / "lessons").glob("*/*.ipynb")), ids=str)
def test_no_lesson_prints_a_count_with_a_plural_written_in(path):
    """« {len(main)} cartes » reads « 0 cartes » or « 1 cartes » when a hand shrinks (a
    deck's size, in the teacher's guide, is always many)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert not re.search(r"\{len\([^{}]*(hand|main)[^{}]*\)\} (cartes|cards)\b", code)


@pytest.mark.parametrize(("lang", "words"), [("fr", "Tu as écrit 3,5 : en Python, la virgule"),
                                             ("en", "You wrote 3,5: in Python, a comma")])
def test_a_decimal_comma_in_a_number_answer_is_named(lang, words):
    text = ak.lesson("alguno", 1, lang).ex1.check((3, 5)).message  # reponse = 3,5
    assert words in text and "3.5" in text and "[3 ; 5]" not in text


def test_the_suits_are_never_called_families():
    """docs/rules/writing.en.md: the suits' collective word is « enseigne », never « famille »."""
    found = [key for key, entry in CATALOGUE.items()
             if any("famille" in text for text in
                    (entry["fr"].values() if isinstance(entry["fr"], dict) else [entry["fr"]]))]
    assert found == []
