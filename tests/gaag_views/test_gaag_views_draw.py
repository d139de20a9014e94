"""GaAg drawings as data: cards, the row and its places, hands, piles, direction; golden SVGs."""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.draw.gaag import (
    element_face,
    game_drawing,
    order_text,
    periodic_drawing,
    row_drawing,
    row_picture,
    row_table,
)
from algunokit.draw.model import Text
from algunokit.draw.svg import to_svg
from algunokit.draw.text import text_width
from algunokit.gaag import DECK, Game, Row, element, gap_card, placements

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str, text: str) -> None:
    check_golden(GOLDEN / name, text)


def rigged(n: int, hands, *, table: Row | None = None, current: int = 0,
           **setup) -> Game:
    """A position built by ``Game.from_setup`` (the other cards form the draw pile)."""
    return Game.from_setup(hands, table=table, current=current, **setup)


def keys(drawing, kind):
    return sorted(r.key for r in drawing.regions if r.key[0] == kind)


def texts_in(drawing, x0, x1):
    return [s.text for s in drawing.shapes if isinstance(s, Text) and x0 <= s.x <= x1]


def test_element_face_shows_z_symbol_name_and_one_dot_per_atom():
    shapes = element_face(element(12, 4), 0, 0, 64, language="fr")
    texts = [s.text for s in shapes if isinstance(s, Text)]
    assert texts == ["12", "Mg", "magnésium"]
    dots = [s for s in shapes if not isinstance(s, Text) and s.fill == "#C8102E"]
    assert len(dots) == 1 and sum(op[0] == "M" for op in dots[0].ops) == 4  # one circle each
    assert not [s for s in element_face(element(12), 0, 0) if getattr(s, "fill", "") == "#C8102E"]
    assert [s.text for s in element_face(element(7), 0, 0, language="en")
            if isinstance(s, Text)] == ["7", "N", "nitrogen"]
    gap = [s.text for s in element_face(gap_card(), 0, 0, stands_for=4) if isinstance(s, Text)]
    assert gap == ["<>", "= 4"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_name_fits_on_its_card(lang):
    for card in set(DECK):
        for s in element_face(card, 0, 0, 38, language=lang):
            if isinstance(s, Text):
                assert text_width(s.text, s.size, s.bold) <= 38 * 0.92, (card, s.text)


def test_row_table_builds_rows_with_gaps_and_bonds():
    table = row_table([3, 0, 5, 7, 7])
    assert table.label("en") == "Li3 <> B5 N7 N7•"
    assert table.values == (3, 4, 5, 7, 7)


def test_row_places_light_up_exactly_where_the_engine_allows():
    table = row_table([3, 5, 8, 12])
    for card in (element(2), element(13, 1), element(7), gap_card(), element(10)):
        drawing = row_drawing(table, card=card, language="en")
        assert keys(drawing, "place") == [("place", i) for i in range(5)]
        legal = {p.index for p in placements(table, card)}
        lit = sorted(r.key[1] for r in drawing.regions if r.key[0] == "place"
                     and "—" not in r.label)
        assert lit == sorted(legal), card
        arrows = [s for s in drawing.shapes if isinstance(s, Text) and s.text == "▼"]
        assert len(arrows) == len(legal)
    assert "Possible places for N – nitrogen (Z = 7, no atom): bonded to a 7 or an 8 " \
           "(position 2)." in row_drawing(table, card=element(7), language="en").description
    nowhere = row_drawing(table, card=element(10), language="fr").description
    assert "ne peut aller nulle part" in nowhere


def test_the_place_regions_sit_between_the_cards_in_order():
    drawing = row_drawing([3, 5, 8], card=gap_card())
    regions = [r for r in drawing.regions if r.key[0] == "place"]
    centres = [r.x + r.w / 2 for r in regions]
    assert centres == sorted(centres)
    r1 = regions[1]
    assert drawing.hit(r1.x + r1.w / 2, r1.y + r1.h / 2) == ("place", 1)


def test_closed_ends_are_marked_and_described():
    drawing = row_drawing([1, 5, 18], language="fr")
    assert drawing.texts().count("fermé") == 2
    assert "Le côté gauche est fermé" in drawing.description
    assert "Le côté droit est fermé" in drawing.description
    open_row = row_drawing([2, 5], language="en")
    assert "closed" not in open_row.texts()


def test_an_empty_table_has_one_place_to_start_it():
    drawing = row_drawing(Row(), card=element(9), language="en")
    assert keys(drawing, "place") == [("place", 0)]
    assert "Empty table" in drawing.texts()
    assert "to start the table (position 0)" in drawing.description


def test_game_drawing_hides_other_hands_and_shows_piles_totals_and_direction():
    hands = [[element(3), gap_card(), element(18)], [element(9, 4), element(11)],
             [element(6), element(7, 2), element(14, 1), element(2)]]
    game = rigged(3, hands, table=row_table([5, 8, 12]), current=1, totals=[12, 30, 4],
                  piles=[[element(9, 2)], [], [element(10, 4), element(11, 1)]])
    drawing = game_drawing(game.view(0), selected=0, language="en")
    texts = drawing.texts()
    assert keys(drawing, "hand") == [("hand", 0), ("hand", 1), ("hand", 2)]
    assert ("pickup",) in {r.key for r in drawing.regions}
    assert "Alice (you)" in texts and "▶ to play" in texts
    assert [s for s in texts if s.endswith("cards")] == ["3 cards", "2 cards", "4 cards"]
    assert "Pile: 2 atoms" in texts and "Total: 30" in texts and "Pile: 5 atoms" in texts
    # Only the viewer's cards are face up: other players' elements are not drawn.
    assert "F" not in texts and "Si" not in texts
    assert "Li" in texts and "Ar" in texts
    assert "Direction of play: Bilal → Chloé → Alice → Bilal" in texts
    lit = [r.key for r in drawing.regions if r.key[0] == "place" and "—" not in r.label]
    assert lit == [("place", 0)]  # Li (Z = 3) goes on the left of 5
    assert "Possible places for Li – lithium (Z = 3, no atom): on the left (position 0)." \
        in drawing.description
    assert "Chloé: 4 cards in hand, pile: 5 atoms, total: 4." in drawing.description
    assert "Fluorine" not in drawing.description and "F – fluorine" not in drawing.description


def test_direction_reversed_turns_the_arrows_and_the_order():
    hands = [[element(3)], [element(4)], [element(5)], [element(6)]]
    game = rigged(4, hands, current=2, direction=-1)
    view = game.view(2)
    assert order_text(view, "fr") == "Chloé → Bilal → Alice → Dany → Chloé"
    forward = game_drawing(game.view(2))
    game = rigged(4, hands, current=2, direction=1)
    backward = game_drawing(game.view(2))
    assert forward.shapes != backward.shapes


def test_unplayable_cards_of_the_hand_are_dimmed():
    game = rigged(2, [[element(10), element(1)], [element(4)]], table=row_table([5, 12]))
    drawing = game_drawing(game.view(0), language="fr")
    ne = next(s for s in drawing.shapes if isinstance(s, Text) and s.text == "Ne")
    h = next(s for s in drawing.shapes if isinstance(s, Text) and s.text == "H")
    assert ne.opacity < 1 and h.opacity == 1


def test_a_long_row_widens_the_picture_and_keeps_cards_readable():
    values = [1, 2, 3, 4, 5, 6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
    drawing = row_drawing(values)
    assert drawing.width > 960
    faces = [s for s in drawing.shapes if isinstance(s, Text) and s.text == "Ar"]
    assert faces and faces[0].x + 20 < drawing.width


def test_periodic_table_places_the_18_elements():
    drawing = periodic_drawing(highlight=[8], language="fr")
    assert keys(drawing, "element") == [("element", z) for z in range(1, 19)]
    h = next(r for r in drawing.regions if r.key == ("element", 1))
    he = next(r for r in drawing.regions if r.key == ("element", 2))
    li = next(r for r in drawing.regions if r.key == ("element", 3))
    assert he.y == h.y and he.x > 10 * h.x and li.y > h.y and li.x == h.x
    assert "8 O oxygène" in drawing.description


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_golden_svgs(lang):
    hands = [[element(3, 1), gap_card(), element(18), element(7, 2), element(12, 4)],
             [element(9), element(9, 1), element(9, 2), element(9, 3), element(9, 4)],
             [element(6), element(6, 1), element(6, 2)]]
    game = rigged(3, hands, table=row_table([1, 0, 3, 5, 7, 8, 11]), current=0,
                  totals=[14, 22, 9], piles=[[element(12, 3)], [],
                                             [element(13, 3), element(14, 3), element(2, 1)]])
    golden(f"game_{lang}.svg", to_svg(game_drawing(game.view(0), selected=1, language=lang)))
    golden(f"row_{lang}.svg", str(row_picture([2, 4, 7, 9, 18], element(8, 1), lang)))
    golden(f"periodic_{lang}.svg", to_svg(periodic_drawing(highlight=[11], language=lang)))


def test_no_hand_card_is_greyed_when_picking_up_is_the_move():
    from algunokit.draw.gaag import hand_dimmed

    stuck = rigged(2, [[element(4), element(9)], [element(4, 1)]], table=row_table([1, 5, 18]))
    assert hand_dimmed(stuck.view(0)) == (False, False)  # every card may restart the table
    mixed = rigged(2, [[element(10), element(1)], [element(4)]], table=row_table([5, 12]))
    assert hand_dimmed(mixed.view(0)) == (True, False)
    assert hand_dimmed(mixed.view(0), picking=True) == (False, False)
    drawing = game_drawing(mixed.view(0), picking=True, language="fr")
    texts = [s.text for s in drawing.shapes if isinstance(s, Text)]
    assert "✕ Annuler le ramassage" in texts
    assert "← clique sur la carte qui recommence la table" in texts


def test_row_picture_draws_the_card_being_placed():
    drawing = row_drawing([5, 8, 12], card=element(3), language="fr")
    texts = [s.text for s in drawing.shapes if isinstance(s, Text)]
    assert "Carte à poser :" in texts and "Li" in texts
    assert "Li – lithium (Z = 3, aucun atome)" in texts
    plain = row_drawing([5, 8, 12], language="fr")
    assert "Li" not in [s.text for s in plain.shapes if isinstance(s, Text)]
    assert drawing.height > plain.height


def test_cards_picture_shows_one_dot_per_penalty_point():
    from algunokit.draw.gaag import ATOM, cards_drawing
    from algunokit.draw.model import Path as PathShape

    drawing = cards_drawing([element(9, k) for k in range(5)], language="en")
    dots = [s for s in drawing.shapes if isinstance(s, PathShape) and s.fill == ATOM]
    assert [sum(1 for op in s.ops if op[0] == "M") for s in dots] == [1, 2, 3, 4]
    assert drawing.description.startswith("F – fluorine (Z = 9, no atom)")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_empty_hand_is_said_in_one_sentence(lang):
    """Issue 50: « Tes cartes : Aucune carte en main.. » (two full stops)."""
    game = rigged(2, [[], [element(6)]], table=row_table([4]), current=1)
    text = game_drawing(game.view(0), language=lang).description
    assert ".." not in text
    assert ("Tu n'as plus de carte en main." if lang == "fr"
            else "You have no card left in hand.") in text


def test_the_one_person_is_told_by_seat_not_by_a_name_that_reads_toi():
    """« Tes cartes » for the one person at the screen (``you``); a person named « Toi »
    among several is named like everyone (« Tes cartes (Toi) », « Toi (toi) »)."""
    from algunokit.i18n import t
    from algunokit.protocol import seat_names

    game = Game(3, seed=1)
    spoken = game_drawing(game.view(0), language="fr", you=0,
                          names=seat_names(3, humans=(0,), language="fr"))
    texts = [shape.text for shape in spoken.shapes if isinstance(shape, Text)]
    assert t("gaag_board.your_hand.you", "fr") in texts
    named = game_drawing(game.view(0), language="fr", names=["Toi", "Bilal", "Chloé"])
    texts = [shape.text for shape in named.shapes if isinstance(shape, Text)]
    assert t("gaag_board.your_hand", "fr", player="Toi") in texts
    assert t("gaag_board.your_hand.you", "fr") not in texts
    # the text alternative too, for seat 0 (a falsy seat number)
    assert "Tes cartes :" in spoken.description and "Tes cartes (" not in spoken.description
