"""The browser-only site, offline: build it, serve it on 127.0.0.1, run lessons in Chromium.

``python lite/build.py`` builds the site once for this module; Chromium then gets
nothing but 127.0.0.1 (``--host-resolver-rules`` and a Playwright route, see
``lite/drive.py``). Each lesson is opened in the site's JupyterLab and run cell by
cell: the Pyodide kernel must start, no cell may print an error, no request may
leave the machine, and the widgets (drawn with the SVG back end, since the
browser has no numpy for ipycanvas) must render. Screenshots go to
``test-artifacts/lite-*.png``.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
sys.path.insert(0, str(ROOT / "lite"))
import build  # noqa: E402
import drive  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)
from jupyter_lab import skip_without_the_site_tools  # noqa: E402

pytestmark = pytest.mark.browser

playwright_api = skip_without_the_site_tools(drive.CHROMIUM)

#: Lessons 01-04 and 07 in both languages, and one lesson of each other game.
LESSONS = [
    *(f"lessons/fr/{name}" for name in ("01-decouvrir-le-jeu", "02-conditions", "03-actions",
                                          "04-alternative", "07-partie")),
    *(f"lessons/en/{name}" for name in ("01-discover-the-game", "02-conditions",
                                          "03-actions", "04-alternative", "07-a-whole-game")),
    "lessons/fr/09-skyjo", "lessons/en/10-celsius", "lessons/fr/10b-celsius-recherche",
    "lessons/fr/11-gaag",
]
#: A button that redraws the table of the lesson's first game: "New game" deals
#: other cards; a Skyjo deal starts face down, so there a card is turned instead.
NEW_GAME = re.compile("Nouvelle partie|New game")
MOVE_BUTTONS = {"09-skyjo": re.compile("retourner la carte ligne 1, colonne 1", re.I)}
#: Lessons that put a whole game on screen (``play(...)``).
GAME_LESSONS = ("07-partie", "07-a-whole-game", "09-skyjo", "10-celsius",
                "10b-celsius-recherche", "10b-celsius-search", "11-gaag")


@pytest.fixture(scope="module")
def site(built_site):
    """The site, built once for the session (tests/browser/conftest.py)."""
    return built_site


@pytest.fixture(scope="module")
def browser(site):
    """One offline Chromium for every lesson (its cache keeps the compiled Pyodide)."""
    with drive.serve(site) as base, playwright_api.sync_playwright() as p, \
            drive.offline_browser(p) as offline:
        yield base, offline


def test_the_built_site_disables_clear_browser_data(site):
    """The built site's configuration, as JupyterLite serves it, keeps the plugin off."""
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    disabled = config["jupyter-config-data"].get("disabledExtensions", [])
    assert "@jupyterlite/application-extension:clear-browser-data" in disabled


def test_the_site_holds_every_lesson_and_the_kit(site):
    for language in ("fr", "en"):
        built = sorted(p.name for p in (site / "files" / "lessons" / language).glob("*.ipynb"))
        assert built == sorted(p.name for p in (ROOT / "lessons" / language).glob("*.ipynb"))
    pyodide = site / "static" / "pyodide"
    assert (pyodide / "pyodide.asm.wasm").exists()
    assert list(pyodide.glob("algunokit-*.whl")) and not list(pyodide.glob("ipycanvas-*"))
    assert list(pyodide.glob("anywidget-*.whl")) and (site / "extensions" / "anywidget").is_dir()
    assert (site / "api" / "translations" / "fr_FR.json").exists()
    assert (pyodide / "kernel.snapshot").read_bytes()[:2] == b"\x1f\x8b"  # gzip
    assert '"pyodideUrl": "./static/pyodide/start.mjs"' in (site / "jupyter-lite.json").read_text()


def test_the_kernels_files_archive_holds_every_preloaded_wheel_byte_for_byte(site):
    """start.mjs writes these files back instead of unpacking the wheels: they must be
    the wheels' own (Pyodide only adds its INSTALLER and PYODIDE_SOURCE, and RECORD)."""
    pyodide = site / "static" / "pyodide"
    index, files = build.read_files_archive(pyodide / build.FILES_ARCHIVE)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    preloaded = build.closure(lock, build.PRELOAD)
    assert {build.canonical(n) for n in index["packages"]} == {
        build.canonical(k) for k in preloaded}
    checked = 0
    for key in preloaded:
        with zipfile.ZipFile(pyodide / lock[key]["file_name"]) as wheel:
            for info in wheel.infolist():
                if info.is_dir() or info.filename.endswith(".dist-info/RECORD"):
                    continue
                assert files.get(info.filename) == wheel.read(info), info.filename
                checked += 1
    assert checked > 3000 and "jedi/third_party/typeshed/third_party" in index["folders"]


