"""The site's build script, without building: the lock edits and the lesson copies.

The whole build, served and run in Chromium, is ``tests/browser/test_lite_site.py``.
"""

from __future__ import annotations

import ast
import gzip
import importlib.util
import json
import re
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.subprocess, pytest.mark.node]

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("lite_build", ROOT / "lite" / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)


def entry(name, depends=(), file_name=None):
    return {"name": name, "version": "1", "file_name": file_name or f"{name}-1-py3-none-any.whl",
            "sha256": "0" * 64, "depends": list(depends)}


def test_closure_follows_depends_whatever_the_spelling():
    packages = {"ipython": entry("ipython", ["prompt_toolkit", "traitlets"]),
                "prompt-toolkit": entry("prompt-toolkit", ["wcwidth"]),
                "traitlets": entry("traitlets"), "wcwidth": entry("wcwidth"),
                "numpy": entry("numpy")}
    assert build.closure(packages, ["ipython"]) == ["ipython", "prompt-toolkit", "traitlets",
                                                    "wcwidth"]


def test_lock_entry_reads_the_wheel(tmp_path):
    wheel = tmp_path / "demo_pkg-1.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo_pkg/__init__.py", "")
        archive.writestr("demo_pkg-1.2.dist-info/METADATA",
                         "Metadata-Version: 2.1\nName: demo_pkg\nVersion: 1.2\n")
    made = build.lock_entry(wheel, ["ipywidgets"])
    assert made["name"] == "demo-pkg" and made["version"] == "1.2"
    assert made["imports"] == ["demo_pkg"] and made["file_name"] == wheel.name
    assert made["sha256"] == build.sha256(wheel) and made["depends"] == ["ipywidgets"]


def test_canvas_from_cdn_points_numpy_and_pillow_at_the_cdn_and_adds_ipycanvas():
    packages = {"numpy": entry("numpy"), "pillow": entry("pillow"),
                "algunokit": entry("algunokit", ["ipywidgets"])}
    build.use_canvas_from_cdn(packages, entry("ipycanvas", ["ipywidgets", "numpy", "pillow"]))
    assert packages["numpy"]["file_name"] == (
        "https://cdn.jsdelivr.net/pyodide/v314.0.6/full/numpy-1-py3-none-any.whl")
    assert packages["pillow"]["file_name"].startswith("https://cdn.jsdelivr.net/")
    assert packages["algunokit"]["depends"] == ["ipycanvas", "ipywidgets"]
    assert packages["ipycanvas"]["depends"] == ["ipywidgets", "numpy", "pillow"]


def test_offline_the_kit_is_pre_loaded_without_ipycanvas():
    config = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert "algunokit" in kernel["loadPyodideOptions"]["packages"]
    assert set(build.PRELOAD) == set(kernel["loadPyodideOptions"]["packages"])
    names = [name for name, _ in build.pinned_packages()]
    assert "ipywidgets" in names and "ipycanvas" not in names


#: JupyterLite's « Clear Browser Data »: one key press in the student's file browser menu
#: deleted every lesson and every record of progress (issue 47)
CLEAR_BROWSER_DATA = "@jupyterlite/application-extension:clear-browser-data"


def test_the_site_disables_clear_browser_data_a_plugin_jupyterlite_has():
    config = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text(encoding="utf-8"))
    assert CLEAR_BROWSER_DATA in config["jupyter-config-data"]["disabledExtensions"]
    core = pytest.importorskip("jupyterlite_core")
    import tarfile

    app = next(Path(core.__file__).parent.glob("jupyterlite-app-*.tgz"))
    with tarfile.open(app) as archive:  # the plugin's id is its schema's path: not a typo
        names = archive.getnames()
    plugin, _, name = CLEAR_BROWSER_DATA.partition(":")
    assert f"package/build/schemas/{plugin}/{name}.json" in names


