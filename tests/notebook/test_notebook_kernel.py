"""Through a real kernel: kit errors and beginner slips are one short box, never a traceback.

Each test runs cells in a fresh IPython kernel (jupyter_client, as JupyterLab does)
and reads what the notebook would show.
"""

from __future__ import annotations

import re

import pytest

jupyter_client = pytest.importorskip("jupyter_client")

from kernel_session import Kernel  # noqa: E402  (after the skip: it needs jupyter_client)

pytestmark = pytest.mark.kernel

TRACEBACK_FRAME = re.compile(r"Traceback|File \"|----> |site-packages|algunokit/")


@pytest.fixture(scope="module")
def kernel():
    k = Kernel()
    status, _ = k.run("import algunokit as ak\nak.set_language('fr')\nL = ak.lesson('alguno', 4)")
    assert status == "ok"
    yield k
    k.stop()


def box(outputs: list[dict]) -> tuple[str, str]:
    """The short box of a failed cell: (html, text); and no traceback anywhere."""
    assert not [o for o in outputs if o["type"] == "error"], outputs
    shown = [o for o in outputs if o["type"] == "display_data"]
    assert len(shown) == 1, outputs
    html, text = shown[0]["data"]["text/html"], shown[0]["data"]["text/plain"]
    assert "algunokit-error" in html
    for part in (html, text):
        assert not TRACEBACK_FRAME.search(part), part
    assert "%tb" in text
    return html, text


def failing(kernel: Kernel, code: str) -> str:
    status, outputs = kernel.run(code)
    assert status == "error"  # "run all" still stops at the cell
    return box(outputs)[1]


def test_kit_error_is_one_line_with_its_line(kernel):
    text = failing(kernel, "ak.from_python(\"if coeurs() == 1:\\n    print('hi')\\n\")")
    assert "Ligne 2" in text and "print" in text
    assert len(text.splitlines()) == 2


def test_percent_tb_shows_the_full_traceback_for_teachers(kernel):
    failing(kernel, "ak.from_python('if truc() == 1:\\n    pass\\n')")
    _status, outputs = kernel.run("%tb")
    everything = "".join(str(o) for o in outputs)
    assert "Traceback" in everything or "CodeError" in everything
    assert "from_python" in everything


def test_language_follows_the_lesson(kernel):
    kernel.run("ak.set_language('en')")
    text = failing(kernel, "ak.from_python('if truc() == 1:\\n    pass\\n')")
    assert "Line 1" in text and "For teachers" in text
    kernel.run("ak.set_language('fr')")


@pytest.mark.parametrize(("code", "words"), [
    ("reponse = vrai", ["True", "guillemets"]),
    ("reponse = true", ["True"]),
    ("reponse = faux", ["False"]),
    ("x = 1\nreponse = alors", ['"alors"', "Ligne 2"]),
    ("reponse = nombre_de_cartes", ["nombre_de_cartes", "%%alternative", "== 4"]),
    ("reponse = nombre_de_coeurs() >= 3", ["nombre_de_coeurs"]),
    ("reponse = '3' + 1", ["texte", "guillemets"]),
    ("reponse = 'Total : ' + 3", ["str("]),
    ("total = 0\nligne = [1, 2]\ntotal = total + ligne", ["liste", "for", "Ligne 3"]),
    ("reponse = ... + 1", ["..."]),
    ("reponse = 3 + None", ["None"]),
])
def test_beginner_slips(kernel, code, words):
    text = failing(kernel, code)
    for word in words:
        assert word in text, text


def test_first_cell_names_after_a_restart(kernel):
    kernel.run("del L")
    text = failing(kernel, "L.ex1.check('alors')")
    assert "première cellule" in text
    kernel.run("L = ak.lesson('alguno', 4)")


def test_other_errors_are_a_box_too(kernel):
    """Issue 50: no error keeps Python's English (tests/notebook/test_cell_errors.py)."""
    text = failing(kernel, "1 / 0")
    assert "divise par zéro" in text and "ZeroDivisionError" not in text


def test_alternative_magic_reads_binds_and_shows(kernel):
    status, outputs = kernel.run(
        "%%alternative mon_alt\nif nombre_de_coeurs() == 1:\n    defausser(2)\n"
        "else:\n    piocher(1)\n")
    assert status == "ok"
    html = outputs[-1]["data"]["text/html"]
    assert "defausser(2)" in html and "<svg" in html
    _status, outputs = kernel.run("print(type(mon_alt).__name__, L.ex5.check(mon_alt).ok)")
    assert outputs[-1]["text"].split() == ["Alternative", "True"]


