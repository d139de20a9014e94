"""Bar charts: layout as data, text description, SVG."""

from __future__ import annotations

import pytest

from algunokit.draw.charts import bar_chart, nice_step
from algunokit.draw.model import Path
from algunokit.draw.svg import SvgPicture, to_svg


def bar_heights(drawing):
    return {r.key[1]: r.h for r in drawing.regions}


def test_bars_are_proportional_to_the_values():
    drawing = bar_chart(["a", "b", "c"], [2, 4, 0], language="en")
    heights = bar_heights(drawing)
    assert heights[1] == pytest.approx(2 * heights[0])
    assert heights[2] == 0
    assert [r.label for r in drawing.regions] == ["a: 2", "b: 4", "c: 0"]


def test_description_lists_every_value_in_both_languages():
    assert bar_chart(["toi", "greedy"], [3, 7], title="Victoires", language="fr").description \
        == "Diagramme en barres « Victoires » : toi 3, greedy 7."
    assert bar_chart(["you"], [1.5], language="en").description == \
        "Bar chart 'untitled': you 1.5."
    assert "no values" in bar_chart([], [], language="en").description


def test_values_labels_title_and_grid_are_drawn():
    drawing = bar_chart(["toi", "random (2)"], [12, 5], title="Wins", unit="wins", language="en")
    texts = drawing.texts()
    assert {"Wins", "wins", "12", "5", "toi", "random (2)", "0"} <= set(texts)
    # the grid goes by round steps of 5 up to the first one above the highest value
    assert {"0", "10", "15"} <= set(texts) and "20" not in texts


def test_highlighted_bar_is_outlined():
    drawing = bar_chart(["me", "bot"], [1, 2], highlight=0)
    bars = [s for s in drawing.shapes if isinstance(s, Path) and s.fill and s.fill != "#FFFFFF"]
    assert bars[0].stroke is not None and bars[1].stroke is None


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        bar_chart(["a"], [1, 2])
    with pytest.raises(ValueError):
        bar_chart(["a"], [-1])


@pytest.mark.parametrize(("top", "step"), [(0, 1.0), (1, 1.0), (4, 1.0), (12, 5.0), (23, 5.0),
                                           (60, 20.0), (100, 20.0), (0.7, 0.2)])
def test_nice_step(top, step):
    assert nice_step(top) == pytest.approx(step)


def test_svg_has_its_text_alternative():
    drawing = bar_chart(["a", "b"], [1, 3], title="T", language="en")
    svg = to_svg(drawing)
    assert svg.startswith("<svg") and "<title>Bar chart &#x27;T&#x27;: a 1, b 3.</title>" in svg
    assert SvgPicture.of(drawing)._repr_svg_() == svg
