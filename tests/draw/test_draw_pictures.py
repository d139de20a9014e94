"""The pictures engines reach through ``algunokit.hooks`` (svg.card, svg.hand, ...)."""

from __future__ import annotations

import algunokit  # noqa: F401  (the facade registers the hooks)
from algunokit import hooks
from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.cards import Card

HOOK_NAMES = ("svg.card", "svg.hand", "svg.alternative", "svg.condition_card",
              "svg.action_card", "print.deck")


def test_every_picture_hook_is_registered() -> None:
    for name in HOOK_NAMES:
        assert name in hooks._SERVED, name


def test_card_and_hand_pictures_are_svg_in_the_language_asked() -> None:
    card = Card.from_code("7H")
    assert hooks.call("svg.card", card, "en").startswith("<svg")
    assert "7 of hearts" in hooks.call("svg.card", card, "en")
    assert "7 de cœur" in hooks.call("svg.card", card, "fr")
    hand = hooks.call("svg.hand", [card, Card.from_code("QS")], "en")
    assert "7 of hearts" in hand and "queen of spades" in hand


def test_condition_and_action_cards_show_their_text() -> None:
    condition = condition_cards(1)[0]
    svg = hooks.call("svg.condition_card", condition, "en")
    assert svg.startswith("<svg") and condition.label("en").split(" | ")[0][:8] in svg
    action = action_cards(2)[0]
    assert action.label("fr") in hooks.call("svg.action_card", action, "fr")


def test_alternative_picture_names_the_branches() -> None:
    alt = Alternative(parse_condition("hearts = 1"), (parse_action("discard 1"),),
                      (parse_action("draw 2"),))
    svg = hooks.call("svg.alternative", alt, "fr")
    assert "ALORS" in svg and "SINON" in svg
    assert "THEN" in hooks.call("svg.alternative", alt, "en")


def test_print_deck_writes_a_sheet(tmp_path) -> None:
    path = hooks.call("print.deck", tmp_path / "deck.html", list(condition_cards(1)[:2]), "en",
                      "Deck")
    text = path.read_text(encoding="utf-8")
    assert "<svg" in text and "Deck" in text
