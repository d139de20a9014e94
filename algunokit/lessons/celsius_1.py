"""Celsius lesson, part 1: the rules, computing left to right (cycle 4).

Notebook: ``lessons/fr/10-celsius.ipynb`` / ``lessons/en/10-celsius.ipynb``
(``ak.lesson("celsius", 1)``: exercises ``ex1`` and ``ex2``). Part 2, the search (seconde SNT /
première NSI), is :mod:`algunokit.lessons.celsius_2` (``ak.lesson("celsius", 2)``,
notebooks ``10b-celsius-recherche.ipynb`` / ``10b-celsius-search.ipynb``, exercises
``ex1`` to ``ex5``); its arithmetic and reference answers live
here, beside part 1's, so both parts compute with the same code.

In the notebook an operation is a pair ``(sign, number)``: ``("+", 3)``,
``("-", 4)``, ``("x", 2)``, ``("/", 2)`` (a division, allowed only when it is
exact) and ``("^", 2)`` (squared). Every expected answer is computed by the
engine itself (:func:`algunokit.celsius.evaluate` and
:func:`algunokit.celsius.solve`), so the exercises check students against the
real rules.

The search is built step by step, with nothing a student of 3e has not seen:
lists for the queue (``append`` / ``pop(0)``) and for the positions already
seen, a tuple for the cards left in hand.

* ``ex1`` (part 1): write ``evaluate_left_to_right(start, ops)`` (no operator priority,
  ``None`` when a division is not exact);
* ``ex2`` (part 1): who receives the winning hot card of a round, a tie-break among the
  players who laid the most cards (answered by the engine's own rule functions).

Part 2's exercises are in :mod:`algunokit.lessons.celsius_2`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import permutations
from math import perm
from typing import Any

from algunokit.celsius import (
    InexactDivision,
    OperatorCard,
    Step,
    evaluate,
    format_chain,
    parse_operator,
    solve,
)
from algunokit.celsius.explain import round_result
from algunokit.celsius.rules import recipient, round_winner
from algunokit.errors import ConfigError
from algunokit.exercises import teacher
from algunokit.exercises.celsius import chain_function
from algunokit.exercises.core import Exercise
from algunokit.i18n import tn
from algunokit.lessons.data import catalogue, whole_number
from algunokit.protocol import safe_text

Operation = tuple[str, int]
Position = tuple[int, tuple[Operation, ...]]

_SIGNS = {"+": "+", "-": "-", "x": "x", "/": "/"}


def card_of(operation: Operation) -> OperatorCard:
    """The engine's operator card for a notebook pair: ``("x", 2)`` → ``×2``."""
    sign, number = operation
    if sign == "^":
        return parse_operator("^2")
    return parse_operator(f"{_SIGNS[sign]}{number}")


def one_step(value: int, operation: Operation) -> int | None:
    """``value`` after one operation; ``None`` when a division is not exact."""
    sign, number = operation
    if sign == "+":
        return value + number
    if sign == "-":
        return value - number
    if sign == "x":
        return value * number
    if sign == "^":
        return value * value
    if value % number != 0:
        return None
    return value // number


def evaluate_left_to_right(start: int, ops: Sequence[Operation]) -> int | None:
    """Reference answer of ex1: each operation acts on the value so far."""
    value = start
    for sign, number in ops:
        if sign == "+":
            value = value + number
        elif sign == "-":
            value = value - number
        elif sign == "x":
            value = value * number
        elif sign == "/":
            if value % number != 0:
                return None
            value = value // number
        elif sign == "^":
            value = value ** 2
    return value


def without(cards: tuple[Operation, ...], i: int) -> tuple[Operation, ...]:
    """The cards without the one at index ``i`` (the notebook gives it as ``sans``)."""
    return cards[:i] + cards[i + 1:]


def next_positions(position: Position) -> list[Position]:
    """Reference answer of ex3: one position per card left (inexact divisions skipped)."""
    value, cards_left = position
    found = []
    for i in range(len(cards_left)):
        new_value = evaluate_left_to_right(value, [cards_left[i]])
        if new_value is not None:
            found.append((new_value, without(cards_left, i)))
    return found


