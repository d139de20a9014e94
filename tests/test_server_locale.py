"""JupyterLab's own language follows the browser's (algunokit/server_locale.py).

The browser's choice is read from ``Accept-Language``; the contract with jupyterlab_server
(the two handlers the module wraps) is checked against the installed version, and a real
JupyterLab of this environment answering a French browser with the French pack (menus
« Fichier ») and an English one in English is in tests/browser/test_browser_slips_language.py.
"""

from __future__ import annotations

import inspect

import pytest

from algunokit import server_locale
from algunokit.server_locale import browser_locale

jupyterlab_server = pytest.importorskip("jupyterlab_server")


@pytest.mark.parametrize(("header", "chosen"), [
    ("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "fr_FR"),
    ("fr", "fr_FR"),
    ("fr-BE;q=0.8, en;q=0.5", "fr_FR"),
    ("en-US,en;q=0.9", "en"),
    ("en;q=0.4, fr;q=0.8", "fr_FR"),  # the quality decides, not the order
    ("de-DE,de;q=0.9", None),  # no German pack: the server's default
    ("de-DE,en;q=0.5", "en"),
    ("", None),
    (None, None),
    ("*", None),
    ("fr;q=0", None),
    ("fr;q=abc, en", "en"),
])
def test_the_browsers_first_language_with_a_pack_is_chosen(header, chosen):
    assert browser_locale(header, ["fr_FR"]) == chosen


def test_without_a_pack_french_keeps_the_servers_default():
    assert browser_locale("fr-FR,fr;q=0.9", []) is None


def test_the_contract_with_jupyterlab_server():
    """What the module wraps is still there, with the parameters it passes."""
    from jupyterlab_server.settings_utils import SchemaHandler, get_settings
    from jupyterlab_server.translation_utils import L10N_SCHEMA_NAME
    from jupyterlab_server.translations_handler import TranslationsHandler

    assert server_locale.SETTING == L10N_SCHEMA_NAME
    assert list(inspect.signature(SchemaHandler.get_current_locale).parameters) == ["self"]
    assert "locale" in inspect.signature(TranslationsHandler.get).parameters
    assert {"schema_name", "overrides", "labextensions_path"} <= set(
        inspect.signature(get_settings).parameters)
    assert issubclass(TranslationsHandler, SchemaHandler)


def test_the_french_pack_is_installed_with_the_kit():
    assert "fr_FR" in server_locale.installed_locales()