def test_lesson_copies_have_no_outputs_and_the_pyodide_kernel(tmp_path):
    notebook = tmp_path / "n.ipynb"
    notebook.write_text(json.dumps({
        "cells": [{"cell_type": "code", "source": "1", "metadata": {}, "execution_count": 3,
                   "outputs": [{"output_type": "stream", "name": "stdout", "text": "1"}]}],
        "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}),
        encoding="utf-8")
    copy = json.loads(build.lesson_copy(notebook))
    assert copy["metadata"]["kernelspec"]["name"] == "python"
    assert copy["cells"][0]["outputs"] == [] and copy["cells"][0]["execution_count"] is None
    info = {"name": "python", "version": "3.8", "codemirror_mode": {"name": "python"}}
    assert json.loads(build.lesson_copy(notebook, info))["metadata"]["language_info"] == info


def test_the_lessons_carry_the_language_info_the_pyodide_kernel_reports(tmp_path,
                                                                        monkeypatch):
    """JupyterLab writes the kernel's language_info into the notebook when the kernel
    connects; the lessons carry the same, read from the kernel's extension, so a lesson
    just opened is not shown as changed (checked in Chromium by test_lite_site)."""
    if importlib.util.find_spec("jupyterlite_pyodide_kernel") is None:
        pytest.skip('the site\'s build tools are missing: pip install -e ".[lite]"')
    info = build.kernel_language_info()
    assert info["name"] == "python" and info["codemirror_mode"]["name"] == "python"
    # the same reading, on a stand-in extension (its minified JavaScript)
    static = tmp_path / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "393.ab.js").write_text(
        'async kernelInfoRequest(){return{implementation:"pyodide",language_info:'
        '{codemirror_mode:{name:"python",version:3},file_extension:".py",name:"python",'
        'version:"3.8"},protocol_version:"5.3",status:"ok"}}', encoding="utf-8")
    import jupyter_core.paths
    monkeypatch.setattr(jupyter_core.paths, "jupyter_path", lambda *_: [str(tmp_path)])
    assert build.kernel_language_info() == {
        "codemirror_mode": {"name": "python", "version": 3}, "file_extension": ".py",
        "name": "python", "version": "3.8"}
    (static / "393.ab.js").write_text("kernelInfoRequest(){return{}}", encoding="utf-8")
    with pytest.raises(SystemExit, match="update kernel_language_info"):
        build.kernel_language_info()


def test_the_readme_documents_the_build_command_apart_from_the_two_setup_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = [b.strip() for b in re.findall(r"```bash\n(.*?)```", readme, re.S)]
    assert "python lite/build.py --output _site" in blocks
    assert "python3 -m http.server --directory _site 8000" in blocks
    assert "dans ton navigateur, rien à installer" in readme.lower()
    assert "in your browser, nothing to install" in readme.lower()
    assert "GitHub Pages" in readme and "USB" in readme


def test_precompile_adds_unchecked_bytecode_and_keeps_sources(tmp_path):
    core = ROOT / ".lite-cache" / f"pyodide-{build.PYODIDE_VERSION}"
    if shutil.which("node") is None or not (core / "pyodide.mjs").exists():
        pytest.skip("needs node and the Pyodide runtime fetched by a first "
                    "python lite/build.py")
    wheel = tmp_path / "demo-1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo/__init__.py", "ANSWER = 6 * 7\n")
        archive.writestr("demo/tests/test_demo.py", "def test(): pass\n")
        archive.writestr("demo-1.dist-info/METADATA", "Name: demo\nVersion: 1\n")
    build.compile_wheels(core, [wheel], tmp_path / "cache")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        pyc = archive.read("demo/__pycache__/__init__.cpython-314.pyc")
    assert "demo/__init__.py" in names  # sources stay, for tracebacks and completion
    assert not any("tests/__pycache__" in name for name in names)
    (flags,) = struct.unpack("<I", pyc[4:8])
    assert flags == 0b01  # hash-based, unchecked (PEP 552): used whatever the file dates


def test_the_kernel_wheels_are_pre_loaded_so_the_worker_installs_nothing_one_by_one():
    # The worker runs micropip.install / piplite.install for each of these that is
    # not in loadPyodideOptions.packages (comlink.worker.js of the kernel extension).
    for name in ("micropip", "piplite", "ipykernel", "pyodide-kernel", "comm", "jedi",
                 "ipython"):
        assert name in build.PRELOAD
    assert set(build.KERNEL_WHEELS) == {"piplite", "ipykernel", "pyodide-kernel"}
    assert build.KERNEL_WHEELS["ipykernel"] == ["pyodide-kernel"]


def test_kernel_wheels_come_from_the_kernel_extension():
    if importlib.util.find_spec("jupyterlite_pyodide_kernel") is None:
        pytest.skip('the site\'s build tools are missing: pip install -e ".[lite]"')
    found = build.kernel_wheels()
    assert set(found) == set(build.KERNEL_WHEELS)
    for name, wheel in found.items():
        assert build.canonical(build.wheel_metadata(wheel)[0]) == name


def fake_jedi(path):
    record = ["jedi/__init__.py,,", "jedi/third_party/django-stubs/django-stubs/__init__.pyi,,",
              "jedi/third_party/typeshed/third_party/2and3/six/__init__.pyi,,",
              "jedi/third_party/typeshed/stdlib/3/os/__init__.pyi,,",
              "jedi-0.19.2.dist-info/RECORD,,"]
    with zipfile.ZipFile(path, "w") as archive:
        for line in record[:-1]:
            archive.writestr(line.split(",")[0], "x = 1\n")
        archive.writestr("jedi-0.19.2.dist-info/RECORD", "\n".join(record) + "\n")
    return path


