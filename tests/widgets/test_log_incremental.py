"""The play widgets' logs are told incrementally (issue 19): after every step of seeded
games, the sentences are exactly those of telling the whole log again, in order, and
the log box shows them newest first as before."""

from __future__ import annotations

import pytest

from algunokit.celsius.events import describe as celsius_describe
from algunokit.celsius.explain import seat_names
from algunokit.gaag.events import describe as gaag_describe
from algunokit.skyjo.events import describe as skyjo_describe
from algunokit.widgets.celsius import CelsiusPlayWidget
from algunokit.widgets.gaag import GaagPlayWidget
from algunokit.widgets.game_play import DescribedLog, log_html
from algunokit.widgets.skyjo import SkyjoPlayWidget


def _whole(widget) -> list[str]:
    """The log told from scratch, as the widgets did before."""
    if isinstance(widget, CelsiusPlayWidget):
        names = seat_names(widget.n_players, widget.humans, widget.language)
        text = "\n".join(celsius_describe(event, widget.language, names, you=widget.you)
                         for event in widget.game.log)
        return text.split("\n")
    describe = skyjo_describe if isinstance(widget, SkyjoPlayWidget) else gaag_describe
    return [describe(event, widget.language, widget.names, you=widget.you)
            for event in widget.game.log]


MAKERS = {
    "skyjo": lambda seed, humans: SkyjoPlayWidget(3, seed, humans=humans, language="fr"),
    "celsius": lambda seed, humans: CelsiusPlayWidget(4, seed, humans=humans, language="en"),
    "gaag": lambda seed, humans: GaagPlayWidget(3, seed, humans=humans, language="fr"),
}


@pytest.mark.parametrize("game", sorted(MAKERS))
@pytest.mark.parametrize("seed", [1, 7])
def test_incremental_log_is_the_whole_log_after_every_step(game, seed):
    widget = MAKERS[game](seed, ())
    widget.journal.expand()
    steps = 0
    while widget.game.decision is not None and steps < 250:
        if not widget.step():
            break
        steps += 1
        whole = _whole(widget)
        assert widget.log_lines() == whole
        assert widget.journal.html.value == log_html(whole, widget.language)
    assert steps > 5
    widget.new_game(seed + 1)  # another game: told from its start
    assert widget.log_lines() == _whole(widget)


def test_the_log_is_told_again_when_the_person_or_language_changes():
    widget = MAKERS["gaag"](3, (0,))
    for _ in range(4):
        widget.step()
    before = widget.log_lines()
    widget.language = "en"
    assert widget.log_lines() == _whole(widget) != before


def test_described_log_tells_each_event_once_and_starts_again_when_the_log_changes():
    told: list[str] = []

    def describe(event):
        told.append(event)
        return event.upper()

    log, game = DescribedLog(), object()
    events = ["a", "b"]
    assert log.lines(game, events, describe) == ["A", "B"]
    events.append("c")
    assert log.lines(game, list(events), describe) == ["A", "B", "C"]
    assert told == ["a", "b", "c"]  # nothing told twice
    assert log.lines(game, ["x", "y", "z", "w"], describe) == ["X", "Y", "Z", "W"]  # rewritten
    assert log.lines(game, ["x"], describe) == ["X"]  # shorter: an undo
    assert log.lines(object(), ["x"], describe) == ["X"] and told[-1] == "x"  # another game
    assert log.lines(game, ["x"], describe, key="en") == ["X"]  # another reader
    assert told.count("x") == 4

