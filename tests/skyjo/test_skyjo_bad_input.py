"""Bad input never breaks a Skyjo game (issue 21).

A wrong answer is a :class:`RuleError` and changes nothing (the save is compared
byte for byte); a damaged save is a :class:`SaveFileError` naming what is wrong, and
a save that loads plays to its end with every card of the deck present. The examples
of the issue come first, then property tests (hypothesis) at random points of random
games: random wrong answers, random damage to valid saves.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from algunokit.errors import ConfigError, RuleError, SaveFileError
from algunokit.protocol import play_out, same_answer
from algunokit.skyjo import (
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    FaceDown,
    Game,
    Pile,
    Reveal,
    make_bot,
    skyjo_deck,
)

DECK = sorted(skyjo_deck())
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, players: int, steps: int) -> Game:
    """A game after ``steps`` random decisions (fewer if it ends first)."""
    game, pick = Game(players, seed), random.Random(seed).choice
    for _ in range(steps):
        if game.decision is None:
            break
        game.choose(pick(game.decision.options))
    return game


def finish(game: Game, seed: int = 0) -> Game:
    """Play ``game`` to its end with random bots; every card must still be there."""
    play_out(game, [make_bot("random", seed + s) for s in range(game.n_players)],
             max_decisions=200_000)
    assert game.is_over
    return game


def reached(kind: DecisionKind, seed: int = 3) -> Game:
    """A 3-player game at its first decision of ``kind``."""
    game, pick = Game(3, seed), random.Random(seed).choice
    while game.decision.kind is not kind:
        options = game.decision.options
        wanted = [o for o in options if o is Pile.DRAW or o is Pile.DISCARD]
        game.choose(wanted[0] if kind is DecisionKind.PLACE_DRAWN and Pile.DRAW in options
                    else pick(wanted or options))
    return game


class LookAlike:
    """Not an option, though it compares equal to everything and looks like one."""

    row, col = 0, 0

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


class Broken:
    """A student's object whose comparisons and text raise."""

    def __eq__(self, other: object) -> bool:
        raise ValueError("no")

    def __str__(self) -> str:
        raise ValueError("no")

    __hash__ = object.__hash__


BAD_ANSWERS = [None, "draw", "discard", 1.0, 0, True, [0, 0], (0, 0), {"row": 0, "col": 0},
               Reveal(0.0, 0), Reveal(0, 0.0), Reveal(True, 0), Reveal("0", 0),
               Reveal(None, None), Exchange(0, 0.0), Exchange(3, 0), Exchange(-1, 0),
               Exchange(0, 4), DiscardAndReveal(False, 1), DiscardAndReveal(10**100, 0),
               Pile, DecisionKind.CHOOSE_PILE, LookAlike(), Broken(), float("nan"), b"draw"]


# -- the examples of issue 21 ------------------------------------------------------------

def damaged(mutate, game: Game | None = None) -> str:
    data = json.loads((game or Game(3, 1)).to_json())
    mutate(data)
    return json.dumps(data)


def load_error(text: Any) -> SaveFileError:
    with pytest.raises(SaveFileError) as info:
        Game.from_json(text)
    return info.value


def test_a_save_with_149_cards_is_refused():
    error = load_error(damaged(lambda d: d["draw"].pop()))
    assert error.key == "skyjo.error.save_position"
    assert error.__cause__.key == "skyjo.error.deck"
    assert error.__cause__.params["found"] == error.__cause__.params["expected"] - 1


def test_a_save_with_a_card_too_many_is_refused():
    error = load_error(damaged(lambda d: d["discard"].append(d["draw"][0]), reached(
        DecisionKind.CHOOSE_PILE)))
    assert error.__cause__.key == "skyjo.error.deck"


def test_moving_the_draw_pile_onto_the_discard_pile_during_set_up_is_refused():
    def move(data):
        data["discard"], data["draw"] = data["draw"], []

    error = load_error(damaged(move))
    assert error.__cause__.key == "skyjo.error.setup_piles"


