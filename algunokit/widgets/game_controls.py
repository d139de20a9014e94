"""The controls of a game widget (seed, new game, next step, auto-play and its speed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as W

from algunokit.i18n import t


class GameControls:
    """The controls every game widget has: seed, New game, Next step, auto-play, speed.

    "New game" starts the seed typed in the box, or the next one if the box still
    shows the seed of the game being played, so each click deals a new game and the
    box always says which seed to type to see it again.
    """

    def __init__(self, seed: int | None, language: str | None, *,
                 on_new_game: Callable[[int], None], on_step: Callable[[], Any],
                 on_auto: Callable[[], Any] | None = None, interval: int = 700) -> None:

        lang = language
        self.last_seed = 0 if seed is None else seed
        # Every control has a visible text (its description, also its accessible name)
        # and a tooltip saying what it does. The Play widget's ▶ ■ ⟲ show neither its
        # description nor its tooltip in JupyterLab: it stays only as the browser-side
        # timer (hidden, still rendered so that it ticks), driven by a toggle button
        # « ▶ Jeu automatique » / « ■ Arrêter ».
        self.seed_box = W.IntText(value=self.last_seed, description=t("widgets.label.seed", lang),
                                  tooltip=t("widgets.tooltip.seed", lang),
                                  layout=W.Layout(width="180px"))
        self.new_button = W.Button(description=t("widgets.button.new_game", lang),
                                   tooltip=t("widgets.tooltip.new_game", lang), icon="refresh")
        self.step_button = W.Button(description=t("widgets.button.step", lang),
                                    tooltip=t("widgets.tooltip.step", lang),
                                    icon="step-forward", button_style="info")
        self.auto = W.Play(value=0, min=0, max=10**6, interval=interval, show_repeat=False,
                           description=t("widgets.label.auto", lang),
                           tooltip=t("widgets.tooltip.auto", lang),
                           layout=W.Layout(display="none"))
        self.auto_button = W.ToggleButton(value=False, icon="play",
                                          description=t("widgets.button.auto", lang),
                                          tooltip=t("widgets.tooltip.auto", lang),
                                          layout=W.Layout(width="auto"))
        W.link((self.auto, "playing"), (self.auto_button, "value"))
        self.auto_button.observe(lambda change: self._auto_label(change["new"], lang),
                                 "value")
        self.speed = W.IntSlider(value=interval, min=100, max=2000, step=100,
                                 description=t("widgets.label.speed", lang),
                                 tooltip=t("widgets.tooltip.speed", lang),
                                 style={"description_width": "initial"})
        self.speed_link = W.jslink((self.speed, "value"), (self.auto, "interval"))
        self._on_new_game = on_new_game
        self.new_button.on_click(lambda _: self.new_game())
        self.step_button.on_click(lambda _: on_step())
        on_tick = on_auto if on_auto is not None else on_step
        self.auto.observe(lambda _change: on_tick(), "value")

    def _auto_label(self, playing: bool, language: str | None) -> None:

        self.auto_button.icon = "stop" if playing else "play"
        self.auto_button.description = t("widgets.button.stop" if playing
                                          else "widgets.button.auto", language)

    def next_seed(self) -> int:
        """The seed "New game" will use now."""
        seed = self.seed_box.value
        return seed + 1 if seed == self.last_seed else seed

    def new_game(self) -> None:
        seed = self.next_seed()
        self.last_seed = seed
        self.seed_box.value = seed
        self.auto.playing = False
        self._on_new_game(seed)

    def widgets(self) -> tuple[W.IntText, W.Button, W.Button, W.Play, W.IntSlider]:
        return self.seed_box, self.new_button, self.step_button, self.auto, self.speed
