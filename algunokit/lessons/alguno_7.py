"""Alg(un)o lesson 7 — a whole game, against the computer or with friends.

Who executes when (the author first, then to the RIGHT), who is the next author (the
LEFT neighbour), how to read the game's log and its podium (ties share a rank).

``L.data["seed"]`` is the seed of the game the robots play in the notebook (§4): the
answers of exercises 3 and 4 are read from that game, played by the engine when the
student checks, so they can never drift from what the notebook shows. Exercises 1, 2
and 5 ask about a fixed table (the question, not the data); their answers still come
from the engine's rules.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from algunokit.alguno.bots import bots
from algunokit.alguno.game import Game
from algunokit.alguno.lang import Side
from algunokit.alguno.rules import Rules
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import choice, number
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import player_name

#: the class variant's turn limit of the games played by clicks (§2, §3; docs/rules/alguno.en.md):
#: at the end of this turn the fewest cards win together. A student who always takes
#: the first option finishes in at most 80 clicks for 95 % of seeds (measured: 74 clicks
#: at the 95th percentile, 79 at most, over seeds 0-199; tests/lessons/test_lesson_7_limit.py)
CLASS_TURN_LIMIT = 20

#: the robots' game of the notebook (§4), written out there with ``seed=L.data["seed"]``
DEMO: dict[str, Any] = {"n_players": 4, "levels": (1, 1), "first_author": 0}
DEMO_BOTS: tuple[str, ...] = ("greedy", "random", "random", "random")
DEMO_BOTS_SEED = 1
#: the table of exercises 1 and 2: 5 players, seat 1 (place 2, Bilal) is the author
ORDER_PLAYERS, ORDER_AUTHOR = 5, 1
#: exercise 3 reads this turn of the log; exercise 4 asks for this seat's rank (Dany)
LOG_TURN, WATCHED = 1, 3

DATA: dict[str, Any] = {"seed": 7}
READERS = {"seed": whole_number(0, 10**9)}


def random_data(rng: random.Random) -> dict[str, Any]:
    return {"seed": rng.randint(0, 10**6)}


@lru_cache(maxsize=16)
def demo_game(seed: int) -> Game:
    """The notebook's game, played to the end by the same robots with the same seeds."""
    game = Game(**DEMO, seed=seed)
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


def rank_of(game: Game, seat: int) -> int:
    return next(r for r, s, _ in game.podium() if s == seat)


