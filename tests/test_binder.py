"""Binder: a fresh virtual environment built from ``binder/`` alone runs every lesson.

This does what repo2docker does (install ``binder/requirements.txt``, then run
``binder/postBuild`` from the repository root) and then executes each lesson
notebook with that environment's Jupyter, as a student opening it on Binder would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


def test_binder_files_are_pinned_and_install_the_package():
    requirements = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    pins = [line for line in requirements if line and not line.startswith("#")]
    assert pins and all("==" in line for line in pins)
    names = {line.split("==")[0].lower() for line in pins}
    assert {"ipywidgets", "ipycanvas", "jupyterlab"} <= names
    post = (BINDER / "postBuild").read_text(encoding="utf-8")
    assert "pip install" in post and os.access(BINDER / "postBuild", os.X_OK)


@pytest.mark.slow
def test_a_fresh_environment_from_binder_runs_every_lesson(tmp_path):
    venv = tmp_path / "binder-env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / "bin"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
           "VIRTUAL_ENV": str(venv), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "-r",
                    str(BINDER / "requirements.txt")], check=True, env=env, timeout=1200)
    subprocess.run(["bash", str(BINDER / "postBuild")], check=True, env=env, cwd=ROOT,
                   timeout=600)
    # The package must come from the environment, not from this checkout.
    where = subprocess.run([str(bin_dir / "python"), "-c",
                            "import algunokit, sys; print(algunokit.__file__)"],
                           capture_output=True, text=True, check=True, env=env,
                           cwd=tmp_path).stdout
    assert str(venv) in where
    notebooks = sorted((ROOT / "lessons").glob("*/*.ipynb"))
    assert notebooks
    out = tmp_path / "executed"
    for notebook in notebooks:
        result = subprocess.run(
            [str(bin_dir / "python"), "-m", "jupyter", "nbconvert", "--to", "notebook",
             "--execute", "--ExecutePreprocessor.timeout=300", "--output-dir", str(out),
             str(notebook)],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=900)
        assert result.returncode == 0, f"{notebook.name}:\n{result.stderr[-3000:]}"
