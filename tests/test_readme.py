"""The README's promises: two set-up commands, CI runs the test one, examples run."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def bash_blocks() -> list[str]:
    return [b.strip() for b in re.findall(r"```bash\n(.*?)```", README, re.S)]


def test_exactly_two_setup_commands():
    setup = [b for b in bash_blocks() if "pip install" in b]
    assert len(setup) == 2
    lessons, tests = setup
    assert "jupyter lab lessons/" in lessons and ".[lessons]" in lessons
    assert "pytest" in tests and ".[test]" in tests


def test_ci_runs_the_readme_test_command_word_for_word():
    tests_command = [b for b in bash_blocks() if "pytest" in b][0]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert tests_command in ci.splitlines()


def test_python_examples_in_the_readme_run():
    blocks = re.findall(r"```python\n(.*?)```", README, re.S)
    assert blocks
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)  # our own documentation
    import algunokit

    algunokit.set_language("fr")
