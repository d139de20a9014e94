"""Turns, pick-ups, direction, end of round, scoring and end of game, on rigged games."""

from __future__ import annotations

import json

import pytest
from gaag_helpers import assert_conserved, rigged, row

import algunokit as ak
from algunokit.errors import ConfigError, RuleError, SaveFileError
from algunokit.gaag import (
    DecisionKind,
    EventKind,
    Game,
    PickUp,
    Placement,
    PlacementKind,
    Play,
    Reverse,
    View,
    atoms_of,
    element,
    gap_card,
)

E = element
#: hands of other seats, all different cards (none of those the tests play)
OTHERS = [[E(2), E(2, 1), E(3, 1), E(4, 1), E(5, 2)],
          [E(13, 2), E(3, 2), E(4, 2), E(6, 2), E(7, 2)],
          [E(4), E(4, 3), E(5, 3), E(6, 3), E(7, 3)]]
LEFT, RIGHT, FIRST = PlacementKind.LEFT, PlacementKind.RIGHT, PlacementKind.FIRST


@pytest.mark.parametrize("n", [1, 7, 0, "4"])
def test_two_to_six_players(n):
    with pytest.raises(ConfigError):
        Game(n)


@pytest.mark.parametrize("n", range(2, 7))
def test_deal_five_cards_each(n):
    game = Game(n, seed=n)
    assert all(len(h) == 5 for h in game.hands)
    assert len(game.draw) == 70 - 5 * n
    assert_conserved(game)
    assert game.decision.kind is DecisionKind.PLAY
    assert all(o.placement.kind is FIRST for o in game.decision.options)  # no pick-up


def test_rule_options_are_checked():
    with pytest.raises(ConfigError) as err:
        Game(3, target=0)
    assert err.value.key == "gaag.error.target"
    with pytest.raises(ConfigError):
        Game(3, target=1001)
    with pytest.raises(ConfigError):
        Game(3, first_player=3)
    assert Game(3, seed=1, first_player=2).current == 2


def test_play_then_draw_back_to_five_then_next_player_to_the_left():
    hands = [[E(5), E(9, 4), E(12, 1), E(13, 1), E(14, 1)], OTHERS[0], OTHERS[1]]
    game = rigged(3, hands, draw=[E(6), E(16)], table=row(10))
    game.choose(Play(E(12, 1), Placement(RIGHT, 1)))
    assert game.hands[0][-1] == E(16)  # drew the top card
    assert len(game.hands[0]) == 5 and game.current == 1 and game.turn == 1
    assert game.table.values == (10, 12)


def test_pick_up_then_start_a_new_table():
    hands = [[E(5), E(9, 4), E(12, 1), E(13, 1), E(14, 1)], OTHERS[0], OTHERS[1]]
    game = rigged(3, hands, draw=[E(6), E(16)], table=row(4, (6, 1), (8, 2)))
    game.choose(PickUp(E(9, 4)))
    assert game.piles[0] == [E(4), E(6, 1), E(8, 2)]
    assert game.table.cards == (E(9, 4),)
    assert len(game.hands[0]) == 5 and game.current == 1
    assert game.view(1).pile_atoms == (3, 0, 0)


def test_a_player_who_cannot_play_must_pick_up():
    hands = [[E(5), E(6, 1), E(7, 1), E(9, 4), E(10, 1)], OTHERS[0]]
    game = rigged(2, hands, draw=[E(16)], table=row(4, 11))
    options = game.decision.options
    assert options and all(isinstance(o, PickUp) for o in options)
    with pytest.raises(RuleError) as err:
        game.choose(Play(E(5), Placement(LEFT, 0)))
    assert err.value.key == "gaag.error.not_smaller"


def test_picking_up_is_allowed_even_when_a_card_could_be_played():
    hands = [[E(3), E(6, 1), E(7, 1), E(9, 4), E(10, 1)], OTHERS[0]]
    game = rigged(2, hands, draw=[E(16)], table=row(4, 11))
    options = game.decision.options
    assert Play(E(3), Placement(LEFT, 0)) in options and PickUp(E(3)) in options


