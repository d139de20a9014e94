"""The drawing model, its SVG back end (golden files) and its canvas back end."""

from __future__ import annotations

from pathlib import Path

import pytest
from card_hands import hand
from golden_files import check_golden

from algunokit.alguno import Game, action_cards, condition_cards, parse_action, parse_condition
from algunokit.alguno.lang import Alternative
from algunokit.cards import Card, classic_deck
from algunokit.draw.alguno import alternative_drawing, hand_drawing, table_drawing
from algunokit.draw.cards import action_face, card_back, classic_face, condition_face
from algunokit.draw.model import Drawing, Text, circle_ops, rect_ops
from algunokit.draw.model import Path as PathShape
from algunokit.draw.svg import SvgPicture, to_svg
from algunokit.draw.text import text_width, wrap

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str, text: str) -> None:
    check_golden(GOLDEN / name, text)



def test_rect_and_circle_outlines_close():
    assert rect_ops(0, 0, 10, 5) == (("M", 0, 0), ("L", 10, 0), ("L", 10, 5), ("L", 0, 5), ("Z",))
    rounded = rect_ops(0, 0, 10, 10, 2)
    assert rounded[0] == ("M", 2, 0) and rounded[-1] == ("Z",)
    assert sum(1 for op in rounded if op[0] == "C") == 4
    assert circle_ops(5, 5, 2)[0] == ("M", 7, 5)


def test_hit_finds_the_topmost_region():
    drawing = Drawing(100, 100)
    drawing.region("under", 0, 0, 50, 50)
    drawing.region("over", 25, 25, 50, 50)
    assert drawing.hit(30, 30) == "over"
    assert drawing.hit(10, 10) == "under"
    assert drawing.hit(90, 90) is None


def test_text_metrics_and_wrap():
    assert text_width("iii", 10) < text_width("MMM", 10)
    assert text_width("é", 10) == text_width("e", 10)
    lines = wrap("Donner 1 carte à l'un de vos voisins au choix", 60, 10)
    assert len(lines) > 1 and all(text_width(line, 10) <= 60 for line in lines if " " in line)


def test_svg_carries_its_text_alternative_and_escapes():
    drawing = Drawing(20, 10, [Text(1, 9, "a < b & c")], description="Main <vide>")
    svg = to_svg(drawing)
    assert 'role="img"' in svg and "<title>Main &lt;vide&gt;</title>" in svg
    assert "a &lt; b &amp; c" in svg
    assert SvgPicture.of(drawing)._repr_svg_() == svg


def test_every_card_face_draws_and_its_text_fits():
    for card in classic_deck("54"):
        shapes = classic_face(card, 0, 0, 72)
        assert any(isinstance(s, Text) for s in shapes)
    for level in (1, 2, 3):
        for card in condition_cards(level):
            for lang in ("fr", "en"):
                shapes = condition_face([h.label(lang) for h in card.halves], level, 0, 0, 72,
                                        language=lang)
                for s in shapes:
                    if isinstance(s, Text):
                        assert text_width(s.text, s.size, s.bold) <= 72 * 0.9, (card, s.text)
    for level in (1, 2):
        for card in action_cards(level):
            for lang in ("fr", "en"):
                shapes = action_face([a.label(lang) for a in card.actions], level, 0, 0, 72,
                                     language=lang)
                for s in shapes:
                    if isinstance(s, Text):
                        assert text_width(s.text, s.size, s.bold) <= 72 * 0.9, (card, s.text)
    assert any(isinstance(s, PathShape) for s in card_back(0, 0, 72))


def test_hand_regions_follow_the_cards_and_selection_lifts():
    cards = hand("7H", "2S", "KD")
    drawing = hand_drawing(cards, selected={1}, title="Ana", language="fr")
    keys = [r.key for r in drawing.regions]
    assert keys == [("card", 0), ("card", 1), ("card", 2)]
    r1 = drawing.regions[1]
    assert drawing.hit(r1.x + 5, r1.y + 5) == ("card", 1)
    assert drawing.regions[1].y < drawing.regions[0].y  # the selected card is raised
    assert "7 de cœur" in drawing.description and "3 cartes" in drawing.description
    assert "7 of hearts" in hand_drawing(cards, language="en").description


def test_table_shows_every_player_piles_author_and_direction():
    game = Game(4, (2, 2), seed=3, first_author=1)
    drawing = table_drawing(game.view(0), language="fr")
    texts = drawing.texts()
    for seat in range(4):
        assert game.name(seat, "fr") in texts
    assert "Pioche : 34" in texts and "Défausse : 0" in texts
    assert any("qui construit" in t for t in texts)
    assert any("Exécution vers la droite" in t for t in texts)
    keys = {r.key for r in drawing.regions}
    assert ("draw",) in keys and ("discard",) in keys
    assert all(("card", s, i) in keys for s in range(4) for i in range(5))
    assert "construit le tour : Bilal" in drawing.description


