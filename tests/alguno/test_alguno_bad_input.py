"""Bad input never breaks a game of Alg(un)o (#21): answers, save files, card sets.

Every example of the issue is a test here; then hypothesis throws random wrong
answers at random points (only ``RuleError``, the save text unchanged), random
damage at real saves (only ``SaveFileError``, and whatever still loads plays to
its end with every card present) and random card-set texts (only
``DeckFileError``).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from algunokit.alguno import (
    Build,
    DecisionKind,
    Game,
    Side,
    bots,
    load_card_set,
    parse_action,
    parse_card_set,
    parse_condition,
)
from algunokit.alguno.moves import Combinations, build_options
from algunokit.cards import Card, classic_deck
from algunokit.errors import DeckFileError, RuleError, SaveFileError

FAST = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _until(game: Game, kind: DecisionKind, seed: int = 1) -> Game:
    """Play random answers until a decision of ``kind`` is waiting."""
    rng = random.Random(seed)
    while game.decision is not None and game.decision.kind is not kind:
        game.choose(rng.choice(game.decision.options))
    assert game.decision is not None, "the game ended before that decision"
    return game


def _game_at(kind: DecisionKind) -> Game:
    for seed in range(50):
        game = Game(3, (1, 2), seed=seed)
        try:
            return _until(game, kind, seed)
        except AssertionError:
            continue
    raise AssertionError(kind)


def _conserved(game: Game) -> None:
    assert game.all_classic_cards() == Counter(classic_deck(game.rules.deck))
    assert game.all_condition_cards() == Counter(c.id for c in game.rules.conditions)
    assert game.all_action_cards() == Counter(a.id for a in game.rules.actions)


# ---------------------------------------------------------------------------------- answers


@pytest.mark.parametrize("answer", [Build(0.0), Build(half=0.0), Build(True), Build("0"),
                                    Build(0, 0.0, 1), None, "0", 0, 0.0, (0,), [0]])
def test_a_look_alike_build_changes_nothing(answer):
    game = Game(4, (1, 1), seed=3)
    before = game.to_json()
    with pytest.raises(RuleError) as err:
        game.choose(answer)
    assert err.value.key == "common.error.not_an_option"
    assert game.to_json() == before
    assert game.build is None and game.decision.kind is DecisionKind.BUILD


def test_a_build_equal_to_an_option_is_answered_with_the_engines_own_object():
    game = Game(4, (2, 2), seed=3)
    game.choose(Build(0, 1, 2))
    assert any(game.build is option for option in build_options(2, 3))


@pytest.mark.parametrize("kind", [DecisionKind.DISCARD, DecisionKind.GIVE,
                                  DecisionKind.NEIGHBOUR])
def test_malformed_answers_inside_an_execution_change_nothing(kind):
    game = _game_at(kind)
    hand = game.table.hands[game.decision.player]
    first = hand[0]
    wrong = [None, "left", 1.5, 0, True, "7H", first.code, (first.code,), [first.code],
             Side.LEFT if kind is not DecisionKind.NEIGHBOUR else "right",
             Build(0), (None,), {first}, object()]
    if kind is DecisionKind.DISCARD:
        wrong += [tuple(hand), (first, first), tuple(hand[: len(game.decision.options[0]) + 1])]
    before = game.to_json()
    for answer in wrong:
        with pytest.raises(RuleError):
            game.choose(answer)
        assert game.to_json() == before, answer


def test_a_discard_answer_is_found_in_the_hand_not_among_millions_of_options():
    game = _game_at(DecisionKind.DISCARD)
    seat, options = game.decision.player, game.decision.options
    assert isinstance(options, Combinations)
    target = options[len(options) - 1]  # the last way: the last cards of the hand
    copies = [Card.from_code(card.code) for card in reversed(target)]  # any order, equal cards
    seen = len(game.log)
    game.choose(copies)
    discards = [e for e in game.log[seen:] if e.kind == "discard" and e.data["player"] == seat]
    assert discards[0].data["cards"] == [card.code for card in target]  # in hand order
    _conserved(game)


def test_nothing_is_accepted_once_the_game_is_over():
    game = Game(3, seed=14).play_out(bots("random", seed=0))
    before = game.to_json()
    with pytest.raises(RuleError) as err:
        game.choose(Build(0))
    assert err.value.key == "common.error.game_over"
    assert game.to_json() == before


def _wrong_answers() -> st.SearchStrategy:
    scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.floats(allow_nan=False),
                        st.text(max_size=4), st.sampled_from([Side.LEFT, Side.RIGHT]),
                        st.sampled_from(classic_deck("54")))
    builds = st.builds(Build, st.one_of(st.integers(-1, 2), st.floats(0, 1), st.none()),
                       st.one_of(st.none(), st.integers(-1, 3), st.floats(0, 2)),
                       st.one_of(st.none(), st.integers(-1, 3), st.text(max_size=1)))
    return st.one_of(scalars, builds, st.lists(scalars, max_size=4),
                     st.lists(scalars, max_size=4).map(tuple))


@FAST
@given(seed=st.integers(0, 10**6), stop=st.integers(0, 60), answer=_wrong_answers(),
       levels=st.sampled_from([(1, 1), (1, 2), (3, 2)]))
def test_random_wrong_answers_at_random_points_change_nothing(seed, stop, answer, levels):
    game = Game(4, levels, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
    decision = game.decision
    before = game.to_json()
    try:
        game.choose(answer)
    except RuleError:
        assert game.to_json() == before
    else:  # only a true option (same types) may be accepted
        assert decision is not None
        check = decision.check(answer)
        assert check == answer or sorted(map(str, check)) == sorted(map(str, answer))
    _conserved(game)


# ------------------------------------------------------------------------------------ saves


def _save(phase: str = "choice") -> dict:
    game = Game(4, (3, 2), seed=15)
    rng = random.Random(4)
    while True:
        decision = game.decision
        if phase == "choice" and decision.kind is not DecisionKind.BUILD and game.turn > 2:
            break
        if phase == "build" and decision.kind is DecisionKind.BUILD and game.turn > 2:
            break
        game.choose(rng.choice(decision.options))
    return json.loads(game.to_json())


def _load(data: dict) -> Game:
    return Game.from_json(json.dumps(data))


@pytest.mark.parametrize(("pile", "card"), [("condition_draw", 0), ("action_draw", 0)])
def test_a_missing_or_duplicated_condition_or_action_card_is_refused(pile, card):
    data = _save()
    missing = {**data, pile: data[pile][1:]}
    with pytest.raises(SaveFileError) as err:
        _load(missing)
    assert err.value.key == "alguno.error.save_cards"
    assert data[pile][0] in err.value.message("en")  # named as missing
    twice = {**data, pile: [*data[pile], data[pile][card]]}
    with pytest.raises(SaveFileError) as err:
        _load(twice)
    assert err.value.key == "alguno.error.save_cards"


@pytest.mark.parametrize(("change", "field"), [
    ({"author": 7}, "author"),
    ({"author": -1}, "author"),
    ({"author": 1.0}, "author"),
    ({"build": {}}, "build"),
    ({"build": [0, 9, 1]}, "build"),
    ({"winners": [9, "x"]}, "winners"),
    ({"winners": [0]}, "winners"),
    ({"turn": 0}, "turn"),
    ({"turn": 10**30}, "turn"),
    ({"executing": 4}, "executing"),
    ({"limit_reached": True}, "limit_reached"),
    ({"phase": "build"}, "phase"),
    ({"seed": 2.5}, "seed"),
    ({"names": ["A" * 500]}, "names"),
    ({"log": [["dance", {}]]}, "log[0]"),
    ({"log": [["draw", {"player": 0, "cards": ["ZZ"]}]]}, "log[0]"),
    ({"condition_card": None}, "cards"),  # the card of the turn is missing
    ({"condition_card": "C3-99"}, "condition_card"),
    ({"action_hand": []}, "action_hand"),
    ({"action_hand": ["A2-01"]}, "action_hand"),
    ({"hands": [[], [], [], []]}, "cards"),
    ({"hands": [["7H"], [1], [], []]}, "hands[1]"),
    ({"hands": [["7H"], ["7H"], ["7H"]]}, "hands"),
])
def test_each_field_of_a_save_is_checked_and_named(change, field):
    data = _save()
    with pytest.raises(SaveFileError) as err:
        _load({**data, **change})
    if field == "cards":
        assert err.value.key == "alguno.error.save_cards"
    else:
        assert err.value.params.get("field") == field


def test_an_execution_that_is_not_the_built_alternative_is_refused():
    data = _save()
    for change in ({"execution": {**data["execution"], "queue": ["draw 5"]}},
                   {"execution": {**data["execution"], "player": (data["execution"]["player"]
                                                                 + 1) % 4}},
                   {"execution": None, "build": data["build"], "executing": 0, "author": 9},
                   {"build": None}):
        with pytest.raises(SaveFileError):
            _load({**data, **change})


def test_build_missing_during_an_execution_was_an_assertion_error():
    data = _save()
    with pytest.raises(SaveFileError):
        _load({**data, "build": {}})
    with pytest.raises(SaveFileError):
        _load({**data, "build": None})


@pytest.mark.parametrize("text", [b"\xff\xfe", "[" * 100_000 + "]" * 100_000,
                                  '{"a":' * 5000 + "1" + "}" * 5000, "", "null", "[]",
                                  '{"game": "alguno", "version": 1}'])
def test_unreadable_save_texts_are_save_file_errors(text):
    with pytest.raises(SaveFileError):
        Game.from_json(text)


def _damage(data: dict, rng: random.Random, how: str) -> str:
    body = json.loads(json.dumps(data))
    keys = [k for k in body if k not in ("game", "version")]
    key = rng.choice(keys)
    value = body[key]
    if how == "delete":
        del body[key]
    elif how == "retype":
        body[key] = rng.choice([None, "x", 1.5, -1, 10**20, [], {}, True, [[[]]]])
    elif how in ("duplicate", "remove", "swap") and isinstance(value, list) and value:
        index = rng.randrange(len(value))
        if how == "duplicate":
            value.append(value[index])
        elif how == "remove":
            del value[index]
        else:
            other = rng.choice([k for k in keys if isinstance(body[k], list) and body[k]])
            j = rng.randrange(len(body[other]))
            value[index], body[other][j] = body[other][j], value[index]
    elif how == "hand":
        hands = body["hands"]
        seat = rng.randrange(len(hands))
        if hands[seat]:
            moved = hands[seat].pop()
            rng.choice([body["draw"], body["discard"], hands[(seat + 1) % len(hands)],
                        [], body["condition_draw"]]).append(moved)
    elif how == "number":
        body[key] = rng.choice([-(10**30), 10**30, -1, 2**63, 0.5, 3.0])
    elif how == "nest":
        body[key] = json.loads("[" * 60 + "]" * 60)
    elif how == "truncate":
        text = json.dumps(body)
        return text[: rng.randrange(len(text))]
    elif how == "bytes":
        raw = bytearray(json.dumps(body).encode())
        for _ in range(rng.randint(1, 5)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return raw.decode("latin-1")
    return json.dumps(body)


_SAVES = {phase: _save(phase) for phase in ("choice", "build")}


@FAST
@given(seed=st.integers(0, 10**9), phase=st.sampled_from(["choice", "build"]),
       how=st.sampled_from(["delete", "retype", "duplicate", "remove", "swap", "hand",
                            "number", "nest", "truncate", "bytes"]))
def test_random_damage_to_a_save_is_refused_or_plays_to_the_end(seed, phase, how):
    text = _damage(_SAVES[phase], random.Random(seed), how)
    try:
        game = Game.from_json(text)
    except SaveFileError:
        return
    _conserved(game)
    game.play_out(bots("random", seed=seed, players=game.n_players))
    assert game.is_over
    _conserved(game)
    game.log_text("fr")  # every loaded event can be told


def test_old_field_values_that_are_fine_still_load():
    data = _save()
    assert _load(data).to_json() == json.dumps(data, ensure_ascii=False)


# -------------------------------------------------------------------------------- card sets


@pytest.mark.parametrize("data", [{"condition": 5}, {"condition": None}, {"action": 1.5},
                                  {"condition": []} | {"action": {}}, None, 1.5, [], "x",
                                  {"condition": [{"id": "X", "level": 1.0,
                                                  "halves": ["hearts = 1", "cards odd"]}]},
                                  {"name": ["x"], "condition": []},
                                  {"condition": [{"id": ["X"], "level": 1}]}])
def test_a_card_set_that_is_not_one_is_a_deck_file_error(data):
    with pytest.raises(DeckFileError):
        parse_card_set(data)


@pytest.mark.parametrize("text", ["hearts = ²", "hearts = ٣٣", "hearts = " + "9" * 5000,
                                  "not " * 3000 + "hearts = 1",
                                  "(" * 3000 + "hearts = 1" + ")" * 3000,
                                  " and ".join(["hearts = 1"] * 20_000), "\x00", "hearts\n= 1)"])
def test_conditions_that_cannot_be_read_are_deck_file_errors(text):
    with pytest.raises(DeckFileError) as err:
        parse_condition(text)
    assert err.value.key == "alguno.error.notation"


@pytest.mark.parametrize("text", ["draw ²", "draw " + "9" * 5000, "draw 1.5", "give\x00left"])
def test_actions_that_cannot_be_read_are_deck_file_errors(text):
    with pytest.raises(DeckFileError):
        parse_action(text)


@pytest.mark.parametrize(("name", "content", "problem"), [
    ("deep.json", "[" * 100_000 + "]" * 100_000, "alguno.error.deck_depth"),
    ("deep.toml", "a = " + "[" * 100_000 + "]" * 100_000, "alguno.error.deck_depth"),
    ("nested.json", '{"a":' * 3000 + "1" + "}" * 3000, "alguno.error.deck_depth"),
    ("list.json", "[1, 2]", "alguno.error.deck_field"),
    ("bytes.toml", b"\xff\xfe[[condition]]", "alguno.error.deck_encoding"),
    ("big.json", "[" + "0," * 600_000 + "0]", "alguno.error.deck_size"),
])
def test_card_set_files_that_cannot_be_read(tmp_path, name, content, problem):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(DeckFileError) as err:
        load_card_set(path)
    assert err.value.params["problem"] == problem


def test_a_path_with_a_nul_byte_is_a_deck_file_error():
    with pytest.raises(DeckFileError) as err:
        load_card_set("cartes\x00.toml")
    assert err.value.params["problem"] == "alguno.error.deck_unreadable"
    assert "\x00" not in err.value.message("fr")


_WORDS = st.sampled_from(["hearts", "cards", "red", "black", "=", "<", "<=", ">=", "!", "(",
                          ")", "and", "or", "not", "odd", "even", "3", "0", "²", "&&", "||",
                          "draw", "give", "left", "swap", "x", "\x00", "9" * 30])


@FAST
@given(condition=st.one_of(st.text(max_size=40), st.lists(_WORDS, max_size=30).map(" ".join)),
       toml=st.text(max_size=200))
def test_random_card_set_texts_give_only_deck_file_errors(tmp_path_factory, condition, toml):
    for parse in (parse_condition, parse_action):
        with contextlib.suppress(DeckFileError):
            parse(condition)
    document = {"condition": [{"id": "R", "level": 3, "halves": [condition, "cards odd"]}],
                "action": [{"id": "S", "level": 2, "actions": [condition]}]}
    with contextlib.suppress(DeckFileError):
        parse_card_set(document)
    folder = tmp_path_factory.mktemp("sets")
    for name, text in (("set.toml", toml), ("set.json", toml),
                       ("cond.toml", f'[[condition]]\nid = "R"\nlevel = 1\nhalves = '
                                     f'[{json.dumps(condition)}, "cards odd"]\n')):
        (folder / name).write_text(text, encoding="utf-8", errors="surrogatepass")
        with contextlib.suppress(DeckFileError):
            load_card_set(folder / name)


@FAST
@given(seed=st.integers(0, 10**6), levels=st.sampled_from([(1, 1), (1, 2), (3, 2)]))
def test_every_offered_option_round_trips_through_json(seed, levels):
    from algunokit.alguno import option_from_data, option_to_data

    game = Game(3, levels, seed=seed)
    rng = random.Random(seed)
    while (decision := game.decision) is not None:
        options = decision.options
        for option in (options[0], options[len(options) - 1]):
            data = json.loads(json.dumps(option_to_data(option)))
            assert decision.check(option_from_data(data)) == option
        game.choose(rng.choice(options))


@pytest.mark.parametrize("data", [None, [], ["build"], ["build", 0.0, None, None],
                                  ["build", 0, "1", None], ["neighbour", "up"], ["give", 7],
                                  ["give", "ZZ"], ["discard", "7H"], ["discard", [7]], ["dance"]])
def test_option_data_that_is_not_an_answer_is_refused(data):
    from algunokit.alguno import option_from_data

    with pytest.raises(ValueError):
        option_from_data(data)


class _NoWalking(Combinations):
    def __iter__(self):
        raise AssertionError("the options were walked")


@pytest.mark.parametrize("answer", [None, "7H", ["7H"], (1, 2), 3.0, [object()]])
def test_a_wrong_discard_answer_is_refused_without_walking_millions_of_options(answer):
    from algunokit.alguno.moves import new_decision

    hand = list(classic_deck("54"))[:30]
    decision = new_decision(0, DecisionKind.DISCARD, _NoWalking(hand, 10))
    assert len(decision.options) == 30_045_015
    with pytest.raises(RuleError) as err:
        decision.check(answer)
    assert err.value.key == "common.error.not_an_option"
    chosen = [hand[29], hand[3], *hand[10:18]]
    assert decision.check(chosen) == tuple(sorted(chosen, key=hand.index))


def test_a_card_not_in_the_hand_is_refused_naming_the_player_by_the_games_names():
    game = _game_at(DecisionKind.DISCARD)
    named = Game.from_json(game.to_json().replace('"names": null', '"names": ["Ada", "Bo", "Cy"]'))
    seat = named.decision.player
    foreign = next(c for c in classic_deck("54") if c not in named.table.hands[seat])
    before = named.to_json()
    with pytest.raises(RuleError) as err:
        named.choose([foreign])
    assert err.value.key == "alguno.error.not_your_card"
    assert ("Ada", "Bo", "Cy")[seat] in err.value.message("fr")
    assert named.to_json() == before
