"""What the browser tests share beyond ``tests/jupyter_lab.py``: the browser-only site,
built once per session (``lite/build.py``; its downloads cached in ``.lite-cache``).
The site's tests only read it, and they run in one worker (the unit "lite" of the
root ``conftest.py``), so one build serves ``test_lite_site.py`` and
``test_lite_block_editor.py``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The site's folder, built from this checkout once for the session.

    ``ALGUNOKIT_LITE_SITE=/some/_site`` reuses a site built before with
    ``python lite/build.py --output /some/_site`` (building takes minutes of every
    core: build once, then run the site's tests as often as needed)."""
    prebuilt = os.environ.get("ALGUNOKIT_LITE_SITE")
    if prebuilt:
        assert (Path(prebuilt) / "jupyter-lite.json").is_file(), f"no site in {prebuilt}"
        return Path(prebuilt)
    output = tmp_path_factory.mktemp("lite") / "_site"
    result = subprocess.run([sys.executable, str(ROOT / "lite" / "build.py"), "--output",
                             str(output)], capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return output
