"""Alg(un)o lessons 1-4: the answers are the ones the notebooks describe, and usual wrong
answers get feedback that says what went wrong, on which hand or card."""

from __future__ import annotations

import pytest

import algunokit as ak


def lesson(number: int, lang: str = "fr"):
    return ak.lesson("alguno", number, lang)


# ---------------------------------------------------------------------------
# Lesson 1: counting


def test_lesson1_answers_match_the_hand_shown():
    L = lesson(1)
    assert [c.short for c in L.data["hand"]] == ["7♥", "Q♠", "2♦", "JKR", "10♥", "4♣", "A♥"]
    assert (L.ex1.answer, L.ex2.answer, L.ex3.answer, L.ex4.answer) == (3, 5, 27, False)
    assert len(L.data["deck"]) == 54


def test_lesson1_counting_the_joker_as_a_heart_is_explained():
    result = lesson(1).ex1.check(4)
    assert not result.ok and "trop" in result.message
    assert "joker n'a pas d'enseigne" in " ".join(result.details)
    result = lesson(1, "en").ex1.check(5)
    assert "Only the ♥ are hearts" in " ".join(result.details)


def test_lesson1_forgetting_the_red_joker_is_explained():
    for exercise, wrong in ((lesson(1).ex2, 4), (lesson(1).ex3, 26)):
        result = exercise.check(wrong)
        assert not result.ok and "oublié le joker rouge" in " ".join(result.details)
    assert "black joker is not red" in " ".join(lesson(1, "en").ex3.check(28).details)
    assert "single suit" in " ".join(lesson(1, "en").ex3.check(13).details)


def test_lesson1_a_wrong_count_without_a_known_mistake_just_says_too_small():
    result = lesson(1).ex3.check(20)
    assert not result.ok and "trop peu" in result.message and result.details == ()


def test_lesson1_true_false_accepts_both_languages_and_explains_the_joker():
    L = lesson(1)
    assert L.ex4.check("Faux").ok and L.ex4.check("false").ok and L.ex4.check(False).ok
    result = L.ex4.check("vrai")
    assert not result.ok and "jamais comme un cœur" in " ".join(result.details)
    assert "choisis parmi" in L.ex4.check("peut-être").message
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

    assert "NameError" in L.ex5.check(broken).message
    assert "taille_du_paquet(4, 13, 2)" in lesson(1).ex5.check(forgot_jokers).message


# ---------------------------------------------------------------------------
# Lesson 2: conditions


def test_lesson2_answers_match_the_hand_and_cards_shown():
    L = lesson(2)
    assert [c.short for c in L.data["hand"]] == ["3♥", "K♥", "8♠", "JKB", "5♦"]
    assert [c.id for c in L.data["cards"]] == ["C1-01", "C1-06", "C1-13", "C1-14"]
    assert (L.ex1.answer, L.ex2.answer, L.ex3.answer) == (True, False, 5)


def test_lesson2_forgetting_the_black_joker_is_explained():
    result = lesson(2).ex1.check("faux")
    assert not result.ok and "joker noir est une carte noire" in " ".join(result.details)
    result = lesson(2, "en").ex2.check("true")
    assert "The hand has 5 cards, and 5 is not in the 2 times table" in " ".join(result.details)


def test_lesson2_counting_true_halves():
    result = lesson(2, "en").ex3.check(4)
    assert not result.ok and "black joker" in " ".join(result.details)
    assert "exactly 2 black cards" in lesson(2, "en").ex3.solution_text("en")


def test_lesson2_a_wrong_condition_names_the_smallest_hand_where_it_differs():
    L = lesson(2)
    result = L.ex4.check("nombre_de_coeurs() >= 3")
    assert not result.ok
    assert "Avec la main" in result.message and "(4 cartes)" in result.message
    assert "vraie, mais elle devrait être fausse" in result.message
    result = lesson(2, "en").ex5.check("is_even(number_of_cards())")
    assert "no card (0 cards)" in result.message
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
    from algunokit.lessons.alguno_3 import STORY, new_game, run_actions

    after = run_actions(new_game(), STORY)
    assert [len(h) for h in after.hands] == [5, 7, 5, 3]
    L = lesson(3)
    assert (L.ex1.answer, L.ex2.answer, L.ex3.answer, L.ex4.answer, L.ex5.answer) == \
        (6, 0, "Alice", 3, "Dany")


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
    assert not result.ok and "moins de 0 carte" in " ".join(result.details)


