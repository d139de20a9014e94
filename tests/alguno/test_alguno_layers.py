"""The Alg(un)o engine names no layer above it (#17), yet its objects still show
themselves: pictures, Python, Scratch and printing are served through the hooks."""

from __future__ import annotations

import ast
from pathlib import Path

import algunokit  # the facade registers what the hooks serve
from algunokit.alguno import (
    action_cards,
    condition_cards,
    parse_action,
    parse_condition,
    print_deck,
)
from algunokit.alguno.lang import Alternative

PACKAGE = Path(algunokit.__file__).parent / "alguno"
ABOVE = ("draw", "code", "widgets", "lessons", "exercises", "tournaments", "notebook")


def _imported(tree: ast.AST) -> list[str]:
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def test_no_engine_module_names_a_layer_above_even_inside_a_function():
    for path in sorted(PACKAGE.glob("*.py")):
        for name in _imported(ast.parse(path.read_text(encoding="utf-8"))):
            parts = name.split(".")
            assert not (parts[0] == "algunokit" and len(parts) > 1 and parts[1] in ABOVE), \
                f"{path.name} imports {name}"


def _alternative() -> Alternative:
    return Alternative(parse_condition("hearts = 2"), (parse_action("draw 1"),),
                       (parse_action("give choice"),))


def test_pictures_and_code_views_are_served_through_the_hooks():
    from algunokit.code.scratchblocks import to_scratchblocks
    from algunokit.code.to_python import to_python
    from algunokit.draw.alguno import alternative_drawing, card_svg
    from algunokit.draw.svg import to_svg

    alt = _alternative()
    assert alt._repr_svg_() == to_svg(alternative_drawing(alt))
    assert alt.to_python("fr") == to_python(alt, "fr")
    assert alt.to_scratchblocks("en") == to_scratchblocks(alt, "en")
    assert "<svg" in alt.to_scratch("fr")._repr_svg_()
    card = condition_cards(1)[0]
    assert card._repr_svg_() == card_svg(card)
    assert action_cards(2)[0]._repr_svg_() == card_svg(action_cards(2)[0])


def test_print_deck_writes_the_sheet_through_the_drawing_layer(tmp_path):
    from algunokit.draw.printing import write_deck

    cards = [*condition_cards(1)[:2], *action_cards(1)[:1]]
    path = print_deck(str(tmp_path / "deck.html"), cards[:2], cards[2:], language="en")
    direct = write_deck(str(tmp_path / "direct.html"), cards, "en", "")
    assert Path(path).read_text(encoding="utf-8") == Path(direct).read_text(encoding="utf-8")
    assert "<svg" in Path(path).read_text(encoding="utf-8")
