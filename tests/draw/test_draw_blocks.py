"""Scratch blocks are a drawing of the one model: both back ends show them (issue 17)."""

from __future__ import annotations

import pytest

from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.cards import Card
from algunokit.code import from_python
from algunokit.code.scratch_svg import CONTROL, MY_BLOCKS, SCALE, blocks_drawing, to_scratch
from algunokit.draw.model import Drawing, Path, Text, scaled
from algunokit.draw.svg import to_svg

NESTED = from_python("if nombre_de_cartes() > 3:\n"
                     "    piocher(1)\n"
                     "else:\n"
                     "    if coeurs() == 0:\n"
                     "        defausser(2)\n"
                     "    else:\n"
                     "        pass\n")


def _alt() -> Alternative:
    return Alternative(parse_condition("hearts = 1"), (parse_action("discard 1"),),
                       (parse_action("draw 2"),))


def test_blocks_are_a_drawing_of_paths_and_texts_in_the_language_asked() -> None:
    drawing = blocks_drawing(_alt(), "fr")
    assert isinstance(drawing, Drawing)
    assert all(isinstance(s, Path | Text) for s in drawing.shapes)
    assert {"si", "alors", "sinon", "défausser", "piocher"} <= set(drawing.texts())
    assert {"if", "then", "else", "discard", "draw"} <= set(blocks_drawing(_alt(), "en").texts())
    fills = {s.fill for s in drawing.shapes if isinstance(s, Path)}
    assert CONTROL[0] in fills and MY_BLOCKS[0] in fills
    assert drawing.description.startswith("Programme en blocs")


def test_the_svg_picture_is_the_drawing_through_the_svg_back_end() -> None:
    drawing = blocks_drawing(NESTED, "en")
    picture = to_scratch(NESTED, "en")
    assert picture.svg == to_svg(drawing, scale=SCALE)
    assert (picture.width, picture.height) == (drawing.width * SCALE, drawing.height * SCALE)
    assert picture.description == drawing.description


def test_a_nested_alternative_draws_one_orange_c_block_per_if() -> None:
    drawing = blocks_drawing(NESTED, "fr")
    controls = [s for s in drawing.shapes if isinstance(s, Path) and s.fill == CONTROL[0]]
    assert len(controls) == 2
    # the inner « sinon: pass » is left out: Scratch's plain « si … alors » block
    assert drawing.texts().count("si") == 2 and drawing.texts().count("sinon") == 1
    # the inner block sits inside the outer one's mouth
    inner_x = min(op[1] for op in controls[1].ops if op[0] == "M")
    outer_x = min(op[1] for op in controls[0].ops if op[0] == "M")
    assert inner_x > outer_x


def test_a_trace_makes_the_branch_that_ran_glow_and_fades_the_other() -> None:
    alt = _alt()
    trace = alt.trace([Card.from_code("7H")])  # one heart: the ALORS branch runs
    drawing = blocks_drawing(alt, "en", trace)
    glows = [s for s in drawing.shapes if isinstance(s, Path) and s.fill is None
             and s.line_width == 7.0]
    assert glows
    assert any(s.opacity < 1 for s in drawing.shapes)
    assert "✔ true" in drawing.texts()


def test_scaled_keeps_the_picture_and_shrinks_every_length() -> None:
    drawing = blocks_drawing(_alt(), "en")
    small = scaled(drawing, SCALE)
    assert small.width == drawing.width * SCALE and small.texts() == drawing.texts()
    big_text = next(s for s in drawing.shapes if isinstance(s, Text))
    small_text = next(s for s in small.shapes if isinstance(s, Text))
    assert small_text.size == big_text.size * SCALE and small_text.x == big_text.x * SCALE


def test_the_canvas_back_end_replays_blocks_as_curves_and_texts() -> None:
    pytest.importorskip("ipycanvas")
    from algunokit.draw import canvas as backend

    drawing = scaled(blocks_drawing(NESTED, "fr"), SCALE)
    commands = backend.commands(drawing)
    codes = backend._CODES
    assert codes is not None
    kinds = [c[0] for c in commands]
    assert kinds.count(codes["beginPath"]) == len([s for s in drawing.shapes
                                                   if isinstance(s, Path)])
    assert codes["quadraticCurveTo"] in kinds  # the rounded corners of stacks and C-blocks
    assert codes["bezierCurveTo"] in kinds  # the round reporters and number slots
    written = [c[1][0] for c in commands if c[0] == codes["fillText"]]
    assert written == drawing.texts()
    styles = [c[1][1] for c in commands if c[0] == codes["set"]]
    assert CONTROL[0] in styles and MY_BLOCKS[0] in styles


def test_a_canvas_view_shows_blocks_in_one_message(monkeypatch) -> None:
    pytest.importorskip("ipycanvas")
    from ipycanvas.canvas import _CANVAS_MANAGER

    from algunokit.widgets.canvas_view import CanvasView

    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append(buffers))
    drawing = scaled(blocks_drawing(NESTED, "en"), SCALE)
    view = CanvasView(drawing)
    assert len(sent) == 1 and b"else" in bytes(sent[0][0])
    assert view.canvas.layout.width == f"{int(drawing.width)}px"
