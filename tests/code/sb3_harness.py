"""Run exported .sb3 projects in the real Scratch VM and the same programs in the engine.

Shared by tests/code/test_sb3_vm.py and benchmarks/bench_sb3.py. The Node side is
tests/scratch/run_vm.js (scratch-vm and scratch-parser from npm, ``npm ci`` in
tests/scratch). One Node process runs every project; the VM is stepped by hand.

Chance: when the deck runs out, the engine shuffles the discard pile with
``random.shuffle`` and the project with the same Fisher-Yates walk built from
``pick random`` blocks. :class:`RecordingRandom` records every ``randbelow(n) = j``
the engine drew, and the harness feeds Scratch's ``Math.random`` the number that
makes ``pick random 1 to n`` answer ``j + 1``: the same cards, if the blocks are right.
"""

from __future__ import annotations

import base64
import json
import random
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.engine import Table, execute
from algunokit.alguno.lang import (
    Alternative,
    And,
    Compare,
    Condition,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Side,
    Step,
    Swap,
    Target,
)
from algunokit.cards import Card, Colour, Suit, classic_deck

ROOT = Path(__file__).resolve().parents[2]
NODE_DIR = ROOT / "tests" / "scratch"
LIST_KEYS = ("hand", "deck", "discard", "left", "right")
QUANTITIES = [Quantity(), *(Quantity(s) for s in Suit), *(Quantity(c) for c in Colour)]
FIXED = [Give(Target.LEFT), Give(Target.RIGHT), Give(Target.CHOICE), Swap(Side.LEFT),
         Swap(Side.RIGHT)]
JOKERS = (Card.joker(Colour.RED), Card.joker(Colour.BLACK))


def vm_missing() -> str | None:
    """Why the VM cannot run here, or None when it can."""
    if shutil.which("node") is None:
        return "node is not installed (CI installs it; see .ci/run)"
    for package in ("scratch-vm", "scratch-parser"):
        if not (NODE_DIR / "node_modules" / package).is_dir():
            return f"{package} is not installed: run 'npm ci' in tests/scratch"
    return None


class RecordingRandom(random.Random):
    """A generator that remembers every ``randbelow(n)`` answer (what ``shuffle`` uses)."""

    def __init__(self, seed: float) -> None:
        super().__init__(seed)
        self.draws: list[tuple[int, int]] = []

    def _randbelow(self, n: int) -> int:  # type: ignore[override]
        value = super()._randbelow(n)
        self.draws.append((n, value))
        return value


# ---------------------------------------------------------------------------
# Random programs and tables


def random_condition(rng: random.Random, depth: int = 0) -> Condition:
    roll = rng.random()
    if depth < 2 and roll < 0.35:
        joiner = rng.choice((And, Or))
        return joiner(random_condition(rng, depth + 1), random_condition(rng, depth + 1))
    if depth < 2 and roll < 0.45:
        return Not(random_condition(rng, depth + 1))
    quantity = rng.choice(QUANTITIES)
    if rng.random() < 0.2:
        return Parity(quantity, rng.random() < 0.5)
    return Compare(quantity, rng.choice(list(Op)), rng.randint(0, 6))


def random_action(rng: random.Random) -> Step:
    roll = rng.random()
    if roll < 0.25:
        return Draw(rng.randint(1, 4))
    if roll < 0.5:
        return Discard(rng.randint(1, 4))
    return rng.choice(FIXED)


def random_alternative(rng: random.Random, depth: int = 0) -> Alternative:
    def branch() -> tuple[Step, ...]:
        steps: list[Step] = []
        for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
            if depth < 2 and rng.random() < 0.25:
                steps.append(random_alternative(rng, depth + 1))
            else:
                steps.append(random_action(rng))
        return tuple(steps)

    return Alternative(random_condition(rng), branch(), branch())


def random_table(rng: random.Random) -> tuple[Table, int]:
    """3 to 6 players, hands of 0 to 9 cards, jokers often in the player's hand."""
    deck = list(classic_deck("54"))
    rng.shuffle(deck)
    n_players = rng.randint(3, 6)
    player = rng.randrange(n_players)
    hands = [[deck.pop() for _ in range(rng.randint(0, 9))] for _ in range(n_players)]
    if rng.random() < 0.6:  # bring one or both jokers into the player's or a neighbour's hand
        for joker in JOKERS[: rng.randint(1, 2)]:
            for pile in (deck, *hands):
                if joker in pile:
                    pile.remove(joker)
            target = rng.choice((player, player, (player + 1) % n_players,
                                 (player - 1) % n_players))
            hands[target].insert(rng.randint(0, len(hands[target])), joker)
    cut = rng.randint(0, len(deck))
    draw_pile, discard_pile = deck[:cut], deck[cut:]
    if rng.random() < 0.3:  # an empty or tiny deck: drawing reshuffles the discard pile
        keep = rng.randint(0, 2)
        draw_pile, discard_pile = draw_pile[:keep], draw_pile[keep:] + discard_pile
    return Table(hands, draw_pile, discard_pile, RecordingRandom(rng.random())), player


