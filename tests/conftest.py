"""Shared fixtures: every test starts in French, the kit's default language."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

import algunokit

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=50, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _french_by_default():
    algunokit.set_language("fr")
    yield
    algunokit.set_language("fr")
