"""Lessons 08, 10 and 11 (issue 38): checks as strict as their statements, mistake texts
only where they fit the question, a crash in a strategy explained with the line."""

from __future__ import annotations

import pytest

import algunokit as ak
import algunokit.celsius  # ak.celsius: the game module the lesson uses
from tests.exercises.test_crash_messages import _cell


def _tie_exists(L) -> bool:
    ex = L.ex3
    for _turn, view, decision in ex.current_cases():
        counts = [view.cartes_apres(o) for o in decision.options]
        if len(set(counts)) < len(counts):
            return True
    return False


def test_lesson_8_ex3_gives_a_when_the_options_are_equal():
    L = ak.lesson("alguno", 8, "fr")
    assert _tie_exists(L)  # the cases hold a tie, or the rule below would not be checked
    b_first = _cell("def la_meilleure_des_deux(vue, a, b):\n"
                    "    if vue.cartes_apres(b) <= vue.cartes_apres(a):\n        return b\n"
                    "    return a\n", "la_meilleure_des_deux")
    feedback = L.ex3.check(b_first)
    assert not feedback.ok and "se valent" in feedback.message, feedback.message
    a_first = _cell("def la_meilleure_des_deux(vue, a, b):\n"
                    "    if vue.cartes_apres(a) <= vue.cartes_apres(b):\n        return a\n"
                    "    return b\n", "la_meilleure_des_deux")
    assert L.ex3.check(a_first).ok
    strict = _cell("def la_meilleure_des_deux(vue, a, b):\n"
                   "    if vue.cartes_apres(b) < vue.cartes_apres(a):\n        return b\n"
                   "    return a\n", "la_meilleure_des_deux")
    assert L.ex3.check(strict).ok


def test_lesson_8_comparing_options_names_the_line_and_cartes_apres():
    for lang, words in (("fr", ("ligne 2 de ta cellule", "vue.cartes_apres(a) <")),
                        ("en", ("line 2 of your cell", "view.cards_after(a) <"))):
        L = ak.lesson("alguno", 8, lang)
        options = _cell("def f(vue, a, b):\n    if b < a:\n        return b\n    return a\n",
                        "f")
        feedback = L.ex3.check(options)
        text = str(feedback)
        assert not feedback.ok
        for word in words:
            assert word in text, text
        assert "not supported" not in text and "seule" not in text


def test_lesson_8_a_returned_function_is_named():
    L = ak.lesson("alguno", 8, "fr")
    best = _cell("def meilleure_option(vue, decision):\n    return decision.options[0]\n",
                 "meilleure_option")
    returns_it = _cell("def f(vue, decision):\n    return meilleure_option\n", "f")
    returns_it.__globals__["meilleure_option"] = best
    message = L.ex4.check(returns_it).message
    assert "la fonction meilleure_option elle-même" in message, message
    assert "(vue, decision)" in message


def test_no_count_again_where_nothing_is_counted():
    for lesson, exercise in ((("celsius", 2), "ex3"), (("gaag", 1), "ex1")):
        for lang in ("fr", "en"):
            L = ak.lesson(*lesson, lang)
            ex = getattr(L, exercise)
            wrong_answer = ex.expected() + 7
            message = ex.check(wrong_answer).message
            assert "recompte" not in message and "count again" not in message, message
            assert str(wrong_answer) in message
    # a count keeps its « recompte »
    L = ak.lesson("celsius", 2, "fr")
    assert "recompte" in L.ex1.check(L.ex1.expected() + 1000).message


def test_lesson_10_game_cell_and_its_comment_agree():
    import ast
    import json
    from pathlib import Path

    lessons = Path(__file__).resolve().parents[2] / "lessons"
    words = {"fr": ("solveur", "glouton"), "en": ("solver", "greedy")}
    for lang, name in (("fr", "fr/10-celsius.ipynb"), ("en", "en/10-celsius.ipynb")):
        cells = json.loads((lessons / name).read_text(encoding="utf-8"))["cells"]
        cell = next("".join(c["source"]) for c in cells
                    if c["cell_type"] == "code" and "bots=[" in "".join(c["source"]))
        call = ast.parse(cell).body[0].value
        bots = ast.literal_eval(next(k.value for k in call.keywords if k.arg == "bots"))
        comment = cell.split("#", 1)[1]
        widget = ak.celsius.play(3, seed=1, bots=bots, language=lang)
        names = [getattr(s, "__name__", None) for s in widget.strategies]
        assert names == [None, "solver", "greedy"]
        for seat, (bot, word) in enumerate(zip(names[1:], words[lang], strict=True), 1):
            assert f"Robot {seat}" in comment and word in comment.split(f"Robot {seat}")[1][:14]
            assert widget.name(seat) == f"Robot {seat}" and bot in ("solver", "greedy")


