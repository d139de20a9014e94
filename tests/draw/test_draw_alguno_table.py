"""The Alg(un)o table is drawn from what one seat sees (``game.view(seat)``).

What the view does not carry as such (who executes, the build, the winners) is read
from what it has; these tests hold that reading equal to the game's own, at every
decision of whole random games.
"""

from __future__ import annotations

import random

import pytest

from algunokit.alguno import Game
from algunokit.draw import palette
from algunokit.draw.alguno import build_of, executor_of, is_over, table_drawing, winners_of
from algunokit.draw.model import Path
from algunokit.i18n import t


def _states(seed: int, levels: tuple[int, int], n: int = 4):
    """Every state a widget can show in one random game, end included."""
    rng = random.Random(seed)
    game = Game(n, levels, seed=seed, turn_limit=40)
    while True:
        yield game
        decision = game.decision
        if decision is None:
            return
        game.choose(decision.options[rng.randrange(len(decision.options))])


@pytest.mark.parametrize(("seed", "levels"), [(1, (1, 1)), (2, (1, 2)), (3, (3, 2)),
                                              (4, (2, 2))])
def test_what_the_drawing_reads_from_a_view_is_what_the_game_says(seed, levels):
    seen = 0
    for game in _states(seed, levels):
        view = game.view(seen % game.n_players)
        assert executor_of(view) == game.executor
        assert is_over(view) == game.is_over
        assert winners_of(view) == game.winners
        half, slots = build_of(view)
        if game.build is None:
            assert (half, slots) == (None, {})
        else:
            assert half == game.build.half
            if game.build.then is not None:
                expected = {game.build.then: "then", game.build.otherwise: "else"}
                cards = view.action_cards
                # the same card, or one that looks exactly alike
                assert {cards[i].actions for i in slots} == \
                    {cards[i].actions for i in expected}
                assert sorted(slots.values()) == ["else", "then"]
        seen += 1
    assert seen > 10


def test_the_executing_seat_is_framed_in_orange_and_the_author_in_blue():
    game = Game(4, (1, 2), seed=5, first_author=2)
    game.choose(game.decision.options[0])
    while game.executor is None or game.executor == game.author:
        if game.decision is None or game.is_over:
            pytest.skip("this seed ends before another seat executes")
        game.choose(game.decision.options[0])
    drawing = table_drawing(game.view(0))
    frames = [s for s in drawing.shapes if isinstance(s, Path) and s.line_width == 3
              and s.fill == palette.WHITE]
    assert {f.stroke for f in frames} == {palette.ACTIVE, palette.AUTHOR}


def test_names_and_the_discard_pile_come_from_the_caller():
    game = Game(3, (1, 1), seed=2, names=("Zoé", "Yanis", "Xavier"))
    pile = list(game.hands[0][:2])
    drawing = table_drawing(game.view(1), names=game.names, discard=pile, language="fr")
    assert {"Zoé", "Yanis", "Xavier"} <= set(drawing.texts())
    assert "Défausse : 2" in drawing.texts()
    plain = table_drawing(game.view(1), language="en")
    assert "Alice" in plain.texts() and "Discard: 0" in plain.texts()


def test_a_finished_game_shows_its_winners_and_no_author():
    *_, game = _states(7, (1, 1), 3)
    assert game.is_over and game.winners
    drawing = table_drawing(game.view(0), names=game.names, discard=game.table.discard_pile,
                            language="en")
    text = " ".join(drawing.texts())
    winner = t("draw.table.winner", "en")
    assert text.count(winner) == len(game.winners) > 0  # the words, after a drawn trophy
    assert t("draw.table.author", "en") not in text
