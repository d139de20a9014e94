"""The GaAg play widget driven from Python: clicks and buttons change the game, or not."""

from __future__ import annotations

from html import unescape

import ipywidgets as W
import pytest

import algunokit.gaag as gaag
from algunokit.gaag import (
    DecisionKind,
    Game,
    PickUp,
    Placement,
    PlacementKind,
    Reverse,
    Row,
    element,
    gap_card,
)
from algunokit.i18n import t
from algunokit.simulation import bot_label
from algunokit.widgets.alguno.logic import Refusal
from algunokit.widgets.gaag import (
    GaagPlayWidget,
    intended_placement,
    pickup_click,
    play_refusal,
    prompt_key,
)


def rigged(n: int, hands, *, values=(), current: int = 0, draw=None) -> Game:
    """A game whose hands, table (Z values, 0 for "<>") and draw pile are set by hand."""
    from algunokit.draw.gaag import row_table

    table = row_table(list(values)) if values else Row()
    return Game.from_setup(hands, table=table, current=current, draw=draw)


def widget_with(game: Game, **options) -> GaagPlayWidget:
    widget = GaagPlayWidget(game.n_players, 0, language=options.pop("language", "en"),
                            **options)
    widget.load(game)
    return widget


def centre(widget: GaagPlayWidget, key):
    region = next(r for r in widget.view.drawing.regions if r.key == key)
    return region.x + region.w / 2, region.y + region.h / 2


def click(widget: GaagPlayWidget, key) -> None:
    assert widget.view.click(*centre(widget, key)) == key


def said(widget: GaagPlayWidget) -> str:
    """The message under the picture, as text."""
    return unescape(widget.message.value)


def lit_places(widget: GaagPlayWidget) -> list[int]:
    return [r.key[1] for r in widget.view.drawing.regions
            if r.key[0] == "place" and "—" not in r.label]


# -- pure decisions ---------------------------------------------------------------------------


def test_intended_placement_takes_the_legal_one_or_the_one_the_click_means():
    from algunokit.draw.gaag import row_table

    table = row_table([3, 6, 8])
    assert intended_placement(table, element(2), 0) == Placement(PlacementKind.LEFT, 0)
    assert intended_placement(table, element(2), 3) == Placement(PlacementKind.RIGHT, 3)
    assert intended_placement(table, gap_card(), 1) == Placement(PlacementKind.GAP, 1)
    assert intended_placement(table, element(4), 1) == Placement(PlacementKind.GAP, 1)
    assert intended_placement(table, element(7), 2) == Placement(PlacementKind.BOND, 2)
    assert intended_placement(table, element(7), 1) == Placement(PlacementKind.BOND, 1)
    assert intended_placement(Row(), element(5), 0) == Placement(PlacementKind.FIRST, 0)


def test_pickup_click_starts_with_the_selected_card_or_asks_for_one():
    game = rigged(2, [[element(3), element(9)], [element(4)]], values=[5])
    view = game.view(0)
    assert pickup_click(view, 1) == PickUp(element(9))
    assert pickup_click(view, None) is None  # step 2 of 2: the widget asks for the card
    game.draw = []
    assert pickup_click(game.view(0), 1) == PickUp(None)  # last pick-up: no new table
    assert pickup_click(game.view(0), None) == PickUp(None)
    empty = rigged(2, [[element(3)], [element(4)]])
    assert pickup_click(empty.view(0), None) == PickUp(None)  # the engine says: nothing there


def test_prompt_key_says_picking_up_is_the_move_when_no_card_fits():
    stuck = rigged(2, [[element(4), element(9)], [element(4, 1)]], values=[1, 5, 18])
    assert prompt_key(stuck.view(0), False) == "gaag_board.prompt.stuck"
    assert prompt_key(stuck.view(0), True) == "gaag_board.prompt.picking"
    stuck.draw = []
    assert prompt_key(stuck.view(0), False) == "gaag_board.prompt.stuck_last"
    free = rigged(2, [[element(3), element(9)], [element(4)]], values=[5])
    assert prompt_key(free.view(0), False) == "gaag_board.prompt.play"


def test_play_refusal_says_whose_turn_it_is():
    game = rigged(2, [[element(3)], [element(4)]], current=1)
    refusal = play_refusal(game, {0})
    assert isinstance(refusal, Refusal) and "Bilal" in refusal.message("fr")
    assert play_refusal(game, {1}) is None


# -- the widget -------------------------------------------------------------------------------


def test_play_opens_a_game_against_bots_that_answer_at_once():
    widget = gaag.play(4, seed=3, language="fr")
    assert isinstance(widget, GaagPlayWidget)
    decision = widget.game.decision
    assert decision.player == 0 and decision.kind is DecisionKind.PLAY  # bots played up to seat 0
    assert "À toi\u00a0:" in widget.prompt.value
    assert widget.view.redraws >= 1
    assert widget.view.drawing.width >= 960


