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
from algunokit.i18n import t
from algunokit.protocol import Decision, Strategy, podium, seat_names
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
from algunokit.skyjo.spec import SPEC as SKYJO_SPEC
from algunokit.skyjo.view import View
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.game_play import GamePlayWidget
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec

BotSpec = str | Strategy


@dataclass(frozen=True)
class Arm:
    """A click that does not play yet: start (``on``) or cancel discarding the drawn card."""

    on: bool


def click_meaning(view: View, decision: Decision | None, key: Hashable, *,
                  human: bool, discarding: bool = False,
                  names: Sequence[str] | None = None,
                  language: str | None = None, you: int | None = None) -> Any:
    """What a click on the region ``key`` means now: an engine option, an :class:`Arm`
    (start or cancel discarding a drawn card), or a :class:`Refusal` (nothing changes).

    ``view`` is the deciding player's view; ``human`` says whether a person
    takes this decision; ``discarding`` whether they clicked the discard pile
    with a drawn card in hand; ``you``: the seat of the one person at the screen
    (a refusal then speaks to them).
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
        if seat != me and me == you:
            return Refusal("game_texts.skyjo.refuse.not_yours",
                           (("owner", player_name(seat, names, language)),))
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


class SkyjoPlayWidget(GamePlayWidget):
    """The table (a canvas), the prompt, the option buttons, the scores and the log."""

    game_spec = SKYJO_SPEC

    bot_salt = 0x5C1
    played_key = "skyjo_table.played"

    def __init__(self, n_players: int = 2, seed: int | None = None, *,
                 humans: Collection[int] = (0,), bots: BotSpec | Sequence[BotSpec] = "heuristic",
                 language: str | None = None, names: Sequence[str] | None = None,
                 **options: Any) -> None:
        super().__init__(seed, language, humans, bots, interval=600)
        self.n_players = n_players
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
        self.bots_button = W.Button(description=t("skyjo_table.button.bots", lang),
                                    tooltip=t("skyjo_table.button.bots", lang),
                                    icon="fast-forward", layout=W.Layout(width="auto"))
        self.bots_button.on_click(lambda _: self.run_bots())
        self.bar.children = (*self.bar.children[:3], self.bots_button,
                             *self.bar.children[3:])
        self.view = CanvasView(language=language)
        self.view.on_click(self.clicked)
        self.buttons = ButtonRow()  # one button per option, kept across steps
        self.scores = W.HTML()
        self.start(self.make_game(self.seed_box.value), self.seed_box.value)
        self.arrange(self.view, [self.buttons], after=[self.scores])
        self.refresh()

    # ------------------------------------------------------------------ setup

    def make_game(self, seed: int) -> Game:
        return Game(self.n_players, seed, **self.options)

    def make_bot(self, spec: Any, seed: int) -> Strategy:
        return _make_strategy(spec, seed)

    def new_game(self, seed: int | None = None) -> None:
        """Start again (with ``seed``, else the next seed)."""
        self.discarding = False
        super().new_game(seed)

    # ------------------------------------------------------------------ reading

    def name(self, seat: int) -> str:
        return player_name(seat, self.names, self.language)

    def podium_lines(self) -> list[str]:
        if not self.game.winners:
            return []
        return [t("skyjo_table.podium", self.language, rank=rank, player=self.name(seat),
                  total=self.game.totals[seat]) for rank, seat in podium(self.game.totals)]

    def describe_move(self, decision: Decision, option: Any) -> str:
        return describe_option(option, self.language)

    @property
    def human_turn(self) -> bool:
        decision = self.game.decision
        return decision is not None and decision.player in self.humans

    def _view(self) -> View:
        decision = self.game.decision
        return self.game.view(decision.player if decision is not None else 0)

    # ------------------------------------------------------------------ acting

    def clicked(self, key: Hashable) -> None:
        """A click on the table (the canvas calls this with the region's key)."""
        meaning = click_meaning(self._view(), self.game.decision, key, human=self.human_turn,
                                discarding=self.discarding, names=self.names,
                                language=self.language, you=self.you)
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
        return self.answer(option)

    def after_move(self) -> None:
        self.discarding = False

    def run_bots(self, limit: int = 100_000) -> int:
        """Bots answer until a person must decide or the game ends; one redraw at the end.

        Returns how many decisions the bots took.
        """
        done = 0
        said = None
        while done < limit:
            decision = self.game.decision
            if decision is None or self.strategies[decision.player] is None:
                break
            _, option = self.bot_move()
            text = self.send(option)
            if text is None:  # a student's strategy may answer wrongly: it is said
                self.refresh_keeping_message()
                return done
            said = text
            done += 1
        self.discarding = False
        self.refresh()
        if said is not None:
            self.say(said, "ok")
        return done

    # ------------------------------------------------------------------ drawing

    def drawing_keys(self) -> frozenset[tuple[Any, ...]]:
        decision = self.game.decision
        return highlights(self._view(), decision, human=self.human_turn,
                          discarding=self.discarding)

    def later_widgets(self) -> list[W.Widget]:
        return [*super().later_widgets(), self.scores, self.buttons]

    def refresh(self) -> None:
        """Redraw the table (one canvas message), the prompt, the buttons and the scores."""
        lang = self.language
        game = self.game
        decision = game.decision
        view = self._view()
        bots = [s for s in range(self.n_players) if s not in self.humans]
        self.view.show(table_drawing(view, names=self.names, bots=bots, winners=game.winners,
                                     highlight=self.drawing_keys(), language=lang,
                                     you=self.you))
        human = self.human_turn
        self.bots_button.disabled = decision is None or human
        if decision is None:
            prompt = t("widgets.prompt.over", lang)
        elif human:
            prompt = " ".join((t("skyjo_table.prompt", lang,
                                 player=self.turn_name(decision.player),
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
        self.refresh_common(prompt)
        options = decision.options if decision is not None and human else ()
        self.buttons.show([ButtonSpec(describe_option(option, lang),
                                      lambda option=option: self.choose(option))
                           for option in options])
        self.scores.value = self._scores_html()

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
        return (f"<details><summary>{escape(t('skyjo_table.label.scores', lang))}</summary>"
                f"<table><tr><th></th>{head}</tr>{rows}{total}</table></details>")

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
