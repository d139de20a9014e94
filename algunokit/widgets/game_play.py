"""What the four games' play widgets share: :class:`GamePlayWidget`.

Seed, "New game", "Next step", auto-play and its speed, the prompt (who must do
what now), the message line (cleared when the person changes their choice), the
game log (newest line first, in each game's own sentences), the podium, the bots'
turns, and a person's *forced* move (a decision with one possible answer): it is
announced and waits for "Next step", never played unseen.

Each game's widget keeps only its drawing and its choice controls; it names its
game's spec (:mod:`algunokit.specs`: its robots, the sentences of its log) and says how
to describe a move and what its podium reads. The
texts are built by pure functions (:func:`log_html`, :func:`podium_html`,
:func:`forced_option`), unit-tested without a notebook.

In a notebook the game in progress is kept after every move, in the student's record
beside the notebook (:mod:`algunokit.exercises.record`, the engine's own save), under
the cell and the game's settings: the same cell run again after a reload or a restart
resumes it where it was (a finished game starts again), and says so.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from html import escape
from typing import Any

import ipywidgets as W

from algunokit.draw import palette
from algunokit.errors import AlgunokitError
from algunokit.exercises import record
from algunokit.game_spec import GameSpec
from algunokit.i18n import t, tn
from algunokit.protocol import Decision, Strategy, derived_seeds, safe_text
from algunokit.widgets.alguno.logic import Refusal, due_bot
from algunokit.widgets.game_controls import GameControls
from algunokit.widgets.heap import SettlesHeap
from algunokit.widgets.lifecycle import OwnsWidgets
from algunokit.widgets.page_texts import message_html

#: the log shows at most this many lines, newest first (the whole log stays in ``.value``)
LOG_LINES = 400


def log_title(lines: Sequence[str], language: str | None = None) -> str:
    """The log's title, counting its events: "Game log (12 events, newest first)"."""
    return tn("widgets.log.title", len([line for line in lines if line]), language)


def log_html(lines: Sequence[str], language: str | None = None) -> str:
    """The game log as HTML: newest line first (always visible without scrolling), at
    most :data:`LOG_LINES` lines, in a box of its own height that scrolls."""
    shown = [line for line in lines if line][::-1][:LOG_LINES]
    items = "".join(f"<li>{escape(line, quote=False)}</li>" for line in shown)
    return (f"<ol role='log' class='algunokit-log' "
            f"aria-label='{escape(t('widgets.label.log', language))}' "
            "style='list-style:none;margin:2px 0;padding:4px 8px;max-height:150px;"
            f"overflow-y:auto;border:1px solid {palette.INK_SOFT};border-radius:4px;"
            f"font-size:13px;line-height:1.35'>{items}</ol>")


def podium_html(lines: Sequence[str], language: str | None = None) -> str:
    """The podium, one line a place ('' while the game goes on: pass no lines)."""
    if not lines:
        return ""
    rows = "".join(f"<li>{escape(line, quote=False)}</li>" for line in lines)
    return (f"<h3>{escape(t('widgets.label.podium', language))}</h3>"
            f"<ol style='list-style:none;padding:0'>{rows}</ol>")


def prompt_html(text: str) -> str:
    return f"<h4 style='margin:4px 0'>{escape(text, quote=False)}</h4>"


def forced_option(decision: Decision | None, humans: Collection[int]) -> Any:
    """The only answer a person has to ``decision`` (then "Next step" plays it,
    after saying so), else None (a bot's turn, a real choice, or the game is over)."""
    if decision is None or decision.player not in humans or len(decision.options) != 1:
        return None
    return decision.options[0]


