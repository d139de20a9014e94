"""Feedback without code forms: a refused choice (``common.error.not_an_option``) and a
strategy that breaks the rules say the answer, the options and the decision in words a
student reads, in French and in English: never a Python form (``half 0.0``,
``Side.LEFT``, ``Exchange(row=1, col=2)``) nor a decision's internal name
(``place_drawn``)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

import algunokit as ak
from algunokit.errors import RuleError
from algunokit.exercises import strategy
from algunokit.words import answer_words, decision_words, options_words

pytestmark = pytest.mark.subprocess  # strategies play in the tournament's worker processes

LANGS = ("fr", "en")


def internal_names() -> set[str]:
    from algunokit.alguno.moves import DecisionKind as A
    from algunokit.celsius.moves import DecisionKind as C
    from algunokit.gaag.moves import DecisionKind as G
    from algunokit.skyjo.moves import DecisionKind as S

    return {k.value for kind in (A, C, G, S) for k in kind} | {
        k.name for kind in (A, C, G, S) for k in kind}


#: What a Python form looks like in a message.
CODE_FORMS = [
    re.compile(r"\b[A-Z]\w*\(\w*="),           # Exchange(row=1, …), Build(half=0.0 …)
    re.compile(r"\b[A-Z]\w*\.[A-Z_]{2,}\b"),    # Side.LEFT, Pile.DRAW, DecisionKind.BUILD
    re.compile(r"\bCard\("),                    # Card(3H)
    re.compile(r"\bhalf \d"),                   # Build's own text
    re.compile(r"\b(then|else) card \d"),
    re.compile(r"\bNone\b"),
    re.compile(r"'gauche'|'a'"),                # a repr's quotes around a typed text
]


def assert_readable(message: str) -> None:
    for form in CODE_FORMS:
        assert not form.search(message), (form.pattern, message)
    for name in internal_names():
        if "_" in name or name.isupper():
            assert name not in message, (name, message)
        assert f"« {name} »" not in message and f"'{name}'" not in message, (name, message)


def _refused(game, answer, lang) -> str:
    with pytest.raises(RuleError) as info:
        game.decision.check(answer)
    assert info.value.key == "common.error.not_an_option"
    return info.value.message(lang)


def _games():
    from algunokit.alguno.game import Game as Alguno
    from algunokit.celsius.game import Game as Celsius
    from algunokit.gaag.game import Game as Gaag
    from algunokit.skyjo.game import Game as Skyjo

    return {"alguno": Alguno(4, (1, 2), seed=1), "skyjo": Skyjo(2, seed=1),
            "celsius": Celsius(2, seed=1), "gaag": Gaag(2, seed=1)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["alguno", "skyjo", "celsius", "gaag"])
def test_a_refused_choice_is_said_in_words(name, lang):
    game = _games()[name]
    option = game.decision.options[0]
    answers = ["gauche", None, 2.5, [1, "a"], object()]
    if hasattr(option, "__dataclass_fields__") and option.__dataclass_fields__:
        first = next(iter(option.__dataclass_fields__))
        value = getattr(option, first)
        if type(value) is int:  # the same option with a float inside: a look-alike
            answers.append(replace(option, **{first: float(value)}))
    for answer in answers:
        message = _refused(game, answer, lang)
        assert_readable(message)
    assert "« gauche »" in _refused(game, "gauche", "fr")
    assert '"gauche"' in _refused(game, "gauche", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_an_alguno_discard_refused_is_said_in_words(lang):
    """A discard's options are combinations of the hand (perhaps millions): its own
    check refuses a wrong kind of answer without walking them, in words too."""
    import random

    from algunokit.alguno.game import Game

    game, rng = Game(4, (1, 1), seed=3), random.Random(1)
    while game.decision.kind.value != "discard":
        options = game.decision.options
        game.choose(options[rng.randrange(len(options))])
    for answer in (["3H"], "gauche", None, 2.5):
        message = _refused(game, answer, lang)
        assert_readable(message)
        assert "'3H'" not in message and "[Card" not in message
    hand = game.hands[game.decision.player]
    assert hand[0].label(lang) in _refused(game, "x", lang)  # the options, as cards
    cut = _refused(game, "x", lang)  # more than four ways to discard: the list is cut
    assert cut.endswith(" …") and "…." not in cut, cut


@pytest.mark.parametrize("lang", LANGS)
def test_a_sentence_ending_in_an_ellipsis_takes_no_full_stop(lang):
    from algunokit.i18n import t

    cut = t("common.error.not_an_option", lang, choice="x", allowed="a ; b …")
    assert cut.endswith("a ; b …"), cut
    whole = t("common.error.not_an_option", lang, choice="x…", allowed="a ; b")
    assert whole.endswith("a ; b."), whole  # only where the ellipsis ends the sentence


def test_an_alguno_build_look_alike_is_named_by_its_half_and_cards():
    game = _games()["alguno"]
    build = game.decision.options[0]
    fr = _refused(game, replace(build, half=0.0), "fr")
    assert "la moitié « 0,0 » de la carte Condition" in fr and "la carte Action 1 dans ALORS" in fr
    assert "la moitié du haut de la carte Condition" in fr  # the options, in words
    en = _refused(game, replace(build, half=0.0), "en")
    assert 'half "0.0" of the Condition card' in en and "Action card 1 in THEN" in en


def test_cards_neighbours_and_skyjo_options_in_words():
    from algunokit.alguno.lang import Side
    from algunokit.cards import Hand
    from algunokit.skyjo.moves import Exchange, Pile

    hand = Hand.from_codes("3H KH JB")
    assert answer_words(tuple(hand[:2]), "fr") == "3 de cœur, roi de cœur"
    assert answer_words(Side.LEFT, "fr") == "le voisin ou la voisine de gauche"
    assert answer_words(Side.RIGHT, "en") == "the right neighbour"
    assert answer_words(Exchange(1, 2), "en") == "exchange with the card at row 1, column 2"
    assert answer_words(Pile.DRAW, "fr") == "prendre dans la pioche"
    assert answer_words(True, "fr") == "vrai" and answer_words(2.5, "fr") == "2,5"
    assert "ou" in options_words([Side.LEFT, Side.RIGHT], "fr")


def test_answer_words_never_raises():
    class Broken:
        def __str__(self):
            raise ValueError("no")

        def __repr__(self):
            raise ValueError("no")

    for lang in LANGS:
        text = answer_words(Broken(), lang)
        assert "Broken" in text and text
        assert answer_words([Broken()] * 3, lang)
        deep: list = []
        deep.append(deep)
        assert answer_words(deep, lang)
        assert answer_words(10 ** 5000, lang)


def test_every_decision_has_a_name_in_both_languages():
    from algunokit.alguno.moves import DecisionKind as A
    from algunokit.celsius.moves import DecisionKind as C
    from algunokit.gaag.moves import DecisionKind as G
    from algunokit.skyjo.moves import DecisionKind as S

    other = decision_words("anything", "fr")
    for kind in (A, C, G, S):
        for member in kind:
            fr, en = decision_words(member, "fr"), decision_words(member, "en")
            assert fr != other and fr != en and member.value not in fr


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["alguno", "skyjo"])
def test_a_rule_breaking_strategy_is_told_in_words(game, lang):
    ex = strategy("?", game, opponents=["random"], games=2, target=0.1)
    ex.language = lang
    feedback = ex.check("def strategie(vue, decision):\n    return 'gauche'\n")
    assert not feedback.ok
    assert_readable(feedback.message)
    assert ("le texte « gauche »" if lang == "fr" else 'the text "gauche"') in feedback.message
    # the decision it was asked, in words (a check stops at the first fault)
    asked = {"fr": "qui n'est pas une des options pour ",
             "en": "which is not one of the options to "}
    assert asked[lang] in feedback.message
    assert "1 faute :" in feedback.message or "1 fault:" in feedback.message


def _nine(view, decision):
    """A strategy played apart: module-level names only (as a notebook's cells)."""
    from algunokit.skyjo.moves import Exchange

    return Exchange(9, 9)


def _divided(view, decision):
    """A row computed with / (a whole float): a look-alike of an option."""
    from dataclasses import replace

    option = decision.options[0]
    if type(getattr(option, "row", None)) is int:
        return replace(option, row=float(option.row))
    return option


@pytest.mark.parametrize("lang", LANGS)
def test_the_skyjo_lessons_own_games_say_a_bad_answer_in_words(lang):

    L = ak.lesson("skyjo", 1, lang)
    result = L.ex4.tournament(_nine, games=1, bots=("random",), progress=False)
    assert result.entries[0].faults
    assert_readable(str(result))
    assert ("ligne 9, colonne 9" if lang == "fr" else "row 9, column 9") in str(result)


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_names_a_wrong_answer_in_words(lang):
    L = ak.lesson("alguno", 8, lang)
    message = L.ex4.check(lambda vue, decision: "gauche").message
    assert ("le texte « gauche »" if lang == "fr" else 'the text "gauche"') in message
    assert_readable(message)
    message = L.ex4.check(lambda vue, decision: None).message
    assert ("n'a rien renvoyé" if lang == "fr" else "returned nothing") in message
    assert_readable(message)


@pytest.mark.parametrize("lang", LANGS)
def test_the_skyjo_lessons_own_games_refuse_a_look_alike_in_words(lang):
    """A row computed with / (``Reveal(0.0, 1)``) is refused by the game itself: the
    lesson's games say so in the student's words, and no error escapes."""

    from algunokit.lessons.skyjo_1 import reference_strategy

    model = reference_strategy()

    L = ak.lesson("skyjo", 1, lang)
    result = L.ex4.tournament(_divided, games=1, bots=("random",), progress=False)
    assert result.entries[0].faults and {f.kind for f in result.entries[0].faults} == {"illegal"}
    assert ("n'est pas une des options" if lang == "fr" else "is not one of the options") \
        in str(result)
    # the likely slip: / where // was meant
    assert "//" in str(result) and "//" in result._repr_html_()
    assert not L.ex4.tournament(model, games=1, bots=("random",),
                                progress=False).entries[0].faults
    # one game: « 1 partie », "1 two-player game"
    assert str(result).startswith("Tournoi : 1 partie à deux" if lang == "fr"
                                  else "Tournament: 1 two-player game against")


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_refuses_a_look_alike_build_as_the_game_does(lang):
    from dataclasses import replace

    from algunokit.lessons.alguno_8 import best_option

    L = ak.lesson("alguno", 8, lang)
    assert L.ex4.check(best_option).ok
    look_alike = L.ex4.check(lambda view, decision: replace(best_option(view, decision),
                                                            half=0.0 + best_option(
                                                                view, decision).half))
    assert not look_alike.ok
    assert_readable(look_alike.message)


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_names_builds_as_the_games_do(lang):
    """« la moitié du haut de la carte Condition … », not « moitié 1 »; options told
    apart by semicolons (a build in words holds commas), four of them, then « … »."""
    from algunokit.alguno.moves import Build
    from algunokit.lessons.alguno_8 import option_text, play_game

    assert option_text(Build(0, 1, 2), lang) == answer_words(Build(0, 1, 2), lang)
    top = "la moitié du haut" if lang == "fr" else "the top half"
    assert option_text(Build(0), lang).startswith(top)

    def builds_half_five(view, decision):
        return Build(5, 1, 2) if decision.kind.value == "build" else decision.options[0]

    _, refusal = play_game(builds_half_five, 0, 3, ("random", "random", "random"),
                           language=lang)
    from algunokit.i18n import t

    message = t(refusal.key, lang, **{"game": 1, **refusal.params})  # the caller's game
    assert "Build(" not in message and "half=" not in message
    allowed = message.split(" : " if lang == "fr" else ": ")[-1]
    assert allowed.count(";") == 3 and top in allowed and "…" in allowed and "…." not in message


def test_numbers_are_written_as_the_reader_writes_them():
    """French writes a decimal comma: a look-alike row « 0,0 », a tournament's mean
    « 20,3 points » (in its text and its table)."""
    from algunokit.exercises.skyjo import VersusTable
    from algunokit.skyjo.moves import Reveal
    from algunokit.tournaments.results import Entry, GameRecord, TournamentResult

    assert answer_words(Reveal(0.0, 1), "fr") == "retourner la carte ligne 0,0, colonne 1"
    assert answer_words(Reveal(0.0, 1), "en") == "turn the card at row 0.0, column 1 face up"
    assert answer_words(Reveal(0, 1), "fr") == "retourner la carte ligne 0, colonne 1"

    def result(lang):
        records = [GameRecord((0, 1), (0,), (20, 170)), GameRecord((1, 0), (1,), (170, 21)),
                   GameRecord((0, 1), (0,), (20, 171))]
        return TournamentResult("skyjo", 2, 3, 3, 0, [Entry("me"), Entry("r", robot="random")],
                                records=records, presentation=VersusTable(("random",), 3, lang))

    french, english = result("fr"), result("en")
    assert "20,3 points" in str(french) and ">20,3<" in french._repr_html_()
    assert "20.3 points" in str(english) and ">20.3<" in english._repr_html_()
