"""Issue 50: every error a student's cell raises is one short box in the notebook's
language, in a real kernel; never Python's English, and ``%tb`` still shows it all."""

from __future__ import annotations

import re

import pytest

jupyter_client = pytest.importorskip("jupyter_client")

from kernel_session import Kernel  # noqa: E402  (after the skip: it needs jupyter_client)

pytestmark = pytest.mark.kernel

#: Python's own English: error names, its sentences, a traceback's frames.
ENGLISH = re.compile(r"Error\b|Exception|Traceback|object has no attribute|out of range|"
                     r"not enough values|No such file|KeyboardInterrupt|File \"|-->")


@pytest.fixture(scope="module")
def kernel():
    k = Kernel()
    status, _ = k.run("import algunokit as ak\nak.set_language('fr')\nL = ak.lesson('alguno', 4)")
    assert status == "ok"
    yield k
    k.stop()


def box_text(outputs: list[dict]) -> str:
    assert not [o for o in outputs if o["type"] == "error"], outputs
    shown = [o for o in outputs if o["type"] == "display_data"]
    assert len(shown) == 1, outputs
    text = shown[0]["data"]["text/plain"]
    assert "algunokit-error" in shown[0]["data"]["text/html"]
    assert "%tb" in text
    return text


def failing(kernel: Kernel, code: str) -> str:
    status, outputs = kernel.run(code)
    assert status == "error"  # "run all" still stops at the cell
    text = box_text(outputs)
    assert not ENGLISH.search(text), text
    return text


@pytest.mark.parametrize(("code", "words"), [
    # 10b's starter cells call the student's function on their last line
    ("def file_suivante(etat):\n    a, b = etat\n    return a\n\nfile_suivante([3])",
     ["ligne 2 de la cellule de ta fonction file_suivante", "« a, b = etat »", "découpe"]),
    ("def plus_grand(liste):\n    return liste[len(liste)]\n\nplus_grand([1, 2])",
     ["ligne 2", "position qui n'existe pas"]),
    ("x = [1, 2, 3]\ny = x[3]", ["Ligne 2", "position qui n'existe pas", "len(…) - 1"]),
    ("L.ex2.chek('alors')", ["Ligne 1", "« .chek »", "un exercice", "« .check » ?"]),
    ("L.ex9.check(1)", ["« ex9 »", "ex1 à ex6"]),
    ("reponse = {'a': 1}['b']", ["« b »", "dictionnaire"]),
    ("import os\nos.remove('fichier_qui_nexiste_pas.sb3')",
     ["Ligne 2", "« fichier_qui_nexiste_pas.sb3 »", "déjà supprimé"]),
    ("a, b = [1]", ["tu découpes « [1] » en 2 morceaux"]),
    ("n = int('douze')", ["texte qui n'est pas un nombre"]),
    ("meilleure = None\nmeilleure.valeur", ["Ligne 2", "None"]),
    ("import json\njson.loads('{')", ["Python s'arrête sur cette ligne", "print(…)"]),
    # a line written as it is said in French
    ("x = 3\nsi x == 3 :\n    y = 1", ["Ligne 2", "« if » à la place de « si »"]),
    ("x = 3\nif x == 3:\n    y = 1\nsinon:\n    y = 2", ["Ligne 4", "« else »"]),
    ("x = 3\nif x => 2:\n    y = 1", ["« >= »", "pas « => »"]),
    ("reponse = 6 cartes", ["Écris seulement le nombre : reponse = 6", "« cartes »"]),
    ("%%alternative prog\nif nombre_de_cartes() => 3:\n    defausser(1)\n",
     ["Ligne 2", "« >= »"]),
    ("%%alternative prog\nif nombre_de_coeurs() == 1:\n    defausser(2)\nsinon:\n"
     "    piocher(1)\n", ["Ligne 4", "« else » à la place de « sinon »"]),
])
def test_ordinary_cells_fail_in_french(kernel, code, words):
    text = failing(kernel, code)
    for word in words:
        assert word in text, text


def test_english_lessons_fail_in_english(kernel):
    kernel.run("ak.set_language('en')")
    try:
        text = failing(kernel, "L.ex2.chek('then')")
        assert "'.chek' does not exist for an exercise" in text and "'.check'?" in text
    finally:
        kernel.run("ak.set_language('fr')")


def test_an_endless_loop_stopped_with_the_square_button(kernel):
    """■ (interrupt): what happened and how to avoid the endless loop, in French."""
    msg_id = kernel.client.execute(
        "import time\nn = 0\nprint('commence', flush=True)\nwhile n < 10:\n"
        "    time.sleep(0.01)\n")
    outputs = []
    interrupted = False
    while True:
        msg = kernel.client.get_iopub_msg(timeout=60)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind == "stream" and "commence" in msg["content"]["text"] and not interrupted:
            kernel.manager.interrupt_kernel()  # the loop runs: the student presses ■
            interrupted = True
        elif kind in ("display_data", "error"):
            outputs.append({"type": kind, **msg["content"]})
        if kind == "status" and msg["content"]["execution_state"] == "idle":
            break
    text = box_text(outputs)
    assert "Tu as arrêté cette cellule" in text and "while" in text, text
    assert not ENGLISH.search(text), text
    status, outputs = kernel.run("print(n)")  # the kernel lives on, variables kept
    assert status == "ok" and outputs[-1]["text"].strip() == "0", outputs


def test_percent_tb_keeps_the_whole_story_for_teachers(kernel):
    failing(kernel, "x = [1]\nx[4]")
    _status, outputs = kernel.run("%tb")
    everything = "".join(str(o) for o in outputs)
    assert "IndexError" in everything and "list index out of range" in everything


def test_after_a_restart_the_first_cell_sentence_follows_the_notebooks_folder():
    """The server names the notebook (``JPY_SESSION_NAME``): the sentence is in its
    language alone, not half in English."""
    import os

    k = Kernel.__new__(Kernel)
    k.manager = jupyter_client.KernelManager(kernel_name="python3")
    env = {**os.environ, "JPY_SESSION_NAME": "/home/eleve/lessons/fr/04-alternative.ipynb"}
    k.manager.start_kernel(extra_arguments=["--ext=algunokit.notebook"], env=env)
    k.client = k.manager.client()
    k.client.start_channels()
    k.client.wait_for_ready(timeout=60)
    try:
        status, outputs = k.run("L.ex1.check('alors')")
        assert status == "error"
        text = box_text(outputs)
        assert "première cellule" in text and "first cell" not in text, text
    finally:
        k.stop()
