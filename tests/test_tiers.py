"""The test tiers stay honest: a test file that starts a kernel, a process, Node, a
server or a browser says so with a marker, and the README names the fast tier.

The root ``conftest.py`` checks each test as it runs (a test that starts a process
without the marker fails); this reads the files, so that a test skipped here (no
Chromium, no Node) is held too.
"""

from __future__ import annotations

import io
import re
import tokenize
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
FAST_TIER = 'python -m pytest -m "not slow and not browser"'
#: what a file's code uses (its strings left out) -> the marker that says so
#: (``browser`` covers them all: a browser test drives JupyterLab, its kernels and
#: Playwright's Node driver)
NEEDS = {
    # (served( as jupyter_lab's helper is called, not hooks.served())
    "browser": r"sync_playwright|browser_page\(|\blaunch\(|\blab_server\(|(?<!\.)\bserved\(",
    "kernel": r"kernel_session|KernelManager|\bKernel\(\)|nbconvert|nbclient",
    "subprocess": r"subprocess\.(run|Popen|check_output|check_call)|sys\.executable|"
                  r"run_tournament\(|ak\.tournament\(",
    "node": r"\brun_vm\b",
    "server": r"drive\.serve\(",
}
#: the same in the strings of a command (``["node", …]``, ``jupyter server --no-browser``)
COMMANDS = {
    "node": r"\[\s*\"node\"",
    # (``algunokit lessons --no-browser`` copies files: a line may say "# no server")
    "server": r"\"--no-browser\"(?![^\n]*# no server)|\"http\.server\"",
}


def code_of(text: str) -> str:
    """The file's Python with its strings and comments blanked out."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    blank = {tokenize.STRING, tokenize.COMMENT, getattr(tokenize, "FSTRING_MIDDLE", -1)}
    chars = list(text)
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in blank:
            start = starts[token.start[0] - 1] + token.start[1]
            end = starts[token.end[0] - 1] + token.end[1]
            chars[start:end] = " " * (end - start)
    return "".join(chars)


def markers_of(text: str) -> set[str]:
    return set(re.findall(r"pytest\.mark\.(\w+)", text))


def test_every_file_that_starts_a_process_carries_its_marker():
    missing = []
    for path in sorted(TESTS.rglob("test_*.py")):
        if "node_modules" in path.parts or path.name == "test_tiers.py":
            continue
        text = path.read_text(encoding="utf-8")
        code, marked = code_of(text), markers_of(text)
        for marker in NEEDS.keys() | COMMANDS.keys():
            used = (re.search(NEEDS.get(marker, "$^"), code)
                    or re.search(COMMANDS.get(marker, "$^"), text))
            if used and not marked & {marker, "browser"}:
                missing.append(f"{path.relative_to(ROOT)}: pytest.mark.{marker}")
    assert not missing, "add pytestmark to these files:\n" + "\n".join(missing)


def test_browser_tests_live_where_the_scheduler_looks_for_them():
    """conftest.py's scheduler sends files in tests/browser/ or named *_browser.py to
    the one worker that holds the session's JupyterLab and Chromium."""
    elsewhere = []
    for path in sorted(TESTS.rglob("test_*.py")):
        relative = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        if "node_modules" not in path.parts and "browser" in markers_of(code_of(text)) and not (
                relative.startswith("tests/browser/") or relative.endswith("_browser.py")):
            elsewhere.append(relative)
    assert not elsewhere, "move or rename these browser test files: " + ", ".join(elsewhere)


def test_the_longest_units_start_first():
    """The browser tests' unit starts first, then the files with slow tests: a long
    unit handed out late would finish after everything else (issue 32: CI ≤ 15 min)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    root = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(root)
    slow = "tests/test_binder.py"
    assert root.holds_slow_tests(slow) and not root.holds_slow_tests("tests/test_tiers.py")
    assert not root.holds_slow_tests("lessons/fr/01-decouvrir-le-jeu.ipynb")
    assert root.first_unit(["tests/test_tiers.py", slow, "lite", "browser"]) == "browser"
    assert root.first_unit(["tests/test_tiers.py", slow, "lite"]) == "lite"
    assert root.scope_of("tests/browser/test_lite_site.py::test_x") == "lite"
    assert root.first_unit(["tests/test_tiers.py", slow]) == slow
    assert root.first_unit(["tests/test_tiers.py", "tests/test_readme.py"]) is None


def test_markers_are_registered_and_the_readme_explains_them():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_options = config["tool"]["pytest"]["ini_options"]
    registered = {line.split(":")[0] for line in pytest_options["markers"]}
    assert registered == {"slow", "browser", "kernel", "subprocess", "node", "server"}
    assert "--strict-markers" in pytest_options["addopts"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    contributing = readme[readme.index("## Contribuer / Contributing"):]
    assert FAST_TIER in contributing
    for marker in registered:
        assert f"`{marker}`" in contributing, marker


def test_the_test_command_uses_both_cores():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    addopts = config["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert "-n" in addopts and "--dist" in addopts
    extra = config["project"]["optional-dependencies"]["test"]
    assert any(requirement.startswith("pytest-xdist") for requirement in extra)
