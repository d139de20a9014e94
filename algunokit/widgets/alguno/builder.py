"""The alternative builder and the side-by-side code panes.

The author picks one half of the Condition card with a pair of buttons and, at
level 2, which Action card goes in ALORS and which in SINON; the cards, Python
and Scratch panes follow every change. "Build the alternative" fixes the choice:
it keeps the alternative in ``built``, says what was built, and hands the
choice to ``on_build`` (the game table plays it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as W

from algunokit.alguno.decks import ActionCard, ConditionCard
from algunokit.alguno.lang import Alternative
from algunokit.alguno.moves import Build
from algunokit.alguno.rules import build_alternative
from algunokit.alguno.trace import Trace
from algunokit.i18n import t
from algunokit.widgets.lifecycle import OwnsWidgets
from algunokit.widgets.page_texts import message_html


def code_panes_html(alt: Alternative, trace: Trace | None = None,
                    language: str | None = None, *, download: bool = True) -> str:
    """Cards | Python | blocks, with what ran highlighted when a trace is given;
    ``download=False`` leaves out the Scratch link (a view offering it on a click)."""
    from algunokit.code.show import show

    return show(alt, trace=trace, language=language, download=download).html


class AlternativeBuilder(OwnsWidgets, W.VBox):
    """Build an alternative from a Condition card and one or three Action cards."""

    def __init__(self, condition: ConditionCard, actions: Sequence[ActionCard], *,
                 language: str | None = None,
                 on_build: Callable[[Build], None] | None = None) -> None:
        self.condition = condition
        self.actions = tuple(actions)
        self.language = language
        self.on_build = on_build
        self.built: Alternative | None = None  #: set by the button
        #: True while :meth:`set_cards` changes the choices (not the person's doing)
        self.updating = False
        lang = language
        self.half = W.ToggleButtons(
            options=[(h.label(lang), i) for i, h in enumerate(condition.halves)], value=0,
            description=t("widgets.label.half", lang), style={"button_width": "auto"})
        self.level2 = len(self.actions) > 1 or self.actions[0].level == 2
        controls: list[W.Widget] = [self.half]
        if self.level2:
            choices = [(f"{i + 1}. {a.actions[0].label(lang)}", i)
                       for i, a in enumerate(self.actions)]
            self.then = W.ToggleButtons(options=choices, value=0,
                                        description=t("widgets.label.then", lang),
                                        style={"button_width": "auto"})
            self.otherwise = W.ToggleButtons(options=choices, value=1 % len(choices),
                                             description=t("widgets.label.else", lang),
                                             style={"button_width": "auto"})
            controls += [self.then, self.otherwise]
            for widget in (self.then, self.otherwise):
                widget.observe(self._changed, "value")
        self.half.observe(self._changed, "value")
        self.panes = W.HTML()
        self.message = W.HTML()
        self.button = W.Button(description=t("widgets.button.build", lang),
                               button_style="warning", icon="check",
                               layout=W.Layout(width="auto"))  # its whole label, always
        self.button.on_click(lambda _: self.submit())
        # the choices, the button and its message first, the pictures after: on a
        # laptop the button stays on screen under the choices (issue 33)
        super().__init__([*controls, W.HBox([self.button]), self.message, self.panes])
        self._changed()

    def set_cards(self, condition: ConditionCard, actions: Sequence[ActionCard]) -> bool:
        """Build from other cards with the same controls (a play widget's next turn:
        no new widget, issue 32); False, nothing changed, when they need other
        controls (one Action card instead of three, or the reverse)."""
        actions = tuple(actions)
        if (len(actions) > 1 or actions[0].level == 2) != self.level2:
            return False
        if (condition, actions) == (self.condition, self.actions):
            self.message.value = ""  # the same cards: the person's choice stays
            self.built = None
            return True
        self.condition, self.actions = condition, actions
        lang = self.language
        self.updating = True
        try:
            self.half.options = [(h.label(lang), i) for i, h in enumerate(condition.halves)]
            self.half.value = 0
            if self.level2:
                choices = [(f"{i + 1}. {a.actions[0].label(lang)}", i)
                           for i, a in enumerate(actions)]
                self.then.options = choices
                self.otherwise.options = choices
                self.then.value, self.otherwise.value = 0, 1 % len(choices)
        finally:
            self.updating = False
        self._changed()
        return True

    @property
    def build(self) -> Build:
        if not self.level2:
            return Build(self.half.value)
        return Build(self.half.value, self.then.value, self.otherwise.value)

    @property
    def alternative(self) -> Alternative:
        return build_alternative(self.condition, self.actions, self.build)

    def _changed(self, _change: object = None) -> None:
        if self.updating:
            return
        if self.level2 and self.then.value == self.otherwise.value:
            self.message.value = message_html(t("widgets.builder.same", self.language), "error")
            self.button.disabled = True
            return
        self.message.value = ""  # a new choice: nothing is built yet
        self.built = None
        self.button.disabled = False
        self.panes.value = code_panes_html(self.alternative, language=self.language)

    def submit(self) -> None:
        """The button: build the alternative chosen, say so, and pass the choice on."""
        if self.button.disabled:
            return
        self.built = self.alternative
        self.message.value = message_html(
            t("widgets.built", self.language, alternative=self.built.label(self.language)), "ok")
        if self.on_build is not None:
            self.on_build(self.build)
