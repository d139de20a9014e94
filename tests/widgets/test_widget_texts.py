"""What the play widgets write (issue 16): descriptions kept for screen readers but
not printed open under every picture, each hand shown once in ExecutionView, logs
that name cards (never codes), newest line first, and "you" for the person."""

from __future__ import annotations

import html
import re

from algunokit.alguno import Game
from algunokit.alguno.events import card_text, cards_text
from algunokit.cards import Card
from algunokit.i18n import t
from algunokit.widgets.execution import ExecutionView, execution_summary
from algunokit.widgets.views import HandView, description_html


def _hand(*codes: str) -> list[Card]:
    return [Card.from_code(c) for c in codes]


# -- descriptions ------------------------------------------------------------------------


def test_a_description_is_read_by_screen_readers_and_collapsed_for_the_eye() -> None:
    text = "Alice : 5 cartes <7♥>"
    out = description_html(text, "fr")
    hidden, _, box = out.partition("<details")
    assert html.escape(text) in hidden and 'role="status"' in hidden
    assert "clip:rect(0,0,0,0)" in hidden and "width:1px" in hidden  # off the screen
    assert box.startswith(" ") and " open" not in box.split(">")[0]  # closed
    summary = html.escape(t("game_texts.description", "fr"))
    assert f'<summary style="cursor:pointer">{summary}</summary>' in box
    assert 'aria-hidden="true">' + html.escape(text) in box  # not read twice
    assert description_html("", "fr") == ""
    assert t("game_texts.description", "en") in description_html("x", "en")


def test_every_canvas_view_writes_its_description_collapsed() -> None:
    view = HandView(_hand("7H", "QS"), title="Alice", language="en")
    value = view.view.description.value
    assert view.view.drawing.description and html.escape(view.view.drawing.description) in value
    assert "<details class=\"algunokit-description\"" in value
    assert "<details open" not in value and not re.search(r"<details[^>]*\bopen\b", value)


# -- ExecutionView -------------------------------------------------------------------------


def _execution(seed: int = 2, language: str = "fr") -> ExecutionView:
    game = Game(4, (1, 1), seed=seed, first_author=1)
    alt = game.alternative_for(game.decision.options[0])
    return ExecutionView(alt, game.table, game.rules.execution_order(1), language=language)


def _widget_text(view: ExecutionView) -> str:
    """What the eye reads: the titles, buttons and texts, without hidden or closed parts."""
    parts = [view.title.value, view.summary.value]
    for hand in (view.before, view.after):
        parts += [b.description for b in hand.buttons.children]
        parts.append(re.sub(r"<details.*?</details>", "", hand.view.description.value))
        parts.append(re.sub(r'<div role="status"[^>]*>.*?</div>', "",
                            hand.view.description.value))
    return html.unescape("\n".join(parts))


def test_execution_view_shows_each_hand_once() -> None:
    for seed in (2, 3, 5, 8):
        view = _execution(seed)
        for index in range(len(view.traces)):
            view.go(index)
            current = view.traces[index]
            shown = _widget_text(view)
            for hand in (current.hand_before, current.hand_after):
                if len(hand) >= 2:  # a whole hand, as written in words, is not repeated
                    assert shown.count(cards_text(hand, "fr")) == 0, shown
                    assert shown.count(" ".join(c.short for c in hand)) == 0, shown
            assert view.before.cards == list(current.hand_before)  # drawn once, as a picture
            assert view.after.cards == list(current.hand_after)
            assert view.before.buttons.children == () == view.after.buttons.children


def test_execution_summary_says_what_changed_not_the_hands() -> None:
    view = _execution(2, "en")
    current = view.traces[0]
    summary = execution_summary(current, "en")
    assert summary.splitlines()[0].startswith(current.alternative.condition.label("en"))
    changed = [s for s in current.steps if s.before != s.after]
    for step in changed:
        gone = [c for c in step.before if c not in step.after]
        came = [c for c in step.after if c not in step.before]
        if gone:
            assert cards_text(gone, "en") in summary
        if came:
            assert cards_text(came, "en") in summary
    assert ("leaves the hand" in summary or "leave the hand" in summary
            or "come" in summary or "does not change" in summary)


def test_a_joker_is_named_never_coded() -> None:
    assert card_text(Card.from_code("JR"), "fr") == "joker rouge"
    assert card_text("JB", "en") == "black joker"
    assert card_text("10H", "en") == "10♥"
    assert cards_text(["7H", "JR"], "en") == "7♥, red joker"
    assert cards_text([], "fr") == t("alguno.empty_hand", "fr")
