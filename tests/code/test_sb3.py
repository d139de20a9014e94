"""Scratch 3 projects: what to_sb3 writes, what from_sb3 reads back or refuses.

The projects really running in Scratch's VM are checked in test_sb3_vm.py; here
everything is pure Python: the round trip, edits a student makes in Scratch
(changed numbers, swapped branches, another count, a nested if, moved blocks),
blocks outside the language, and broken files.
"""

from __future__ import annotations

import ast
import base64
import contextlib
import copy
import io
import json
import random
import re
import zipfile
from hashlib import md5
from pathlib import Path

import pytest
from code_strategies import alternatives
from hypothesis import given, settings
from hypothesis import strategies as st
from sb3_harness import broken_links, card_built, random_table

import algunokit as ak
from algunokit import alguno
from algunokit.alguno.decks import action_cards
from algunokit.alguno.engine import Table
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
    Side,
    Swap,
    Target,
)
from algunokit.cards import Card, Suit
from algunokit.code.sb3 import project_json, sb3_bytes
from algunokit.code.sb3_read import MAX_DEPTH, from_sb3, read_project
from algunokit.code.show import show
from algunokit.errors import CodeError, ConfigError

ROOT = Path(__file__).resolve().parents[2]
HEARTS_LE_2 = Compare(Quantity(Suit.HEARTS), Op.LE, 2)
ALT = Alternative(HEARTS_LE_2, (Discard(1),), (Give(Target.CHOICE),))


def canonical(alt: Alternative) -> Alternative:
    """What Scratch can say: not (a > b) is a ≤ b, as the kit draws it."""
    def cond(c):
        if isinstance(c, And | Or):
            return type(c)(cond(c.left), cond(c.right))
        if isinstance(c, Not):
            inner = cond(c.operand)
            if isinstance(inner, Compare) and inner.op in (Op.GT, Op.LT):
                return Compare(inner.quantity, Op.LE if inner.op is Op.GT else Op.GE,
                               inner.value)
            return Not(inner)
        return c

    def steps(branch):
        return tuple(canonical(s) if isinstance(s, Alternative) else s for s in branch)

    return Alternative(cond(alt.condition), steps(alt.then), steps(alt.otherwise))


def project_of(data: bytes) -> dict:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return json.loads(archive.read("project.json"))


def sb3_of(project: dict, extra: dict[str, bytes] | None = None) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("project.json", json.dumps(project))
        for name, data in (extra or {}).items():
            archive.writestr(name, data)
    return out.getvalue()


def program_blocks(project: dict) -> dict:
    return project["targets"][1]["blocks"]


# ---------------------------------------------------------------------------
# Round trip


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_card_built_alternative_comes_back_equal(language, tmp_path):
    alts = card_built()
    assert len(alts) == 2 * 2 * (24 + 21 + 24)
    used = {step for alt in alts for step in alt.then + alt.otherwise}
    assert used >= {a for level in (1, 2) for card in action_cards(level) for a in card.actions}
    for alt in alts:
        assert from_sb3(sb3_bytes(alt, language)) == alt
    path = alts[-1].to_sb3(tmp_path / "a.sb3", language)
    assert alguno.from_sb3(path) == ak.from_sb3(path) == alts[-1]


@settings(max_examples=150, deadline=None)
@given(alternatives, st.sampled_from(["fr", "en"]))
def test_any_program_comes_back_as_scratch_can_say_it(alt, language):
    project = project_json(alt, language)
    assert broken_links(project) == []
    assert read_project(project) == canonical(alt)


def test_the_zip_is_deterministic_and_assets_are_named_by_md5():
    data = sb3_bytes(ALT, "fr")
    assert data == sb3_bytes(ALT, "fr")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = set(archive.namelist())
        project = json.loads(archive.read("project.json"))
        for target in project["targets"]:
            for costume in target["costumes"]:
                content = archive.read(costume["md5ext"])
                assert md5(content).hexdigest() == costume["assetId"]
                assert costume["md5ext"] == costume["assetId"] + ".svg"
    assert names == {"project.json"} | {c["md5ext"] for t in project["targets"]
                                        for c in t["costumes"]}


