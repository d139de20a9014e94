"""Engines import nothing from Jupyter; the code base is lint clean."""

from __future__ import annotations

import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import algunokit

pytestmark = pytest.mark.subprocess  # a fresh Python with Jupyter blocked; ruff

ROOT = Path(__file__).resolve().parent.parent
JUPYTER_LAYERS = ("algunokit.widgets", "algunokit.draw.canvas", "algunokit.draw.jupyter_internals")


def engine_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(algunokit.__path__, "algunokit."):
        if info.name.startswith(JUPYTER_LAYERS) or info.name == "algunokit.__main__":
            continue
        names.append(info.name)
    return names


def test_engines_import_without_jupyter():
    modules = engine_modules()
    assert "algunokit.cards" in modules
    blocker = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in {'ipywidgets', 'ipycanvas', 'IPython'}:\n"
        "            raise ImportError('blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "top = {'ipywidgets', 'ipycanvas', 'IPython'}\n"
        "leaks = [m for m in sys.modules if m.split('.')[0] in top]\n"
        "assert not leaks, leaks\n"
        "print('ok', len(" + repr(modules) + "))\n"
    )
    result = subprocess.run([sys.executable, "-c", blocker], capture_output=True, text=True,
                            cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")


def find_ruff() -> str | None:
    """The ruff next to this Python (the 'test' extra installs it), else one on PATH."""
    beside = Path(sys.executable).parent / "ruff"
    return str(beside) if beside.exists() else shutil.which("ruff")


def test_ruff_is_clean():
    """Lint is part of the tests: a missing ruff FAILS (a skipped lint hides everything)."""
    ruff = find_ruff()
    assert ruff is not None, ("ruff is missing: install the test extra "
                              "(python -m pip install -e '.[test]')")
    result = subprocess.run([ruff, "check", "algunokit", "tests", "benchmarks", "lite"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_missing_ruff_fails_rather_than_skips(monkeypatch, tmp_path):
    """Without ruff on PATH nor beside Python, the lint test fails with a clear message."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    assert find_ruff() is None
    with pytest.raises(AssertionError, match="ruff is missing"):
        test_ruff_is_clean()
