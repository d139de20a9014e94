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
from algunokit.widgets.alguno.execution import ExecutionView, execution_summary
from algunokit.widgets.alguno.views import HandView
from algunokit.widgets.page_texts import description_html


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
    parts = [view.title.value, view.summary.value, view.panes.value]
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
            assert t("code.show.legend", "fr") in html.unescape(view.panes.value)
    # shown, not chosen from: drawn in full colour, not greyed like a disabled hand
    inks = {s.opacity for s in view.before.view.drawing.shapes}
    assert inks == {1.0}, inks


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


# -- logs: cards named, never codes; newest line first -----------------------------------

from algunokit.alguno.bots import make_bot as alguno_bot  # noqa: E402
from algunokit.alguno.events import describe as alguno_describe  # noqa: E402
from algunokit.celsius import Game as CelsiusGame  # noqa: E402
from algunokit.celsius.bots import make_bot as celsius_bot  # noqa: E402
from algunokit.celsius.events import describe as celsius_describe  # noqa: E402
from algunokit.gaag import Game as GaagGame  # noqa: E402
from algunokit.gaag import make_bot as gaag_bot  # noqa: E402
from algunokit.gaag.events import describe as gaag_describe  # noqa: E402
from algunokit.protocol import play_out  # noqa: E402
from algunokit.skyjo import Game as SkyjoGame  # noqa: E402
from algunokit.skyjo.bots import make_bot as skyjo_bot  # noqa: E402
from algunokit.skyjo.events import describe as skyjo_describe  # noqa: E402
from algunokit.widgets.alguno.play import play as alguno_play  # noqa: E402
from algunokit.widgets.celsius import play as celsius_play  # noqa: E402
from algunokit.widgets.gaag import play as gaag_play  # noqa: E402
from algunokit.widgets.skyjo import play as skyjo_play  # noqa: E402

#: what a code looks like: a Condition / Action card id (C1-03, A2-17), a playing card's
#: code (7H, 10S, QD, JR, JKB), a Python repr (Card(…), <Exchange …>)
CODE = re.compile(r"\b[CA]\d-\d\d\b|\b(?:10|[2-9AJQK])[HDCS]\b|\bJK?[RB]\b|Card\(|<[A-Z]\w+[ (]")


def _no_code(lines, what):
    for line in lines:
        assert not CODE.search(line), (what, line)


def _finished_games():
    games = []
    for seed in (1, 2, 3):
        alguno = AlgunoGame(3, (2, 2), seed, deck="54")
        play_out(alguno, [alguno_bot("random", seed + s) for s in range(3)])
        games.append((alguno_describe, alguno, alguno.log))
        sky = SkyjoGame(2, seed)
        play_out(sky, [skyjo_bot("random", seed + s) for s in range(2)])
        games.append((skyjo_describe, sky, sky.log))
        cel = CelsiusGame(3, seed)
        play_out(cel, [celsius_bot("greedy", seed + s) for s in range(3)])
        games.append((celsius_describe, cel, cel.log))
        gaag = GaagGame(3, seed)
        play_out(gaag, [gaag_bot("random", seed + s) for s in range(3)])
        games.append((gaag_describe, gaag, gaag.log))
    return games


from algunokit.alguno import Game as AlgunoGame  # noqa: E402


def test_no_log_line_of_any_game_shows_a_code() -> None:
    assert CODE.search("Alice draws 7H") and CODE.search("[C1-03]") and CODE.search("JKR")
    assert not CODE.search("Alice draws 7♥, red joker; 10 × 2 = 20; Robot 2 joue « <> »")
    for describe, game, log in _finished_games():
        assert log
        for lang in ("fr", "en"):
            for you in (None, 0, 1):
                _no_code([describe(e, lang, None, you=you) for e in log], (game, lang, you))


def _widgets(language):
    return [alguno_play(3, (2, 2), seed=2, language=language),
            skyjo_play(2, seed=1, language=language),
            celsius_play(3, seed=1, language=language),
            gaag_play(3, seed=1, language=language, instant=False)]


def _play(widget, steps=60):
    for _ in range(steps):
        decision = widget.game.decision
        if decision is None:
            break
        if decision.player in widget.humans:
            widget.answer(decision.options[0])
        else:
            widget.step()


def test_each_widget_log_shows_its_newest_line_first_without_codes() -> None:
    for lang in ("fr", "en"):
        for widget in _widgets(lang):
            _play(widget)
            lines = widget.journal.value.split("\n")
            assert len(lines) > 5
            _no_code(lines, type(widget).__name__)
            widget.journal.expand()  # collapsed by default: open it as a click does
            shown = re.findall(r"<li>(.*?)</li>", widget.journal.html.value)
            assert html.unescape(shown[0]) == lines[-1]  # newest first, seen without scrolling
            assert html.unescape(shown[-1]) == lines[0]
            _no_code([html.unescape(widget.message.value)], type(widget).__name__)