@pytest.mark.parametrize("lesson", LESSONS)
def test_a_lesson_runs_offline_cell_by_cell(browser, lesson):
    base, offline = browser
    ARTIFACTS.mkdir(exist_ok=True)
    drive.forget(offline.context, base)  # a first visit: no tab reopened from the last one
    page = offline.context.new_page()
    console, snapshots, workers = [], [], []
    page.on("console", lambda message: console.append(message.text))
    page.on("worker", lambda worker: workers.append(worker.url))
    page.on("request", lambda request: snapshots.append(request.url.split("/")[-1])
            if "/static/pyodide/kernel." in request.url else None)
    shot = ARTIFACTS / f"lite-{lesson.replace('/', '-')}.png"
    try:
        run = drive.run_notebook(page, base, f"{lesson}.ipynb")
        page.screenshot(path=str(shot))
        # The kernel was started by the page's own script (build.EARLY_KERNEL) while
        # JupyterLab loaded, and the notebook uses that one: one session, one worker.
        started = page.evaluate("""() => [window.algunokitEarlyKernel,
            window.jupyterapp.shell.currentWidget.sessionContext.session.id,
            Array.from(window.jupyterapp.serviceManager.sessions.running()).length]""")
        assert started[0] and started[0] == started[1] and started[2] == 1, started
        if lesson.endswith(GAME_LESSONS):
            button = next((b for name, b in MOVE_BUTTONS.items() if lesson.endswith(name)),
                          NEW_GAME)
            before, after = press_a_button(page, button, shot.with_name(f"{shot.stem}-game.png"))
            assert after != before, f"the button {button.pattern!r} did not redraw the SVG table"
            # the kit's JupyterLab default, as in a pip install (tests/test_lab_settings.py)
            panel = ".jp-NotebookPanel:not(.lm-mod-hidden)"
            assert page.locator("#jp-main-statusbar .jp-Notebook-ExecutionIndicator").count()
            assert not page.locator(f"{panel} .jp-NotebookPanel-toolbar "
                                    ".jp-Notebook-ExecutionIndicator").count()
    except Exception:
        page.screenshot(path=str(shot))
        raise
    finally:
        page.close()  # its kernel (a web worker) goes with it
    assert run.cells > 0
    assert not run.errors, "\n".join(run.errors)
    # The kernel started from the memory snapshot (lite/start.mjs), not the usual way,
    # in the worker the page created as it opened (build.EARLY_WORKER), once.
    assert sorted(name.split("?v=")[0] for name in snapshots) == ["kernel.files",
                                                                   "kernel.snapshot"]
    kernels = [url for url in workers if "comlink.worker" in url or "early-worker" in url]
    assert len(kernels) == 1 and kernels[0].endswith("/static/pyodide/early-worker.mjs"), workers
    assert not [m for m in console if "without the snapshot" in m or "one by one" in m
                or "start early" in m or "started early" in m], console
    assert not offline.blocked, f"requests outside 127.0.0.1: {offline.blocked}"
    assert not run.broken_widgets, run.broken_widgets
    if lesson.endswith(GAME_LESSONS):  # a game on screen: its table drawn as SVG in a widget
        assert run.widgets > 0 and run.svg_views > 0, (run.widgets, run.svg_views)


def press_a_button(page, button: re.Pattern, shot: Path) -> tuple[str, str]:
    """Press a button of the lesson's first game; the SVG table before and after."""
    output = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output",
                          has=page.locator(".algunokit-svg")).first
    table = output.locator(".algunokit-svg").first
    table.scroll_into_view_if_needed()
    before = table.inner_html()
    page.screenshot(path=str(shot))
    output.locator("button", has_text=button).first.click()
    page.wait_for_function("([t, b]) => t.innerHTML !== b", arg=[table.element_handle(), before],
                           timeout=60_000)
    page.screenshot(path=str(shot.with_name(f"{shot.stem}-new.png")))
    return before, table.inner_html()


# --- the table answers clicks, the menus follow the browser's language --------------------

