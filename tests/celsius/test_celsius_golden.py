"""Whole seeded Celsius games pinned by fingerprints, and saved games that must keep loading.

Written before the package moved onto the template shared by all four games
(issue 17), so the refactor is proved to change nothing a player could notice:
every decision (who, what kind, how many options, the answer as saved data), a
save every few decisions and the final save are hashed per configuration; the
log read in French and English is hashed on its own line (its wording may change
on purpose, the game may not).

``tests/celsius/saves/*.json`` are games saved at the start, in the middle (an
optional exchange pending, answers pending, a swap pending) and at the end; they
must load, save back to the same text, and play on to the same end.

``ALGUNOKIT_REGEN_GOLDEN=1`` rewrites the golden file (then read the diff).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.celsius import Game, make_bot
from algunokit.celsius.moves import option_to_data

HERE = Path(__file__).parent
GOLDEN = HERE / "golden" / "whole_games.txt"
SAVES = HERE / "saves"

#: (players, bot names around the table, rule options): every bot, every option.
CONFIGS = [
    (2, ("solver", "greedy"), {}),
    (3, ("random", "greedy", "solver"), {}),
    (4, ("random",), {}),
    (4, ("greedy", "solver"), {"play_on": True}),
    (3, ("solver",), {"exchange": False}),
    (2, ("random", "solver"), {"swap": False, "max_rounds": 12}),
]
SEEDS = range(4)


def bots_for(players: int, names: tuple[str, ...], seed: int) -> list:
    return [make_bot(names[seat % len(names)], seed * 31 + seat) for seat in range(players)]


def _data(answer: object) -> str:
    return json.dumps(option_to_data(answer), sort_keys=True, ensure_ascii=False)


def play_fingerprint(game: Game, strategies: list) -> tuple[str, str]:
    """(decisions and saves, log) hashes of ``game`` played to its end."""
    digest = hashlib.sha256()
    count = 0
    while (decision := game.decision) is not None:
        answer = strategies[decision.player](game.view(decision.player), decision)
        digest.update(repr((decision.player, decision.kind.value, len(decision.options),
                            _data(answer))).encode())
        game.choose(answer)
        count += 1
        if count % 23 == 0:
            digest.update(game.to_json().encode())
    digest.update(game.to_json().encode())
    digest.update(repr((game.winners, game.podium(), game.turn)).encode())
    log = hashlib.sha256()
    log.update(game.log_text("fr").encode())
    log.update(game.log_text("en").encode())
    return digest.hexdigest()[:24], log.hexdigest()[:24]


def _lines() -> str:
    lines = []
    for index, (players, names, options) in enumerate(CONFIGS):
        for seed in SEEDS:
            game = Game(players, seed=seed, **options)
            moves, log = play_fingerprint(game, bots_for(players, names, seed))
            lines.append(f"game {index} seed {seed} moves {moves} log {log}")
    for path in sorted(SAVES.glob("*.json")):
        game = Game.from_json(path.read_text(encoding="utf-8"))
        moves, log = play_fingerprint(game, bots_for(game.n_players, ("greedy", "random"), 5))
        lines.append(f"save {path.stem} moves {moves} log {log}")
    return "\n".join(lines) + "\n"


def test_whole_games_and_saved_games_play_as_pinned():
    check_golden(GOLDEN, _lines())


@pytest.mark.parametrize("name", ["start", "exchange", "pending", "swap", "over"])
def test_old_saves_load_and_save_back_identically(name):
    text = (SAVES / f"{name}.json").read_text(encoding="utf-8")
    game = Game.from_json(text)
    assert json.loads(game.to_json()) == json.loads(text)
    assert game.to_json() == text.rstrip("\n")
