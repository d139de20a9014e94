"""``algunokit.gaag.play(...)``: a game of GaAg at one screen, people against bots.

A person clicks a card of their hand (or its button, from the keyboard): its
legal places light up in green; a click on a place (or its button) plays there.
"Pick up" takes the table and starts a new one with the selected card; with no
card selected it is a two-step action: the widget asks for the card that starts
the new table, and the next click on a hand card (none is greyed then) does it. After a
special card, two buttons ask whether to reverse the direction of play. Bots
answer at once (or one by one with "Next step" / auto-play). A wrong click
shows the engine's reason and changes nothing: the widget holds no rules.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from typing import Any

import ipywidgets as W

from algunokit.draw.gaag import describe_places, game_drawing, seat_name
from algunokit.gaag import (
    Card,
    DecisionKind,
    Game,
    PickUp,
    Placement,
    PlacementKind,
    Play,
    Reverse,
    Row,
    View,
    placements,
)
from algunokit.gaag.elements import BOND_Z
from algunokit.gaag.spec import SPEC as GAAG_SPEC
from algunokit.i18n import glued_punctuation, t, tn
from algunokit.protocol import seat_names
from algunokit.simulation import bot_label
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.canvas_view import CanvasView
from algunokit.widgets.game_play import GamePlayWidget
from algunokit.widgets.lifecycle import ButtonRow, ButtonSpec

# -- what a click means (pure functions, unit-tested) ---------------------------------------


def intended_placement(table: Row, card: Card, index: int) -> Placement:
    """The placement a click on slot ``index`` asks for with ``card``.

    A legal placement there if there is one; otherwise the placement the click
    most plausibly means (an end of the row: left / right; inside the row: a gap,
    or a bond for a 7 or an 8), so the engine can say why it is refused.
    """
    for placement in placements(table, card):
        if placement.index == index:
            return placement
    n = len(table)
    if not n:
        return Placement(PlacementKind.FIRST, index)
    if card.is_gap or 0 < index < n:
        kind = PlacementKind.BOND if card.z in BOND_Z else PlacementKind.GAP
    else:
        kind = PlacementKind.LEFT if index == 0 else PlacementKind.RIGHT
    return Placement(kind, index)


def pickup_click(view: View, selected: int | None) -> PickUp | None:
    """What a click on "pick up the table" does: the move to send at once, or ``None``
    when the person must now click the card that starts the new table (step 2 of 2).

    With a card already selected, that card starts the new table; once the draw
    pile is empty no new table starts (that pick-up ends the round); on an empty
    table the engine says there is nothing to pick up.
    """
    if view.draw_size == 0 or not view.table.cards:
        return PickUp(None)
    if selected is not None and selected < len(view.hand):
        return PickUp(view.hand[selected])
    return None


#: the prompts of :func:`prompt_key` said to the one person at the screen
_YOU_PROMPTS = {"gaag_board.prompt.play": "game_texts.gaag.prompt.play",
                "gaag_board.prompt.picking": "game_texts.gaag.prompt.picking",
                "gaag_board.prompt.stuck": "game_texts.gaag.prompt.stuck",
                "gaag_board.prompt.stuck_last": "game_texts.gaag.prompt.stuck_last"}


def prompt_key(view: View, picking: bool) -> str:
    """The prompt of a person's turn: the usual one, step 2 of a pick-up, or, when no
    card fits the row, that picking up is the move (and what to click)."""
    if picking:
        return "gaag_board.prompt.picking"
    if view.table.cards and not any(placements(view.table, card) for card in view.hand):
        return "gaag_board.prompt.stuck" if view.draw_size else "gaag_board.prompt.stuck_last"
    return "gaag_board.prompt.play"


def play_refusal(game: Game, humans: Collection[int],
                 names: Sequence[str] | None = None) -> Refusal | None:
    """None if a person may play a card now, else why not."""
    decision = game.decision
    if decision is None:
        return Refusal("widgets.refuse.game_over")
    if decision.player not in humans:
        return Refusal("widgets.refuse.bot_turn",
                       (("player", seat_name(decision.player, None, names)),))
    if decision.kind is not DecisionKind.PLAY:
        return Refusal("gaag_board.refuse.not_now")
    return None


def podium_lines(game: Game, language: str | None = None,
                 names: Sequence[str] | None = None) -> list[str]:
    """'1. Bilal — 37 atom(s)', lowest total first."""
    return [t("gaag_board.podium", language, rank=rank,
              player=seat_name(seat, language, names),
              total=tn("gaag_board.atoms", game.totals[seat], language))
            for rank, seat in game.podium()]


# -- the widget ---------------------------------------------------------------------------


#: the table's size on the page (CSS pixels per drawing unit): beside the choices on a laptop
TABLE_SCALE = 0.75


class GaagPlayWidget(GamePlayWidget):
    """The table, the hand, the places, the direction question, the journal, the podium."""

    game_spec = GAAG_SPEC

    bot_salt = 0x6A6
    played_key = "gaag_board.played"

    def __init__(self, n_players: int = 4, seed: int | None = None, *,
                 humans: Collection[int] = (0,), bots: str | Sequence[str] = "heuristic",
                 language: str | None = None, instant: bool = True, game: Game | None = None,
                 **rules: Any) -> None:
        super().__init__(seed, language, humans, bots)
        self.n_players = n_players
        self.bot_names = self.bot_specs
        lang = language
        self.rules = rules
        self.selected: int | None = None
        self.picking = False  # step 2 of a pick-up: the next hand card starts the table
        self.viewer = min(self.humans) if self.humans else 0
        # One person against robots reads « Toi » and « Robot 1 » …, else first names.
        self.names = seat_names(n_players, self.humans, None, lang)
        self.log_names = seat_names(n_players, self.humans, None, lang, log=True)
        self.instant = W.Checkbox(value=instant, indent=False,
                                  description=t("gaag_board.label.instant", lang))
        self.view = CanvasView(scale=TABLE_SCALE, language=language)
        self.view.on_click(self.clicked)
        # the rows keep their buttons from step to step (a new button is a new model in
        # the kernel and in the page: issue 19, issue 32)
        self.hand_buttons = ButtonRow(toggle=True)
        self.place_buttons = ButtonRow()
        self.direction_buttons = ButtonRow(layout=W.Layout())
        self._buttons_key: dict[str, Any] = {}  # what the hand and place buttons show
        self.arrange(self.view, [self.hand_buttons, self.place_buttons,
                                 self.direction_buttons, self.instant])
        self.load(game if game is not None else self.make_game(self.seed_box.value))

    # ------------------------------------------------------------------ setup

    def make_game(self, seed: int) -> Game:
        return Game(self.n_players, seed, **self.rules)

    def load(self, game: Game) -> None:
        """Play on with ``game`` (a new one, or one loaded with ``Game.from_json``)."""
        if game.n_players != self.n_players:
            self.n_players = game.n_players
            self.names = seat_names(self.n_players, self.humans, None, self.language)
            self.log_names = seat_names(self.n_players, self.humans, None, self.language,
                                        log=True)
        self.start(game, self.seed_box.value)
        self.selected = None
        self.picking = False
        self.auto.playing = False
        lines = self._run_bots() if self.instant.value else []
        self.refresh()
        self.say("\n".join(lines))

    def new_game(self, seed: int | None = None) -> None:
        """Start again with ``seed`` (else the next seed)."""
        self.seed_box.value = self.seed_box.value + 1 if seed is None else seed
        self.controls.last_seed = self.seed_box.value
        self.load(self.make_game(self.seed_box.value))

    def podium_lines(self) -> list[str]:
        return podium_lines(self.game, self.language, self.names)

    def describe_move(self, decision: Any, option: Any) -> str:
        return option.label(self.language)

    # ------------------------------------------------------------------ acting

    def _refuse(self, refusal: Refusal) -> None:
        self.refuse(refusal)

    def clicked(self, key: Hashable) -> None:
        """A click on the picture: a card of the hand, a place of the row, "pick up"."""
        if not isinstance(key, tuple) or not key:
            return
        if key[0] == "hand":
            self.select(key[1])
        elif key[0] == "place":
            self.place(key[1])
        elif key[0] == "pickup":
            self.pick_up()

    def select(self, index: int) -> None:
        """Select card ``index`` of the hand (again: unselect it); its places light up."""
        refusal = play_refusal(self.game, self.humans, self.names)
        if refusal is not None:
            self._refuse(refusal)
            return
        if self.picking:  # step 2 of the pick-up: this card starts the new table
            self._apply(PickUp(self.game.view(self.viewer).hand[index]))
            return
        self.selected = None if self.selected == index else index
        self.refresh()
        if self.selected is not None:
            view = self.game.view(self.viewer)
            card = view.hand[self.selected]
            legal = placements(view.table, card)
            if legal:
                self.say(describe_places(card, legal, self.language))
            else:
                self.say(t("gaag_board.nowhere", self.language, card=card.label(self.language)))
        else:
            self.say("")

    def place(self, index: int) -> None:
        """Play the selected card at slot ``index`` of the row (the engine may refuse)."""
        refusal = play_refusal(self.game, self.humans, self.names)
        if refusal is None and self.picking:
            refusal = Refusal("gaag_board.refuse.picking")
        if refusal is None and self.selected is None:
            refusal = Refusal("gaag_board.refuse.no_card")
        if refusal is not None:
            self._refuse(refusal)
            return
        assert self.selected is not None
        card = self.game.view(self.viewer).hand[self.selected]
        self._apply(Play(card, intended_placement(self.game.table, card, index)))

    def pick_up(self) -> None:
        """Pick up the table: with a selected card, at once (that card starts the new
        table); else step 1 of 2, the next click on a hand card finishes it. A second
        click on "pick up" during step 2 cancels it."""
        refusal = play_refusal(self.game, self.humans, self.names)
        if refusal is not None:
            self._refuse(refusal)
            return
        if self.picking:
            self.picking = False
            self.refresh()
            self.say(t("gaag_board.pickup.cancelled", self.language))
            return
        option = pickup_click(self.game.view(self.viewer), self.selected)
        if option is not None:
            self._apply(option)
            return
        self.picking = True
        self.refresh()
        self.say(t("gaag_board.pickup.choose", self.language))

    def direction(self, answer: Reverse) -> None:
        """Keep or reverse the direction of play after a special card."""
        self._apply(answer)

    def _run_bots(self) -> list[str]:
        """Bots answer until a person must decide (only when a person plays)."""
        lines: list[str] = []
        if not self.humans:
            return lines
        while (decision := self.game.decision) is not None:
            if self.strategies[decision.player] is None:
                break
            said = self.send(self.bot_move()[1])
            if said is None:  # a bot's option comes from the decision: never refused
                break
            lines.append(said)
        return lines

    def answer(self, option: Any) -> bool:
        """A person's move; then, in instant mode, the bots answer at once."""
        return self._apply(option)

    def _apply(self, option: Any) -> bool:
        """Send a person's move to the engine; a refusal is shown and nothing changes."""
        decision = self.game.decision
        if decision is None:
            self._refuse(Refusal("widgets.refuse.game_over"))
            return False
        if decision.player not in self.humans:
            self._refuse(Refusal("widgets.refuse.bot_turn",
                                 (("player", self.name(decision.player)),)))
            return False
        said = self.send(option)
        if said is None:
            return False
        lines = [said]
        self.selected = None
        self.picking = False
        if self.instant.value:
            lines += self._run_bots()
        self.refresh()
        self.say("\n".join(lines), "ok")
        return True

    # ------------------------------------------------------------------ drawing

    def later_widgets(self) -> list[W.Widget]:
        return [*super().later_widgets(), self.hand_buttons, self.place_buttons,
                self.direction_buttons]

    def refresh(self) -> None:
        """Redraw the picture (one message) and update the buttons."""
        lang = self.language
        game = self.game
        decision = game.decision
        human = decision is not None and decision.player in self.humans
        if human:
            assert decision is not None
            self.viewer = decision.player
        view = game.view(self.viewer)
        if self.selected is not None and self.selected >= len(view.hand):
            self.selected = None
        playing = human and decision is not None and decision.kind is DecisionKind.PLAY
        self.picking = self.picking and playing
        # the picture first: the browser handles messages in order, and it is what a
        # click is about (issue 19)
        self.view.show(game_drawing(view, selected=self.selected, language=lang,
                                    over=game.is_over, picking=self.picking,
                                    names=self.names, you=self.you))
        self.refresh_common(glued_punctuation(self._prompt(), self.language))
        self._hand_buttons(view, playing)
        self._place_buttons(view, playing)
        asked = human and decision is not None and decision.kind is DecisionKind.DIRECTION
        self.direction_buttons.show([
            ButtonSpec(answer.label(lang), lambda answer=answer: self.direction(answer),
                       button_style="warning" if answer is Reverse.REVERSE else "")
            for answer in ((Reverse.KEEP, Reverse.REVERSE) if asked else ())])

    def name(self, seat: int) -> str:
        """« Toi » and « Robot 1 »… with one person against robots, else first names."""
        return seat_name(seat, self.language, self.names)

    def _prompt(self) -> str:
        lang = self.language
        decision = self.game.decision
        if decision is None:
            winners = ", ".join(t("common.you_lower", lang) if s == self.you else self.name(s)
                                for s in self.game.winners)  # « Victoire : toi, Robot 2. »
            return t("gaag_board.prompt.over", lang, winners=winners)
        name = self.name(decision.player)
        if decision.player not in self.humans:
            bot = bot_label(self.bot_names[decision.player % len(self.bot_names)], lang)
            return t("gaag_board.prompt.bot", lang, player=name, bot=bot)
        key = prompt_key(self.game.view(decision.player), self.picking)
        if decision.player == self.you:  # « À toi : choisis une carte … »
            if decision.kind is not DecisionKind.PLAY:
                return t("game_texts.gaag.prompt.direction", lang)
            return t(_YOU_PROMPTS[key], lang)
        if decision.kind is not DecisionKind.PLAY:
            return t("gaag_board.prompt.direction", lang, player=name)
        return t(key, lang, player=name)

    def _hand_buttons(self, view: View, playing: bool) -> None:
        key = (tuple(view.hand), self.selected, playing, self.picking)
        if key == self._buttons_key.get("hand"):
            return
        self._buttons_key["hand"] = key
        label = "gaag_board.label.hand_picking" if self.picking else "gaag_board.label.hand"
        self.hand_buttons.show(
            [ButtonSpec(card.short, lambda i=i: self.select(i),
                        tooltip=card.label(self.language), disabled=not playing,
                        value=i == self.selected)
             for i, card in enumerate(view.hand)], label=t(label, self.language))

    def _place_buttons(self, view: View, playing: bool) -> None:
        key = (tuple(view.hand), tuple(view.table.cards), view.draw_size, self.selected,
               playing, self.picking)
        if key == self._buttons_key.get("places"):
            return
        self._buttons_key["places"] = key
        lang = self.language
        specs: list[ButtonSpec] = []
        label = ""
        if playing and self.selected is not None and not self.picking:
            label = t("gaag_board.label.places", lang)
            specs += [ButtonSpec(t("gaag_board.place", lang, place=placement.label(lang),
                                   index=placement.index),
                                 lambda i=placement.index: self.place(i),
                                 button_style="success")
                      for placement in placements(view.table, view.hand[self.selected])]
        if playing and view.table.cards:
            if self.picking:
                pick = t("gaag_board.button.cancel_pick_up", lang)
            elif not view.draw_size:
                pick = t("gaag_board.button.pick_up_last", lang)
            elif self.selected is not None:
                pick = t("gaag_board.button.pick_up_with", lang,
                         card=view.hand[self.selected].short)
            else:
                pick = t("gaag_board.button.pick_up", lang)
            specs.append(ButtonSpec(pick, self.pick_up,
                                    button_style="" if self.picking else "danger"))
        self.place_buttons.show(specs, label=label)

def play(n_players: int = 4, seed: int | None = None, *, humans: Collection[int] = (0,),
         bots: str | Sequence[str] = "heuristic", language: str | None = None,
         instant: bool = True, **rules: Any) -> GaagPlayWidget:
    """A game of GaAg in the notebook: you (seat 0) against bots.

    ``humans``: the seats played by people at this screen (``()``: bots only, step
    by step); ``bots``: the bot (or one per seat) of the other seats ("heuristic",
    "random"); ``instant``: bots answer at once after a person's move; other
    options go to :class:`~algunokit.gaag.Game` (``target``, ``first_player``).
    """
    return GaagPlayWidget(n_players, seed, humans=humans, bots=bots, language=language,
                          instant=instant, **rules)


__all__ = ["GaagPlayWidget", "intended_placement", "pickup_click", "play", "play_refusal",
           "podium_lines", "prompt_key"]
