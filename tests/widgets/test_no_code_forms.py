"""No code form in what the play widgets show (issue 38): whole games of the four games,
robots and a scripted person, every text a widget shows scanned after every move (prompt,
message, buttons, lists, log, podium, pictures' descriptions), in French and English."""

from __future__ import annotations

import html
import re
from typing import Any

import ipywidgets as W
import pytest

from algunokit.widgets.alguno.play import play as alguno_play
from algunokit.widgets.celsius import play as celsius_play
from algunokit.widgets.gaag import play as gaag_play
from algunokit.widgets.skyjo import play as skyjo_play

GAMES = {
    "alguno": lambda lang, seed: alguno_play(3, seed=seed, language=lang),
    "skyjo": lambda lang, seed: skyjo_play(2, seed=seed, language=lang),
    "celsius": lambda lang, seed: celsius_play(2, seed=seed, language=lang),
    "gaag": lambda lang, seed: gaag_play(2, seed=seed, language=lang),
}

#: What a student must never read: a Python form of a value or a program's word.
CODE_FORMS = {
    "ClassName(": re.compile(r"\b[A-Z][a-z]+[A-Z]\w*\(|\b[A-Z]\w+\((?:\w+=|\))"),
    "name=value": re.compile(r"\b[a-z_]+=\S"),
    "None": re.compile(r"\bNone\b"),
    "True/False": re.compile(r"\b(?:True|False)\b"),
    "[ ]": re.compile(r"[\[\]]"),
    "identifier_with_underscore": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "Enum.MEMBER": re.compile(r"\b[A-Z]\w+\.[A-Z_]{2,}\b"),
    "object at": re.compile(r"object at 0x|<function|<class"),
}


def _strip(markup: str) -> str:
    # <pre>: the Alg(un)o builder's Python pane, code on purpose (lessons teach it)
    markup = re.sub(r"<(style|script|pre)\b.*?</\1>", " ", markup, flags=re.S)
    markup = re.sub(r"<[^>]*>", " ", markup)
    return html.unescape(markup)


def shown_texts(widget: Any) -> list[str]:
    """Every text of ``widget`` and its children that a person may read."""
    seen: list[str] = []
    stack = [widget]
    while stack:
        item = stack.pop()
        for name in ("description", "tooltip", "placeholder"):
            value = getattr(item, name, None)
            if isinstance(value, str) and value:
                seen.append(_strip(value))
        value = getattr(item, "value", None)
        if isinstance(value, str) and value and not isinstance(item, W.Text | W.Textarea):
            seen.append(_strip(value))
        for option in getattr(item, "_options_labels", ()) or ():
            seen.append(str(option))
        stack.extend(getattr(item, "children", ()) or ())
        for attribute in vars(item).values() if hasattr(item, "__dict__") else ():
            if isinstance(attribute, W.Widget) and attribute is not item \
                    and attribute not in stack and not isinstance(attribute, W.Text):
                stack.append(attribute) if isinstance(attribute, W.Box) else None
    return seen


def code_forms(text: str) -> list[str]:
    return [f"{name}: {found.group(0)!r} in {text[:160]!r}"
            for name, pattern in CODE_FORMS.items() for found in [pattern.search(text)]
            if found]


def person_answer(widget: Any) -> Any:
    """The scripted person: the « random » robot's answer for their seat (a legal move,
    a different one each time, so most of the widget's sentences are met)."""
    game = widget.game
    decision = game.decision
    bot = widget.__dict__.setdefault("_scripted_person", widget.make_bot("random", 7))
    return bot(game.view(decision.player), decision)


def play_whole_game(widget: Any, limit: int = 6000) -> list[str]:
    problems: list[str] = []

    def scan() -> None:
        for text in shown_texts(widget):
            problems.extend(code_forms(text))
        problems.extend(code_forms(widget.journal.value))

    for _ in range(limit):
        decision = widget.game.decision
        if decision is None:
            break
        if decision.player in widget.humans:
            assert widget.answer(person_answer(widget)), widget.message.value
        else:
            assert widget.step(), widget.message.value
        scan()
        if len(problems) > 20:
            break
    else:
        pytest.fail("the game did not end")
    assert widget.game.is_over or problems
    scan()  # the podium
    return problems


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_shows_no_code_form(game, lang):
    widget = GAMES[game](lang, 3)
    problems = play_whole_game(widget)
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_the_scan_finds_code_forms():
    for text in ("2. Toi — HotCard(value=30)", "a None", "True", "[3, 4]", "place_drawn",
                 "Side.LEFT", "<function f at 0x1>"):
        assert code_forms(text), text
    for text in ("2. Toi — 2 cartes chaudes : 30, 40", "Robot 1 : garder ses cartes",
                 "Ton coup : prendre ×2 à Robot 1"):
        assert not code_forms(text), text


def test_gaag_says_table_with_one_word():
    """« table » is GaAg's one word for the row of cards (docs/rules/writing.en.md); « tableau »
    is only the periodic table."""
    from algunokit.messages import gaag, gaag_board

    for catalogue in (gaag.MESSAGES, gaag_board.MESSAGES):
        for key, text in catalogue.items():
            french = text["fr"] if isinstance(text["fr"], str) else " ".join(text["fr"].values())
            for found in re.finditer(r"tableau\w*", french):
                assert french[found.end():].startswith(" périodique"), (key, french)


def test_celsius_words_are_said_and_defined_before_use():
    from algunokit.i18n import t

    for lang, defined in (("fr", "font baisser"), ("en", "go down")):
        prompt = t("celsius_table.prompt.exchange", lang, player="Toi")
        assert defined in prompt, prompt
        assert t("celsius.move.decline", lang) not in ("refuser", "decline")


@pytest.mark.parametrize("game", ["celsius", "gaag"])
def test_a_french_prompt_never_starts_a_line_with_its_colon(game):
    widget = GAMES[game]("fr", 1)
    while widget.game.decision is not None and widget.game.decision.player not in widget.humans:
        widget.step()
    widget.refresh()
    assert "\u00a0:" in widget.prompt.value and " :" not in widget.prompt.value
    english = GAMES[game]("en", 1)
    assert "\u00a0" not in english.prompt.value
