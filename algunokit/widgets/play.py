"""``alguno.play(...)``: a whole game at one screen, people and bots together.

People choose by clicking cards on the table (or the card buttons under it,
from the keyboard) and with the builder; bots answer when "Next step" is
pressed or while auto-play runs. A wrong click shows a short message and
changes nothing; the engine refuses anything illegal.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape
from typing import Any

import ipywidgets as W

from algunokit.alguno.bots import make_bot
from algunokit.alguno.game import Game
from algunokit.alguno.lang import Side
from algunokit.alguno.moves import DecisionKind
from algunokit.errors import AlgunokitError
from algunokit.i18n import t
from algunokit.play import Decision, Strategy, derived_seeds, seat_names
from algunokit.widgets import logic
from algunokit.widgets.builder import AlternativeBuilder, code_panes_html
from algunokit.widgets.views import GameControls, HandView, TableView, message_html


class PlayWidget(W.VBox):
    """The game, its table, the decision panel, the log and the podium."""

    def __init__(self, n_players: int = 4, levels: Sequence[int] = (1, 1),
                 seed: int | None = None, *, humans: Collection[int] = (0,),
                 bots: str | Sequence[str] = "greedy", language: str | None = None,
                 names: Sequence[str] | None = None, four_colour: bool = False,
                 **options: Any) -> None:
        self.four_colour = four_colour
        self.n_players = n_players
        self.levels = tuple(levels)
        self.humans = frozenset(humans)
        self.bot_names = [bots] if isinstance(bots, str) else list(bots)
        self.language = language
        # One person against robots reads « Toi » and « Robot 1 » …; else the names given,
        # else the engine's first names (None keeps saved games free of default names).
        self.names = (seat_names(n_players, self.humans, names, language)
                      if names or len(self.humans) == 1 else None)
        # the log's sentences are in the third person: « Place 1 (toi) », not « Toi »
        self.log_names = (seat_names(n_players, self.humans, names, language, log=True)
                          if self.names else None)
        self.options = options
        lang = language
        self.controls = GameControls(seed, lang, on_new_game=self.new_game, on_step=self.step)
        self.seed_box, self.new_button, self.step_button, self.auto, self.speed = \
            self.controls.widgets()
        self.prompt = W.HTML()
        self.message = W.HTML()
        self.panel = W.VBox()
        # One code view, updated in place: a new widget at every step costs a model
        # creation in the kernel and in the browser.
        self.code_panes = W.HTML()
        self.journal = W.Textarea(layout=W.Layout(width="100%", height="140px"), disabled=True,
                              description=t("widgets.label.log", lang))
        self.podium = W.HTML()
        self.selected: tuple[int, ...] = ()
        self.game = self._make_game(self.seed_box.value)
        self.table = TableView(self.game, language=lang, four_colour=four_colour)
        self.table.on_card_click(self.card_clicked)
        self.hand: HandView | None = None
        super().__init__([
            W.HBox([self.seed_box, self.new_button, self.step_button, self.auto, self.speed]),
            self.table, self.prompt, self.message, self.panel, self.podium, self.journal])
        self.refresh()

    # ------------------------------------------------------------------ setup

    def _make_game(self, seed: int) -> Game:
        game = Game(self.n_players, self.levels, seed, names=self.names, **self.options)
        seeds = derived_seeds(seed ^ 0xB07, self.n_players)
        self.strategies: list[Strategy | None] = [
            None if seat in self.humans else
            make_bot(self.bot_names[seat % len(self.bot_names)], seeds[seat])
            for seat in range(self.n_players)]
        return game

    def new_game(self, seed: int | None = None) -> None:
        """Start again (with ``seed``, else the next seed)."""
        seed = self.seed_box.value + 1 if seed is None else seed
        self.seed_box.value = seed
        self.controls.last_seed = self.seed_box.value
        self.game = self._make_game(seed)
        self.table.game = self.game
        self.auto.playing = False
        self.message.value = ""
        self.refresh()

    # ------------------------------------------------------------------ acting

    def say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind) if text else ""

    def step(self) -> bool:
        """Let a bot answer the current decision. False if a person must decide."""
        decision = self.game.decision
        strategy = logic.due_bot(decision, self.strategies,
                                 lambda seat: self.game.name(seat, self.language))
        if isinstance(strategy, logic.Refusal):
            self.auto.playing = False
            self.say(strategy.message(self.language))
            return False
        option = strategy(self.game.view(decision.player), decision)
        self._apply(option)
        return True

    def _apply(self, option: Any) -> bool:
        """Send a move to the engine; a refusal is shown and nothing changes."""
        decision = self.game.decision
        said = self._describe(decision, option) if decision is not None else ""
        try:
            self.game.choose(option)
        except AlgunokitError as err:
            self.say(err.message(self.language), "error")
            return False
        if decision is not None:
            self.say(t("widgets.played", self.language,
                       player=self.game.name(decision.player, self.language), choice=said),
                     "ok")
        self.selected = ()
        self.refresh()
        return True

    def _describe(self, decision: Decision, option: Any) -> str:
        """The choice in words (only for options the decision allows)."""
        lang = self.language
        if option not in decision.options and decision.kind is not DecisionKind.DISCARD:
            return str(option)
        if decision.kind is DecisionKind.BUILD:
            return self.game.alternative_for(option).label(lang)
        if decision.kind is DecisionKind.NEIGHBOUR:
            return option.label(lang)
        cards = tuple(option) if isinstance(option, tuple | list) else (option,)
        return " ".join(getattr(c, "short", str(c)) for c in cards)

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

    def refresh(self) -> None:
        lang = self.language
        game = self.game
        decision = game.decision
        self.hand = None
        human = decision is not None and decision.player in self.humans
        self.step_button.disabled = decision is None or human
        children: list[W.Widget] = []
        if decision is not None and human:
            if decision.kind is DecisionKind.BUILD:
                assert game.condition_card is not None
                children.append(AlternativeBuilder(game.condition_card, game.action_hand,
                                                   language=lang, on_build=self._apply))
            elif decision.kind is DecisionKind.NEIGHBOUR:
                n = game.n_players
                for side in (Side.LEFT, Side.RIGHT):
                    who = game.name(side.seat(decision.player, n), lang)
                    key = "widgets.button.left" if side is Side.LEFT else "widgets.button.right"
                    button = W.Button(description=t(key, lang, player=who),
                                      layout=W.Layout(width="auto"))
                    button.on_click(lambda _, side=side: self._apply(side))
                    children.append(button)
                children = [W.HBox(children)]
            else:
                limit = logic.selection_size(decision)
                self.hand = HandView(game.table.hands[decision.player], limit=limit,
                                     title=t("widgets.label.your_cards", lang,
                                             player=game.name(decision.player, lang)),
                                     language=lang, four_colour=self.four_colour)
                self.hand.on_change(self._selection_changed)
                ok = W.Button(description=t("widgets.button.confirm", lang),
                              button_style="success", icon="check")
                ok.on_click(lambda _: self.confirm())
                children += [self.hand, ok]
        if game.alternative is not None and not (human and decision.kind is DecisionKind.BUILD):
            current = None
            if game.executor is not None:
                current = game.alternative.trace(table=game.table, player=game.executor)
            self.code_panes.value = code_panes_html(game.alternative, current, lang)
            children.append(self.code_panes)
        self.panel.children = children
        viewer = decision.player if decision is not None else None
        self.table.refresh(selected=self.hand.selected if self.hand else (), viewer=viewer)
        # The texts after the picture: the browser handles messages in order, and the
        # table is what a click is about (the log grows with the game).
        self.prompt.value = f"<h4 style='margin:4px 0'>{escape(logic.prompt(game, lang))}</h4>"
        self.journal.value = game.log_text(lang, self.log_names)
        if game.is_over:
            rows = "".join(f"<li>{escape(r)}</li>" for r in logic.podium_rows(game, lang))
            self.podium.value = (f"<h3>{escape(t('widgets.label.podium', lang))}</h3>"
                                 f"<ol style='list-style:none;padding:0'>{rows}</ol>")
        else:
            self.podium.value = ""

    def _selection_changed(self, selected: tuple[int, ...]) -> None:
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
