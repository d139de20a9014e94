"""Skyjo's public surface: saving, views, log text, options, bots, simulate and the CLI."""

from __future__ import annotations

import json

import pytest

import algunokit as ak
import algunokit.skyjo as sk
from algunokit.cli import main
from algunokit.messages import CATALOGUE, texts
from algunokit.protocol import Decision, play_out
from algunokit.skyjo import (
    BOTS,
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    FaceDown,
    Game,
    Pile,
    Reveal,
    Slot,
    bot_description,
    describe_option,
    make_bot,
    option_from_data,
    option_to_data,
    simulate,
)
from algunokit.skyjo.events import Event, EventKind, describe, event_from_data, event_to_data


def test_all_is_exact():
    public = {n for n in dir(sk) if not n.startswith("_")
              and not isinstance(getattr(sk, n), type(sk))}
    assert set(sk.__all__) == public - {"annotations"}


def test_name_and_every_message_in_both_languages():
    assert ak.t("skyjo.name", "fr") == ak.t("skyjo.name", "en") == "Skyjo"
    keys = [k for k in CATALOGUE if k.startswith("skyjo.")]
    assert len(keys) > 40
    for key in keys:
        assert all(x.strip() for x in texts(key, "fr") + texts(key, "en"))


def test_labels_in_both_languages():
    assert DecisionKind.CHOOSE_PILE.label("fr").startswith("Prends")
    assert DecisionKind.CHOOSE_PILE.label("en").startswith("Take")
    assert Pile.DRAW.label("fr") == "pioche" and Pile.DISCARD.label("en") == "discard pile"
    assert Slot.HIDDEN.label("fr") == "cachée"
    assert describe_option(Exchange(1, 2), "en") == "exchange with the card at row 1, column 2"
    assert "défausser" in describe_option(DiscardAndReveal(0, 3), "fr")
    assert describe_option(Pile.DISCARD, "fr") == "prendre dans la défausse"
    assert "face up" in describe_option(Reveal(0, 0), "en")


@pytest.mark.parametrize("option", [Pile.DRAW, Pile.DISCARD, Reveal(0, 1), Exchange(2, 3),
                                    DiscardAndReveal(1, 0)])
def test_options_round_trip_through_json(option):
    encoded = json.loads(json.dumps(option_to_data(option)))
    assert option_from_data(encoded) == option


@pytest.mark.parametrize("bad", [None, [], ["pile", "sky"], ["exchange", 1], ["jump", 0, 0],
                                 ["exchange", "1", 2]])
def test_bad_option_codes(bad):
    with pytest.raises(ak.SaveFileError) as err:
        option_from_data(bad)
    assert err.value.key == "common.error.save_value" and err.value.params["field"] == "option"


def test_options_read_back_are_the_engines_own_objects():
    assert option_from_data(["exchange", 1, 2]) is game_option(Exchange(1, 2))
    with pytest.raises(ak.SaveFileError):
        option_from_data(["exchange", 1.0, 2])
    with pytest.raises(ak.SaveFileError):
        option_from_data(["exchange", 3, 0])  # rows go from 0 to 2


def game_option(option):
    from algunokit.skyjo.moves import EXCHANGES

    return next(shared for shared in EXCHANGES if shared == option)


def finished_game(seed: int = 3, n: int = 3) -> Game:
    return play_out(Game(n, seed), [make_bot("heuristic", seed + s) for s in range(n)])


def test_log_reads_in_french_and_english():
    game = finished_game()
    fr, en = game.log_text("fr"), game.log_text("en")
    assert fr.splitlines()[0] == "Manche 1 : chaque personne reçoit 12 cartes cachées."
    assert en.splitlines()[0] == "Round 1: everyone gets 12 face-down cards."
    assert "Partie terminée" in fr.splitlines()[-1]
    assert "Game over" in en.splitlines()[-1]
    assert len(fr.splitlines()) == len(game.log)
    ak.set_language("en")
    assert game.log_text() == en
    for event in game.log:
        data = json.loads(json.dumps(event_to_data(event.kind, tuple(event.data.values()))))
        assert event_from_data(data) == event
        assert describe(event, "fr") and describe(event, "en")
    assert {e.kind for e in game.log} >= {EventKind.ROUND_STARTED, EventKind.TOOK,
                                          EventKind.ROUND_SCORED, EventKind.GAME_OVER,
                                          EventKind.STARTS}


def test_decision_shape():
    game = Game(2, seed=1)
    decision = game.decision
    assert isinstance(decision, Decision)
    assert decision.player == 0 and decision.kind is DecisionKind.SETUP_REVEAL
    assert isinstance(decision.options, tuple) and len(decision.options) == 12
    assert game.turn == 0 and not game.is_over and game.winners == ()


