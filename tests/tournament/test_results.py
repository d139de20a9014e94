"""Ranking, Wilson intervals, reports in French and English, the chart."""

from __future__ import annotations

import pytest

from algunokit.tournaments.chart import ranking_chart
from algunokit.tournaments.results import Entry, Fault, TournamentResult, wilson


def test_wilson_interval_known_values():
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == 0 and high == pytest.approx(0.1611, abs=1e-4)
    low, high = wilson(20, 20)
    assert high == 1 and low == pytest.approx(0.8389, abs=1e-4)
    assert wilson(3, 0) == (0.0, 1.0)


def test_more_games_narrow_the_interval():
    small = wilson(10, 40)
    large = wilson(100, 400)
    assert large[1] - large[0] < small[1] - small[0]


def _result() -> TournamentResult:
    entries = [
        Entry("Alice", path="alice.py", games=40, wins=12),
        Entry("Bilal", path="bilal.py", games=40, wins=20),
        Entry("greedy", robot="greedy", games=40, wins=16),
        Entry("boucle", path="boucle.py", games=40, wins=30,
              faults=[Fault("timeout", game=2)] * 3, disqualified_in_game=5),
        Entry("cassee", path="cassee.py", games=40, wins=5,
              problem=("tournament.problem.syntax", {"line": 3, "detail": "invalid syntax"})),
        Entry("Chloé", path="chloe.py", games=40, wins=10,
              faults=[Fault("crash", "ZeroDivisionError: division by zero", (None, 4), 1)]),
    ]
    return TournamentResult("alguno", 4, 60, 50, 7, entries, time_limit=1.0, memory_mb=256)


def test_ranking_puts_disqualified_strategies_last():
    names = [e.name for e in _result().ranking()]
    assert names == ["Bilal", "greedy", "Alice", "Chloé", "boucle", "cassee"]


def test_report_in_french_names_faults_with_reasons():
    text = _result().describe("fr")
    assert "robot « glouton »" in text
    assert "disqualifiée à la partie 5 après 3 fautes" in text
    assert "n'a pas répondu en 1 s" in text
    assert "disqualifiée dès le départ : erreur de syntaxe ligne 3" in text
    assert "a planté : ZeroDivisionError: division by zero (ligne 4)" in text
    assert "50 parties demandées : 60 jouées" in text
    assert "Wilson" in text and "·" not in text


def test_report_in_english():
    text = _result().describe("en")
    assert "robot 'greedy'" in text
    assert "disqualified in game 5 after 3 faults" in text
    assert "did not answer within 1 s" in text
    assert "crashed: ZeroDivisionError: division by zero (line 4)" in text


def test_to_dict_lists_the_ranking_with_intervals():
    data = _result().to_dict("en")
    first = data["ranking"][0]
    assert first["name"] == "Bilal" and first["win_rate"] == 0.5
    assert first["low"] < 0.5 < first["high"]
    assert data["ranking"][-1]["disqualified"] and data["ranking"][-1]["status"]


def test_chart_has_one_bar_per_entry_and_describes_every_value():
    drawing = ranking_chart(_result(), "fr")
    assert len(drawing.regions) == 6
    assert "Bilal 50 % (de 35 à 65 %)" in drawing.description
    assert "cassee (disqualifiée)" in drawing.description
    assert "1 chance sur 4" in drawing.texts()
    svg = _result().chart("en").svg
    assert svg.startswith("<svg") and "Bilal" in svg


def test_html_report_has_a_table_and_the_chart():
    html = _result().html("fr")
    assert html.count("<tr") == 7 and "<svg" in html
    assert "50,0 %" in html and "disqualifiée dès le départ" in html
    assert "50.0 %" in _result().html("en")


def test_french_numbers_use_a_decimal_comma():
    result = _result()
    result.time_limit = 0.5
    assert "n'a pas répondu en 0,5 s" in result.describe("fr")
    assert "did not answer within 0.5 s" in result.describe("en")
    assert " 50,0 %" in result.describe("fr")
