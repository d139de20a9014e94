"""Canvas views: a drawing on a canvas that turns clicks into keys.

Where ipycanvas cannot be imported (a browser-only site has no numpy), the
canvas is :class:`~algunokit.widgets.svg_canvas.SvgCanvas`: the same drawing as
SVG, which reports clicks the same way (the same hit-testing decides).

Each view keeps its picture's text description under the canvas: read by screen
readers (a visually hidden copy) and, for anyone who prefers words, in a
collapsed "Picture in words" box, so it does not fill the page under every
picture (:func:`description_html`). The same actions are offered as focusable
buttons, so everything works from the keyboard too.
"""

from __future__ import annotations

import asyncio
import gc
import sys
from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from html import escape
from typing import Any

import ipywidgets as W

from algunokit.alguno.events import card_text
from algunokit.alguno.game import Game
from algunokit.cards import Card
from algunokit.draw import palette
from algunokit.draw.alguno import hand_drawing, table_drawing
from algunokit.draw.jupyter_internals import hold_sync, release_sync
from algunokit.draw.model import Drawing
from algunokit.i18n import t
from algunokit.kernel import in_kernel
from algunokit.widgets import logic
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec, OwnsWidgets
from algunokit.widgets.pixel_ratio import PixelRatioProbe

try:
    from ipycanvas import Canvas

    from algunokit.draw.canvas import forget_picture, replay
except ImportError:  # no numpy, as in a browser-only site: the same drawing, as SVG
    from algunokit.widgets.svg_canvas import SvgCanvas as Canvas
    from algunokit.widgets.svg_canvas import forget_picture, replay


class SettlesHeap:
    """A widget that, shown in a notebook, first settles the kernel's heap (no long
    pause of Python's collector at a later click, see :func:`settle_heap`): the game
    widgets, and the views a lesson shows by themselves (a table, a hand, a picture,
    an execution)."""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        settle_heap()
        return super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]


