"""No text smaller than 11 CSS pixels in a play widget's pictures at their default size
(issue 16): each text's size in the drawing times the scale its view shows it at,
over the first steps of a 4-player game of each game (the person's table, then bots).
"""

from __future__ import annotations

import pytest

import algunokit as ak
from algunokit.draw.model import Text
from algunokit.widgets.canvas_view import CanvasView

MIN_CSS_PX = 11
STEPS = 40


def canvas_views(widget):
    """Every CanvasView shown inside ``widget``."""
    found, todo = [], [widget]
    while todo:
        node = todo.pop()
        if isinstance(node, CanvasView):
            found.append(node)
        todo.extend(getattr(node, "children", ()))
    return found


def smallest_texts(widget) -> list[tuple[float, str]]:
    """The texts under 11 CSS px now: (CSS size, text)."""
    small = []
    for view in canvas_views(widget):
        if view.drawing is None:
            continue
        for shape in view.drawing.shapes:
            if isinstance(shape, Text) and shape.size * view.scale < MIN_CSS_PX - 1e-9:
                small.append((round(shape.size * view.scale, 1), shape.text))
    return small


def texts_seen(game: str, players: int = 4) -> list[tuple[float, str]]:
    widget = ak.play(game, players, seed=3, language="en")  # a person and robots
    small = smallest_texts(widget)
    widget = ak.play(game, players, seed=3, humans=(), language="en")
    for _ in range(STEPS):
        if widget.game.decision is None:
            break
        widget.step()
        small += smallest_texts(widget)
    return sorted(set(small))


@pytest.mark.parametrize("game", ["alguno", "skyjo", "celsius", "gaag"])
def test_no_text_is_smaller_than_11_css_px_at_the_default_size(game):
    assert texts_seen(game) == []


#: the fewest and the most players of each game (4, in the test above, is the most for Celsius)
PLAYER_COUNTS = [("alguno", 3), ("alguno", 5), ("skyjo", 2), ("skyjo", 8),
                 ("celsius", 2), ("gaag", 2), ("gaag", 6)]


@pytest.mark.parametrize(("game", "players"), PLAYER_COUNTS)
def test_no_text_is_smaller_than_11_css_px_with_few_or_many_players(game, players):
    """Seats move and shrink with the number of players: the smallest and the largest
    tables keep every text readable too."""
    assert texts_seen(game, players) == []


def test_alguno_seat_zones_write_every_card_in_11_css_px_and_more():
    """Alg(un)o's seat zones (most of the table's texts) are readable already."""
    widget = ak.play("alguno", 4, seed=3, language="en")
    view = widget.table.view
    names = {card.rank.code for hand in widget.game.table.hands for card in hand
             if card.suit is not None}
    sizes = [shape.size * view.scale for shape in view.drawing.shapes
             if isinstance(shape, Text) and shape.text in names]
    assert sizes and min(sizes) >= MIN_CSS_PX



@pytest.mark.parametrize(("players", "levels"), [(4, (2, 2)), (4, (3, 2)), (5, (3, 1))])
def test_alguno_centre_cards_of_every_level_keep_their_text_readable(players, levels):
    """Long level-2/3 conditions widen their card instead of shrinking their text, every
    word of both halves is written, and the centre row (Condition + three level-2 Action
    cards) fits between the seats on the sides of a 4-player table."""
    from algunokit.alguno import Game
    from algunokit.draw.alguno import TABLE, table_drawing
    from algunokit.draw.cards import condition_width
    from algunokit.widgets.alguno.play import TABLE_SCALE

    view = Game(players, levels, seed=5, first_author=1).view(0)
    drawing = table_drawing(view, language="fr")
    sizes = [shape.size * TABLE_SCALE for shape in drawing.shapes if isinstance(shape, Text)]
    assert min(sizes) >= MIN_CSS_PX
    written = " ".join(drawing.texts()).split()
    halves = [half.label("fr") for half in view.condition_card.halves]
    assert all(word in written for half in halves for word in half.split())
    row = (condition_width(halves, TABLE.turn_card, TABLE.text, TABLE.turn_height)
           + 3 * (TABLE.turn_card + 6))
    side_zone = TABLE.per_row * (TABLE.mini + 3) + 8
    assert row <= 2 * (TABLE.radii[0] - side_zone / 2)
