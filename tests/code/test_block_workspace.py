"""The block editor's workspace <-> Alternative, its problems in words and its palette
(algunokit/code/block_workspace.py), without a browser."""

from __future__ import annotations

import copy
import json

import pytest
from code_strategies import alternatives
from hypothesis import given
from hypothesis import strategies as st

from algunokit.alguno.lang import Alternative, And, Compare, Condition, Not, Op, Or
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.code.block_workspace import (
    COUNTS,
    palette,
    palette_types,
    read_workspace,
    to_workspace,
)
from algunokit.code.from_python import from_python
from algunokit.errors import ConfigError


def alt(condition: str, then: list[str], otherwise: list[str]) -> Alternative:
    return Alternative(parse_condition(condition), [parse_action(a) for a in then],
                       [parse_action(a) for a in otherwise])


def equals(count: str | None, number: object) -> dict:
    operand1: dict = {"shadow": {"type": "text", "fields": {"TEXT": ""}}}
    if count:
        operand1["block"] = {"type": f"algunokit_count_{count}"}
    return {"type": "algunokit_equals", "inputs": {
        "OPERAND1": operand1,
        "OPERAND2": {"shadow": {"type": "text", "fields": {"TEXT": number}}}}}


def action(kind: str, n: object = None) -> dict:
    block: dict = {"type": f"algunokit_{kind}"}
    if n is not None:
        block["inputs"] = {"N": {"shadow": {"type": "math_whole_number", "fields": {"NUM": n}}}}
    return block


def if_else(condition=None, then=None, otherwise=None, **extra) -> dict:
    inputs = {}
    if condition is not None:
        inputs["CONDITION"] = {"block": condition}
    if then is not None:
        inputs["SUBSTACK"] = {"block": then}
    if otherwise is not None:
        inputs["SUBSTACK2"] = {"block": otherwise}
    return {"type": "algunokit_if_else", "id": "a", "x": 10, "y": 10, "inputs": inputs, **extra}


def workspace(*blocks) -> dict:
    return {"blocks": {"languageVersion": 0, "blocks": list(blocks)}}


# --- round trip ---------------------------------------------------------------------

LESSON_PROGRAMS = [
    alt("hearts = 1", ["discard 2"], ["draw 1"]),
    alt("diamonds <= 3", ["discard 1"], ["draw 2"]),
    alt("spades >= 2", ["give left"], ["swap right"]),
    alt("cards odd", ["give choice"], ["give right"]),
    alt("cards even", ["draw 2", "discard 1"], ["swap left"]),
    alt("hearts = 4 or spades <= 2", ["draw 1"], ["discard 1"]),
    alt("cards = 3 and diamonds = 1", ["draw 1"], []),
    Alternative(Not(parse_condition("red = 2")), [parse_action("draw 1")], []),
    Alternative(parse_condition("black > 1"),
                [alt("cards < 4", ["draw 1"], ["discard 2"])], [parse_action("draw 2")]),
]


@pytest.mark.parametrize("program", LESSON_PROGRAMS, ids=lambda a: a.label("en"))
def test_a_program_drawn_as_blocks_reads_back_the_same(program):
    state = to_workspace(program)
    json.dumps(state)  # what travels to the browser is JSON
    reading = read_workspace(state, "fr")
    assert reading.problem is None
    assert reading.alternative == program


def test_le_is_drawn_as_not_greater_and_read_back_as_le():
    state = to_workspace(alt("diamonds <= 3", ["discard 1"], ["draw 2"]))
    condition = state["blocks"]["blocks"][0]["inputs"]["CONDITION"]["block"]
    assert condition["type"] == "algunokit_not"
    assert condition["inputs"]["OPERAND"]["block"]["type"] == "algunokit_gt"
    # a student's own « non > » is ≤ too (as sb3_read reads it), « non = » stays non
    built = workspace(if_else({"type": "algunokit_not", "inputs": {"OPERAND": {"block": {
        **equals("hearts", "2"), "type": "algunokit_gt"}}}}, action("draw", 1),
        action("draw", 2)))
    assert read_workspace(built).alternative.condition == Compare(
        COUNTS["algunokit_count_hearts"], Op.LE, 2)


def as_scratch_reads(cond: Condition) -> Condition:
    """``cond`` as Scratch blocks say it back: « non > » is ≤, « non < » is ≥."""
    if isinstance(cond, Not):
        inner = as_scratch_reads(cond.operand)
        if isinstance(inner, Compare) and inner.op in (Op.GT, Op.LT):
            return Compare(inner.quantity, Op.LE if inner.op is Op.GT else Op.GE, inner.value)
        return Not(inner)
    if isinstance(cond, And | Or):
        return type(cond)(as_scratch_reads(cond.left), as_scratch_reads(cond.right))
    return cond