def test_slim_wheel_drops_jedis_django_and_third_party_stubs_and_keeps_the_rest(tmp_path):
    wheel = fake_jedi(tmp_path / "jedi-0.19.2-py2.py3-none-any.whl")
    assert build.slim_wheel(wheel) == 2
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        record = archive.read("jedi-0.19.2.dist-info/RECORD").decode()
    assert "jedi/__init__.py" in names
    assert "jedi/third_party/typeshed/stdlib/3/os/__init__.pyi" in names
    assert not any("django-stubs/" in n and not n.endswith("django-stubs/") for n in names)
    assert "jedi/third_party/typeshed/third_party/2and3/six/__init__.pyi" not in names
    # jedi lists typeshed/third_party: the folder stays, empty.
    assert "jedi/third_party/typeshed/third_party/" in names
    assert "django-stubs" not in record and "stdlib/3/os" in record
    assert build.slim_wheel(wheel) == 0  # nothing left to drop
    other = fake_jedi(tmp_path / "other-1-py3-none-any.whl")
    before = build.sha256(other)
    assert build.slim_wheel(other) == 0 and build.sha256(other) == before


def test_jedi_still_completes_from_a_slim_wheel(tmp_path):
    pytest.importorskip("parso")
    cached = sorted((ROOT / ".lite-cache" / "wheels").glob("jedi-*.whl"))
    if not cached:
        pytest.skip("needs the jedi wheel fetched by a first python lite/build.py")
    wheel = tmp_path / cached[-1].name
    shutil.copy2(cached[-1], wheel)
    assert build.slim_wheel(wheel) > 1000
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path / "site")
    script = ("import sys, jedi; assert jedi.__file__.startswith(sys.argv[1]), jedi.__file__; "
              "print(sorted(c.name for c in jedi.Interpreter('import json; json.lo', [{}])"
              ".complete()), [c.name for c in jedi.Interpreter(\"'a'.upp\", [{}]).complete()])")
    site = str(tmp_path / "site")
    out = subprocess.run([sys.executable, "-c", script, site], check=True,
                         capture_output=True, text=True,
                         env={"PYTHONPATH": site}).stdout
    assert out.strip() == "['load', 'loads'] ['upper']"  # stdlib stubs: still there


def test_patch_wheel_makes_ipython_import_its_terminal_only_when_embed_is_called(tmp_path):
    wheel = tmp_path / "ipython-9-py3-none-any.whl"
    source = ('"""IPython."""\nfrom .core import release\nfrom .terminal.embed import embed\n'
              "from .core.interactiveshell import InteractiveShell\n")
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("ipython-9.dist-info/RECORD",
                         "IPython/__init__.py,sha256=old,99\nIPython/core.py,sha256=x,1\n")
        archive.writestr("IPython/__init__.py", source)
    assert build.patch_wheel(wheel) == 1
    with zipfile.ZipFile(wheel) as archive:
        patched = archive.read("IPython/__init__.py")
        record = archive.read("ipython-9.dist-info/RECORD").decode()
        last = archive.namelist()[-1]
    assert b"from .terminal.embed import embed\n" not in patched
    assert b"def embed(**kwargs):" in patched and b"InteractiveShell" in patched
    compile(patched, "IPython/__init__.py", "exec")
    assert build.record_line("IPython/__init__.py", patched) in record.splitlines()
    assert "IPython/core.py,sha256=x,1" in record and last.endswith("RECORD")
    # A new IPython whose file no longer has that line fails the build loudly.
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("IPython/__init__.py", "embed = None\n")
        archive.writestr("ipython-9.dist-info/RECORD", "")
    with pytest.raises(SystemExit, match="no longer applies"):
        build.patch_wheel(wheel)


def test_the_patched_ipython_starts_a_shell_without_prompt_toolkit(tmp_path):
    cached = sorted((ROOT / ".lite-cache" / "wheels").glob("ipython-*.whl"))
    if not cached:
        pytest.skip("needs the IPython wheel fetched by a first python lite/build.py")
    wheel = tmp_path / cached[-1].name
    shutil.copy2(cached[-1], wheel)
    assert build.patch_wheel(wheel) == 1
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read("IPython/__init__.py").decode()
    # Read, not imported: this IPython may need a newer Python than the one running the
    # tests. Its import list must not name the terminal any more, and embed stays.
    imported = {node.module for node in ast.parse(source).body
                if isinstance(node, ast.ImportFrom)}
    assert "terminal.embed" not in imported and "core.interactiveshell" in imported
    assert "def embed(**kwargs):" in source


def site_config(folder, url):
    config = {"jupyter-config-data": {"litePluginSettings": {build.KERNEL_SETTINGS: {
        "pyodideUrl": url, "loadPyodideOptions": {"packages": ["algunokit"]}}}}}
    (folder / "jupyter-lite.json").write_text(json.dumps(config), encoding="utf-8")


