"""Drawn marks and card faces that read without an emoji font (issue 16).

A winner's trophy, the author's star and the "plays now" triangle are paths
(:mod:`algunokit.draw.marks`); a joker says JOKER down both corners, so it is
never taken for a jack; no drawing of any game holds an emoji code point (an
emoji shows as an empty box where no emoji font is installed).
"""

from __future__ import annotations

import unicodedata

import pytest

from algunokit.alguno import Game as AlgunoGame
from algunokit.alguno.bots import make_bot as alguno_bot
from algunokit.cards import Card
from algunokit.celsius import Game as CelsiusGame
from algunokit.celsius.bots import make_bot as celsius_bot
from algunokit.draw import marks
from algunokit.draw.alguno import card_svg, hand_drawing
from algunokit.draw.alguno import table_drawing as alguno_table
from algunokit.draw.cards import classic_face
from algunokit.draw.celsius import table_drawing as celsius_table
from algunokit.draw.gaag import game_drawing
from algunokit.draw.model import Drawing, Path, Text
from algunokit.draw.skyjo import table_drawing as skyjo_table
from algunokit.draw.svg import to_svg
from algunokit.gaag import Game as GaagGame
from algunokit.gaag import make_bot as gaag_bot
from algunokit.i18n import t
from algunokit.protocol import play_out
from algunokit.skyjo import Game as SkyjoGame
from algunokit.skyjo.bots import make_bot as skyjo_bot

#: characters shown as emoji by default (Unicode's Emoji_Presentation) in the blocks the
#: kit could reach, the emoji variation selector, and everything from U+1F000 on
_EMOJI_BMP = set("⌚⌛⏩⏪⏫⏬⏰⏳◽◾☔☕♈♉♊♋♌♍♎♏♐♑♒♓"
                 "♿⚓⚡⚪⚫⚽⚾⛄⛅⛎⛔⛪⛲⛳⛵⛺⛽"
                 "✅✊✋✨❌❎❓❔❕❗➕➖➗➰➿⬛⬜⭐⭕")


def emoji_in(text: str) -> list[str]:
    return [f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in text
            if ord(c) >= 0x1F000 or c in _EMOJI_BMP or c == "\ufe0f"]


def test_emoji_detector_catches_the_old_trophy_and_spares_card_symbols() -> None:
    assert emoji_in("🏆 wins") == ["U+1F3C6 TROPHY"]
    assert emoji_in("⭐") and emoji_in("✔\ufe0f")
    assert emoji_in("7♥ Q♠ 10♦ A♣ ★ ▶ → « »") == []


def _all_text(drawing: Drawing) -> str:
    return "\n".join([*drawing.texts(), drawing.description,
                      *(region.label for region in drawing.regions)])


def _finished(game, bot, n: int, seed: int):
    play_out(game, [bot("random", seed + s) for s in range(n)])
    return game


def _drawings() -> list[tuple[str, Drawing]]:
    """Drawings of every game at its start and at its end (winners marked)."""
    out: list[tuple[str, Drawing]] = []
    for lang in ("fr", "en"):
        for seed in (1, 2, 3):
            start = AlgunoGame(4, (2, 2), seed)
            out.append(("alguno start", alguno_table(start.view(0), names=start.names,
                                                     language=lang)))
            end = _finished(AlgunoGame(3, (1, 1), seed), alguno_bot, 3, seed)
            out.append(("alguno end", alguno_table(end.view(0), names=end.names,
                                                   discard=end.table.discard_pile,
                                                   language=lang)))
            sky = _finished(SkyjoGame(2, seed), skyjo_bot, 2, seed)
            out.append(("skyjo end", skyjo_table(sky.view(0), winners=sky.winners,
                                                 language=lang)))
            cel = CelsiusGame(3, seed)
            out.append(("celsius start", celsius_table(cel.view(0), language=lang)))
            gaag = _finished(GaagGame(3, seed), gaag_bot, 3, seed)
            out.append(("gaag end", game_drawing(gaag.view(0), language=lang, over=True)))
        cel = _finished(CelsiusGame(3, 9), celsius_bot, 3, 9)
        out.append(("celsius end", celsius_table(cel.view(1), language=lang)))
        out.append(("jokers", hand_drawing([Card.from_code(c) for c in ("JR", "JB", "JH")],
                                           language=lang)))
    return out