class CanvasView(OwnsWidgets, SettlesHeap, W.VBox):
    """A canvas showing a :class:`Drawing`; ``on_click(callback)`` gets region keys.

    The canvas is drawn at the browser's device pixel ratio (crisp on HiDPI
    screens) and redrawn when that ratio changes (see :mod:`.pixel_ratio`).
    """

    def __init__(self, drawing: Drawing | None = None, *, scale: float = 1.0,
                 language: str | None = None) -> None:
        self.language = language
        self.canvas = Canvas(width=10, height=10)
        self.pixel_ratio = 1.0  # the ratio the canvas is drawn at now
        self.scale = scale  # CSS pixels per drawing unit
        self.probe = PixelRatioProbe()
        self.probe.on_change(self._ratio_changed)
        self.description = W.HTML(layout=W.Layout(max_width="960px"))
        self.description.add_class("algunokit-description")
        #: the widgets whose updates reach the browser after this view's picture (see
        #: hold_after_picture); a game widget adds its prompt, message, log and buttons
        self.later: list[W.Widget] = [self.description]
        self.drawing: Drawing | None = None
        self.redraws = 0
        self._callbacks: list[Callable[[Hashable], None]] = []
        self.canvas.on_mouse_down(self._mouse_down)
        # A canvas keeps no picture of its own: a page reloaded (or the widget shown
        # again) gets an empty one, so the drawing is sent again to a new client.
        self.canvas.on_client_ready(self._client_ready)
        # The text alternative is shown under the picture: JupyterLab's widget views
        # cannot take a tooltip on a canvas or a box (their model has no description).
        self.frame = W.Box([self.canvas], layout=W.Layout(overflow="auto"))
        super().__init__([self.frame, self.description, self.probe])
        if drawing is not None:
            self.show(drawing)

    def show(self, drawing: Drawing) -> None:
        """Redraw (one message for the whole picture) and update the description."""
        self.drawing = drawing
        self.pixel_ratio = self.probe.ratio
        replay(self.canvas, drawing, self.pixel_ratio, self.scale)
        send_now()
        hold_after_picture(self.later)
        self.description.value = description_html(drawing.description, self.language)
        self.redraws += 1

    def on_click(self, callback: Callable[[Hashable], None], remove: bool = False) -> None:
        """Call ``callback(key)`` when a region of the picture is clicked."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def click(self, x: float, y: float) -> Hashable | None:
        """What a click at (x, y) does (the canvas calls this; tests may too)."""
        key = self.drawing.hit(x, y) if self.drawing else None
        if key is not None:
            for callback in list(self._callbacks):
                callback(key)
        return key

    def _mouse_down(self, x: float, y: float) -> None:
        # ipycanvas reports canvas pixels: the drawing's units times scale and ratio.
        zoom = self.pixel_ratio * self.scale
        self.click(x / zoom, y / zoom)

    def _client_ready(self) -> None:
        # a new page's canvas is empty: the whole picture, not what changed
        forget_picture(self.canvas)
        if self.drawing is not None:
            self.show(self.drawing)

    def _ratio_changed(self, ratio: float) -> None:
        if self.drawing is not None and ratio != self.pixel_ratio:
            self.show(self.drawing)


#: hidden from the eye, still read by screen readers (the usual "visually hidden" rule)
VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
                   "overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0")


def send_now() -> None:
    """Let the picture just drawn leave the kernel before the step goes on.

    ipykernel sends a kernel's messages from a thread of its own, which needs Python's
    lock while the step goes on computing the texts: it got it 1 to 13 ms after the
    picture was queued (issue 19, measured in JupyterLab). Flushing the kernel's
    stdout waits, the lock released, until that thread has sent everything queued
    before it. Elsewhere (a terminal, a test, the browser-only kernel) it is a flush."""
    flush = getattr(sys.stdout, "flush", None)
    if flush is not None:
        flush()


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


#: how long (s) the other updates of a step wait after its picture to leave the kernel
AFTER_PICTURE_S = 0.03


def hold_after_picture(widgets: Iterable[W.Widget]) -> list[W.Widget]:
    """Let the browser draw the picture just sent before it handles ``widgets``' updates.

    The browser handles the kernel's messages one by one, in order, and it shows the
    picture only at its next frame, after every message already arrived: the 3 to 6
    texts of a step (prompt, message, log, description, code, buttons) sent right
    after the picture came first, 5 to 15 ms of the page's work at each click
    (issue 19). The values change at once in Python (a test, an exercise or a later
    step reads them as always); only their messages wait :data:`AFTER_PICTURE_S`, on
    the kernel's event loop, and each widget then sends its latest state once
    (ipywidgets' own ``hold_sync`` queue). Without a running event loop (a script, a
    test), or with an ipywidgets that keeps its queue elsewhere, they are sent as they
    change. Returns the widgets held now."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return []
    held = [widget for widget in widgets if hold_sync(widget)]
    if held:
        loop.call_later(AFTER_PICTURE_S, release_held, held)
    return held


def release_held(widgets: Iterable[W.Widget]) -> None:
    """Send what ``widgets`` held back since :func:`hold_after_picture`, one message each."""
    for widget in widgets:
        release_sync(widget)


def description_html(text: str, language: str | None = None) -> str:
    """A picture's description: a visually hidden copy that screen readers read when
    it changes, and a collapsed box (``<details>``, closed) for whoever wants the words.
    '' when there is nothing to say."""
    if not text:
        return ""
    words = escape(text)
    return (f'<div role="status" class="algunokit-sr-only" style="{VISUALLY_HIDDEN}">'
            f"{words}</div>"
            # the open box repeats the words for the eye: a screen reader skips it
            f'<details class="algunokit-description" style="font-size:12px;'
            f'color:{palette.INK_SOFT}"><summary style="cursor:pointer">'
            f"{escape(t('game_texts.description', language))}</summary>"
            f'<div aria-hidden="true">{words}</div></details>')


