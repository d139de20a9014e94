"""Golden files pin the generated Python, scratchblocks text and SVG.

After a deliberate change, regenerate them and review the diff::

    ALGUNOKIT_REGEN_GOLDEN=1 pytest tests/code/test_code_golden.py
"""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_files import check_golden

from algunokit.alguno.lang import Alternative
from algunokit.alguno.notation import parse_action, parse_condition
from algunokit.cards import Card
from algunokit.code import from_python, show

GOLDEN = Path(__file__).parent / "golden"


def alt(condition: str, then: list[str], otherwise: list[str]) -> Alternative:
    return Alternative(parse_condition(condition), [parse_action(a) for a in then],
                       [parse_action(a) for a in otherwise])


PROGRAMS = {
    "level1_hearts": alt("hearts = 1", ["discard 1"], ["draw 2"]),
    "level1_odd": alt("cards odd", ["draw 1"], ["discard 2"]),
    "level2_le": alt("diamonds <= 3", ["give choice"], ["swap right"]),
    "level2_ge": alt("red >= 3", ["give right"], ["swap left"]),
    "level3_or": alt("hearts = 4 or spades <= 2", ["discard 2"], ["give left"]),
    "level3_and": alt("cards = 3 and diamonds = 1", ["draw 1"], ["discard 1"]),
    "nested": from_python(
        "if 2 <= nombre_de_cartes() <= 4 and not est_impair(coeurs()):\n"
        "    piocher(1)\n"
        "elif 3 > nombre_de_piques():\n"
        "    donner_a_gauche()\n"
        "    defausser(2)\n"
        "else:\n"
        "    if nombre_de_cartes_noires() != 0:\n"
        "        pass\n"
        "    else:\n"
        "        echanger_a_droite()\n"),
}
TRACED = {"level3_and_traced": ("level3_and", ("3H", "5D", "9C")),
          "nested_traced": ("nested", ("7H", "2S", "KD"))}


def outputs():
    for name, program in PROGRAMS.items():
        for language in ("fr", "en"):
            yield f"{name}.{language}.py.txt", program.to_python(language)
            yield f"{name}.{language}.sb.txt", program.to_scratchblocks(language)
            yield f"{name}.{language}.svg", program.to_scratch(language).svg + "\n"
    for name, (program_name, codes) in TRACED.items():
        program = PROGRAMS[program_name]
        trace = program.trace([Card.from_code(c) for c in codes])
        for language in ("fr", "en"):
            yield f"{name}.{language}.svg", program.to_scratch(language, trace=trace).svg + "\n"
            yield f"{name}.{language}.html", show(program, trace, language).html + "\n"


@pytest.mark.parametrize(("filename", "text"), list(outputs()), ids=lambda v: str(v)[:40])
def test_golden(filename, text):
    check_golden(GOLDEN / filename, text)


def test_no_stale_golden_files():
    expected = {name for name, _ in outputs()}
    assert {p.name for p in GOLDEN.iterdir()} == expected
