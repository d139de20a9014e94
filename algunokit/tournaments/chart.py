"""The ranking of a tournament as a drawing: horizontal bars with error bars.

One row per strategy, best first: the bar is the win rate, the thin line with
end marks is the 95 % Wilson interval, the dashed line is "1 chance in N"
(what everyone would get if all played alike). Drawn with the kit's drawing
model, so it is SVG in a notebook, a file, or a page, and its text description
lists every value for anyone who cannot see it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from algunokit.draw.charts import AXIS, GRID, INK, PALETTE
from algunokit.draw.model import Drawing, Path, Text, box
from algunokit.draw.text import fit_size
from algunokit.i18n import resolve, t
from algunokit.specs import game_title

if TYPE_CHECKING:
    from algunokit.tournaments.results import TournamentResult

ROW = 22.0
OUT = "#B9B9B9"  # bars of disqualified strategies
ROBOT = PALETTE[1]
STUDENT = PALETTE[0]


def _pct(value: float) -> str:
    return f"{100 * value:.0f}"


def ranking_chart(result: TournamentResult, language: str | None = None,
                  width: float = 640.0) -> Drawing:
    """The drawing of ``result.ranking()`` (see the module docstring)."""
    lang = resolve(language)
    ranking = result.ranking()
    labels = []
    for entry in ranking:
        name = entry.label(lang)
        labels.append(t("tournament.chart.out", lang, name=name) if entry.disqualified else name)
    top, bottom = 44.0, 40.0
    height = top + bottom + ROW * max(1, len(ranking))
    title = t("tournament.chart.title", lang, game=game_title(result.game, lang))
    items = ", ".join(label if e.disqualified else
                      t("tournament.chart.item", lang, name=label, rate=_pct(e.rate),
                        low=_pct(e.interval[0]), high=_pct(e.interval[1]))
                      for label, e in zip(labels, ranking, strict=True))
    drawing = Drawing(width, height, background="#FFFFFF",
                      description=t("tournament.chart.description", lang, title=title,
                                    items=items or t("charts.empty", lang)))
    drawing.add(Text(width / 2, 22, title, fit_size([title], width - 16, 15.0, bold=True), INK,
                     "middle", bold=True))
    label_w = min(220.0, max(90.0, 7.2 * max((len(label) for label in labels), default=8) + 34))
    left, right = label_w, 70.0
    plot_w = width - left - right
    base = top + ROW * len(ranking)

    def x_of(rate: float) -> float:
        return left + plot_w * rate

    for tick in range(0, 101, 10):
        x = x_of(tick / 100)
        drawing.add(Path((("M", x, top - 4), ("L", x, base)), stroke=GRID),
                    Text(x, base + 15, str(tick), 10, AXIS, "middle"))
    drawing.add(Text(left + plot_w / 2, base + 32, t("tournament.chart.axis", lang), 11, AXIS,
                     "middle"))
    chance = 1 / result.seats
    drawing.add(Path((("M", x_of(chance), top - 8), ("L", x_of(chance), base)), stroke=AXIS,
                     dash=(4.0, 3.0)),
                Text(x_of(chance) + 3, top - 10, t("tournament.chart.chance", lang,
                                                   seats=result.seats), 10, AXIS))
    for row, (label, entry) in enumerate(zip(labels, ranking, strict=True)):
        y = top + ROW * row
        colour = OUT if entry.disqualified else ROBOT if entry.robot else STUDENT
        bar_h = ROW * 0.62
        middle = y + ROW / 2
        shown = f"{row + 1}. {label}"
        size = fit_size([shown], left - 10, 12.0)
        drawing.add(Text(left - 6, middle + 4, shown, size, INK, "end"))
        if entry.disqualified:  # its robot stand-in's wins are not its own: no bar, no rate
            drawing.region(("entry", row), left, y, plot_w, ROW, label)
            continue
        drawing.add(box(left, middle - bar_h / 2, plot_w * entry.rate, bar_h, fill=colour))
        low, high = entry.interval
        x1, x2 = x_of(low), x_of(high)
        drawing.add(Path((("M", x1, middle), ("L", x2, middle), ("M", x1, middle - 5),
                          ("L", x1, middle + 5), ("M", x2, middle - 5), ("L", x2, middle + 5)),
                         stroke=INK, line_width=1.3))
        drawing.add(Text(width - right + 6, middle + 4, f"{_pct(entry.rate)} %"
                         if lang == "fr" else f"{_pct(entry.rate)}%", 11, INK))
        drawing.region(("entry", row), left, y, plot_w, ROW, label)
    drawing.add(Path((("M", left, top - 4), ("L", left, base)), stroke=AXIS, line_width=1.5))
    return drawing


__all__ = ["ranking_chart"]