def test_no_drawing_of_any_game_holds_an_emoji() -> None:
    drawings = _drawings()
    assert any(t("draw.table.winner", "en") in d.texts() for _, d in drawings)
    for what, drawing in drawings:
        assert emoji_in(_all_text(drawing)) == [], what


def test_the_alguno_winner_mark_is_a_drawn_trophy_before_its_words() -> None:
    game = _finished(AlgunoGame(3, (1, 1), 7), alguno_bot, 3, 7)
    assert game.winners
    drawing = alguno_table(game.view(0), names=game.names, language="en")
    shapes = drawing.shapes
    words = [i for i, s in enumerate(shapes) if isinstance(s, Text)
             and s.text == t("draw.table.winner", "en")]
    assert len(words) == len(game.winners)
    for i in words:  # the trophy's cup and handles come just before the words
        assert isinstance(shapes[i - 1], Path) and isinstance(shapes[i - 2], Path)
        assert shapes[i - 2].fill == shapes[i].fill  # drawn in the words' colour
        cup_xs = [op[1] for op in shapes[i - 2].ops if op[0] in "ML"]
        assert max(cup_xs) < shapes[i].x  # left of the words


def test_mark_row_lays_icons_then_words_without_overlap() -> None:
    row = marks.mark_row(10, 30, [(marks.STAR, "author"), (marks.PLAYING, "plays"),
                                  (marks.WINNER, "wins")], 11, "#123456")
    texts = [s for s in row if isinstance(s, Text)]
    assert [s.text for s in texts] == ["author", "plays", "wins"]
    assert texts[0].x < texts[1].x < texts[2].x
    assert texts[1].x - texts[0].x > 11 * 2  # the first words and the next icon fit
    paths = [s for s in row if isinstance(s, Path)]
    assert len(paths) == 1 + 1 + 2 and all(p.fill == "#123456" or p.stroke == "#123456"
                                           for p in paths)
    ys = [op[2] for p in paths for op in p.ops if op[0] in "ML"]
    assert min(ys) >= 30 - 11 and max(ys) <= 30 + 1  # on the line of the words
    assert marks.words_of([(marks.WINNER, "wins")]) == ["wins"]
    with pytest.raises(KeyError):
        marks.mark_row(0, 0, [("medal", "x")], 11, "#000000")


def _face_texts(code: str) -> list[str]:
    return [s.text for s in classic_face(Card.from_code(code), 0, 0, 90, language="en")
            if isinstance(s, Text)]


def test_a_joker_says_joker_down_both_corners_and_is_no_jack() -> None:
    for code in ("JR", "JB"):
        texts = _face_texts(code)
        assert "".join(texts[0::2]) == "JOKER" and "".join(texts[1::2]) == "JOKER"
        jack = _face_texts("J" + ("H" if code == "JR" else "S"))
        assert texts != jack and "J" in jack
        stars = [s for s in classic_face(Card.from_code(code), 0, 0, 90) if isinstance(s, Path)]
        assert len(stars) >= 4  # the card, the big star and the corner stars
    red = classic_face(Card.from_code("JR"), 0, 0, 90)
    black = classic_face(Card.from_code("JB"), 0, 0, 90)
    assert {s.fill for s in red if isinstance(s, Text)} != {s.fill for s in black
                                                            if isinstance(s, Text)}


def test_the_joker_letters_stay_inside_the_card() -> None:
    for w in (30.0, 72.0, 180.0):
        h = w * 7 / 5
        for shape in classic_face(Card.from_code("JR"), 0, 0, w):
            if isinstance(shape, Text):
                assert 0 < shape.x < w and shape.size <= shape.y <= h, (w, shape)


def test_the_joker_is_the_same_in_svg_and_on_the_canvas() -> None:
    svg = card_svg(Card.from_code("JB"), language="en", width=90)
    assert svg.count(">J<") == 2 and svg.count(">R<") == 2  # two vertical JOKERs
    canvas = pytest.importorskip("algunokit.draw.canvas")
    drawing = Drawing(94, 130, classic_face(Card.from_code("JB"), 2, 2, 90))
    sent = [c for c in canvas.commands(drawing, 2)]
    written = [arg for command in sent for arg in command[1] if arg in ("J", "O", "K", "E", "R")]
    assert written.count("J") == 2 and written.count("R") == 2
    assert to_svg(drawing).count("<path") == len([s for s in drawing.shapes
                                                  if isinstance(s, Path)])
