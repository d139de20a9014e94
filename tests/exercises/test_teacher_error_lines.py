"""A teacher's error says the line it is about: never « Ligne 1 : » for a line elsewhere."""

import sys

import algunokit as ak
from algunokit.exercises import number
from algunokit.slips import explain


def run_cell(source: str, name: str, namespace: dict):
    """Run ``source`` as a notebook cell (a file name that is no file on disk)."""
    try:
        exec(compile(source, name, "exec"), namespace)
    except Exception as error:
        return explain(error, sys.exc_info()[2], namespace, "fr")
    return None


def test_a_broken_answer_function_names_its_own_line_without_the_check_cells():
    namespace = {"number": number, "ak": ak}
    assert run_cell("L = ak.lesson('alguno', 2, 'fr')\n"
                    "def combien():\n    return 1 / 0\n"
                    "L.add('ex7', number('Combien ?', combien))\n", "<cell-1>", namespace) is None
    box = run_cell("L.ex7.check(3)\n", "<cell-2>", namespace)
    assert box is not None and box.line is None
    assert str(box).startswith("✘ La fonction donnée à answer=")
    assert "ligne 3 de sa cellule" in box.message


def test_a_hand_error_inside_a_teachers_function_has_no_line_of_the_check_cell():
    namespace = {"number": number, "ak": ak}
    run_cell("L = ak.lesson('alguno', 2, 'fr')\n"
             "L.add('ex7', number('Combien ?', lambda: len(ak.Hand.from_codes('ZZ'))))\n",
             "<cell-1>", namespace)
    box = run_cell("L.ex7.check(3)\n", "<cell-2>", namespace)
    assert box is not None and box.line is None and "Ligne" not in str(box)


def test_a_hand_written_on_the_cells_line_is_pointed_at():
    namespace = {"ak": ak}
    box = run_cell("L = ak.lesson('alguno', 2, 'fr')\nL.data['hand'] = 'ZZ 3H'\n",
                   "<cell-1>", namespace)
    assert box is not None and box.line == 2 and str(box).startswith("✘ Ligne 2 :")
