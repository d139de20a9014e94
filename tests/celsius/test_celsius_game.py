"""Random playouts (hypothesis), save and load, illegal moves, bots, simulate and CLI."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import algunokit as ak
import algunokit.celsius as celsius
from algunokit.celsius import (
    BOTS,
    DecisionKind,
    Decline,
    Exchange,
    Game,
    Pass,
    Play,
    Step,
    Swap,
    make_bot,
    parse_operator,
    simulate,
)
from algunokit.celsius.cards import deck_counter
from algunokit.cli import main as cli_main
from algunokit.protocol import Decision

pytestmark = pytest.mark.subprocess  # the command line runs in a Python process of its own

op = parse_operator
NAMES = sorted(BOTS)


def answer(game: Game, seed: int, index: int, names=NAMES):
    """A reproducible answer: bot chosen by seat, seeded by the decision's index."""
    decision = game.decision
    bot = make_bot(names[(decision.player + seed) % len(names)], seed * 7919 + index)
    return bot(game.view(decision.player), decision)


def run(game: Game, seed: int, start: int = 0, stop: int | None = None) -> int:
    index = start
    while game.decision is not None and (stop is None or index < stop):
        game.choose(answer(game, seed, index))
        index += 1
    return index


games = st.tuples(st.integers(2, 4), st.integers(0, 2**32 - 1), st.booleans(), st.booleans(),
                  st.booleans())


@settings(max_examples=30, deadline=None)
@given(setup=games)
def test_cards_are_conserved_and_the_game_ends(setup):
    players, seed, play_on, exchange, swap = setup
    game = Game(players, seed=seed, play_on=play_on, exchange=exchange, swap=swap,
                max_rounds=60)
    deck = deck_counter()
    index = 0
    while game.decision is not None:
        game.choose(answer(game, seed, index))
        index += 1
        assert game.cards() == deck
        assert all(hand == sorted(hand) for hand in game.hot)
    assert game.is_over and game.turn <= 60
    assert sorted(seat for _, seat in game.podium()) == list(range(players))
    if game.winners:
        assert all(not game.hot[p] for p in game.winners)
        assert {seat for rank, seat in game.podium() if rank == 1} == set(game.winners)


@settings(max_examples=15, deadline=None)
@given(setup=games, cut=st.integers(0, 80))
def test_same_seed_same_game_and_save_load_continues_identically(setup, cut):
    players, seed, play_on, exchange, swap = setup
    options = {"play_on": play_on, "exchange": exchange, "swap": swap, "max_rounds": 40}
    first = Game(players, seed=seed, **options)
    run(first, seed)
    second = Game(players, seed=seed, **options)
    index = run(second, seed, stop=cut)
    saved = second.to_json()
    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved
    run(loaded, seed, start=index)
    run(second, seed, start=index)
    assert loaded.to_json() == second.to_json() == first.to_json()
    assert loaded.log_text("en") == first.log_text("en")


def unchanged(game: Game, move) -> None:
    before = game.to_json()
    with pytest.raises(ak.RuleError):
        game.choose(move)
    assert game.to_json() == before


def test_illegal_plays_are_rejected_and_leave_the_state_unchanged():
    game = Game.from_setup(hot=[[20, 22], [27, 30]],
                           operators=[["x2", "+1", "/3", "x?"], ["+5", "+6"]], cold=10)
    unchanged(game, Play.of(op("x3")))                       # not in hand
    unchanged(game, Play.of(op("x2"), op("x2")))             # used twice
    unchanged(game, Play.of(op("+1")))                       # 11 is not a hot card
    unchanged(game, Play.of(op("/3")))                       # 10 ÷ 3 is inexact
    unchanged(game, Play.of(op("x?")))                       # "?" without a number
    unchanged(game, Play.of((op("x?"), 0)))                  # number outside 1-10
    unchanged(game, Play(()))                                # empty chain
    unchanged(game, Decline())                               # not an option now
    unchanged(game, Exchange((op("x2"), op("+1"))))
    unchanged(game, "x2")
    game.choose(Play.of((op("x?"), 2)))
    unchanged(game, Play.of(op("+5")))                       # seat 1 holds +5 but 15 no
    game.choose(Pass())
    assert game.turn == 1


def test_illegal_optional_moves_are_rejected():
    game = Game.from_setup(hot=[[20, 50], [30, 40]], operators=[["x2", "+1"], ["x3", "+5"]],
                           cold=10)
    game.choose(Play.of(op("x2")))
    game.choose(Pass())
    unchanged(game, Swap(0, op("+1")))                       # not an opponent
    unchanged(game, Swap(1, op("x9")))                       # the opponent lacks it
    unchanged(game, Pass())
    game = Game.from_setup(hot=[[20, 50], [30, 40]],
                           operators=[["-1", "-2", "-3", "-4", "x2"], ["x3", "+5"]], cold=10)
    unchanged(game, Exchange((op("x3"), op("-1"))))
    unchanged(game, Pass())