def test_the_built_site_starts_the_kernel_from_start_mjs(tmp_path):
    site_config(tmp_path, "./static/pyodide/pyodide.mjs")
    build.start_from_snapshot(tmp_path)
    config = json.loads((tmp_path / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][build.KERNEL_SETTINGS]
    assert settings["pyodideUrl"] == "./static/pyodide/start.mjs"
    assert settings["loadPyodideOptions"] == {"packages": ["algunokit"]}  # the rest kept
    # If a new JupyterLite writes another URL, the build stops instead of guessing.
    site_config(tmp_path, "https://cdn.example/pyodide.mjs")
    with pytest.raises(SystemExit, match="update start_from_snapshot"):
        build.start_from_snapshot(tmp_path)


def test_check_site_wants_the_snapshot_when_the_kernel_starts_from_it(tmp_path, monkeypatch):
    pyodide = tmp_path / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    (pyodide / "pyodide-lock.json").write_text(json.dumps({"packages": {}}), encoding="utf-8")
    for language in ("fr", "en"):
        lessons = tmp_path / "files" / "lessons" / language
        lessons.mkdir(parents=True)
        (lessons / "01.ipynb").write_text("{}", encoding="utf-8")
    site_config(tmp_path, "./static/pyodide/start.mjs")
    monkeypatch.setattr(build, "PRELOAD", ())
    with pytest.raises(SystemExit, match=r"start\.mjs is missing"):
        build.check_site(tmp_path)
    (pyodide / "start.mjs").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"kernel\.snapshot is missing"):
        build.check_site(tmp_path)
    (pyodide / "kernel.snapshot").write_bytes(b"")
    with pytest.raises(SystemExit, match=r"kernel\.files is missing"):
        build.check_site(tmp_path)
    (pyodide / "kernel.files").write_bytes(b"PK not an archive")
    with pytest.raises(SystemExit, match=r"early-worker\.mjs is missing"):
        build.check_site(tmp_path)
    (pyodide / "early-worker.mjs").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit, match="not an archive"):
        build.check_site(tmp_path)
    (pyodide / "kernel.files").write_bytes(files_archive({}, {}))
    build.check_site(tmp_path)


def test_the_early_worker_is_jupyterlites_kernel_worker_then_python_at_once(tmp_path):
    site_config(tmp_path, "./static/pyodide/start.mjs")
    (tmp_path / "static" / "pyodide").mkdir(parents=True)
    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "comlink.worker.0123abcd.js").write_text("", encoding="utf-8")
    (static / "coincident.worker.4567ef.js").write_text("", encoding="utf-8")
    assert build.write_early_worker(tmp_path) == "comlink.worker.0123abcd.js"
    written = (tmp_path / "static" / "pyodide" / build.EARLY_WORKER_FILE).read_text(
        encoding="utf-8")
    # JupyterLite's worker first (it listens for the kernel's messages at once), by a
    # path that works from static/pyodide, then Python with the kernel's own packages.
    imports = re.findall(r'^import (.+);$', written, flags=re.M)
    assert imports == ['"../../extensions/@jupyterlite/pyodide-kernel-extension/static/'
                       'comlink.worker.0123abcd.js"', '{ startEarly } from "./start.mjs"']
    assert 'startEarly(["algunokit"]);' in written and "__" not in written
    # Another JupyterLite with no such worker, or two: the build stops.
    (static / "comlink.worker.0123abcd.js").unlink()
    with pytest.raises(SystemExit, match="update write_early_worker"):
        build.write_early_worker(tmp_path)
    for name in ("comlink.worker.1.js", "comlink.worker.2.js"):
        (static / name).write_text("", encoding="utf-8")
    with pytest.raises(SystemExit, match="found 2"):
        build.write_early_worker(tmp_path)


def test_only_a_lesson_page_creates_the_early_worker_and_gives_it_once():
    """The page script, run under Node with a stand-in for the browser's Worker: a
    lesson page creates the kernel's worker at once, the kernel's ``new Worker`` of
    JupyterLite's worker file gets it, and every other worker is a new one."""
    if shutil.which("node") is None:
        pytest.skip("needs node")
    script = build.EARLY_WORKER.replace("__KERNEL_WORKER_NAME__", "comlink.worker.ab12.js")
    harness = """
const made = [];
class Worker { constructor(url, options) { this.url = String(url); this.options = options;
  this.stopped = false; made.push(this); } terminate() { this.stopped = true; } }
const runs = {};
for (const [label, search, isolated] of [["lesson", "?path=lessons/fr/01.ipynb", false],
    ["tree", "", false], ["isolated", "?path=lessons/fr/01.ipynb", true],
    ["unused", "?path=lessons/fr/01.ipynb", false]]) {
  made.length = 0;
  const window = { location: { search, href: "http://host/site/lab/index.html" + search },
                   crossOriginIsolated: isolated, Worker };
  // "unused": the two minutes pass before the kernel asks for its worker
  const timers = [];
  const setTimeout = (run, delay) => timers.push([run, delay]), clearTimeout = () => {};
  (function (window, Worker) { SCRIPT })(window, window.Worker);
  const waits = timers.map(([, delay]) => delay);
  if (label === "unused") for (const [run] of timers) run();
  const early = made.slice();
  const kernel = new window.Worker(
    new URL("http://host/site/extensions/x/static/comlink.worker.ab12.js"), {type: "module"});
  const restart = new window.Worker(
    "http://host/site/extensions/x/static/comlink.worker.ab12.js", {type: "module"});
  runs[label] = { early: early.map((w) => w.url), kernelIsEarly: early.includes(kernel),
                  restartIsNew: !early.includes(restart) && restart !== kernel,
                  restored: window.Worker === Worker, total: made.length, waits,
                  stopped: early.map((w) => w.stopped) };
}
console.log(JSON.stringify(runs));
""".replace("SCRIPT", script)
    out = subprocess.run(["node", "--input-type=module", "-e", harness], check=True,
                         capture_output=True, text=True, timeout=60).stdout
    runs = json.loads(out.strip().splitlines()[-1])
    lesson = runs["lesson"]
    assert lesson["early"] == ["http://host/site/static/pyodide/early-worker.mjs"]
    assert lesson["kernelIsEarly"] and lesson["restartIsNew"] and lesson["restored"]
    assert lesson["total"] == 2  # the early one (the kernel's), then the restart's
    assert lesson["waits"] == [120000] and lesson["stopped"] == [False]
    unused = runs["unused"]  # nobody took it in two minutes: stopped, Worker as it was
    assert unused["stopped"] == [True] and unused["restored"] and not unused["kernelIsEarly"]
    for other in ("tree", "isolated"):  # no lesson, or JupyterLite's other worker
        assert runs[other]["early"] == [] and not runs[other]["kernelIsEarly"], runs[other]
        assert runs[other]["total"] == 2 and runs[other]["waits"] == []