def _fixed_alternative():
    return Alternative(parse_condition("diamonds <= 3 or spades > 2"),
                       (parse_action("discard 1"), parse_action("give choice")),
                       (parse_action("draw 2"),))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_golden_svgs(lang):
    golden(f"hand_{lang}.svg", to_svg(hand_drawing(hand("7H", "10S", "QD", "JR", "AC"),
                                                   selected={2}, title="Ana", language=lang)))
    game = Game(5, (2, 2), seed=4)
    game.choose(game.decision.options[3])
    golden(f"table_{lang}.svg", to_svg(table_drawing(game.view(0), names=game.names,
                                                     discard=game.table.discard_pile,
                                                     language=lang)))
    golden(f"alternative_{lang}.svg",
           to_svg(alternative_drawing(_fixed_alternative(), language=lang, taken=False)))


def test_canvas_replay_is_one_message_per_redraw(monkeypatch):
    from ipycanvas import Canvas
    from ipycanvas.canvas import _CANVAS_MANAGER

    from algunokit.draw.canvas import replay

    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append((content, buffers)))
    canvas = Canvas(width=10, height=10)
    game = Game(5, (3, 2), seed=1)
    drawing = table_drawing(game.view(0))
    replay(canvas, drawing)
    assert len(sent) == 1
    assert (canvas.width, canvas.height) == (960, 660)
    replay(canvas, hand_drawing(game.hands[0]))
    assert len(sent) == 2


def test_canvas_replay_sets_a_style_only_when_it_changes(monkeypatch):
    from algunokit.draw import canvas as backend

    calls = []

    class FakeCanvas:
        width = height = 0
        layout = __import__("types").SimpleNamespace(width="", height="")

        def __setattr__(self, name, value):
            calls.append((name, value))
            object.__setattr__(self, name, value)

        def __getattr__(self, name):
            return lambda *args: calls.append((name, args))

    monkeypatch.setattr(backend, "hold_canvas", __import__("contextlib").nullcontext)
    drawing = Drawing(50, 20, [Text(1, 10, "a"), Text(1, 15, "b"), Text(1, 18, "c", bold=True)])
    backend.replay(FakeCanvas(), drawing)
    fonts = [v for n, v in calls if n == "font"]
    assert len(fonts) == 2 and fonts[1].startswith("bold")
    assert [a for n, a in calls if n == "fill_text"] == [("a", 1, 10), ("b", 1, 15),
                                                          ("c", 1, 18)]


def test_cards_hands_and_alternatives_show_themselves_in_a_notebook():
    from algunokit.cards import Hand

    card = Card.from_code("QS")
    assert card._repr_svg_().startswith("<svg") and "dame de pique" in card._repr_svg_()
    hand_ = Hand(hand("7H", "2S"))
    assert hand_ == tuple(hand("7H", "2S")) and "7 de cœur" in hand_._repr_svg_()
    assert "Condition (niveau 3)" in condition_cards(3)[0]._repr_svg_()
    assert "Action (niveau 1)" in action_cards(1)[0]._repr_svg_()
    svg = _fixed_alternative()._repr_svg_()
    assert "ALORS" in svg and "SINON" in svg
    game = Game(3, seed=1)
    assert all(isinstance(h, Hand) for h in game.hands)


def test_canvas_styles_are_sent_as_ipycanvas_itself_sends_them(monkeypatch):
    from ipycanvas import Canvas, hold_canvas
    from ipycanvas.canvas import _CANVAS_MANAGER

    from algunokit.draw.canvas import _Pen

    monkeypatch.setattr(_CANVAS_MANAGER, "send", lambda content, buffers=None: None)
    canvas = Canvas(width=10, height=10)
    with hold_canvas():
        canvas.fill_style = "#123456"
        canvas.font = "12px serif"
        by_property = list(_CANVAS_MANAGER._commands_cache)
    with hold_canvas():
        pen = _Pen(canvas)
        pen.set("fill_style", "#123456")
        pen.set("font", "12px serif")
        pen.set("font", "12px serif")  # unchanged: not sent again
        by_pen = list(_CANVAS_MANAGER._commands_cache)
    assert by_pen[-2:] == by_property[-2:]
    assert len([c for c in by_pen if c == by_property[-1]]) == 1