def test_alternative_magic_never_runs_the_program(kernel):
    status, outputs = kernel.run(
        "%%alternative prog\nif nombre_de_coeurs() == 1:\n    open('x', 'w')\n")
    text = box(outputs)[1]
    assert status == "error" and "Ligne 3" in text and "open" in text


def test_alternative_magic_errors_give_the_cell_line(kernel):
    text = failing(kernel, "%%alternative prog\nif nombre_de_coeurs() == 1 et "
                           "nombre_de_piques() == 2:\n    piocher(1)\n")
    assert "Ligne 2" in text and "« and »" in text


def test_untouched_starter_is_not_an_error(kernel):
    status, outputs = kernel.run("%%alternative reponse\nif ...:\n    ...\nelse:\n    ...\n")
    assert status == "ok"
    assert "remplace" in outputs[-1]["data"]["text/plain"]
    status, outputs = kernel.run("print(L.ex5.check(reponse).ok)")
    assert outputs[-1]["text"].strip() == "False"


def test_loaded_as_an_extension_a_restart_is_explained_before_any_lesson_cell():
    """What Binder's kernel configuration does: the kit is loaded before any cell runs."""
    k = Kernel.__new__(Kernel)
    k.manager = jupyter_client.KernelManager(kernel_name="python3")
    k.manager.start_kernel(extra_arguments=["--ext=algunokit.notebook"])
    k.client = k.manager.client()
    k.client.start_channels()
    k.client.wait_for_ready(timeout=60)
    try:
        status, outputs = k.run("L.ex1.check('alors')")
        assert status == "error"
        text = box(outputs)[1]
        assert "première cellule" in text and "first cell" in text
    finally:
        k.stop()


@pytest.mark.parametrize(("code", "words"), [
    ("reponse = trois", ["Ligne 1", "écris 3 en chiffres"]),
    ("nom_inconnu_xyz + 1", ["« nom_inconnu_xyz »", "orthographe"]),
    ("def taille(a):\nreturn a", ["Ligne 2", "« return a »", "ligne 1 finit par « : »"]),
    ('reponse = "faux', ["Ligne 1", 'ajoute " à la fin'],),
    ("reponse = 4e", ["Ligne 1", "« 4e »"]),
    ("x = 1\nmoyenne = 20,03", ["Ligne 2", "20.03"]),
])
def test_python_errors_of_ordinary_cells_are_one_box_in_french(kernel, code, words):
    """Issue 33: Python's English (NameError, IndentationError, SyntaxError) never shows."""
    text = failing(kernel, code)
    for word in words:
        assert word in text, text
    assert "Error" not in text and "not defined" not in text


def test_percent_tb_still_shows_a_syntax_error_for_teachers(kernel):
    failing(kernel, 'reponse = "faux')
    _status, outputs = kernel.run("%tb")
    everything = "".join(str(o) for o in outputs)
    assert "SyntaxError" in everything and "unterminated string literal" in everything


def test_a_program_that_fails_to_read_is_not_checked_in_its_place(kernel):
    """Issue 33: « Bravo » said to the previous program after a cell failed to read."""
    status, _ = kernel.run("%%alternative reponse\nif nombre_de_coeurs() == 1:\n"
                           "    defausser(2)\nelse:\n    piocher(1)\n")
    assert status == "ok"
    failing(kernel, "%%alternative reponse\nif nombre_de_coeurs() == 1\n    defausser(2)\n")
    _status, outputs = kernel.run("print(L.ex5.check(reponse))")
    text = outputs[-1]["text"]
    assert text.startswith("✘") and "ne se lit pas encore" in text and "Bravo" not in text


def test_a_function_check_says_which_function_it_checks(kernel):
    """Issue 33: a typo in the new def's name left the old function to be checked."""
    kernel.run("def taille_du_paquet(enseignes, valeurs, jokers):\n    return 52\n")
    _status, outputs = kernel.run(
        "def taille_du_paquer(enseignes, valeurs, jokers):\n    return enseignes * valeurs"
        " + jokers\n\nprint(ak.lesson('alguno', 1).ex5.check(taille_du_paquet))")
    text = outputs[-1]["text"]
    assert "ceci vérifie « taille_du_paquet », ta fonction écrite plus tôt" in text
    assert "« taille_du_paquer »" in text
