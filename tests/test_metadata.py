"""What PyPI shows and what publishing needs, ready in pyproject.toml: one version
everywhere, the licence file, project links, a changelog entry for the version. The
built wheel's METADATA is checked by tests/test_release.py."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import algunokit

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_metadata_pypi_shows_is_all_there():
    for field in ("name", "version", "description", "readme", "requires-python", "license",
                  "license-files", "authors", "keywords", "classifiers", "urls", "scripts"):
        assert PROJECT.get(field), field
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert set(PROJECT["urls"]) >= {"Homepage", "Source", "Issues", "Changelog"}
    assert PROJECT["scripts"]["algunokit"] == "algunokit.cli:main"
    minimum = int(re.fullmatch(r">=3\.(\d+)", PROJECT["requires-python"]).group(1))
    listed = {int(c.rsplit(".", 1)[1]) for c in PROJECT["classifiers"]
              if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)}
    assert min(listed) == minimum and listed == set(range(minimum, max(listed) + 1))


def test_one_version_everywhere_and_in_the_changelog():
    assert PROJECT["version"] == algunokit.__version__
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## \[{re.escape(algunokit.__version__)}\]", changelog, re.M)
    assert PROJECT["urls"]["Changelog"].endswith("/CHANGELOG.md")
