"""Alg(un)o lesson 4 — the alternative: IF a condition THEN an action ELSE another.

The notebook (``lessons/*/04-alternative.ipynb``) builds an alternative from a
Condition card and an Action card (the builder widget), shows it as cards,
Python and Scratch blocks side by side, runs it on a hand (the trace) and on
every player of lesson 3's table (the execution view). Students say which
branch runs, predict the result, and write alternatives in Python (read by
the kit, never run, compared with the reference on 150 tables).
"""

from __future__ import annotations

from typing import Any

from algunokit.alguno.decks import action_cards, condition_cards
from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import Alternative
from algunokit.alguno.moves import Build
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.alguno.rules import build_alternative
from algunokit.alguno.trace import trace
from algunokit.exercises import ChoiceExercise, NumberExercise
from algunokit.exercises.alguno import ProgramExercise
from algunokit.exercises.core import Exercise
from algunokit.i18n import resolve
from algunokit.lessons.alguno_3 import NAME_WORDS, NAMES, new_game

#: the cards of the builder: "exactly 3 cards | exactly 1 heart" and "discard 2 / draw 1"
CONDITION_CARD = condition_cards(1)[2]
ACTION_CARD = action_cards(1)[5]
#: the alternative of the exercises: the second half of the Condition card
ALTERNATIVE = build_alternative(CONDITION_CARD, [ACTION_CARD], Build(1))
#: ex6: shown as Scratch blocks, written in Python by the student
BLOCKS = Alternative(parse_condition("black = 0"), [parse_action("give left")],
                     [parse_action("draw 2")])

HAND_A = tuple(cards_from_codes(["4H", "9S", "QC", "2D"]))
HAND_B = tuple(cards_from_codes(["JR", "6D", "KS", "AH", "8H"]))

#: The catalogue keys of each program exercise: (prompt, hints), written in full.
PROGRAM_KEYS = {
    "ex5": ("lessons_alguno_a.4.ex5.prompt",
            ("lessons_alguno_a.4.ex5.hint1", "lessons_alguno_a.4.ex5.hint2")),
    "ex6": ("lessons_alguno_a.4.ex6.prompt",
            ("lessons_alguno_a.4.ex6.hint1", "lessons_alguno_a.4.ex6.hint2")),
}
PROGRAMS = {
    "ex5": (ALTERNATIVE,
            "if nombre_de_coeurs() == 1:\n    defausser(2)\nelse:\n    piocher(1)\n",
            "if number_of_hearts() == 1:\n    discard(2)\nelse:\n    draw(1)\n"),
    "ex6": (BLOCKS,
            "if nombre_de_cartes_noires() == 0:\n    donner_a_gauche()\nelse:\n    piocher(2)\n",
            "if number_of_black_cards() == 0:\n    give_left()\nelse:\n    draw(2)\n"),
}

_BRANCH_WORDS = {"alors": True, "sinon": False, "then": True, "else": False}
_BRANCH_LABELS = {True: "alguno.then", False: "alguno.else"}

DATA: dict[str, Any] = {"condition_card": CONDITION_CARD, "action_card": ACTION_CARD,
                        "alternative": ALTERNATIVE, "blocks": BLOCKS, "hand_a": HAND_A,
                        "hand_b": HAND_B}


def turn(alternative: Alternative = ALTERNATIVE) -> list[tuple[str, bool, int]]:
    """Lesson 3's table running ``alternative``, Alice first, then to the right:
    ``(name, THEN branch ran, cards after)`` for each player in order."""
    game = new_game()
    order = game.rules.execution_order(game.author)
    work = game.table  # a fresh game: each run sees the effects of the ones before
    traces = [trace(alternative, table=work, player=seat, in_place=True) for seat in order]
    return [(NAMES[seat], tr.taken, len(tr.hand_after)) for seat, tr in zip(order, traces,
                                                                              strict=True)]


def exercises(language: str | None = None) -> dict[str, Exercise]:
    """The exercises of lesson 4 (``ex1`` … ``ex6``)."""
    lang = resolve(language)
    trace_a, trace_b = ALTERNATIVE.trace(HAND_A), ALTERNATIVE.trace(HAND_B)
    test = ALTERNATIVE.condition.label(lang)
    after_b = len(trace_b.hand_after)
    other = len(HAND_B) - 2  # what the ALORS branch (discard 2) would have left
    rows = turn()
    first_then = next(name for name, taken, _ in rows if taken)
    later_then = [name for name, taken, _ in rows if taken and name != first_then]
    result: dict[str, Exercise] = {
        "ex1": ChoiceExercise(
            "alguno4.ex1", prompt_key="lessons_alguno_a.4.ex1.prompt", answer=trace_a.taken,
            accepted=_BRANCH_WORDS, labels=_BRANCH_LABELS,
            hint_keys=("lessons_alguno_a.4.ex1.hint1", "lessons_alguno_a.4.ex1.hint2"),
            explain_key="lessons_alguno_a.4.ex1.explain",
            explain_params={"test": test, "n": trace_a.test.count},
            mistakes={not trace_a.taken: "lessons_alguno_a.4.mistake.branch"}),
        "ex2": ChoiceExercise(
            "alguno4.ex2", prompt_key="lessons_alguno_a.4.ex2.prompt", answer=trace_b.taken,
            accepted=_BRANCH_WORDS, labels=_BRANCH_LABELS,
            hint_keys=("lessons_alguno_a.4.ex2.hint1", "lessons_alguno_a.4.ex2.hint2"),
            explain_key="lessons_alguno_a.4.ex2.explain",
            explain_params={"test": test, "n": trace_b.test.count},
            mistakes={not trace_b.taken: "lessons_alguno_a.4.mistake.joker_heart"}),
        "ex3": NumberExercise(
            "alguno4.ex3", prompt_key="lessons_alguno_a.4.ex3.prompt", answer=after_b,
            hint_keys=("lessons_alguno_a.4.ex3.hint1",),
            explain_key="lessons_alguno_a.4.ex3.explain",
            explain_params={"before": len(HAND_B), "after": after_b},
            mistakes={other: "lessons_alguno_a.4.mistake.ran_then"}),
    }
    mistakes = {name: "lessons_alguno_a.4.mistake.later" for name in later_then}
    if not rows[0][1]:
        mistakes[rows[0][0]] = "lessons_alguno_a.4.mistake.author_else"
    result["ex4"] = ChoiceExercise(
        "alguno4.ex4", prompt_key="lessons_alguno_a.4.ex4.prompt", answer=first_then,
        accepted=NAME_WORDS,
        hint_keys=("lessons_alguno_a.4.ex4.hint1", "lessons_alguno_a.4.ex4.hint2"),
        explain_key="lessons_alguno_a.4.ex4.explain",
        explain_params={"order": ", ".join(name for name, _, _ in rows)},
        mistakes=mistakes)
    for key, (expected, reference, reference_en) in PROGRAMS.items():
        result[key] = ProgramExercise(
            f"alguno4.{key}", prompt_key=PROGRAM_KEYS[key][0],
            hint_keys=PROGRAM_KEYS[key][1],
            expected=expected, reference=reference, reference_en=reference_en)
    return result
