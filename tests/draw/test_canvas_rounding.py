"""The canvas back end sends coordinates rounded to a hundredth of a pixel (issue 19):
shorter messages, the same picture."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("ipycanvas")

from algunokit.alguno import Game
from algunokit.draw import canvas as backend
from algunokit.draw.alguno import table_drawing
from algunokit.draw.model import Drawing, Path, Text


def _numbers(commands: list) -> list[float]:
    """The coordinates sent: arguments of the path, rectangle and text commands."""
    codes = backend._CODES
    assert codes is not None
    drawn = {codes[name] for name in ("moveTo", "lineTo", "quadraticCurveTo", "bezierCurveTo",
                                      "fillRect", "fillText")}
    out = []
    for command in commands:
        if command[0] in drawn:
            out.extend(v for v in command[1]
                       if isinstance(v, int | float) and not isinstance(v, bool))
    return out


def test_coordinates_are_rounded_and_whole_numbers_sent_as_integers() -> None:
    drawing = Drawing(30, 20, [Path((("M", 1 / 3, 2.0), ("L", 10.004999, 2 / 3),
                                     ("Q", 1.25, 0.1 + 0.2, 3.0, 4.0),
                                     ("C", 1e-9, 2.5, 3.333, 4.0, 5.0, 6.666),
                                     ("Z",)), fill="#000000"),
                               Text(0.1 + 0.2, 12.000001, "a")])
    numbers = _numbers(backend.commands(drawing, 2))
    assert numbers == [0.33, 2, 10, 0.67, 1.25, 0.3, 3, 4,
                       0, 2.5, 3.33, 4, 5, 6.67, 0.3, 12]
    assert all(type(n) is int for n in numbers if n == int(n))
    raw = _numbers(backend.commands(drawing, None))
    assert raw[0] == 1 / 3 and raw[-1] == 12.000001


def test_rounding_moves_nothing_by_more_than_half_a_hundredth_of_a_pixel() -> None:
    game = Game(5, (3, 2), seed=1)
    game.choose(game.decision.options[3])
    drawing = table_drawing(game.view(0))
    rounded, raw = backend.commands(drawing, 2), backend.commands(drawing, None)
    assert [c[0] for c in rounded] == [c[0] for c in raw]  # the same commands
    pairs = list(zip(_numbers(rounded), _numbers(raw), strict=True))
    assert len(pairs) > 500
    assert max(abs(a - b) for a, b in pairs) <= 0.005 + 1e-9
    assert any(a != b for a, b in pairs)  # there was something to round


def test_rounding_makes_the_table_message_much_shorter() -> None:
    game = Game(5, (3, 2), seed=1)
    drawing = table_drawing(game.view(0))
    rounded = len(json.dumps(backend.commands(drawing, 2)))
    raw = len(json.dumps(backend.commands(drawing, None)))
    assert rounded < 0.8 * raw


def test_replay_sends_rounded_coordinates(monkeypatch) -> None:
    from ipycanvas import Canvas
    from ipycanvas.canvas import _CANVAS_MANAGER

    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append(buffers))
    drawing = Drawing(30, 20, [Path((("M", 1 / 3, 2 / 3), ("L", 5, 5)), stroke="#000000")])
    replay_canvas = Canvas(width=10, height=10)
    backend.replay(replay_canvas, drawing, 2.0)
    text = bytes(sent[-1][0]).decode()
    assert "0.33" in text and "0.333" not in text
