"""Scenario tests straight from docs/rules/skyjo.en.md, on hand-built states."""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.skyjo import (
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    FaceDown,
    Game,
    Pile,
    Reveal,
    Slot,
)
from algunokit.skyjo import EventKind as K
from algunokit.skyjo.events import event_of

D = FaceDown


def hidden_grid(value: int = 5) -> list[list[FaceDown]]:
    return [[D(value)] * 4 for _ in range(3)]


def discard_of(game: Game) -> list[int]:
    """The whole discard pile, bottom first (read from a save: tests only)."""
    import json

    return json.loads(game.to_json())["discard"]


def play(game: Game, *options) -> None:
    for option in options:
        game.choose(option)


# -- players and setup -------------------------------------------------------------------

@pytest.mark.parametrize("n", [0, 1, 9, "4", True])
def test_player_count_outside_2_to_8_is_a_bilingual_config_error(n):
    with pytest.raises(ak.ConfigError) as info:
        Game(n_players=n)
    assert info.value.key == "common.error.players"
    assert (info.value.params["low"], info.value.params["high"]) == (2, 8)


@pytest.mark.parametrize("n", [2, 8])
def test_two_and_eight_players_are_allowed(n):
    game = Game(n_players=n, seed=1)
    assert game.n_players == n
    assert len(game.all_cards()) == 150


def first_deal_for(reveals: list[tuple[int, int]], n: int = 3) -> list[int]:
    """A deal where player p's slots 0 and 1 hold ``reveals[p]``, everything else 6/7."""
    cards = []
    for first, second in reveals[:n]:
        cards += [first, second, 6, 7, 6, 7, 7, 6, 7, 6, 6, 7]
    return [*cards, 11, 1, 2, 3, 4, 5]


def test_setup_deals_12_face_down_then_each_player_reveals_two_in_seating_order():
    game = Game(3, seed=0, first_deal=first_deal_for([(1, 2), (3, 4), (5, 6)]))
    view = game.view(0)
    assert all(cell is Slot.HIDDEN for grid in view.grids for cell in grid)
    assert view.discard_size == 0  # the discard starts once everyone has revealed
    seen = []
    while game.decision.kind is DecisionKind.SETUP_REVEAL:
        seen.append(game.decision.player)
        assert all(isinstance(o, Reveal) for o in game.decision.options)
        game.choose(Reveal(0, len(seen) % 2))
    assert seen == [0, 0, 1, 1, 2, 2]
    view = game.view(1)
    assert [v.count(Slot.HIDDEN) for v in view.grids] == [10, 10, 10]
    assert view.discard_top == 11  # the top card of the draw pile started the discard
    assert view.draw_size == 5
    assert game.log[-2].kind is K.DISCARD_STARTED


def test_a_setup_reveal_cannot_choose_an_already_revealed_card():
    game = Game(2, seed=4)
    game.choose(Reveal(1, 1))
    before = game.to_json()
    with pytest.raises(ak.RuleError):
        game.choose(Reveal(1, 1))
    assert game.to_json() == before


def reveal_first_two(game: Game) -> None:
    while game.decision.kind is DecisionKind.SETUP_REVEAL:
        p = game.decision.player
        game.choose(Reveal(0, 0) if game.view(p).cell(0, 0) is Slot.HIDDEN else Reveal(0, 1))


@pytest.mark.parametrize(("reveals", "starter"), [
    ([(1, 2), (12, 0), (5, 5)], 1),       # highest sum starts
    ([(5, 5), (4, 6), (3, 3)], 0),        # tie 0/1: first in seating order
    ([(-2, 0), (9, 3), (12, 0)], 1),      # tie 1/2: first in seating order
    ([(-2, -2), (-1, -2), (-2, -1)], 1),  # negative sums too
])
def test_first_round_starter_is_the_highest_sum_tie_to_seating_order(reveals, starter):
    game = Game(3, seed=0, first_deal=first_deal_for(reveals))
    reveal_first_two(game)
    assert game.decision.kind is DecisionKind.CHOOSE_PILE
    assert game.decision.player == starter
    assert game.log[-1] == event_of(K.STARTS, starter, True)


