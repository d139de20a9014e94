"""Executing actions and alternatives: every rule of docs/rules/alguno.en.md about actions."""

from __future__ import annotations

from collections import Counter

from helpers import alt, hand, table

from algunokit.alguno import Side, execute
from algunokit.alguno.engine import Execution, choice_needed, first_option
from algunokit.alguno.lang import Discard, Give, Target
from algunokit.alguno.moves import DecisionKind


def test_draw_takes_from_the_top_of_the_pile():
    tb = table(hand("AH"), hand("2H"), hand("3H"), draw=hand("4C", "5C", "6C"))
    execute(alt("cards = 1", "draw 2"), tb, 0)
    assert tb.hands[0] == hand("AH", "6C", "5C")
    assert tb.draw_pile == hand("4C")


def test_empty_draw_pile_shuffles_the_discard_pile_in():
    tb = table(hand("AH"), hand("2H"), hand("3H"), draw=hand("4C"),
               discard=hand("5C", "6C", "7C"))
    execute(alt("cards = 1", "draw 3"), tb, 0)
    assert Counter(tb.hands[0]) == Counter(hand("AH", "4C", "5C", "6C", "7C")) - Counter(
        tb.draw_pile)
    assert len(tb.hands[0]) == 4 and len(tb.draw_pile) == 1 and tb.discard_pile == []
    assert ("reshuffle", {"pile": "classic", "n": 3}) in tb.log


def test_nothing_left_to_draw_draws_what_there_is_without_error():
    tb = table(hand("AH"), hand("2H"), hand("3H"), draw=hand("4C"))
    execute(alt("cards = 1", "draw 2"), tb, 0)
    assert tb.hands[0] == hand("AH", "4C")
    execute(alt("cards = 2", "draw 1"), tb, 0)
    assert tb.hands[0] == hand("AH", "4C")


def test_discard_more_than_you_have_discards_everything():
    tb = table(hand("AH"), hand("2H"), hand("3H"))
    program = Execution(0, (alt("cards = 1", "discard 2"),))
    assert program.run(tb) is None  # no choice to make
    assert tb.hands[0] == [] and tb.discard_pile == hand("AH")


def test_discard_asks_the_executing_player_which_cards():
    tb = table(hand("AH", "2S", "3D"), hand("2H"), hand("3H"))
    program = Execution(0, (alt("cards = 3", "discard 2"),))
    choice = program.run(tb)
    assert choice.kind is DecisionKind.DISCARD and choice.player == 0
    assert set(choice.options) == {(a, b) for i, a in enumerate(tb.hands[0])
                                   for b in tb.hands[0][i + 1:]}
    program.answer(tb, choice, (tb.hands[0][0], tb.hands[0][2]))
    assert program.run(tb) is None
    assert tb.hands[0] == hand("2S") and tb.discard_pile == hand("AH", "3D")


def test_give_left_and_right_go_to_the_neighbours():
    # Seat i + 1 is the LEFT neighbour of seat i; seat i - 1 the RIGHT one.
    tb = table(hand("AH"), hand("2H"), hand("3H"), hand("4H"))
    execute(alt("cards = 1", "give left"), tb, 0)
    assert tb.hands == [[], hand("2H", "AH"), hand("3H"), hand("4H")]
    execute(alt("cards = 2", "give right"), tb, 1)
    assert tb.hands[0] == hand("2H")


def test_give_with_no_card_does_nothing():
    tb = table([], hand("2H"), hand("3H"))
    execute(alt("cards = 0", "give left"), tb, 0)
    assert tb.hands == [[], hand("2H"), hand("3H")]
    assert tb.log == [("test", {"player": 0, "value": True, "hand": []}),
                      ("nothing", {"player": 0})]


def test_give_choice_asks_for_the_neighbour_then_the_card():
    tb = table(hand("AH", "KS"), hand("2H"), hand("3H"))
    program = Execution(0, (alt("cards = 2", "give choice"),))
    choice = program.run(tb)
    assert choice.kind is DecisionKind.NEIGHBOUR and choice.options == (Side.LEFT, Side.RIGHT)
    program.answer(tb, choice, Side.RIGHT)
    choice = program.run(tb)
    assert choice.kind is DecisionKind.GIVE and choice.to == 2
    assert choice.options == tuple(hand("AH", "KS"))
    program.answer(tb, choice, hand("KS")[0])
    assert program.run(tb) is None
    assert tb.hands == [hand("AH"), hand("2H"), hand("3H", "KS")]