def test_names_follow_the_language():
    fr, en = project_json(ALT, "fr"), project_json(ALT, "en")
    assert {v[0] for v in fr["targets"][0]["lists"].values()} >= {
        "main", "pioche", "défausse", "main de gauche", "main de droite"}
    assert {v[0] for v in en["targets"][0]["lists"].values()} >= {
        "hand", "deck", "discard pile", "left hand", "right hand"}
    assert "nombre de cœurs" in {v[0] for v in fr["targets"][0]["variables"].values()}
    proccodes = {b["mutation"]["proccode"] for b in program_blocks(en).values()
                 if b["opcode"] == "procedures_prototype"}
    assert {"discard %s", "draw %s", "give left", "give either", "swap right",
            "count the hand"} <= proccodes
    assert "défausser %s" in {b["mutation"]["proccode"] for b in program_blocks(fr).values()
                              if b["opcode"] == "procedures_prototype"}
    # every procedure runs without screen refresh; the first-possibility choice is said in a comment
    assert all(b["mutation"]["warp"] == "true" for b in program_blocks(en).values()
               if b["opcode"] == "procedures_prototype")
    comments = " ".join(c["text"] for c in en["targets"][1]["comments"].values())
    assert "first possibility" in comments and "left neighbour" in comments


def test_le_is_not_greater_and_every_if_is_counted_first():
    nested = Alternative(HEARTS_LE_2, (Draw(1), Alternative(
        Compare(Quantity(), Op.GE, 3), (Swap(Side.LEFT),))))
    blocks = program_blocks(project_json(nested, "en"))
    assert blocks["if.test"]["opcode"] == "operator_not"
    assert blocks["if.test.1"]["opcode"] == "operator_gt"
    assert blocks["if.then.1.test"]["opcode"] == "operator_not"
    assert blocks["if.then.1.test.1"]["opcode"] == "operator_lt"
    # flag -> count -> if -> say; in the branch: draw, count, nested if
    assert blocks["flag"]["next"] == "count" and blocks["count"]["next"] == "if"
    assert blocks["if"]["next"] == "say"
    assert blocks["if.then.0"]["next"] == "if.then.1.count"
    assert blocks["if.then.1.count"]["next"] == "if.then.1"
    assert all(re.fullmatch(r"[a-z0-9.]+", block_id) for block_id in blocks)


def test_starting_lists_come_from_the_table_or_a_sample_deal():
    table, player = random_table(random.Random(3))
    lists = project_json(ALT, "en", table, player)["targets"][0]["lists"]
    n = table.n_players
    assert lists["list.hand"][1] == [c.code for c in table.hands[player]]
    assert lists["list.left"][1] == [c.code for c in table.hands[(player + 1) % n]]
    assert lists["list.right"][1] == [c.code for c in table.hands[(player - 1) % n]]
    assert lists["list.deck"][1] == [c.code for c in table.draw_pile]
    sample = project_json(ALT, "en")["targets"][0]["lists"]
    assert len(sample["list.hand"][1]) == 5 and len(sample["list.deck"][1]) == 54 - 15
    game = alguno.Game(n_players=4, seed=2)
    from_game = project_json(ALT, "fr", game, 1)["targets"][0]["lists"]
    assert from_game["list.hand"][1] == [c.code_in("fr") for c in game.hands[1]]


def test_a_hand_is_dealt_around_and_anything_else_is_refused():
    hand = [Card.from_code(code) for code in ("JB", "3S")]
    lists = project_json(ALT, "en", hand)["targets"][0]["lists"]
    assert lists["list.hand"][1] == ["JB", "3S"]
    with pytest.raises(ConfigError) as error:
        sb3_bytes(ALT, "fr", "QH 3S")
    assert error.value.key == "sb3.error.table" and "str" in error.value.message("fr")


def test_a_table_needs_three_players_and_a_real_seat():
    two = Table([[Card.from_code("QH")], []], [], [], random.Random(1))
    with pytest.raises(ConfigError) as error:
        sb3_bytes(ALT, "en", two, 0)
    assert error.value.key == "sb3.error.players"
    table, _ = random_table(random.Random(4))
    with pytest.raises(ConfigError) as error:
        sb3_bytes(ALT, "fr", table, 9)
    assert error.value.key == "sb3.error.seat"


# ---------------------------------------------------------------------------
# Edits made in Scratch


