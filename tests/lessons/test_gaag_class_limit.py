"""Lesson 11's GaAg game ends within the lesson (issue 38): the class variant of
docs/rules/gaag.en.md stops the game at the end of turn ``CLASS_TURN_LIMIT`` (an engine option,
off by default, saved only when set); the lesson states that number in French and
English and its cell passes it. Over 200 seeds a person who always takes the first
option needs at most 40 clicks (2 a turn, 1 for a direction question); without the
limit a single round already lasts longer than the whole class game."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from algunokit.errors import ConfigError
from algunokit.gaag import DecisionKind, Game, make_bot
from algunokit.lessons.gaag_1 import CLASS_TURN_LIMIT

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = {"fr": "fr/11-gaag.ipynb", "en": "en/11-gaag.ipynb"}
MOST_CLICKS, SEEDS = 40, 200


def cells(language: str, kind: str) -> list[str]:
    notebook = json.loads((LESSONS / NOTEBOOKS[language]).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("language", sorted(NOTEBOOKS))
def test_the_lesson_states_the_code_s_limit_and_its_game_uses_it(language):
    text = "\n".join(cells(language, "markdown"))
    word = {"fr": r"\*\*(\d+) tours\*\*", "en": r"\*\*(\d+) turns\*\*"}[language]
    assert [int(n) for n in re.findall(word, text)] == [CLASS_TURN_LIMIT]
    end = {"fr": rf"fin du tour {CLASS_TURN_LIMIT}\b.*plus petit total gagne",
           "en": rf"end of turn {CLASS_TURN_LIMIT}\b.*lowest total wins"}[language]
    assert re.search(end, text, re.I)
    games = [c for c in cells(language, "code") if "gaag.play(" in c]
    assert games and all(f"turn_limit={CLASS_TURN_LIMIT}" in c for c in games)


def _game(seed: int, limit: int | None) -> tuple[Game, int]:
    """A 3-player game, seat 0 always taking the first option; its clicks."""
    game = Game(3, seed, turn_limit=limit)
    bots = [None, make_bot("heuristic", seed), make_bot("heuristic", seed + 1)]
    clicks = 0
    while (decision := game.decision) is not None:
        if decision.player == 0:
            clicks += 1 if decision.kind is DecisionKind.DIRECTION else 2
            game.choose(decision.options[0])
        else:
            game.choose(bots[decision.player](game.view(decision.player), decision))
        if limit is None and game.round > 1:
            break
    return game, clicks


def test_the_class_game_ends_at_the_limit_in_few_clicks():
    most = 0
    for seed in range(SEEDS):
        game, clicks = _game(seed, CLASS_TURN_LIMIT)
        assert game.is_over and game.turn == CLASS_TURN_LIMIT
        assert len(game.all_cards()) == 70
        lowest = min(game.totals)
        assert game.winners == tuple(p for p, n in enumerate(game.totals) if n == lowest)
        most = max(most, clicks)
    assert most <= MOST_CLICKS, most


def test_without_the_limit_one_round_is_longer_than_the_class_game():
    turns = [_game(seed, None)[0].turn for seed in range(20)]
    assert min(turns) > CLASS_TURN_LIMIT


def test_the_limit_is_an_option_off_by_default_saved_only_when_set():
    assert Game(3, 1).rules.turn_limit is None and "turn_limit" not in Game(3, 1).to_json()
    game, _ = _game(4, CLASS_TURN_LIMIT)
    again = Game.from_json(game.to_json())
    assert again.rules.turn_limit == CLASS_TURN_LIMIT and again.is_over
    assert again.winners == game.winners and again.log == game.log
    assert "45" in game.log_text("fr") or str(CLASS_TURN_LIMIT) in game.log_text("fr")
    for bad in (0, -3, 2.5, "45", True):
        with pytest.raises(ConfigError):
            Game(3, 1, turn_limit=bad)


def test_the_widget_plays_the_class_game_to_its_end():
    from algunokit.gaag.events import EventKind
    from algunokit.widgets.gaag import play

    widget = play(3, seed=1, language="fr", humans=(), turn_limit=CLASS_TURN_LIMIT)
    while widget.game.decision is not None:
        assert widget.step()
    assert widget.game.log[-1 - 3 - 1].kind is EventKind.LIMIT
    assert f"Fin du tour {CLASS_TURN_LIMIT}" in widget.journal.value
    assert widget.podium.value


def test_the_teachers_guide_states_the_same_limit():
    for language, name, words in (("fr", "fr/00-guide-enseignant.ipynb", "fin du tour {n} "),
                                  ("en", "en/00-teacher-guide.ipynb", "end of turn {n} ")):
        notebook = json.loads((LESSONS / name).read_text(encoding="utf-8"))
        text = "\n".join("".join(c["source"]) for c in notebook["cells"])
        assert words.format(n=CLASS_TURN_LIMIT) in text, language
        assert f"{MOST_CLICKS} " in text and f"{CLASS_TURN_LIMIT // 3} " in text