def test_error_messages_are_bilingual():
    game = Game.from_setup(hot=[[20, 22], [27, 30]], operators=[["x2", "+1"], ["+5"]], cold=10)
    with pytest.raises(ak.RuleError) as info:
        game.choose(Play.of(op("+1")))
    assert info.value.key == "celsius.error.no_hot_card" and info.value.params["value"] == 11
    with pytest.raises(ak.RuleError) as info:
        game.choose(Decline())
    assert info.value.key == "common.error.not_an_option"


def test_malformed_saves_are_save_file_errors():
    game = Game(3, seed=4)
    good = json.loads(game.to_json())
    bad = [
        "not json", "[]", json.dumps({**good, "game": "skyjo"}),
        json.dumps({**good, "version": 99}),
        json.dumps({k: v for k, v in good.items() if k != "hot"}),
        json.dumps({**good, "hot": good["hot"][:2]}),
        json.dumps({**good, "cold": "H20"}),
        json.dumps({**good, "op_pile": good["op_pile"] + ["x2"]}),   # a card too many
        json.dumps({**good, "hot_pile": ["Z9"]}),
        json.dumps({**good, "phase": "dance"}),
        json.dumps({**good, "rng": [1, 2]}),
        json.dumps({**good, "pending": [{"move": "fly"}, None, None]}),
        json.dumps({**good, "rules": {"max_rounds": 0}}),
        json.dumps({**good, "players": 7}),
        json.dumps({**good, "turn": -1}),
    ]
    for text in bad:
        with pytest.raises(ak.SaveFileError):
            Game.from_json(text)


def test_pending_answers_survive_a_save():
    game = Game(2, seed=11)
    game.choose(Pass() if game.decision.kind is DecisionKind.PLAY else Decline())
    loaded = Game.from_json(game.to_json())
    assert loaded.pending == game.pending and loaded.decision == game.decision


def test_decisions_and_views():
    game = Game(4, seed=2)
    decision = game.decision
    assert isinstance(decision, Decision) and decision.player == 0
    view = game.view(1)
    assert view.cold == game.cold.value and len(view.hot) == 4 and view.round == 1
    assert view.piles == (12, 2, 57)


@pytest.mark.parametrize("name", NAMES)
def test_every_bot_plays_whole_games(name):
    for seed in range(3):
        game = Game(3, seed=seed, max_rounds=80)
        strategies = [make_bot(name, seed + seat) for seat in range(3)]
        while game.decision is not None:
            decision = game.decision
            game.choose(strategies[decision.player](game.view(decision.player), decision))
        assert game.is_over


def test_solver_bot_beats_random_bot():
    summary = simulate(games=40, players=2, seed=5, bots="solver,random")
    assert summary.wins_by_bot["solver"] > summary.wins_by_bot.get("random", 0)


def test_unknown_bot_is_a_config_error():
    with pytest.raises(ak.ConfigError):
        make_bot("oracle")
    with pytest.raises(ak.ConfigError):
        simulate(games=1, bots="oracle")


def test_simulate_is_reproducible():
    a = simulate(games=5, players=3, seed=9, bots="random,greedy,solver")
    b = simulate(games=5, players=3, seed=9, bots="random,greedy,solver")
    assert a == b and a.games == 5 and a.game == "Celsius"


def test_cli_same_seed_same_output(capsys):
    argv = ["simulate", "celsius", "--games", "4", "--players", "3", "--seed", "7",
            "--bots", "solver,random", "--json"]
    assert cli_main(argv) == 0
    first = capsys.readouterr().out
    assert cli_main(argv) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["players"] == 3 and data["games"] == 4


def test_cli_rule_options_and_errors(capsys):
    assert cli_main(["simulate", "celsius", "--games", "2", "--players", "2", "--play-on",
                     "--no-exchange", "--no-swap", "--max-rounds", "30"]) == 0
    assert "Celsius" in capsys.readouterr().out
    assert cli_main(["simulate", "celsius", "--games", "1", "--players", "5"]) == 2
    assert "joueur" in capsys.readouterr().err


def test_cli_as_a_module():
    result = subprocess.run([sys.executable, "-m", "algunokit", "--lang", "en", "simulate",
                             "celsius", "--games", "3", "--players", "2", "--seed", "1"],
                            capture_output=True, text=True, check=True)
    assert "Celsius: 3 games with 2 players" in result.stdout


def test_public_all_is_exact():
    public = {n for n in dir(celsius) if not n.startswith("_")
              and not isinstance(getattr(celsius, n), type(celsius))}
    assert set(celsius.__all__) == public


def test_strategy_contract_example_from_the_docs():
    def one_card(view, decision):
        if decision.kind is not DecisionKind.PLAY:
            return decision.options[0]
        for card in decision.operators:
            for choice in card.choices:
                try:
                    if celsius.evaluate(decision.cold, [Step(card, choice)]) in \
                            decision.hot_values:
                        return Play((Step(card, choice),))
                except ak.RuleError:
                    pass
        return Pass()

    game = Game(2, seed=1, max_rounds=30)
    rng = random.Random(0)
    while game.decision is not None:
        d = game.decision
        game.choose(one_card(game.view(d.player), d) if rng.random() < 2 else None)
    assert game.is_over
