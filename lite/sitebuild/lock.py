"""Pyodide's lock (``pyodide-lock.json``) rewritten to name the site's wheels, and the
wheels' modules compiled to bytecode by Pyodide's own Python."""

from __future__ import annotations

import importlib.metadata
import json
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

from sitebuild.common import (
    HERE,
    KERNEL_START,
    KERNEL_WHEELS,
    KIT_DEPENDS,
    PRELOAD,
    PYODIDE_CDN,
    PYODIDE_PYTHON,
    PYODIDE_VERSION,
    canonical,
    log,
    pinned_packages,
    sha256,
)
from sitebuild.pyodide_core import node_tools
from sitebuild.wheels import (
    _cached_wheel,
    download_wheels,
    kernel_wheels,
    patch_wheel,
    slim_wheel,
    wheel_metadata,
)


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
