"""A walk model of a lesson: how long a student takes to go through its notebook.

The model, kept by ``tests/lessons/test_lesson_walk.py``:

- **reading**: the words of every markdown cell the student reads, at 150 words a
  minute; the « Pour aller plus loin » / « Going further » section (from its heading to
  the next ``##`` heading) is not counted, nor the closing « À retenir » summary;
- **exercises**: each exercise's expected time, which its heading states for the student
  too (« ### Exercice 3 — comparer deux options (≈ 6 min) »); an exercise without one is
  an error;
- **games**: a Celsius game the lesson asks the student to play is simulated with the
  play cell's settings and bots, the student's seat played by the « greedy » bot (a
  student who finds short chains); each of the student's clicks counts 3 s (a card, a
  ``?`` value and its « Poser ce ? » button, a ±1 button, the hot card or « Passer »),
  and each of the student's decisions 20 s more to look for a chain (clicks alone would
  say a 10-round game takes 2 minutes: students take far longer);
- **start and hand-in**: a fixed 3 minutes (open the notebook, run the first cell, type
  a first name, download the progress file).
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORDS_PER_MINUTE = 150
SECONDS_PER_CLICK = 3
SECONDS_PER_DECISION = 20
START_AND_HAND_IN = 3
#: An exercise: a heading (« ### Exercice 3 — comparer deux options (≈ 8 min) ») or a
#: bold start of paragraph (« **Exercice 1.** (≈ 2 min) Combien… »).
EXERCISE = re.compile(r"^(?:###+ (?:Exercice|Exercise) (\d+)\b(.*)"
                      r"|\*\*(?:Exercice|Exercise) (\d+)\.?\*\*(.*))$", re.MULTILINE)
STATED_HEADING = re.compile(r"\(≈ (\d+) min\)[ \t]*$")
STATED_BOLD = re.compile(r"^ \(≈ (\d+) min\)")
FURTHER = re.compile(r"^## .*(?:Pour aller plus loin|Going further|To go further)", re.IGNORECASE)
SUMMARY = re.compile(r"^## (?:À retenir|To remember|Remember)")
PLAY = re.compile(r"ak\.celsius\.play\((.*)\)", re.DOTALL)


def _source(cell: dict) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source


@dataclass
class Walk:
    """One lesson's walk: minutes of reading, of exercises and of games."""

    words: int = 0
    exercises: dict[int, int] = field(default_factory=dict)
    unstated: list[str] = field(default_factory=list)
    game_clicks: int = 0
    game_decisions: int = 0

    @property
    def reading(self) -> float:
        return self.words / WORDS_PER_MINUTE

    @property
    def games(self) -> float:
        return (self.game_clicks * SECONDS_PER_CLICK
                + self.game_decisions * SECONDS_PER_DECISION) / 60

    @property
    def total(self) -> float:
        return (self.reading + sum(self.exercises.values()) + self.games
                + START_AND_HAND_IN)


def _markdown_words(text: str) -> int:
    return len(re.findall(r"\w+", text))


def walk(path: Path) -> Walk:
    """The walk of the notebook at ``path``."""
    result = Walk()
    skipping = False
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        text = _source(cell)
        if cell["cell_type"] == "markdown":
            kept = []
            for line in text.splitlines():
                if line.startswith("## "):
                    skipping = bool(FURTHER.match(line) or SUMMARY.match(line))
                if not skipping:
                    kept.append(line)
            result.words += _markdown_words("\n".join(kept))
            for heading, rest, bold, after in EXERCISE.findall("\n".join(kept)):
                number = int(heading or bold)
                found = (STATED_HEADING.search(rest) if heading else STATED_BOLD.match(after))
                if found:
                    result.exercises[number] = int(found[1])
                else:
                    result.unstated.append(f"{number}{rest or after[:40]}")
        elif not skipping and (m := PLAY.search(text)) and "game=" not in m[1]:
            clicks, decisions = celsius_clicks(m[1])
            result.game_clicks += clicks
            result.game_decisions += decisions
    return result


def _call_arguments(arguments: str) -> tuple[list, dict]:
    call = ast.parse(f"f({arguments})", mode="eval").body
    assert isinstance(call, ast.Call)
    return ([ast.literal_eval(a) for a in call.args],
            {k.arg: ast.literal_eval(k.value) for k in call.keywords})


def celsius_clicks(arguments: str) -> tuple[int, int]:
    """The student's clicks and decisions in the Celsius game
    ``ak.celsius.play(<arguments>)``."""
    from algunokit.celsius import Game, OpKind, Play, make_bot

    args, kwargs = _call_arguments(arguments)
    players = args[0] if args else kwargs.pop("n_players", 4)
    bots = kwargs.pop("bots")
    seed = kwargs.pop("seed")
    game = Game(players, seed=seed, **kwargs)
    robots = {seat: make_bot(name, seed=seat) for seat, name in enumerate(bots) if name}
    student = next(seat for seat, name in enumerate(bots) if not name)
    stand_in = make_bot("greedy", seed=0)

    def step_clicks(step) -> int:
        if step.card.kind is OpKind.PLUS_MINUS_ONE:
            return 2  # the card, then +1 or −1
        if step.card.number is None and step.card.kind is not OpKind.SQUARE:
            return 3  # the « ? » card, its value, « Poser ce ? »
        return 1

    clicks = decisions = 0
    while (decision := game.decision) is not None:
        seat = decision.player
        move = robots.get(seat, stand_in)(game.view(seat), decision)
        if seat == student:
            decisions += 1
            clicks += (sum(step_clicks(s) for s in move.steps) + 1
                       if isinstance(move, Play) else 1)
        game.choose(move)
    return clicks, decisions


def lessons() -> list[Path]:
    """Every lesson notebook (not the teacher's guide), French and English."""
    return sorted(p for language in ("fr", "en")
                  for p in (ROOT / "lessons" / language).glob("[01][0-9]*-*.ipynb")
                  if not p.name.startswith("00-"))
