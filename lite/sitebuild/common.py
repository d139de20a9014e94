"""What every step of the site's build shares: its folders, the versions it pins, the
packages the kernel loads, and small helpers (log, sha256, names)."""

from __future__ import annotations

import hashlib
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent  # lite/
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
