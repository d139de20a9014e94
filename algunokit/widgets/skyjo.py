"""``skyjo.play(...)``: a game of Skyjo at one screen, people and bots together.

A person plays by clicking the table like the real game: the draw pile or the
discard pile, then one of their own cards (exchange); with a drawn card, a
click on the discard pile puts it there and the next click on a face-down card
turns it over. Every legal option of the current decision is also a button
(labelled by the engine), so the game is playable from the keyboard. A wrong
click shows a short message and changes nothing; the engine refuses anything
illegal. Bots answer on "Next step", on "Bots until my turn" or in auto-play.

What a click means is a pure function (:func:`click_meaning`), unit-tested.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as W

from algunokit.draw.skyjo import player_name, table_drawing
from algunokit.errors import AlgunokitError
from algunokit.i18n import t
from algunokit.play import Decision, Strategy, derived_seeds, podium, seat_names
from algunokit.simulation import bot_label
from algunokit.skyjo.bots import make_bot
from algunokit.skyjo.cards import Slot
from algunokit.skyjo.game import Game
from algunokit.skyjo.moves import (
    DecisionKind,
    DiscardAndReveal,
    Exchange,
    Pile,
    Reveal,
    describe_option,
)
from algunokit.skyjo.view import View
from algunokit.widgets.logic import Refusal, due_bot
from algunokit.widgets.views import CanvasView, GameControls, message_html

BotSpec = str | Strategy


@dataclass(frozen=True)
class Arm:
    """A click that does not play yet: start (``on``) or cancel discarding the drawn card."""

    on: bool


def click_meaning(view: View, decision: Decision | None, key: Hashable, *,
                  human: bool, discarding: bool = False,
                  names: Sequence[str] | None = None,
                  language: str | None = None) -> Any:
    """What a click on the region ``key`` means now: an engine option, an :class:`Arm`
    (start or cancel discarding a drawn card), or a :class:`Refusal` (nothing changes).

    ``view`` is the deciding player's view; ``human`` says whether a person
    takes this decision; ``discarding`` whether they clicked the discard pile
    with a drawn card in hand.
    """
    if decision is None:
        return Refusal("widgets.refuse.game_over")
    me = decision.player
    who = player_name(me, names, language)
    if not human:
        return Refusal("widgets.refuse.bot_turn", (("player", who),))
    if not isinstance(key, tuple) or not key:
        return Refusal("skyjo_table.refuse.nothing",
                       (("action", decision.kind.label(language)),))
    kind = decision.kind
    if key[0] == "slot":
        _, seat, row, col = key
        if seat != me:
            return Refusal("skyjo_table.refuse.not_yours",
                           (("owner", player_name(seat, names, language)), ("player", who)))
        cell = view.cell(row, col, me)
        if kind is DecisionKind.CHOOSE_PILE:
            return Refusal("skyjo_table.refuse.pick_pile")
        if cell is Slot.EMPTY:
            return Refusal("skyjo_table.refuse.removed")
        if kind is DecisionKind.SETUP_REVEAL:
            return Reveal(row, col) if cell is Slot.HIDDEN else \
                Refusal("skyjo_table.refuse.already_up")
        if kind is DecisionKind.PLACE_DRAWN and discarding:
            return DiscardAndReveal(row, col) if cell is Slot.HIDDEN else \
                Refusal("skyjo_table.refuse.pick_hidden")
        return Exchange(row, col)
    if key[0] in ("draw", "discard"):
        if kind is DecisionKind.CHOOSE_PILE:
            pile = Pile.DRAW if key[0] == "draw" else Pile.DISCARD
            if pile in decision.options:
                return pile
            return Refusal("skyjo_table.refuse.empty_discard")
        if kind is DecisionKind.SETUP_REVEAL:
            return Refusal("skyjo_table.refuse.reveal_first")
        if kind is DecisionKind.PLACE_DISCARD:
            return Refusal("skyjo_table.refuse.must_exchange")
        if key[0] == "discard":
            if not discarding and Slot.HIDDEN not in view.grids[me]:
                return Refusal("skyjo_table.refuse.no_hidden")
            return Arm(not discarding)
        return Refusal("skyjo_table.refuse.holding")
    return Refusal("skyjo_table.refuse.nothing", (("action", kind.label(language)),))


def highlights(view: View, decision: Decision | None, *, human: bool,
               discarding: bool = False) -> frozenset[tuple[Any, ...]]:
    """The regions a person may click now (outlined on the picture)."""
    if decision is None or not human:
        return frozenset()
    me = decision.player
    if decision.kind is DecisionKind.CHOOSE_PILE:
        return frozenset((option.value,) for option in decision.options)
    if discarding:
        keys = {("slot", me, o.row, o.col) for o in decision.options
                if type(o) is DiscardAndReveal}
        return frozenset({*keys, ("discard",)})
    keys = {("slot", me, o.row, o.col) for o in decision.options
            if type(o) is not DiscardAndReveal}
    if decision.kind is DecisionKind.PLACE_DRAWN and any(type(o) is DiscardAndReveal
                                                  for o in decision.options):
        keys.add(("discard",))
    return frozenset(keys)


def _make_strategy(spec: BotSpec, seed: int) -> Strategy:
    return make_bot(spec, seed) if isinstance(spec, str) else spec


class SkyjoPlayWidget(W.VBox):
    """The table (a canvas), the prompt, the option buttons, the scores and the log."""

    def __init__(self, n_players: int = 2, seed: int | None = None, *,
                 humans: Collection[int] = (0,), bots: BotSpec | Sequence[BotSpec] = "heuristic",
                 language: str | None = None, names: Sequence[str] | None = None,
                 **options: Any) -> None:
        self.n_players = n_players
        self.humans = frozenset(humans)
        self.bot_specs: list[BotSpec] = ([bots] if isinstance(bots, str) or callable(bots)
                                         else list(bots))
        self.language = language
        # One person against robots reads « Toi » and « Robot 1 » …; else the names given,
        # else the engine's first names (None keeps saved games free of default names).
        self.names = (seat_names(n_players, self.humans, names, language)
                      if names or len(self.humans) == 1 else None)
        # the log's sentences are in the third person: « Place 1 (toi) », not « Toi »
        self.log_names = (seat_names(n_players, self.humans, names, language, log=True)
                          if self.names else None)
        self.options = options
        self.discarding = False
        lang = language
        self.controls = GameControls(seed, lang, on_new_game=self.new_game, on_step=self.step,
                                     interval=600)
        self.seed_box, self.new_button, self.step_button, self.auto, self.speed = \
            self.controls.widgets()
        self.bots_button = W.Button(description=t("skyjo_table.button.bots", lang),
                                    icon="fast-forward", layout=W.Layout(width="auto"))
        self.bots_button.on_click(lambda _: self.run_bots())
        self.view = CanvasView()
        self.view.on_click(self.clicked)
        self.prompt = W.HTML()
        self.message = W.HTML()
        self.buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.scores = W.HTML()
        self.journal = W.Textarea(layout=W.Layout(width="100%", height="140px"),
                                  disabled=True, description=t("widgets.label.log", lang))
        self.game = self._make_game(self.seed_box.value)
        super().__init__([
            W.HBox([self.seed_box, self.new_button, self.step_button, self.bots_button,
                    self.auto, self.speed], layout=W.Layout(flex_flow="row wrap")),
            self.view, self.prompt, self.message, self.buttons, self.scores, self.journal])
        self.refresh()

    # ------------------------------------------------------------------ setup

    def _make_game(self, seed: int) -> Game:
        game = Game(self.n_players, seed, **self.options)
        seeds = derived_seeds(seed ^ 0x5C1, self.n_players)
        self.strategies: list[Strategy | None] = [
            None if seat in self.humans else
            _make_strategy(self.bot_specs[seat % len(self.bot_specs)], seeds[seat])
            for seat in range(self.n_players)]
        return game

    def new_game(self, seed: int | None = None) -> None:
        """Start again (with ``seed``, else the next seed)."""
        seed = self.seed_box.value + 1 if seed is None else seed
        self.seed_box.value = seed
        self.controls.last_seed = self.seed_box.value
        self.game = self._make_game(seed)
        self.auto.playing = False
        self.discarding = False
        self.say("")
        self.refresh()

    # ------------------------------------------------------------------ reading

    def name(self, seat: int) -> str:
        return player_name(seat, self.names, self.language)

    @property
    def human_turn(self) -> bool:
        decision = self.game.decision
        return decision is not None and decision.player in self.humans

    def _view(self) -> View:
        decision = self.game.decision
        return self.game.view(decision.player if decision is not None else 0)

    # ------------------------------------------------------------------ acting

    def say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind) if text else ""

    def clicked(self, key: Hashable) -> None:
        """A click on the table (the canvas calls this with the region's key)."""
        meaning = click_meaning(self._view(), self.game.decision, key, human=self.human_turn,
                                discarding=self.discarding, names=self.names,
                                language=self.language)
        if isinstance(meaning, Refusal):
            self.say(meaning.message(self.language), "error")
        elif isinstance(meaning, Arm):
            self.discarding = meaning.on
            self.say(t("skyjo_table.armed" if meaning.on else "skyjo_table.disarmed",
                       self.language))
            self.refresh()
        else:
            self.choose(meaning)

    def choose(self, option: Any) -> bool:
        """Send a move to the engine; a refusal is shown and nothing changes."""
        decision = self.game.decision
        if decision is None:
            self.say(t("widgets.refuse.game_over", self.language), "error")
            return False
        try:
            self.game.choose(option)
        except AlgunokitError as err:
            self.say(err.message(self.language), "error")
            return False
        self.discarding = False
        self.say(t("skyjo_table.played", self.language, player=self.name(decision.player),
                   choice=describe_option(option, self.language)), "ok")
        self.refresh()
        return True

    def _bot_move(self) -> Any:
        decision = self.game.decision
        assert decision is not None
        strategy = self.strategies[decision.player]
        assert strategy is not None
        return strategy(self.game.view(decision.player), decision)

    def step(self) -> bool:
        """Let a bot answer the current decision. False if a person must decide."""
        refusal = due_bot(self.game.decision, self.strategies, self.name)
        if isinstance(refusal, Refusal):
            self.auto.playing = False
            self.say(refusal.message(self.language))
            return False
        return self.choose(self._bot_move())

    def run_bots(self, limit: int = 100_000) -> int:
        """Bots answer until a person must decide or the game ends; one redraw at the end.

        Returns how many decisions the bots took.
        """
        done = 0
        last = None
        while done < limit:
            decision = self.game.decision
            if decision is None or self.strategies[decision.player] is None:
                break
            option = self._bot_move()
            try:
                self.game.choose(option)
            except AlgunokitError as err:  # a student's strategy may answer wrongly
                self.say(err.message(self.language), "error")
                self.refresh()
                return done
            last = (decision.player, option)
            done += 1
        if last is not None:
            self.say(t("skyjo_table.played", self.language, player=self.name(last[0]),
                       choice=describe_option(last[1], self.language)), "ok")
        self.discarding = False
        self.refresh()
        return done

    # ------------------------------------------------------------------ drawing

    def drawing_keys(self) -> frozenset[tuple[Any, ...]]:
        decision = self.game.decision
        return highlights(self._view(), decision, human=self.human_turn,
                          discarding=self.discarding)

    def refresh(self) -> None:
        """Redraw the table (one canvas message), the prompt, the buttons and the scores."""
        lang = self.language
        game = self.game
        decision = game.decision
        view = self._view()
        bots = [s for s in range(self.n_players) if s not in self.humans]
        self.view.show(table_drawing(view, names=self.names, bots=bots, winners=game.winners,
                                     highlight=self.drawing_keys(), language=lang))
        human = self.human_turn
        self.step_button.disabled = decision is None or human
        self.bots_button.disabled = decision is None or human
        if decision is None:
            prompt = t("widgets.prompt.over", lang)
        elif human:
            prompt = " ".join((t("skyjo_table.prompt", lang, player=self.name(decision.player),
                                 action=decision.kind.label(lang)),
                               t("skyjo_table.prompt.click", lang)))
            if decision.kind is DecisionKind.PLACE_DRAWN and not self.discarding:
                prompt += " " + t("skyjo_table.prompt.drawn", lang)
        else:
            spec = self.bot_specs[decision.player % len(self.bot_specs)]
            # a bot given as a function is shown by its function name
            bot = (bot_label(spec, lang) if isinstance(spec, str)
                   else getattr(spec, "__name__", "?"))
            prompt = t("skyjo_table.prompt.bot", lang, player=self.name(decision.player),
                       bot=bot)
        self.prompt.value = f"<h4 style='margin:4px 0'>{escape(prompt)}</h4>"
        buttons: list[W.Widget] = []
        if decision is not None and human:
            for option in decision.options:
                button = W.Button(description=describe_option(option, lang),
                                  layout=W.Layout(width="auto"))
                button.on_click(lambda _b, option=option: self.choose(option))
                buttons.append(button)
        self.buttons.children = buttons
        self.scores.value = self._scores_html()
        self.journal.value = game.log_text(lang, self.log_names)

    def _scores_html(self) -> str:
        lang = self.language
        game = self.game
        names = [self.name(s) for s in range(self.n_players)]
        head = "".join(f"<th style='padding:2px 8px'>{escape(n)}</th>" for n in names)
        rows = "".join(
            f"<tr><td>{escape(t('skyjo_table.label.round', lang))} {r + 1}</td>"
            + "".join(f"<td style='text-align:right;padding:2px 8px'>{v}</td>" for v in scores)
            + "</tr>" for r, scores in enumerate(game.history))
        total = ("<tr style='font-weight:bold'><td>" + escape(t("skyjo_table.label.total", lang))
                 + "</td>" + "".join(f"<td style='text-align:right;padding:2px 8px'>{v}</td>"
                                     for v in game.totals) + "</tr>")
        html = (f"<details><summary>{escape(t('skyjo_table.label.scores', lang))}</summary>"
                f"<table><tr><th></th>{head}</tr>{rows}{total}</table></details>")
        if game.is_over and game.winners:
            lines = [t("skyjo_table.podium", lang, rank=rank, player=names[seat],
                       total=game.totals[seat]) for rank, seat in podium(game.totals)]
            items = "".join(f"<li>{escape(line)}</li>" for line in lines)
            html = (f"<h3>{escape(t('widgets.label.podium', lang))}</h3>"
                    f"<ol style='list-style:none;padding:0'>{items}</ol>") + html
        return html


def play(n_players: int = 2, seed: int | None = None, *, humans: Collection[int] = (0,),
         bots: BotSpec | Sequence[BotSpec] = "heuristic", language: str | None = None,
         names: Sequence[str] | None = None, **options: Any) -> SkyjoPlayWidget:
    """A complete game of Skyjo in the notebook.

    ``humans``: the seats played by people at this screen (``()`` for bots
    only); ``bots``: a bot name ("heuristic", "random"), a strategy function
    ``strategy(view, decision)``, or one per seat, for the other seats. Other
    options go to :class:`~algunokit.skyjo.Game` (``double_non_positive``,
    ``end_score``, ``max_turns``).
    """
    return SkyjoPlayWidget(n_players, seed, humans=humans, bots=bots, language=language,
                           names=names, **options)


__all__ = ["Arm", "SkyjoPlayWidget", "click_meaning", "highlights", "play"]
