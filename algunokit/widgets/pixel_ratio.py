"""The browser's device pixel ratio, told to the kernel, so canvases can be crisp.

A canvas drawn at its CSS size looks blurred on a screen with 2 device pixels
per CSS pixel (most laptops and phones today). To be crisp, its backing store
must be CSS size × ``window.devicePixelRatio``, and only the browser knows that
ratio; ipycanvas does not send it (it cannot: two browsers may show one canvas).

:class:`PixelRatioProbe` is two standard ipywidgets, so it works wherever
widgets work (JupyterLab, Notebook 7, a JupyterLite site) without a front-end
extension of our own: a hidden ``Text`` and a hidden ``HTML`` holding an image
that cannot load. The image's ``onerror`` handler writes the ratio into the
text field of the same output and sends it the ``change`` event a person's
typing would, so the ordinary widget sync brings it to the kernel; it listens
for the next ratio change (browser zoom, a window moved to another screen) and
does it again. The kernel only ever reads a number from it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import ipywidgets as W

#: the ratios a canvas is drawn at (below 1 would only blur; above 4 costs for nothing)
MIN_RATIO, MAX_RATIO = 1.0, 4.0

_IDS = itertools.count(1)

# Runs in the browser when the image fails to load: find this probe's text field,
# put the ratio in, tell the widget (a 'change' event), and watch for the next change.
_SCRIPT = (
    "(function(){var c='{cls}',n=0;"
    "function send(){var r=String(window.devicePixelRatio||1),"
    "f=document.querySelectorAll('.'+c+' input');"
    "if(!f.length){if(n++<200){setTimeout(send,25);}return;}"
    "f.forEach(function(i){if(i.value!==r){i.value=r;"
    "i.dispatchEvent(new Event('change',{bubbles:true}));}});"
    "var q=window.matchMedia('(resolution: '+r+'dppx)');"
    "if(q.addEventListener){q.addEventListener('change',send,{once:true});}}"
    "send();})()"
)


def clamp_ratio(value: object) -> float:
    """The ratio to draw at for a value sent by the browser (1 when it makes no sense)."""
    try:
        ratio = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return MIN_RATIO
    if ratio != ratio:  # NaN
        return MIN_RATIO
    return min(MAX_RATIO, max(MIN_RATIO, ratio))


class PixelRatioProbe(W.Box):
    """An invisible widget whose ``ratio`` follows the browser's device pixel ratio.

    ``on_change(callback)`` calls ``callback(ratio)`` when the browser reports a new
    one (the first report comes as soon as the widget is shown).
    """

    def __init__(self) -> None:
        self.css_class = f"algunokit-pixel-ratio-{next(_IDS)}"
        self.field = W.Text(value="")
        self.field.add_class(self.css_class)
        script = _SCRIPT.replace("{cls}", self.css_class)
        self.script = W.HTML(value=f'<img alt="" src="data:," style="display:none" '
                                   f'onerror="{script}">')
        self.ratio = MIN_RATIO
        self._callbacks: list[Callable[[float], None]] = []
        self.field.observe(self._changed, names="value")
        super().__init__([self.field, self.script], layout=W.Layout(display="none"))

    def on_change(self, callback: Callable[[float], None]) -> None:
        self._callbacks.append(callback)

    def report(self, value: str) -> None:
        """What the browser does: set the field (tests call this)."""
        self.field.value = value

    def _changed(self, change: dict) -> None:
        ratio = clamp_ratio(change["new"])
        if ratio != self.ratio:
            self.ratio = ratio
            for callback in list(self._callbacks):
                callback(ratio)
