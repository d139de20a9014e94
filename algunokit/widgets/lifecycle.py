"""Widgets own their children: a refresh updates the widgets it has (issue 32).

Every ipywidget is a comm and a model in the page until it is closed: a widget built at
each step and dropped from a box's children stays alive in the kernel and in the page
(a 55-minute class piled up thousands). So a view keeps its widgets across refreshes and
changes their traits (``description``, ``value``, ``disabled`` …): traitlets sends only
what changed, and nothing is created. Two pieces make that the easy way:

- :class:`ButtonRow`: a row of buttons (or toggle buttons) shown from plain
  :class:`ButtonSpec` data at each refresh; its buttons are reused, their clicks run the
  action of the spec shown now. The choices of every play widget are rows.
- :class:`OwnsWidgets`: ``close()`` closes everything the widget owns, the widgets it
  shows (their children, layouts and styles, :func:`close_tree`) and those it keeps aside
  for later (:meth:`OwnsWidgets.spare_widgets`), never a widget outside it such as
  ipycanvas's shared canvas manager.

:func:`live_widgets` counts the widgets alive in this Python (the tests count them over a
whole game; ipywidgets has no public count: it comes from
:mod:`~algunokit.draw.jupyter_internals`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as W

from algunokit.draw.jupyter_internals import live_widgets

#: the traits through which a widget owns other widgets: only these are followed (a
#: canvas's ``_canvas_manager``, shared by every canvas, is not the canvas's to close)
OWNED_TRAITS = ("children", "layout", "style")


def owned(widget: W.Widget) -> Iterator[W.Widget]:
    """``widget`` and every widget it owns (its children, layouts and styles, down the
    tree), each once, the children before their parent."""
    seen: set[int] = set()

    def walk(node: W.Widget) -> Iterator[W.Widget]:
        if id(node) in seen:
            return
        seen.add(id(node))
        for name in OWNED_TRAITS:
            if not node.has_trait(name):
                continue
            value = getattr(node, name)
            for child in value if isinstance(value, list | tuple) else (value,):
                if isinstance(child, W.Widget):
                    yield from walk(child)
        yield node

    return walk(widget)


def close_tree(widget: W.Widget, keep: Iterable[W.Widget] = ()) -> int:
    """Close ``widget`` and every widget it owns, except the widgets of ``keep`` and
    what they own (still shown elsewhere). Returns how many were closed."""
    kept = {id(w) for root in keep for w in owned(root)}
    closed = 0
    for node in list(owned(widget)):
        if id(node) not in kept and node.comm is not None:
            node.close()
            closed += 1
    return closed


class OwnsWidgets:
    """A widget that closes what it owns when it is closed: the widgets it shows and its
    :meth:`spare_widgets` (kept for later refreshes, not shown now)."""

    def spare_widgets(self) -> list[W.Widget]:
        return []

    def close(self) -> None:
        if getattr(self, "comm", None) is None:
            return
        try:
            spares = self.spare_widgets()
        except AttributeError:  # a widget whose __init__ failed half-way
            spares = []
        super().close()  # type: ignore[misc]  # itself first: its comm is None from now on
        close_tree(self)  # type: ignore[arg-type]
        for spare in spares:
            close_tree(spare)


@dataclass(frozen=True)
class ButtonSpec:
    """One button of a :class:`ButtonRow`: what it shows, and what a click does."""

    description: str
    action: Callable[[], Any] = field(compare=False)
    tooltip: str | None = None
    button_style: str = ""
    icon: str = ""
    disabled: bool = False
    #: a toggle button's state (pressed or not); a plain button has none
    value: bool = False


class ButtonRow(OwnsWidgets, W.HBox):
    """A row of buttons (``toggle=True``: toggle buttons) that keeps its buttons.

    :meth:`show` lays out the buttons of a list of :class:`ButtonSpec`, after an
    optional label: the buttons already made are updated, only missing ones are made,
    and those not needed now leave the row but are kept for the next time. A click runs
    the ``action`` of the spec shown now on that button; a toggle button changed by the
    person runs it too, and then shows its spec's state again unless the action showed
    new specs (a refused selection does not stay pressed).
    """

    def __init__(self, *, toggle: bool = False, layout: W.Layout | None = None) -> None:
        self.toggle = toggle
        self.label = W.Label()
        self.specs: tuple[ButtonSpec, ...] = ()
        self._buttons: list[W.Button | W.ToggleButton] = []
        self._quiet = False  # True while show() sets the toggle buttons' states
        super().__init__(layout=layout or W.Layout(flex_flow="row wrap"))

    @property
    def buttons(self) -> tuple[W.Button | W.ToggleButton, ...]:
        """The buttons shown now, in order."""
        return tuple(self._buttons[:len(self.specs)])

    def show(self, specs: Sequence[ButtonSpec], label: str = "") -> None:
        """Show one button per spec (after ``label`` if it is not '')."""
        specs = tuple(specs)
        while len(self._buttons) < len(specs):
            self._buttons.append(self._make(len(self._buttons)))
        self._quiet = True
        try:
            for button, spec in zip(self._buttons, specs, strict=False):
                button.description = spec.description
                button.tooltip = spec.tooltip
                button.button_style = spec.button_style
                button.icon = spec.icon
                button.disabled = spec.disabled
                if self.toggle:
                    button.value = spec.value
        finally:
            self._quiet = False
        self.specs = specs
        self.label.value = label
        children = (*((self.label,) if label else ()), *self._buttons[:len(specs)])
        if children != self.children:
            self.children = children

    def spare_widgets(self) -> list[W.Widget]:
        return [self.label, *self._buttons]

    def _make(self, index: int) -> W.Button | W.ToggleButton:
        layout = W.Layout(width="auto")
        if self.toggle:
            button = W.ToggleButton(layout=layout)
            button.observe(lambda change: self._toggled(index, change), "value")
            return button
        button = W.Button(layout=layout)
        button.on_click(lambda _button: self._pressed(index))
        return button

    def _pressed(self, index: int) -> None:
        if index < len(self.specs):
            self.specs[index].action()

    def _toggled(self, index: int, change: dict[str, Any]) -> None:
        if self._quiet or index >= len(self.specs):
            return
        spec = self.specs[index]
        if change["new"] == spec.value:
            return
        spec.action()
        if index < len(self.specs) and self._buttons[index].value != self.specs[index].value:
            self._quiet = True
            try:
                self._buttons[index].value = self.specs[index].value
            finally:
                self._quiet = False


__all__ = ["ButtonRow", "ButtonSpec", "OwnsWidgets", "close_tree", "live_widgets", "owned"]
