"""Hand-made positions (#17): ``Game.from_setup`` builds them through the same checks
as a loaded save, so a lesson or a test can start anywhere in a game."""

from __future__ import annotations

from collections import Counter

import pytest

from algunokit.alguno import Build, DecisionKind, Game, Rules, Side, bots, parse_action
from algunokit.cards import Card, classic_deck
from algunokit.errors import ConfigError


def test_a_position_from_card_codes_with_everything_else_by_default():
    game = Game.from_setup(Rules.make(3), hands=[["7H", "2C"], ["QS"], ["JR", "AD"]], author=1)
    assert game.decision.kind is DecisionKind.BUILD and game.decision.player == 1
    assert game.hands[0] == (Card.from_code("7H"), Card.from_code("2C"))
    assert len(game.table.draw_pile) == 54 - 5 and game.turn == 1
    assert game.all_classic_cards() == Counter(classic_deck("54"))
    assert len(game.action_hand) == 1 and game.condition_card is not None
    game.play_out(bots("random", seed=1))
    assert game.is_over


def test_the_cards_of_the_turn_and_a_build_under_way():
    rules = Rules.make(3, (2, 2))
    game = Game.from_setup(rules, hands=[["AH", "2H", "3S"], ["4H"], ["5H"]],
                           condition_card="C2-01", action_hand=["A2-01", "A2-15", "A2-27"],
                           build=Build(0, 1, 2))
    assert game.alternative.then == (parse_action("give left"),)
    # the author's execution ran up to its first choice: which of 3 cards to give
    assert game.phase.value == "execute" and game.decision.kind is DecisionKind.GIVE
    assert game.decision.player == 0 and len(game.decision.options) == 3
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize(("position", "field"), [
    ({"hands": [["7H"], ["7H"], ["2C"]]}, None),  # a card twice
    ({"hands": [["7H"], ["ZZ"], ["2C"]]}, "hands"),
    ({"hands": [["7H"], ["2C"]]}, "hands"),
    ({"author": 3}, "author"),
    ({"author": True}, "author"),
    ({"turn": 0}, "turn"),
    ({"condition_card": "A1-01"}, "condition_card"),
    ({"action_hand": ["A1-01", "A1-02"]}, "action_hand"),
    ({"build": Build(0.0)}, "build"),
    ({"build": Build(0), "executing": 3}, "executing"),
    ({"build": Build(0), "execution": (0, [parse_action("draw 5")], None)}, "execution.queue"),
    ({"build": Build(0), "execution": (0, [], Side.LEFT)}, "execution.side"),
    ({"winners": (1,)}, "winners"),
    ({"limit_reached": 1}, "limit_reached"),
    ({"names": ["Ada", 7]}, "names"),
    ({"seed": 1.5}, "seed"),
])
def test_a_position_that_is_not_one_of_the_game_names_what_is_wrong(position, field):
    position = {"hands": [["7H"], ["QS"], ["2C"]], **position}
    with pytest.raises(ConfigError) as err:
        Game.from_setup(Rules.make(3), **position)
    if field is None:
        assert err.value.key == "alguno.error.setup_cards"
        assert "7♥" in err.value.message("fr") or "7H" in err.value.message("fr")
    else:
        assert err.value.key == "alguno.error.setup"
        assert err.value.params["field"] == field


def test_a_game_over_position_names_its_winners():
    game = Game.from_setup(Rules.make(3), hands=[[], ["QS"], ["2C"]], winners=(0,))
    assert game.is_over and game.decision is None and game.winners == (0,)
    assert game.condition_card is None and game.action_hand == ()


@pytest.mark.parametrize("names", [["Ada", ""], ["x" * 41], [1, 2, 3], "Ada"])
def test_names_a_save_could_not_hold_are_refused_when_the_game_is_made(names):
    with pytest.raises(ConfigError) as err:
        Game(3, seed=1, names=names)
    assert err.value.params["field"] == "names"
    game = Game(3, seed=1, names=("Ada", "Bo", "Cy"))
    assert Game.from_json(game.to_json()).names == ("Ada", "Bo", "Cy")


@pytest.mark.parametrize("limit", [0, 1001, 10**9, 2.5, True])
def test_the_turn_limit_is_bounded_so_every_game_ends(limit):
    from algunokit.alguno.rules import MAX_TURN_LIMIT

    with pytest.raises(ConfigError) as err:
        Game(3, seed=1, turn_limit=limit)
    assert err.value.key == "alguno.error.turn_limit"
    assert f"{MAX_TURN_LIMIT:,}" in err.value.message("en")
    assert f"{MAX_TURN_LIMIT:,}".replace(",", " ") in err.value.message("fr")
    assert Game(3, seed=1, turn_limit=MAX_TURN_LIMIT).rules.turn_limit == MAX_TURN_LIMIT
