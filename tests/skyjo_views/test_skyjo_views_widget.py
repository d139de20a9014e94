"""The Skyjo play widget driven from Python: clicks on the canvas at region centres,
button presses, bots; wrong clicks give a short message and change nothing."""

from __future__ import annotations

import pytest
from skyjo_view_helpers import centre, mid_round

from algunokit import skyjo
from algunokit.skyjo import DecisionKind, DiscardAndReveal, Exchange, Game, Pile, Reveal, Slot
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.skyjo import Arm, SkyjoPlayWidget, click_meaning, highlights


def click(widget, key):
    view = widget.view
    return view.click(*centre(view.drawing, key))


def with_game(widget, game):
    widget.game = game
    widget.refresh()
    return widget


def state(widget):
    return widget.game.to_json()


def test_play_is_on_the_skyjo_facade():
    widget = skyjo.play(3, seed=4, humans=(0,))
    assert isinstance(widget, SkyjoPlayWidget)
    assert "play" in skyjo.__all__
    assert widget.game.decision.kind is DecisionKind.SETUP_REVEAL and widget.human_turn


def test_a_whole_turn_by_clicking_the_table():
    widget = with_game(skyjo.play(3, seed=1), mid_round())
    redraws = widget.view.redraws
    click(widget, ("discard",))
    game = widget.game
    assert game.decision.kind is DecisionKind.PLACE_DISCARD and game.view(0).held == 9
    assert widget.view.redraws == redraws + 1
    click(widget, ("slot", 0, 0, 1))  # onto a face-down card
    view = game.view(0)
    assert view.cell(0, 1) == 9 and view.discard_top == 5 and view.current == 1
    assert widget.view.redraws == redraws + 2
    assert "Ton coup : échanger avec la carte ligne 0, colonne 1<" in widget.message.value


def test_draw_then_discard_and_reveal_by_clicking():
    widget = with_game(skyjo.play(3, seed=1), mid_round())
    click(widget, ("draw",))
    assert widget.game.view(0).held == 8
    click(widget, ("discard",))  # arms discarding: nothing played yet
    assert widget.discarding and widget.game.view(0).held == 8
    assert ("slot", 0, 0, 1) in widget.drawing_keys()
    assert ("slot", 0, 0, 0) not in widget.drawing_keys()  # face up: not a target now
    before = state(widget)
    click(widget, ("slot", 0, 0, 0))  # face up: refused while discarding
    assert state(widget) == before and "cachées" in widget.message.value
    click(widget, ("discard",))  # cancel
    assert not widget.discarding and "Annulé" in widget.message.value
    click(widget, ("discard",))
    click(widget, ("slot", 0, 2, 3))
    view = widget.game.view(0)
    assert view.cell(2, 3) == -1 and view.discard_top == 8 and view.held is None
    assert not widget.discarding


@pytest.mark.parametrize(("setup", "key", "fragment"), [
    ((), ("slot", 1, 0, 0), "tableau est celui de Bilal"),
    ((), ("slot", 0, 0, 0), "Commence par prendre une carte"),
    ((Pile.DISCARD,), ("draw",), "doit être échangée"),
    ((Pile.DISCARD,), ("discard",), "doit être échangée"),
    ((Pile.DRAW,), ("draw",), "déjà une carte en main"),
    ((Pile.DRAW, Exchange(0, 0), Pile.DRAW), ("slot", 1, 0, 2), "plus de carte ici"),
])
def test_wrong_clicks_change_nothing(setup, key, fragment):
    widget = with_game(skyjo.play(3, seed=1, humans=(0, 1)), mid_round())
    for option in setup:
        widget.choose(option)
    before, redraws = state(widget), widget.view.redraws
    click(widget, key)
    assert state(widget) == before, key
    assert widget.view.redraws == redraws
    assert fragment in widget.message.value and "alert" in widget.message.value


def test_bot_turn_and_game_over_refuse_clicks():
    widget = with_game(skyjo.play(3, seed=1, humans=(1,)), mid_round())
    before = state(widget)
    click(widget, ("draw",))
    assert state(widget) == before and "Étape suivante" in widget.message.value
    widget.auto.playing = True
    assert widget.step() is True
    assert widget.game.decision.player == 0  # the bot took a card, now places it
    widget.run_bots()
    assert widget.game.decision.player == 1 and widget.human_turn
    assert widget.step() is False and "à toi de jouer" in widget.message.value


def test_setup_reveals_by_click_and_by_button():
    widget = skyjo.play(2, seed=5, humans=(0,), bots="random", language="en")
    before = state(widget)
    click(widget, ("draw",))
    assert state(widget) == before and "Start of the round" in widget.message.value
    click(widget, ("slot", 0, 1, 2))
    assert widget.game.view(0).cell(1, 2) is not Slot.HIDDEN
    click(widget, ("slot", 0, 1, 2))  # already face up
    assert "already face up" in widget.message.value
    labels = [b.description for b in widget.buttons.children]
    assert len(labels) == 11 and labels[0] == "turn the card at row 0, column 0 face up"
    widget.buttons.children[0].click()
    assert widget.game.view(0).cell(0, 0) is not Slot.HIDDEN
    assert widget.game.decision.player == 1 and widget.buttons.children == ()


