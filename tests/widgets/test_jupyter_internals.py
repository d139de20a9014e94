"""The contract of ``algunokit/draw/jupyter_internals.py``: every internal of ipycanvas and
ipywidgets the kit uses is there and does what the kit relies on (issue 32).

This test fails loudly on an upgrade: a version other than the ones checked
(``CHECKED``), or an internal gone or changed. Then read that module again, check each
internal against the new version's source, and update ``CHECKED`` (and the pin of
ipycanvas in ``pyproject.toml``).
"""

from __future__ import annotations

from importlib.metadata import version

import pytest

ipycanvas = pytest.importorskip("ipycanvas")

import ipywidgets as W  # noqa: E402
from ipycanvas import Canvas, hold_canvas  # noqa: E402
from ipycanvas.canvas import COMMANDS  # noqa: E402

from algunokit.draw import jupyter_internals as internals  # noqa: E402

ADAPTER = "algunokit/draw/jupyter_internals.py"


@pytest.mark.parametrize("package", sorted(internals.CHECKED))
def test_the_installed_versions_are_the_ones_the_internals_were_checked_with(package):
    installed = ".".join(version(package).split(".")[:2])
    assert installed == internals.CHECKED[package], (
        f"{package} {version(package)} is installed, but {ADAPTER} was checked with "
        f"{internals.CHECKED[package]}: read its internals again in the new version's "
        "source, then update CHECKED (and the pin in pyproject.toml)")


def test_ipycanvas_has_the_wire_codes_of_every_command_and_style_the_kit_sends():
    codes = internals.canvas_codes()
    assert codes is not None, f"ipycanvas lacks a command of {internals.CANVAS_COMMANDS}"
    for name in internals.CANVAS_COMMANDS:
        assert codes[name] == COMMANDS[name]
    assert {"global_alpha", "fill_style", "stroke_style", "line_width", "font", "text_align",
            "text_baseline"} <= set(codes["attrs"])


def test_hold_canvas_batches_in_the_list_the_kit_extends_and_names_a_forgotten_canvas():
    canvas = Canvas(width=10, height=10)
    assert internals.command_cache(canvas) is None  # outside hold_canvas(): sent at once
    with hold_canvas():
        cache = internals.command_cache(canvas)
        assert cache is not None and cache == []
        internals.forget_current_canvas(canvas)
        canvas.fill_rect(0, 0, 1, 1)  # a public call goes to the same list …
        cache = internals.command_cache(canvas)
        # … after naming its canvas, forgotten just before
        assert [command[0] for command in cache] == [COMMANDS["switchCanvas"],
                                                     COMMANDS["fillRect"]]
        cache.append([COMMANDS["clear"], []])  # what the kit adds is sent with it
        assert internals.command_cache(canvas)[-1] == [COMMANDS["clear"], []]
    assert internals.command_cache(canvas) is None


def test_a_style_is_sent_as_ipycanvas_own_set_command():
    canvas = Canvas(width=10, height=10)
    send = internals.style_sender(canvas)
    assert send is not None
    codes = internals.canvas_codes()
    with hold_canvas():
        send(canvas, [codes["set"], [codes["attrs"]["fill_style"], "#123456"]])
        last = internals.command_cache(canvas)[-1]
    assert last == [COMMANDS["set"], [Canvas.ATTRS["fill_style"], "#123456"]]


def test_ipywidgets_counts_live_widgets_and_forgets_closed_ones():
    before = internals.live_widgets()
    box = W.Box()
    assert internals.live_widgets() == before + 2  # the box and its layout
    box.layout.close()
    box.close()
    assert internals.live_widgets() == before


def test_ipywidgets_hold_sync_queue_holds_updates_and_sends_them_in_one_message(monkeypatch):
    label = W.Label()
    sent: list[set] = []
    monkeypatch.setattr(label, "send_state", lambda keys=None: sent.append(set(keys)))
    assert internals.hold_sync(label)
    label.value = "a"
    label.value = "b"
    assert sent == [] and "value" in label._states_to_send
    internals.release_sync(label)
    assert sent == [{"value"}] and label.value == "b"
    assert not label._holding_sync and not label._states_to_send
    with label.hold_sync():  # already held by ipywidgets itself: left alone
        assert not internals.hold_sync(label)
    label.close()
