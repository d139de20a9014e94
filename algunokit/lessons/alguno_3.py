"""Alg(un)o lesson 3 — actions: instructions that change the table.

The notebook (``lessons/*/03-actions.ipynb``) seats four players (Alice, Bilal,
Chloé, Dany) around a table, runs a few actions with the engine (draw,
discard, give, swap) and asks students to predict the result: how many cards
after…, who receives the card…, who executes next. Seat ``i + 1`` is the LEFT
neighbour of seat ``i``; executions go to the RIGHT.

Every answer and explanation is computed from ``L.data`` when the student checks:
``L.data["seed"]`` deals other hands, ``L.data["story"]`` is what happens on the
table before the exercises (``[(1, "piocher 2"), (3, "défausser 2")]``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from algunokit.alguno.decks import ActionCard, action_cards
from algunokit.alguno.engine import Execution, first_option
from algunokit.alguno.game import Game
from algunokit.alguno.lang import Action, Side
from algunokit.errors import ConfigError
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import cards_text, number
from algunokit.lessons.alguno_data import alguno_cards, name_choice, read_action
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import safe_text

NAMES = ("Alice", "Bilal", "Chloé", "Dany")
ALICE, BILAL, CHLOE, DANY = range(4)
SEED = 31
#: the longest story a teacher may tell before the exercises
MAX_STORY = 12


def run_actions(game: Game, moves: Iterable[tuple[int, Action | str]]) -> Game:
    """A copy of ``game`` after each ``(seat, action)`` ran, one after the other.

    Actions may be written as text (``"défausser 2"``, ``"give left"``). Choices
    are the simplest ones: the first cards of the hand, the left neighbour.
    ``game`` itself does not change.
    """
    after = game.copy()
    for seat, action in moves:
        step = read_action(action)
        Execution(seat, (step,)).run(after.table, first_option)
    return after


def new_game(seed: int = SEED) -> Game:
    """The lesson's table: four players with 5 cards each, Alice is the author."""
    return Game(4, (1, 2), seed=seed, first_author=ALICE, names=NAMES)


def read_story(value: Any) -> tuple[tuple[int, Action], ...]:
    """What happens before the exercises: ``(seat, action)`` pairs, seats 0 to 3, the
    actions as on the cards (``"piocher 2"``) or :class:`Action` values."""
    if not isinstance(value, list | tuple) or len(value) > MAX_STORY:
        raise ConfigError("lessons_alguno_a.3.error.story", found=safe_text(value),
                          high=MAX_STORY)
    moves = []
    for move in value:
        if (not isinstance(move, list | tuple) or len(move) != 2
                or isinstance(move[0], bool) or move[0] not in range(len(NAMES))):
            raise ConfigError("lessons_alguno_a.3.error.story", found=safe_text(move),
                              high=MAX_STORY)
        moves.append((move[0], read_action(move[1])))
    return tuple(moves)


#: two level-1 Action cards, then one level-2 card of each kind
CARDS = (action_cards(1)[0], action_cards(1)[5],
         *(action_cards(2)[i] for i in (0, 4, 8, 11, 14, 17, 20, 24, 26)))

DATA: dict[str, Any] = {
    "seed": SEED,
    #: what happens on the table before the exercises (shown in the notebook)
    "story": ((BILAL, "draw 2"), (DANY, "discard 2")),
    "cards": CARDS,
}
READERS = {
    "seed": whole_number(0, 10**9),
    "story": read_story,
    "cards": alguno_cards(ActionCard, "lessons_alguno_a.3.error.cards", low=1, high=12),
}

_STORY_ACTIONS = ("draw 1", "draw 2", "discard 1", "discard 2", "give left", "give right",
                  "swap left", "swap right")


def random_data(rng: random.Random) -> dict[str, Any]:
    """Other hands, another story (0 to 6 actions), other Action cards."""
    story = tuple((rng.randrange(len(NAMES)), rng.choice(_STORY_ACTIONS))
                  for _ in range(rng.randint(0, 6)))
    cards = [*action_cards(1), *action_cards(2)]
    return {"seed": rng.randrange(10**6), "story": story,
            "cards": tuple(rng.sample(cards, rng.randint(1, 8)))}


def table(data: dict[str, Any]) -> Game:
    """The lesson's table after the story: the table of the exercises."""
    return run_actions(new_game(data["seed"]), data["story"])


