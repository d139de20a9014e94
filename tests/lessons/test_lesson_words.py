"""The lessons say what the widgets show (issue 33, "words that do not match").

A student alone reads « appuie sur **Étape suivante** » in the lesson and looks for
that button: every button a lesson names (bold or quoted, after « clique sur »,
« appuie sur », « bouton », "click", "press", "button") must be a label of the
catalogue in the lesson's language. Numbers a lesson quotes about the kit (how many
hands a condition is tried on, the class turn limit) are the code's numbers.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from algunokit.i18n import t
from algunokit.messages import CATALOGUE

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LANGUAGES = ("fr", "en")

#: a button named after a verb or the word "button": **Label**, « Label », 'Label' or “Label”
NAMED = re.compile(
    r"(?:appuie|appuyer|clique|cliquer|bouton|boutons|press|click|clicking|button|buttons)"
    r"\s+(?:sur\s+|on\s+)?(?:le\s+|les\s+)?"
    r"(?:\*\*(?P<bold>[^*]+)\*\*|«\s*(?P<guillemets>[^»]+?)\s*»|'(?P<quote>[^']+)'"
    r"|“(?P<curly>[^”]+)”)", re.IGNORECASE)


def markdown(language: str, pattern: str = "*.ipynb") -> list[tuple[str, str]]:
    """(notebook name, Markdown text) of every Markdown cell of the lessons."""
    cells = []
    for path in sorted((LESSONS / language).glob(pattern)):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                cells.append((path.name, "".join(cell["source"])))
    return cells


def _bare(label: str) -> str:
    """A label as a sentence names it: without arrows and symbols at its ends, without
    a trailing "(step 1 of 2)" or a placeholder part."""
    label = re.sub(r"\{[^}]*\}.*", "", label)
    label = re.sub(r"\s*\([^)]*\)\s*$", "", label)
    return label.strip(" ◀▶↶⟲■▷:…").casefold()


def labels(language: str) -> set[str]:
    found = set()
    for entry in CATALOGUE.values():
        text = entry[language]
        for form in text.values() if isinstance(text, dict) else (text,):
            found.add(_bare(form))
    return found - {""}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_button_a_lesson_names_is_one_the_widgets_show(language):
    known = labels(language)
    wrong = []
    for name, text in markdown(language):
        for match in NAMED.finditer(text):
            said = next(v for v in match.groupdict().values() if v)
            if _bare(said) not in known:
                wrong.append((name, said))
    assert not wrong, f"buttons the lessons name that no widget shows: {wrong}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_lesson_7_names_the_step_button_as_the_widget_shows_it(language):
    step = t("widgets.button.step", language)
    text = "\n".join(cell for _, cell in markdown(language, "07-*.ipynb"))
    assert f"**{step}**" in text
    assert step in {"fr": "Étape suivante", "en": "Next step"}[language]


def _numbers(text: str) -> list[int]:
    """The whole numbers in a text, French (1 886) or English (1,886) spelling."""
    return [int(re.sub(r"[\s\u202f\u00a0,]", "", n))
            for n in re.findall(r"\d{1,3}(?:[\u202f\u00a0 ,]\d{3})+|\d+", text)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hands_a_lesson_promises_are_the_hands_the_check_tries(language):
    from algunokit.exercises.teacher import default_hands

    tried = len(default_hands())
    word = {"fr": "mains", "en": "hands"}[language]
    quoted = []
    said = re.compile(rf"(?:essaie|tries)[^.;]*?([\d\u202f\u00a0 ,]+)\**\s+(?:different\s+)?{word}")
    for name, text in markdown(language):
        for match in said.finditer(text):
            numbers = _numbers(match.group(1))
            if numbers:
                quoted.append((name, numbers[-1]))
    assert {name[:2] for name, _ in quoted} >= {"02", "05"}
    assert all(n == tried for _, n in quoted), (quoted, tried)


@pytest.mark.parametrize("language", LANGUAGES)
def test_seats_a_student_reads_are_numbered_from_1(language):
    """The widgets and lesson 07 say « place 1 » for the first seat: no lesson says
    « place 0 » (the code keeps counting from 0, as docs/rules/index.en.md says, and lesson 03
    says so once). The teacher's guide (00) is left to its owners: its lesson-03 plan
    still numbers the unplugged table's seats 0 to 3."""
    zero = re.compile({"fr": r"\bplaces? 0\b|numérotées à partir de 0",
                       "en": r"\bseats? 0\b|numbered from 0"}[language])
    wrong = [(name, match.group(0)) for name, text in markdown(language)
             if not name.startswith("00-") for match in zero.finditer(text)]
    assert not wrong, wrong