class DescribedLog:
    """A game log's sentences, oldest first, extended with only the events added since
    the last call: rewriting every sentence after every step cost 1.6-14 ms per
    finished game's log (issue 19). Everything is told again for another game
    (``source``), when the events no longer start with the events already told (an
    undo, a loaded game), or when ``key`` (language, names, reader) changed."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._source: Any = None
        self._told: list[Any] = []  # the events told (their identity is checked)
        self._lines: list[str] = []

    def lines(self, source: Any, events: Sequence[Any], describe: Callable[[Any], str],
              key: Hashable = None) -> list[str]:
        """One sentence per event of ``source`` (the game: ``events`` may be a copy of
        its log) told by ``describe(event)``, oldest first: a new list."""
        told = len(self._told)
        if (key != self._key or source is not self._source or len(events) < told
                or (told and (events[0] is not self._told[0]
                              or events[told - 1] is not self._told[-1]))):
            self._key, self._source, self._told, self._lines = key, source, [], []
            told = 0
        if len(events) > told:
            new = list(events[told:])
            self._lines.extend(describe(event) for event in new)
            self._told.extend(new)
        return list(self._lines)


class GameLog(W.VBox):
    """The game log, collapsed by default: a toggle button titled with the number of
    events opens it (newest line first). ``value`` is the whole log as plain text,
    oldest line first (what a test or a teacher copies).

    The lines are only sent to the browser while the log is open: a long log costs
    nothing at each step when nobody reads it (issue 19), and the person's choice
    to open it stays across steps (a ``<details>`` rewritten at every step would
    close again)."""

    def __init__(self, language: str | None = None, *, open_: bool = False) -> None:
        self.language = language
        self.lines: list[str] = []
        self.toggle = W.ToggleButton(value=open_, icon="list", description=log_title([], language),
                                     tooltip=t("widgets.label.log", language),
                                     layout=W.Layout(width="auto"))
        self.toggle.add_class("algunokit-log-toggle")
        self.html = W.HTML(layout=W.Layout(width="100%", display=None if open_ else "none"))
        self._shown: list[str] | None = None  # the lines self.html shows now
        self.toggle.observe(lambda _change: self._render(), "value")
        super().__init__([self.toggle, self.html], layout=W.Layout(width="100%"))

    @property
    def is_open(self) -> bool:
        return bool(self.toggle.value)

    def expand(self, value: bool = True) -> None:
        """Open (or close) the log, as a click on its button does."""
        self.toggle.value = value

    def show(self, lines: Sequence[str]) -> None:
        self.lines = [line for line in lines if line]
        self._render()

    def _render(self) -> None:
        title = log_title(self.lines, self.language)
        if self.toggle.description != title:
            self.toggle.description = title
        self.html.layout.display = None if self.is_open else "none"
        if self.is_open and self._shown != self.lines:
            self._shown = list(self.lines)
            self.html.value = log_html(self.lines, self.language)

    @property
    def value(self) -> str:
        return "\n".join(self.lines)


class GamePlayWidget(OwnsWidgets, SettlesHeap, W.VBox):
    """The base of every game's play widget (see the module's docstring).

    A subclass names its game's :attr:`game_spec`, sets ``self.game`` (through
    :meth:`start`), defines :meth:`make_game`, :meth:`name`, :meth:`describe_move` and
    :meth:`refresh` (which ends with :meth:`refresh_common`), and lays out
    ``self.bar`` (the controls), its own widgets, ``self.prompt``, ``self.message``,
    ``self.podium`` and ``self.journal`` with :meth:`arrange`.

    A refresh updates the widgets the widget has (their texts, values, options, rows of
    :class:`~algunokit.widgets.lifecycle.ButtonRow`) and creates none that shows the same
    thing; a widget kept aside for a decision not asked now is named by
    :meth:`spare_widgets`, and ``close()`` closes everything (issue 32).
    """

    #: the side column's width range beside the table (CSS); under it on a narrow page
    SIDE_MIN, SIDE_MAX = "300px", "520px"

    #: the game's facts: its robots (:meth:`make_bot`) and its log's sentences
    #: (:meth:`log_lines`), each said once in the game's spec
    game_spec: GameSpec
    #: mixed into the game's seed to seed the bots (each game its own)
    bot_salt = 0
    #: the message key of "<player>: <move>" after a move
    played_key = "widgets.played"

    def __init__(self, seed: int | None, language: str | None, humans: Collection[int],
                 bots: Any, *, interval: int = 700) -> None:
        super().__init__(layout=W.Layout(width="100%"))  # the widget's model, first
        self.language = language
        self.humans = frozenset(humans)
        self.bot_specs: list[Any] = ([bots] if isinstance(bots, str) or callable(bots)
                                     else list(bots))
        self.controls = GameControls(seed, language, on_new_game=self.new_game,
                                     on_step=self.step, on_auto=self.auto_step,
                                     interval=interval)
        self.seed_box, self.new_button, self.step_button, self.auto, self.speed = \
            self.controls.widgets()
        self.auto_button = self.controls.auto_button
        self.speed.layout.width = "260px"  # the bar fits one line beside a laptop's table
        self.bar = W.HBox([self.seed_box, self.new_button, self.step_button, self.auto_button,
                           self.speed, self.auto], layout=W.Layout(flex_flow="row wrap"))
        self.prompt = W.HTML()
        self.message = W.HTML()
        self.message_kind = ""
        self.podium = W.HTML()
        self.journal = GameLog(language)
        self.described = DescribedLog()  # the log's sentences, told once each
        self.strategies: list[Strategy | None] = []

    def arrange(self, table: W.Widget, side: Sequence[W.Widget],
                after: Sequence[W.Widget] = ()) -> None:
        """Lay the widget out to fit a laptop: the controls on top; the table with,
        beside it, the prompt, the message and ``side`` (the person's choices: their
        hand, buttons …), so the table, the decision and its controls are seen
        together (on a page too narrow for both, the column goes under the table);
        then ``after``, the podium and the log (collapsed)."""
        self.side = W.VBox([self.prompt, self.message, *side],
                           layout=W.Layout(flex=f"1 1 {self.SIDE_MIN}", min_width=self.SIDE_MIN,
                                           max_width=self.SIDE_MAX))
        self.side.add_class("algunokit-side")
        # as wide as its canvas: the text under the picture wraps instead of widening it
        table.layout.width = "min-content"
        table.layout.max_width = "100%"
        self.main = W.HBox([table, self.side],
                           layout=W.Layout(flex_flow="row wrap", align_items="flex-start",
                                           width="100%"))
        self.main.add_class("algunokit-main")
        self.children = [self.bar, self.main, *after, self.podium, self.journal]
        view = getattr(table, "view", table)  # Alg(un)o's table holds its canvas view
        if hasattr(view, "later"):
            view.later.extend(self.later_widgets())

    def spare_widgets(self) -> list[W.Widget]:
        """What the widget owns besides what it shows now (closed with it): the link
        between the speed slider and the auto-play timer, and a game's controls kept
        for decisions not asked now."""
        return [self.controls.speed_link]

    def later_widgets(self) -> list[W.Widget]:
        """What a step changes besides the table (its texts, its rows of buttons): their
        updates reach the browser after the table's picture (see
        :func:`~algunokit.widgets.page_texts.hold_after_picture`)."""
        return [self.prompt, self.message, self.podium, self.journal.toggle,
                self.journal.html]

    # ------------------------------------------------------------------ to define

    def make_game(self, seed: int) -> Any:
        raise NotImplementedError

    def make_bot(self, spec: Any, seed: int) -> Strategy:
        """The robot of the game called ``spec`` (« greedy » …), seeded."""
        return self.game_spec.make_bot(spec, seed)  # type: ignore[no-any-return]

    def name(self, seat: int) -> str:
        raise NotImplementedError

    def log_lines(self) -> list[str]:
        """The game's log in its own sentences (its spec's ``describe``), with the seat
        names shown here and « tu » for the one person at the screen; each event told
        once (:class:`DescribedLog`)."""
        names, language, you = getattr(self, "names", None), self.language, self.you
        describe = self.game_spec.describe
        return self.described.lines(
            self.game, self.game.log, lambda event: describe(event, language, names, you=you),
            (language, tuple(names or ()), you))

    def describe_move(self, decision: Decision, option: Any) -> str:
        return str(option)

    def podium_lines(self) -> list[str]:
        return []

    def refresh(self) -> None:
        raise NotImplementedError

    def forced(self) -> Any:
        """The person's only answer now, else None (see :func:`forced_option`)."""
        return forced_option(self.game.decision, self.humans)

    # ------------------------------------------------------------------ setup

    @property
    def you(self) -> int | None:
        """The seat of the one person at the screen when the others are bots: the
        messages and the log that concern them speak to them ("Your turn", "You draw
        7♥"). None with several people (each is named) or none (bots only)."""
        return next(iter(self.humans)) if len(self.humans) == 1 else None

    @property
    def n_seats(self) -> int:
        return self.game.n_players

    def start(self, game: Any, seed: int) -> None:
        """Play ``game``; the bots of its seats are seeded from ``seed``. The first time,
        a game of the same cell and settings left in progress is resumed instead."""
        if not hasattr(self, "keep_key"):
            self.keep_key = self._keep_key(game, seed)
            kept = self._kept_game(type(game)) if self.keep_key else None
            if kept is not None:
                game = kept
                self.resumed = True
        self.game = game
        seeds = derived_seeds(seed ^ self.bot_salt, game.n_players)
        self.strategies = [
            None if seat in self.humans else
            self.make_bot(self.bot_specs[seat % len(self.bot_specs)], seeds[seat])
            for seat in range(game.n_players)]

    def new_game(self, seed: int | None = None) -> None:
        """Start again (with ``seed``, else the next seed)."""
        seed = self.seed_box.value + 1 if seed is None else seed
        self.seed_box.value = seed
        self.controls.last_seed = seed
        self.auto.playing = False
        self.start(self.make_game(seed), seed)
        self.say("")
        self.refresh()

    # ------------------------------------------------------------------ kept across sittings

    #: True when the game shown was resumed from the student's record
    resumed = False

    def _keep_key(self, game: Any, seed: int) -> str | None:
        """The record's name for this cell's game: the cell, the widget's kind and its
        settings (a cell changed to another seed or other bots starts its own game)."""
        cell = record.cell_key()
        if cell is None:
            return None
        import hashlib

        bots = [getattr(spec, "__name__", None) or repr(spec) for spec in self.bot_specs]
        settings = repr((type(self).__name__, seed, game.n_players, sorted(self.humans), bots))
        return f"game-{cell}-{hashlib.sha256(settings.encode()).hexdigest()[:10]}"

    def _kept_game(self, kind: type) -> Any:
        text = record.game_get(self.keep_key) if self.keep_key else None
        if text is None:
            return None
        try:
            game = kind.from_json(text)
        except AlgunokitError:  # a save the engine refuses: a new game, never a crash
            return None
        return None if game.is_over else game

    def keep(self) -> None:
        """Keep the game as it is now in the student's record (see the module's docstring);
        called at every redraw, it writes only when the game changed."""
        if not getattr(self, "keep_key", None):
            return
        text = self.game.to_json()
        if text != getattr(self, "_kept_text", None):
            self._kept_text = text
            record.game_put(self.keep_key, text)

    # ------------------------------------------------------------------ messages

    def say(self, text: str, kind: str = "info") -> None:
        """Show one message ('' clears it); ``kind``: info, ok or error. Until the first
        move of a resumed game, '' says that the game was resumed."""
        if not text and self.resumed:
            text = t("widgets.resumed", self.language,
                     new=t("widgets.button.new_game", self.language))
        self.message_kind = kind if text else ""
        self.message.value = (message_html(text, kind).replace("\n", "<br>")
                              if text else "")

    def refuse(self, refusal: Refusal) -> None:
        self.say(refusal.message(self.language), "error")

    def choice_changed(self) -> None:
        """The person changed their choice: a refusal about the old one goes away."""
        if self.message_kind == "error":
            self.say("")

    def turn_name(self, seat: int) -> str:
        """Who a prompt speaks to: « À toi » / "Your turn" for the one person at the
        screen (« À toi : choisis 1 carte »), else the seat's name."""
        if seat == self.you:
            return t("game_texts.your_turn", self.language)
        return self.name(seat)

    def said_played(self, seat: int, choice: str) -> str:
        """"<player>: <move>" after a move; "Your move: <move>" for the person."""
        if seat == self.you:
            return t("game_texts.played", self.language, choice=choice)
        return t(self.played_key, self.language, player=self.name(seat), choice=choice)

    def played_text(self, decision: Decision, option: Any) -> str:
        return self.said_played(decision.player, self.describe_move(decision, option))

    # ------------------------------------------------------------------ turns

    def bot_move(self) -> tuple[Decision, Any]:
        """The current decision and the answer of the bot who takes it."""
        decision = self.game.decision
        strategy = self.strategies[decision.player]
        assert strategy is not None
        return decision, strategy(self.game.view(decision.player), decision)

    def send(self, option: Any) -> str | None:
        """Give ``option`` to the engine and return what was played, in words ("<player>:
        <move>", built before the move from the engine's own option). A refusal is
        shown, nothing changes, and None is returned."""
        decision = self.game.decision
        self.resumed = False  # a move: the game is the student's again, not "resumed"
        if decision is None:
            self.refuse(Refusal("widgets.refuse.game_over"))
            return None
        try:
            checked = decision.check(option)  # the engine's own object: safe to describe
        except AlgunokitError:
            checked = None  # the engine's choose() says why, better than "not an option"
        try:
            said = self.played_text(decision, checked) if checked is not None else None
            self.game.choose(option)
        except AlgunokitError as err:
            self.say(err.message(self.language), "error")
            return None
        if said is None:  # accepted all the same: say it without building from it
            said = self.said_played(decision.player, safe_text(option))
        return said

    def step(self) -> bool:
        """"Next step": a person's forced move, else one bot's answer. False when a
        person must decide (the message says so) or the game is over."""
        decision = self.game.decision
        forced = self.forced()
        if forced is not None:
            return self.answer(forced)
        strategy = due_bot(decision, self.strategies, self.name)
        if isinstance(strategy, Refusal) and decision is not None and decision.player == self.you:
            strategy = Refusal("game_texts.refuse.your_turn")
        if isinstance(strategy, Refusal):
            self.auto.playing = False
            self.say(strategy.message(self.language))
            return False
        return self.bot_step()

    def auto_step(self) -> None:
        """One tick of auto-play: bots only; it stops at a person's turn, even a
        forced one (that one waits for "Next step", announced by the prompt)."""
        decision = self.game.decision
        if decision is None or decision.player in self.humans:
            self.auto.playing = False
            self.refresh()
            return
        self.step()

    def bot_step(self) -> bool:
        """One bot answers (a student's strategy may answer wrongly: then it is said)."""
        _, option = self.bot_move()
        said = self.send(option)
        if said is None:
            self.auto.playing = False
            self.refresh_keeping_message()
            return False
        self.after_move()
        self.refresh()
        self.say(said, "ok")
        return True

    def answer(self, option: Any) -> bool:
        """A person's answer (a click, a button, a forced move on "Next step")."""
        said = self.send(option)
        if said is None:
            return False
        self.after_move()
        self.refresh()
        self.say(said, "ok")
        return True

    def refresh_keeping_message(self) -> None:
        kind, text = self.message_kind, self.message.value
        self.refresh()
        self.message_kind, self.message.value = kind, text

    def after_move(self) -> None:
        """Called after every accepted move, before the redraw (reset a selection …)."""

    # ------------------------------------------------------------------ drawing

    def forced_prompt(self, option: Any) -> str:
        decision = self.game.decision
        return t("widgets.prompt.forced", self.language, player=self.turn_name(decision.player),
                 choice=self.describe_move(decision, option),
                 step=t("widgets.button.step", self.language))

    def refresh_common(self, prompt: str) -> None:
        """The prompt, "Next step" (for a bot or a forced move), the log, the podium."""
        decision = self.game.decision
        forced = self.forced()
        if forced is not None:
            prompt = self.forced_prompt(forced)
        self.prompt.value = prompt_html(prompt)
        human = decision is not None and decision.player in self.humans
        self.step_button.disabled = decision is None or (human and forced is None)
        self.journal.show(self.log_lines())
        self.podium.value = podium_html(self.podium_lines() if self.game.is_over else (),
                                        self.language)
        self.keep()
        if self.resumed and not self.message.value:
            self.say("")


__all__ = ["GameLog", "GamePlayWidget", "forced_option", "log_html", "log_title",
           "podium_html", "prompt_html"]