def test_bytes_that_are_not_text_are_refused():
    assert load_error(b"\xff").key == "common.error.save_encoding"


@pytest.mark.parametrize("word", [-1, 2**32, 10**30, -(10**30)])
def test_impossible_numbers_in_the_random_state_are_refused(word):
    def set_word(data):
        data["rng"][1][7] = word

    error = load_error(damaged(set_word))
    assert error.key == "common.error.save_value" and error.params["field"] == "rng"


def test_deep_nesting_is_refused():
    assert load_error("[" * 100_000 + "]" * 100_000).key == "common.error.save_depth"


@pytest.mark.parametrize(("mutate", "field"), [
    (lambda d: d.__setitem__("player", 7), "player"),
    (lambda d: d.__setitem__("winners", [9, "x"]), "winners[1]"),
    (lambda d: d.__setitem__("winners", [2]), "winners"),
    (lambda d: d.__setitem__("stopped", True), "stopped"),
    (lambda d: d.__setitem__("left", 2), "left"),
    (lambda d: d.__setitem__("phase", "place_drawn"), "phase"),
    (lambda d: d.__setitem__("setup_left", 0), "phase"),  # then the position is a turn
    (lambda d: d.__setitem__("round", 10**12), "round"),
    (lambda d: d.__setitem__("turn", -1), "turn"),
    (lambda d: d.__setitem__("totals", [0, 0]), "totals"),
    (lambda d: d.__setitem__("totals", [0, 0, 1.5]), "totals[2]"),
    (lambda d: d["values"][0].__setitem__(3, 4.0), "values[0][3]"),
    (lambda d: d["values"][1].__setitem__(0, None), "values[1][0]"),
    (lambda d: d.__setitem__("held_from", "table"), "held_from"),
    (lambda d: d.__setitem__("log", [["Took", 0, True]]), "log[0]"),
    (lambda d: d.__setitem__("log", [["Took", 5, True, 3]]), "log[0]"),
    (lambda d: d.__setitem__("log", [["RoundScored", 1, 0, [1], [1], [1]]]), "log[0]"),
    (lambda d: d.pop("draw"), "draw"),
    (lambda d: d.__setitem__("rules", {"end_score": 50}), "rules"),
])
def test_damaged_fields_are_named(mutate, field):
    error = load_error(damaged(mutate))
    assert error.key in ("common.error.save_value", "common.error.save_missing")
    assert error.params["field"] == field


@pytest.mark.parametrize(("mutate", "cause"), [
    (lambda d: d["values"][0].__setitem__(3, 13), "skyjo.error.card"),
    (lambda d: d.__setitem__("held", 5), "skyjo.error.held"),
    (lambda d: d.__setitem__("ender", 1), "skyjo.error.setup_phase"),
    (lambda d: d["rules"].__setitem__("end_score", 0), "skyjo.error.option"),
    (lambda d: d["rules"].__setitem__("max_turns", 10**9), "skyjo.error.option"),
    (lambda d: d["face_up"][2].__setitem__(0, True), "skyjo.error.setup_reveals"),
])
def test_positions_the_rules_cannot_reach_are_refused(mutate, cause):
    error = load_error(damaged(mutate))
    assert error.key == "skyjo.error.save_position" and error.__cause__.key == cause
    assert error.message("fr") != error.message("en")


def test_every_old_field_is_required():
    for key in json.loads(Game(2, 0).to_json()):
        if key in ("game", "version"):
            continue
        error = load_error(damaged(lambda d, key=key: d.pop(key)))
        assert error.key == "common.error.save_missing" and error.params["field"] == key


# -- wrong answers --------------------------------------------------------------------------

@pytest.mark.parametrize("kind", list(DecisionKind))
@pytest.mark.parametrize("answer", BAD_ANSWERS, ids=lambda a: type(a).__name__)
def test_a_wrong_answer_is_a_rule_error_and_changes_nothing(kind, answer):
    game = reached(kind)
    before, decision = game.to_json(), game.decision
    with pytest.raises(RuleError) as info:
        game.choose(answer)
    assert info.value.key == "common.error.not_an_option"
    assert info.value.message("fr") and info.value.message("en")
    assert game.to_json() == before and game.decision == decision


