"""Build the browser-only site: ``python lite/build.py --output _site``.

The site is JupyterLite with the Pyodide kernel (Python 3.14 compiled to
WebAssembly): every lesson, French and English, under ``lessons/fr`` and
``lessons/en`` in its file browser, and ``import algunokit`` working with no
``%pip`` line. Once built, the folder is plain static files: it runs from any
web server, with no internet connection.

Everything comes from the ordinary registries, and is cached (``--cache``):

- the Pyodide core (``pyodide.mjs``, the WebAssembly runtime, the standard
  library, ``pyodide-lock.json``) from the npm package ``pyodide``;
- the pure-Python wheels the kernel loads when it starts (micropip, IPython and
  its dependencies, jedi…) from PyPI, at the versions the lock names, plus the
  widget packages (``comm``, ``ipywidgets``) pinned in ``lite/packages.txt``;
- the kit's own wheel, built from this checkout.

The wheels sit beside ``pyodide-lock.json``, whose entries are rewritten to name
them (file name and sha256), and the kernel pre-loads ``algunokit`` through the
lock. Each wheel first gets the bytecode of its modules, compiled by Pyodide's
own Python under Node (``lite/precompile.py``): the kernel then starts without
compiling hundreds of modules in the browser. The kit's entry depends on
ipywidgets but not on ipycanvas: ipycanvas needs numpy and pillow, which have no
WebAssembly build on PyPI, so the kit draws with its SVG back end there (see
``lite/README.md`` for a site that may go online).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

# lite/ on the path: the steps in lite/sitebuild/, also when this file is loaded by its path
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import fixed_words  # the site's remaining English words, in French (lite/fixed_words.py)
from sitebuild.common import (
    DEFAULT_CACHE,
    DROPPED,
    EARLY_WORKER_FILE,
    FILES_ARCHIVE,
    HERE,
    KERNEL_SETTINGS,
    KERNEL_START,
    KERNEL_WHEELS,
    KERNEL_WORKER_GLOB,
    KIT_DEPENDS,
    PRELOAD,
    PYODIDE_CDN,
    PYODIDE_CORE,
    PYODIDE_PYTHON,
    PYODIDE_VERSION,
    ROOT,
    SNAPSHOT_FILE,
    SNAPSHOT_MODULES,
    SNAPSHOT_NEVER,
    START_MODULE,
    canonical,
    log,
    pinned_packages,
    sha256,
)
from sitebuild.lock import closure, compile_wheels, lock_entry, use_canvas_from_cdn, write_lock
from sitebuild.pages import (
    BROWSER_LANGUAGE,
    EARLY_KERNEL,
    EARLY_WORKER,
    LESSON_WORKSPACE,
    PAGE_SCRIPTS,
    TRANSLATED_CALL,
    TRANSLATION_PLUGIN,
    follow_browser_language,
    language_packs,
    page_script,
    translate_jupyterlite,
)
from sitebuild.pyodide_core import fetch_pyodide, node_tools
from sitebuild.snapshot import (
    gzip_file,
    kernel_settings,
    make_snapshot,
    read_files_archive,
    start_from_snapshot,
    versioned_start,
    write_early_worker,
)
from sitebuild.source import (
    KERNEL_INFO,
    KIT_LAB_OVERRIDES,
    kernel_language_info,
    lesson_copy,
    prepare_source,
    site_overrides,
)
from sitebuild.wheels import (
    PATCHES,
    _cached_wheel,
    build_kit_wheel,
    download_wheels,
    kernel_extension_folders,
    kernel_wheels,
    patch_wheel,
    record_line,
    slim_wheel,
    wheel_metadata,
)

#: What this script gives (tests read the steps through it).
__all__ = [
    "BROWSER_LANGUAGE",
    "DEFAULT_CACHE",
    "DROPPED",
    "EARLY_KERNEL",
    "EARLY_WORKER",
    "EARLY_WORKER_FILE",
    "FILES_ARCHIVE",
    "HERE",
    "KERNEL_INFO",
    "KERNEL_SETTINGS",
    "KERNEL_START",
    "KERNEL_WHEELS",
    "KERNEL_WORKER_GLOB",
    "KIT_DEPENDS",
    "KIT_LAB_OVERRIDES",
    "LESSON_WORKSPACE",
    "PAGE_SCRIPTS",
    "PATCHES",
    "PRELOAD",
    "PYODIDE_CDN",
    "PYODIDE_CORE",
    "PYODIDE_PYTHON",
    "PYODIDE_VERSION",
    "ROOT",
    "SNAPSHOT_FILE",
    "SNAPSHOT_MODULES",
    "SNAPSHOT_NEVER",
    "START_MODULE",
    "TRANSLATED_CALL",
    "TRANSLATION_PLUGIN",
    "_cached_wheel",
    "build",
    "build_kit_wheel",
    "canonical",
    "check_site",
    "closure",
    "compile_wheels",
    "download_wheels",
    "fetch_pyodide",
    "follow_browser_language",
    "gzip_file",
    "kernel_extension_folders",
    "kernel_language_info",
    "kernel_settings",
    "kernel_wheels",
    "language_packs",
    "lesson_copy",
    "lock_entry",
    "log",
    "main",
    "make_snapshot",
    "node_tools",
    "page_script",
    "patch_wheel",
    "pinned_packages",
    "prepare_source",
    "read_files_archive",
    "record_line",
    "sha256",
    "site_overrides",
    "site_size",
    "slim_wheel",
    "start_from_snapshot",
    "translate_jupyterlite",
    "use_canvas_from_cdn",
    "versioned_start",
    "wheel_metadata",
    "write_early_worker",
    "write_lock",
]


def build(output: Path, cache: Path, canvas_from_cdn: bool = False,
          precompile: bool = True, snapshot: bool = True) -> Path:
    cache = cache.resolve()
    output = output.resolve()
    source = prepare_source(cache, canvas_from_cdn, precompile, snapshot)
    shutil.rmtree(output, ignore_errors=True)
    log(f"jupyter lite build -> {output}")
    subprocess.run([sys.executable, "-m", "jupyterlite_core", "build",
                    "--lite-dir", str(source), "--contents", str(source / "contents"),
                    "--output-dir", str(output), "--no-sourcemaps",
                    f"--LiteBuildConfig.cache_dir={cache / 'lite-build'}"],
                   check=True, cwd=source, stdout=subprocess.DEVNULL)
    kernel_worker = None
    if snapshot and not canvas_from_cdn:
        start_from_snapshot(output)
        kernel_worker = write_early_worker(output)
    follow_browser_language(output, kernel_worker)
    fixed_words.add_to_pages(output)
    translated = translate_jupyterlite(output)
    log("JupyterLite's own words translated: " + ", ".join(
        f"{locale} {count}" for locale, count in translated.items()))
    check_site(output)
    log(f"done: {output} ({site_size(output) / 1e6:.1f} MB)")
    return output


def site_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def check_site(output: Path) -> None:
    """Fail loudly if the built site would need the internet for what it pre-loads."""
    pyodide_dir = output / "static" / "pyodide"
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    for key in closure(packages, PRELOAD):
        entry = packages[key]
        wheel = pyodide_dir / entry["file_name"]
        if "://" in entry["file_name"]:
            continue  # --canvas-from-cdn: numpy and pillow come from the CDN
        if not wheel.exists() or sha256(wheel) != entry["sha256"]:
            sys.exit(f"[lite] {key}: {entry['file_name']} is missing or does not match the lock")
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    url = kernel_settings(config)["pyodideUrl"]
    if url.endswith(START_MODULE):
        for name in (START_MODULE, SNAPSHOT_FILE, FILES_ARCHIVE, EARLY_WORKER_FILE):
            if not (pyodide_dir / name).exists():
                sys.exit(f"[lite] the kernel starts from {url} but static/pyodide/{name} "
                         "is missing")
        index, _ = read_files_archive(pyodide_dir / FILES_ARCHIVE)
        missing = ({canonical(k) for k in closure(packages, PRELOAD)}
                   - {canonical(n) for n in index["packages"]})
        if missing:
            sys.exit(f"[lite] {FILES_ARCHIVE} lacks the files of {sorted(missing)}")
    for language in ("fr", "en"):
        if not list((output / "files" / "lessons" / language).glob("*.ipynb")):
            sys.exit(f"[lite] no lesson in files/lessons/{language}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=ROOT / "_site",
                        help="folder to write the site into (replaced)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE,
                        help="downloads kept between builds")
    parser.add_argument("--canvas-from-cdn", action="store_true",
                        help="for a site that may go online: numpy and pillow from the "
                             "official Pyodide CDN, so the kit uses ipycanvas")
    parser.add_argument("--no-precompile", action="store_true",
                        help="ship the wheels as PyPI has them (sources only): the kernel "
                             "then compiles every module it imports, at each start")
    parser.add_argument("--no-snapshot", action="store_true",
                        help="no memory snapshot of the kernel: Python starts and imports "
                             "IPython, jedi and the kit in the browser, at each start")
    args = parser.parse_args(argv)
    build(args.output, args.cache, args.canvas_from_cdn, not args.no_precompile,
          not args.no_snapshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
