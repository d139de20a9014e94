"""Drive the built site in Chromium with no internet: used by the test and the benchmarks.

``serve(site)`` serves the folder on 127.0.0.1 (a free port, in a thread);
``offline_browser()`` launches Debian's Chromium through Playwright with every
non-loopback request refused twice over: a ``--host-resolver-rules`` flag (no
name resolves, whatever asks: page, worker, service worker) and a Playwright route
that aborts and records any request to another host. ``run_notebook`` opens a
lesson and runs it cell by cell, as a student pressing Shift+Enter would, and
reports what went wrong.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import threading
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         # Every name resolves to nothing, except the loopback address we serve on.
         "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
LOOPBACK = {"127.0.0.1"}


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
        ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json"}

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a tab closed while a file was being sent: nothing to report


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1; yields the base URL."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Offline:
    """The browser context and what it tried to reach outside 127.0.0.1."""

    context: Any
    blocked: list[str] = field(default_factory=list)


@contextlib.contextmanager
def offline_browser(playwright: Any) -> Iterator[Offline]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        offline = Offline(context)

        def route(request_route: Any) -> None:
            url = request_route.request.url
            host = urlsplit(url).hostname
            if url.startswith(("data:", "blob:")) or host in LOOPBACK:
                request_route.continue_()
            else:
                offline.blocked.append(url)
                request_route.abort("blockedbyclient")

        context.route("**/*", route)

        def seen(request: Any) -> None:  # requests from workers bypass routes: check them too
            host = urlsplit(request.url).hostname
            outside = request.url.startswith(("http:", "https:", "ws:", "wss:"))
            if outside and host not in LOOPBACK and request.url not in offline.blocked:
                offline.blocked.append(request.url)

        context.on("request", seen)
        yield offline
    finally:
        browser.close()


@dataclass
class Run:
    """What running one notebook did."""

    kernel_ready_s: float = 0.0
    run_s: float = 0.0
    cells: int = 0
    cell_s: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    widgets: int = 0
    svg_views: int = 0
    broken_widgets: list[str] = field(default_factory=list)


def forget(context: Any, base: str) -> None:
    """Wipe what the site keeps in the browser (open tabs, edited files), not its cache.

    JupyterLite reopens the last tabs, and starts their kernels, on the next visit:
    each lesson starts from a clean slate instead, as on a student's first visit.
    """
    page = context.new_page()
    try:
        page.goto(f"{base}/jupyter-lite.json")
        page.evaluate("""async () => {
            localStorage.clear(); sessionStorage.clear();
            for (const db of await indexedDB.databases()) {
                await new Promise(done => {
                    const request = indexedDB.deleteDatabase(db.name);
                    request.onsuccess = request.onerror = request.onblocked = done;
                });
            }
        }""")
    finally:
        page.close()


ERROR_OUTPUT = ('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"], '
                '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')


def open_notebook(page: Any, base: str, path: str, timeout_s: float = 120) -> float:
    """Open ``path`` in the site; returns seconds until its kernel is idle."""
    started = time.perf_counter()
    page.goto(f"{base}/lab/index.html?path={path}", timeout=timeout_s * 1000)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout_s * 1000)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           timeout=timeout_s * 1000)
    return time.perf_counter() - started


def run_notebook(page: Any, base: str, path: str, *, cell_timeout_s: float = 120,
                 start_timeout_s: float = 360) -> Run:
    """Open ``path``, then run each code cell in turn and collect problems.

    The first cell also waits for the kernel to start (Pyodide compiled, packages
    loaded), hence its own, longer, timeout.
    """
    run = Run()
    run.kernel_ready_s = open_notebook(page, base, path)
    notebook = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")
    with urllib.request.urlopen(f"{base}/files/{path}") as response:
        kinds = [c["cell_type"] for c in json.load(response)["cells"]]
    cells = notebook.locator(".jp-Cell")
    # JupyterLab attaches the cells a few at a time: wait for all of them.
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')"
        ".length === n", arg=len(kinds), timeout=60_000)
    started = time.perf_counter()
    for index, kind in enumerate(kinds):
        if kind != "code":
            continue
        run.cells += 1
        cell = cells.nth(index)
        prompt = cell.locator(".jp-InputArea-prompt")
        prompt.click()
        page.keyboard.press("Control+Enter")
        cell_started = time.perf_counter()
        limit = start_timeout_s if run.cells == 1 else cell_timeout_s
        page.wait_for_function(
            "p => /\\[\\d+\\]/.test(p.textContent)", arg=prompt.element_handle(),
            timeout=limit * 1000)
        run.cell_s.append(round(time.perf_counter() - cell_started, 2))
        for output in cell.locator(ERROR_OUTPUT).all():
            run.errors.append(f"cell {index}: {output.inner_text()[-1500:]}")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           timeout=cell_timeout_s * 1000)
    run.run_s = time.perf_counter() - started
    page.wait_for_timeout(300)  # widget views attach just after the kernel is idle
    run.widgets = notebook.locator(".jp-OutputArea-output .jupyter-widgets").count()
    # The kit's views without ipycanvas: SVG inside an HTML widget (widgets/svg_canvas.py).
    run.svg_views = notebook.locator(".algunokit-svg svg").count()
    for text in ("Error displaying widget", "Loading widget...", "Failed to load"):
        for element in page.get_by_text(text).all():
            if element.is_visible():
                run.broken_widgets.append(text)
    return run
