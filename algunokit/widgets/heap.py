"""Python's collector kept short in a kernel that plays: :func:`settle_heap`, done when
a kit's widget is shown (:class:`SettlesHeap`).
"""

from __future__ import annotations

import gc
from typing import Any

from algunokit.kernel import in_kernel


class SettlesHeap:
    """A widget that, shown in a notebook, first settles the kernel's heap (no long
    pause of Python's collector at a later click, see :func:`settle_heap`): the game
    widgets, and the views a lesson shows by themselves (a table, a hand, a picture,
    an execution)."""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        settle_heap()
        return super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]


#: whether a widget of the kit shown in a kernel settles the kernel's heap (:func:`settle_heap`)
SETTLE_HEAP = True


def settle_heap() -> bool:
    """Keep Python's full garbage collections short in a kernel that plays a game.

    A full collection looks at every object Python tracks: in a kernel with the kit
    and a game widget, 53,000 to 83,000 objects (the kernel, IPython, ipywidgets, the
    kit), and it took 50 to 94 ms on a 2-core machine. Each step's pictures outlive
    a few collections, so one came about every 45 clicks and held that click's
    picture back: the slowest clicks of the click benchmark (issue 19).
    :func:`gc.freeze` moves the objects alive now (after a collection) out of the
    collector's sight; reference counting still frees them, and later collections
    look only at newer objects (0 to 4 ms). Only a cycle among the objects frozen
    here that is dropped later stays in memory: the kernel's and the kit's own
    objects, and widgets, which ipywidgets keeps until they are closed anyway (a play
    widget keeps its own for its whole life and reuses them, :mod:`.lifecycle`: a widget
    it closes after a freeze is one Python object left, no longer a comm).

    Done when a game widget or a view is shown (:class:`SettlesHeap`; after the first
    time, the collection looks only at what came since), in a kernel only (never in a
    script or a test), unless :data:`SETTLE_HEAP` is False. Returns whether it froze."""
    if not SETTLE_HEAP or not in_kernel():
        return False
    gc.collect()
    gc.freeze()
    return True
