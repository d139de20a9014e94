"""The base of the four play widgets: log, podium, forced moves, controls, error line."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from enum import Enum

import pytest

from algunokit.alguno import DecisionKind
from algunokit.errors import RuleError
from algunokit.i18n import t, tn
from algunokit.protocol import Decision
from algunokit.widgets.alguno.play import play as alguno_play
from algunokit.widgets.celsius import play as celsius_play
from algunokit.widgets.gaag import play as gaag_play
from algunokit.widgets.game_play import (
    GameLog,
    GamePlayWidget,
    forced_option,
    log_html,
    log_title,
    podium_html,
)
from algunokit.widgets.skyjo import play as skyjo_play

# -- pure texts ---------------------------------------------------------------------------


def test_the_log_shows_the_newest_line_first_and_counts_events_with_real_plurals():
    lines = ["Turn 1: Bilal starts.", "", "Bilal discards 7 of hearts."]
    text = log_html(lines, "en")
    assert text.index("Bilal discards 7 of hearts.") < text.index("Turn 1: Bilal starts.")
    assert log_title(lines, "en") == "Game log (2 events, newest first)"
    assert "role='log'" in text
    one = log_title(["Partie : 4 places."], "fr")
    assert one == "Journal de la partie (1 événement, le plus récent en haut)"
    assert tn("widgets.log.title", 0, "fr").startswith("Journal de la partie (0 événement,")
    assert "(s)" not in one


def test_the_log_escapes_what_it_shows():
    text = log_html(["<b>Bilal</b> & co"], "en")
    assert "<b>Bilal</b>" not in text and "&lt;b&gt;Bilal&lt;/b&gt; &amp; co" in text


def test_the_log_widget_keeps_the_whole_text_oldest_first():
    log = GameLog("fr", open_=True)
    log.show(["a", "b", "", "c"])
    assert log.value == "a\nb\nc"
    assert log.html.value.index(">c<") < log.html.value.index(">a<")


def test_the_log_is_collapsed_by_default_sends_no_lines_then_and_stays_open_once_opened():
    log = GameLog("en")
    log.show(["a", "b"])
    assert not log.is_open and log.html.layout.display == "none"
    assert log.html.value == ""  # nothing sent while nobody reads it (issue 19)
    assert log.toggle.description == "Game log (2 events, newest first)"
    log.expand()  # a click on the button
    assert log.html.layout.display is None and ">b<" in log.html.value
    log.show(["a", "b", "c"])
    assert log.is_open and ">c<" in log.html.value
    assert log.toggle.description == "Game log (3 events, newest first)"


def test_the_podium_is_empty_until_there_are_lines():
    assert podium_html([], "fr") == ""
    shown = podium_html(["1. Toi — 3 cartes"], "fr")
    assert "Podium" in shown and "1. Toi — 3 cartes" in shown


class Kind(Enum):
    PICK = "pick"


def test_a_forced_option_is_only_a_persons_single_answer():
    assert forced_option(None, {0}) is None
    assert forced_option(Decision(0, Kind.PICK, ("a",)), {0}) == "a"
    assert forced_option(Decision(0, Kind.PICK, ("a", "b")), {0}) is None
    assert forced_option(Decision(1, Kind.PICK, ("a",)), {0}) is None  # a bot's turn


# -- the base on a tiny game ----------------------------------------------------------------


@dataclass
class TinyGame:
    """Two seats; each decision lists its options; the log says who picked what."""

    script: list[tuple[int, tuple[str, ...]]]
    log: list[str] = field(default_factory=list)
    n_players: int = 2

    @property
    def decision(self) -> Decision | None:
        if not self.script:
            return None
        player, options = self.script[0]
        return Decision(player, Kind.PICK, options)

    @property
    def is_over(self) -> bool:
        return not self.script

    def view(self, player: int) -> int:
        return player

    def choose(self, option: str) -> None:
        decision = self.decision
        if decision is None or option not in decision.options:
            raise RuleError("common.error.not_an_option", choice=option, allowed="?")
        self.log.append(f"Seat {decision.player + 1} picks {option}.")
        self.script.pop(0)


class TinyWidget(GamePlayWidget):
    def __init__(self, script, humans=(0,), language="en"):
        super().__init__(1, language, humans, "first")
        self.script = script
        self.start(self.make_game(1), 1)
        self.children = [self.bar, self.prompt, self.message, self.podium, self.journal]
        self.refresh()

    def make_game(self, seed):
        return TinyGame(list(self.script))

    def make_bot(self, spec, seed):
        return lambda view, decision: decision.options[-1]

    def name(self, seat):
        return f"Seat {seat + 1}"

    def log_lines(self):
        return self.game.log

    def podium_lines(self):
        return ["1. Seat 1"]

    def refresh(self):
        self.refresh_common("Your turn" if self.game.decision else "Over")


def test_a_persons_forced_move_is_announced_and_waits_for_next_step():
    widget = TinyWidget([(0, ("x",)), (1, ("y", "z"))])
    shown = html.unescape(widget.prompt.value)
    assert "only one move is possible, x" in shown and "Next step" in shown
    assert not widget.step_button.disabled
    widget.auto_step()  # auto-play does not play it for the person
    assert widget.game.log == [] and not widget.auto.playing
    assert widget.step()  # "Next step" does
    assert widget.game.log == ["Seat 1 picks x."] and "Your move: x" in widget.message.value
    assert widget.step()  # then the bot answers
    assert widget.game.log[-1] == "Seat 2 picks z."
    assert widget.journal.value == "Seat 1 picks x.\nSeat 2 picks z."
    assert "Podium" in widget.podium.value and widget.step_button.disabled


def test_next_step_is_off_while_a_person_has_a_real_choice():
    widget = TinyWidget([(0, ("x", "y"))])
    assert widget.step_button.disabled
    assert not widget.step() and widget.game.log == []
    assert "It is your turn: make your choice below." in widget.message.value
    two = TinyWidget([(0, ("x", "y"))], humans=(0, 1))  # several people: each is named
    assert not two.step() and "It is Seat 1's turn (a person)" in html.unescape(two.message.value)


def test_a_refusal_is_shown_changes_nothing_and_goes_when_the_choice_changes():
    widget = TinyWidget([(0, ("x", "y"))])
    assert not widget.answer("nope") and widget.game.log == []
    assert widget.message_kind == "error" and widget.message.value
    widget.choice_changed()
    assert widget.message.value == ""
    widget.say("fine", "ok")
    widget.choice_changed()  # only an error goes away
    assert "fine" in widget.message.value


def test_new_game_deals_the_next_seed_and_stops_auto_play():
    widget = TinyWidget([(1, ("y",)), (0, ("x", "y"))])
    widget.auto.playing = True
    widget.new_button.click()
    assert widget.seed_box.value == 2 and not widget.auto.playing
    assert widget.game.log == [] and widget.message.value == ""


# -- the four games -------------------------------------------------------------------------

GAMES = {
    "alguno": lambda lang: alguno_play(4, seed=1, language=lang),
    "skyjo": lambda lang: skyjo_play(2, seed=1, language=lang),
    "celsius": lambda lang: celsius_play(2, seed=1, language=lang),
    "gaag": lambda lang: gaag_play(2, seed=1, language=lang),
}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_control_has_a_text_and_a_tooltip_in_the_language(game, lang):
    widget = GAMES[game](lang)
    assert isinstance(widget, GamePlayWidget)
    for control, label, tip in [
            (widget.new_button, "widgets.button.new_game", "widgets.tooltip.new_game"),
            (widget.step_button, "widgets.button.step", "widgets.tooltip.step"),
            (widget.auto_button, "widgets.button.auto", "widgets.tooltip.auto"),
            (widget.speed, "widgets.label.speed", "widgets.tooltip.speed"),
            (widget.seed_box, "widgets.label.seed", "widgets.tooltip.seed")]:
        assert control.description == t(label, lang) and control.tooltip == t(tip, lang)
    # the Play widget's unlabelled ▶ ■ ⟲ are hidden; it is the timer behind the toggle
    assert widget.auto.layout.display == "none" and widget.auto in widget.bar.children
    widget.auto_button.value = True
    assert widget.auto.playing and widget.auto_button.description == t("widgets.button.stop",
                                                                        lang)
    widget.auto.playing = False  # the game stops auto-play (a person's turn …)
    assert not widget.auto_button.value
    assert widget.auto_button.description == t("widgets.button.auto", lang)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_logs_newest_first_in_its_own_sentences(game):
    widget = GAMES[game]("en")
    for _ in range(6):
        decision = widget.game.decision
        if decision is None or decision.player in widget.humans:
            break
        widget.step()
    lines = widget.journal.lines
    assert lines and widget.journal.value == "\n".join(lines)
    widget.journal.expand()
    shown = widget.journal.html.value
    assert shown.index(html.escape(lines[-1], quote=False)) <= shown.index(
        html.escape(lines[0], quote=False))


def test_alguno_says_a_persons_discard_with_card_names_never_codes():
    widget = alguno_play(4, seed=2, humans=(0, 1, 2, 3), language="en")
    game = widget.game
    for _ in range(200):
        decision = game.decision
        if decision.kind is DecisionKind.DISCARD and len(decision.options[0]) == 1 \
                and len(decision.options) > 1:
            break
        game.choose(decision.options[0])
    else:
        pytest.fail("no discard of one card in 200 moves")
    widget.refresh()
    widget.confirm()  # nothing selected: refused
    assert widget.message_kind == "error"
    widget.hand.toggle(0)  # choosing a card clears that error
    assert widget.message.value == ""
    card = game.table.hands[decision.player][0]
    widget.confirm()
    said = html.unescape(widget.message.value)
    assert card.label("en") in said and card.short not in said.split(": ", 1)[1]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_widget_is_a_displayable_model(game):
    widget = GAMES[game]("fr")
    bundle = widget._repr_mimebundle_()  # what the notebook asks to show it
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == widget.model_id
    assert widget.children and widget.journal in widget.children


def test_alguno_a_new_half_in_the_builder_clears_a_refusal():
    widget = alguno_play(4, seed=3, humans=(0, 1, 2, 3), language="fr")
    assert widget.game.decision.kind is DecisionKind.BUILD
    builder = widget.panel.children[0]
    assert not widget.answer("pas une option")  # refused by the engine: shown in red
    assert widget.message_kind == "error" and widget.message.value
    builder.half.value = 1 - builder.half.value
    assert widget.message.value == ""