def test_lesson3_left_and_right_mixed_up_is_explained():
    L = lesson(3, "en")
    for wrong in ("Chloé", "chloe", " CHLOÉ "):
        result = L.ex3.check(wrong)
        assert not result.ok and "RIGHT neighbour" in " ".join(result.details)
    assert "opposite" in " ".join(L.ex3.check("Bilal").details)
    assert "choose among" in L.ex3.check("Bob").message
    assert L.ex3.check("alice").ok
    assert "LEFT neighbour" in " ".join(L.ex5.check("Bilal").details)
    assert "already run" in " ".join(L.ex5.check("Alice").details)


def test_lesson3_swap_mistakes_are_explained():
    L = lesson(3)
    assert "n'ajoute pas" in " ".join(L.ex4.check(8).details)
    assert "avant l'échange" in " ".join(L.ex4.check(5).details)
    assert "défausser 2 enlève" in " ".join(L.ex1.check(8).details).lower()


# ---------------------------------------------------------------------------
# Lesson 4: the alternative


def test_lesson4_answers_follow_the_trace():
    from algunokit.lessons.alguno_4 import turn

    L = lesson(4)
    alt = L.data["alternative"]
    assert str(alt) == "if hearts = 1 then discard 2 else draw 1"
    assert (L.ex1.answer, L.ex2.answer, L.ex3.answer, L.ex4.answer) == (True, False, 6, "Chloé")
    assert [name for name, _, _ in turn()] == ["Alice", "Dany", "Chloé", "Bilal"]
    assert [taken for _, taken, _ in turn()] == [False, False, True, True]


def test_lesson4_branch_words_in_both_languages_and_solution_in_words():
    L = lesson(4)
    assert L.ex1.check("alors").ok and L.ex1.check("THEN").ok and L.ex2.check("sinon").ok
    assert L.ex1.solution_text("fr").startswith("ALORS")
    assert lesson(4, "en").ex2.solution_text("en").startswith("ELSE")


def test_lesson4_the_wrong_branch_is_explained_with_the_count():
    result = lesson(4).ex1.check("sinon")
    assert not result.ok
    details = " ".join(result.details)
    assert "La main compte 1" in details and "exactement 1 carte cœur" in details
    result = lesson(4, "en").ex2.check("then")
    assert "red joker as a heart" in " ".join(result.details)
    assert "The hand counts 2" in " ".join(result.details)


def test_lesson4_running_the_wrong_branch_is_explained():
    result = lesson(4, "en").ex3.check(3)
    assert not result.ok and "THEN branch (Discard 2 cards) would leave" in " ".join(
        result.details)


def test_lesson4_first_player_in_order():
    L = lesson(4, "en")
    assert "not first" in " ".join(L.ex4.check("Bilal").details)
    assert "false: ELSE for her" in " ".join(L.ex4.check("Alice").details)
    assert L.ex4.check("chloe").ok


def test_lesson4_a_program_with_swapped_branches_shows_a_hand_where_it_differs():
    L = lesson(4)
    swapped = "if nombre_de_coeurs() == 1:\n    piocher(1)\nelse:\n    defausser(2)\n"
    result = L.ex5.check(swapped)
    assert not result.ok
    assert "Avec la main" in result.message and "ton programme laisse" in result.message


def test_lesson4_an_equivalent_program_is_accepted_and_said_so():
    L = lesson(4, "en")
    other = "if not hearts() == 1:\n    draw(1)\nelse:\n    discard(2)\n"
    result = L.ex5.check(other)
    assert result.ok and "written differently" in result.message
    assert L.ex6.check(L.ex6.solution_text("en")).message == \
        "Well done! That is exactly the alternative asked for."


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


def test_pick_and_count_exercises_survive_odd_answers():
    L = lesson(3)
    for odd in (None, [1], {"a": 1}, 2.5, True):
        assert not L.ex1.check(odd).ok
        assert not L.ex3.check(odd).ok