def test_special_card_lets_its_player_reverse_the_direction():
    hands = [[E(1), E(5, 1), E(6, 1), E(9, 4), E(10, 1)], *OTHERS[:3]]
    game = rigged(4, hands, draw=[E(16), E(17)], table=row(8))
    game.choose(Play(E(1), Placement(LEFT, 0)))
    decision = game.decision
    assert decision.player == 0 and decision.kind is DecisionKind.DIRECTION
    assert decision.options == (Reverse.KEEP, Reverse.REVERSE)
    assert len(game.hands[0]) == 5  # already drew
    game.choose(Reverse.REVERSE)
    assert game.current == 3 and game.direction == -1
    assert game.turn == 1  # the direction answer is part of the turn


def test_keeping_the_direction():
    hands = [[gap_card(), E(5, 1), E(6, 1), E(9, 4), E(10, 1)], OTHERS[0], OTHERS[1]]
    game = rigged(3, hands, draw=[E(16)], table=row(3, 5))
    game.choose(Play(gap_card(), Placement(PlacementKind.GAP, 1)))
    game.choose(Reverse.KEEP)
    assert game.current == 1 and game.direction == 1


def test_ordinary_card_gives_no_direction_choice():
    hands = [[E(5, 1), E(6, 1), E(9, 4), E(10, 1), E(11, 1)], OTHERS[0]]
    game = rigged(2, hands, draw=[E(16)], table=row(8))
    game.choose(Play(E(9, 4), Placement(RIGHT, 1)))
    assert game.decision.kind is DecisionKind.PLAY and game.current == 1


def test_last_card_then_play_goes_on_until_the_table_is_picked_up():
    hands = [[E(5, 1), E(6, 1), E(9, 4), E(10, 1), E(11, 1)], [E(2), E(3), E(4)]]
    game = rigged(2, hands, draw=[E(16)], table=row(8), rest_to=1)
    aside = atoms_of(game.piles[1])  # the cards of the deck nobody holds
    game.choose(Play(E(9, 4), Placement(RIGHT, 1)))
    assert not game.draw and any(e.kind is EventKind.LAST_CARD for e in game.log)
    # Player 1 may play on; a pick-up now starts no new table.
    assert PickUp(None) in game.decision.options
    assert not any(isinstance(o, PickUp) and o.start for o in game.decision.options)
    with pytest.raises(RuleError) as err:
        game.choose(PickUp(E(2)))
    assert err.value.key == "gaag.error.no_new_table"
    game.choose(Play(E(4), Placement(LEFT, 0)))
    game.choose(Play(E(11, 1), Placement(RIGHT, 3)))
    game.choose(PickUp(None))  # player 1 picks up the table: the round ends
    # Player 0 keeps 5•, 6•, 10• and 16 in hand; player 1 took 4, 8, 9••••, 11• and
    # adds the 2 and 3 left in hand.
    assert game.round_scores == [(3, 5 + aside)]
    assert game.totals == [3, 5 + aside] and game.round == 2


def test_round_score_is_score_pile_plus_hand():
    hands = [[E(5, 1), E(6, 2)], [E(3)]]
    game = rigged(2, hands, draw=[], table=row((9, 4)), piles=[[E(12, 3)], []], rest_to=1)
    aside = atoms_of(game.piles[1])
    assert game.view(1).pile_atoms == (3, aside)
    game.choose(PickUp(None))
    assert game.round_scores == [(3 + 4 + 1 + 2, aside)]


def test_players_without_cards_are_skipped_and_round_ends_when_nobody_holds_one():
    hands = [[E(9, 1)], [], [E(10, 1)]]
    game = rigged(3, hands, draw=[], table=row(8), rest_to=1)
    aside = atoms_of(game.piles[1])
    game.choose(Play(E(9, 1), Placement(RIGHT, 1)))
    assert game.current == 2  # player 1 holds no card
    game.choose(Play(E(10, 1), Placement(RIGHT, 2)))
    unscored = [e for e in game.log if e.kind is EventKind.UNSCORED]
    assert unscored and unscored[0].numbers == (3,)
    assert game.round_scores == [(0, aside, 0)] and game.round == 2


