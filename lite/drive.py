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
import re
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


def offline_context(browser: Any, *, locale: str | None = None,
                    viewport: tuple[int, int] = (1280, 900), watch: bool = True) -> Offline:
    """A new context of ``browser`` with nothing outside 127.0.0.1 (a Playwright route
    that aborts and records, and a record of what workers asked for); ``locale`` is the
    browser's language (``"fr-FR"``: ``navigator.languages``, Accept-Language).

    ``watch=False`` (the benchmarks): no route and no record, only the browser's own
    refusal (:data:`FLAGS`). A route sends every request through this process and
    back, and turns the browser's cache off: it made the first cell 0.7 s slower
    than a student's browser, and a second visit no faster than the first."""
    options = {"locale": locale} if locale else {}
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                  **options)
    offline = Offline(context)
    if not watch:
        return offline

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
    return offline


@contextlib.contextmanager
def offline_browser(playwright: Any, *, locale: str | None = None,
                    viewport: tuple[int, int] = (1280, 900),
                    watch: bool = True) -> Iterator[Offline]:
    """Chromium with nothing outside 127.0.0.1 (see :func:`offline_context`)."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
    try:
        yield offline_context(browser, locale=locale, viewport=viewport, watch=watch)
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

    Each IndexedDB database is emptied (every object store cleared, in one
    transaction that has completed when this returns), not deleted: a deletion waits
    while another page or JupyterLite's service worker holds the database open
    (``blocked``), and then happened later, on a reload, wiping what a test had
    written since (issue 47).
    """
    page = context.new_page()
    try:
        page.goto(f"{base}/jupyter-lite.json")
        page.evaluate(CLEAR_STORAGE)
    finally:
        page.close()


#: In a page of the site: empty its local and session storage and every IndexedDB
#: database; resolves once every clearing transaction has completed.
CLEAR_STORAGE = """async () => {
    localStorage.clear(); sessionStorage.clear();
    for (const info of await indexedDB.databases()) {
        const db = await new Promise((done, fail) => {
            const request = indexedDB.open(info.name);
            request.onsuccess = () => done(request.result);
            request.onerror = () => fail(request.error);
            request.onblocked = () => fail(new Error(`${info.name}: open blocked`));
        });
        try {
            const stores = Array.from(db.objectStoreNames);
            if (!stores.length) continue;
            await new Promise((done, fail) => {
                const transaction = db.transaction(stores, "readwrite");
                for (const store of stores) transaction.objectStore(store).clear();
                transaction.oncomplete = done;
                transaction.onerror = transaction.onabort = () => fail(transaction.error);
            });
        } finally {
            db.close();
        }
    }
}"""


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


#: In the page: the cell's prompt shows it queued, running or done ([*] or [n]).
TAKEN = "p => /\\[(\\*|\\d+)\\]/.test(p.textContent)"


def press_run(page: Any, cell: Any, attempts: int = 3) -> None:
    """Select ``cell`` and press Ctrl+Enter until the notebook takes it, as a student
    would press again. While JupyterLab settles (the file browser refreshing, a panel
    attaching), the click can lose the focus to another panel and the key then runs
    nothing: the cell would wait for ever (seen once in CI, on a loaded machine). A
    key pressed before the notebook has its kernel opens JupyterLab's « Select
    Kernel » dialog and runs nothing either: its default choice is accepted."""
    prompt = cell.locator(".jp-InputArea-prompt")
    dialog = page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept")
    for _ in range(attempts):
        prompt.click()
        page.keyboard.press("Control+Enter")
        try:
            page.wait_for_function(TAKEN, arg=prompt.element_handle(), timeout=10_000)
            return
        except Exception:  # Playwright's timeout: the key went elsewhere
            if dialog.count():
                dialog.first.click()
    raise AssertionError(f"Ctrl+Enter did not run the cell, {attempts} times")


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
        cell_started = time.perf_counter()
        press_run(page, cell)
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


# --- playing a game by clicking its picture (the test and the click benchmark) -----------

#: the game widget's output in the open notebook, by the text of a button it holds
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
#: buttons of a game widget that start something else than the next move
CONTROLS = re.compile(r"^(Nouvelle partie|New game|Jeu automatique|Auto-play|Arrêter|Stop|"
                      r"Journal|Game log|Projet Scratch|Scratch project)")

#: In the page: a promise resolved with the time (performance.now()) at which the
#: picture ``svg`` (the widget's element) changes next, once the browser has drawn it
#: (the next animation frame after the change), or null after ``timeout`` ms.
WATCH_PICTURE = """([element, timeout]) => new Promise(done => {
    const observer = new MutationObserver(() => {
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => done(performance.now()));
    });
    observer.observe(element, {subtree: true, childList: true, attributes: true,
                               characterData: true});
    const timer = setTimeout(() => { observer.disconnect(); done(null); }, timeout);
    window.__akWatching = true;
})"""


