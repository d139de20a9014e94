"""Binder: what repo2docker will do with ``binder/``, checked for the Python it will use.

repo2docker (what mybinder.org runs) reads ``binder/runtime.txt`` (``python-X.Y``)
to choose the Python of the image; without it, it takes its default (3.10), which
the kit does not support. It then installs ``binder/requirements.txt`` and runs
``binder/postBuild`` from the repository root.

- The declared Python is one repo2docker offers and one ``requires-python`` allows.
- Every pin resolves, with its dependencies, for that Python (``pip install
  --dry-run --python-version``, wheels only, as on Binder), and the pins cover the
  kit's own dependencies (postBuild installs the kit with ``--no-deps``).
- An environment built from ``binder/`` alone, with that Python version, runs every
  lesson (skipped, saying why, when this machine lacks that Python).

That environment is kept between runs, keyed on what pip resolves the pins to now
(every package and version, the kit's own dependencies' pins included, for that
Python): a new release of any package it would install builds a new one, as
Binder would. postBuild's work is undone before each run (the kit uninstalled, its
IPython config removed, checked gone), so postBuild is run and checked afresh every
time. Building it took about 6 of the test's minutes; ``ALGUNOKIT_BINDER_ENV=fresh``
builds one in a temporary folder as before.
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
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
#: where the environment built from binder/ is kept between runs
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "algunokit"


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


pytestmark = pytest.mark.subprocess  # pip, and the environment's own Python


@pytest.fixture(scope="module")
def resolution(tmp_path_factory) -> dict[str, str]:
    """What pip installs for the pins, on the declared Python: name -> version."""
    version = declared_python()
    folder = tmp_path_factory.mktemp("resolve")
    report = folder / "report.json"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed",
         "--python-version", version, "--only-binary=:all:", "--target", str(folder / "t"),
         "--report", str(report), "-r", str(BINDER / "requirements.txt")],
        capture_output=True, text=True, timeout=900)
    if result.returncode and re.search(r"NewConnectionError|Failed to establish|"
                                       r"Temporary failure in name resolution", result.stderr):
        pytest.skip(f"the package index is unreachable from here: {result.stderr[-300:]}")
    assert result.returncode == 0, result.stderr[-3000:]
    return {canonical(item["metadata"]["name"]): item["metadata"]["version"]
            for item in json.loads(report.read_text(encoding="utf-8"))["install"]}


@pytest.mark.slow  # pip resolves some 90 packages from the index: a minute or two
def test_every_pin_resolves_for_the_declared_python(resolution):
    version = declared_python()
    for name, pinned in pins().items():
        assert resolution.get(name) == pinned, \
            f"{name}=={pinned}, Python {version}: {resolution.get(name)}"


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


def binder_env(python: str, resolution: dict[str, str], tmp_path: Path) -> Path:
    """An environment with ``binder/requirements.txt`` installed, as Binder builds it
    before postBuild: the one kept for this resolution, or built (and kept) now."""
    if os.environ.get("ALGUNOKIT_BINDER_ENV") == "fresh":
        venv = tmp_path / "binder-env"
    else:
        pinned = "\n".join(f"{name}=={version}" for name, version in sorted(resolution.items()))
        key = hashlib.sha256(f"{python}\n{declared_python()}\n{pinned}".encode()).hexdigest()
        venv = CACHE / f"binder-env-{key[:16]}"
    if (venv / "complete").exists():
        return venv
    shutil.rmtree(venv, ignore_errors=True)  # a build that stopped half way
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "-r",
                    str(BINDER / "requirements.txt")], check=True, env=env_of(venv),
                   timeout=1800)
    (venv / "complete").write_text("pip install -r binder/requirements.txt\n", encoding="utf-8")
    return venv


def env_of(venv: Path) -> dict[str, str]:
    """The environment variables of a shell in ``venv``."""
    env = {**os.environ, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
           "VIRTUAL_ENV": str(venv), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    for name in ("PYTHONPATH", "PYENV_VERSION"):
        env.pop(name, None)
    return env


def undo_postbuild(venv: Path, cwd: Path) -> None:
    """The environment as requirements.txt left it: no kit, no IPython config."""
    python, env = str(venv / "bin" / "python"), env_of(venv)
    subprocess.run([python, "-m", "pip", "uninstall", "--quiet", "--yes", "algunokit"],
                   capture_output=True, env=env, cwd=cwd)
    (venv / "etc" / "ipython" / "ipython_kernel_config.py").unlink(missing_ok=True)
    gone = subprocess.run([python, "-c", "import algunokit"], capture_output=True, env=env,
                          cwd=cwd)
    assert gone.returncode != 0, "the kit is still importable after pip uninstall"
    assert not list(venv.rglob("algunokit.json")), "the kit's Jupyter settings stayed behind"


@pytest.mark.slow
@pytest.mark.kernel  # nbconvert runs every lesson in a kernel
def test_an_environment_from_binder_runs_every_lesson(resolution, tmp_path):
    version = declared_python()
    python = python_for(version)
    if python is None:
        pytest.skip(f"Python {version}, which binder/runtime.txt declares for repo2docker, is "
                    f"not on this machine (Debian 12's apt has no python{version}; pyenv can "
                    "build it): the checks on runtime.txt and the pins above still hold")
    with kept_environment_lock():  # another checkout's tests may use it meanwhile
        venv = binder_env(python, resolution, tmp_path)
        undo_postbuild(venv, tmp_path)
        try:
            check_postbuild_and_lessons(venv, venv / "bin", env_of(venv), version, tmp_path)
        finally:
            undo_postbuild(venv, tmp_path)  # the kept environment holds no kit of this checkout


@contextlib.contextmanager
def kept_environment_lock() -> Iterator[None]:
    """One test run at a time in the kept environments of this machine."""
    import fcntl  # Linux and macOS, where the test runs (python_for looks for pyenv)

    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / "binder-env.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def check_postbuild_and_lessons(venv: Path, bin_dir: Path, env: dict[str, str], version: str,
                                tmp_path: Path) -> None:
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
    # the block editor's JavaScript was built by postBuild's install and is in the package
    bundle = Path(where[0]).parent / "widgets" / "static" / "block_editor.js"
    assert bundle.is_file() and bundle.stat().st_size > 1_000_000, bundle
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
    # One nbconvert for all the lessons (each still runs in a fresh kernel of its own):
    # it stops at the first lesson that fails, and says which.
    result = subprocess.run(
        [str(bin_dir / "python"), "-m", "jupyter", "nbconvert", "--to", "notebook",
         "--execute", "--ExecutePreprocessor.timeout=300", "--output-dir", str(out),
         *map(str, notebooks)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=900 * len(notebooks))
    assert result.returncode == 0, result.stderr[-3000:]
    assert {p.name for p in out.glob("*.ipynb")} == {p.name for p in notebooks}


def test_readme_badges_open_lesson_one_that_exists_in_jupyterlab():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paths = re.findall(r"mybinder\.org/v2/gh/[^)\s]+\?urlpath=lab/tree/([^)\s]+\.ipynb)", readme)
    assert sorted(paths) == ["lessons/en/01-discover-the-game.ipynb",
                             "lessons/fr/01-decouvrir-le-jeu.ipynb"]
    assert all((ROOT / path).exists() for path in paths)