def test_first_deal_needs_enough_cards_and_real_cards():
    with pytest.raises(ak.ConfigError) as info:
        Game(2, first_deal=[1] * 24)  # nothing left to start the discard pile
    assert info.value.key == "skyjo.error.deck_size"
    with pytest.raises(ak.ConfigError) as info:
        Game(2, first_deal=[13] * 30)
    assert info.value.key == "skyjo.error.card" and info.value.params["value"] == "13"


# -- the two kinds of turn ----------------------------------------------------------------

def two_players(**options) -> Game:
    grids = [
        [[1, D(9), 3, 4], [D(8), D(9), D(10), D(11)], [D(0), D(1), D(2), D(3)]],
        hidden_grid(),
    ]
    return Game.from_setup(grids, draw=[7, 6, 5], discard=[12, 2], **options)


def test_take_the_discard_and_exchange_with_a_face_down_card():
    game = two_players()
    assert game.decision.options == (Pile.DRAW, Pile.DISCARD)
    game.choose(Pile.DISCARD)
    assert game.decision.kind is DecisionKind.PLACE_DISCARD
    # a card taken from the discard must be exchanged: no discard-and-reveal offered
    assert all(isinstance(o, Exchange) for o in game.decision.options)
    assert len(game.decision.options) == 12
    game.choose(Exchange(1, 0))
    view = game.view(1)
    assert view.cell(1, 0, player=0) == 2  # the new card is face up
    assert view.discard_top == 8  # the old one goes face up onto the discard
    assert discard_of(game) == [12, 8]
    assert game.log[-2:] == [event_of(K.TOOK, 0, True, 2), event_of(K.EXCHANGED, 0, 1, 0, 2, 8)]
    assert game.decision.player == 1 and game.turn == 1


def test_take_the_discard_and_exchange_with_a_face_up_card():
    game = two_players()
    play(game, Pile.DISCARD, Exchange(0, 3))
    assert game.view(0).cell(0, 3) == 2
    assert game.view(0).discard_top == 4


def test_draw_then_exchange():
    game = two_players()
    game.choose(Pile.DRAW)
    assert game.view(1).held == 7 and game.view(1).held_from is Pile.DRAW
    assert game.decision.kind is DecisionKind.PLACE_DRAWN
    game.choose(Exchange(0, 0))
    assert game.view(0).cell(0, 0) == 7
    assert discard_of(game) == [12, 2, 1]
    assert game.view(0).draw_size == 2


def test_draw_then_discard_it_and_reveal_a_face_down_card():
    game = two_players()
    game.choose(Pile.DRAW)
    options = game.decision.options
    assert DiscardAndReveal(1, 1) in options
    assert DiscardAndReveal(0, 0) not in options  # already face up
    game.choose(DiscardAndReveal(1, 1))
    assert game.view(0).cell(1, 1) == 9
    assert discard_of(game) == [12, 2, 7]
    assert game.log[-2:] == [event_of(K.DISCARDED, 0, 7), event_of(K.REVEALED, 0, 1, 1, 9, False)]


def test_exchanged_face_down_card_was_never_visible_before():
    game = two_players()
    assert game.view(0).cell(1, 2) is Slot.HIDDEN
    assert game.view(1).cell(1, 2, player=0) is Slot.HIDDEN


# -- column removal -----------------------------------------------------------------------

def test_three_equal_face_up_cards_in_a_column_go_to_the_discard_after_the_exchanged_card():
    grids = [[[7, 1, 2, 3], [7, D(4), D(5), D(6)], [D(3), D(4), D(5), D(6)]], hidden_grid()]
    game = Game.from_setup(grids, draw=[9], discard=[2, 7])
    play(game, Pile.DISCARD, Exchange(2, 0))
    assert discard_of(game) == [2, 3, 7, 7, 7]  # old card first, then the column
    view = game.view(0)
    assert [view.cell(r, 0) for r in range(3)] == [Slot.EMPTY] * 3
    assert view.columns_left() == (1, 2, 3)
    assert game.log[-1] == event_of(K.COLUMN_REMOVED, 0, 0, 7)
    assert game.log[-2].kind is K.EXCHANGED
    # the removed column's slots are no longer options
    game.choose(Pile.DRAW)
    game.choose(Exchange(0, 1))
    game.choose(Pile.DRAW)
    assert Exchange(0, 0) not in game.decision.options


