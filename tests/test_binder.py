"""Binder: what repo2docker will do with ``binder/``, checked for the Python it will use.

repo2docker (what mybinder.org runs) reads ``binder/runtime.txt`` (``python-X.Y``)
to choose the Python of the image; without it, it takes its default (3.10), which
the kit does not support. It then installs ``binder/requirements.txt`` and runs
``binder/postBuild`` from the repository root.

- The declared Python is one repo2docker offers and one ``requires-python`` allows.
- Every pin resolves, with its dependencies, for that Python (``pip install
  --dry-run --python-version``, wheels only, as on Binder), and the pins cover the
  kit's own dependencies (postBuild installs the kit with ``--no-deps``).
- A fresh environment built from ``binder/`` alone, with that Python version,
  runs every lesson (skipped, saying why, when this machine lacks that Python).
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
#: The Pythons repo2docker builds images for (its conda buildpack's
#: environment.py-3.X files, 2026); its default when nothing is declared is 3.10.
REPO2DOCKER_PYTHONS = ("3.10", "3.11", "3.12", "3.13", "3.14")


def declared_python() -> str:
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    match = re.fullmatch(r"python-(3\.\d+)", runtime)
    assert match, f"binder/runtime.txt must read python-3.X, not {runtime!r}"
    return match.group(1)


def pins() -> dict[str, str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    found = {}
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"binder/requirements.txt: {line!r} is not pinned with =="
            found[canonical(name)] = version
    return found


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower().strip()


def test_runtime_declares_a_python_repo2docker_offers_and_the_kit_supports():
    version = declared_python()
    assert version in REPO2DOCKER_PYTHONS
    assert Version(version) in SpecifierSet(PYPROJECT["project"]["requires-python"])


def test_binder_pins_cover_the_kit_and_postbuild_installs_it():
    pinned = pins()
    assert {"ipywidgets", "ipycanvas", "jupyterlab"} <= set(pinned)
    for text in PYPROJECT["project"]["dependencies"]:
        requirement = Requirement(text)
        name = canonical(requirement.name)
        assert name in pinned, f"{name} is a dependency of the kit but not pinned for Binder"
        assert requirement.specifier.contains(pinned[name]), (name, pinned[name])
    post = (BINDER / "postBuild").read_text(encoding="utf-8")
    assert "pip install --no-deps ." in post and os.access(BINDER / "postBuild", os.X_OK)


def test_every_pin_resolves_for_the_declared_python(tmp_path):
    version = declared_python()
    report = tmp_path / "report.json"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed",
         "--python-version", version, "--only-binary=:all:", "--target", str(tmp_path / "t"),
         "--report", str(report), "-r", str(BINDER / "requirements.txt")],
        capture_output=True, text=True, timeout=900)
    if result.returncode and re.search(r"NewConnectionError|Failed to establish|"
                                       r"Temporary failure in name resolution", result.stderr):
        pytest.skip(f"the package index is unreachable from here: {result.stderr[-300:]}")
    assert result.returncode == 0, result.stderr[-3000:]
    chosen = {canonical(item["metadata"]["name"]): item["metadata"]["version"]
              for item in json.loads(report.read_text(encoding="utf-8"))["install"]}
    for name, pinned in pins().items():
        assert chosen.get(name) == pinned, f"{name}=={pinned}, Python {version}: {chosen.get(name)}"


def python_for(version: str) -> str | None:
    """An interpreter of exactly ``version`` on this machine (PATH, then pyenv's folder)."""
    candidates = [shutil.which(f"python{version}")]
    pyenv = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    candidates += sorted(glob.glob(f"{pyenv}/versions/{version}.*/bin/python{version}"))
    for candidate in filter(None, candidates):
        probe = subprocess.run([candidate, "-c", "import sys, venv; print('%d.%d' % "
                                "sys.version_info[:2])"], capture_output=True, text=True)
        if probe.returncode == 0 and probe.stdout.strip() == version:
            return candidate
    return None


@pytest.mark.slow
def test_a_fresh_environment_from_binder_runs_every_lesson(tmp_path):
    version = declared_python()
    python = python_for(version)
    if python is None:
        pytest.skip(f"Python {version}, which binder/runtime.txt declares for repo2docker, is "
                    f"not on this machine (Debian 12's apt has no python{version}; pyenv can "
                    "build it): the checks on runtime.txt and the pins above still hold")
    venv = tmp_path / "binder-env"
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / "bin"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "VIRTUAL_ENV": str(venv), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    for name in ("PYTHONPATH", "PYENV_VERSION"):
        env.pop(name, None)
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "-r",
                    str(BINDER / "requirements.txt")], check=True, env=env, timeout=1800)
    subprocess.run(["bash", str(BINDER / "postBuild")], check=True, env=env, cwd=ROOT,
                   timeout=600)
    # The package must come from the environment, not from this checkout, and run
    # on the declared Python.
    where = subprocess.run([str(bin_dir / "python"), "-c",
                            "import algunokit, sys; print(algunokit.__file__); "
                            "print('%d.%d' % sys.version_info[:2])"],
                           capture_output=True, text=True, check=True, env=env,
                           cwd=tmp_path).stdout.split()
    assert str(venv) in where[0] and where[1] == version
    # postBuild's plain install enables the kit's server extension (kernel messages
    # without Nagle's 40 ms waits, algunokit/server.py) in Binder's Jupyter server
    listed = subprocess.run([str(bin_dir / "python"), "-m", "jupyter", "server", "extension",
                             "list"], capture_output=True, text=True, env=env, cwd=tmp_path)
    # its colours and column spaces aside: "algunokit.server enabled", "… OK"
    listing = " ".join(re.sub(r"\x1b\[[0-9;]*m", "", listed.stdout + listed.stderr).split())
    assert "algunokit.server enabled" in listing and "algunokit.server OK" in listing, listing
    # and the kit's JupyterLab default (the kernel's busy indicator in the status bar,
    # tests/test_lab_settings.py) where Binder's JupyterLab reads packages' defaults
    found = subprocess.run([str(bin_dir / "python"), "-c",
                            "import os; from jupyterlab.commands import get_app_dir; "
                            "print(os.path.isfile(os.path.join(get_app_dir(), 'settings', "
                            "'overrides.d', 'algunokit.json')))"],
                           capture_output=True, text=True, env=env, cwd=tmp_path)
    assert found.stdout.strip() == "True", found.stdout + found.stderr
    notebooks = sorted((ROOT / "lessons").glob("*/*.ipynb"))
    assert notebooks
    out = tmp_path / "executed"
    for notebook in notebooks:
        result = subprocess.run(
            [str(bin_dir / "python"), "-m", "jupyter", "nbconvert", "--to", "notebook",
             "--execute", "--ExecutePreprocessor.timeout=300", "--output-dir", str(out),
             str(notebook)],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=900)
        assert result.returncode == 0, f"{notebook.name}:\n{result.stderr[-3000:]}"


def test_readme_badges_open_lesson_one_that_exists_in_jupyterlab():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paths = re.findall(r"mybinder\.org/v2/gh/[^)\s]+\?urlpath=lab/tree/([^)\s]+\.ipynb)", readme)
    assert sorted(paths) == ["lessons/en/01-discover-the-game.ipynb",
                             "lessons/fr/01-decouvrir-le-jeu.ipynb"]
    assert all((ROOT / path).exists() for path in paths)
