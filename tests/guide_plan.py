"""Read the teacher's guide's plan of each lesson and each lesson's section timings."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDES = {"fr": ROOT / "lessons/fr/00-guide-enseignant.ipynb",
          "en": ROOT / "lessons/en/00-teacher-guide.ipynb"}
ROW = re.compile(r"^\| (\d+)-(\d+) min \| ([^|]*) \|")
SECTION = re.compile(r"^## (\d+)\. (.*?)(?: \((\d+) min\))?$")
EXERCISES = re.compile(r"\((\d+) (?:exercices|exercises)")


@dataclass
class Row:
    start: int
    end: int
    phase: str

    @property
    def sections(self) -> list[int]:
        """The notebook sections the row names: « §1 à §3 », « §3 et §4 », « §2 »."""
        found = [int(n) for n in re.findall(r"§(\d+)", self.phase)]
        if re.search(r"§\d+ (?:à|to) §\d+", self.phase):
            return list(range(found[0], found[1] + 1))
        return found


def _source(cell: dict) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source


def guide_plans(language: str) -> dict[str, tuple[list[Row], int | None]]:
    """For each lesson label (« 02 », « 10b »): the plan's rows and the exercise count the
    guide quotes."""
    cells = json.loads(GUIDES[language].read_text(encoding="utf-8"))["cells"]
    plans = {}
    for cell in cells:
        text = _source(cell)
        head = re.match(r"### (?:Leçon|Lesson) (\d+)(b?) ", text)
        if not head:
            continue
        rows = [Row(int(m[1]), int(m[2]), m[3].strip()) for line in text.splitlines()
                if (m := ROW.match(line))]
        count = EXERCISES.search(text)
        plans[f"{int(head[1]):02d}{head[2]}"] = (rows, int(count[1]) if count else None)
    return plans


def notebook(language: str, label: str) -> Path:
    """The notebook whose file name starts with ``label`` (« 02 », « 10b »)."""
    return next((ROOT / "lessons" / language).glob(f"{label}-*.ipynb"))


def sections(path: Path) -> dict[int, int | None]:
    """Each numbered section of a lesson notebook, with the minutes its heading gives."""
    found: dict[int, int | None] = {}
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        for line in _source(cell).splitlines():
            if m := SECTION.match(line):
                found[int(m[1])] = int(m[3]) if m[3] else None
    return found


STATED = re.compile(r"\*\*(?:Durée :|Duration:)\*\* (\d+) min")


def duration(path: Path) -> int:
    """The lesson's duration, from its level line (« **Durée :** 55 min (une heure de
    cours) »), which says it once."""
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown" and (found := STATED.search(_source(cell))):
            return int(found[1])
    raise AssertionError(f"{path.name}: no « Durée » / « Duration » line")
