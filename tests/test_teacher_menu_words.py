"""The French teacher's texts name JupyterLab's menus as a French teacher sees them
(« Fichier → Télécharger »), and say « durées », not the anglicism « timings »."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FRENCH = [ROOT / "lessons/fr/00-guide-enseignant.ipynb", *sorted((ROOT / "docs").glob("*.fr.md"))]


@pytest.mark.parametrize("path", FRENCH, ids=lambda p: p.name)
def test_french_teacher_texts_use_french_menus_and_words(path):
    # the one place that names the English menu on purpose: a browser set to English
    text = path.read_text(encoding="utf-8").replace("en anglais sinon : *File → Download*", "")
    for english in ("File → Download", "File → Save", "timing"):
        assert english not in text, (path.name, english)


def test_the_french_guide_and_tournament_doc_name_the_download_menu():
    for path in (ROOT / "lessons/fr/00-guide-enseignant.ipynb", ROOT / "docs/tournament.fr.md"):
        assert "Fichier → Télécharger" in path.read_text(encoding="utf-8"), path.name