def test_selecting_a_card_lights_its_places_and_a_click_there_plays_it():
    hands = [[element(2), element(13, 1), gap_card()], [element(9)] * 1, [element(10)]]
    game = rigged(3, hands, values=[5, 8, 12])
    widget = widget_with(game, instant=False)
    assert lit_places(widget) == []
    redraws = widget.view.redraws
    click(widget, ("hand", 1))  # Al, Z = 13
    assert widget.selected == 1 and widget.view.redraws == redraws + 1
    assert lit_places(widget) == [3]
    assert "on the right (position 3)" in said(widget)
    places = [b for b in widget.place_buttons.children if isinstance(b, W.Button)]
    assert [b.description for b in places] == ["on the right (position 3)",
                                               "Pick up, then start again with Al13•"]
    click(widget, ("place", 3))
    assert widget.game.table.label("en") == "B5 O8 Mg12 Al13•"
    assert widget.game.turn == 1 and widget.game.current == 1
    assert widget.selected is None and widget.view.redraws == redraws + 2
    # one person against robots: « You » and « Robot 1 », the bot's kind by its label
    assert "Your move: play Al – aluminium" in said(widget)
    assert t("gaag_board.prompt.bot", "en", player="Robot 1",
             bot=bot_label("heuristic", "en")) in unescape(widget.prompt.value)


def test_a_wrong_place_shows_the_engines_reason_and_changes_nothing():
    game = rigged(2, [[gap_card(), element(2)], [element(9)]], values=[3, 6, 7])
    widget = widget_with(game, language="en")
    saved = game.to_json()
    click(widget, ("hand", 0))
    redraws = widget.view.redraws
    click(widget, ("place", 1))  # between 3 and 6: two values are missing
    assert "Between 3 and 6, 2 values are missing (4, 5)" in said(widget)
    assert game.to_json() == saved and widget.view.redraws == redraws
    click(widget, ("place", 2))  # between 6 and 7: nothing is missing
    assert "no value is missing" in said(widget)
    click(widget, ("hand", 1))  # He, Z = 2, on the right of 7: not greater
    click(widget, ("place", 3))
    assert "Z = 2 is not strictly greater than 7" in said(widget)
    assert game.to_json() == saved


def test_a_place_without_a_card_or_out_of_turn_is_refused_politely():
    game = rigged(2, [[element(2)], [element(9)]], values=[5], current=1)
    widget = widget_with(game, instant=False, language="fr")
    saved = game.to_json()
    click(widget, ("hand", 0))
    assert (t("widgets.refuse.bot_turn", "fr", player="Robot 1") in unescape(said(widget))
            and widget.selected is None)
    widget.step()  # the bot plays
    assert game.current == 0
    click(widget, ("place", 0))
    assert "Choisis d'abord une carte" in said(widget)
    assert game.to_json() != saved


def test_clicking_the_selected_card_again_unselects_it_and_buttons_follow():
    game = rigged(2, [[element(2), element(3)], [element(9)]], values=[5])
    widget = widget_with(game)
    toggles = [b for b in widget.hand_buttons.children if isinstance(b, W.ToggleButton)]
    assert [b.description for b in toggles] == ["He2", "Li3"]
    toggles[1].value = True  # keyboard: press the card's button
    assert widget.selected == 1
    toggles = [b for b in widget.hand_buttons.children if isinstance(b, W.ToggleButton)]
    assert toggles[1].value is True
    click(widget, ("hand", 1))
    assert widget.selected is None and lit_places(widget) == []


def test_place_buttons_play_from_the_keyboard():
    game = rigged(2, [[element(7, 1), element(3)], [element(9)]], values=[5, 8, 12])
    widget = widget_with(game, instant=False)
    widget.select(0)
    button = next(b for b in widget.place_buttons.children
                  if isinstance(b, W.Button) and "bonded" in b.description)
    button.click()
    assert game.table.label("en") == "B5 N7• O8 Mg12"
    assert game.decision.kind is DecisionKind.DIRECTION  # a bond is a special card


def test_after_a_special_card_the_person_chooses_the_direction():
    hands = [[element(1), element(3)], [element(9)], [element(10)]]
    game = rigged(3, hands, values=[5, 8])
    widget = widget_with(game, instant=False, language="fr")
    widget.select(0)
    click(widget, ("place", 0))  # H closes the left end: special
    assert game.decision.kind is DecisionKind.DIRECTION and game.decision.player == 0
    buttons = widget.direction_buttons.children
    assert [b.description for b in buttons] == ["garder le sens du jeu",
                                                "changer le sens du jeu"]
    assert "garder ou changer" in widget.prompt.value
    click(widget, ("hand", 0))  # not the time to play a card
    assert "Ce n'est pas le moment" in said(widget)
    redraws = widget.view.redraws
    buttons[1].click()
    assert game.direction == -1 and game.current == 2 and widget.view.redraws == redraws + 1
    assert widget.direction_buttons.children == ()