def test_give_choice_with_two_players_has_one_neighbour():
    tb = table(hand("AH", "KS"), hand("2H"))
    choice = choice_needed(tb, 0, Give(Target.CHOICE), None)
    assert choice.kind is DecisionKind.GIVE and choice.to == 1


def test_a_single_card_is_given_without_asking():
    tb = table(hand("AH"), hand("2H"), hand("3H"))
    assert choice_needed(tb, 0, Give(Target.RIGHT), None) is None
    assert choice_needed(tb, 0, Discard(1), None) is None


def test_swap_exchanges_all_cards():
    tb = table(hand("AH"), hand("2H", "2S"), hand("3H", "3S", "3D"))
    execute(alt("cards = 1", "swap right"), tb, 0)
    assert tb.hands == [hand("3H", "3S", "3D"), hand("2H", "2S"), hand("AH")]
    execute(alt("cards = 3", "swap left"), tb, 0)
    assert tb.hands == [hand("2H", "2S"), hand("3H", "3S", "3D"), hand("AH")]


def test_else_branch_runs_when_false():
    tb = table(hand("AH", "2H"), hand("2S"), hand("3S"), draw=hand("9C"))
    execute(alt("cards odd", "discard 1", "draw 1"), tb, 0)
    assert tb.hands[0] == hand("AH", "2H", "9C")


def test_nested_alternatives_see_the_hand_as_it_is_then():
    inner = alt("cards = 3", "discard 1", "draw 1")
    from algunokit.alguno import Alternative, parse_condition
    outer = Alternative(parse_condition("cards = 2"), (alt("cards = 2", "draw 1"), inner), ())
    tb = table(hand("AH", "2H"), hand("2S"), hand("3S"), draw=hand("9C", "8C"))
    execute(outer, tb, 0, first_option)
    # draw 1 (hand becomes 3), then the inner test sees 3 cards and discards one
    assert len(tb.hands[0]) == 2 and len(tb.discard_pile) == 1


def test_each_execution_sees_the_effects_of_the_ones_before():
    program = alt("cards = 1", "give left", "draw 1")
    tb = table(hand("AH"), hand("2H", "3H"), hand("4H", "5H"), draw=hand("9C", "8C"))
    for player in (0, 2, 1):  # author then to the RIGHT: 0, 2, 1
        execute(program, tb, player)
    # 0 gives to 1 (now 3 cards); 2 has 2 cards: draws; 1 has 3: draws.
    assert [len(h) for h in tb.hands] == [0, 4, 3]


def test_cards_are_conserved_by_every_action():
    from itertools import product

    from algunokit.alguno import parse_action
    texts = ["draw 1", "draw 2", "discard 1", "discard 2", "give left", "give right",
             "give choice", "swap left", "swap right"]
    for first, second in product(texts, repeat=2):
        tb = table(hand("AH", "2H", "3H"), hand("4S"), [], draw=hand("5D"), discard=hand("6D"))
        before = Counter(tb.all_cards())
        from algunokit.alguno import Alternative, parse_condition
        program = Alternative(parse_condition("cards = 3"),
                              (parse_action(first), parse_action(second)), ())
        for player in range(3):
            execute(program, tb, player)
        assert Counter(tb.all_cards()) == before


def test_discard_options_are_every_combination_without_listing_them():
    from itertools import combinations

    from algunokit.alguno.moves import Combinations
    from algunokit.cards import classic_deck

    cards = list(classic_deck())[:7]
    for n in range(1, 7):
        lazy = Combinations(cards, n)
        listed = list(combinations(cards, n))
        assert len(lazy) == len(listed) and list(lazy) == listed
        assert [lazy[i] for i in range(len(lazy))] == listed
        assert lazy[-1] == listed[-1] and lazy[1:3] == listed[1:3]
        assert all(c in lazy for c in listed)
        assert tuple(reversed(listed[0])) not in lazy or n == 1
    big = Combinations(list(classic_deck())[:30], 10)
    assert len(big) == 30_045_015
    assert tuple(list(classic_deck())[20:30]) in big
    assert (cards[0],) not in big and "x" not in big


def test_a_huge_discard_choice_is_offered_at_once():
    deck = hand(*[c.code for c in __import__("algunokit").classic_deck()[:30]])
    tb = table(deck, hand("JR"), hand("JB"))
    program = Execution(0, (alt("cards = 30", "discard 10"),))
    choice = program.run(tb)
    assert choice.kind is DecisionKind.DISCARD and len(choice.options) == 30_045_015
    program.answer(tb, choice, choice.options[123_456])
    assert len(tb.hands[0]) == 20 and len(tb.discard_pile) == 10
