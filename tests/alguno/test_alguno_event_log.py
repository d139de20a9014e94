"""The event log recorded as raw data and made readable when read (issue 19)."""

from __future__ import annotations

from algunokit.alguno import Game, bots
from algunokit.alguno.events import FIELDS, EventLog, describe, record
from algunokit.cards import Card


def _half_played(seed: int = 4) -> Game:
    game = Game(4, (1, 2), seed)
    strategies = bots("random", seed=seed, players=4)
    for _ in range(40):
        decision = game.decision
        game.choose(strategies[decision.player](game.view(decision.player), decision))
    return game


def test_a_raw_record_reads_as_plain_json_ready_values():
    seven, queen = Card.from_code("7H"), Card.from_code("QS")
    assert record(("test", 1, False, (seven, queen))) == \
        ("test", {"player": 1, "value": False, "hand": ["7H", "QS"]})
    assert record(("give", 0, queen, 3)) == ("give", {"player": 0, "card": "QS", "to": 3})
    assert record(("end", 9, (2,))) == ("end", {"turn": 9, "winners": [2]})
    assert set(FIELDS) >= {"start", "turn", "build", "test", "draw", "discard", "give",
                           "swap", "nothing", "reshuffle", "end", "limit"}


def test_reading_the_log_twice_or_midway_gives_the_same_events_and_sentences():
    game = _half_played()
    midway_log = list(game.log)
    midway_text = game.log_text("en")
    assert game.log[: len(midway_log)] == midway_log
    game.play_out(bots("random", seed=1, players=4))
    whole = game.log
    assert whole[: len(midway_log)] == midway_log
    assert game.log_text("en").startswith(midway_text)
    assert game.log_text("en") == "\n".join(describe(e, "en") for e in whole)
    assert game.log_text("fr") == "\n".join(describe(e, "fr") for e in whole)


def test_a_loaded_game_keeps_the_saved_events_and_records_the_next_ones():
    game = _half_played()
    loaded = Game.from_json(game.to_json())
    assert loaded.log == game.log
    for g in (game, loaded):
        g.play_out(bots("random", seed=2, players=4))
    assert loaded.log == game.log and loaded.log_text("en") == game.log_text("en")


def test_a_copy_records_nothing_into_the_original():
    game = _half_played()
    before = list(game.log)
    copy = game.copy()
    copy.play_out(bots("random", seed=3, players=4))
    assert game.log == before
    assert copy.log and copy.log[0][0] != "start"  # a copy starts an empty log


def test_a_table_log_reads_its_events():
    log = EventLog()
    log.raw.append(("nothing", 2))
    assert log.events() == [("nothing", {"player": 2})]
    log.raw.append(("swap", 0, 1))
    assert log.events() == [("nothing", {"player": 2}), ("swap", {"player": 0, "to": 1})]
