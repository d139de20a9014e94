"""Shared fixtures: every test starts in French, the kit's default language; the browser
tests of a session (of each pytest-xdist worker) share one JupyterLab server and one
Chromium (``jupyter_lab.share``), are skipped with the reason where no browser can run,
and find their module's notebooks served by the ``lab`` fixture."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

import algunokit

sys.path.insert(0, str(Path(__file__).parent))  # shared helpers such as golden_files
import jupyter_lab

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
# The full profile where the environment says CI=true (as CI services set it; .ci/run
# passes on its caller's), a quarter of it at a desk; HYPOTHESIS_PROFILE chooses either.
# Tests that set max_examples keep their own.
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false", "no")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if IN_CI else "dev"))


@pytest.fixture(autouse=True)
def _french_by_default():
    algunokit.set_language("fr")
    yield
    algunokit.set_language("fr")


@pytest.fixture(scope="session", autouse=True)
def _one_jupyterlab_and_one_chromium(tmp_path_factory):
    """Started at the first browser test that needs them, stopped at the end."""
    jupyter_lab.share(tmp_path_factory.getbasetemp())
    yield
    jupyter_lab.stop_sharing()



def pytest_runtest_setup(item):
    """A ``browser`` test where Chromium, Playwright or JupyterLab is missing is skipped,
    saying which (a module that imports Playwright at its top still calls
    ``jupyter_lab.skip_without_browser()`` first)."""
    if item.get_closest_marker("browser") is not None:
        reason = jupyter_lab.missing()
        if reason:
            pytest.skip(reason)


@pytest.fixture(scope="module")
def lab(request, tmp_path_factory):
    """JupyterLab serving the test module's notebooks while the module runs (the
    session's one server, ``jupyter_lab.served``): the module's ``NOTEBOOKS`` (file
    name -> cell sources), with its ``LAB_SETTINGS`` (plugin id -> JupyterLab user
    settings) and ``LAB_COPIES`` (files put beside the notebooks) when it has them."""
    module = request.module
    notebooks = getattr(module, "NOTEBOOKS", None)
    if notebooks is None:
        pytest.fail(f"{module.__name__} uses the lab fixture but defines no NOTEBOOKS")
    yield from jupyter_lab.served(tmp_path_factory, notebooks,
                                  settings=getattr(module, "LAB_SETTINGS", None),
                                  copies=getattr(module, "LAB_COPIES", ()),
                                  name=module.__name__.rpartition(".")[2])
