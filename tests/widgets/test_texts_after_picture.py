"""The texts of a step reach the browser a little after its picture (``hold_after_picture``).

The values change at once in Python; only the messages wait, on the kernel's event
loop, and each widget then sends its latest state once. The browser's side (the
page draws the picture before it handles the texts) is tested in
``test_game_play_browser.py``.
"""

from __future__ import annotations

import asyncio

import ipywidgets as W
import pytest

pytest.importorskip("ipycanvas")

from algunokit.alguno import Game
from algunokit.draw.alguno import table_drawing
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.page_texts import AFTER_PICTURE_S, hold_after_picture


@pytest.fixture
def sent(monkeypatch):
    """Every state message of every widget: (widget, keys), in order; and the pictures."""
    from ipycanvas.canvas import _CANVAS_MANAGER

    log: list = []
    monkeypatch.setattr(W.Widget, "send_state",
                        lambda self, key=None: log.append((self, key)))
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: log.append(("picture", None)))
    return log


def _keys(log, widget):
    return [key for who, key in log if who is widget]


def _order(log, *widgets):
    """Who sent, in order, among the picture and ``widgets`` (the canvas's size and
    layout, sent before its picture, are left out)."""
    return [who for who, _ in log if who == "picture" or any(who is w for w in widgets)]


def test_without_an_event_loop_texts_are_sent_as_they_change(sent):
    view = CanvasView()
    sent.clear()
    view.show(table_drawing(Game(4, (1, 1), seed=2).view(0)))
    assert _order(sent, view.description) == ["picture", view.description]
    assert _keys(sent, view.description) == ["value"]
    assert hold_after_picture([view.description]) == []


def test_in_the_kernels_loop_texts_wait_then_each_widget_sends_its_latest_state(sent):
    async def main():
        view = CanvasView()
        prompt = W.HTML()
        view.later.append(prompt)
        sent.clear()
        view.show(table_drawing(Game(4, (1, 1), seed=2).view(0)))
        prompt.value = "first"
        prompt.value = "second"
        # the picture left at once; the texts are right in Python, not sent yet
        assert _order(sent, prompt, view.description) == ["picture"]
        assert prompt.value == "second" and view.description.value
        await asyncio.sleep(AFTER_PICTURE_S * 3)
        assert _order(sent, prompt, view.description) == ["picture", view.description, prompt]
        assert _keys(sent, prompt) == [{"value"}]
        assert not prompt._holding_sync and not prompt._states_to_send
        prompt.value = "third"  # after the step: sent as it changes again
        assert _keys(sent, prompt) == [{"value"}, "value"]

    asyncio.run(main())


def test_a_game_step_sends_the_picture_then_its_texts_once(sent):
    from algunokit.widgets.skyjo import play

    async def main():
        widget = play(4, seed=3, humans=(), language="fr")
        texts = widget.view.later
        assert {widget.prompt, widget.message, widget.journal.toggle, widget.scores,
                widget.view.description} <= set(texts)
        await asyncio.sleep(AFTER_PICTURE_S * 3)
        for _ in range(3):
            sent.clear()
            widget.step()
            assert _order(sent, *texts) == ["picture"]
            said = widget.message.value
            assert said  # the step's "<player>: <move>" is there in Python at once
            await asyncio.sleep(AFTER_PICTURE_S * 3)
            held = _order(sent, *texts)
            assert held[0] == "picture" and widget.message in held
            assert len(held) == len(set(map(id, held)))  # each text once

    asyncio.run(main())


def test_a_widget_closed_while_held_is_left_alone(sent):
    async def main():
        text = W.HTML()
        assert hold_after_picture([text]) == [text]
        text.value = "late"
        text.close()
        await asyncio.sleep(AFTER_PICTURE_S * 3)
        assert _keys(sent, text) == []

    asyncio.run(main())


def test_a_widget_already_held_is_not_held_twice(sent):
    async def main():
        text = W.HTML()
        assert hold_after_picture([text]) == [text]
        assert hold_after_picture([text]) == []
        with text.hold_sync():  # ipywidgets' own hold inside ours sends nothing of its own
            text.value = "x"
        assert _keys(sent, text) == []
        await asyncio.sleep(AFTER_PICTURE_S * 3)
        assert _keys(sent, text) == [{"value"}]

    asyncio.run(main())


def test_an_ipywidgets_without_the_queue_sends_at_once(monkeypatch, sent):
    async def main():
        text = W.HTML()
        monkeypatch.delattr(W.Widget, "_states_to_send", raising=False)
        monkeypatch.setattr(text, "_states_to_send", None, raising=False)
        assert hold_after_picture([text]) == []

    asyncio.run(main())
    assert AFTER_PICTURE_S < 0.1  # a person never sees the texts come after the picture