def test_view_is_read_only_and_hides_the_draw_order():
    game = Game.from_setup([[[1, FaceDown(12), 2, 3]] * 3, [[FaceDown(4)] * 4] * 3],
                           draw=[11, 10], discard=[0])
    view = game.view(1)
    with pytest.raises(AttributeError):
        view.turn = 3  # type: ignore[misc]
    assert view.cell(0, 1, player=0) is Slot.HIDDEN
    assert 12 not in view.grids[0]
    assert view.grid(0)[0] == (1, Slot.HIDDEN, 2, 3)
    assert view.visible_points(0) == 18 and view.hidden_count(0) == 3
    assert view.draw_size == 2 and view.discard_top == 0
    assert view.current == 0 and view.kind is DecisionKind.CHOOSE_PILE
    game.choose(Pile.DRAW)
    assert game.view(1).held == 11  # a drawn card is seen by everyone
    assert view.held is None  # an older view is a snapshot: it does not change


def test_view_fields_by_name():
    game = Game.from_setup([[[1, FaceDown(12), 2, 3]] * 3, [[0] * 4] * 3, [[FaceDown(4)] * 4] * 3],
                           draw=[11, 10, 9], discard=[0, 7], current=2, ender=1,
                           totals=[10, 20, 30], round=3, turn=17)
    game.choose(Pile.DISCARD)
    view = game.view(0)
    assert view._asdict() == {
        "player": 0, "n_players": 3, "current": 2, "kind": DecisionKind.PLACE_DISCARD,
        "grids": view.grids, "discard_top": 0, "discard_size": 1, "draw_size": 3,
        "held": 7, "held_from": Pile.DISCARD, "totals": (10, 20, 30), "history": (),
        "round": 3, "ender": 1, "turn": 17,
    }
    assert view.grids[1] == (0,) * 12 and view.grids[2] == (Slot.HIDDEN,) * 12
    assert isinstance(view, sk.View) and view == sk.View(**view._asdict())


def test_reading_the_log_mid_game_changes_nothing():
    read, unread = Game(3, seed=21), Game(3, seed=21)
    for game in (read, unread):
        for step in range(70):
            game.choose(game.decision.options[step % len(game.decision.options)])
            if game is read and step % 7 == 0:
                assert all(type(event) is Event for event in game.log)
    assert read.log == unread.log and read.to_json() == unread.to_json()
    assert all(type(event) is Event for event in unread.log)
    copy = Game.from_json(read.to_json())
    copy.choose(copy.decision.options[0])
    read.choose(read.decision.options[0])
    assert copy.log == read.log and copy.log_text("en") == read.log_text("en")


def test_an_equal_option_built_anew_is_accepted():
    game = Game.from_setup([[[1, FaceDown(12), 2, 3]] * 3, [[FaceDown(4)] * 4] * 3],
                           draw=[11, 10], discard=[0])
    game.choose(Pile("draw"))
    offered = game.decision.options
    fresh = DiscardAndReveal(0, 1)
    assert fresh in offered and all(option is not fresh for option in offered)
    game.choose(fresh)
    assert game.view(0).cell(0, 1) == 12


def test_save_round_trip_and_json_is_plain():
    game = Game(4, seed=9)
    for _ in range(40):
        game.choose(game.decision.options[0])
    text = game.to_json()
    data = json.loads(text)
    assert data["game"] == "skyjo" and data["version"] == 1
    copy = Game.from_json(text)
    assert copy.to_json() == text
    assert Game.from_json(data).to_json() == text
    assert repr(copy) == repr(game)


def corrupt(mutate) -> str:
    data = json.loads(Game(3, seed=2).to_json())
    mutate(data)
    return json.dumps(data)


@pytest.mark.parametrize("text", [
    "not json",
    "[1, 2]",
    json.dumps({"game": "gaag", "version": 1}),
    json.dumps({"game": "skyjo", "version": 99}),
    corrupt(lambda d: d.pop("draw")),
    corrupt(lambda d: d.__setitem__("players", 9)),
    corrupt(lambda d: d["values"][0].pop()),
    corrupt(lambda d: d["values"][1].__setitem__(3, 13)),
    corrupt(lambda d: d["face_up"][1].__setitem__(3, "yes")),
    corrupt(lambda d: d.__setitem__("draw", [1, "2"])),
    corrupt(lambda d: d.__setitem__("rng", [1, 2])),
    corrupt(lambda d: d.__setitem__("phase", "dance")),
    corrupt(lambda d: d.__setitem__("held", 5)),
    corrupt(lambda d: d.__setitem__("player", 7)),
    corrupt(lambda d: d.__setitem__("rules", {"end_score": -1})),
    corrupt(lambda d: d.__setitem__("log", [["Nope", 1]])),
    corrupt(lambda d: d.__setitem__("totals", [0, 0])),
])
def test_malformed_saves_are_save_file_errors(text):
    with pytest.raises(ak.SaveFileError) as info:
        Game.from_json(text)
    assert info.value.message("fr") and info.value.message("en")