def test_a_lesson_page_gets_a_workspace_named_after_the_lesson_and_keeps_the_lesson():
    """The page script, run under Node with a stand-in for the address bar: a page
    opened on a lesson gets ``&workspace=<the lesson's file name>&lesson=<its path>``;
    the same page reloaded (JupyterLite took ``path`` out) gets its ``path`` back. Any
    other page, or one whose address already names a workspace, keeps its address."""
    if shutil.which("node") is None:
        pytest.skip("needs node")
    lesson = "lessons%2Ffr%2F01-decouvrir-le-jeu.ipynb"
    harness = """
const out = {};
for (const search of SEARCHES) {
  const replaced = [];
  const window = { location: { href: "http://host/site/lab/index.html" + search },
                   history: { state: "kept", replaceState: (...a) => replaced.push(a) } };
  (function (window) { SCRIPT })(window);
  out[search] = replaced;
}
console.log(JSON.stringify(out));
"""
    searches = ["?path=lessons/fr/01-decouvrir-le-jeu.ipynb", "",
                f"?workspace=01-decouvrir-le-jeu&lesson={lesson}",
                "?path=lessons/fr/01-decouvrir-le-jeu.ipynb&workspace=mine", "?path=notes.txt",
                "?lesson=notes.txt", "?path=lessons/fr/01.ipynb&clone=x",
                "?path=travail/Mon%20devoir%20(1).ipynb"]
    harness = harness.replace("SCRIPT", build.LESSON_WORKSPACE).replace(
        "SEARCHES", json.dumps(searches))
    out = subprocess.run(["node", "--input-type=module", "-e", harness], check=True,
                         capture_output=True, text=True, timeout=60).stdout
    runs = json.loads(out.strip().splitlines()[-1])
    lab = "http://host/site/lab/index.html"
    assert runs[searches[0]] == [
        ["kept", "", f"{lab}?path={lesson}&workspace=01-decouvrir-le-jeu&lesson={lesson}"]]
    # reloaded: the lesson opens again, in its own workspace
    assert runs[searches[2]] == [
        ["kept", "", f"{lab}?workspace=01-decouvrir-le-jeu&lesson={lesson}&path={lesson}"]]
    assert "&workspace=Mon-devoir-1&" in runs[searches[-1]][0][2]
    for kept in searches[1], *searches[3:7]:
        assert runs[kept] == [], kept


#: where the READMEs and the teacher's guides show a link to one lesson of the site
LESSON_LINK_DOCS = ("README.md", "lite/README.md", "lessons/fr/00-guide-enseignant.ipynb",
                    "lessons/en/00-teacher-guide.ipynb")


def test_every_lesson_link_in_the_docs_names_a_lesson_of_the_site():
    """A link shown to teachers (``…/lab/index.html?path=lessons/fr/07-partie.ipynb``)
    names a lesson that the site holds (build.prepare_source copies ``lessons/<lang>/``
    to ``lessons/<lang>/``), so a renamed lesson cannot leave a dead link behind."""
    found = []
    for doc in LESSON_LINK_DOCS:
        text = (ROOT / doc).read_text(encoding="utf-8")
        for path in re.findall(r"lab/index\.html\?path=([\w./-]+\.ipynb)", text):
            found.append((doc, path))
            assert path.startswith("lessons/") and (ROOT / path).is_file(), (doc, path)
    assert {doc for doc, _ in found} == set(LESSON_LINK_DOCS), found


