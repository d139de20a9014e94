"""Whole seeded Skyjo games pinned by fingerprints, and old save files that must keep loading.

The golden files were first written by the code *before* the package was brought
onto the shared template (issue 17), so a refactor that changes one decision, one
save or one random draw shows here. Per game, two hashes: the decisions with the
saves taken along the way (they must never change: a save's meaning is kept), and
the log read in French and English (it may change on purpose, e.g. a plural written
in full; then regenerate with ``ALGUNOKIT_REGEN_GOLDEN=1`` and read the diff).

``saves/*.json`` are games saved by that same older code at the start, in the middle
and at the end of a game; each must still load and continue exactly as it did then.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.skyjo import Game, make_bot

HERE = Path(__file__).parent
GOLDEN = HERE / "golden" / "whole_games.txt"
CONTINUED = HERE / "golden" / "saves_continued.txt"
SAVES = HERE / "saves"

#: (players, bot names round the table, rule options): every table size, both bots,
#: both doubling rules, a short game and a game stopped by the safety limit.
CONFIGS = [
    (2, ("random",), {}),
    (2, ("heuristic",), {}),
    (3, ("heuristic", "random"), {}),
    (4, ("random",), {"double_non_positive": True}),
    (5, ("heuristic",), {"end_score": 40}),
    (6, ("random", "heuristic"), {}),
    (8, ("random",), {"end_score": 60}),
    (3, ("random",), {"max_turns": 45}),
]
SEEDS = range(4)


def _strategies(names: tuple[str, ...], players: int, seed: int) -> list:
    return [make_bot(names[s % len(names)], seed * 31 + s) for s in range(players)]


def _play(game: Game, strategies: list, *, saves_every: int = 29) -> tuple[int, str, str]:
    """Play ``game`` to its end; (decisions, hash of decisions + saves, hash of the log)."""
    moves = hashlib.sha256()
    count = 0
    while (decision := game.decision) is not None:
        answer = strategies[decision.player](game.view(decision.player), decision)
        opts = decision.options
        moves.update(repr((decision.player, decision.kind.value, len(opts), opts[0], opts[-1],
                           answer)).encode())
        game.choose(answer)
        count += 1
        if count % saves_every == 0:  # saves in every phase: set-up, holding a card, last turns
            moves.update(game.to_json().encode())
    moves.update(game.to_json().encode())
    moves.update(repr((game.winners, game.totals, game.history, game.stopped)).encode())
    log = hashlib.sha256()
    log.update(game.log_text("fr").encode())
    log.update(game.log_text("en").encode())
    return count, moves.hexdigest()[:24], log.hexdigest()[:16]


def _all_fingerprints() -> str:
    lines = []
    for players, names, options in CONFIGS:
        for seed in SEEDS:
            game = Game(players, seed, **options)
            count, moves, log = _play(game, _strategies(names, players, seed))
            label = f"{players}p {'+'.join(names)} {sorted(options.items())} seed {seed}"
            lines.append(f"{label}: {count} moves {moves} log {log}")
    return "\n".join(lines) + "\n"


def test_whole_games_are_the_same_as_before_the_template():
    check_golden(GOLDEN, _all_fingerprints())


def _save_files() -> list[Path]:
    return sorted(SAVES.glob("*.json"))


def test_there_are_old_saves_to_load():
    names = {path.stem for path in _save_files()}
    assert {"start", "setup_second_reveal", "holding_drawn", "holding_discard",
            "last_turns", "later_round", "over"} <= names


def _continue(path: Path) -> str:
    game = Game.from_json(path.read_text(encoding="utf-8"))
    assert game.to_json() == path.read_text(encoding="utf-8").strip()  # nothing lost on load
    count, moves, log = _play(game, _strategies(("heuristic", "random"), game.n_players, 5))
    return f"{path.stem}: {count} moves {moves} log {log}"


def test_old_saves_load_and_continue_as_they_did():
    check_golden(CONTINUED, "\n".join(_continue(path) for path in _save_files()) + "\n")


@pytest.mark.parametrize("path", _save_files(), ids=lambda p: p.stem)
def test_an_old_save_plays_to_the_end(path: Path):
    game = Game.from_json(path.read_bytes())
    _play(game, _strategies(("random",), game.n_players, 1))
    assert game.is_over and sorted(game.all_cards()) == sorted(Game(2, 0).all_cards())