def test_an_option_of_another_decision_is_refused():
    game = reached(DecisionKind.PLACE_DISCARD)
    before = game.to_json()
    for answer in (Pile.DRAW, Reveal(0, 0), DiscardAndReveal(0, 0)):
        with pytest.raises(RuleError):
            game.choose(answer)
    assert game.to_json() == before


def test_a_finished_game_refuses_every_answer():
    game = finish(Game(2, 4))
    before = game.to_json()
    for answer in (Pile.DRAW, None, Exchange(0, 0)):
        with pytest.raises(RuleError) as info:
            game.choose(answer)
        assert info.value.key == "common.error.game_over"
    assert game.to_json() == before


def test_the_engine_keeps_its_own_option_objects():
    game = reached(DecisionKind.PLACE_DRAWN)
    game.choose(Exchange(1, 2))  # a fresh, equal option: the engine's own one is used
    assert game.log[-1].data["row"] == 1 and type(game.log[-1].data["row"]) is int


@pytest.mark.parametrize("bad", [{"reveals_left": 3}, {"held": 5}, {"held_from": Pile.DRAW},
                                 {"over": True}, {"rng": 7}, {"log": [object()]},
                                 {"deck": [1] * 27}, {"round": 0}, {"turn": True},
                                 {"history": [[1]]}, {"next_starter": 2}])
def test_from_setup_refuses_what_a_save_could_say_wrongly(bad):
    grids = [[[FaceDown(5)] * 4] * 3, [[FaceDown(6)] * 4] * 3]
    with pytest.raises(ConfigError):
        Game.from_setup(grids, draw=[1, 2], discard=[3], **bad)


# -- property tests -----------------------------------------------------------------------

seeds = st.integers(min_value=0, max_value=2**32 - 1)
players = st.integers(min_value=2, max_value=6)
steps = st.integers(min_value=0, max_value=400)
junk = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=5),
    st.binary(max_size=4), st.tuples(st.integers(), st.integers()),
    st.builds(Reveal, st.integers(-3, 5) | st.floats(0, 3), st.integers(-3, 5)),
    st.builds(Exchange, st.integers(-3, 5), st.integers(-3, 5) | st.booleans()),
    st.builds(DiscardAndReveal, st.integers(-3, 5) | st.text(max_size=1), st.integers(-3, 5)),
    st.sampled_from(list(Pile) + list(DecisionKind)), st.just(LookAlike()),
)


@FAST
@given(seed=seeds, n=players, k=steps, answer=junk)
def test_random_wrong_answers_change_nothing(seed, n, k, answer):
    game = random_game(seed, n, k)
    decision = game.decision
    if decision is not None:
        assume(not any(same_answer(option, answer) for option in decision.options))
    before = game.to_json()
    with pytest.raises(RuleError):
        game.choose(answer)
    assert game.to_json() == before