def test_column_removal_after_discarding_and_revealing():
    grids = [[[D(-1), 1, 2, 3], [-1, D(4), D(5), D(6)], [-1, D(4), D(5), D(6)]], hidden_grid()]
    game = Game.from_setup(grids, draw=[10], discard=[2])
    play(game, Pile.DRAW, DiscardAndReveal(0, 0))
    assert discard_of(game) == [2, 10, -1, -1, -1]
    assert game.log[-1] == event_of(K.COLUMN_REMOVED, 0, 0, -1)


def test_removing_with_a_face_down_card_in_the_column_does_not_happen():
    grids = [[[5, 1, 2, 3], [5, D(4), D(5), D(6)], [D(5), D(4), D(5), D(6)]], hidden_grid()]
    game = Game.from_setup(grids, draw=[10], discard=[2])
    play(game, Pile.DRAW, DiscardAndReveal(1, 1))
    assert game.view(0).cell(2, 0) is Slot.HIDDEN
    assert not any(e.kind is K.COLUMN_REMOVED for e in game.log)


# -- end of the round -----------------------------------------------------------------------

def ending_round(totals=(0, 0, 0), **options) -> Game:
    grids = [
        [[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, D(0)]],  # 21 once revealed
        [[D(5), 0, 0, 0], [D(5), 0, 0, 0], [D(5), 1, 1, 1]],  # column 0 removed at the end: 3
        [[1, 2, 3, 4], [D(0), D(0), D(0), D(0)], [0, 0, 0, 0]],  # 10
    ]
    return Game.from_setup(grids, draw=[9, 12, 12, 4], discard=[6], totals=list(totals),
                           seed=5, **options)


def test_round_end_every_other_player_plays_exactly_one_more_turn():
    game = ending_round()
    play(game, Pile.DRAW, DiscardAndReveal(2, 3))
    assert game.log[-1] == event_of(K.ROUND_ENDING, 0)
    assert game.view(1).ender == 0 and game.view(1).is_last_turn
    players = []
    while game.decision.kind is not DecisionKind.SETUP_REVEAL:
        players.append(game.decision.player)
        game.choose(Pile.DRAW)
        hidden = game.view(game.decision.player).hidden_cells()
        game.choose(DiscardAndReveal(*hidden[0]))
    assert players == [1, 2]  # the ender does not play again
    assert game.turn == 3
    scored = next(e for e in game.log if e.kind is K.ROUND_SCORED)
    assert scored == event_of(K.ROUND_SCORED, 1, 0, (21, 3, 10), (42, 3, 10), (42, 3, 10))
    assert game.totals == (42, 3, 10) and game.history == ((42, 3, 10),)


def test_columns_are_checked_when_the_remaining_cards_are_revealed():
    game = ending_round()
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(0, 0),
         Pile.DRAW, DiscardAndReveal(1, 0))
    log = game.log
    end = log.index(next(e for e in log if e.kind is K.ROUND_SCORED))
    final = [e for e in log[:end] if e.kind is K.REVEALED and e.data["final"]]
    assert {(e.data["player"], e.data["row"], e.data["col"]) for e in final} == {
        (1, 1, 0), (1, 2, 0), (2, 1, 1), (2, 1, 2), (2, 1, 3)}
    assert event_of(K.COLUMN_REMOVED, 1, 0, 5) in log[:end]
    assert sorted(game.all_cards()) == sorted([1] * 4 + [2] * 4 + [3] * 3 + [0] + [5] * 3
                                              + [0] * 6 + [1] * 3 + [1, 2, 3, 4] + [0] * 8
                                              + [9, 12, 12, 4, 6])


