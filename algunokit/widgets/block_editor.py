"""The block editor: build an alternative by dragging Scratch 3 blocks (issue 35).

``ak.block_editor(alternative=None, *, language=None, level=None, name=None)`` is an anywidget
around scratch-blocks, the library Scratch 3 itself draws its blocks with (chosen over
Blockly with its "zelos" renderer: the same C-shaped « si … alors … sinon », hexagonal
conditions and oval number slots a student already knows from Scratch, for a bundle of
0.47 MB gzipped; see js/block-editor/README.md).

- ``.alternative``: the :class:`~algunokit.alguno.lang.Alternative` the blocks make, or
  None while the program is unfinished; observable (``editor.observe(f, "alternative")``);
  setting it from Python redraws the blocks.
- ``.problem``: what is missing, in the editor's language (« Il manque la condition du
  si … »), or None once the program is complete. The editor shows it under the blocks.
- ``ak.show(editor)``: the cards and the Python beside the blocks, all three live.
- In a notebook the blocks are kept as the student drags them, in the student's record
  beside the notebook (:mod:`algunokit.exercises.record`), under ``name`` or else the
  cell's name: the cell run again after a reload, a restart or a week brings them back.

The palette holds only the kit's blocks of ``level`` (1, 2, 3 or None for all; see
:func:`algunokit.code.block_workspace.palette_types`) with the kit's Scratch words.
Everything here is wiring: reading and drawing the blocks are pure functions of
:mod:`algunokit.code.block_workspace`, tested without a browser.

The JavaScript (``js/block-editor/``, bundled from a pinned npm lock with esbuild) is
built into ``algunokit/widgets/static/block_editor.js`` when the package is built and
ships inside the wheel: nothing is fetched when a notebook opens the editor.
"""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as W
import traitlets

from algunokit.alguno.lang import Alternative
from algunokit.code.block_workspace import (
    block_words,
    check_level,
    menu_words,
    palette,
    read_workspace,
    to_workspace,
)
from algunokit.errors import CodeError, ConfigError
from algunokit.exercises import record
from algunokit.i18n import resolve, t
from algunokit.protocol import safe_text

#: the bundle the build makes (js/block-editor, ``npm run build``)
BUNDLE = Path(__file__).resolve().parent / "static" / "block_editor.js"
#: the height of the blocks' area, in pixels: palette and program fit a laptop's screen
HEIGHT = 400


def _bundle() -> str:
    if not BUNDLE.is_file():
        raise ConfigError("block_editor.error.not_built")
    return BUNDLE.read_text(encoding="utf-8")


class _Bundle(W.Widget):
    """The editor's JavaScript (2 MB), sent to the page once per kernel: each editor's
    own module (``_LOADER``, a few hundred bytes) imports it from this model. anywidget
    sends ``_esm`` with every model, so the bundle there would travel once per editor."""

    code = traitlets.Unicode().tag(sync=True)
    #: the bundle's digest: a page that imported it (from any kernel) imports it once
    digest = traitlets.Unicode().tag(sync=True)


_SHARED: dict[str, _Bundle] = {}


def _shared_bundle() -> _Bundle:
    """The kernel's one :class:`_Bundle` (made again if it was closed)."""
    bundle = _SHARED.get("bundle")
    if bundle is None or bundle.comm is None:
        code = _bundle()
        bundle = _Bundle(code=code, digest=hashlib.sha256(code.encode()).hexdigest()[:16])
        _SHARED["bundle"] = bundle
    return bundle


#: each editor's module: the shared bundle imported once per page (cached on the
#: window by its digest), then its ``render``
_LOADER = """
const cache = (globalThis.__algunokitBlockEditor ??= new Map());
function load(model) {
  const digest = model.get("_bundle_digest");
  if (!cache.has(digest)) {
    cache.set(digest, (async () => {
      const holder = await model.widget_manager.get_model(model.get("_bundle_id"));
      const blob = new Blob([holder.get("code")], { type: "text/javascript" });
      const url = URL.createObjectURL(blob);
      try {
        return (await import(/* webpackIgnore: true */ url)).default;
      } finally {
        URL.revokeObjectURL(url);
      }
    })());
  }
  return cache.get(digest);
}
export default {
  async render(context) {
    const editor = await load(context.model);
    return editor.render(context);
  },
};
"""


