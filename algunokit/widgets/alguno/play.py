"""``alguno.play(...)``: a whole game at one screen, people and bots together.

People choose by clicking cards on the table (or the card buttons under it,
from the keyboard) and with the builder; bots answer when "Next step" is
pressed or while auto-play runs. A wrong click shows a short message and
changes nothing; the engine refuses anything illegal.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import ipywidgets as W

from algunokit.alguno.game import Game
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import DecisionKind
from algunokit.alguno.spec import SPEC as ALGUNO_SPEC
from algunokit.alguno.words import move_words
from algunokit.draw.alguno import compact_fits
from algunokit.i18n import t
from algunokit.protocol import Decision, seat_names
from algunokit.widgets.alguno import logic
from algunokit.widgets.alguno.builder import AlternativeBuilder, code_panes_html
from algunokit.widgets.alguno.views import HandView, TableView
from algunokit.widgets.game_play import GamePlayWidget
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec, close_tree

#: the table's size on the page (CSS pixels per drawing unit): beside the choices on a laptop
TABLE_SCALE = 0.8
#: the person's cards per row beside the table
HAND_PER_ROW = 4
#: the tallest the pictures of an alternative get beside the table (they scroll beyond)
PANES_HEIGHT = "360px"


class PlayWidget(GamePlayWidget):
    """The game, its table, the decision panel, the log and the podium."""

    game_spec = ALGUNO_SPEC

    bot_salt = 0xB07

    def __init__(self, n_players: int = 4, levels: Sequence[int] = (1, 1),
                 seed: int | None = None, *, humans: Collection[int] = (0,),
                 bots: str | Sequence[str] = "greedy", language: str | None = None,
                 names: Sequence[str] | None = None, four_colour: bool = False,
                 **options: Any) -> None:
        super().__init__(seed, language, humans, bots)
        self.four_colour = four_colour
        self.n_players = n_players
        self.levels = tuple(levels)
        self.bot_names = self.bot_specs
        # One person against robots reads « Toi » and « Robot 1 » …; else the names given,
        # else the engine's first names (None keeps saved games free of default names).
        self.names = (seat_names(n_players, self.humans, names, language)
                      if names or len(self.humans) == 1 else None)
        # the log's sentences are in the third person: « Place 1 (toi) », not « Toi »
        self.log_names = (seat_names(n_players, self.humans, names, language, log=True)
                          if self.names else None)
        self.options = options
        lang = language
        self.panel = W.VBox()
        # One code view, updated in place: a new widget at every step costs a model
        # creation in the kernel and in the browser.
        self.code_panes = W.HTML(layout=W.Layout(max_height=PANES_HEIGHT, overflow="auto"))
        # The Scratch file (a zip in the link) is built on a click, for the program
        # shown then: building it at every step was half of a step's work (issue 19).
        self.sb3_button = W.Button(description=t("sb3_play.prepare", lang), icon="download",
                                   tooltip=t("sb3_play.prepare.title", lang),
                                   layout=W.Layout(width="auto"))
        self.sb3_button.on_click(lambda _: self.prepare_sb3())
        self.sb3_link = W.HTML()
        self.sb3_box = W.HBox([self.sb3_button, self.sb3_link])
        self.sb3_box.add_class("algunokit-extra")  # to read after the move, not to make it
        self._sb3_for: tuple[Any, ...] | None = None  # what the link (or button) is for
        self._shown_trace: Any = None
        self.start(self.make_game(self.seed_box.value), self.seed_box.value)
        self.table = TableView(self.game, language=lang, four_colour=four_colour)
        self.table.view.scale = TABLE_SCALE
        # 616 px (when the game's cards fit it): the choices' column fits beside it
        self.table.compact = compact_fits(n_players, self.levels)
        self.table.refresh()
        self.table.on_card_click(self.card_clicked)
        # The person's controls, made once and updated at each of their decisions (a
        # new widget at every step was a new comm and model each time: issue 32).
        self.builder: AlternativeBuilder | None = None  # made at the first build
        self.neighbours = ButtonRow(layout=W.Layout())
        self.hand_view = HandView(language=lang, four_colour=four_colour,
                                  per_row=HAND_PER_ROW)
        self.hand_view.on_change(self._selection_changed)
        self.confirm_button = W.Button(description=t("widgets.button.confirm", lang),
                                       button_style="success", icon="check")
        self.confirm_button.on_click(lambda _: self.confirm())
        #: the hand the person chooses from now (None when they choose no cards)
        self.hand: HandView | None = None
        self.arrange(self.table, [self.panel])
        self.refresh()

    # ------------------------------------------------------------------ setup

    def make_game(self, seed: int) -> Game:
        return Game(self.n_players, self.levels, seed, names=self.names, **self.options)

    def start(self, game: Game, seed: int) -> None:
        super().start(game, seed)
        if hasattr(self, "table"):
            self.table.game = game

    def name(self, seat: int) -> str:
        return self.game.name(seat, self.language)

    def log_lines(self) -> list[str]:
        return self.game.log_text(self.language, self.names, you=self.you).split("\n")

    def podium_lines(self) -> list[str]:
        return logic.podium_rows(self.game, self.language)

    # ------------------------------------------------------------------ acting

    def _apply(self, option: Any) -> bool:
        """Send a person's move to the engine; a refusal is shown and nothing changes."""
        return self.answer(option)

    def describe_move(self, decision: Decision, option: Any) -> str:
        """The choice in words: the engine's own labels and card names, never codes."""
        return move_words(decision.kind, option, self.language, self.game.alternative_for)

    def card_clicked(self, seat: int, index: int) -> None:
        refusal = logic.card_click(self.game, self.humans, seat)
        if refusal is not None:
            self.say(refusal.message(self.language), "error")
            return
        if self.hand is not None:
            self.hand.toggle(index)

    def confirm(self) -> None:
        decision = self.game.decision
        if decision is None or self.hand is None:
            return
        option = logic.selection_option(decision, self.game.table.hands[decision.player],
                                        self.hand.selected)
        if isinstance(option, logic.Refusal):
            self.say(option.message(self.language), "error")
            return
        self._apply(option)

    # ------------------------------------------------------------------ drawing

    def later_widgets(self) -> list[W.Widget]:
        return [*super().later_widgets(), self.code_panes, self.sb3_link, self.panel]

    def refresh(self) -> None:
        lang = self.language
        game = self.game
        decision = game.decision
        self.hand = None
        human = decision is not None and decision.player in self.humans
        children: list[W.Widget] = []
        if decision is not None and human:
            if decision.kind is DecisionKind.BUILD:
                assert game.condition_card is not None
                children.append(self._builder(game.condition_card, game.action_hand))
            elif decision.kind is DecisionKind.NEIGHBOUR:
                n = game.n_players
                specs = []
                for side in (Side.LEFT, Side.RIGHT):
                    who = game.name(side.seat(decision.player, n), lang)
                    key = "widgets.button.left" if side is Side.LEFT else "widgets.button.right"
                    specs.append(ButtonSpec(t(key, lang, player=who),
                                            lambda side=side: self._apply(side)))
                self.neighbours.show(specs)
                children.append(self.neighbours)
            else:
                limit = logic.selection_size(decision)
                title = (t("game_texts.your_cards", lang) if decision.player == self.you
                         else t("widgets.label.your_cards", lang,
                                player=game.name(decision.player, lang)))
                self.hand = self.hand_view
                self.hand.set_cards(game.table.hands[decision.player], limit=limit, title=title)
                children += [self.hand, self.confirm_button]
        show_code = game.alternative is not None and not (
            human and decision.kind is DecisionKind.BUILD)
        if show_code:
            children += [self.code_panes, self.sb3_box]
        viewer = decision.player if decision is not None else None
        # the picture first: the browser handles messages in order (issue 19), and the
        # code panes (10-12 kB of HTML, about 1 ms to build) delayed it
        self.table.refresh(selected=self.hand.selected if self.hand else (), viewer=viewer)
        if show_code:
            current = None
            if game.executor is not None:
                current = game.alternative.trace(table=game.table, player=game.executor)
            self.code_panes.value = code_panes_html(game.alternative, current, lang,
                                                    download=False)
            self._offer_sb3(game.alternative, current)
        if tuple(children) != self.panel.children:
            self.panel.children = children
        # The texts after the picture: the browser handles messages in order, and the
        # table is what a click is about (the log grows with the game).
        self.refresh_common(logic.prompt(game, lang, self.you))

    def _builder(self, condition: Any, actions: Any) -> AlternativeBuilder:
        """The builder, set to these cards; made anew (the old one closed) only when the
        cards need other controls."""
        if self.builder is not None and self.builder.set_cards(condition, actions):
            return self.builder
        if self.builder is not None:
            close_tree(self.builder)
        builder = AlternativeBuilder(condition, actions, language=self.language,
                                     on_build=self._apply)
        # the choices and the button first, the pictures of the cards after
        # (they scroll), so the decision's controls are seen with the table
        parts = [part for part in builder.children if part is not builder.panes]
        builder.children = [*parts, builder.panes]
        builder.panes.layout.max_height = PANES_HEIGHT
        builder.panes.layout.overflow = "auto"
        builder.button.layout.width = "auto"  # its whole label in the column
        for control in (builder.half, getattr(builder, "then", None),
                        getattr(builder, "otherwise", None)):
            if control is not None:  # a new choice: a refusal of the old one goes
                control.observe(lambda _change: builder.updating or self.choice_changed(),
                                "value")
        self.builder = builder
        return builder

    def spare_widgets(self) -> list[W.Widget]:
        kept = [self.neighbours, self.hand_view, self.confirm_button, self.code_panes,
                self.sb3_box]
        return [*super().spare_widgets(), *kept, *([self.builder] if self.builder else [])]

    def _sb3_key(self, alt: Any, trace: Any) -> tuple[Any, ...]:
        hand = tuple(card.code for card in trace.hand_before) if trace is not None else None
        return (alt, self.language, hand)

    def _offer_sb3(self, alt: Any, trace: Any) -> None:
        """The button again when the program or the hand it starts from changed."""
        self._shown_trace = trace
        key = self._sb3_key(alt, trace)
        if key != self._sb3_for:
            self._sb3_for = key
            self.sb3_link.value = ""
            self.sb3_button.layout.display = None

    def prepare_sb3(self) -> str:
        """Build the Scratch project of the program shown (from the hand it starts
        from, as the code panes show it) and offer its download link; returns the link."""
        from algunokit.code.show import download_link

        alt = self.game.alternative
        if alt is None:
            return ""
        link = download_link(alt, self.language, self._shown_trace)
        self.sb3_link.value = link
        self.sb3_button.layout.display = "none"
        return link

    def _selection_changed(self, selected: tuple[int, ...]) -> None:
        self.choice_changed()
        decision = self.game.decision
        self.table.refresh(selected=selected,
                           viewer=decision.player if decision is not None else None)


def play(n_players: int = 4, levels: Sequence[int] = (1, 1), seed: int | None = None, *,
         humans: Collection[int] = (0,), bots: str | Sequence[str] = "greedy",
         language: str | None = None, names: Sequence[str] | None = None,
         four_colour: bool = False, **options: Any) -> PlayWidget:
    """A complete game of Alg(un)o in the notebook.

    ``humans``: the seats played by people at this screen (``()`` for bots only);
    ``bots``: the bot (or one per seat) for the other seats; other options go to
    :class:`~algunokit.alguno.Game` (direction, deck, turn_limit …);
    ``four_colour=True`` draws diamonds blue and clubs green.
    """
    return PlayWidget(n_players, levels, seed, humans=humans, bots=bots, language=language,
                      names=names, four_colour=four_colour, **options)
