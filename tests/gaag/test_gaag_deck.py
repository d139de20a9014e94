"""The 70-card deck, element names and labels in French and English."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from collections import Counter

import pytest

from algunokit.gaag import DECK, SYMBOLS, atoms_of, element, gap_card
from algunokit.gaag.elements import card_from_data
from algunokit.messages import CATALOGUE, texts


def test_deck_has_seventy_cards_as_the_sheet_says():
    assert len(DECK) == 70
    by_atoms = Counter(card.atoms for card in DECK if not card.is_gap)
    assert by_atoms == {0: 18, 1: 16, 2: 14, 3: 12, 4: 4}
    assert DECK.count(gap_card()) == 6
    zs = {atoms: sorted(c.z for c in DECK if not c.is_gap and c.atoms == atoms)
          for atoms in range(5)}
    assert zs[0] == list(range(1, 19))
    assert zs[1] == list(range(2, 18))
    assert zs[2] == list(range(3, 17))
    assert zs[3] == list(range(4, 16))
    assert zs[4] == list(range(9, 13))


def test_element_cards_are_unique_and_gap_cards_equal():
    elements = [c for c in DECK if not c.is_gap]
    assert len(set(elements)) == 64
    assert gap_card() == gap_card() and hash(gap_card()) == hash(gap_card())
    assert element(7, 2) == element(7, 2)
    assert atoms_of(DECK) == 96
    assert gap_card().atoms == 0


@pytest.mark.parametrize("z, atoms", [(1, 1), (18, 1), (2, 2), (9, 5), (0, 0), (19, 0), (8, 4)])
def test_cards_that_do_not_exist_are_refused(z, atoms):
    with pytest.raises(ValueError):
        element(z, atoms)


def test_symbols_and_names_h_to_ar():
    assert SYMBOLS[1] == "H" and SYMBOLS[2] == "He" and SYMBOLS[18] == "Ar"
    assert len(SYMBOLS) == 19
    assert element(7).name("fr") == "azote" and element(7).name("en") == "nitrogen"
    assert element(16).name("en") == "sulfur" and element(16).name("fr") == "soufre"
    for z in range(1, 19):
        assert f"gaag.element.{z}" in CATALOGUE


def test_labels_in_both_languages():
    assert element(7, 2).label("fr") == "N – azote (Z = 7, 2 atomes)"
    assert element(7, 2).label("en") == "N – nitrogen (Z = 7, 2 atoms)"
    assert element(5, 1).label("en") == "B – boron (Z = 5, 1 atom)"
    assert element(1).label("fr") == "H – hydrogène (Z = 1, aucun atome)"
    assert gap_card().label("fr") == "« <> »" and gap_card().label("en") == "'<>'"
    assert str(element(9, 4)) == "F9••••" and str(gap_card()) == "<>"


def test_card_json_round_trip():
    for card in set(DECK):
        assert card_from_data(card.to_data()) == card
    for bad in ([0, 1], [7], "N7", [7, 2.0], None):
        with pytest.raises(ValueError):
            card_from_data(bad)


def test_every_gaag_message_has_both_languages():
    keys = [k for k in CATALOGUE if k.startswith("gaag.")]
    assert "gaag.name" in keys and CATALOGUE["gaag.name"]["fr"] == "GaAg"
    for key in keys:
        assert all(x.strip() for x in texts(key, "fr") + texts(key, "en"))


MODULES = sorted(info.name for info in pkgutil.iter_modules(
    importlib.import_module("algunokit.gaag").__path__))


def test_every_module_of_the_template_is_there():
    assert {"rules", "moves", "game", "view", "events", "save", "bots", "simulate",
            "cli"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples(module):
    mod = importlib.import_module(f"algunokit.gaag.{module}")
    assert doctest.testmod(mod).failed == 0


def test_public_api_all_is_exact():
    import algunokit.gaag as gaag

    public = {n for n in dir(gaag) if not n.startswith("_") and not isinstance(
        getattr(gaag, n), type(gaag))}
    assert set(gaag.__all__) == public
    assert doctest.testmod(gaag).failed == 0


def test_every_gaag_key_is_written_out_in_the_code():
    """Keys are literal strings (never built at run time), and none is left unused."""
    from pathlib import Path

    import algunokit

    root = Path(algunokit.__file__).parent
    code = "\n".join(path.read_text(encoding="utf-8") for path in root.rglob("*.py")
                     if "messages" not in path.parts)
    ours = [key for key in CATALOGUE if key.startswith(("gaag.", "gaag_board."))]
    assert len(ours) > 100
    assert [key for key in ours if f'"{key}"' not in code] == []
    assert 'f"gaag' not in code and "f'gaag" not in code
