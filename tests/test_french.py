"""French as schools write it (docs/rules/writing.en.md): no median point or other abbreviated
inclusive form anywhere a student or teacher reads: the catalogue, the lessons, the docs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from algunokit.messages import CATALOGUE, texts

ROOT = Path(__file__).resolve().parent.parent
#: joueur·se, auteur·e, ami·es, un·e (a middle dot or a look-alike between letters), and the
#: bracket forms ami(e)s, joueur(se)s; a dot between spaces is a separator, not a form.
MEDIAN = re.compile(r"[^\W\d_][·⋅•∙‧][^\W\d_]", re.UNICODE)
BRACKETED = re.compile(r"[^\W\d_]\((?:e|es|se|ses|ne|nes|trice|euse|ère)\)(?:s\b|\b)", re.UNICODE)


def abbreviated(text: str) -> list[str]:
    return [m.group(0) for m in MEDIAN.finditer(text)] + \
           [m.group(0) for m in BRACKETED.finditer(text)]


def test_the_detector_finds_what_it_should():
    assert abbreviated("chaque joueur·se, l'auteur·e, des ami(e)s")
    assert not abbreviated("▶ = exécuté · ✔ vrai · en pâle")  # a separator, not a form
    assert not abbreviated("carte(s) choisie(s), 3 cartes · 2 piles")


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_no_abbreviated_form_in_french_messages(key):
    found = [form for text in texts(key, "fr") for form in abbreviated(text)]
    assert not found, (key, found)


def lesson_texts() -> list[Path]:
    return sorted((ROOT / "lessons").glob("*/*.ipynb"))


@pytest.mark.parametrize("path", lesson_texts(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_abbreviated_form_in_lessons(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = [(i, form) for i, cell in enumerate(cells)
             for form in abbreviated("".join(cell["source"]))]
    assert not found, found


@pytest.mark.parametrize("path", sorted([*(ROOT / "docs").rglob("*.md"), ROOT / "README.md",
                                         ROOT / "lessons" / "README.md"]),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_no_abbreviated_form_in_docs(path):
    assert not abbreviated(path.read_text(encoding="utf-8"))


#: Messages a teacher reads (an exercise they wrote, the answer key, the class's
#: tournament and progress): « vous », as the guide says (docs/rules/).
TEACHER_KEYS = ("teacher.error.", "answers.error.", "answers.intro", "answers.source.",
                "answers.cli.", "tournament.error.")
#: « tu » and the imperatives the kit's messages use, said to one student.
TU = re.compile(r"\b(?:tu|toi|ton|ta|tes|ajoute|choisis|écris|vérifie|lance|relance|regarde|"
                r"essaie|mets|donne|remplace|exécute|lance-la)\b", re.IGNORECASE)
#: Quoted examples (a student's sentence in a teacher's exercise) are not the message's voice.
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|«[^»]*»")


def test_the_tu_detector_finds_what_it_should():
    assert TU.search("vérifie que le dossier existe") and TU.search("lance-la seule")
    assert not TU.search(QUOTED.sub("", "par exemple {4: 'As-tu compté le joker ?'}"))
    assert not TU.search("vérifiez que le dossier existe ; lancez-la seule")


@pytest.mark.parametrize("key", sorted(k for k in CATALOGUE if not k.startswith(TEACHER_KEYS)))
def test_messages_to_students_say_tu_never_vous(key):
    assert not re.search(r"\bvous\b|-vous\b", " ".join(texts(key, "fr")), re.IGNORECASE), key


@pytest.mark.parametrize("key", sorted(k for k in CATALOGUE if k.startswith(TEACHER_KEYS)))
def test_messages_to_teachers_say_vous_never_tu(key):
    """Issue 50: « ajoute des robots », « vérifie que le dossier existe » said to a teacher."""
    text = QUOTED.sub("", " ".join(texts(key, "fr")))
    assert not TU.search(text), (key, TU.search(text))


def test_answer_choices_are_listed_in_the_students_language_only():
    import algunokit as ak

    fr = ak.lesson("alguno", 4, "fr").ex1.check("peut-être").message
    en = ak.lesson("alguno", 4, "en").ex1.check("maybe").message
    assert "« ALORS » ou « SINON »" in fr and "THEN" not in fr and "ELSE" not in fr
    assert "'THEN' or 'ELSE'" in en and "ALORS" not in en
    both = ak.lesson("alguno", 2, "en").ex1.check("nope").message
    assert "'true' or 'false'" in both and "vrai" not in both
    assert ak.lesson("alguno", 4, "en").ex1.check("alors").message  # still understood


def test_the_game_log_names_cards_never_their_codes():
    from algunokit.alguno import Game, bots

    game = Game(4, (2, 2), seed=5)
    game.play_out(bots("greedy", "random", "random", "random", seed=2))
    for language in ("fr", "en"):
        log = game.log_text(language)
        assert not re.search(r"\b[CA][123]-\d\d\b|Card\(", log), log[:500]
    # level 2 draws 3 Action cards: « la carte Condition « … » et les 3 cartes Action « … » »
    assert "la carte Condition « " in game.log_text("fr")
    assert "les 3 cartes Action « " in game.log_text("fr")