def test_unknown_bot_is_a_config_error():
    assert set(BOTS) == {"random", "heuristic"}
    with pytest.raises(ak.ConfigError) as info:
        make_bot("genius", 1)
    assert info.value.key == "common.error.unknown_bot" and info.value.params["name"] == "genius"
    assert bot_description("heuristic", "fr") and bot_description("random", "en")


def test_heuristic_beats_random():
    summary = simulate(games=30, players=2, seed=11, bots="heuristic,random")
    assert summary.wins_by_bot["heuristic"] >= 27
    assert summary.unfinished == 0


def test_a_student_strategy_can_play():
    def first(view, decision):
        if decision.kind is DecisionKind.CHOOSE_PILE and Pile.DISCARD in decision.options \
                and view.discard_top <= 0:
            return Pile.DISCARD
        return decision.options[0]

    game = play_out(Game(2, seed=5), [first, make_bot("random", 1)])
    assert game.is_over


def test_simulate_is_reproducible_and_checks_its_arguments():
    one = simulate(games=8, players=3, seed=4, bots=["heuristic", "random"])
    two = simulate(games=8, players=3, seed=4, bots=["heuristic", "random"])
    assert one == two
    assert one.game == "Skyjo" and one.bots == ("heuristic", "random", "heuristic")
    assert sum(one.wins_by_seat) >= 8
    assert one.extra["mean_rounds"] >= 1
    with pytest.raises(ak.ConfigError):
        simulate(games=2, players=9)
    with pytest.raises(ak.ConfigError):
        simulate(games=0, players=3)


def test_cli_same_seed_same_output(capsys):
    argv = ["simulate", "skyjo", "--games", "6", "--players", "3", "--seed", "5",
            "--bots", "heuristic,random", "--json"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["games"] == 6 and data["players"] == 3


def test_cli_rule_options_and_text_output(capsys):
    assert main(["--lang", "en", "simulate", "skyjo", "--games", "3", "--players", "2",
                 "--end-score", "30", "--double-non-positive"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Skyjo: 3 games with 2 players")
    assert main(["simulate", "skyjo", "--games", "2", "--players", "1"]) == 2
    assert "Skyjo se joue de 2 à 8" in capsys.readouterr().err


@pytest.mark.parametrize("language", ["fr", "en"])
def test_rules_documentation_names_every_option(language):
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "rules" / f"skyjo.{language}.md"
    text = doc.read_text(encoding="utf-8")
    for option in ("double_non_positive", "end_score", "max_turns", "150", "100"):
        assert option in text


def test_view_of_a_seat_that_does_not_exist():
    with pytest.raises(ak.ConfigError):
        Game(2, seed=1).view(2)


def test_a_game_dealt_from_other_cards_saves_its_deck():
    game = Game(2, 3, first_deal=list(range(-2, 13)) * 2)  # 30 cards, not the 150
    text = game.to_json()
    assert json.loads(text)["deck"] == sorted(list(range(-2, 13)) * 2)
    copy = Game.from_json(text)
    assert copy.to_json() == text
    play_out(copy, [make_bot("random", 1), make_bot("random", 2)])
    assert copy.is_over and sorted(copy.all_cards()) == sorted(list(range(-2, 13)) * 2)
    assert "deck" not in json.loads(Game(2, 3).to_json())  # the 150 cards go without saying


def test_a_hand_built_puzzle_saves_loads_and_plays_on():
    game = Game.from_setup([[[FaceDown(5)] * 4] * 3, [[FaceDown(6)] * 4] * 3],
                           draw=[1, 2, 3], discard=[4], totals=[40, 70], round=3)
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert Game.from_setup(**game.setup().arguments()).to_json() == game.to_json()
    play_out(copy, [make_bot("random", 1), make_bot("random", 2)])
    assert copy.is_over and sorted(copy.all_cards()) == sorted([5] * 12 + [6] * 12 + [1, 2, 3, 4])


def test_events_compare_and_hash_by_kind_and_data():
    from algunokit.skyjo.events import event_of

    first = event_of(EventKind.TOOK, 0, True, 2)
    assert first == Event(EventKind.TOOK, {"player": 0, "from_discard": True, "value": 2})
    again, other = event_of(EventKind.TOOK, 0, True, 2), event_of(EventKind.TOOK, 1, True, 2)
    assert len({first, again, other}) == 2