def test_lesson_07_game_is_played_to_its_end_by_clicking_the_table(browser):
    """Lesson 07's Alg(un)o, from the first step to the podium, as a student plays it:
    « Étape suivante » while the robots play, and the cards to give or discard chosen
    by clicking them in the picture; nothing leaves the machine."""
    base, offline = browser
    drive.forget(offline.context, base)
    page = offline.context.new_page()
    try:
        run = drive.run_notebook(page, base, "lessons/fr/07-partie.ipynb")
        assert not run.errors, run.errors
        output = drive.game_output(page, 0)
        output.scroll_into_view_if_needed()
        played = drive.play_alguno_by_clicks(page, output)
        page.screenshot(path=str(ARTIFACTS / "lite-07-played-by-clicks.png"))
    finally:
        page.close()
    assert played.over, played.log[-10:]
    assert played.picture_clicks > 0, played.log
    assert not offline.blocked, offline.blocked


#: A click on the table that moves each other game on: its lesson, and the regions
#: tried in turn (data-key prefixes) until the picture changes; in Celsius, the
#: person's operator cards (a click elsewhere changes nothing and waits its timeout).
ONE_CLICK = {"lessons/fr/09-skyjo": "", "lessons/en/10-celsius": "operator",
             "lessons/fr/11-gaag": ""}


@pytest.mark.parametrize("lesson", list(ONE_CLICK))
def test_a_click_on_the_table_moves_each_other_game(browser, lesson):
    base, offline = browser
    drive.forget(offline.context, base)
    page = offline.context.new_page()
    try:
        run = drive.run_notebook(page, base, f"{lesson}.ipynb")
        assert not run.errors, run.errors
        output = drive.game_output(page, 0)
        output.scroll_into_view_if_needed()
        picture = output.locator(".algunokit-svg").first
        keys = drive.region_keys(output, ONE_CLICK[lesson])
        assert keys, "the game's picture has no clickable region"
        changed = False
        for key in keys[:12]:
            before = drive.state(output)
            svg_before = picture.inner_html()
            drive.click_region(output, key)
            drive.settle(page, output, before, timeout_ms=8_000)
            if picture.inner_html() != svg_before:
                changed = True
                break
        page.screenshot(path=str(ARTIFACTS / f"lite-{lesson.replace('/', '-')}-click.png"))
    finally:
        page.close()
    assert changed, f"no click on the regions {keys[:12]} changed the picture"
    assert not offline.blocked, offline.blocked


@pytest.mark.parametrize(("locale", "menus"), [("fr-FR", ["Fichier", "Noyau"]),
                                                ("en-US", ["File", "Kernel"])])
def test_menus_follow_the_browsers_language(browser, locale, menus):
    """A French browser gets JupyterLab's menus in French, an English one in English
    (the language pack in the site, chosen from ``navigator.languages``)."""
    base, shared = browser
    offline = drive.offline_context(shared.context.browser, locale=locale,
                                    viewport=(1366, 768))
    try:
        page = offline.context.new_page()
        drive.open_notebook(page, base, "lessons/fr/01-decouvrir-le-jeu.ipynb")
        labels = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
        page.locator(".lm-MenuBar-itemLabel", has_text=menus[0]).click()
        items = page.locator(".lm-Menu-itemLabel:visible").all_inner_texts()
        page.screenshot(path=str(ARTIFACTS / f"lite-menus-{locale}.png"))
    finally:
        offline.context.close()
    assert not offline.blocked, offline.blocked
    for menu in menus:
        assert menu in labels, labels
    # the lessons' handing-in paragraph names this item
    word = "Télécharger" if locale == "fr-FR" else "Download"
    assert word in items, "\n".join(items)


def test_progress_is_saved_in_the_site_and_listed_to_download(browser):
    """Lesson 01's last cell writes progres-alguno-01.json beside the notebook: the file
    browser lists it (right click, « Télécharger »), as the lesson says."""
    base, offline = browser
    drive.forget(offline.context, base)
    page = offline.context.new_page()
    try:
        run = drive.run_notebook(page, base, "lessons/fr/01-decouvrir-le-jeu.ipynb")
        assert not run.errors, run.errors
        last = page.locator(f"{drive.PANEL} .jp-CodeCell").last
        assert "Ta progression" in last.inner_text(), last.inner_text()
        listed = page.locator(".jp-DirListing-content").get_by_text("progres-alguno-01.json")
        listed.wait_for(timeout=30_000)
        listed.click(button="right")
        items = page.locator(".lm-Menu-itemLabel:visible").all_inner_texts()
        page.screenshot(path=str(ARTIFACTS / "lite-progress-download.png"))
    finally:
        page.close()
    assert "Download" in items, items  # this browser is English: the English words
    assert "Clear Browser Data" not in items, items  # one key press deleted every lesson


