"""Texts that follow the data: a prompt, a hint, a title or a solution may be a function
without arguments, read each time it is shown; a bad one is named clearly, with its
exercise, in both languages, and nothing changes."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.errors import ConfigError
from algunokit.exercises import choice, function, number
from algunokit.lessons.answers import entry


def made(ex, lang):
    ex.language = lang
    return ex


def _counting(data):
    return number(lambda: {"fr": f"Combien de cartes dans {data['hand']} ?",
                           "en": f"How many cards in {data['hand']}?"},
                  lambda: len(data["hand"].split()),
                  hints=[lambda: {"fr": f"Compte {data['hand']}.",
                                  "en": f"Count {data['hand']}."},
                         {"fr": "Un par un.", "en": "One by one."}])


@pytest.mark.parametrize(("lang", "words"), [("fr", "Combien de cartes dans"),
                                              ("en", "How many cards in")])
def test_a_prompt_function_follows_the_data_in_both_languages(lang, words):
    data = {"hand": "3H KH"}
    ex = made(_counting(data), lang)
    assert ex.prompt() == f"{words} 3H KH" + (" ?" if lang == "fr" else "?")
    assert "3H KH" in ex.hint().text
    data["hand"] = "AS 2S 3S"
    assert "AS 2S 3S" in ex.prompt() and "3H" not in ex.prompt()
    assert ex.check(3).ok and not ex.check(2).ok
    assert "AS 2S 3S" in ex._repr_html_()
    assert "AS 2S 3S" in entry("ex1", ex, lang).prompt  # the answer key reads it too
    assert any("AS 2S 3S" in h for h in ex.hint_texts(lang))


def test_hints_may_be_one_function_giving_the_list():
    data = {"n": 2}
    ex = made(number("?", lambda: data["n"],
                     hints=lambda: [f"Pense à {data['n']}."] * data["n"]), "fr")
    assert "1/2" in ex.hint().text
    data["n"] = 3
    assert "2/3" in ex.hint().text and "Pense à 3." in ex.hint().text
    data["n"] = 0
    assert ex.hint().text == made(number("?", 1), "fr").hint().text  # "no hint", said so


@pytest.mark.parametrize("bad", [3, None, ["fr"], {"de": "Wie viele?"}, {"fr": 3}])
def test_a_function_giving_no_text_is_named_with_its_exercise(bad):
    ex = made(number(lambda: bad, 1, hints=[lambda: bad]), "fr")
    with pytest.raises(ConfigError) as info:
        ex.prompt()
    assert info.value.key == "teacher.error.text_returned"
    assert "prompt=" in info.value.message("fr") and "number()" in info.value.message("fr")
    assert "prompt=" in info.value.message("en") and "exercise" in info.value.message("en")
    with pytest.raises(ConfigError):
        ex.hint()
    assert ex._hints_given == 0  # a broken hint is not counted as given


def test_in_a_lesson_the_message_names_the_exercise_and_its_lesson():
    L = ak.lesson("alguno", 1, "en")
    L.add("ex7", number(lambda: 1 // 0, 1))
    with pytest.raises(ConfigError) as info:
        L.ex7.prompt()
    assert info.value.key == "teacher.error.function_of"
    for lang in ("fr", "en"):
        text = info.value.message(lang)
        assert "ex7 (alguno 1)" in text and "prompt=" in text
        assert ("ligne" if lang == "fr" else "line") in text
    L.add("ex8", choice("?", True, [True, False], hints=lambda: 5))
    with pytest.raises(ConfigError) as info:
        L.ex8.hint()
    assert info.value.key == "teacher.error.hints_returned"
    assert "ex8 (alguno 1)" in info.value.message("fr")


def test_a_text_function_that_needs_arguments_is_refused_when_built():
    for build in (lambda: number(lambda lang: "?", 1),
                  lambda: number("?", 1, hints=[lambda n: "x"]),
                  lambda: number("?", 1, explanation=lambda n: "x")):
        with pytest.raises(ConfigError) as info:
            build()
        assert info.value.key == "teacher.error.text_arguments"
        assert info.value.message("fr") != info.value.message("en")


def test_explanation_mistakes_and_solution_texts_may_be_functions_too():
    data = {"n": 4}
    ex = made(number("?", lambda: data["n"],
                     mistakes={5: lambda: f"Pas {data['n'] + 1} !"}), "fr")
    assert ex.check(5).message == "Pas 5 !"
    data["n"] = 1
    assert ex.check(5).message == "Pas 2 !"  # the teacher's text names the data now
    double = made(function("Double", lambda x: 2 * x, cases=[(1,)], name="double",
                           solution=lambda: f"def double(x):\n    return {data['n'] + 1} * x"),
                  "en")
    assert "return 2 * x" in double.solution().text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_alguno_prompts_quote_the_lessons_hand(lang):
    L = ak.lesson("alguno", 2, lang)
    joker = {"fr": "le joker noir", "en": "the black joker"}[lang]
    assert joker in L.ex1.prompt() and joker in L.ex3.prompt()
    L.data["hand"] = "KH 10S"
    king = {"fr": "R♥", "en": "K♥"}[lang]  # the letter French decks print: roi
    assert king in L.ex1.prompt() and joker not in L.ex1.prompt()
    L.data["hand"] = []
    assert {"fr": "une main vide", "en": "an empty hand"}[lang] in L.ex1.prompt()
    four = ak.lesson("alguno", 4, lang)
    four.data["hand_b"] = "AS 2S"
    assert "A♠" in four.ex2.prompt() and "A♠" in four.ex3.prompt()
    assert "A♠" not in four.ex1.prompt()
