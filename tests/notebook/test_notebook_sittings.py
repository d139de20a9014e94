"""Through real kernels: a restarted kernel (a new one, in the notebook's folder) finds
what the student did before it (issue 47), and the kit's widgets say what to do when a
reopened notebook only shows « Loading widget... »."""

from __future__ import annotations

import json

import pytest

jupyter_client = pytest.importorskip("jupyter_client")

from kernel_session import Kernel  # noqa: E402  (after the skip: it needs jupyter_client)

pytestmark = pytest.mark.kernel

START = "import algunokit as ak\nak.set_language('fr')\nL = ak.lesson('alguno', 1)"
EDITOR_CELL = "editeur = ak.block_editor(level=1)\nediteur"


def texts(outputs: list[dict]) -> str:
    return "\n".join(o.get("data", {}).get("text/plain", "") + o.get("text", "")
                     for o in outputs)


def sitting(folder, *cells: str) -> list[list[dict]]:
    """Run ``cells`` in a new kernel started in ``folder``; the outputs of each."""
    kernel = Kernel(cwd=str(folder))
    try:
        results = []
        for cell in cells:
            status, outputs = kernel.run(cell)
            assert status == "ok", outputs
            results.append(outputs)
        return results
    finally:
        kernel.stop()


def test_a_restarted_kernel_shows_the_same_progress_and_hands_it_in(tmp_path):
    sitting(tmp_path, START,
            "L.ex1.check(L.ex1.solution_answer)\nL.ex2.check(L.ex2.solution_answer)\n"
            "L.ex3.check(0)\nL.ex3.check(L.ex3.solution_answer)")
    outputs = sitting(tmp_path, START, "print(ak.progress())", "ak.hand_in(student='Lina')")
    shown = texts(outputs[1])
    assert "3 exercices réussis sur 5." in shown, shown
    data = json.loads((tmp_path / "progres-alguno-01-lina.json").read_text(encoding="utf-8"))
    assert data["student"] == "Lina" and data["right"] == 3
    assert [row["tries"] for row in data["exercises"]] == [1, 1, 2, 0, 0]
    # the next lesson, then back: nothing is lost either
    sitting(tmp_path, "import algunokit as ak\nL2 = ak.lesson('alguno', 2, 'fr')\n"
                      "L2.ex1.check(-1)")
    again = sitting(tmp_path, START, "print(ak.progress().right)")
    assert texts(again[1]).strip() == "3"


def test_the_kit_widgets_say_to_run_the_cell_again_others_do_not(tmp_path):
    outputs = sitting(tmp_path, START, EDITOR_CELL,
                      "import ipywidgets as W\nW.IntSlider()")
    editor, slider = outputs[1], outputs[2]
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in editor)
    notes = [o["data"]["text/html"] for o in editor if "text/html" in o.get("data", {})]
    assert len(notes) == 1 and "algunokit-rerun" in notes[0]
    assert "exécute à nouveau cette cellule" in notes[0]
    assert not any("text/html" in o.get("data", {}) for o in slider)


def test_a_block_program_comes_back_when_its_cell_runs_in_a_new_kernel(tmp_path):
    drag = ("from algunokit.code.block_workspace import to_workspace\n"
            "editeur._workspace = to_workspace(ak.from_python("
            "'if est_pair(nombre_de_cartes()):\\n    donner_a_droite()\\nelse:\\n"
            "    defausser(1)\\n'))\nprint(editeur.alternative.to_python())")
    first = sitting(tmp_path, START, EDITOR_CELL, drag)
    program = texts(first[2]).strip()
    assert program.startswith("if ")
    later = sitting(tmp_path, START, EDITOR_CELL, "print(editeur.alternative.to_python())")
    assert texts(later[2]).strip() == program
