"""Bad input never breaks a Celsius game (issue 21).

A wrong answer, whatever its shape, is a :class:`RuleError` and leaves the game
byte for byte as it was (its save is compared); a damaged save is a
:class:`SaveFileError` naming the broken field, and a damaged save that still
loads plays to its end with every card of the deck present.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import algunokit as ak
from algunokit.celsius import (
    OPERATORS,
    DecisionKind,
    Decline,
    Exchange,
    Game,
    OperatorCard,
    OpKind,
    Pass,
    Play,
    Step,
    Swap,
    make_bot,
    parse_operator,
)
from algunokit.celsius.cards import deck_counter
from algunokit.celsius.position import Phase

op = parse_operator
SAVES = Path(__file__).parent / "saves"


def rejected(game: Game, answer: object) -> ak.RuleError:
    """The RuleError ``answer`` raises; the game's save is unchanged."""
    before = game.to_json()
    with pytest.raises(ak.RuleError) as info:
        game.choose(answer)
    assert game.to_json() == before
    return info.value


def play_to_the_end(game: Game, seed: int) -> None:
    """Random bots finish the game; every card is present at every decision."""
    bots = [make_bot("random", seed + seat) for seat in range(game.n_players)]
    for _ in range(20_000):
        assert game.cards() == deck_counter()
        decision = game.decision
        if decision is None:
            return
        game.choose(bots[decision.player](game.view(decision.player), decision))
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------- the examples
def test_a_play_of_a_bare_card_is_a_rule_error():
    game = Game(2, seed=1, exchange=False)
    error = rejected(game, Play(game.decision.operators[0]))
    assert error.key == "celsius.error.not_a_chain"


def swap_game() -> Game:
    game = Game.from_setup(hot=[[20, 50], [30, 40]], operators=[["x2", "+1"], ["x3", "+5"]],
                           cold=10)
    game.choose(Play.of(op("x2")))
    game.choose(Pass())
    assert game.decision.kind is DecisionKind.SWAP
    return game


def test_look_alike_swaps_change_nothing():
    game = swap_game()
    assert Swap(1, op("x3")) in game.decision.options
    assert rejected(game, Swap(1.0, op("x3"))).key == "common.error.not_an_option"
    assert rejected(game, Swap(True, op("x3"))).key == "common.error.not_an_option"
    game.choose(Swap(1, op("x3")))  # the real one is still accepted
    assert op("x3") in game.ops[0] and op("+1") in game.ops[1]  # then both refill


def test_look_alike_plays_change_nothing():
    game = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2", "x?", "±1"], ["x3"]],
                           cold=10)
    float_card = OperatorCard(OpKind.MUL, 2.0)
    assert rejected(game, Play((Step(float_card),))).key == "celsius.error.not_a_chain"
    assert rejected(game, Play((Step(op("x?"), 4.0),))).key == "celsius.error.choice"
    assert rejected(game, Play((Step(op("±1"), True), Step(op("x2"))))).key == \
        "celsius.error.choice"
    assert rejected(game, Play([Step(op("x?"), 4)])).key == "celsius.error.not_a_chain"
    assert rejected(game, Play(((op("x?"), 4),))).key == "celsius.error.not_a_chain"

    @dataclass(frozen=True)
    class MyStep(Step):
        pass

    assert rejected(game, Play((MyStep(op("x?"), 4),))).key == "celsius.error.not_a_chain"
    game.choose(Play((Step(op("x?"), 4),)))
    assert game.pending[0].steps[0].card is game.ops[0][2]  # the hand's own card


def test_the_accepted_play_is_built_from_the_engines_own_cards():
    game = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
    answer = Play((Step(OperatorCard(OpKind.ADD, 1)), Step(OperatorCard(OpKind.MUL, 2))))
    game.choose(answer)
    assert game.pending[0] == answer and game.pending[0] is not answer
    assert game.pending[0].steps[0].card is game.ops[0][0]


@pytest.mark.parametrize("answer", [
    None, "x2", 3, 2.5, True, [], (), {}, Pass, Decline(), Exchange(("x2", "+1")),
    Swap(1, op("x3")), Play(()), Play(None), Play("x2"), Play((None,)), Play((Step("x2"),)),
    Play((Step(op("x3")),)), object(),
])
def test_malformed_answers_to_a_play_decision(answer):
    game = Game.from_setup(hot=[[22, 40], [30]], operators=[["+1", "x2"], ["x3"]], cold=10)
    rejected(game, answer)


def test_a_reversed_exchange_pair_is_the_engines_own_option():
    game = Game.from_setup(hot=[[22, 40], [30]], operators=[["-1", "-2", "-3", "±1"], ["x3"]],
                           cold=10)
    assert game.decision.kind is DecisionKind.EXCHANGE
    rejected(game, Exchange((op("-1"), op("-1"))))
    rejected(game, Exchange((op("-1"),)))
    rejected(game, Exchange([op("-2"), op("-1")]))
    game.choose(Exchange((op("-2"), op("-1"))))
    assert game.op_discard[-2:] == [op("-1"), op("-2")]


