"""Step through every player's execution of one alternative.

For each executing player, in the order of the turn: the hand before and after
(each shown once, as a picture), what each action changed (the cards that left
or came, not the whole hand again), and the cards | Python | blocks panes with
the tests marked true or false and the branch that ran highlighted.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as W

from algunokit.alguno.engine import Chooser, Table, first_option
from algunokit.alguno.events import cards_text
from algunokit.alguno.lang import Alternative
from algunokit.alguno.trace import ActionTrace, Trace, trace
from algunokit.cards import Card
from algunokit.code.show import download_link, show
from algunokit.i18n import t, tn
from algunokit.protocol import player_name
from algunokit.widgets.alguno.views import HandView
from algunokit.widgets.heap import SettlesHeap
from algunokit.widgets.lifecycle import OwnsWidgets


def turn_traces(alternative: Alternative, table: Table, order: Sequence[int],
                chooser: Chooser = first_option) -> list[Trace]:
    """Each player's trace, in ``order``, each seeing the effects of the ones before
    (computed on a copy: ``table`` is not changed)."""
    work = table.copy()
    return [trace(alternative, table=work, player=p, chooser=chooser, in_place=True)
            for p in order]


def _change(before: Sequence[Card], after: Sequence[Card], language: str | None) -> str:
    """What an action did to a hand: the cards that left and those that came."""
    left, came = list(before), list(after)
    for card in list(came):  # what stayed is in both (a card is unique in its deck)
        if card in left:
            left.remove(card)
            came.remove(card)
    parts = []
    if left:
        parts.append(tn("game_texts.execution.left", len(left), language,
                        cards=cards_text(left, language)))
    if came:
        parts.append(tn("game_texts.execution.came", len(came), language,
                        cards=cards_text(came, language)))
    return t("game_texts.execution.separator", language).join(parts)


def execution_summary(current: Trace, language: str | None = None,
                      indent: str = "") -> str:
    """The test, the branch and what each action changed, without writing the hands
    again (the pictures show them)."""
    word = t("alguno.then" if current.taken else "alguno.else", language)
    lines = [indent + t("alguno.trace.test", language,
                        test=current.alternative.condition.label(language),
                        value=t("common.true" if current.taken else "common.false", language),
                        count=", ".join(str(leaf.count) for leaf in current.test.leaves())),
             indent + "→ " + t("alguno.trace.branch", language, branch=word)]
    for step in current.steps:
        if isinstance(step, ActionTrace):
            change = _change(step.before, step.after, language)
            lines.append(indent + "    " + t(
                "game_texts.execution.action", language, action=step.action.label(language),
                change=change or t("game_texts.execution.same", language)))
        else:
            lines.append(execution_summary(step, language, indent + "    "))
    return "\n".join(lines)


class ExecutionView(OwnsWidgets, SettlesHeap, W.VBox):
    """Previous / Next through the executions of one turn."""

    def __init__(self, alternative: Alternative, table: Table, order: Sequence[int], *,
                 names: Sequence[str] | None = None, chooser: Chooser = first_option,
                 language: str | None = None) -> None:
        self.alternative = alternative
        self.order = tuple(order)
        self.names = names
        self.language = language
        self.traces = turn_traces(alternative, table, self.order, chooser)
        self.index = 0
        lang = language
        self.title = W.HTML()
        self.previous = W.Button(description=t("widgets.button.previous", lang))
        self.next = W.Button(description=t("widgets.button.next", lang))
        self.previous.on_click(lambda _: self.go(self.index - 1))
        self.next.on_click(lambda _: self.go(self.index + 1))
        self.before = HandView(language=lang, picture_only=True)
        self.after = HandView(language=lang, picture_only=True)
        self.panes = W.HTML()
        self.summary = W.HTML()
        # The Scratch file (a zip in the link) is built on a click, for the execution
        # shown then, as the play widget does: building it at every move was most of a
        # move's work, for a file few people download.
        self.sb3_button = W.Button(description=t("sb3_play.prepare", lang), icon="download",
                                   tooltip=t("sb3_play.prepare.title", lang),
                                   layout=W.Layout(width="auto"))
        self.sb3_button.on_click(lambda _: self.prepare_sb3())
        self.sb3_link = W.HTML()
        self._sb3_for: tuple[str, ...] | None = None  # the hand the link (or button) is for
        super().__init__([W.HBox([self.previous, self.next, self.title]),
                          W.HBox([self.before, self.after]), self.summary, self.panes,
                          W.HBox([self.sb3_button, self.sb3_link])])
        self.go(0)

    def go(self, index: int) -> None:
        """Show execution ``index`` (clamped to the turn)."""
        self.index = max(0, min(index, len(self.traces) - 1))
        lang = self.language
        current = self.traces[self.index]
        player = player_name(self.order[self.index], self.names, lang)
        heading = t("widgets.execution.step", lang, i=self.index + 1, n=len(self.traces),
                    player=player)
        self.title.value = f"<b>{escape(heading)}</b>"
        self.before.set_cards(current.hand_before, title=t("widgets.label.before", lang))
        self.after.set_cards(current.hand_after, title=t("widgets.label.after", lang))
        self.summary.value = (f"<pre style='white-space:pre-wrap'>"
                              f"{escape(execution_summary(current, lang))}</pre>")
        # the hands are drawn above: the panes do not write them again
        self.panes.value = show(self.alternative, trace=current, language=lang,
                                hand=False).html
        # The program is the same for everyone: the button returns when the hand the
        # project starts from changes (the link shown is for the hand shown).
        hand = tuple(card.code for card in current.hand_before)
        if hand != self._sb3_for:
            self._sb3_for = hand
            self.sb3_link.value = ""
            self.sb3_button.layout.display = None
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index == len(self.traces) - 1

    def prepare_sb3(self) -> str:
        """Build the Scratch project of the execution shown (the program, from the hand
        this player starts with) and offer its download link; returns the link."""
        link = download_link(self.alternative, self.language, self.traces[self.index])
        self.sb3_link.value = link
        self.sb3_button.layout.display = "none"
        return link
