"""Celsius layouts as data: cards, running values, regions, descriptions, golden SVGs."""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.celsius import Game, Pass, Play, Step, parse_operator
from algunokit.celsius.view import View
from algunokit.draw.celsius import (
    COLD,
    HOT,
    REACHED,
    ROUNDS,
    chain_drawing,
    chain_text,
    operator_face,
    position_drawing,
    running_values,
    table_drawing,
)
from algunokit.draw.model import Path as PathShape
from algunokit.draw.model import Text
from algunokit.draw.svg import to_svg
from algunokit.draw.text import text_width
from algunokit.protocol import FIRST_NAMES

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str, text: str) -> None:
    check_golden(GOLDEN / name, text)


def op(text):
    return parse_operator(text)


def keys(drawing):
    return [r.key for r in drawing.regions]


def region(drawing, key):
    return next(r for r in drawing.regions if r.key == key)


HAND = [op("+1"), op("x2"), op("x4"), op("x?"), op("±1"), op("/2")]
CHAIN = [(0, Step(op("+1"))), (3, Step(op("x?"), 2)), (4, Step(op("±1"), -1))]


def test_running_values_follow_the_sheet_example_left_to_right():
    steps = [Step(op("+1")), Step(op("x2"))]
    assert running_values(10, steps) == [11, 22]
    assert chain_text(10, steps, "fr") == "10 + 1 = 11 ; 11 × 2 = 22"
    assert chain_text(0, [Step(op("-?"), 9), Step(op("^2"))], "fr") == "0 − 9 = -9 ; (-9)² = 81"
    # an inexact division has no value, and neither has anything after it
    assert running_values(7, [Step(op("/2")), Step(op("+1"))]) == [None, None]


def test_chain_drawing_shows_each_value_under_its_card():
    drawing = chain_drawing(10, [Step(op("+1")), Step(op("x2"))], language="en")
    texts = drawing.texts()
    assert "= 11" in texts and "= 22" in texts
    assert keys(drawing) == [("cold",), ("chain", 0), ("chain", 1)]
    # cards go left to right in chain order
    assert region(drawing, ("chain", 0)).x < region(drawing, ("chain", 1)).x
    assert drawing.description == "10 + 1 = 11; 11 × 2 = 22"


def test_position_regions_are_keyed_by_operator_chain_and_hot_value():
    drawing = position_drawing(10, [40, 22, 81], HAND, chain=CHAIN, language="fr")
    assert [k for k in keys(drawing) if k[0] == "operator"] == [("operator", i)
                                                                for i in range(6)]
    assert [k for k in keys(drawing) if k[0] == "hot"] == [("hot", 22), ("hot", 40),
                                                            ("hot", 81)]  # sorted
    assert [k for k in keys(drawing) if k[0] == "chain"] == [("chain", 0), ("chain", 1),
                                                              ("chain", 2)]
    xs = [region(drawing, ("hot", v)).x for v in (22, 40, 81)]
    assert xs == sorted(xs)
    for key in keys(drawing):
        assert drawing.hit(region(drawing, key).x + 1, region(drawing, key).y + 1) == key


def test_running_value_texts_and_the_reached_hot_card():
    # 10 + 1 = 11, × 2 = 22, − 1 = 21: not a hot card
    drawing = position_drawing(10, [22, 40], HAND, chain=CHAIN, language="en")
    assert [s for s in drawing.texts() if s.startswith("= ")] == ["= 11", "= 22", "= 21"]
    assert "21 is not one of your hot cards" in drawing.texts()
    assert "21 is not one of the hot cards." in drawing.description
    reached = position_drawing(10, [22, 40], HAND, chain=CHAIN[:2], language="en")
    assert "✔ 22: one of your hot cards!" in reached.texts()
    outlines = [s for s in reached.shapes if isinstance(s, PathShape) and s.stroke == REACHED]
    assert len(outlines) == 1  # only the 22 card is outlined in green


def test_operator_colours_pink_blue_green():
    for text, colour in (("+3", "#E2467F"), ("x?", "#E2467F"), ("^2", "#E2467F"),
                         ("-4", "#3B7DD8"), ("/2", "#3B7DD8"), ("±1", "#2E9A4E")):
        fills = [s.fill for s in operator_face(op(text), 0, 0) if isinstance(s, PathShape)]
        assert colour in fills, text
    assert {c["round"] for c in ROUNDS.values()} == {"#E2467F", "#3B7DD8", "#2E9A4E"}


