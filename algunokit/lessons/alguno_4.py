"""Alg(un)o lesson 4 — the alternative: IF a condition THEN an action ELSE another.

The notebook (``lessons/*/04-alternative.ipynb``) builds an alternative from a
Condition card and an Action card (the builder widget), shows it as cards,
Python and Scratch blocks side by side, runs it on a hand (the trace) and on
every player of lesson 3's table (the execution view). Students say which
branch runs, predict the result, and write alternatives in Python (read by
the kit, never run, compared with the reference on 150 tables).

Every answer and explanation is computed from ``L.data`` when the student checks:
the lesson's alternative is the half ``L.data["half"]`` (0: top, 1: bottom) of
``L.data["condition_card"]`` with ``L.data["action_card"]``; ``L.data["hand_a"]``,
``L.data["hand_b"]`` are the two hands, ``L.data["seed"]`` deals the table of part 4
and ``L.data["blocks"]`` is the alternative shown as Scratch blocks.
"""

from __future__ import annotations

import random
from typing import Any

from algunokit.alguno.decks import ActionCard, ConditionCard, action_cards, condition_cards
from algunokit.alguno.lang import Alternative, Quantity, Suit
from algunokit.alguno.moves import Build
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.alguno.rules import build_alternative
from algunokit.alguno.trace import Trace, trace
from algunokit.exercises.core import Exercise
from algunokit.exercises.teacher import number, program
from algunokit.i18n import t
from algunokit.lessons.alguno_3 import NAMES, SEED, new_game
from algunokit.lessons.alguno_data import hand_words, name_choice, one_card, read_alternative
from algunokit.lessons.data import catalogue, hand, whole_number

DATA: dict[str, Any] = {
    #: the cards of the builder: "exactly 3 cards | exactly 1 heart" and "discard 2 / draw 1"
    "condition_card": condition_cards(1)[2],
    "action_card": action_cards(1)[5],
    #: the half of the Condition card the lesson takes: 0 the top one, 1 the bottom one
    "half": 1,
    "hand_a": "4H 9S QC 2D",
    "hand_b": "JR 6D KS AH 8H",
    #: the deal of lesson 3's table, where everyone runs the alternative (part 4)
    "seed": SEED,
    #: ex6: shown as Scratch blocks, written in Python by the student
    "blocks": Alternative(parse_condition("black = 0"), (parse_action("give left"),),
                          (parse_action("draw 2"),)),
}
READERS = {
    "condition_card": one_card(ConditionCard, "lessons_alguno_a.4.error.condition_card", 1),
    "action_card": one_card(ActionCard, "lessons_alguno_a.4.error.action_card", 1),
    "half": whole_number(0, 1),
    "hand_a": hand(max_cards=12),
    "hand_b": hand(max_cards=12),
    "seed": whole_number(0, 10**9),
    "blocks": read_alternative,
}

_ACTIONS = ("draw 1", "draw 2", "discard 1", "discard 2", "give left", "give right",
            "give choice", "swap left", "swap right")


def random_data(rng: random.Random) -> dict[str, Any]:
    """Other cards, half, hands (0 to 8 cards), deal, and another alternative in blocks."""
    from algunokit.cards import classic_deck

    deck = list(classic_deck("54"))
    then, otherwise = rng.sample(_ACTIONS, 2)
    condition = rng.choice(rng.choice([*condition_cards(1), *condition_cards(2)]).halves)
    return {"condition_card": rng.choice(condition_cards(1)),
            "action_card": rng.choice(action_cards(1)),
            "half": rng.randint(0, 1),
            "hand_a": rng.sample(deck, rng.randint(0, 8)),
            "hand_b": rng.sample(deck, rng.randint(0, 8)),
            "seed": rng.randrange(10**6),
            "blocks": Alternative(condition, (parse_action(then),),
                                  (parse_action(otherwise),))}


def alternative(data: dict[str, Any]) -> Alternative:
    """The lesson's alternative: the chosen half, the Action card as printed."""
    return build_alternative(data["condition_card"], [data["action_card"]],
                             Build(data["half"]))


def turn(alt: Alternative, seed: int = SEED) -> list[tuple[str, bool, int]]:
    """Lesson 3's table running ``alt``, Alice first, then to the right:
    ``(name, THEN branch ran, cards after)`` for each player in order."""
    game = new_game(seed)
    order = game.rules.execution_order(game.author)
    work = game.table  # a fresh game: each run sees the effects of the ones before
    traces = [trace(alt, table=work, player=seat, in_place=True) for seat in order]
    return [(NAMES[seat], tr.taken, len(tr.hand_after))
            for seat, tr in zip(order, traces, strict=True)]


def _branch(taken: bool):
    return lambda lang: t("alguno.then" if taken else "alguno.else", lang)


def _verdict(value: bool):
    return lambda lang: t("alguno.value.true" if value else "alguno.value.false", lang)


def _has(tr: Trace):
    """What the hand has for the condition: « 2 cœurs », « 5 cartes »."""
    condition = tr.test.condition
    quantity = getattr(condition, "quantity", Quantity(None))
    n = tr.test.count if tr.test.count is not None else len(tr.hand_before)
    return lambda lang: f"{n} {quantity.words(n, lang)}"