def files_archive(files: dict[str, bytes], packages: dict[str, str],
                  folders: tuple[str, ...] = ()) -> bytes:
    """A ``kernel.files`` as lite/snapshot.mjs writes it (its layout is described there)."""
    index = json.dumps({"root": "/lib/python3.14/site-packages", "folders": list(folders),
                        "files": [[name, len(data)] for name, data in files.items()],
                        "packages": packages}).encode()
    return b"AKFILES1" + len(index).to_bytes(4, "little") + index + b"".join(files.values())


def test_read_files_archive_reads_what_it_says_and_refuses_a_cut_one(tmp_path):
    made = files_archive({"demo/__init__.py": b"VALUE = 42\n", "demo/empty.py": b""},
                         {"demo": "default channel"}, ("demo", "demo/data"))
    path = tmp_path / "kernel.files"
    path.write_bytes(gzip.compress(made))
    index, files = build.read_files_archive(path)
    assert files == {"demo/__init__.py": b"VALUE = 42\n", "demo/empty.py": b""}
    assert index["folders"] == ["demo", "demo/data"] and index["packages"] == {
        "demo": "default channel"}
    path.write_bytes(made[:-3])
    with pytest.raises(SystemExit, match="cut short"):
        build.read_files_archive(path)


#: Starts Pyodide four times through lite/start.mjs under Node (fetch reads file:
#: URLs, as the browser reads the site): twice from the snapshot, once with a
#: damaged archive of files, then from a damaged snapshot. Prints, for each start:
#: is `fractions` already imported (it is in the snapshot, not in a fresh Python),
#: a random number, what Python says, the archive's module (written back, counted
#: as loaded) or "-" if it is absent.
START_HARNESS = """
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
const dir = process.argv[2];
globalThis.fetch = async (url) => new Response(readFileSync(new URL(String(url))));
const warnings = [];
console.warn = (...args) => warnings.push(args.join(" "));
const { loadPyodide } = await import(resolve(dir, "start.mjs"));
const check = `import sys, random
try:
    import demo
    found = f"{demo.VALUE}"
except ImportError:
    found = "-"
f"{'fractions' in sys.modules} {random.random()} {sys.version_info[:2] == (3, 14)} {found}"`;
// A page's early worker: Python started before the kernel asks (startEarly), then
// the kernel's own call with the same options, then one with other packages.
const EARLY = Symbol.for("algunokit.early-python");
const { startEarly } = await import(resolve(dir, "start.mjs"));
const both = ["pyodide-kernel", "algunokit"];
const printed = [];
startEarly(both, dir + "/");  // a path under Node, this folder's URL in the browser
const early = globalThis[EARLY].started;
const taken = await loadPyodide({ indexURL: dir + "/", packages: both,
                                  stdout: (text) => printed.push(text) });
taken.runPython("print('to the kernel')");
const imported = `import sys
f"{'pyodide_kernel' in sys.modules} {getattr(sys.modules.get('algunokit'), 'AFTER_KERNEL', '-')}"`;
startEarly(both, dir + "/");
const unused = globalThis[EARLY].started;
const other = await loadPyodide({ indexURL: dir + "/", packages: ["pyodide-kernel"] });
const early_start = { taken: taken === await early, printed, imported: taken.runPython(imported),
                      other: other !== await unused, otherImported: other.runPython(imported),
                      left: EARLY in globalThis };
const lines = [];
for (const damaged of ["", "", "kernel.files", "kernel.snapshot"]) {
  if (damaged) writeFileSync(resolve(dir, damaged), Buffer.from("damaged"));
  const py = await loadPyodide({ indexURL: dir + "/" });
  lines.push(py.runPython(check) + " " + (py.loadedPackages.demo ?? "-"));
}
console.log(JSON.stringify({ lines, warnings, early_start }));
"""


