"""``lite/drive.py`` ``forget``: what the site kept is gone when it returns, and stays.

It deleted each IndexedDB database and returned on the request's ``blocked`` event:
with another page holding the database open (or JupyterLite's service worker), the
deletion waited and happened later, once that connection closed, wiping what had been
written in between (issue 47). Here a page holds the database open while ``forget``
runs, then writes new work and closes: the new work must survive, the old must not.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))
import drive  # noqa: E402 (lite/ is not a package: its scripts run from a checkout)
from jupyter_lab import skip_without_the_site_tools  # noqa: E402

pytestmark = pytest.mark.browser

playwright_api = skip_without_the_site_tools(drive.CHROMIUM)

#: In a page: open (creating) the database "JupyterLite Storage" with a "files" store
OPEN = """() => new Promise((done, fail) => {
    const request = indexedDB.open("JupyterLite Storage", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("files");
    request.onsuccess = () => { window.held = request.result; done(true); };
    request.onerror = () => fail(request.error);
})"""
#: In a page that ran OPEN: write ``value`` under ``key`` through its connection
PUT = """([key, value]) => new Promise((done, fail) => {
    const transaction = window.held.transaction(["files"], "readwrite");
    transaction.objectStore("files").put(value, key);
    transaction.oncomplete = () => done(true);
    transaction.onerror = () => fail(transaction.error);
})"""
#: In a page that ran OPEN: every key of the store
KEYS = """() => new Promise((done, fail) => {
    const request = window.held.transaction(["files"]).objectStore("files").getAllKeys();
    request.onsuccess = () => done(request.result);
    request.onerror = () => fail(request.error);
})"""


def test_forget_empties_the_storage_at_once_even_while_a_page_holds_it(tmp_path):
    (tmp_path / "jupyter-lite.json").write_text("{}", encoding="utf-8")
    (tmp_path / "index.html").write_text("<!doctype html><title>site</title>",
                                         encoding="utf-8")
    with drive.serve(tmp_path) as base, playwright_api.sync_playwright() as p, \
            drive.offline_browser(p) as offline:
        holder = offline.context.new_page()
        holder.goto(f"{base}/index.html")
        holder.evaluate(OPEN)
        holder.evaluate(PUT, ["old-lesson.ipynb", "yesterday's work"])
        holder.evaluate("() => localStorage.setItem('layout', 'old tabs')")

        drive.forget(offline.context, base)  # the holder keeps its connection open

        assert holder.evaluate(KEYS) == []  # gone when forget returns
        assert holder.evaluate("() => localStorage.getItem('layout')") is None
        holder.evaluate(PUT, ["lesson.ipynb", "today's work"])
        holder.close()  # a deletion left waiting would run now
        reader = offline.context.new_page()
        reader.goto(f"{base}/index.html")
        reader.evaluate(OPEN)  # queued after a deletion left waiting, if any
        assert reader.evaluate(KEYS) == ["lesson.ipynb"]