def _actions(actions: Any):
    return lambda lang: ", ".join(a.label(lang) for a in actions)


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """The exercises of lesson 4 (``ex1`` … ``ex6``), reading ``data`` at check time."""
    then_, else_ = catalogue("alguno.then"), catalogue("alguno.else")
    nobody = catalogue("lessons_alguno_a.4.nobody")

    def run(key: str) -> Trace:
        return alternative(data).trace(data[key])

    def branch_of(key: str) -> dict[str, str]:
        return then_ if run(key).taken else else_

    def branch_params(key: str) -> dict[str, Any]:
        tr = run(key)
        return {"test": lambda lang: tr.test.condition.label(lang), "has": _has(tr),
                "verdict": _verdict(tr.taken), "branch": _branch(tr.taken)}

    def branch_mistakes(key: str) -> list[tuple[dict[str, str], dict[str, str]]]:
        tr = run(key)
        text = catalogue("lessons_alguno_a.4.mistake.branch", **branch_params(key))
        quantity = getattr(tr.test.condition, "quantity", None)
        if isinstance(getattr(quantity, "of", None), Suit) and any(
                c.is_joker for c in data[key]):
            joker = catalogue("lessons_alguno_a.4.mistake.joker_suit")
            text = {lang: f"{text[lang]} {joker[lang]}" for lang in text}
        return [(else_ if tr.taken else then_, text)]

    def other_branch() -> Trace:
        alt = alternative(data)
        return Alternative(alt.condition, alt.otherwise, alt.then).trace(data["hand_b"])

    def ex3_explain() -> dict[str, str]:
        tr = run("hand_b")
        return catalogue("lessons_alguno_a.4.ex3.explain", n=len(tr.hand_after),
                         verdict=_verdict(tr.taken), branch=_branch(tr.taken),
                         actions=_actions([step.action for step in tr.steps]),
                         before=len(tr.hand_before))

    def ex3_mistakes() -> dict[int, dict[str, str]]:
        tr, other = run("hand_b"), other_branch()
        if len(other.hand_after) == len(tr.hand_after):
            return {}
        return {len(other.hand_after): catalogue(
            "lessons_alguno_a.4.mistake.other_branch", verdict=_verdict(tr.taken),
            branch=_branch(tr.taken), actions=_actions([step.action for step in other.steps]))}

    def rows() -> list[tuple[str, bool, int]]:
        return turn(alternative(data), data["seed"])

    def first_then() -> Any:
        return next((name for name, taken, _ in rows() if taken), nobody)

    def order_text():
        found = rows()
        return lambda lang: ", ".join(
            t("lessons_alguno_a.4.row", lang, name=name,
              branch=t("alguno.then" if taken else "alguno.else", lang))
            for name, taken, _ in found)

    def ex4_explain() -> dict[str, str]:
        first = first_then()
        if isinstance(first, str):
            return catalogue("lessons_alguno_a.4.ex4.explain", order=order_text(), name=first)
        return catalogue("lessons_alguno_a.4.ex4.explain_nobody", order=order_text())

    def ex4_mistakes() -> dict[Any, dict[str, str]]:
        found, first, table = rows(), first_then(), {}
        for index, (name, taken, _) in enumerate(found):
            if name == first:
                continue
            if taken:
                table[name] = catalogue("lessons_alguno_a.4.mistake.later", order=order_text())
            elif index == 0:
                table[name] = catalogue("lessons_alguno_a.4.mistake.author_else",
                                        order=order_text())
            else:
                table[name] = catalogue("lessons_alguno_a.4.mistake.ran_else", name=name,
                                        order=order_text())
        return table

    return {
        "ex1": name_choice(
            lambda: catalogue("lessons_alguno_a.4.ex1.prompt", cards=hand_words(data["hand_a"])),
            lambda: branch_of("hand_a"),
            [then_, else_],
            hints=[catalogue("lessons_alguno_a.4.ex1.hint1"),
                   catalogue("lessons_alguno_a.4.ex1.hint2")],
            explanation=lambda: catalogue("lessons_alguno_a.4.explain.branch",
                                          **branch_params("hand_a")),
            mistakes=lambda: branch_mistakes("hand_a")),
        "ex2": name_choice(
            lambda: catalogue("lessons_alguno_a.4.ex2.prompt", cards=hand_words(data["hand_b"])),
            lambda: branch_of("hand_b"),
            [then_, else_],
            # the joker's rule only when hand B holds a joker (issue 33)
            hints=lambda: [catalogue("lessons_alguno_a.4.ex2.hint1"),
                           catalogue("lessons_alguno_a.4.ex2.hint2"
                                     if any(c.is_joker for c in data["hand_b"])
                                     else "lessons_alguno_a.4.ex2.hint2_no_joker")],
            explanation=lambda: catalogue("lessons_alguno_a.4.explain.branch",
                                          **branch_params("hand_b")),
            mistakes=lambda: branch_mistakes("hand_b")),
        "ex3": number(
            lambda: catalogue("lessons_alguno_a.4.ex3.prompt", cards=hand_words(data["hand_b"])),
            lambda: len(run("hand_b").hand_after),
            hints=[catalogue("lessons_alguno_a.4.ex3.hint1")],
            explanation=ex3_explain, mistakes=ex3_mistakes),
        "ex4": name_choice(
            catalogue("lessons_alguno_a.4.ex4.prompt"), first_then, [*NAMES, nobody],
            hints=[catalogue("lessons_alguno_a.4.ex4.hint1"),
                   catalogue("lessons_alguno_a.4.ex4.hint2")],
            explanation=ex4_explain, mistakes=ex4_mistakes),
        "ex5": program(
            catalogue("lessons_alguno_a.4.ex5.prompt"), lambda: alternative(data),
            hints=[catalogue("lessons_alguno_a.4.ex5.hint1"),
                   catalogue("lessons_alguno_a.4.ex5.hint2")]),
        "ex6": program(
            catalogue("lessons_alguno_a.4.ex6.prompt"), lambda: data["blocks"],
            hints=[catalogue("lessons_alguno_a.4.ex6.hint1"),
                   catalogue("lessons_alguno_a.4.ex6.hint2")]),
    }


__all__ = ["DATA", "READERS", "alternative", "exercises", "random_data", "turn"]