def test_infinity_and_huge_numbers_in_a_saved_log_entry():
    text = Game(2, seed=3).to_json()
    data = json.loads(text)
    entry = json.dumps(data["log"][0], ensure_ascii=False)
    cold = data["log"][0][1][1][1]
    assert entry in text and f'["cold", {cold}]' in entry
    for bad in ("Infinity", "-Infinity", "NaN", "1e400", str(10**400), "2.0", "true"):
        damaged = text.replace(entry, entry.replace(f'["cold", {cold}]', f'["cold", {bad}]'))
        with pytest.raises(ak.SaveFileError):
            Game.from_json(damaged)
        damaged = text.replace(entry, entry[:-2] + bad + "]")  # the chain's start value
        with pytest.raises(ak.SaveFileError):
            Game.from_json(damaged)


def test_non_text_and_deeply_nested_saves():
    for bad in (b"\xff", b"\x00" * 10, "[" * 100_000 + "]" * 100_000, '{"game": "celsius"}'):
        with pytest.raises(ak.SaveFileError):
            Game.from_json(bad)


# ---------------------------------------------------------------- what a loader refuses
def saved(name: str = "pending") -> dict:
    return json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))


def refused(data: dict) -> ak.SaveFileError:
    with pytest.raises(ak.SaveFileError) as info:
        Game.from_json(json.dumps(data))
    return info.value


def named(error: ak.SaveFileError) -> str:
    return str(error.params.get("field"))


def test_every_zone_must_hold_exactly_the_deck():
    data = saved()
    data["op_pile"].append(data["op_pile"][0])                 # one card too many
    assert refused(data).key == "celsius.error.save_deck"
    data = saved()
    data["hot_pile"].pop()                                      # one card missing
    assert refused(data).key == "celsius.error.save_deck"
    data = saved()
    data["ops"][0].append(data["hot_pile"].pop())              # a hot card among operators
    assert named(refused(data)) == "ops[0][6]"
    data = saved()
    data["cold_pile"][0] = "H20"
    assert named(refused(data)) == "cold_pile[0]"


def test_seats_counts_and_numbers_in_range():
    cases = {
        "players": 7, "turn": -1, "finished": [None, 99, None], "swap_queue": [5],
        "offered": [0, False, False], "phase": "dance", "rng": [3, [1] * 624, None],
    }
    for key, value in cases.items():
        data = saved()
        data[key] = value
        assert named(refused(data)).startswith(key), key
    data = saved()
    data["turn"] = 10**30
    assert named(refused(data)) == "turn"
    data = saved()
    data["rules"] = {"max_rounds": 0}
    assert named(refused(data)) == "rules"
    data = saved()
    data["rules"] = {"play_on": 1}
    assert named(refused(data)) == "rules"
    for extra in ("jokers", "hot", "cls", "seed", "rng", "progress", "piles", "log"):
        data = saved()
        data["rules"] = {extra: True}
        assert named(refused(data)) == "rules"


def test_the_phase_must_fit_the_pending_decision():
    data = saved("pending")
    data["phase"] = "over"                                      # answers pending, yet over
    assert named(refused(data)) == "phase"
    data = saved("pending")
    data["phase"] = "swap"                                      # nobody to swap
    assert named(refused(data)) == "swap_queue"
    data = saved("over")
    data["phase"] = "play"                                      # a finished game goes on
    assert named(refused(data)) == "phase"
    data = saved("pending")
    data["pending"] = [{"move": "play", "steps": [["x?", 3]]}] * 3  # not a legal play
    assert named(refused(data)) == "pending"
    data = saved("pending")
    data["pending"][0] = {"move": "decline"}
    assert named(refused(data)) == "pending[0]"
    data = saved("pending")
    data["pending"] = [{"move": "pass"}] * 3                    # everyone answered, unresolved
    assert named(refused(data)) == "pending"
    data = saved("swap")
    data["swap_queue"] = [data["swap_queue"][0]] * 2
    assert named(refused(data)) == "swap_queue"


def test_log_entries_are_checked():
    for index, value in [(0, ["celsius.log.fly", [], [], 0]),
                         (1, ["celsius.log.pass", [["player", 9]], [], 0]),
                         (1, ["celsius.log.pass", [["seat", 0]], [], 0]),
                         (1, ["celsius.log.draw", [["player", 0], ["n", -1]], [], 0]),
                         (1, ["celsius.log.play", [["player", 0], ["value", 22]], [], 0])]:
        data = saved()
        data["log"][index] = value
        assert named(refused(data)).startswith(f"log[{index}]")


