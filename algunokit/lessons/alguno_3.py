"""Alg(un)o lesson 3 — actions: instructions that change the table.

The notebook (``lessons/*/03-actions.ipynb``) seats four players (Alice, Bilal,
Chloé, Dany) around a table, runs a few actions with the engine (draw,
discard, give, swap) and asks students to predict the result: how many cards
after…, who receives the card…, who executes next. Seat ``i + 1`` is the LEFT
neighbour of seat ``i``; executions go to the RIGHT.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from algunokit.alguno.decks import action_cards
from algunokit.alguno.engine import Execution, first_option
from algunokit.alguno.game import Game
from algunokit.alguno.lang import Action, Side
from algunokit.alguno.notation import parse_action
from algunokit.exercises import ChoiceExercise, NumberExercise
from algunokit.exercises.core import Exercise

NAMES = ("Alice", "Bilal", "Chloé", "Dany")
ALICE, BILAL, CHLOE, DANY = range(4)
SEED = 31


def run_actions(game: Game, moves: Iterable[tuple[int, Action | str]]) -> Game:
    """A copy of ``game`` after each ``(seat, action)`` ran, one after the other.

    Actions may be written as text (``"défausser 2"``, ``"give left"``). Choices
    are the simplest ones: the first cards of the hand, the left neighbour.
    ``game`` itself does not change.
    """
    after = game.copy()
    for seat, action in moves:
        step = parse_action(action) if isinstance(action, str) else action
        Execution(seat, (step,)).run(after.table, first_option)
    return after


def new_game() -> Game:
    """The lesson's table: four players with 5 cards each, Alice is the author."""
    return Game(4, (1, 2), seed=SEED, first_author=ALICE, names=NAMES)


#: what happens on the table before the exercises (shown in the notebook)
STORY = ((BILAL, "draw 2"), (DANY, "discard 2"))
#: two level-1 Action cards, then one level-2 card of each kind
CARDS = (action_cards(1)[0], action_cards(1)[5],
         *(action_cards(2)[i] for i in (0, 4, 8, 11, 14, 17, 20, 24, 26)))

#: what a student may type for each player (accents optional)
NAME_WORDS = {"alice": "Alice", "bilal": "Bilal", "chloé": "Chloé", "chloe": "Chloé",
              "dany": "Dany"}


def _count(game: Game, seat: int) -> int:
    return len(game.table.hands[seat])


def exercises(language: str | None = None) -> dict[str, Exercise]:
    """The exercises of lesson 3 (``ex1`` … ``ex5``)."""
    del language  # the names and numbers are the same in both languages
    table = run_actions(new_game(), STORY)
    bilal = _count(table, BILAL)
    ex1 = _count(run_actions(table, [(BILAL, "discard 2"), (BILAL, "draw 1")]), BILAL)
    chloe = _count(table, CHLOE)
    ex2 = _count(run_actions(table, [(CHLOE, "discard 2")] * 3), CHLOE)
    receiver = NAMES[Side.LEFT.seat(DANY, 4)]
    dany = _count(table, DANY)
    alice = _count(table, ALICE)
    swapped = run_actions(table, [(ALICE, "swap right")])
    ex4 = _count(swapped, ALICE)
    after_alice = NAMES[table.rules.execution_order(ALICE)[1]]
    params = {"bilal": bilal, "chloe": chloe, "dany": dany, "alice": alice,
              "middle": max(bilal - 2, 0), "after": ex1}
    return {
        "ex1": NumberExercise(
            "alguno3.ex1", prompt_key="lessons_alguno_a.3.ex1.prompt", answer=ex1,
            hint_keys=("lessons_alguno_a.3.ex1.hint1",),
            explain_key="lessons_alguno_a.3.ex1.explain", explain_params=params,
            mistakes={bilal + 2 - 1: "lessons_alguno_a.3.mistake.draw_discard",
                      bilal - 2 - 1: "lessons_alguno_a.3.mistake.draw_discard"}),
        "ex2": NumberExercise(
            "alguno3.ex2", prompt_key="lessons_alguno_a.3.ex2.prompt", answer=ex2,
            hint_keys=("lessons_alguno_a.3.ex2.hint1", "lessons_alguno_a.3.ex2.hint2"),
            explain_key="lessons_alguno_a.3.ex2.explain",
            explain_params=params, mistakes={chloe - 6: "lessons_alguno_a.3.mistake.below_zero"}),
        "ex3": ChoiceExercise(
            "alguno3.ex3", prompt_key="lessons_alguno_a.3.ex3.prompt", answer=receiver,
            accepted=NAME_WORDS,
            hint_keys=("lessons_alguno_a.3.ex3.hint1", "lessons_alguno_a.3.ex3.hint2"),
            explain_key="lessons_alguno_a.3.ex3.explain",
            mistakes={NAMES[Side.RIGHT.seat(DANY, 4)]: "lessons_alguno_a.3.mistake.right_not_left",
                      "Bilal": "lessons_alguno_a.3.mistake.opposite",
                      "Dany": "lessons_alguno_a.3.mistake.himself"}),
        "ex4": NumberExercise(
            "alguno3.ex4", prompt_key="lessons_alguno_a.3.ex4.prompt", answer=ex4,
            hint_keys=("lessons_alguno_a.3.ex4.hint1",),
            explain_key="lessons_alguno_a.3.ex4.explain", explain_params=params,
            mistakes={alice + dany: "lessons_alguno_a.3.mistake.swap_adds",
                      _count(swapped, DANY): "lessons_alguno_a.3.mistake.swap_kept"}),
        "ex5": ChoiceExercise(
            "alguno3.ex5", prompt_key="lessons_alguno_a.3.ex5.prompt", answer=after_alice,
            accepted=NAME_WORDS, hint_keys=("lessons_alguno_a.3.ex5.hint1",),
            explain_key="lessons_alguno_a.3.ex5.explain",
            mistakes={NAMES[Side.LEFT.seat(ALICE, 4)]: "lessons_alguno_a.3.mistake.order_left",
                      "Alice": "lessons_alguno_a.3.mistake.author_done"}),
    }


DATA: dict[str, Any] = {"names": NAMES, "story": STORY, "cards": CARDS}
