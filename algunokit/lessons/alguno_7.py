"""Lesson 7 of Alg(un)o: a whole game, against the computer or with friends.

Who executes when (the author first, then to the RIGHT), who is the next
author (the LEFT neighbour), how to read the game's log and its podium (ties
share a rank). The answers are computed by the engine from the same seeded
game the notebook plays, so they can never drift from what students see.
"""

from __future__ import annotations

from typing import Any

from algunokit.alguno.bots import bots
from algunokit.alguno.game import Game
from algunokit.alguno.lang import Side
from algunokit.alguno.rules import Rules
from algunokit.exercises import ChoiceExercise, Exercise, NumberExercise

#: the bots-only game the notebook plays to the end (written out literally there)
DEMO: dict[str, Any] = {"n_players": 4, "levels": (1, 1), "seed": 7, "first_author": 0}
DEMO_BOTS: tuple[str, ...] = ("greedy", "random", "random", "random")
DEMO_BOTS_SEED = 1

#: the table of exercises 1 and 2: 5 players, seat 1 (player 2) is the author
ORDER_PLAYERS, ORDER_AUTHOR = 5, 1

TRUE_FALSE = {"vrai": True, "faux": False, "true": True, "false": False}


def demo_game() -> Game:
    """The notebook's game, played to the end by the same bots with the same seeds."""
    game = Game(**DEMO)
    return game.play_out(bots(*DEMO_BOTS, seed=DEMO_BOTS_SEED))


def true_tests_in_turn(game: Game, turn: int) -> int:
    """How many executions of ``turn`` found the condition true (read from the log)."""
    current, count = 0, 0
    for kind, params in game.log:
        if kind == "turn":
            current = params["turn"]
        elif kind == "test" and current == turn and params["value"]:
            count += 1
    return count


def _player_number(seat: int) -> int:
    """Seats are shown numbered from 1 (place 1, Alice, is seat 0)."""
    return seat + 1


def exercises(language: str) -> dict[str, Exercise]:
    """The exercises of lesson 7 (ids ``ex1`` … ``ex5``)."""
    rules = Rules.make(ORDER_PLAYERS)
    order = rules.execution_order(ORDER_AUTHOR)
    next_author = Side.LEFT.seat(ORDER_AUTHOR, ORDER_PLAYERS)
    order_text = " → ".join(str(_player_number(s)) for s in order)
    game = demo_game()
    watched = DEMO["n_players"] - 1  # the last seat: its rank shows how ties count
    rank = next(r for r, seat, _ in game.podium() if seat == watched)
    author = {"author": _player_number(ORDER_AUTHOR), "players": ORDER_PLAYERS}
    return {
        "ex1": NumberExercise(
            "ex1", "lessons_alguno_b.l7.ex1.prompt", ("lessons_alguno_b.l7.ex1.hint1",
                                                      "lessons_alguno_b.l7.ex1.hint2"),
            answer=_player_number(order[-1]), explain_key="lessons_alguno_b.l7.ex1.explain",
            explain_params={"order": order_text}),
        "ex2": NumberExercise(
            "ex2", "lessons_alguno_b.l7.ex2.prompt", ("lessons_alguno_b.l7.ex2.hint1",),
            answer=_player_number(next_author), explain_key="lessons_alguno_b.l7.ex2.explain",
            explain_params={**author, "next": _player_number(next_author)}),
        "ex3": NumberExercise(
            "ex3", "lessons_alguno_b.l7.ex3.prompt", ("lessons_alguno_b.l7.ex3.hint1",
                                                      "lessons_alguno_b.l7.ex3.hint2"),
            answer=true_tests_in_turn(game, 1), explain_key="lessons_alguno_b.l7.ex3.explain"),
        "ex4": NumberExercise(
            "ex4", "lessons_alguno_b.l7.ex4.prompt", ("lessons_alguno_b.l7.ex4.hint1",
                                                      "lessons_alguno_b.l7.ex4.hint2"),
            answer=rank, explain_key="lessons_alguno_b.l7.ex4.explain",
            explain_params={"podium": game.podium_text(language).replace("\n", " ; ")}),
        "ex5": ChoiceExercise(
            "ex5", "lessons_alguno_b.l7.ex5.prompt", ("lessons_alguno_b.l7.ex5.hint1",),
            answer=False, accepted=TRUE_FALSE, explain_key="lessons_alguno_b.l7.ex5.explain"),
    }


DATA: dict[str, Any] = {"demo": DEMO, "demo_bots": DEMO_BOTS, "demo_game": demo_game}
