"""``lite/fixed_words.py``: the English words the language pack cannot reach, in French."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))
import fixed_words  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)

LAB_HEAD = "<!doctype html><html><head><title>JupyterLite</title></head><body></body></html>"


def test_the_script_goes_once_into_each_page_head(tmp_path):
    for name in ("lab", "notebooks"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "index.html").write_text(LAB_HEAD, encoding="utf-8")
    assert fixed_words.add_to_pages(tmp_path) == ["lab", "notebooks"]
    assert fixed_words.add_to_pages(tmp_path) == []  # a second run adds nothing
    html = (tmp_path / "lab" / "index.html").read_text(encoding="utf-8")
    assert html.count("lite/fixed_words.py") == 1 and html.index("<script>") < html.index(
        "</head>")
    assert json.dumps(fixed_words.FRENCH) in html and "__WORDS__" not in html


def test_each_english_text_is_still_written_by_the_widget_manager():
    """The table follows the installed widget manager: a text it no longer writes
    would be a word the script waits for in vain."""
    import jupyterlab_widgets
    static = Path(jupyterlab_widgets.__file__).parent / "labextension" / "static"
    if not static.is_dir():
        static = Path(sys.prefix) / "share/jupyter/labextensions/@jupyter-widgets/" \
            "jupyterlab-manager/static"
    bundles = "".join(p.read_text(encoding="utf-8", errors="ignore")
                      for p in static.glob("*.js"))
    for english in ("Loading widget...", "Error displaying widget: model not found",
                    "Error displaying widget"):
        assert english in fixed_words.FRENCH
        assert f'textContent="{english}"' in bundles, english


@pytest.mark.browser
def test_a_french_browser_sees_french_where_the_code_writes_english(tmp_path):
    sys.path.insert(0, str(ROOT / "tests"))
    import drive
    from jupyter_lab import skip_without_the_site_tools
    playwright_api = skip_without_the_site_tools(drive.CHROMIUM)
    (tmp_path / "lab").mkdir()
    (tmp_path / "lab" / "index.html").write_text(LAB_HEAD, encoding="utf-8")
    fixed_words.add_to_pages(tmp_path)
    # as the widget manager and JupyterLab's toolbar write them
    write = """() => {
        const output = document.createElement("div");
        output.textContent = "Loading widget...";
        document.body.appendChild(output);
        const kernel = document.createElement("span");
        kernel.textContent = "No Kernel";
        document.body.appendChild(kernel);
        const status = document.createElement("span");
        status.textContent = "No Kernel | Initialisation en cours";
        document.body.appendChild(status);
        const position = document.createElement("span");
        position.textContent = "Cell 1/50";
        document.body.appendChild(position);
        return new Promise(done => setTimeout(() => {
            output.textContent = "Error displaying widget: model not found";
            position.firstChild.nodeValue = "Cell 4/35";  // as React updates a text
            setTimeout(() => done(document.body.innerText), 50);
        }, 50));
    }"""
    with drive.serve(tmp_path) as base, playwright_api.sync_playwright() as p:
        for locale, expected in (("fr-FR", ("Cet affichage n'est plus là (Python a redémarré)",
                                            "Aucun noyauAucun noyau | Initialisation",
                                            "Cellule 4/35")),
                                 ("en-US", ("Error displaying widget: model not found",
                                            "No Kernel", "Cell 4/35"))):
            with drive.offline_browser(p, locale=locale) as offline:
                page = offline.context.new_page()
                page.goto(f"{base}/lab/index.html")
                text = page.evaluate(write)
                for words in expected:
                    assert words in text, (locale, text)
                if locale == "fr-FR":
                    assert "widget" not in text.lower() and "Kernel" not in text, text
                    assert "Cell " not in text, text