def shortest_chain(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """Reference answer of ex5: breadth first over positions (value, cards left)."""
    queue = [(start, tuple(ops), 0)]
    seen = []
    while queue:
        value, cards_left, length = queue.pop(0)
        for position in next_positions((value, cards_left)):
            new_value, rest = position
            if new_value in targets:
                return length + 1
            if position not in seen:
                seen.append(position)
                queue.append((new_value, rest, length + 1))
    return None


def try_everything(start: int, targets: Sequence[int], ops: Sequence[Operation]
                   ) -> tuple[int | None, int]:
    """Every order of 1 card, then 2 cards …: (shortest length or None, chains tried)."""
    tried = 0
    for length in range(1, len(ops) + 1):
        for chain in permutations(ops, length):
            tried += 1
            if evaluate_left_to_right(start, chain) in targets:
                return length, tried
    return None, tried


def breadth_first(start: int, targets: Sequence[int], ops: Sequence[Operation]
                  ) -> tuple[int | None, int]:
    """Like :func:`shortest_chain`, counting positions explored: (length or None, count)."""
    queue = [(start, tuple(ops), 0)]
    seen = []
    explored = 0
    while queue:
        value, cards_left, length = queue.pop(0)
        explored += 1
        for position in next_positions((value, cards_left)):
            if position[0] in targets:
                return length + 1, explored
            if position not in seen:
                seen.append(position)
                queue.append((*position, length + 1))
    return None, explored


def engine_value(start: int, ops: Sequence[Operation]) -> int | None:
    """What the Celsius engine computes for this chain (``None``: an inexact division)."""
    try:
        return evaluate(start, [card_of(op) for op in ops])
    except InexactDivision:
        return None


def engine_shortest(start: int, targets: Sequence[int], ops: Sequence[Operation]) -> int | None:
    """The length of the exact solver's shortest chain (``None``: no chain)."""
    found = solve(start, targets, [card_of(op) for op in ops])
    return None if found is None else found.length


def engine_next_positions(position: Position) -> list[Position]:
    """ex3's expected answer, from the engine's arithmetic (one card at a time)."""
    value, cards_left = position
    return [(new, without(cards_left, i)) for i, op in enumerate(cards_left)
            if (new := engine_value(value, [op])) is not None]


EVALUATE_CHAINS: list[tuple[int, list[Operation]]] = [
    (10, [("+", 1), ("x", 2)]),
    (3, [("x", 4)]),
    (5, [("-", 2), ("x", 3), ("+", 1)]),
    (0, [("-", 9), ("^", 2)]),
    (12, [("/", 4), ("+", 6), ("x", 5)]),
    (2, [("+", 3), ("^", 2), ("-", 1), ("/", 4)]),
    (7, []),
    (7, [("/", 2)]),                      # 7 ÷ 2 is not exact: None
    (10, [("/", 4), ("x", 2)]),           # // would say 2 × 2 = 4
    (9, [("-", 2), ("/", 3), ("+", 1)]),  # 7 ÷ 3 is not exact
]

#: Positions of ex3: (value, cards left); with an inexact division and a repeated card.
STEP_POSITIONS: list[Position] = [
    (10, (("+", 1), ("x", 2), ("x", 4))),
    (11, (("x", 2), ("x", 4))),
    (7, (("/", 2), ("+", 1))),
    (12, (("/", 4), ("/", 5), ("^", 2))),
    (3, (("+", 1), ("+", 1))),
    (5, ()),
]

#: Positions of ex5: (start, targets, operations). The first one is the notebook's;
#: some have inexact divisions that ``//`` would wrongly accept, and in some a search
#: that takes the newest position (a stack) instead of the oldest finds a longer chain.
SHORTEST_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4)]),
    (10, [22], [("+", 1), ("x", 2)]),
    (3, [50, 81], [("+", 2), ("x", 3), ("^", 2), ("-", 1)]),
    (0, [49], [("+", 3), ("+", 4), ("^", 2), ("-", 1)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2)]),
    (6, [20], [("+", 4), ("+", 4), ("-", 2), ("x", 2)]),
    (1, [100], [("+", 1), ("+", 2)]),
    (7, [3, 30], [("/", 2), ("+", 3), ("x", 3)]),        # 7 // 2 = 3 is not a chain
    (9, [4, 25], [("/", 2), ("+", 1), ("/", 2), ("-", 4)]),
    (0, [100], [("+", 1), ("+", 2), ("+", 3), ("+", 4)]),  # no chain: every position once
    (4, [36, 49], [("+", 1), ("+", 2), ("x", 3), ("^", 2), ("-", 1)]),
]

