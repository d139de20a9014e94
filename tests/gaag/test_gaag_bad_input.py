"""Bad input never breaks a game of GaAg (#21).

A wrong answer (None, text, floats, look-alikes, cards that do not exist, a
right card at a float position …) raises ``RuleError`` and changes nothing,
down to the byte of the save. A damaged save (a key deleted, a value retyped,
cards duplicated, removed or swapped, the text truncated, random bytes, deep
nesting, huge or negative numbers) raises ``SaveFileError`` and nothing else;
and a damaged save that still loads is a real position: it keeps the 70 cards
and plays to its end.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from algunokit.errors import ConfigError, RuleError, SaveFileError
from algunokit.gaag import (
    DECK,
    Card,
    DecisionKind,
    Game,
    PickUp,
    Placement,
    PlacementKind,
    Play,
    Reverse,
    Row,
    element,
    make_bot,
)
from algunokit.protocol import play_out, same_answer

DECK_COUNT = Counter(DECK)
FIRST = Placement(PlacementKind.FIRST, 0)


def played(n: int, seed: int, decisions: int) -> Game:
    """A game of ``n`` players after ``decisions`` answers of random bots."""
    game = Game(n, seed=seed)
    bots = [make_bot("random", seed + seat) for seat in range(n)]
    for _ in range(decisions):
        decision = game.decision
        if decision is None:
            break
        game.choose(bots[decision.player](game.view(decision.player), decision))
    return game


def waiting_for_direction(seed: int = 1) -> Game:
    game = Game(3, seed=seed)
    bots = [make_bot("random", seed + seat) for seat in range(3)]
    while game.decision.kind is not DecisionKind.DIRECTION:
        decision = game.decision
        game.choose(bots[decision.player](game.view(decision.player), decision))
    return game


def refused(game: Game, answer: object) -> RuleError:
    before = game.to_json()
    with pytest.raises(RuleError) as err:
        game.choose(answer)
    assert game.to_json() == before  # byte for byte
    assert Counter(game.all_cards()) == DECK_COUNT
    return err.value


# -- the examples of issue 21 -----------------------------------------------------------

@pytest.mark.parametrize("answer", [
    Play(None, FIRST), Play("H1", FIRST), Play(element(1), None), PickUp("H1"),
    Play(Card("1", 0), FIRST), Play(Card([1], 0), FIRST), Play(Card(99, 0), FIRST),
    None, "H1", 3, 0.5, Reverse.KEEP, (element(1), FIRST), ["play", [1, 0], "first", 0],
])
def test_malformed_answers_are_refused_with_the_state_unchanged(answer):
    game = Game(3, seed=1)
    error = refused(game, answer)
    assert error.key in {"common.error.not_an_option", "gaag.error.not_in_hand"}
    assert error.message("fr") and error.message("en")


def test_a_float_position_is_refused_and_loses_no_card():
    game = Game(3, seed=1)
    card = game.hands[game.current][0]
    assert Play(card, Placement(PlacementKind.FIRST, 0.0)) == Play(card, FIRST)  # looks alike
    for index in (0.0, False):
        assert refused(game, Play(card, Placement(PlacementKind.FIRST, index))).key == \
            "common.error.not_an_option"
    assert len(game.all_cards()) == 70
    game.choose(Play(card, FIRST))  # the real answer still plays
    assert game.table.cards == (card,)


def test_a_card_built_again_with_the_same_values_is_the_same_answer():
    game = Game(3, seed=1)
    card = game.hands[game.current][0]
    game.choose(Play(Card(card.z, card.atoms), Placement(PlacementKind.FIRST, 0)))
    assert game.turn == 1 and Counter(game.all_cards()) == DECK_COUNT


def test_well_formed_wrong_plays_still_get_the_precise_reason():
    game = Game(3, seed=1)
    missing = next(c for c in DECK if c not in game.hands[game.current])
    assert refused(game, Play(missing, FIRST)).key == "gaag.error.not_in_hand"
    held = game.hands[game.current][0]
    assert refused(game, Play(held, Placement(PlacementKind.LEFT, 0))).key == \
        "gaag.error.table_empty"
    assert refused(game, PickUp(held)).key == "gaag.error.nothing_to_pick_up"


def test_a_direction_save_with_every_hand_on_the_draw_pile_is_refused():
    game = waiting_for_direction()
    data = json.loads(game.to_json())
    for hand in data["hands"]:
        data["draw"] += hand
        hand.clear()
    with pytest.raises(SaveFileError) as err:
        Game.from_json(json.dumps(data))
    assert err.value.key == "gaag.error.save_position" and err.value.params["field"] == "step"


def test_a_winner_who_is_not_a_seat_is_refused():
    game = played(3, 5, 10_000)
    assert game.is_over
    data = json.loads(game.to_json())
    for winners in ([7], [-1], [], ["x"], [0, 1, 2], [0.0]):
        data["winners"] = winners
        with pytest.raises(SaveFileError) as err:
            Game.from_json(json.dumps(data))
        assert err.value.params["field"].startswith("winners")
    playing = json.loads(played(3, 5, 10).to_json())
    playing["winners"] = [0]
    with pytest.raises(SaveFileError):
        Game.from_json(json.dumps(playing))


@pytest.mark.parametrize(("key", "value", "field"), [
    ("players", 7, "players"), ("players", 2.0, "players"), ("target", 10**12, "target"),
    ("target", 0, "target"), ("current", 3, "current"), ("starter", -1, "starter"),
    ("direction", 0, "direction"), ("round", 0, "round"), ("turn", -3, "turn"),
    ("step", "jump", "step"), ("step", None, "step"), ("totals", [0, -5, 0], "totals"),
    ("totals", [0, 0], "totals"), ("round_scores", [[1, 2]], "round_scores"),
    ("hands", [[], [], []], "draw"), ("log", [["round", 9, None, None, [1]]], "log"),
    ("log", [["round", 0, None, None, []]], "log[0]"), ("table", {"cards": []}, "table.values"),
])
def test_each_damaged_field_is_named(key, value, field):
    data = json.loads(played(3, 2, 12).to_json())
    data[key] = value
    with pytest.raises(SaveFileError) as err:
        Game.from_json(json.dumps(data))
    assert err.value.params["field"] == field
    assert "field" in err.value.params and err.value.message("fr") != err.value.message("en")


def test_the_seat_to_play_must_hold_a_card():
    data = json.loads(played(3, 2, 12).to_json())
    data["draw"] += data["hands"][data["current"]]
    data["hands"][data["current"]] = []
    with pytest.raises(SaveFileError) as err:
        Game.from_json(json.dumps(data))
    assert err.value.params["field"] == "current"


def test_cards_missing_doubled_or_foreign_are_refused():
    data = json.loads(played(4, 3, 20).to_json())
    for change in ("remove", "double", "foreign", "move_to_table"):
        broken = copy.deepcopy(data)
        if change == "remove":
            broken["draw"].pop()
        elif change == "double":
            broken["draw"].append(broken["hands"][0][0])
        elif change == "foreign":
            broken["draw"][0] = [42, 0]
        else:
            broken["table"]["cards"].append(broken["draw"].pop())
            broken["table"]["values"].append(99)
        with pytest.raises(SaveFileError):
            Game.from_json(json.dumps(broken))


def test_a_loaded_save_is_the_same_game_through_from_setup():
    game = waiting_for_direction(4)
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json() and loaded.decision.kind is DecisionKind.DIRECTION
    loaded.choose(Reverse.KEEP)
    play_out(loaded, [make_bot("random", s) for s in range(3)])
    assert loaded.is_over and Counter(loaded.all_cards()) == DECK_COUNT


# -- hand-built positions: anything impossible is a ConfigError -------------------------

def _valid_setup() -> dict:
    from gaag_helpers import row

    return {"hands": [[element(3), element(9, 4)], [element(4)], [element(6, 1)]],
            "table": row(5, 7), "current": 0, "totals": [3, 4, 5], "target": 100}


GARBAGE = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12),
                    st.floats(allow_nan=True), st.text(max_size=4),
                    st.lists(st.one_of(st.integers(-2, 20), st.none(), st.text(max_size=2)),
                             max_size=4),
                    st.sampled_from([Row(), Row((element(3),), ("3",)), (), [[]], [[], []], {},
                                     [element(3)], [[element(3)]], DecisionKind.DIRECTION,
                                     Card(99, 0), Card("1", 0), [Card(2.0, 0)]]))
ARGUMENTS = ["hands", "draw", "table", "piles", "current", "starter", "direction", "pending",
             "round", "turn", "totals", "round_scores", "winners", "log", "target", "seed"]


@settings(max_examples=120, deadline=None)
@given(name=st.sampled_from(ARGUMENTS), value=GARBAGE)
def test_garbage_in_a_hand_built_position_is_a_config_error(name, value):
    arguments = {**_valid_setup(), name: value}
    try:
        game = Game.from_setup(**arguments)
    except ConfigError as err:
        assert err.message("fr") and err.message("en")
        return
    finishes_with_every_card(game, 0)


def test_a_hand_built_position_is_checked_like_a_save():
    game = Game.from_setup(**_valid_setup())
    assert Counter(game.all_cards()) == DECK_COUNT and len(game.draw) == 70 - 4 - 2
    assert game.decision.player == 0
    with pytest.raises(ConfigError) as err:
        Game.from_setup(**{**_valid_setup(), "current": 5})
    assert err.value.key == "gaag.error.setup" and err.value.params["field"] == "current"
    with pytest.raises(ConfigError) as err:
        Game.from_setup(**{**_valid_setup(), "hands": [[element(3)], [element(3)], []]})
    assert err.value.params["field"] == "hands"


# -- random wrong answers at random points ------------------------------------------------

def _look_alikes(option: object) -> list[object]:
    """Answers equal to ``option`` but not of the same types."""
    if type(option) is Play:
        card, placement = option.card, option.placement
        return [Play(card, Placement(placement.kind, float(placement.index))),
                Play(Card(float(card.z), card.atoms), placement),
                Play(Card(card.z, float(card.atoms)), placement)]
    if type(option) is PickUp and option.start is not None:
        return [PickUp(Card(option.start.z, float(option.start.atoms)))]
    return []


cards = st.builds(Card, st.one_of(st.integers(-3, 25), st.floats(0, 20), st.text(max_size=2),
                                  st.none()),
                  st.one_of(st.integers(-1, 6), st.floats(0, 4), st.none()))
placements = st.builds(Placement, st.one_of(st.sampled_from(PlacementKind), st.text(max_size=4),
                                            st.none()),
                       st.one_of(st.integers(-3, 30), st.floats(-1, 30), st.booleans(),
                                 st.none()))
wrong_answers = st.one_of(
    st.none(), st.text(max_size=6), st.integers(), st.floats(allow_nan=True), st.booleans(),
    st.sampled_from(Reverse), cards, placements, st.builds(Play, cards, placements),
    st.builds(Play, st.sampled_from(DECK), placements), st.builds(PickUp, cards),
    st.builds(PickUp, st.sampled_from(DECK)), st.lists(st.integers(), max_size=4),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), n=st.integers(2, 6), moment=st.integers(0, 200),
       answer=wrong_answers, pick=st.integers(0, 10**6))
def test_random_wrong_answers_change_nothing(seed, n, moment, answer, pick):
    game = played(n, seed, moment)
    assume(game.decision is not None)
    options = game.decision.options
    alike = _look_alikes(options[pick % len(options)])
    for bad in [answer, *alike]:
        if any(same_answer(option, bad) for option in options):
            continue  # a real answer, written another way with the same types
        refused(game, bad)
    game.choose(options[pick % len(options)])  # the game goes on


# -- random damage to valid saves --------------------------------------------------------

def _saves() -> list[dict]:
    saves = [played(3, 1, 0), played(4, 2, 60), played(2, 3, 150), played(5, 4, 10_000),
             waiting_for_direction(6), played(6, 7, 40)]
    return [json.loads(game.to_json()) for game in saves]


SAVES = _saves()
ODD_VALUES = [None, True, False, 0, 1, -1, 7, 10**30, -10**30, 0.5, 2.0, "", "x", [], {},
              [[0, 0]], [0, 0], {"cards": [], "values": []}, "play", "direction"]


def _paths(data: object, path: tuple = ()) -> list[tuple]:
    """Every place in the save a value sits (not inside the generator's 625 words)."""
    found = [path] if path else []
    if path == ("rng",):
        return found
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*path, index))
    return found


