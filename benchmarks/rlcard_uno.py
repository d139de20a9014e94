"""RLCard's Uno, the peer engine Alg(un)o's speed is compared with (issue 19).

``python benchmarks/rlcard_uno.py`` plays whole 4-player Uno games between
RLCard's random agents and prints the moves per second, then Alg(un)o's
decisions per second measured in the same run and the ratio. RLCard is not a
dependency of algunokit: without it the script says so and exits cleanly
(``pip install rlcard`` into a virtual environment to measure).

A *move* is one ``env.step``: one player's action, exactly what
``env.run()`` does in a loop (the agent reads the encoded state, the engine
applies the action and encodes the next state). An Alg(un)o *decision* is one
``game.choose`` answer by a bot that got a fresh view, as in a simulation.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

PLAYERS = 4
ROUNDS = 5  # interleaved rounds of each engine (see main)


def available() -> bool:
    try:
        import rlcard  # noqa: F401
    except ImportError:
        return False
    return True


def uno_moves_per_s(games: int = 200, repeat: int = 3, seed: int = 0) -> dict[str, Any]:
    """Best moves per second (CPU time) of RLCard Uno, 4 random agents, whole games."""
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"game_num_players": PLAYERS, "seed": seed})
    agents = [RandomAgent(num_actions=env.num_actions) for _ in range(PLAYERS)]
    env.set_agents(agents)
    best = 0.0
    total_moves = 0
    for _ in range(repeat):
        moves = 0
        started = time.process_time()
        for _ in range(games):
            state, player = env.reset()
            while not env.is_over():
                agent = agents[player]
                action = agent.step(state)
                state, player = env.step(action, agent.use_raw)
                moves += 1
        elapsed = time.process_time() - started
        best = max(best, moves / elapsed)
        total_moves += moves
    return {"moves_per_s": best, "moves_per_game": total_moves / (games * repeat),
            "rlcard": getattr(rlcard, "__version__", "?")}


def main() -> int:
    if not available():
        print(json.dumps({"name": "rlcard_uno_moves_per_s", "skipped":
                          "rlcard is not installed (pip install rlcard to compare)"}))
        return 0
    here = Path(__file__).resolve().parent
    sys.path[:0] = [str(here.parent), str(here)]
    from bench_alguno import decisions_per_s

    # Rounds interleave the two engines, each keeping its best round: a shared or
    # virtual machine has slow spells of seconds, which would otherwise fall on one
    # engine only and swing the ratio (seen here: 2.9x to 4.5x idle, run to run).
    levels_list = ((1, 1), (1, 2), (3, 2))
    uno: dict[str, Any] = {"moves_per_s": 0.0}
    best = dict.fromkeys(levels_list, 0.0)
    for _ in range(ROUNDS):
        gc.collect()
        once = uno_moves_per_s(repeat=1)
        if once["moves_per_s"] > uno["moves_per_s"]:
            uno = once
        for levels in levels_list:
            gc.collect()
            best[levels] = max(best[levels], decisions_per_s(levels, repeat=1))
    print(json.dumps({"name": "rlcard_uno_moves_per_s", "value": round(uno["moves_per_s"]),
                      "unit": "moves/s", "moves_per_game": round(uno["moves_per_game"], 1),
                      "rlcard": uno["rlcard"], "rounds": ROUNDS}), flush=True)
    for levels in levels_list:
        rate = best[levels]
        print(json.dumps({"name": f"alguno_decisions_per_s_{levels[0]}_{levels[1]}",
                          "value": round(rate), "unit": "decisions/s",
                          "ratio_to_rlcard_uno": round(rate / uno["moves_per_s"], 2)}),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
