"""A canvas redraws only what changed since the picture its page shows (issue 19).

``damage`` finds the device-pixel rectangles where the old and the new picture may
differ; ``replay`` then sends a clipped redraw of them, or nothing when the picture
is the same, and the whole picture when the page's canvas is new, resized, or drawn
at another ratio. The pixels themselves are compared in Chromium in
``test_draw_browser.py``.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("ipycanvas")

from ipycanvas import Canvas
from ipycanvas.canvas import _CANVAS_MANAGER, COMMANDS

from algunokit.draw import canvas as backend
from algunokit.draw import damage as damage_module
from algunokit.draw.model import Drawing, Path, Text, box, rect_ops

NAMES = {code: name for name, code in COMMANDS.items()}


@pytest.fixture
def sent(monkeypatch):
    """The command lists of every canvas message, in order (switchCanvas left out)."""
    log: list[list] = []

    def record(command, buffers=()):
        commands = command if command and isinstance(command[0], list) else [command]
        log.append([[NAMES[c[0]], c[1]] for c in commands if NAMES[c[0]] != "switchCanvas"])

    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", record)
    return log


def _cards(moved: int | None = None, dx: float = 0.0) -> Drawing:
    """A table of ten cards, card ``moved`` shifted by ``dx``."""
    drawing = Drawing(400, 200, background="#0b6e4f")
    for i in range(10):
        x = 10 + 38 * i + (dx if i == moved else 0.0)
        drawing.add(box(x, 40, 32, 48, fill="#ffffff", stroke="#333333", r=4),
                    Text(x + 16, 70, str(i), size=14, anchor="middle"))
    return drawing


def _names(commands: list) -> list[str]:
    return [name for name, _ in commands]


def test_the_same_picture_is_no_damage_and_sends_nothing(sent):
    canvas = Canvas(width=10, height=10)
    backend.replay(canvas, _cards(), 2.0)
    assert len(sent) == 1 and "clear" in _names(sent[0])
    assert backend.damage(tuple(_cards().shapes), tuple(_cards().shapes), 2.0, 800, 400) == []
    backend.replay(canvas, _cards(), 2.0)  # an equal picture, built again
    assert len(sent) == 1


def test_a_moved_card_redraws_its_old_and_new_place_clipped(sent):
    canvas = Canvas(width=10, height=10)
    backend.replay(canvas, _cards(), 2.0)
    full = sent[-1]
    backend.replay(canvas, _cards(moved=3, dx=4.0), 2.0)
    part = sent[-1]
    names = _names(part)
    # the transform, then save, clip to whole device pixels, clear, background, shapes
    assert names[:4] == ["setTransform", "save", "setTransform", "beginPath"]
    assert part[2][1] == [1, 0, 0, 1, 0, 0]
    assert names[-1] == "restore"
    rects = [args for name, args in part if name == "rect"]
    assert rects and all(isinstance(v, int) for rect in rects for v in rect)
    assert "clear" not in names
    assert names.count("clip") == names.count("save") == names.count("restore") == len(rects)
    assert [args for name, args in part if name == "clearRect"] == rects
    assert [args for name, args in part if name == "fillRect"] == rects
    # card 3 (old place and new) and its neighbours it may touch; not the whole table
    x0 = min(r[0] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    assert x0 <= 2 * (10 + 38 * 3) and x1 >= 2 * (10 + 38 * 3 + 4 + 32)
    assert sum(r[2] * r[3] for r in rects) < 0.25 * 800 * 400
    texts = [args[0] for name, args in part if name == "fillText"]
    assert "3" in texts and "0" not in texts and "9" not in texts
    assert len(part) < len(full) / 2
    # back to zoom for what follows
    assert [args for name, args in part if name == "setTransform"][-1] == [2.0, 0, 0, 2.0, 0, 0]


def test_the_whole_picture_after_a_new_page_a_new_ratio_size_or_background(sent):
    canvas = Canvas(width=10, height=10)
    backend.replay(canvas, _cards(), 1.0)
    changed = _cards(moved=1, dx=2.0)
    backend.forget_picture(canvas)  # a reloaded page: its canvas is empty
    backend.replay(canvas, changed, 1.0)
    assert "clear" in _names(sent[-1])
    backend.replay(canvas, _cards(), 2.0)  # the page moved to a HiDPI screen
    assert "clear" in _names(sent[-1])
    wider = _cards()
    wider.width = 420
    backend.replay(canvas, wider, 2.0)
    assert "clear" in _names(sent[-1])
    other = _cards()
    other.background = "#ffffff"
    backend.replay(canvas, other, 2.0)
    assert "clear" in _names(sent[-1])
    backend.replay(canvas, other, 2.0, scale=0.9)
    assert "clear" in _names(sent[-1])


def test_a_change_over_most_of_the_canvas_is_sent_whole(sent):
    canvas = Canvas(width=10, height=10)
    backend.replay(canvas, _cards(), 1.0)
    moved = Drawing(400, 200, background="#0b6e4f")
    moved.add(*[Path(rect_ops(0, 0, 400, 200), fill="#222222")], *_cards().shapes)
    backend.replay(canvas, moved, 1.0)
    assert "clear" in _names(sent[-1])


def test_without_partial_redraws_every_picture_is_whole(sent, monkeypatch):
    monkeypatch.setattr(backend, "PARTIAL", False)
    canvas = Canvas(width=10, height=10)
    backend.replay(canvas, _cards(), 1.0)
    backend.replay(canvas, _cards(moved=2, dx=1.0), 1.0)
    assert all("clear" in _names(message) for message in sent)


def test_a_shape_reordered_damages_where_it_overlaps():
    # two overlapping boxes swap their order: the overlap must be redrawn
    red, blue = box(10, 10, 40, 40, fill="#ff0000"), box(30, 30, 40, 40, fill="#0000ff")
    rects = backend.damage((red, blue), (blue, red), 1.0, 100, 100)
    assert any(x <= 30 and y <= 30 and x + w >= 50 and y + h >= 50 for x, y, w, h in rects)


def test_bounds_cover_a_strokes_corners_and_a_texts_estimate():
    stroked = Path(rect_ops(10, 10, 20, 20), stroke="#000000", line_width=2.0)
    x0, y0, x1, y1 = backend.bounds(stroked)
    assert x0 <= 10 - 2.0 * 5 and x1 >= 30 + 2.0 * 5  # a miter reaches 5 widths
    text = Text(100, 50, "Pioche", size=20, anchor="middle")
    x0, y0, x1, y1 = backend.bounds(text)
    assert x0 < 100 - 30 and x1 > 100 + 30 and y0 <= 50 - 20 and y1 >= 50 + 8


# -- the property behind it ---------------------------------------------------------------

_coord = st.integers(0, 90).map(float)
_shape = st.one_of(
    st.builds(lambda x, y, w, h, colour, stroke: box(x, y, w, h, fill=colour,
                                                    stroke="#000000" if stroke else None),
              _coord, _coord, st.integers(1, 40), st.integers(1, 40),
              st.sampled_from(["#ff0000", "#00ff00", "#0000ff"]), st.booleans()),
    st.builds(lambda x, y, text, anchor: Text(x, y, text, size=12, anchor=anchor),
              _coord, _coord, st.sampled_from(["A", "10", "Pioche", "♥"]),
              st.sampled_from(["start", "middle", "end"])),
)


@st.composite
def _edited(draw):
    """A picture and an edit of it: shapes removed, added, replaced or moved."""
    before = draw(st.lists(_shape, max_size=12))
    after = list(before)
    for _ in range(draw(st.integers(0, 4))):
        action = draw(st.sampled_from(["add", "remove", "move"]))
        if action == "add" or not after:
            after.insert(draw(st.integers(0, len(after))), draw(_shape))
        elif action == "remove":
            after.pop(draw(st.integers(0, len(after) - 1)))
        else:
            shape = after.pop(draw(st.integers(0, len(after) - 1)))
            after.insert(draw(st.integers(0, len(after))), shape)
    return tuple(before), tuple(after)


@settings(max_examples=300, deadline=None)
@given(_edited(), st.sampled_from([1.0, 2.0, 1.5, 0.8]), st.integers(0, 10_000))
def test_outside_the_damage_every_pixel_has_the_same_shapes_in_the_same_order(
        pictures, zoom, seed):
    """A pixel outside the damage shows, before and after, the same shapes (those
    whose bounds hold it) in the same order: it needs no redraw."""
    import random

    before, after = pictures
    width = height = round(140 * zoom)
    rects = backend.damage(before, after, zoom, width, height)
    if before == after:
        assert rects == []
    for x0, y0, w, h in rects:
        assert min(x0, y0) >= 0 and x0 + w <= width and y0 + h <= height and w > 0 < h

    def covering(shapes, px, py):
        ux, uy = (px + 0.5) / zoom, (py + 0.5) / zoom
        return [s for s in shapes if (b := backend.bounds(s))[0] <= ux <= b[2]
                and b[1] <= uy <= b[3]]

    rng = random.Random(seed)
    for _ in range(200):
        px, py = rng.randrange(width), rng.randrange(height)
        if any(x <= px < x + w and y <= py < y + h for x, y, w, h in rects):
            continue
        assert covering(before, px, py) == covering(after, px, py)


def test_changes_all_over_the_table_are_redrawn_in_a_few_rectangles():
    before = Drawing(1000, 1000, background="#0b6e4f")
    after = Drawing(1000, 1000, background="#0b6e4f")
    for i in range(5):
        for j in range(5):
            before.add(box(20 + 200 * i, 20 + 200 * j, 30, 40, fill="#ffffff"))
            after.add(box(22 + 200 * i, 20 + 200 * j, 30, 40, fill="#ffffff"))
    rects = backend.damage(tuple(before.shapes), tuple(after.shapes), 1.0, 1000, 1000)
    assert 1 <= len(rects) <= backend.MAX_RECTS
    for shape in after.shapes:  # each changed card is still inside one
        x0, y0, x1, y1 = backend.bounds(shape)
        assert any(x <= x0 and y <= y0 and x1 <= x + w and y1 <= y + h
                   for x, y, w, h in rects)


def test_a_long_session_numbers_its_shapes_again_and_still_redraws_what_changed(
        sent, monkeypatch):
    monkeypatch.setattr(damage_module, "KEEP_SHAPES", 25)  # numbers start again every few steps
    canvas = Canvas(width=10, height=10)
    pictures = [_cards(moved=i % 10, dx=float(i % 7)) for i in range(12)]
    backend.replay(canvas, pictures[0], 2.0)
    for before, after in pairwise(pictures):
        backend.replay(canvas, after, 2.0)
        rects = backend.damage(tuple(before.shapes), tuple(after.shapes), 2.0, 800, 400)
        if rects:
            assert [args for name, args in sent[-1] if name == "rect"] == [
                list(rect) for rect in rects]
    assert len(backend._SHOWN[canvas].known) <= 25 + len(pictures[-1].shapes)


def test_a_new_page_gets_the_whole_picture_from_its_view(sent):
    from algunokit.widgets.canvas_view import CanvasView

    view = CanvasView(_cards())
    view.show(_cards(moved=4, dx=3.0))
    assert "clear" not in _names(sent[-1])  # the page has the first picture
    view._client_ready()  # a reloaded page: its canvas is empty
    assert "clear" in _names(sent[-1])
    assert [args for name, args in sent[-1] if name == "fillText"] == [
        [str(i), 26 + 38 * i + (3 if i == 4 else 0), 70] for i in range(10)]
