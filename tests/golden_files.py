"""Golden files: generated text compared with the committed copy.

``ALGUNOKIT_REGEN_GOLDEN=1 python -m pytest …`` rewrites them after an intended
change (then read the diff before committing). A missing file fails: a test
that would create its own expectation could never fail.
"""

from __future__ import annotations

import os
from pathlib import Path

REGENERATE = os.environ.get("ALGUNOKIT_REGEN_GOLDEN") == "1"


def check_golden(path: Path, text: str) -> None:
    if REGENERATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing golden file {path.name}: run with ALGUNOKIT_REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), \
        f"{path.name} changed: run with ALGUNOKIT_REGEN_GOLDEN=1 if intended, and review the diff"