def message_html(text: str, kind: str = "info") -> str:
    colour = {"info": palette.INFO, "error": palette.WRONG, "ok": palette.WIN}[kind]
    return (f'<div role="alert" style="color:{colour};font-weight:600;min-height:1.4em">'
            f"{escape(text)}</div>")


class HandView(OwnsWidgets, SettlesHeap, W.VBox):
    """One player's cards; up to ``limit`` can be selected by clicking or by the buttons."""

    def __init__(self, cards: Sequence[Card] = (), *, title: str = "", limit: int = 0,
                 language: str | None = None, four_colour: bool = False,
                 per_row: int = 10, picture_only: bool = False) -> None:
        self.four_colour = four_colour
        self.per_row = per_row
        #: a hand shown, not chosen from: drawn in full colour (not greyed as disabled)
        self.picture_only = picture_only
        self.cards: list[Card] = list(cards)
        self.title = title
        self.limit = limit
        self.language = language
        self.selected: tuple[int, ...] = ()
        self.view = CanvasView(language=language)
        self.buttons = ButtonRow(toggle=True)  # one per card, kept across renders
        self.message = W.HTML()
        self._observers: list[Callable[[tuple[int, ...]], None]] = []
        self.view.on_click(self._clicked)
        super().__init__([self.view, self.buttons, self.message])
        self._render()

    def set_cards(self, cards: Sequence[Card], *, limit: int | None = None,
                  title: str | None = None) -> None:
        self.cards = list(cards)
        self.selected = ()
        if limit is not None:
            self.limit = limit
        if title is not None:
            self.title = title
        self.message.value = ""
        self._render()

    def on_change(self, callback: Callable[[tuple[int, ...]], None]) -> None:
        self._observers.append(callback)

    @property
    def selected_cards(self) -> list[Card]:
        return [self.cards[i] for i in self.selected]

    def toggle(self, index: int) -> None:
        """Select or unselect card ``index``; a refusal is shown, nothing changes."""
        result = logic.toggle(self.selected, index, self.limit)
        if isinstance(result, logic.Refusal):
            self.message.value = message_html(result.message(self.language), "error")
            return
        self.selected = result
        self.message.value = ""
        self._render()
        for callback in self._observers:
            callback(self.selected)

    def _clicked(self, key: Hashable) -> None:
        if isinstance(key, tuple) and key[0] == "card":
            self.toggle(key[1])

    def _render(self) -> None:
        self.view.show(hand_drawing(self.cards, selected=self.selected, title=self.title,
                                    language=self.language,
                                    disabled=self.limit == 0 and not self.picture_only,
                                    four_colour=self.four_colour, per_row=self.per_row))
        # A hand nobody chooses from (limit 0) is a picture only: disabled buttons
        # would name every card a second time (its description says them).
        self.buttons.show([ButtonSpec(card_text(card, self.language), lambda i=i: self.toggle(i),
                                      tooltip=card.label(self.language), value=i in self.selected)
                           for i, card in enumerate(self.cards if self.limit else ())])


#: CSS pixels per drawing unit of a table shown by itself (lessons 03, 04, 07): 864 px
TABLE_VIEW_SCALE = 0.9


class TableView(OwnsWidgets, SettlesHeap, W.VBox):
    """Every player around the table; clicks on cards are reported as (seat, index)."""

    def __init__(self, game: Game, *, language: str | None = None,
                 four_colour: bool = False) -> None:
        self.game = game
        self.language = language
        self.four_colour = four_colour
        #: the play widget's narrower table (set before its first refresh counts)
        self.compact = False
        # a lesson's table (960 drawing units) fits a laptop's notebook output (~934 px)
        self.view = CanvasView(scale=TABLE_VIEW_SCALE, language=language)
        super().__init__([self.view])
        self.refresh()

    def refresh(self, *, selected: Collection[int] = (), viewer: int | None = None) -> None:
        game = self.game
        seen = game.view(viewer if viewer is not None else game.author)
        self.view.show(table_drawing(seen, names=game.names, discard=game.table.discard_pile,
                                     language=self.language, selected=selected, viewer=viewer,
                                     four_colour=self.four_colour, compact=self.compact))

    def on_card_click(self, callback: Callable[[int, int], None]) -> None:
        def relay(key: Hashable) -> None:
            if isinstance(key, tuple) and key[0] == "card":
                callback(key[1], key[2])

        self.view.on_click(relay)