#: Positions compared in the notebook: "try everything" against breadth first.
COMPARE_POSITIONS: list[tuple[int, list[int], list[Operation]]] = [
    (10, [22, 40], [("+", 1), ("x", 2), ("x", 4), ("-", 3), ("+", 5), ("x", 3)]),
    (2, [45, 64], [("x", 3), ("-", 1), ("x", 9), ("+", 5), ("x", 2), ("+", 1)]),
    (9, [32], [("-", 4), ("+", 1), ("-", 2), ("+", 6), ("^", 2), ("+", 4)]),
    (4, [90], [("+", 2), ("+", 3), ("x", 2), ("-", 1), ("+", 1), ("x", 3)]),
    (5, [99], [("+", 1), ("+", 2), ("x", 2), ("-", 3), ("+", 4), ("x", 5)]),
]

#: What part 2's notebook (the search, :mod:`algunokit.lessons.celsius_2`) shows and asks about.
SEARCH_DATA: dict[str, Any] = {
    #: the chain of the first picture, also one of ex1's cases and ex3's positions
    "example": (10, [("+", 1), ("x", 2)]),
    #: how many different cards "try everything" lays in ex2
    "cards": 4,
    #: ex4's queue, from an empty list: a number is append(number), "pop" is pop(0)
    "queue": [10, "pop", 11, 20, 40, "pop", 22],
    #: the positions the notebook compares, also cases of ex5
    "positions": COMPARE_POSITIONS,
}

SIGNS = ("+", "-", "x", "/", "^")


def read_operation(value: Any) -> Operation:
    """A pair (sign, number) a Celsius card can be: ``("x", 2)``, ``("^", 2)``."""
    if (isinstance(value, list | tuple) and len(value) == 2 and value[0] in SIGNS
            and isinstance(value[1], int) and not isinstance(value[1], bool)
            and (value[1] == 2 if value[0] == "^" else 1 <= value[1] <= 10)):
        return (value[0], value[1])
    raise ConfigError("lessons_celsius.c1.error.operation", found=safe_text(value))


def read_operations(value: Any) -> list[Operation]:
    if not isinstance(value, list | tuple) or len(value) > 6:
        raise ConfigError("lessons_celsius.c1.error.operations", found=safe_text(value))
    return [read_operation(op) for op in value]


