"""Whole seeded games pinned by fingerprints (issue 19: the fast loop changes nothing).

The golden file was first written by the code *before* the game loop was made
cheaper. Every decision (who, what kind, how many options, the first and the
last option, the answer), the saves taken along the way, the final save and
the log read in French and English are hashed per configuration: same seeds,
same games, same saves, same sentences. When the log's wording changed on
purpose (seats named Alice, Bilal… and cards named instead of coded), the
decisions and saves alone were hashed with the code before and after, found
identical for all 60 games, and the file was written again. The same was done
when the package took the one shape of every game (#17) and its sentences got
real plurals (« 0 carte », "the Action card" / "the 3 Action cards" instead of
"card(s)"): decisions and saves hashed before and after were identical.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.alguno import Game, bots

GOLDEN = Path(__file__).parent / "golden" / "whole_games.txt"

#: (players, levels, bot names, extra options): every level pair, both directions,
#: every deck, both bots, and a game long enough to reshuffle the special piles.
CONFIGS = [
    (4, (1, 1), ("random",), {}),
    (4, (1, 2), ("random",), {}),
    (4, (2, 2), ("random",), {}),
    (4, (3, 2), ("random",), {}),
    (3, (2, 1), ("random",), {"direction": "left"}),
    (5, (3, 1), ("random",), {"deck": "40"}),
    (4, (3, 2), ("random",), {"deck": "52", "hand_size": 7}),
    (4, (1, 2), ("greedy", "random"), {}),
    (3, (3, 2), ("greedy",), {"direction": "left"}),
    (6, (1, 2), ("random",), {"extended_players": True, "turn_limit": 30}),
]
SEEDS = range(6)


def _fingerprint(players: int, levels: tuple[int, int], names: tuple[str, ...],
                 options: dict, seed: int) -> str:
    digest = hashlib.sha256()
    game = Game(players, levels, seed, **options)
    strategies = bots(*names, seed=seed + 7, players=players)
    count = 0
    while (decision := game.decision) is not None:
        answer = strategies[decision.player](game.view(decision.player), decision)
        opts = decision.options
        digest.update(repr((decision.player, decision.kind.value, len(opts), opts[0],
                            opts[len(opts) - 1], answer)).encode())
        game.choose(answer)
        count += 1
        if count % 37 == 0:  # saves mid-turn and between turns
            digest.update(game.to_json().encode())
    digest.update(game.to_json().encode())
    digest.update(game.log_text("fr").encode())
    digest.update(game.log_text("en").encode())
    digest.update(game.podium_text("en").encode())
    return f"{count} {digest.hexdigest()[:24]}"


def _all_fingerprints() -> str:
    lines = []
    for players, levels, names, options in CONFIGS:
        for seed in SEEDS:
            label = f"{players}p {levels} {'+'.join(names)} {sorted(options.items())} seed {seed}"
            lines.append(f"{label}: {_fingerprint(players, levels, names, options, seed)}")
    return "\n".join(lines) + "\n"


@pytest.mark.slow
def test_whole_games_are_the_same_as_before_the_fast_loop():
    check_golden(GOLDEN, _all_fingerprints())
