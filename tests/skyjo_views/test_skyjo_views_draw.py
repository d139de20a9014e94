"""The Skyjo drawings as data: regions, colours by value, hidden and removed cards,
highlights, scores, whose turn, the text description, and golden SVG files."""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_files import check_golden
from skyjo_view_helpers import centre, mid_round

from algunokit.draw.model import Path as PathShape
from algunokit.draw.model import Text
from algunokit.draw.skyjo import (
    CARD_COLOURS,
    describe_grid,
    grid_drawing,
    skyjo_cell,
    skyjo_face,
    table_drawing,
)
from algunokit.draw.svg import to_svg
from algunokit.protocol import play_out
from algunokit.skyjo import CARD_VALUES, CardColour, Game, Pile, Slot, card_colour, make_bot

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str, text: str) -> None:
    check_golden(GOLDEN / name, text)


def fills(shapes):
    return [s.fill for s in shapes if isinstance(s, PathShape)]


def test_every_value_has_its_printed_colour():
    assert card_colour(-2) is card_colour(-1) is CardColour.DARK_BLUE
    for value in CARD_VALUES:
        shapes = skyjo_face(value, 0, 0)
        assert fills(shapes)[0] == CARD_COLOURS[card_colour(value)][0]
        assert str(value) in [s.text for s in shapes if isinstance(s, Text)]
    assert len({CARD_COLOURS[card_colour(v)][0] for v in CARD_VALUES}) == 5


def test_hidden_and_removed_cells_show_no_value():
    hidden = skyjo_cell(Slot.HIDDEN, 0, 0)
    empty = skyjo_cell(Slot.EMPTY, 0, 0)
    assert not any(isinstance(s, Text) for s in hidden + empty)
    assert skyjo_cell(None, 0, 0) == hidden  # lessons write a face-down card as None
    assert empty[0].dash and empty[0].fill is None


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_every_slot_and_both_piles_are_regions(n):
    game = Game(n, seed=n)
    drawing = table_drawing(game.view(0))
    keys = {r.key for r in drawing.regions}
    assert {("slot", s, r, c) for s in range(n) for r in range(3) for c in range(4)} <= keys
    assert {("draw",), ("discard",)} <= keys
    # regions never overlap: each centre hits its own region
    for region in drawing.regions:
        assert drawing.hit(*centre(drawing, region.key)) == region.key
    assert all(r.x >= 0 and r.x + r.w <= drawing.width and r.y + r.h <= drawing.height
               for r in drawing.regions)


def test_table_shows_values_scores_turn_and_piles():
    game = mid_round()
    view = game.view(0)
    drawing = table_drawing(view, bots=(1, 2))
    texts = drawing.texts()
    assert "Skyjo — manche 2, tour 17" in texts
    assert "Pioche : 4" in texts and "Défausse : 2" in texts
    assert "Total 14 · visibles 19" in texts  # -2 + 0 + 3 + 7 + 11
    assert "Total 31 · visibles 16" in texts  # 5 - 1 + 10 + 2
    assert "joue" in texts and texts.count("robot") == 2 and texts.count("personne") == 1
    assert any(t.startswith("À Alice : Prends la carte") for t in texts)
    # the discard's top card (9) is face up and red
    region = next(r for r in drawing.regions if r.key == ("discard",))
    red = CARD_COLOURS[CardColour.RED][0]
    assert any(isinstance(s, PathShape) and s.fill == red and s.ops[0][1] >= region.x
               and s.ops[0][1] <= region.x + region.w and s.ops[0][2] == region.y
               for s in drawing.shapes)


def test_held_card_and_highlights():
    game = mid_round()
    game.choose(Pile.DRAW)  # draws the 8
    view = game.view(0)
    keys = {("slot", 0, 0, 1), ("discard",)}
    drawing = table_drawing(view, highlight=keys)
    assert "piochée" in drawing.texts()
    assert "Carte en main : 8 (de la pioche)." in drawing.description
    outlined = [s for s in drawing.shapes if isinstance(s, PathShape) and s.stroke == "#FF8C1A"]
    assert len(outlined) == 2
    plain = table_drawing(view)
    assert not any(isinstance(s, PathShape) and s.stroke == "#FF8C1A" for s in plain.shapes)


def test_description_in_both_languages():
    view = mid_round().view(2)
    fr = table_drawing(view, language="fr").description
    en = table_drawing(view, language="en").description
    assert fr.startswith("Table de Skyjo, manche 2, tour 17, 3 personnes.")
    assert "Bilal (personne) : total 31" in fr
    assert "ligne 0 : cachée, 5, vide, cachée" in fr
    assert en.startswith("Skyjo table, round 2, turn 17, 3 players.")
    assert "row 0: hidden, 5, empty, hidden" in en
    assert "top: 9" in en


def test_game_over_marks_the_winners():
    game = play_out(Game(3, seed=4), [make_bot("heuristic", s) for s in range(3)])
    drawing = table_drawing(game.view(0), winners=game.winners, language="en")
    assert "Game over! Winner: " in drawing.description
    assert drawing.texts().count("wins") == len(game.winners)  # after a drawn trophy
    assert "round" in " ".join(drawing.texts())  # the last round's score


def test_grid_drawing_for_lessons():
    grid = [[5, -2, None, 0], [5, 7, None, 0], [5, 12, None, Slot.EMPTY]]
    drawing = grid_drawing(grid, title="Mon tableau")
    assert drawing.description.startswith("Mon tableau : ligne 0 : 5, -2, cachée, 0")
    assert {r.key for r in drawing.regions} == {("slot", r, c) for r in range(3)
                                                for c in range(4)}
    assert describe_grid([1] * 12, "en").count("row") == 3


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_golden_svgs(lang):
    game = mid_round()
    game.choose(Pile.DISCARD)
    golden(f"table_{lang}.svg", to_svg(table_drawing(
        game.view(0), bots=(1, 2), highlight={("slot", 0, r, c) for r in range(3)
                                              for c in range(4)}, language=lang)))
    golden(f"grid_{lang}.svg", to_svg(grid_drawing(
        [[5, 3, None, -1], [5, 3, None, -1], [5, 4, None, -1]], language=lang)))
    over = play_out(Game(8, seed=8), [make_bot("heuristic", s) for s in range(8)])
    golden(f"table8_over_{lang}.svg", to_svg(table_drawing(over.view(0), winners=over.winners,
                                                          bots=range(8), language=lang)))


@pytest.mark.parametrize(("language", "words"), [("en", "Your turn: "), ("fr", "À toi : ")])
def test_the_person_reads_their_own_turn_in_the_second_person(language, words):
    from algunokit.protocol import seat_names

    names = seat_names(3, humans=(0,), language=language)
    game = Game(3, seed=2)
    assert game.view(0).current == 0
    drawing = table_drawing(game.view(0), names=names, language=language, you=0)
    texts = [shape.text for shape in drawing.shapes if hasattr(shape, "text")]
    assert any(text.startswith(words) for text in texts)
    assert "you's" not in drawing.description and "À Toi" not in drawing.description
    # the seat decides, not the name: a person called « Toi » among several is named
    named = table_drawing(game.view(0), names=["Toi", "Bilal", "Chloé"], language=language)
    texts = [shape.text for shape in named.shapes if hasattr(shape, "text")]
    assert not any(text.startswith(words) for text in texts)
