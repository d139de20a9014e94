"""JupyterLab's menus in the browser's language, and the scripts (``lite/page/*.mjs``)
put into every page of the site."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from sitebuild.common import (
    HERE,
)

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
