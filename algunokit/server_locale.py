"""JupyterLab in the browser's language: a French browser gets JupyterLab's menus in French.

JupyterLab's language is the setting ``@jupyterlab/translation-extension:plugin``
``locale``. Its default, ``"default"``, means the *server's* operating-system locale
(jupyterlab_server's ``SYS_LOCALE``): on Binder, and on most school machines, English,
whatever the language of the student's browser. JupyterLab (4.6) has no setting that
follows the browser.

The server knows the browser's languages: every request carries ``Accept-Language``
(``fr-FR,fr;q=0.9``). When the setting is still ``"default"``, this module answers with
the installed language pack that fits the browser best, at the two places where
jupyterlab_server reads the setting:

- ``TranslationsHandler.get("default")``: the strings the page translates itself;
- ``SchemaHandler.get_current_locale()``: the language the settings schemas are
  translated into by the server (the menus « Fichier », « Exécuter », « Noyau » are
  defined there).

English stays English (``en`` needs no pack), a language without an installed pack keeps
the server's default, and a locale a person chose in JupyterLab's Language menu wins.
The language packs are the ones installed for ``jupyterlab.languagepack`` (the lessons
extra and Binder install ``jupyterlab-language-pack-fr-FR``).

jupyterlab_server's handlers are not a public API: this is the one module that touches
them (tests/test_server_locale.py holds the contract against the pinned versions).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from importlib.metadata import entry_points
from typing import Any

#: The setting that holds JupyterLab's language (jupyterlab_server's L10N_SCHEMA_NAME).
SETTING = "@jupyterlab/translation-extension:plugin"
#: The group language packs register under (``fr_FR`` → its package).
PACKS = "jupyterlab.languagepack"
_MARK = "_algunokit_browser_locale"


def installed_locales() -> tuple[str, ...]:
    """The locales of the installed JupyterLab language packs (``("fr_FR",)``)."""
    return tuple(sorted({entry.name for entry in entry_points(group=PACKS)}))


def browser_locale(accept_language: str | None, installed: Iterable[str]) -> str | None:
    """The locale to show for a browser's ``Accept-Language``: the first language the
    browser asks for that is English (``"en"``) or has an installed pack; None if none.

    >>> browser_locale("fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", ["fr_FR"])
    'fr_FR'
    >>> browser_locale("en-GB,en;q=0.9,fr;q=0.8", ["fr_FR"])
    'en'
    >>> browser_locale("fr-CA", ["fr_FR"]), browser_locale("de-DE", ["fr_FR"])
    ('fr_FR', None)
    """
    packs = {name.replace("-", "_").lower(): name for name in installed}
    by_language: dict[str, str] = {}
    for key, name in sorted(packs.items()):
        by_language.setdefault(key.split("_")[0], name)
    for tag in _ranked(accept_language or ""):
        key = tag.replace("-", "_").lower()
        language = key.split("_")[0]
        if language == "en":
            return "en"
        if key in packs:
            return packs[key]
        if language in by_language:
            return by_language[language]
    return None


def _ranked(header: str) -> list[str]:
    """The language tags of an ``Accept-Language`` header, most wanted first."""
    tags = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if tag and tag != "*" and quality > 0:
            tags.append((-quality, position, tag.strip()))
    return [tag for _, _, tag in sorted(tags)]


def install(log: Any = None) -> bool:
    """Make JupyterLab's ``"default"`` language follow the browser (once per process).
    False, changing nothing, when jupyterlab_server is absent or not the expected shape."""
    try:
        from jupyterlab_server import settings_utils, translations_handler
    except ImportError:
        return False
    schema = getattr(settings_utils, "SchemaHandler", None)
    handler = getattr(translations_handler, "TranslationsHandler", None)
    if schema is None or handler is None or not hasattr(schema, "get_current_locale"):
        if log is not None:
            log.warning("algunokit: jupyterlab_server has changed; JupyterLab keeps the "
                        "server's language")
        return False
    if getattr(schema, _MARK, False):
        return True
    packs = installed_locales()
    _patch_schema_handler(schema, settings_utils, packs)
    _patch_translations(handler, packs)
    setattr(schema, _MARK, True)
    if log is not None:
        log.info("algunokit: JupyterLab's default language follows the browser "
                 "(language packs: %s)", ", ".join(packs) or "none")
    return True


def _wanted(handler: Any, packs: tuple[str, ...]) -> str | None:
    return browser_locale(handler.request.headers.get("Accept-Language"), packs)


def _setting_is_default(handler: Any, settings_utils: Any) -> bool:
    """True when nobody chose a language in JupyterLab (the setting is "default")."""
    try:
        found, _ = settings_utils.get_settings(
            handler.app_settings_dir, handler.schemas_dir, handler.settings_dir,
            schema_name=SETTING, overrides=handler.overrides,
            labextensions_path=handler.labextensions_path)
    except Exception:  # no schema, no settings: JupyterLab's own rule applies
        return False
    return (found.get("settings", {}).get("locale") or "default") == "default"


def _patch_schema_handler(schema: Any, settings_utils: Any, packs: tuple[str, ...]) -> None:
    original = schema.get_current_locale

    @functools.wraps(original)
    def get_current_locale(self: Any) -> str:
        wanted = _wanted(self, packs)
        if wanted is not None and _setting_is_default(self, settings_utils):
            return wanted
        return original(self)

    schema.get_current_locale = get_current_locale


def _patch_translations(handler: Any, packs: tuple[str, ...]) -> None:
    original = handler.get

    @functools.wraps(original)
    async def get(self: Any, locale: str | None = None) -> None:
        if locale == "default":  # the page asks only when the setting is "default"
            locale = _wanted(self, packs) or locale
        return await original(self, locale)

    handler.get = get


__all__ = ["browser_locale", "install", "installed_locales"]
