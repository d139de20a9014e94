"""Golden playthroughs: whole seeded GaAg games between bots, pinned.

Each line of ``golden/playthroughs.txt`` holds one seeded game: its setting,
how many decisions it took, a hash of every answer in order (their JSON form)
and a hash of the final save. A refactoring that changes any move, any draw or
the meaning of a save breaks the line. ``golden/saves/`` keeps save files of
one game at its start, in its middle and at its end, written before a
refactoring: they must keep loading, save back to the same text, and play on
to the same end (``golden/continuations.txt``).

``ALGUNOKIT_REGEN_GOLDEN=1 pytest tests/gaag/test_gaag_golden.py`` rewrites
these files after an intended change (then read the diff).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from golden_files import REGENERATE, check_golden

from algunokit.gaag import Game, make_bot, option_to_data

HERE = Path(__file__).parent / "golden"
SAVES = HERE / "saves"
#: (players, seed, bots by seat): a spread of table sizes and both bots.
SETTINGS = [
    (2, 1, ("heuristic", "random")),
    (3, 7, ("random", "random", "random")),
    (4, 11, ("heuristic",) * 4),
    (5, 2026, ("random", "heuristic") * 2 + ("random",)),
    (6, 3, ("heuristic", "random", "heuristic", "random", "heuristic", "random")),
]
#: the game whose save files are kept, and the decisions after which they were taken
SAVED_GAME = (3, 42, ("heuristic", "random", "heuristic"))
SAVE_POINTS = {"start": 0, "middle": 40, "late": 90}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _play(game: Game, bots: tuple[str, ...], seed: int, limit: int | None = None
          ) -> tuple[int, list[object]]:
    """Play ``game`` with seeded bots (up to ``limit`` decisions): (decisions, answers)."""
    strategies = [make_bot(name, seed * 10 + seat) for seat, name in enumerate(bots)]
    answers: list[object] = []
    while game.decision is not None and (limit is None or len(answers) < limit):
        decision = game.decision
        answer = strategies[decision.player](game.view(decision.player), decision)
        answers.append(option_to_data(answer))
        game.choose(answer)
    return len(answers), answers


def _line(players: int, seed: int, bots: tuple[str, ...]) -> str:
    game = Game(players, seed=seed)
    count, answers = _play(game, bots, seed)
    return (f"players={players} seed={seed} bots={','.join(bots)} decisions={count} "
            f"answers={_digest(json.dumps(answers))} save={_digest(game.to_json())}\n")


def test_seeded_bot_games_are_pinned():
    text = "".join(_line(*setting) for setting in SETTINGS)
    check_golden(HERE / "playthroughs.txt", text)


def _write_saves() -> None:
    players, seed, bots = SAVED_GAME
    game = Game(players, seed=seed)
    strategies_seed = seed
    done = 0
    for name, point in SAVE_POINTS.items():
        played, _ = _play(game, bots, strategies_seed + point, point - done)
        done += played
        (SAVES / f"{name}.json").write_text(game.to_json() + "\n", encoding="utf-8")
    _play(game, bots, seed)
    (SAVES / "end.json").write_text(game.to_json() + "\n", encoding="utf-8")


SAVE_NAMES = [*SAVE_POINTS, "end"]


def _continuation(name: str) -> str:
    text = (SAVES / f"{name}.json").read_text(encoding="utf-8").strip()
    game = Game.from_json(text)
    assert game.to_json() == text  # the meaning of a save is unchanged: same text back
    count, answers = _play(game, SAVED_GAME[2], 99)
    assert game.is_over
    return (f"{name}: decisions={count} answers={_digest(json.dumps(answers))} "
            f"save={_digest(game.to_json())}\n")


def test_old_save_files_load_and_play_on_identically():
    if REGENERATE:
        SAVES.mkdir(parents=True, exist_ok=True)
        _write_saves()
    text = "".join(_continuation(name) for name in SAVE_NAMES)
    check_golden(HERE / "continuations.txt", text)


@pytest.mark.parametrize("name", SAVE_NAMES)
def test_old_save_files_are_committed(name):
    assert (SAVES / f"{name}.json").stat().st_size > 100
