"""The repository stands on its own: no file points outside it, and the rules the code
follows are written in it (docs/rules/), in French and English, with the numbers the
code uses.

A clone is all a maintainer gets: a comment, a test or a doc that sends them to a file
the repository does not hold (a notes folder of the machine it was written on, a
decisions file kept elsewhere) leaves them lost. The rules decisions live in
``docs/rules/``; every path a doc names under ``algunokit/`` exists.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
GAMES = ("alguno", "skyjo", "celsius", "gaag")
#: what points outside the repository: the decisions file and the notes folders it was
#: written beside (``../shared``, ``/work/…``), the rule sheets by their file names
OUTSIDE = re.compile(r"\bDECISIONS(?:\.md)?\b|(?<![\w.])\.\./shared\b|/work/"
                     r"|\bshared/(?:rules|design)\b|alguno-sheet-[ab]\.txt"
                     r"|\b(?:ARCHITECTURE|SANDBOX-NOTES|BLOCK-EDITOR-NOTES)\.md")
#: files this test reads: text the repository tracks (not binaries, not lock files)
SUFFIXES = {".py", ".md", ".txt", ".toml", ".cfg", ".ini", ".json", ".yaml", ".yml", ".sh",
            ".js", ".mjs", ".ts", ".html", ".css", ".ipynb", ""}
SKIP = {"package-lock.json"}


def tracked_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):  # an sdist: no git, read the tree
        listed = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file()
                  and not any(part.startswith(".") or part in ("node_modules", "__pycache__")
                              for part in p.relative_to(ROOT).parts)]
    return [ROOT / name for name in listed
            if name and Path(name).suffix in SUFFIXES and Path(name).name not in SKIP
            and (ROOT / name).is_file()]


def outside_references(text: str) -> list[str]:
    return [m.group(0) for m in OUTSIDE.finditer(text)]


def test_the_detector_finds_what_it_should():
    sheet = "DECISIONS" + ".md"  # spelt in two parts: this file is itself searched for it
    assert outside_references(f"({sheet}, « GaAg class variant »)") == [sheet]
    assert outside_references("the sheet and DECISIONS are silent")
    assert outside_references("see ../shared/rules/skyjo.md") == ["../shared"]
    assert outside_references("/work/shared/design/ARCHITECTURE.md")
    # names that only look alike
    assert not outside_references("_PILE_DECISIONS = {}; MAX_DECISIONS = 20_000")
    assert not outside_references("docs/rules/alguno.en.md, tests/test_shared.py")


@pytest.mark.subprocess  # git ls-files
def test_no_file_points_outside_the_repository():
    this = Path(__file__).resolve()
    found = {}
    for path in tracked_files():
        if path.resolve() == this:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if hits := outside_references(text):
            found[str(path.relative_to(ROOT))] = sorted(set(hits))
    assert not found, f"these files point outside the repository (use docs/rules/): {found}"


def test_the_rules_are_written_in_both_languages_and_the_index_names_them_all():
    names = [*GAMES, "writing"]
    for language in ("en", "fr"):
        index = (RULES / f"index.{language}.md").read_text(encoding="utf-8")
        for name in names:
            for other in ("en", "fr"):
                assert (RULES / f"{name}.{other}.md").is_file(), f"{name}.{other}.md"
                assert f"]({name}.{other}.md)" in index, (language, name, other)
    documented = {p.name for p in RULES.glob("*.md")}
    assert documented == {f"{n}.{lang}.md" for n in ["index", *names] for lang in ("en", "fr")}


def test_every_link_between_the_rules_files_leads_somewhere():
    for path in RULES.glob("*.md"):
        for target in re.findall(r"\]\(([^)#]+)\)", path.read_text(encoding="utf-8")):
            assert (path.parent / target).is_file(), (path.name, target)


@pytest.mark.subprocess  # git ls-files
def test_every_code_comment_that_cites_the_rules_cites_a_file_there():
    cited = re.compile(r"docs/rules/([\w.]+\.md)")
    for path in tracked_files():
        if path.suffix == ".py":
            for name in cited.findall(path.read_text(encoding="utf-8", errors="replace")):
                assert (RULES / name).is_file(), (str(path.relative_to(ROOT)), name)


def test_the_class_variants_the_rules_quote_are_the_lessons_numbers():
    from algunokit.lessons.alguno_7 import CLASS_TURN_LIMIT as ALGUNO_LIMIT
    from algunokit.lessons.gaag_1 import CLASS_TURN_LIMIT as GAAG_LIMIT

    for language in ("en", "fr"):
        alguno = (RULES / f"alguno.{language}.md").read_text(encoding="utf-8")
        assert re.findall(r"turn_limit=(\d+)", alguno) == [str(ALGUNO_LIMIT)]
        gaag = (RULES / f"gaag.{language}.md").read_text(encoding="utf-8")
        assert re.findall(r"turn_limit=(\d+)", gaag) == [str(GAAG_LIMIT)]
        # « with three players, fifteen turns each »
        players, each = {"en": ("three players", "fifteen turns each"),
                         "fr": ("à trois", "quinze tours chacun")}[language]
        assert players in gaag and each in gaag and GAAG_LIMIT == 3 * 15


def test_the_default_limits_the_rules_quote_are_the_engines():
    from algunokit.alguno.rules import Rules as AlgunoRules
    from algunokit.gaag.rules import MAX_TURN_LIMIT, TARGET

    for language, thousand in (("en", "1,000"), ("fr", "1 000")):
        alguno = (RULES / f"alguno.{language}.md").read_text(encoding="utf-8")
        assert f"`turn_limit` ({AlgunoRules().turn_limit} " in alguno
        gaag = (RULES / f"gaag.{language}.md").read_text(encoding="utf-8")
        assert f"| `target` | {TARGET} |" in gaag
        assert MAX_TURN_LIMIT == 1000
        assert {"en": f"(1 to {thousand})", "fr": f"(de 1 à {thousand})"}[language] in gaag


def test_the_docs_name_only_kit_files_that_exist():
    docs = [*(ROOT / "docs").rglob("*.md"), ROOT / "README.md"]
    for path in docs:
        text = path.read_text(encoding="utf-8")
        for name in re.findall(r"\balgunokit/[\w/]+\.py\b", text):
            assert (ROOT / name).is_file(), (str(path.relative_to(ROOT)), name)
    # the shared ground's list in docs/architecture.md
    architecture = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    ground = re.search(r"^algunokit/cards\.py, (.*?)shared ground$", architecture,
                       re.M | re.S).group(1)
    for name in re.findall(r"[\w/]+\.py|[\w]+/", ground):
        assert (ROOT / "algunokit" / name).exists(), name