def game_output(page: Any, nth: int = 0) -> Any:
    """The ``nth`` output of the open notebook that holds a game's SVG picture."""
    return page.locator(f"{PANEL} .jp-OutputArea-output",
                        has=page.locator(".algunokit-svg")).nth(nth)


def buttons(output: Any) -> list[tuple[str, Any]]:
    """The output's enabled, visible buttons: (text, locator)."""
    enabled = output.locator("button:not([disabled]):visible")
    # every text in one call: one round trip to the page, not one per button
    texts = enabled.evaluate_all("bs => bs.map(b => b.innerText.trim())")
    return [(text, enabled.nth(i)) for i, text in enumerate(texts)]


def settle(page: Any, output: Any, before: str, timeout_ms: int = 20_000) -> bool:
    """Wait until ``output``'s text or picture differs from ``before`` and the kernel is
    idle again; returns whether anything changed."""
    try:
        page.wait_for_function(f"([o, b]) => ({STATE})(o) !== b",
                               arg=[output.element_handle(), before], timeout=timeout_ms)
        changed = True
    except Exception:  # Playwright's timeout: nothing changed
        changed = False
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           timeout=timeout_ms)
    page.wait_for_timeout(60)  # the step's texts follow its picture (page_texts.AFTER_PICTURE_S)
    return changed


#: In the page: what a game output shows, its texts and its pictures' SVG. The whole
#: SVG, not a count of its elements: a card selected by a click only changes
#: attributes, and the driver then waited its whole timeout for a change it had missed.
STATE = ("o => o.innerText + Array.from(o.querySelectorAll('.algunokit-svg svg'), "
         "s => s.innerHTML).join('')")


def state(output: Any) -> str:
    return output.evaluate(STATE)


def click_region(output: Any, key: str, nth_picture: int = 0) -> bool:
    """Click the clickable region ``key`` (``"card 0 2"``) of a picture, as a student
    does: the mouse pressed at its centre. False if the picture has no such region."""
    region = output.locator(".algunokit-svg").nth(nth_picture).locator(
        f'rect.algunokit-region[data-key="{key}"]')
    if not region.count():
        return False
    region.first.click()
    return True


def region_keys(output: Any, prefix: str = "", nth_picture: int = 0) -> list[str]:
    return [k for k in output.locator(".algunokit-svg").nth(nth_picture).locator(
        "rect.algunokit-region").evaluate_all("rs => rs.map(r => r.dataset.key)")
        if k.startswith(prefix)]


@dataclass
class Played:
    """What playing a game by clicks did."""

    actions: int = 0
    picture_clicks: int = 0
    over: bool = False
    log: list[str] = field(default_factory=list)


def play_alguno_by_clicks(page: Any, output: Any, *, limit: int = 400,
                          over: re.Pattern = re.compile("Podium")
                          ) -> Played:
    """Play lesson 07's Alg(un)o to its end as a student who clicks the table: the next
    step while robots play, the builder's button, and for cards to give or discard a
    click on their own cards in the picture (seat 0), then « Valider »."""
    played = Played()
    chosen = 0
    while played.actions < limit:
        text = output.inner_text()
        if over.search(text) and not any(t.startswith(("Étape suivante", "Next step"))
                                          for t, _ in buttons(output)):
            played.over = True
            break
        available = buttons(output)
        names = [t for t, _ in available]
        before = state(output)
        played.actions += 1
        step = next((b for t, b in available if t.startswith(("Étape suivante", "Next step"))),
                    None)
        build = next((b for t, b in available if t.startswith(("Construire", "Build"))), None)
        confirm = next((b for t, b in available if t in ("Valider", "Confirm")), None)
        if step is not None:
            step.click()
            chosen = 0
            played.log.append("step")
        elif build is not None:
            build.click()
            chosen = 0
            played.log.append("build")
        elif confirm is not None:
            mine = region_keys(output, "card 0 ")
            if not mine:
                played.log.append("no card to click")
                break
            click_region(output, mine[chosen % len(mine)])
            played.picture_clicks += 1
            chosen += 1
            settle(page, output, before)
            before = state(output)
            confirm.click()
            played.log.append("cards")
        else:
            other = next((b for t, b in available if not CONTROLS.match(t)), None)
            if other is None:
                played.log.append(f"stuck: {names}")
                break
            other.click()
            chosen = 0
            played.log.append("other")
        settle(page, output, before)
    return played
