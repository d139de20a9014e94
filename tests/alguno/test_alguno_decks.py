"""The five card sets (exact counts, designed as docs/rules/alguno.en.md says) and teachers'
files."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import algunokit as ak
from algunokit.alguno import (
    And,
    Compare,
    Discard,
    Draw,
    Give,
    Op,
    Or,
    Parity,
    Swap,
    action_cards,
    card_set_data,
    condition_cards,
    load_card_set,
    parse_action,
    parse_condition,
)
from algunokit.alguno.decks import action_problem, condition_problem
from algunokit.alguno.lang import leaf_tests
from algunokit.cards import Colour, Suit


def test_exact_counts():
    assert [len(condition_cards(level)) for level in (1, 2, 3)] == [24, 21, 24]
    assert [len(action_cards(level)) for level in (1, 2)] == [20, 28]


@pytest.mark.parametrize("level", [1, 2, 3])
def test_condition_cards_have_two_different_halves_allowed_at_their_level(level):
    for card in condition_cards(level):
        assert card.level == level
        assert len(card.halves) == 2 and card.halves[0] != card.halves[1]
        for half in card.halves:
            assert condition_problem(half, level) is None, card


def test_level1_halves_are_exact_tests_or_parity():
    for card in condition_cards(1):
        for half in card.halves:
            assert (isinstance(half, Compare) and half.op is Op.EQ) or isinstance(half, Parity)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_suit_and_both_colours_are_used(level):
    counted = {t.quantity.of for c in condition_cards(level) for h in c.halves
               for t in leaf_tests(h)}
    assert set(Suit) | set(Colour) | {None} <= counted


@pytest.mark.parametrize("level", [2, 3])
def test_every_operator_is_used(level):
    ops = {t.op for c in condition_cards(level) for h in c.halves for t in leaf_tests(h)
           if isinstance(t, Compare)}
    assert ops == set(Op)


def test_level3_uses_both_connectors_on_two_simple_tests():
    kinds = Counter(type(h) for c in condition_cards(3) for h in c.halves)
    assert set(kinds) == {And, Or}


def test_level1_parity_both_ways():
    tests = {h for c in condition_cards(1) for h in c.halves if isinstance(h, Parity)}
    assert {t.odd for t in tests} == {True, False}


def test_sheet_examples_are_among_the_cards():
    halves1 = {h for c in condition_cards(1) for h in c.halves}
    for text in ("cards = 1", "cards = 3", "cards = 5", "hearts = 1", "hearts = 3",
                 "hearts = 6", "cards odd"):
        assert parse_condition(text) in halves1
    # the sheet's pictured card: IMPAIR | 5
    assert any(set(c.halves) == {parse_condition("cards odd"), parse_condition("cards = 5")}
               for c in condition_cards(1))
    assert any(set(c.halves) == {parse_condition("diamonds <= 3"), parse_condition("spades > 2")}
               for c in condition_cards(2))
    assert any(set(c.halves) == {parse_condition("hearts = 4 or spades <= 2"),
                                 parse_condition("cards = 3 and diamonds = 1")}
               for c in condition_cards(3))


def test_level1_action_cards_carry_two_different_draw_or_discard_actions():
    seen = Counter()
    for card in action_cards(1):
        assert action_problem(card.actions, 1) is None
        then, otherwise = card.actions
        assert then != otherwise
        assert {type(then), type(otherwise)} <= {Draw, Discard}
        assert then.n in (1, 2) and otherwise.n in (1, 2)
        seen[card.actions] += 1
    assert len(seen) == 12  # every ordered pair of the four actions appears


def test_level2_action_cards_one_action_every_kind_at_least_twice():
    kinds = Counter()
    for card in action_cards(2):
        assert len(card.actions) == 1
        kinds[card.actions[0]] += 1
    expected = {parse_action(a) for a in ("draw 1", "draw 2", "discard 1", "discard 2",
                                          "give left", "give right", "give choice",
                                          "swap left", "swap right")}
    assert set(kinds) == expected
    assert min(kinds.values()) >= 2
    assert {type(a) for a in kinds} == {Draw, Discard, Give, Swap}


def test_card_ids_are_unique():
    ids = [c.id for lvl in (1, 2, 3) for c in condition_cards(lvl)]
    ids += [c.id for lvl in (1, 2) for c in action_cards(lvl)]
    assert len(ids) == len(set(ids))


def test_unknown_levels():
    with pytest.raises(ak.ConfigError):
        condition_cards(4)
    with pytest.raises(ak.ConfigError):
        action_cards(3)


# --------------------------------------------------------------------- teachers' files

GOOD_TOML = """
name = "4e B"
[[condition]]
id = "mine-1"
level = 1
halves = ["cœurs = 3", "cards odd"]
[[condition]]
level = 3
halves = ["hearts = 4 or spades <= 2", "cards = 3 et carreaux = 1"]
[[action]]
level = 2
actions = ["give choice"]
[[action]]
level = 2
actions = ["piocher 2"]
"""


def test_load_a_toml_set(tmp_path):
    path = tmp_path / "class.toml"
    path.write_text(GOOD_TOML, encoding="utf-8")
    cards = load_card_set(path)
    assert cards.name == "4e B"
    assert [c.id for c in cards.conditions] == ["mine-1", "condition#2"]
    assert cards.conditions[0].halves[0] == parse_condition("hearts = 3")
    assert [a.actions for a in cards.actions] == [(parse_action("give choice"),),
                                                  (Draw(2),)]


def test_json_round_trip_of_the_builtin_sets(tmp_path):
    path = tmp_path / "all.json"
    data = card_set_data(condition_cards(2), action_cards(1), name="copy")
    path.write_text(json.dumps(data), encoding="utf-8")
    cards = load_card_set(path)
    assert cards.conditions == condition_cards(2)
    assert cards.actions == action_cards(1)


@pytest.mark.parametrize(("content", "card", "problem"), [
    ('[[condition]]\nid = "X1"\nlevel = 1\nhalves = ["hearts = 3"]\n', "X1",
     "alguno.error.deck_halves"),
    ('[[condition]]\nid = "X2"\nlevel = 1\nhalves = ["hearts = 3", "hearts = 3"]\n', "X2",
     "alguno.error.deck_halves"),
    ('[[condition]]\nid = "X3"\nlevel = 1\nhalves = ["hearts <= 3", "cards odd"]\n', "X3",
     "alguno.error.deck_level1_test"),
    ('[[condition]]\nid = "X4"\nlevel = 2\nhalves = ["hearts <= 3", "cards odd and red = 1"]\n',
     "X4", "alguno.error.deck_level2_test"),
    ('[[condition]]\nid = "X5"\nlevel = 3\nhalves = ["hearts <= 3", "cards = 1 and red = 1"]\n',
     "X5", "alguno.error.deck_level3_test"),
    ('[[condition]]\nid = "X6"\nlevel = 7\nhalves = ["hearts = 3", "cards odd"]\n', "X6",
     "alguno.error.deck_level"),
    ('[[condition]]\nid = "X7"\nlevel = 1\nhalves = ["lions = 3", "cards odd"]\n', "X7",
     "alguno.error.notation"),
    ('[[action]]\nid = "Y1"\nlevel = 1\nactions = ["draw 1"]\n', "Y1", "alguno.error.deck_actions"),
    ('[[action]]\nid = "Y2"\nlevel = 1\nactions = ["give left", "draw 1"]\n', "Y2",
     "alguno.error.deck_level1_action"),
    ('[[action]]\nid = "Y3"\nlevel = 2\nactions = ["fly away"]\n', "Y3", "alguno.error.notation"),
    ('[[action]]\nid = "Y4"\nlevel = 2\nactions = "draw 1"\n', "Y4", "alguno.error.deck_field"),
    ('[[action]]\nid = "Y5"\nlevel = 2\nactions = ["draw 1"]\n'
     '[[action]]\nid = "Y5"\nlevel = 2\nactions = ["draw 2"]\n', "Y5",
     "alguno.error.deck_duplicate_id"),
    ("name = 'vide'\n", None, "alguno.error.deck_missing"),
    ("[[condition]\nlevel = 1", None, "alguno.error.deck_syntax"),
])
def test_malformed_files_name_the_card_and_the_problem(tmp_path, content, card, problem):
    path = tmp_path / "bad.toml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ak.DeckFileError) as err:
        load_card_set(path)
    assert err.value.key == "alguno.error.deck_file"
    assert err.value.params["problem"] == problem
    assert err.value.params.get("card") == card
    for language in ("fr", "en"):  # the message names the file and the card
        assert "bad.toml" in err.value.message(language)
        assert card is None or card in err.value.message(language)


def test_wrong_extension_and_missing_file(tmp_path):
    with pytest.raises(ak.DeckFileError) as err:
        load_card_set(tmp_path / "cards.txt")
    assert err.value.params["problem"] == "alguno.error.deck_format"
    with pytest.raises(ak.DeckFileError) as err:
        load_card_set(tmp_path / "absent.json")
    assert err.value.params["problem"] == "alguno.error.deck_unreadable"


def test_english_message_for_a_bad_card(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"condition": [{"id": "Z", "level": 1,
                                               "halves": ["hearts < 2", "cards odd"]}]}))
    with pytest.raises(ak.DeckFileError) as err:
        load_card_set(path)
    assert err.value.params["problem"] == "alguno.error.deck_level1_test"
    assert "card Z: a level-1 condition is an exact test" in err.value.message("en")