def normalised(program: Alternative) -> Alternative:
    def steps(branch):
        return tuple(normalised(s) if isinstance(s, Alternative) else s for s in branch)
    return Alternative(as_scratch_reads(program.condition), steps(program.then),
                       steps(program.otherwise))


def empty_then(program: Alternative) -> bool:
    """Whether ``program`` or an alternative inside it acts only in its else."""
    if not program.then and program.otherwise:
        return True
    return any(empty_then(step) for step in program.then + program.otherwise
               if isinstance(step, Alternative))


@given(alternatives)
def test_every_alternative_round_trips_through_blocks(program):
    reading = read_workspace(to_workspace(program), "en")
    if not program.then and not program.otherwise:
        assert reading.alternative is None and "actions are missing" in reading.problem
    elif empty_then(program):
        # drawn « si … alors … sinon » with nothing under « alors »: unfinished
        assert reading.alternative is None and "THEN is empty" in reading.problem
    else:
        assert reading.alternative == normalised(program), reading.problem


@given(st.data())
def test_every_program_the_kit_reads_round_trips(data):
    # programs of the kit's Python: every condition, nesting and action
    source = data.draw(st.sampled_from([
        "if nombre_de_coeurs() == 1:\n    defausser(2)\nelse:\n    piocher(1)",
        "if not nombre_de_cartes() == 3:\n    donner_au_choix()",
        "if est_impair(nombre_de_cartes()) or nombre_de_piques() >= 2:\n    piocher(1)\n"
        "elif nombre_de_cartes_rouges() < 2:\n    echanger_a_gauche()\nelse:\n    defausser(1)",
        "if nombre_de_cartes_noires() > 2 and est_pair(nombre_de_trefles()):\n"
        "    donner_a_droite()\n    piocher(2)\nelse:\n    pass",
    ]))
    program = from_python(source, "fr")
    assert read_workspace(to_workspace(program)).alternative == program


def test_numbers_typed_by_a_person_come_back_as_text():
    # a number field edited in the browser comes back as "4", set from Python as 4
    for value in ("4", 4, 4.0, " 4 "):
        state = workspace(if_else(equals("cards", value), action("draw", value),
                                  type="algunokit_if"))
        reading = read_workspace(state)
        assert reading.alternative == alt("cards = 4", ["draw 4"], []), value


def test_a_number_on_the_left_is_read_turned():
    # « 3 < nombre de cartes » is « nombre de cartes > 3 »: the hand on the left
    block = {"type": "algunokit_lt", "inputs": {
        "OPERAND1": {"shadow": {"type": "text", "fields": {"TEXT": "3"}}},
        "OPERAND2": {"shadow": {"type": "text", "fields": {"TEXT": ""}},
                     "block": {"type": "algunokit_count_cards"}}}}
    reading = read_workspace(workspace(if_else(block, action("draw", 1),
                                               type="algunokit_if")))
    assert reading.alternative.condition == parse_condition("cards > 3")


# --- problems, in both languages ------------------------------------------------------

PROBLEMS = [
    (workspace(), "Il manque le bloc « si … alors … sinon »",
     "The 'if … then … else' block is missing"),
    ({}, "Il manque le bloc « si … alors … sinon »", "The 'if … then … else' block is missing"),
    (workspace(action("draw", 1)), "Il manque le bloc « si … alors … sinon »",
     "The 'if … then … else' block is missing"),
    (workspace(if_else()), "Il manque la condition du si", "The if's condition is missing"),
    (workspace(if_else(equals("hearts", "1"))), "Il manque les actions",
     "The actions are missing"),
    (workspace(if_else(equals("hearts", "1"), action("draw", 1))),
     "SINON est vide : glisse un bloc rose", "ELSE is empty: drag a pink block"),
    (workspace(if_else(equals("hearts", "1"), None, action("draw", 1))),
     "ALORS est vide : glisse un bloc rose", "THEN is empty: drag a pink block"),
    (workspace(if_else(equals(None, "1"), action("draw", 1))),
     "Dans « _ = 1 », il manque ce que l'on compte", "In '_ = 1', what is counted is missing"),
    (workspace(if_else(equals("hearts", "trois"), action("draw", 1))),
     "Dans « nombre de cœurs = trois », « trois » n'est pas un nombre entier",
     "In 'number of hearts = trois', 'trois' is not a whole number"),
    (workspace(if_else(equals("hearts", "-1"), action("draw", 1))),
     "« -1 » n'est pas un nombre entier", "'-1' is not a whole number"),
    (workspace(if_else(equals("hearts", ""), action("draw", 1))),
     "il manque le nombre", "the number is missing"),
    (workspace(if_else(equals("hearts", "1"), action("draw", 0))),
     "« 0 » ne va pas : un nombre de cartes de 1 à 20", "'0' does not work"),
    (workspace(if_else({"type": "algunokit_and", "inputs": {
        "OPERAND1": {"block": equals("hearts", "1")}}}, action("draw", 1))),
     "Dans « nombre de cœurs = 1 et _ », il manque une condition",
     "In 'number of hearts = 1 and _', a condition is missing"),
    (workspace(if_else(equals("hearts", "1"), action("draw", 1)), action("discard", 2)),
     "Le bloc « défausser 2 » traîne à côté du programme",
     "The block 'discard 2' lies beside the program"),
    (workspace(if_else(equals("hearts", "1"), action("draw", 1)), if_else()),
     "Il y a 2 blocs « si » séparés", "There are 2 separate 'if' blocks"),
    (workspace({**if_else(equals("hearts", "1"), action("draw", 1)),
                "next": {"block": action("give_left")}}),
     "Le bloc « donner à gauche » est en dehors du bloc « si »",
     "The block 'give left' is outside the 'if' block"),
]


