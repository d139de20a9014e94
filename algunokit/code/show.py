"""A static side-by-side view: cards | Python | blocks, optionally with a trace.

>>> from algunokit.alguno.notation import parse_condition, parse_action
>>> from algunokit.alguno.lang import Alternative
>>> alt = Alternative(parse_condition("hearts = 1"), [parse_action("discard 1")],
...                   [parse_action("draw 2")])
>>> view = show(alt, language="en")
>>> "<svg" in view.html and "discard(1)" in view.html
True

Plain HTML and inline SVG with inline styles, no JavaScript: it looks the same
in JupyterLab, in a saved notebook, on GitHub and in an HTML export. With a
trace (``alt.trace(hand)``), the Python lines that ran are marked ▶ and the
others faded, the block branch that ran glows and the other is faded, and every
test says ✔ true / ✘ false in words as well as in colour.
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass
from html import escape

from algunokit.alguno.lang import Alternative
from algunokit.alguno.trace import Trace, table_around
from algunokit.code.ran import Ran, ran
from algunokit.code.sb3 import sb3_bytes
from algunokit.code.scratch_svg import to_scratch
from algunokit.code.to_python import CodeLine, python_lines
from algunokit.draw import palette
from algunokit.draw.svg import SvgPicture
from algunokit.i18n import t

CARD_W = 230.0
CARD_PAD = 10.0
CARD_FONT = 14.0
CARD_GAP = 10.0
TRUE_COLOUR = palette.TRUE_BADGE
FALSE_COLOUR = palette.FALSE_BADGE
RAN_BACKGROUND = palette.CODE_RAN
_KEYWORDS = re.compile(r"\b(if|elif|else|and|or|not|pass)\b")


@dataclass(frozen=True)
class SideBySide:
    """The view: ``html`` holds everything; Jupyter shows it through ``_repr_html_``."""

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def _verdict(value: bool, language: str | None) -> str:
    return t("code.show.true" if value else "code.show.false", language)


# ---------------------------------------------------------------------------
# Cards pane: the real card faces of the drawing model, stacked


def cards_picture(alt: Alternative, language: str | None = None,
                  run: Ran | None = None) -> SvgPicture:
    """The root alternative as cards: its condition, then the ALORS and SINON actions."""
    from algunokit.draw.alguno import alternative_column_drawing

    taken = run.taken(()) if run is not None else None
    verdict = _verdict(taken, language) if taken is not None else ""
    drawing = alternative_column_drawing(alt, language=language, taken=taken, verdict=verdict)
    return SvgPicture.of(drawing)


# ---------------------------------------------------------------------------
# Python pane


def _line_state(line: CodeLine, run: Ran) -> tuple[bool, bool | None]:
    """(did the line run, the test's value for an if / elif line)."""
    if line.role in ("if", "elif"):
        return run.reached(line.path), run.taken(line.path)
    if line.role == "else":
        return run.taken(line.path) is False, None
    if line.role == "pass":
        return run.taken(line.path) is (line.branch == "then"), None
    return line.path in run.actions, None


def _code_html(text: str) -> str:
    out, last = [], 0
    for match in _KEYWORDS.finditer(text):
        out.append(escape(text[last:match.start()]))
        out.append(f'<b style="color:{palette.CODE_KEYWORD}">{match.group(0)}</b>')
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


def python_html(alt: Alternative, language: str | None = None, run: Ran | None = None) -> str:
    """The program as a ``<pre>``, lines that ran marked ▶ and highlighted."""
    rows = []
    for number, line in enumerate(python_lines(alt, language), 1):
        gutter, style, badge = " ", "", ""
        if run is not None:
            did_run, value = _line_state(line, run)
            word = t("code.show.ran" if did_run else "code.show.skipped", language)
            gutter = "▶" if did_run else " "
            style = (f"background:{RAN_BACKGROUND};" if did_run else "opacity:0.45;")
            if value is not None:
                colour = TRUE_COLOUR if value else FALSE_COLOUR
                badge = (f' <span style="background:{colour};color:{palette.WHITE};'
                         'border-radius:8px;padding:0 6px;font-weight:bold">'
                         f'{escape(_verdict(value, language))}'
                         "</span>")
            style += '" title="' + escape(word)
        rows.append(f'<span style="display:block;{style}">'
                    f'<span style="color:{palette.CODE_LINE_NUMBER}">{number:>2} </span>{gutter} '
                    f"{_code_html(line.text)}{badge}</span>")
    return (f'<pre style="margin:0;padding:8px;background:{palette.CODE_BACKGROUND};'
            f'border:1px solid {palette.CODE_BORDER};border-radius:6px;'
            'font-size:13px;line-height:1.5;overflow-x:auto">'
            + "".join(rows) + "</pre>")


# ---------------------------------------------------------------------------
# The whole view


def _pane(title: str, body: str) -> str:
    return ('<div style="flex:0 1 auto;min-width:220px;max-width:100%;overflow-x:auto">'
            f'<div style="font-weight:bold;margin-bottom:4px">{escape(title)}</div>{body}</div>')


def download_link(alt: Alternative, language: str | None = None,
                  trace: Trace | None = None) -> str:
    """A link that saves ``alt`` as a Scratch 3 project (the file travels in the link).

    With a trace, the project's hand is the traced hand (and the rest of the table
    the one ``alt.trace(hand)`` deals around it), so Scratch replays what is shown.
    """
    table = table_around(trace.hand_before) if trace is not None else None
    data = base64.b64encode(sb3_bytes(alt, language, table, 0)).decode("ascii")
    return (f'<a class="algunokit-sb3" download="alternative.sb3" '
            f'href="data:application/x.scratch.sb3;base64,{data}" '
            f'title="{escape(t("sb3.download.title", language))}" '
            'style="display:inline-block;margin-top:6px;padding:4px 10px;border-radius:6px;'
            f'background:{palette.SCRATCH_LINK};color:{palette.WHITE};font-weight:bold;'
            'text-decoration:none">'
            f'⬇ {escape(t("sb3.download", language))}</a>')


def show(alt: Alternative, trace: Trace | None = None,
         language: str | None = None, *, download: bool = False,
         hand: bool = True) -> SideBySide:
    """Cards | Python | blocks for ``alt``; with ``trace`` (``alt.trace(hand)``), what ran.

    ``download=True`` adds a link saving the program as a Scratch project (.sb3);
    ``ak.show`` and the builder add it, the golden files of this view do not.
    ``hand=False`` leaves out the traced hand's line (a view that draws the hand).
    """
    run = ran(alt, trace)
    panes = [
        _pane(t("code.show.cards", language), cards_picture(alt, language, run).svg),
        _pane(t("code.show.python", language), python_html(alt, language, run)),
        _pane(t("code.show.blocks", language), to_scratch(alt, language, trace).svg
              + (f"<div>{download_link(alt, language, trace)}</div>" if download else "")),
    ]
    footer = ""
    if trace is not None:
        empty = t("alguno.empty_hand", language)
        before = " ".join(c.short_label(language) for c in trace.hand_before) or empty
        after = " ".join(c.short_label(language) for c in trace.hand_after) or empty
        line = (escape(t("code.show.hand", language, before=before, after=after)) + "<br>"
                if hand else "")
        footer = (f'<div style="margin-top:6px">{line}'
                  f'<small>{escape(t("code.show.legend", language))}</small></div>')
    html = ('<div class="algunokit-show" style="font-family:sans-serif">'
            '<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">'
            + "".join(panes) + "</div>" + footer + "</div>")
    return SideBySide(html)


def live_panes_html(alt: Alternative | None, language: str | None = None,
                    problem: str | None = None) -> str:
    """Cards | Python of a block editor's program (``ak.show(editor)``), the blocks
    being the editor itself; while it is unfinished, a word that they come with the
    complete program (``problem``, what is missing, is said once: under the blocks)."""
    del problem  # the editor's own status line says it, in step with the blocks
    if alt is None:
        return ('<div class="algunokit-show algunokit-live" style="font-family:sans-serif;'
                'max-width:420px"><p style="margin:4px 0">'
                f'{escape(t("block_editor.waiting", language))}</p></div>')
    # one column beside the blocks: the Python first (short, read at once), the cards
    panes = [
        _pane(t("code.show.python", language), python_html(alt, language)),
        _pane(t("code.show.cards", language), cards_picture(alt, language).svg),
    ]
    return ('<div class="algunokit-show algunokit-live" style="font-family:sans-serif">'
            '<div style="display:flex;flex-direction:column;gap:12px;align-items:flex-start">'
            + "".join(panes) + "</div></div>")


__all__ = ["SideBySide", "cards_picture", "download_link", "live_panes_html", "python_html",
           "show"]