def test_one_button_per_legal_option_labelled_by_the_engine():
    widget = with_game(skyjo.play(3, seed=1), mid_round())
    decision = widget.game.decision
    labels = [b.description for b in widget.buttons.children]
    assert labels == [skyjo.describe_option(o) for o in decision.options]
    widget.buttons.children[0].click()  # draw
    assert widget.game.decision.kind is DecisionKind.PLACE_DRAWN
    options = widget.game.decision.options
    assert len(widget.buttons.children) == len(options)
    target = options.index(DiscardAndReveal(1, 0))
    widget.buttons.children[target].click()
    assert widget.game.view(0).cell(1, 0) == 1


def test_a_person_plays_a_whole_game_by_clicks_only():
    widget = skyjo.play(2, seed=3, humans=(0,), bots="heuristic")
    me = 0
    for _ in range(5000):
        game = widget.game
        decision = game.decision
        if decision is None:
            break
        if decision.player != me:
            widget.run_bots()
            continue
        view = game.view(me)
        if decision.kind is DecisionKind.CHOOSE_PILE:
            click(widget, ("discard",) if view.discard_top is not None
                  and view.discard_top <= 2 else ("draw",))
        elif decision.kind is DecisionKind.SETUP_REVEAL:
            option = decision.options[0]
            click(widget, ("slot", me, option.row, option.col))
        else:
            exchange = next(o for o in decision.options if isinstance(o, Exchange))
            hidden = [o for o in decision.options if isinstance(o, DiscardAndReveal)]
            if view.held > 4 and hidden:
                click(widget, ("discard",))
                exchange = hidden[0]
            click(widget, ("slot", me, exchange.row, exchange.col))
        assert game.decision != decision or game is not widget.game, widget.message.value
    assert widget.game.is_over
    assert "Podium" in widget.podium.value and "Partie terminée" in widget.prompt.value


def test_bots_only_auto_play_and_new_game():
    widget = skyjo.play(4, seed=2, humans=(), bots=["heuristic", "random"])
    assert widget.run_bots() > 50 and widget.game.is_over
    assert widget.step() is False
    widget.new_game(9)
    assert widget.seed_box.value == 9 and widget.game.turn == 0
    assert widget.game.to_json() == Game(4, 9).to_json()


def test_a_strategy_function_can_be_the_opponent():
    calls = []

    def first(view, decision):
        calls.append(decision.kind)
        return decision.options[0]

    widget = skyjo.play(2, seed=1, humans=(), bots=[first, "random"])
    widget.run_bots(40)
    assert calls and widget.game.turn > 0


def test_a_wrong_bot_answer_is_a_message_not_a_traceback():
    widget = skyjo.play(2, seed=1, humans=(), bots=lambda view, decision: "nonsense")
    before = state(widget)
    assert widget.run_bots() == 0
    assert state(widget) == before and "alert" in widget.message.value


def test_each_redraw_is_one_canvas_message(monkeypatch):
    from ipycanvas.canvas import _CANVAS_MANAGER

    widget = skyjo.play(8, seed=9, humans=())
    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append(len(buffers or ())))
    redraws = widget.view.redraws
    widget.step()
    widget.step()
    widget.run_bots(30)
    assert widget.view.redraws - redraws == len(sent) == 3


def test_the_widget_speaks_english():
    widget = skyjo.play(2, seed=2, language="en", names=["Ada", "Bot"])
    assert "Your turn: Turn one of your face-down cards" in widget.prompt.value  # Ada alone
    assert widget.bots_button.description == "Bots until my turn"
    assert "Ada (person)" in widget.view.drawing.description


def test_click_meaning_is_pure():
    game = mid_round()
    decision = game.decision
    view = game.view(0)
    assert click_meaning(view, decision, ("discard",), human=True) is Pile.DISCARD
    assert click_meaning(view, decision, ("player", 0), human=True).key == \
        "skyjo_table.refuse.nothing"
    assert click_meaning(view, None, ("draw",), human=True).key == "widgets.refuse.game_over"
    assert isinstance(click_meaning(view, decision, ("draw",), human=False), Refusal)
    game.choose(Pile.DRAW)
    decision, view = game.decision, game.view(0)
    assert click_meaning(view, decision, ("discard",), human=True) == Arm(True)
    assert click_meaning(view, decision, ("discard",), human=True, discarding=True) == Arm(False)
    assert click_meaning(view, decision, ("slot", 0, 0, 1), human=True,
                         discarding=True) == DiscardAndReveal(0, 1)
    assert click_meaning(view, decision, ("slot", 0, 0, 0), human=True) == Exchange(0, 0)
    assert highlights(view, decision, human=False) == frozenset()
    assert ("discard",) in highlights(view, decision, human=True)
    setup = Game(2, seed=1)
    assert click_meaning(setup.view(0), setup.decision, ("slot", 0, 2, 2),
                         human=True) == Reveal(2, 2)


def test_no_face_down_card_left_means_exchange_only():
    game = mid_round()
    game.choose(Pile.DRAW)
    view = game.view(0)
    cells = tuple(c if c is not Slot.HIDDEN else 5 for c in view.grids[0])
    view = view._replace(grids=(cells, *view.grids[1:]))
    refusal = click_meaning(view, game.decision, ("discard",), human=True)
    assert refusal.key == "skyjo_table.refuse.no_hidden" and refusal.message()