def _count(game: Game, seat: int) -> int:
    return len(game.table.hands[seat])


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 3 (``ex1`` … ``ex5``), reading ``data`` at check time."""

    def ex1() -> int:
        return _count(run_actions(table(data), [(BILAL, "discard 2"), (BILAL, "draw 1")]),
                      BILAL)

    def ex1_explain() -> dict[str, str]:
        bilal = _count(table(data), BILAL)
        if bilal >= 2:
            return catalogue("lessons_alguno_a.3.ex1.explain", n=bilal, middle=bilal - 2,
                             after=ex1())
        return catalogue("lessons_alguno_a.3.ex1.explain_few", n=bilal, after=ex1())

    def ex1_mistakes() -> dict[int, dict[str, str]]:
        bilal = _count(table(data), BILAL)
        # drew 2 and discarded 1: draw and discard swapped
        table_ = {bilal + 1: catalogue("lessons_alguno_a.3.mistake.draw_discard")}
        if bilal >= 3:  # discarded 2 then 1
            table_[bilal - 3] = catalogue("lessons_alguno_a.3.mistake.draw_discard")
        if bilal < 2:
            table_[bilal - 1] = catalogue("lessons_alguno_a.3.mistake.below_zero")
        return table_

    def chloe_steps() -> list[int]:
        steps = [_count(table(data), CHLOE)]
        for _ in range(3):
            steps.append(max(steps[-1] - 2, 0))
        return steps

    def ex2_mistakes() -> dict[int, dict[str, str]]:
        first = chloe_steps()[0]
        if first < 6:
            return {first - 6: catalogue("lessons_alguno_a.3.mistake.below_zero")}
        return {}

    def ex4() -> int:
        return _count(run_actions(table(data), [(ALICE, "swap right")]), ALICE)

    def ex4_explain() -> dict[str, str]:
        hands = table(data).table.hands
        return catalogue("lessons_alguno_a.3.ex4.explain",
                         alice=lambda lang: cards_text(hands[ALICE], lang),
                         dany=lambda lang: cards_text(hands[DANY], lang))

    def ex4_mistakes() -> dict[int, dict[str, str]]:
        alice, dany = _count(table(data), ALICE), _count(table(data), DANY)
        result = {}
        if alice:
            result[alice + dany] = catalogue("lessons_alguno_a.3.mistake.swap_adds")
        if alice != dany:
            result[alice] = catalogue("lessons_alguno_a.3.mistake.swap_kept")
        return result

    def after_alice() -> str:
        return NAMES[table(data).rules.execution_order(ALICE)[1]]

    return {
        "ex1": number(
            catalogue("lessons_alguno_a.3.ex1.prompt"), ex1,
            hints=[catalogue("lessons_alguno_a.3.ex1.hint1")],
            explanation=ex1_explain, mistakes=ex1_mistakes),
        "ex2": number(
            catalogue("lessons_alguno_a.3.ex2.prompt"), lambda: chloe_steps()[-1],
            hints=[catalogue("lessons_alguno_a.3.ex2.hint1"),
                   catalogue("lessons_alguno_a.3.ex2.hint2")],
            explanation=lambda: catalogue(
                "lessons_alguno_a.3.ex2.explain",
                steps=" → ".join(str(n) for n in chloe_steps())),
            mistakes=ex2_mistakes),
        # Who sits where does not depend on the cards: the same answer for every deal.
        "ex3": name_choice(
            catalogue("lessons_alguno_a.3.ex3.prompt"), NAMES[Side.LEFT.seat(DANY, 4)], NAMES,
            hints=[catalogue("lessons_alguno_a.3.ex3.hint1"),
                   catalogue("lessons_alguno_a.3.ex3.hint2")],
            explanation=catalogue("lessons_alguno_a.3.ex3.explain"),
            mistakes={NAMES[Side.RIGHT.seat(DANY, 4)]:
                      catalogue("lessons_alguno_a.3.mistake.right_not_left"),
                      "Bilal": catalogue("lessons_alguno_a.3.mistake.opposite"),
                      "Dany": catalogue("lessons_alguno_a.3.mistake.himself")}),
        "ex4": number(
            catalogue("lessons_alguno_a.3.ex4.prompt"), ex4,
            hints=[catalogue("lessons_alguno_a.3.ex4.hint1")],
            explanation=ex4_explain, mistakes=ex4_mistakes),
        "ex5": name_choice(
            catalogue("lessons_alguno_a.3.ex5.prompt"), after_alice, NAMES,
            hints=[catalogue("lessons_alguno_a.3.ex5.hint1")],
            explanation=catalogue("lessons_alguno_a.3.ex5.explain"),
            mistakes={NAMES[Side.LEFT.seat(ALICE, 4)]:
                      catalogue("lessons_alguno_a.3.mistake.order_left"),
                      "Alice": catalogue("lessons_alguno_a.3.mistake.author_done")}),
    }