class BlockEditor(anywidget.AnyWidget):
    """Scratch 3 blocks for one alternative, live both ways with Python.

    Made by :func:`block_editor`; see the module's docstring.
    """

    #: Blockly's JSON of the blocks, sent by the browser after each change a person
    #: makes; set by Python (from ``alternative``) to redraw them
    _workspace = traitlets.Dict().tag(sync=True)
    #: the shared bundle's model and digest (see _Bundle)
    _bundle_id = traitlets.Unicode().tag(sync=True)
    _bundle_digest = traitlets.Unicode().tag(sync=True)
    #: the palette of the level (Blockly's JSON toolbox)
    _toolbox = traitlets.Dict().tag(sync=True)
    #: the words on the blocks, in the editor's language
    _words = traitlets.Dict().tag(sync=True)
    #: Blockly's menu words, in the editor's language
    _messages = traitlets.Dict().tag(sync=True)
    #: what is missing, in words; None once the program is complete
    problem = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=True)
    #: the sentence shown under complete blocks
    ok_text = traitlets.Unicode("", read_only=True).tag(sync=True)
    #: the height of the blocks' area, in pixels
    height = traitlets.Int(HEIGHT).tag(sync=True)
    #: the program the blocks make (None while unfinished)
    alternative = traitlets.Any(None, allow_none=True)

    def __init__(self, alternative: Alternative | None = None, *, language: str | None = None,
                 level: int | None = None, height: int = HEIGHT, name: str | None = None) -> None:
        self.language = resolve(language)
        self.level = check_level(level, self.language)
        if alternative is not None and not isinstance(alternative, Alternative):
            raise ConfigError("block_editor.error.alternative", found=type(alternative).__name__)
        if name is not None and (not isinstance(name, str) or not name.strip()
                                 or len(name) > 60):
            raise ConfigError("block_editor.error.name", found=safe_text(name))
        #: where the student's blocks are kept (``record``): the name, else the cell
        self.key = ("name-" + name.strip()) if name is not None else record.cell_key()
        kept = record.blocks_get(self.key) if self.key else None
        self._drawing = False  # True while Python itself sets the blocks or the program
        shared = _shared_bundle()
        super().__init__(_esm=_LOADER, _bundle_id=shared.model_id,
                         _bundle_digest=shared.digest, _toolbox=palette(self.level, self.language),
                         _words=block_words(self.language),
                         _messages=menu_words(self.language), height=height)
        self.observe(self._blocks_changed, "_workspace")
        self.observe(self._program_set, "alternative")
        if kept is not None:
            self._restore(kept)
        else:
            self._show(alternative)

    def _restore(self, state: dict[str, Any]) -> None:
        """Put back the blocks the student left (finished or not), as they lay."""
        reading = read_workspace(state, self.language)
        self._drawing = True
        try:
            self._workspace = state
            self._say(reading.alternative, reading.problem)
            self.alternative = reading.alternative
        finally:
            self._drawing = False

    @traitlets.validate("alternative")
    def _valid_alternative(self, proposal: dict[str, Any]) -> Alternative | None:
        value = proposal["value"]
        if value is not None and not isinstance(value, Alternative):
            raise traitlets.TraitError(t("block_editor.error.alternative", self.language,
                                         found=type(value).__name__))
        return value  # type: ignore[no-any-return]

    # --- browser -> Python -----------------------------------------------------------

    def _blocks_changed(self, change: dict[str, Any]) -> None:
        if self._drawing:
            return
        if self.key and isinstance(change["new"], dict):  # kept as the student drags
            record.blocks_put(self.key, change["new"])
        reading = read_workspace(change["new"], self.language)
        self._drawing = True
        try:
            self._say(reading.alternative, reading.problem)
            if reading.alternative != self.alternative:
                self.alternative = reading.alternative
        finally:
            self._drawing = False

    # --- Python -> browser -----------------------------------------------------------

    def _program_set(self, change: dict[str, Any]) -> None:
        if self._drawing:
            return
        # The same program as the blocks already make: keep the person's blocks as they
        # lie (an echo, or a program set twice); another program: redraw.
        if read_workspace(self._workspace, self.language).alternative == change["new"] \
                and change["new"] is not None:
            self._say(change["new"], None)
            return
        self._show(change["new"])

    def _show(self, alternative: Alternative | None) -> None:
        self._drawing = True
        try:
            state = to_workspace(alternative)
            reading = read_workspace(state, self.language)
            self._workspace = state
            self._say(reading.alternative, reading.problem)
            if self.alternative != reading.alternative:
                self.alternative = reading.alternative
        finally:
            self._drawing = False

    def _say(self, alternative: Alternative | None, problem: str | None) -> None:
        self.set_trait("problem", problem)
        self.set_trait("ok_text", t("block_editor.ok", self.language,
                                    program=alternative.label(self.language))
                       if alternative is not None else "")

    # --- answers ---------------------------------------------------------------------

    def program_answer(self, language: str | None = None) -> Alternative:
        """The alternative, for an exercise's check; unfinished: a CodeError saying what
        is missing (« Ton programme en blocs n'est pas fini : … »)."""
        if self.alternative is None:
            raise CodeError("block_editor.unfinished",
                            problem=lambda lang: read_workspace(self._workspace, lang).problem
                            or "")
        return self.alternative

    def show(self, program: Any) -> None:
        """Draw ``program`` as blocks: from Python or cards to the blocks.

        ``program``: an alternative (the name a ``%%alternative`` cell gives, or
        ``ak.from_python(...)``), the kit's Python as text, or a card builder / another
        editor (its ``.alternative``); None empties the editor. The other way, blocks
        to Python: ``editor.alternative.to_python()``."""
        if isinstance(program, str):
            from algunokit.code.from_python import from_python

            program = from_python(program, self.language)
        elif not isinstance(program, Alternative) \
                and isinstance(getattr(program, "alternative", None), Alternative):
            program = program.alternative
        if program is not None and not isinstance(program, Alternative):
            raise ConfigError("block_editor.error.alternative", found=type(program).__name__)
        self.alternative = program