def test_game_ends_after_the_round_reaching_the_target_lowest_total_wins():
    hands = [[E(5, 1)], [E(5, 3)], [E(4)]]
    game = rigged(3, hands, draw=[], table=row((9, 4)), target=100, rest_to=0,
                  totals=[99, 90, 95])
    aside = atoms_of(game.piles[0])
    game.choose(PickUp(None))  # player 0: +4 +1 and the cards aside
    assert game.is_over and game.decision is None
    assert game.totals == [104 + aside, 93, 95] and game.winners == (1,)
    assert game.podium() == [(1, 1), (2, 2), (3, 0)]
    with pytest.raises(RuleError):
        game.choose(PickUp(None))


def test_tied_winners_win_together():
    hands = [[E(5, 1)], [E(5, 3)], [E(4)]]
    game = rigged(3, hands, draw=[], table=row((9, 4)), target=100, rest_to=0,
                  totals=[99, 90, 93])
    game.choose(PickUp(None))
    assert game.winners == (1, 2)


def test_below_target_a_new_round_starts_with_the_next_starter():
    hands = [[E(5, 1)], [E(5, 3)], [E(4)]]
    game = rigged(3, hands, draw=[], table=row((9, 4)), rest_to=0)
    game.choose(PickUp(None))
    assert game.round == 2 and game.starter == 1 and game.current == 1
    assert game.direction == 1 and not game.table.cards
    assert all(len(h) == 5 for h in game.hands) and len(game.draw) == 55
    assert_conserved(game)


def test_illegal_choices_leave_the_state_exactly_unchanged():
    game = Game(4, seed=11)
    for _ in range(25):
        game.choose(game.decision.options[-1])
    before = game.to_json()
    hand_card = game.hands[game.current][0]
    for bad in (Play(E(9, 4), Placement(RIGHT, 99)), Play(hand_card, Placement(FIRST, 0)),
                PickUp(None), Reverse.REVERSE, "left", None, PickUp(E(1))):
        with pytest.raises(RuleError):
            game.choose(bad)
        assert game.to_json() == before


def test_view_hides_other_hands_and_the_draw_pile():
    game = Game(3, seed=2)
    view = game.view(1)
    assert view.hand == tuple(game.hands[1])
    assert view.hand_sizes == (5, 5, 5) and view.draw_size == 55
    names = set(View._fields)
    assert not any(isinstance(getattr(view, name), list) for name in names)
    assert "draw" not in names and "hands" not in names
    with pytest.raises(AttributeError):
        view.hand = ()  # frozen


def test_log_in_both_languages():
    game = Game(3, seed=4)
    for _ in range(40):
        game.choose(game.decision.options[0])
    fr, en = game.log_text("fr"), game.log_text("en")
    assert "Manche 1" in fr and "Round 1" in en
    assert "joue" in fr and "plays" in en
    ak.set_language("en")
    assert game.log_text() == en


def test_saving_rejects_malformed_files():
    game = Game(3, seed=4)
    data = json.loads(game.to_json())
    for text in ("{", "[]", json.dumps({**data, "game": "skyjo"}),
                 json.dumps({**data, "version": 99}), json.dumps({**data, "hands": 3}),
                 json.dumps({**data, "draw": data["draw"][1:]}),
                 json.dumps({**data, "rng": [1, 2]}), json.dumps({**data, "players": 9}),
                 json.dumps({**data, "table": {"cards": [[5, 0], [3, 0]], "values": [5, 3]}})):
        with pytest.raises(SaveFileError):
            Game.from_json(text)


def test_options_are_json_serialisable():
    from algunokit.gaag.moves import option_from_data, option_to_data

    game = Game(5, seed=8)
    seen = 0
    while game.decision is not None and seen < 3000:
        for option in game.decision.options:
            data = json.loads(json.dumps(option_to_data(option)))
            assert option_from_data(data) == option
            seen += 1
        game.choose(game.decision.options[0])
    for bad in ([], ["play", [7, 0], "left"], ["jump"], "keep", ["pick_up", [99, 0]]):
        with pytest.raises(ValueError):
            option_from_data(bad)