@pytest.mark.parametrize(("state", "french", "english"), PROBLEMS,
                         ids=[english[:30] for _, _, english in PROBLEMS])
def test_an_unfinished_program_says_what_is_missing(state, french, english):
    for language, expected in (("fr", french), ("en", english)):
        reading = read_workspace(copy.deepcopy(state), language)
        assert reading.alternative is None
        assert expected in reading.problem, (language, reading.problem)


MALFORMED = [None, [], "blocks", 3, {"blocks": 5}, {"blocks": {"blocks": "x"}},
             {"blocks": {"blocks": [5]}}, {"blocks": {"blocks": [{"type": 7}]}},
             {"blocks": {"blocks": [{"type": "algunokit_if_else", "inputs": []}]}},
             {"blocks": {"blocks": [{"type": "algunokit_if_else", "inputs": {
                 "CONDITION": {"block": {"type": "algunokit_equals", "inputs": {
                     "OPERAND2": {"shadow": {"type": "text", "fields": {"TEXT": [1]}}}}}}}}]}},
             {"blocks": {"blocks": [{"type": "algunokit_if_else", "next": "x"}]}},
             {"blocks": {"blocks": [{"type": "a_block_of_another_kit"}]}}]


@pytest.mark.parametrize("state", MALFORMED, ids=lambda s: json.dumps(s)[:40])
def test_malformed_json_from_the_browser_gives_a_problem_not_an_exception(state):
    reading = read_workspace(state, "en")
    assert reading.alternative is None
    assert reading.problem  # a sentence, whatever came in


def test_a_deep_pile_of_nots_is_too_big_not_a_crash():
    block: dict = equals("hearts", "1")
    for _ in range(5000):
        block = {"type": "algunokit_not", "inputs": {"OPERAND": {"block": block}}}
    reading = read_workspace(workspace(if_else(block, action("draw", 1))), "fr")
    assert reading.alternative is None and reading.problem


# --- the palette of each level ---------------------------------------------------------


def test_the_palette_holds_the_level_s_blocks_only():
    one, two, three = (set(palette_types(level)) for level in (1, 2, 3))
    assert "algunokit_equals" in one and "algunokit_lt" not in one
    assert "algunokit_not" not in one and "algunokit_give_left" not in one
    assert {"algunokit_lt", "algunokit_gt", "algunokit_not", "algunokit_swap_right"} <= two
    assert "algunokit_and" not in two and {"algunokit_and", "algunokit_or"} <= three
    assert one < two < three == set(palette_types(None))
    assert set(COUNTS) <= one


def test_the_palette_speaks_the_language_and_holds_only_kit_blocks():
    for language, names in (("fr", ["Contrôle", "Opérateurs", "Capteurs", "Mes blocs"]),
                            ("en", ["Control", "Operators", "Sensing", "My Blocks"])):
        toolbox = palette(2, language)
        assert [c["name"] for c in toolbox["contents"]] == names
        kinds = [b["type"] for c in toolbox["contents"] for b in c["contents"]]
        assert all(k.startswith("algunokit_") for k in kinds)
        assert kinds == [k for k in palette_types(2) if k in kinds] or set(kinds) == set(
            palette_types(2))


@pytest.mark.parametrize("level", [0, 4, "1", 1.0, True])
def test_a_wrong_level_is_said_in_the_language(level):
    with pytest.raises(ConfigError) as error:
        palette(level, "fr")
    assert "Le niveau de l'éditeur de blocs est 1, 2 ou 3" in error.value.message("fr")
