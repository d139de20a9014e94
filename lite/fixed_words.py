"""French for the few English words the site's language pack cannot reach.

Some of what a student sees in the site is written in English by the code itself,
not through JupyterLab's translator, so the French language pack never gets to it:
the widget manager's « Loading widget... » and « Error displaying widget: model not
found » (``@jupyter-widgets/jupyterlab-manager`` sets ``textContent`` directly: the
first while each widget is being drawn, and for ever after a reload until its cell
runs again; the second after a kernel restart) and
« No Kernel » where a ``SessionContext`` was made without a translator. In a page
opened by a French browser, :data:`SCRIPT` watches the page and replaces each of
these texts, whole, by :data:`FRENCH`'s words.
A browser in another language keeps them. ``add_to_pages(site)`` puts the script
into every page of a built site (``lite/build.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

#: English text (a whole text node, trimmed) -> what a French browser shows instead
FRENCH = {
    # written before every widget is drawn, then replaced: a neutral word (after a
    # reload, the kit's own note beside it says to run the cell again)
    "Loading widget...": "Chargement…",
    "Error displaying widget: model not found":
        "Cet affichage n'est plus là (Python a redémarré) : "
        "exécute sa cellule (Maj+Entrée) pour le revoir.",
    "Error displaying widget": "Cet affichage n'a pas pu se faire : exécute de nouveau sa cellule.",
    "No Kernel": "Aucun noyau",
}
#: (JavaScript regular expression on a whole trimmed text node, its French): the
#: status bar's « No Kernel | Initialisation en cours » and « Cell 4/35 »
PATTERNS = [
    (r"^No Kernel( \| .*)?$", "Aucun noyau$1"),
    (r"^Cell (\d+)/(\d+)$", "Cellule $1/$2"),
]

SCRIPT = """
    <script>
      // algunokit: French for words the language pack cannot reach (lite/fixed_words.py)
      (() => {
        try {
          const first = ((navigator.languages || [])[0] || navigator.language || "")
            .toLowerCase().split(/[-_]/)[0];
          if (first !== "fr") return;
          const words = __WORDS__;
          const patterns = __PATTERNS__.map(([p, french]) => [new RegExp(p), french]);
          const fix = (node) => {
            const text = node.nodeValue;
            const key = text && text.trim();
            if (!key) return;
            let french = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : null;
            for (const [pattern, replacement] of patterns) {
              if (french === null && pattern.test(key)) {
                french = key.replace(pattern, replacement);
              }
            }
            if (french !== null && french !== key) node.nodeValue = text.replace(key, french);
          };
          const walk = (root) => {
            if (root.nodeType === Node.TEXT_NODE) return fix(root);
            if (root.nodeType !== Node.ELEMENT_NODE) return;
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) fix(node);
          };
          new MutationObserver((changes) => {
            for (const change of changes) {
              if (change.type === "characterData") fix(change.target);
              else for (const node of change.addedNodes) walk(node);
            }
          }).observe(document.documentElement,
                     {subtree: true, childList: true, characterData: true});
        } catch (error) {
          console.warn("algunokit: the fixed English words were not translated", error);
        }
      })();
    </script>
"""


def script() -> str:
    # \u escapes: the French is right whatever charset the page declares
    return SCRIPT.replace("__WORDS__", json.dumps(FRENCH)).replace(
        "__PATTERNS__", json.dumps(PATTERNS))


def add_to_pages(output: Path) -> list[str]:
    """Put :data:`SCRIPT` at the end of the ``<head>`` of every page of the built site
    ``output``; returns the pages changed. Stops the build if the lab page has no
    ``<head>`` to put it in."""
    pages = []
    for page in sorted(output.glob("*/index.html")):
        html = page.read_text(encoding="utf-8")
        end = html.find("</head>")
        if end < 0 or "lite/fixed_words.py" in html:
            continue
        page.write_text(html[:end] + script() + html[end:], encoding="utf-8")
        pages.append(page.parent.name)
    if "lab" not in pages and not (output / "lab" / "index.html").is_file():
        sys.exit("[lite] no lab/index.html with a <head>: update lite/fixed_words.py")
    return pages
