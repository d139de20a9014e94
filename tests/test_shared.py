"""Shared ground: cards and decks, the language switch, the catalogue, errors."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import algunokit as ak
from algunokit.cards import Card, Colour, Rank, Suit, classic_deck
from algunokit.messages import CATALOGUE, texts


def test_deck_sizes_and_contents():
    d54, d52, d40 = classic_deck("54"), classic_deck("52"), classic_deck("40")
    assert (len(d54), len(d52), len(d40)) == (54, 52, 40)
    assert len(set(d54)) == 54
    jokers = [c for c in d54 if c.is_joker]
    assert sorted(j.colour.value for j in jokers) == ["black", "red"]
    assert all(j.suit is None for j in jokers)
    assert not any(c.is_joker for c in d52 + d40)
    assert max(c.rank for c in d40) == Rank.TEN
    assert Counter(c.suit for c in d40) == {s: 10 for s in Suit}
    assert Counter(c.colour for c in d54) == {Colour.RED: 27, Colour.BLACK: 27}


def test_default_deck_is_54():
    assert classic_deck() == classic_deck("54")


def test_unknown_deck_variant_is_a_clear_error():
    with pytest.raises(ak.ConfigError, match="inconnu"):
        classic_deck("32")


def test_suit_colours():
    assert Suit.HEARTS.colour is Suit.DIAMONDS.colour is Colour.RED
    assert Suit.CLUBS.colour is Suit.SPADES.colour is Colour.BLACK


def test_card_codes_round_trip():
    for card in classic_deck("54"):
        assert Card.from_code(card.code) == card
    assert Card.from_code("10s") == Card(Rank.TEN, Suit.SPADES)
    assert Card.from_code("JR") == Card.joker(Colour.RED)


@pytest.mark.parametrize("bad", ["1H", "11S", "ZZ", "", "JK", None])
def test_bad_card_code(bad):
    with pytest.raises(ak.DeckFileError):
        Card.from_code(bad)


def test_invalid_cards_are_refused():
    with pytest.raises(ValueError):
        Card(Rank.JOKER, Suit.HEARTS, Colour.RED)
    with pytest.raises(ValueError):
        Card(Rank.ACE)
    with pytest.raises(ValueError):
        Card(Rank.ACE, Suit.HEARTS, Colour.BLACK)


def test_card_labels_in_both_languages():
    card = Card(Rank.QUEEN, Suit.SPADES)
    assert card.label("fr") == "dame de pique"
    assert card.label("en") == "queen of spades"
    assert Card.joker(Colour.BLACK).label("fr") == "joker noir"
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10♥"


def test_language_switch():
    assert ak.get_language() == "fr"
    ak.set_language("en")
    assert ak.t("common.yes") == "yes"
    with ak.language("fr"):
        assert ak.t("common.yes") == "oui"
    assert ak.get_language() == "en"
    with pytest.raises(ValueError, match="Unknown language"):
        ak.set_language("de")


def test_catalogue_is_complete_and_consistent():
    placeholder = re.compile(r"\{(\w+)\}")
    for key in CATALOGUE:
        fr, en = texts(key, "fr"), texts(key, "en")
        assert all(text.strip() for text in fr + en), key
        assert len(fr) == len(en), key
        assert {p for text in fr for p in placeholder.findall(text)} == \
               {p for text in en for p in placeholder.findall(text)}, key


def test_plural_forms_follow_each_language():
    assert ak.tn("common.cards", 0, "fr") == "0 carte"
    assert ak.tn("common.cards", 0, "en") == "0 cards"
    assert ak.tn("common.cards", 2, "fr") == "2 cartes"
    assert ak.tn("common.cards", 1, "en") == "1 card"
    with pytest.raises(KeyError):
        ak.t("common.cards", "fr")


def test_errors_carry_both_languages():
    err = ak.RuleError("common.error.game_over")
    assert "terminée" in str(err)
    assert "over" in err.message("en")
    assert isinstance(err, ak.AlgunokitError)
    ak.set_language("en")
    assert "over" in str(ak.RuleError("common.error.game_over"))


def test_public_api_all_is_exact():
    exported = set(ak.__all__)
    public = {n for n in dir(ak) if not n.startswith("_") and not isinstance(getattr(ak, n),
              type(ak))}
    assert exported - {"__version__"} == public - {"annotations"}
    for name in ak.__all__:
        assert hasattr(ak, name)


def test_play_in_the_facade_names_the_game():
    with pytest.raises(ak.ConfigError) as err:
        ak.play("uno")
    assert err.value.key == "common.error.unknown_game"
    import algunokit.protocol  # noqa: F401  (loading the protocol module again keeps ak.play)

    assert callable(ak.play)
    widget = ak.play("Skyjo", 2, seed=3)
    assert type(widget).__module__ == "algunokit.widgets.skyjo"
    from algunokit import gaag

    assert type(gaag.play(3, seed=1)).__module__ == "algunokit.widgets.gaag"
    from algunokit import celsius

    ready = celsius.Game(2, seed=4)
    assert ak.play("celsius", game=ready).game is ready  # 'game=' is the game's own option


def test_a_refused_answer_lists_the_options_in_the_language_it_is_read_in():
    import pickle

    from algunokit import gaag

    game = gaag.Game(3, seed=1)
    with pytest.raises(ak.RuleError) as err:
        game.choose(gaag.PickUp("H1"))
    assert "play " in err.value.message("en") and "jouer " not in err.value.message("en")
    assert "jouer " in err.value.message("fr")
    assert pickle.dumps(err.value)  # still travels between processes (tournaments)


def test_an_error_about_an_object_that_cannot_be_written_is_still_written():
    class Broken:
        def __str__(self):
            raise KeyError("no text")

    err = ak.ConfigError("common.error.unknown_game", name=Broken(), allowed="alguno")
    assert "<Broken>" in err.message("fr") and "<Broken>" in err.message("en")


def test_the_protocol_module_is_not_shadowed_by_ak_play():
    """``ak.play`` is the function that shows a game; the protocol module has its own
    name (``algunokit.protocol``), so importing it never replaces the function."""
    import importlib
    import pathlib

    protocol = importlib.import_module("algunokit.protocol")
    assert callable(ak.play) and not isinstance(ak.play, type(protocol))
    assert ak.protocol is protocol and hasattr(protocol, "Decision")
    assert not (pathlib.Path(ak.__file__).parent / "play.py").exists()