def _value(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
        raise ConfigError("lessons_celsius.c1.error.value", found=safe_text(value))
    return value


def read_example(value: Any) -> tuple[int, list[Operation]]:
    """A start value (0 to 100) and 1 to 6 operations: ``(10, [("+", 1), ("x", 2)])``."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ConfigError("lessons_celsius.c1.error.example", found=safe_text(value))
    ops = read_operations(value[1])
    if not ops:
        raise ConfigError("lessons_celsius.c1.error.example", found=safe_text(value))
    return (_value(value[0]), ops)


def read_positions(value: Any) -> list[tuple[int, list[int], list[Operation]]]:
    """1 to 6 positions ``(start, targets, operations)``, with 1 to 6 operations each."""
    if not isinstance(value, list | tuple) or not 1 <= len(value) <= 6:
        raise ConfigError("lessons_celsius.c1.error.positions", found=safe_text(value))
    positions = []
    for position in value:
        if (not isinstance(position, list | tuple) or len(position) != 3
                or not isinstance(position[1], list | tuple) or not 1 <= len(position[1]) <= 5):
            raise ConfigError("lessons_celsius.c1.error.positions", found=safe_text(position))
        ops = read_operations(position[2])
        if not ops:
            raise ConfigError("lessons_celsius.c1.error.positions", found=safe_text(position))
        positions.append((_value(position[0]), [_value(v) for v in position[1]], ops))
    return positions


def read_queue(value: Any) -> list[int | str]:
    """ex4's steps from an empty queue: numbers (``append``) and ``"pop"`` (``pop(0)``),
    at most 12, at least one ``"pop"``, never from an empty queue, not empty at the end."""
    if not isinstance(value, list | tuple) or not 1 <= len(value) <= 12:
        raise ConfigError("lessons_celsius.c1.error.queue", found=safe_text(value))
    size = 0
    for step in value:
        if step == "pop" and size > 0:
            size -= 1
        elif isinstance(step, int) and not isinstance(step, bool) and 0 <= step <= 100:
            size += 1
        else:
            raise ConfigError("lessons_celsius.c1.error.queue", found=safe_text(value))
    if size == 0 or "pop" not in value:
        raise ConfigError("lessons_celsius.c1.error.queue", found=safe_text(value))
    return list(value)


SEARCH_READERS: dict[str, Callable[[Any], Any]] = {
    "example": read_example, "cards": whole_number(2, 6), "queue": read_queue,
    "positions": read_positions,
}


def _random_ops(rng: random.Random, low: int, high: int) -> list[Operation]:
    ops = [(s, n) for s in "+-x/" for n in range(1, 11)] + [("^", 2)]
    return rng.sample(ops, rng.randint(low, high))


def random_search_data(rng: random.Random) -> dict[str, Any]:
    """Part 2's data: another chain, another number of cards, another queue and other positions."""
    queue: list[int | str] = [rng.randint(0, 50)]
    size = 1
    for _ in range(rng.randint(3, 8)):
        if size > 1 and rng.random() < 0.4:
            queue.append("pop")
            size -= 1
        else:
            queue.append(rng.randint(0, 50))
            size += 1
    if "pop" not in queue:
        queue.insert(1, "pop")
        queue.append(rng.randint(0, 50))
    return {"example": (rng.randint(0, 20), _random_ops(rng, 1, 3)),
            "cards": rng.randint(2, 6), "queue": queue,
            "positions": [(rng.randint(0, 12), rng.sample(range(0, 101), rng.randint(1, 3)),
                           _random_ops(rng, 2, 5)) for _ in range(rng.randint(1, 3))]}


Round = tuple[int, list[tuple[str, list[int], list[str] | None]]]

#: ex2's round: (cold card, [(name, hot cards before the round, chain or None: passes)]).
#: Alice wins with 1 card; Bilal and Chloé both lay 2: the one with fewer hot cards left
#: (Bilal) receives Alice's card, the tie-break the notebook draws in section 1.
ROUND: Round = (6, [("Alice", [20, 36, 49], ["x6"]),
                    ("Bilal", [25, 64], ["-1", "x5"]),
                    ("Chloé", [49, 81, 90], ["+1", "^2"])])

#: What part 1's notebook (the rules, computing left to right) shows and asks about.
DATA: dict[str, Any] = {"example": SEARCH_DATA["example"], "round": ROUND}


def round_steps(chain: Sequence[str]) -> list[Step]:
    """A chain of card codes (``["-1", "x5"]``) as the engine's steps."""
    return [Step(parse_operator(code)) for code in chain]


def round_facts(round_: Round) -> tuple[dict[int, tuple[int, int]], list[int], dict[int, int]]:
    """The engine's view of a round: plays ``{seat: (cards, hot value)}``, the seats
    that passed, and each seat's number of hot cards before the round."""
    cold, rows = round_
    plays = {seat: (len(chain), evaluate(cold, round_steps(chain)))
             for seat, (_, _, chain) in enumerate(rows) if chain}
    passed = [seat for seat, (_, _, chain) in enumerate(rows) if not chain]
    return plays, passed, {seat: len(hot) for seat, (_, hot, _) in enumerate(rows)}


def round_receiver(round_: Round) -> str | None:
    """ex2's answer, by the engine's rules: the name of who receives the winning card."""
    plays, passed, before = round_facts(round_)
    if not plays:
        return None
    counts = {seat: before[seat] - (1 if seat in plays else 0) for seat in before}
    taker = recipient(winner=round_winner(plays), plays=plays, passed=passed,
                      hot_counts=counts)
    return None if taker is None else round_[1][taker][0]


def round_winner_name(round_: Round) -> str:
    plays, _, _ = round_facts(round_)
    return round_[1][round_winner(plays)][0]


def read_round(value: Any) -> Round:
    """ex2's round: a cold card (0 to 12) and 2 to 4 rows ``(name, hot cards, chain)``;
    each chain (1 to 6 card codes, no ``?`` nor ``±1``) reaches one of its row's hot cards
    (20 to 100), ``None`` for a seat that passes; someone must receive the winning card."""

    def refuse() -> ConfigError:
        return ConfigError("lessons_celsius.c1.error.round", found=safe_text(value))

    if not isinstance(value, list | tuple) or len(value) != 2:
        raise refuse()
    cold, rows = value
    if (isinstance(cold, bool) or not isinstance(cold, int) or not 0 <= cold <= 12
            or not isinstance(rows, list | tuple) or not 2 <= len(rows) <= 4):
        raise refuse()
    read = []
    for row in rows:
        if not isinstance(row, list | tuple) or len(row) != 3:
            raise refuse()
        name, hot, chain = row
        if (not isinstance(name, str) or not 1 <= len(name.strip()) <= 20
                or not isinstance(hot, list | tuple) or not 1 <= len(hot) <= 6
                or any(isinstance(h, bool) or not isinstance(h, int) or not 20 <= h <= 100
                       for h in hot)):
            raise refuse()
        if chain is not None:
            if (not isinstance(chain, list | tuple) or not 1 <= len(chain) <= 6
                    or not all(isinstance(c, str) and "?" not in c and "±" not in c
                               for c in chain)):
                raise refuse()
            try:
                reached = evaluate(cold, round_steps(chain))
            except (ConfigError, InexactDivision, ValueError):
                raise refuse() from None
            if reached not in hot:
                raise refuse()
            chain = list(chain)
        read.append((name.strip(), list(hot), chain))
    if len({name for name, _, _ in read}) != len(read):
        raise refuse()
    result: Round = (cold, read)
    if round_receiver(result) is None:
        raise refuse()
    return result


READERS: dict[str, Callable[[Any], Any]] = {"example": read_example, "round": read_round}


def random_data(rng: random.Random) -> dict[str, Any]:
    """Another chain for ex1, another round for ex2 (each row reaches its hot card)."""
    cold = rng.randint(0, 12)
    codes = ["+1", "+2", "+5", "-1", "-3", "x2", "x3", "x5", "^2"]
    rows: list[tuple[str, list[int], list[str] | None]] = []
    for name in ("Alice", "Bilal", "Chloé", "Dany")[:rng.randint(2, 4)]:
        hot = sorted(rng.sample(range(20, 101), rng.randint(1, 6)))
        for _ in range(200):
            chain = rng.sample(codes, rng.randint(1, 4))
            try:
                reached = evaluate(cold, round_steps(chain))
            except (InexactDivision, ValueError):
                continue
            if 20 <= reached <= 100:
                hot = sorted({*hot[:5], reached})
                rows.append((name, hot, chain))
                break
        else:
            rows.append((name, hot, None))
    round_: Round = (cold, rows)
    if not any(chain for _, _, chain in rows) or round_receiver(round_) is None:
        round_ = ROUND
    return {"example": random_search_data(rng)["example"], "round": round_}


def queue_run(steps: Sequence[int | str]) -> tuple[list[list[int]], list[int]]:
    """The queue after each step, and the values that left it, in order."""
    queue: list[int] = []
    states, out = [], []
    for step in steps:
        if step == "pop":
            out.append(queue.pop(0))
        else:
            queue.append(int(step))
        states.append(list(queue))
    return states, out


def _steps_text(steps: Sequence[int | str]) -> str:
    return ", ".join("pop(0)" if step == "pop" else f"append({step})" for step in steps)


def _list(values: Sequence[Any]) -> str:
    return "[" + ", ".join(map(str, values)) + "]"


def _chains(n: int) -> int:
    """How many chains of 1 to n cards, each card at most once, n different cards give."""
    return sum(perm(n, k) for k in range(1, n + 1))


#: The names of ex3's function in the notebooks (French, English).
HELPER_NAMES = ("suivantes", "next_positions")


def exercises(data: dict[str, Any]) -> dict[str, Exercise]:
    """Part 1's exercises (``ex1``, ``ex2``), reading ``data`` when the student checks;
    part 2's are in :mod:`algunokit.lessons.celsius_2`."""

    def ex1_cases() -> list[tuple[Any, ...]]:
        start, ops = data["example"]
        return [(s, list(o)) for s, o in [(start, ops), *EVALUATE_CHAINS]]

    return {
        "ex1": chain_function(
            catalogue("lessons_celsius.c1.ex1.prompt"), engine_value, cases=ex1_cases,
            name="evaluate_left_to_right",
            names=("calcule_gauche_droite", "evaluate_left_to_right"),
            hints=[catalogue("lessons_celsius.c1.ex1.hint1"),
                   catalogue("lessons_celsius.c1.ex1.hint2"),
                   catalogue("lessons_celsius.c1.ex1.hint3"),
                   catalogue("lessons_celsius.c1.ex1.hint4")],
            solution=catalogue("lessons_celsius.c1.ex1.solution"),
            inexact=lambda start, ops: engine_value(start, ops) is None),
        "ex2": teacher.choice(
            lambda: catalogue("lessons_celsius.c1.round.prompt", cold=data["round"][0],
                              rows=lambda lang: round_rows_text(data["round"], lang)),
            lambda: round_receiver(data["round"]),
            lambda: [name for name, _, _ in data["round"][1]],
            hints=[catalogue("lessons_celsius.c1.round.hint1"),
                   catalogue("lessons_celsius.c1.round.hint2")],
            explanation=lambda: catalogue(
                "lessons_celsius.c1.round.explain",
                result=lambda lang: round_explanation(data["round"], lang)),
            mistakes=lambda: {round_winner_name(data["round"]): catalogue(
                "lessons_celsius.c1.round.winner", name=round_winner_name(data["round"]))}),
    }


def round_rows_text(round_: Round, language: str) -> str:
    """ex2's round in words, one line a seat, each chain written step by step."""
    cold, rows = round_
    lines = []
    for name, hot, chain in rows:
        hot_text = ", ".join(map(str, hot))
        if chain:
            lines.append(tn("lessons_celsius.c1.round.row", len(chain), language, name=name,
                            hot=hot_text,
                            chain=format_chain(cold, round_steps(chain), language)))
        else:
            lines.append(tn("lessons_celsius.c1.round.row_pass", len(hot), language, name=name,
                            hot=hot_text))
    return "\n".join(lines)


def round_explanation(round_: Round, language: str) -> str:
    """The engine's own sentence for the round (who wins, who receives, and why)."""
    plays, passed, before = round_facts(round_)
    return round_result(plays, passed, before, None, [n for n, _, _ in round_[1]], language)



__all__ = [
    "COMPARE_POSITIONS",
    "DATA",
    "READERS",
    "ROUND",
    "SEARCH_DATA",
    "SEARCH_READERS",
    "SHORTEST_POSITIONS",
    "STEP_POSITIONS",
    "breadth_first",
    "card_of",
    "engine_next_positions",
    "engine_shortest",
    "engine_value",
    "evaluate_left_to_right",
    "exercises",
    "next_positions",
    "one_step",
    "queue_run",
    "random_data",
    "random_search_data",
    "read_round",
    "round_receiver",
    "shortest_chain",
    "try_everything",
    "without",
]
