"""Alg(un)o's views: a hand whose cards can be selected, and the whole table.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence

import ipywidgets as W

from algunokit.alguno.events import card_text
from algunokit.alguno.game import Game
from algunokit.cards import Card
from algunokit.draw.alguno import hand_drawing, table_drawing
from algunokit.widgets.alguno import logic
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.heap import SettlesHeap
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec, OwnsWidgets
from algunokit.widgets.page_texts import message_html


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