def test_changed_numbers_swapped_branches_and_another_count_read_back():
    project = project_json(ALT, "fr")
    blocks = program_blocks(project)
    blocks["if.test.1"]["inputs"]["OPERAND2"] = [1, [10, "4"]]  # 2 -> 4
    blocks["if.test.1"]["inputs"]["OPERAND1"] = [3, [12, "nombre de piques", "x"], [10, ""]]
    then, otherwise = blocks["if"]["inputs"]["SUBSTACK"], blocks["if"]["inputs"]["SUBSTACK2"]
    blocks["if"]["inputs"]["SUBSTACK"], blocks["if"]["inputs"]["SUBSTACK2"] = otherwise, then
    blocks["if.then.0"]["inputs"]["arg.n"] = [1, [4, "3"]]  # discard 1 -> discard 3
    assert read_project(project) == Alternative(Compare(Quantity(Suit.SPADES), Op.LE, 4),
                                                (Give(Target.CHOICE),), (Discard(3),))


def test_a_nested_if_and_moved_blocks_read_back():
    inner = Alternative(Parity(Quantity(), True), (Draw(2),), (Swap(Side.RIGHT),))
    project = project_json(Alternative(HEARTS_LE_2, (Discard(1), Give(Target.LEFT)),
                                       (inner,)), "en")
    blocks = program_blocks(project)
    # move "give left" above "discard (1)" (blocks dragged in Scratch)
    blocks["if"]["inputs"]["SUBSTACK"] = [2, "if.then.1"]
    blocks["if.then.1"].update(parent="if", next="if.then.0")
    blocks["if.then.0"].update(parent="if.then.1", next=None)
    # the count before the nested if removed by the student: still readable
    blocks["if"]["inputs"]["SUBSTACK2"] = [2, "if.else.0"]
    blocks["if.else.0"]["parent"] = "if"
    del blocks["if.else.0.count"]
    assert read_project(project) == Alternative(HEARTS_LE_2, (Give(Target.LEFT), Discard(1)),
                                                (inner,))


def test_number_on_the_left_and_a_resaved_variable_block_read_back():
    project = project_json(Alternative(Compare(Quantity(), Op.GT, 3), (Draw(1),)), "en")
    blocks = program_blocks(project)
    test = blocks["if.test"]
    test["opcode"] = "operator_lt"
    blocks["var"] = {"opcode": "data_variable", "next": None, "parent": "if.test",
                     "inputs": {}, "fields": {"VARIABLE": ["number of cards", "count.cards"]},
                     "shadow": False, "topLevel": False}
    test["inputs"] = {"OPERAND1": [1, [10, "3"]], "OPERAND2": [3, "var", [10, ""]]}
    assert read_project(project) == Alternative(Compare(Quantity(), Op.GT, 3), (Draw(1),))


# ---------------------------------------------------------------------------
# Refusals name the block, in both languages


def _refused(project: dict) -> CodeError:
    with pytest.raises(CodeError) as error:
        read_project(project)
    for language in ("fr", "en"):
        assert error.value.message(language)
    return error.value


def test_a_forever_loop_in_a_branch_is_refused_by_name():
    project = project_json(ALT, "fr")
    blocks = program_blocks(project)
    blocks["if.then.0"]["opcode"] = "control_forever"
    error = _refused(project)
    assert error.key == "sb3.error.block"
    assert "répéter indéfiniment" in error.message("fr")
    assert "forever" in error.message("en")


def test_an_unknown_block_is_named_by_opcode_and_category():
    project = project_json(ALT, "en")
    program_blocks(project)["if.then.0"]["opcode"] = "pen_clear"
    error = _refused(project)
    assert "pen_clear" in error.message("en") and "extension" in error.message("en")
    program_blocks(project)["if.then.0"]["opcode"] = "motion_turnright"
    assert "Mouvement" in _refused(project).message("fr")


def test_a_foreign_custom_block_and_an_action_outside_the_if_are_refused():
    project = project_json(ALT, "en")
    program_blocks(project)["if.then.0"]["mutation"]["proccode"] = "jump %s"
    error = _refused(project)
    assert error.key == "sb3.error.block" and "jump ( )" in error.message("en")
    project = project_json(ALT, "en")
    blocks = program_blocks(project)
    blocks["say"]["next"] = "extra"
    blocks["extra"] = copy.deepcopy(blocks["if.then.0"]) | {"parent": "say", "next": None}
    assert _refused(project).key == "sb3.error.one_if"