def test_a_position_no_game_reaches_is_named_once():
    data = saved("over")
    data["phase"] = "play"
    error = refused(data)
    assert error.key == "celsius.error.save_setup" and error.params == {"field": "phase"}
    assert error.message("fr").count("phase") == 1


def test_messages_name_the_field_in_both_languages():
    data = saved()
    data["rules"] = {"max_rounds": 0}
    error = refused(data)
    assert error.key == "celsius.error.save_position" and error.params["field"] == "rules"
    assert "« rules »" in error.message("fr") and "manches" in error.message("fr")
    assert "'rules'" in error.message("en") and "round limit" in error.message("en")


@pytest.mark.parametrize("arguments", [
    {"seed": [1]}, {"seed": 1.5}, {"seed": "1"}, {"rng": 3}, {"progress": "play"},
    {"next_hot": 20}, {"next_operators": "x2"}, {"log": "round"}, {"next_hots": [20]},
])
def test_garbage_in_any_from_setup_argument_is_a_config_error(arguments):
    with pytest.raises(ak.ConfigError) as info:
        Game.from_setup(hot=[[20], [30]], operators=[["+1"], ["+2"]], cold=10, **arguments)
    assert info.value.key.startswith("celsius.error.")


@pytest.mark.parametrize("seed", [[1], 2.5, "7", b"x"])
def test_a_seed_is_a_whole_number(seed):
    with pytest.raises(ak.ConfigError) as info:
        Game(2, seed=seed)
    assert info.value.key == "celsius.error.seed"


def test_from_setup_refuses_impossible_positions_with_config_errors():
    good = {"hot": [[20], [30]], "operators": [["+1"], ["+2"]], "cold": 10}
    for change in ({"hot": [[20.0], [30]]}, {"hot": "20"}, {"operators": [["+1"], [7]]},
                   {"cold": 13}, {"cold": "10"}, {"hot": [[20], [30]] * 3},
                   {"hot": [[], [30]]}, {"jokers": True}, {"swap": "yes"},
                   {"max_rounds": 10**9}):
        with pytest.raises(ak.ConfigError):
            Game.from_setup(**{**good, **change})


# ---------------------------------------------------------------- properties
def wrong_answers(decision) -> st.SearchStrategy:
    """Answers that are never right: wrong types, look-alikes, other decisions' moves."""
    card = st.sampled_from(OPERATORS)
    junk = st.one_of(st.none(), st.text(max_size=4), st.integers(-3, 200), st.floats(),
                     st.booleans(), st.lists(st.integers(), max_size=3))
    floaty_card = st.builds(lambda c: OperatorCard(c.kind, float(c.number or 2))
                            if c.kind not in (OpKind.SQUARE, OpKind.PLUS_MINUS_ONE)
                            else OperatorCard(OpKind.ADD, 3.0), card)
    steps = st.one_of(
        st.tuples(st.builds(Step, floaty_card)),
        st.tuples(st.builds(Step, card, st.one_of(st.floats(), st.text(max_size=2),
                                                  st.just(True)))),
        st.lists(st.builds(Step, card), max_size=3),
        st.tuples(junk), st.just(()), junk)
    swaps = st.builds(Swap, st.one_of(st.floats(0, 3), st.booleans(), st.text(max_size=1)),
                      card)
    answers = [junk, st.builds(Play, steps), swaps,
               st.builds(Exchange, st.tuples(card)), st.builds(Exchange, junk)]
    if decision.kind is DecisionKind.PLAY:
        answers.append(st.just(Decline()))
    else:
        answers.append(st.just(Pass()))
    return st.one_of(answers)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**16), players=st.integers(2, 4), stop=st.integers(0, 120),
       data=st.data())
def test_random_wrong_answers_at_random_points_change_nothing(seed, players, stop, data):
    game = Game(players, seed=seed)
    bots = [make_bot("random", seed + seat) for seat in range(players)]
    for _ in range(stop):
        decision = game.decision
        if decision is None:
            return
        game.choose(bots[decision.player](game.view(decision.player), decision))
    if game.decision is None:
        return
    for _ in range(3):
        rejected(game, data.draw(wrong_answers(game.decision)))