def test_lesson_10_teaches_the_tie_break_with_the_kit_s_picture():
    import ast
    import json
    from pathlib import Path

    from algunokit.celsius.rules import recipient, round_winner
    from algunokit.draw.celsius import round_drawing, round_picture
    from algunokit.draw.model import Text
    from algunokit.i18n import t

    lessons = Path(__file__).resolve().parents[2] / "lessons"
    for lang, name in (("fr", "fr/10-celsius.ipynb"), ("en", "en/10-celsius.ipynb")):
        cells = json.loads((lessons / name).read_text(encoding="utf-8"))["cells"]
        code = [("".join(c["source"]), i) for i, c in enumerate(cells)
                if c["cell_type"] == "code" and "round_picture(10, [" in "".join(c["source"])]
        tie, where = code[-1]
        rows = ast.literal_eval(ast.parse(tie).body[-1].value.args[1])
        picture = round_picture(10, rows, lang)
        assert picture.svg and all(len(chain) == 2 for _, _, chain in rows)
        from algunokit.celsius import Step, parse_operator
        from algunokit.draw.celsius import running_values

        steps = [[Step(parse_operator(op)) for op in chain] for _, _, chain in rows]
        plays = {s: (2, running_values(10, steps[s])[-1]) for s in range(len(rows))}
        winner = round_winner(plays)
        counts = {s: len(rows[s][1]) - 1 for s in plays}
        taker = recipient(winner=winner, plays=plays, passed=[], hot_counts=counts)
        said = "".join(cells[where + 1]["source"])
        assert rows[winner][0] in said.split(".")[0] and f"{rows[taker][0]}" in said
        drawing = round_drawing(10, [(n, h, s) for (n, h, _), s in zip(rows, steps, strict=True)],
                                language=lang)
        texts = [shape.text for shape in drawing.shapes if isinstance(shape, Text)]
        assert t("celsius_table.round_why.higher", lang) in texts
        assert t("celsius_table.round_why.fewest_hot", lang) in texts
        assert drawing.width <= 934


def test_lesson_10_part_1_asks_the_tie_break_and_its_picture_shows_the_answer():
    """Part 1's ex2 asks who receives the winning card in a tie the section taught; the
    expected name is the engine's, the cell after the answer draws that round."""
    import json
    from pathlib import Path

    from algunokit.lessons import celsius_1

    lessons = Path(__file__).resolve().parents[2] / "lessons"
    for lang, name in (("fr", "fr/10-celsius.ipynb"), ("en", "en/10-celsius.ipynb")):
        L = ak.lesson("celsius", 1, lang)
        assert L.ex2.expected() == celsius_1.round_receiver(L.data["round"]) == "Bilal"
        assert L.ex2.check("Bilal").ok and not L.ex2.check("Chloé").ok
        assert "Alice" in L.ex2.check("Alice").message
        for name_, _, _ in L.data["round"][1]:
            assert name_ in L.ex2.prompt()
        assert "Bilal" in str(L.ex2.solution())
        sources = ["".join(c["source"]) for c in
                   json.loads((lessons / name).read_text(encoding="utf-8"))["cells"]]
        check = next(i for i, c in enumerate(sources) if "L.ex2.check(" in c)
        assert any('round_picture(*L.data["round"])' in c for c in sources[check:])
    L = ak.lesson("celsius", 1, "en")
    before = dict(L.data)
    for bad in [(6, [("Alice", [20], ["x6"])]), (6, [("A", [20, 36], ["x5"]), ("B", [25], None)]),
                (6, [("A", [36], ["x6"]), ("A", [25], ["-1", "x5"])]), "round"]:
        with pytest.raises(ak.ConfigError):
            L.data["round"] = bad
    assert dict(L.data) == before
    L.data["round"] = (3, [("Ana", [21, 30], ["x7"]), ("Bo", [24, 60], ["+5", "x3"]),
                           ("Cy", [50], None)])
    assert L.ex2.expected() == "Cy"  # whoever could not play comes first


def test_lesson_10_round_pictures_never_write_two_texts_on_one_line():
    """The winner's row said « remporte la manche » and « se débarrasse … » on one line."""
    from itertools import pairwise

    from algunokit.celsius import Step, parse_operator
    from algunokit.draw.celsius import round_drawing
    from algunokit.draw.model import Text
    from algunokit.draw.text import text_width
    from algunokit.lessons import celsius_1

    rounds = [celsius_1.ROUND,
              (10, [("Alice", [22, 40, 81], ["+1", "x2"]), ("Bilal", [25, 30, 64], ["x3"]),
                    ("Chloé", [45, 90], None)]),
              (10, [("Alice", [22, 40], ["+1", "x2"]), ("Bilal", [30], ["x3"]),
                    ("Chloé", [33, 90], ["+1", "x3"])])]
    for cold, rows in rounds:
        steps = [(name, hot, None if chain is None else
                  [Step(parse_operator(code)) for code in chain]) for name, hot, chain in rows]
        for lang in ("fr", "en"):
            drawing = round_drawing(cold, steps, language=lang)
            texts = sorted((shape.y, shape.x, shape) for shape in drawing.shapes
                           if isinstance(shape, Text))
            for (y1, x1, one), (y2, x2, two) in pairwise(texts):
                if y1 == y2:  # on one line: the next starts after this one ends
                    assert x2 >= x1 + text_width(one.text, one.size, one.bold), (
                        one.text, two.text, lang)


def test_lesson_8_comparison_wraps_at_spaces_in_the_notebook():
    from algunokit.lessons.alguno_8 import Comparison

    shown = Comparison("Tour 3 : à droite <b>\nligne deux")._repr_html_()
    assert "word-break:normal" in shown and "white-space:pre-wrap" in shown
    assert "&lt;b&gt;" in shown and "ligne deux" in shown
