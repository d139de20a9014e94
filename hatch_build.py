"""Build hook: the block editor's JavaScript, built when the package is built.

``pip install .``, ``pip install -e .`` and ``pip wheel .`` run this before packing:
when ``algunokit/widgets/static/block_editor.js`` is missing or older than its
sources (``js/block-editor``: ``src/``, ``build.mjs``, the npm lock), it runs
``npm ci`` (the pinned lock) and ``npm run build`` (esbuild) there. The bundle is
ignored by git but shipped in the wheel and the sdist (an artifact), so a wheel
built from the sdist needs no Node. The wheel stays pure Python: the bundle is a
plain file that anywidget hands to the browser; nothing is fetched at run time.

Needs Node.js 20 and npm on the machine that builds (Binder's repo2docker image has
them). ``ALGUNOKIT_SKIP_JS=1`` builds without the bundle: ``ak.block_editor()``
then says how to build it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

BUNDLE = "algunokit/widgets/static/block_editor.js"
SOURCES = "js/block-editor"


def newest_source(folder: Path) -> float:
    files = [folder / "package-lock.json", folder / "package.json", folder / "build.mjs",
             *(folder / "src").rglob("*")]
    return max((f.stat().st_mtime for f in files if f.is_file()), default=0.0)


def build_bundle(root: Path) -> None:
    """``npm ci`` then ``npm run build`` in ``js/block-editor`` when the bundle is
    missing or older than its sources."""
    bundle, folder = root / BUNDLE, root / SOURCES
    if not (folder / "package.json").is_file():
        return  # an sdist: the bundle came built inside it
    if bundle.is_file() and bundle.stat().st_mtime >= newest_source(folder):
        return
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "algunokit's block editor is built with Node.js 20 and npm, which are not on "
            "this machine: install Node.js (https://nodejs.org, or apt-get install nodejs "
            "npm), or set ALGUNOKIT_SKIP_JS=1 to build without the block editor.")
    modules = folder / "node_modules"
    lock = folder / "package-lock.json"
    if not modules.is_dir() or modules.stat().st_mtime < lock.stat().st_mtime:
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=folder, check=True)
    subprocess.run([npm, "run", "build", "--silent"], cwd=folder, check=True)
    if not bundle.is_file():
        raise RuntimeError(f"npm run build did not write {BUNDLE}")


class BlockEditorBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if os.environ.get("ALGUNOKIT_SKIP_JS", "") not in ("", "0"):
            return
        root = Path(self.root)
        build_bundle(root)
        if (root / BUNDLE).is_file():
            build_data.setdefault("artifacts", []).append(BUNDLE)