def test_start_mjs_starts_python_from_the_snapshot_and_falls_back_without_it(tmp_path):
    core = ROOT / ".lite-cache" / f"pyodide-{build.PYODIDE_VERSION}"
    if shutil.which("node") is None or not (core / "pyodide.mjs").exists():
        pytest.skip("needs node and the Pyodide runtime fetched by a first "
                    "python lite/build.py")
    site = tmp_path / "pyodide"
    site.mkdir()
    for name in build.PYODIDE_CORE:
        shutil.copy2(core / name, site / name)
    shutil.copy2(ROOT / "lite" / "start.mjs", site / build.START_MODULE)
    raw = tmp_path / "memory.bin"
    files = tmp_path / "files.bin"
    made = subprocess.run(["node", str(ROOT / "lite" / "snapshot.mjs"), str(site), str(raw),
                           str(files), "", "pyodide_kernel", "fractions", "json"], check=True,
                          capture_output=True, text=True, timeout=600)
    report = json.loads(made.stdout.strip().splitlines()[-1])
    assert {"fractions", "json"} <= set(report["modules"]) and report["bytes"] == raw.stat().st_size
    index, _ = build.read_files_archive(files)  # what loading no package wrote: a valid archive
    assert index["root"].endswith("/site-packages") and report["files"] == len(index["files"])
    (site / build.SNAPSHOT_FILE).write_bytes(gzip.compress(raw.read_bytes()))
    # demo, and stand-ins for the kernel (which makes the shell) and the kit (which
    # must come after it)
    (site / build.FILES_ARCHIVE).write_bytes(gzip.compress(files_archive(
        {"demo/__init__.py": b"VALUE = 42\n", "pyodide_kernel/__init__.py": b"",
         "algunokit/__init__.py": b"import sys\nAFTER_KERNEL = 'pyodide_kernel' in sys.modules\n"},
        {"demo": "default channel", "pyodide-kernel": "default channel",
         "algunokit": "default channel"}, ("demo", "pyodide_kernel", "algunokit"))))
    harness = tmp_path / "harness.mjs"
    harness.write_text(START_HARNESS, encoding="utf-8")
    out = subprocess.run(["node", str(harness), str(site)], check=True, capture_output=True,
                         text=True, timeout=600).stdout
    result = json.loads(out.strip().splitlines()[-1])
    first, second, no_files, fallback = (line.split() for line in result["lines"])
    assert first[0] == second[0] == "True" and first[2] == second[2] == "True"
    assert first[1] != second[1]  # reseeded: each start draws its own numbers
    # the archive's files written back, its package counted as loaded
    assert first[3:] == second[3:] == ["42", "default", "channel"]
    assert no_files[0] == "True" and no_files[3:] == ["-", "-"]  # snapshot, no files
    assert fallback[0] == "False" and fallback[2] == "True"  # started the usual way
    # The kernel's call took the early Python: its output to the kernel's function, the
    # kernel then the kit imported; asked with other packages, a new Python without the kit.
    early = result["early_start"]
    assert early["taken"] and early["printed"] == ["to the kernel"], early
    assert early["imported"] == "True True" and not early["left"], early
    assert early["other"] and early["otherImported"] == "True -", early
    one_by_one, usual = result["warnings"]
    assert "loading the packages one by one" in one_by_one and "without the snapshot" in usual


def test_the_snapshot_never_holds_modules_that_set_up_the_ipython_shell():
    # Imported without a shell (at build time), the kit would never register
    # %%alternative and ipywidgets its comm targets (found by lesson 04 in Chromium).
    assert {"pyodide_kernel", "algunokit", "ipywidgets"} <= set(build.SNAPSHOT_NEVER)
    for name in build.SNAPSHOT_MODULES:
        assert name.split(".")[0] not in build.SNAPSHOT_NEVER, name


def test_snapshot_mjs_refuses_a_module_that_must_not_be_in_the_snapshot(tmp_path):
    core = ROOT / ".lite-cache" / f"pyodide-{build.PYODIDE_VERSION}"
    if shutil.which("node") is None or not (core / "pyodide.mjs").exists():
        pytest.skip("needs node and the Pyodide runtime fetched by a first "
                    "python lite/build.py")
    made = subprocess.run(["node", str(ROOT / "lite" / "snapshot.mjs"), str(core),
                           str(tmp_path / "memory.bin"), str(tmp_path / "files.bin"), "",
                           "fractions", "fractions"],
                          capture_output=True, text=True, timeout=600)
    assert made.returncode != 0 and "must not be in the snapshot" in made.stderr
    assert not (tmp_path / "memory.bin").exists()


def test_start_mjs_asks_for_the_snapshot_and_files_of_its_own_build():
    source = (ROOT / "lite" / "start.mjs").read_text(encoding="utf-8")
    versioned = build.versioned_start(source, "ab" * 32, "cd" * 32)
    assert 'new URL("kernel.snapshot?v=abababababababab", import.meta.url)' in versioned
    assert 'new URL("kernel.files?v=cdcdcdcdcdcdcdcd", import.meta.url)' in versioned
    assert versioned.replace("?v=abababababababab", "").replace("?v=cdcdcdcdcdcdcdcd",
                                                                "") == source
    for name in ("kernel.snapshot", "kernel.files"):
        with pytest.raises(SystemExit, match="update versioned_start"):
            build.versioned_start(source.replace(name, "memory.bin"), "ab" * 32, "cd" * 32)


def test_the_sites_settings_add_the_kits_jupyterlab_defaults():
    """The browser-only site's JupyterLab puts the kernel's busy indicator in the status
    bar as the kit's wheel does (tests/test_lab_settings.py), and keeps its own settings."""
    merged = build.site_overrides()
    own = json.loads((ROOT / "lite" / "overrides.json").read_text(encoding="utf-8"))
    kit = json.loads(build.KIT_LAB_OVERRIDES.read_text(encoding="utf-8"))
    assert merged["@jupyterlab/notebook-extension:tracker"]["kernelStatus"] == {
        "showOnStatusBar": True}
    for settings in (own, kit):
        for plugin, values in settings.items():
            assert merged[plugin] == {**merged[plugin], **values}