def _place(seat: int) -> int:
    """Places are shown numbered from 1 (place 1, Alice, is seat 0)."""
    return seat + 1


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 7 (``ex1`` … ``ex5``), reading ``data`` at check time."""
    rules = Rules.make(ORDER_PLAYERS)
    order = rules.execution_order(ORDER_AUTHOR)
    next_author = Side.LEFT.seat(ORDER_AUTHOR, ORDER_PLAYERS)
    author = player_name(ORDER_AUTHOR)

    def game() -> Game:
        return demo_game(data["seed"])

    def ex1_mistakes() -> dict[int, dict[str, str]]:
        # Any other place is named, with where it comes in the order (not the answer).
        return {_place(seat): catalogue("lessons_alguno_b.l7.ex1.not_last",
                                        name=player_name(seat), found=_place(seat),
                                        position=position, players=ORDER_PLAYERS)
                for position, seat in enumerate(order[:-1], 1)}

    def ex2_mistakes() -> dict[int, dict[str, str]]:
        return {_place(seat): catalogue(
            "lessons_alguno_b.l7.ex2.author" if seat == ORDER_AUTHOR
            else "lessons_alguno_b.l7.ex2.right" if seat == Side.RIGHT.seat(ORDER_AUTHOR,
                                                                             ORDER_PLAYERS)
            else "lessons_alguno_b.l7.ex2.not_left",
            name=player_name(seat), found=_place(seat), author=author,
            place=_place(ORDER_AUTHOR))
            for seat in range(ORDER_PLAYERS) if seat != next_author}

    def ex3_mistakes() -> dict[int, dict[str, str]]:
        # The usual slip: counting every test of the turn, true or false.
        tested = sum(1 for kind, params in _turn_log(game(), LOG_TURN) if kind == "test")
        true = true_tests_in_turn(game(), LOG_TURN)
        if tested != true:
            return {tested: catalogue("lessons_alguno_b.l7.ex3.every_test", n=tested)}
        return {}

    def ex3_explanation() -> dict[str, str]:
        n = true_tests_in_turn(game(), LOG_TURN)
        if not n:
            return catalogue("lessons_alguno_b.l7.ex3.explain_none")
        return catalogue("lessons_alguno_b.l7.ex3.explain", n=n,
                         names=lambda lang: ", ".join(_true_names(game(), LOG_TURN, lang)))

    def ex4_answer() -> int:
        return rank_of(game(), WATCHED)

    def ex4_mistakes() -> dict[int, dict[str, str]]:
        # A rank is better or worse, not "too small": say which, and why it cannot be.
        want = ex4_answer()
        cards = next(n for _, s, n in game().podium() if s == WATCHED)
        return {rank: catalogue("lessons_alguno_b.l7.ex4.better" if rank < want
                                else "lessons_alguno_b.l7.ex4.worse",
                                found=rank, name=player_name(WATCHED), n=cards)
                for rank in range(1, DEMO["n_players"] + 1) if rank != want}

    return {
        "ex1": number(
            catalogue("lessons_alguno_b.l7.ex1.prompt"), _place(order[-1]),
            hints=[catalogue("lessons_alguno_b.l7.ex1.hint1"),
                   catalogue("lessons_alguno_b.l7.ex1.hint2")],
            explanation=catalogue("lessons_alguno_b.l7.ex1.explain",
                                  order=" → ".join(f"{player_name(s)} ({_place(s)})"
                                                   for s in order)),
            mistakes=ex1_mistakes),
        "ex2": number(
            catalogue("lessons_alguno_b.l7.ex2.prompt"), _place(next_author),
            hints=[catalogue("lessons_alguno_b.l7.ex2.hint1")],
            explanation=catalogue("lessons_alguno_b.l7.ex2.explain", players=ORDER_PLAYERS,
                                  author=_place(ORDER_AUTHOR), next=_place(next_author)),
            mistakes=ex2_mistakes),
        "ex3": number(
            catalogue("lessons_alguno_b.l7.ex3.prompt"),
            lambda: true_tests_in_turn(game(), LOG_TURN),
            hints=[catalogue("lessons_alguno_b.l7.ex3.hint1"),
                   catalogue("lessons_alguno_b.l7.ex3.hint2")],
            explanation=ex3_explanation,
            mistakes=ex3_mistakes),
        "ex4": number(
            catalogue("lessons_alguno_b.l7.ex4.prompt"), ex4_answer,
            hints=[catalogue("lessons_alguno_b.l7.ex4.hint1"),
                   catalogue("lessons_alguno_b.l7.ex4.hint2")],
            explanation=lambda: catalogue(
                "lessons_alguno_b.l7.ex4.explain",
                podium=lambda lang: game().podium_text(lang).replace(
                    "\n", " ; " if lang == "fr" else "; ")),
            mistakes=ex4_mistakes),
        "ex5": choice(
            catalogue("lessons_alguno_b.l7.ex5.prompt"), False, [True, False],
            hints=[catalogue("lessons_alguno_b.l7.ex5.hint1")],
            explanation=catalogue("lessons_alguno_b.l7.ex5.explain"),
            mistakes={True: catalogue("lessons_alguno_b.l7.ex5.retry")}),
    }


def _turn_log(game: Game, turn: int) -> list[tuple[str, dict[str, Any]]]:
    current, found = 0, []
    for kind, params in game.log:
        if kind == "turn":
            current = params["turn"]
        elif current == turn:
            found.append((kind, params))
    return found


def _true_names(game: Game, turn: int, language: str) -> list[str]:
    return [game.name(params["player"], language) for kind, params in _turn_log(game, turn)
            if kind == "test" and params["value"]]
