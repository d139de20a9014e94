"""Issue 38's layouts: lesson 11's periodic table fits a laptop's notebook output
(about 934 px at 1366×768, see tests/browser/test_browser_fit_screen.py) with He, Ne and
Ar inside it; the number over the tallest bar of a chart stays clear of its title."""

from __future__ import annotations

import pytest

from algunokit.draw.charts import bar_chart
from algunokit.draw.gaag import periodic_drawing
from algunokit.draw.model import Text

OUTPUT_WIDTH = 934


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_periodic_table_fits_the_output_with_its_last_column(language):
    drawing = periodic_drawing(language=language)
    assert drawing.width <= OUTPUT_WIDTH
    for z in (2, 10, 18):  # He, Ne, Ar: the last column
        region = next(r for r in drawing.regions if r.key == ("element", z))
        assert region.x + region.w <= drawing.width


@pytest.mark.parametrize("values", [(12, 5, 3), (20, 20, 1), (7,), (100, 40, 99, 100)])
def test_the_tallest_bars_number_stays_below_the_title(values):
    title = "Victoires sur 20 parties"
    drawing = bar_chart([f"B{i}" for i in range(len(values))], values, title=title)
    texts = [item for item in drawing.shapes if isinstance(item, Text)]
    heading = next(item for item in texts if item.text == title)
    numbers = [item for item in texts if item.text == str(max(values)) and item.bold
               and item.y < heading.y + 200 and item is not heading]
    top = min(item.y for item in numbers)
    assert top - 12 >= heading.y + 3, (top, heading.y)  # the number's top under the title
