"""The exported projects run in the real Scratch VM exactly as the engine runs them.

One Node process (tests/scratch/run_vm.js, scratch-vm 5.0.300 stepped by hand, no
renderer) runs 320 random alternatives on 20 random tables each and every
card-built alternative re-saved by the VM; scratch-parser checks every project.
Skipped with the reason when Node or the npm packages are missing (CI installs
them with ``npm ci`` in tests/scratch, see .ci/run).
"""

from __future__ import annotations

import base64
import io
import json
import random
import zipfile
from collections import Counter

import pytest
from sb3_harness import (
    broken_links,
    card_built,
    engine_run,
    lists_of,
    random_alternative,
    random_table,
    run_vm,
    vm_missing,
)

from algunokit.alguno.game import cards_from_codes
from algunokit.alguno.lang import (
    Alternative,
    And,
    Compare,
    Discard,
    Draw,
    Give,
    Not,
    Op,
    Or,
    Parity,
    Quantity,
    Target,
    leaf_tests,
)
from algunokit.alguno.trace import table_around
from algunokit.cards import Suit
from algunokit.code.sb3 import action_key, sb3_bytes
from algunokit.code.sb3_read import from_sb3, read_project

N_PROGRAMS = 320
N_TABLES = 20

pytestmark = [pytest.mark.slow, pytest.mark.node,
              pytest.mark.skipif(vm_missing() is not None, reason=vm_missing() or "")]


def _kinds(alt: Alternative, found: Counter) -> None:
    def condition(cond) -> None:
        found[type(cond).__name__] += 1
        for part in (getattr(cond, "left", None), getattr(cond, "right", None),
                     getattr(cond, "operand", None)):
            if part is not None:
                condition(part)
        if isinstance(cond, Compare):
            found[f"op {cond.op.name}"] += 1

    condition(alt.condition)
    for step in alt.then + alt.otherwise:
        if isinstance(step, Alternative):
            found["nested"] += 1
            _kinds(step, found)
        else:
            found[action_key(step)] += 1


#: a French project changed through the VM the way the Scratch editor changes it:
#: 2 typed over with 4, another count picked, the branches swapped, discard 1 -> 3
EDITED_FROM = Alternative(Compare(Quantity(Suit.HEARTS), Op.LE, 2),
                          (Discard(1), Give(Target.LEFT)), (Draw(2),))
EDITED_TO = Alternative(Compare(Quantity(Suit.SPADES), Op.LE, 4), (Draw(2),),
                        (Discard(3), Give(Target.LEFT)))
EDITED = {"sb3": sb3_bytes(EDITED_FROM, "fr"), "runs": [], "save": True, "edits": [
    {"op": "field", "block": "if.test.1", "input": "OPERAND2", "value": "4"},
    {"op": "variable", "block": "if.test.1", "input": "OPERAND1", "name": "nombre de piques"},
    {"op": "move", "block": "if.then.0", "oldParent": "if", "oldInput": "SUBSTACK"},
    {"op": "move", "block": "if.else.0", "oldParent": "if", "oldInput": "SUBSTACK2",
     "newParent": "if", "newInput": "SUBSTACK"},
    {"op": "move", "block": "if.then.0", "newParent": "if", "newInput": "SUBSTACK2"},
    {"op": "field", "block": "if.then.0", "input": "arg.n", "value": "3"},
]}


#: the project ak.show(alt, trace) offers replays the trace in Scratch
TRACE_HAND = cards_from_codes(["2D", "5D", "8D", "JD", "3C"])
TRACED_ALT = Alternative(Compare(Quantity(Suit.DIAMONDS), Op.LE, 3), (Discard(1),), (Draw(2),))
TRACED = {"sb3": sb3_bytes(TRACED_ALT, "en", table_around(TRACE_HAND), 0), "save": False,
          "runs": [{"lists": lists_of(table_around(TRACE_HAND), 0), "random": []}]}


