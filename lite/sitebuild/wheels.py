"""The pure-Python wheels the site carries: fetched from PyPI, patched, slimmed, and the
kit's own wheel built from this checkout."""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path

from sitebuild.common import (
    DROPPED,
    KERNEL_WHEELS,
    PYODIDE_PYTHON,
    ROOT,
    canonical,
    log,
)


def download_wheels(requirements: Iterable[str], dest: Path) -> None:
    """Pure-Python wheels (``py3-none-any``) for Pyodide's Python, without dependencies."""
    missing = [r for r in requirements if not _cached_wheel(dest, *r.split("=="))]
    if not missing:
        return
    dest.mkdir(parents=True, exist_ok=True)
    log(f"pip download {' '.join(missing)}")
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--python-version", PYODIDE_PYTHON,
                    "--implementation", "py", "--abi", "none", "--platform", "any",
                    "--dest", str(dest), *missing], check=True)


def _cached_wheel(folder: Path, name: str, version: str) -> Path | None:
    for wheel in folder.glob("*.whl") if folder.exists() else ():
        wheel_name, wheel_version = wheel.name.split("-")[:2]
        if canonical(wheel_name) == canonical(name) and wheel_version == version:
            return wheel
    return None


#: Small edits to a wheel's sources (``patch_wheel``): (file, text, replacement).
#: IPython's ``__init__`` imports ``IPython.terminal.embed`` for ``IPython.embed``,
#: which imports prompt_toolkit (about 300 modules): a terminal the browser kernel
#: never shows. ``IPython.embed`` stays, importing it on its first call instead.
PATCHES = {"ipython": [(
    "IPython/__init__.py",
    "from .terminal.embed import embed\n",
    "def embed(**kwargs):  # algunokit's site: prompt_toolkit only when embed() is called\n"
    "    from .terminal.embed import embed as _embed\n"
    "    return _embed(**kwargs)\n")]}


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def patch_wheel(wheel: Path) -> int:
    """Apply ``PATCHES`` to ``wheel`` in place (its RECORD updated); returns how many.

    Fails the build if a patch no longer applies (a new version of the package).
    """
    patches = {file: (old, new) for file, old, new in
               PATCHES.get(canonical(wheel.name.split("-")[0]), ())}
    if not patches:
        return 0
    staging = wheel.with_suffix(".patched")
    with zipfile.ZipFile(wheel) as source, \
            zipfile.ZipFile(staging, "w", zipfile.ZIP_DEFLATED) as out:
        records = {}
        for info in source.infolist():
            data = source.read(info)
            if info.filename in patches:
                old, new = patches[info.filename]
                text = data.decode("utf-8")
                if text.count(old) != 1:
                    staging.unlink()
                    sys.exit(f"[lite] {wheel.name}: the patch of {info.filename} no longer "
                             "applies; update PATCHES in lite/build.py")
                data = text.replace(old, new).encode("utf-8")
                records[info.filename] = record_line(info.filename, data)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)  # written last, once every patch is known
                continue
            out.writestr(info, data)
        info, data = record
        out.writestr(info, "".join(
            records[line.split(",")[0]] + "\n" if line.split(",")[0] in records else line
            for line in data.decode().splitlines(keepends=True)).encode())
    missing = set(patches) - set(records)
    staging.replace(wheel)
    if missing:
        sys.exit(f"[lite] {wheel.name}: no {', '.join(sorted(missing))} to patch")
    return len(records)


def kernel_extension_folders() -> list[Path]:
    """The ``static`` folders of the Pyodide kernel's lab extension, in the order
    Jupyter looks for extensions (the installed ``jupyterlite-pyodide-kernel``)."""
    from jupyter_core.paths import jupyter_path

    return [Path(folder) / "@jupyterlite" / "pyodide-kernel-extension" / "static"
            for folder in jupyter_path("labextensions")]


def kernel_wheels() -> dict[str, Path]:
    """The wheels of piplite, ipykernel and pyodide-kernel that the kernel's lab
    extension carries (its ``static/pypi`` folder), by lock name."""
    for static in kernel_extension_folders():
        pypi = static / "pypi"
        found = {}
        for wheel in pypi.glob("*.whl") if pypi.is_dir() else ():
            name = canonical(wheel.name.split("-")[0])
            if name in KERNEL_WHEELS:
                found[name] = wheel
        if set(found) == set(KERNEL_WHEELS):
            return found
    sys.exit("[lite] the Pyodide kernel's wheels were not found: "
             'pip install -e ".[lite]" (jupyterlite-pyodide-kernel)')


def slim_wheel(wheel: Path) -> int:
    """Leave out of ``wheel`` (in place) the files ``DROPPED`` names; returns how many.

    Each dropped folder stays as an empty directory entry (jedi lists
    ``typeshed/third_party``), and the RECORD no longer names the files.
    """
    name = canonical(wheel.name.split("-")[0])
    prefixes = DROPPED.get(name, ())
    if not prefixes:
        return 0
    staging = wheel.with_suffix(".slim")
    dropped = 0
    with zipfile.ZipFile(wheel) as source, \
            zipfile.ZipFile(staging, "w", zipfile.ZIP_DEFLATED) as out:
        for prefix in prefixes:
            out.writestr(zipfile.ZipInfo(prefix), b"")
        for info in source.infolist():
            if info.filename.startswith(prefixes):
                dropped += not info.is_dir()
                continue
            data = source.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data = "".join(line for line in data.decode().splitlines(keepends=True)
                               if not line.startswith(prefixes)).encode()
            out.writestr(info, data)
    staging.replace(wheel)
    return dropped


def build_kit_wheel(dest: Path) -> Path:
    """The kit's wheel, built from this checkout (rebuilt every time: it is small)."""
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    log("pip wheel . (algunokit)")
    # the site has the lessons beside the kit: its wheel leaves them out (hatch_build.py)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--wheel-dir", str(dest), str(ROOT)], check=True,
                   env={**os.environ, "ALGUNOKIT_SKIP_LESSONS": "1"})
    (wheel,) = dest.glob("algunokit-*.whl")
    return wheel


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str]]:
    """Name, version and top-level import names of a wheel."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(meta_name).decode())
        tops = set()
        top_level = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top_level:
            tops.update(archive.read(top_level).decode().split())
        for name in names:
            first = name.split("/", 1)[0]
            if "/" in name and not first.endswith((".dist-info", ".data")):
                tops.add(first)
            elif name.endswith(".py") and "/" not in name:
                tops.add(name[:-3])
    return meta["Name"], meta["Version"], sorted(t for t in tops if t.isidentifier())
