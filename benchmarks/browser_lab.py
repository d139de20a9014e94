"""JupyterLab + Debian's Chromium, for the click benchmark and the HiDPI browser test.

The server and the browser come from ``tests/jupyter_lab.py``, shared with every
browser test (``lab_server(root)`` yields ``(url, token, root)``); here:
``open_notebook`` opens a notebook at a given device pixel ratio and runs its cells
one by one; ``CLICK_JS`` clicks a button and measures, in the page, the time until the
canvas shows something else: after the click it copies the canvas into a small
canvas at every animation frame and compares the pixels.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# the browser tests' helpers: one copy of how JupyterLab and Chromium are started
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from jupyter_lab import (
    CHROMIUM,
    FLAGS,
    Lab,
    lab_server,
    launch,
    missing,
    run_until,
    write_notebook,
)
from jupyter_lab import open_notebook as _open

__all__ = ["CHROMIUM", "CLICK_JS", "FLAGS", "SIZES_JS", "Lab", "lab_server", "launch",
           "missing", "open_notebook", "wait_for_ratio", "write_notebook"]


def open_notebook(browser: Any, url: str, token: str, name: str, ratio: float,
                  cells: int) -> Any:
    """A page showing notebook ``name`` at ``ratio``, every cell run, canvases drawn."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000},
                                  device_scale_factor=ratio)
    context.add_init_script(RECORD_JS)
    page = context.new_page()
    # A workspace of its own: JupyterLab would otherwise reopen the last notebook too.
    workspace = "w" + "".join(ch for ch in name if ch.isalnum())
    _open(page, Lab(url, token, Path()), name, workspace=workspace, timeout=120_000)
    last = page.locator(".jp-OutputArea-output canvas").nth(cells - 1)
    # Shift+Enter runs a cell and moves to the next one; again if the kernel was late
    run_until(page, last, keys=["Shift+Enter"] * cells, attempts=10, timeout=20_000,
              retry_pause_ms=500)
    last.wait_for(timeout=60_000)
    return page


#: runs before JupyterLab: the arrival time and size of every message from the server
#: (the kernel's), in ``window.__akMessages``, so a click's time can be split into the
#: way to the kernel and back and the browser's own work (issue 19)
RECORD_JS = """(() => {
  const Native = window.WebSocket;
  window.__akMessages = [];
  class Recording extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', e => {
        const d = e.data;
        const size = typeof d === 'string' ? d.length : (d.byteLength || d.size || 0);
        window.__akMessages.push([performance.now(), size]);
      });
    }
  }
  window.WebSocket = Recording;
  // when a canvas is drawn on: every redraw starts by setting its transform
  window.__akDrawn = [];
  const setTransform = CanvasRenderingContext2D.prototype.setTransform;
  CanvasRenderingContext2D.prototype.setTransform = function (...args) {
    window.__akDrawn.push(performance.now());
    return setTransform.apply(this, args);
  };
})();"""


#: canvases of the page: [CSS width, CSS height, backing width, backing height] each
SIZES_JS = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output canvas'))
  .map(c => { const r = c.getBoundingClientRect();
              return [r.width, r.height, c.width, c.height]; })"""

#: click the ``label`` button of code cell ``index``; ms until one of its canvases
#: changes (-1: none changed within ``timeout`` ms; null: no such button or canvas),
#: with ``first``: ms until the first message from the server (the kernel's "busy"),
#: ``canvas``: ms until the canvas's message arrived (the last message before the
#: redraw began; a partial redraw may be small) and ``drawn``: until the redraw began
CLICK_JS = """async ([index, label, timeout]) => {
  const cell = document.querySelectorAll('.jp-Notebook .jp-CodeCell')[index];
  const canvases = Array.from(cell.querySelectorAll('.jp-OutputArea-output canvas'));
  const button = Array.from(cell.querySelectorAll('button'))
    .find(b => b.textContent.trim().startsWith(label) && !b.disabled);
  if (!canvases.length || !button) return null;
  const W = 160, H = 120;
  const small = document.createElement('canvas');
  small.width = W; small.height = H * canvases.length;
  const ctx = small.getContext('2d', {willReadFrequently: true});
  const snap = () => {
    ctx.clearRect(0, 0, W, small.height);
    canvases.forEach((c, i) => ctx.drawImage(c, 0, i * H, W, H));
    // compared 4 bytes at a time: the poll runs on the page's thread, as the redraw does
    return new Uint32Array(ctx.getImageData(0, 0, W, small.height).data.buffer);
  };
  const sizes = () => canvases.map(c => c.width + 'x' + c.height).join(' ');
  const before = snap(), size = sizes();
  const t0 = performance.now();
  button.click();
  const elapsed = await new Promise(resolve => {
    const poll = () => {
      const elapsed = performance.now() - t0;
      const now = snap();
      let changed = sizes() !== size;
      for (let k = 0; !changed && k < now.length; k++) changed = now[k] !== before[k];
      if (changed) resolve(elapsed);
      else if (elapsed > timeout) resolve(-1);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const after = (window.__akMessages || []).filter(m => m[0] >= t0);
  // the canvas's message: the last one to arrive before the first redraw began
  const drawn = (window.__akDrawn || []).find(t => t >= t0);
  const arrived = drawn === undefined ? [] : after.filter(m => m[0] <= drawn);
  return {elapsed: elapsed, first: after.length ? after[0][0] - t0 : null,
          canvas: arrived.length ? arrived[arrived.length - 1][0] - t0 : null,
          drawn: drawn === undefined ? null : drawn - t0};
}"""


def wait_for_ratio(page: Any, ratio: float, timeout_s: float = 30.0) -> list[list[float]]:
    """Wait until every canvas's backing store is its CSS size × ``ratio``."""
    deadline = time.monotonic() + timeout_s
    while True:
        sizes = page.evaluate(SIZES_JS)
        if sizes and all(_matches(s, ratio) for s in sizes):
            return sizes
        if time.monotonic() > deadline:
            return sizes
        page.wait_for_timeout(200)


def _matches(size: Sequence[float], ratio: float) -> bool:
    css_w, css_h, w, h = size
    return css_w > 0 and abs(w - round(css_w * ratio)) <= 1 and abs(h - round(css_h * ratio)) <= 1
