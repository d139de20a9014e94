"""One drawing model, two back ends.

Layouts (cards, hands, tables, alternatives) are computed in pure Python as a
:class:`~algunokit.draw.model.Drawing`: paths, texts and clickable regions with
their colours. :mod:`.svg` turns a drawing into SVG text (notebooks, saved
files, printing); :mod:`.canvas` replays it on an ipycanvas canvas inside one
``hold_canvas()``. Only :mod:`.canvas` imports Jupyter packages.

Every colour is named in :mod:`.palette`. The engines reach their pictures
(a card, a hand, an alternative, a printable deck) through ``algunokit.hooks``
names served by :mod:`.pictures` (``svg.card``, ``svg.hand``, ``print.deck`` …).
"""

from algunokit.draw.model import Drawing, Path, Region, Text
from algunokit.draw.svg import SvgPicture, to_svg

__all__ = ["Drawing", "Path", "Region", "SvgPicture", "Text", "to_svg"]