def test_pick_up_takes_the_table_and_starts_it_again_with_the_selected_card():
    hands = [[element(2), element(9, 4)], [element(4)], [element(6)]]
    game = rigged(3, hands, values=[5, 0, 7, 11])  # "<>" stands for 6
    widget = widget_with(game, instant=False)
    click(widget, ("pickup",))  # no card chosen: step 2 asks for one, nothing is refused
    assert "Step 2 of 2" in said(widget) and "error" not in widget.message.value
    assert game.turn == 0 and widget.picking
    click(widget, ("pickup",))  # a second click cancels
    assert not widget.picking and "cancelled" in said(widget) and game.turn == 0
    widget.select(1)
    pick = next(b for b in widget.place_buttons.children
                if isinstance(b, W.Button) and b.description.startswith("Pick up"))
    pick.click()
    assert game.piles[0] and game.table.label("en") == "F9••••"
    assert game.turn == 1 and game.current == 1


def test_bots_only_step_by_step_until_the_podium():
    widget = gaag.play(3, seed=4, humans=(), language="en", target=15)
    assert widget.view.redraws == 1 and widget.game.turn == 0
    assert widget.step() and widget.game.turn == 1
    click_refused = widget.view.click(*centre(widget, ("hand", 0)))
    assert click_refused == ("hand", 0) and "bot" in said(widget)
    for _ in range(5000):
        if not widget.step():
            break
    assert widget.game.is_over
    assert "Podium" in widget.podium.value and " atoms<" in widget.podium.value
    assert "Game over" in widget.prompt.value and widget.step_button.disabled
    assert "The game is over" in widget.journal.value


def test_new_game_and_a_person_playing_a_whole_game_with_the_first_legal_option():
    widget = gaag.play(2, seed=7, language="fr", target=20)
    widget.new_game(11)
    assert widget.seed_box.value == 11 and widget.game.turn <= 1
    for _ in range(3000):
        decision = widget.game.decision
        if decision is None:
            break
        option = decision.options[0]
        if decision.kind is DecisionKind.DIRECTION:
            widget.direction(option)
        elif isinstance(option, PickUp):
            hand = widget.game.hands[0]
            widget.selected = hand.index(option.start) if option.start is not None else None
            widget.pick_up()
        else:
            widget.selected = widget.game.hands[0].index(option.card)
            widget.place(option.placement.index)
    assert widget.game.is_over and "Podium" in widget.podium.value


def test_keep_and_reverse_are_options_of_the_engine():
    assert set(Reverse) == {Reverse.KEEP, Reverse.REVERSE}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_label_comes_in_both_languages(lang):
    widget = gaag.play(3, seed=2, language=lang)
    words = {"fr": "Nouvelle partie", "en": "New game"}[lang]
    assert widget.new_button.description == words
    assert widget.view.drawing.description.startswith("GaAg")


def test_one_canvas_message_per_redraw(monkeypatch):
    from ipycanvas.canvas import _CANVAS_MANAGER

    sent = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send",
                        lambda content, buffers=None: sent.append(content))
    game = rigged(2, [[element(2), element(13)], [element(9)]], values=[5, 8])
    widget = widget_with(game, instant=False)
    before = len(sent)
    widget.select(1)
    widget.place(2)
    assert len(sent) - before == 2


def test_stuck_pick_up_is_two_clicks_and_no_hand_card_is_greyed():
    """The dead end of issue 20: no card fits, « pick up » must not answer in red."""
    hands = [[element(4), element(9, 2)], [element(6)], [element(6, 1)]]
    game = rigged(3, hands, values=[1, 5, 18])
    widget = widget_with(game, instant=False, language="fr")
    assert "aucune de tes cartes ne peut se poser" in widget.prompt.value
    faces = [s for s in widget.view.drawing.shapes
             if getattr(s, "text", None) in ("Be", "F") and s.size > 20]
    assert faces and all(s.opacity == 1 for s in faces)
    pick = next(b for b in widget.place_buttons.children if isinstance(b, W.Button))
    assert pick.description == "Ramasser la table (étape 1 sur 2)"
    pick.click()
    assert widget.picking and game.turn == 0 and "Étape 2 sur 2" in said(widget)
    assert "étape 2 sur 2" in widget.prompt.value
    assert "error" not in widget.message.value
    assert not any(b.disabled for b in widget.hand_buttons.children
                   if isinstance(b, W.ToggleButton))
    click(widget, ("place", 0))  # a place now is refused kindly, nothing changes
    assert "ramasser la table" in said(widget) and game.turn == 0
    click(widget, ("hand", 1))  # step 2: the fluorine card starts the new table
    assert game.turn == 1 and not widget.picking
    assert game.table.cards == (element(9, 2),) and len(game.piles[0]) == 3