class GameControls:
    """The controls every game widget has: seed, New game, Next step, auto-play, speed.

    "New game" starts the seed typed in the box, or the next one if the box still
    shows the seed of the game being played, so each click deals a new game and the
    box always says which seed to type to see it again.
    """

    def __init__(self, seed: int | None, language: str | None, *,
                 on_new_game: Callable[[int], None], on_step: Callable[[], Any],
                 on_auto: Callable[[], Any] | None = None, interval: int = 700) -> None:
        from algunokit.i18n import t

        lang = language
        self.last_seed = 0 if seed is None else seed
        # Every control has a visible text (its description, also its accessible name)
        # and a tooltip saying what it does. The Play widget's ▶ ■ ⟲ show neither its
        # description nor its tooltip in JupyterLab: it stays only as the browser-side
        # timer (hidden, still rendered so that it ticks), driven by a toggle button
        # « ▶ Jeu automatique » / « ■ Arrêter ».
        self.seed_box = W.IntText(value=self.last_seed, description=t("widgets.label.seed", lang),
                                  tooltip=t("widgets.tooltip.seed", lang),
                                  layout=W.Layout(width="180px"))
        self.new_button = W.Button(description=t("widgets.button.new_game", lang),
                                   tooltip=t("widgets.tooltip.new_game", lang), icon="refresh")
        self.step_button = W.Button(description=t("widgets.button.step", lang),
                                    tooltip=t("widgets.tooltip.step", lang),
                                    icon="step-forward", button_style="info")
        self.auto = W.Play(value=0, min=0, max=10**6, interval=interval, show_repeat=False,
                           description=t("widgets.label.auto", lang),
                           tooltip=t("widgets.tooltip.auto", lang),
                           layout=W.Layout(display="none"))
        self.auto_button = W.ToggleButton(value=False, icon="play",
                                          description=t("widgets.button.auto", lang),
                                          tooltip=t("widgets.tooltip.auto", lang),
                                          layout=W.Layout(width="auto"))
        W.link((self.auto, "playing"), (self.auto_button, "value"))
        self.auto_button.observe(lambda change: self._auto_label(change["new"], lang),
                                 "value")
        self.speed = W.IntSlider(value=interval, min=100, max=2000, step=100,
                                 description=t("widgets.label.speed", lang),
                                 tooltip=t("widgets.tooltip.speed", lang),
                                 style={"description_width": "initial"})
        self.speed_link = W.jslink((self.speed, "value"), (self.auto, "interval"))
        self._on_new_game = on_new_game
        self.new_button.on_click(lambda _: self.new_game())
        self.step_button.on_click(lambda _: on_step())
        on_tick = on_auto if on_auto is not None else on_step
        self.auto.observe(lambda _change: on_tick(), "value")

    def _auto_label(self, playing: bool, language: str | None) -> None:
        from algunokit.i18n import t

        self.auto_button.icon = "stop" if playing else "play"
        self.auto_button.description = t("widgets.button.stop" if playing
                                          else "widgets.button.auto", language)

    def next_seed(self) -> int:
        """The seed "New game" will use now."""
        seed = self.seed_box.value
        return seed + 1 if seed == self.last_seed else seed

    def new_game(self) -> None:
        seed = self.next_seed()
        self.last_seed = seed
        self.seed_box.value = seed
        self.auto.playing = False
        self._on_new_game(seed)

    def widgets(self) -> tuple[W.IntText, W.Button, W.Button, W.Play, W.IntSlider]:
        return self.seed_box, self.new_button, self.step_button, self.auto, self.speed
