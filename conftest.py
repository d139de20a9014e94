"""Test tiers, for every test the README's command collects (tests/, lessons/, algunokit/).

At the root so that it also reaches the lessons' notebooks, which nbval collects as
tests (``python -m pytest lessons/`` loads this file, not ``tests/conftest.py``).
``--ignore-glob=*/conftest.py`` in pyproject only keeps ``--doctest-modules`` from
importing conftest files as modules a second time; they still load as conftests.

- Markers: every cell of a lesson notebook needs a kernel (``kernel``). The other
  markers are written in the test files (``pytestmark``), see pyproject's list.
- pytest-xdist's units of work (``--dist loadscope``, with the scheduler below): a
  whole test file or notebook goes to one worker (a notebook's cells share one kernel,
  a module's fixtures run once); JupyterLab's browser tests all go to one worker, so
  that one JupyterLab server and one Chromium serve them (``tests/jupyter_lab.py``);
  the browser-only site's tests, with its one build and the tests reading its cache,
  go together to the other (``GROUPS``).
- The guard: a test that starts a process must say so with a marker, or it fails, so
  that ``-m "not kernel and not subprocess and not node and not server and not browser"``
  really runs no process. Node (``node``), Chromium's driver (``browser``), a kernel
  (``kernel``), a Jupyter server or ``http.server`` (``server``), anything else,
  ``multiprocessing`` included (``subprocess``); ``browser`` covers them all, since a
  browser test drives JupyterLab, its kernels and Playwright's Node driver.
"""

from __future__ import annotations

import multiprocessing.process
import os
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
#: markers that say a test starts a process, and the kinds of process each covers
COVERS = {
    "browser": {"browser", "node", "kernel", "server", "subprocess"},
    "kernel": {"kernel"},
    "node": {"node"},
    "server": {"server"},
    "subprocess": {"subprocess"},
}
#: files that pytest-xdist runs together in one worker, in order: the browser-only
#: site's tests share its one build (tests/browser/conftest.py), which fills .lite-cache
#: that test_lite_build.py reads; they run beside JupyterLab's browser tests, on the
#: other worker, so that the two long units do not follow each other
GROUPS = {
    "tests/browser/test_lite_block_editor.py": "lite",
    "tests/browser/test_lite_site.py": "lite",
    "tests/test_lite_build.py": "lite",
}


def scope_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its group, else its file."""
    path = nodeid.split("::", 1)[0]
    if path in GROUPS:
        return GROUPS[path]
    if is_browser_file(path):
        return "browser"
    return path


def is_browser_file(path: str) -> bool:
    """Browser tests live in tests/browser/ or in files named *_browser.py
    (tests/test_tiers.py holds every file marked ``browser`` to it)."""
    return path.startswith("tests/browser/") or path.endswith("_browser.py")


def first_unit(waiting: list[str]) -> str | None:
    """The unit to start next, longest first: JupyterLab's browser tests (one worker
    runs them all, for most of the run: started late, they alone make the run late),
    the browser-only site's tests, then the files holding slow tests (the Binder
    environment, lesson 07's 200 games …), else xdist's own order (the most tests
    first). None keeps xdist's order."""
    for unit in ("browser", "lite"):
        if unit in waiting:
            return unit
    return next((scope for scope in waiting if holds_slow_tests(scope)), None)


def holds_slow_tests(scope: str) -> bool:
    """Whether the test file ``scope`` marks tests slow (read once, by its text)."""
    if scope not in _SLOW_FILES:
        path = ROOT / scope
        _SLOW_FILES[scope] = (path.suffix == ".py" and path.is_file()
                              and "mark.slow" in path.read_text(encoding="utf-8"))
    return _SLOW_FILES[scope]


_SLOW_FILES: dict[str, bool] = {}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):  # type: ignore[no-untyped-def]
    """Whole files to a worker (module fixtures run once, tests in order), the lessons'
    notebooks too (their cells share one kernel), and the groups above; the longest
    units first (:func:`first_unit`), then the units with the most tests. xdist's own
    ``loadgroup`` would need each test's id rewritten, which pytest 9.2 no longer lets
    a plugin do (xdist 3.8 still tries, silently)."""
    if config.getoption("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class TiersScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return scope_of(nodeid)

        def _assign_work_unit(self, node):  # type: ignore[no-untyped-def]
            first = first_unit(list(self.workqueue))
            if first is not None:
                self.workqueue.move_to_end(first, last=False)
            super()._assign_work_unit(node)

    return TiersScheduling(config, log)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.kernel)


# -- the guard ----------------------------------------------------------------------

_running: list[pytest.Item] = []  # the test whose setup, call or teardown runs now
_started: dict[str, list[tuple[str, str]]] = {}  # nodeid -> [(kind, command)]


def kind_of(args: object) -> str:
    """What a command starts: node, browser, kernel, server or subprocess."""
    if isinstance(args, (str, bytes, os.PathLike)):
        argv = shlex.split(os.fsdecode(args)) if isinstance(args, (str, bytes)) else [args]
    else:
        argv = list(args)  # type: ignore[call-overload]
    words = [os.fsdecode(a) for a in argv]
    command = " ".join(words)
    program = os.path.basename(words[0]) if words else ""
    if "playwright" in command or "chrom" in program:
        return "browser"
    if program.startswith("node") or program == "npm":
        return "node"
    if "ipykernel" in command:
        return "kernel"
    if "http.server" in command or ("jupyter" in command and "--no-browser" in words):
        return "server"  # jupyter lab / jupyter server, not jupyter server extension list
    return "subprocess"


def _record(kind: str, command: str) -> None:
    if _running:
        _started.setdefault(_running[-1].nodeid, []).append((kind, command[:200]))


_popen_init = subprocess.Popen.__init__
_process_start = multiprocessing.process.BaseProcess.start


def _guarded_popen_init(self, args, *more, **options):  # type: ignore[no-untyped-def]
    _record(kind_of(args), str(args))
    return _popen_init(self, args, *more, **options)


def _guarded_start(self):  # type: ignore[no-untyped-def]
    _record("subprocess", f"multiprocessing: {self.name}")
    return _process_start(self)


def pytest_configure(config: pytest.Config) -> None:
    subprocess.Popen.__init__ = _guarded_popen_init  # type: ignore[method-assign]
    multiprocessing.process.BaseProcess.start = _guarded_start  # type: ignore[method-assign]


def pytest_unconfigure(config: pytest.Config) -> None:
    subprocess.Popen.__init__ = _popen_init  # type: ignore[method-assign]
    multiprocessing.process.BaseProcess.start = _process_start  # type: ignore[method-assign]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # type: ignore[no-untyped-def]
    _running.append(item)
    try:
        yield
    finally:
        _running.pop()
        _started.pop(item.nodeid, None)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):  # type: ignore[no-untyped-def]
    outcome = yield
    report = outcome.get_result()
    started = _started.pop(item.nodeid, [])
    if not report.passed:
        return
    covered = set().union(*(COVERS[m.name] for m in item.iter_markers() if m.name in COVERS))
    unmarked = [(kind, command) for kind, command in started if kind not in covered]
    if unmarked:
        kinds = sorted({kind for kind, _ in unmarked})
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid} started a process ({', '.join(kinds)}) but carries no marker "
            f"for it: add pytestmark = pytest.mark.{kinds[0]} (see pyproject's markers and "
            "the README's Contributing section).\n" + "\n".join(
                f"  {kind}: {command}" for kind, command in unmarked))


