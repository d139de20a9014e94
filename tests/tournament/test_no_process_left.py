"""No student's process outlives its owner: a killed teacher's script, a closed terminal
(SIGHUP), Ctrl-C on the command line (SIGINT), a restarted kernel mid-tournament.

Each case runs in :mod:`process_owner`, which adopts every orphan of what it starts
(a child subreaper), so a process left behind is counted wherever it hid."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tournament_helpers import FIRST, LAST, write

pytestmark = [pytest.mark.subprocess,
              pytest.mark.skipif(not sys.platform.startswith("linux"),
                                 reason="counts processes in /proc")]

ROOT = Path(__file__).resolve().parents[2]
SLOW = "import time\ndef strategie(vue, decision):\n    time.sleep(0.3)\n" \
       "    return decision.options[0]\n"


def _owner(mode: str, folder: Path) -> dict:
    write(folder, {"alice.py": FIRST, "bilal.py": LAST, "chloe.py": SLOW, "dina.py": SLOW})
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(Path(__file__).with_name("process_owner.py")),
                           mode, str(folder)], env=env, capture_output=True, text=True,
                          timeout=300, check=True)
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["seen"] >= 4, report  # the tournament was playing when it was ended
    return report


def test_no_process_outlives_a_killed_teacher(tmp_path):
    assert _owner("kill", tmp_path)["left"] == []


def test_closing_the_terminal_leaves_no_process(tmp_path):
    report = _owner("hup", tmp_path)
    assert report["left"] == [] and report["code"] == -1  # ended by SIGHUP, as Python does


def test_ctrl_c_on_the_command_line_leaves_no_process(tmp_path):
    report = _owner("int", tmp_path)
    assert report["left"] == []
    assert report["code"] == 130 and "Traceback" not in report["stderr"]
    assert "Tournoi interrompu" in report["stderr"]


@pytest.mark.kernel
def test_restarting_the_kernel_mid_tournament_leaves_no_process(tmp_path):
    assert _owner("kernel", tmp_path)["left"] == []
