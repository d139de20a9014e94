"""Bar charts as drawings: a tournament's wins, a simulation's results.

No plotting library: a chart is a :class:`~algunokit.draw.model.Drawing` like
every other picture of the kit, so it shows in a notebook as SVG
(``SvgPicture.of(bar_chart(...))``), survives in saved notebooks, and carries a
text description listing every value for anyone who cannot see the bars.

>>> from algunokit.draw.charts import bar_chart
>>> chart = bar_chart(["greedy", "random"], [12, 3], title="Wins", language="en")
>>> chart.description
"Bar chart 'Wins': greedy 12, random 3."
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor, log10

from algunokit.draw import palette
from algunokit.draw.model import Drawing, Path, Text, box
from algunokit.draw.svg import num
from algunokit.draw.text import fit_size, wrap
from algunokit.i18n import t

#: bar colours, taken in turn (colour-blind friendly; labels say it all anyway)
PALETTE = palette.CHART_SERIES
INK, GRID, AXIS = palette.INK, palette.CHART_GRID, palette.CHART_AXIS


def nice_step(top: float, ticks: int = 5) -> float:
    """A round gap between grid lines (1, 2 or 5 times a power of ten) for values up to ``top``.

    >>> nice_step(23), nice_step(4), nice_step(0.7)
    (5.0, 1.0, 0.2)
    """
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10.0 ** floor(log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            step = factor * power
            break
    # Counts are whole numbers: never draw a grid line between two integers.
    return max(step, 1.0) if top >= 1 else step


def _value_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else num(value)


#: the height kept over the plot for the number above the tallest bar (12 px text)
VALUE_ROOM = 16.0


def bar_chart(labels: Sequence[str], values: Sequence[float], *, title: str = "",
              unit: str = "", colours: Sequence[str] = PALETTE, width: float = 520.0,
              height: float = 300.0, highlight: int | None = None,
              language: str | None = None) -> Drawing:
    """Vertical bars, one per label, with the value written on each bar.

    ``unit`` names what is counted (shown on the axis, e.g. "victoires");
    ``highlight`` is the index of a bar drawn with a thick outline (the
    student's own strategy, say). Values must be ≥ 0.
    """
    if len(labels) != len(values):
        raise ValueError("bar_chart needs as many labels as values")
    if any(v < 0 for v in values):
        raise ValueError("bar_chart draws values >= 0 only")
    items = ", ".join(f"{label} {_value_text(v)}" for label, v in zip(labels, values, strict=True))
    description = t("charts.description", language, title=title or t("charts.untitled", language),
                    items=items or t("charts.empty", language))
    drawing = Drawing(width, height, description=description, background=palette.WHITE)
    # room above the plot for the title AND the number written over the tallest bar
    top_margin = (34.0 if title else 14.0) + VALUE_ROOM
    left, right, bottom = 46.0, 12.0, 44.0
    plot_w, plot_h = width - left - right, height - top_margin - bottom
    base = top_margin + plot_h
    if title:
        size = fit_size([title], width - 16, 15.0, bold=True)
        drawing.add(Text(width / 2, 22, title, size, INK, "middle", bold=True))
    top = max(values, default=0)
    step = nice_step(top)
    scale_top = step * max(1, -(-top // step)) if top > 0 else step
    # Horizontal grid with its numbers on the left axis.
    tick = 0.0
    while tick <= scale_top + 1e-9:
        y = base - plot_h * tick / scale_top
        drawing.add(Path((("M", left, y), ("L", left + plot_w, y)), stroke=GRID),
                    Text(left - 6, y + 4, _value_text(tick), 11, AXIS, "end"))
        tick += step
    if unit:
        drawing.add(Text(4, top_margin - 6 if title else 12, unit, 11, AXIS))
    drawing.add(Path((("M", left, top_margin), ("L", left, base), ("L", left + plot_w, base)),
                     stroke=AXIS, line_width=1.5))
    if not values:
        drawing.add(Text(left + plot_w / 2, base - plot_h / 2, t("charts.empty", language), 13,
                         AXIS, "middle"))
        return drawing
    slot = plot_w / len(values)
    bar_w = min(slot * 0.64, 90.0)
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        x = left + slot * i + (slot - bar_w) / 2
        h = plot_h * value / scale_top
        emphasis = i == highlight
        drawing.add(box(x, base - h, bar_w, h, fill=colours[i % len(colours)],
                        stroke=INK if emphasis else None, line_width=2.5 if emphasis else 1.0))
        drawing.region(("bar", i), x, base - h, bar_w, h, f"{label}: {_value_text(value)}")
        drawing.add(Text(x + bar_w / 2, base - h - 5, _value_text(value), 12, INK, "middle",
                         bold=True))
        lines = wrap(label, slot - 4, 12, bold=emphasis)[:2]
        size = fit_size(lines, slot - 4, 12.0, bold=emphasis)
        for row, line in enumerate(lines):
            drawing.add(Text(x + bar_w / 2, base + 16 + row * (size + 2), line, size, INK,
                             "middle", bold=emphasis))
    return drawing


__all__ = ["PALETTE", "bar_chart", "nice_step"]