def test_a_restarted_kernel_starts_in_a_new_worker_and_runs_the_lesson_again(browser):
    """The page's early worker serves the lesson's first kernel only: « Noyau >
    Redémarrer le noyau et effacer toutes les sorties » (Kernel > Restart Kernel and Clear
    Outputs) gets a new worker, started from the snapshot the usual way, and the lesson's
    first cell runs again there."""
    base, offline = browser
    drive.forget(offline.context, base)
    page = offline.context.new_page()
    workers = []
    page.on("worker", lambda worker: workers.append(worker.url))
    try:
        drive.open_notebook(page, base, "lessons/fr/01-decouvrir-le-jeu.ipynb")
        cell = page.locator(f"{drive.PANEL} .jp-CodeCell").first
        prompt = cell.locator(".jp-InputArea-prompt")
        drive.press_run(page, cell)
        page.wait_for_function("p => /\\[1\\]/.test(p.textContent)",
                               arg=prompt.element_handle(), timeout=120_000)
        # « Redémarrer le noyau et effacer toutes les sorties »: the prompt goes blank
        # (not awaited: the command's promise waits for the dialog's answer)
        page.evaluate("() => { window.jupyterapp.commands.execute("
                      "'notebook:restart-clear-output'); }")
        page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-accept").click()
        page.wait_for_function("p => !/\\d/.test(p.textContent)",
                               arg=prompt.element_handle(), timeout=30_000)
        drive.press_run(page, cell)
        page.wait_for_function("p => /\\[1\\]/.test(p.textContent)",
                               arg=prompt.element_handle(), timeout=120_000)
        errors = page.locator(drive.PANEL).locator(drive.ERROR_OUTPUT).count()
        running = page.evaluate(
            "Array.from(window.jupyterapp.serviceManager.sessions.running()).length")
    finally:
        page.close()
    kernels = [url.split("/")[-1] for url in workers
               if "comlink.worker" in url or "early-worker" in url]
    assert len(kernels) == 2, workers
    assert kernels[0] == "early-worker.mjs" and kernels[1].startswith("comlink.worker."), kernels
    assert errors == 0 and running == 1


def test_a_lesson_opened_in_a_new_tab_opens_that_lesson_only(browser):
    """Lesson 02 open in one tab, lesson 01 opened in another (a teacher's two links):
    the new tab shows lesson 01 alone and starts one kernel, not one more for every
    notebook open elsewhere (build.LESSON_WORKSPACE). Reloading it at once (before
    JupyterLab saved its layout) opens lesson 01 again, alone, with the page's early
    kernel worker as the first time; the first tab still has lesson 02."""
    base, offline = browser
    drive.forget(offline.context, base)
    tabs = "() => Array.from(document.querySelectorAll('#jp-main-dock-panel .lm-TabBar-tab'" \
           ")).map(t => t.textContent.trim())"
    workers = []
    first = offline.context.new_page()
    # the second tab is made once the first has its lesson (a tab made earlier would
    # hide the first, and a hidden tab does not draw)
    second = None
    try:
        drive.open_notebook(first, base, "lessons/fr/02-conditions.ipynb")
        second = offline.context.new_page()
        second.on("worker", lambda worker: workers.append(worker.url.split("/")[-1]))
        drive.open_notebook(second, base, "lessons/fr/01-decouvrir-le-jeu.ipynb")
        restored = "() => window.jupyterapp.restored.then(() => true)"
        second.evaluate(restored)  # every notebook the workspace reopens is open
        opened = second.evaluate(tabs)
        sessions = second.evaluate("Array.from(window.jupyterapp.serviceManager"
                                   ".sessions.running()).map(s => s.path)")
        # nothing typed yet: the lesson is not shown as changed (● on its tab) once its
        # kernel wrote its language_info (build.kernel_language_info)
        changed = second.evaluate("() => [window.jupyterapp.shell.currentWidget.context"
                                  ".model.dirty, !!document.querySelector('.jp-mod-dirty')]")
        address = second.url
        second.reload()
        second.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        second.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                                 timeout=120_000)
        second.evaluate(restored)
        reopened = second.evaluate(tabs)
        first_tabs = first.evaluate(tabs)
        title = second.title()
    finally:
        if second:
            second.close()
        first.close()
    assert opened == ["01-decouvrir-le-jeu.ipynb"], opened
    assert changed == [False, False], changed
    assert sessions == ["lessons/fr/01-decouvrir-le-jeu.ipynb"], sessions
    assert address.endswith("?workspace=01-decouvrir-le-jeu"
                            "&lesson=lessons%2Ffr%2F01-decouvrir-le-jeu.ipynb"), address
    kernels = [name for name in workers if "comlink.worker" in name or "early-worker" in name]
    assert kernels == ["early-worker.mjs"] * 2, workers  # one per load of the tab
    assert reopened == ["01-decouvrir-le-jeu.ipynb"], reopened
    assert first_tabs == ["02-conditions.ipynb"], first_tabs
    assert title.startswith("01-decouvrir"), title  # JupyterLab cuts it at 12 letters