def lists_of(table: Table, player: int, language: str = "en") -> dict[str, list[str]]:
    """The project's lists, cards written as the project's language writes them."""
    n = table.n_players
    codes = {"hand": table.hands[player], "deck": table.draw_pile,
             "discard": table.discard_pile, "left": table.hands[Side.LEFT.seat(player, n)],
             "right": table.hands[Side.RIGHT.seat(player, n)]}
    return {f"list.{key}": [card.code_in(language) for card in cards]
            for key, cards in codes.items()}


def engine_run(alt: Alternative, table: Table, player: int,
               language: str = "en") -> dict[str, Any]:
    """The lists before, the random numbers to feed Scratch, and the engine's lists after
    (cards written in the project's ``language``)."""
    before = lists_of(table, player, language)
    rng = table.rng
    assert isinstance(rng, RecordingRandom)
    execute(alt, table, player)
    feed = [(value + 0.5) / n for n, value in rng.draws]
    return {"before": before, "random": feed, "after": lists_of(table, player, language),
            "reshuffled": bool(rng.draws)}


# ---------------------------------------------------------------------------
# Node


def run_vm(projects: list[dict[str, Any]], timeout: float = 900,
           timing: dict[str, float] | None = None) -> list[dict[str, Any]]:
    """Run ``[{"sb3": bytes, "runs": [{"lists", "random"}], "save": bool, "edits": […]}]``
    in one Node process (edits: see tests/scratch/run_vm.js).

    ``timing`` (a dict) receives the seconds Node spent starting, loading projects
    and running them.
    """
    with tempfile.TemporaryDirectory() as folder:
        request, answer = Path(folder) / "in.json", Path(folder) / "out.json"
        request.write_text(json.dumps({"projects": [
            {"sb3": base64.b64encode(p["sb3"]).decode(), "runs": p["runs"],
             "save": p.get("save", False), "edits": p.get("edits", [])} for p in projects]}))
        result = subprocess.run(["node", str(NODE_DIR / "run_vm.js"), str(request),
                                 str(answer)], cwd=NODE_DIR, capture_output=True, text=True,
                                timeout=timeout)
        if result.returncode != 0:
            raise RuntimeError(result.stderr[-4000:])
        output = json.loads(answer.read_text())
        if timing is not None:
            timing.update(output["timing"])
        return output["projects"]


def broken_links(project: dict[str, Any]) -> list[str]:
    """Every next / parent / input id that names no block of its target."""
    problems = []
    for target in project["targets"]:
        blocks = target["blocks"]
        for block_id, block in blocks.items():
            if isinstance(block, list):  # a top-level primitive (a loose variable)
                continue
            for key in ("next", "parent"):
                if block.get(key) is not None and block[key] not in blocks:
                    problems.append(f"{target['name']}:{block_id}.{key} -> {block[key]}")
            for name, value in block.get("inputs", {}).items():
                for part in value[1:]:
                    if isinstance(part, str) and part not in blocks:
                        problems.append(f"{target['name']}:{block_id}.{name} -> {part}")
            comment = block.get("comment")
            if comment is not None and comment not in target.get("comments", {}):
                problems.append(f"{target['name']}:{block_id}.comment -> {comment}")
    return problems


def card_built() -> list[Alternative]:
    """Every half of every Condition card, with level-1 and level-2 Action cards."""
    level1, level2 = action_cards(1), action_cards(2)
    alts, count = [], 0
    for level in (1, 2, 3):
        for card in condition_cards(level):
            for half in card.halves:
                one = level1[count % len(level1)]
                a, b = level2[count % len(level2)], level2[(count + 5) % len(level2)]
                alts.append(Alternative(half, (one.actions[0],), (one.actions[1],)))
                alts.append(Alternative(half, (a.actions[0],), (b.actions[0],)))
                count += 1
    return alts