@pytest.mark.parametrize(("edit", "key"), [
    (lambda b: b["if.then.0"]["inputs"].update({"arg.n": [1, [10, "0"]]}),
     "sb3.error.count_number"),
    (lambda b: b["if.then.0"]["inputs"].update({"arg.n": [1, [4, "deux"]]}),
     "sb3.error.count_number"),
    (lambda b: b["if.test.1"]["inputs"].update({"OPERAND2": [1, [10, "2.5"]]}), "sb3.error.number"),
    (lambda b: b["if.test.1"]["inputs"].update({"OPERAND1": [3, [12, "score", "s"], [10, ""]]}),
     "sb3.error.compare_sides"),
    (lambda b: b["if.test.1"].update(opcode="operator_contains"), "sb3.error.condition"),
    (lambda b: b["if"]["inputs"].pop("CONDITION"), "sb3.error.empty_condition"),
    (lambda b: b["if"].update(next="if"), "sb3.error.broken"),
    (lambda b: b["if"]["inputs"].update({"SUBSTACK": [2, "nowhere"]}), "sb3.error.broken"),
])
def test_each_problem_has_its_message(edit, key):
    project = project_json(ALT, "en")
    edit(program_blocks(project))
    assert _refused(project).key == key


def test_parity_needs_mod_two_and_zero_or_one():
    project = project_json(Alternative(Parity(Quantity(), True), (Draw(1),)), "en")
    program_blocks(project)["if.test.mod"]["inputs"]["NUM2"] = [1, [4, "3"]]
    assert _refused(project).key == "sb3.error.modulo"
    project = project_json(Alternative(Parity(Quantity(), False), (Draw(1),)), "en")
    program_blocks(project)["if.test"]["inputs"]["OPERAND2"] = [1, [10, "2"]]
    assert _refused(project).key == "sb3.error.modulo"


def test_no_program_or_two_programs():
    project = project_json(ALT, "en")
    blocks = program_blocks(project)
    blocks["flag"]["next"] = None
    assert _refused(project).key == "sb3.error.no_program"
    project = project_json(ALT, "en")
    stage = project["targets"][0]
    stage["blocks"] = copy.deepcopy(program_blocks(project))
    error = _refused(project)
    assert error.key == "sb3.error.several_programs" and error.params["n"] == 2


def test_too_deep_is_refused_without_recursion_error():
    alt = Alternative(Compare(Quantity(), Op.EQ, 1), (Draw(1),))
    for _ in range(MAX_DEPTH + 2):
        alt = Alternative(Compare(Quantity(), Op.EQ, 1), (alt,))
    assert _refused(project_json(alt, "en")).key == "sb3.error.too_deep"
    cond = Compare(Quantity(), Op.EQ, 1)
    for _ in range(MAX_DEPTH + 2):
        cond = Not(Not(cond))
    assert _refused(project_json(Alternative(cond, (Draw(1),)), "en")).key == "sb3.error.too_deep"


# ---------------------------------------------------------------------------
# Broken files: kit errors only


@pytest.mark.parametrize(("data", "key"), [
    (b"", "sb3.error.file"),
    (b"not a zip at all", "sb3.error.file"),
    (sb3_bytes(ALT, "en")[:300], "sb3.error.file"),
])
def test_files_that_are_not_projects(data, key):
    with pytest.raises(CodeError) as error:
        from_sb3(data)
    assert error.value.key == key


def test_missing_or_broken_project_json(tmp_path):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("other.txt", "x")
    with pytest.raises(CodeError) as error:
        from_sb3(out.getvalue())
    assert error.value.key == "sb3.error.file"
    for text in ("{", "[1, 2]", '{"targets": 3}', '{"targets": [{"blocks": []}]}',
                 "[" * 100_000 + "]" * 100_000):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("project.json", text)
        with pytest.raises(CodeError) as error:
            from_sb3(buffer.getvalue())
        assert error.value.key == "sb3.error.json"
    with pytest.raises(CodeError) as error:
        from_sb3(tmp_path / "missing.sb3")
    assert error.value.key == "sb3.error.missing"  # « fichier introuvable »