#: Run ``code`` in the open notebook's kernel (what a cell does, without typing it) and
#: return what it printed.
KERNEL_RUN = """async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const printed = [];
  const future = kernel.requestExecute({code});
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') printed.push(msg.content.text);
    if (msg.header.msg_type === 'error') printed.push('ERROR ' + msg.content.ename);
  };
  await future.done;
  return printed.join('');
}"""


#: A block program as the browser sends it after a drag (the editor's ``_workspace``),
#: then the same editor made again (the cell run again): its program.
BLOCKS_DRAGGED = ("from algunokit.code.block_workspace import to_workspace\n"
                  "e = ak.block_editor(level=1, name='mon programme')\n"
                  "e._workspace = to_workspace(ak.from_python('if est_pair(nombre_de_cartes()):"
                  "\\n    donner_a_droite()\\nelse:\\n    defausser(1)\\n'))\n"
                  "print(e.alternative.to_python())")
BLOCKS_BACK = "print(ak.block_editor(level=1, name='mon programme').alternative.to_python())"


def _lesson_01_ready(page, base, timeout_s=360):
    """Lesson 01 open and its first cell run. A browser profile of its own starts with
    an empty cache: its first kernel loads and compiles Pyodide, as run_notebook allows."""
    drive.open_notebook(page, base, "lessons/fr/01-decouvrir-le-jeu.ipynb", timeout_s=timeout_s)
    cell = page.locator(f"{drive.PANEL} .jp-CodeCell").first
    drive.press_run(page, cell)
    page.wait_for_function("p => /\\[1\\]/.test(p.textContent)",
                           arg=cell.locator(".jp-InputArea-prompt").element_handle(),
                           timeout=timeout_s * 1000)


def test_progress_survives_a_reload_and_a_closed_browser_in_the_browser_storage(browser):
    """Issue 47 in the site, French, 1366×768: three exercises of lesson 01 checked right,
    then (a) the page reloads (a new kernel worker: the kernel forgot everything) and
    (c) the tab is closed and the site opened again in the same browser profile:
    ``ak.progress()`` still says 3 out of 5, read from the record the kernel wrote in
    the browser's storage beside the lesson; the hand-in file lists the 3 and the
    student's name. A browser profile of its own (a new context): ``drive.forget``'s
    deletion of the storage, blocked while an earlier page's connection lives, may
    complete later and wipe what this test wrote."""
    base, offline = browser
    own = drive.offline_context(offline.context.browser, locale="fr-FR", viewport=(1366, 768))
    try:
        page = own.context.new_page()
        _lesson_01_ready(page, base)
        done = page.evaluate(KERNEL_RUN, "for name in ('ex1', 'ex2', 'ex3'):\n"
                                         "    print(L.exercises[name].check("
                                         "L.exercises[name].solution_answer).ok)")
        assert done.split() == ["True", "True", "True"], done
        dragged = page.evaluate(KERNEL_RUN, BLOCKS_DRAGGED)
        assert dragged.startswith("if "), dragged
        page.reload()
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=360_000)
        _lesson_01_ready(page, base)
        after_reload = page.evaluate(KERNEL_RUN, "print(ak.progress().summary())")
        blocks_back = page.evaluate(KERNEL_RUN, BLOCKS_BACK)
        page.close()
        page = own.context.new_page()  # the browser closed, then the site again
        _lesson_01_ready(page, base)
        later = page.evaluate(KERNEL_RUN, "print(ak.progress().summary())\n"
                                          "print(ak.hand_in(student='Lina').saved)")
        listed = page.evaluate(KERNEL_RUN, "import json\n"
                                           "data = json.load(open('progres-alguno-01-lina.json'))\n"
                                           "print(data['student'], data['right'])")
        page.close()
    finally:
        own.context.close()
    assert not own.blocked, own.blocked
    assert after_reload.strip() == "3 exercices réussis sur 5.", after_reload
    assert blocks_back == dragged  # the block program, kept in the browser's storage
    assert later.startswith("3 exercices réussis sur 5."), later
    assert listed.strip() == "Lina 3", listed
