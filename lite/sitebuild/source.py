"""The site's source folder: the lessons, the kit's JupyterLab settings, the config."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from sitebuild.common import (
    HERE,
    PYODIDE_CORE,
    ROOT,
    log,
)
from sitebuild.lock import write_lock
from sitebuild.pyodide_core import fetch_pyodide
from sitebuild.snapshot import (
    make_snapshot,
)
from sitebuild.wheels import (
    build_kit_wheel,
    kernel_extension_folders,
)

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
