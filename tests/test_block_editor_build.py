"""The block editor's build hook (hatch_build.py): when it runs npm, when it does not, and
what it says on a machine without Node. No process is started: npm is never found or
never needed here (the real build is what ``pip install -e .`` already did)."""

from __future__ import annotations

import importlib.util
import os
import sys
import tomllib
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def hook():
    """hatch_build.py, with hatchling's interface stubbed when hatchling is absent
    (pip installs it only in its isolated build environment)."""
    with pytest.MonkeyPatch.context() as patch:  # the stubs go when the module's tests end
        if importlib.util.find_spec("hatchling") is None:
            names = ["hatchling", "hatchling.builders", "hatchling.builders.hooks",
                     "hatchling.builders.hooks.plugin",
                     "hatchling.builders.hooks.plugin.interface"]
            for name in names:
                patch.setitem(sys.modules, name, types.ModuleType(name))
            sys.modules[names[-1]].BuildHookInterface = object  # type: ignore[attr-defined]
        spec = importlib.util.spec_from_file_location("hatch_build", ROOT / "hatch_build.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module


def sources(root: Path) -> Path:
    folder = root / "js" / "block-editor"
    (folder / "src").mkdir(parents=True)
    for name in ("package.json", "package-lock.json", "build.mjs", "src/index.js"):
        (folder / name).write_text("{}", encoding="utf-8")
    return folder


def test_pyproject_runs_the_hook_and_the_sdist_carries_the_sources():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["tool"]["hatch"]["build"]["hooks"]["custom"]["path"] == "hatch_build.py"
    include = project["tool"]["hatch"]["build"]["targets"]["sdist"]["include"]
    for path in ("hatch_build.py", "js/block-editor/package-lock.json", "js/block-editor/src"):
        assert path in include
    assert any(d.startswith("anywidget") for d in project["project"]["dependencies"])


def test_a_fresh_bundle_needs_no_node(hook, tmp_path, monkeypatch):
    folder = sources(tmp_path)
    bundle = tmp_path / hook.BUNDLE
    bundle.parent.mkdir(parents=True)
    bundle.write_text("export default {}", encoding="utf-8")
    later = max(p.stat().st_mtime for p in folder.rglob("*") if p.is_file()) + 10
    os.utime(bundle, (later, later))
    monkeypatch.setattr(hook.shutil, "which", lambda name: None)
    hook.build_bundle(tmp_path)  # nothing to do, so no npm asked for


def test_a_missing_bundle_without_node_says_what_to_install(hook, tmp_path, monkeypatch):
    sources(tmp_path)
    monkeypatch.setattr(hook.shutil, "which", lambda name: None)
    with pytest.raises(RuntimeError, match=r"Node\.js 20 and npm"):
        hook.build_bundle(tmp_path)


def test_a_stale_bundle_is_rebuilt(hook, tmp_path, monkeypatch):
    folder = sources(tmp_path)
    bundle = tmp_path / hook.BUNDLE
    bundle.parent.mkdir(parents=True)
    bundle.write_text("old", encoding="utf-8")
    os.utime(bundle, (1, 1))  # older than the sources
    (folder / "node_modules").mkdir()
    ran = []

    def run(command, cwd, check):
        ran.append(command[1:3])
        bundle.write_text("new", encoding="utf-8")

    monkeypatch.setattr(hook.shutil, "which", lambda name: "/usr/bin/npm")
    monkeypatch.setattr(hook.subprocess, "run", run)
    os.utime(folder / "node_modules", (1e10, 1e10))  # installed after the lock: no npm ci
    hook.build_bundle(tmp_path)
    assert ran == [["run", "build"]]


def test_an_sdist_without_the_sources_keeps_its_bundle(hook, tmp_path, monkeypatch):
    monkeypatch.setattr(hook.shutil, "which", lambda name: None)
    hook.build_bundle(tmp_path)  # no js/block-editor: nothing to build, nothing asked
