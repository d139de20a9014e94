"""Bytes of one canvas redraw of each game's table, coordinates as computed vs rounded.

Issue 19: a click's round trip carries one canvas message of 25-42 KB, about a
third of it long floats (``431.69849999999997``). The canvas back end now rounds
coordinates to a hundredth of a CSS pixel (``algunokit.draw.canvas.DIGITS``).
The back end also leaves out the buffer count ``0`` that ipycanvas's methods add
to every command (its front end reads a missing count as none).
Each game's widget is played by bots only (English, seed 3) for ``STEPS``
"Next step" clicks, twice: once as before (coordinates as computed, every
command with its ``0``), once as sent now; the value is the median size of a
canvas message (JSON commands buffer plus metadata), as sent to the browser.
"""

from __future__ import annotations

import json
import statistics

STEPS = 20
#: (name, arguments of ak.play): bots only, English, a fixed seed
GAMES = [
    ("alguno", ("alguno", 4, (1, 2))),
    ("skyjo", ("skyjo", 4)),
    ("celsius", ("celsius", 4)),
    ("gaag", ("gaag", 4)),
]


def _as_before(buffer: bytes) -> bytes:
    """The commands buffer with every command's buffer count written out, as before."""
    from ipycanvas.canvas import COMMANDS

    commands = json.loads(bytes(buffer).decode())
    short = {COMMANDS["set"], COMMANDS["switchCanvas"]}  # ipycanvas sends these without it
    return json.dumps([c if len(c) != 2 or c[0] in short else [*c, 0] for c in commands]
                      ).encode()


def message_sizes(args: tuple, digits: int | None, steps: int) -> list[int]:
    """Sizes in bytes of the canvas messages sent over ``steps`` clicks on "Next step"
    (``digits=None``: as the back end sent them before rounding and short commands)."""
    from ipycanvas.canvas import _CANVAS_MANAGER

    import algunokit as ak
    from algunokit.draw import canvas as backend

    sizes: list[int] = []

    def capture(content, buffers=None):
        buffers = list(buffers or ())
        if digits is None and buffers:
            buffers[0] = _as_before(buffers[0])
        size = len(json.dumps(content, default=str).encode())
        sizes.append(size + sum(len(memoryview(b).cast("B")) for b in buffers))

    original, kept = _CANVAS_MANAGER.send, backend.DIGITS
    _CANVAS_MANAGER.send, backend.DIGITS = capture, digits
    try:
        widget = ak.play(*args, seed=3, humans=(), language="en")
        sizes.clear()  # the first picture is not a click's
        for _ in range(steps):
            widget.step()
    finally:
        _CANVAS_MANAGER.send, backend.DIGITS = original, kept
    return sizes


def _bench(name: str, args: tuple):
    def bench(quick: bool = False) -> dict:
        try:
            import ipycanvas  # noqa: F401
        except ImportError:
            return {"name": f"canvas_message_bytes_{name}", "skipped": "ipycanvas is missing"}
        steps = 5 if quick else STEPS
        before = statistics.median(message_sizes(args, None, steps))
        after = statistics.median(message_sizes(args, 2, steps))
        return {"name": f"canvas_message_bytes_{name}", "value": round(after), "unit": "bytes",
                "bytes_before": round(before),
                "saved_percent": round(100 * (1 - after / before), 1)}

    bench.__name__ = f"bench_canvas_message_{name}"
    return bench


BENCHMARKS = [_bench(name, args) for name, args in GAMES]
