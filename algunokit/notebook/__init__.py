"""Jupyter glue: kit errors and beginner slips as one short box; the ``%%alternative`` magic.

``import algunokit`` installs this when it runs inside IPython (JupyterLab, Binder,
JupyterLite's browser kernel); outside IPython nothing here is imported and
errors behave as plain Python. A kernel may also load it before any lesson cell
runs, so that a slip made after a restart is explained too::

    %load_ext algunokit.notebook          # or, in an IPython profile:
    c.InteractiveShellApp.extensions = ["algunokit.notebook"]

What it does, with IPython's public API only (``set_custom_exc``,
``register_magic_function``, ``IPython.display``):

- an :class:`~algunokit.errors.AlgunokitError` raised by a cell, or a beginner slip
  (:mod:`algunokit.slips`): an unknown word, text for a number…, is shown as one short
  styled message in the current language, never a traceback; ``%tb`` then shows the
  full traceback for a teacher;
- a cell Python cannot read (a ``SyntaxError`` or ``IndentationError``, raised while
  IPython compiles the cell, which ``set_custom_exc`` covers too) gets the same box, from
  :mod:`algunokit.syntax_slips`: which line, what to indent, the quote to close…;
- any other error a cell raises (an IndexError, a typo after a dot, a file already
  deleted, ■ pressed on an endless loop …) gets the same box, its cause in words
  (:func:`algunokit.slips.explain`), never Python's English;
- ``%%alternative NAME``: the cell is a student's program typed as real code (the
  notebook highlights and indents it); the kit reads it with :mod:`ast` through
  :func:`algunokit.code.from_python` (it never runs it), binds the
  :class:`~algunokit.alguno.lang.Alternative` to ``NAME`` and shows it as cards,
  Python and blocks; a program that cannot be read leaves ``NAME`` "not read yet"
  (:class:`~algunokit.exercises.core.NotRead`), never the older program, so a check says
  so. Line numbers in its messages are the cell's own lines::

      %%alternative mon_programme
      if nombre_de_coeurs() == 1:
          defausser(2)
      else:
          piocher(1)
"""

from __future__ import annotations

import ast
import keyword
import re
import sys
from types import TracebackType
from typing import Any

from algunokit.errors import AlgunokitError
from algunokit.exercises.core import NotRead
from algunokit.i18n import get_language
from algunokit.slips import Box, explain
from algunokit.syntax_slips import explain_syntax

#: The exceptions whose display we take over (others never reach our handler).
#: SyntaxError is raised while IPython compiles a cell, before it runs; ``set_custom_exc``
#: covers that step too (``InteractiveShell.run_cell_async``), in ipykernel and Pyodide's.
HANDLED: tuple[type[BaseException], ...] = (Exception, KeyboardInterrupt)
_MARK = "_algunokit_notebook"


def install(shell: Any) -> None:
    """Install the short messages and the ``%%alternative`` magic in ``shell`` (once)."""
    if getattr(shell, _MARK, False):
        return
    shell.set_custom_exc(HANDLED, _on_error)
    shell.register_magic_function(_alternative_magic, magic_kind="cell",
                                  magic_name="alternative")
    shell.events.register("pre_run_cell", _note_functions)
    _follow_widgets(shell)
    setattr(shell, _MARK, True)


def load_ipython_extension(shell: Any) -> None:
    """``%load_ext algunokit.notebook``."""
    install(shell)


def _display(obj: object) -> None:
    from IPython.display import display

    display(obj)


def _on_error(shell: Any, etype: type[BaseException], value: BaseException,
              tb: TracebackType | None, tb_offset: int | None = None) -> None:
    """IPython's custom exception handler: a short box, or the usual traceback."""
    # What %tb (and a debugger) reads: the full story stays available for teachers.
    sys.last_type, sys.last_value, sys.last_traceback = etype, value, tb
    if sys.version_info >= (3, 12):
        sys.last_exc = value
    try:
        if isinstance(value, SyntaxError):  # the cell did not even read: nothing ran
            box = explain_syntax(value, get_language())
        else:
            box = explain(value, tb, shell.user_ns, get_language())
    except Exception:  # explaining must never hide the error itself
        box = None
    if box is None:
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
        return
    _display(box)