def json_paths(value: object, path: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (dict keys and list indexes)."""
    paths = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            paths += json_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            paths += json_paths(item, (*path, index))
    return paths


def at(value: object, path: tuple) -> object:
    for step in path:
        value = value[step]
    return value


REPLACEMENTS = [None, "x", "", 0, -1, 1, 2, 7, 10**12, -(10**12), 2.0, 0.5, True, False, [],
                {}, [[[]]], "H20", "C5", "x?", "±1", "swap", "over", "play"]


def damage(text: str, rnd: random.Random) -> str | bytes:
    """One random kind of damage to a saved game."""
    data = json.loads(text)
    kind = rnd.randrange(10)
    if kind == 0:
        return text[: rnd.randrange(len(text))]
    if kind == 1:
        raw = bytearray(text.encode())
        for _ in range(rnd.randint(1, 5)):
            raw[rnd.randrange(len(raw))] = rnd.randrange(256)
        return bytes(raw)
    if kind == 2:
        return '{"game": "celsius", "version": 1, "players": ' + "[" * 3000 + "]" * 3000 + "}"
    if kind == 9:  # a key no save has, in the envelope, the rules or a saved answer
        dicts = [p for p in json_paths(data) if isinstance(at(data, p), dict)]
        target = at(data, rnd.choice(dicts))
        target[rnd.choice(["hot", "cls", "seed", "rng", "move", "steps", "x"])] = \
            rnd.choice(REPLACEMENTS)
        return json.dumps(data, ensure_ascii=False)
    paths = [p for p in json_paths(data) if p]
    path = rnd.choice(paths)
    parent, last = at(data, path[:-1]), path[-1]
    if kind == 3:
        del parent[last]
    elif kind == 4:
        parent[last] = rnd.choice(REPLACEMENTS)
    elif kind == 5 and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] = rnd.choice([float(parent[last]), parent[last] + 1, parent[last] - 1,
                                   -parent[last], parent[last] * 10**20])
    else:
        _move_cards(data, rnd, kind)
    return json.dumps(data, ensure_ascii=False)


def _move_cards(data: dict, rnd: random.Random, kind: int) -> None:
    """Duplicate, remove or move a card between two zones (or swap two cards)."""
    zones = [data[name] for name in ("cold_pile", "cold_discard", "hot_pile", "hot_discard",
                                     "op_pile", "op_discard")] + data["hot"] + data["ops"]
    source = rnd.choice([z for z in zones if z] or zones)
    target = rnd.choice(zones)
    if not source:
        return
    index = rnd.randrange(len(source))
    if kind == 6:
        target.append(source[index])                 # duplicated
    elif kind == 7:
        target.append(source.pop(index))             # moved
    else:
        other = rnd.randrange(len(target)) if target else None
        if other is None:
            source.pop(index)                        # removed
        else:
            source[index], target[other] = target[other], source[index]


SAMPLE_SAVES = {}


def sample_save(seed: int, stop: int) -> str:
    key = (seed % 6, stop)
    if key not in SAMPLE_SAVES:
        game = Game(2 + seed % 3, seed=seed % 6, play_on=seed % 2 == 0)
        bots = [make_bot(name, seed % 6) for name in ("solver", "random", "greedy", "random")]
        for _ in range(stop):
            if game.decision is None:
                break
            decision = game.decision
            game.choose(bots[decision.player](game.view(decision.player), decision))
        SAMPLE_SAVES[key] = game.to_json()
    return SAMPLE_SAVES[key]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**20), stop=st.sampled_from([0, 3, 17, 40, 90, 400]))
def test_damaged_saves_fail_cleanly_or_play_to_the_end(seed, stop):
    text = sample_save(seed, stop)
    damaged = damage(text, random.Random(seed))
    try:
        game = Game.from_json(damaged)
    except ak.SaveFileError as error:
        assert error.message("fr") and error.message("en")
        return
    play_to_the_end(game, seed)


@pytest.mark.parametrize("name", ["start", "exchange", "pending", "swap", "over"])
def test_every_card_moved_anywhere_fails_cleanly_or_plays_on(name):
    """Every card of a saved position moved to every other zone, one at a time."""
    text = (SAVES / f"{name}.json").read_text(encoding="utf-8")
    base = json.loads(text)
    zones = ["hot_pile", "op_pile"]
    loaded = 0
    for seat in range(base["players"]):
        for source in ("hot", "ops"):
            for index in range(len(base[source][seat])):
                for target in zones:
                    data = json.loads(text)
                    data[target].append(data[source][seat].pop(index))
                    try:
                        game = Game.from_json(json.dumps(data))
                    except ak.SaveFileError:
                        continue
                    loaded += 1
                    if loaded <= 3:
                        play_to_the_end(game, index)
    assert loaded  # some moves are legal positions (a card back in its own pile)


def test_a_loaded_swap_position_with_an_empty_hot_hand_is_kept():
    """After a round's chains, a player who laid their last hot card is still seated
    until the swap is answered: such a save is valid."""
    game = Game.from_setup(hot=[[20], [30, 40]], operators=[["x2", "+1"], ["x3", "+5"]],
                           cold=10)
    game.choose(Play.of(op("x2")))
    game.choose(Pass())
    assert game.phase is Phase.SWAP and not game.hot[0]
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    play_to_the_end(loaded, 1)