def test_the_round_ender_starts_the_next_round():
    game = ending_round()
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(0, 0),
         Pile.DRAW, DiscardAndReveal(1, 0))
    assert game.round == 2 and game.log[-1] == event_of(K.ROUND_STARTED, 2)
    assert len(game.all_cards()) == 36 + 5
    reveal_first_two(game)
    assert game.log[-1] == event_of(K.STARTS, 0, False)
    assert game.decision.player == 0 and game.decision.kind is DecisionKind.CHOOSE_PILE


def test_a_strictly_lowest_ender_is_not_doubled():
    grids = [[[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 0, D(1)]],  # 18 once revealed
             [[D(9)] * 4, [D(9)] * 4, [D(8)] * 4]]
    game = Game.from_setup(grids, draw=[10, 10], discard=[6])
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(0, 0))
    scored = next(e for e in game.log if e.kind is K.ROUND_SCORED)
    assert scored.data["points"] == (18, 104) and scored.data["scores"] == (18, 104)
    assert game.is_over and game.winners == (0,)


def negative_ender(**options) -> Game:
    grids = [[[-2, -1, 0, 1], [-1, 0, 1, -2], [0, 1, -2, D(-1)]],  # -6
             [[-2, -2, -1, -1], [-1, -1, -2, -2], [0, 0, 0, D(0)]]]  # -12
    return Game.from_setup(grids, draw=[5, 5], discard=[6], **options)


def test_a_negative_score_is_not_doubled_by_default():
    game = negative_ender()
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(2, 3))
    assert game.history == ((-6, -12),)


def test_option_doubles_a_negative_score_too():
    game = negative_ender(double_non_positive=True)
    assert game.rules.double_non_positive
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(2, 3))
    assert game.history == ((-12, -12),)
    assert "doubl" in game.log_text("fr") and "doubled" in game.log_text("en")


# -- end of the game --------------------------------------------------------------------------

def finish(game: Game) -> None:
    play(game, Pile.DRAW, DiscardAndReveal(2, 3), Pile.DRAW, DiscardAndReveal(0, 0),
         Pile.DRAW, DiscardAndReveal(1, 0))


def test_game_ends_when_a_total_reaches_100_and_lowest_totals_win_together():
    game = ending_round(totals=(60, 67, 60))
    finish(game)
    assert game.totals == (102, 70, 70)
    assert game.is_over and game.decision is None
    assert game.winners == (1, 2)
    assert game.podium() == [(1, 1), (1, 2), (3, 0)]
    assert game.log[-1] == event_of(K.GAME_OVER, (1, 2), (102, 70, 70))
    with pytest.raises(ak.RuleError) as info:
        game.choose(Pile.DRAW)
    assert info.value.key == "common.error.game_over"


def test_game_goes_on_below_100():
    game = ending_round(totals=(57, 0, 0))
    finish(game)
    assert game.totals == (99, 3, 10) and not game.is_over


def test_end_score_option():
    game = ending_round(end_score=40)
    finish(game)
    assert game.is_over and game.winners == (1,)


def test_safety_limit_stops_the_game_without_a_winner():
    game = Game(2, seed=3, max_turns=5)
    while game.decision is not None:
        game.choose(game.decision.options[-1])
    assert game.turn == 5 and game.is_over and game.stopped
    assert game.winners == ()
    assert game.log[-1] == event_of(K.GAME_STOPPED, 5)
    assert "limite" in game.log_text("fr").splitlines()[-1]


# -- reshuffling ------------------------------------------------------------------------------

def test_empty_draw_pile_reshuffles_all_but_the_top_discard_card():
    grids = [hidden_grid(), hidden_grid()]
    game = Game.from_setup(grids, draw=[], discard=[3, 4, 9], seed=2)
    assert game.decision.options == (Pile.DRAW, Pile.DISCARD)
    game.choose(Pile.DRAW)
    assert game.log[-2] == event_of(K.RESHUFFLED, 2)
    view = game.view(0)
    assert view.discard_top == 9 and view.discard_size == 1  # the top card stays
    assert view.held in (3, 4) and view.draw_size == 1
    game.choose(DiscardAndReveal(0, 0))
    assert sorted(game.all_cards()) == sorted([5] * 24 + [3, 4, 9])


