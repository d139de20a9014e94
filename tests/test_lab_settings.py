"""The JupyterLab default the kit installs: the kernel's busy indicator in the status bar.

JupyterLab shows the kernel's execution indicator in each notebook's toolbar by
default. Every click on a widget makes the kernel busy then idle, and each change
of that indicator made the toolbar look again for its focusable items, reading the
layout of every one (``getClientRects``): about 10 ms of the page's thread per
click, before the canvas's message could be read (issue 19, a JS profile of 15
clicks on Skyjo's "Next step"). In the status bar, the same indicator costs none of
that. The kit's wheel installs the default in
``share/jupyter/lab/settings/overrides.d/`` (JupyterLab's place for packages'
defaults); a person's own settings still win. The browser test that looks at it is
in ``tests/widgets/test_game_play_browser.py``.
"""

from __future__ import annotations

import json
import os
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
OVERRIDES = ROOT / "jupyter-config" / "lab" / "settings" / "overrides.d" / "algunokit.json"
INSTALLED_AT = "share/jupyter/lab/settings/overrides.d/algunokit.json"
TRACKER = "@jupyterlab/notebook-extension:tracker"


def test_the_default_moves_only_the_kernels_indicator_to_the_status_bar():
    assert json.loads(OVERRIDES.read_text(encoding="utf-8")) == {
        TRACKER: {"kernelStatus": {"showOnStatusBar": True}}}


def test_the_wheel_installs_it_where_jupyterlab_reads_packages_defaults():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["shared-data"][str(OVERRIDES.relative_to(ROOT))] == INSTALLED_AT
    assert "jupyter-config" in pyproject["tool"]["hatch"]["build"]["targets"]["sdist"]["include"]


def test_this_environment_has_it_installed():
    """``pip install -e .`` (the README's commands) installs the shared data too."""
    pytest.importorskip("jupyterlab")
    from jupyterlab.commands import get_app_dir

    installed = Path(get_app_dir(), "settings", "overrides.d", "algunokit.json")
    assert Path(sys.prefix, INSTALLED_AT) == installed
    assert installed.is_file(), (
        f"{installed} is missing: reinstall the kit (python -m pip install -e .)")
    assert json.loads(installed.read_text(encoding="utf-8")) == json.loads(
        OVERRIDES.read_text(encoding="utf-8"))


def test_jupyterlabs_own_reader_gives_the_new_default_and_keeps_the_others(tmp_path):
    """Read as JupyterLab's server reads it: the notebook's settings get the status bar,
    and the indicator's other options keep JupyterLab's defaults (the override is
    merged, not put in their place)."""
    pytest.importorskip("jupyterlab")
    from jupyterlab.commands import get_app_dir
    from jupyterlab_server.settings_utils import get_settings

    app_dir = get_app_dir()
    schemas = os.path.join(app_dir, "schemas")
    settings, warnings = get_settings(os.path.join(app_dir, "settings"), schemas,
                                      str(tmp_path), schema_name=TRACKER)
    assert not any(warnings), warnings
    default = settings["schema"]["properties"]["kernelStatus"]["default"]
    shipped = json.loads(Path(schemas, "@jupyterlab", "notebook-extension",
                              "tracker.json").read_text(encoding="utf-8"))
    expected = {**shipped["properties"]["kernelStatus"]["default"], "showOnStatusBar": True}
    assert default == expected
    assert default["showProgress"] is True
