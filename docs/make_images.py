"""Make the README's pictures with the kit itself: ``python docs/make_images.py``.

tests/test_readme.py regenerates them and checks the committed files are current,
so the pictures always show what the kit really draws.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def example_game():
    from algunokit.alguno import Build, Game

    game = Game(4, (3, 2), seed=2, first_author=0)
    game.choose(Build(1, 0, 2))
    return game


def images() -> dict[str, str]:
    """File name → SVG text of every picture the README shows."""
    from algunokit.draw.alguno import alternative_drawing, table_drawing
    from algunokit.draw.svg import to_svg

    game = example_game()
    alt = game.alternative
    out = {}
    for lang in ("fr", "en"):
        seen = game.view(game.author)  # what the table widget shows
        out[f"table.{lang}.svg"] = to_svg(table_drawing(seen, names=game.names,
                                                        discard=game.table.discard_pile,
                                                        language=lang))
        out[f"alternative-cards.{lang}.svg"] = to_svg(alternative_drawing(alt, language=lang))
        out[f"alternative-blocks.{lang}.svg"] = alt.to_scratch(lang).svg
    return out


def python_code(language: str) -> str:
    return example_game().alternative.to_python(language)


def main() -> int:
    target = HERE / "images"
    target.mkdir(exist_ok=True)
    for name, svg in images().items():
        (target / name).write_text(svg, encoding="utf-8")
    print(python_code("fr"))
    print(python_code("en"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
