"""Shared fixtures: every test starts in French, the kit's default language; the browser
tests of a session (of each pytest-xdist worker) share one JupyterLab server and one
Chromium (``jupyter_lab.share``)."""

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
# passes on its caller's), a quarter of it at a desk; HYPOTHESIS_PROFILE chooses either. Tests that set max_examples keep their own.
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