def test_a_zip_bomb_is_refused_by_size():
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("project.json", b" " * 6_000_000)
    assert len(buffer.getvalue()) < 100_000
    with pytest.raises(CodeError) as error:
        from_sb3(buffer.getvalue())
    assert error.value.key == "sb3.error.too_big"


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_damaged_files_give_kit_errors_only(data):
    original = bytearray(sb3_bytes(ALT, "en"))
    for _ in range(data.draw(st.integers(1, 8))):
        index = data.draw(st.integers(0, len(original) - 1))
        original[index] = data.draw(st.integers(0, 255))
    try:
        result = from_sb3(bytes(original))
    except CodeError:
        return
    assert isinstance(result, Alternative)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_damaged_projects_give_kit_errors_only(data):
    project = project_json(ALT, "en")
    blocks = program_blocks(project)
    ids = sorted(blocks)
    values = st.one_of(st.none(), st.sampled_from(ids), st.integers(-3, 30), st.text(max_size=5),
                       st.lists(st.one_of(st.integers(0, 13), st.text(max_size=3),
                                          st.sampled_from(ids)), max_size=3))
    for _ in range(data.draw(st.integers(1, 5))):
        block = blocks[data.draw(st.sampled_from(ids))]
        where = data.draw(st.sampled_from(["next", "parent", "opcode", "inputs", "fields",
                                           "mutation", "input"]))
        if where == "input" and isinstance(block["inputs"], dict) and block["inputs"]:
            name = data.draw(st.sampled_from(sorted(block["inputs"])))
            block["inputs"][name] = data.draw(values)
        elif where != "input":
            block[where] = data.draw(values)
    with contextlib.suppress(CodeError):
        read_project(json.loads(json.dumps(project)))


# ---------------------------------------------------------------------------
# The download link and the layering


def test_the_side_by_side_view_offers_the_project():
    html = ak.show(ALT, language="fr").html
    match = re.search(r'download="alternative.sb3" href="data:application/x.scratch.sb3;'
                      r'base64,([A-Za-z0-9+/=]+)"', html)
    assert match and "Télécharger le projet Scratch" in html
    assert from_sb3(base64.b64decode(match.group(1))) == ALT
    assert "download=" not in show(ALT, language="fr").html  # golden files stay as they were


def test_with_a_trace_the_project_starts_from_the_traced_hand():
    hand = [Card.from_code(code) for code in ("2H", "JR", "10S", "QH")]
    html = ak.show(ALT, ALT.trace(hand), language="en").html
    data = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)", html).group(1))
    lists = project_of(data)["targets"][0]["lists"]
    assert lists["list.hand"][1] == ["2H", "JR", "10S", "QH"]
    assert len(lists["list.left"][1]) == len(lists["list.right"][1]) == 5


def test_the_builder_offers_the_project_too():
    from algunokit.widgets.alguno.builder import code_panes_html

    html = code_panes_html(ALT, language="en")
    assert 'download="alternative.sb3"' in html and "Download the Scratch project" in html


def test_engines_reach_sb3_without_naming_the_code_layer():
    for path in [ROOT / "algunokit" / "hooks.py", ROOT / "algunokit" / "alguno" / "__init__.py"]:
        assert "algunokit.code" not in path.read_text()
        names = [node.module for node in ast.walk(ast.parse(path.read_text()))
                 if isinstance(node, ast.ImportFrom) and node.module]
        assert not [n for n in names if n.startswith("algunokit.code")], path
    lang = (ROOT / "algunokit" / "alguno" / "lang.py").read_text()
    method = lang[lang.index("def to_sb3"):lang.index("def _repr_svg_")]
    assert "algunokit.code" not in method and "import" not in method


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_project_writes_its_cards_in_its_language_and_counts_them_so(language):
    """The French project's lists say DC, 10P, JN (as French players type them); its
    counting block reads the last letter of each code: every card of the deck ends with a
    letter the block counts in the right suit or colour (scratch-vm runs it in
    test_sb3_vm.py)."""
    from algunokit.cards import Colour, classic_deck

    table, player = random_table(random.Random(3))
    lists = project_json(ALT, language, table, player)["targets"][0]["lists"]
    assert lists["list.hand"][1] == [c.code_in(language) for c in table.hands[player]]
    blocks = project_json(ALT, language)["targets"][1]["blocks"]
    counted = {}
    for block_id, block in blocks.items():
        match = re.fullmatch(r"def\.count\.count\.([a-z]+)\.test", block_id)
        if match:
            literal = blocks[block["inputs"]["OPERAND2"][1]] if isinstance(
                block["inputs"]["OPERAND2"][1], str) else None
            value = (literal["fields"]["TEXT"][0] if literal else
                     block["inputs"]["OPERAND2"][1][1])
            counted[value] = match.group(1)
    assert len(counted) == 6, counted
    for card in classic_deck("54"):
        kind = counted[card.code_in(language)[-1]]
        if card.suit is None:
            assert kind == card.colour.value
        else:
            assert kind == card.suit.value and card.colour in (Colour.RED, Colour.BLACK)
    if language == "fr":
        assert "DC" in {c.code_in("fr") for c in classic_deck("54")}
        assert not any(code.endswith(("H", "S", "D")) for code in lists["list.deck"][1])
