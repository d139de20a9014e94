"""The kernel's memory snapshot, the files archive beside it, and the start and
early-worker modules that use them."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from sitebuild.common import (
    EARLY_WORKER_FILE,
    FILES_ARCHIVE,
    HERE,
    KERNEL_SETTINGS,
    KERNEL_WORKER_GLOB,
    PRELOAD,
    PYODIDE_VERSION,
    SNAPSHOT_FILE,
    SNAPSHOT_MODULES,
    SNAPSHOT_NEVER,
    START_MODULE,
    log,
    sha256,
)
from sitebuild.pyodide_core import node_tools


def make_snapshot(pyodide_dir: Path, cache: Path) -> dict:
    """Write ``kernel.snapshot`` and ``start.mjs`` into ``pyodide_dir``; returns what
    the snapshot holds (its size, the modules imported, the JavaScript it names).

    Pyodide starts under Node from the site's own ``static/pyodide`` (the same lock,
    the same wheels, the same pre-loaded packages as the kernel's worker), imports
    ``SNAPSHOT_MODULES`` and writes its memory (``lite/snapshot.mjs``); the site
    ships it gzipped. In the browser, ``start.mjs`` starts Pyodide from it: Python's
    start and those imports are already done. Cached by the lock (which names every
    wheel's sha256), the script and the module list.
    """
    node = node_tools().node
    key = hashlib.sha256()
    for part in (sha256(pyodide_dir / "pyodide-lock.json"), sha256(HERE / "snapshot.mjs"),
                 sha256(pyodide_dir / "pyodide.asm.wasm"), " ".join(SNAPSHOT_MODULES),
                 " ".join(SNAPSHOT_NEVER),
                 " ".join(PRELOAD)):
        key.update(part.encode())
    folder = cache / f"snapshot-{PYODIDE_VERSION}-{key.hexdigest()[:16]}"
    snapshot, report = folder / SNAPSHOT_FILE, folder / "snapshot.json"
    files = folder / FILES_ARCHIVE
    if not (snapshot.exists() and files.exists() and report.exists()):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        log("make the kernel's memory snapshot (Pyodide under Node)")
        raw, raw_files = folder / "memory.bin", folder / "files.bin"
        done = subprocess.run([node, str(HERE / "snapshot.mjs"), str(pyodide_dir), str(raw),
                               str(raw_files), ",".join(PRELOAD), ",".join(SNAPSHOT_NEVER),
                               *SNAPSHOT_MODULES],
                              check=True, stdout=subprocess.PIPE, text=True)
        details = json.loads(done.stdout.strip().splitlines()[-1])
        for source, target in ((raw, snapshot), (raw_files, files)):
            gzip_file(source, target)
        details["gzip_bytes"] = snapshot.stat().st_size
        details["files_gzip_bytes"] = files.stat().st_size
        report.write_text(json.dumps(details), encoding="utf-8")
    shutil.copy2(snapshot, pyodide_dir / SNAPSHOT_FILE)
    shutil.copy2(files, pyodide_dir / FILES_ARCHIVE)
    (pyodide_dir / START_MODULE).write_text(
        versioned_start((HERE / "start.mjs").read_text(encoding="utf-8"), sha256(snapshot),
                        sha256(files)),
        encoding="utf-8")
    return json.loads(report.read_text(encoding="utf-8"))


def gzip_file(source: Path, target: Path) -> None:
    """``source`` gzipped into ``target`` (written whole or not at); ``source`` goes."""
    with source.open("rb") as read, gzip.open(target.with_suffix(".tmp"), "wb",
                                              compresslevel=6) as out:
        shutil.copyfileobj(read, out, 1 << 20)
    source.unlink()
    target.with_suffix(".tmp").replace(target)


def read_files_archive(path: Path) -> tuple[dict, dict[str, bytes]]:
    """The index and the files of a ``kernel.files`` (gzipped or not): what
    ``start.mjs`` writes back in the browser. Exits if it is not one or is cut."""
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    if data[:8] != b"AKFILES1":
        sys.exit(f"[lite] {path.name} is not an archive of the packages' files")
    length = int.from_bytes(data[8:12], "little")
    index = json.loads(data[12:12 + length])
    files, at = {}, 12 + length
    for name, size in index["files"]:
        files[name] = data[at:at + size]
        at += size
    if at != len(data):
        sys.exit(f"[lite] {path.name} is cut short or has bytes no file names")
    return index, files


def versioned_start(source: str, digest: str, files_digest: str) -> str:
    """``start.mjs`` asking for ``kernel.snapshot?v=<digest>`` and
    ``kernel.files?v=<files_digest>``: a browser that kept an older one in its cache
    (a site rebuilt with other wheels) fetches the new one instead of starting with
    modules or files that no longer match."""
    for name, version in ((SNAPSHOT_FILE, digest), (FILES_ARCHIVE, files_digest)):
        plain = f'new URL("{name}", import.meta.url)'
        if source.count(plain) != 1:
            sys.exit(f"[lite] lite/start.mjs no longer has {plain}: update versioned_start")
        source = source.replace(plain, f'new URL("{name}?v={version[:16]}", import.meta.url)')
    return source


def kernel_settings(config: dict) -> dict:
    """The Pyodide kernel's settings in a site's ``jupyter-lite.json`` (the dict itself)."""
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]


def start_from_snapshot(output: Path) -> None:
    """Point the built site's kernel at ``start.mjs`` instead of ``pyodide.mjs``.

    JupyterLite's Pyodide add-on writes ``pyodideUrl`` (our local ``pyodide.mjs``)
    into ``jupyter-lite.json`` during the build, so this is done after it.
    """
    config_path = output / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    settings = kernel_settings(config)
    if settings.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        sys.exit("[lite] jupyter-lite.json does not load ./static/pyodide/pyodide.mjs any "
                 f"more ({settings.get('pyodideUrl')!r}): update start_from_snapshot")
    settings["pyodideUrl"] = f"./static/pyodide/{START_MODULE}"
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def write_early_worker(output: Path) -> str:
    """Write ``static/pyodide/early-worker.mjs`` (``lite/early-worker.mjs`` with the
    built site's kernel worker and pre-loaded packages filled in); returns the kernel
    worker's file name, which the page's :data:`EARLY_WORKER` script recognises.
    Stops the build if the site no longer has exactly one such worker."""
    found = sorted(output.glob(KERNEL_WORKER_GLOB))
    if len(found) != 1:
        sys.exit(f"[lite] expected one {KERNEL_WORKER_GLOB} in the built site, found "
                 f"{len(found)}: update write_early_worker")
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = kernel_settings(config)
    packages = settings.get("loadPyodideOptions", {}).get("packages", [])
    pyodide_dir = output / "static" / "pyodide"
    source = (HERE / EARLY_WORKER_FILE).read_text(encoding="utf-8")
    relative = Path(os.path.relpath(found[0], pyodide_dir)).as_posix()
    for name, value in (("__KERNEL_WORKER__", relative), ("__PACKAGES__", json.dumps(packages))):
        if source.count(name) != 1:
            sys.exit(f"[lite] lite/{EARLY_WORKER_FILE} no longer has {name} once")
        source = source.replace(name, value)
    (pyodide_dir / EARLY_WORKER_FILE).write_text(source, encoding="utf-8")
    return found[0].name
