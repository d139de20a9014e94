"""No Python file under ``algunokit/`` or ``lite/`` over 500 lines with more than one job.

A file over :data:`LIMIT` lines is allowed only when :data:`ONE_JOB` names it with its
single job (and why it is not split). An entry whose file shrank under the limit, or no
longer exists, fails too, so the list never keeps a file that no longer needs it.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 500

#: The long files that keep one job each: path -> that job, and why it stays one file.
ONE_JOB = {
    "algunokit/slips.py": "a student's cell error in one sentence: one table of slips, each "
                          "a short recogniser beside its sentence; split, a slip's two halves "
                          "would sit in two files",
    "algunokit/alguno/game.py": "the Alg(un)o engine's game loop, one decision at a time; "
                                "the rules it applies are in the modules beside it",
    "algunokit/draw/alguno.py": "Alg(un)o's layouts (hand, table, alternative), pure "
                                "functions sharing one set of measures",
    "algunokit/draw/celsius.py": "Celsius's layouts (cards, chain, position, table), pure "
                                 "functions sharing one set of measures",
    "algunokit/code/block_workspace.py": "an alternative to and from the block editor's "
                                         "workspace JSON, both directions kept together so "
                                         "they stay each other's inverse",
    "algunokit/tournaments/runner.py": "the teacher's side of a class tournament: the loop "
                                       "that runs the games and asks each student's process",
    "algunokit/widgets/game_play.py": "GamePlayWidget, what the four games' play widgets "
                                      "share (controls, prompt, log, podium)",
    "algunokit/lessons/progress.py": "a student's progress in a lesson: the table shown and "
                                     "the file handed in, one record read both ways",
    "algunokit/lessons/celsius_1.py": "the Celsius lesson's part 1: its data and exercises, "
                                      "as each lesson module holds its own",
    # Not one job (5 banner sections): its split is another change of issue 45, under way.
}


def long_files() -> dict[str, int]:
    found = {}
    for folder in ("algunokit", "lite"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > LIMIT:
                found[path.relative_to(ROOT).as_posix()] = lines
    return found


def test_no_long_file_but_those_named_with_their_one_job():
    unnamed = {path: n for path, n in long_files().items() if path not in ONE_JOB}
    assert not unnamed, (f"over {LIMIT} lines: split by job, or name the file's one job "
                         f"in ONE_JOB: {unnamed}")


def test_every_named_file_is_still_long():
    stale = sorted(set(ONE_JOB) - set(long_files()))
    assert not stale, f"no longer over {LIMIT} lines (or gone): drop from ONE_JOB: {stale}"


def test_the_split_files_stay_split():
    """The files issue 45 split: the package or module that replaced each one."""
    assert not (ROOT / "algunokit" / "exercises" / "teacher.py").exists()
    assert (ROOT / "algunokit" / "exercises" / "teacher" / "__init__.py").exists()
    build = (ROOT / "lite" / "build.py").read_text(encoding="utf-8")
    assert "try {" not in build, "the pages' JavaScript lives in lite/page/*.mjs"