def _parent(data: object, path: tuple) -> object:
    for step in path[:-1]:
        data = data[step]
    return data


def _card_lists(data: dict) -> list[list]:
    zones = [data["draw"], data["table"]["cards"], *data["hands"], *data["piles"]]
    return [zone for zone in zones if isinstance(zone, list)]


def damage(data: dict, rng: random.Random) -> str | bytes:
    """One random injury to a save (a copy): delete, retype, duplicate, remove, swap,
    truncate, random bytes, deep nesting."""
    data = copy.deepcopy(data)
    text = json.dumps(data)
    how = rng.choice(["delete", "retype", "retype", "duplicate", "remove", "swap", "move",
                      "truncate", "bytes", "nest"])
    if how == "truncate":
        return text[:rng.randrange(len(text))]
    if how == "bytes":
        raw = bytearray(text.encode())
        for _ in range(rng.randint(1, 5)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if how == "nest":
        depth = rng.choice([30, 1000, 100_000])
        return "[" * depth + "]" * depth
    if how in ("duplicate", "remove", "swap", "move"):
        zones = [z for z in _card_lists(data) if z] or [data["draw"]]
        zone = rng.choice(zones)
        if how == "duplicate" and zone:
            zone.append(rng.choice(zone))
        elif how == "remove" and zone:
            zone.pop(rng.randrange(len(zone)))
        elif how == "swap" and zone:
            other = rng.choice(_card_lists(data))
            i, j = rng.randrange(len(zone)), rng.randrange(len(other) or 1)
            if other:
                zone[i], other[j] = other[j], zone[i]
        elif zone:
            rng.choice(_card_lists(data)).append(zone.pop())
        return json.dumps(data)
    path = rng.choice(_paths(data))
    parent = _parent(data, path)
    if how == "delete":
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    return json.dumps(data)


def finishes_with_every_card(game: Game, seed: int) -> None:
    assert Counter(game.all_cards()) == DECK_COUNT
    game.log_text("fr")
    bots = [make_bot("random", seed + seat) for seat in range(game.n_players)]
    play_out(game, bots, max_decisions=200_000)
    assert game.is_over and Counter(game.all_cards()) == DECK_COUNT
    game.log_text("en")


@settings(max_examples=150, deadline=None)
@given(which=st.integers(0, len(SAVES) - 1), seed=st.integers(0, 2**32 - 1),
       injuries=st.integers(1, 3))
def test_random_damage_to_a_save_is_refused_or_plays_to_the_end(which, seed, injuries):
    rng = random.Random(seed)
    text: str | bytes = json.dumps(SAVES[which])
    for _ in range(injuries):
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError, RecursionError):
            break
        if not isinstance(data, dict) or "draw" not in data or "table" not in data or \
                not isinstance(data["table"], dict) or "cards" not in data["table"] or \
                not isinstance(data.get("hands"), list) or \
                not isinstance(data.get("piles"), list):
            break
        text = damage(data, rng)
    try:
        game = Game.from_json(text)
    except SaveFileError as err:
        assert err.message("fr") and err.message("en")
        return
    finishes_with_every_card(game, seed)


def test_every_valid_save_used_by_the_damage_test_loads_and_finishes():
    for data in SAVES:
        finishes_with_every_card(Game.from_json(json.dumps(data)), 0)
