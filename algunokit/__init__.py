"""algunokit: unplugged card games for algorithmic thinking, in JupyterLab.

The public facade (``import algunokit as ak``): shared ground here, each game in
its own subpackage (``ak.alguno`` …). Engines import nothing from Jupyter.
"""

from __future__ import annotations

from collections.abc import Sequence as _Sequence
from typing import TYPE_CHECKING as _TYPE_CHECKING
from typing import Any as _Any

from algunokit.cards import COLOURS, SUITS, Card, Colour, Hand, Rank, Suit, classic_deck
from algunokit.errors import (
    AlgunokitError,
    CodeError,
    ConfigError,
    DeckFileError,
    RuleError,
    SaveFileError,
)
from algunokit.hooks import register as _register
from algunokit.i18n import get_language, language, set_language, t, tn

# Lower layers offer these without importing the layer that implements them (see hooks.py).
_register("alternative.to_sb3", "algunokit.code.sb3", "to_sb3")
_register("from_sb3", "algunokit.code.sb3_read", "from_sb3")
_register("play", "algunokit", "play")
# Pictures of engine objects (card, hand, alternative, printable deck): algunokit/draw/pictures.py
_register("svg.card", "algunokit.draw.pictures", "card_svg")
_register("svg.hand", "algunokit.draw.pictures", "hand_svg")
_register("svg.alternative", "algunokit.draw.pictures", "alternative_svg")
_register("svg.condition_card", "algunokit.draw.pictures", "condition_card_svg")
_register("svg.action_card", "algunokit.draw.pictures", "action_card_svg")
_register("print.deck", "algunokit.draw.pictures", "print_deck")
_register("code.word_example", "algunokit.code.vocabulary", "word_example")
_register("notebook.newest_functions", "algunokit.notebook", "newest_functions")
_register("notebook.unread_functions", "algunokit.notebook", "unread_functions")
_register("code.every_spelling", "algunokit.code.vocabulary", "every_spelling")
_register("alternative.to_python", "algunokit.code.to_python", "to_python")
_register("words.answer", "algunokit.words", "answer_words")
_register("words.options", "algunokit.words", "options_words")
_register("lessons.answer_key", "algunokit.lessons.answers", "write_lesson_key")
_register("alternative.to_scratch", "algunokit.code.scratch_svg", "to_scratch")
_register("alternative.to_scratchblocks", "algunokit.code.scratchblocks", "to_scratchblocks")

if _TYPE_CHECKING:
    from os import PathLike

    from algunokit.alguno.engine import Table
    from algunokit.alguno.lang import Alternative
    from algunokit.alguno.trace import Trace
    from algunokit.code.show import SideBySide
    from algunokit.lessons import Lesson
    from algunokit.lessons.progress import ClassProgress, Progress
    from algunokit.tournaments import TournamentResult
    from algunokit.widgets.block_editor import BlockEditor, LiveSideBySide

__version__ = "0.1.0"


def show(alt: Alternative | BlockEditor, trace: Trace | None = None,
         language: str | None = None, *, download: bool = True
         ) -> SideBySide | LiveSideBySide:
    """Cards | Python | Scratch blocks side by side; with ``trace``, what ran.

    ``ak.show(alt, alt.trace(hand))``: see :func:`algunokit.code.show.show`. A
    link below the blocks saves the program as a Scratch project (``download=False``
    leaves it out). ``ak.show(editor)`` (a :func:`block_editor`) puts the cards and
    the Python beside the editor's blocks, and all three change together.
    """
    from algunokit.code.show import show as _show

    if hasattr(alt, "program_answer") and hasattr(alt, "_workspace"):
        from algunokit.widgets.block_editor import side_by_side

        return side_by_side(alt)  # type: ignore[arg-type]
    return _show(alt, trace, language, download=download)  # type: ignore[arg-type]


def block_editor(alternative: Alternative | None = None, *, language: str | None = None,
                 level: int | None = None, name: str | None = None) -> BlockEditor:
    """Build an alternative by dragging Scratch blocks (needs Jupyter).

    ``editor = ak.block_editor(level=1)``: the palette holds the kit's blocks of the
    level (1, 2, 3; None: all), with the words of the kit's Scratch blocks.
    ``editor.alternative`` is the program the blocks make (None while unfinished, and
    ``editor.problem`` says what is missing); setting it redraws the blocks.
    ``ak.show(editor)`` shows the cards and the Python beside the blocks.
    In a notebook the blocks are kept as the student drags them: the cell run again (after
    a reload, a restart, next week) brings them back (``name=`` names the program, else
    the cell does).
    """
    from algunokit.widgets.block_editor import block_editor as _block_editor

    return _block_editor(alternative, language=language, level=level, name=name)


def from_python(source: str, language: str | None = None) -> Alternative:
    """A student's Python program as an alternative (read, never run).

    See :func:`algunokit.code.from_python.from_python`; errors are ``CodeError``.
    """
    from algunokit.code.from_python import from_python as _from_python

    return _from_python(source, language)