# -- "you" for the one person at the screen ----------------------------------------------

_YOU_START = {"fr": ("Tu ", "Ta ", "Toutes tes", "— Manche", "Fin de", "La carte chaude"),
              "en": ("You ", "Your ", "All your", "— Round", "End of", "The winning")}


def test_the_person_reads_their_own_moves_in_the_second_person() -> None:
    for lang in ("fr", "en"):
        for widget in _widgets(lang):
            _play(widget)
            you = widget.you
            assert you == 0
            log = widget.journal.value
            for bad in (t("common.you_log", lang, n=1), "Toi ", "You draws", "You plays",
                        "You passes", "Place 1", "Seat 1"):
                assert bad not in log, (type(widget).__name__, bad)
            mine = [line for line in log.split("\n") if line.startswith(_YOU_START[lang][:3])]
            assert mine, (type(widget).__name__, log[:300])
            assert any(line.startswith("Robot 1") for line in log.split("\n"))


def test_prompts_say_your_turn_to_the_person_and_name_the_others() -> None:
    seen = {"fr": set(), "en": set()}
    played = {"fr": 0, "en": 0}
    for lang in ("fr", "en"):
        for widget in _widgets(lang):
            for _ in range(60):
                decision = widget.game.decision
                if decision is None:
                    break
                prompt = html.unescape(re.sub("<[^>]+>", "", widget.prompt.value))
                if decision.player == widget.you:
                    assert prompt.startswith(("À toi", "Tu as joué")
                                             if lang == "fr" else ("Your turn", "You played"))
                    assert not prompt.startswith(("Toi", "You:", "You,")), prompt
                    seen[lang].add(type(widget).__name__)
                    widget.answer(decision.options[0])
                    said = html.unescape(re.sub("<[^>]+>", "", widget.message.value))
                    you_name = t("common.you", lang)
                    assert not said.startswith((f"{you_name} :", f"{you_name}:")), said
                    if said.startswith(t("game_texts.played", lang, choice="")):
                        played[lang] += 1
                else:
                    assert "Robot" in prompt, prompt
                    widget.step()
    assert len(seen["fr"]) == len(seen["en"]) == 4
    assert played["fr"] > 10 and played["en"] > 10  # « Ton coup : … », "Your move: …"


def test_several_people_are_each_named_not_you() -> None:
    widget = alguno_play(3, (1, 1), seed=2, humans=(0, 1), language="fr")
    assert widget.you is None
    _play(widget)
    log = widget.journal.value
    assert "Tu " not in log and "Alice" in log and "Bilal" in log
    assert not html.unescape(widget.prompt.value).count("À toi")


def test_describe_says_you_in_object_places_too() -> None:
    from algunokit.alguno.events import Event, EventKind
    give = Event(EventKind.GIVE, {"player": 1, "card": "7H", "to": 0})
    assert alguno_describe(give, "fr", ["Toi", "Robot 1"], you=0) == "Robot 1 te donne 7♥."
    assert alguno_describe(give, "en", ["You", "Robot 1"], you=0) == "Robot 1 gives you 7♥."
    assert alguno_describe(give, "en", None, you=1) == "You give 7♥ to Alice."
    assert alguno_describe(give, "en") == "Bilal gives 7♥ to Alice."
    end = Event(EventKind.END, {"turn": 9, "winners": [0, 2]})
    assert alguno_describe(end, "fr", ["Toi", "Robot 1", "Robot 2"], you=0) == \
        "Fin de partie au tour 9. Victoire : toi, Robot 2."


def test_refusals_and_titles_speak_to_the_person() -> None:
    sky = skyjo_play(2, seed=1, language="fr")
    sky.clicked(("slot", 1, 0, 0))  # a robot's tableau
    said = html.unescape(sky.message.value)
    assert "Ce tableau est celui de Robot 1 : joue sur ton propre tableau." in said
    assert "Toi" not in said
    two = skyjo_play(2, seed=1, humans=(0, 1), language="en")
    two.clicked(("slot", 1, 0, 0))
    assert "it is Alice's turn" in html.unescape(two.message.value)
    game = alguno_play(3, (1, 1), seed=2, language="en")
    for _ in range(20):
        if game.hand is not None:
            break
        decision = game.game.decision
        if decision.player in game.humans:
            game.answer(decision.options[0])
        else:
            game.step()
    assert game.hand is not None and game.hand.title == "Your cards"