def test_nothing_to_draw_even_after_reshuffling_goes_on_without_error():
    game = Game.from_setup([hidden_grid(), hidden_grid()], draw=[], discard=[9])
    assert game.decision.options == (Pile.DISCARD,)
    play(game, Pile.DISCARD, Exchange(0, 0))
    assert game.decision.options == (Pile.DISCARD,)
    with pytest.raises(ak.ConfigError):
        Game.from_setup([hidden_grid(), hidden_grid()], draw=[], discard=[])


# -- illegal moves leave the state exactly as it was ---------------------------------------------

@pytest.mark.parametrize(("prefix", "bad"), [
    ((), Reveal(0, 1)),                       # not a setup decision
    ((), Exchange(0, 0)),                     # must choose a pile first
    ((), "draw"),                             # not an option at all
    ((Pile.DISCARD,), DiscardAndReveal(1, 1)),  # discard card must be exchanged
    ((Pile.DISCARD,), Pile.DRAW),
    ((Pile.DRAW,), DiscardAndReveal(0, 0)),   # that card is already face up
    ((Pile.DRAW,), Exchange(3, 0)),           # no such row
    ((Pile.DRAW,), Exchange(-1, 0)),
])
def test_illegal_moves_are_rejected_and_change_nothing(prefix, bad):
    game = two_players()
    play(game, *prefix)
    before = game.to_json()
    decision = game.decision
    with pytest.raises(ak.RuleError) as info:
        game.choose(bad)
    assert game.to_json() == before
    assert game.decision == decision
    assert info.value.key == "common.error.not_an_option"


def test_exchange_on_a_removed_column_is_rejected():
    grids = [[[None, 1, 2, 3], [None, D(4), D(5), D(6)], [None, D(4), D(5), D(6)]],
             hidden_grid()]
    game = Game.from_setup(grids, draw=[9, 9, 9], discard=[2])  # 25 cards: a next deal
    game.choose(Pile.DRAW)
    before = game.to_json()
    with pytest.raises(ak.RuleError):
        game.choose(Exchange(1, 0))
    assert game.to_json() == before
    assert game.view(0).cell(0, 0) is Slot.EMPTY


def test_error_follows_the_chosen_language():
    ak.set_language("en")
    game = two_players()
    with pytest.raises(ak.RuleError) as info:
        game.choose(Exchange(0, 0))
    assert info.value.key == "common.error.not_an_option" and info.value.language == "en"
    assert str(info.value) == info.value.message("en")


# -- hand-built states are checked -----------------------------------------------------------------

@pytest.mark.parametrize(("kwargs", "key"), [
    ({"current": 2}, "skyjo.error.seat"), ({"ender": 0}, "skyjo.error.ender"),
    ({"ender": 1}, "skyjo.error.ender"), ({"totals": [0]}, "skyjo.error.scores"),
])
def test_from_setup_rejects_impossible_states(kwargs, key):
    with pytest.raises(ak.ConfigError) as info:
        Game.from_setup([hidden_grid(), hidden_grid()], draw=[1], discard=[2], **kwargs)
    assert info.value.key == key


def test_from_setup_rejects_bad_grids():
    with pytest.raises(ak.ConfigError) as info:
        Game.from_setup([[[1, 2, 3]], hidden_grid()], draw=[1], discard=[2])
    assert info.value.key == "skyjo.error.grid_shape"
    with pytest.raises(ak.ConfigError) as info:
        Game.from_setup([hidden_grid(13), hidden_grid()], draw=[1], discard=[2])
    assert info.value.key == "skyjo.error.card"
    with pytest.raises(ak.ConfigError) as info:
        Game.from_setup([hidden_grid()], draw=[1], discard=[2])
    assert info.value.key == "common.error.players"


def test_from_setup_with_an_ender_counts_the_remaining_last_turns():
    grids = [hidden_grid(), [[1, 2, 3, 4]] * 3, hidden_grid(), hidden_grid()]
    game = Game.from_setup(grids, draw=[1, 2, 3, 4], discard=[0], current=3, ender=1)
    players = []
    while game.round == 1:
        players.append(game.decision.player)
        play(game, Pile.DRAW, DiscardAndReveal(0, 0))
    assert players == [3, 0]