@pytest.fixture(scope="module")
def vm_results():
    rng = random.Random(18)
    programs = [random_alternative(rng) for _ in range(N_PROGRAMS)]
    expected, projects = [], []
    for index, alt in enumerate(programs):
        runs = []
        language = ("fr", "en")[index % 2]  # a French project writes its cards in French
        for _ in range(N_TABLES):
            table, player = random_table(rng)
            runs.append(engine_run(alt, table, player, language))
        expected.append(runs)
        projects.append({"sb3": sb3_bytes(alt, language), "save": index % 10 == 0,
                         "runs": [{"lists": r["before"], "random": r["random"]} for r in runs]})
    cards = card_built()
    for index, alt in enumerate(cards):
        projects.append({"sb3": sb3_bytes(alt, ("fr", "en")[index % 2]), "save": True,
                         "runs": []})
    projects.append(EDITED)
    projects.append(TRACED)
    results = run_vm(projects)
    return programs, expected, projects, cards, results


def test_programs_cover_every_kind_and_jokers(vm_results):
    programs, expected, *_ = vm_results
    found: Counter = Counter()
    for alt in programs:
        _kinds(alt, found)
    for kind in ("Compare", "Parity", "And", "Or", "Not", "nested", "op LT", "op LE", "op EQ",
                 "op GT", "op GE", "draw", "discard", "give.left", "give.right",
                 "give.choice", "swap.left", "swap.right"):
        assert found[kind] >= 5, (kind, found)
    runs = [run for runs in expected for run in runs]
    with_joker = sum(1 for run in runs if {"JR", "JB"} & set(run["before"]["list.hand"]))
    assert with_joker > len(runs) // 4
    assert sum(run["reshuffled"] for run in runs) > 100
    leaves = [leaf for alt in programs for leaf in leaf_tests(alt.condition)]
    assert {type(leaf) for leaf in leaves} == {Compare, Parity}
    assert any(isinstance(alt.condition, And | Or | Not) for alt in programs)


def test_every_list_matches_the_engine(vm_results):
    programs, expected, _, _, results = vm_results
    mismatches = []
    total = 0
    for alt, runs, result in zip(programs, expected, results, strict=False):
        assert len(result["runs"]) == len(runs) == N_TABLES
        for run, got in zip(runs, result["runs"], strict=True):
            total += 1
            assert got["steps"] < 10000, "the green flag script never finished"
            assert not got["starved"] and got["unused"] == 0, "random numbers not used as fed"
            if got["lists"] != run["after"]:
                mismatches.append((str(alt), run["before"], run["after"], got["lists"]))
    assert total == N_PROGRAMS * N_TABLES
    assert not mismatches, mismatches[:3]


def test_every_project_passes_scratch_parser_and_links(vm_results):
    _, _, projects, _, results = vm_results
    assert len(results) == len(projects)
    for project, result in zip(projects, results, strict=True):
        assert result["parser"] == "ok", result["parser"]
        with zipfile.ZipFile(io.BytesIO(project["sb3"])) as archive:
            data = json.loads(archive.read("project.json"))
        assert broken_links(data) == []


def test_projects_resaved_by_the_vm_read_back_equal(vm_results):
    _, _, projects, cards, results = vm_results
    resaved = 0
    for index, (project, result) in enumerate(zip(projects, results, strict=True)):
        if not project["save"] or project is EDITED or project is TRACED:
            continue
        saved = json.loads(result["saved"])
        assert broken_links(saved) == []
        original = from_sb3(project["sb3"])
        assert read_project(saved) == original
        assert from_sb3(base64.b64decode(result["savedSb3"])) == original
        if index >= N_PROGRAMS:
            assert original == cards[index - N_PROGRAMS]
        resaved += 1
    assert resaved == len(cards) + N_PROGRAMS // 10


def test_edits_made_through_the_vm_read_back(vm_results):
    _, _, projects, _, results = vm_results
    result = results[projects.index(EDITED)]
    saved = base64.b64decode(result["savedSb3"])
    assert broken_links(json.loads(result["saved"])) == []
    assert from_sb3(saved) == EDITED_TO


def test_the_project_of_a_traced_view_replays_the_trace(vm_results):
    _, _, projects, _, results = vm_results
    got = results[projects.index(TRACED)]["runs"][0]["lists"]["list.hand"]
    assert got == [card.code for card in TRACED_ALT.trace(TRACE_HAND).hand_after]
