"""``celsius.play(...)``: build a chain by clicking operator cards, against bots.

The person clicks operator cards (on the picture, or on the buttons under it
from the keyboard); a ``?`` card waits for its value (1 to 10, then "Place"), a
``±1`` card for its sign (the +1 / −1 buttons). The picture shows the value
after each card. "Play the chain" (or a click on the hot card reached) sends the
chain to the engine, "Pass" passes, "Hint" asks the exact solver, step by step.
Bots answer for the other seats as soon as the person has answered. A wrong
click shows a short message and changes nothing; the engine refuses anything
illegal.

What the widget decides about a chain is the pure :class:`ChainBuilder`
(unit-tested without a notebook); the clicks that build it are
:class:`~algunokit.widgets.celsius_chain.ChainClicks`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import ipywidgets as W

from algunokit.celsius.cards import OperatorCard, OpKind
from algunokit.celsius.events import EventKind
from algunokit.celsius.game import Game
from algunokit.celsius.moves import DecisionKind, Decline
from algunokit.celsius.solver import solve
from algunokit.celsius.spec import SPEC as CELSIUS_SPEC
from algunokit.celsius.words import move_words
from algunokit.draw.celsius import table_drawing
from algunokit.i18n import glued_punctuation, t, tn
from algunokit.simulation import bot_label
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.celsius_chain import ChainClicks
from algunokit.widgets.celsius_logic import (
    ChainBuilder,
    hint_indices,
    round_plays,
    round_result,
    seat_names,
)
from algunokit.widgets.game_play import GamePlayWidget
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec

#: the table's size on the page (CSS pixels per drawing unit): beside the controls on a laptop
TABLE_SCALE = 0.78


class CelsiusPlayWidget(ChainClicks, GamePlayWidget):
    """A game of Celsius: the table, the chain being built, the controls, the log."""

    game_spec = CELSIUS_SPEC

    bot_salt = 0xCE15
    #: its buttons are short: a narrower column than the default keeps it beside the table
    SIDE_MIN = "250px"

    def __init__(self, n_players: int = 4, seed: int | None = None, *,
                 humans: Collection[int] = (0,), bots: str | Sequence[str] = "greedy",
                 language: str | None = None, game: Game | None = None,
                 **options: Any) -> None:
        super().__init__(seed, language, humans, bots)
        lang = language
        self.n_players = game.n_players if game is not None else n_players
        self.bot_names = self.bot_specs
        self.options = options
        self.view = CanvasView(scale=TABLE_SCALE, language=language)
        self.view.on_click(self.clicked)
        self.operator_buttons = ButtonRow()  # one per operator card (keyboard use)
        self.question = W.Dropdown(options=list(range(1, 11)), value=2,
                                   description=t("celsius_table.label.question", lang),
                                   layout=W.Layout(width="170px"))
        self.question.observe(lambda _change: self.choice_changed(), "value")
        self.place_button = W.Button(description=t("celsius_table.button.place", lang))
        self.plus_button = W.Button(description=t("celsius_table.button.plus", lang),
                                    layout=W.Layout(width="60px"))
        self.minus_button = W.Button(description=t("celsius_table.button.minus", lang),
                                     layout=W.Layout(width="60px"))
        self.undo_button = W.Button(description=t("celsius_table.button.undo", lang),
                                    layout=W.Layout(width="auto"))
        self.play_button = W.Button(description=t("celsius_table.button.play", lang),
                                    button_style="success", icon="check")
        self.pass_button = W.Button(description=t("celsius_table.button.pass", lang))
        self.hint_button = W.Button(description=t("celsius_table.button.hint", lang),
                                    icon="lightbulb-o")
        self.place_button.on_click(lambda _: self.place_question())
        self.plus_button.on_click(lambda _: self.choose_sign(1))
        self.minus_button.on_click(lambda _: self.choose_sign(-1))
        self.undo_button.on_click(lambda _: self.undo())
        self.play_button.on_click(lambda _: self.play_chain())
        self.pass_button.on_click(lambda _: self.pass_turn())
        self.hint_button.on_click(lambda _: self.hint())
        for button in (self.place_button, self.play_button, self.pass_button, self.hint_button):
            button.layout.width = "auto"  # the whole label, in the column beside the table
        wrap = W.Layout(flex_flow="row wrap")
        self.chain_controls = W.VBox([
            self.operator_buttons,
            W.HBox([self.question, self.place_button, self.plus_button, self.minus_button],
                   layout=wrap),
            W.HBox([self.undo_button, self.play_button, self.pass_button, self.hint_button],
                   layout=W.Layout(flex_flow="row wrap"))])
        self.panel = W.VBox()
        # the exchange / swap choices, shown in the panel when a person is asked: kept
        # from one question to the next (issue 32)
        # the buttons never shrink (« Éc… », « N… » at 1366×768, issue 50): the row wraps
        # and the list gives way instead
        self.option_list = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto",
                                                      min_width="12em"))
        self.accept_button = W.Button(button_style="warning",
                                      layout=W.Layout(width="auto", flex="0 0 auto"))
        self.decline_button = W.Button(description=t("celsius_table.button.decline", lang),
                                       layout=W.Layout(width="auto", flex="0 0 auto"))
        self.accept_button.on_click(lambda _: self._answer(self._moves[self.option_list.value]))
        self.decline_button.on_click(lambda _: self._answer(Decline()))
        self.options_row = W.HBox([self.option_list, self.accept_button, self.decline_button],
                                  layout=W.Layout(flex_flow="row wrap"))
        self._moves: list[Any] = []  # the moves the list offers
        self.start(game if game is not None else self.make_game(self.seed_box.value),
                   self.seed_box.value)
        self.arrange(self.view, [self.chain_controls, self.panel])
        self.refresh()

    # ------------------------------------------------------------------ setup

    def make_game(self, seed: int) -> Game:
        return Game(self.n_players, seed, **self.options)

    def start(self, game: Game, seed: int) -> None:
        super().start(game, seed)
        self._reset_chain()
        self._run_bots()

    def podium_lines(self) -> list[str]:
        """« 2. Toi — 2 cartes chaudes : 30, 40 », never the cards' Python form."""
        lines = []
        for rank, seat in self.game.podium():
            hot = self.game.hot[seat]
            left = (tn("celsius_table.podium.hot", len(hot), self.language,
                       values=", ".join(str(card.value) for card in hot)) if hot
                    else t("celsius_table.podium.none", self.language))
            lines.append(f"{rank}. {self.name(seat)} — {left}")
        return lines

    def forced(self) -> Any:
        """Only EXCHANGE and SWAP list every answer (PLAY accepts any legal chain)."""
        decision = self.game.decision
        if decision is not None and decision.kind is DecisionKind.PLAY:
            return None
        return super().forced()

    def played_text(self, decision: Any, option: Any) -> str:
        if decision.player == self.you:
            return t("game_texts.played", self.language, choice=self._describe(option))
        return t("celsius_table.played", self.language, player=self.name(decision.player),
                 move=self._describe(option))

    def describe_move(self, decision: Any, option: Any) -> str:
        return self._describe(option)

    @property
    def names(self) -> list[str]:
        """« Toi » and « Robot 1 »… with one person against robots, else « Joueur 2 »."""
        return seat_names(self.n_players, self.humans, self.language)

    def name(self, seat: int) -> str:
        return self.names[seat]

    def log_text(self) -> str:
        """The game's log with the widget's seat names."""
        return "\n".join(self.log_lines())

    def _snapshot(self) -> tuple[int, int, dict[int, int]]:
        """What the round result needs from before a round is resolved."""
        game = self.game
        return len(game.log), game.cold.value, {p: len(game.hot[p]) for p in game.active}

    def _round_result(self, before: tuple[int, int, dict[int, int]]) -> str:
        """The one-sentence result of the round resolved since ``before`` ('' if none)."""
        seen, cold, hot_before = before
        kinds = {event.kind for event in self.game.log[seen:]}
        if not kinds & {EventKind.WINNER, EventKind.NOBODY}:
            return ""
        plays = round_plays(cold, self.game.last_round)
        passed = [p for p in hot_before if p not in plays]
        person = min(self.humans) if len(self.humans) == 1 else None
        return round_result(plays, passed, hot_before, person, self.names, self.language)

    def hint(self) -> None:
        """The solver's help, one step more each time: length and target, cards, chain."""
        if not self._check_building():
            return
        decision = self.game.decision
        if self.solution is None:
            self.solution = solve(decision.cold, decision.hot_values, decision.operators)
        lang = self.language
        found = self.solution
        if found is None:
            self.say(t("celsius_table.hint.none", lang))
            return
        self.hint_level = min(self.hint_level + 1, 3)
        if self.hint_level == 1:
            text = t("celsius_table.hint.length", lang, n=found.length, value=found.value)
        elif self.hint_level == 2:
            text = t("celsius_table.hint.cards", lang,
                     cards=" ".join(s.card.label(lang) for s in found.steps))
        else:
            text = t("celsius_table.hint.chain", lang, chain=found.text(lang))
        self.say(text)
        self.refresh()

    # ------------------------------------------------------------------ answering

    def answer(self, option: Any) -> bool:
        return self._answer(option)

    def _answer(self, option: Any) -> bool:
        """Send one answer of a person to the engine, then let the bots answer."""
        before = self._snapshot()
        said = self.send(option)
        if said is None:
            return False
        self._reset_chain()
        self._run_bots()
        result = self._round_result(before)
        self.refresh()  # the picture first: the browser handles messages in order
        self.say(result or said, "ok")
        return True

    def _describe(self, option: Any) -> str:
        return move_words(option, self.game.cold.value, self.language, self.name)

    def _run_bots(self) -> None:
        """With a person at the table, bots answer until a person must decide."""
        if not self.humans:
            return
        while (decision := self.game.decision) is not None and decision.player not in self.humans:
            strategy = self.strategies[decision.player]
            self.game.choose(strategy(self.game.view(decision.player), decision))
        self._reset_chain()

    def bot_step(self) -> bool:
        """One bot answers (bots-only games); what it chose stays hidden until the round's
        result, as at a real table."""
        decision = self.game.decision
        before = self._snapshot()
        if self.send(self.bot_move()[1]) is None:
            self.auto.playing = False
            self.refresh_keeping_message()
            return False
        self._reset_chain()
        said = self._round_result(before) or t(
            "celsius_table.played", self.language, player=self.name(decision.player),
            move=t("celsius_table.status.answered", self.language))
        self.refresh()  # the picture first: the browser handles messages in order (issue 19)
        self.say(said, "ok")
        return True

    # ------------------------------------------------------------------ drawing

    def _prompt(self) -> str:
        lang = self.language
        decision = self.game.decision
        if decision is None:
            return t("widgets.prompt.over", lang)
        player = self.name(decision.player)
        if decision.player not in self.humans:
            bot = bot_label(self.bot_names[decision.player % len(self.bot_names)], lang)
            return t("celsius_table.prompt.bot", lang, player=player, bot=bot)
        player = self.turn_name(decision.player)  # « À toi : va de la carte froide … »
        if decision.kind is DecisionKind.EXCHANGE:
            return t("celsius_table.prompt.exchange", lang, player=player)
        if decision.kind is DecisionKind.SWAP:
            return t("celsius_table.prompt.swap", lang, player=player)
        return t("celsius_table.prompt.play", lang, player=player, cold=decision.cold)

    def _panel(self) -> list[W.Widget]:
        """The optional moves (exchange, swap) when a person decides them: a list, accept
        and decline (the same widgets each time, their texts updated)."""
        decision = self.game.decision
        lang = self.language
        if decision is None or decision.player not in self.humans or \
                decision.kind is DecisionKind.PLAY:
            self._moves = []
            return []
        moves = [o for o in decision.options if not isinstance(o, Decline)]
        if decision.kind is DecisionKind.EXCHANGE:
            labels = [" ".join(c.label(lang) for c in o.cards) for o in moves]
            label, button = "celsius_table.label.exchange", "celsius_table.button.exchange"
        else:
            labels = [t("celsius_table.swap_option", lang, card=o.card.label(lang),
                        player=self.name(o.opponent)) for o in moves]
            label, button = "celsius_table.label.swap", "celsius_table.button.swap"
        options = list(zip(labels, range(len(moves)), strict=True))
        if moves != self._moves:  # a new question: its choices, the first one chosen
            self._moves = moves
            self.option_list.options = options
        self.option_list.description = t(label, lang)
        self.accept_button.description = t(button, lang)
        return [self.options_row]

    def _operator_buttons(self, hand: tuple[OperatorCard, ...]) -> None:
        """One button per operator card (keyboard use), pressed once per chain."""
        lang = self.language
        self.operator_buttons.show([
            ButtonSpec(card.label(lang), lambda index=index: self.operator_clicked(index),
                       tooltip=t("celsius_table.tooltip.operator", lang, card=card.label(lang)),
                       disabled=index in self.chain.used)
            for index, card in enumerate(hand)])

    def later_widgets(self) -> list[W.Widget]:
        return [*super().later_widgets(), self.operator_buttons, self.panel]

    def spare_widgets(self) -> list[W.Widget]:
        return [*super().spare_widgets(), self.options_row]

    def refresh(self) -> None:
        """Redraw the picture (one message) and update every control."""
        lang = self.language
        game = self.game
        decision = game.decision
        if decision is not None and (decision.player in self.humans or not self.humans):
            viewer = decision.player
        else:
            viewer = min(self.humans) if self.humans else 0
        building = self.building
        hint: tuple[int, ...] = ()
        target = None
        if building and self.solution is not None and self.hint_level >= 1:
            target = self.solution.value
            if self.hint_level >= 2:
                hint = hint_indices(self.solution, self.chain.operators)
        names = [self.name(seat) for seat in range(self.n_players)]
        self.view.show(table_drawing(game.view(viewer), chain=self.chain.entries if building
                                     else (), pending=self.pending, hint=hint,
                                     hint_target=target, names=names,
                                     disabled=not building, language=lang))
        self.refresh_common(glued_punctuation(self._prompt(), self.language))
        self._operator_buttons(tuple(game.ops[viewer]) if building else ())
        pending = self.chain.operators[self.pending] if self.pending is not None else None
        self.question.disabled = self.place_button.disabled = not (pending and pending.is_choice)
        sign = pending is not None and pending.kind is OpKind.PLUS_MINUS_ONE
        self.plus_button.disabled = self.minus_button.disabled = not sign
        for button in (self.undo_button, self.play_button, self.pass_button, self.hint_button):
            button.disabled = not building
        panel = tuple(self._panel())
        if panel != self.panel.children:
            self.panel.children = panel

def play(n_players: int = 4, seed: int | None = None, *, humans: Collection[int] = (0,),
         bots: str | Sequence[str] = "greedy", language: str | None = None,
         game: Game | None = None, **options: Any) -> CelsiusPlayWidget:
    """A game of Celsius in the notebook, people and bots together.

    ``humans``: the seats played at this screen (``()`` for bots only, then use
    "Next step" or auto-play); ``bots``: ``"random"``, ``"greedy"`` or
    ``"solver"`` (or one name per seat); ``game``: a position to start from, for
    example ``Game.from_setup(...)``; other options go to :class:`~algunokit.celsius.Game`.
    For instance ``play(2, seed=1, bots="solver")``.
    """
    return CelsiusPlayWidget(n_players, seed, humans=humans, bots=bots, language=language,
                             game=game, **options)


__all__ = ["CelsiusPlayWidget", "ChainBuilder", "hint_indices", "play"]
