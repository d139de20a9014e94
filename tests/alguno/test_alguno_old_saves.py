"""Save files written before the package took the one shape of every game (issue 17).

Each fixture is a real save taken from a seeded bot game: at the start, waiting for
a build, in the middle of an execution with a choice pending, between turns, and at
the end. A save must keep loading and continue IDENTICALLY: the golden file holds,
per fixture, the hash of the final save after seeded bots play it out.
``ALGUNOKIT_REGEN_GOLDEN=1`` rewrites the hashes (never the fixtures: they are the
old files).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.alguno import Game, bots
from algunokit.cards import classic_deck

SAVES = Path(__file__).parent / "golden" / "saves"
GOLDEN = Path(__file__).parent / "golden" / "old_saves.txt"


def _continued(path: Path) -> str:
    game = Game.from_json(path.read_text(encoding="utf-8"))
    assert game.to_json() == path.read_text(encoding="utf-8")  # loading changes nothing
    game.play_out(bots("random", seed=11, players=game.n_players))
    return hashlib.sha256(game.to_json().encode()).hexdigest()[:24]


def test_there_are_old_saves_of_every_phase():
    names = {p.stem.split("-")[0] for p in SAVES.glob("*.json")}
    assert names == {"start", "build", "choice", "between", "end"}


def test_old_saves_load_and_continue_identically():
    lines = [f"{p.name}: {_continued(p)}" for p in sorted(SAVES.glob("*.json"))]
    check_golden(GOLDEN, "\n".join(lines) + "\n")


@pytest.mark.parametrize("path", sorted(SAVES.glob("*.json")), ids=lambda p: p.stem)
def test_old_saves_keep_every_card(path):
    game = Game.from_json(path.read_text(encoding="utf-8"))
    assert game.all_classic_cards() == Counter(classic_deck(game.rules.deck))
    assert game.all_condition_cards() == Counter(c.id for c in game.rules.conditions)
    assert game.all_action_cards() == Counter(a.id for a in game.rules.actions)