def _leaves(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a number, string, boolean or null inside a save (the random
    generator's 625 words are left to their own test: they would drown the rest)."""
    if isinstance(value, dict):
        return [p for key, item in value.items() if key != "rng"
                for p in _leaves(item, (*path, key))]
    if isinstance(value, list):
        return [p for i, item in enumerate(value) for p in _leaves(item, (*path, i))]
    return [path]


def _at(data: Any, path: tuple) -> tuple[Any, Any]:
    for key in path[:-1]:
        data = data[key]
    return data, path[-1]


ZONES = ("draw", "discard")


def _damage(data: dict, draw: Any) -> Any:
    """One random kind of damage (the issue's list), applied to the parsed save."""
    how = draw(st.sampled_from(["delete", "retype", "huge", "float", "nest", "duplicate",
                                "remove", "swap", "truncate", "bytes"]))
    if how == "delete":
        key = draw(st.sampled_from(sorted(data)))
        del data[key]
    elif how in ("retype", "huge", "float", "nest"):
        parent, key = _at(data, draw(st.sampled_from(_leaves(data))))
        old = parent[key]
        parent[key] = {
            "retype": lambda: draw(st.one_of(st.none(), st.booleans(), st.text(max_size=4),
                                             st.lists(st.integers(-3, 13), max_size=3),
                                             st.dictionaries(st.text(max_size=2),
                                                             st.integers(), max_size=2))),
            "huge": lambda: draw(st.sampled_from([10**30, -(10**30), 2**63, -1, -2**31])),
            "float": lambda: float(old) if type(old) is int else 0.5,
            "nest": lambda: json.loads("[" * 40 + json.dumps(old) + "]" * 40),
        }[how]()
    elif how in ("duplicate", "remove", "swap"):
        zone = draw(st.sampled_from((*ZONES, "values")))
        cards = data[zone] if zone != "values" else data["values"][draw(
            st.integers(0, len(data["values"]) - 1))]
        assume(cards)
        i = draw(st.integers(0, len(cards) - 1))
        if how == "duplicate":
            cards.insert(i, cards[i])
        elif how == "remove":
            del cards[i]
        else:
            other = data[draw(st.sampled_from(ZONES))]
            assume(other)
            j = draw(st.integers(0, len(other) - 1))
            cards[i], other[j] = other[j], cards[i]
    text = json.dumps(data)
    if how == "truncate":
        return text[:draw(st.integers(0, len(text) - 1))]
    if how == "bytes":
        raw = bytearray(text.encode())
        raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        return bytes(raw)
    return text


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=seeds, n=players, k=steps, data=st.data())
def test_a_damaged_save_is_refused_or_plays_to_the_end_with_every_card(seed, n, k, data):
    game = random_game(seed, n, k)
    payload = _damage(json.loads(game.to_json()), data.draw)
    try:
        loaded = Game.from_json(payload)
    except SaveFileError as error:
        assert error.message("fr") and error.message("en")
        return
    assert sorted(loaded.all_cards()) == DECK
    finish(loaded, seed)
    assert sorted(loaded.all_cards()) == DECK
    assert Game.from_json(loaded.to_json()).to_json() == loaded.to_json()


@FAST
@given(seed=seeds, n=players, k=steps)
def test_an_intact_save_continues_exactly_as_the_game(seed, n, k):
    game = random_game(seed, n, k)
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert Game.from_setup(**game.setup().arguments()).to_json() == game.to_json()
    finish(game, seed + 1)
    finish(copy, seed + 1)
    assert copy.to_json() == game.to_json()


@pytest.mark.parametrize(("call", "key"), [
    (lambda: Game(2, seed=[1]), "skyjo.error.seed"),
    (lambda: Game(2, seed=1.5), "skyjo.error.seed"),
    (lambda: Game(2, first_deal="abc"), "skyjo.error.cards"),
    (lambda: Game(2, end_score=10**6), "skyjo.error.option"),
    (lambda: Game.from_setup([[[5] * 4] * 3] * 2, [1], [2], curent=1),
     "skyjo.error.unknown_option"),
    (lambda: Game.from_setup([[[5] * 4] * 3] * 2, [1], [2], seed="x"), "skyjo.error.seed"),
    (lambda: Game.from_setup("grids", [1], [2]), "skyjo.error.sequence"),
    (lambda: Game.from_setup([], [1], [2]), "common.error.players"),
    (lambda: Game.from_setup([[[5] * 4] * 3] * 2, 7, [2]), "skyjo.error.cards"),
    (lambda: Game(2, 1).view(2), "skyjo.error.seat"),
    (lambda: Game(2, 1).view("0"), "skyjo.error.seat"),
])
def test_a_bad_argument_is_a_config_error(call, key):
    with pytest.raises(ConfigError) as info:
        call()
    assert info.value.key == key
