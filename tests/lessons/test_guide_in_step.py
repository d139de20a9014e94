"""The teacher's guide and the lessons say the same thing: plan, timings, exercise counts.

Each lesson of the guide has a plan (rows « 15-45 min | carnet, §1 à §3 | … »): the rows
follow each other from 0 to the lesson's duration (its notebook's first cell); each
notebook section has its timing in its heading, is named by exactly one row, and the
sections of a row add up to the row's time. The exercise count the guide quotes is the
lesson's.
"""

from itertools import pairwise

import pytest
from guide_plan import GUIDES, duration, guide_plans, notebook, sections

import algunokit as ak
from algunokit.lessons.answers import notebook_label, ordered_lessons

#: Each notebook's label (« 01 » … « 10 », « 10b », « 11 ») and its lesson.
BY_LABEL = {notebook_label(*key): key for key in ordered_lessons()}
LESSONS = sorted(BY_LABEL)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_plans_every_lesson(lang):
    assert sorted(guide_plans(lang)) == LESSONS


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("number", LESSONS)
def test_the_plan_and_the_notebook_timings_agree(lang, number):
    rows, _ = guide_plans(lang)[number]
    path = notebook(lang, number)
    assert rows[0].start == 0 and rows[-1].end == duration(path) == 55, path.name
    assert all(a.end == b.start for a, b in pairwise(rows)), rows
    timings = sections(path)
    assert all(m is not None for m in timings.values()), (path.name, timings)
    named = [s for row in rows for s in row.sections]
    assert sorted(named) == sorted(timings), (path.name, named, sorted(timings))
    for row in rows:
        if row.sections:
            assert sum(timings[s] for s in row.sections) == row.end - row.start, (
                path.name, row)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("number", LESSONS)
def test_the_guide_quotes_each_lessons_exercise_count(lang, number):
    game, lesson_number = BY_LABEL[number]
    _, count = guide_plans(lang)[number]
    assert count == len(ak.lesson(game, lesson_number, lang).exercises)


def test_french_and_english_notebooks_have_the_same_timings():
    for number in LESSONS:
        assert sections(notebook("fr", number)) == sections(notebook("en", number))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_teacher_tips_live_in_the_guide_not_in_student_notebooks(lang):
    words = {"fr": "Pour adapter la leçon", "en": "To adapt the lesson"}[lang]
    for number in LESSONS:
        assert words not in notebook(lang, number).read_text(encoding="utf-8"), number
    assert words in GUIDES[lang].read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guides_strategy_example_plays_the_games_it_announces(lang):
    """« Ici 6 parties » and ``games=6``: a number the check really plays (a multiple of
    the 3 seats of the smallest table, which the kit rounds up to)."""
    import json
    import re

    cells = ["".join(c["source"]) for c in
             json.loads(GUIDES[lang].read_text(encoding="utf-8"))["cells"]]
    said = next(int(m[1]) for c in cells
                if (m := re.search(r"(?:Ici|Here) (\d+) (?:parties|games)", c)))
    code = next(c for c in cells if "strategy(" in c and "games=" in c and "target=" in c)
    games = int(re.search(r"games=(\d+)", code)[1])
    assert said == games and games % 3 == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_card_sets_the_guide_quotes_are_the_kits(lang):
    """« 8 jeux Condition 1 (24 cartes, 3 pages chacun) »: the count and the pages (9
    cards a page) of each set the guide names, from the decks."""
    import json
    import math
    import re

    from algunokit import alguno

    text = " ".join("".join(c["source"]) for c in
                    json.loads(GUIDES[lang].read_text(encoding="utf-8"))["cells"])
    found = re.findall(r"(Condition|Action) (\d)[^()]{0,20}\((\d+) (?:cartes|cards)"
                       r"(?:, (\d+) pages?)?", text)
    assert len(found) >= 5
    for kind, level, cards, pages in found:
        deck = (alguno.condition_cards if kind == "Condition" else alguno.action_cards)(
            int(level))
        assert int(cards) == len(deck), (kind, level)
        if pages:
            assert int(pages) == math.ceil(len(deck) / 9), (kind, level)