def test_the_kit_depends_on_anywidget_in_the_site_and_its_wheels_are_pinned():
    """The SVG table that answers clicks is an anywidget: the kit's lock entry needs it,
    and the site carries it and psygnal (pure-Python wheels pinned in packages.txt)."""
    assert "anywidget" in build.KIT_DEPENDS and "ipycanvas" not in build.KIT_DEPENDS
    pins = dict(build.pinned_packages())
    assert {"anywidget", "psygnal"} <= set(pins)
    js = ROOT / "algunokit" / "widgets" / "svg_canvas.js"
    assert js.exists() and "export default" in js.read_text(encoding="utf-8")


PAGE = """<html><head>
    <script id="jupyter-config-data" type="application/json">{}</script>
    <script>
      (async function () {
        await import(
          '../config-utils.js?_=c9f706b'
        );
      }.call(this));
    </script></head></html>"""


def fake_site(tmp_path, packs=("en", "fr_FR", "all")):
    tmp_path.mkdir(parents=True, exist_ok=True)
    for app in ("lab", "repl"):
        (tmp_path / app).mkdir()
        (tmp_path / app / "index.html").write_text(PAGE, encoding="utf-8")
    translations = tmp_path / "api" / "translations"
    translations.mkdir(parents=True)
    for pack in packs:
        data = {"jupyterlab": {"": {"domain": "jupyterlab", "language": "fr-FR"},
                               "Download": ["Télécharger"], "Kernel": ["Noyau"]}}
        (translations / f"{pack}.json").write_text(json.dumps({"data": data, "message": ""}),
                                                   encoding="utf-8")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "5754.js").write_text(
        'let E="jupyterlite";l=t.load(E);s.addCommand(x,{label:l.__("Download"),'
        'caption:l.__("Not in the pack")})', encoding="utf-8")
    return tmp_path


def test_every_page_follows_the_browsers_language_after_its_configuration(tmp_path):
    site = fake_site(tmp_path)
    assert build.language_packs(site) == {"fr": "fr_FR"}
    assert build.follow_browser_language(site) == ["lab", "repl"]
    html = (site / "lab" / "index.html").read_text(encoding="utf-8")
    # right after config-utils.js wrote the configuration, before the bundle reads it
    assert html.index("config-utils.js") < html.index('const packs = {"fr": "fr_FR"}')
    assert html.index('const packs') < html.index("}.call(this))")
    assert build.TRANSLATION_PLUGIN in build.BROWSER_LANGUAGE
    # the lesson's own workspace: in the same place, before JupyterLab's bundle runs
    assert html.index("config-utils.js") < html.index(
        "a lesson's page has its own workspace") < html.index("}.call(this))")


def test_the_browser_language_script_chooses_french_only_for_a_french_browser(tmp_path):
    """The script itself, run by Node with a fake page: fr-FR gets the French pack as the
    setting's default, en-US and de-DE keep JupyterLab's default (English)."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    script = build.BROWSER_LANGUAGE.replace("__PACKS__", json.dumps({"fr": "fr_FR"}))
    results = {}
    for language in ("fr-FR", "fr", "en-US", "de-DE"):
        config = json.dumps({"settingsOverrides": {"a:b": {"x": 1}}})
        program = f"""
        const element = {{textContent: {json.dumps(config)}}};
        globalThis.document = {{getElementById: () => element}};
        Object.defineProperty(globalThis, "navigator", {{value: {{languages: ["{language}"]}}}});
        {script}
        console.log(element.textContent.replace(/\\s+/g, ""));"""
        done = subprocess.run([node, "-e", program], capture_output=True, text=True,
                              timeout=60, check=True)
        results[language] = json.loads(done.stdout)["settingsOverrides"]
    plugin = build.TRANSLATION_PLUGIN
    assert results["fr-FR"][plugin] == {"locale": "fr_FR"} == results["fr"][plugin]
    assert plugin not in results["en-US"] and plugin not in results["de-DE"]
    assert all(r["a:b"] == {"x": 1} for r in results.values())  # other settings kept


def test_a_site_without_the_french_pack_or_the_expected_page_stops_the_build(tmp_path):
    with pytest.raises(SystemExit, match="French language pack"):
        build.follow_browser_language(fake_site(tmp_path / "a", packs=("en", "all")))
    site = fake_site(tmp_path / "b")
    (site / "lab" / "index.html").write_text("<html></html>", encoding="utf-8")
    with pytest.raises(SystemExit, match="config-utils"):
        build.follow_browser_language(site)


def test_jupyterlites_own_words_get_the_packs_translation(tmp_path):
    site = fake_site(tmp_path)
    assert build.translate_jupyterlite(site) == {"fr_FR": 1}
    pack = json.loads((site / "api" / "translations" / "fr_FR.json").read_text(encoding="utf-8"))
    lite = pack["data"]["jupyterlite"]
    assert lite["Download"] == ["Télécharger"] and "Not in the pack" not in lite
    assert lite[""]["domain"] == "jupyterlite" and "Kernel" not in lite