def test_used_cards_are_dimmed_and_the_pending_card_is_raised():
    drawing = position_drawing(10, [22], HAND, chain=CHAIN[:1], pending=3)
    used = region(drawing, ("operator", 0))
    free = region(drawing, ("operator", 1))
    pending = region(drawing, ("operator", 3))
    assert pending.y < free.y == used.y
    dimmed = {round(s.x) for s in drawing.shapes if isinstance(s, Text) and s.opacity < 1}
    assert round(used.x + used.w / 2) in dimmed
    assert round(free.x + free.w / 2) not in dimmed


def test_hint_outlines_cards_and_target():
    plain = position_drawing(10, [22, 40], HAND)
    hinted = position_drawing(10, [22, 40], HAND, hint={2}, hint_target=40)
    dashed = [s for s in hinted.shapes if isinstance(s, PathShape) and s.dash]
    assert len(dashed) == len([s for s in plain.shapes
                               if isinstance(s, PathShape) and s.dash]) + 2


def test_card_labels_fit_on_their_cards():
    for text in ("+10", "x?", "-?", "/?", "±1", "^2", "x10"):
        for w in (24, 60):
            for shape in operator_face(op(text), 0, 0, w):
                if isinstance(shape, Text) and shape.fill == "#FFFFFF":
                    assert text_width(shape.text, shape.size, shape.bold) <= w * 0.6 + 0.01


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_table_drawing_shows_every_player_and_hides_pending_chains(lang):
    game = Game.from_setup(hot=[[22, 40, 81], [30, 64], [25]],
                           operators=[["+1", "x2", "x4", "^2", "-?", "/2"], ["x3", "+?"], ["±1"]],
                           cold=10)
    game.choose(Pass())  # seat 0 answers; the others may see that, not what
    view = game.view(1)
    drawing = table_drawing(view, language=lang)
    status = {"fr": "a répondu", "en": "has answered"}[lang]
    assert status in drawing.texts()
    assert ("player", 0) in keys(drawing) and ("player", 2) in keys(drawing)
    assert [k for k in keys(drawing) if k[0] == "operator"] == [("operator", 0),
                                                                ("operator", 1)]
    assert ("hot", 30) in keys(drawing) and ("hot", 22) not in keys(drawing)
    player = FIRST_NAMES[0]  # Alice, as in every game
    assert player in drawing.description and "+1 ×2 ×4 ² −? ÷2" in drawing.description


def test_table_drawing_shows_the_last_round():
    view = View(player=0, round=2, cold=5, hot=((22,), (30,)),
                       operators=((op("+1"),), (op("x3"),)), active=(True, True),
                       decided=(False, False), my_move=None,
                       last_round=(Pass(), Play((Step(op("x?"), 6), Step(op("+2"))))),
                       finished=(None, None), piles=(3, 4, 5))
    drawing = table_drawing(view, language="en")
    assert "last round: ×6 +2" in drawing.texts()
    assert "Piles: 3 cold, 4 hot, 5 operators" in drawing.texts()
    assert "Round 2 — cold card 5" in drawing.texts()


def test_cold_and_hot_cards_have_their_own_colours():
    drawing = position_drawing(3, [20], [op("+1")])
    fills = {s.fill for s in drawing.shapes if isinstance(s, PathShape)}
    assert COLD["fill"] in fills and HOT["fill"] in fills


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_golden_svgs(lang):
    golden(f"chain_{lang}.svg", to_svg(chain_drawing(
        0, [Step(op("-?"), 9), Step(op("^2")), Step(op("±1"), -1)], language=lang)))
    golden(f"position_{lang}.svg", to_svg(position_drawing(
        10, [22, 40, 81], HAND, chain=CHAIN[:2], pending=4, hint={2}, hint_target=40,
        title="Celsius", language=lang)))
    game = Game.from_setup(hot=[[22, 40, 81], [30, 64], [25]],
                           operators=[["+1", "x2", "x4", "^2", "-?", "/2"], ["x3", "+?"], ["±1"]],
                           cold=10)
    golden(f"table_{lang}.svg", to_svg(table_drawing(
        game.view(0), chain=[(1, Step(op("x2"))), (0, Step(op("+1")))], language=lang)))
