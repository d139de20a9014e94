"""JupyterLab and Debian's Chromium for the browser tests (and the click benchmark).

One copy of what every browser test needs, instead of one per test file:

- ``CHROMIUM``, ``FLAGS``, ``ARTIFACTS`` and ``missing()`` / ``skip_without_browser()``:
  the browser, its flags, where screenshots go, and why the browser cannot run here;
- ``write_notebook(path, sources)``: a notebook of code cells, no outputs;
- ``lab_server(root)``: JupyterLab serving ``root`` on a free port with its own
  runtime, config and workspaces folders, a context manager yielding ``Lab(url, token,
  root)``; ``served(tmp_path_factory, notebooks)`` is the module-scoped fixture's body:
  a folder of notebooks, served;
- ``launch(p)`` / ``browser_page(...)``: headless Chromium, a page with a screenshot
  kept when the test fails;
- ``share(folder)`` / ``stop_sharing()``: in a test session (``tests/conftest.py``),
  one JupyterLab server and one Chromium for every browser test of the session (of
  each pytest-xdist worker), started at first need. ``lab_server(root)`` for a
  ``root`` under ``folder`` then gives that server, serving ``root`` as a sub-folder
  (its user settings applied while the ``with`` lasts, its kernels and workspaces
  cleared after), and ``launch(p)`` connects to that Chromium (``browser.close()``
  only disconnects). Starting both took 5-10 s per test module, each time;
- ``open_notebook(page, lab, name)`` and ``run_until(page, target)``: open a notebook,
  accept the kernel dialog a fresh JupyterLab may show, and run a cell again until
  its output appears (a key press sent before the kernel is connected is dropped).

Importable from tests because ``tests/conftest.py`` puts this folder on ``sys.path``;
``benchmarks/browser_lab.py`` puts it there too.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
#: what a test waits for before it clicks: the first code cell's editor
EDITOR = ".jp-Notebook .jp-Cell .cm-content"

#: JavaScript comparing two canvases' pixels (``getImageData(...).data``, ``width``
#: wide) redrawn in parts: how many are more than ``most`` levels apart in a channel
#: elsewhere than on the inner border (4 pixels) of one of the clipped ``rects`` (x, y,
#: w, h), how many on one, and the largest difference. Where a clip's border cuts a
#: shape's edge the browser anti-aliases it a little differently; a card or a letter
#: left behind differs elsewhere.
APART_JS = """(x, y, width, most, rects) => {
  let elsewhere = 0, border = 0, largest = 0;
  for (let i = 0; i < x.length; i += 4) {
    const d = Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]),
                       Math.abs(x[i + 2] - y[i + 2]));
    largest = Math.max(largest, d);
    if (d <= most) continue;
    const px = (i / 4) % width, py = Math.floor(i / 4 / width);
    const edge = rects.some(([rx, ry, rw, rh]) => px >= rx && px < rx + rw && py >= ry
      && py < ry + rh && Math.min(px - rx, rx + rw - 1 - px, py - ry, ry + rh - 1 - py) < 4);
    if (edge) border++; else elsewhere++;
  }
  return [elsewhere, border, largest];
}"""


def missing() -> str | None:
    """Why the browser cannot run here, or None."""
    if not Path(CHROMIUM).exists():
        return ("Debian's chromium is not installed (apt-get install chromium); "
                ".ci/run installs it")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed"
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        return "JupyterLab is not installed"
    return None


def skip_without_browser() -> None:
    """Skip the calling test module, with the reason, when the browser cannot run."""
    reason = missing()
    if reason:
        import pytest

        pytest.skip(reason, allow_module_level=True)


def skip_without_the_site_tools(chromium: str = CHROMIUM) -> Any:
    """Skip the calling test module of the browser-only site, with the reason, when it
    cannot run here (Chromium, Playwright, the site's build tools or npm missing);
    else Playwright's sync API."""
    import importlib.util
    import shutil

    import pytest

    if not Path(chromium).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium); "
                    ".ci/run installs it", allow_module_level=True)
    api = pytest.importorskip("playwright.sync_api",
                              reason="Playwright for Python is not installed")
    if importlib.util.find_spec("jupyterlite_core") is None:
        pytest.skip('the site\'s build tools are missing: pip install -e ".[lite]"',
                    allow_module_level=True)
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to fetch the Pyodide runtime (install Node.js)",
                    allow_module_level=True)
    return api


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, sources: Sequence[str]) -> None:
    """A notebook of code cells, one per source, without outputs, Python 3 kernel."""
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
              "outputs": [], "source": source} for i, source in enumerate(sources)]
    path.write_text(json.dumps({
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


class Lab(NamedTuple):
    """A running JupyterLab: its address, its token and the folder it serves."""

    url: str
    token: str
    root: Path


#: the folder each running server serves, by its address (see ``tree_path``)
_SERVED: dict[str, Path] = {}


@contextlib.contextmanager
def lab_server(root: Path, token: str = "algunokit-browser",
               start_timeout: float = 120, own: bool = False) -> Iterator[Lab]:
    """JupyterLab serving ``root`` on a free port; stopped (and its runtime folder
    removed) on exit. Its config folder is ``root / "config"``: write user settings
    there before entering. With ``share(folder)`` on and ``root`` under ``folder``,
    the session's one server serves ``root`` instead (the same ``Lab``), unless
    ``own``: a test of the server itself (its settings read while it runs, its URLs)."""
    if not own and _SHARING["folder"] is not None \
            and root.resolve().is_relative_to(_SHARING["folder"]):
        with _shared_folder(root.resolve()) as lab:
            yield lab
        return
    with _serve(root, root, token, start_timeout) as lab:
        yield lab


def _news_off(home: Path) -> None:
    """No "would you like to get notified about news?" pop-up over the screenshots."""
    settings = home / "config" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    notification = settings / "notification.jupyterlab-settings"
    if not notification.exists():
        notification.write_text('{"fetchNews": "false"}', encoding="utf-8")


@contextlib.contextmanager
def _serve(root: Path, home: Path, token: str, start_timeout: float) -> Iterator[Lab]:
    """JupyterLab serving ``root``, its runtime, config and workspaces in ``home``."""
    _news_off(home)
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTER_CONFIG_DIR": str(home / "config")}
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
         "--ip=127.0.0.1", "--allow-root", f"--IdentityProvider.token={token}",
         f"--ServerApp.root_dir={root}",
         f"--LabApp.workspaces_dir={home / 'workspaces'}", "--LabApp.news_url=None",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + start_timeout
    try:
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError(
                        f"JupyterLab did not start within {start_timeout:g} s") from None
                time.sleep(0.5)
        _SERVED[url] = root.resolve()
        yield Lab(url, token, root)
    finally:
        _SERVED.pop(url, None)
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(home / "runtime", ignore_errors=True)


def tree_path(lab: Lab, name: str) -> str:
    """``name`` (a notebook in ``lab.root``) as the server that serves it names it."""
    served = _SERVED.get(lab.url)
    root = Path(lab.root).resolve()
    if served is None or not Path(lab.root).is_absolute() or root == served:
        return name
    return f"{root.relative_to(served).as_posix()}/{name}"


def served(tmp_path_factory: Any, notebooks: dict[str, Sequence[str]],
           settings: dict[str, dict[str, Any]] | None = None,
           copies: Sequence[Path] = (), name: str = "lab") -> Iterator[Lab]:
    """The body of a browser test module's ``lab`` fixture: a new folder holding
    ``notebooks`` (file name -> cell sources), ``copies`` of files and JupyterLab
    ``settings`` (plugin id such as ``"@jupyterlab/notebook-extension:tracker"`` ->
    values), served while the module runs: ``yield from served(tmp_path_factory, {...})``."""
    root = tmp_path_factory.mktemp(name)
    for file_name, sources in notebooks.items():
        write_notebook(root / file_name, sources)
    for path in copies:
        shutil.copy(path, root / path.name)
    for plugin, values in (settings or {}).items():
        package, _, file_name = plugin.partition(":")
        folder = root / "config" / "lab" / "user-settings" / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{file_name}.jupyterlab-settings").write_text(json.dumps(values),
                                                                 encoding="utf-8")
    with lab_server(root) as lab:
        yield lab


# -- one server and one Chromium for a test session --------------------------------

_SHARING: dict[str, Any] = {"folder": None, "lab": None, "stack": None, "chromium": None}
_SHARED_TOKEN = "algunokit-browser"
#: starts Chromium as Playwright does (its own flags beside ours) with a DevTools port,
#: says so, and stops it when its standard input closes (the test process ended)
_CHROMIUM_SERVER = """
import sys
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=sys.argv[1], args=sys.argv[2:], headless=True)
    print("ready", flush=True)
    sys.stdin.read()
    browser.close()
"""


def share(folder: Path) -> None:
    """Serve every ``lab_server(root)`` under ``folder`` from one JupyterLab server, and
    give every ``launch(p)`` the one Chromium; both start at first need."""
    _SHARING["folder"] = Path(folder).resolve()


def stop_sharing() -> None:
    """Stop the shared server and Chromium, if they started."""
    stack, chromium = _SHARING["stack"], _SHARING["chromium"]
    _SHARING.update(folder=None, lab=None, stack=None, chromium=None)
    if stack is not None:
        stack.close()
    if chromium is not None:
        process, _ = chromium
        process.stdin.close()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()


def _shared_lab() -> Lab:
    if _SHARING["lab"] is None:
        folder = _SHARING["folder"]
        home = folder / "shared-jupyterlab"
        stack = contextlib.ExitStack()
        _SHARING["lab"] = stack.enter_context(_serve(folder, home, _SHARED_TOKEN, 120))
        _SHARING["stack"] = stack
    return _SHARING["lab"]


def _api(lab: Lab, method: str, path: str) -> Any:
    request = urllib.request.Request(f"{lab.url}{path}", method=method,
                                     headers={"Authorization": f"token {lab.token}"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        body = answer.read()
    return json.loads(body) if body else None


@contextlib.contextmanager
def _shared_folder(root: Path) -> Iterator[Lab]:
    """The shared server, for the notebooks in ``root``: ``root``'s user settings
    apply meanwhile; then its kernels stop, the workspaces and the settings go."""
    shared = _shared_lab()
    mine = root / "config" / "lab" / "user-settings"
    theirs = _SHARING["folder"] / "shared-jupyterlab" / "config" / "lab" / "user-settings"
    # Every setting as it was, also those a test changes through the page (a language
    # chosen in a menu): all of them come back afterwards, for the next module.
    before = {path: path.read_bytes() for path in theirs.rglob("*.jupyterlab-settings")} \
        if theirs.is_dir() else {}
    for source in sorted(mine.rglob("*.jupyterlab-settings")) if mine.is_dir() else []:
        target = theirs / source.relative_to(mine)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
    try:
        yield Lab(shared.url, shared.token, root)
    finally:
        with contextlib.suppress(OSError):  # a server that died fails the next test
            for session in _api(shared, "GET", "/api/sessions"):
                _api(shared, "DELETE", f"/api/sessions/{session['id']}")
            for kernel in _api(shared, "GET", "/api/kernels"):
                _api(shared, "DELETE", f"/api/kernels/{kernel['id']}")
        workspaces = _SHARING["folder"] / "shared-jupyterlab" / "workspaces"
        for saved in workspaces.glob("*") if workspaces.is_dir() else []:
            saved.unlink()
        for target in theirs.rglob("*.jupyterlab-settings") if theirs.is_dir() else []:
            if target not in before:
                target.unlink(missing_ok=True)
        for target, content in before.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)


def _shared_chromium() -> str:
    """The DevTools address of the session's Chromium (started at the first call)."""
    if _SHARING["chromium"] is None:
        port = free_port()
        process = subprocess.Popen(
            [sys.executable, "-c", _CHROMIUM_SERVER, CHROMIUM, *FLAGS,
             f"--remote-debugging-port={port}"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        if process.stdout.readline().strip() != "ready":
            process.kill()
            process.wait()
            process.stdin.close()
            process.stdout.close()
            raise RuntimeError("Chromium did not start (Playwright's launch failed)")
        _SHARING["chromium"] = (process, f"http://127.0.0.1:{port}")
    return _SHARING["chromium"][1]


def launch(playwright: Any) -> Any:
    """Headless Debian Chromium with the project's flags; with ``share(...)`` on, the
    session's one Chromium (``close()`` then disconnects, closing this connection's
    pages, and leaves it running for the next test)."""
    if _SHARING["folder"] is not None:
        return playwright.chromium.connect_over_cdp(_shared_chromium())
    return playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)


@contextlib.contextmanager
def browser_page(failure: str | None = None, **page_options: Any) -> Iterator[Any]:
    """A page of a fresh headless Chromium (in a context of its own in the session's
    Chromium, with ``share(...)`` on); if the body fails, a full-page screenshot goes to
    ``ARTIFACTS / failure`` before the error goes on."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(**page_options)
            try:
                yield page
            except Exception:
                if failure:
                    page.screenshot(path=str(ARTIFACTS / failure), full_page=True)
                raise
        finally:
            browser.close()


def download_scratch_project(page: Any, link: Any, folder: Path) -> Path:
    """Click ``link`` (« Télécharger le projet Scratch »), check the file name the page
    gives and save the download in ``folder``: the project's path."""
    with page.expect_download(timeout=30_000) as info:
        link.click()
    download = info.value
    assert download.suggested_filename == "alternative.sb3"
    target = folder / "alternative.sb3"
    download.save_as(str(target))
    return target


def printed_turn(page: Any) -> tuple[list[str], Any]:
    """What a notebook's first output printed (``HAND 7C …`` and ``ALT {json}``): the
    hand a Scratch project starts from and the alternative it holds."""
    import json
    import re

    from algunokit.alguno.notation import step_from_data

    printed = page.locator(".jp-OutputArea-output pre").first.inner_text()
    hand = re.search(r"HAND (.*)", printed).group(1).split()
    return hand, step_from_data(json.loads(re.search(r"ALT (.*)", printed).group(1)))


def scratch_hand(project: Path) -> list[str]:
    """The hand (Scratch list ``hand``) a downloaded project starts with."""
    import json
    import zipfile

    with zipfile.ZipFile(project) as archive:
        lists = json.loads(archive.read("project.json"))["targets"][0]["lists"]
    return lists["list.hand"][1]


def open_notebook(page: Any, lab: Lab, name: str, workspace: str | None = None,
                  ready: str = EDITOR, timeout: float = 90_000) -> None:
    """Open notebook ``name`` and wait for its cells. With ``workspace``, in a fresh
    workspace of that name (only its own tab open, not the last notebook too)."""
    path = tree_path(lab, name)
    if workspace:
        address = f"{lab.url}/lab/workspaces/{workspace}/tree/{path}?token={lab.token}&reset"
    else:
        address = f"{lab.url}/lab/tree/{path}?token={lab.token}"
    page.goto(address, timeout=timeout)
    page.wait_for_selector(ready, timeout=timeout)


def accept_kernel_dialog(page: Any, pause_ms: float = 1000) -> None:
    """A fresh JupyterLab may ask which kernel to start: take the proposed one."""
    select = page.locator(".jp-Dialog").get_by_role("button", name="Select")
    if select.count() and select.first.is_visible():
        select.first.click()
        if pause_ms:
            page.wait_for_timeout(pause_ms)


def run_until(page: Any, target: Any, cell: Any = None, keys: Sequence[str] = ("Control+Enter",),
              attempts: int = 8, timeout: float = 15_000, retry_pause_ms: float = 0) -> bool:
    """Run a cell (``cell``, else the first) until locator ``target`` shows.

    A key press sent before the kernel is connected is dropped, so the cell is run
    again (Ctrl+Enter runs it in place) up to ``attempts`` times. Returns whether
    ``target`` showed. Run cells one at a time: a dropped Shift+Enter still moves on
    to the next cell, so a second one can run that cell and leave the first unrun.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    editor = cell.locator(".cm-content") if cell is not None else page.locator(EDITOR).first
    for _attempt in range(attempts):
        accept_kernel_dialog(page)
        editor.click()
        for key in keys:
            page.keyboard.press(key)
        try:
            target.wait_for(timeout=timeout)
            return True
        except PlaywrightTimeout:
            if retry_pause_ms:
                page.wait_for_timeout(retry_pause_ms)
    return False