def has_placeholder(source: str) -> bool:
    """True if the program still holds the ``...`` of the lesson's starter."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return any(isinstance(node, ast.Constant) and node.value is Ellipsis
               for node in ast.walk(tree))


def alternative_cell(line: str, cell: str, namespace: dict[str, Any]) -> Any:
    """What ``%%alternative NAME`` does, without IPython: read, bind, and return the view.

    Returns the side-by-side view (cards | Python | blocks), or a :class:`Box` asking to
    replace the ``...`` of an untouched starter (``NAME`` is then bound to ``...``,
    which an exercise's ``check`` answers with "not yet").
    """
    from algunokit.code.from_python import from_python
    from algunokit.code.show import show

    name = line.strip()
    if name and (not name.isidentifier() or name in {"True", "False", "None"}
                 or keyword.iskeyword(name)):
        raise AlgunokitError("notebook.error.magic_name", name=name)
    if has_placeholder(cell):
        if name:
            namespace[name] = ...
        return Placeholder(get_language())
    # One empty line first: the program's line numbers are the cell's (line 1 is %%…).
    try:
        alternative = from_python("\n" + cell)
    except AlgunokitError:
        if name:  # never leave the older program there, to be checked in its place
            namespace[name] = NotRead(name)
        raise
    if name:
        namespace[name] = alternative
    return show(alternative)


class Placeholder(Box):
    """The gentle note an untouched ``%%alternative`` starter gets (not an error)."""

    def __init__(self, language: str) -> None:
        from algunokit.i18n import t

        super().__init__(t("notebook.placeholder", language), language)

    def __str__(self) -> str:
        return f"… {self.message}"

    def _repr_html_(self) -> str:
        from html import escape

        return ('<div role="status" style="border-left:4px solid #3A6EA5;background:#EEF3FA;'
                f'padding:6px 10px;font-family:sans-serif">… {escape(self.message)}</div>')


#: Shown under each of the kit's widgets. A notebook reopened (a reload, the next day)
#: keeps the widget's output but not its kernel-side model, so JupyterLab writes
#: « Loading widget... » (in English) forever; this line says what to do, in the
#: notebook's language. The style hides its output while the widget above it is drawn (the
#: widget's output then holds an element, not just that text); where a notebook's
#: style is not applied, the line stays, still true.
RERUN_STYLE = ("<style>.jp-OutputArea-child:has(> .jp-OutputArea-output > *) + "
               ".jp-OutputArea-child:has(.algunokit-rerun){display:none}</style>")


def rerun_note(language: str) -> dict[str, str]:
    """The display bundle of the line shown under a kit's widget (see RERUN_STYLE)."""
    from html import escape

    from algunokit.i18n import t

    text = t("notebook.rerun", language)
    return {"text/plain": text,
            "text/html": f"{RERUN_STYLE}<div class='algunokit-rerun' style='color:#555555;"
                         f"font-size:90%'>↻ {escape(text)}</div>"}


def is_kit_widget(obj: object) -> bool:
    """A widget the kit made (its class lives in algunokit, or it is marked so)."""
    return (type(obj).__module__.split(".")[0] == "algunokit"
            or bool(getattr(obj, "_algunokit_widget", False)))


def _show_widget(widget: Any) -> None:
    """IPython's display of any ipywidgets widget: as usual, plus, for the kit's, the
    line that says to run the cell again when only « Loading widget... » is left."""
    from IPython.display import display

    bundle = widget._repr_mimebundle_()
    if isinstance(bundle, tuple):
        bundle = bundle[0]
    display(bundle, raw=True)
    if is_kit_widget(widget):
        display(rerun_note(get_language()), raw=True)


def _follow_widgets(shell: Any) -> None:
    try:
        import ipywidgets
    except ImportError:  # a kernel without widgets: nothing to follow
        return
    formatter = getattr(shell.display_formatter, "ipython_display_formatter", None)
    if formatter is not None:
        formatter.for_type(ipywidgets.DOMWidget, _show_widget)


#: The functions the newest cell with a ``def`` defines, in order (see ``newest_functions``).
_NEWEST: list[tuple[str, ...]] = [()]


def functions_defined(source: str) -> tuple[str, ...]:
    """The names of the functions a cell defines at its top level, read with :mod:`ast`."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()
    return tuple(node.name for node in tree.body
                 if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef))


def newest_functions() -> tuple[str, ...]:
    """The functions of the newest cell that defines any (empty before one runs): an
    exercise checking another function says which one it checks."""
    return _NEWEST[0]


#: Functions whose newest cell Python could not read (a SyntaxError): the old version
#: still runs, and its lines are no longer what the student sees (see slips.py).
_UNREAD: set[str] = set()


def unread_functions() -> frozenset[str]:
    """The functions whose newest ``def`` cell did not read (the previous version runs)."""
    return frozenset(_UNREAD)


def _note_functions(info: Any) -> None:
    from IPython import get_ipython

    shell = get_ipython()
    raw = getattr(info, "raw_cell", None) or ""
    try:
        source = shell.transform_cell(raw) if shell is not None else raw
    except Exception:  # a cell IPython cannot transform defines nothing
        return
    names = functions_defined(source)
    _UNREAD.difference_update(names)
    if not names and source.strip():
        try:
            ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            _UNREAD.update(re.findall(r"^[ \t]*def[ \t]+(\w+)", source, re.MULTILINE))
    if names:
        _NEWEST[0] = names


def _alternative_magic(line: str, cell: str) -> None:
    from IPython import get_ipython

    shell = get_ipython()
    _display(alternative_cell(line, cell, shell.user_ns))


__all__ = ["HANDLED", "Placeholder", "alternative_cell", "functions_defined", "has_placeholder",
           "install", "is_kit_widget", "load_ipython_extension", "newest_functions", "rerun_note",
           "unread_functions"]
