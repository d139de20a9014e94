"""Alternatives as code: Python a student can read and run, and Scratch 3 blocks.

::

    alt.to_python("fr")            # if nombre_de_coeurs() == 1: …
    from_python(source)            # a student's program -> Alternative (never run)
    alt.to_scratch()               # SVG picture of the Scratch blocks
    alt.to_scratchblocks("en")     # scratchblocks text for the Scratch forums / wiki
    show(alt, alt.trace(hand))     # cards | Python | blocks, with what ran
    run_python(source, table, 0)   # run a program for one player of a game

The student vocabulary is in :mod:`.vocabulary` (documented in
``docs/vocabulary.fr.md`` and ``docs/vocabulary.en.md``). Nothing here imports
Jupyter: pictures and views are plain SVG / HTML with ``_repr_svg_`` /
``_repr_html_``.
"""

from algunokit.code.from_python import from_python
from algunokit.code.namespace import namespace, run_python
from algunokit.code.scratch_svg import to_scratch
from algunokit.code.scratchblocks import to_scratchblocks
from algunokit.code.show import SideBySide, show
from algunokit.code.to_python import to_python
from algunokit.code.vocabulary import WORDS, Kind, Word, all_names, lookup

__all__ = [
    "WORDS",
    "Kind",
    "SideBySide",
    "Word",
    "all_names",
    "from_python",
    "lookup",
    "namespace",
    "run_python",
    "show",
    "to_python",
    "to_scratch",
    "to_scratchblocks",
]
