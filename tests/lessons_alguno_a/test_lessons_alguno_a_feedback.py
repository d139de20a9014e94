"""Alg(un)o lessons 1-4: the answers are the ones the notebooks describe, they follow the
lesson's data when a teacher changes it, and usual wrong answers get feedback that says
what went wrong, on which hand or card, in the student's language."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.errors import ConfigError


def lesson(number: int, lang: str = "fr"):
    return ak.lesson("alguno", number, lang)


def answers(current) -> tuple:
    return tuple(e.expected() for e in current.exercises.values())


# ---------------------------------------------------------------------------
# Lesson 1: counting


def test_lesson1_answers_match_the_hand_shown():
    L = lesson(1)
    assert [c.short for c in L.data["hand"]] == ["7♥", "Q♠", "2♦", "JKR", "10♥", "4♣", "A♥"]
    assert answers(L)[:4] == (3, 5, 27, False)
    assert len(L.data["deck"]) == 54


def test_lesson1_answers_and_explanations_follow_the_hand_a_teacher_types():
    L = lesson(1)
    L.data["hand"] = "3H KH JB"
    assert answers(L)[:2] == (2, 2)
    assert L.ex1.check(2).ok and not L.ex1.check(3).ok
    assert "2 cœurs dans la main : 3♥ et R♥." in str(L.ex1.solution())
    L.data["hand"] = "3H"
    assert "Un seul cœur dans la main : 3♥." in str(L.ex1.solution())
    L.data["hand"] = []
    solution = str(L.ex2.solution())
    assert "Aucune carte rouge" in solution and "(s)" not in solution and "0 carte" not in solution
    L.reset()
    assert answers(L)[:2] == (3, 5)


def test_lesson1_other_red_cards_are_named_with_the_right_plural():
    L = lesson(1, "en")
    assert "Not hearts, even though they are red: 2♦ and the red joker." in L.ex1.explain("en")
    L.data["hand"] = "3H 2D"
    assert "Not a heart, even though it is red: 2♦." in L.ex1.explain("en")


def test_lesson1_counting_the_joker_as_a_heart_is_explained():
    result = lesson(1).ex1.check(4)
    assert not result.ok and "joker n'a pas d'enseigne" in result.message
    result = lesson(1, "en").ex1.check(5)
    assert "Only the ♥ are hearts" in result.message


def test_lesson1_mistakes_follow_the_hand():
    L = lesson(1)
    L.data["hand"] = "3H KH 8S"  # no joker: one heart too many is just too many
    result = L.ex1.check(3)
    assert not result.ok and "joker" not in result.message and "trop" in result.message
    L.data["hand"] = "3H JR"
    assert "joker n'a pas d'enseigne" in L.ex1.check(2).message
    assert "oublié le joker rouge" in L.ex2.check(1).message


def test_lesson1_forgetting_the_red_joker_is_explained():
    for exercise, wrong in ((lesson(1).ex2, 4), (lesson(1).ex3, 26)):
        result = exercise.check(wrong)
        assert not result.ok and "oublié le joker rouge" in result.message
    assert "black joker is not red" in lesson(1, "en").ex3.check(28).message
    assert "13 is a single suit" in lesson(1, "en").ex3.check(13).message


def test_lesson1_the_deck_question_follows_the_lessons_deck():
    L = lesson(1, "en")
    L.data["deck"] = "40"
    assert L.ex3.expected() == 20 and L.ex3.check(20).ok
    assert "10 is a single suit" in L.ex3.check(10).message
    assert "this deck has no joker" in L.ex3.explain("en")
    assert "joker" not in L.ex3.check(19).message  # no red joker to forget
    L.data["deck"] = 52
    assert L.ex3.expected() == 26


def test_lesson1_a_deck_that_is_not_one_of_the_three_is_refused_in_french():
    L = lesson(1, "fr")
    with pytest.raises(ConfigError) as caught:
        L.data["deck"] = "53"
    assert "54, 52, 40" in caught.value.message("fr") and "reçu" in caught.value.message("fr")
    assert len(L.data["deck"]) == 54


def test_lesson1_a_wrong_count_without_a_known_mistake_just_says_too_small():
    result = lesson(1).ex3.check(20)
    assert not result.ok and "trop peu" in result.message


def test_lesson1_true_false_accepts_both_languages_and_shows_only_the_current_ones():
    L = lesson(1)
    assert L.ex4.check("Faux").ok and L.ex4.check("false").ok and L.ex4.check(False).ok
    result = L.ex4.check("vrai")
    assert not result.ok and "jamais comme un cœur" in result.message
    message = L.ex4.check("peut-être").message
    assert "« vrai » ou « faux »" in message and "true" not in message
    assert not L.ex4.check(["faux"]).ok  # an odd answer is refused, never a crash


def test_lesson1_deck_function_feedback_names_the_deck_it_gets_wrong():
    L = lesson(1, "en")

    def forgot_jokers(suits, ranks, jokers):
        return suits * ranks

    result = L.ex5.check(forgot_jokers)
    assert not result.ok
    assert result.message == "deck_size(4, 13, 2) returns 52, but it should return 54."

    def broken(suits, ranks, jokers):
        return suits * ranks + joker  # noqa: F821 - a student's typo

    assert not L.ex5.check(broken).ok
    assert "taille_du_paquet(4, 13, 2)" in lesson(1).ex5.check(forgot_jokers).message
    assert "def taille_du_paquet" in str(lesson(1).ex5.solution())

    def right(suits, ranks, jokers):
        return suits * ranks + jokers

    assert L.ex5.check(right).ok


# ---------------------------------------------------------------------------
# Lesson 2: conditions


def test_lesson2_answers_match_the_hand_and_cards_shown():
    L = lesson(2)
    assert [c.short for c in L.data["hand"]] == ["3♥", "K♥", "8♠", "JKB", "5♦"]
    assert [c.id for c in L.data["cards"]] == ["C1-01", "C1-06", "C1-13", "C1-14"]
    assert answers(L)[:3] == (True, False, 5)


def test_lesson2_answers_follow_the_hand_a_teacher_types():
    L = lesson(2)
    L.data["hand"] = "3H KH JB"
    # 1 black card, 3 cards; true halves: odd, 1 black card, 2 hearts, 3 cards
    assert answers(L)[:3] == (False, False, 4)
    assert L.ex3.check(4).ok and not L.ex3.check(5).ok
    assert "est donc fausse" in L.ex1.explain("fr")  # a condition is feminine


def test_lesson2_forgetting_the_black_joker_is_explained():
    result = lesson(2).ex1.check("faux")
    assert not result.ok and "joker noir est une carte noire" in result.message
    result = lesson(2, "en").ex2.check("true")
    assert "The hand has 5 cards, and 5 is not in the 2 times table" in result.message
    L = lesson(2, "en")
    L.data["hand"] = "3H"
    assert "The hand has 1 card, and 1" in L.ex2.check(True).message


def test_lesson2_counting_true_halves():
    result = lesson(2, "en").ex3.check(4)
    assert not result.ok and "joker" in result.message
    assert "exactly 2 black cards" in lesson(2, "en").ex3.solution_text("en")


def test_lesson2_a_wrong_condition_names_the_smallest_hand_where_it_differs():
    L = lesson(2)
    result = L.ex4.check("nombre_de_coeurs() >= 3")
    assert not result.ok
    assert "Avec la main" in result.message and "(4 cartes)" in result.message
    assert "vraie, mais elle devrait être fausse" in result.message
    result = lesson(2, "en").ex5.check("is_even(number_of_cards())")
    assert "With an empty hand" in result.message
    result = L.ex6.check("nombre_de_cartes_rouges() == 1")
    assert not result.ok and "fausse" in result.message


def test_lesson2_accepts_other_correct_spellings():
    L = lesson(2)
    assert L.ex4.check("coeurs() == 3").ok
    assert L.ex4.check("3 == nombre_de_coeurs()").ok
    assert L.ex5.check("nombre_de_cartes() % 2 == 1").ok
    assert lesson(2, "en").ex6.check("red_cards() == 0").ok


def test_lesson2_a_single_equals_sign_gets_the_parser_explanation():
    result = lesson(2).ex4.check("nombre_de_coeurs() = 3")
    assert not result.ok and "==" in result.message and "ne se lit pas" in result.message


# ---------------------------------------------------------------------------
# Lesson 3: actions


def test_lesson3_the_story_table_is_the_one_the_notebook_describes():
    from algunokit.lessons.alguno_3 import new_game, run_actions

    L = lesson(3)
    after = run_actions(new_game(L.data["seed"]), L.data["story"])
    assert [len(h) for h in after.hands] == [5, 7, 5, 3]
    assert answers(L) == (6, 0, "Alice", 3, "Dany")


def test_lesson3_answers_follow_the_story_a_teacher_tells():
    L = lesson(3, "en")
    L.data["story"] = [(1, "défausser 2"), (1, "discard 2"), (2, "piocher 2"), (3, "draw 1")]
    # Bilal 1 card, Chloé 7, Dany 6
    assert answers(L) == (1, 1, "Alice", 6, "Dany")
    explanation = L.ex1.explain("en")
    assert "Bilal has 1 card: he cannot discard 2" in explanation
    assert L.ex2.explain("en").startswith("7 → 5 → 3 → 1")
    assert "Dany has 6 cards (" in L.ex4.explain("en")
    L.data["seed"] = 5
    assert L.ex1.check(L.ex1.expected()).ok


def test_lesson3_a_bad_story_is_refused_and_changes_nothing():
    L = lesson(3, "fr")
    before = L.data["story"]
    for bad in ([(4, "piocher 1")], [(1, "voler 2")], [(True, "draw 1")], [(1,)], "draw 2",
                [(0, "draw 1")] * 13):
        with pytest.raises(ConfigError) as caught:
            L.data["story"] = bad
        assert "reçu" in caught.value.message("fr")
    assert L.data["story"] == before


def test_lesson3_run_actions_copies_and_keeps_every_card():
    from algunokit.alguno import Give, Target
    from algunokit.lessons.alguno_3 import new_game, run_actions

    game = new_game()
    before = game.hands
    after = run_actions(game, [(3, Give(Target.LEFT)), (2, "échanger droite"),
                               (1, "défausser 2"), (0, "draw 1")])
    assert game.hands == before
    assert len(after.hands[0]) == 5 + 1 + 1  # Dany's card, then one drawn
    # Chloé swapped with her right neighbour Bilal, then Bilal discarded his first 2 cards
    assert tuple(after.hands[2]) == tuple(before[1])
    assert tuple(after.hands[1]) == tuple(before[2])[2:]
    assert sum(after.all_classic_cards().values()) == 54
    assert max(after.all_classic_cards().values()) == 1


def test_lesson3_discarding_below_zero_is_explained():
    result = lesson(3).ex2.check(-1)
    assert not result.ok and "moins de 0 carte" in result.message


def test_lesson3_left_and_right_mixed_up_is_explained_and_accents_are_optional():
    L = lesson(3, "en")
    for wrong in ("Chloé", "chloe", " CHLOÉ "):
        result = L.ex3.check(wrong)
        assert not result.ok and "RIGHT neighbour" in result.message
    assert "opposite" in L.ex3.check("Bilal").message
    assert "not one of the possible answers: choose" in L.ex3.check("Bob").message
    assert L.ex3.check("alice").ok
    assert "LEFT neighbour" in L.ex5.check("Bilal").message
    assert "already run" in L.ex5.check("Alice").message


def test_lesson3_swap_mistakes_are_explained():
    L = lesson(3)
    assert "n'ajoute pas" in L.ex4.check(8).message
    assert "avant l'échange" in L.ex4.check(5).message
    assert "défausser 2 enlève" in L.ex1.check(8).message.lower()


# ---------------------------------------------------------------------------
# Lesson 4: the alternative


def test_lesson4_answers_follow_the_trace():
    from algunokit.lessons.alguno_4 import alternative, turn

    L = lesson(4)
    alt = alternative(L.data)
    assert str(alt) == "if hearts = 1 then discard 2 else draw 1"
    assert [L.ex1.shown("fr"), L.ex2.shown("fr")] == ["ALORS", "SINON"]
    assert (L.ex3.expected(), L.ex4.expected()) == (6, "Chloé")
    rows = turn(alt, L.data["seed"])
    assert [name for name, _, _ in rows] == ["Alice", "Dany", "Chloé", "Bilal"]
    assert [taken for _, taken, _ in rows] == [False, False, True, True]


def test_lesson4_answers_follow_the_half_and_hands_a_teacher_chooses():
    L = lesson(4, "en")
    L.data["half"] = 0  # "exactly 3 cards"
    L.data["hand_a"] = "2C 3C 4C"
    assert L.ex1.check("then").ok and not L.ex1.check("else").ok
    assert "the hand has 3 cards" in L.ex1.explain("en")
    assert L.ex5.check("if number_of_cards() == 3:\n    discard(2)\nelse:\n    draw(1)\n").ok
    assert not L.ex5.check(
        "if number_of_hearts() == 1:\n    discard(2)\nelse:\n    draw(1)\n").ok


def test_lesson4_nobody_is_an_answer_when_no_one_runs_then():
    from algunokit.alguno.decks import condition_cards

    L = lesson(4, "fr")
    L.data["condition_card"] = condition_cards(1)[13]  # "exactly 0 red cards"
    L.data["half"] = 0
    assert L.ex4.expected() == {"fr": "personne", "en": "nobody"}
    assert L.ex4.check("personne").ok and L.ex4.check("Nobody").ok
    assert "Personne n'exécute ALORS" in L.ex4.explain("fr")
    assert "exécute SINON" in L.ex4.check("Bilal").message


def test_lesson4_branch_words_in_both_languages_and_solution_in_words():
    L = lesson(4)
    assert L.ex1.check("alors").ok and L.ex1.check("THEN").ok and L.ex2.check("sinon").ok
    assert L.ex1.solution_text("fr").startswith("ALORS")
    assert lesson(4, "en").ex2.solution_text("en").startswith("ELSE")
    assert "« ALORS » ou « SINON »" in L.ex1.check("peut-être").message


def test_lesson4_the_wrong_branch_is_explained_with_the_count():
    result = lesson(4).ex1.check("sinon")
    assert not result.ok
    assert "la main a 1 cœur" in result.message
    assert "exactement 1 cœur" in result.message
    result = lesson(4, "en").ex2.check("then")
    assert "the hand has 2 hearts" in result.message and "joker" in result.message


def test_lesson4_running_the_wrong_branch_is_explained():
    result = lesson(4, "en").ex3.check(3)
    assert not result.ok and "other branch (Discard 2 cards) would leave" in result.message


def test_lesson4_first_player_in_order():
    L = lesson(4, "en")
    assert "not first" in L.ex4.check("Bilal").message
    assert "false: ELSE for her" in L.ex4.check("Alice").message
    assert "Dany runs ELSE" in L.ex4.check("Dany").message
    assert L.ex4.check("chloe").ok


def test_lesson4_a_program_with_swapped_branches_is_told_so():
    L = lesson(4)
    swapped = "if nombre_de_coeurs() == 1:\n    piocher(1)\nelse:\n    defausser(2)\n"
    result = L.ex5.check(swapped)
    assert not result.ok and "Tes deux actions sont inversées" in result.message
    other = "if nombre_de_coeurs() == 1:\n    piocher(1)\nelse:\n    piocher(1)\n"
    assert "Après ton programme" in L.ex5.check(other).message  # a hand where it differs


def test_lesson4_an_equivalent_program_is_accepted_and_said_so():
    L = lesson(4, "en")
    other = "if not hearts() == 1:\n    draw(1)\nelse:\n    discard(2)\n"
    result = L.ex5.check(other)
    assert result.ok and "written differently" in result.message
    assert L.ex6.check(L.ex6.solution_text("en")).message == \
        "Well done! That is exactly the alternative asked for."


def test_lesson4_blocks_may_be_typed_as_python_and_bad_ones_are_refused():
    L = lesson(4, "en")
    L.data["blocks"] = "if nombre_de_piques() == 2:\n    piocher(1)\nelse:\n    defausser(1)\n"
    assert L.ex6.check("if number_of_spades() == 2:\n    draw(1)\nelse:\n    discard(1)\n").ok
    with pytest.raises(ConfigError):
        L.data["blocks"] = "print('hello')"
    assert "number_of_spades" in L.ex6.expected()


def test_lesson4_code_errors_name_the_problem():
    result = lesson(4).ex6.check("if nombre_de_cartes_noires() == 0\n    donner_a_gauche()\n")
    assert not result.ok and "ne se lit pas" in result.message
    result = lesson(4).ex6.check("if nombre_de_cartes_noires() == 0:\n    donner_gauche()\n")
    assert not result.ok and "donner_a_gauche" in result.message


# ---------------------------------------------------------------------------
# The shared helpers


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cards_picture_draws_and_describes_every_kind_of_card(lang):
    from algunokit.alguno import action_cards, condition_cards
    from algunokit.cards import Card
    from algunokit.draw.alguno import cards_drawing, cards_picture

    cards = [condition_cards(1)[0], action_cards(1)[0], action_cards(2)[20],
             Card.from_code("JR"), Card.from_code("7H")]
    drawing = cards_drawing(cards, title="T", per_row=3, language=lang)
    assert drawing.width > 3 * 96 and drawing.height > 2 * 96 * 7 / 5
    description = drawing.description
    expected = {"fr": ("exactement 5 cartes", "Piocher 2 cartes", "joker rouge", "7 de cœur",
                       "5 cartes"),
                "en": ("exactly 5 cards", "Draw 2 cards", "red joker", "7 of hearts",
                       "5 cards")}[lang]
    for text in expected:
        assert text in description
    svg = cards_picture(cards, language=lang).svg
    assert svg.startswith("<svg") and "<title>" in svg
    assert cards_drawing([], language=lang).width > 0


def test_name_and_count_exercises_survive_odd_answers():
    L = lesson(3)
    for odd in (None, [1], {"a": 1}, 2.5, True):
        assert not L.ex1.check(odd).ok
        assert not L.ex3.check(odd).ok
