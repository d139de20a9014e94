"""The Celsius log: one Event shape, a sentence for every kind in both languages,
real plurals, and the saved form events have always had."""

from __future__ import annotations

import json

import pytest

from algunokit.celsius import Event, EventKind, Game, describe, make_bot, parse_operator
from algunokit.celsius.arith import Step
from algunokit.celsius.events import FIELDS, event_from_data, event_to_data

op = parse_operator

EXAMPLES = {
    EventKind.ROUND: Event(EventKind.ROUND, {"round": 3, "cold": 7}),
    EventKind.PLAY: Event(EventKind.PLAY, {"player": 0, "value": 22,
                                           "chain": (Step(op("+1")), Step(op("x2"))), "start": 10}),
    EventKind.PASS: Event(EventKind.PASS, {"player": 1}),
    EventKind.WINNER: Event(EventKind.WINNER, {"player": 0, "ops": 1, "value": 40}),
    EventKind.GIVE: Event(EventKind.GIVE, {"player": 1, "value": 40}),
    EventKind.NOBODY: Event(EventKind.NOBODY, {}),
    EventKind.EXCHANGE: Event(EventKind.EXCHANGE, {"player": 2, "cards": ("-1", "±1")}),
    EventKind.SWAP: Event(EventKind.SWAP, {"player": 0, "opponent": 1, "mine": ("+1",),
                                           "theirs": ("x?",)}),
    EventKind.DRAW: Event(EventKind.DRAW, {"player": 0, "n": 1}),
    EventKind.FINISHED: Event(EventKind.FINISHED, {"player": 3}),
    EventKind.OVER: Event(EventKind.OVER, {}),
    EventKind.LIMIT: Event(EventKind.LIMIT, {"n": 200}),
}


def test_every_kind_has_fields_and_an_example():
    assert set(FIELDS) == set(EventKind) == set(EXAMPLES)


@pytest.mark.parametrize("kind", list(EventKind))
@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_kind_reads_as_a_sentence(kind, language):
    text = describe(EXAMPLES[kind], language)
    assert text and "{" not in text and "(s)" not in text and "Card(" not in text
    assert text.endswith((".", "!"))


def test_sentences_name_seats_cards_and_chains():
    assert describe(EXAMPLES[EventKind.PLAY], "fr") == "Alice pose 10 + 1 = 11 ; 11 × 2 = 22."
    assert describe(EXAMPLES[EventKind.PLAY], "en", names=("You", "Robot 1")) == \
        "You plays 10 + 1 = 11; 11 × 2 = 22."
    assert describe(EXAMPLES[EventKind.SWAP], "en") == \
        "Alice swaps their card +1 for Bilal's card ×?."
    assert describe(EXAMPLES[EventKind.EXCHANGE], "fr").startswith("Chloé défausse −1 ±1,")


def test_plurals_are_written_in_full():
    one = Event(EventKind.DRAW, {"player": 0, "n": 1})
    two = Event(EventKind.DRAW, {"player": 0, "n": 2})
    assert describe(one, "fr") == "Alice pioche 1 carte opérateur."
    assert describe(two, "fr") == "Alice pioche 2 cartes opérateurs."
    assert describe(one, "en") == "Alice draws 1 operator card."
    assert describe(two, "en") == "Alice draws 2 operator cards."
    assert "(1 carte opérateur," in describe(EXAMPLES[EventKind.WINNER], "fr")
    assert "Limit of 200 rounds" in describe(EXAMPLES[EventKind.LIMIT], "en")


def test_events_keep_their_saved_form_and_read_back():
    game = Game(3, seed=5)
    bots = [make_bot("greedy", seat) for seat in range(3)]
    while (decision := game.decision) is not None:
        game.choose(bots[decision.player](game.view(decision.player), decision))
    kinds = {event.kind for event in game.log}
    assert {EventKind.ROUND, EventKind.PLAY, EventKind.WINNER, EventKind.OVER} <= kinds
    for event in game.log:
        data = json.loads(json.dumps(event_to_data(event)))
        assert data[0] == "celsius.log." + event.kind.value
        assert event_from_data(data, 3) == event
    assert event_to_data(EXAMPLES[EventKind.PLAY]) == [
        "celsius.log.play", [["player", 0], ["value", 22]], [["+1", None], ["x2", None]], 10]


def test_an_event_reads_its_data_by_name():
    assert EXAMPLES[EventKind.WINNER].data["value"] == 40
    assert EXAMPLES[EventKind.PLAY].data["start"] == 10