def to_sb3(alt: Alternative, path: str | PathLike[str], language: str | None = None,
           table: Table | None = None, player: int | None = None) -> object:
    """Write ``alt`` as a Scratch 3 project (.sb3) that runs it on the green flag.

    See :func:`algunokit.code.sb3.to_sb3`; returns the path written.
    """
    from algunokit.code.sb3 import to_sb3 as _to_sb3

    return _to_sb3(alt, path, language, table, player)


def from_sb3(path: str | PathLike[str] | bytes) -> Alternative:
    """The alternative of a Scratch 3 project made by ``to_sb3`` (read, never run).

    See :func:`algunokit.code.sb3_read.from_sb3`; errors are ``CodeError``.
    """
    from algunokit.code.sb3_read import from_sb3 as _from_sb3

    return _from_sb3(path)


def play(game: str, /, *args: _Any, **options: _Any) -> _Any:
    """A whole game in the notebook, people and robots at one screen (needs Jupyter).

    ``ak.play("skyjo", 2, seed=1)``, ``ak.play("alguno", 4, (1, 2), humans=(0,))``:
    ``game`` is ``"alguno"``, ``"skyjo"``, ``"celsius"`` or ``"gaag"``; the other
    arguments are the game's (players, seed, ``humans=``, ``bots=``, ``game=`` a game
    already set up, and its rule options). ``ak.alguno.play(...)`` and the like call this.
    """
    import importlib

    from algunokit.specs import spec

    return importlib.import_module(spec(game).play_widget).play(*args, **options)


def lesson(game: str, number: int, language: str | None = None) -> Lesson:
    """The exercises of a lesson notebook: ``L = ak.lesson("alguno", 1)``, then
    ``L.ex1.check(answer)``, ``L.ex1.hint()``, ``L.ex1.solution()``."""
    from algunokit.lessons import lesson as _lesson

    return _lesson(game, number, language)


def progress(lesson: Lesson | None = None, language: str | None = None) -> Progress:
    """Which exercises of the lesson (by default the one opened last) the student has
    checked right: a table in a notebook; ``ak.progress().save("progres.json")`` writes
    the small file a student hands in (verdicts only, never the answers)."""
    from algunokit.lessons.progress import progress as _progress

    return _progress(lesson, language)


def hand_in(student: str | None = None, path: str = "") -> _Any:
    """The hand-in cell that ends every lesson: shows the progress, writes the lesson's
    hand-in file (``progres-alguno-01-lina.json``) and asks the student's name once."""
    from algunokit.lessons.progress import hand_in as _hand_in

    return _hand_in(student, path)


def class_progress(folder: str, language: str | None = None) -> ClassProgress:
    """The progress files a class handed in (``progres.json``, in ``folder`` and its
    sub-folders), in one table: who got which exercise right. A file that is not one is
    listed with the reason."""
    from algunokit.lessons.progress import class_progress as _class_progress

    return _class_progress(folder, language)


def tournament(game: str, folder: str, *, games: int = 400, seed: int = 0,
               robots: str | _Sequence[str] = (), seats: int | None = None,
               time_limit: float = 1.0, progress: bool = True, **options: _Any
               ) -> TournamentResult:
    """A class tournament of the strategies handed in in ``folder`` (``.py`` or ``.ipynb``).

    ``ak.tournament("alguno", "rendus/", games=400, seed=1, robots="greedy")``:
    each file's ``strategie(vue, decision)`` runs in a separate process with a
    time limit per decision; the result shows the ranking and its chart. In a
    notebook a progress bar moves. See :func:`algunokit.tournaments.run_tournament`
    for every option, and the teacher's guide (lesson 00) for the rules.
    """
    from algunokit.tournaments import run_tournament

    on_game = None
    if progress:
        from algunokit.kernel import in_kernel

        if in_kernel():
            from algunokit.widgets.progress import progress_bar

            bars: list[_Any] = []

            def on_game(done: int, total: int) -> None:
                # Shown at the first game played: a wrong folder or option leaves no bar.
                if not bars:
                    bars.append(progress_bar(total, t("tournament.progress.label")))
                bars[0].value = done

    return run_tournament(game, folder, games=games, seed=seed, robots=robots, seats=seats,
                          time_limit=time_limit, on_game=on_game, **options)


def _install_in_ipython() -> None:
    """Inside IPython (Jupyter, JupyterLite), show kit errors and beginner slips as one short
    message and register ``%%alternative`` (see :mod:`algunokit.notebook`). Outside IPython
    nothing changes, and IPython is never imported here."""
    import sys

    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is not None:
        from algunokit.notebook import install

        install(shell)


_install_in_ipython()

__all__ = [
    "COLOURS",
    "SUITS",
    "AlgunokitError",
    "Card",
    "CodeError",
    "Colour",
    "ConfigError",
    "DeckFileError",
    "Hand",
    "Rank",
    "RuleError",
    "SaveFileError",
    "Suit",
    "__version__",
    "block_editor",
    "class_progress",
    "classic_deck",
    "from_python",
    "from_sb3",
    "get_language",
    "hand_in",
    "language",
    "lesson",
    "play",
    "progress",
    "set_language",
    "show",
    "t",
    "tn",
    "to_sb3",
    "tournament",
]