def block_editor(alternative: Alternative | None = None, *, language: str | None = None,
                 level: int | None = None, name: str | None = None) -> BlockEditor:
    """A Scratch-look block editor for one alternative (see :class:`BlockEditor`).

    ``level`` 1, 2 or 3 fills the palette with the blocks of that level (None: every
    block); ``alternative`` is drawn first. ``editor.alternative`` follows the blocks.
    """
    return BlockEditor(alternative, language=language, level=level, name=name)


class LiveSideBySide(W.HBox):
    """The editor with the cards and the Python beside it, redrawn at every change."""

    def __init__(self, editor: BlockEditor, *, download: bool = False) -> None:
        self.editor = editor
        self.download = download
        # the Python and the cards in a column beside the blocks (below them only when
        # the notebook is narrower than both): all three in sight on a laptop's screen
        self.panes = W.HTML(layout=W.Layout(flex="0 0 290px", width="290px"))
        # the program area needs room beside Scratch's palette (about 300 px): the
        # panes go below the blocks when the notebook is narrower than both (1366×768
        # with the file browser open)
        editor.layout.flex = "1 1 640px"
        editor.layout.min_width = "640px"
        super().__init__([editor, self.panes],
                         layout=W.Layout(flex_flow="row wrap", align_items="flex-start",
                                         grid_gap="16px", width="100%"))
        editor.observe(self._update, ["alternative", "problem"])
        self._update()

    def _update(self, _change: object = None) -> None:
        from algunokit.code.show import live_panes_html

        self.panes.value = live_panes_html(self.editor.alternative, self.editor.language,
                                           self.editor.problem)

    def close(self) -> None:
        """Stop following the editor (which stays open: it may be shown elsewhere)."""
        with contextlib.suppress(ValueError):  # closed before
            self.editor.unobserve(self._update, ["alternative", "problem"])
        super().close()


def side_by_side(editor: BlockEditor) -> LiveSideBySide:
    """Cards | Python beside the editor's blocks, following every change."""
    return LiveSideBySide(editor)


__all__ = ["BUNDLE", "BlockEditor", "LiveSideBySide", "block_editor", "side_by_side"]
